package bundle

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

var t0 = time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)

func at(sec float64, tab capture.TabID) capture.Meta {
	return capture.Meta{Time: t0.Add(time.Duration(sec * float64(time.Second))), TabID: tab}
}

func newStore(tb testing.TB, cfg capture.Config) *capture.Store {
	tb.Helper()
	cfg.Now = func() time.Time { return t0.Add(time.Minute) }
	return capture.NewStore(cfg)
}

func TestJoinWindowAndTabs(t *testing.T) {
	s := newStore(t, capture.Config{})
	s.Add(capture.Batch{
		Errors: []*capture.Error{{Meta: at(10, "1"), Message: "boom"}},
		Requests: []*capture.Request{
			{Meta: at(6.9, "1"), Method: "GET", URL: "http://h/api/too-early", Status: 500},
			{Meta: at(7.5, "1"), Method: "GET", URL: "http://h/api/slow", Status: 200, Duration: 2 * time.Second, ContentType: "application/json"},
			{Meta: at(7.1, "1"), Method: "GET", URL: "http://h/api/ended-late", Status: 200, Duration: 5 * time.Second},
			{Meta: at(12, "1"), Method: "GET", URL: "http://h/api/in-flight", Status: 502, Duration: 3 * time.Second},
			{Meta: at(13, "1"), Method: "GET", URL: "http://h/api/started-after", Status: 500, Duration: 2 * time.Second},
			{Meta: at(9, "2"), Method: "GET", URL: "http://h/api/other-tab", Status: 500},
			{Meta: at(9, ""), Method: "GET", URL: "http://h/api/no-tab", Status: 500},
			{Meta: at(9.5, "1"), Method: "GET", URL: "http://h/src/App.tsx", Status: 200, ContentType: "application/javascript"},
			{Meta: at(9.6, "1"), Method: "GET", URL: "http://h/favicon.ico", Status: 404},
			{Meta: at(9.7, "1"), Method: "POST", URL: "http://h/collect", Status: 204, Initiator: "beacon"},
		},
		Actions: []*capture.Action{{Meta: at(6.99, "1"), Type: "click", Selector: "#early"}, {Meta: at(7, "1"), Type: "click", Selector: "#edge"}},
		Logs:    []*capture.Log{{Meta: at(10, "1"), Level: "warn", Message: "same instant"}, {Meta: at(10.01, "1"), Level: "warn", Message: "after"}},
	})
	bs := Join(s.Snapshot(), Options{})
	require.Len(t, bs, 1)
	b := bs[0]
	var urls []string
	for _, n := range b.Network {
		urls = append(urls, strings.TrimPrefix(n.URL, "http://h"))
	}
	assert.ElementsMatch(t, []string{"/api/slow", "/api/ended-late", "/api/in-flight", "/api/no-tab"}, urls,
		"requests overlapping [T-3s, T] of the error's tab or of no tab, without noise")
	require.Len(t, b.Actions, 1)
	assert.Equal(t, "#edge", b.Actions[0].Selector, "the window's start is inclusive")
	require.Len(t, b.Logs, 1)
	assert.Equal(t, "same instant", b.Logs[0].Message, "its end is inclusive, and nothing after the error")
	assert.Equal(t, 3.0, b.ContextWindowSeconds)
	for i := 1; i < len(b.Network); i++ {
		assert.False(t, time.Time(b.Network[i].Timestamp).Before(time.Time(b.Network[i-1].Timestamp)), "chronological")
	}
}

func TestJoinSharedContextAndEmptyArrays(t *testing.T) {
	s := newStore(t, capture.Config{})
	s.Add(capture.Batch{
		Errors:   []*capture.Error{{Meta: at(10, "1"), Message: "first"}, {Meta: at(11, "1"), Message: "second"}, {Meta: at(30, "1"), Message: "lonely"}},
		Requests: []*capture.Request{{Meta: at(9, "1"), Method: "GET", URL: "http://h/api/x", Status: 500}},
	})
	bs := Join(s.Snapshot(), Options{Limit: 10})
	require.Len(t, bs, 3)
	assert.Equal(t, "lonely", bs[0].Error.Message, "newest first")
	enc, err := json.Marshal(bs[0])
	require.NoError(t, err)
	assert.Contains(t, string(enc), `"network":[],"actions":[],"logs":[],"process":[]`)
	assert.Len(t, bs[1].Network, 1, "context shared by two errors appears in both")
	assert.Len(t, bs[2].Network, 1)
}

func TestJoinConsoleErrorExcludesItsOwnLog(t *testing.T) {
	s := newStore(t, capture.Config{})
	s.Add(capture.Batch{Logs: []*capture.Log{{Meta: at(9, "1"), Level: "error", Message: "earlier"}, {Meta: at(10, "1"), Level: "error", Message: "Validation failed"}}})
	bs := Join(s.Snapshot(), Options{Limit: 1})
	require.Len(t, bs, 1)
	assert.Equal(t, "Validation failed", bs[0].Error.Message)
	require.Len(t, bs[0].Logs, 1)
	assert.Equal(t, "earlier", bs[0].Logs[0].Message)
}

func TestJoinFoldsPolling(t *testing.T) {
	s := newStore(t, capture.Config{})
	var reqs []*capture.Request
	for i := 0; i < 4; i++ {
		reqs = append(reqs, &capture.Request{Meta: at(7.5+float64(i)*0.5, "1"), Method: "GET", URL: "http://h/api/poll", Status: 200})
	}
	s.Add(capture.Batch{Errors: []*capture.Error{{Meta: at(10, "1"), Message: "e"}}, Requests: reqs})
	b := Join(s.Snapshot(), Options{})[0]
	require.Len(t, b.Network, 1)
	assert.Equal(t, 3, b.Network[0].Repeated)
	assert.Equal(t, t0.Add(9*time.Second), time.Time(b.Network[0].Timestamp), "the one nearest the error is shown")
}

// An error thrown on a 200's answer (zod refusing its body) comes right
// after it: that request stays in a bundle whose budget the failed
// requests before it would fill; one that completed longer before does not
// get that place.
func TestJoinKeepsTheAnswerTheErrorFollows(t *testing.T) {
	s := newStore(t, capture.Config{})
	body := strings.Repeat(`{"error":"unavailable","detail":"x"}`, 10)
	var reqs []*capture.Request
	for i := range 6 {
		reqs = append(reqs, &capture.Request{Meta: at(7+float64(i)*0.3, "1"), Method: "GET", URL: fmt.Sprintf("http://h/api/down/%d", i),
			Status: 500, ContentType: "application/json", ResponseBody: body})
	}
	reqs = append(reqs,
		&capture.Request{Meta: at(9.8, "1"), Method: "GET", URL: "http://h/api/orders/2", Status: 200, ContentType: "application/json", ResponseBody: `{"id":2}`},
		&capture.Request{Meta: at(9.99, "1"), Method: "GET", URL: "http://h/api/orders/1", Status: 200, ContentType: "application/json", ResponseBody: `{"id":1,"total":"12.50"}`})
	s.Add(capture.Batch{Errors: []*capture.Error{{Meta: at(10, "1"), Message: "ZodError", Kind: "unhandled_rejection"}}, Requests: reqs})
	b := Join(s.Snapshot(), Options{MaxBytes: 1200})[0]
	var urls []string
	for _, n := range b.Network {
		urls = append(urls, n.URL)
	}
	assert.Contains(t, urls, "http://h/api/orders/1", "the answer the error follows")
	assert.NotContains(t, urls, "http://h/api/orders/2", "an earlier 200 has no place among the failed requests")
}

// TestDefaultReplyStaysSmall fills every buffer with large, noisy context
// and checks the default reply's size and that failed requests survive.
func TestDefaultReplyStaysSmall(t *testing.T) {
	s := newStore(t, capture.Config{})
	body := `{"error":"` + strings.Repeat("x", 3000) + `","detail":"y"}`
	stack := "Error: x\n" + strings.Repeat("    at f (http://h/src/a.tsx:1:1)\n", 200)
	for i := 0; i < 2000; i++ {
		sec := 100 + float64(i)*0.01
		s.Add(capture.Batch{
			// Distinct errors: repeats of one would be one bundle.
			Errors:   []*capture.Error{{Meta: at(sec, "1"), Message: word(i) + strings.Repeat("m", 2000), Stack: stack}},
			Logs:     []*capture.Log{{Meta: at(sec, "1"), Level: "warn", Message: strings.Repeat("w", 5000)}},
			Requests: []*capture.Request{{Meta: at(sec, "1"), Method: "POST", URL: fmt.Sprintf("http://h/api/%d", i), Status: 200 + 300*(i%2), ContentType: "application/json", ResponseBody: body, RequestBody: body}},
			Actions:  []*capture.Action{{Meta: at(sec, "1"), Type: "input", Selector: strings.Repeat("s", 900), Value: strings.Repeat("v", 900)}},
		})
	}
	bs := Join(s.Snapshot(), Options{})
	require.Len(t, bs, DefaultLimit)
	enc, err := json.Marshal(map[string]any{"bundles": bs, "count": len(bs)})
	require.NoError(t, err)
	assert.LessOrEqual(t, len(enc), 16<<10)
	for _, b := range bs {
		require.NotNil(t, b.Omitted, "a full window says what it left out")
		assert.Positive(t, b.Omitted.Network+b.Omitted.Logs+b.Omitted.Actions)
		for _, n := range b.Network {
			assert.LessOrEqual(t, len(n.ResponseBody), DefaultMaxBody)
		}
	}
	failed := 0
	for _, n := range bs[0].Network {
		if n.Status >= 400 {
			failed++
		}
	}
	assert.Positive(t, failed, "failed requests come first")
}

func TestBodyMessage(t *testing.T) {
	tests := []struct{ body, ct, want string }{
		{`{"error":"Internal Server Error"}`, "application/json", "Internal Server Error"},
		{`{"error":{"code":7,"message":"db down"}}`, "application/json", "db down [code: 7]"},
		// tRPC 11's error response: its data.code says which error.
		{`{"error":{"message":"Cart 42 not found","code":-32603,"data":{"code":"INTERNAL_SERVER_ERROR","httpStatus":500,"stack":"Error: Cart 42 not found\n    at getCart (/app/src/server/cart.ts:12:11)","path":"cart.get"}}}`,
			"application/json", "Cart 42 not found [code: -32603, data.code: INTERNAL_SERVER_ERROR, httpStatus: 500, path: cart.get]"},
		// Under superjson the error sits one wrapper deeper.
		{`[{"error":{"json":{"message":"UNAUTHORIZED","code":-32001,"data":{"code":"UNAUTHORIZED","httpStatus":401,"path":"post.create"}}}}]`,
			"application/json", "UNAUTHORIZED [code: -32001, data.code: UNAUTHORIZED, httpStatus: 401, path: post.create]"},
		{`{"errors":[{"message":"Cannot query field \"nme\" on type \"User\".","locations":[{"line":1,"column":9}],"extensions":{"code":"GRAPHQL_VALIDATION_FAILED"}}]}`,
			"application/json", `Cannot query field "nme" on type "User". [code: GRAPHQL_VALIDATION_FAILED]`},
		// A success body's record fields are no error's codes.
		{`{"message":"saved","data":{"user":{"name":"Ann","path":"/u/1"}}}`, "application/json", "saved"},
		// An RSC payload: the error row, not the module table before it.
		{"0:{\"P\":null,\"b\":\"development\",\"c\":[\"\",\"\"],\"m\":\"$undefined\"}\n1:I[\"(app-pages-browser)/./node_modules/next/dist/client/components/layout-router.js\",[\"app-pages-internals\"],\"\"]\n2:E{\"digest\":\"2906519367\",\"message\":\"Cart 42 not found\",\"stack\":[],\"env\":\"Server\"}\n",
			"text/x-component", "Cart 42 not found [digest: 2906519367]"},
		{`{"errors":[{"message":"a"},{"message":"b"}]}`, "application/json", "a; b"},
		{`{"detail":[{"loc":["body","email"],"msg":"field required"}]}`, "application/json", "field required"},
		{`{"items":[1,2,3]}`, "application/json", `{"items":[1,2,3]}`},
		{`<html><head><style>x{}</style></head><body><h1>Bad Gateway</h1> nginx</body></html>`, "text/html", "<html> … (text/html, 83 bytes) Bad Gateway nginx"},
		// An SPA's index.html where the page expected JSON: the signature
		// says so even though the visible text is empty.
		{"<!doctype html>\n<html lang=\"en\">\n  <head>\n    <meta charset=\"UTF-8\" />\n    <title>Shop</title>\n  </head>\n  <body>\n    <div id=\"root\"></div>\n    <script type=\"module\" src=\"/src/main.tsx\"></script>\n  </body>\n</html>",
			"text/html; charset=utf-8", "<!DOCTYPE html> … <title>Shop</title> … (text/html, 213 bytes)"},
		{`<!DOCTYPE html><title>Oops</title><p>Not found</p>`, "application/json", "<!DOCTYPE html> … <title>Oops</title> … (application/json, 50 bytes) Not found"},
		{strings.Repeat("z", 1000), "text/plain", strings.Repeat("z", 509) + "…"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, BodyMessage(tt.body, tt.ct, 512), tt.body)
	}
}

// A long message is cut, never the codes after it: a zod failure's issues
// filled the kept bytes before tRPC's BAD_REQUEST.
func TestBodyMessageKeepsCodesWhole(t *testing.T) {
	issues := strings.Repeat(`{\"code\":\"too_small\",\"minimum\":1,\"path\":[\"quantity\"],\"message\":\"Number must be greater than or equal to 1\"},`, 6)
	body := `{"error":{"message":"[` + issues + `]","code":-32600,"data":{"code":"BAD_REQUEST","httpStatus":400,"path":"cart.add"}}}`
	got := BodyMessage(body, "application/json", 158)
	assert.LessOrEqual(t, len(got), 158)
	assert.True(t, strings.HasSuffix(got, " [code: -32600, data.code: BAD_REQUEST, httpStatus: 400, path: cart.add]"), got)
	assert.True(t, strings.HasPrefix(got, `[{"code":"too_small"`), got)
}

// An error with no tab id belongs to every tab: a tab_id filter keeps it in
// error_bundles as the raw views and get_errors do.
func TestJoinTabFilterKeepsUntabbedErrors(t *testing.T) {
	s := newStore(t, capture.Config{})
	s.Add(capture.Batch{Errors: []*capture.Error{
		{Meta: at(10, "1"), Message: "tab one"},
		{Meta: at(11, "2"), Message: "tab two"},
		{Meta: at(12, ""), Message: "no tab"},
	}})
	var got []string
	for _, b := range Join(s.Snapshot(), Options{TabID: "1"}) {
		got = append(got, b.Error.Message)
	}
	assert.Equal(t, []string{"no tab", "tab one"}, got)
}

// Dev tooling's chatter just after a page load stays out of a bundle; what
// can be causal ("[vite] hot updated") stays in.
func TestJoinLeavesOutToolingChatter(t *testing.T) {
	s := newStore(t, capture.Config{})
	s.Add(capture.Batch{
		Errors: []*capture.Error{{Meta: at(10, "1"), Message: "boom"}},
		Logs: []*capture.Log{
			{Meta: at(8.1, "1"), Level: "debug", Message: "[vite] connecting..."},
			{Meta: at(8.2, "1"), Level: "debug", Message: "[vite] connected."},
			{Meta: at(8.3, "1"), Level: "info", Message: "Download the React DevTools for a better development experience: https://react.dev/link/react-devtools"},
			{Meta: at(9, "1"), Level: "debug", Message: "[vite] hot updated: /src/Profile.tsx"},
		},
	})
	bs := Join(s.Snapshot(), Options{})
	require.Len(t, bs, 1)
	var msgs []string
	for _, l := range bs[0].Logs {
		msgs = append(msgs, l.Message)
	}
	assert.Equal(t, []string{"[vite] hot updated: /src/Profile.tsx"}, msgs)
}

// An error whose module is hot-updated after it, with no new occurrence,
// is fixed: the default get_errors hides it (and counts it), since shows it.
func TestGroupHidesErrorsFixedByHotUpdate(t *testing.T) {
	s := newStore(t, capture.Config{})
	s.Add(capture.Batch{
		Errors: []*capture.Error{
			{Meta: at(10, "1"), Message: "Cannot read properties of undefined (reading 'name')", Type: "TypeError",
				Stack: "TypeError: x\n    at Profile (http://localhost:5173/src/Profile.tsx?t=1:16:59)"},
			{Meta: at(10, "1"), Message: "still broken", Type: "Error",
				Stack: "Error: y\n    at Cart (http://localhost:5173/src/Cart.tsx:3:1)"},
		},
		Logs: []*capture.Log{{Meta: at(12, "1"), Level: "debug", Message: "[vite] hot updated: /src/Profile.tsx"}},
	})
	// The dev server reports a hot update of Signup after its console error.
	s.Add(capture.Batch{Logs: []*capture.Log{{Meta: at(11, "1"), Level: "error", Message: "Validation failed"}}})
	s.AddProcess("vite", []capture.ProcessEvent{{Type: capture.ProcessLine, Time: t0.Add(13 * time.Second), Stream: "stdout",
		Text: "9:41:05 PM [vite] (client) hmr update /src/Cart.tsx"}})
	s.Add(capture.Batch{Errors: []*capture.Error{{Meta: at(14, "1"), Message: "still broken", Type: "Error",
		Stack: "Error: y\n    at Cart (http://localhost:5173/src/Cart.tsx:3:1)"}}})

	messages := func(g Groups) []string {
		var out []string
		for _, e := range g.Entries {
			out = append(out, e.Message)
		}
		return out
	}
	def := Group(s.Snapshot(), GroupOptions{IncludeWarnings: true})
	assert.ElementsMatch(t, []string{"still broken", "Validation failed"}, messages(def),
		"Profile's error is fixed; Cart's came back after its update")
	assert.Equal(t, 1, def.HiddenOlder)
	all := Group(s.Snapshot(), GroupOptions{IncludeWarnings: true, Since: t0})
	assert.Len(t, all.Entries, 3, "an explicit since shows the fixed error too")
}

// word spells n in letters: the fingerprint of a message keeps them,
// where it would normalise digits away.
func word(n int) string {
	w := string(rune('a' + n%26))
	for n /= 26; n > 0; n /= 26 {
		w = string(rune('a'+n%26)) + w
	}
	return w + " "
}
