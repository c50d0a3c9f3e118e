package classify

import (
	"html"
	"strings"
)

// JUnit XML, when a runner writes it to stdout (vitest --reporter=junit,
// jest-junit, pytest and Gradle write the same elements to files): a
// "<testcase name=...>" holding a "<failure message=... type=...>" (or
// "<error ...>") whose text is the error and its frames.

// junitXMLAdapter reads a JUnit XML report printed on stdout.
type junitXMLAdapter struct {
	junitCase string // the name of the <testcase> being read
}

func (a *junitXMLAdapter) detect(ln line) (parser, claim) { return opened(a.detectJUnitXML(ln.t)) }

// detectJUnitXML remembers the test case a report is inside and opens a
// block on its failure.
func (a *junitXMLAdapter) detectJUnitXML(t string) parser {
	switch {
	case strings.HasPrefix(t, "<testcase "):
		a.junitCase = xmlAttr(t, "name")
		return nil
	case strings.HasPrefix(t, "<failure ") || strings.HasPrefix(t, "<error "):
		msg := xmlAttr(t, "message")
		if msg == "" {
			return nil
		}
		// An exception's class ("AssertionError", "java.lang.AssertionError")
		// names the failure; node --test's failure types ("testCodeFailure")
		// do not.
		if typ := xmlAttr(t, "type"); typ != "" && !strings.HasPrefix(msg, typ) && !(typ[0] >= 'a' && typ[0] <= 'z') {
			msg = typ + ": " + msg
		}
		if a.junitCase != "" {
			msg = a.junitCase + " failed: " + msg
		}
		tag, _, _ := strings.Cut(t[1:], " ")
		return &junitXMLBlock{f: Finding{Kind: Error, Category: "junit", Message: msg}, end: "</" + tag + ">",
			done: strings.HasSuffix(t, "/>")}
	}
	return nil
}

// xmlAttr returns the unescaped value of attribute name in a one-line tag.
func xmlAttr(t, name string) string {
	i := strings.Index(t, " "+name+`="`)
	if i < 0 {
		return ""
	}
	v, _, ok := strings.Cut(t[i+len(name)+3:], `"`)
	if !ok {
		return ""
	}
	v = html.UnescapeString(v)
	if strings.Contains(v, "&quot;") || strings.Contains(v, "&amp;") {
		// node --test escapes its messages twice: "&amp;quot;EUR&amp;quot;".
		v = html.UnescapeString(v)
	}
	return v
}

// junitXMLBlock reads a failure's text up to its closing tag; the first
// location in it (vitest's " ❯ math.test.js:5:41", a stack frame) is the
// finding's.
type junitXMLBlock struct {
	f    Finding
	end  string
	done bool
}

func (p *junitXMLBlock) next(line string) verdict {
	if p.done {
		return reject
	}
	t := strings.TrimSpace(line)
	if strings.HasPrefix(t, p.end) {
		p.done = true
		return takeEnd
	}
	if p.f.Location == "" {
		p.f.Location = findAnyLoc(html.UnescapeString(t))
	}
	return take
}

func (p *junitXMLBlock) finding() (Finding, bool) { return p.f, true }
