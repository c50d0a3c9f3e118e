package observe

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errbundle/errbundle/capture"
)

// MaxWaitSeconds bounds wait_seconds: long enough to see a page reload
// and its first requests, short enough for an agent's tool-call timeout.
const MaxWaitSeconds = 60

// cursor is the position a reply was read at, as the reply gives it and
// the after argument takes it back: the store's epoch and the arrival
// sequence of the latest event, "5f3a9c1e-1234". Agents treat it as
// opaque.
func cursor(snap *capture.Snapshot) string {
	return cursorAt(snap.Epoch, snap.Seq)
}

// cursorAt is the cursor of the arrival sequence seq of the store of
// epoch.
func cursorAt(epoch uint32, seq uint64) string {
	return fmt.Sprintf("%08x-%d", epoch, seq)
}

// afterSeq resolves the after argument against snap: the arrival sequence
// to read after, 0 for none. A cursor of another store (the daemon
// restarted since; its events were restored under new numbers) reads
// everything held rather than risk hiding what came after it.
func afterSeq(after string, snap *capture.Snapshot) (uint64, error) {
	if after == "" {
		return 0, nil
	}
	epoch, seq, ok := strings.Cut(after, "-")
	e, err1 := strconv.ParseUint(epoch, 16, 32)
	n, err2 := strconv.ParseUint(seq, 10, 64)
	if !ok || err1 != nil || err2 != nil || len(epoch) != 8 {
		return 0, fmt.Errorf("after: cannot parse cursor %q: pass the cursor field of an earlier reply as it was", after)
	}
	if uint32(e) != snap.Epoch {
		return 0, nil
	}
	return n, nil
}

// relevant is the newest arrival among the buffers a view reads: the
// view has nothing new to say while it is not past the cursor.
func relevant(snap *capture.Snapshot, what string) uint64 {
	switch what {
	case ModeErrorBundles:
		return snap.Errors.LastSeq()
	case ModeErrors:
		return max(snap.Errors.LastSeq(), snap.Logs.LastSeq())
	case ModeLogs:
		return snap.Logs.LastSeq()
	case ModeNetworkBodies:
		return snap.Requests.LastSeq()
	case ModeActions:
		return snap.Actions.LastSeq()
	case ModeGetErrors:
		return max(snap.Errors.LastSeq(), snap.Logs.LastSeq(), snap.Requests.LastSeq(), snap.Problems.LastSeq(), snap.Backend.LastSeq())
	}
	return snap.Seq
}

// waitLoop answers a, waiting up to wait_seconds for something new when
// the answer is empty. Each round takes the store's change channel before
// its snapshot, so an event stored after the snapshot always ends the
// wait; a waiter holds no snapshot while it waits, only the channel every
// waiter shares, so many waiting calls cost a goroutine each. The wait
// ends with ctx: a client that goes away (its HTTP request cancelled, or
// an MCP cancellation) stops waiting at once.
func (h *handler) waitLoop(ctx context.Context, a Args, roots []string, hold *replyHold) (*mcp.CallToolResult, error) {
	if caller, ok := ctx.Value(callerKey{}).(context.Context); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithCancel(ctx)
		defer cancel()
		defer context.AfterFunc(caller, cancel)()
	}
	var timeout <-chan time.Time
	if a.WaitSeconds > 0 {
		t := time.NewTimer(time.Duration(a.WaitSeconds * float64(time.Second)))
		defer t.Stop()
		timeout = t.C
	}
	var seen uint64 // the newest relevant arrival already answered about
	for {
		changed := h.store.Changed()
		h.store.FlushIdle()
		snap := h.store.Snapshot()
		after, err := afterSeq(a.After, snap)
		if err != nil {
			return nil, err
		}
		// Checked before scoping, which reads every event: a waiter woken
		// by news for another view costs a snapshot and no more.
		if last := relevant(snap, a.What); seen == 0 || last > seen {
			seen = last
			// Room for the reply before it is built: a waiter holds none.
			g, err := h.replies.reserve(ctx, estimate(a))
			if err != nil {
				return nil, err
			}
			scoped, outside := h.scoped(snap, a, roots)
			res, n, cur, err := h.answer(ctx, scoped, a, after)
			if err != nil {
				g.release()
				return nil, err
			}
			if n > 0 || timeout == nil {
				res = withNotice(res, outside.Notice())
				if a.What == ModeGetErrors && !a.Raw {
					// The text form's last line, after the scope's notice.
					appendLine(res, "cursor: "+cur)
				}
				if err := g.fit(ctx, replySize(res)); err != nil {
					g.release()
					return nil, err
				}
				hold.keep(g)
				return res, nil
			}
			g.release()
		}
		snap = nil // a waiter pins no copy of the buffers
		if !h.store.Wait(ctx, changed, timeout) {
			// Quiet to the end, or the client went away: a last answer,
			// with the cursor of now.
			timeout = nil
			seen = 0
		}
	}
}

// appendLine adds a line to a text result.
func appendLine(res *mcp.CallToolResult, line string) {
	if len(res.Content) == 0 {
		return
	}
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		tc.Text += "\n" + line
	}
}

type callerKey struct{}

// WithCaller marks ctx, the context of the HTTP request that carries a
// tools/call, as the caller's: a wait ends when it does. The SDK's
// streamable HTTP handler detaches a call's context from its request (so
// that a stream can be resumed), and a stateless server cannot route the
// client's cancellation to the call; the request's own context is what
// says the client went away. Context values survive the detaching.
func WithCaller(ctx context.Context) context.Context {
	return context.WithValue(ctx, callerKey{}, ctx)
}
