package classify

import (
	"regexp"
	"strings"
)

// guarded is a regexp behind a cheap test of what it cannot match
// without (a literal, a byte at a place). Every line meets every adapter
// and most lines fail the test, while a regexp costs a line far more than
// a byte comparison. TestPrefilters checks that no line of the fixtures
// the regexp matches fails the test.
type guarded struct {
	re  *regexp.Regexp
	may func(s string) bool
}

func (g guarded) find(s string) []string {
	if s == "" || !g.may(s) {
		return nil
	}
	return g.re.FindStringSubmatch(s)
}

func (g guarded) match(s string) bool { return s != "" && g.may(s) && g.re.MatchString(s) }

// guardedRes lists every guarded regexp, for TestPrefilters.
var guardedRes = []guarded{ctestResult, alonePyLoc, atLineOfFile, accessLine, pyFrame, exunitHead, exunitModuleHead, loggedException}

// numbered reports an indented "12) ", ExUnit's numbered failure.
func numbered(line string) bool {
	t := strings.TrimLeft(line, " \t")
	n := len(t) - len(strings.TrimLeft(t, "0123456789"))
	return len(t) < len(line) && n > 0 && strings.HasPrefix(t[n:], ") ")
}

// mayLogException reports whether t holds "Error" or "Exception" with
// ": " or " [" (a code) after it, as loggedException needs.
func mayLogException(t string) bool {
	for _, w := range []string{"Error", "Exception"} {
		for i := 0; ; {
			j := strings.Index(t[i:], w)
			if j < 0 {
				break
			}
			i += j + len(w)
			if strings.HasPrefix(t[i:], ": ") || strings.HasPrefix(t[i:], " [") {
				return true
			}
		}
	}
	return false
}
