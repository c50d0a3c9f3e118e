package classify

import (
	"regexp"
	"strings"
)

// junitFrame matches a frame of the JUnit console launcher's failure list,
// which drops the "at ": "shop.CartTest.discount(CartTest.java:16)".
var junitFrame = regexp.MustCompile(`^([\w$.<>/]+)\(([\w$]+\.(?:java|kt|scala|groovy)):(\d+)\)$`)

// junitAdapter reads the JUnit console launcher's report.
type junitAdapter struct {
	// junitFailures is set inside the JUnit console launcher's
	// "Failures (N):" list.
	junitFailures bool
}

func (a *junitAdapter) detect(ln line) (parser, claim) { return opened(a.detectJUnit(ln.s, ln.t)) }

// detectJUnit reads the JUnit Platform console launcher's "Failures (2):"
// list, which describes each failed test after the tree of results:
//
//	Failures (2):
//	  JUnit Jupiter:CartTest:discount()
//	    MethodSource [className = 'shop.CartTest', methodName = 'discount', ...]
//	    => org.opentest4j.AssertionFailedError: ten percent off ==> expected: <270> but was: <0>
//	       org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
//	       shop.CartTest.discount(CartTest.java:16)
//
// One finding per test, at its first application frame. The tree's "✘"
// lines and the bracketed counts repeat the failures.
func (a *junitAdapter) detectJUnit(s, t string) parser {
	top := len(t) == len(s)
	switch {
	case top && strings.HasPrefix(t, "Failures (") && strings.HasSuffix(t, "):"):
		a.junitFailures = true
		return quietBlock{}
	case !a.junitFailures:
		return nil
	case top:
		a.junitFailures = false // "Test run finished after 282 ms"
		return nil
	case len(s)-len(t) != 2 || strings.Count(t, ":") < 2:
		return nil
	}
	name := t[strings.LastIndexByte(t, ':')+1:]
	if class := strings.Split(t, ":"); len(class) >= 3 {
		name = class[len(class)-2] + "." + name
	}
	return &junitFailure{f: Finding{Kind: Error, Category: "junit", Message: name + " failed"}}
}

// junitFailure is one test of the failure list, with its deeper lines.
type junitFailure struct {
	f     Finding
	cause bool // the "=> exception" line was read
}

func (p *junitFailure) next(line string) verdict {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) < 4 || t == "" {
		return reject
	}
	switch {
	case strings.HasPrefix(t, "=> ") && !p.cause:
		p.cause = true
		p.f.Message += ": " + t[3:]
	case p.f.Location == "":
		if m := junitFrame.FindStringSubmatch(t); m != nil && isAppJavaFrame(m[1]) {
			p.f.Location = m[2] + ":" + m[3]
		}
	}
	return take
}

func (p *junitFailure) finding() (Finding, bool) { return p.f, true }
