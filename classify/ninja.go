package classify

import (
	"slices"
	"strings"
)

// isNinjaFailed reports Ninja's "FAILED: CMakeFiles/app.dir/main.cpp.o "
// (1.12 writes "FAILED: [code=1] app"; Meson runs Ninja too): the step's
// outputs over its command line and the compiler's or linker's own report
// of the problem. The line names targets, not the problem, so it is none
// itself. Bazel's "FAILED: Build did NOT complete successfully" is a
// sentence: several words that are not paths.
func isNinjaFailed(t string) bool {
	rest, ok := strings.CutPrefix(t, "FAILED: ")
	if !ok {
		return false
	}
	if strings.HasPrefix(rest, "[code=") {
		if _, after, ok := strings.Cut(rest, "] "); ok {
			rest = after
		}
	}
	outs := strings.Fields(rest)
	if len(outs) == 0 || strings.Contains(rest, ": ") {
		return false
	}
	return len(outs) == 1 || !slices.ContainsFunc(outs, func(o string) bool { return !strings.ContainsAny(o, "/.") })
}
