package proxy_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/errbundle/errbundle/proxy"
)

// BenchmarkProxy measures a page and an asset through the proxy against
// the same straight from the target, over loopback.
func BenchmarkProxy(b *testing.B) {
	pageBody := "<!doctype html><html><head><title>b</title></head><body>" + strings.Repeat("<p>row</p>\n", 6000) + "</body></html>"
	asset := strings.Repeat("x", len(pageBody))
	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/app.js" {
			w.Header().Set("Content-Type", "text/javascript")
			io.WriteString(w, asset)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, pageBody)
	}))
	defer target.Close()
	u, _ := url.Parse(target.URL)
	px := httptest.NewServer(proxy.New(proxy.Config{Target: u}))
	defer px.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4}}
	for _, bb := range []struct{ name, url string }{
		{"page/direct", target.URL + "/"},
		{"page/proxied", px.URL + "/"},
		{"asset/direct", target.URL + "/app.js"},
		{"asset/proxied", px.URL + "/app.js"},
	} {
		b.Run(bb.name, func(b *testing.B) {
			b.SetBytes(int64(len(pageBody)))
			for b.Loop() {
				resp, err := client.Get(bb.url)
				if err != nil {
					b.Fatal(err)
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
			}
		})
	}
}
