package classify

import "strings"

// Places inside a message that the place-first pass, which wants a line
// number, does not read:
//
//   - a file named with no line after "in file" or "file", the message
//     after it: "ParseComment error in file /app/handlers/cart.go
//     :cannot find type definition: handlers.CartView" (a log's line);
//   - an uncaught exception whose first line is the application's place
//     and whose class ends it in parentheses, "app/views/show.haml:6:in
//     `render': Inconsistent indentation: ... (Haml::SyntaxError)", over
//     its "from" frames.

// detectInFile reads a line that states an error in a file it names
// with no line (see above).
func detectInFile(_, t string) parser {
	i := strings.Index(t, " file ")
	if i < 0 {
		return nil
	}
	path, rest, _ := strings.Cut(strings.TrimLeft(t[i+len(" file "):], " "), " ")
	if strings.HasSuffix(path, ":") {
		path, rest = path[:len(path)-1], ":"+rest
	}
	path = strings.Trim(path, "'\"`,")
	if !hasSourceExt(path) || !isAppPath(path) || findLoc(t, true) != "" || !strings.HasPrefix(rest, ":") && !strings.HasPrefix(rest, "- ") {
		return nil // the message follows its own mark: nginx's "file PATH test failed" recaps the error above
	}
	before := trimMessage(strings.TrimSuffix(strings.TrimRight(t[:i], " "), " in"))
	msg := strings.TrimLeft(rest, " :-")
	if statedKind(before+" "+msg) != Error || !strings.Contains(msg, " ") {
		return nil
	}
	if loc := findAnyLoc(t); strings.HasPrefix(loc, path+":") {
		path = loc // its line in words later in the line: qtc's `... at file "F", line 19, pos 5, token ...`
	}
	return &genericBlock{f: Finding{Kind: Error, Message: msg, Location: path}}
}

// detectClassedTrace reads an uncaught exception's first line that
// starts with the application's place and ends with the exception's
// class in parentheses (see above).
func detectClassedTrace(s, t string) parser {
	if len(t) < len(s) || !strings.HasSuffix(t, ")") {
		return nil
	}
	loc, rest, ok := leadingLoc(t, true)
	if !ok {
		return nil
	}
	if in, ok := strings.CutPrefix(rest, "in `"); ok {
		if _, msg, ok := strings.Cut(in, "': "); ok {
			rest = msg // the method: "in `render': "
		}
	}
	open := strings.LastIndex(rest, " (")
	if open < 0 || !isExceptionName(rest[open+2:len(rest)-1]) {
		return nil
	}
	name, msg := rest[open+2:len(rest)-1], strings.TrimSpace(rest[:open])
	if findAnyLoc(msg) != "" {
		return nil // the message names its own place: "app.rb:3:in `require': cart.rb:10: syntax error"
	}
	return &genericBlock{f: Finding{Kind: Error, Message: name + ": " + msg, Location: loc}}
}

// docsLink reports a line that only sends the reader to a page about the
// error above it, "See https://relay.dev/docs/error-reference/x/": the
// error's place may follow it.
func docsLink(t string) bool {
	w, url, ok := strings.Cut(t, " ")
	return ok && (w == "See" || w == "see" || w == "Docs:" || w == "More:") && !strings.Contains(url, " ") &&
		(strings.HasPrefix(url, "https://") || strings.HasPrefix(url, "http://"))
}
