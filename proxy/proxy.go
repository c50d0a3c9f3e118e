package proxy

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"html"
	"io"
	"mime"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/errbundle/errbundle/extension"
	"github.com/errbundle/errbundle/ingest"
	"github.com/errbundle/errbundle/internal/hostguard"
)

// Prefix is the path under which the proxy serves its own routes on the
// app's origin: the capture script, and the endpoint it posts to, which
// the proxy forwards to the daemon. Same-origin, so a page's CSP that
// allows 'self' lets both through, and a phone on the LAN, for which
// 127.0.0.1 is itself, reaches the daemon through the proxy.
const Prefix = "/__errbundle"

// DefaultMaxBody is how much of each request and response body the proxy
// keeps for the record.
const DefaultMaxBody = 16 << 10

// Config configures a [Proxy]. Target is required.
type Config struct {
	// Target is the dev server, e.g. http://localhost:3000.
	Target *url.URL
	// Record receives each proxied request once its response has been
	// passed on (or has failed), with Navigation telling navigations
	// apart; nil records nothing.
	Record func(x *ingest.Exchange)
	// Unreachable is told, in a sentence, each time the target could not
	// be reached; nil tells no one.
	Unreachable func(msg string)
	// Forward handles the capture script's batches, sent to
	// Prefix+"/v1/events", and the extension's list of the requests it
	// reports itself, sent to Prefix+"/v1/seen": typically
	// [Delivery.ServeHTTP]. Nil answers 503.
	Forward http.Handler
	// Transport reaches the target; default one with a 5 s connect
	// timeout and a 2 min wait for response headers (a dev server may
	// compile the first page for a while).
	Transport http.RoundTripper
	// AllowHosts are the Hosts the proxy answers besides loopback names
	// (see [hostguard.Check]): the addresses and names a listener beyond
	// loopback is reached at. Every other Host gets a 403.
	AllowHosts []string
	// MaxBody caps the bodies kept for the record; default [DefaultMaxBody].
	MaxBody int
	// Now is the clock; default time.Now.
	Now func() time.Time
}

// Proxy is the reverse proxy in front of the dev server. It is an
// http.Handler.
type Proxy struct {
	cfg    Config
	rp     *httputil.ReverseProxy
	origin string // the target's scheme://host, for messages
}

// New returns a Proxy for cfg.
func New(cfg Config) *Proxy {
	if cfg.Target == nil || cfg.Target.Host == "" {
		panic("proxy: New needs a Target URL with a host")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = DefaultMaxBody
	}
	if cfg.Transport == nil {
		cfg.Transport = &http.Transport{
			Proxy:                 nil, // the target is local: never through an HTTP_PROXY
			DialContext:           (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
			ResponseHeaderTimeout: 2 * time.Minute,
			MaxIdleConnsPerHost:   32,
			IdleConnTimeout:       90 * time.Second,
			// The proxy decodes what it must itself (see modify).
			DisableCompression: true,
		}
	}
	p := &Proxy{cfg: cfg, origin: cfg.Target.Scheme + "://" + cfg.Target.Host}
	p.rp = &httputil.ReverseProxy{
		Rewrite:        p.rewrite,
		Transport:      cfg.Transport,
		FlushInterval:  -1, // SSE and streamed pages go out as they come
		ModifyResponse: p.modify,
		ErrorHandler:   p.fail,
	}
	return p
}

// exchangeKey finds a request's *exchange in its context.
type exchangeKey struct{}

// exchange is what the proxy gathers about one request as it passes.
type exchange struct {
	x        ingest.Exchange
	reqBody  *capBuffer
	respBody *capBuffer
	// respCoding is the content coding of the bytes respBody keeps: the
	// target's, unless the proxy decoded the body to inject its script.
	respCoding string
	once       sync.Once
	p          *Proxy
}

// finish records the exchange, once.
func (e *exchange) finish(status int, header http.Header, errText string) {
	e.once.Do(func() {
		if e.p.cfg.Record == nil {
			return
		}
		e.x.End = e.p.cfg.Now()
		e.x.Status, e.x.Error = status, errText
		if header != nil {
			e.x.ResponseHeader = header
		}
		e.x.RequestBody = e.reqBody.Bytes()
		e.x.ResponseBody = e.respBody.Bytes()
		if e.respCoding != "" {
			e.x.ResponseBody = decodePrefix(e.respCoding, e.x.ResponseBody, e.respBody.max)
		}
		e.x.Truncated = e.reqBody.over || e.respBody.over
		e.p.cfg.Record(&e.x)
	})
}

// ServeHTTP serves the proxy's own routes under [Prefix] and passes
// everything else to the target.
//
// A request whose Host is not a loopback name or one of
// [Config.AllowHosts] gets a 403 first, whatever its path: the target
// sees its own Host, so its own check (Vite's allowedHosts) cannot see
// the page's, and the capture script's endpoint is built from the Host.
func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if err := hostguard.Check(r.Host, p.cfg.AllowHosts); err != nil {
		http.Error(w, "errbundle proxy: "+err.Error()+": open the app on localhost or 127.0.0.1 (or a --allow-lan address)", http.StatusForbidden)
		return
	}
	if r.URL.Path == Prefix || strings.HasPrefix(r.URL.Path, Prefix+"/") {
		p.serveOwn(w, r)
		return
	}
	e := &exchange{p: p, reqBody: &capBuffer{max: p.cfg.MaxBody}, respBody: &capBuffer{max: p.cfg.MaxBody}}
	e.x = ingest.Exchange{Start: p.cfg.Now(), Method: r.Method, URL: browserURL(r), RequestHeader: r.Header.Clone()}
	if r.Body != nil && r.Body != http.NoBody {
		r.Body = &teeBody{ReadCloser: r.Body, buf: e.reqBody}
	}
	p.rp.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), exchangeKey{}, e)))
}

// serveOwn serves the capture script and forwards its batches.
func (p *Proxy) serveOwn(w http.ResponseWriter, r *http.Request) {
	// The guard the daemon would apply: only the proxied pages themselves
	// (or clients that send no Origin) may write into the agent's context.
	if o := r.Header.Get("Origin"); o != "" {
		if u, err := url.Parse(o); err != nil || !strings.EqualFold(u.Host, r.Host) {
			http.Error(w, "origin "+o+" not allowed: only pages served by this proxy may send", http.StatusForbidden)
			return
		}
	}
	switch r.URL.Path {
	case Prefix + "/capture.js":
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(extension.CaptureJS)
	case Prefix + "/v1/events", Prefix + "/v1/seen":
		if p.cfg.Forward == nil {
			http.Error(w, "no daemon to forward to", http.StatusServiceUnavailable)
			return
		}
		p.cfg.Forward.ServeHTTP(w, r)
	default:
		http.Error(w, "no route "+r.URL.Path+": errbundle proxy serves "+Prefix+"/capture.js, "+Prefix+"/v1/events and "+Prefix+"/v1/seen", http.StatusNotFound)
	}
}

// browserURL is the absolute URL the browser asked for, on the proxy.
func browserURL(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host + r.URL.RequestURI()
}

// rewrite sends the request on to the target: the target's Host (dev
// servers check it), X-Forwarded-* naming the proxy, and only the content
// codings the proxy can decode to inject its script.
func (p *Proxy) rewrite(pr *httputil.ProxyRequest) {
	pr.SetURL(p.cfg.Target)
	pr.SetXForwarded()
	if ae := pr.Out.Header.Get("Accept-Encoding"); ae != "" {
		pr.Out.Header.Set("Accept-Encoding", decodable(ae))
	}
}

// decodable keeps the codings of an Accept-Encoding value that the proxy
// decodes (gzip, deflate, br), dropping others such as zstd.
func decodable(ae string) string {
	var keep []string
	for _, part := range strings.Split(ae, ",") {
		name, _, _ := strings.Cut(strings.TrimSpace(part), ";")
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "gzip", "x-gzip", "deflate", "br", "identity":
			keep = append(keep, strings.TrimSpace(part))
		}
	}
	if keep == nil {
		return "identity"
	}
	return strings.Join(keep, ", ")
}

// modify rewrites the target's response for the browser: Location and
// cookie domains onto the proxy's address, the capture script into HTML
// pages; and arranges for the exchange to be recorded once the body has
// been passed on.
func (p *Proxy) modify(resp *http.Response) error {
	in := resp.Request
	e, _ := in.Context().Value(exchangeKey{}).(*exchange)
	recorded := resp.Header.Clone()
	p.rewriteLocation(resp, e)
	rewriteCookies(resp.Header, p.cfg.Target.Hostname(), hostOnly(e.x.URL))
	if resp.StatusCode == http.StatusSwitchingProtocols {
		// A WebSocket: the body is the connection, passed on as is.
		e.finish(resp.StatusCode, recorded, "")
		return nil
	}
	body := resp.Body
	e.respCoding = resp.Header.Get("Content-Encoding")
	if injectable(resp, e.x.RequestHeader) {
		dec, err := decoder(resp.Header.Get("Content-Encoding"), body)
		if err == nil {
			nonce := newNonce()
			// The endpoint absolute, on the origin the browser used (its
			// Host checked by ServeHTTP): the script tells its own
			// requests apart by that prefix.
			endpoint := html.EscapeString(origin(e.x.URL) + Prefix)
			tag := `<script src="` + Prefix + `/capture.js" data-daemon="` + endpoint + `" data-allow-origins="*" nonce="` + nonce + `"></script>`
			inj := NewInjector(dec, []byte(tag), 0)
			orig := resp.Body
			body = readCloser{Reader: inj, close: func() error { dec.Close(); return orig.Close() }}
			// The injector only inserts the tag: a plain body's length
			// grows by as much; a decoded one's is unknown until its end.
			if coding := resp.Header.Get("Content-Encoding"); (coding == "" || strings.EqualFold(coding, "identity")) && resp.ContentLength >= 0 {
				resp.ContentLength += int64(len(tag))
				resp.Header.Set("Content-Length", strconv.FormatInt(resp.ContentLength, 10))
			} else {
				resp.Header.Del("Content-Length")
				resp.ContentLength = -1
			}
			resp.Header.Del("Content-Encoding")
			e.respCoding = ""
			// The page is now a different representation than the
			// target's: a strong validator would claim otherwise.
			if et := resp.Header.Get("ETag"); et != "" && !strings.HasPrefix(et, "W/") {
				resp.Header.Set("ETag", "W/"+et)
			}
			for i, v := range resp.Header.Values("Content-Security-Policy") {
				resp.Header["Content-Security-Policy"][i] = allowScript(v, nonce)
			}
		}
	}
	resp.Body = &recordBody{ReadCloser: body, buf: e.respBody, done: func(err error) {
		msg := ""
		if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, context.Canceled) {
			msg = "response broke off: " + err.Error()
		}
		e.finish(resp.StatusCode, recorded, msg)
	}}
	return nil
}

// injectable reports whether the capture script goes into resp: an HTML
// page (error pages too) that a browser loads as a document, not a
// fragment a script fetched, nor a download, nor a HEAD, partial or empty
// answer.
func injectable(resp *http.Response, reqHeader http.Header) bool {
	if resp.Request.Method == http.MethodHead || resp.StatusCode == http.StatusNoContent ||
		resp.StatusCode == http.StatusNotModified || resp.StatusCode == http.StatusPartialContent || resp.StatusCode < 200 {
		return false
	}
	mt, _, err := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	if err != nil || mt != "text/html" && mt != "application/xhtml+xml" {
		return false
	}
	if d, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Disposition")); d == "attachment" {
		return false // a download, not a page
	}
	switch strings.ToLower(reqHeader.Get("Sec-Fetch-Dest")) {
	case "", "document", "iframe", "frame", "embed", "object":
		return true
	}
	return false
}

// rewriteLocation points a redirect to the target's own origin at the
// proxy instead, so that the browser stays on the proxy.
func (p *Proxy) rewriteLocation(resp *http.Response, e *exchange) {
	loc := resp.Header.Get("Location")
	if loc == "" {
		return
	}
	u, err := url.Parse(loc)
	if err != nil || !p.isTarget(u) {
		return
	}
	in, err := url.Parse(e.x.URL)
	if err != nil {
		return
	}
	u.Scheme, u.Host = in.Scheme, in.Host
	resp.Header.Set("Location", u.String())
}

// isTarget reports whether u is on the target's origin, taking the
// loopback names for one another (a target given as localhost:3000 may
// redirect to 127.0.0.1:3000).
func (p *Proxy) isTarget(u *url.URL) bool {
	t := p.cfg.Target
	if !strings.EqualFold(u.Scheme, t.Scheme) {
		return false
	}
	if strings.EqualFold(u.Host, t.Host) {
		return true
	}
	return u.Port() != "" && u.Port() == t.Port() && isLoopback(u.Hostname()) && isLoopback(t.Hostname())
}

func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// rewriteCookies drops a Domain attribute naming the target's host from
// the cookies set, when the browser knows the proxy by another name
// (localhost against 127.0.0.1): it would refuse them otherwise. The
// cookie is then the proxy host's own.
func rewriteCookies(h http.Header, targetHost, proxyHost string) {
	if strings.EqualFold(targetHost, proxyHost) {
		return
	}
	for i, v := range h.Values("Set-Cookie") {
		c, err := http.ParseSetCookie(v)
		if err != nil || !strings.EqualFold(strings.TrimPrefix(c.Domain, "."), targetHost) {
			continue
		}
		c.Domain = ""
		h["Set-Cookie"][i] = c.String()
	}
}

// origin is the scheme://host of an absolute URL.
func origin(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

func hostOnly(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return ""
	}
	return u.Hostname()
}

// fail answers a request the target could not answer with a 502 page
// that says why in plain words, records it, and reports the target
// unreachable.
func (p *Proxy) fail(w http.ResponseWriter, r *http.Request, err error) {
	e, _ := r.Context().Value(exchangeKey{}).(*exchange)
	if errors.Is(err, context.Canceled) || r.Context().Err() != nil {
		// The browser went away (a new navigation, an aborted fetch):
		// nothing to answer, and nothing broke, so nothing to record.
		e.once.Do(func() {})
		return
	}
	why := unreachableReason(err)
	msg := fmt.Sprintf("the dev server at %s %s", p.origin, why)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusBadGateway)
	fmt.Fprintf(w, `<!doctype html><html><head><meta charset="utf-8"><title>502 dev server unreachable</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:3em auto">
<h1>errbundle proxy: cannot reach the dev server</h1>
<p>%s</p>
<p>Start the dev server (or check its address), then reload this page.</p>
<p><small>%s %s</small></p>
</body></html>
`, html.EscapeString(upperFirst(msg)), html.EscapeString(r.Method), html.EscapeString(r.URL.RequestURI()))
	// Recorded as what it is, a transport failure (status 0), though the
	// browser got the proxy's 502: get_errors then names the cause.
	e.finish(0, nil, "errbundle proxy: "+msg)
	if p.cfg.Unreachable != nil {
		p.cfg.Unreachable(msg)
	}
}

// unreachableReason says in words why the target gave no answer.
func unreachableReason(err error) string {
	var dns *net.DNSError
	var ne net.Error
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return "refused the connection: nothing is listening there; is the dev server running?"
	case errors.As(err, &dns):
		return "could not be found: no such host " + dns.Name + "."
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return "did not answer in time (timed out)."
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "closed the connection without answering (connection reset)."
	}
	return "could not be reached: " + err.Error() + "."
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func newNonce() string {
	var b [16]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// capBuffer keeps the first max bytes written to it, and whether more
// came.
type capBuffer struct {
	buf  []byte
	max  int
	over bool
}

func (c *capBuffer) add(p []byte) {
	if room := c.max - len(c.buf); room > 0 {
		c.buf = append(c.buf, p[:min(room, len(p))]...)
		p = p[min(room, len(p)):]
	}
	if len(p) > 0 {
		c.over = true
	}
}

// Bytes is what was kept.
func (c *capBuffer) Bytes() []byte { return c.buf }

// teeBody keeps a copy of what is read through it.
type teeBody struct {
	io.ReadCloser
	buf *capBuffer
}

func (t *teeBody) Read(p []byte) (int, error) {
	n, err := t.ReadCloser.Read(p)
	t.buf.add(p[:n])
	return n, err
}

// recordBody keeps a copy of a response body as it is passed on, and
// calls done when the body ends or is closed.
type recordBody struct {
	io.ReadCloser
	buf  *capBuffer
	done func(err error)
}

func (b *recordBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.buf.add(p[:n])
	if err != nil {
		b.done(err)
	}
	return n, err
}

func (b *recordBody) Close() error {
	b.done(nil)
	return b.ReadCloser.Close()
}

type readCloser struct {
	io.Reader
	close func() error
}

func (r readCloser) Close() error { return r.close() }
