package capture

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/redact"
)

// fixedClock is a store clock tests move by hand.
type fixedClock struct{ t time.Time }

func (c *fixedClock) Now() time.Time { return c.t }

func newTestStore(tb testing.TB, cfg Config) (*Store, *fixedClock) {
	tb.Helper()
	clk := &fixedClock{t: t0}
	cfg.Now = clk.Now
	return NewStore(cfg), clk
}

func at(sec float64) Meta {
	return Meta{Time: t0.Add(time.Duration(sec * float64(time.Second))), TabID: "1"}
}

func collect[T any](v View[T]) []*T {
	var out []*T
	v.All(func(e *T) bool { out = append(out, e); return true })
	return out
}

func TestErrorLogIsAlsoAnError(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	s.Add(Batch{Logs: []*Log{{Meta: at(1), Level: LevelError, Message: "Validation failed"}, {Meta: at(2), Level: LevelWarn, Message: "slow"}}})
	snap := s.Snapshot()
	errs := collect(snap.Errors)
	require.Len(t, errs, 1)
	assert.Equal(t, KindConsole, errs[0].Kind)
	assert.Equal(t, "Validation failed", errs[0].Message)
	logs := collect(snap.Logs)
	require.Len(t, logs, 2)
	assert.Equal(t, logs[1].Seq, errs[0].LogSeq, "the error points at the log it came from")
	assert.NotEqual(t, errs[0].Seq, errs[0].LogSeq)
}

func TestByteBudgetEvictsOldestAcrossBuffers(t *testing.T) {
	s, _ := newTestStore(t, Config{MaxBytes: 20_000})
	body := strings.Repeat("x", 1000)
	s.Add(Batch{Logs: []*Log{{Meta: at(1), Level: LevelInfo, Message: "first"}}})
	for i := 0; i < 40; i++ {
		s.Add(Batch{Requests: []*Request{{Meta: at(float64(2 + i)), Method: "GET", URL: "http://localhost/a", Status: 200, ResponseBody: body}}})
	}
	st := s.Stats()
	assert.LessOrEqual(t, st.Bytes, int64(20_000))
	assert.Equal(t, 0, st.Buffers["logs"].Count, "the oldest event, a log, goes first")
	assert.Equal(t, uint64(1), st.Buffers["logs"].Evicted)
	assert.Positive(t, st.Buffers["network"].Evicted)
	var sum int64
	for _, b := range st.Buffers {
		sum += b.Bytes
	}
	assert.Equal(t, st.Bytes, sum, "the store's total is the sum of its buffers")
}

func TestAddRedactsAndCapsBeforeStoring(t *testing.T) {
	s, _ := newTestStore(t, Config{MaxBody: 64})
	s.Add(Batch{
		Requests: []*Request{{Meta: at(1), Method: "post", URL: "http://localhost/login?token=abc", Status: 401,
			RequestHeaders: map[string]string{"Authorization": "Bearer s3cret", "Accept": "*/*"},
			RequestBody:    `{"user":"ada","password":"hunter2"}`,
			ResponseBody:   strings.Repeat("é", 100)}},
		Actions: []*Action{{Meta: at(2), Type: "input", Selector: `input[type="password"]`, Value: "hunter2"}},
		Errors:  []*Error{{Meta: at(3), Message: "card 4111 1111 1111 1111 declined"}},
	})
	snap := s.Snapshot()
	r := collect(snap.Requests)[0]
	assert.Equal(t, "POST", r.Method)
	assert.Equal(t, "http://localhost/login?token=[redacted]", r.URL)
	assert.Equal(t, redact.Redacted, r.RequestHeaders["Authorization"])
	assert.Equal(t, "*/*", r.RequestHeaders["Accept"])
	assert.NotContains(t, r.RequestBody, "hunter2")
	assert.True(t, r.BodyTruncated)
	assert.LessOrEqual(t, len(r.ResponseBody), 64)
	assert.True(t, strings.HasPrefix(r.ResponseBody, "éé"), "the head is kept, cut on a rune boundary")
	assert.Equal(t, redact.Redacted, collect(snap.Actions)[0].Value)
	assert.NotContains(t, collect(snap.Errors)[0].Message, "4111")
}

func TestPageLoadsAndMarkRead(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	s.Add(Batch{Actions: []*Action{{Meta: at(5), Type: ActionLoad}, {Meta: at(2), Type: ActionLoad}, {Meta: at(9), Type: "click"}}})
	s.Add(Batch{Errors: []*Error{{Meta: at(6), Message: "a"}, {Meta: at(7), Message: "b"}}})
	snap := s.Snapshot()
	assert.Equal(t, t0.Add(5*time.Second), snap.PageLoads["1"], "the latest load, whatever the arrival order")
	errs := collect(snap.Errors)
	s.MarkRead([]uint64{errs[0].Seq})
	after := s.Snapshot()
	assert.True(t, after.WasRead(errs[0].Seq))
	assert.False(t, after.WasRead(errs[1].Seq))
	assert.False(t, snap.WasRead(errs[0].Seq), "an earlier snapshot is not changed")
}

// TestConcurrentWritersAndReaders checks that every snapshot is
// consistent: counts add up and no event is half-written.
func TestConcurrentWritersAndReaders(t *testing.T) {
	s, _ := newTestStore(t, Config{MaxLogs: 500, MaxErrors: 500})
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < 300; i++ {
				s.Add(Batch{Logs: []*Log{{Meta: at(float64(i)), Level: LevelError, Message: "m"}}})
			}
		}(w)
	}
	var readers sync.WaitGroup
	readers.Add(1)
	go func() {
		defer readers.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			snap := s.Snapshot()
			logs, errs := collect(snap.Logs), collect(snap.Errors)
			assert.Equal(t, snap.Logs.Len(), len(logs))
			for _, e := range errs {
				if e.Message != "m" || e.Kind != KindConsole {
					t.Errorf("half-written error %+v", e)
				}
			}
		}
	}()
	wg.Wait()
	close(stop)
	readers.Wait()
	st := s.Stats()
	assert.Equal(t, 500, st.Buffers["logs"].Count)
	assert.Equal(t, uint64(1200-500), st.Buffers["logs"].Evicted)
}

// A console error called from a framework's code (Next's overlay logging a
// build error) is located at the file its message names; one whose stack
// has an application frame keeps that frame; a served URL in a warning
// names nothing. One called from a framework's error handler with the
// Error it caught (Angular's console.error("ERROR", err)) is located at
// the first application frame of that Error's stack, which its message
// renders; so is one an app's own error boundary logs, whose call's stack
// names only the boundary's handler.
func TestConsoleErrorLocatedByItsMessage(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	s.Add(Batch{Logs: []*Log{
		{Meta: at(0), Level: LevelError,
			Message: "ERROR TypeError: Cannot read properties of undefined (reading 'price')\n" +
				"    at CartComponent.checkout (http://localhost:4200/main.js:41:27)\n" +
				"    at CartComponent_Template_button_click_3_listener (http://localhost:4200/main.js:58:20)\n" +
				"    at executeListenerWithErrorHandling (http://localhost:4200/chunk-ANGULAR.js:9:1)",
			Stack: "Error\n    at _ErrorHandler.handleError (http://localhost:4200/node_modules/.vite/deps/@angular_core.js:1:2)\n" +
				"    at Object.onHandleError (http://localhost:4200/node_modules/.vite/deps/@angular_core.js:3:4)"},
		{Meta: at(1), Level: LevelError, Message: "./app/hot/page.tsx:7:49\nParsing ecmascript source code failed",
			Stack: "Error\n    at console.error (http://h/_next/static/chunks/node_modules_next_dist_client_abc.js:1:2)"},
		{Meta: at(2), Level: LevelError, Message: "see ./src/a.ts:3:4",
			Stack: "Error\n    at save (http://h/src/cart.ts:9:5)"},
		{Meta: at(3), Level: LevelWarn, Message: "at Cart (http://localhost:5173/src/Cart.tsx:12:5)"},
		// An app's own error boundary (Svelte's <svelte:boundary
		// onerror>, seen in TestUIApps) logging what it caught: the
		// Error's frame, not the handler's line.
		{Meta: at(4), Level: LevelError,
			Message: "coupon failed: Error: coupon SPRING has expired\n" +
				"    at $effect (http://127.0.0.1:42361/src/CouponCode.svelte:16:9)\n" +
				"    at update_reaction (http://127.0.0.1:42361/node_modules/.vite/deps/runtime-Do_u7Ssq.js?v=4c3018ab:4166:16)",
			Stack: "Error\n    at couponFailed (http://127.0.0.1:42361/src/App.svelte:64:11)"},
		// A multi-line message with no stack in it keeps its call's place.
		{Meta: at(5), Level: LevelError, Message: "save failed:\nthe cart is read-only",
			Stack: "Error\n    at save (http://h/src/cart.ts:12:7)"},
	}})
	var got []string
	s.Snapshot().Logs.All(func(l *Log) bool { got = append(got, l.Location); return true })
	assert.Equal(t, []string{"src/cart.ts:12:7", "src/CouponCode.svelte:16:9", "", "src/cart.ts:9:5", "app/hot/page.tsx:7:49", "main.js:41:27"}, got, "newest first")
}
