package testgen

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/errbundle/errbundle/capture"
)

// Now is the clock of the benchmark stores: every generated time is near it.
var Now = time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)

// BatchSize is what the capture script sends per POST.
const BatchSize = 50

// Mix is the kinds of 100 consecutive events as the browser produces them:
// 5 errors, 45 logs, 30 requests and 20 actions, interleaved.
var Mix = func() []byte {
	kinds := []byte(strings.Repeat("e", 5) + strings.Repeat("l", 45) + strings.Repeat("r", 30) + strings.Repeat("a", 20))
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(kinds), func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
	return kinds
}()

// Gen makes the events of a busy dev session in eight tabs: API calls with
// JSON bodies of 0.2–2 KB (some naming credentials, so redaction has work),
// static assets, ~5% failed requests, React warnings and V8 stacks.
type Gen struct {
	rng *rand.Rand
	// hints is the share, in percent, of bodies that mention a word the
	// redactor looks for (token, key, auth, pass, secret); epochs the share
	// whose timestamps are Unix milliseconds, 13-digit runs that the
	// redactor must tell from card numbers. Both make it run a regular
	// expression over the whole body; other bodies cost it a byte scan.
	hints, epochs int
	// viteT puts Vite's ?t=<Unix ms> cache-buster in stack frames, as after
	// a hot update.
	viteT bool
}

// Plain and Mixed are the body mixes of the benchmarks: Plain bodies give
// the redactor nothing to look at twice; Mixed ones have credential-like
// words, epoch-millisecond timestamps and Vite cache-busters.
func Plain(seed uint64) *Gen { return &Gen{rng: rand.New(rand.NewPCG(seed, seed+1))} }

// Mixed: see [Plain].
func Mixed(seed uint64) *Gen {
	return &Gen{rng: rand.New(rand.NewPCG(seed, seed+1)), hints: 10, epochs: 30, viteT: true}
}

func (g *Gen) pick(n int) int { return g.rng.IntN(n) }

func (g *Gen) meta(at time.Time) capture.Meta {
	pages := []string{"/", "/orders", "/orders/42", "/checkout", "/settings/profile", "/admin/users?page=2"}
	return capture.Meta{Time: at, TabID: capture.TabID(fmt.Sprint(1001 + g.pick(8))), PageURL: "http://localhost:5173" + pages[g.pick(len(pages))]}
}

// Body makes a JSON response body of 0.2–2 KB.
func (g *Gen) Body() string {
	size := 200 + g.pick(1801)
	var b strings.Builder
	b.Grow(size + 200)
	if g.pick(100) < g.hints {
		fmt.Fprintf(&b, `{"next_page_token":"eyJhbGciOiJIUzI1NiJ9.%d","expires_in":3600,"items":[`, g.pick(1e9))
	} else {
		fmt.Fprintf(&b, `{"page":%d,"total":%d,"items":[`, 1+g.pick(20), g.pick(500))
	}
	epochs := g.pick(100) < g.epochs
	for i := 0; b.Len() < size; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"id":%d,"sku":"SKU-%06d","name":"Running shoe model %d","price":%d.%02d,"qty":%d,"owner":"user%d@example.com",`,
			g.pick(1e6), g.pick(1e6), g.pick(100), g.pick(300), g.pick(100), 1+g.pick(5), g.pick(1000))
		created := Now.Add(-time.Duration(g.pick(1e6)) * time.Millisecond)
		if epochs {
			fmt.Fprintf(&b, `"created_at":%d}`, created.UnixMilli())
		} else {
			fmt.Fprintf(&b, `"created_at":"%s"}`, created.Format(time.RFC3339))
		}
	}
	b.WriteString(`]}`)
	return b.String()
}

func (g *Gen) error(at time.Time) *capture.Error {
	comp := []string{"OrderList", "Checkout", "CartSummary", "ProfileForm"}[g.pick(4)]
	msg := fmt.Sprintf("Cannot read properties of undefined (reading 'items') in order %d", g.pick(1e5))
	query := ""
	if g.viteT {
		query = "?t=1738837800000"
	}
	stack := "TypeError: " + msg + "\n" +
		fmt.Sprintf("    at %s (http://localhost:5173/src/components/%s.tsx%s:%d:17)\n", comp, comp, query, 10+g.pick(200)) +
		strings.Repeat("    at renderWithHooks (http://localhost:5173/node_modules/.vite/deps/chunk-RPCDYKBN.js?v=8f2a1c3d:11548:26)\n", 8)
	return &capture.Error{Meta: g.meta(at), Message: msg, Type: "TypeError", Kind: capture.KindException,
		Source: "window.onerror", URL: "http://localhost:5173/src/components/" + comp + ".tsx", Line: 42, Column: 17, Stack: stack}
}

func (g *Gen) log(at time.Time) *capture.Log {
	level := []string{capture.LevelLog, capture.LevelLog, capture.LevelLog, capture.LevelInfo, capture.LevelDebug, capture.LevelWarn}[g.pick(6)]
	if g.pick(50) == 0 {
		level = capture.LevelError
	}
	msgs := []string{"[vite] hot updated: /src/components/OrderList.tsx", "fetching orders page %d", "render OrderRow took %d ms",
		"Warning: Each child in a list should have a unique \"key\" prop. Check the render method of `OrderList`. (%d)", "user %d signed in, session refreshed"}
	msg := msgs[g.pick(len(msgs))]
	if strings.Contains(msg, "%d") {
		msg = fmt.Sprintf(msg, g.pick(1e4))
	}
	return &capture.Log{Meta: g.meta(at), Level: level, Message: msg}
}

func (g *Gen) request(at time.Time) *capture.Request {
	r := &capture.Request{Meta: g.meta(at), Method: "GET", Status: 200, Duration: time.Duration(2+g.pick(800)) * time.Millisecond,
		ResponseBody: g.Body()}
	if g.pick(10) < 4 {
		assets := []string{"/src/components/OrderList.tsx?t=1738837800000", "/node_modules/.vite/deps/react-dom_client.js?v=8f2a1c3d", "/@vite/client", "/src/index.css", "/assets/logo.svg"}
		r.URL, r.Initiator, r.ContentType = "http://localhost:5173"+assets[g.pick(len(assets))], "script", "application/javascript"
		return r
	}
	r.URL = fmt.Sprintf("http://localhost:5173/api/orders?page=%d&sort=created_at", g.pick(50))
	r.Initiator, r.ContentType = "fetch", "application/json"
	r.RequestHeaders = map[string]string{"Accept": "application/json", "Authorization": "Bearer eyJhbGciOi", "X-Request-Id": fmt.Sprint(g.pick(1e9))}
	r.ResponseHeaders = map[string]string{"Content-Type": "application/json", "Set-Cookie": "sid=abc; HttpOnly"}
	if g.pick(4) == 0 {
		r.Method, r.RequestBody = "POST", fmt.Sprintf(`{"order_id":%d,"qty":%d,"note":"leave at the door"}`, g.pick(1e5), 1+g.pick(5))
		if g.pick(100) < g.hints {
			r.RequestBody = fmt.Sprintf(`{"email":"user%d@example.com","password":"hunter2"}`, g.pick(1e5))
		}
	}
	if g.pick(20) == 0 {
		r.Status, r.ResponseBody = 500, `{"error":"internal server error","detail":"pq: relation \"orders\" does not exist"}`
	}
	return r
}

func (g *Gen) action(at time.Time) *capture.Action {
	a := &capture.Action{Meta: g.meta(at), Type: "click", Selector: "button.btn-primary", Text: "Save order"}
	if g.pick(3) == 0 {
		a.Type, a.Selector, a.Text, a.Value = "input", `input[name="qty"]`, "", fmt.Sprint(1+g.pick(9))
	}
	return a
}

// Batch makes the i-th batch of 50 events of the mix, timestamped over the
// 500 ms before at.
func (g *Gen) Batch(i int, at time.Time) capture.Batch {
	var b capture.Batch
	for j := 0; j < BatchSize; j++ {
		t := at.Add(-time.Duration(g.pick(500)) * time.Millisecond)
		switch Mix[(i*BatchSize+j)%len(Mix)] {
		case 'e':
			b.Errors = append(b.Errors, g.error(t))
		case 'l':
			b.Logs = append(b.Logs, g.log(t))
		case 'r':
			b.Requests = append(b.Requests, g.request(t))
		default:
			b.Actions = append(b.Actions, g.action(t))
		}
	}
	return b
}

// Wire encodes a batch as the capture script posts it, timestamps as
// Unix milliseconds or RFC3339 strings by turns.
func Wire(b capture.Batch) []byte {
	n := 0
	ts := func(t time.Time) any {
		n++
		if n%2 == 0 {
			return t.Format(time.RFC3339Nano)
		}
		return t.UnixMilli()
	}
	meta := func(m capture.Meta) map[string]any {
		return map[string]any{"timestamp": ts(m.Time), "tab_id": json.Number(m.TabID), "page_url": m.PageURL}
	}
	with := func(m map[string]any, kv ...any) map[string]any {
		for i := 0; i < len(kv); i += 2 {
			m[kv[i].(string)] = kv[i+1]
		}
		return m
	}
	var w struct {
		Errors  []map[string]any `json:"errors"`
		Logs    []map[string]any `json:"logs"`
		Network []map[string]any `json:"network"`
		Actions []map[string]any `json:"actions"`
	}
	for _, e := range b.Errors {
		w.Errors = append(w.Errors, with(meta(e.Meta), "message", e.Message, "type", e.Type, "kind", e.Kind, "source", e.Source,
			"url", e.URL, "line", e.Line, "column", e.Column, "stack", e.Stack))
	}
	for _, l := range b.Logs {
		w.Logs = append(w.Logs, with(meta(l.Meta), "level", l.Level, "message", l.Message))
	}
	for _, r := range b.Requests {
		w.Network = append(w.Network, with(meta(r.Meta), "method", r.Method, "url", r.URL, "status", r.Status,
			"duration_ms", r.Duration.Milliseconds(), "content_type", r.ContentType, "request_body", r.RequestBody,
			"response_body", r.ResponseBody, "initiator", r.Initiator, "request_headers", r.RequestHeaders,
			"response_headers", r.ResponseHeaders))
	}
	for _, a := range b.Actions {
		w.Actions = append(w.Actions, with(meta(a.Meta), "type", a.Type, "selector", a.Selector, "text", a.Text, "value", a.Value))
	}
	out, err := json.Marshal(w)
	if err != nil {
		panic(err)
	}
	return out
}
