package classify

import "strings"

// Perl ends every diagnostic, its own and a program's die or warn, with
// where it happened: "MSG at FILE line N." ("..., near "x"" after a syntax
// error, "..., <STDIN> line 2." after a read). Nothing else says whether
// the line is an error or a warning.

// perlAt splits a Perl diagnostic into its message and location
// ("die.pl:1"); ok is false for any other line.
func perlAt(t string) (msg, loc string, ok bool) {
	for off := 0; ; {
		i := strings.Index(t[off:], " at ")
		if i < 0 {
			return "", "", false
		}
		i += off
		off = i + 4
		path, rest, found := strings.Cut(t[off:], " ")
		if !found || !strings.HasPrefix(rest, "line ") {
			continue
		}
		n := digits(rest[5:])
		if end := rest[5+len(n):]; n == "" || (end != "" && end[0] != '.' && end[0] != ',') || !isPerlPath(path) {
			continue
		}
		return t[:i], path + ":" + n, true
	}
}

// isPerlPath reports a file Perl names: a script or module, a test
// ("t/cart.t"), a path, or "-e".
func isPerlPath(p string) bool {
	if p == "-e" || strings.ContainsRune(p, '/') || hasSourceExt(p) {
		return true
	}
	ext := p[strings.LastIndexByte(p, '.')+1:]
	return ext == "t" || ext == "psgi" || ext == "cgi" || ext == "pod"
}

// perlWarnings start (or, after a name, contain) the wording of perl's
// own warnings (perldiag's W, D and S classes) as programs commonly hit
// them; a line with one is a warning whatever follows.
var perlWarnings = []string{
	"Use of uninitialized value", "Useless use of", "Odd number of elements", "Deep recursion",
	"Reference found where", "Unquoted string", "Statement unlikely to be reached", "Parentheses missing",
	"Found = in conditional", "Exiting subroutine", "Exiting eval", "Possible ", "Scalar value ",
	"Misplaced _", "Wide character", "Applying pattern match", "Negative repeat count", "splice() offset",
}

var perlWarningWords = []string{
	" isn't numeric", " redefined", " used only once", "masks earlier declaration", " is deprecated",
	"() on closed filehandle", "() on unopened filehandle",
}

// perlErrors are the wording of perl's fatal errors that compile errors
// list one after another (so that the rule for a program's own message,
// below, does not apply to them).
var perlErrors = []string{
	"syntax error", "Global symbol", "Can't ", "Bareword ", "Missing right", "Unmatched ", "Undefined subroutine",
	"Not an ", "Not a ", "Illegal ", "Modification of", "Attempt to", "Died", "Type of arg", "Too many arguments",
	"Not enough arguments", "Unknown ", "Number found where", "String found where", "Scalar found where",
}

func detectPerl(s, t string) parser {
	if len(t) < len(s) || t[0] == '#' || !strings.Contains(t, " line ") {
		return nil
	}
	msg, loc, ok := perlAt(t)
	if !ok || msg == "" || isPerlConsequence(t) {
		return nil
	}
	p := &perlBlock{f: Finding{Kind: Error, Category: "perl", Message: t}}
	if isAppPath(loc) {
		p.f.Location = loc
	}
	switch {
	case hasPrefixAny(msg, perlWarnings...) || containsAny(msg, perlWarningWords...):
		p.f.Kind, p.known = Warning, true
	case hasPrefixAny(msg, perlErrors...):
		p.known = true
	}
	return p
}

// isPerlConsequence reports the lines perl adds after a compile error
// was already reported: they restate it at the place that loaded the file.
func isPerlConsequence(t string) bool {
	return hasPrefixAny(t, "BEGIN failed--compilation aborted", "Compilation failed in require", "Execution of ") || strings.Contains(t, " had compilation errors")
}

// perlBlock is one diagnostic and its indented Carp frames ("\tmain::f()
// called at x.pl line 5").
type perlBlock struct {
	f Finding
	// known is set when the wording says warning or error.
	known bool
	// more is set when another diagnostic followed: a die ends the
	// program, so a program's own message with more after it was a warn.
	// (stderr is unbuffered, so the order of diagnostics is reliable,
	// unlike that of the stdout lines around them.)
	more bool
}

func (p *perlBlock) next(line string) verdict {
	if line == "" {
		return reject
	}
	t := strings.TrimLeft(line, " \t")
	if len(t) < len(line) {
		if p.f.Location == "" {
			if _, loc, ok := perlAt(t); ok && isAppPath(loc) {
				p.f.Location = loc
			}
		}
		return take
	}
	if isPerlConsequence(t) {
		return take
	}
	if _, _, ok := perlAt(t); ok {
		p.more = true
	}
	return reject
}

// perlWarnWords and perlDieWords, in a program's own message, say which it
// is when no diagnostic follows it: a warn that is the last thing the
// program printed on stderr reads like one.
var (
	perlWarnWords = []string{"warning", "Warning", "deprecated", "Deprecated", "skipping", "Skipping", "retrying",
		"Retrying", "using default", "falling back", "slow"}
	perlDieWords = []string{"cannot", "Cannot", "can't", "Can't", "failed", "Failed", "No such", "not found", "invalid",
		"Invalid", "unable", "Unable", "missing", "Missing", "denied", "refused", "error", "Error", "fatal", "Fatal"}
)

func (p *perlBlock) finding() (Finding, bool) {
	f := p.f
	if !p.known {
		msg, _, _ := perlAt(f.Message)
		switch {
		case p.more: // the program went on: not a die
			f.Kind = Warning
		case containsAny(msg, perlDieWords...):
		case containsAny(msg, perlWarnWords...):
			f.Kind = Warning
		}
	}
	return f, true
}
