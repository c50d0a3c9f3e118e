package classify

import "strings"

// detectGuile opens GNU Guile's report of an uncaught error, printed
// after its "Backtrace:" frames: "In procedure NAME:" after the place it
// was raised or after "ERROR: ", then the message, on the same line or
// the next:
//
//	ice-9/eval.scm:155:9: In procedure cdr: Wrong type argument in position 1 (expecting pair): #f
//	ERROR: In procedure %resolve-variable:
//	Unbound variable: tax
//
// The place is Guile's own ("ice-9/...") unless the raising code was
// compiled from the application's file.
func detectGuile(s, t string) parser {
	if rest, ok := strings.CutPrefix(s, ";;; "); ok {
		return guileCompilerWarning(rest)
	}
	if len(t) < len(s) || !strings.Contains(t, "In procedure ") {
		return nil
	}
	head, loc := t, ""
	if rest, ok := strings.CutPrefix(t, "ERROR: "); ok {
		head = rest
	} else if tok, _, _ := strings.Cut(t, " "); findLoc(tok, false) != "" && strings.HasPrefix(t, findLoc(tok, false)) {
		loc = findLoc(tok, false)
		head = strings.TrimLeft(t[len(loc):], ": ")
	}
	name, msg, ok := strings.Cut(strings.TrimPrefix(head, "In procedure "), ":")
	if !ok || len(head) == len(strings.TrimPrefix(head, "In procedure ")) || strings.ContainsAny(name, " \t") {
		return nil
	}
	p := &guileError{f: Finding{Kind: Error, Category: "generic", Message: strings.TrimSpace(msg)}}
	if isAppPath(loc) {
		p.f.Location = loc
	}
	if p.f.Message == "" {
		p.f.Message = head // until the next line states it
		p.wait = true
	}
	return p
}

// guileError is Guile's error line, and the message on the next line when
// the first only named the procedure.
type guileError struct {
	f    Finding
	wait bool
}

func (p *guileError) next(line string) verdict {
	if !p.wait || strings.TrimSpace(line) == "" {
		return reject
	}
	p.wait = false
	p.f.Message = strings.TrimSpace(line)
	return takeEnd
}

func (p *guileError) finding() (Finding, bool) { return p.f, true }

// guileCompilerWarning reads a warning of Guile's compiler, printed as a
// ";;; " comment while it auto-compiles a file: ";;; <unknown-location>:
// warning: possibly unbound variable `tax'", ";;; cart.scm:3:2: warning:
// ...". Its notes (";;; note: ...", ";;; compiling ...") are none.
func guileCompilerWarning(rest string) parser {
	place, msg, ok := strings.Cut(rest, ": warning: ")
	if !ok || msg == "" || strings.ContainsAny(place, " \t") {
		return nil
	}
	f := Finding{Kind: Warning, Category: "generic", Message: msg}
	if loc := findLoc(place, true); loc == place {
		f.Location = loc
	}
	return &single{f: f}
}
