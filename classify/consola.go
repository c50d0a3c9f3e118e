package classify

import "strings"

// consola, the logger of Nuxt, Nitro and the other unjs tools, heads a
// report with a badge, "ERROR  msg" or " WARN  msg" (two spaces after
// it), after an optional "[tag]  " naming who logs: "[nuxt]  WARN  ...".
// What follows is spread over blank lines at the start of the line:
//
//	ERROR  [request error] [unhandled] [GET] http://127.0.0.1:3000/api/items/coffee
//
//	ℹ Error: Cannot read properties of undefined (reading 'cost')
//
//	 ⁃ at Object.handler (server/api/items/[slug].ts:9:24)
//	   8 ┃  const item = ...
//	 ❯ 9 ┃  return { amount: item.cost.amount };
//
//	[CAUSE]
//	TypeError {
//	  stack: "...",
//	}
//
// Nitro's "[request error]" is a server route that threw: the error is on
// the "ℹ" line, its place the first application frame, its type the
// [CAUSE]'s ("Error" on the "ℹ" line is Nitro's wrapper). Vite's errors in
// Nuxt come the same way ("ERROR  Internal server error: [vue/compiler-sfc]
// Unexpected token (3:18)"), the file alone on a line, a code frame, then
// Vite's indented "File: /app/pages/hot.vue?macro=true:3:18". Nuxt's
// vite-node states a module that failed to build as "/pages/hot.vue —
// Unexpected token (3:18)", the module's served id before the message,
// then the file alone on an indented line.
//
// Where std-env finds a CI (CI=true) or a test (NODE_ENV=test), consola's
// basic reporter replaces the badge with the log type in brackets: "[error]
// [request error] ...", "[warn] ...". What follows is the same.

// consolaTypes are consola's log types, as its basic reporter writes them
// in brackets at the start of a line.
var consolaTypes = map[string]bool{
	"log": true, "info": true, "success": true, "warn": true, "error": true, "fatal": true, "fail": true,
	"debug": true, "trace": true, "start": true, "ready": true, "box": true, "verbose": true,
}

func detectConsola(s, t string) parser {
	if len(t) < 6 {
		return nil
	}
	if kind, msg, ok := consolaBasic(t); ok {
		// No tag can be told from a message that starts with brackets:
		// only the reports this adapter knows; other "[error] ..." lines
		// are the generic layer's.
		if p := consolaReport(kind, "", msg); p != nil && p.f.Category != "" {
			return p
		}
		return nil
	}
	tag := ""
	if t[0] == '[' {
		end := strings.Index(t, "]  ")
		if end < 0 {
			return nil
		}
		tag, t = t[1:end], strings.TrimLeft(t[end+1:], " ")
	}
	var kind Kind
	switch {
	case strings.HasPrefix(t, "ERROR  "), strings.HasPrefix(t, "FATAL  "):
		kind = Error
	case strings.HasPrefix(t, "WARN  "):
		kind = Warning
	default:
		return nil
	}
	msg := strings.TrimLeft(t[strings.IndexByte(t, ' '):], " ")
	if p := consolaReport(kind, tag, msg); p != nil && (tag != "" || p.f.Category != "") {
		return p
	}
	return nil // another tool's badge (Turborepo's): the generic layer's
}

// consolaBasic reads the head of a line of consola's basic reporter:
// "[error] msg", "[fatal] msg", "[warn] msg".
func consolaBasic(t string) (Kind, string, bool) {
	for _, h := range []struct {
		head string
		kind Kind
	}{{"[error] ", Error}, {"[fatal] ", Error}, {"[fail] ", Error}, {"[warn] ", Warning}} {
		if msg, ok := strings.CutPrefix(t, h.head); ok {
			return h.kind, strings.TrimLeft(msg, " "), true
		}
	}
	return 0, "", false
}

// consolaReport opens the block of a report whose message is msg, with
// its Category set when it is one of the reports this adapter knows:
// Nitro's request error, Vite's, vite-node's.
func consolaReport(kind Kind, tag, msg string) *consolaBlock {
	if msg == "" || isQuiet(msg) {
		return nil
	}
	p := &consolaBlock{f: Finding{Kind: kind, Category: tag, Message: msg}}
	p.pos, _ = parenLast(msg)
	switch {
	case strings.HasPrefix(msg, "[request error]"):
		p.f.Category, p.request = "nitro", true
	case strings.HasPrefix(msg, "Internal server error: "), strings.HasPrefix(msg, "Pre-transform error: "):
		p.f.Category = "vite"
		p.f.Message = msg[strings.Index(msg, ": ")+2:]
	case p.pos != "" && isViteNodeHead(msg):
		p.f.Category = "vite"
	}
	return p
}

// isViteNodeHead reports vite-node's "/pages/hot.vue — Unexpected token
// (3:18)": a module's id, an em dash, the message.
func isViteNodeHead(msg string) bool {
	id, _, ok := strings.Cut(msg, " — ")
	return ok && !strings.ContainsAny(id, " \t") && hasSourceExt(trimPath(id))
}

type consolaBlock struct {
	f       Finding
	request bool // Nitro's "[request error]": the error is on the "ℹ" line
	cause   bool // inside "[CAUSE]", up to its closing "}"
	file    bool // the location came from Vite's "File:" line
	// pos is the "3:18" that ends the message ("Unexpected token (3:18)"),
	// the place in the file a line of its own names.
	pos string
}

func (p *consolaBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	switch {
	case t == "":
		return hold
	case p.cause:
		if line == "}" {
			return takeEnd
		}
		if name, ok := strings.CutSuffix(line, " {"); ok && p.request && isIdent(name) {
			// The cause's own type: Nitro's "ℹ" line names its wrapper's.
			if rest, ok := strings.CutPrefix(p.f.Message, "Error: "); ok {
				p.f.Message = name + ": " + rest
			}
		}
		return take
	case t == "[CAUSE]":
		p.cause = true
		return take
	case len(t) < len(line) && detectConsola(line, t) != nil:
		return reject // consola's next report: " ERROR  ..."
	case len(t) < len(line):
		if rest, ok := strings.CutPrefix(t, "File: "); ok && !p.file {
			if loc := findLoc(rest, true); loc != "" {
				p.f.Location, p.file = loc, true
			}
		} else if p.f.Location == "" && p.pos != "" && isBareSourcePath(t) {
			p.f.Location = t + ":" + p.pos // vite-node's file, under its message
		} else if p.f.Location == "" && !strings.HasPrefix(t, "❯") {
			p.f.Location = findLoc(t, true)
		}
		return take
	case strings.HasPrefix(t, "ℹ "):
		// The request's error; any other "ℹ" line is consola's next report.
		if p.request && strings.HasPrefix(p.f.Message, "[request error]") {
			p.f.Message = strings.TrimSpace(t[len("ℹ "):])
			return take
		}
		return reject
	case frameRow.MatchString(t):
		return take
	case isBareSourcePath(t):
		// The file Vite's error is about, alone on its line.
		if p.f.Location == "" && p.pos != "" {
			p.f.Location = t + ":" + p.pos
		}
		return take
	}
	return reject
}

// isBareSourcePath reports a line that is a source file's path alone.
func isBareSourcePath(t string) bool {
	return !strings.ContainsAny(t, " \t") && hasSourceExt(trimPath(t))
}

func (p *consolaBlock) finding() (Finding, bool) { return p.f, true }

// isIdent reports a JavaScript class name as util.inspect writes it before
// an object's fields: "TypeError", "H3Error".
func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && isDigit(c)) {
			return false
		}
	}
	return true
}
