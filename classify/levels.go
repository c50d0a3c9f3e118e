package classify

import "strings"

// Levels: a tool that labels each line with a level labels its problems
// "error" and "warning", and the rest "info", "debug", "note": the rest
// are no problems, however their words read ("(INFO/1) Hyperlink target
// \"x\" is not referenced."), and a record so labelled starts a new
// entry of the log.

// infoLabel reports a line that starts with a level label below warning:
// "info: ", "INFO ", "[debug]", "note:".
func infoLabel(t string) bool {
	w, _, _ := strings.Cut(t, " ")
	return len(w) >= 4 && len(w) <= 9 && strings.ContainsAny(w[len(w)-1:], ":]") && severityOf(w) == info
}

// detectLevelRow reads a row "PATH:L[:C]: (LEVEL/n) message" or "PATH:L:
// [LEVEL] message", the level in parentheses or brackets after the place
// (docutils' "(WARNING/2)", "(ERROR/3)", "(INFO/1)"): a warning or an
// error as its level says, whatever its words; an info row is quiet.
func detectLevelRow(_, t string) parser {
	loc, rest, ok := leadingLoc(t, true)
	if !ok || rest == "" || rest[0] != '(' && rest[0] != '[' {
		return nil
	}
	close := ")"
	if rest[0] == '[' {
		close = "]"
	}
	label, msg, ok := strings.Cut(rest[1:], close)
	level, _, _ := strings.Cut(label, "/")
	msg = strings.TrimSpace(msg)
	if !ok || strings.Contains(level, " ") || !strings.Contains(msg, " ") {
		return nil
	}
	switch k := severityOf(level); k {
	case info:
		return quietBlock{}
	case Error, Warning:
		return lintRow(k, msg, loc)
	}
	return nil
}
