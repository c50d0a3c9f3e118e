package classify

import (
	"regexp"
	"strings"
)

// OUnit2 (OCaml): after the ".EF" progress, a section per problem between
// "=====" and "-----" rules: "Error: cart:2:parses quantity." (or
// "Failure: ..."), the log file's place and the same line again "(in the
// log)", the backtrace ("Raised by primitive operation at Cart_test.parse_qty
// in file \"cart_test.ml\", line 5, ...", OUnit's own frames after it),
// then the exception or the assertion's text. "FAILED: Cases: 3 Tried: 3
// ..." is a recap.

var ounitHead = regexp.MustCompile(`^(?:Error|Failure): (\S+:\d+:.+)\.$`)

func detectOUnit(s, t string) parser {
	if strings.HasPrefix(s, "FAILED: Cases: ") {
		return &quiet{}
	}
	if !strings.HasPrefix(s, "Error: ") && !strings.HasPrefix(s, "Failure: ") || !strings.HasSuffix(s, ".") {
		return nil
	}
	m := ounitHead.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	return &ounitSection{f: Finding{Kind: Error, Category: "ocaml", Message: m[1] + " failed"}}
}

// ounitSection takes the section to its closing rule.
type ounitSection struct {
	f      Finding
	last   string // the last line of text: the exception or the assertion
	closed bool   // the closing rule was read
}

func (p *ounitSection) next(line string) verdict {
	t := strings.TrimSpace(line)
	switch {
	case p.closed:
		return reject
	case strings.HasPrefix(t, "-----") && strings.Trim(t, "-") == "":
		p.closed = true // the section's end
		return take
	case strings.HasPrefix(t, "=====") && strings.Trim(t, "=") == "":
		return reject
	case t == "" || strings.HasPrefix(t, "File \"") || strings.HasSuffix(t, "(in the log)."):
	case strings.HasPrefix(t, "Raised ") || strings.HasPrefix(t, "Called from "):
		if m := ocamlFrameRe.FindStringSubmatch(t); m != nil && p.f.Location == "" && !isOCamlLibrary(m[1]) {
			p.f.Location = m[2] + ":" + m[3]
		}
	default:
		p.last = t
	}
	return take
}

func (p *ounitSection) finding() (Finding, bool) {
	f := p.f
	if p.last != "" {
		f.Message += ": " + p.last
	}
	return f, true
}

// isOCamlLibrary reports a frame's function that belongs to OCaml's
// standard library or to a test framework: "Stdlib__List.assoc",
// "OUnitRunner.run_one_test.(fun)", "Alcotest_engine__Core.Make...".
func isOCamlLibrary(fn string) bool {
	for _, p := range []string{"Stdlib", "CamlinternalFormat", "OUnit", "Alcotest", "Lwt"} {
		if strings.HasPrefix(fn, p) {
			return true
		}
	}
	return false
}
