package sourcemap

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
)

// webpack 5's development default, devtool "eval", writes no map at all:
// each module's code is a string passed to eval, ending in
// "//# sourceURL=webpack://<namespace>/./src/cart.js?<loaders>", the URL
// browsers print in its frames. Without a loader that code is the module's
// source as webpack rewrote it: a few header lines on top (the
// "__webpack_require__.r(…)" call and one "/* harmony export */" or
// "/* harmony import */" line each), each import statement blanked, and
// imported names spelled _cart_js__WEBPACK_IMPORTED_MODULE_0__.Cart. So a
// line of the module is the source's line that many header lines up, and a
// column moves back by what the rewrites before it added. Where the
// project's file is at hand, the line is checked against it (and found by
// its text where a loader such as babel-loader reprinted the code); a
// module a loader produced is mapped only so.

// evalCode is the code of one eval'd module that has no map.
type evalCode struct {
	url     string // the sourceURL, as frames print it
	code    string
	starts  []int32 // offset in code of each line
	header  int     // lines webpack put before the module's own
	loaders bool    // a loader made the code: it is not the source's
	disk    diskSources
}

// webpackHeader matches a line webpack adds atop a module it wraps.
var webpackHeader = regexp.MustCompile(`^\{?(?:__webpack_require__\.[a-z]+\(|/\* harmony (?:export|import|reexport)|/\* module decorator \*/|var __WEBPACK_)`)

// importedName matches a name webpack rewrote: (0,_cart_js__WEBPACK_IMPORTED_MODULE_0__.price),
// (0,_x__WEBPACK_IMPORTED_MODULE_1__["default"]) or _cart_js__WEBPACK_IMPORTED_MODULE_0__.Cart;
// the groups hold the name.
var importedName = regexp.MustCompile(`\(0,\s*[\w$]+__WEBPACK_IMPORTED_MODULE_\d+__(?:\.([\w$]+)|\["([^"]+)"\])\)|[\w$]+__WEBPACK_IMPORTED_MODULE_\d+__(?:\.([\w$]+)|\["([^"]+)"\])`)

func newEvalCode(url, code string) *evalCode {
	e := &evalCode{url: url, code: code, starts: []int32{0}}
	for i := 0; i < len(code); i++ {
		if code[i] == '\n' {
			e.starts = append(e.starts, int32(i+1))
		}
	}
	for e.header < len(e.starts) && webpackHeader.MatchString(e.line(e.header+1)) {
		e.header++
	}
	// webpack reads only JavaScript: another extension means a loader made
	// the code, and so does a Babel mark in the module's own code (webpack
	// writes one in its header too, importing a CommonJS module's
	// default: "var x___default = /*#__PURE__*/__webpack_require__.n(x)");
	// the sourceURL's query names the loaders only with a template that
	// asks for them.
	p, loaders, _ := strings.Cut(url, "?")
	body := ""
	if e.header < len(e.starts) {
		body = code[e.starts[e.header]:]
	}
	e.loaders = loaders != "" || !hasExt(p, diskExts) || strings.Contains(body, "/*#__PURE__*/")
	return e
}

// line returns the 1-based line of the code, "" past its end.
func (e *evalCode) line(n int) string {
	if n < 1 || n > len(e.starts) {
		return ""
	}
	end := len(e.code)
	if n < len(e.starts) {
		end = int(e.starts[n])
	}
	return strings.TrimRight(e.code[e.starts[n-1]:end], "\r\n")
}

// resolve maps a 1-based line and column of the module's code.
func (e *evalCode) resolve(line, column int, env lookupEnv) Result {
	gen := e.line(line)
	if line <= e.header || line > len(e.starts) {
		return Result{Status: NoMap, Reason: fmt.Sprintf("line %d is webpack's own code around the module (devtool eval, no map)", line)}
	}
	p := projectPath(e.url, "", env.root)
	var disk string
	if env.read != nil {
		disk = e.disk.get(p, "", env.read)
	}
	column = max(column, 1)
	orig, col := line-e.header, max(0, unrewrite(gen, column-1))
	if disk != "" {
		src := lineText(disk, orig)
		switch {
		case strings.TrimSpace(src) == strings.TrimSpace(gen):
		case !e.loaders && strings.TrimSpace(src) == strings.TrimSpace(restoreImports(gen)):
		default:
			// A loader's output, or a file edited since: where the file
			// has that line.
			at := findLine(gen, disk, orig)
			if at == 0 {
				at = findLine(restoreImports(gen), disk, orig)
			}
			if at == 0 {
				return Result{Status: NoMap, Reason: "devtool eval wrote no map, and the module's line is not in " + p}
			}
			orig, src = at, lineText(disk, at)
		}
		col = refineColumn(gen, column-1, src, 0)
		if col == 0 {
			col = unrewrite(gen, column-1) + indent(src) - indent(gen)
		}
		col = max(0, min(col, max(len(src)-1, 0)))
		col = calleeStart(src, 1, col)
		return Result{Status: Mapped, Position: Position{
			Source: p, Line: orig, Column: col + 1, Context: sourceContext(disk, orig, col+1),
		}}
	}
	if e.loaders {
		return Result{Status: NoMap, Reason: "devtool eval wrote no map, and a loader made the module's code; " + p + " is not readable here"}
	}
	col = calleeStart(restoreImports(gen), 1, col)
	return Result{Status: Mapped, Position: Position{Source: p, Line: orig, Column: col + 1}}
}

// unrewrite returns the 0-based column in the source's line of a column of
// webpack's rewritten line: less what rewritten names before it added, or,
// inside one, the name's own start. A default import is rewritten to
// …["default"], its local name lost: a column after one may be off by the
// difference (the file on disk, when at hand, settles it).
func unrewrite(gen string, col int) int {
	out := col
	for _, m := range importedName.FindAllStringSubmatchIndex(gen, -1) {
		start, end := m[0], m[1]
		if start >= col {
			break
		}
		name := ""
		for g := 2; g < len(m); g += 2 {
			if m[g] >= 0 {
				name = gen[m[g]:m[g+1]]
				break
			}
		}
		if col < end {
			return out - (col - start)
		}
		out -= (end - start) - len(name)
	}
	return out
}

// restoreImports returns a rewritten line with the imported names as the
// source spells them.
func restoreImports(gen string) string {
	return importedName.ReplaceAllStringFunc(gen, func(s string) string {
		m := importedName.FindStringSubmatch(s)
		for _, g := range m[1:] {
			if g != "" {
				return g
			}
		}
		return s
	})
}

// evalCodes finds the modules of a webpack devtool "eval" chunk that carry
// no map: a sourceURL comment in an eval'd string not already named by one
// of mapped.
func evalCodes(script []byte, mapped []evalModule) []*evalCode {
	var out []*evalCode
	rest, off := script, 0
	for {
		i := bytes.Index(rest, escapedSourceURL)
		if i < 0 {
			return out
		}
		at := off + i
		u := token(rest[i+len(escapedSourceURL):])
		rest, off = rest[i+len(escapedSourceURL):], at+len(escapedSourceURL)
		if u == "" || u == "[module]" || isMapped(u, mapped) {
			continue
		}
		j := bytes.LastIndex(script[:at], evalOpen)
		if j < 0 {
			continue
		}
		lit := evalModule{lit: script[j+len(evalOpen) : at]}
		if code, ok := lit.code(); ok {
			out = append(out, newEvalCode(u, code))
		}
	}
}

func isMapped(u string, mapped []evalModule) bool {
	for _, m := range mapped {
		if m.url == u {
			return true
		}
	}
	return false
}
