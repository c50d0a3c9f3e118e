package classify

import (
	"regexp"
	"strings"
)

// Vike's dev server (vike dev) tags its log lines with the request they
// belong to: "5:55:35 AM [vike][request-2] HTTP request  → /item/pear",
// and Vite's with it too: "[vite][request-3] Failed to transpile
// /pages/index/+Page.js because:" (the parser's message and a code frame
// follow). A hook's error comes as node prints it, under "Following error
// was thrown by the data() hook defined at /pages/item/+data.js" (or
// "[Error] An error was thrown:"), which only announce it;
// "[Warning] msg" is a warning. A line is read with its [request-N] tag
// whole ("[vike][request-2]"), then the rest after it.

func detectVike(_, t string) parser {
	i := strings.Index(t, "][request-")
	if i < 5 || (t[i-5:i] != "[vike" && t[i-5:i] != "[vite") {
		return nil
	}
	tag, end := t[i-4:i], strings.IndexByte(t[i+1:], ']')
	if end < 0 {
		return nil
	}
	msg := t[i+1+end+1:]
	if tag == "vite" && strings.HasPrefix(msg, " Failed to transpile ") && strings.HasSuffix(msg, "because:") {
		return vikeTranspileSpec.open(t, t, "")
	}
	switch {
	case strings.HasPrefix(msg, "[Warning] "):
		return newGeneric(Finding{Kind: Warning, Category: "vike", Message: msg[len("[Warning] "):]}, msg)
	case strings.HasPrefix(msg, "[Error] ") && !strings.HasSuffix(msg, ":"):
		return newGeneric(Finding{Kind: Error, Category: "vike", Message: msg[len("[Error] "):]}, msg)
	}
	return &quietBlock{} // the request log, and the lines that announce the error below them
}

// vikeTranspileSpec reads Vite's "Failed to transpile <url> because:"
// under Vike: the parser's message on the next line, unindented, then a
// code frame and Vike's box pointing at its docs, up to the next tagged
// line.
var vikeTranspileSpec = &spec{
	head: regexp.MustCompile(`\[vite\]\[request-\d+\] (?P<msg>Failed to transpile .+ because:)$`), category: "vite", form: restate,
	under: under{stop: regexp.MustCompile(`\[vike\]|\[vite\]`), detail: regexp.MustCompile(`^(?P<msg>\S.*)$`)},
}
