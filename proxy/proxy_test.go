package proxy_test

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/zlib"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/ingest"
	"github.com/errbundle/errbundle/proxy"
)

// exchanges collects what a proxy records.
type exchanges struct {
	mu   sync.Mutex // guards list
	list []*ingest.Exchange
	got  chan struct{}
}

func (e *exchanges) record(x *ingest.Exchange) {
	e.mu.Lock()
	e.list = append(e.list, x)
	e.mu.Unlock()
	select {
	case e.got <- struct{}{}:
	default:
	}
}

// serveProxy puts a proxy without a daemon in front of handler.
func serveProxy(t *testing.T, handler http.Handler) (string, *exchanges) {
	t.Helper()
	target := httptest.NewServer(handler)
	t.Cleanup(target.Close)
	u, _ := url.Parse(target.URL)
	rec := &exchanges{got: make(chan struct{}, 100)}
	p := httptest.NewServer(proxy.New(proxy.Config{Target: u, Record: rec.record}))
	t.Cleanup(p.Close)
	return p.URL, rec
}

func get(t *testing.T, u string, header map[string]string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, u, nil)
	require.NoError(t, err)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp, string(body)
}

const page = "<html><head><title>t</title></head><body>x</body></html>"
const injected = `<script src="/__errbundle/capture.js"`

func TestInjectionChoices(t *testing.T) {
	px, _ := serveProxy(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		switch r.URL.Path {
		case "/deflate":
			w.Header().Set("Content-Encoding", "deflate")
			zw := zlib.NewWriter(w)
			io.WriteString(zw, page)
			zw.Close()
			return
		case "/raw-deflate":
			w.Header().Set("Content-Encoding", "deflate")
			fw, _ := flate.NewWriter(w, flate.DefaultCompression)
			io.WriteString(fw, page)
			fw.Close()
			return
		case "/zstd":
			w.Header().Set("Content-Encoding", "zstd")
			io.WriteString(w, "not really zstd")
			return
		case "/download":
			w.Header().Set("Content-Disposition", `attachment; filename="report.html"`)
		case "/error":
			w.Header().Set("Content-Length", "7")
			w.WriteHeader(http.StatusInternalServerError)
			io.WriteString(w, "crashed")
			return
		}
		io.WriteString(w, page)
	}))
	tests := []struct {
		name, path string
		header     map[string]string
		inject     bool
	}{
		{"a page", "/", nil, true},
		{"a navigation", "/", map[string]string{"Sec-Fetch-Dest": "document"}, true},
		{"an iframe", "/", map[string]string{"Sec-Fetch-Dest": "iframe"}, true},
		{"a fragment a script fetched", "/", map[string]string{"Sec-Fetch-Dest": "empty"}, false},
		{"zlib deflate", "/deflate", nil, true},
		{"raw deflate", "/raw-deflate", nil, true},
		{"a 500 page with a Content-Length", "/error", nil, true},
		{"a coding the proxy cannot read", "/zstd", nil, false},
		{"a download", "/download", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, body := get(t, px+tt.path, tt.header)
			if !tt.inject {
				assert.NotContains(t, body, injected)
				return
			}
			assert.Contains(t, body, injected)
			assert.Empty(t, resp.Header.Get("Content-Encoding"))
			if strings.Contains(tt.path, "deflate") {
				assert.Empty(t, resp.Header.Get("Content-Length"), "a decoded page goes chunked")
			} else {
				assert.Equal(t, strconv.Itoa(len(body)), resp.Header.Get("Content-Length"), "the length grew by the tag's")
			}
			assert.NotContains(t, body, "\x00")
		})
	}
	t.Run("HEAD", func(t *testing.T) {
		resp, err := http.Head(px + "/")
		require.NoError(t, err)
		resp.Body.Close()
		assert.Equal(t, http.StatusOK, resp.StatusCode)
	})
}

// TestStreamedPage: a server-rendered page that sends its head and then
// takes its time reaches the browser head first, with the script, before
// the rest is written.
func TestStreamedPage(t *testing.T) {
	release := make(chan struct{})
	px, _ := serveProxy(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<!doctype html><html><head><title>ssr</title>")
		w.(http.Flusher).Flush()
		<-release
		io.WriteString(w, "</head><body>late</body></html>")
	}))
	defer close(release)
	// Buffering the page would hold its head until the deadline.
	resp, err := (&http.Client{Timeout: 10 * time.Second}).Get(px + "/")
	require.NoError(t, err)
	defer resp.Body.Close()
	br := bufio.NewReader(resp.Body)
	want := "<!doctype html><html><head>" + injected
	got := make([]byte, len(want))
	_, err = io.ReadFull(br, got)
	require.NoError(t, err)
	assert.Equal(t, want, string(got))
}

// TestEventStream: server-sent events go out as they are written.
func TestEventStream(t *testing.T) {
	release := make(chan struct{})
	px, _ := serveProxy(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, "data: reload\n\n")
		w.(http.Flusher).Flush()
		<-release
	}))
	defer close(release)
	resp, err := (&http.Client{Timeout: 10 * time.Second}).Get(px + "/events")
	require.NoError(t, err)
	defer resp.Body.Close()
	line, err := bufio.NewReader(resp.Body).ReadString('\n')
	require.NoError(t, err)
	assert.Equal(t, "data: reload\n", line)
}

func TestRewrites(t *testing.T) {
	var seenHost, seenXFH, seenAE string
	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seenHost, seenXFH, seenAE = r.Host, r.Header.Get("X-Forwarded-Host"), r.Header.Get("Accept-Encoding")
		switch r.URL.Path {
		case "/login":
			http.SetCookie(w, &http.Cookie{Name: "sid", Value: "1", Domain: "localhost", Path: "/"})
			http.SetCookie(w, &http.Cookie{Name: "other", Value: "2", Domain: "example.test"})
			http.Redirect(w, r, "http://"+r.Host+"/home?x=1", http.StatusFound)
		case "/loopback":
			// The target, known as localhost, names itself 127.0.0.1.
			http.Redirect(w, r, strings.Replace("http://"+r.Host+"/in", "localhost", "127.0.0.1", 1), http.StatusFound)
		case "/away":
			http.Redirect(w, r, "https://auth.example.test/login", http.StatusFound)
		}
	}))
	defer target.Close()
	// The target is addressed as localhost, the proxy as 127.0.0.1.
	tu, _ := url.Parse(strings.Replace(target.URL, "127.0.0.1", "localhost", 1))
	srv := httptest.NewServer(proxy.New(proxy.Config{Target: tu}))
	defer srv.Close()
	px := srv.URL
	pu, _ := url.Parse(px)

	resp, _ := get(t, px+"/login", map[string]string{"Accept-Encoding": "gzip, deflate, br, zstd"})
	assert.Equal(t, px+"/home?x=1", resp.Header.Get("Location"), "a redirect to the target's origin stays on the proxy")
	assert.Equal(t, tu.Host, seenHost, "the target sees its own Host")
	assert.Equal(t, pu.Host, seenXFH)
	assert.Equal(t, "gzip, deflate, br", seenAE, "only codings the proxy can decode")
	cookies := resp.Header.Values("Set-Cookie")
	assert.Contains(t, cookies, "sid=1; Path=/", "a cookie for the target's host is the proxy's")
	assert.Contains(t, cookies, "other=2; Domain=example.test")

	resp, _ = get(t, px+"/loopback", nil)
	assert.Equal(t, px+"/in", resp.Header.Get("Location"), "loopback names are one host")

	resp, _ = get(t, px+"/away", nil)
	assert.Equal(t, "https://auth.example.test/login", resp.Header.Get("Location"), "other origins untouched")
}

func TestRecordedExchange(t *testing.T) {
	px, rec := serveProxy(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnprocessableEntity)
		io.WriteString(w, `{"error":"bad `+string(body)+`"}`)
	}))
	start := time.Now()
	resp, err := http.Post(px+"/api/save?id=3", "text/plain", strings.NewReader("input"))
	require.NoError(t, err)
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	select {
	case <-rec.got:
	case <-time.After(10 * time.Second):
		t.Fatal("nothing recorded")
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	require.Len(t, rec.list, 1)
	x := rec.list[0]
	assert.Equal(t, "POST", x.Method)
	assert.Equal(t, px+"/api/save?id=3", x.URL)
	assert.Equal(t, 422, x.Status)
	assert.Equal(t, "input", string(x.RequestBody))
	assert.Equal(t, `{"error":"bad input"}`, string(x.ResponseBody))
	assert.False(t, x.Start.Before(start))
	assert.False(t, x.End.Before(x.Start))
}

// TestOwnRoutes: the capture script and its endpoint, guarded against
// other origins.
func TestOwnRoutes(t *testing.T) {
	px, _ := serveProxy(t, http.NotFoundHandler())
	resp, body := get(t, px+"/__errbundle/capture.js", nil)
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, resp.Header.Get("Content-Type"), "javascript")
	assert.Contains(t, body, "errbundle capture script")

	req, _ := http.NewRequest(http.MethodPost, px+"/__errbundle/v1/events", bytes.NewReader([]byte(`{}`)))
	req.Header.Set("Origin", "http://evil.test")
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusForbidden, resp.StatusCode)
}

// TestUnreachable: the target refusing, resetting or not answering gets the
// browser a 502 page that says which, and the proxy reports it.
func TestUnreachable(t *testing.T) {
	silent, err := net.Listen("tcp", "127.0.0.1:0") // accepts, never answers
	require.NoError(t, err)
	defer silent.Close()
	hangup, err := net.Listen("tcp", "127.0.0.1:0") // accepts, then resets
	require.NoError(t, err)
	defer hangup.Close()
	go func() {
		for {
			c, err := hangup.Accept()
			if err != nil {
				return
			}
			c.(*net.TCPConn).SetLinger(0)
			buf := make([]byte, 1024)
			c.Read(buf)
			c.Close()
		}
	}()
	refused, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	refusedAddr := refused.Addr().String()
	refused.Close()

	tests := []struct {
		name, addr, want string
	}{
		{"refused", refusedAddr, "refused the connection: nothing is listening there; is the dev server running?"},
		{"timed out", silent.Addr().String(), "did not answer in time (timed out)."},
		{"reset", hangup.Addr().String(), "closed the connection without answering (connection reset)."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var told []string
			var mu sync.Mutex
			u, _ := url.Parse("http://" + tt.addr)
			p := httptest.NewServer(proxy.New(proxy.Config{Target: u,
				Transport: &http.Transport{ResponseHeaderTimeout: 200 * time.Millisecond},
				Unreachable: func(msg string) {
					mu.Lock()
					told = append(told, msg)
					mu.Unlock()
				}}))
			defer p.Close()
			resp, body := get(t, p.URL+"/", nil)
			assert.Equal(t, http.StatusBadGateway, resp.StatusCode)
			assert.Contains(t, body, tt.want)
			mu.Lock()
			defer mu.Unlock()
			assert.Equal(t, []string{"the dev server at http://" + tt.addr + " " + tt.want}, told)
		})
	}
}
