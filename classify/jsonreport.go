package classify

import (
	"encoding/json"
	"strconv"
	"strings"
)

// Test runners' JSON reports on stdout: jest --json and vitest
// --reporter=json (one line, jest's shape: "testResults" holding
// "assertionResults"), mocha --reporter json and Playwright's
// --reporter=json (a pretty-printed document, "{" and "}" at column 0).
// Each failed test is a finding named for the test, with the first line
// of its error and the first application location in it. A report is one
// block; its findings come when it closes (see [jsonReport.more]).

// maxReport caps the bytes a JSON report block keeps: a report larger
// than this is not read.
const maxReport = 1 << 20

// jsonReportAdapter reads a runner's JSON report (see detectJSONReport).
type jsonReportAdapter struct{}

func (jsonReportAdapter) detect(ln line) (parser, claim) {
	switch p := detectJSONReport(ln.s, ln.t); {
	case p == nil:
		return nil, pass
	case p.done:
		return p, completes
	default:
		return p, opens
	}
}

// detectJSONReport opens a block on a JSON document at column 0: a report
// on one line, or the "{" a pretty-printed one starts with.
func detectJSONReport(s, t string) *jsonReport {
	switch {
	case s == "{":
		p := &jsonReport{}
		p.add(s)
		return p
	case len(t) == len(s) && strings.HasPrefix(s, `{"`) && strings.HasSuffix(s, "}") && strings.Contains(s, `"testResults":[`):
		p := &jsonReport{done: true}
		p.text.WriteString(s)
		return p
	}
	return nil
}

// jsonReport gathers a JSON document until its closing "}" at column 0.
type jsonReport struct {
	text strings.Builder
	done bool
}

func (p *jsonReport) next(line string) verdict {
	switch {
	case p.done:
		return reject
	case line == "}":
		p.done = true
		p.add(line)
		return takeEnd
	case !isJSONLine(line):
		return reject
	}
	p.add(line)
	return take
}

func (p *jsonReport) add(line string) {
	if p.text.Len()+len(line) < maxReport {
		p.text.WriteString(line)
		p.text.WriteByte('\n')
	}
}

// isJSONLine reports an inner line of a pretty-printed JSON document:
// indented, a quoted key or a value ("  \"title\": \"x\",", "    7,",
// "  ],"). An object node's util.inspect printed ("{", "  err: Error: x")
// has bare keys: it is not a report.
func isJSONLine(line string) bool {
	t := strings.TrimLeft(line, " \t")
	if t == "" || len(t) == len(line) {
		return false
	}
	switch v := strings.TrimSuffix(t, ","); {
	case strings.ContainsRune(`"{}[]-`, rune(t[0])) || isDigit(t[0]):
		return true
	default:
		return v == "true" || v == "false" || v == "null"
	}
}

// long lets a report take more lines than other blocks may.
func (p *jsonReport) long() bool { return true }

// finding is never one: the report's failures are its findings (more).
func (p *jsonReport) finding() (Finding, bool) { return Finding{}, false }

// jsonReportDoc holds what the known reports put at their top level.
type jsonReportDoc struct {
	// jest and vitest
	TestResults []struct {
		Name             string `json:"name"`
		Status           string `json:"status"`
		Message          string `json:"message"`
		AssertionResults []struct {
			AncestorTitles  []string `json:"ancestorTitles"`
			Title           string   `json:"title"`
			Status          string   `json:"status"`
			FailureMessages []string `json:"failureMessages"`
		} `json:"assertionResults"`
	} `json:"testResults"`
	WasInterrupted *bool `json:"wasInterrupted"` // jest's only
	// mocha
	Stats    *json.RawMessage `json:"stats"`
	Failures []struct {
		FullTitle string `json:"fullTitle"`
		Err       struct {
			Message string `json:"message"`
			Stack   string `json:"stack"`
		} `json:"err"`
	} `json:"failures"`
	// Playwright
	Config *json.RawMessage `json:"config"`
	Suites []pwSuite        `json:"suites"`
	Errors []pwError        `json:"errors"`
}

type pwSuite struct {
	Specs []struct {
		Title string `json:"title"`
		OK    bool   `json:"ok"`
		File  string `json:"file"`
		Line  int    `json:"line"`
		Col   int    `json:"column"`
		Tests []struct {
			Results []struct {
				Status string    `json:"status"`
				Errors []pwError `json:"errors"`
			} `json:"results"`
		} `json:"tests"`
	} `json:"specs"`
	Suites []pwSuite `json:"suites"`
}

type pwError struct {
	Message  string `json:"message"`
	Location *struct {
		File string `json:"file"`
		Line int    `json:"line"`
		Col  int    `json:"column"`
	} `json:"location"`
}

// more returns the failures of a complete report.
func (p *jsonReport) more() []Finding {
	var doc jsonReportDoc
	if !p.done || json.Unmarshal([]byte(p.text.String()), &doc) != nil {
		return nil
	}
	var out []Finding
	add := func(category, name, text, loc string) {
		msg := firstLine(text)
		if name != "" {
			msg = name + " failed: " + msg
		}
		if loc == "" {
			loc = firstAppLoc(text)
		}
		out = append(out, Finding{Kind: Error, Category: category, Message: msg, Location: loc, Block: truncate(StripANSI(text), MaxBlock)})
	}
	switch {
	case doc.TestResults != nil:
		category := "vitest"
		if doc.WasInterrupted != nil {
			category = "jest"
		}
		for _, file := range doc.TestResults {
			failed := false
			for _, a := range file.AssertionResults {
				if a.Status != "failed" {
					continue
				}
				failed = true
				name := strings.Join(append(a.AncestorTitles[:len(a.AncestorTitles):len(a.AncestorTitles)], a.Title), " › ")
				add(category, name, strings.Join(a.FailureMessages, "\n"), "")
			}
			if !failed && file.Status == "failed" && file.Message != "" {
				add(category, "", file.Message, "") // the file did not run
			}
		}
	case doc.Stats != nil && doc.Failures != nil:
		for _, f := range doc.Failures {
			text := f.Err.Stack
			if text == "" {
				text = f.Err.Message
			}
			add("mocha", f.FullTitle, text, "")
		}
	case doc.Config != nil && doc.Suites != nil:
		var walk func(ss []pwSuite)
		walk = func(ss []pwSuite) {
			for _, s := range ss {
				for _, spec := range s.Specs {
					if spec.OK || len(spec.Tests) == 0 {
						continue
					}
					results := spec.Tests[len(spec.Tests)-1].Results
					if len(results) == 0 || len(results[len(results)-1].Errors) == 0 {
						continue
					}
					e := results[len(results)-1].Errors[0]
					loc := spec.File + ":" + strconv.Itoa(spec.Line) + ":" + strconv.Itoa(spec.Col)
					if e.Location != nil {
						loc = e.Location.File + ":" + strconv.Itoa(e.Location.Line) + ":" + strconv.Itoa(e.Location.Col)
					}
					add("playwright", spec.Title, e.Message, loc)
				}
				walk(s.Suites)
			}
		}
		walk(doc.Suites)
		for _, e := range doc.Errors {
			add("playwright", "", e.Message, "")
		}
	}
	return out
}

// firstLine is the first non-blank line of text, without ANSI codes.
func firstLine(text string) string {
	for _, l := range strings.Split(StripANSI(text), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}

// firstAppLoc is the first application location in text, a line at a time.
func firstAppLoc(text string) string {
	for _, l := range strings.Split(StripANSI(text), "\n") {
		if loc := findLoc(strings.TrimSpace(l), true); loc != "" {
			return loc
		}
	}
	return ""
}
