package observe

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/testgen"
)

// FuzzDirectMatchesSDK sends any body, under the headers of each protocol,
// to the direct handler and to the SDK's: whatever the direct path takes,
// it answers with the SDK's status and JSON.
func FuzzDirectMatchesSDK(f *testing.F) {
	now := testgen.Now
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	g := testgen.Mixed(5)
	for i := range 40 {
		store.Add(g.Batch(i, now.Add(-time.Duration(39-i)*time.Second)))
	}
	fast, ref, toSDK := directAndSDK(store)

	for _, args := range []string{`{"what":"errors","limit":2}`, `{"what":"nope"}`, `{"what":"get_errors","scope":"all"}`} {
		f.Add(callBody("1", newMeta(`{}`), args), true)
		f.Add(callBody(`"x"`, "", args), false)
	}
	f.Add(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"observe","arguments":{"what":"errors"},"_meta":null}}`, false)
	f.Add(`{"jsonrpc":"2.0","id":9223372036854775807,"method":"tools/call","params":{"name":"observe","arguments":{}}}`, false)
	f.Fuzz(func(t *testing.T, body string, newProto bool) {
		header := oldHeaders("2025-06-18")
		if newProto {
			header = newHeaders("observe")
		}
		do := func(h http.Handler) *httptest.ResponseRecorder {
			// A call that waits (wait_seconds) ends with its client, as
			// the daemon marks it: here after 20 ms. Others have all the
			// time they need: the SDK answers nothing once its client is
			// gone.
			ctx, cancel := context.WithCancel(context.Background())
			if bytes.Contains([]byte(body), []byte("wait_seconds")) {
				ctx, cancel = context.WithTimeout(ctx, 20*time.Millisecond)
			}
			defer cancel()
			req := httptest.NewRequestWithContext(WithCaller(ctx), http.MethodPost, "/mcp", bytes.NewReader([]byte(body)))
			for k, v := range header {
				req.Header.Set(k, v)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, req)
			return w
		}
		toSDK.Store(0)
		got := do(fast)
		if b := trimSpace([]byte(body)); len(b) > 0 && b[0] == '[' {
			// A batch: refused, where the SDK would serve it.
			if got.Code != http.StatusBadRequest || got.Body.String() != batchRefused || toSDK.Load() != 0 {
				t.Fatalf("batch %q: got %d %s", body, got.Code, got.Body)
			}
			return
		}
		if toSDK.Load() != 0 {
			return // the SDK answered both
		}
		want := do(ref)
		if want.Body.Len() == 0 && bytes.Contains([]byte(body), []byte("wait_seconds")) {
			return // the SDK's call outlived its client
		}
		if want.Code != got.Code {
			t.Fatalf("status %d, SDK %d\nbody %q\ngot %s\nwant %s", got.Code, want.Code, body, got.Body, want.Body)
		}
		var g, w any
		if err := json.Unmarshal(got.Body.Bytes(), &g); err != nil {
			t.Fatalf("direct reply is not JSON: %v\n%s", err, got.Body)
		}
		if err := json.Unmarshal(want.Body.Bytes(), &w); err != nil {
			t.Fatalf("the direct path took a request the SDK answers with no JSON:\nbody %q\nSDK %d %s", body, want.Code, want.Body)
		}
		gb, _ := json.Marshal(g)
		wb, _ := json.Marshal(w)
		if !bytes.Equal(gb, wb) {
			t.Fatalf("replies differ\nbody %q\ngot  %s\nwant %s", body, gb, wb)
		}
	})
}
