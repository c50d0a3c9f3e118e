package proxy_test

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// The test target: a small real web app, served by net/http, with the
// pages the end-to-end tests open through the proxy.

const homePage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>home</title></head>
<body>
<button id="fail-fetch" onclick="fetch('/api/missing').then(r => r.json()).then(d => { document.title = 'fetched ' + d.error })">load</button>
<button id="throw" onclick="throw new Error('boom from the home page')">throw</button>
<a id="next" href="/next">next</a>
<form id="signup" method="post" action="/submit">
  <input name="name" value="alice"><button id="send" type="submit">send</button>
</form>
</body>
</html>`

// cspPage may run scripts from its own origin only: its inline script
// must stay blocked, its app.js must run.
const cspPage = `<!doctype html><html><head><title>csp</title>
<script>window.inlineRan = true</script>
<script src="/csp-app.js"></script>
</head><body>strict</body></html>`

const wsPage = `<!doctype html><html><head><title>ws</title></head><body><script>
const ws = new WebSocket('ws://' + location.host + '/ws');
ws.onopen = () => ws.send('ping');
ws.onmessage = (e) => { document.title = 'echo:' + e.data };
</script></body></html>`

// encodedPage is a page whose error says which coding it came in.
func encodedPage(coding string) string {
	return `<!DOCTYPE html><HTML><HEAD><TITLE>` + coding + `</TITLE></HEAD><BODY><script>
setTimeout(() => { throw new Error('boom in the ` + coding + ` page') }, 0)</script></BODY></HTML>`
}

type target struct {
	srv  *httptest.Server
	blob []byte // a binary asset, served gzip-encoded as is
}

func startTarget(tb testing.TB) *target {
	tb.Helper()
	t := &target{blob: make([]byte, 256<<10)}
	r := rand.New(rand.NewPCG(1, 2))
	for i := range t.blob {
		t.blob[i] = byte(r.Uint32())
	}
	mux := http.NewServeMux()
	html := func(w http.ResponseWriter, s string) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, s)
	}
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) { html(w, homePage) })
	mux.HandleFunc("GET /next", func(w http.ResponseWriter, r *http.Request) {
		html(w, `<!doctype html><html><head><title>next</title></head><body>next</body></html>`)
	})
	mux.HandleFunc("GET /api/missing", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		io.WriteString(w, `{"error":"no such thing"}`)
	})
	mux.HandleFunc("POST /submit", func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		// Redirect to the target's own origin, as apps that know their
		// address do: the proxy must keep the browser on the proxy.
		http.Redirect(w, r, "http://"+r.Host+"/welcome?name="+r.PostForm.Get("name"), http.StatusSeeOther)
	})
	mux.HandleFunc("GET /welcome", func(w http.ResponseWriter, r *http.Request) {
		html(w, `<!doctype html><html><head><title>welcome `+r.URL.Query().Get("name")+`</title></head><body></body></html>`)
	})
	mux.HandleFunc("GET /gzip", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Header().Set("Content-Encoding", "gzip")
		zw := gzip.NewWriter(w)
		io.WriteString(zw, encodedPage("gzip"))
		zw.Close()
	})
	mux.HandleFunc("GET /br", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Header().Set("Content-Encoding", "br")
		bw := brotli.NewWriter(w)
		io.WriteString(bw, encodedPage("br"))
		bw.Close()
	})
	mux.HandleFunc("GET /csp", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "script-src 'self'; img-src 'none'")
		html(w, cspPage)
	})
	mux.HandleFunc("GET /meta-csp", func(w http.ResponseWriter, r *http.Request) {
		html(w, `<!doctype html><html><head>
<meta http-equiv="Content-Security-Policy" content="script-src 'self'; connect-src 'self'">
<title>meta csp</title><script src="/csp-app.js"></script></head><body></body></html>`)
	})
	mux.HandleFunc("GET /csp-app.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		io.WriteString(w, `document.title = 'csp app ran'; setTimeout(() => { throw new Error('boom under a strict CSP') }, 0)`)
	})
	mux.HandleFunc("GET /blob.bin", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/octet-stream")
		w.Header().Set("Content-Encoding", "gzip") // sent as is: the proxy must not touch it
		w.Write(t.blob)
	})
	mux.HandleFunc("GET /broken-page", func(w http.ResponseWriter, r *http.Request) {
		html(w, `<!doctype html><html><head><title>broken</title><script src="/broken.js"></script></head><body></body></html>`)
	})
	mux.HandleFunc("GET /broken.js", func(w http.ResponseWriter, r *http.Request) {
		// As a dev server answers a module it cannot compile.
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusInternalServerError)
		io.WriteString(w, "Transform failed with 1 error: src/broken.js:3:7: ERROR: Unexpected \"}\"")
	})
	mux.HandleFunc("GET /ws-page", func(w http.ResponseWriter, r *http.Request) { html(w, wsPage) })
	mux.HandleFunc("GET /ws", echoWebSocket)
	t.srv = httptest.NewServer(mux)
	tb.Cleanup(t.srv.Close)
	return t
}

// echoWebSocket accepts a WebSocket and echoes one text message: enough of
// RFC 6455 for the test, written out so the test needs no library.
func echoWebSocket(w http.ResponseWriter, r *http.Request) {
	if !strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
		http.Error(w, "want a websocket", http.StatusBadRequest)
		return
	}
	sum := sha1.Sum([]byte(r.Header.Get("Sec-WebSocket-Key") + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
	conn, rw, err := http.NewResponseController(w).Hijack()
	if err != nil {
		return
	}
	defer conn.Close()
	fmt.Fprintf(rw, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n\r\n",
		base64.StdEncoding.EncodeToString(sum[:]))
	rw.Flush()
	msg, err := readFrame(rw.Reader)
	if err != nil {
		return
	}
	// An unmasked text frame, as servers send.
	frame := append([]byte{0x81, byte(len(msg))}, msg...)
	rw.Write(frame)
	rw.Flush()
	// Wait for the browser to close.
	io.Copy(io.Discard, rw)
}

// readFrame reads one masked client frame of under 64 KiB.
func readFrame(r *bufio.Reader) ([]byte, error) {
	var head [2]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return nil, err
	}
	n := int(head[1] & 0x7f)
	if n == 126 {
		var ext [2]byte
		if _, err := io.ReadFull(r, ext[:]); err != nil {
			return nil, err
		}
		n = int(binary.BigEndian.Uint16(ext[:]))
	}
	var mask [4]byte
	if _, err := io.ReadFull(r, mask[:]); err != nil {
		return nil, err
	}
	msg := make([]byte, n)
	if _, err := io.ReadFull(r, msg); err != nil {
		return nil, err
	}
	for i := range msg {
		msg[i] ^= mask[i%4]
	}
	return bytes.Clone(msg), nil
}
