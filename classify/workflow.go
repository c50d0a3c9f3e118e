package classify

import (
	"regexp"
	"slices"
	"strings"
	"time"
)

// GitHub Actions workflow commands: where GITHUB_ACTIONS=true (and where a
// project's CI set-up asks for them) tools print their problems as
// "::error file=src/a.ts,line=3,col=5,endLine=3,endColumn=9,title=TS2322::msg"
// lines, the runner's annotations: vitest's and jest's github-actions
// reporters, bun test, biome --reporter=github, ruff --output-format=github,
// turbo's "::error::". Some print them after their usual report, some
// before it, some instead of it. Each is read the same way, whatever the
// tool: an annotation is a problem unless it repeats one already reported
// (or being reported), and a later report of the same problem repeats it.
// "::group::" / "::endgroup::" and the other commands are chatter.

// workflowCommand is one "::name k=v,k=v::message" line, unescaped.
type workflowCommand struct {
	name  string
	props map[string]string
	msg   string
	line  string
}

// workflowNames are the commands the runner knows; a line that starts with
// "::" and names another is not one ("::: src/a.rs" is rustc's).
var workflowNames = map[string]bool{
	"error": true, "warning": true, "notice": true, "debug": true, "group": true, "endgroup": true,
	"add-mask": true, "set-output": true, "save-state": true, "add-path": true, "set-env": true,
	"stop-commands": true, "echo": true, "add-matcher": true, "remove-matcher": true,
}

// readWorkflow reads s as a workflow command.
func readWorkflow(s string) (workflowCommand, bool) {
	rest, ok := strings.CutPrefix(s, "::")
	if !ok {
		return workflowCommand{}, false
	}
	head, msg, ok := strings.Cut(rest, "::")
	if !ok {
		return workflowCommand{}, false
	}
	name, params, _ := strings.Cut(head, " ")
	if !workflowNames[name] {
		return workflowCommand{}, false
	}
	w := workflowCommand{name: name, msg: unescapeWorkflow(msg), line: s}
	if params != "" {
		w.props = map[string]string{}
		for _, kv := range strings.Split(params, ",") {
			k, v, _ := strings.Cut(kv, "=")
			w.props[strings.TrimSpace(k)] = unescapeWorkflow(v)
		}
	}
	return w, true
}

// workflowEscapes undoes the runner's escaping of data and properties.
var workflowEscapes = strings.NewReplacer("%0A", "\n", "%0D", "\r", "%3A", ":", "%2C", ",", "%25", "%")

func unescapeWorkflow(s string) string { return workflowEscapes.Replace(s) }

// finding is the annotation's problem; false for chatter (groups, masks,
// notices) and for a message that only says a command failed (turbo's
// "::error::command (...) npm run build exited (1)", after the task's log).
func (w workflowCommand) finding() (Finding, bool) {
	var kind Kind
	switch w.name {
	case "error":
		kind = Error
	case "warning":
		kind = Warning
	default:
		return Finding{}, false
	}
	title, msg := strings.TrimSpace(w.props["title"]), ""
	for _, l := range strings.Split(w.msg, "\n") {
		// bun test gives the error as the title and only its frames as
		// the message; Playwright's github reporter its report's heading
		// ("1) a.spec.ts:3:1 › test ───", "Retry #1 ───") over the error.
		l = strings.TrimSpace(l)
		if l != "" && !strings.HasPrefix(l, "at ") && !strings.HasPrefix(l, "❯ ") && !strings.HasSuffix(l, "──") {
			msg = l
			break
		}
	}
	if msg == "" {
		msg, title = title, ""
	}
	if msg == "" || isQuiet(msg) {
		return Finding{}, false
	}
	tool := titleTool(title)
	switch {
	case title == "" || strings.Contains(msg, title):
	case tool == "jest" || tool == "vitest" || tool == "playwright":
		msg = title + " failed: " + msg // the test's name, as the runners' own reports give it
	default:
		msg = title + ": " + msg // a rule or a code: "TS2322: Type ..."
	}
	f := Finding{Kind: kind, Category: tool, Message: msg}
	if file, line := w.props["file"], w.props["line"]; file != "" && line != "" && digits(line) == line {
		f.Location = file + ":" + line
		col := w.props["col"]
		if col == "" {
			col = w.props["column"] // vitest's name for it
		}
		if col != "" && digits(col) == col {
			f.Location += ":" + col
		}
	}
	return f, true
}

// biomeRule is a Biome diagnostic's category, which its GitHub reporter
// gives as the title: "lint/correctness/noUnusedImports", "format".
var biomeRule = regexp.MustCompile(`^(?:(?:lint|assist)/[a-z]+/[a-zA-Z]+|format|organizeImports)$`)

// specPlace is Playwright's "cart.spec.ts:3:1" in a test's title.
var specPlace = regexp.MustCompile(`\.[a-z]+:\d+:\d+ › `)

// titleTool names the tool an annotation's title shows, "github-actions"
// when it shows none.
func titleTool(title string) string {
	switch {
	case strings.HasPrefix(title, "Ruff ("):
		return "ruff" // "Ruff (F401)"
	case biomeRule.MatchString(title):
		return "biome"
	case len(title) > 2 && strings.HasPrefix(title, "TS") && digits(title[2:]) == title[2:]:
		return "tsc"
	case specPlace.MatchString(title):
		return "playwright" // "[chromium] › cart.spec.ts:3:1 › shows the total"
	case strings.Contains(title, " › "):
		return "jest" // "cart › applies discounts"
	case strings.Contains(title, " > "):
		if file, _, _ := strings.Cut(title, " > "); hasSourceExt(file) {
			return "vitest" // "cart.test.js > cart > applies discounts"
		}
	}
	return "github-actions"
}

// maxAnnotated caps Classifier.problems and Classifier.annotations.
const maxAnnotated = 32

// workflow reads a workflow command line. Chatter, and an annotation that
// repeats a problem reported or being reported, leave the open block as it
// is: bun test prints the annotation between its report of a failure and
// the "(fail)" line that ends it.
func (c *Classifier) workflow(w workflowCommand, at time.Time, out []Finding) []Finding {
	f, ok := w.finding()
	if !ok || c.annotationRepeats(f) {
		return out
	}
	out = c.end(out)
	f.Time, f.Block, f.Message = at, truncate(w.line, MaxBlock), oneLine(f.Message)
	f.adapter = "workflow"
	c.seen.annotations = remember(c.seen.annotations, f)
	if f.Kind == Error {
		c.said.errors++
		c.said.lastErr, c.said.lastLoc = "", ""
	}
	return append(out, f)
}

// annotationRepeats reports an annotation of a problem reported already,
// or of the one the open block reports.
func (c *Classifier) annotationRepeats(f Finding) bool {
	if b := c.open; b != nil {
		if g, ok := b.p.finding(); ok && sameProblem(f, g) {
			return true
		}
	}
	// Another annotation repeats it only in the same words (Playwright's,
	// once per retry): two rules may flag the same place.
	return slices.ContainsFunc(c.seen.problems, func(g Finding) bool { return sameProblem(f, g) }) ||
		slices.ContainsFunc(c.seen.annotations, func(a Finding) bool { return sameProblem(f, a) && sameMessage(f.Message, a.Message) })
}

// annotated reports a problem an annotation reported already: biome ci and
// jest's github-actions reporter print theirs before their usual report.
func (c *Classifier) annotated(f Finding) bool {
	return slices.ContainsFunc(c.seen.annotations, func(a Finding) bool { return sameProblem(a, f) })
}

// remember appends f to a ring of at most maxAnnotated findings.
func remember(fs []Finding, f Finding) []Finding {
	if len(fs) == maxAnnotated {
		fs = fs[1:]
	}
	return append(fs, Finding{Kind: f.Kind, Message: f.Message, Location: f.Location})
}

// sameProblem reports whether two findings are one problem told twice:
// the same kind at the same place (a path may be absolute in one and
// relative in the other, a column missing from one) in much the same
// words, or, where one has no place, one message holding the other.
func sameProblem(a, b Finding) bool {
	if a.Kind != b.Kind {
		return false
	}
	if af, al, ac, ok := splitLocation(a.Location); ok {
		if bf, bl, bc, ok := splitLocation(b.Location); ok {
			return al == bl && (ac == "" || bc == "" || ac == bc) &&
				(af == bf || strings.HasSuffix(af, "/"+bf) || strings.HasSuffix(bf, "/"+af)) &&
				(sameMessage(a.Message, b.Message) || sameWords(a.Message, b.Message))
		}
	}
	return sameMessage(a.Message, b.Message)
}

// sameWords reports whether most words of the shorter message are in the
// longer: the same problem told in two forms ("order.test.js: Error: Cannot
// find module" and "order.test.js could not run: Error: Cannot find
// module"), where two rules at one place share few.
func sameWords(am, bm string) bool {
	aw, bw := words(am), words(bm)
	if len(aw) > len(bw) {
		aw, bw = bw, aw
	}
	if len(aw) == 0 {
		return false
	}
	n := 0
	for w := range aw {
		if bw[w] {
			n++
		}
	}
	return n*5 >= len(aw)*3
}

// words are a message's words of three letters or more.
func words(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_')
	}) {
		if len(w) >= 3 {
			m[w] = true
		}
	}
	return m
}

// sameMessage reports whether one message holds the other (a test's name
// before " failed: " aside, which tools give in different forms).
func sameMessage(am, bm string) bool {
	if len(am) > len(bm) {
		am, bm = bm, am
	}
	if _, after, ok := strings.Cut(am, " failed: "); ok {
		am = after
	}
	return len(am) >= 8 && strings.Contains(bm, am)
}

// splitLocation splits "path:line[:col]"; false without a line.
func splitLocation(loc string) (file, line, col string, ok bool) {
	i := strings.LastIndexByte(loc, ':')
	if i <= 0 || digits(loc[i+1:]) != loc[i+1:] || i+1 == len(loc) {
		return "", "", "", false
	}
	if j := strings.LastIndexByte(loc[:i], ':'); j > 0 && i > j+1 && digits(loc[j+1:i]) == loc[j+1:i] {
		return loc[:j], loc[j+1 : i], loc[i+1:], true
	}
	return loc[:i], loc[i+1:], "", true
}
