package observe

import (
	"encoding/json"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/scope"
)

// MetaRoots is the _meta key of a tools/call that names the caller's
// project directories (file:// URIs or absolute paths): errbundle mcp
// sends its client's roots, or the directory it was started in, and
// errbundle observe its working directory.
const MetaRoots = "errbundle/roots"

// HeaderRoot is the HTTP header, one per root, that a client with no roots
// to declare sets to name its project: MCP clients take headers in their
// per-project server configuration. The daemon also takes the query
// parameter root on /mcp, for clients that take only a URL.
const HeaderRoot = "Errbundle-Root"

// rootsRequest is the id of the roots input request (SEP-2322): a client
// on protocol 2026-07-28 or later answers it within the call, so a server
// without sessions can still learn the client's roots.
const rootsRequest = "roots"

// ScopeAll is the scope argument that shows every project.
const ScopeAll = "all"

// callerRoots returns the roots a call carries: in _meta, in the answer to
// a roots input request, or in [HeaderRoot]. ok is false when the call
// carries none of them.
func callerRoots(req *mcp.CallToolRequest) (roots []string, ok bool) {
	p := req.Params
	if v, found := p.Meta[MetaRoots]; found {
		if list, isList := v.([]any); isList {
			for _, r := range list {
				if s, isString := r.(string); isString {
					roots = append(roots, s)
				}
			}
		}
		return roots, true
	}
	if res, found := p.InputResponses[rootsRequest].(*mcp.ListRootsResult); found {
		for _, r := range res.Roots {
			roots = append(roots, r.URI)
		}
		return roots, true
	}
	if req.Extra != nil {
		if h := req.Extra.Header.Values(HeaderRoot); len(h) > 0 {
			return h, true
		}
	}
	return nil, false
}

// asksRoots reports whether to answer a call with a roots input request:
// the call carries no roots, the arguments do not make them moot, and the
// client can answer within the call (multi round-trip requests, protocol
// 2026-07-28 on) and has roots. Older clients over stateless HTTP cannot
// be asked; errbundle mcp asks them itself and passes the answer on, and
// a client configured with [HeaderRoot] needs no asking.
func asksRoots(req *mcp.CallToolRequest, a Args, canAsk bool) bool {
	if a.Scope == ScopeAll || a.Origin != "" || !canAsk {
		return false
	}
	_, carries := callerRoots(req)
	return !carries
}

// canAskRoots reports whether the client of req can be asked for its
// roots within the call.
func canAskRoots(req *mcp.CallToolRequest) bool {
	if req.ProtocolVersion() < "2026-07-28" {
		return false
	}
	caps := req.ClientCapabilities()
	return caps != nil && caps.RootsV2 != nil
}

// rootsInputRequest is the result that asks the client for its roots.
func rootsInputRequest() *mcp.CallToolResult {
	return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{rootsRequest: &mcp.ListRootsParams{}}}
}

// scoped narrows snap to the caller's project (see package scope).
func (h *handler) scoped(snap *capture.Snapshot, a Args, roots []string) (*capture.Snapshot, scope.Outside) {
	if len(snap.Processes) == 0 && a.Origin == "" {
		return snap, scope.Outside{} // one project, as far as anyone knows
	}
	sc := scope.Resolve(snap.Processes, h.ports.Ports(snap), scope.Request{Roots: roots, All: a.Scope == ScopeAll, Origin: a.Origin})
	return sc.Apply(snap)
}

// withNotice adds the scope's one line to a reply: a field of a JSON reply,
// a last line of a text one.
func withNotice(res *mcp.CallToolResult, notice string) *mcp.CallToolResult {
	if notice == "" || res.IsError || len(res.Content) == 0 {
		return res
	}
	tc, ok := res.Content[0].(*mcp.TextContent)
	if !ok {
		return res
	}
	if strings.HasPrefix(tc.Text, "{") {
		field, _ := json.Marshal(notice)
		sep := ","
		if strings.HasPrefix(tc.Text, "{}") {
			sep = ""
		}
		tc.Text = `{"other_apps":` + string(field) + sep + tc.Text[1:]
	} else {
		tc.Text += "\n(" + notice + ")"
	}
	return res
}

// WorkingRoot is the directory a command was started in, as a root for
// callers with none of their own; "" if unknown.
func WorkingRoot() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	return dir
}
