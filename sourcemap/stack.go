package sourcemap

import (
	"regexp"
	"slices"
	"strings"
)

// Frame is one call site of a JavaScript stack trace, as the browser printed it.
type Frame struct {
	Func   string // function as printed ("formatEmail", "async load", "new Profile"); empty when anonymous
	URL    string // script URL (for an eval frame: the script that called eval)
	Line   int    // 1-based, as browsers print it
	Column int    // 1-based, as browsers print it
	Raw    string // the whole line, unchanged
	loc    string // "URL:Line:Column" exactly as it appears in Raw, for rewriting
	eval   bool   // code run by eval or new Function: the position is its call site
}

// evalSite matches the innermost "(url:line:column)" of a V8 eval frame.
var evalSite = regexp.MustCompile(`\(([^()\s]+:\d+:\d+)\)`)

// ParseStack splits a stack string (Error.prototype.stack) into frames. It
// reads V8's format (Chrome, Edge, Node: "    at fn (url:L:C)", "    at url:L:C",
// "at async fn (…)", "at new X (…)", and eval frames, which yield the eval
// call site) and the Firefox/Safari format ("fn@url:L:C"). Lines that are not
// frames, such as the leading "Error: message", are skipped.
func ParseStack(stack string) []Frame {
	var frames []Frame
	for _, raw := range strings.Split(stack, "\n") {
		raw = strings.TrimRight(raw, "\r")
		if f, ok := parseFrame(raw); ok {
			frames = append(frames, f)
		}
	}
	return frames
}

// stackScripts appends to dst the script URL of each frame of stack that
// dst does not hold yet, as [ParseStack] would find them, without building
// the frames or splitting the stack.
func stackScripts(stack string, dst []string) []string {
	for stack != "" {
		var raw string
		raw, stack, _ = strings.Cut(stack, "\n")
		if f, ok := parseFrame(strings.TrimRight(raw, "\r")); ok && !slices.Contains(dst, f.URL) {
			dst = append(dst, f.URL)
		}
	}
	return dst
}

func parseFrame(raw string) (Frame, bool) {
	line := strings.TrimSpace(raw)
	if rest, ok := strings.CutPrefix(line, "at "); ok {
		return parseV8(raw, strings.TrimSpace(rest))
	}
	return parseGecko(raw, line)
}

// parseV8 reads the part of a V8 frame after "at ".
func parseV8(raw, rest string) (Frame, bool) {
	fn, loc := "", rest
	if after, ok := strings.CutPrefix(rest, "async "); ok && !strings.HasSuffix(rest, ")") {
		// An anonymous async function resumed: "at async url:L:C".
		fn, loc = "async", after
	}
	if strings.HasSuffix(rest, ")") {
		open := matchingOpen(rest)
		if open < 0 {
			return Frame{}, false
		}
		fn = strings.TrimSpace(rest[:open])
		loc = rest[open+1 : len(rest)-1]
		if strings.HasPrefix(loc, "eval at ") {
			// "eval at fn (url:L:C), <anonymous>:L:C": the eval'd code has no
			// URL of its own, so the best position is where eval was called.
			m := evalSite.FindAllStringSubmatch(loc, -1)
			if m == nil {
				return Frame{}, false
			}
			loc = m[len(m)-1][1]
			f, ok := frameAt(raw, fn, loc)
			f.eval = true
			return f, ok
		}
	}
	return frameAt(raw, fn, loc)
}

// parseGecko reads a Firefox or Safari frame, "fn@url:L:C" or "@url:L:C".
// The function name ends at the first '@': URLs may hold '@' (Vite's /@fs/),
// function names do not.
func parseGecko(raw, line string) (Frame, bool) {
	fn, loc, ok := strings.Cut(line, "@")
	if !ok || strings.Contains(fn, " (") {
		return Frame{}, false
	}
	if f, ok := geckoEval(raw, fn, loc); ok {
		return f, true
	}
	return frameAt(raw, fn, loc)
}

// geckoEval reads Firefox's frame of code run by eval or made by new
// Function, "url line N > eval:L:C" (nested: "url line N > eval line M >
// Function:L:C"): the code has no URL of its own, so, as for V8's "eval at",
// the position is where it was called, line N of url. Firefox gives no
// column for it: the frame says column 1.
func geckoEval(raw, fn, loc string) (Frame, bool) {
	url, rest, ok := strings.Cut(loc, " line ")
	if !ok || hasBlank(url) {
		return Frame{}, false
	}
	num, rest, ok := strings.Cut(rest, " > ")
	n, isNum := digits(num)
	if !ok || !isNum || rest == "" {
		return Frame{}, false
	}
	if _, _, _, ok := splitLocation(rest); !ok {
		return Frame{}, false
	}
	return Frame{Func: fn, URL: stripReplay(url), Line: n, Column: 1, Raw: raw, loc: loc, eval: true}, true
}

func frameAt(raw, fn, loc string) (Frame, bool) {
	url, line, col, ok := splitLocation(loc)
	url = stripReplay(url)
	if !ok || hasBlank(url) {
		return Frame{}, false
	}
	return Frame{Func: fn, URL: url, Line: line, Column: col, Raw: raw, loc: loc}, true
}

// hasBlank reports whether s holds a space or a tab, which no URL of a
// frame does. It runs for every frame at ingest, where ContainsAny's
// search cost as much as the rest of the frame's reading.
func hasBlank(s string) bool {
	return strings.IndexByte(s, ' ') >= 0 || strings.IndexByte(s, '\t') >= 0
}

// splitLocation splits "url:line:column" at its last two colons, both
// numbers following; it runs at ingest for every stack, so it scans from
// the end rather than matching a regular expression.
func splitLocation(loc string) (url string, line, col int, ok bool) {
	c := strings.LastIndexByte(loc, ':')
	if c <= 0 {
		return "", 0, 0, false
	}
	l := strings.LastIndexByte(loc[:c], ':')
	if l <= 0 {
		return "", 0, 0, false
	}
	line, ok1 := digits(loc[l+1 : c])
	col, ok2 := digits(loc[c+1:])
	if !ok1 || !ok2 {
		return "", 0, 0, false
	}
	return loc[:l], line, col, true
}

// digits parses a non-empty run of ASCII digits.
func digits(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// matchingOpen returns the index of the '(' matching the final ')' of s, or -1.
func matchingOpen(s string) int {
	depth := 0
	for i := len(s) - 1; i >= 0; i-- {
		switch s[i] {
		case ')':
			depth++
		case '(':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// reactReplay starts the URL of a frame React replays in the browser from
// a server render: "about://React/Prerender/file:///…/server/chunks/….js",
// where the environment ("Server", "Prerender", "Cache") is one segment.
const reactReplay = "about://React/"

// stripReplay returns the URL a React replay frame names, so that it is
// resolved as the server file it is; any other URL unchanged. React
// appends "?N", a count of its replayed functions, that names no other
// file: it is dropped from a file:// URL.
func stripReplay(u string) string {
	rest, ok := strings.CutPrefix(u, reactReplay)
	if !ok {
		return u
	}
	_, inner, ok := strings.Cut(rest, "/")
	if !ok {
		return u
	}
	if strings.HasPrefix(inner, "file://") {
		if i := strings.IndexByte(inner, '?'); i >= 0 {
			inner = inner[:i]
		}
	}
	return inner
}
