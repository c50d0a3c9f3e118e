package capture

import (
	"maps"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tidwall/btree"

	"github.com/errbundle/errbundle/classify"
	"github.com/errbundle/errbundle/fingerprint"
	"github.com/errbundle/errbundle/internal/clip"
	"github.com/errbundle/errbundle/redact"
)

// Config sizes a [Store]. The zero value of a field means its default.
type Config struct {
	MaxErrors   int   // default 10,000
	MaxLogs     int   // default 10,000
	MaxRequests int   // default 5,000
	MaxActions  int   // default 5,000
	MaxLines    int   // process output lines; default 20,000
	MaxProblems int   // classified process problems; default 5,000
	MaxBackend  int   // backend problems (Sentry, OpenTelemetry); default 5,000
	MaxBytes    int64 // all buffers together; default 64 MiB
	MaxBody     int   // per request or response body; default 16 KiB

	// Now is the store's clock; default time.Now. Tests set it.
	Now func() time.Time
}

// Defaults for [Config], sized for a busy ten minutes of development.
const (
	DefaultMaxErrors   = 10_000
	DefaultMaxLogs     = 10_000
	DefaultMaxRequests = 5_000
	DefaultMaxActions  = 5_000
	DefaultMaxLines    = 20_000
	DefaultMaxProblems = 5_000
	DefaultMaxBackend  = 5_000
	DefaultMaxBytes    = 64 << 20
	DefaultMaxBody     = 16 << 10
)

func (c Config) withDefaults() Config {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&c.MaxErrors, DefaultMaxErrors)
	def(&c.MaxLogs, DefaultMaxLogs)
	def(&c.MaxRequests, DefaultMaxRequests)
	def(&c.MaxActions, DefaultMaxActions)
	def(&c.MaxLines, DefaultMaxLines)
	def(&c.MaxProblems, DefaultMaxProblems)
	def(&c.MaxBackend, DefaultMaxBackend)
	def(&c.MaxBody, DefaultMaxBody)
	if c.MaxBytes <= 0 {
		c.MaxBytes = DefaultMaxBytes
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	return c
}

// Batch is a set of browser events to store together. The store takes
// ownership of the events: the caller must not touch them afterwards.
type Batch struct {
	Errors   []*Error
	Logs     []*Log
	Requests []*Request
	Actions  []*Action
	// Observer names what sent the batch (an errbundle attach process);
	// "" for a page's own capture script. A report that matches one of
	// another observer's is not stored again; a request's completes the
	// one stored (see dedupe.go).
	Observer string
}

// Len is the number of events in the batch.
func (b *Batch) Len() int { return len(b.Errors) + len(b.Logs) + len(b.Requests) + len(b.Actions) }

// Store owns the typed ring buffers. Writers append whole batches under one
// lock; readers take a [Snapshot] under the lock and do all their work
// after releasing it.
type Store struct {
	mu        sync.Mutex // guards everything below
	seq       uint64
	bytes     int64
	errors    *Ring[Error]
	logs      *Ring[Log]
	requests  *Ring[Request]
	actions   *Ring[Action]
	lines     *Ring[Line]
	problems  *Ring[Problem]
	backend   *Ring[Backend]
	dropped   map[string]uint64 // ingest items accepted and not stored, by kind
	seen      dedupe            // recent reports, to match a second observer's (see dedupe.go)
	procs     map[string]*procState
	pageLoads map[TabID]time.Time // latest full page load per tab
	// hotUpdates is the latest hot update of each module (see
	// [HotUpdatedModules]), at most maxHotUpdates of them.
	hotUpdates map[string]time.Time
	cleared    *btree.BTreeG[uint64] // seqs the errors view returned with clear_after_read
	maxDur     time.Duration         // the longest request duration stored so far
	changed    chan struct{}         // closed by the next put; nil while nobody waits (see cursor.go)

	epoch   uint32       // see [Store.Epoch]
	waiting atomic.Int64 // calls blocked in [Store.Wait]
	hashing atomic.Bool  // the last batch's dedupe hashed its reports (see [Store.Add])
	cfg     Config
}

// NewStore returns an empty store sized by cfg.
func NewStore(cfg Config) *Store {
	cfg = cfg.withDefaults()
	return &Store{
		errors:     NewRing[Error](cfg.MaxErrors),
		logs:       NewRing[Log](cfg.MaxLogs),
		requests:   NewRing[Request](cfg.MaxRequests),
		actions:    NewRing[Action](cfg.MaxActions),
		lines:      NewRing[Line](cfg.MaxLines),
		problems:   NewRing[Problem](cfg.MaxProblems),
		backend:    NewRing[Backend](cfg.MaxBackend),
		procs:      make(map[string]*procState),
		pageLoads:  make(map[TabID]time.Time),
		hotUpdates: make(map[string]time.Time),
		cleared:    btree.NewBTreeGOptions(func(a, b uint64) bool { return a < b }, btree.Options{NoLocks: true}),
		epoch:      rand.Uint32(),
		cfg:        cfg,
	}
}

// Now reads the store's clock.
func (s *Store) Now() time.Time { return s.cfg.Now().UTC() }

// Config is the store's configuration, defaults filled in.
func (s *Store) Config() Config { return s.cfg }

// Add redacts, caps and stores a batch. A log with level error is also
// stored as an [Error] of kind console. Each kind of the batch is stored
// in time order, events of one time in the batch's order.
func (s *Store) Add(b Batch) {
	// Everything that needs no lock happens first.
	inTimeOrder(&b)
	var pages, scripts urlMemo
	for _, e := range b.Errors {
		prepareError(e, &pages, &scripts)
	}
	var hot []hotUpdate
	for _, l := range b.Logs {
		l.Message = redact.Text(l.Message)
		l.PageURL = pages.text(l.PageURL)
		l.Stack = redact.Text(l.Stack)
		l.URL = scripts.text(l.URL)
		l.Time = l.Time.UTC()
		l.Noise = IsChatter(l.Message)
		if l.Level == LevelWarn || l.Level == LevelError {
			l.Location = location(l.Stack, l.URL, l.Line, l.Column)
			if l.Level == LevelError && strings.Contains(l.Message, "\n") {
				// An error handler's console.error(err), or an error
				// boundary's console.error("failed:", err): the Error it
				// logs, whose stack the message renders, says where the
				// error happened, whether the handler is a framework's
				// (no application frame in the call's stack) or the
				// app's own (its frame is only where the error was
				// reported). Its source map places it when the console
				// error is read (see observe's Locator); a warning's
				// served position would stay as served.
				if at := fingerprint.FirstAppFrame(l.Message); at != "" {
					l.Location = at
				}
			}
			if l.Location == "" {
				// An overlay logging a build error: the file the
				// message names, if any.
				l.Location = classify.MessageLocation(l.Message)
			}
			l.Fingerprint = fingerprint.Normalize(l.Message)
			l.setGroup()
		} else if mods := HotUpdatedModules(l.Message); mods != nil {
			// Only at info and below: webpack lists the modules it could
			// NOT hot-update as "[HMR]  - ./src/x.js" warnings.
			hot = append(hot, hotUpdate{mods, l.Time})
		}
	}
	for _, r := range b.Requests {
		s.prepareRequest(r, &pages)
	}
	for _, a := range b.Actions {
		prepareAction(a, &pages)
	}

	// What the dedupe compares, hashed before the lock is taken (the
	// redacted fields, as they are stored), but only while another
	// observer reports: alone, an observer's reports are remembered
	// unhashed (see dedupe.go). The last batch's word decides here; the
	// lock's is the one that counts. (No array on the stack for them:
	// this frame is deep in every request's, and most batches hash
	// nothing.)
	var hashes []uint64
	if s.hashing.Load() {
		hashes = batchHashes(&b)
	}

	s.mu.Lock()
	defer s.mu.Unlock()
	s.putReports(&b, hashes)
	for _, h := range hot {
		s.noteHotUpdates(h)
	}
	for _, a := range b.Actions {
		put(s, s.actions, a, &a.Meta, actionSize(a))
		if a.Type == ActionLoad && a.Time.After(s.pageLoads[a.TabID]) {
			s.pageLoads[a.TabID] = a.Time
		}
	}
	s.enforceBudget()
}

// putReports stores b's errors, logs and requests but those another
// observer reported already (dedupe.go), whose requests complete the ones
// kept, and remembers the rest. hashes are batchHashes(b), or nil if they
// were not taken before the lock. Must be called with s.mu held.
func (s *Store) putReports(b *Batch, hashes []uint64) {
	eager := s.seen.others(b.Observer)
	s.hashing.Store(eager)
	if eager {
		s.seen.rehash(s.reportHash)
		if hashes == nil {
			hashes = batchHashes(b)
		}
	}
	var errHashes, logHashes, reqHashes []uint64
	if eager {
		errHashes, logHashes, reqHashes = hashes[:len(b.Errors)], hashes[len(b.Errors):len(b.Errors)+len(b.Logs)], hashes[len(b.Errors)+len(b.Logs):]
	}
	// The batch is the store's: its errors are filtered in place.
	errs := b.Errors[:0]
	keptHashes := errHashes[:0] // of the errors kept, while eager, in place
	for i, e := range b.Errors {
		if eager {
			if _, dup := s.seen.match(errHashes[i], e.Time.UnixNano(), b.Observer); dup {
				s.noteDuplicate("errors")
				continue
			}
			keptHashes = append(keptHashes, errHashes[i])
		}
		errs = append(errs, e)
	}
	kept := len(errs)
	for i, l := range b.Logs {
		n := l.Time.UnixNano()
		if eager {
			if _, dup := s.seen.match(logHashes[i], n, b.Observer); dup {
				s.noteDuplicate("logs")
				continue
			}
		}
		put(s, s.logs, l, &l.Meta, logSize(l))
		if eager {
			s.seen.remember(logHashes[i], n, b.Observer, l.Seq)
		} else {
			s.seen.note('l', l.Seq, n, b.Observer)
		}
		if l.Level == LevelError {
			e := &Error{Meta: l.Meta, Message: l.Message, Kind: KindConsole, Source: "console",
				Stack: l.Stack, URL: l.URL, Line: l.Line, Column: l.Column, Location: l.Location,
				LogSeq: l.Seq, Fingerprint: l.Fingerprint}
			e.setGroup()
			errs = append(errs, e)
		}
	}
	for i, e := range errs {
		put(s, s.errors, e, &e.Meta, errorSize(e))
		if i >= kept {
			continue // a console error: its log is remembered
		}
		if eager {
			s.seen.remember(keptHashes[i], e.Time.UnixNano(), b.Observer, e.Seq)
		} else {
			s.seen.note('e', e.Seq, e.Time.UnixNano(), b.Observer)
		}
	}
	for i, r := range b.Requests {
		// A request is matched by when it started: observers agree on
		// that to a few milliseconds, while the end each reports differs
		// (the extension times a fetch by its response's headers, the
		// proxy by the end of its body, a busy page's wrapper later still).
		n := r.Start().UnixNano()
		if eager {
			if seq, dup := s.seen.match(reqHashes[i], n, b.Observer); dup {
				s.noteDuplicate("network")
				s.completeRequest(seq, r)
				continue
			}
		}
		s.maxDur = max(s.maxDur, r.Duration)
		put(s, s.requests, r, &r.Meta, requestSize(r))
		if eager {
			s.seen.remember(reqHashes[i], n, b.Observer, r.Seq)
		} else {
			s.seen.note('r', r.Seq, n, b.Observer)
		}
	}
}

// put gives ev the next sequence number and stores it in r, keeping the
// store's byte total. Must be called with s.mu held.
func put[T any](s *Store, r *Ring[T], ev *T, m *Meta, size int) {
	s.seq++
	m.Seq = s.seq
	s.notify()
	s.bytes += int64(size) - r.add(ev, m.Time, m.Seq, size, m.TabID)
}

// enforceBudget evicts the oldest events, across all buffers, until the
// store is back inside its byte budget. Must be called with s.mu held.
func (s *Store) enforceBudget() {
	for s.bytes > s.cfg.MaxBytes {
		type oldest struct {
			seq   uint64
			evict func() int64
		}
		var best *oldest
		consider := func(seq uint64, ok bool, evict func() int64) {
			if ok && (best == nil || seq < best.seq) {
				best = &oldest{seq, evict}
			}
		}
		seq, ok := s.errors.oldestSeq()
		consider(seq, ok, s.evictError)
		seq, ok = s.logs.oldestSeq()
		consider(seq, ok, s.logs.evictOldest)
		seq, ok = s.requests.oldestSeq()
		consider(seq, ok, s.requests.evictOldest)
		seq, ok = s.actions.oldestSeq()
		consider(seq, ok, s.actions.evictOldest)
		seq, ok = s.lines.oldestSeq()
		consider(seq, ok, s.lines.evictOldest)
		seq, ok = s.problems.oldestSeq()
		consider(seq, ok, s.problems.evictOldest)
		seq, ok = s.backend.oldestSeq()
		consider(seq, ok, s.backend.evictOldest)
		if best == nil {
			return
		}
		s.bytes -= best.evict()
	}
}

// evictError drops the oldest error and forgets whether it was read. Must
// be called with s.mu held.
func (s *Store) evictError() int64 {
	if seq, ok := s.errors.oldestSeq(); ok {
		s.cleared.Delete(seq)
	}
	return s.errors.evictOldest()
}

// MarkRead records the entries a clear_after_read query of the errors view
// returned (browser errors and warnings, process and backend problems, by
// arrival sequence) so that the view does not list them again. Bundles
// and get_errors still see them.
func (s *Store) MarkRead(seqs []uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, seq := range seqs {
		s.cleared.Set(seq)
	}
	// Only an evicted error's mark is forgotten on eviction; once the
	// marks outnumber what the buffers the view reads hold, those of
	// events gone are swept, so the set stays bounded by them.
	held := s.errors.Len() + s.logs.Len() + s.problems.Len() + s.backend.Len()
	if s.cleared.Len() <= held {
		return
	}
	var gone []uint64
	s.cleared.Scan(func(seq uint64) bool {
		if !s.errors.holds(seq) && !s.logs.holds(seq) && !s.problems.holds(seq) && !s.backend.holds(seq) {
			gone = append(gone, seq)
		}
		return true
	})
	for _, seq := range gone {
		s.cleared.Delete(seq)
	}
}

// Snapshot is a consistent, immutable view of every buffer at one moment.
// Take one with [Store.Snapshot]; read it with no lock held.
type Snapshot struct {
	Now      time.Time
	Errors   View[Error]
	Logs     View[Log]
	Requests View[Request]
	Actions  View[Action]
	Lines    View[Line]
	Problems View[Problem]
	// Backend holds the problems backends reported through Sentry SDKs
	// and OpenTelemetry.
	Backend   View[Backend]
	Processes []Process
	// PageLoads is the time of the latest full page load per tab.
	PageLoads map[TabID]time.Time
	// HotUpdates is the time of the latest hot update of each module,
	// by [ModulePath], from the browser's HMR logs and the dev server's
	// output.
	HotUpdates map[string]time.Time
	// MaxRequestDuration bounds how long any stored request took: a
	// request that overlaps a window completed at most this long after it.
	MaxRequestDuration time.Duration
	// Seq is the arrival sequence of the latest event stored when the
	// snapshot was taken, and Epoch the store's (see [Store.Epoch]):
	// together the position a reader asks "what arrived after" of.
	Seq     uint64
	Epoch   uint32
	cleared *btree.BTreeG[uint64]
}

// WasRead reports whether the entry with this seq was returned by a
// clear_after_read query of the errors view.
func (s *Snapshot) WasRead(seq uint64) bool {
	if s.cleared == nil {
		return false
	}
	_, ok := s.cleared.Get(seq)
	return ok
}

// EvictedSince names the buffers ("errors", "logs", "network", "actions",
// "process", "backend") that dropped an event timestamped at or after from: a query
// over a range from then may be missing data there.
func (s *Snapshot) EvictedSince(from time.Time) []string {
	var names []string
	for _, b := range []struct {
		name    string
		evicted bool
	}{
		{"errors", s.Errors.EvictedSince(from)},
		{"logs", s.Logs.EvictedSince(from)},
		{"network", s.Requests.EvictedSince(from)},
		{"actions", s.Actions.EvictedSince(from)},
		{"process", s.Problems.EvictedSince(from)},
		{"backend", s.Backend.EvictedSince(from)},
	} {
		if b.evicted {
			names = append(names, b.name)
		}
	}
	return names
}

// Snapshot copies what a query needs under the lock: copy-on-write views
// of the buffers, O(1) each, and the small per-tab and per-process state.
func (s *Store) Snapshot() *Snapshot {
	now := s.Now()
	s.mu.Lock()
	defer s.mu.Unlock()
	snap := &Snapshot{
		Now:       now,
		Errors:    s.errors.view(),
		Logs:      s.logs.view(),
		Requests:  s.requests.view(),
		Actions:   s.actions.view(),
		Lines:     s.lines.view(),
		Problems:  s.problems.view(),
		Backend:   s.backend.view(),
		PageLoads: make(map[TabID]time.Time, len(s.pageLoads)),
		cleared:   s.cleared.Copy(),
		Seq:       s.seq,
		Epoch:     s.epoch,

		MaxRequestDuration: s.maxDur,
	}
	for tab, t := range s.pageLoads {
		snap.PageLoads[tab] = t
	}
	snap.HotUpdates = maps.Clone(s.hotUpdates)
	snap.Processes = s.processes()
	return snap
}

// BufferStats describes one buffer for the health endpoint.
type BufferStats struct {
	Count    int    `json:"count"`
	Capacity int    `json:"capacity"`
	Bytes    int64  `json:"bytes"`
	Evicted  uint64 `json:"evicted"`
}

// Stats is the store's occupancy.
type Stats struct {
	Buffers     map[string]BufferStats `json:"buffers"`
	Bytes       int64                  `json:"bytes"`
	BudgetBytes int64                  `json:"budget_bytes"`
	// Dropped counts ingest items accepted but not stored, by kind
	// ("sentry:client_report", "otlp:metrics").
	Dropped map[string]uint64 `json:"dropped_items,omitempty"`
	// Waiting counts the queries waiting for something new (see
	// [Store.Wait]).
	Waiting int64 `json:"waiting_queries"`
}

// Stats reports counts, bytes, capacity and evictions per buffer.
func (s *Store) Stats() Stats {
	s.mu.Lock()
	defer s.mu.Unlock()
	return Stats{
		Buffers: map[string]BufferStats{
			"errors":   ringStats(s.errors),
			"logs":     ringStats(s.logs),
			"network":  ringStats(s.requests),
			"actions":  ringStats(s.actions),
			"lines":    ringStats(s.lines),
			"problems": ringStats(s.problems),
			"backend":  ringStats(s.backend),
		},
		Bytes:       s.bytes,
		BudgetBytes: s.cfg.MaxBytes,
		Dropped:     maps.Clone(s.dropped),
		Waiting:     s.waiting.Load(),
	}
}

func ringStats[T any](r *Ring[T]) BufferStats {
	return BufferStats{Count: r.Len(), Capacity: r.Cap(), Bytes: r.Bytes(), Evicted: r.Evicted()}
}

func prepareError(e *Error, pages, scripts *urlMemo) {
	e.Time = e.Time.UTC()
	e.Message = redact.Text(readableMessage(e.Message))
	e.Stack = redact.Text(e.Stack)
	e.URL = scripts.text(e.URL)
	e.PageURL = pages.text(e.PageURL)
	for i := range e.ComponentStack {
		e.ComponentStack[i].URL = scripts.text(e.ComponentStack[i].URL)
	}
	if e.Kind == "" {
		e.Kind = KindException
	}
	e.Fingerprint = fingerprint.Normalize(e.Message)
	e.Location = location(e.Stack, e.URL, e.Line, e.Column)
	e.setGroup()
}

func (s *Store) prepareRequest(r *Request, pages *urlMemo) {
	r.Time = r.Time.UTC()
	r.Method = strings.ToUpper(r.Method)
	r.URL = redact.Text(r.URL)
	r.PageURL = pages.text(r.PageURL)
	r.RequestHeaders = redact.Headers(r.RequestHeaders)
	r.ResponseHeaders = redact.Headers(r.ResponseHeaders)
	var cut1, cut2 bool
	r.RequestBody, cut1 = clip.Cut(r.RequestBody, s.cfg.MaxBody)
	r.ResponseBody, cut2 = clip.Cut(r.ResponseBody, s.cfg.MaxBody)
	r.BodyTruncated = r.BodyTruncated || cut1 || cut2
	r.RequestBody = redact.Text(r.RequestBody)
	r.ResponseBody = redact.Text(r.ResponseBody)
	r.Error = redact.Text(r.Error)
	r.derive()
}

// derive decides what is decided once from a redacted, capped request's
// fields: on arrival, and again for a request completed by another
// observer's report (see [Store.completeRequest]).
func (r *Request) derive() {
	if msg := graphQLError(r); msg != "" {
		r.GraphQLErrors = true
		if r.Error == "" {
			r.Error = msg
		}
	}
	r.Fingerprint = ""
	if r.Failed() {
		r.Fingerprint = fingerprint.Normalize(fingerprint.URLPath(r.URL))
	}
	r.setGroup()
	r.Noise = IsNoise(r)
}

func prepareAction(a *Action, pages *urlMemo) {
	a.Time = a.Time.UTC()
	if a.Value != "" && redact.InputValue(a.Selector) {
		a.Value = redact.Redacted
	}
	a.Value = redact.Text(a.Value)
	a.Text = redact.Text(a.Text)
	a.URL = redact.Text(a.URL)
	a.ToURL = redact.Text(a.ToURL)
	a.PageURL = pages.text(a.PageURL)
}

// urlMemo redacts the page URLs, or the script URLs, of one batch. Its
// events share a few, and [redact.Text] is pure, so each distinct URL is
// redacted once. It lives for one [Store.Add]: the raw URLs it holds do
// not outlive their request.
type urlMemo struct {
	n       int
	in, out [8]string
}

func (m *urlMemo) text(s string) string {
	for i := range m.n {
		if m.in[i] == s {
			return m.out[i]
		}
	}
	out := redact.Text(s)
	if m.n < len(m.in) {
		m.in[m.n], m.out[m.n] = s, out
		m.n++
	}
	return out
}

// eventOverhead approximates the fixed memory of a stored event: the
// struct, its index and ring entries, and string headers.
const eventOverhead = 256

func metaSize(m *Meta) int { return len(m.TabID) + len(m.PageURL) }

func errorSize(e *Error) int {
	n := eventOverhead + metaSize(&e.Meta) + len(e.Message) + len(e.Type) + len(e.Kind) + len(e.Source) + len(e.URL) + len(e.Stack) + len(e.Fingerprint) + len(e.Location)
	for _, c := range e.ComponentStack {
		n += len(c.Name) + len(c.URL) + 16
	}
	return n
}

func logSize(l *Log) int {
	return eventOverhead + metaSize(&l.Meta) + len(l.Level) + len(l.Message) + len(l.Fingerprint) + len(l.Stack) + len(l.URL) + len(l.Location)
}

func requestSize(r *Request) int {
	n := eventOverhead + metaSize(&r.Meta) + len(r.Method) + len(r.URL) + len(r.ContentType) + len(r.RequestBody) + len(r.ResponseBody) + len(r.Error) + len(r.Initiator) + len(r.Fingerprint) + len(r.TraceID)
	for k, v := range r.RequestHeaders {
		n += len(k) + len(v) + 32
	}
	for k, v := range r.ResponseHeaders {
		n += len(k) + len(v) + 32
	}
	return n
}

func actionSize(a *Action) int {
	return eventOverhead + metaSize(&a.Meta) + len(a.Type) + len(a.Selector) + len(a.Text) + len(a.Value) + len(a.URL) + len(a.ToURL)
}

// lineSize and problemSize are the accounted sizes of a process line and
// a problem.
func lineSize(l *Line) int { return eventOverhead + len(l.Text) + len(l.Stream) + len(l.Process) }

func problemSize(p *Problem) int {
	return eventOverhead + len(p.Process) + len(p.Category) + len(p.Message) + len(p.Location) + len(p.Block) + len(p.Fingerprint) + len(p.Scope)
}
