package classify

import (
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// Kind says what a [Finding] is.
type Kind int

const (
	// Error is a problem that broke a build, a request or the process.
	Error Kind = iota + 1
	// Warning is a problem the tool reported without failing.
	Warning
	// Boundary is a successful (re)build. It retires errors reported before it.
	Boundary
)

// String returns "error", "warning" or "boundary".
func (k Kind) String() string {
	switch k {
	case Error:
		return "error"
	case Warning:
		return "warning"
	case Boundary:
		return "boundary"
	}
	return "unknown"
}

// Finding is one problem (or build boundary) recognised in the output.
type Finding struct {
	Kind     Kind
	Category string    // short stable slug such as "go-panic", "tsc" or "python-traceback"
	Message  string    // one line: the headline of the problem
	Location string    // first application-code location "path:line[:col]"; "" if none
	Block    string    // the whole block, ANSI-stripped, capped at [MaxBlock] bytes
	Time     time.Time // time of the block's first line
	// Forwarded marks a problem the dev server printed on the browser's
	// behalf (Next.js's "[browser] ./app/page.tsx:25:16"): the page shows
	// it, and a page load that does not report it again means it is gone,
	// whether or not the dev server says it rebuilt.
	Forwarded bool
	// Reopened marks the finding of a block that went on after
	// [Classifier.FlushIdle] had returned a finding for it: its output
	// arrived late, in two parts. It replaces that earlier finding, which
	// had the block's first lines only, and is always the next finding
	// of the same Scope the Classifier returns after it.
	Reopened bool
	// Withdrawn, always with Reopened, says that the block turned out to
	// be no problem once it went on (an engine's own error, a test suite's
	// summary): the finding it replaces is void, and this one holds
	// nothing else.
	Withdrawn bool
	// Scope names the child of a process multiplexer whose prefixed
	// lines the finding was read from ("web:dev" under Turborepo, "api"
	// under concurrently -n, "web-1" under Docker Compose; see
	// [Classifier]); "" for unprefixed lines. A Boundary retires only
	// the problems of its own scope.
	Scope string
}

// maxRecent caps Classifier.recent.
const maxRecent = 64

// MaxBlock caps [Finding.Block], in bytes.
const MaxBlock = 4096

// Gap is the silence after which an open block is closed: tools print a
// block in one burst, so a later line belongs to something else.
const Gap = time.Second

// maxLines caps how many lines one block may take, so a block that accepts
// almost anything (a Next.js error) cannot swallow a chatty process.
const maxLines = 400

// maxScopes caps how many multiplexed children a Classifier reads apart;
// the one fed least recently is closed and forgotten for a new one.
const maxScopes = 16

// Classifier turns one process's output, line by line, into findings.
// It keeps at most one block open for the process's own lines and one for
// each child of a process multiplexer (turbo, concurrently, pnpm -r,
// Compose, pm2, honcho) whose prefixed lines it printed: the children's
// lines interleave, and each child's report is read whole, apart from the
// others'. It is not safe for concurrent use: the caller feeds each
// process's lines from one goroutine, in order.
type Classifier struct {
	open *block

	// scope is the multiplexed child this Classifier reads, "" for the
	// process's own lines; scopes are the children's Classifiers, the
	// one fed last first, at most maxScopes.
	scope  string
	scopes []*Classifier
	// bracket is the first bracketed name a line began with ("[api] ");
	// bracketMux is set once a second one came. A bracketed name is a
	// plugin's tag as often as concurrently's name for a child ("[solid]
	// /src/App.jsx: ...", "[nitro] ✔ Nitro Server built"), its report
	// going on unprefixed: such names are read as children only once two
	// take turns, which is when the children's lines interleave.
	bracket    string
	bracketMux bool
	// nxProjects are the projects nx announced it runs ("> nx run
	// api:dev"), at most maxScopes: under --output-style=stream their
	// lines are prefixed "api: ", a shape too common in logs to be read
	// as a child's without the announcement.
	nxProjects []string

	// testLog is the last "x_test.go:N: msg" line go test -v printed for the
	// running test; it is printed before the "--- FAIL" line it explains.
	testLog string
	// goWebSaid is the last panic or server error a Go web framework
	// reported (gohttp.go): its access line or the app's log.Fatal that
	// repeats it is the same problem.
	goWebSaid string
	// goWebPrev is the line before, without its log prefix: a stack
	// logged under a panic's value (gohttp.go) needs it.
	goWebPrev string
	// vet is set after go's "# [pkg]" header, under which vet reports.
	vet bool
	// cc is the C compiler ("gcc" or "clang") last recognised by its source
	// excerpts; a diagnostic printed without one is attributed to it.
	cc string
	// ccRequired is the application line g++ last said a template was
	// "required from", for an error it then reports in a library header.
	ccRequired string
	// errored is set once an error was found since the last Start, so
	// that Exit adds no "exited with code" finding on top of it.
	errored bool
	// tail and outTail hold the last stderr and stdout lines given to
	// FeedStream, for Exit.
	tail, outTail lineRing
	// recap is set inside MSBuild's recap of the diagnostics it printed.
	recap bool
	// mvnErrors counts Maven's compiler errors since the build began;
	// mvnRecap is set while Maven repeats them after "Failed to execute goal".
	mvnErrors int
	mvnRecap  bool
	// crashTool names the tool whose crash banner came last (ESLint's
	// "Oops! Something went wrong! :("): the error block that follows is
	// that tool's, whatever its shape. The next block takes it.
	crashTool string
	crashLead string // the banner's line, the block's first
	// junitCase is the name of the JUnit XML <testcase> being read.
	junitCase string
	// lintFile is the file an ESLint stylish report is listing rows for;
	// rubocopFile the one RuboCop's simple format is ("== a.rb ==").
	lintFile    string
	rubocopFile string
	// yarnSeen holds the Yarn errors reported since its last banner
	// ("➤ YN0000: · Yarn 4.5.0"): GitHub Actions gets them twice.
	yarnSeen map[string]bool
	// lintKind is the kind of the ESLint rows Create React App lists
	// after its last "Failed to compile." or "Compiled with warnings.".
	lintKind Kind
	// makeFailed is set after make's "*** [rule] Error N" line, until a
	// line of anything but make's: the parent makes of a recursive build
	// then report the same failure again.
	makeFailed bool
	// pytestFailures is set under pytest's "==== FAILURES ====" rule,
	// until the next rule.
	pytestFailures bool
	// junitFailures is set inside the JUnit console launcher's
	// "Failures (N):" list.
	junitFailures bool
	// nodeRecap is set inside node --test's "✖ failing tests:" recap,
	// which repeats every failure it reported.
	nodeRecap bool
	// recent holds the messages of the last maxRecent errors, which a
	// JSON report may repeat (see reported).
	recent []string
	// tapIndent is one more than the indentation of the last TAP "not
	// ok" line (see tapParent); 0 before any.
	tapIndent int
	// shellcheckLoc is the "file:line" of shellcheck's last "In deploy.sh
	// line 3:" header, which its "^-- SC2086 (info): ..." rows are about.
	shellcheckLoc string
	// failList names the runner ("mocha", "rspec") whose numbered list of
	// failures is being printed: after mocha's "  2 failing" or RSpec's
	// "Failures:".
	failList string
	// listLoc is the place hspec printed alone, indented, above the next
	// numbered failure of its list; "" when it names a library's file
	// (its "error, called at" line says so) or after any other line.
	listLoc string
	// ctestFailed is set while CTest prints the output of a test that failed.
	ctestFailed bool
	// listPrev is listLoc as the line before the current one left it.
	listPrev string
	failKind Kind // PHPUnit lists warnings and risky tests the same way
	// quiet names the section of a test runner's report being printed
	// that lists no new problem ("rspec" pending, "testdox" summary).
	quiet string
	// astroBroken is set after astro dev reported a syntax error, until a
	// page renders again (see detectAstro).
	astroBroken bool
	// avaFailed holds the tests AVA listed as failed whose details have
	// not been read yet.
	avaFailed map[string]bool
	// bareLoc is the previous line when it was a location alone, which
	// the problem on the next line is about; or the last such line before
	// a code frame or a run of frames that led to the problem (see
	// bareLocation). bareSkip counts the frame lines read since.
	bareLoc  string
	bareSkip int
	// watchErr is set when an error was found since esbuild's last
	// "[watch] build started": its "[watch] build finished" then ends a
	// failed build, not a successful one.
	watchErr bool
	// lastErr is the message of the last error found when its report took
	// several lines: a restarter repeats it on one line after the report,
	// esbuild's JS API in its rejection (see repeats).
	lastErr string
	// rspack is set once Rspack said it compiled ("Rspack compiled
	// successfully in 79 ms"): webpack's report shapes are then Rspack's.
	rspack  bool
	lastLoc string // its location
	// plain is the previous line when it opened nothing: Tcl's error
	// message, known as one only by the indented "while executing" after it.
	plain string
	// problems are the last errors and warnings reported from the tools'
	// own reports, annotations the last workflow commands reported (see
	// workflow.go): each repeats in the other form.
	problems, annotations []Finding
}

// New returns a Classifier with no open block.
func New() *Classifier { return &Classifier{} }

// verdict is a parser's answer about the next line of its block.
type verdict int

const (
	reject  verdict = iota // not part of the block: close it, then look at the line afresh
	take                   // part of the block
	hold                   // part of the block only if a later line is taken
	takeEnd                // the block's last line
)

// parser follows one kind of block, line by line, and builds its finding.
type parser interface {
	// next says whether line continues the block.
	next(line string) verdict
	// finding builds the finding; ok is false if the block turned out
	// not to be a problem (for example a rustc "error:" with no location).
	// It changes nothing: a block may be reported before it is over (see
	// [Classifier.FlushIdle]), then take more lines and be reported again.
	finding() (f Finding, ok bool)
}

type heldLine struct {
	text string
	at   time.Time
}

type block struct {
	p     parser
	text  strings.Builder // capped at MaxBlock
	lines int
	held  []heldLine
	start time.Time
	last  time.Time
	// flushed is set when FlushIdle looked at the block, and grew when a
	// line continued it since. Such a block stays open, so that a line of
	// it that arrives late still joins it. reported is the finding
	// FlushIdle returned for it, if any: the block is reported again only
	// as a change to that (see [Classifier.revise]).
	flushed, grew bool
	reported      *Finding
	// lastErr, lastLoc, errored and watchErr are the Classifier's, as
	// they were before the block was reported: a revision is judged
	// against them, and a withdrawn block leaves them so.
	lastErr, lastLoc  string
	errored, watchErr bool
	// tool is the crashing tool a banner named before the block (see
	// Classifier.crashTool).
	tool string
}

func (b *block) add(line string) {
	b.lines++
	if b.text.Len() >= MaxBlock {
		return
	}
	if b.text.Len() > 0 {
		b.text.WriteByte('\n')
	}
	b.text.WriteString(line)
}

// Feed takes one line of output and the time it was produced, and returns
// the findings this line completed. A multi-line block completes when a
// line arrives that does not belong to it, or when more than [Gap] passed
// since its last line.
//
// A line a process multiplexer prefixed with a child's name is read
// without the prefix, by the child's own Classifier, and its findings
// carry the name in [Finding.Scope]; a child's block is closed by the
// Gap after its own last line, or by a line of its own it does not take.
func (c *Classifier) Feed(line string, at time.Time) []Finding {
	line = StripANSI(line)
	out := c.endQuiet(at, nil)
	if w, ok := readWorkflow(line); ok {
		return c.workflow(w, at, out)
	}
	scope, rest := splitMux(line)
	if scope != "" && line[0] == '[' && !c.bracketed(scope) {
		scope = ""
	}
	if scope == "" {
		scope, rest = c.nx(line, rest)
	}
	line = rest
	if scope != "" {
		sub, out := c.child(scope, out)
		n := len(out)
		if w, ok := readWorkflow(line); ok {
			out = sub.workflow(w, at, out) // turbo's "web:build: ::error::..."
		} else {
			out = sub.feed(line, at, out)
		}
		return scoped(out, n, scope)
	}
	if w, ok := readWorkflow(line); ok {
		return c.workflow(w, at, out)
	}
	return c.feed(line, at, out)
}

// bracketed reports whether the bracketed name a line began with is a
// multiplexed child's (see Classifier.bracket).
func (c *Classifier) bracketed(name string) bool {
	if c.bracket == "" {
		c.bracket = name
	}
	c.bracketMux = c.bracketMux || name != c.bracket
	return c.bracketMux
}

// nx notes the project an "> nx run <project>:<target>" line announces,
// and splits off the "<project>: " prefix nx streams that project's lines
// with (see Classifier.nxProjects).
func (c *Classifier) nx(line, rest string) (scope, _ string) {
	if t, ok := strings.CutPrefix(strings.TrimSpace(line), "> nx run "); ok {
		if p, _, ok := strings.Cut(t, ":"); ok && p != "" && !strings.Contains(p, " ") && !slices.Contains(c.nxProjects, p) {
			if len(c.nxProjects) == maxScopes {
				c.nxProjects = c.nxProjects[1:]
			}
			c.nxProjects = append(c.nxProjects, p)
		}
		return "", rest
	}
	for _, p := range c.nxProjects {
		if t, ok := strings.CutPrefix(line, p+":"); ok && (t == "" || t[0] == ' ') {
			return p, strings.TrimPrefix(t, " ")
		}
	}
	return "", rest
}

// endQuiet ends the blocks, the process's own and its children's, whose
// last line is more than [Gap] before at.
func (c *Classifier) endQuiet(at time.Time, out []Finding) []Finding {
	if c.open != nil && at.Sub(c.open.last) > Gap {
		out = c.end(out)
	}
	for _, sub := range c.scopes {
		if sub.open != nil && at.Sub(sub.open.last) > Gap {
			n := len(out)
			out = scoped(sub.end(out), n, sub.scope)
		}
	}
	return out
}

// child returns the Classifier of the multiplexed child name, creating
// it; creating one beyond maxScopes closes and forgets the one fed least
// recently, whose findings are appended to out.
func (c *Classifier) child(name string, out []Finding) (*Classifier, []Finding) {
	for i, sub := range c.scopes {
		if sub.scope == name {
			copy(c.scopes[1:i+1], c.scopes[:i])
			c.scopes[0] = sub
			return sub, out
		}
	}
	if len(c.scopes) == maxScopes {
		old := c.scopes[maxScopes-1]
		c.scopes = c.scopes[:maxScopes-1]
		n := len(out)
		out = scoped(old.end(out), n, old.scope)
	}
	sub := &Classifier{scope: name}
	c.scopes = append(c.scopes, nil)
	copy(c.scopes[1:], c.scopes)
	c.scopes[0] = sub
	return sub, out
}

// scoped sets the Scope of the findings from out[n:] on.
func scoped(out []Finding, n int, scope string) []Finding {
	for i := n; i < len(out); i++ {
		out[i].Scope = scope
	}
	return out
}

// end closes the open block and reads again the lines it held but never
// confirmed: a line held in case the next one continued the block (a
// source line waiting for its caret) may be a problem of its own.
func (c *Classifier) end(out []Finding) []Finding {
	for c.open != nil {
		held := c.open.held
		c.open.held = nil
		out = c.close(out)
		for _, h := range held {
			out = c.feed(h.text, h.at, out)
		}
	}
	return out
}

// FlushIdle reports an open block whose last line is older than idle at
// now, so that the last thing a process printed is seen although nothing
// follows it. The block stays open for a line that continues it and was
// produced within [Gap] of its last one, as happens when output arrives in
// batches and a query came between two of them: the finding that block
// then completes with is [Finding.Reopened], and replaces this one. A
// block that holds lines in case the next one continues it is ended
// instead, as [Classifier.Flush] ends it: what it held may be a problem
// of its own, to be seen now. Blank lines are never one: a block holding
// only those (consola's report spreads over them) stays open.
//
// Each multiplexed child's open block is judged alone: a Reopened
// finding replaces the one FlushIdle returned last of the same Scope.
func (c *Classifier) FlushIdle(now time.Time, idle time.Duration) []Finding {
	out := c.flushIdle(now, idle)
	for _, sub := range c.scopes {
		n := len(out)
		out = scoped(append(out, sub.flushIdle(now, idle)...), n, sub.scope)
	}
	return out
}

// flushIdle is FlushIdle for the Classifier's own open block.
func (c *Classifier) flushIdle(now time.Time, idle time.Duration) []Finding {
	b := c.open
	if b == nil || b.flushed && !b.grew || now.Sub(b.last) <= idle {
		return nil
	}
	if !allBlank(b.held) {
		return c.end(nil)
	}
	b.flushed, b.grew = true, false
	f, ok := c.revise(b)
	if !ok {
		return nil
	}
	b.reported = nil
	if !f.Withdrawn {
		r := f
		r.Reopened = false
		b.reported = &r
	}
	return []Finding{f}
}

// allBlank reports whether every held line is blank (or there is none).
func allBlank(held []heldLine) bool {
	for _, h := range held {
		if strings.TrimSpace(h.text) != "" {
			return false
		}
	}
	return true
}

// LastOpen is when the last line of the block still open was read (of
// the earliest such block, when multiplexed children each have one);
// false when no block is open, or when FlushIdle already reported it and
// it has not grown since. FlushIdle reports it once that is more than
// idle ago.
func (c *Classifier) LastOpen() (time.Time, bool) {
	last, open := c.lastOpen()
	for _, sub := range c.scopes {
		if t, ok := sub.lastOpen(); ok && (!open || t.Before(last)) {
			last, open = t, true
		}
	}
	return last, open
}

func (c *Classifier) lastOpen() (time.Time, bool) {
	if b := c.open; b != nil && (!b.flushed || b.grew) {
		return b.last, true
	}
	return time.Time{}, false
}

// Flush closes any open block, the process's own and its multiplexed
// children's, as when the process exits.
func (c *Classifier) Flush() []Finding {
	out := c.end(nil)
	for _, sub := range c.scopes {
		n := len(out)
		out = scoped(sub.end(out), n, sub.scope)
	}
	return out
}

func (c *Classifier) feed(line string, at time.Time, out []Finding) []Finding {
	if b := c.open; b != nil {
		v := reject
		if l, ok := b.p.(interface{ long() bool }); b.lines < maxLines || ok && l.long() {
			v = b.p.next(line)
		}
		switch v {
		case take, takeEnd:
			for _, h := range b.held {
				b.add(h.text)
			}
			b.held = b.held[:0]
			b.add(line)
			b.last = at
			b.grew = true
			if v == takeEnd {
				out = c.close(out)
			}
			return out
		case hold:
			b.held = append(b.held, heldLine{line, at})
			return out
		}
		held := b.held
		b.held = nil
		out = c.close(out)
		for _, h := range held {
			out = c.feed(h.text, h.at, out)
		}
		if c.open != nil {
			// A held line opened a block of its own: this line may
			// continue it.
			return c.feed(line, at, out)
		}
	}
	p, oneLine := c.detect(line)
	if p == nil {
		return out
	}
	b := &block{p: p, start: at, last: at, tool: c.crashTool}
	if c.crashTool != "" {
		b.add(c.crashLead)
		c.crashTool, c.crashLead = "", ""
	}
	if l, ok := p.(interface{ lead() string }); ok {
		b.add(l.lead()) // a line read before the block was known (Tcl's message)
	}
	b.add(line)
	c.open = b
	if oneLine {
		out = c.close(out)
	}
	return out
}

// close ends the open block, dropping lines it held but never confirmed
// (callers that want them re-fed take b.held first). A block FlushIdle
// reported gives a finding only if its finding changed since.
func (c *Classifier) close(out []Finding) []Finding {
	b := c.open
	if b == nil {
		return out
	}
	c.open = nil
	if f, ok := c.revise(b); ok {
		out = append(out, f)
	}
	if r, ok := b.p.(*jsonReport); ok {
		out = append(out, c.reported(r.more(), b.start)...)
	}
	return out
}

// reported keeps the findings of a JSON report (see jsonReport.more)
// that the runner's own report had not given already: jest --json prints
// its usual report on stderr and the JSON on stdout.
func (c *Classifier) reported(fs []Finding, at time.Time) []Finding {
	var out []Finding
	for _, f := range fs {
		name, _, _ := strings.Cut(f.Message, " failed: ")
		if c.recentTest(name) {
			continue
		}
		f.Time, f.Message = at, oneLine(f.Message)
		c.errored = true
		out = append(out, f)
	}
	return out
}

// recentTest reports whether a test of that name was reported failed
// among the last errors.
func (c *Classifier) recentTest(name string) bool {
	for _, m := range c.recent {
		if strings.HasPrefix(m, name+" failed") {
			return true
		}
	}
	return false
}

// revise is the finding of block b as it stands, false if there is
// nothing to report: b is no problem, or FlushIdle reported it already as
// it stands. A block FlushIdle reported whose finding has changed since
// comes back Reopened, or Withdrawn when it is no problem after all or
// only repeats the error before it: what follows can decide either (a
// frame gives the location; perl going on after a message makes it a
// warning; a Godot engine error's "At:" line makes it none; esbuild's
// "Build failed with 1 error:" names the error just reported). Parsers'
// finding methods change nothing, so b may still grow after it.
func (c *Classifier) revise(b *block) (Finding, bool) {
	if b.reported == nil {
		b.lastErr, b.lastLoc, b.errored, b.watchErr = c.lastErr, c.lastLoc, c.errored, c.watchErr
	} else {
		// Undo what reporting it did: it is still the same block.
		c.lastErr, c.lastLoc, c.errored, c.watchErr = b.lastErr, b.lastLoc, b.errored, b.watchErr
	}
	f, ok := b.p.finding()
	if ok && b.tool != "" && (f.Category == "node-exception" || f.Category == "node-rejection" || f.Category == "generic") {
		f.Category = b.tool
	}
	if ok && c.rspack && f.Category == "webpack" {
		f.Category = "rspack" // Rspack's dev server writes webpack's "ERROR in ./src/a.js"
	}
	if ok {
		f.Block = truncate(b.text.String(), MaxBlock)
		f.Time = b.start
		f.Message = oneLine(f.Message)
	}
	report := true
	switch {
	case b.reported == nil:
		if !ok || f.Kind == Error && c.repeats(f, b) || c.annotated(f) {
			return Finding{}, false
		}
	case ok && f == *b.reported:
		report = false // as reported: only what reporting did is done again
	case !ok || f.Kind == Error && c.repeats(f, b) || c.annotated(f):
		return Finding{Reopened: true, Withdrawn: true}, true
	default:
		f.Reopened = true
	}
	if f.Kind == Error || f.Kind == Warning {
		c.problems = remember(c.problems, f)
	}
	if f.Kind == Error {
		c.errored, c.watchErr = true, true
		if len(c.recent) == maxRecent {
			c.recent = c.recent[1:]
		}
		c.recent = append(c.recent, f.Message)
		c.lastErr, c.lastLoc = "", ""
		if b.lines > 1 {
			c.lastErr, c.lastLoc = f.Message, f.Location
		}
	}
	if f.Kind == Boundary {
		c.lastErr = "" // the same error after a rebuild is news
		c.problems, c.annotations = nil, nil
		c.rspack = c.rspack || f.Category == "rspack"
	}
	return f, report
}

// repeats reports an error that only repeats the one just reported in
// full: ts-node-dev's "[ERROR] 01:48:04 TypeError: x" (one line, no
// location) after node's report of the TypeError, or esbuild's JS API
// rejecting with "Error: Build failed with 1 error:" and the error it had
// just logged (tsup, build scripts).
func (c *Classifier) repeats(f Finding, b *block) bool {
	if spec, ok := strings.CutSuffix(f.Message, " failed to resolve"); ok && b.lines == 1 && f.Location == "" {
		// bun install restates the dependency it could not resolve:
		// "left-pad@^99.0.0 failed to resolve" under 'No version matching
		// "^99.0.0" found for specifier "left-pad"'.
		if i := strings.LastIndexByte(spec, '@'); i > 0 && len(c.recent) > 0 && strings.Contains(c.recent[len(c.recent)-1], `"`+spec[:i]+`"`) {
			return true
		}
	}
	if strings.HasPrefix(f.Block, "Request failed with error: ") && f.Location == "" && len(c.recent) > 0 && c.recent[len(c.recent)-1] == f.Message {
		// Marko Run logs the request's error after Vite printed it bare
		// (its frames all Vite's).
		return true
	}
	if c.lastErr == "" {
		return false
	}
	if f.Message != c.lastErr {
		// esbuild's summary names a plugin's error differently: "Build
		// failed with 1 error:", "x.js:1:2: ERROR: [plugin: p] msg" after
		// "✘ [ERROR] msg [plugin p]" (its place esbuild's own code).
		// The tool's lead line may come first ("error when starting dev server:").
		top := strings.SplitN(f.Block, "\n", 3)
		msg, _, _ := strings.Cut(c.lastErr, " [plugin ")
		return strings.HasPrefix(f.Message, "Build failed with ") && strings.Contains(strings.Join(top[:min(2, len(top))], "\n"), "Build failed with ") &&
			strings.Contains(f.Block, ": ERROR: ") && strings.Contains(f.Block, msg)
	}
	if b.lines == 1 && f.Location == "" {
		return true
	}
	head, _, _ := strings.Cut(f.Block, "\n")
	// Mono prints an unhandled exception twice, the second time as
	// "[ERROR] FATAL UNHANDLED EXCEPTION: ..." with the same frames.
	// esbuild's JS API text names the error again as "<place>: ERROR: <msg>"
	// under "Build failed with 1 error:", also under node's report of the
	// uncaught rejection (its source line first) and on a line of its own
	// (VitePress's "failed to start server. error:"). Vite's "Transform
	// failed with 1 error:" is a report of its own, one per request.
	return f.Location == c.lastLoc && (strings.Contains(head, "Build failed with ") || strings.Contains(head, "FATAL UNHANDLED EXCEPTION: ") ||
		f.Location != "" && (strings.HasPrefix(f.Block, f.Location+": ERROR: ") ||
			strings.Contains(f.Block, "Build failed with ") && strings.Contains(f.Block, f.Location+": ERROR: "+f.Message)))
}

// truncate cuts s to at most n bytes without splitting a UTF-8 sequence.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// oneLine trims a message and caps it so it stays one readable line.
func oneLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return truncate(s, 300)
}
