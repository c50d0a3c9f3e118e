package daemon

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errbundle/errbundle/observe"
)

// ServeStdio serves the observe tool over stdio for agents that launch a
// command, forwarding each call to the daemon on addr over streamable
// HTTP and starting that daemon if none answers. It returns when stdin
// closes or ctx is done.
func ServeStdio(ctx context.Context, addr, version string, stdin io.Reader, stdout io.Writer, log *slog.Logger) error {
	if err := Ensure(ctx, addr); err != nil {
		// Serve anyway: each call retries, so the agent gets a clear tool
		// error rather than a dead server.
		log.Warn("daemon not reachable yet", "addr", addr, "err", err)
	}
	p := &proxy{addr: addr, version: version, log: log}
	defer p.close()
	server := mcp.NewServer(&mcp.Implementation{Name: "errbundle", Title: "errbundle", Version: version}, nil)
	server.AddTool(observe.Tool(), p.call)
	if err := server.Run(ctx, &mcp.IOTransport{Reader: io.NopCloser(stdin), Writer: nopWriteCloser{stdout}}); err != nil && ctx.Err() == nil {
		return err
	}
	return nil
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

// proxy forwards observe calls to the daemon over streamable HTTP, so every
// agent session shares the daemon's buffers and none of them owns the data.
type proxy struct {
	addr    string
	version string
	log     *slog.Logger

	mu      sync.Mutex // guards session
	session *mcp.ClientSession
}

func (p *proxy) call(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	params := &mcp.CallToolParams{Name: req.Params.Name, Arguments: req.Params.Arguments}
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
	if err := Ensure(ctx, p.addr); err != nil {
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
