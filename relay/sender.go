package relay

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"sync"
	"syscall"
	"time"

	"github.com/errbundle/errbundle/internal/proctoken"
)

// Defaults of [Config].
const (
	DefaultMaxBatch    = 100
	DefaultFlushEvery  = 100 * time.Millisecond
	DefaultMaxBacklog  = 5000
	DefaultMaxBackoff  = 2 * time.Second
	DefaultReviveEvery = 5 * time.Second
)

// closingAttempts is how many failed posts a closing Sender makes before it
// gives up: the process has exited and the user is waiting for the prompt.
const closingAttempts = 2

// errRefused marks an answer that retrying will not change (a 4xx): the
// batch is dropped, not resent.
var errRefused = errors.New("daemon refused the batch")

// Config configures a [Sender]. URL is required.
type Config struct {
	// URL is the daemon's process endpoint,
	// e.g. "http://127.0.0.1:7373/v1/process", or, for a Sender of
	// [Sender.Network] events, its events endpoint (/v1/events).
	URL string
	// ProcessID names the process in the daemon and to the agent; it is
	// required unless the Sender carries network events only.
	ProcessID string
	// Client posts the batches; default: one with a 10 s timeout.
	Client *http.Client
	// Now timestamps events and paces Revive; default time.Now.
	Now func() time.Time
	// MaxBatch is the most events in one post; default [DefaultMaxBatch].
	MaxBatch int
	// FlushEvery is the longest an event waits for a batch to fill;
	// default [DefaultFlushEvery].
	FlushEvery time.Duration
	// MaxBacklog is the most events kept for a daemon that does not
	// answer; beyond it the oldest are dropped. Default [DefaultMaxBacklog].
	MaxBacklog int
	// MaxBackoff caps the wait between failed posts; default
	// [DefaultMaxBackoff].
	MaxBackoff time.Duration
	// Revive, if set, is called when a post fails, at most once every
	// ReviveEvery, to start the daemon again. It may block until the
	// daemon answers; ctx ends when the Sender is abandoned.
	Revive      func(ctx context.Context) error
	ReviveEvery time.Duration // default [DefaultReviveEvery]
	// Observer, if set, names the sender in each post of browser events
	// (the daemon's ingest.ObserverHeader), so that the daemon can tell
	// its reports of a page from another observer's.
	Observer string
	// Notify, if set, is told in a sentence when the daemon goes away,
	// when it is back, and when events are first dropped or refused.
	Notify func(msg string)
}

// Stats counts a Sender's events.
type Stats struct {
	Sent    int // accepted by the daemon
	Dropped int // oldest events dropped because the backlog was full
	Refused int // in batches the daemon answered with a 4xx
	Pending int // queued or in flight
}

// Sender delivers a process's events to the daemon from a goroutine of its
// own, in batches, keeping a bounded backlog while the daemon is away. Its
// methods are safe for concurrent use and never block on the network.
type Sender struct {
	cfg    Config
	daemon string // host:port, for notices
	ctx    context.Context
	cancel context.CancelFunc
	wake   chan struct{} // a token: there are new events
	close  chan struct{} // closed by Close
	done   chan struct{} // closed when the loop has returned

	mu         sync.Mutex // guards queue, inflight, closed, stats, warnedDrop
	queue      []Event
	inflight   int
	closed     bool
	stats      Stats
	warnedDrop bool

	// Owned by the loop goroutine.
	lastRevive time.Time
}

// NewSender returns a Sender posting to cfg.URL, its delivery goroutine
// running until [Sender.Close].
func NewSender(cfg Config) *Sender {
	if cfg.URL == "" {
		panic("relay: NewSender needs a URL")
	}
	if cfg.Client == nil {
		cfg.Client = &http.Client{Timeout: 10 * time.Second}
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.MaxBatch <= 0 {
		cfg.MaxBatch = DefaultMaxBatch
	}
	if cfg.FlushEvery <= 0 {
		cfg.FlushEvery = DefaultFlushEvery
	}
	if cfg.MaxBacklog <= 0 {
		cfg.MaxBacklog = DefaultMaxBacklog
	}
	if cfg.MaxBackoff <= 0 {
		cfg.MaxBackoff = DefaultMaxBackoff
	}
	if cfg.ReviveEvery <= 0 {
		cfg.ReviveEvery = DefaultReviveEvery
	}
	if cfg.Notify == nil {
		cfg.Notify = func(string) {}
	}
	daemon := cfg.URL
	if u, err := url.Parse(cfg.URL); err == nil && u.Host != "" {
		daemon = u.Host
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Sender{cfg: cfg, daemon: daemon, ctx: ctx, cancel: cancel,
		wake: make(chan struct{}, 1), close: make(chan struct{}), done: make(chan struct{})}
	go s.loop()
	return s
}

// Start queues a start event for the command line, run in the working
// directory dir (absolute; "" when unknown) as process pid (0 when unknown).
func (s *Sender) Start(command, dir string, pid int) {
	s.add(Event{Type: Start, Time: s.cfg.Now(), Command: command, Dir: dir, PID: pid})
}

// Line queues a line of output, timestamped now: call it as the line is read.
func (s *Sender) Line(stream, text string) {
	s.add(Event{Type: Line, Time: s.cfg.Now(), Stream: stream, Text: text})
}

// Exit queues an exit event.
func (s *Sender) Exit(code int) {
	s.add(Event{Type: Exit, Time: s.cfg.Now(), ExitCode: code})
}

// Problem queues a problem the process reported on a side channel (see
// [Problem]): severity "error" or "warning", its message, its location
// ("res://player.gd:8") and the block of text the agent reads.
func (s *Sender) Problem(severity, category, message, location, block string) {
	s.add(Event{Type: Problem, Time: s.cfg.Now(), Severity: severity, Category: category,
		Message: message, Location: location, Block: block})
}

// Network queues a network event, raw being its JSON in the form of POST
// /v1/events. A Sender posts either network events (to /v1/events, with
// no ProcessID) or process events, never both.
func (s *Sender) Network(raw json.RawMessage) {
	s.add(Event{Type: Network, Time: s.cfg.Now(), Raw: raw})
}

// Browser queues an event of kind (errors, logs, network or actions), raw
// being its JSON in the form of POST /v1/events, as [Sender.Network] does
// a request.
func (s *Sender) Browser(kind string, raw json.RawMessage) {
	s.add(Event{Type: Network, Time: s.cfg.Now(), Raw: raw, Kind: kind})
}

// Stats returns the Sender's counts so far.
func (s *Sender) Stats() Stats {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.stats
	st.Pending = len(s.queue) + s.inflight
	return st
}

// Close delivers what is queued and stops the Sender. It gives up when ctx
// is done, or after a couple of failed posts if the daemon does not
// answer; Stats().Pending then says how many events were not delivered.
// Events queued after Close are ignored.
func (s *Sender) Close(ctx context.Context) Stats {
	s.mu.Lock()
	already := s.closed
	s.closed = true
	s.mu.Unlock()
	if !already {
		close(s.close)
	}
	select {
	case <-s.done:
	case <-ctx.Done():
		s.cancel()
		<-s.done
	}
	s.cancel()
	return s.Stats()
}

func (s *Sender) add(ev Event) {
	ev.Time = ev.Time.UTC()
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.queue = append(s.queue, ev)
	warn := s.trim()
	s.mu.Unlock()
	if warn {
		s.warnDrop()
	}
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// trim drops the oldest queued events beyond the backlog and reports
// whether this is the first drop. Must be called with s.mu held.
func (s *Sender) trim() (firstDrop bool) {
	n := len(s.queue) - s.cfg.MaxBacklog
	if n <= 0 {
		return false
	}
	clear(s.queue[:n]) // let the dropped lines' text be collected
	s.queue = s.queue[n:]
	s.stats.Dropped += n
	if s.warnedDrop {
		return false
	}
	s.warnedDrop = true
	return true
}

func (s *Sender) warnDrop() {
	s.cfg.Notify(fmt.Sprintf("daemon at %s unreachable: keeping only the last %d events of output for it, dropping older ones", s.daemon, s.cfg.MaxBacklog))
}

// loop delivers batches until the Sender is closed and drained, gives up,
// or is abandoned.
func (s *Sender) loop() {
	defer close(s.done)
	failures := 0 // consecutive
	down := false // the user was told the daemon is away
	for {
		batch, ok := s.next()
		if !ok {
			return
		}
		err := s.post(batch)
		switch {
		case err == nil:
			s.settle(len(batch), false)
			if down {
				s.cfg.Notify("daemon at " + s.daemon + " is back; sending the output kept meanwhile")
				down = false
			}
			failures = 0
			continue
		case errors.Is(err, errRefused):
			s.settle(len(batch), true)
			s.cfg.Notify(fmt.Sprintf("%v; %d events dropped", err, len(batch)))
			continue
		}
		s.requeue(batch)
		failures++
		closing := s.closing()
		// A closing Sender still revives a daemon it has never tried to:
		// a command that fails fast is what the agent most needs to see.
		if (!closing || s.lastRevive.IsZero()) && s.revive() {
			continue
		}
		if closing && failures >= closingAttempts {
			return
		}
		if !down {
			s.cfg.Notify(fmt.Sprintf("cannot reach the daemon at %s (%s); the dev server keeps running and its output is kept to send later", s.daemon, reason(err)))
			down = true
		}
		select {
		case <-time.After(s.backoff(failures)):
		case <-s.ctx.Done():
			return
		}
	}
}

// next waits for a batch to send: a full one, or whatever is queued once
// FlushEvery has passed or the Sender is closing. It reports false when
// there is nothing more to send.
func (s *Sender) next() ([]Event, bool) {
	var due <-chan time.Time
	flush := false
	for {
		s.mu.Lock()
		n, closed := len(s.queue), s.closed
		if n >= s.cfg.MaxBatch || n > 0 && (flush || closed) {
			k := min(n, s.cfg.MaxBatch)
			batch := slices.Clone(s.queue[:k])
			clear(s.queue[:k])
			s.queue = s.queue[k:]
			s.inflight = k
			s.mu.Unlock()
			return batch, true
		}
		s.mu.Unlock()
		if n == 0 && closed {
			return nil, false
		}
		if n > 0 && due == nil {
			t := time.NewTimer(s.cfg.FlushEvery)
			defer t.Stop()
			due = t.C
		}
		select {
		case <-s.wake:
		case <-s.close:
		case <-due:
			flush = true
		case <-s.ctx.Done():
			return nil, false
		}
	}
}

// settle ends the batch in flight: sent, or refused and dropped.
func (s *Sender) settle(n int, refused bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.inflight = 0
	if refused {
		s.stats.Refused += n
	} else {
		s.stats.Sent += n
	}
}

// requeue puts a batch that failed back at the head of the queue, for
// the next attempt.
func (s *Sender) requeue(batch []Event) {
	s.mu.Lock()
	s.inflight = 0
	s.queue = append(batch, s.queue...)
	warn := s.trim()
	s.mu.Unlock()
	if warn {
		s.warnDrop()
	}
}

func (s *Sender) closing() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closed
}

// revive asks Config.Revive to start the daemon, if it has not been asked
// within ReviveEvery, and reports whether the daemon now answers.
func (s *Sender) revive() bool {
	if s.cfg.Revive == nil {
		return false
	}
	now := s.cfg.Now()
	if !s.lastRevive.IsZero() && now.Sub(s.lastRevive) < s.cfg.ReviveEvery {
		return false
	}
	s.lastRevive = now
	return s.cfg.Revive(s.ctx) == nil
}

// backoff is the wait after the n-th consecutive failure: 50 ms, doubling,
// up to MaxBackoff.
func (s *Sender) backoff(n int) time.Duration {
	d := 50 * time.Millisecond
	for i := 1; i < n && d < s.cfg.MaxBackoff; i++ {
		d *= 2
	}
	return min(d, s.cfg.MaxBackoff)
}

// reason says briefly why a post failed: "connection refused" rather than
// the whole chain of wrapped errors.
func reason(err error) string {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return errno.Error()
	}
	return err.Error()
}

// post sends one batch.
func (s *Sender) post(batch []Event) error {
	var body []byte
	var err error
	if s.cfg.ProcessID == "" {
		body, err = json.Marshal(byKind(batch))
	} else {
		body, err = json.Marshal(struct {
			ProcessID string  `json:"process_id"`
			Events    []Event `json:"events"`
		}{s.cfg.ProcessID, batch})
	}
	if err != nil {
		return fmt.Errorf("%w: encoding: %w", errRefused, err)
	}
	req, err := http.NewRequestWithContext(s.ctx, http.MethodPost, s.cfg.URL, bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("%w: %w", errRefused, err)
	}
	req.Header.Set("Content-Type", "application/json")
	if s.cfg.Observer != "" {
		req.Header.Set("X-Errbundle-Observer", s.cfg.Observer)
	}
	if s.cfg.ProcessID != "" {
		// Read at each post: a daemon started again since has a new token.
		if tok := proctoken.Read(s.daemon); tok != "" {
			req.Header.Set(proctoken.Header, tok)
		}
	}
	resp, err := s.cfg.Client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	reply, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	code := resp.StatusCode
	switch {
	case code >= 200 && code < 300:
		return nil
	case code >= 400 && code < 500 && code != http.StatusRequestTimeout && code != http.StatusTooManyRequests:
		var e struct {
			Error string `json:"error"`
		}
		if json.Unmarshal(reply, &e) != nil || e.Error == "" {
			e.Error = resp.Status
		}
		return fmt.Errorf("%w: %s", errRefused, e.Error)
	}
	return fmt.Errorf("daemon answered %s", resp.Status)
}

// byKind groups browser events by the member of POST /v1/events they go in.
func byKind(batch []Event) map[string][]Event {
	out := make(map[string][]Event, 1)
	for _, e := range batch {
		k := e.Kind
		if k == "" {
			k = Network
		}
		out[k] = append(out[k], e)
	}
	return out
}
