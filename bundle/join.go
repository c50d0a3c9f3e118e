package bundle

import (
	"cmp"
	"slices"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

// Defaults and bounds of [Options].
const (
	DefaultLimit    = 5
	DefaultWindow   = 3 * time.Second
	MinWindow       = 1 * time.Second
	MaxWindow       = 10 * time.Second
	DefaultMaxBody  = 512
	DefaultMaxBytes = 12_000
	maxStack        = 1200
	maxErrorMessage = 1000
	// compactBody is the body or block size of a failed item kept in
	// short form when the budget is spent, and keepFailed how many failed
	// items of a kind are kept, in short form, whatever the budget.
	compactBody   = 160
	keepFailed    = 3
	maxLogMessage = 600
	maxBlock      = 1500
	// maxLookahead bounds how far past an error a request may have
	// completed and still be shown as in flight during its window.
	maxLookahead = 60 * time.Second
)

// Per-bundle caps on each array, so that one noisy window cannot crowd out
// the rest of a reply.
const (
	capNetwork = 12
	capActions = 10
	capLogs    = 10
	capProcess = 5
)

// Options shape an error_bundles query.
type Options struct {
	Limit    int           // errors, newest first; default 5
	Window   time.Duration // context before each error; clamped to 1–10 s, default 3 s
	TabID    capture.TabID // only errors of this tab; empty for all
	After    uint64        // only errors that arrived after this [capture.Meta.Seq]; 0 for all
	Upto     uint64        // and up to this one (see [PageEnd]); 0 for no bound
	MaxBody  int           // bytes per reduced body; default 512
	MaxBytes int           // JSON budget of all bundles together; default 12,000
	// Locate maps errors to their original source; nil leaves them as
	// stored.
	Locate Locator
}

func (o Options) withDefaults() Options {
	if o.Limit <= 0 {
		o.Limit = DefaultLimit
	}
	o.Window = clampWindow(o.Window)
	if o.MaxBody <= 0 {
		o.MaxBody = DefaultMaxBody
	}
	if o.MaxBytes <= 0 {
		o.MaxBytes = DefaultMaxBytes
	}
	return o
}

// clampWindow applies the window's default (0 → 3 s) and clamps it to
// 1–10 s.
func clampWindow(w time.Duration) time.Duration {
	if w == 0 {
		return DefaultWindow
	}
	return min(max(w, MinWindow), MaxWindow)
}

// Bundle is one error with the context of the seconds before it.
type Bundle struct {
	Error   ErrorItem     `json:"error"`
	Network []NetworkItem `json:"network"`
	Actions []ActionItem  `json:"actions"`
	Logs    []LogItem     `json:"logs"`
	Process []ProblemItem `json:"process"`
	// Backend lists the backend problems of the window that no request of
	// the bundle caused (those that one did are under its network item).
	Backend              []BackendItem `json:"backend,omitempty"`
	ContextWindowSeconds float64       `json:"context_window_seconds"`
	// Omitted counts context left out to keep the reply small.
	Omitted *Omitted `json:"omitted,omitempty"`
	// Incomplete names the buffers that evicted events from inside this
	// window: context may be missing there.
	Incomplete []string `json:"context_may_be_incomplete,omitempty"`
	// Count is how many times the error happened, each within the window
	// of the next, when more than once (see distinctErrors); FirstSeen
	// and LastSeen are then the first and last time. The bundle is the
	// last one's.
	Count     int  `json:"count,omitempty"`
	FirstSeen Time `json:"first_seen,omitzero"`
	LastSeen  Time `json:"last_seen,omitzero"`
	// Variants are the folded errors' distinct messages when they differ,
	// the first ones and the latest; MoreVariants counts those beyond.
	Variants     []string `json:"variants,omitempty"`
	MoreVariants int      `json:"more_variants,omitempty"`
	// Incident lists the other errors the same failed request caused
	// within a few milliseconds of Error (a tRPC logger's report beside
	// the app's console.error), newest first: one failure, one bundle
	// (see incidentGap).
	Incident []IncidentError `json:"same_incident,omitempty"`
}

// Omitted counts items of a window left out of a bundle.
type Omitted struct {
	Network int `json:"network,omitempty"`
	Actions int `json:"actions,omitempty"`
	Logs    int `json:"logs,omitempty"`
	Process int `json:"process,omitempty"`
	Backend int `json:"backend,omitempty"`
}

func (o *Omitted) add(kind int) {
	switch kind {
	case kindNetwork:
		o.Network++
	case kindAction:
		o.Actions++
	case kindLog:
		o.Logs++
	case kindProcess:
		o.Process++
	}
}

// Join builds the bundles of the newest errors in snap: each error with the
// requests, actions, logs and dev-server problems of the window before it.
// An error repeated within the window (a console echo, a re-throw) is one
// bundle with a count, so that the bundles are distinct problems.
// It is a pure function of the snapshot and options.
func Join(snap *capture.Snapshot, opt Options) []Bundle {
	opt = opt.withDefaults()
	if opt.After > 0 && snap.Errors.LastSeq() <= opt.After {
		return []Bundle{}
	}
	opt.Locate = WithReplays(snap, opt.Locate)
	errs := distinctErrors(snap, opt)
	out := make([]Bundle, 0, len(errs))
	budget := opt.MaxBytes
	idx := newBackendIndex(snap)
	for i, o := range errs {
		share := budget / (len(errs) - i)
		b, used := joinOne(snap, o, opt, share, idx)
		if o.count > 1 {
			b.Count, b.FirstSeen, b.LastSeen = o.count, Time(o.first), Time(o.last)
			used += 80
			b.Variants, b.MoreVariants = o.vars.list()
			for _, v := range b.Variants {
				used += len(v) + 4
			}
		}
		budget -= used
		out = append(out, b)
	}
	return out
}

// candidate is one context item competing for a place in a bundle.
type candidate struct {
	// rank orders candidates by importance: tier in the top bits, then
	// distance from the error, so that choosing sorts plain integers.
	rank  uint64
	nanos int64 // when it happened, for the reply's time order
	seq   uint64
	tier  int
	kind  int // index into the bundle's arrays: see kind* constants
	req   *capture.Request
	act   *capture.Action
	log   *capture.Log
	prob  *capture.Problem
	// repeated counts identical requests folded into this one.
	repeated int
	// compact marks a failed item kept in short form to fit the budget.
	compact bool
	// server is the backend problem a failed request caused.
	server *capture.Backend
}

const (
	kindNetwork = iota
	kindAction
	kindLog
	kindProcess
)

// A candidate's rank packs its tier, its distance from the error and its
// index into one integer, so that ordering a window is a plain integer
// sort: tier in the top bits, then distance (2^41 ns is 36 minutes), then
// the index, which also breaks ties.
const (
	indexBits = 20
	tierShift = 61
	maxDist   = 1<<41 - 1
)

// Tiers: what a reader needs first when not everything fits.
const (
	tierFailed  = iota // failed requests and dev-server errors: always kept
	tierNear           // actions, warnings and console errors
	tierOK             // successful requests
	tierChatter        // info, log and debug messages; dev-server warnings
)

// answeredWithin is how soon after a request completes an error is taken
// to be about its answer.
const answeredWithin = 500 * time.Millisecond

// answered ranks the successful request that completed last before the
// error at toNanos, within answeredWithin, with the failed ones: the
// error is most likely about its answer (a 200 whose body a schema
// refuses, or whose data is null), and a window full of failed requests
// must not push it out.
func answered(cands []candidate, toNanos int64) {
	last := -1
	for i, c := range cands {
		if c.kind == kindNetwork && c.nanos <= toNanos && toNanos-c.nanos <= int64(answeredWithin) && (last < 0 || c.nanos >= cands[last].nanos) {
			last = i
		}
	}
	if last < 0 || cands[last].tier != tierOK {
		return
	}
	c := &cands[last]
	c.tier = tierFailed
	c.rank = uint64(tierFailed)<<tierShift | c.rank&(1<<tierShift-1)
}

func joinOne(snap *capture.Snapshot, o occurrences, opt Options, budget int, idx *backendIndex) (Bundle, int) {
	e := o.e
	to := e.Time
	from := to.Add(-opt.Window)
	toNanos := to.UnixNano()
	cands := make([]candidate, 0, 256)
	var omitted Omitted
	add := func(c candidate) {
		if len(cands) == 1<<indexBits {
			// More than the rank can index: a window this full is
			// counted, not shown.
			omitted.add(c.kind)
			return
		}
		dist := toNanos - c.nanos
		if dist < 0 {
			dist = -dist
		}
		c.rank = uint64(c.tier)<<tierShift | uint64(min(dist, maxDist))<<indexBits
		cands = append(cands, c)
	}
	// A request overlapping the window completed inside it, or after it
	// but no later than the longest request the store holds.
	lookahead := min(snap.MaxRequestDuration, maxLookahead)
	snap.Requests.AscendTab(e.TabID, from, to.Add(lookahead), func(r *capture.Request) bool {
		if r.Start().After(to) || r.Noise {
			return true
		}
		tier := tierOK
		var server *capture.Backend
		if r.Failed() {
			tier = tierFailed
			server = idx.forRequest(r)
		}
		add(candidate{tier: tier, nanos: r.Time.UnixNano(), seq: r.Seq, kind: kindNetwork, req: r, server: server})
		return true
	})
	answered(cands, toNanos)
	snap.Actions.AscendTab(e.TabID, from, to, func(a *capture.Action) bool {
		add(candidate{tier: tierNear, nanos: a.Time.UnixNano(), seq: a.Seq, kind: kindAction, act: a})
		return true
	})
	if a := leadingAction(snap, e.TabID, from, to, firstStart(cands, from)); a != nil {
		// What the user did that led to the error is kept like a failed
		// request: a bundle full of a long stack still names the click.
		keep(cands, a, add)
	}
	snap.Logs.AscendTab(e.TabID, from, to, func(l *capture.Log) bool {
		if l.Seq == e.LogSeq || l.Noise || o.incidentLog(l.Seq) {
			return true
		}
		tier := tierChatter
		if l.Level == capture.LevelWarn || l.Level == capture.LevelError {
			tier = tierNear
		}
		add(candidate{tier: tier, nanos: l.Time.UnixNano(), seq: l.Seq, kind: kindLog, log: l})
		return true
	})
	snap.Problems.Ascend(from, to, func(p *capture.Problem) bool {
		tier := tierChatter
		if p.Severity == capture.SeverityError {
			tier = tierFailed
		}
		add(candidate{tier: tier, nanos: p.Time.UnixNano(), seq: p.Seq, kind: kindProcess, prob: p})
		return true
	})

	b := Bundle{
		Error:                NewErrorItem(e, maxStack, opt.Locate),
		Network:              []NetworkItem{},
		Actions:              []ActionItem{},
		Logs:                 []LogItem{},
		Process:              []ProblemItem{},
		ContextWindowSeconds: opt.Window.Seconds(),
	}
	// The error itself shrinks with its share of the budget: a window full
	// of huge messages and stacks must still fit five bundles.
	room := max(200, budget/4)
	b.Error.Message = clip.Head(e.Message, min(maxErrorMessage, room))
	b.Error.Stack = clip.Head(b.Error.Stack, min(maxStack, room))
	b.Error.ServedStack = clip.Head(b.Error.ServedStack, min(maxStack, room)/2)
	used := bundleOverhead + errorSize(&b.Error)
	var n int
	b.Incident, n = incidentItems(&o, opt.Locate)
	used += n
	order := make([]uint64, len(cands))
	for i := range cands {
		order[i] = cands[i].rank | uint64(i)
	}
	slices.Sort(order)
	var chosen []candidate
	// Identical successful requests (polling) are shown once, the one
	// nearest the error, with how many more times they happened.
	repeats := make(map[string]int) // method and URL → index in chosen
	var repeated []int              // per chosen item
	var counts [4]int
	caps := [4]int{capNetwork, capActions, capLogs, capProcess}
	for _, o := range order {
		c := cands[o&(1<<indexBits-1)]
		if c.kind == kindNetwork && c.tier == tierOK {
			k := c.req.Method + " " + c.req.URL
			if i, ok := repeats[k]; ok {
				repeated[i]++
				continue
			}
		}
		full := counts[c.kind] >= caps[c.kind]
		var size int
		if !full {
			size = candidateSize(c, opt.MaxBody)
			if used+size > budget && c.tier == tierFailed {
				// What must be kept is kept small rather than dropped:
				// a short body, no request body.
				c.compact = true
				size = candidateSize(c, compactBody)
				full = used+size > budget && counts[c.kind] >= keepFailed
			} else {
				full = used+size > budget
			}
		}
		if full {
			omitted.add(c.kind)
			continue
		}
		used += size
		counts[c.kind]++
		if c.kind == kindNetwork && c.tier == tierOK {
			repeats[c.req.Method+" "+c.req.URL] = len(chosen)
		}
		chosen = append(chosen, c)
		repeated = append(repeated, 0)
	}
	for i := range chosen {
		chosen[i].repeated = repeated[i]
	}
	// Chronological order reads as the story of what happened.
	slices.SortFunc(chosen, func(a, b candidate) int {
		if c := cmp.Compare(a.nanos, b.nanos); c != 0 {
			return c
		}
		return cmp.Compare(a.seq, b.seq)
	})
	shown := make(map[*capture.Backend]bool)
	for _, c := range chosen {
		switch c.kind {
		case kindNetwork:
			item := NewNetworkItem(c.req, opt.MaxBody)
			if c.compact {
				item = NewNetworkItem(c.req, compactBody)
				item.RequestBody = ""
			}
			item.Repeated = c.repeated
			if c.server != nil {
				item.Server = serverItem(c.server)
				shown[c.server] = true
			}
			b.Network = append(b.Network, item)
		case kindAction:
			b.Actions = append(b.Actions, NewActionItem(c.act))
		case kindLog:
			b.Logs = append(b.Logs, NewLogItem(c.log, maxLogMessage))
		case kindProcess:
			b.Process = append(b.Process, NewProblemItem(c.prob, blockCap(c)))
		}
	}
	if len(idx.merged) > 0 {
		var left, n int
		b.Backend, left, n = idx.unmatched(from.UnixNano(), toNanos, shown, max(0, budget-used))
		used += n
		omitted.Backend += left
	}
	if omitted != (Omitted{}) {
		b.Omitted = &omitted
	}
	b.Incomplete = incomplete(snap, from)
	return b, used
}

// incomplete names the context buffers that dropped events timestamped at
// or after from.
func incomplete(snap *capture.Snapshot, from time.Time) []string {
	return slices.DeleteFunc(snap.EvictedSince(from), func(name string) bool { return name == "errors" })
}

// Size estimates of rendered JSON, in bytes: the keys and punctuation of
// each item plus its values, so that fitting a reply to its budget needs no
// trial encoding. The reply's encoder has the last word (see observe).
const (
	bundleOverhead  = 160
	timestampSize   = 40
	networkOverhead = 120
	actionOverhead  = 70
	logOverhead     = 50
	problemOverhead = 110
)

func errorSize(e *ErrorItem) int {
	return 150 + len(e.Message) + len(e.Type) + len(e.Kind) + len(e.Source) + len(e.Location) + escaped(e.SourceContext) +
		len(e.URL) + escaped(e.Stack) + escaped(e.ServedStack) + len(e.Unmapped) + len(e.PageURL) + len(e.TabID)
}

func candidateSize(c candidate, maxBody int) int {
	switch c.kind {
	case kindNetwork:
		r := c.req
		n := networkOverhead + timestampSize + len(r.Method) + len(r.URL) + len(r.ContentType) + len(r.Error) + len(r.Initiator) + len(r.TabID) + len(r.TraceID)
		if c.server != nil {
			n += serverItemOverhead + len(c.server.Service) + len(c.server.Type) + min(escaped(c.server.Message), maxServerMessage+maxServerMessage/8) +
				len(c.server.Location) + len(c.server.Method) + len(c.server.Route) + 20
		}
		// Reduced bodies are at most maxBody, JSON-escaped.
		if c.compact {
			return n + escapedHead(r.ResponseBody, maxBody)
		}
		return n + escapedHead(r.RequestBody, maxBody) + escapedHead(r.ResponseBody, maxBody)
	case kindAction:
		a := c.act
		return actionOverhead + timestampSize + len(a.Type) + len(a.Selector) + len(a.Text) + len(a.Value) + len(a.URL) + len(a.ToURL) + len(a.TabID)
	case kindLog:
		return logOverhead + timestampSize + len(c.log.Level) + escapedHead(c.log.Message, maxLogMessage) + len(c.log.TabID)
	default:
		p := c.prob
		return problemOverhead + timestampSize + len(p.Process) + len(p.Category) + len(p.Message) + len(p.Location) + escapedHead(p.Block, blockCap(c))
	}
}

// blockCap is how much of a dev-server problem's block a bundle shows.
func blockCap(c candidate) int {
	if c.compact {
		return compactBody
	}
	return maxBlock
}

// escapedHead bounds the encoded size of s once clipped to max bytes
// without reading it: an eighth more for escapes is ample for text and
// JSON bodies, and the reply's encoder checks the total anyway.
func escapedHead(s string, max int) int {
	n := min(len(s), max)
	return n + n/8
}

// escaped estimates the JSON-encoded length of s: quotes, backslashes and
// control characters take two bytes or more.
func escaped(s string) int {
	n := len(s)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\' || c == '\n' || c == '\t' || c == '\r':
			n++
		case c < 0x20:
			n += 5
		}
	}
	return n
}
