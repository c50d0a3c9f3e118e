package observe

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errbundle/errbundle/bundle"
	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/scope"
)

// MaxReplyBytes bounds a default error_bundles reply as the client receives
// it. The reply is JSON in one text block, so it is paid for once.
const MaxReplyBytes = 16 << 10

// NewServer returns an MCP server serving the observe tool over store,
// mapping browser errors to their original source with sym (nil: as
// stored). Over HTTP, [NewHandler] serves it faster.
func NewServer(store *capture.Store, version string, sym Symbolizer, opts ...Option) *mcp.Server {
	s, _ := newServer(store, version, sym, opts...)
	return s
}

func newServer(store *capture.Store, version string, sym Symbolizer, opts ...Option) (*mcp.Server, *handler) {
	s := mcp.NewServer(implementation(version), &mcp.ServerOptions{
		Instructions: `Call observe({"what": "error_bundles"}) first when something in the web app breaks: it returns each error with the requests, actions, logs and dev-server output that led to it.`,
	})
	h := &handler{store: store, locate: Locator(sym), placeProblem: problemSource(sym)}
	h.maps, _ = sym.(waiter)
	for _, o := range opts {
		o(h)
	}
	if h.ports == nil {
		h.ports = &scope.Tracker{}
	}
	if h.replies == nil {
		h.replies = newReplyBudget(DefaultReplyBudget, DefaultBusyWait)
	}
	// A raw handler rather than mcp.AddTool's typed one: the tool's schema
	// stays the JSON compiled once (see [Tool]), and the arguments are
	// validated against the schema resolved once, by decodeArgs.
	s.AddTool(Tool(), h.serve)
	return s, h
}

// implementation is how the server names itself.
func implementation(version string) *mcp.Implementation {
	return &mcp.Implementation{Name: "errbundle", Title: "errbundle", Version: version}
}

type handler struct {
	store  *capture.Store
	locate bundle.Locator // nil when there is no resolver
	maps   waiter         // the resolver's fetches, waited for by a reply (see MapWait); nil for none
	// placeProblem places a dev server's problem in the project's source;
	// nil when there is no resolver.
	placeProblem bundle.ProblemSource
	// ports learns the ports of the wrapped processes, to scope replies
	// to the caller's project.
	ports *scope.Tracker
	// screenshot names the screenshot file of an error of tab at a time;
	// nil when there are none.
	screenshot func(tab capture.TabID, at time.Time) string
	// replies bounds the reply bytes in flight across all calls.
	replies *replyBudget
}

// Option adds to what [NewServer] serves.
type Option func(*handler)

// WithPorts shares a tracker of the wrapped processes' ports with whatever
// else reports them (the daemon's status); by default the server keeps
// one of its own.
func WithPorts(t *scope.Tracker) Option {
	return func(h *handler) { h.ports = t }
}

// WithScreenshots names, beside each error of error_bundles and errors,
// the screenshot find returns for its tab and time ("" for none).
func WithScreenshots(find func(tab capture.TabID, at time.Time) string) Option {
	return func(h *handler) { h.screenshot = find }
}

// withScreenshot sets the screenshot of an error item.
func (h *handler) withScreenshot(it *bundle.ErrorItem) {
	if h.screenshot != nil {
		it.Screenshot = h.screenshot(it.TabID, time.Time(it.Timestamp))
	}
}

// serve answers a tools/call. Bad arguments come back as a tool error,
// never a protocol error, so that the agent reads the reason.
//
// Over HTTP the reply's share of the reply budget is held until the
// request has been answered (see [httpHandler.ServeHTTP]); over other
// transports, until serve returns.
func (h *handler) serve(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a, err := decodeArgs(req.Params.Arguments)
	if err == nil && h.mustAskRoots(req, a, canAskRoots(req)) {
		return rootsInputRequest(), nil
	}
	hold := holdFrom(ctx)
	if hold == nil {
		hold = &replyHold{}
		defer hold.release()
	}
	return h.call(ctx, req, a, err, hold), nil
}

// mustAskRoots reports whether to answer req, whose client canAsk, with a
// roots input request (see [asksRoots]). Roots decide nothing while no
// process says where it runs: the scope is everything then, and asking
// costs the client a round trip on every call.
func (h *handler) mustAskRoots(req *mcp.CallToolRequest, a Args, canAsk bool) bool {
	return asksRoots(req, a, canAsk) && len(h.store.ProcessDirs()) > 0
}

// call answers req, whose arguments decoded to a or failed with argErr,
// keeping the reply's share of the reply budget in hold.
func (h *handler) call(ctx context.Context, req *mcp.CallToolRequest, a Args, argErr error, hold *replyHold) *mcp.CallToolResult {
	err := argErr
	if err == nil {
		roots, _ := callerRoots(req)
		var res *mcp.CallToolResult
		if res, err = h.waitLoop(ctx, a, roots, hold); err == nil {
			return res
		}
	}
	res := &mcp.CallToolResult{}
	res.SetError(err)
	return res
}

// answer dispatches on what, reading snap after the arrival sequence
// after (0: everything). It also returns how many entries the answer
// holds, for a wait goes on while that is 0, and the cursor it gives
// back.
// It waits up to MapWait for the maps of the errors it shows.
func (h *handler) answer(ctx context.Context, snap *capture.Snapshot, a Args, after uint64) (*mcp.CallToolResult, int, string, error) {
	since, err := a.Since.Resolve(snap.Now)
	if err != nil {
		return nil, 0, "", err
	}
	ctx, cancel := context.WithTimeout(ctx, MapWait)
	defer cancel()
	q := &query{Args: a, since: since, after: after, epoch: snap.Epoch, cursor: cursor(snap),
		locate: waitingLocator(ctx, h.locate, h.maps)}
	var res *mcp.CallToolResult
	var reply any
	var n int
	switch a.What {
	case ModeErrorBundles:
		res, n, err = h.errorBundles(snap, q)
	case ModeErrors:
		reply, n, err = h.errors(snap, q)
	case ModeLogs:
		reply, n = logs(snap, q)
	case ModeNetworkBodies:
		reply, n, err = networkBodies(snap, q)
	case ModeActions:
		reply, n = actions(snap, q)
	case ModeGetErrors:
		res, n, err = getErrors(snap, q, q.locate, h.placeProblem)
	case ModeProcesses:
		reply = processes(snap)
		n = len(snap.Processes)
	default:
		err = fmt.Errorf("what: unknown view %q; want one of %s", a.What, strings.Join(Modes, ", "))
	}
	if err == nil && res == nil {
		res, err = textResult(reply)
	}
	if err != nil {
		return nil, 0, "", err
	}
	return res, n, q.cursor, nil
}

// query is one reading of a view: the arguments, with since and after
// resolved against the snapshot, and the cursor the reply gives back.
type query struct {
	Args
	since time.Time
	after uint64 // arrival sequence; 0 for none
	// upto ends the reply in arrival order when limit cuts a reply read
	// after a cursor (see [query.stopAt]); 0 for no end.
	upto   uint64
	epoch  uint32
	cursor string
	more   bool // the reply stopped at upto: more arrived after it
	// locate places the reply's errors, waiting a while for their maps
	// (see waitingLocator); nil when there is no resolver.
	locate bundle.Locator
}

// fresh reports whether an event that arrived with seq is past the
// query's cursor, and not past where the reply stops.
func (q *query) fresh(seq uint64) bool { return seq > q.after && (q.upto == 0 || seq <= q.upto) }

// stopAt ends the reply at the arrival sequence upto: it holds what
// arrived after the cursor up to there, and its cursor, passed back,
// reads on from there. A reply read after a cursor stops so when limit
// would cut it: cut newest first, it would leave the earlier arrivals
// behind its cursor, never to be read.
func (q *query) stopAt(upto uint64) {
	q.upto, q.more = upto, true
	q.cursor = cursorAt(q.epoch, upto)
}

// paged reports whether the reply is read after a cursor, and so stops in
// arrival order when limit cuts it. A cursor of nothing yet ("…-0", or
// another store's) pages from the first arrival held.
func (q *query) paged() bool { return q.After != "" }

// page stops a reply of single entries read after a cursor at the limit-th
// arrival among seqs, the arrival sequences of the entries that match;
// nothing when they fit. It sorts seqs.
func (q *query) page(seqs []uint64, limit int) {
	if len(seqs) <= limit {
		return
	}
	slices.Sort(seqs)
	q.stopAt(seqs[limit-1])
}

// textContent is a result of one text block.
func textContent(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

// textResult encodes v as compact JSON in one text block.
func textResult(v any) (*mcp.CallToolResult, error) {
	buf := getBuffer()
	defer putBuffer(buf)
	b, err := encode(buf, v)
	if err != nil {
		return nil, err
	}
	return textContent(string(b)), nil
}

// buffers holds the buffers replies are encoded into: a reply is copied
// out of its buffer into the result's text once, so the buffer, which has
// grown to the size of a reply, can serve the next one.
var buffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// maxPooledBuffer bounds the buffers kept: a rare huge reply (limit 500)
// should not pin its memory.
const maxPooledBuffer = 256 << 10

func getBuffer() *bytes.Buffer {
	buf := buffers.Get().(*bytes.Buffer)
	buf.Reset()
	return buf
}

func putBuffer(buf *bytes.Buffer) {
	if buf.Cap() <= maxPooledBuffer {
		buffers.Put(buf)
	}
}

// encode writes v to buf as compact JSON, HTML characters unescaped, and
// returns the encoding, which points into buf.
func encode(buf *bytes.Buffer, v any) ([]byte, error) {
	buf.Reset()
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

type bundlesReply struct {
	Bundles []bundle.Bundle `json:"bundles"`
	Count   int             `json:"count"`
	Cursor  string          `json:"cursor"`
	More    bool            `json:"more,omitempty"`
}

func (h *handler) errorBundles(snap *capture.Snapshot, q *query) (*mcp.CallToolResult, int, error) {
	opt := bundle.Options{
		Locate: q.locate,
		Limit:  q.limit(bundle.DefaultLimit),
		Window: time.Duration(q.WindowSeconds * float64(time.Second)),
		TabID:  q.TabID,
		After:  q.after,
	}
	if q.paged() {
		if upto, ok := bundle.PageEnd(snap, opt); ok {
			q.stopAt(upto)
			opt.Upto = upto
		}
	}
	buf := getBuffer()
	defer putBuffer(buf)
	// Each five bundles get the default reply size. The join fits its
	// estimate to the budget; the encoder has the last word, and a reply
	// still too large is rebuilt with less room.
	scale := (opt.Limit + bundle.DefaultLimit - 1) / bundle.DefaultLimit
	for budget := bundle.DefaultMaxBytes * scale; ; budget = budget * 3 / 4 {
		opt.MaxBytes = budget
		bs := bundle.Join(snap, opt)
		for i := range bs {
			h.withScreenshot(&bs[i].Error)
		}
		b, err := encode(buf, bundlesReply{Bundles: bs, Count: len(bs), Cursor: q.cursor, More: q.more})
		if err != nil {
			return nil, 0, err
		}
		if len(b) <= scale*(MaxReplyBytes-1024) || budget < 1000 {
			return textContent(string(b)), len(bs), nil
		}
	}
}
