package classify

import "regexp"

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
	return &single{f: f}
}
