package sourcemap

import (
	"container/list"
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
)

// Config sets up a [Resolver]. The zero value is usable: loopback only, with
// the defaults below.
type Config struct {
	// Allowed admits origins ("http://devbox:3000") beyond loopback, which is
	// always allowed. nil means loopback only.
	Allowed func(origin string) bool
	// Root is the project directory, used to make absolute paths in maps
	// (Vite's /@fs/…, file://…) relative. "" keeps them absolute.
	Root string
	// FileRoots returns the directories under which file:// scripts (the
	// server-side frames of a dev server: Next.js's .next/, Nuxt's .nuxt/,
	// SvelteKit's .svelte-kit/output/) and their maps may be read from
	// disk: the working directories of the processes errbundle runs. So
	// may the source files a map names (for the lines around a position
	// when the map carries no sourcesContent, to find a line the map puts
	// off, and for webpack's devtool eval, which writes no map). Without
	// Root, an absolute source path under one of them is made relative to
	// it. A path leaving them through ".." or a symbolic link is refused.
	// nil reads nothing from disk.
	FileRoots func() []string
	// MaxBytes bounds the memory the cache of decoded maps may hold
	// (default 64 MiB); the least recently used scripts go first. A decoded
	// map costs its text plus 28 bytes per segment, so a dense 10 MB map
	// can need 50 MB; a script whose maps need more than MaxBytes fails.
	MaxBytes int64
	// MaxMapSize caps a single script or map download (default 32 MiB);
	// a bigger one is skipped with a reason.
	MaxMapSize int64
	// Timeout bounds each HTTP fetch (default 5 s).
	Timeout time.Duration
	// RevalidateAfter is how old a cached script may be before a lookup
	// triggers a background conditional GET (default 3 s).
	RevalidateAfter time.Duration
	// MaxInFlight is how many fetches run at once (default 4); MaxQueued how
	// many more may wait (default 256). Past that a lookup stays Pending
	// without queueing, and a later lookup tries again.
	MaxInFlight int
	MaxQueued   int
	// Client makes the requests. Its redirect policy is always replaced by
	// one that follows redirects only to allowed origins. The default client
	// uses no proxy.
	Client *http.Client
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Status says whether a [Result] holds an original position.
type Status int

// The statuses of a lookup. The zero value is Pending.
const (
	Pending    Status = iota // the script or its map is being fetched; ask again later
	Mapped                   // Position holds the original position
	NoMap                    // the script has no map, or the map does not cover the position
	Failed                   // fetching or decoding failed; Reason says why
	NotAllowed               // the script is not on an allowed origin and was not fetched
)

func (s Status) String() string {
	switch s {
	case Pending:
		return "pending"
	case Mapped:
		return "mapped"
	case NoMap:
		return "no map"
	case Failed:
		return "failed"
	case NotAllowed:
		return "not allowed"
	}
	return fmt.Sprintf("Status(%d)", int(s))
}

// Position is a place in the original source.
type Position struct {
	Source string // project-relative path, e.g. src/Profile.tsx
	Line   int    // 1-based
	Column int    // 1-based, as in browser stacks
	Name   string // original identifier at the position, if the map names one
	// Function is the function the position is in, as the original source
	// declares it: "validate", "Cart.summary", "get total", "new Receipt";
	// "" at a module's top level, in an anonymous function, or when
	// neither the map nor the project's files hold the source's text.
	Function string
	Context  string // the line and up to two either side, the line marked "> "; at most 300 bytes
	// Ignored: the map's ignoreList (x_google_ignoreList) names the source
	// as third-party code, not the application's own, whatever its path.
	Ignored bool
	fn      funcInfo // for renaming the frame (see renameFrame)
}

// Result is the answer to a lookup.
type Result struct {
	Position
	Status Status
	Reason string // why it is not Mapped, for the agent to read
}

// Stats describes the cache, for /v1/health.
type Stats struct {
	Entries  int   `json:"entries"`   // scripts cached (with or without a map)
	Bytes    int64 `json:"bytes"`     // estimated memory held by the cache
	MaxBytes int64 `json:"max_bytes"` // the budget Bytes stays under
	Fetches  int64 `json:"fetches"`   // HTTP requests made, conditional ones included
	Failures int64 `json:"failures"`  // fetches or decodes that failed
	InFlight int   `json:"in_flight"` // fetches queued or running

	// LastFailure is the latest failure, "<script URL>: <reason>", for
	// errbundle status to show what to fix.
	LastFailure string `json:"last_failure,omitempty"`
}

// Resolver maps served positions to original ones. Its methods are safe for
// concurrent use and never wait on the network.
type Resolver struct {
	cfg    Config
	client *http.Client
	jobs   chan *entry
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu          sync.Mutex // guards entries, lru, modules, evicted, pages, failedPages, bytes, outstanding, idle, closed, stats
	entries     map[string]*entry
	lru         *list.List           // of *entry, most recently used first
	modules     map[string]*entry    // webpack-internal:/// module URL → the chunk entry defining it
	evicted     map[string]string    // module URL → the key of its chunk, evicted since (see lookupModule)
	pages       map[string]time.Time // page URL → when PrefetchPage last fetched it
	failedPages map[string]*pageFailure
	bytes       int64
	outstanding int           // entries queued or being fetched
	idle        chan struct{} // closed when outstanding drops to 0
	closed      bool
	stats       Stats

	fileCtx fileContextCache // files FileContext read
	tails   tailMemo         // what the prefetch read of recent stacks' frames
}

// New starts a Resolver and its fetch workers; stop them with Close.
func New(cfg Config) *Resolver {
	if cfg.MaxBytes <= 0 {
		cfg.MaxBytes = 64 << 20
	}
	if cfg.MaxMapSize <= 0 {
		cfg.MaxMapSize = 32 << 20
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 5 * time.Second
	}
	if cfg.RevalidateAfter <= 0 {
		cfg.RevalidateAfter = 3 * time.Second
	}
	if cfg.MaxInFlight <= 0 {
		cfg.MaxInFlight = 4
	}
	if cfg.MaxQueued <= 0 {
		cfg.MaxQueued = 256
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := &Resolver{
		cfg:     cfg,
		jobs:    make(chan *entry, cfg.MaxQueued),
		ctx:     ctx,
		cancel:  cancel,
		entries: make(map[string]*entry),
		lru:     list.New(),
		modules: make(map[string]*entry),
		idle:    make(chan struct{}),
	}
	close(r.idle)
	r.client = r.newClient()
	for range cfg.MaxInFlight {
		r.wg.Add(1)
		go r.work()
	}
	return r
}

// Close stops the fetch workers and waits for them. Fetches under way are
// cancelled; lookups afterwards still answer from the cache.
func (r *Resolver) Close() error {
	r.mu.Lock()
	r.closed = true
	r.mu.Unlock()
	r.cancel()
	r.wg.Wait()
	r.client.CloseIdleConnections()
	// Jobs no worker took: forget those entries, as fetch does for the
	// ones it was cancelled on.
	r.mu.Lock()
	defer r.mu.Unlock()
	for {
		select {
		case e := <-r.jobs:
			r.finish(e)
			if !e.ready && r.entries[e.key] == e {
				r.remove(e)
			}
		default:
			return nil
		}
	}
}

// Wait blocks until no fetch is queued or running, or ctx is done. It is for
// tests and tools: the daemon never needs to wait.
func (r *Resolver) Wait(ctx context.Context) error {
	for {
		r.mu.Lock()
		if r.outstanding == 0 || r.closed {
			r.mu.Unlock()
			return nil
		}
		idle := r.idle
		r.mu.Unlock()
		select {
		case <-idle:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// Stats returns the cache's figures.
func (r *Resolver) Stats() Stats {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := r.stats
	s.Entries = len(r.entries)
	s.Bytes = r.bytes
	s.MaxBytes = r.cfg.MaxBytes
	s.InFlight = r.outstanding
	return s
}

// Lookup maps a served position (1-based line and column, as a browser stack
// prints them) to the original one. It never waits on the network: a script
// seen for the first time is queued for fetching and the answer is Pending;
// once fetched, lookups answer from the cache. A cached script older than
// RevalidateAfter is revalidated in the background while the cached answer
// is returned.
func (r *Resolver) Lookup(scriptURL string, line, column int) Result {
	key := cacheKey(scriptURL)
	if isVirtual(key) {
		return r.lookupModule(key, line, column)
	}
	if !r.allowed(key) {
		return Result{Status: NotAllowed, Reason: "not a loopback or allowed origin; not fetched"}
	}
	r.mu.Lock()
	e, reason := r.schedule(key)
	if e == nil {
		r.mu.Unlock()
		return Result{Status: Pending, Reason: reason}
	}
	if !e.ready {
		r.mu.Unlock()
		return Result{Status: Pending, Reason: "fetching the script and its map"}
	}
	if e.refreshing || r.retry(e) {
		// e's fields are read with r.mu held: a worker writes them.
		res := Result{Status: Pending, Reason: "checking the script for changes since its map was fetched"}
		if e.failures > 0 {
			res.Reason = "fetching the script and its map again: " + e.reason
		}
		r.mu.Unlock()
		return res
	}
	r.revalidate(e)
	status, reason, m := e.status, e.reason, e.script
	r.mu.Unlock()
	if status != Mapped {
		return Result{Status: status, Reason: reason}
	}
	if m == nil {
		return Result{Status: NoMap, Reason: "the chunk has no map of its own; its eval'd modules have theirs"}
	}
	return m.resolve(line, column, r.env(e))
}

// env is what a lookup in e's maps needs of the configuration. A source
// read from disk is kept with the map that named it, so its bytes count
// against the cache's budget as e's.
func (r *Resolver) env(e *entry) lookupEnv {
	read := func(p, source string) string {
		text := r.readSource(p, source)
		if text != "" {
			r.charge(e, int64(len(text)))
		}
		return text
	}
	charge := func(n int64) { r.charge(e, n) }
	return lookupEnv{root: r.cfg.Root, fileRoots: r.cfg.FileRoots, read: read, charge: charge}
}

// charge adds n bytes to what e holds, evicting to stay in budget.
func (r *Resolver) charge(e *entry, n int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.entries[e.key] != e {
		return // evicted meanwhile: its maps go with it
	}
	e.size += n
	r.bytes += n
	r.evict()
}

// lookupModule answers for a webpack-internal:/// frame, whose map lives in
// the eval'd code of whichever chunk defines the module.
func (r *Resolver) lookupModule(key string, line, column int) Result {
	r.mu.Lock()
	e := r.modules[key]
	if e == nil && r.refetchEvicted(key) {
		r.mu.Unlock()
		return Result{Status: Pending, Reason: "fetching again the chunk that defines this module, evicted from the cache"}
	}
	if e == nil {
		busy := r.outstanding > 0
		retrying, pending := r.retryPages()
		r.mu.Unlock()
		if busy && !pending {
			return Result{Status: Pending, Reason: "waiting for the chunks being fetched"}
		}
		if pending {
			return Result{Status: Pending, Reason: retrying}
		}
		return Result{Status: NoMap, Reason: "no fetched chunk defines this module; prefetch the chunk (an http frame of the same stack, or PrefetchURL)"}
	}
	r.lru.MoveToFront(e.elem)
	r.revalidate(e)
	m := e.modules[key]
	r.mu.Unlock()
	return m.resolve(line, column, r.env(e))
}

// Evicted chunks. A webpack-internal:/// module is found only through the
// chunk that defined it, and nothing else names that chunk: a stack of
// modules has no chunk frame, and a page's scripts are read once, at the
// error's arrival. Evicting the chunk (next dev --webpack's main-app.js
// needs about 16 MB of maps, the daemon's whole budget) would leave the
// module unmapped for good; so the chunk of each module evicted is
// remembered, at most maxEvicted of them, and a lookup of the module
// fetches it again.
const maxEvicted = 1 << 14

// forget drops e from the cache as an eviction, remembering which chunk
// its modules came from. It must be called with r.mu held.
func (r *Resolver) forget(e *entry) {
	if len(e.modules) > 0 && (r.evicted == nil || len(r.evicted)+len(e.modules) > maxEvicted) {
		r.evicted = make(map[string]string) // forget, rather than grow
	}
	for u := range e.modules {
		if r.modules[u] == e {
			r.evicted[u] = e.key
		}
	}
	r.remove(e)
}

// refetchEvicted queues the fetch of the evicted chunk that defined the
// module key and reports whether that fetch is under way. It must be
// called with r.mu held.
func (r *Resolver) refetchEvicted(key string) bool {
	chunk, ok := r.evicted[key]
	if !ok {
		return false
	}
	e, _ := r.schedule(chunk)
	if e == nil {
		return true // the queue is full: a later lookup tries again
	}
	if e.ready && !e.fetching {
		delete(r.evicted, key) // fetched again, and no longer defines it
		return false
	}
	return true
}

// Prefetch queues a fetch for every allowed script a stack names, so that
// its maps are ready by the time the stack is read. Call it at ingest.
func (r *Resolver) Prefetch(stack string) { r.PrefetchStack(stack, "") }

// PrefetchStack is [Resolver.PrefetchFrames] of ParseStack(stack), for the
// daemon's ingest, which calls it for every error and console error: it
// keeps only the scripts the stack names, not its frames, and allocates
// nothing for a stack of up to maxStackScripts of them. A stack whose
// frames it read before under another first line costs a hash of them
// (see tails.go).
func (r *Resolver) PrefetchStack(stack, pageURL string) {
	var buf [maxStackScripts]string
	r.prefetchScripts(r.tails.scripts(stack, buf[:0]), pageURL)
}

// maxStackScripts is how many scripts a stack names at most, mostly: a
// longer list costs an allocation, not a script.
const maxStackScripts = 16

// PrefetchFrames is Prefetch for a stack already parsed. Call it at ingest,
// once per error: a script with a map, cached and last checked more than
// refreshAfter ago, is revalidated, and lookups answer Pending until it is,
// since a dev server may have rebuilt it under the same URL (Turbopack does
// on every edit) and the error comes from the new code. Given the page the
// stack happened on, a stack of webpack-internal:/// modules only has its
// page's scripts prefetched instead (see [Resolver.PrefetchPage]).
func (r *Resolver) PrefetchFrames(frames []Frame, pageURL string) {
	var scripts []string // a stack names few scripts, many times each
	for _, f := range frames {
		if !slices.Contains(scripts, f.URL) {
			scripts = append(scripts, f.URL)
		}
	}
	r.prefetchScripts(scripts, pageURL)
}

// prefetchScripts is PrefetchFrames for the distinct scripts of a stack,
// in the order it names them.
func (r *Resolver) prefetchScripts(scripts []string, pageURL string) {
	if pageURL != "" && onlyModules(scripts) {
		r.PrefetchPage(pageURL)
		return
	}
	for _, u := range scripts {
		r.refresh(u)
	}
}

// refreshAfter is how long after its last check a script is revalidated
// for a new error. The map is stale only if the script was checked before
// the rebuild that made the code that threw; rebuild, hot update, the
// throw and the capture script's batching (up to 100ms) take longer than
// this. It bounds the checks a flood of errors makes.
const refreshAfter = 100 * time.Millisecond

// refresh queues a fetch of a script not seen yet, or the revalidation of
// a mapped one last checked more than refreshAfter ago. A script already
// cached costs a map lookup: its URL is not parsed again.
func (r *Resolver) refresh(scriptURL string) {
	key := cacheKey(scriptURL)
	if isVirtual(key) {
		return
	}
	r.mu.Lock()
	if e, known := r.entries[key]; known {
		if e.ready && !e.fetching && !r.closed && e.status == Mapped &&
			r.cfg.Now().Sub(e.checked) >= refreshAfter && r.enqueue(e) {
			e.refreshing = true
		}
		r.retry(e)
		r.mu.Unlock()
		return
	}
	r.mu.Unlock()
	if !r.allowed(key) {
		return
	}
	r.mu.Lock()
	r.schedule(key)
	r.mu.Unlock()
}

// PrefetchURL queues a fetch of one script, such as a webpack chunk whose
// modules appear in stacks only as webpack-internal:/// frames.
func (r *Resolver) PrefetchURL(scriptURL string) {
	key := cacheKey(scriptURL)
	if isVirtual(key) {
		return
	}
	// Most prefetches name a script already cached: skip parsing its URL.
	r.mu.Lock()
	_, known := r.entries[key]
	r.mu.Unlock()
	if known || !r.allowed(key) {
		return
	}
	r.mu.Lock()
	r.schedule(key)
	r.mu.Unlock()
}

// MapStack rewrites each frame of stack that maps to its original position
// ("at fn (src/Profile.tsx:17:11)"), with the function's original name where
// a minifier renamed it (see "Function names" in the package doc), keeping
// every other line as it was.
// pending reports whether some frame is still being fetched, so that the
// caller can ask again later.
func (r *Resolver) MapStack(stack string) (mapped string, pending bool) {
	m := r.Map(stack)
	return m.Text, m.Pending
}

// MappedStack is a stack read through the cache: each frame with the answer to
// its lookup, and the stack's text with every mapped frame rewritten.
type MappedStack struct {
	Frames  []Frame
	Results []Result // Results[i] answers Frames[i]
	Text    string
	Pending bool // some frame is still being fetched
}

// Map is MapStack with each frame's answer, so that a caller choosing a
// frame (the first of the application's own) needs no second lookup.
func (r *Resolver) Map(stack string) MappedStack {
	lines := strings.Split(stack, "\n")
	var m MappedStack
	var at []int // the line of each frame
	for i, raw := range lines {
		if f, ok := parseFrame(strings.TrimRight(raw, "\r")); ok {
			m.Frames = append(m.Frames, f)
			at = append(at, i)
		}
	}
	var seen []string
	for _, f := range m.Frames { // chunks first: webpack-internal frames need them
		if !slices.Contains(seen, f.URL) {
			seen = append(seen, f.URL)
			r.PrefetchURL(f.URL)
		}
	}
	m.Results = make([]Result, len(m.Frames))
	for j, f := range m.Frames {
		res := r.Lookup(f.URL, f.Line, f.Column)
		m.Results[j] = res
		if res.Status == Pending {
			m.Pending = true
		}
	}
	for j, f := range m.Frames {
		res := m.Results[j]
		if res.Status != Mapped {
			continue
		}
		raw := lines[at[j]]
		i := strings.LastIndex(raw, f.loc)
		raw = raw[:i] + fmt.Sprintf("%s:%d:%d", res.Source, res.Line, res.Column) + raw[i+len(f.loc):]
		var caller *Result
		if j+1 < len(m.Frames) && at[j+1] == at[j]+1 {
			caller = &m.Results[j+1] // the next line: no native frame between
		}
		lines[at[j]] = renameLine(raw, f.Func, renameFrame(f, res, caller))
	}
	m.Text = strings.Join(lines, "\n")
	return m
}

// cacheKey is the URL a script is cached under: the whole URL, query
// included (Vite's ?t=123 names a new version), without the fragment.
func cacheKey(u string) string {
	if i := strings.IndexByte(u, '#'); i >= 0 {
		return u[:i]
	}
	return u
}

// isVirtual reports whether u names eval'd code rather than a served file:
// a module of a webpack eval-source-map chunk (webpack-internal:///…) or
// of a devtool "eval" one (webpack://<namespace>/…).
func isVirtual(u string) bool {
	return strings.HasPrefix(u, "webpack-internal:") || strings.HasPrefix(u, "webpack://")
}

// schedule returns the entry for key, creating and queueing it when new. It
// returns nil and a reason when the queue is full. It must be called with
// r.mu held.
func (r *Resolver) schedule(key string) (*entry, string) {
	if e, ok := r.entries[key]; ok {
		r.lru.MoveToFront(e.elem)
		return e, ""
	}
	if r.closed {
		return nil, "resolver closed"
	}
	e := &entry{key: key, size: entryOverhead + int64(len(key))}
	if !r.enqueue(e) {
		return nil, "fetch queue full; will retry on a later lookup"
	}
	e.elem = r.lru.PushFront(e)
	r.entries[key] = e
	r.bytes += e.size
	r.evict()
	return e, ""
}

// revalidate queues a background conditional GET of a cached script last
// checked more than RevalidateAfter ago. It must be called with r.mu held.
func (r *Resolver) revalidate(e *entry) {
	if e.fetching || r.closed || e.failures > 0 || r.cfg.Now().Sub(e.checked) < r.cfg.RevalidateAfter {
		return // a failed entry is fetched again when its retry is due (see retry)
	}
	r.enqueue(e)
}

// Retrying a failed load. A dev server answers a chunk's map 404 or 500
// while it compiles (Turbopack does on a page's first load), or not in
// time; the map is there a moment later. A failed entry is fetched again
// when a lookup or a new error's prefetch finds its retry due, first
// after firstRetry, then twice as long after each failure in a row, up to
// maxRetry; meanwhile lookups answer Failed with the reason, and Pending
// while a retry is under way.
const (
	firstRetry = 100 * time.Millisecond
	maxRetry   = 10 * time.Second
)

// retryDelay is how long after its n-th failure in a row an entry is
// fetched again.
func retryDelay(n int) time.Duration {
	d := firstRetry
	for i := 1; i < n && d < maxRetry; i++ {
		d *= 2
	}
	return min(d, maxRetry)
}

// retry queues the fetch of a failed entry whose retry is due, and
// reports whether it did. It must be called with r.mu held.
func (r *Resolver) retry(e *entry) bool {
	if !e.ready || e.fetching || r.closed || e.failures == 0 || r.cfg.Now().Before(e.retryAt) || !r.enqueue(e) {
		return false
	}
	e.refreshing = true
	return true
}

// enqueue hands e to the workers without blocking. It must be called with
// r.mu held.
func (r *Resolver) enqueue(e *entry) bool {
	select {
	case r.jobs <- e:
	default:
		return false
	}
	e.fetching = true
	if r.outstanding == 0 {
		r.idle = make(chan struct{})
	}
	r.outstanding++
	return true
}

func (r *Resolver) work() {
	defer r.wg.Done()
	for {
		select {
		case <-r.ctx.Done():
			return
		case e := <-r.jobs:
			r.fetch(e)
		}
	}
}

// fetch loads (or revalidates) one entry with no lock held, then stores the
// outcome.
func (r *Resolver) fetch(e *entry) {
	r.mu.Lock()
	v := e.validators
	r.mu.Unlock()

	out := r.load(e.key, v)

	r.mu.Lock()
	defer r.mu.Unlock()
	r.finish(e)
	if r.entries[e.key] != e {
		return // evicted while fetching
	}
	if out.cancelled {
		// Closing: keep what we had; an entry never loaded is forgotten.
		if !e.ready {
			r.remove(e)
		}
		return
	}
	e.checked = r.cfg.Now()
	if out.failed {
		r.stats.Failures++
		r.stats.LastFailure = e.key + ": " + out.reason
	}
	if out.failed && !out.tooLarge {
		e.failures++
		e.retryAt = e.checked.Add(retryDelay(e.failures))
	} else {
		e.failures = 0
	}
	if out.tooLarge {
		// Revalidating would download the whole cap again: wait ten times
		// as long before trying.
		e.checked = e.checked.Add(9 * r.cfg.RevalidateAfter)
	}
	if out.notModified && e.ready {
		return
	}
	for u := range e.modules {
		if r.modules[u] == e {
			delete(r.modules, u)
		}
	}
	r.bytes -= e.size
	e.ready = true
	e.status, e.reason = out.status, out.reason
	e.script, e.modules = out.script, out.modules
	e.validators = out.validators
	e.size = entryOverhead + int64(len(e.key)) + out.size
	if e.size > r.cfg.MaxBytes {
		// Keeping it would evict everything and still not fit.
		e.status, e.reason = Failed, fmt.Sprintf("its maps need about %d bytes, more than the cache budget of %d", out.size, r.cfg.MaxBytes)
		e.script, e.modules = nil, nil
		e.size = entryOverhead + int64(len(e.key))
	}
	for u := range e.modules {
		r.modules[u] = e
		delete(r.evicted, u)
	}
	r.bytes += e.size
	r.evict()
}

// finish marks a queued fetch of e done. It must be called with r.mu held.
func (r *Resolver) finish(e *entry) {
	e.fetching, e.refreshing = false, false
	r.outstanding--
	if r.outstanding == 0 {
		close(r.idle)
	}
}

// evict drops least recently used entries until the cache fits its budget.
// Entries still waiting for their first fetch stay. It must be called with
// r.mu held.
func (r *Resolver) evict() {
	for el := r.lru.Back(); el != nil && r.bytes > r.cfg.MaxBytes; {
		prev := el.Prev()
		e := el.Value.(*entry)
		if e.ready {
			r.forget(e)
		}
		el = prev
	}
}

// remove drops e from the cache. It must be called with r.mu held.
func (r *Resolver) remove(e *entry) {
	r.lru.Remove(e.elem)
	delete(r.entries, e.key)
	for u := range e.modules {
		if r.modules[u] == e {
			delete(r.modules, u)
		}
	}
	r.bytes -= e.size
}

// countFetch counts one HTTP request.
func (r *Resolver) countFetch() {
	r.mu.Lock()
	r.stats.Fetches++
	r.mu.Unlock()
}

// reasonFor turns a fetch or decode error into a status and a reason.
func reasonFor(err error) (Status, string) {
	if errors.Is(err, ErrNotAllowed) {
		return NotAllowed, err.Error()
	}
	return Failed, err.Error()
}
