package testgen

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/errbundle/errbundle/capture"
)

// Now is the clock of the benchmark stores: every generated time is near
// it.
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

// Gen makes the events of a busy session on a Vite/React app: errors from
// a fixed set of bugs (the same code failing again with other ids in the
// message), API calls with JSON bodies of 0.2–2 KB, static assets and
// dev-server plumbing, ~5% failed requests, warnings and chatter, clicks,
// inputs, submits and navigations, from several tabs.
type Gen struct {
	rng  *rand.Rand
	bugs []site

	// Tabs is how many browser tabs the events come from (default 8).
	Tabs int
	// BodyMax, over 2000, lets a fifth of bodies grow to 16 KiB and a
	// tenth beyond, up to BodyMax bytes: the store truncates those.
	BodyMax int
	// Large counts the bodies made over 16 KiB.
	Large int
	// hints is the share, in percent, of bodies that name a credential the
	// redactor looks for; epochs the share whose timestamps are Unix
	// milliseconds, 13-digit runs it must tell from card numbers.
	hints, epochs int
}

// New returns a generator whose bodies give the redactor nothing to look
// at twice.
func New(seed uint64) *Gen { return &Gen{rng: rand.New(rand.NewPCG(seed, 0x5eed)), Tabs: 8} }

// Plain is [New]: the body mix the store benchmark calls plain.
func Plain(seed uint64) *Gen { return New(seed) }

// Mixed returns a generator whose bodies have credential-like words and
// epoch-millisecond timestamps, so that redaction has real work.
func Mixed(seed uint64) *Gen {
	g := New(seed)
	g.hints, g.epochs = 10, 30
	return g
}

var (
	pages = []string{"/", "/orders", "/orders/42", "/checkout", "/settings/profile", "/admin/users", "/search?q=shoes"}

	bugKinds = []struct{ typ, msg string }{
		{"TypeError", "Cannot read properties of undefined (reading 'map')"},
		{"TypeError", "Cannot read properties of null (reading 'id')"},
		{"TypeError", "order.items is not iterable"},
		{"ReferenceError", "formatPrice is not defined"},
		{"Error", "Request failed with status code %d"},
		{"Error", "Order %d not found"},
		{"SyntaxError", "Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON"},
		{"RangeError", "Maximum call stack size exceeded"},
		{"Error", "Minified React error #%d; visit https://reactjs.org/docs/error-decoder.html?invariant=%d"},
		{"Error", "Hydration failed because the initial UI does not match what was rendered on the server"},
	}

	components = []string{"OrderList", "OrderRow", "Checkout", "CartSummary", "ProfileForm", "UserTable", "SearchResults", "PriceTag"}

	logs = []string{
		"[vite] connected.",
		"[vite] hot updated: /src/components/%s.tsx",
		"fetching orders page %d",
		"render %s took %d ms",
		"user %d signed in",
		"Download the React DevTools for a better development experience: https://reactjs.org/link/react-devtools",
		"cart total recalculated: %d items",
		"Warning: Each child in a list should have a unique \"key\" prop. Check the render method of `%s`.",
		"Warning: Can't perform a React state update on an unmounted component (%s)",
	}

	apis = []string{"/api/orders?page=%d", "/api/orders/%d", "/api/users/%d", "/api/cart", "/api/search?q=shoes&page=%d", "/graphql", "/api/session", "/api/products/%d/reviews"}

	statics = []struct{ path, initiator, ctype string }{
		{"/src/components/%s.tsx?t=%d", "script", "application/javascript"},
		{"/node_modules/.vite/deps/react-dom_client.js?v=8f2a1c3d", "script", "application/javascript"},
		{"/@vite/client", "script", "application/javascript"},
		{"/src/index.css", "link", "text/css"},
		{"/assets/logo-%d.svg", "img", "image/svg+xml"},
		{"/assets/fonts/inter-var.woff2", "font", "font/woff2"},
		{"/favicon.ico", "other", "image/x-icon"},
	}

	selectors = []string{"button#save", "button.btn-primary", "a[href=\"/orders\"]", "input[name=\"email\"]", "input[name=\"qty\"]", "form#checkout", "div.order-row:nth-child(%d)", "select#country"}
)

func (g *Gen) pick(n int) int { return g.rng.IntN(n) }

// fill formats a message: %s from names, any other verb a number.
func (g *Gen) fill(format string, names ...string) string {
	if !strings.Contains(format, "%") {
		return format
	}
	args := make([]any, 0, 2)
	for i := 0; i < strings.Count(format, "%"); i++ {
		if strings.Contains(format, "%s") && i == 0 && len(names) > 0 {
			args = append(args, names[g.pick(len(names))])
			continue
		}
		args = append(args, 1+g.pick(5000))
	}
	return fmt.Sprintf(format, args...)
}

func (g *Gen) tab() capture.TabID {
	return capture.TabID(fmt.Sprint(1001 + g.pick(max(g.Tabs, 1))))
}

func (g *Gen) page() string { return "http://localhost:5173" + pages[g.pick(len(pages))] }

func (g *Gen) meta(at time.Time) capture.Meta {
	return capture.Meta{Time: at, TabID: g.tab(), PageURL: g.page()}
}

// frames is a V8 stack trace below its first line: library frames around
// a few application frames.
func (g *Gen) frames() string {
	var b strings.Builder
	comp := components[g.pick(len(components))]
	fmt.Fprintf(&b, "    at %s (http://localhost:5173/src/components/%s.tsx?t=1738837800000:%d:%d)\n", comp, comp, 10+g.pick(200), 3+g.pick(40))
	for i := 0; i < 6+g.pick(6); i++ {
		if i%3 == 1 {
			c := components[g.pick(len(components))]
			fmt.Fprintf(&b, "    at %s (http://localhost:5173/src/components/%s.tsx:%d:%d)\n", c, c, 10+g.pick(200), 3+g.pick(40))
			continue
		}
		fmt.Fprintf(&b, "    at renderWithHooks (http://localhost:5173/node_modules/.vite/deps/chunk-RPCDYKBN.js?v=8f2a1c3d:%d:%d)\n", 11000+g.pick(9000), 10+g.pick(30))
	}
	return b.String()
}

// site is one bug: the same code failing again and again, each time with
// its own ids in the message.
type site struct{ typ, msg, frames string }

// sites are the bugs of the app under development, made once per
// generator.
func (g *Gen) sites() []site {
	if g.bugs == nil {
		for i := 0; i < 30; i++ {
			t := bugKinds[i%len(bugKinds)]
			g.bugs = append(g.bugs, site{t.typ, t.msg, g.frames()})
		}
	}
	return g.bugs
}

// Error makes an uncaught exception or rejection of one of the bugs.
func (g *Gen) Error(at time.Time) *capture.Error {
	bug := g.sites()[g.pick(len(g.sites()))]
	msg := g.fill(bug.msg)
	kind := capture.KindException
	if g.pick(4) == 0 {
		kind = capture.KindRejection
	}
	return &capture.Error{Meta: g.meta(at), Message: msg, Type: bug.typ, Kind: kind, Source: "window.onerror",
		URL: "http://localhost:5173/src/components/OrderList.tsx", Line: 10 + g.pick(200), Column: 1 + g.pick(40),
		Stack: bug.typ + ": " + msg + "\n" + bug.frames}
}

// Log makes a console message: mostly log and info, 8% warnings, 2% errors.
func (g *Gen) Log(at time.Time) *capture.Log {
	level := capture.LevelLog
	switch r := g.pick(100); {
	case r < 2:
		level = capture.LevelError
	case r < 10:
		level = capture.LevelWarn
	case r < 30:
		level = capture.LevelInfo
	case r < 40:
		level = capture.LevelDebug
	}
	return &capture.Log{Meta: g.meta(at), Level: level, Message: g.fill(logs[g.pick(len(logs))], components...)}
}

// Body makes a JSON document of 200–2,000 bytes (larger with BodyMax),
// different every time.
func (g *Gen) Body() string {
	size := 200 + g.pick(1801)
	if g.BodyMax > 2000 {
		switch r := g.pick(10); {
		case r < 2:
			size = 2000 + g.pick(min(g.BodyMax, 16<<10)-2000+1)
		case r < 3 && g.BodyMax > 16<<10:
			size = 16<<10 + 1 + g.pick(g.BodyMax-16<<10)
		}
	}
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
	if b.Len() > 16<<10 {
		g.Large++
	}
	return b.String()
}

// Request makes a fetch or a resource load: 40% static assets and
// plumbing, the rest API calls, about 5% of all failing.
func (g *Gen) Request(at time.Time) *capture.Request {
	r := &capture.Request{Meta: g.meta(at), Method: "GET", Status: 200, Duration: time.Duration(2+g.pick(800)) * time.Millisecond}
	if g.pick(10) < 4 {
		s := statics[g.pick(len(statics))]
		r.URL = "http://localhost:5173" + g.fill(s.path, components...)
		r.Initiator, r.ContentType = s.initiator, s.ctype
		r.ResponseBody = g.Body()
		if g.pick(50) == 0 {
			r.URL, r.Status = "http://localhost:5173/src/components/OrderList.tsx.map", 404
		}
		return r
	}
	r.URL = "http://localhost:5173" + g.fill(apis[g.pick(len(apis))])
	r.Initiator, r.ContentType = "fetch", "application/json"
	r.RequestHeaders = map[string]string{"Accept": "application/json", "Authorization": "Bearer eyJhbGciOi", "X-Request-Id": fmt.Sprint(g.pick(1e9))}
	r.ResponseHeaders = map[string]string{"Content-Type": "application/json", "Set-Cookie": "sid=abc; HttpOnly"}
	if g.pick(4) == 0 {
		r.Method = "POST"
		r.RequestBody = fmt.Sprintf(`{"order_id":%d,"qty":%d,"note":"leave at the door"}`, g.pick(100000), 1+g.pick(5))
		if g.pick(100) < g.hints {
			r.RequestBody = fmt.Sprintf(`{"email":"user%d@example.com","password":"hunter2"}`, g.pick(1e5))
		}
	}
	r.ResponseBody = g.Body()
	if g.pick(100) < 7 { // with the 404s of source maps, ~5% of all requests fail
		switch g.pick(4) {
		case 0:
			r.Status, r.ResponseBody = 0, ""
			r.Error = "TypeError: Failed to fetch"
		case 1:
			r.Status, r.ResponseBody = 500, `{"error":"internal server error","detail":"pq: relation \"orders\" does not exist"}`
		case 2:
			r.Status, r.ResponseBody = 404, `{"error":"not found"}`
		default:
			r.Status, r.ResponseBody = 422, `{"error":"validation failed","fields":{"qty":"must be positive"}}`
		}
	}
	return r
}

// Action makes a click, an input, a submit or a navigation.
func (g *Gen) Action(at time.Time) *capture.Action {
	a := &capture.Action{Meta: g.meta(at)}
	switch r := g.pick(100); {
	case r < 55:
		a.Type, a.Selector, a.Text = "click", g.fill(selectors[g.pick(len(selectors))]), "Save"
	case r < 85:
		a.Type, a.Selector, a.Value = "input", `input[name="qty"]`, fmt.Sprint(1+g.pick(9))
	case r < 92:
		a.Type, a.Selector = "submit", "form#checkout"
	default:
		a.Type, a.URL, a.ToURL = capture.ActionNavigate, a.PageURL, g.page()
	}
	return a
}

// Batch makes the i-th batch of [BatchSize] events of the [Mix],
// timestamped over the 500 ms before at, as one POST of the capture script.
func (g *Gen) Batch(i int, at time.Time) capture.Batch {
	return g.BatchOf(i, BatchSize, at, 500*time.Millisecond)
}

// BatchOf makes the i-th batch of size events of the [Mix], timestamped
// over the spread before at.
func (g *Gen) BatchOf(i, size int, at time.Time, spread time.Duration) capture.Batch {
	var b capture.Batch
	for j := 0; j < size; j++ {
		t := at.Add(-time.Duration(g.pick(int(spread/time.Millisecond)+1)) * time.Millisecond)
		switch Mix[(i*size+j)%len(Mix)] {
		case 'e':
			b.Errors = append(b.Errors, g.Error(t))
		case 'l':
			b.Logs = append(b.Logs, g.Log(t))
		case 'r':
			b.Requests = append(b.Requests, g.Request(t))
		default:
			b.Actions = append(b.Actions, g.Action(t))
		}
	}
	return b
}

// Fill adds n events of each kind to store, spread evenly over span before
// [Now] with some jitter, in arrival order, 50 of each kind per batch.
func (g *Gen) Fill(store *capture.Store, n int, span time.Duration) {
	start := Now.Add(-span)
	step := span / time.Duration(n)
	at := func(i int) time.Time {
		t := start.Add(time.Duration(i)*step + time.Duration(g.pick(int(step)+1)))
		if t.After(Now) {
			return Now
		}
		return t
	}
	const per = 50
	for i := 0; i < n; i += per {
		var b capture.Batch
		for j := i; j < min(i+per, n); j++ {
			b.Errors = append(b.Errors, g.Error(at(j)))
			b.Logs = append(b.Logs, g.Log(at(j)))
			b.Requests = append(b.Requests, g.Request(at(j)))
			b.Actions = append(b.Actions, g.Action(at(j)))
		}
		store.Add(b)
	}
}

// Wire encodes a batch as the capture script posts it, timestamps as Unix
// milliseconds or RFC3339 strings by turns.
func Wire(b capture.Batch) []byte {
	n := 0
	return WireWith(b, func(t time.Time) any {
		n++
		if n%2 == 0 {
			return t.Format(time.RFC3339Nano)
		}
		return t.UnixMilli()
	})
}

// WireWith encodes a batch with each timestamp written as ts returns it,
// for the load tool's templates.
func WireWith(b capture.Batch, ts func(time.Time) any) []byte {
	meta := func(m capture.Meta) map[string]any {
		return map[string]any{"timestamp": ts(m.Time), "tab_id": json.Number(m.TabID), "page_url": m.PageURL}
	}
	with := func(m map[string]any, kv ...any) map[string]any {
		for i := 0; i < len(kv); i += 2 {
			if v := kv[i+1]; v != "" && v != nil {
				m[kv[i].(string)] = v
			}
		}
		return m
	}
	var w struct {
		Errors  []map[string]any `json:"errors,omitempty"`
		Logs    []map[string]any `json:"logs,omitempty"`
		Network []map[string]any `json:"network,omitempty"`
		Actions []map[string]any `json:"actions,omitempty"`
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
			"response_body", r.ResponseBody, "error", r.Error, "initiator", r.Initiator, "request_headers", r.RequestHeaders,
			"response_headers", r.ResponseHeaders))
	}
	for _, a := range b.Actions {
		w.Actions = append(w.Actions, with(meta(a.Meta), "type", a.Type, "selector", a.Selector, "text", a.Text, "value", a.Value,
			"url", a.URL, "to_url", a.ToURL))
	}
	out, err := json.Marshal(w)
	if err != nil {
		panic(err) // maps of strings, numbers and string maps always encode
	}
	return out
}
