package classify

import "strings"

// Next.js 16 forwards what the browser reports to its terminal, each
// report's first line marked "[browser] ", the rest indented: uncaught
// errors and console errors with their original frames and code frame,
// and, while a page is open, a build error only the browser saw (a
// Turbopack parse error is printed this way until the page reloads):
//
//	[browser] Uncaught TypeError: Cannot read properties of undefined (reading 'price')
//	    at checkout (app/cart/page.tsx:15:24)
//	[browser] ./app/hot/page.tsx:7:49
//	Error: Expected corresponding JSX closing tag for <button>
//
// A forwarded error is the browser's own, which the browser reports
// itself: it is not a second problem of the dev server. A forwarded build
// error is one of the file and line it names.

// forwardedPrefix marks a line the dev server forwards from the browser.
const forwardedPrefix = "[browser] "

func detectForwarded(s, t string) parser {
	rest, ok := strings.CutPrefix(t, forwardedPrefix)
	if !ok {
		return nil
	}
	rest = strings.TrimSpace(rest)
	if isModuleHead(rest) {
		return &nextBlock{f: Finding{Kind: Error, Category: "nextjs", Message: rest, Forwarded: true}}
	}
	return &forwarded{}
}

// isModuleHead reports whether s is a bundler's module header alone:
// "./app/page.tsx:25:16", "./src/routes/+page.svelte".
func isModuleHead(s string) bool {
	if !strings.HasPrefix(s, "./") || strings.ContainsAny(s, " \t") {
		return false
	}
	path := s
	if i := strings.IndexByte(s, ':'); i > 0 {
		if digits(s[i+1:]) == "" {
			return false
		}
		path = s[:i]
	}
	return hasSourceExt(path)
}

// forwarded swallows a forwarded browser report: its indented frames and
// code frame are not problems of their own.
type forwarded struct{}

func (p *forwarded) next(line string) verdict {
	switch {
	case line == "":
		return hold
	case line[0] == ' ' || line[0] == '\t':
		return take
	}
	return reject
}

func (p *forwarded) finding() (Finding, bool) { return Finding{}, false }
