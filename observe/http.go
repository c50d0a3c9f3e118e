package observe

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"mime"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errbundle/errbundle/capture"
)

// NewHandler serves the observe tool over MCP streamable HTTP as the
// daemon does: stateless (any request is served whatever session it
// names, so clients carry on across a daemon restart) and with JSON
// responses.
//
// A tools/call of observe in the form MCP clients send it is answered
// here, directly: the go-sdk would build a session for the one request,
// marshal the reply into a result, the result into a response and compact
// each copy again, which cost more than the join itself (see
// BenchmarkObserveHTTP, whose sdk case is that path). Everything else —
// initialize, tools/list, server/discover, a call that asks the client for
// its roots or answers that request, any request whose form is not the
// plain one — goes to the go-sdk's handler, and so does any request the
// SDK would refuse. Both answer the same call with the same bytes;
// TestDirectMatchesSDK holds them to it.
//
// What it buys, measured again with go-sdk v1.8.0 (the newest release on
// the module proxy; BenchmarkObserveHTTP, medians of 6, the default
// error_bundles reply of a full store): 1.5 ms of CPU per call against
// the SDK path's 3.2 ms, and a p50 of 2.5 against 6.8 ms on the loaded
// 2-core machine. The rule was to remove it were the SDK within 0.3 ms
// p50; it is not, so the direct path stays (BENCHMARKS.md).
func NewHandler(store *capture.Store, version string, sym Symbolizer, log *slog.Logger, opts ...Option) http.Handler {
	server, h := newServer(store, version, sym, opts...)
	info, err := json.Marshal(implementation(version))
	if err != nil {
		panic("observe: marshal server info: " + err.Error())
	}
	if log == nil {
		log = slog.Default()
	}
	return &httpHandler{sdk: sdkHandler(server, log), h: h, serverInfo: info, log: log}
}

// SDKHandler is [NewHandler] without its direct path: every request goes
// through the go-sdk. It is the reference the direct path is tested and
// measured against.
func SDKHandler(store *capture.Store, version string, sym Symbolizer, log *slog.Logger, opts ...Option) http.Handler {
	server, _ := newServer(store, version, sym, opts...)
	return sdkHandler(server, log)
}

func sdkHandler(server *mcp.Server, log *slog.Logger) http.Handler {
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, &mcp.StreamableHTTPOptions{
		Stateless:    true,
		JSONResponse: true,
		Logger:       log,
	})
}

type httpHandler struct {
	sdk        http.Handler
	h          *handler
	serverInfo []byte // the server's Implementation as JSON, for the new protocol's _meta
	log        *slog.Logger
}

// maxDirectBody bounds what the direct path reads of a request: a call of
// observe is a few hundred bytes, and a larger body is the SDK's to bound
// and answer.
const maxDirectBody = 16 << 10

// protocolNew is the first protocol version whose calls carry their own
// _meta (protocol version, client capabilities) in place of a session.
const protocolNew = "2026-07-28"

// oldProtocols are the versions before [protocolNew] the SDK serves; a
// request with no version header is one of them too (2025-03-26).
var oldProtocols = []string{"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"}

func (s *httpHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		s.sdk.ServeHTTP(w, r)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxDirectBody+1))
	// Whitespace before the first value means nothing in JSON: a body that
	// starts with more of it than one read holds is read on, and it dropped.
	for err == nil && len(body) > maxDirectBody && len(trimSpace(body)) == 0 {
		body, err = io.ReadAll(io.LimitReader(r.Body, maxDirectBody+1))
	}
	if b := trimSpace(body); len(b) > 0 && b[0] == '[' {
		refuseBatch(w)
		return
	}
	if err != nil || len(body) > maxDirectBody || !plainHeaders(r) {
		// The SDK reads the rest, bounds it and answers.
		r.Body = readCloser{io.MultiReader(bytes.NewReader(body), r.Body), r.Body}
		s.serveSDK(w, r)
		return
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	c, ok := parseCall(body, r.Header)
	if !ok {
		s.serveSDK(w, r)
		return
	}
	req := c.req
	a, err := decodeArgs(req.Params.Arguments)
	if err == nil && s.h.mustAskRoots(req, a, c.canAsk) {
		s.serveSDK(w, r) // the input request is the SDK's to make
		return
	}
	var hold replyHold // the reply's share of the budget, until written
	defer hold.release()
	res := s.h.call(r.Context(), req, a, err, &hold)
	buf := getBuffer()
	defer putBuffer(buf)
	if err := s.writeResponse(buf, c, res); err != nil {
		// The call has run (clear_after_read may have cleared what it
		// read): it is not run again by the SDK.
		s.log.Error("observe: encode a reply", "err", err)
		http.Error(w, "encoding the reply failed", http.StatusInternalServerError)
		return
	}
	hdr := w.Header()
	hdr.Set("Cache-Control", "no-cache, no-transform")
	hdr.Set("Content-Type", "application/json")
	hdr.Set("Content-Length", strconv.Itoa(buf.Len()))
	w.WriteHeader(http.StatusOK)
	w.Write(buf.Bytes())
}

// serveSDK has the SDK answer r, holding the reply's share of the reply
// budget until the SDK has written it.
func (s *httpHandler) serveSDK(w http.ResponseWriter, r *http.Request) {
	hold := &replyHold{}
	defer hold.release()
	s.sdk.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), holdKey{}, hold)))
}

// batchRefused is the answer to a JSON-RPC batch: an Invalid Request with
// no id, as JSON-RPC answers a request it cannot read an id from.
const batchRefused = `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"JSON-RPC batches are not served: send each request in a POST of its own (MCP dropped batching in protocol 2025-06-18)"}}`

// refuseBatch answers a batch, whatever its protocol version, without
// running any of its calls: the SDK serves batches before 2025-06-18, and
// a batch of thousands of calls would build all their replies at once,
// beyond any bound on the replies in flight.
func refuseBatch(w http.ResponseWriter) {
	hdr := w.Header()
	hdr.Set("Content-Type", "application/json")
	hdr.Set("Content-Length", strconv.Itoa(len(batchRefused)))
	w.WriteHeader(http.StatusBadRequest)
	io.WriteString(w, batchRefused)
}

// trimSpace drops the JSON whitespace that b starts with.
func trimSpace(b []byte) []byte { return bytes.TrimLeft(b, " \t\r\n") }

// plainHeaders reports whether r's headers are those of a call the direct
// path answers as the SDK would: JSON in, JSON or a stream accepted, a
// protocol version the SDK serves, and, on a loopback listener, a loopback
// Host (the SDK's DNS-rebinding check).
func plainHeaders(r *http.Request) bool {
	if ct, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || ct != "application/json" {
		return false
	}
	if !acceptsBoth(r.Header.Values("Accept")) {
		return false
	}
	if v := r.Header.Get("Mcp-Protocol-Version"); v != "" && v != protocolNew && !slices.Contains(oldProtocols, v) {
		return false
	}
	if local, ok := r.Context().Value(http.LocalAddrContextKey).(net.Addr); ok && local != nil {
		if isLoopback(local.String()) && !isLoopback(r.Host) {
			return false
		}
	}
	return true
}

// acceptsBoth reports whether Accept names application/json and
// text/event-stream, as streamable HTTP requires; wildcards are the SDK's
// to judge.
func acceptsBoth(values []string) bool {
	var jsonOK, streamOK bool
	for _, v := range values {
		for part := range strings.SplitSeq(v, ",") {
			switch mt, _, _ := strings.Cut(strings.TrimSpace(part), ";"); strings.ToLower(strings.TrimSpace(mt)) {
			case "application/json":
				jsonOK = true
			case "text/event-stream":
				streamOK = true
			}
		}
	}
	return jsonOK && streamOK
}

func isLoopback(hostport string) bool {
	host, _, err := net.SplitHostPort(hostport)
	if err != nil {
		host = hostport
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}

// directCall is a tools/call of observe in its plain form.
type directCall struct {
	id       []byte // the request id, re-encoded as the SDK writes it
	newProto bool   // protocol 2026-07-28: the result carries _meta and resultType
	canAsk   bool   // the client can be asked for its roots within the call
	req      *mcp.CallToolRequest
}

// metaVerdict is what the SDK makes of a call's _meta on protocol 2026-07-28.
type metaVerdict struct {
	valid  bool // the client's capabilities, and clientInfo if any, read
	canAsk bool // see [canAskRoots]
}

// newMetas remembers the verdict on each _meta: a client sends the same
// one with every call, and the SDK's readers of it re-encode and decode
// each value on every use.
var newMetas memo[metaVerdict]

// wireCall is the body of a plain call, read strictly (exact member names,
// no duplicates, valid UTF-8): a body this does not read goes to the SDK.
type wireCall struct {
	JSONRPC string         `json:"jsonrpc"`
	ID      jsontext.Value `json:"id"`
	Method  string         `json:"method"`
	Params  *struct {
		Meta           jsontext.Value `json:"_meta"`
		Name           string         `json:"name"`
		Arguments      jsontext.Value `json:"arguments"`
		InputResponses jsontext.Value `json:"inputResponses"`
		RequestState   jsontext.Value `json:"requestState"`
		Task           jsontext.Value `json:"task"`
	} `json:"params"`
}

// parseCall reads body as a plain tools/call of observe; ok is false for
// anything else, which the SDK answers.
func parseCall(body []byte, hdr http.Header) (c directCall, ok bool) {
	var w wireCall
	if err := jsonv2.Unmarshal(body, &w, jsonv2.RejectUnknownMembers(true)); err != nil {
		return c, false
	}
	p := w.Params
	if w.JSONRPC != "2.0" || w.Method != "tools/call" || p == nil || p.Name != ToolName ||
		p.InputResponses != nil || p.RequestState != nil || p.Task != nil ||
		!isObject(p.Arguments) || (p.Meta != nil && !isObject(p.Meta)) {
		return c, false
	}
	if c.id, ok = plainID(w.ID); !ok {
		return c, false
	}
	var meta map[string]any
	if p.Meta != nil {
		if err := json.Unmarshal(p.Meta, &meta); err != nil {
			return c, false
		}
	}
	c.req = &mcp.CallToolRequest{
		Params: &mcp.CallToolParamsRaw{Meta: meta, Name: ToolName, Arguments: json.RawMessage(p.Arguments)},
		Extra:  &mcp.RequestExtra{Header: hdr},
	}
	version := hdr.Get("Mcp-Protocol-Version")
	metaVersion, hasMetaVersion := meta[mcp.MetaKeyProtocolVersion]
	switch {
	case version == protocolNew:
		// Every call of the new protocol says so in its _meta and its
		// headers, with the client's capabilities and, if anything, a
		// well-formed clientInfo; the SDK answers one that does not with
		// its reason. The SDK's own readers decide what is well-formed.
		if metaVersion != protocolNew || hdr.Get("Mcp-Method") != "tools/call" || hdr.Get("Mcp-Name") != ToolName {
			return c, false
		}
		m := newMetas.get(p.Meta, func() metaVerdict {
			valid := c.req.ClientCapabilities() != nil
			if _, has := meta[mcp.MetaKeyClientInfo]; has && c.req.ClientInfo() == nil {
				valid = false
			}
			return metaVerdict{valid: valid, canAsk: canAskRoots(c.req)}
		})
		if !m.valid {
			return c, false
		}
		c.canAsk = m.canAsk
		c.newProto = true
	case hasMetaVersion:
		return c, false // an old header with a version in _meta: the SDK's to refuse
	}
	return c, true
}

func isObject(v jsontext.Value) bool { return v.Kind() == '{' }

// plainID returns a JSON-RPC id as the SDK writes it back: a string
// re-encoded, an integer of at most 2^53 as digits. Other ids are the
// SDK's to judge.
func plainID(v jsontext.Value) ([]byte, bool) {
	switch v.Kind() {
	case '"':
		var s string
		if err := jsonv2.Unmarshal(v, &s); err != nil {
			return nil, false
		}
		b, err := marshalNoHTML(s)
		return b, err == nil
	case '0':
		// Within ±2^53: the SDK reads ids as float64 first, and answers a
		// larger one with another number.
		n, err := strconv.ParseInt(string(v), 10, 64)
		if err != nil || n > 1<<53 || n < -(1<<53) {
			return nil, false
		}
		return strconv.AppendInt(nil, n, 10), true
	}
	return nil, false
}

// marshalNoHTML encodes v as encoding/json does with HTML escaping off, as
// the SDK's JSON-RPC layer writes every message.
func marshalNoHTML(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// writeResponse writes the JSON-RPC response to c with res into buf, as
// the SDK writes it. A result of one text block, which is every result
// the handler makes, is written piece by piece; any other is marshalled.
func (s *httpHandler) writeResponse(buf *bytes.Buffer, c directCall, res *mcp.CallToolResult) error {
	buf.WriteString(`{"jsonrpc":"2.0","id":`)
	buf.Write(c.id)
	buf.WriteString(`,"result":`)
	tc, plain := onlyText(res)
	if !plain {
		if c.newProto {
			res.Meta = mcp.Meta{mcp.MetaKeyServerInfo: json.RawMessage(s.serverInfo)}
		}
		b, err := marshalNoHTML(res)
		if err != nil {
			return err
		}
		if c.newProto {
			buf.WriteString(`{"resultType":"complete"`)
			if len(b) > 2 {
				buf.WriteByte(',')
			}
			b = b[1:]
		}
		buf.Write(b)
		buf.WriteByte('}')
		return nil
	}
	buf.WriteByte('{')
	if c.newProto {
		buf.WriteString(`"_meta":{"io.modelcontextprotocol/serverInfo":`)
		buf.Write(s.serverInfo)
		buf.WriteString(`},`)
	}
	buf.WriteString(`"content":[{"type":"text","text":`)
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(tc.Text); err != nil {
		return err
	}
	buf.Truncate(buf.Len() - 1) // Encode's newline
	buf.WriteString(`}]`)
	if res.IsError {
		buf.WriteString(`,"isError":true`)
	}
	if c.newProto {
		buf.WriteString(`,"resultType":"complete"`)
	}
	buf.WriteString(`}}`)
	return nil
}

// onlyText returns the one text block that is all of res.
func onlyText(res *mcp.CallToolResult) (*mcp.TextContent, bool) {
	if len(res.Content) != 1 || res.Meta != nil || res.StructuredContent != nil || res.NeedsInput() {
		return nil, false
	}
	tc, isText := res.Content[0].(*mcp.TextContent)
	if !isText || tc.Meta != nil || tc.Annotations != nil {
		return nil, false
	}
	return tc, true
}

// readCloser reads from one reader and closes another: a body partly read
// and put back in front of the rest.
type readCloser struct {
	io.Reader
	io.Closer
}
