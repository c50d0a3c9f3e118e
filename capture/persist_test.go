package capture

import (
	"bytes"
	"compress/gzip"
	"encoding/gob"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fillStore gives s one of everything: every error kind, every field of
// every event type set somewhere, a read error, two processes with
// problems, a build boundary, a restart and an exit.
func fillStore(tb testing.TB, s *Store) {
	tb.Helper()
	s.Add(Batch{
		Actions: []*Action{
			{Meta: Meta{Time: t0, TabID: "1", PageURL: "http://localhost:3000/cart"}, Type: ActionLoad, URL: "http://localhost:3000/cart"},
			{Meta: at(1), Type: "click", Selector: "button#pay", Text: "Pay now"},
			{Meta: at(1.5), Type: "input", Selector: "input#qty", Value: "3"},
			{Meta: at(1.7), Type: ActionNavigate, URL: "http://localhost:3000/cart", ToURL: "http://localhost:3000/pay"},
		},
	})
	s.Add(Batch{
		Requests: []*Request{
			{Meta: Meta{Time: t0.Add(2 * time.Second), TabID: "1", PageURL: "http://localhost:3000/cart"},
				Method: "POST", URL: "http://localhost:3000/api/pay", Status: 500, Duration: 120 * time.Millisecond,
				ContentType: "application/json", RequestBody: `{"qty":3}`, ResponseBody: `{"error":"card declined"}`,
				Initiator: "fetch", RequestHeaders: map[string]string{"Accept": "*/*"}, ResponseHeaders: map[string]string{"X-Trace": "abc"},
				TraceID: "4bf92f3577b34da6a3ce929d0e0e4736"},
			{Meta: at(2.1), Method: "GET", URL: "http://localhost:3000/api/big", Status: 200, ResponseBody: strings.Repeat("é", 40), BodyTruncated: true},
			{Meta: at(2.2), Method: "GET", URL: "http://localhost:3000/api/down", Error: "net::ERR_CONNECTION_REFUSED"},
			{Meta: at(2.3), Method: "GET", URL: "http://localhost:3000/src/main.tsx", Status: 200, Initiator: "script"},
			{Meta: at(2.4), Method: "POST", URL: "http://localhost:3000/graphql", Status: 200, ContentType: "application/json",
				ResponseBody: `{"errors":[{"message":"x"}]}`, Initiator: "fetch"},
		},
		Errors: []*Error{
			{Meta: Meta{Time: t0.Add(3 * time.Second), TabID: "1", PageURL: "http://localhost:3000/cart"},
				Message: "TypeError: Cannot read properties of undefined (reading 'total')", Type: "TypeError", Kind: KindException,
				Source: "window.onerror", URL: "http://localhost:3000/src/Cart.tsx", Line: 42, Column: 7,
				Stack:          "TypeError: x\n    at Cart (http://localhost:3000/src/Cart.tsx:42:7)",
				ComponentStack: []Component{{Name: "Cart", URL: "http://localhost:3000/src/Cart.tsx", Line: 40, Column: 3}, {Name: "App"}}},
			{Meta: Meta{Time: t0.Add(4 * time.Second), TabID: "tab-b"}, Message: "payment failed", Kind: KindRejection},
		},
		Logs: []*Log{
			{Meta: at(3.5), Level: LevelError, Message: "Validation failed for order 12",
				Stack: "Error\n    at submit (http://localhost:3000/src/Signup.tsx?t=1:22:13)", URL: "http://localhost:3000/src/Signup.tsx?t=1", Line: 22, Column: 13},
			{Meta: Meta{Time: t0.Add(3600 * time.Millisecond), TabID: "1", PageURL: "http://localhost:3000/cart"}, Level: LevelWarn, Message: "slow render"},
			{Meta: Meta{Time: t0.Add(3700 * time.Millisecond)}, Level: LevelInfo, Message: "no tab"},
			{Meta: Meta{Time: t0.Add(3800 * time.Millisecond), TabID: "1"}, Level: LevelDebug, Message: "[vite] connected."},
		},
	})
	s.Add(Batch{Actions: []*Action{{Meta: Meta{Time: t0.Add(5 * time.Second), TabID: "tab-b"}, Type: ActionLoad, URL: "http://localhost:3000/"}}})

	s.AddProcess("api", []ProcessEvent{{Type: ProcessStart, Time: t0, Command: "go run ./cmd/api", Dir: "/home/me/api", PID: 4242}})
	s.AddProcess("api", lines(t0.Add(time.Second),
		"listening on :8080",
		"panic: runtime error: index out of range [3] with length 3",
		"",
		"goroutine 1 [running]:",
		"main.handler(...)",
		"\t/project/cmd/api/main.go:42 +0x1d",
		"exit status 2",
	))
	s.AddProcess("api", []ProcessEvent{{Type: ProcessExit, Time: t0.Add(2 * time.Second), ExitCode: 2}})
	s.AddProcess("api", []ProcessEvent{{Type: ProcessStart, Time: t0.Add(3 * time.Second)}})
	s.AddProcess("web", lines(t0.Add(time.Second),
		// A named warning: a classless "(node:1234) Warning: ..." with no
		// frame is node's notice, no problem of the app's (classify).
		"(node:1234) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
		"VITE v5.0.0  ready in 300 ms",
	))
	s.AddProcess("next", lines(t0.Add(time.Second),
		"[browser] ./app/page.tsx:25:16",
		"Error: Expected corresponding JSX closing tag for <button>",
	))
	s.AddProcess("turbo", lines(t0.Add(time.Second),
		"web:dev: VITE v5.0.0  ready in 300 ms",
		"api:dev: Error: listen EADDRINUSE: address already in use :::3001",
		"api:dev:     at Server.setupListenHandle [as _listen2] (node:net:1817:16)",
		"api:dev:     at Object.<anonymous> (/project/apps/api/server.js:4:8)",
	))
	s.FlushOpen()
	s.AddBackend([]*Backend{
		{Meta: Meta{Time: t0.Add(2 * time.Second), TabID: "1", PageURL: "http://localhost:3000/cart"}, Service: "node", Kind: BackendEvent,
			Severity: SeverityError, Type: "Error", Message: "card declined for cart 7",
			Frames:  []Frame{{Function: "charge", File: "/srv/app/server.js", Line: 23, Column: 9, InApp: true}},
			TraceID: "4bf92f3577b34da6a3ce929d0e0e4736", SpanID: "00f067aa0ba902b7", RequestTraceIDs: []string{"4bf92f3577b34da6a3ce929d0e0e4736"},
			Method: "POST", Route: "/api/pay", Status: 500},
	})

	var seqs []uint64
	for _, e := range collect(s.Snapshot().Errors) {
		seqs = append(seqs, e.Seq)
	}
	s.MarkRead(seqs[:1])
}

// snapshotState is everything a query can see in a store, with the Seq
// numbers replaced by each event's rank in arrival order, so that a
// restored store compares equal if it kept every field and the order.
type snapshotState struct {
	Errors    []Error
	Read      []bool
	Logs      []Log
	Requests  []Request
	Actions   []Action
	Lines     []Line
	Problems  []Problem
	Backend   []Backend
	Processes []Process
	PageLoads map[TabID]time.Time
	MaxDur    time.Duration
	Evicted   []bool
	Stats     Stats
}

func errorMeta(e *Error) *Meta     { return &e.Meta }
func logMeta(l *Log) *Meta         { return &l.Meta }
func requestMeta(r *Request) *Meta { return &r.Meta }
func actionMeta(a *Action) *Meta   { return &a.Meta }
func lineMeta(l *Line) *Meta       { return &l.Meta }
func problemMeta(p *Problem) *Meta { return &p.Meta }
func backendMeta(p *Backend) *Meta { return &p.Meta }

func seqsOf[T any](v View[T], meta func(*T) *Meta) []uint64 {
	var out []uint64
	for _, e := range collect(v) {
		out = append(out, meta(e).Seq)
	}
	return out
}

// ranked copies the view's events, newest first, their Seq replaced by
// its rank.
func ranked[T any](v View[T], rank map[uint64]uint64, meta func(*T) *Meta) []T {
	var out []T
	for _, e := range collect(v) {
		c := *e
		meta(&c).Seq = rank[meta(&c).Seq]
		out = append(out, c)
	}
	return out
}

func stateOf(tb testing.TB, s *Store) snapshotState {
	tb.Helper()
	snap := s.Snapshot()
	// Seqs are renumbered by a restore: compare their ranks across all
	// buffers instead.
	var all []uint64
	all = append(all, seqsOf(snap.Errors, errorMeta)...)
	all = append(all, seqsOf(snap.Logs, logMeta)...)
	all = append(all, seqsOf(snap.Requests, requestMeta)...)
	all = append(all, seqsOf(snap.Actions, actionMeta)...)
	all = append(all, seqsOf(snap.Lines, lineMeta)...)
	all = append(all, seqsOf(snap.Problems, problemMeta)...)
	all = append(all, seqsOf(snap.Backend, backendMeta)...)
	slices.Sort(all)
	rank := make(map[uint64]uint64, len(all))
	for i, seq := range all {
		rank[seq] = uint64(i + 1)
	}
	st := snapshotState{PageLoads: snap.PageLoads, MaxDur: snap.MaxRequestDuration, Processes: snap.Processes, Stats: s.Stats()}
	for _, e := range collect(snap.Errors) {
		st.Read = append(st.Read, snap.WasRead(e.Seq))
	}
	st.Errors = ranked(snap.Errors, rank, errorMeta)
	for i := range st.Errors {
		if st.Errors[i].LogSeq != 0 {
			st.Errors[i].LogSeq = rank[st.Errors[i].LogSeq]
		}
	}
	st.Logs = ranked(snap.Logs, rank, logMeta)
	st.Requests = ranked(snap.Requests, rank, requestMeta)
	st.Actions = ranked(snap.Actions, rank, actionMeta)
	st.Lines = ranked(snap.Lines, rank, lineMeta)
	st.Problems = ranked(snap.Problems, rank, problemMeta)
	st.Backend = ranked(snap.Backend, rank, backendMeta)
	since := t0.Add(-time.Hour)
	st.Evicted = []bool{snap.Errors.EvictedSince(since), snap.Logs.EvictedSince(since), snap.Requests.EvictedSince(since),
		snap.Actions.EvictedSince(since), snap.Lines.EvictedSince(since), snap.Problems.EvictedSince(since),
		snap.Backend.EvictedSince(since)}
	return st
}

// assertEveryFieldSet fails for a field of T that is zero in all of evs:
// a field the round trip would not prove it keeps. skip names fields that
// cannot be set for this type.
func assertEveryFieldSet[T any](tb testing.TB, evs []T, skip ...string) {
	tb.Helper()
	var walk func(prefix string, get func(i int) reflect.Value, typ reflect.Type)
	walk = func(prefix string, get func(i int) reflect.Value, typ reflect.Type) {
		for f := range typ.Fields() {
			name := prefix + f.Name
			if f.Anonymous {
				walk(name+".", func(i int) reflect.Value { return get(i).FieldByIndex(f.Index) }, f.Type)
				continue
			}
			if strings.Contains(" "+strings.Join(skip, " ")+" ", " "+f.Name+" ") {
				continue
			}
			set := false
			for i := range evs {
				set = set || !get(i).FieldByIndex(f.Index).IsZero()
			}
			assert.True(tb, set, "%T.%s is zero in every event of the fixture: set it so the round trip proves it survives", evs[0], name)
		}
	}
	walk("", func(i int) reflect.Value { return reflect.ValueOf(evs[i]) }, reflect.TypeFor[T]())
}

func TestSnapshotRoundTrip(t *testing.T) {
	s, clk := newTestStore(t, Config{MaxBody: 64})
	fillStore(t, s)
	clk.t = t0.Add(10 * time.Second)
	before := stateOf(t, s)

	assertEveryFieldSet(t, before.Errors)
	assertEveryFieldSet(t, before.Logs)
	assertEveryFieldSet(t, before.Requests)
	assertEveryFieldSet(t, before.Actions)
	assertEveryFieldSet(t, before.Lines, "TabID", "PageURL")
	assertEveryFieldSet(t, before.Problems, "TabID", "PageURL")
	assertEveryFieldSet(t, before.Processes)
	assertEveryFieldSet(t, before.Backend, "Frames") // rendered into Stack and Location on arrival
	assert.Contains(t, before.Read, true)
	assert.Contains(t, before.Read, false)
	require.Len(t, before.PageLoads, 2)

	var buf bytes.Buffer
	require.NoError(t, s.WriteSnapshot(&buf))
	assert.True(t, strings.HasPrefix(buf.String(), "errbundle snapshot v1\n"), "a readable header: %q", buf.String()[:30])

	restored, rclk := newTestStore(t, Config{MaxBody: 64})
	rclk.t = clk.t
	require.NoError(t, restored.ReadSnapshot(&buf))
	assert.Equal(t, before, stateOf(t, restored))

	// And again: a restored store writes what it read.
	var again bytes.Buffer
	require.NoError(t, restored.WriteSnapshot(&again))
	third, tclk := newTestStore(t, Config{MaxBody: 64})
	tclk.t = clk.t
	require.NoError(t, third.ReadSnapshot(&again))
	assert.Equal(t, before, stateOf(t, third))
}

func TestSnapshotKeepsEvictionState(t *testing.T) {
	s, _ := newTestStore(t, Config{MaxLogs: 2})
	for i := range 5 {
		s.Add(Batch{Logs: []*Log{{Meta: at(float64(i)), Level: LevelInfo, Message: fmt.Sprint("log ", i)}}})
	}
	var buf bytes.Buffer
	require.NoError(t, s.WriteSnapshot(&buf))
	restored, _ := newTestStore(t, Config{MaxLogs: 2})
	require.NoError(t, restored.ReadSnapshot(&buf))
	snap := restored.Snapshot()
	assert.Equal(t, uint64(3), snap.Logs.Evicted())
	assert.True(t, snap.Logs.EvictedSince(t0.Add(2*time.Second)), "a window over evicted logs still says so")
	assert.False(t, snap.Logs.EvictedSince(t0.Add(3*time.Second)))
}

func TestSnapshotIntoSmallerStoreKeepsNewest(t *testing.T) {
	big, _ := newTestStore(t, Config{})
	body := strings.Repeat("x", 2000)
	for i := range 100 {
		big.Add(Batch{
			Logs:     []*Log{{Meta: at(float64(i)), Level: LevelError, Message: fmt.Sprint("failure ", i)}},
			Requests: []*Request{{Meta: at(float64(i) + 0.5), Method: "GET", URL: "http://localhost/a", Status: 200, ResponseBody: body}},
		})
	}
	var buf bytes.Buffer
	require.NoError(t, big.WriteSnapshot(&buf))

	small, _ := newTestStore(t, Config{MaxLogs: 10, MaxErrors: 5, MaxBytes: 40_000, MaxBody: 100})
	require.NoError(t, small.ReadSnapshot(&buf))
	st := small.Stats()
	assert.LessOrEqual(t, st.Bytes, int64(40_000))
	var sum int64
	for _, b := range st.Buffers {
		sum += b.Bytes
	}
	assert.Equal(t, st.Bytes, sum, "the store's total is the sum of its buffers")
	assert.Equal(t, 10, st.Buffers["logs"].Count)
	assert.Equal(t, 5, st.Buffers["errors"].Count)

	snap := small.Snapshot()
	logs := collect(snap.Logs)
	assert.Equal(t, "failure 99", logs[0].Message, "the newest are kept")
	assert.Equal(t, "failure 90", logs[9].Message)
	errs := collect(snap.Errors)
	assert.Equal(t, "failure 95", errs[4].Message)
	for i := 1; i < len(logs); i++ {
		assert.Greater(t, logs[i-1].Seq, logs[i].Seq, "arrival order kept")
	}
	for _, e := range errs {
		// Each console error still points at the log it came from.
		var found bool
		for _, l := range logs {
			found = found || (l.Seq == e.LogSeq && l.Message == e.Message)
		}
		assert.True(t, found, "error %q lost its log", e.Message)
	}
	for _, r := range collect(snap.Requests) {
		assert.Len(t, r.ResponseBody, 100, "bodies capped to the new store's limit")
		assert.True(t, r.BodyTruncated)
	}
}

func TestSnapshotLogSeqOfEvictedLog(t *testing.T) {
	s, _ := newTestStore(t, Config{MaxLogs: 1})
	s.Add(Batch{Logs: []*Log{{Meta: at(1), Level: LevelError, Message: "boom"}}})
	s.Add(Batch{Logs: []*Log{{Meta: at(2), Level: LevelInfo, Message: "later"}}})
	var buf bytes.Buffer
	require.NoError(t, s.WriteSnapshot(&buf))
	restored, _ := newTestStore(t, Config{})
	require.NoError(t, restored.ReadSnapshot(&buf))
	errs := collect(restored.Snapshot().Errors)
	require.Len(t, errs, 1)
	assert.Zero(t, errs[0].LogSeq, "the log is gone: the error must not name another event")
}

// encodeSnapshot writes a hand-made stream, for inputs WriteSnapshot never
// produces.
func encodeSnapshot(tb testing.TB, version string, values ...any) []byte {
	tb.Helper()
	var buf bytes.Buffer
	buf.WriteString("errbundle snapshot v" + version + "\n")
	zw := gzip.NewWriter(&buf)
	enc := gob.NewEncoder(zw)
	for _, v := range values {
		require.NoError(tb, enc.Encode(v))
	}
	require.NoError(tb, zw.Close())
	return buf.Bytes()
}

func TestSnapshotBadInput(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	fillStore(t, s)
	var good bytes.Buffer
	require.NoError(t, s.WriteSnapshot(&good))
	valid := good.Bytes()
	flipped := bytes.Clone(valid)
	flipped[len(flipped)/2] ^= 0xff
	hdr := &snapHeader{Saved: t0}
	log := &snapRecord{Log: &Log{Meta: at(1), Message: "x"}}

	tests := []struct {
		name  string
		input []byte
		want  error
	}{
		{"empty", nil, ErrNotSnapshot},
		{"foreign text", []byte("hello, world\n"), ErrNotSnapshot},
		{"foreign gzip", gzipOf(t, "errbundle snapshot v1\n"), ErrNotSnapshot},
		{"header only", []byte("errbundle snapshot v1\n"), ErrSnapshotCorrupt},
		{"no version", []byte("errbundle snapshot v\n"), ErrNotSnapshot},
		{"version zero", []byte("errbundle snapshot v0\n"), ErrNotSnapshot},
		{"endless header", []byte("errbundle snapshot v" + strings.Repeat("1", 100) + "\n"), ErrNotSnapshot},
		{"future version", append([]byte("errbundle snapshot v2\n"), valid[len("errbundle snapshot v1\n"):]...), ErrSnapshotVersion},
		{"truncated mid-stream", valid[:len(valid)/2], ErrSnapshotCorrupt},
		{"truncated by one byte", valid[:len(valid)-1], ErrSnapshotCorrupt},
		{"flipped byte", flipped, ErrSnapshotCorrupt},
		{"not gzip", []byte("errbundle snapshot v1\n{\"seq\":1}\n"), ErrSnapshotCorrupt},
		{"no trailer", encodeSnapshot(t, "1", hdr, log), ErrSnapshotCorrupt},
		{"trailer miscounts", encodeSnapshot(t, "1", hdr, log, &snapRecord{End: true, Count: 2}), ErrSnapshotCorrupt},
		{"empty record", encodeSnapshot(t, "1", hdr, &snapRecord{Read: true}, &snapRecord{End: true, Count: 1}), ErrSnapshotCorrupt},
		{"two in one record", encodeSnapshot(t, "1", hdr, &snapRecord{Log: log.Log, Action: &Action{Type: "click"}}, &snapRecord{End: true, Count: 1}), ErrSnapshotCorrupt},
		{"process without id", encodeSnapshot(t, "1", hdr, &snapRecord{Process: &Process{Command: "x"}}, &snapRecord{End: true, Count: 1}), ErrSnapshotCorrupt},
		{"wrong types", encodeSnapshot(t, "1", "a string", 42), ErrSnapshotCorrupt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store, _ := newTestStore(t, Config{})
			err := store.ReadSnapshot(bytes.NewReader(tt.input))
			require.Error(t, err)
			assert.ErrorIs(t, err, tt.want)
			assert.Zero(t, store.Stats().Bytes, "a bad snapshot leaves the store as it was")
			assert.Empty(t, store.Snapshot().Processes)
		})
	}
}

func gzipOf(tb testing.TB, s string) []byte {
	tb.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	_, err := zw.Write([]byte(s))
	require.NoError(tb, err)
	require.NoError(tb, zw.Close())
	return buf.Bytes()
}

func TestSnapshotEveryTruncation(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	s.Add(Batch{Logs: []*Log{{Meta: at(1), Level: LevelError, Message: "boom"}}})
	var buf bytes.Buffer
	require.NoError(t, s.WriteSnapshot(&buf))
	valid := buf.Bytes()
	for n := range len(valid) {
		store, _ := newTestStore(t, Config{})
		err := store.ReadSnapshot(bytes.NewReader(valid[:n]))
		require.Error(t, err, "cut at %d of %d", n, len(valid))
		assert.Zero(t, store.Stats().Bytes)
	}
}

func TestSaveAndLoadFile(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	fillStore(t, s)
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "state.snap")

	empty, _ := newTestStore(t, Config{})
	assert.ErrorIs(t, empty.LoadFile(path), os.ErrNotExist)

	require.NoError(t, s.SaveFile(path))
	require.NoError(t, os.WriteFile(path+".other", nil, 0o600))
	require.NoError(t, s.SaveFile(path), "overwrites")
	entries, err := os.ReadDir(filepath.Dir(path))
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.ElementsMatch(t, []string{"state.snap", "state.snap.other"}, names, "no temporary file left behind")
	fi, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm(), "telemetry is private to the user")

	restored, _ := newTestStore(t, Config{})
	require.NoError(t, restored.LoadFile(path))
	assert.Equal(t, s.Stats(), restored.Stats())
}

func TestSaveFileFailureKeepsOldFile(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	fillStore(t, s)

	t.Run("parent is a file", func(t *testing.T) {
		parent := filepath.Join(t.TempDir(), "file")
		require.NoError(t, os.WriteFile(parent, []byte("old"), 0o600))
		require.Error(t, s.SaveFile(filepath.Join(parent, "state.snap")))
		got, err := os.ReadFile(parent)
		require.NoError(t, err)
		assert.Equal(t, "old", string(got))
	})

	t.Run("rename fails after the whole snapshot was written", func(t *testing.T) {
		// A non-empty directory cannot be replaced by a file, whoever runs
		// the test: the write succeeds, the rename fails, and the
		// temporary file must not be left behind.
		dir := t.TempDir()
		path := filepath.Join(dir, "state.snap")
		require.NoError(t, os.MkdirAll(path, 0o700))
		require.NoError(t, os.WriteFile(filepath.Join(path, "old"), []byte("old"), 0o600))
		require.Error(t, s.SaveFile(path))
		got, err := os.ReadFile(filepath.Join(path, "old"))
		require.NoError(t, err)
		assert.Equal(t, "old", string(got))
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		require.Len(t, entries, 1, "no temporary file left: %v", entries)
	})
}

func FuzzReadSnapshot(f *testing.F) {
	s := NewStore(Config{Now: func() time.Time { return t0 }})
	s.Add(Batch{Logs: []*Log{{Meta: at(1), Level: LevelError, Message: "boom"}}})
	s.AddProcess("api", lines(t0, "panic: boom", "goroutine 1 [running]:"))
	var buf bytes.Buffer
	require.NoError(f, s.WriteSnapshot(&buf))
	f.Add(buf.Bytes())
	f.Add([]byte("errbundle snapshot v1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		store := NewStore(Config{Now: func() time.Time { return t0 }})
		if err := store.ReadSnapshot(bytes.NewReader(data)); err != nil {
			assert.Zero(t, store.Stats().Bytes)
			return
		}
		var sum int64
		st := store.Stats()
		for _, b := range st.Buffers {
			sum += b.Bytes
		}
		assert.Equal(t, st.Bytes, sum)
	})
}
