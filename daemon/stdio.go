package daemon

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errbundle/errbundle/observe"
)

// ServeStdio serves the observe tool over stdio for agents that launch a
// command, forwarding each call to the daemon on addr over streamable
// HTTP and starting that daemon if none answers. It returns when stdin
// closes or ctx is done.
func ServeStdio(ctx context.Context, addr, version string, stdin io.Reader, stdout io.Writer, log *slog.Logger) error {
	if err := Ensure(ctx, addr, version); err != nil {
		// Serve anyway: each call retries, so the agent gets a clear tool
		// error rather than a dead server.
		log.Warn("daemon not reachable yet", "addr", addr, "err", err)
	}
	// The server waits for calls in flight before it returns: a call that
	// waits for news (wait_seconds) must end when the agent closes stdin.
	life, end := context.WithCancel(ctx)
	defer end()
	p := &proxy{addr: addr, version: version, log: log, cwd: observe.WorkingRoot(), life: life}
	defer p.close()
	server := mcp.NewServer(&mcp.Implementation{Name: "errbundle", Title: "errbundle", Version: version}, &mcp.ServerOptions{
		RootsListChangedHandler: func(context.Context, *mcp.RootsListChangedRequest) { p.forgetRoots() },
	})
	server.AddTool(observe.Tool(), p.call)
	in := &endReader{Reader: stdin, end: end}
	if err := server.Run(ctx, &mcp.IOTransport{Reader: io.NopCloser(in), Writer: nopWriteCloser{stdout}}); err != nil && ctx.Err() == nil {
		return err
	}
	return nil
}

// endReader calls end once its reader fails or ends.
type endReader struct {
	io.Reader
	end func()
}

func (r *endReader) Read(p []byte) (int, error) {
	n, err := r.Reader.Read(p)
	if err != nil {
		r.end()
	}
	return n, err
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

// proxy forwards observe calls to the daemon over streamable HTTP, so every
// agent session shares the daemon's buffers and none of them owns the data.
type proxy struct {
	addr    string
	version string
	log     *slog.Logger
	cwd     string          // the project, for clients without roots
	life    context.Context // done once the agent has gone (stdin closed)

	mu      sync.Mutex // guards session
	session *mcp.ClientSession

	rootsMu sync.Mutex // guards roots
	roots   []string   // the client's, as last listed; nil: ask again
}

func (p *proxy) call(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	defer context.AfterFunc(p.life, cancel)()
	roots, ask := p.clientRoots(ctx, req)
	if ask {
		return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{"roots": &mcp.ListRootsParams{}}}, nil
	}
	params := &mcp.CallToolParams{Name: req.Params.Name, Arguments: req.Params.Arguments,
		Meta: mcp.Meta{observe.MetaRoots: roots}}
	var lastErr error
	// The second attempt follows a daemon restart: reconnect, restarting
	// the daemon if it is gone.
	for attempt := 0; attempt < 2; attempt++ {
		cs, err := p.connect(ctx, attempt > 0)
		if err != nil {
			lastErr = err
			continue
		}
		res, err := cs.CallTool(ctx, params)
		if err == nil {
			return res, nil
		}
		if ctx.Err() != nil {
			// The agent gave up on the call (a long wait_seconds it
			// cancelled): the daemon is fine, and the session stays.
			return nil, ctx.Err()
		}
		lastErr = err
		p.log.Warn("daemon call failed; reconnecting", "err", err)
	}
	res := &mcp.CallToolResult{}
	res.SetError(fmt.Errorf("errbundle daemon at %s unavailable: %v (its log: %s)", p.addr, lastErr, LogPath()))
	return res, nil
}

// connect returns the session to the daemon, making a new one (and
// starting the daemon if needed) when there is none or fresh is set.
func (p *proxy) connect(ctx context.Context, fresh bool) (*mcp.ClientSession, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.session != nil && !fresh {
		return p.session, nil
	}
	if p.session != nil {
		p.session.Close()
		p.session = nil
	}
	if err := Ensure(ctx, p.addr, p.version); err != nil {
		return nil, err
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "errbundle-mcp", Version: p.version}, nil)
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + p.addr + "/mcp", MaxRetries: -1, DisableStandaloneSSE: true}, nil)
	if err != nil {
		return nil, err
	}
	p.session = cs
	return cs, nil
}

func (p *proxy) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.session != nil {
		p.session.Close()
	}
}

// clientRoots returns the roots to scope a call to: the client's, else the
// directory errbundle mcp was started in. ask is set when the client must
// first be asked within the call (protocol 2026-07-28 on, which forbids the
// server's own roots/list request).
func (p *proxy) clientRoots(ctx context.Context, req *mcp.CallToolRequest) (roots []string, ask bool) {
	if res, ok := req.Params.InputResponses["roots"].(*mcp.ListRootsResult); ok {
		return p.orCwd(rootURIs(res)), false
	}
	caps := req.ClientCapabilities()
	if caps == nil || caps.RootsV2 == nil {
		return p.orCwd(nil), false
	}
	if req.ProtocolVersion() >= "2026-07-28" {
		return nil, true
	}
	p.rootsMu.Lock()
	cached := p.roots
	p.rootsMu.Unlock()
	if cached != nil {
		return p.orCwd(cached), false
	}
	lctx, cancel := context.WithTimeout(ctx, rootsTimeout)
	defer cancel()
	var listed []string
	if res, err := req.Session.ListRoots(lctx, nil); err != nil {
		// Not asked again until the client says its roots changed: a
		// client that does not answer would hold up every call.
		p.log.Warn("listing the client's roots; using the working directory", "err", err)
	} else {
		listed = rootURIs(res)
	}
	if listed == nil {
		listed = []string{}
	}
	p.rootsMu.Lock()
	p.roots = listed
	p.rootsMu.Unlock()
	return p.orCwd(listed), false
}

// rootsTimeout bounds the wait for a client's roots/list answer.
const rootsTimeout = 5 * time.Second

// forgetRoots drops the cached roots: the client said they changed.
func (p *proxy) forgetRoots() {
	p.rootsMu.Lock()
	p.roots = nil
	p.rootsMu.Unlock()
}

func (p *proxy) orCwd(roots []string) []string {
	if len(roots) == 0 && p.cwd != "" {
		return []string{p.cwd}
	}
	return roots
}

func rootURIs(res *mcp.ListRootsResult) []string {
	var uris []string
	for _, r := range res.Roots {
		uris = append(uris, r.URI)
	}
	return uris
}
