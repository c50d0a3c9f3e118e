package classify

import (
	"regexp"
	"strings"
)

// clojure.test's report (run-tests): "FAIL in (test-name) (cart_test.clj:14)"
// over "expected: (= 90 (discount 100))" and "  actual: (not (= 90 95))";
// "ERROR in (test-name) (NumberFormatException.java:67)" names the frame
// that threw, often the JDK's, and prints the stack under "actual:" as
// "    ns$fn.invokeStatic (file.clj:8)" rows: the first application row
// places it. (Clojure's CLI errors, "Execution error (X) at ns/fn
// (file.clj:7).", are cues of the generic layer.)

// clojureTestHead matches the head: FAIL or ERROR, the test, its place.
var clojureTestHead = regexp.MustCompile(`^(FAIL|ERROR) in \((\S+)\) \((\S+:\d+)\)$`)

// clojureFrame matches a frame row: "ns$fn.invokeStatic (file.clj:8)", or
// the first, after " at ".
var clojureFrame = regexp.MustCompile(`^(?:at )?([\w$.*+!?<>=/-]+) \(([\w.-]+:\d+)\)$`)

func detectClojureTest(s, t string) parser {
	if !strings.HasPrefix(s, "FAIL in (") && !strings.HasPrefix(s, "ERROR in (") {
		return nil
	}
	m := clojureTestHead.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	p := &clojureTest{f: Finding{Kind: Error, Category: "clojure", Message: m[2] + " failed"}}
	if m[1] == "FAIL" {
		p.f.Location = m[3]
	}
	return p
}

// clojureTest follows one report to the blank line after it.
type clojureTest struct {
	f Finding
}

func (p *clojureTest) next(line string) verdict {
	t := strings.TrimSpace(line)
	switch {
	case t == "":
		return reject
	case strings.HasPrefix(t, "actual: ") && !strings.Contains(p.f.Message, ": "):
		p.f.Message += ": " + strings.TrimPrefix(t, "actual: ")
	case p.f.Location == "":
		if m := clojureFrame.FindStringSubmatch(t); m != nil && !isJVMLibrary(m[1]) {
			p.f.Location = m[2]
		}
	}
	return take
}

func (p *clojureTest) finding() (Finding, bool) { return p.f, true }

// isJVMLibrary reports a frame's class or namespace that belongs to the
// JDK or to Clojure itself.
func isJVMLibrary(name string) bool {
	for _, p := range []string{"java.", "javax.", "jdk.", "sun.", "clojure."} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}
