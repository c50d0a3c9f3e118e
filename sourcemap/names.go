package sourcemap

import (
	"slices"
	"strings"
)

// A minified build renames functions, and the browser prints the new
// names: "at t (src/cart.js:12:5)" where the program says checkout. Chrome
// DevTools and Sentry print the original name; so does MapStack, taking
// it, for each frame, from
//
//  1. the function the mapped position is in, read from the original
//     source (the map's sourcesContent, or the project's file): its
//     declared name, with its class for a method ("Cart.summary"), "get"
//     or "set" for an accessor, "new" for a constructor; an anonymous
//     function stays anonymous;
//  2. without the source's text, the name the map gives at the call site
//     of the frame printed below it (the caller's position maps to the
//     callee's original identifier), when that frame is its caller (no
//     native frame between);
//  3. else the name the browser printed.
//
// The source is preferred to the call site: it names the class of a method
// and tells a constructor, and a call site may name something else (the
// caller of a callback passed to reduce is reduce's call).

// funcInfo is what a lookup learnt of the function around a position.
type funcInfo struct {
	known bool // the source's text was read
	in    bool // the position is in a function (not a module's top level)
	scope scope
	outer scope  // for an anonymous function: the nearest named function around it, if any
	line  string // the source's line at the position
	// classes are the classes the source declares: a receiver V8 printed
	// that is one of them ("Special.save" for a subclass) is not a
	// minifier's name.
	classes map[string]bool
	// names are the map's "names", sorted: a name the browser printed that
	// is one of them is the program's, not a minifier's (Firefox prints no
	// native frame, so a callback's caller is the call of forEach).
	names []string
}

// display is how a function is named in Position.Function.
func (s scope) display() string {
	switch {
	case s.name == "" && s.kind != ctorFunc:
		return ""
	case s.kind == ctorFunc:
		if s.class == "" {
			return ""
		}
		return "new " + s.class
	case s.kind == getterFunc:
		return "get " + s.name
	case s.kind == setterFunc:
		return "set " + s.name
	case s.kind == methodFunc && s.class != "":
		return s.class + "." + s.name
	}
	return s.name
}

// renameFrame returns the function name frame f should print, mapped as
// res, its caller's answer being caller (nil when the next frame printed is
// not its caller, or none is); f.Func when nothing better is known.
func renameFrame(f Frame, res Result, caller *Result) string {
	fn := f.Func
	if f.eval || strings.Contains(fn, "<anonymous>") || fn == "eval" || fn == "anonymous" {
		// Code run by eval or made by new Function, whose position is
		// where it was called, in another function; or anonymous as the
		// browser names it.
		return fn
	}
	if fn == "" || fn == "async" {
		// Printed anonymous: the minifier may have inlined a named
		// function into an anonymous one (terser, Bun). The source tells.
		if info := res.fn; info.known && info.in && info.scope.name != "" {
			if gecko(f) {
				return geckoDisplay(info.scope)
			}
			return renameV8(strings.TrimSpace(fn+" "+info.scope.name), res, nil)
		}
		return fn
	}
	if gecko(f) {
		return renameGecko(fn, res, caller)
	}
	return renameV8(fn, res, caller)
}

// gecko reports whether f was printed by Firefox or Safari ("fn@url").
func gecko(f Frame) bool {
	return !strings.HasPrefix(strings.TrimSpace(f.Raw), "at ")
}

// v8Name is a V8 frame's function as printed: "async new Cart",
// "t.summary", "Cart.get total [as total]".
type v8Name struct {
	prefix   string // "async ", "new ", or both
	receiver string // before the last ".", if any
	accessor string // "get " or "set "
	own      string // the function's own name
	alias    string // " [as total]"
}

func parseV8Name(fn string) v8Name {
	var n v8Name
	for _, p := range []string{"async ", "new "} {
		if rest, ok := strings.CutPrefix(fn, p); ok {
			n.prefix += p
			fn = rest
		}
	}
	if i := strings.Index(fn, " [as "); i >= 0 {
		n.alias, fn = fn[i:], fn[:i]
	}
	head := fn
	for _, a := range []string{"get ", "set "} {
		if i := strings.Index(fn, a); i >= 0 && (i == 0 || fn[i-1] == '.') {
			n.accessor, head, fn = a, fn[:i], fn[i+len(a):]
			break
		}
	}
	if n.accessor != "" {
		n.receiver = strings.TrimSuffix(head, ".")
		n.own = fn
		return n
	}
	if i := strings.LastIndexByte(fn, '.'); i > 0 {
		n.receiver, fn = fn[:i], fn[i+1:]
	}
	n.own = fn
	return n
}

func (n v8Name) String() string {
	s := n.prefix
	if n.receiver != "" {
		s += n.receiver + "."
	}
	return s + n.accessor + n.own + n.alias
}

func renameV8(fn string, res Result, caller *Result) string {
	n := parseV8Name(fn)
	info := res.fn
	if !info.known {
		if name := callSiteName(caller); name != "" && name != n.own && !strings.Contains(n.prefix, "new") && n.accessor == "" && !info.original(n.own) {
			n.own = name
			return n.String()
		}
		return fn
	}
	if !info.in || info.scope.name == "" && info.scope.kind != ctorFunc {
		return fn // top level, or anonymous in the source
	}
	s := info.scope
	switch s.kind {
	case ctorFunc:
		if s.class == "" {
			return fn
		}
		n.own, n.receiver, n.accessor = s.class, "", ""
		if !strings.Contains(n.prefix, "new ") {
			n.prefix += "new "
		}
	case getterFunc, setterFunc:
		n.own = s.name
		n.accessor = map[funcKind]string{getterFunc: "get ", setterFunc: "set "}[s.kind]
	default:
		n.own = s.name
	}
	if n.receiver != "" && s.class != "" && n.receiver != s.class && mangledReceiver(n.receiver, info.classes) {
		n.receiver = s.class
	}
	return n.String()
}

// mangledReceiver reports whether a receiver V8 printed ("t" in
// "t.summary") is a minifier's name for a class rather than one the
// program declares (a subclass's, "Object", "HTMLButtonElement"):
// minifiers' names are a few characters long.
func mangledReceiver(r string, classes map[string]bool) bool {
	return len(r) <= 3 && !classes[r]
}

func renameGecko(fn string, res Result, caller *Result) string {
	info := res.fn
	if strings.Contains(fn, "/") || strings.HasSuffix(fn, "<") {
		// An anonymous function, named after the functions around it
		// ("get total/<", "a</get total/<"): its own name is its outer
		// function's, then "/<". "Cart/total<" names one by what its
		// expression is assigned to: the program's name when the source's
		// line has it, else a minifier's ("total/Za<"), dropped.
		if i := strings.LastIndexByte(fn, '/'); i >= 0 && !strings.HasSuffix(fn, "/<") && info.known && info.in && info.scope.name == "" {
			if y := strings.TrimRight(fn[i+1:], "<"); y != "" && !hasWord(info.line, y) {
				fn = fn[:i+1] + "<"
			}
		}
		if strings.HasSuffix(fn, "/<") && info.known && info.in && info.scope.name != "" && info.scope.kind != getterFunc && info.scope.kind != setterFunc {
			return geckoDisplay(info.scope) // a named function inlined into an anonymous one
		}
		if strings.HasSuffix(fn, "/<") && info.known && info.in && info.scope.name == "" && info.scope.kind != ctorFunc && info.outer.name != "" {
			return renameOuter(fn, geckoDisplay(info.outer))
		}
		return fn
	}
	if !info.known {
		if name := callSiteName(caller); name != "" && !strings.HasPrefix(fn, "get ") && !strings.HasPrefix(fn, "set ") && !info.original(fn) {
			return name
		}
		return fn
	}
	if !info.in {
		return fn
	}
	if name := geckoDisplay(info.scope); name != "" {
		return name
	}
	return fn
}

// hasWord reports whether line holds word as a whole identifier.
func hasWord(line, word string) bool {
	for i := 0; ; {
		j := strings.Index(line[i:], word)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(word)
		if (start == 0 || !isIdentByte(line[start-1])) && (end == len(line) || !isIdentByte(line[end])) {
			return true
		}
		i = start + 1
	}
}

// renameOuter returns a Firefox name of an anonymous function, "a</f/<",
// with the name of the function around it, f, replaced by outer; fn itself
// when it names outer already or is not of that form.
func renameOuter(fn, outer string) string {
	rest := strings.TrimRight(fn, "/<")
	if rest == "" || outer == "" {
		return fn
	}
	i := strings.LastIndexByte(rest, '/') + 1
	last := strings.TrimRight(rest[i:], "<")
	if last == outer || last == "" {
		return fn
	}
	return rest[:i] + outer + fn[i+len(last):]
}

// geckoDisplay is how Firefox names a function: its name, "get x" for a
// getter, the class's name for a constructor.
func geckoDisplay(s scope) string {
	switch s.kind {
	case ctorFunc:
		return s.class
	case getterFunc:
		return "get " + s.name
	case setterFunc:
		return "set " + s.name
	}
	return s.name
}

// original reports whether name is one of the map's original identifiers.
func (info funcInfo) original(name string) bool {
	_, found := slices.BinarySearch(info.names, name)
	return found
}

// callSiteName returns the original name the map gives at a caller's
// position, which is the callee's name at its call, or "".
func callSiteName(caller *Result) string {
	if caller == nil || caller.Status != Mapped || caller.Name == "" {
		return ""
	}
	for i := 0; i < len(caller.Name); i++ {
		if !isIdentByte(caller.Name[i]) {
			return ""
		}
	}
	return caller.Name
}

// renameLine returns raw, a frame's line, with its function name fn
// replaced by name.
func renameLine(raw, fn, name string) string {
	if fn == name {
		return raw
	}
	if fn == "" || fn == "async" {
		return nameAnonymous(raw, fn, name)
	}
	if i := strings.Index(raw, "at "+fn+" "); i >= 0 {
		return raw[:i+3] + name + raw[i+3+len(fn):]
	}
	if i := strings.Index(raw, fn+"@"); i >= 0 && strings.TrimSpace(raw[:i]) == "" {
		return raw[:i] + name + raw[i+len(fn):]
	}
	return raw
}

// nameAnonymous gives a name to the line of a frame printed without one:
// "at url:L:C" or "at async url:L:C" becomes "at name (url:L:C)", and
// "@url:L:C" "name@url:L:C".
func nameAnonymous(raw, fn, name string) string {
	trimmed := strings.TrimLeft(raw, " \t")
	indent := raw[:len(raw)-len(trimmed)]
	if strings.HasPrefix(trimmed, "@") {
		return indent + name + trimmed
	}
	rest, ok := strings.CutPrefix(trimmed, "at ")
	if !ok {
		return raw
	}
	if fn == "async" {
		rest = strings.TrimPrefix(rest, "async ")
	}
	if strings.HasSuffix(rest, ")") {
		return raw // a name and a place already: not anonymous after all
	}
	return indent + "at " + name + " (" + rest + ")"
}
