package classify

import (
	"regexp"
	"strings"
)

// ocamlFrameRe matches a line of an OCaml backtrace (OCAMLRUNPARAM=b),
// innermost first, under "Fatal error: exception Not_found":
//
//	Raised at Stdlib__List.assoc in file "list.ml", line 191, characters 10-25
//	Called from Cart.total.(fun) in file "cart.ml", line 5, characters 53-60
//
// and "Re-raised at", "Raised by primitive operation at".
var ocamlFrameRe = regexp.MustCompile(`^(?:Raised at|Called from|Re-raised at|Raised by primitive operation at) (\S+) in file "([^"]+)", line (\d+)`)

// ocamlFrame reports a line of an OCaml backtrace and its application
// location: "" for the standard library's frames, which name their file
// without a directory ("list.ml") but their module as Stdlib's.
func ocamlFrame(t string) (loc string, ok bool) {
	if t == "" || (t[0] != 'R' && t[0] != 'C') {
		return "", false
	}
	m := ocamlFrameRe.FindStringSubmatch(t)
	if m == nil {
		return "", false
	}
	if strings.HasPrefix(m[1], "Stdlib") || strings.HasPrefix(m[1], "Camlinternal") || !isAppPath(m[2]) {
		return "", true
	}
	return m[2] + ":" + m[3], true
}
