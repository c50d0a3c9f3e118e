package classify

import (
	"regexp"
	"strings"
)

// Alcotest (OCaml): a row per test, "  [FAIL]        discount          0
// ten percent.", the first failure's row marked "> [FAIL] ...". Only that
// first failure is described, in a box that repeats its row ("│ [FAIL]
// total 1 unknown. │") over its output: "[exception] Not_found" and
// OCaml's "Raised at / Called from" frames, then "Logs saved to ...". So a
// failed row is a problem with no place, but the marked one is the boxed
// description's, which has one.

var alcotestRow = regexp.MustCompile(`^(> |  |│ )\[FAIL\]\s+(\S+)\s+(\d+)\s+(.+?)\s*│?$`)

func detectAlcotest(s, t string) parser {
	if !strings.Contains(s, "[FAIL]") {
		return nil
	}
	m := alcotestRow.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	f := Finding{Kind: Error, Category: "ocaml", Message: m[2] + " " + m[3] + " " + strings.TrimSuffix(m[4], ".") + " failed"}
	switch m[1] {
	case "> ":
		return &quiet{} // described in the box below
	case "│ ":
		return &alcotestBox{f: f}
	}
	return &single{f: f}
}

// alcotestBox takes the boxed failure's output to "Logs saved to".
type alcotestBox struct {
	f      Finding
	stated bool
}

func (p *alcotestBox) next(line string) verdict {
	t := strings.TrimSpace(line)
	switch {
	case strings.HasPrefix(t, "Logs saved to "):
		return take
	case strings.HasPrefix(t, "└") || t == "":
	case strings.HasPrefix(t, "Raised ") || strings.HasPrefix(t, "Called from ") || strings.HasPrefix(t, "Re-raised at "):
		if m := ocamlFrameRe.FindStringSubmatch(t); m != nil && p.f.Location == "" && !isOCamlLibrary(m[1]) {
			p.f.Location = m[2] + ":" + m[3]
		}
	case strings.HasPrefix(t, "─") || strings.HasPrefix(t, "┌") || strings.HasPrefix(t, "Full test results"):
		return reject
	case !p.stated:
		p.stated = true
		p.f.Message += ": " + strings.TrimPrefix(t, "[exception] ")
	}
	return take
}

func (p *alcotestBox) finding() (Finding, bool) { return p.f, true }

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
