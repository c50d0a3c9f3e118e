package classify

import (
	"regexp"
	"strings"
)

// rustPanic matches both panic headers: "thread 'main' (42) panicked at
// src/main.rs:4:18:" (message on the next line) and the older
// "thread 'main' panicked at 'msg', src/main.rs:4:5".
var rustPanic = regexp.MustCompile(`^thread '[^']*'(?: \(\d+\))? panicked at (?:'(.*)', )?(\S+?):?$`)

// rustSummaries are cargo's and rustc's closing lines; they repeat what the
// diagnostics above them said.
var rustSummaries = []string{
	"error: could not compile", "error: aborting due to", "warning: build failed",
}

func detectRust(s, t string) parser {
	switch {
	case strings.HasPrefix(s, "error[E"):
		code, msg, _ := strings.Cut(s[len("error["):], "]: ")
		return &rustDiag{f: Finding{Kind: Error, Category: "rustc", Message: code + ": " + msg}, sure: true}
	case strings.HasPrefix(s, "error: failed to run custom build command for "):
		return &rustBuildScript{f: Finding{Kind: Error, Category: "rustc", Message: s[len("error: "):]}}
	case strings.HasPrefix(s, "error: "), strings.HasPrefix(s, "warning: "):
		for _, p := range rustSummaries {
			if strings.HasPrefix(s, p) {
				return nil
			}
		}
		if strings.HasPrefix(s, "warning: `") && strings.Contains(s, " generated ") {
			return nil
		}
		kind, msg, _ := strings.Cut(s, ": ")
		if isQuiet(msg) {
			return nil
		}
		f := Finding{Kind: severity(kind), Category: "rustc", Message: msg}
		return &rustDiag{f: f, g: newGeneric(Finding{Kind: f.Kind, Message: msg}, s)}
	case strings.HasPrefix(s, "thread '") && strings.HasSuffix(s, " has overflowed its stack"),
		strings.HasPrefix(s, "fatal runtime error: "):
		// The runtime aborts: no panic, no location. "fatal runtime error:
		// stack overflow, aborting" follows the thread's line, and a
		// shell's "Aborted" may follow that.
		return &rustAbort{f: Finding{Kind: Error, Category: "rust-panic", Message: s}}
	case strings.HasPrefix(s, "thread '") && strings.Contains(s, " panicked at "):
		m := rustPanic.FindStringSubmatch(s)
		if m == nil {
			return nil
		}
		p := &rustPanicBlock{f: Finding{Kind: Error, Category: "rust-panic", Message: m[1]}}
		if isAppPath(m[2]) {
			p.f.Location = m[2]
		}
		return p
	}
	return nil
}

// rustDiag follows a rustc diagnostic: its " --> " line, the gutter
// ("  |", "3 |", "  = note:") and help/note sub-diagnostics. A bare
// "error:"/"warning:" only counts if it has a " --> " line, because other
// tools print such lines too.
type rustDiag struct {
	f    Finding
	sure bool
	// g reads the same lines as a generic block: Bun's and Deno's "error:"
	// lines are not rustc's, and become g's finding if no " --> " comes.
	g       *genericBlock
	generic bool // g took a line rustc's shape did not
}

func (p *rustDiag) next(line string) verdict {
	if p.generic {
		return p.g.next(line)
	}
	v := p.rustNext(line)
	if p.g != nil && !p.sure {
		if gv := p.g.next(line); v == reject && gv != reject {
			p.generic = true
			return gv
		}
	}
	return v
}

func (p *rustDiag) rustNext(line string) verdict {
	t := strings.TrimLeft(line, " ")
	switch {
	case line == "":
		return reject
	case strings.HasPrefix(t, "--> "), strings.HasPrefix(t, "::: "):
		p.sure = true
		if p.f.Location == "" && isAppPath(t[4:]) {
			p.f.Location = strings.TrimSpace(t[4:])
		}
		return take
	case strings.HasPrefix(t, "|"), strings.HasPrefix(t, "= "), strings.HasPrefix(t, "..."),
		strings.HasPrefix(line, "help: "), strings.HasPrefix(line, "note: "):
		return take
	case t != "" && isDigit(t[0]):
		if rest := strings.TrimLeft(t, "0123456789"); strings.HasPrefix(rest, " |") || rest == "" {
			return take
		}
	}
	return reject
}

func (p *rustDiag) finding() (Finding, bool) {
	if !p.sure && p.g != nil {
		return p.g.finding()
	}
	return p.f, p.sure
}

// rustPanicBlock follows a panic: the message line, notes and a backtrace.
type rustPanicBlock struct{ f Finding }

func (p *rustPanicBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " ")
	switch {
	case line == "":
		return hold
	case p.f.Message == "":
		p.f.Message = line
		return take
	case strings.HasPrefix(line, "note: "), strings.HasPrefix(line, "stack backtrace:"):
		return take
	case strings.HasPrefix(t, "at "):
		if p.f.Location == "" {
			p.f.Location = strings.TrimPrefix(findLoc(t, true), "./")
		}
		return take
	case t != "" && len(t) < len(line) && isDigit(t[0]) && strings.Contains(t, ": "):
		return take
	}
	return reject
}

func (p *rustPanicBlock) finding() (Finding, bool) { return p.f, true }

// rustAbort follows the runtime's abort: its "fatal runtime error:" line
// and the shell's report of the signal it raised.
type rustAbort struct{ f Finding }

func (p *rustAbort) next(line string) verdict {
	if strings.HasPrefix(line, "fatal runtime error: ") || strings.HasPrefix(line, "Aborted") {
		return take
	}
	return reject
}

func (p *rustAbort) finding() (Finding, bool) { return p.f, true }

// rustBuildScript follows cargo's report of a build script that failed:
// a note, "Caused by:", and the script's captured stdout and stderr,
// indented. A panic in it is the problem: its message and place.
type rustBuildScript struct {
	f     Finding
	panic bool // the panic's header was read; its message is next
}

func (p *rustBuildScript) next(line string) verdict {
	t := strings.TrimLeft(line, " ")
	switch {
	case line == "":
		return hold
	case p.panic:
		p.f.Category, p.f.Message, p.panic = "rust-panic", t, false
	case strings.HasPrefix(t, "thread '") && strings.Contains(t, " panicked at "):
		if m := rustPanic.FindStringSubmatch(t); m != nil {
			if isAppPath(m[2]) {
				p.f.Location = m[2]
			}
			if m[1] != "" {
				p.f.Category, p.f.Message = "rust-panic", m[1]
			} else {
				p.panic = true
			}
		}
	case len(t) < len(line), strings.HasPrefix(line, "note: "), strings.HasPrefix(line, "Caused by:"):
	default:
		return reject
	}
	return take
}

func (p *rustBuildScript) finding() (Finding, bool) { return p.f, true }
