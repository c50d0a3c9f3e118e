package observe

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/sync/semaphore"

	"github.com/errbundle/errbundle/bundle"
)

// DefaultReplyBudget bounds the replies the handler holds at once, across
// all calls, in bytes of their text: a reply is built in memory whole, and
// many large calls at once (limit 500 each) would otherwise hold as many
// replies. It is also the most one reply may be.
const DefaultReplyBudget = 8 << 20

// DefaultBusyWait is how long a call waits for room in the reply budget
// before it is answered busy.
const DefaultBusyWait = 5 * time.Second

// WithReplyBudget sets the reply budget (default [DefaultReplyBudget]) and
// how long a call waits for room in it (default [DefaultBusyWait]; 0 does
// not wait).
func WithReplyBudget(bytes int64, wait time.Duration) Option {
	return func(h *handler) { h.replies = newReplyBudget(bytes, wait) }
}

// replyBudget is a weighted semaphore over reply bytes. A call reserves
// its estimate ([estimate]) before it reads the store, so that the calls
// building replies at once fit; once built, the reservation is fitted to
// the reply's size and held until the reply has been written.
type replyBudget struct {
	sem  *semaphore.Weighted
	size int64
	wait time.Duration
	held atomic.Int64 // bytes reserved now
	peak atomic.Int64 // the most ever reserved at once, for tests
}

func newReplyBudget(size int64, wait time.Duration) *replyBudget {
	if size <= 0 {
		panic("observe: reply budget must be positive")
	}
	return &replyBudget{sem: semaphore.NewWeighted(size), size: size, wait: wait}
}

// grant is bytes reserved in a replyBudget.
type grant struct {
	b *replyBudget
	n int64
}

// errBusy is a call that found no room in the reply budget in time.
type errBusy struct{ budget int64 }

func (e errBusy) Error() string {
	return "busy: other calls hold the " + sizeText(e.budget) + " of replies the daemon builds at once; retry in a moment, or pass a smaller limit"
}

// reserve takes n bytes (at least 1, at most the whole budget), waiting
// up to b.wait for them.
func (b *replyBudget) reserve(ctx context.Context, n int64) (*grant, error) {
	n = max(1, min(n, b.size))
	if !b.sem.TryAcquire(n) {
		if b.wait <= 0 {
			return nil, errBusy{b.size}
		}
		wctx, cancel := context.WithTimeout(ctx, b.wait)
		err := b.sem.Acquire(wctx, n)
		cancel()
		if err != nil {
			return nil, errBusy{b.size}
		}
	}
	b.add(n)
	return &grant{b: b, n: n}, nil
}

func (b *replyBudget) add(n int64) {
	held := b.held.Add(n)
	for p := b.peak.Load(); held > p && !b.peak.CompareAndSwap(p, held); p = b.peak.Load() {
	}
}

// fit resizes g to n bytes, the size of the reply built: it gives back
// what the reply does not need, or takes more, waiting for it as reserve
// does (the reply is built: better to wait than to throw it away). It
// returns an error for the caller if the reply does not fit.
func (g *grant) fit(ctx context.Context, n int64) error {
	switch {
	case n > g.b.size:
		return fmt.Errorf("reply of %d bytes is over the %s a reply may be: pass a smaller limit, or since or after", n, sizeText(g.b.size))
	case n < g.n:
		g.b.held.Add(n - g.n)
		g.b.sem.Release(g.n - n)
		g.n = n
	case n > g.n:
		more, err := g.b.reserve(ctx, n-g.n)
		if err != nil {
			return err
		}
		g.n += more.n
	}
	return nil
}

// release gives all of g back; nil is a no-op.
func (g *grant) release() {
	if g == nil || g.n == 0 {
		return
	}
	g.b.held.Add(-g.n)
	g.b.sem.Release(g.n)
	g.n = 0
}

// replyHold keeps the grants of the replies of one HTTP request until the
// request has been answered: the reply is in memory until it is written.
type replyHold struct {
	mu     sync.Mutex // guards grants
	grants []*grant
}

func (h *replyHold) keep(g *grant) {
	h.mu.Lock()
	h.grants = append(h.grants, g)
	h.mu.Unlock()
}

func (h *replyHold) release() {
	h.mu.Lock()
	gs := h.grants
	h.grants = nil
	h.mu.Unlock()
	for _, g := range gs {
		g.release()
	}
}

type holdKey struct{}

// holdFrom returns the replyHold the HTTP handler put in ctx, or nil.
func holdFrom(ctx context.Context) *replyHold {
	h, _ := ctx.Value(holdKey{}).(*replyHold)
	return h
}

// estimate is what a call of a reserves before it reads the store: the
// size of the replies of a busy session's store, generous, so that a
// reply rarely needs more once built. error_bundles bounds its own size.
func estimate(a Args) int64 {
	per, def := int64(0), 0
	switch a.What {
	case ModeErrorBundles:
		limit := a.limit(bundle.DefaultLimit)
		return int64((limit+bundle.DefaultLimit-1)/bundle.DefaultLimit) * MaxReplyBytes
	case ModeErrors:
		per, def = 4<<10, 20
	case ModeLogs:
		per, def = 1<<10, 50
	case ModeNetworkBodies:
		per, def = 8<<10, 20
	case ModeActions:
		per, def = 512, 50
	case ModeGetErrors:
		per, def = 4<<10, 25
	default:
		return 16 << 10
	}
	return per * int64(a.limit(def))
}

// replySize is the bytes of res's text.
func replySize(res *mcp.CallToolResult) int64 {
	var n int64
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			n += int64(len(tc.Text))
		}
	}
	return n
}

// sizeText writes n bytes in MiB, or KiB below one.
func sizeText(n int64) string {
	if n < 1<<20 {
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%.3g MiB", float64(n)/(1<<20))
}
