package classify

import "strings"

// Eleventy (eleventy --serve) puts "[11ty] " before every line (set aside
// as a multiplexer's prefix). A build that fails says "Problem writing
// Eleventy templates:", a config that does not load "Eleventy Fatal Error
// (CLI):"; then the chain of causes, numbered or not, each ending
// "(via TypeError)", and "Original error stack trace: TypeError: msg" with
// its frames:
//
//	Problem writing Eleventy templates:
//	1. Having trouble rendering njk template ./index.njk (via TemplateContentRenderError)
//	2. (./index.njk) [Line 1, Column 17]
//	  expected variable end (via Template render error)
//
//	Original error stack trace: Error: expected variable end
//	    at new TemplateError (/app/node_modules/nunjucks/src/lib.js:74:17)
//
// The original error is the message; the place is the template's "[Line
// 1, Column 17]" (Nunjucks counts from the end of the front matter), else
// the first application frame (a data file's, whose URL carries a
// "?_cache_bust=" query). "Wrote 1 file in 0.01 seconds" after a build is
// a boundary; "Wrote 0 files" follows a failure.

func detectEleventy(_, t string) parser {
	switch {
	case strings.HasPrefix(t, "Problem writing Eleventy templates:"), strings.HasPrefix(t, "Eleventy Fatal Error"):
		return &eleventyBlock{f: Finding{Kind: Error, Category: "eleventy", Message: t}}
	case strings.HasPrefix(t, "Wrote ") && !strings.HasPrefix(t, "Wrote 0 ") && strings.Contains(t, " seconds (v"):
		return &single{f: Finding{Kind: Boundary, Category: "eleventy", Message: t}}
	}
	return nil
}

type eleventyBlock struct {
	f     Finding
	stack bool // "Original error stack trace:" was seen: only frames follow
}

func (p *eleventyBlock) next(line string) verdict {
	t := strings.TrimSpace(line)
	switch {
	case t == "":
		return take
	case strings.HasPrefix(t, "Original error stack trace: "):
		p.stack = true
		p.f.Message = strings.TrimPrefix(t, "Original error stack trace: ")
		return take
	case p.stack:
		if !strings.HasPrefix(t, "at ") {
			return reject
		}
		if p.f.Location == "" {
			p.f.Location = findLoc(dropQuery(t), true)
		}
		return take
	case strings.HasPrefix(t, "Wrote "), strings.HasPrefix(t, "Watching"), strings.HasPrefix(t, "File changed:"):
		return reject
	}
	if open := strings.Index(t, ") [Line "); strings.HasPrefix(t, "(") || (open > 0 && isDigit(t[0])) {
		// "2. (./index.njk) [Line 1, Column 17]"
		if open > 0 {
			file := t[strings.IndexByte(t, '(')+1 : open]
			var line, col string
			rest := t[open+len(") [Line "):]
			line = digits(rest)
			if _, c, ok := strings.Cut(rest, "Column "); ok {
				col = digits(c)
			}
			if line != "" && p.f.Location == "" {
				p.f.Location = file + ":" + line
				if col != "" {
					p.f.Location += ":" + col
				}
			}
		}
	}
	return take
}

func (p *eleventyBlock) finding() (Finding, bool) { return p.f, true }

// dropQuery removes a URL's query from a stack frame's path:
// "file:///app/_data/items.js?_cache_bust=17955:2:20" → ".../items.js:2:20".
func dropQuery(t string) string {
	i := strings.IndexByte(t, '?')
	if i < 0 {
		return t
	}
	j := strings.IndexByte(t[i:], ':')
	if j < 0 {
		return t
	}
	return t[:i] + t[i+j:]
}
