package classify

import "strings"

// A linter's report is rows, one problem each, in few shapes whatever the
// linter: a place, then a message with the rule's id after it ("
// /app/index.js:2:18: Extra semicolon. (semi)", "a.md:3 subject [rule]"),
// or a severity word and the message ("README.md:1 error MD022/... Headings
// should ..."); or the place in words, "cart.js: line 2, col 14, Missing
// semicolon.". A row opens nothing unless it names the project's own file,
// and a place with a message alone (a logger's "main.go:42: listening")
// is no row: the rule's id or the severity word tells a report.

// detectLintRow reads one report row; its finding is the row alone.
func detectLintRow(_, t string) parser {
	if !isPathByte(t[0]) || strings.IndexByte(t, ':') < 0 {
		return nil
	}
	loc, rest, ok := leadingLoc(t, true)
	if ok {
		if k, msg, ok := severityWord(rest); ok {
			return lintRow(k, msg, loc, t)
		}
		if _, ok := ruleSuffix(rest); !ok {
			return nil
		}
	} else if loc, rest, ok = wordsRow(t); !ok {
		return nil
	}
	if !isAppPath(loc) || !strings.Contains(rest, " ") {
		return nil
	}
	return lintRow(Error, rest, loc, t)
}

func lintRow(k Kind, msg, loc, t string) parser {
	g := newGeneric(Finding{Kind: k, Message: msg}, t)
	g.f.Location = loc
	return g
}

// severityWord reads a severity word that starts a row's message and is
// followed by more words: "error MD022/x Headings ...", "warning Unused x".
func severityWord(rest string) (Kind, string, bool) {
	w, msg, ok := strings.Cut(rest, " ")
	if !ok || !strings.Contains(strings.TrimSpace(msg), " ") {
		return 0, "", false
	}
	switch w {
	case "error", "Error", "ERROR":
		return Error, strings.TrimSpace(msg), true
	case "warning", "Warning", "WARNING", "warn", "WARN":
		return Warning, strings.TrimSpace(msg), true
	}
	return 0, "", false
}

// ruleSuffix returns the rule id that ends a row's message in parentheses
// or brackets: "(no-unused-vars)", "[subject-empty]", "(wcag/h37)". An id is
// one word of letters, digits and "-/_.@", with a letter and a "-" or "/",
// or any such word after a sentence's full stop ("Extra semicolon. (semi)"):
// a word alone in parentheses is prose otherwise ("(optional)", "(3:18)").
func ruleSuffix(rest string) (string, bool) {
	rest = strings.TrimRight(rest, " ")
	if len(rest) < 4 {
		return "", false
	}
	var open byte
	switch rest[len(rest)-1] {
	case ')':
		open = '('
	case ']':
		open = '['
	default:
		return "", false
	}
	i := strings.LastIndexByte(rest, open)
	if i <= 0 || rest[i-1] != ' ' {
		return "", false
	}
	id := rest[i+1 : len(rest)-1]
	sentence := strings.TrimRight(rest[:i], " ")
	if id == "" || !strings.ContainsAny(id, "-/") && !strings.HasSuffix(sentence, ".") || strings.Trim(id, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/_.@") != "" || strings.Trim(id, "0123456789-/_.@") == "" {
		return "", false
	}
	return id, true
}

// wordsRow reads a place in words at the start of a row, "cart.js: line 2,
// col 14, Missing semicolon.", as "cart.js:2:14" and the message.
func wordsRow(t string) (loc, rest string, ok bool) {
	path, after, ok := strings.Cut(t, ": line ")
	if !ok || !hasSourceExt(path) || strings.ContainsAny(path, " \t") {
		return "", "", false
	}
	n := digits(after)
	after, ok = strings.CutPrefix(after[len(n):], ", col ")
	c := digits(after)
	if !ok || n == "" || c == "" {
		return "", "", false
	}
	rest, ok = strings.CutPrefix(after[len(c):], ", ")
	if !ok || rest == "" {
		return "", "", false
	}
	return path + ":" + n + ":" + c, rest, true
}
