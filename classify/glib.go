package classify

import (
	"regexp"
	"strings"
)

// GLib's logging, used by every GLib/GTK program (C, Vala, Rust's
// glib-rs, ...): "** (app:1234): CRITICAL **: 04:51:16.062: msg", a domain
// before the level for a library's ("(app:1234): Gtk-WARNING **: ..."), and
// Vala's "FILE:L: " before its own messages. g_error ("ERROR") aborts the
// program right after.

// glibLog matches a GLib log line: the program, its domain, the level, the
// message after the time.
var glibLog = regexp.MustCompile(`^(?:\*\* )?\([^:()\s]+:\d+\): (?:[\w-]+-)?(CRITICAL|ERROR|WARNING|Message|INFO|DEBUG) \*\*: (?:\d\d:\d\d:\d\d\.\d+: )?(.+)$`)

func detectGLib(s, t string) parser {
	if len(t) < len(s) || t[0] != '*' && t[0] != '(' {
		return nil
	}
	m := glibLog.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	f := Finding{Kind: Error, Category: "generic", Message: m[2]}
	switch m[1] {
	case "WARNING":
		f.Kind = Warning
	case "Message", "INFO", "DEBUG":
		return &quiet{}
	}
	if loc, rest, ok := leadingLoc(m[2], true); ok {
		f.Location, f.Message = loc, rest // Vala's "cart.vala:12: msg"
	}
	if msg, ok := strings.CutPrefix(f.Message, "JS ERROR: "); ok {
		// GJS: "(gjs:1525): Gjs-CRITICAL **: TIME: JS ERROR: TypeError: ...",
		// SpiderMonkey's "unitPrice@cart.js:4:5" frames under it.
		f.Message = msg
		return &gjsError{f: f}
	}
	if strings.HasPrefix(f.Message, "Script ") && strings.HasSuffix(f.Message, " threw an exception") {
		return &quiet{} // GJS's recap of the JS ERROR above
	}
	return &single{f: f}
}

// spiderMonkeyFrame matches a frame as SpiderMonkey (GJS, Firefox) and
// JavaScriptCore print it: "name@file:line:col", the name empty at the
// top level, "total/<" for a closure.
var spiderMonkeyFrame = regexp.MustCompile(`^[\w$.<>/]*@(\S+:\d+:\d+)$`)

// gjsError takes a JS error's frames; the first names its place.
type gjsError struct{ f Finding }

func (p *gjsError) next(line string) verdict {
	m := spiderMonkeyFrame.FindStringSubmatch(strings.TrimSpace(line))
	if m == nil {
		return reject
	}
	if p.f.Location == "" && isAppPath(m[1]) && !strings.HasPrefix(m[1], "resource://") {
		p.f.Location = m[1]
	}
	return take
}

func (p *gjsError) finding() (Finding, bool) { return p.f, true }
