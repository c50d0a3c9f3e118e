package classify

import "strings"

// rubocopAdapter reads RuboCop's simple format.
type rubocopAdapter struct {
	rubocopFile string // the file of the last "== a.rb ==" header
}

func (a *rubocopAdapter) detect(ln line) (parser, claim) {
	return completed(a.detectRuboCop(ln.s, ln.t))
}

// detectRuboCop reads RuboCop's simple format, which names each file once
// and then lists its offenses without it:
//
//	== app/models/cart.rb ==
//	C:  3:  1: Style/Documentation: Missing top-level documentation ...
//	W: 10:  5: Lint/UselessAssignment: Useless assignment to variable - unused.
//
// Its other formats (progress, emacs, clang) write "path:L:C: W: ..." and
// are read by the generic layer (letterSeverity).
func (a *rubocopAdapter) detectRuboCop(s, t string) parser {
	if strings.HasPrefix(s, "== ") && strings.HasSuffix(s, " ==") {
		if path := s[3 : len(s)-3]; hasSourceExt(path) && !strings.ContainsAny(path, " \t") {
			a.rubocopFile = path
			return quietBlock{}
		}
		return nil
	}
	if a.rubocopFile == "" {
		return nil
	}
	kind, rest, ok := letterSeverity(s)
	if !ok {
		if len(t) == len(s) && t != "" {
			a.rubocopFile = "" // the report is over
		}
		return nil
	}
	line, rest, ok1 := strings.Cut(strings.TrimLeft(rest, " "), ":")
	col, msg, ok2 := strings.Cut(strings.TrimLeft(rest, " "), ": ")
	if !ok1 || !ok2 || line == "" || digits(line) != line || digits(col) != col {
		return nil
	}
	if kind == 0 {
		return quietBlock{}
	}
	f := Finding{Kind: kind, Message: strings.TrimPrefix(msg, "[Correctable] ")}
	if loc := a.rubocopFile + ":" + line + ":" + col; isAppPath(loc) {
		f.Location = loc
	}
	f.Category = guessCategory(f)
	return &single{f: f}
}
