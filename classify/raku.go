package classify

import "strings"

// Raku (Rakudo) reports an uncaught exception as its message with no label,
// then one frame a line, innermost first: "  in sub line-total at cart.raku
// line 1", "  in block <unit> at cart.raku line 3". Only those frames tell
// the line above was an error: detect keeps the last line that opened
// nothing ([line.plain]) for it, as for Tcl. A compile error is
// "===SORRY!=== Error while compiling FILE", the message on the next line,
// "at FILE:4", the line marked with ⏏ after "------>", and what the parser
// was "expecting any of:".

// isRakuFrame reports a frame: "  in sub x at cart.raku line 1".
func isRakuFrame(s string) bool {
	t := strings.TrimLeft(s, " ")
	return len(t) < len(s) && strings.HasPrefix(t, "in ") && strings.Contains(t, " at ") && strings.Contains(t, " line ")
}

// detectRaku opens a block on an exception's first frame (the message
// being plain, the line before it) or on a compile error's head.
func detectRaku(s, plain string) parser {
	if strings.HasPrefix(s, "Use of uninitialized value") && proseLoc(s) == "" {
		// A warning, its frame to come; stdout may print between (Perl's
		// names its place on the same line: "... at a.pl line 3.").
		return &rakuError{f: Finding{Kind: Warning, Category: "raku", Message: s}, waiting: true}
	}
	if strings.HasPrefix(s, "===SORRY!===") {
		return &rakuError{f: Finding{Kind: Error, Category: "raku", Message: strings.TrimSpace(strings.TrimPrefix(s, "===SORRY!==="))}, compile: true}
	}
	if plain == "" || !isRakuFrame(s) {
		return nil
	}
	p := &rakuError{f: Finding{Kind: Error, Category: "raku", Message: plain}, head: plain}
	p.next(s)
	return p
}

// rakuError follows the frames, or a compile error's lines.
type rakuError struct {
	f       Finding
	head    string
	compile bool
	stated  bool
	// waiting is set on a warning until its frame: the lines between
	// (its hint, the program's own output) are held, a few at most.
	waiting bool
	held    int
}

// lead is the message line read before the block was known to be one.
func (p *rakuError) lead() string { return p.head }

func (p *rakuError) next(line string) verdict {
	t := strings.TrimSpace(line)
	if p.waiting {
		switch {
		case isRakuFrame(line):
			p.waiting = false
		case t == "":
			return hold
		case p.held >= 4 || opensProblem(t) || isExceptionLine(t):
			return reject
		default:
			p.held++
			return hold
		}
	}
	switch {
	case t == "":
		return reject
	case p.compile && !p.stated:
		p.f.Message, p.stated = t, true
		return take
	case p.compile && strings.HasPrefix(t, "at ") && p.f.Location == "":
		p.f.Location = findLoc(t, true)
		return take
	case p.compile && (len(t) < len(line) || strings.HasPrefix(t, "------>")):
		return take
	case !p.compile && isRakuFrame(line):
		if p.f.Location == "" {
			p.f.Location = proseLoc(t) // the innermost application frame
		}
		return take
	}
	return reject
}

func (p *rakuError) finding() (Finding, bool) { return p.f, true }
