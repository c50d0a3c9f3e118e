package relay

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/ingest"
)

// wait bounds every wait on a condition; nothing here waits for time to
// pass.
const wait = 10 * time.Second

var t0 = time.Date(2026, 3, 1, 12, 0, 0, 123456789, time.UTC)

// recorder is a daemon stand-in that checks each batch against the real
// decoder and records it, or answers with a forced status.
type recorder struct {
	tb       testing.TB
	status   atomic.Int32 // answer this instead of recording, if not 0
	requests atomic.Int32

	mu      sync.Mutex // guards bodies, batches
	bodies  []string
	batches [][]capture.ProcessEvent
}

func (rec *recorder) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rec.requests.Add(1)
	if s := rec.status.Load(); s != 0 {
		w.WriteHeader(int(s))
		io.WriteString(w, `{"error":"forced"}`)
		return
	}
	body, _ := io.ReadAll(r.Body)
	if r.Method != http.MethodPost || r.URL.Path != "/v1/process" || r.Header.Get("Content-Type") != "application/json" {
		rec.tb.Errorf("got %s %s with Content-Type %q", r.Method, r.URL.Path, r.Header.Get("Content-Type"))
	}
	id, evs, rej, err := ingest.DecodeProcess(body)
	if err != nil || len(rej) > 0 || id != "web" {
		rec.tb.Errorf("the daemon would not take %s: id %q, rejected %v, err %v", body, id, rej, err)
	}
	rec.mu.Lock()
	rec.bodies = append(rec.bodies, string(body))
	rec.batches = append(rec.batches, evs)
	rec.mu.Unlock()
	io.WriteString(w, `{"accepted":1,"rejected":[]}`)
}

func (rec *recorder) sizes() []int {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	var n []int
	for _, b := range rec.batches {
		n = append(n, len(b))
	}
	return n
}

// texts returns the text of every line received, in order.
func (rec *recorder) texts() []string {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	var out []string
	for _, b := range rec.batches {
		for _, ev := range b {
			out = append(out, ev.Text)
		}
	}
	return out
}

// daemon is a recorder served on a loopback port that can be stopped and
// started again on the same port, as a restarted daemon would be.
type daemon struct {
	*recorder
	addr string

	mu  sync.Mutex // guards srv
	srv *httptest.Server
}

func startDaemon(tb testing.TB) *daemon {
	tb.Helper()
	d := &daemon{recorder: &recorder{tb: tb}}
	d.start(tb, "127.0.0.1:0")
	tb.Cleanup(d.stop)
	return d
}

func (d *daemon) start(tb testing.TB, addr string) {
	tb.Helper()
	ln, err := net.Listen("tcp", addr)
	require.NoError(tb, err)
	srv := httptest.NewUnstartedServer(d.recorder)
	srv.Listener = ln
	srv.Start()
	d.mu.Lock()
	d.srv, d.addr = srv, ln.Addr().String()
	d.mu.Unlock()
}

func (d *daemon) stop() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.srv != nil {
		d.srv.Close()
		d.srv = nil
	}
}

func (d *daemon) url() string { return "http://" + d.addr + "/v1/process" }

// notices collects a Sender's notices.
type notices struct {
	mu   sync.Mutex // guards msgs
	msgs []string
}

func (n *notices) add(m string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.msgs = append(n.msgs, m)
}

func (n *notices) count(substr string) int {
	n.mu.Lock()
	defer n.mu.Unlock()
	c := 0
	for _, m := range n.msgs {
		if strings.Contains(m, substr) {
			c++
		}
	}
	return c
}

func closeSender(tb testing.TB, s *Sender) Stats {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	return s.Close(ctx)
}

func TestSenderWire(t *testing.T) {
	d := startDaemon(t)
	est := time.FixedZone("EST", -5*3600)
	s := NewSender(Config{URL: d.url(), ProcessID: "web", FlushEvery: time.Hour,
		Now: func() time.Time { return t0.In(est) }})
	s.Start("npm run dev", "/home/me/app", 4242)
	s.Line("stdout", "\x1b[32mready\x1b[0m")
	s.Line("stderr", "")
	s.Exit(2)
	st := closeSender(t, s)

	assert.Equal(t, Stats{Sent: 4}, st)
	d.recorder.mu.Lock()
	defer d.recorder.mu.Unlock()
	require.Len(t, d.bodies, 1)
	ts := `"timestamp":"2026-03-01T12:00:00.123456789Z"`
	assert.JSONEq(t, `{"process_id":"web","events":[
		{"type":"start",`+ts+`,"command":"npm run dev","cwd":"/home/me/app","pid":4242},
		{"type":"line",`+ts+`,"stream":"stdout","text":"\u001b[32mready\u001b[0m"},
		{"type":"line",`+ts+`,"stream":"stderr","text":""},
		{"type":"exit",`+ts+`,"exit_code":2}]}`, d.bodies[0])
}

// TestSenderNetwork: a Sender with no process id posts network events, as
// given, in the form of POST /v1/events.
func TestSenderNetwork(t *testing.T) {
	bodies := make(chan string, 10)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		assert.Equal(t, "/v1/events", r.URL.Path)
		batch, rej, err := ingest.DecodeEvents(body)
		assert.NoError(t, err)
		assert.Empty(t, rej)
		assert.Len(t, batch.Requests, 2)
		bodies <- string(body)
		io.WriteString(w, `{"accepted":2,"rejected":[]}`)
	}))
	defer srv.Close()
	s := NewSender(Config{URL: srv.URL + "/v1/events", FlushEvery: time.Hour})
	a := `{"timestamp":"2026-03-01T12:00:00Z","method":"GET","url":"/a","initiator":"proxy"}`
	b := `{"timestamp":"2026-03-01T12:00:01Z","method":"POST","url":"/b","status":500}`
	s.Network([]byte(a))
	s.Network([]byte(b))
	assert.Equal(t, Stats{Sent: 2}, closeSender(t, s))
	require.Len(t, bodies, 1)
	assert.JSONEq(t, `{"network":[`+a+`,`+b+`]}`, <-bodies)
}

// TestSenderBrowser: a Sender of errbundle attach posts each event in
// the member of its kind, with the observer's name in a header.
func TestSenderBrowser(t *testing.T) {
	bodies := make(chan string, 10)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		assert.Equal(t, "attach-42", r.Header.Get(ingest.ObserverHeader))
		batch, rej, err := ingest.DecodeEvents(body)
		assert.NoError(t, err)
		assert.Empty(t, rej)
		assert.Len(t, batch.Errors, 1)
		assert.Len(t, batch.Requests, 1)
		bodies <- string(body)
		io.WriteString(w, `{"accepted":2,"rejected":[]}`)
	}))
	defer srv.Close()
	s := NewSender(Config{URL: srv.URL + "/v1/events", FlushEvery: time.Hour, Observer: "attach-42"})
	e := `{"timestamp":"2026-03-01T12:00:00Z","message":"x is undefined","type":"TypeError","kind":"exception"}`
	r := `{"timestamp":"2026-03-01T12:00:01Z","method":"GET","url":"/a","status":500}`
	s.Browser("errors", []byte(e))
	s.Browser("network", []byte(r))
	assert.Equal(t, Stats{Sent: 2}, closeSender(t, s))
	require.Len(t, bodies, 1)
	assert.JSONEq(t, `{"errors":[`+e+`],"network":[`+r+`]}`, <-bodies)
}

func TestSenderBatchesByCount(t *testing.T) {
	d := startDaemon(t)
	s := NewSender(Config{URL: d.url(), ProcessID: "web", FlushEvery: time.Hour})
	var want []string
	for i := range 250 {
		want = append(want, fmt.Sprint("line ", i))
		s.Line("stdout", want[i])
	}
	st := closeSender(t, s)
	assert.Equal(t, Stats{Sent: 250}, st)
	assert.Equal(t, []int{100, 100, 50}, d.sizes())
	assert.Equal(t, want, d.texts())
}

func TestSenderFlushesAPartialBatch(t *testing.T) {
	d := startDaemon(t)
	s := NewSender(Config{URL: d.url(), ProcessID: "web", FlushEvery: time.Millisecond})
	defer closeSender(t, s)
	s.Line("stdout", "a")
	s.Line("stdout", "b")
	require.Eventually(t, func() bool { return len(d.texts()) == 2 }, wait, time.Millisecond)
	assert.Equal(t, []string{"a", "b"}, d.texts())
}

func TestSenderBacklog(t *testing.T) {
	tests := []struct {
		name       string
		down, back func(*daemon)
	}{
		{"daemon answers 503",
			func(d *daemon) { d.status.Store(http.StatusServiceUnavailable) },
			func(d *daemon) { d.status.Store(0) }},
		{"daemon gone",
			func(d *daemon) { d.stop() },
			func(d *daemon) { d.start(d.tb, d.addr) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := startDaemon(t)
			var n notices
			s := NewSender(Config{URL: d.url(), ProcessID: "web", MaxBatch: 4, MaxBacklog: 10,
				FlushEvery: time.Millisecond, MaxBackoff: time.Millisecond, Notify: n.add})
			tt.down(d)
			var lines []string
			for i := range 25 {
				lines = append(lines, fmt.Sprint("line ", i))
				s.Line("stderr", lines[i])
			}
			require.Eventually(t, func() bool {
				return s.Stats() == Stats{Dropped: 15, Pending: 10} && n.count("cannot reach the daemon") == 1
			}, wait, time.Millisecond, "the oldest 15 dropped, the last 10 kept, and the user told")
			assert.Equal(t, 1, n.count("dropping older ones"))
			assert.Empty(t, d.texts())

			tt.back(d)
			require.Eventually(t, func() bool { return s.Stats().Sent == 10 && n.count("is back") == 1 },
				wait, time.Millisecond)
			assert.Equal(t, lines[15:], d.texts(), "resent in order")
			s.Line("stderr", "after")
			assert.Equal(t, Stats{Sent: 11, Dropped: 15}, closeSender(t, s))
			assert.Equal(t, 1, n.count("dropping older ones"), "said once")
		})
	}
}

func TestSenderNeverBlocksOnAStalledDaemon(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-release
	}))
	defer srv.Close()
	defer close(release)
	s := NewSender(Config{URL: srv.URL + "/v1/process", ProcessID: "web", MaxBatch: 10, MaxBacklog: 100})
	for i := range 10_000 {
		s.Line("stdout", fmt.Sprint(i))
	}
	st := s.Stats()
	assert.LessOrEqual(t, st.Pending, 110, "bounded: the backlog and one batch in flight")
	assert.Equal(t, 10_000, st.Pending+st.Dropped)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	assert.Equal(t, 0, s.Close(ctx).Sent, "an abandoned Sender stops")
}

func TestSenderRevivesTheDaemon(t *testing.T) {
	d := startDaemon(t)
	d.stop()
	var n notices
	var revived atomic.Int32
	s := NewSender(Config{URL: d.url(), ProcessID: "web", FlushEvery: time.Millisecond, Notify: n.add,
		Revive: func(context.Context) error {
			revived.Add(1)
			d.start(t, d.addr)
			return nil
		}})
	s.Line("stdout", "hello")
	require.Eventually(t, func() bool { return s.Stats().Sent == 1 }, wait, time.Millisecond)
	assert.Equal(t, int32(1), revived.Load())
	assert.Equal(t, []string{"hello"}, d.texts())
	assert.Equal(t, 0, n.count("cannot reach"), "a daemon started on demand is no news")
	closeSender(t, s)
}

func TestSenderRevivesTheDaemonWhenClosing(t *testing.T) {
	d := startDaemon(t)
	d.stop()
	var revived atomic.Int32
	s := NewSender(Config{URL: d.url(), ProcessID: "web", FlushEvery: time.Hour,
		Revive: func(context.Context) error {
			revived.Add(1)
			d.start(t, d.addr)
			return nil
		}})
	s.Line("stderr", "error TS2322")
	s.Exit(2)
	assert.Equal(t, Stats{Sent: 2}, closeSender(t, s), "a command that failed fast is delivered")
	assert.Equal(t, int32(1), revived.Load())
}

func TestSenderPacesRevive(t *testing.T) {
	d := startDaemon(t)
	d.status.Store(http.StatusServiceUnavailable)
	var mu sync.Mutex // guards now
	now := t0
	var revived atomic.Int32
	s := NewSender(Config{URL: d.url(), ProcessID: "web", FlushEvery: time.Millisecond,
		MaxBackoff: time.Millisecond, ReviveEvery: 5 * time.Second,
		Now: func() time.Time { mu.Lock(); defer mu.Unlock(); return now },
		Revive: func(context.Context) error {
			revived.Add(1)
			return fmt.Errorf("cannot start")
		}})
	defer closeSender(t, s)
	s.Line("stdout", "hello")
	require.Eventually(t, func() bool { return d.requests.Load() >= 5 }, wait, time.Millisecond)
	assert.Equal(t, int32(1), revived.Load(), "once per ReviveEvery, however many retries")

	mu.Lock()
	now = now.Add(5 * time.Second)
	mu.Unlock()
	require.Eventually(t, func() bool { return revived.Load() == 2 }, wait, time.Millisecond)
}

func TestSenderDropsARefusedBatch(t *testing.T) {
	d := startDaemon(t)
	d.status.Store(http.StatusBadRequest)
	var n notices
	s := NewSender(Config{URL: d.url(), ProcessID: "web", Notify: n.add})
	s.Line("stdout", "a")
	s.Line("stdout", "b")
	assert.Equal(t, Stats{Refused: 2}, closeSender(t, s))
	assert.Equal(t, int32(1), d.requests.Load(), "not retried")
	assert.Equal(t, 1, n.count("daemon refused the batch: forced"))
}

func TestSenderCloseGivesUpOnAnAbsentDaemon(t *testing.T) {
	d := startDaemon(t)
	d.stop()
	s := NewSender(Config{URL: d.url(), ProcessID: "web", FlushEvery: time.Hour})
	s.Line("stdout", "a")
	s.Exit(1)
	assert.Equal(t, Stats{Pending: 2}, closeSender(t, s))
	s.Line("stdout", "after close")
	assert.Equal(t, Stats{Pending: 2}, s.Stats(), "ignored after Close")
}
