package observe

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errbundle/errbundle/bundle"
	"github.com/errbundle/errbundle/capture"
)

// MaxReplyBytes bounds a default error_bundles reply as the client receives
// it. The reply is JSON in one text block, so it is paid for once.
const MaxReplyBytes = 16 << 10

// NewServer returns an MCP server serving the observe tool over store,
// mapping browser errors to their original source with sym (nil: as
// stored).
func NewServer(store *capture.Store, version string, sym Symbolizer) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "errbundle", Title: "errbundle", Version: version}, &mcp.ServerOptions{
		Instructions: `Call observe({"what": "error_bundles"}) first when something in the web app breaks: it returns each error with the requests, actions, logs and dev-server output that led to it.`,
	})
	h := &handler{store: store, locate: Locator(sym)}
	mcp.AddTool(s, Tool(), h.call)
	return s
}

type handler struct {
	store  *capture.Store
	locate bundle.Locator // nil when there is no resolver
}

// call dispatches on what. Bad arguments come back as a tool error, never a
// protocol error, so that the agent reads the reason.
func (h *handler) call(_ context.Context, _ *mcp.CallToolRequest, a Args) (*mcp.CallToolResult, any, error) {
	h.store.FlushIdle()
	snap := h.store.Snapshot()
	since, err := a.Since.Resolve(snap.Now)
	if err != nil {
		return nil, nil, err
	}
	var reply any
	switch a.What {
	case ModeErrorBundles:
		return errorBundles(snap, a, h.locate)
	case ModeErrors:
		reply, err = h.errors(snap, a, since)
	case ModeLogs:
		reply, err = logs(snap, a, since)
	case ModeNetworkBodies:
		reply, err = networkBodies(snap, a, since)
	case ModeActions:
		reply = actions(snap, a, since)
	case ModeGetErrors:
		return getErrors(snap, a, since, h.locate)
	case ModeProcesses:
		reply = processes(snap)
	default:
		err = fmt.Errorf("what: unknown view %q; want one of %s", a.What, strings.Join(Modes, ", "))
	}
	if err != nil {
		return nil, nil, err
	}
	return textResult(reply)
}

// textResult encodes v as compact JSON in one text block.
func textResult(v any) (*mcp.CallToolResult, any, error) {
	b, err := encode(v)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

func encode(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

type bundlesReply struct {
	Bundles []bundle.Bundle `json:"bundles"`
	Count   int             `json:"count"`
}

func errorBundles(snap *capture.Snapshot, a Args, locate bundle.Locator) (*mcp.CallToolResult, any, error) {
	opt := bundle.Options{
		Locate: locate,
		Limit:  a.limit(bundle.DefaultLimit),
		Window: time.Duration(a.WindowSeconds * float64(time.Second)),
		TabID:  a.TabID,
	}
	// Each five bundles get the default reply size. The join fits its
	// estimate to the budget; the encoder has the last word, and a reply
	// still too large is rebuilt with less room.
	scale := (opt.Limit + bundle.DefaultLimit - 1) / bundle.DefaultLimit
	for budget := bundle.DefaultMaxBytes * scale; ; budget = budget * 3 / 4 {
		opt.MaxBytes = budget
		bs := bundle.Join(snap, opt)
		b, err := encode(bundlesReply{Bundles: bs, Count: len(bs)})
		if err != nil {
			return nil, nil, err
		}
		if len(b) <= scale*(MaxReplyBytes-1024) || budget < 1000 {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
		}
	}
}
