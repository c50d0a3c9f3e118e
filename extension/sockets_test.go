package extension_test

import (
	"bufio"
	"context"
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// TestSockets checks capture/sockets.js in real Chromium, with the
// extension and with the script tag: a WebSocket the server closes with
// 1011 is a failed request in the bundle of the error the app throws next,
// with the messages each way (secrets redacted); an EventSource the app
// closes is recorded as a good one; Vite's hot-reload socket is not
// recorded at all.
func TestSockets(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	ws := serveSockets(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := newTab(d.browser, t)
			query := "ws=" + ws
			if d.query != "" {
				query += "&" + d.query
			}
			require.NoError(t, chromedp.Do(tab, chromedp.Navigate(p.url("/sockets.html", query))))
			click(t, tab, "#run")
			ctx, cancel := context.WithTimeout(tab, 15*time.Second)
			defer cancel()
			seen, err := chromedp.Run(ctx, chromedp.Poll[string](`document.getElementById('done').textContent || false`))
			require.NoError(t, err)
			// What the app saw is what the server did, capture or not.
			assert.Equal(t, `["feed 1011 database went away","hmr 1006","ticker {\"price\":42}"]`, seen)

			bd := waitBundle(ctx, t, d.daemon, "live feed lost: 1011")
			var feed *struct {
				Method       string `json:"method"`
				URL          string `json:"url"`
				Status       int    `json:"status"`
				ResponseBody string `json:"response_body"`
				RequestBody  string `json:"request_body"`
				Error        string `json:"error"`
			}
			for i, r := range bd.Network {
				if strings.HasSuffix(r.URL, "/feed") && r.Error != "" {
					feed = &bd.Network[i]
				}
			}
			require.NotNil(t, feed, "no closed socket in the bundle: %s", bd.describe())
			assert.Equal(t, "ws://"+ws+"/feed", feed.URL)
			assert.Equal(t, 0, feed.Status, "an abnormal close is a failed request")
			assert.Contains(t, feed.Error, `WebSocket closed with code 1011 "database went away"`)

			got := waitFor(t, d.daemon, map[string]any{"what": "network_bodies", "limit": 50}, func(r requestsReply) bool {
				n := 0
				for _, r := range r.Requests {
					if r.Initiator == "websocket" || r.Initiator == "eventsource" {
						n++
					}
				}
				return n >= 4
			})
			var kinds []string
			var tickerBody string
			for _, r := range got.Requests {
				path := r.URL[strings.LastIndex(r.URL, "/"):]
				switch r.Initiator {
				case "websocket", "eventsource":
					kinds = append(kinds, fmt.Sprintf("%s %s %d", r.Initiator, path, r.Status))
				default:
					continue
				}
				assert.NotContains(t, r.URL, "/hmr", "Vite's hot-reload socket is noise")
				if path == "/feed" && r.Status == 0 {
					assert.Contains(t, r.RequestBody, `"subscribe":"prices"`)
					assert.NotContains(t, r.RequestBody, "sk-live-do-not-send")
					assert.Equal(t, `{"type":"tick","price":41}`, r.ResponseBody)
				}
				if path == "/ticker" && r.ResponseBody != "" {
					tickerBody = r.ResponseBody
				}
			}
			assert.Equal(t, `{"price":42}`, tickerBody, "the EventSource's end keeps what it received")
			assert.ElementsMatch(t, []string{"websocket /feed 101", "websocket /feed 0", "eventsource /ticker 200", "eventsource /ticker 200"}, kinds,
				"each socket's open, then its end")
		})
	}
}

// serveSockets serves, on 127.0.0.1, a WebSocket /feed that reads one
// message, sends one and closes with 1011; a WebSocket /hmr that drops
// the connection; and an event stream /ticker. It returns its host:port.
// The WebSocket side is the few lines of RFC 6455 a server needs for one
// short exchange: a library would be a dependency for a test helper.
func serveSockets(tb testing.TB) string {
	tb.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("GET /feed", func(w http.ResponseWriter, r *http.Request) {
		conn, rw := upgrade(tb, w, r)
		defer conn.Close()
		if _, err := readFrame(rw); err != nil {
			return
		}
		writeFrame(rw, 0x1, []byte(`{"type":"tick","price":41}`))
		writeFrame(rw, 0x8, append(binary.BigEndian.AppendUint16(nil, 1011), "database went away"...))
		rw.Flush()
		conn.SetReadDeadline(time.Now().Add(5 * time.Second))
		readFrame(rw) // the browser's answering close frame
	})
	mux.HandleFunc("GET /hmr", func(w http.ResponseWriter, r *http.Request) {
		conn, _ := upgrade(tb, w, r)
		conn.Close()
	})
	mux.HandleFunc("GET /ticker", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Access-Control-Allow-Origin", "*")
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprint(w, "data: {\"price\":42}\n\n")
		w.(http.Flusher).Flush()
		<-r.Context().Done()
	})
	srv := httptest.NewServer(mux)
	tb.Cleanup(srv.Close)
	return strings.TrimPrefix(srv.URL, "http://")
}

// upgrade answers a WebSocket handshake and returns the connection.
func upgrade(tb testing.TB, w http.ResponseWriter, r *http.Request) (net.Conn, *bufio.ReadWriter) {
	sum := sha1.Sum([]byte(r.Header.Get("Sec-WebSocket-Key") + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
	conn, rw, err := http.NewResponseController(w).Hijack()
	if err != nil {
		tb.Errorf("hijack: %v", err)
		return nil, nil
	}
	fmt.Fprintf(rw, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n",
		base64.StdEncoding.EncodeToString(sum[:]))
	if proto, _, _ := strings.Cut(r.Header.Get("Sec-WebSocket-Protocol"), ","); proto != "" {
		fmt.Fprintf(rw, "Sec-WebSocket-Protocol: %s\r\n", strings.TrimSpace(proto))
	}
	fmt.Fprint(rw, "\r\n")
	rw.Flush()
	return conn, rw
}

// writeFrame writes one unmasked, final frame of a payload under 126 bytes.
func writeFrame(w io.Writer, opcode byte, payload []byte) {
	w.Write(append([]byte{0x80 | opcode, byte(len(payload))}, payload...))
}

// readFrame reads one masked frame from the browser and returns its
// payload.
func readFrame(r io.Reader) ([]byte, error) {
	var head [2]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return nil, err
	}
	n := uint64(head[1] & 0x7f)
	switch n {
	case 126:
		var ext [2]byte
		if _, err := io.ReadFull(r, ext[:]); err != nil {
			return nil, err
		}
		n = uint64(binary.BigEndian.Uint16(ext[:]))
	case 127:
		return nil, fmt.Errorf("frame too long for this test server")
	}
	var mask [4]byte
	if _, err := io.ReadFull(r, mask[:]); err != nil {
		return nil, err
	}
	payload := make([]byte, n)
	if _, err := io.ReadFull(r, payload); err != nil {
		return nil, err
	}
	for i := range payload {
		payload[i] ^= mask[i%4]
	}
	return payload, nil
}

// assertNoSockets checks that d holds no socket events: a dev server's
// hot-reload socket is not the app's, and its pages open no other.
func assertNoSockets(tb testing.TB, d *daemontest.Daemon) {
	tb.Helper()
	var got requestsReply
	require.NoError(tb, json.Unmarshal(observe(context.Background(), tb, d, map[string]any{"what": "network_bodies", "limit": 500}), &got))
	for _, r := range got.Requests {
		assert.NotContains(tb, []string{"websocket", "eventsource"}, r.Initiator, "a hot-reload socket was recorded: %+v", r)
	}
}
