package cdp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/chromedp/cdproto"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/target"
)

// Config configures [Run]. Endpoint and Sink are required.
type Config struct {
	// Endpoint is the browser's DevTools endpoint.
	Endpoint Endpoint
	// Sink takes each event in its wire form, kind being the member of
	// POST /v1/events it belongs in (relay.Sender.Browser fits). It is
	// called from more than one goroutine.
	Sink func(kind string, raw json.RawMessage)
	// Origins says which pages are recorded.
	Origins Origins
	// Now stamps what the browser gives no time for (a click reported
	// through the binding); default time.Now.
	Now func() time.Time
	// Notify, if set, is told in a sentence when the browser is attached,
	// lost and found again.
	Notify func(msg string)
	// Client reads /json/version; default one with a 5 s timeout.
	Client *http.Client
	// RetryEvery is how often a lost browser is looked for again; default 1 s.
	RetryEvery time.Duration
}

// Run attaches to the browser at cfg.Endpoint and records its pages,
// frames and workers until ctx ends, then detaches. When the browser goes
// away (it was closed, or restarted), Run looks it up again from the
// endpoint's http URL every RetryEvery; an endpoint given as a ws:// URL
// changes with each browser, so Run returns instead.
func Run(ctx context.Context, cfg Config) error {
	if cfg.Sink == nil {
		panic("cdp: Run needs a Sink")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Notify == nil {
		cfg.Notify = func(string) {}
	}
	if cfg.Client == nil {
		cfg.Client = &http.Client{Timeout: 5 * time.Second}
	}
	if cfg.RetryEvery <= 0 {
		cfg.RetryEvery = time.Second
	}
	waiting := false // the user was told no browser answers
	for {
		attached, err := serve(ctx, &cfg)
		if ctx.Err() != nil {
			return nil
		}
		if !cfg.Endpoint.Rediscoverable() {
			return err
		}
		if attached || !waiting {
			cfg.Notify(fmt.Sprintf("no browser at %s (%v); looking for one every %s", cfg.Endpoint, err, cfg.RetryEvery))
			waiting = true
		}
		select {
		case <-time.After(cfg.RetryEvery):
		case <-ctx.Done():
			return nil
		}
	}
}

// serve connects once and records until the connection ends or ctx does,
// reporting whether it got as far as attaching.
func serve(ctx context.Context, cfg *Config) (attached bool, err error) {
	wsURL, err := cfg.Endpoint.WebSocket(ctx, cfg.Client)
	if err != nil {
		return false, err
	}
	c, err := dial(ctx, wsURL)
	if err != nil {
		return false, err
	}
	b := &browser{c: c, cfg: cfg, ctx: ctx, sessions: make(map[target.SessionID]*session)}
	read := make(chan error, 1)
	go func() { read <- c.read(ctx, b.handle) }()
	if err := c.call(ctx, "", "Target.setAutoAttach", autoAttach(), nil); err != nil {
		c.close()
		<-read
		return false, err
	}
	cfg.Notify("attached to the browser at " + cfg.Endpoint.String())
	select {
	case err = <-read:
		b.closeSessions()
		return true, err
	case <-ctx.Done():
	}
	b.detach()
	c.close()
	<-read
	b.closeSessions()
	cfg.Notify("detached from the browser")
	return true, nil
}

// autoAttach asks for every page, frame and worker, flattened into
// sessions of this connection, and never paused: another client of the
// browser (an agent's chrome-devtools-mcp) must see no difference.
func autoAttach() *target.SetAutoAttachParams {
	flatten := true
	return &target.SetAutoAttachParams{AutoAttach: true, WaitForDebuggerOnStart: false, Flatten: &flatten,
		Filter: target.Filter{
			{Type: "page"}, {Type: "iframe"}, {Type: "worker"}, {Type: "shared_worker"}, {Type: "service_worker"},
			{Exclude: true},
		}}
}

// browser is one connection's sessions.
type browser struct {
	c   *conn
	cfg *Config
	ctx context.Context

	mu       sync.Mutex // guards sessions
	sessions map[target.SessionID]*session
}

// handle takes an event, on the reading goroutine.
func (b *browser) handle(msg *cdproto.Message) {
	switch msg.Method {
	case cdproto.EventTargetAttachedToTarget:
		var ev target.EventAttachedToTarget
		if jsonv2.Unmarshal(msg.Params, &ev) != nil || ev.TargetInfo == nil {
			return
		}
		b.mu.Lock()
		parent := b.sessions[msg.SessionID]
		s := newSession(b, ev.SessionID, ev.TargetInfo, parent)
		b.sessions[ev.SessionID] = s
		b.mu.Unlock()
		go s.setup(b.ctx)
	case cdproto.EventTargetDetachedFromTarget:
		var ev target.EventDetachedFromTarget
		if jsonv2.Unmarshal(msg.Params, &ev) != nil {
			return
		}
		b.mu.Lock()
		s := b.sessions[ev.SessionID]
		delete(b.sessions, ev.SessionID)
		b.mu.Unlock()
		if s != nil {
			s.close()
		}
	default:
		b.mu.Lock()
		s := b.sessions[msg.SessionID]
		b.mu.Unlock()
		if s != nil {
			s.handle(msg)
		}
	}
}

// detach stops the browser attaching this client to new targets and
// leaves every session, so that nothing of errbundle's stays behind (its
// bindings and the script it added go with the sessions).
func (b *browser) detach() {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = b.c.call(ctx, "", "Target.setAutoAttach", &target.SetAutoAttachParams{}, nil)
	b.mu.Lock()
	ids := make([]target.SessionID, 0, len(b.sessions))
	for id, s := range b.sessions {
		if s.parent == nil {
			ids = append(ids, id) // a child goes with its parent
		}
	}
	b.mu.Unlock()
	for _, id := range ids {
		err := b.c.call(ctx, "", "Target.detachFromTarget", &target.DetachFromTargetParams{SessionID: id}, nil)
		if errors.Is(err, context.DeadlineExceeded) {
			return
		}
	}
}

// closeSessions ends what the sessions still hold (a Go panic being
// printed) once the connection is gone.
func (b *browser) closeSessions() {
	b.mu.Lock()
	all := make([]*session, 0, len(b.sessions))
	for _, s := range b.sessions {
		all = append(all, s)
	}
	clear(b.sessions)
	b.mu.Unlock()
	for _, s := range all {
		s.close()
	}
}
