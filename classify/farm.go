package classify

import "strings"

// Farm (farm start) writes its own lines after a "[ Farm ] " tag and
// clears the screen before each report (ESC[1;1H ESC[0J, gone with the
// other codes). A failed build:
//
//	[ Farm ] Error: Parse `src/main.js` failed.
//	 Error: Parse `src/main.js` failed.
//	 Error:   x Expected ',', got '}'
//	   ,-[src/main.js:3:1]
//	 3 | document.getElementById("total")...
//	   `----
//
//	Potential Causes:
//	1.The module have syntax error.
//
// is one problem, stated by swc's "x" line and placed by its box. A config
// that does not load is "[ Farm ] Error: Failed to start the server", then
// "Caused by: Error: Failed to load farm config file: ...", advice and
// node's error with its frames. "[ Farm ] src/main.js updated in 2ms" is a
// rebuild; "✓  Ready in 17ms ⚡️FULL EXTREME!" the start (boundaryCategory).

const farmTag = "[ Farm ] "

func detectFarm(_, t string) parser {
	rest, ok := strings.CutPrefix(t, farmTag)
	if !ok {
		return nil
	}
	if msg, ok := strings.CutPrefix(rest, "Error: "); ok {
		return &farmError{f: Finding{Kind: Error, Category: "farm", Message: msg}}
	}
	if strings.Contains(rest, " updated in ") {
		return &single{f: Finding{Kind: Boundary, Category: "farm", Message: rest}}
	}
	return nil
}

// farmError is a report, up to Farm's next tagged line.
type farmError struct {
	f      Finding
	n      int
	stated bool // the message is swc's or the cause's, not the head's
}

func (p *farmError) next(line string) verdict {
	t := strings.TrimSpace(line)
	p.n++
	switch {
	case t == "":
		return hold
	case strings.HasPrefix(line, farmTag) || p.n > 80:
		return reject
	case !p.stated && strings.HasPrefix(t, "Error:"):
		// swc's diagnostic in miette's form: "Error:   x Expected ',', got '}'".
		if msg, ok := strings.CutPrefix(strings.TrimSpace(t[len("Error:"):]), "x "); ok {
			p.f.Message, p.stated = strings.TrimSpace(msg), true
		}
	case !p.stated && strings.HasPrefix(t, "Caused by: "):
		p.f.Message, p.stated = strings.TrimPrefix(t[len("Caused by: "):], "Error: "), true
	case p.f.Location == "" && strings.HasPrefix(t, ",-[") && strings.HasSuffix(t, "]"):
		p.f.Location = findLoc(t[3:len(t)-1], true)
	}
	return take
}

func (p *farmError) finding() (Finding, bool) { return p.f, true }
