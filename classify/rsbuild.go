package classify

import "strings"

// Rsbuild (rsbuild dev) logs through rslog, a label padded to eight
// columns before each line: "start   build started...", "ready   built
// in 0.09 s", "error   Build error:". A build error is rspack's report in
// miette boxes under a "File: ./src/a.js:1:1" line; the compiler's own
// frame header (",-[/app/src/a.js:2:1]") places it better than File:'s
// module start, and the innermost "× msg" / "x msg" states it:
//
//	error   Build error:
//	File: ./src/cart.js:1:1
//	  × Module build failed (from builtin:swc-loader):
//	  ├─▶   ×   x Expected ',', got ';'
//	  │     │    ,-[/app/src/cart.js:2:1]
//	  ╰─▶   × Syntax Error
//	Import traces (entry → error):
//	error   build failed in 0.01 s
//
// "build failed in" ends the report. A failure to start is a run of
// "error" lines ("Failed to load file with jiti: ...", "Failed to start
// dev server.", "Cannot find module 'x'") and a stack: the last line
// states it, the first application frame places it.

const rslogError = "error   "

func detectRsbuild(_, t string) parser {
	if !strings.HasPrefix(t, rslogError) {
		return nil
	}
	msg := strings.TrimSpace(t[len(rslogError):])
	if strings.HasPrefix(msg, "build failed in ") || msg == "" {
		return nil
	}
	return &rsbuildBlock{f: Finding{Kind: Error, Category: "rsbuild", Message: msg}, build: strings.HasPrefix(msg, "Build error")}
}

type rsbuildBlock struct {
	f      Finding
	build  bool   // a build error: the message comes from rspack's report
	file   string // File:'s place, if no frame header names one
	stated bool
	n      int
	framed bool
}

func (p *rsbuildBlock) next(line string) verdict {
	t := strings.TrimSpace(line)
	p.n++
	if p.n > 200 {
		return reject
	}
	if strings.HasPrefix(t, rslogError) {
		msg := strings.TrimSpace(t[len(rslogError):])
		if strings.HasPrefix(msg, "build failed in ") {
			return takeEnd
		}
		p.f.Message = msg // the last of a run of error lines states it
		return take
	}
	if len(t) < len(line) || t == "" || strings.HasPrefix(t, "at ") || strings.HasPrefix(t, "- ") || t == "Require stack:" {
		// indented report, frames, require stack
	} else if p.build && (strings.HasPrefix(t, "File: ") || strings.HasPrefix(t, "Import traces") || strings.HasPrefix(t, "×") || strings.HasPrefix(t, "╰") || strings.HasPrefix(t, "│")) {
		// the report's own unindented lines
	} else {
		return reject
	}
	if f, ok := strings.CutPrefix(t, "File: "); ok {
		p.file = f
		if i := strings.LastIndexByte(f, '-'); i > strings.LastIndexByte(f, ':') {
			p.file = f[:i] // "./src/index.js:1:1-35": the range's start
		}
	}
	if i := strings.Index(t, ",-["); i >= 0 && !p.framed {
		if loc := findLoc(t[i:], true); loc != "" {
			p.f.Location, p.framed = loc, true
		}
	}
	if p.build && !p.stated {
		if msg := missetMessage(t); msg != "" && !strings.HasSuffix(msg, ":") && msg != "Syntax Error" {
			p.f.Message, p.stated = msg, true
		}
	}
	if !p.build && p.f.Location == "" && strings.HasPrefix(t, "at ") {
		p.f.Location = findLoc(t, true)
	}
	return take
}

// missetMessage returns the text after the innermost miette mark ("×" or
// swc's "x") of a report line: "├─▶   ×   x Expected ',', got ';'" →
// "Expected ',', got ';'".
func missetMessage(t string) string {
	t = strings.TrimLeft(t, "│├╰─▶ ")
	found := false
	for {
		switch {
		case strings.HasPrefix(t, "× "):
			t, found = strings.TrimLeft(t[len("× "):], " "), true
			continue
		case strings.HasPrefix(t, "x "):
			t, found = strings.TrimLeft(t[2:], " "), true
			continue
		}
		break
	}
	if !found {
		return ""
	}
	return t
}

func (p *rsbuildBlock) finding() (Finding, bool) {
	f := p.f
	if f.Location == "" {
		f.Location = p.file
	}
	return f, true
}
