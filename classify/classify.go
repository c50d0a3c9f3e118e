package classify

import (
	"cmp"
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
	// adapter names the registry entry that read the block (see
	// registry.go): "workflow", "jsonreport" and "exit" for the findings
	// of workflow commands, JSON reports and Exit. Tests check it against
	// a fixture's expectation; no one else sees it.
	adapter string
	// Scope names the child of a process multiplexer whose prefixed
	// lines the finding was read from ("web:dev" under Turborepo, "api"
	// under concurrently -n, "web-1" under Docker Compose; see
	// [Classifier]); "" for unprefixed lines. A Boundary retires only
	// the problems of its own scope.
	Scope string
}

// maxRecent caps history.recent.
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
	mux    muxNames

	// adapters are this Classifier's own, in registry order: each keeps
	// what it learned of the tool it reads.
	adapters []adapter
	// known is 1 + the index in adapters of the one that recognised the
	// process's tool (see recogniser), which is offered each line first;
	// 0 while none has.
	known int
	// said is what the Classifier reported, which an error may repeat.
	said history
	// prev is the generic layer's memory of the lines no adapter claimed.
	prev lookbehind
	// banner is a tool's crash banner ("Oops! Something went wrong! :("),
	// whose error, whatever its shape, the next block is.
	banner banner
	// tail keeps the last lines given to FeedStream, for Exit.
	tail tails
	// seen holds the problems reported from the tools' own reports and
	// from workflow commands: each repeats in the other form.
	seen seenProblems
	// setup is what the Classifier was made with.
	setup setup
}

// setup is what a Classifier was made with, which its multiplexed
// children share.
type setup struct {
	// dir is the process's working directory, "" when unknown: a path
	// under it is the application's (see [NewIn]).
	dir string
	// genericOnly offers lines to the generic layer alone (see
	// entry.generic); tests use it to measure that layer.
	genericOnly bool
}

// muxNames is what a Classifier learned of the names a multiplexer
// prefixes its children's lines with.
type muxNames struct {
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
}

// history is what a Classifier reported since the process started, as
// far as a later error may repeat it.
type history struct {
	// errors counts the errors found since the last Start, so that Exit
	// adds no "exited with code" finding on top of them.
	errors int
	// recent holds the messages of the last maxRecent errors, which a
	// JSON report may repeat (see reported).
	recent []string
	// lastErr is the message of the last error found when its report took
	// several lines, lastLoc its location: a restarter repeats it on one
	// line after the report, esbuild's JS API in its rejection (see
	// repeats).
	lastErr, lastLoc string
	// read counts the lines fed (line.seq).
	read int
	// warnedAt is one more than the lines the process had printed when a
	// warning was last reported, 0 if none was: a run that fails right after its
	// warnings (go vet) failed for them (see Exit).
	warnedAt int
}

// banner is a tool's crash banner: the tool it names (ESLint's "Oops!
// Something went wrong! :("), and the line, the next block's first.
type banner struct{ tool, line string }

// tails hold the last stderr and stdout lines given to FeedStream.
type tails struct{ err, out lineRing }

// seenProblems are the last errors and warnings reported from the tools'
// own reports, and annotations the last workflow commands reported (see
// workflow.go).
type seenProblems struct{ problems, annotations []Finding }

// New returns a Classifier with no open block.
func New() *Classifier { return &Classifier{adapters: newAdapters()} }

// NewIn returns a Classifier for a process whose working directory is
// dir (absolute): an absolute path it prints under dir is the
// application's file, one elsewhere is not.
func NewIn(dir string) *Classifier {
	return &Classifier{adapters: newAdapters(), setup: setup{dir: dir}}
}

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
	// said is the Classifier's, as it was before the block was
	// reported: a revision is judged against it, and a withdrawn block
	// leaves it so.
	said history
	// tool is the crashing tool a banner named before the block (see
	// Classifier.banner).
	tool string
	// adapter names the adapter whose parser p is (Finding.adapter).
	adapter string
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
	if scope != "" && line[0] == '[' && (numberedHeader(line) != "" && strings.Contains(rest, " at #/") || !c.bracketed(scope)) {
		scope = "" // "[2] openapi.yaml:13:5 at #/paths/...": a report's numbered problem, not a child's line
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
// multiplexed child's (see muxNames.bracket).
func (c *Classifier) bracketed(name string) bool {
	c.mux.bracket = cmp.Or(c.mux.bracket, name)
	c.mux.bracketMux = c.mux.bracketMux || name != c.mux.bracket
	return c.mux.bracketMux
}

// nx notes the project an "> nx run <project>:<target>" line announces,
// and splits off the "<project>: " prefix nx streams that project's lines
// with (see muxNames.nxProjects).
func (c *Classifier) nx(line, rest string) (scope, _ string) {
	if t, ok := strings.CutPrefix(strings.TrimSpace(line), "> nx run "); ok {
		if p, _, ok := strings.Cut(t, ":"); ok && p != "" && !strings.Contains(p, " ") && !slices.Contains(c.mux.nxProjects, p) {
			if len(c.mux.nxProjects) == maxScopes {
				c.mux.nxProjects = c.mux.nxProjects[1:]
			}
			c.mux.nxProjects = append(c.mux.nxProjects, p)
		}
		return "", rest
	}
	for _, p := range c.mux.nxProjects {
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
	sub := &Classifier{scope: name, adapters: newAdapters(), setup: c.setup}
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
	return !slices.ContainsFunc(held, func(h heldLine) bool { return strings.TrimSpace(h.text) != "" })
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
	c.said.read++
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
	p, oneLine, by := c.detect(line)
	if p == nil {
		return out
	}
	b := &block{p: p, start: at, last: at, tool: c.banner.tool, adapter: by}
	if c.banner.tool != "" {
		b.add(c.banner.line)
		c.banner = banner{}
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
		if name, _, _ := strings.Cut(f.Message, " failed: "); c.recentTest(name) {
			continue
		}
		f.Time, f.Message = at, oneLine(f.Message)
		f.adapter = "jsonreport"
		c.said.errors++
		out = append(out, f)
	}
	return out
}

// recentTest reports whether a test of that name was reported failed
// among the last errors.
func (c *Classifier) recentTest(name string) bool {
	return slices.ContainsFunc(c.said.recent, func(m string) bool { return strings.HasPrefix(m, name+" failed") })
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
		b.said = c.said
	} else {
		// Undo what reporting it did: it is still the same block. (The
		// recent errors a JSON report is checked against keep it.)
		recent, read := c.said.recent, c.said.read
		c.said = b.said
		c.said.recent, c.said.read = recent, read
	}
	f, ok := b.p.finding()
	if ok && b.tool != "" && (f.Category == "node-exception" || f.Category == "node-rejection" || f.Category == "generic") {
		f.Category = b.tool
	}
	if ok {
		f.adapter = b.adapter
		for _, i := range hooks.revisers {
			if c.hooked(i) {
				f = c.adapters[i].(reviser).revise(f)
			}
		}
		f.Block = truncate(b.text.String(), MaxBlock)
		refine(&f, f.Block)
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
		c.seen.problems = remember(c.seen.problems, f)
	}
	if f.Kind == Warning {
		c.said.warnedAt = c.tail.printed() + 1
	}
	if f.Kind == Error {
		c.said.errors++
		if len(c.said.recent) == maxRecent {
			c.said.recent = c.said.recent[1:]
		}
		c.said.recent = append(c.said.recent, f.Message)
		c.said.lastErr, c.said.lastLoc = "", ""
		if b.lines > 1 {
			c.said.lastErr, c.said.lastLoc = f.Message, f.Location
		}
	}
	if f.Kind == Boundary {
		c.said.lastErr = "" // the same error after a rebuild is news
		c.seen = seenProblems{}
	}
	for _, i := range hooks.recognisers {
		if c.known == 0 && c.hooked(i) && c.adapters[i].(recogniser).recognises(f) {
			c.known = i + 1
		}
	}
	return f, report
}

// repeats reports an error that only repeats the one just reported in
// full: ts-node-dev's "[ERROR] 01:48:04 TypeError: x" (one line, no
// location) after node's report of the TypeError; or one an adapter
// knows its tool repeats (see repeater).
func (c *Classifier) repeats(f Finding, b *block) bool {
	return c.said.lastErr != "" && f.Message == c.said.lastErr && b.lines == 1 && f.Location == "" || summarises(f, &c.said) ||
		slices.ContainsFunc(hooks.repeaters, func(i int) bool { return c.hooked(i) && c.adapters[i].(repeater).repeats(f, b, &c.said) })
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
