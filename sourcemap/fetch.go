package sourcemap

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Sentinel errors behind a Result's Reason, for callers and tests that branch.
var (
	ErrNotAllowed = errors.New("origin not allowed")
	ErrTooLarge   = errors.New("over the size cap")
)

// origin returns scheme://host[:port] of an http(s) URL, or "" for any other.
func origin(u *url.URL) string {
	if u.Scheme != "http" && u.Scheme != "https" || u.Host == "" {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

// isLoopback reports whether host (without port) is this machine: localhost,
// a name under .localhost, 127.0.0.0/8 or ::1.
func isLoopback(host string) bool {
	h := strings.ToLower(strings.TrimSuffix(host, "."))
	if h == "localhost" || strings.HasSuffix(h, ".localhost") {
		return true
	}
	ip := net.ParseIP(strings.Trim(h, "[]"))
	return ip != nil && ip.IsLoopback()
}

// allowed reports whether raw may be fetched: an http(s) URL on a loopback
// origin, or on one Config.Allowed accepts, or a built script on disk under
// Config.FileRoots.
func (r *Resolver) allowed(raw string) bool {
	if strings.HasPrefix(raw, "file://") {
		return r.allowedFile(raw)
	}
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	return r.allowedURL(u)
}

func (r *Resolver) allowedURL(u *url.URL) bool {
	o := origin(u)
	if o == "" || u.User != nil {
		return false
	}
	if isLoopback(u.Hostname()) {
		return true
	}
	return r.cfg.Allowed != nil && r.cfg.Allowed(o)
}

// newClient returns the client every fetch goes through. A caller's client is
// copied so that its redirect policy can be replaced: a redirect is followed
// only to an allowed origin, whoever built the client.
func (r *Resolver) newClient() *http.Client {
	var c http.Client
	if r.cfg.Client != nil {
		c = *r.cfg.Client
	} else {
		transport := func() *http.Transport {
			return &http.Transport{
				Proxy:               nil, // a dev server on loopback is never reached through a proxy
				DialContext:         dialLoopbackNames(&net.Dialer{Timeout: r.cfg.Timeout}),
				MaxIdleConnsPerHost: 4,
				IdleConnTimeout:     30 * time.Second,
			}
		}
		loopback := transport()
		loopback.TLSClientConfig = &tls.Config{InsecureSkipVerify: true}
		c.Transport = devTransport{loopback: loopback, other: transport()}
	}
	c.CheckRedirect = func(req *http.Request, via []*http.Request) error {
		if len(via) >= 5 {
			return errors.New("more than 5 redirects")
		}
		if !r.allowedURL(req.URL) {
			return fmt.Errorf("redirect to %s not followed: %w", origin(req.URL), ErrNotAllowed)
		}
		return nil
	}
	return &c
}

// devTransport sends a request to an https loopback origin without checking
// its certificate: dev servers on https (Vite's basic-ssl plugin, next dev
// --experimental-https) present self-signed ones, and nothing but this
// machine answers there (dialLoopbackNames dials loopback addresses only).
// Every other origin's certificate is checked as usual.
type devTransport struct{ loopback, other *http.Transport }

func (t devTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.URL.Scheme == "https" && isLoopback(req.URL.Hostname()) {
		return t.loopback.RoundTrip(req)
	}
	return t.other.RoundTrip(req)
}

// CloseIdleConnections lets http.Client.CloseIdleConnections reach both.
func (t devTransport) CloseIdleConnections() {
	t.loopback.CloseIdleConnections()
	t.other.CloseIdleConnections()
}

// response is what a fetch brought back.
type response struct {
	status       int
	body         []byte
	header       http.Header
	etag         string
	lastModified string
}

// get fetches raw, at most MaxMapSize bytes, within Timeout. With validators
// it is a conditional GET and a 304 comes back with no body.
func (r *Resolver) get(ctx context.Context, raw, etag, lastModified string) (*response, error) {
	if !r.allowed(raw) {
		return nil, fmt.Errorf("fetch %s: %w", raw, ErrNotAllowed)
	}
	ctx, cancel := context.WithTimeout(ctx, r.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, raw, nil)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: %w", raw, err)
	}
	if etag != "" {
		req.Header.Set("If-None-Match", etag)
	}
	if lastModified != "" {
		req.Header.Set("If-Modified-Since", lastModified)
	}
	r.countFetch()
	resp, err := r.client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: %w", raw, err)
	}
	defer resp.Body.Close()
	out := &response{
		status:       resp.StatusCode,
		header:       resp.Header,
		etag:         resp.Header.Get("ETag"),
		lastModified: resp.Header.Get("Last-Modified"),
	}
	if resp.StatusCode == http.StatusNotModified {
		return out, nil
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("fetch %s: HTTP %d", raw, resp.StatusCode)
	}
	limit := r.cfg.MaxMapSize
	if resp.ContentLength > limit {
		return nil, fmt.Errorf("fetch %s: %d bytes, %w of %d", raw, resp.ContentLength, ErrTooLarge, limit)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		return nil, fmt.Errorf("fetch %s: %w", raw, err)
	}
	if int64(len(body)) > limit {
		return nil, fmt.Errorf("fetch %s: more than %d bytes, %w", raw, limit, ErrTooLarge)
	}
	out.body = body
	return out, nil
}

// dialLoopbackNames dials as d does, except that a loopback name (localhost,
// *.localhost) is never looked up: RFC 6761 reserves those names for this
// machine, so 127.0.0.1 and then ::1 are dialled. A DNS query for one would
// tell the network the names a developer works on, and a hosts file or
// resolver that points one elsewhere would send the request off the
// machine.
func dialLoopbackNames(d *net.Dialer) func(ctx context.Context, network, addr string) (net.Conn, error) {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		host, port, err := net.SplitHostPort(addr)
		if err != nil || net.ParseIP(host) != nil || !isLoopback(host) {
			return d.DialContext(ctx, network, addr)
		}
		var first error
		for _, ip := range []net.IP{net.IPv4(127, 0, 0, 1), net.IPv6loopback} {
			c, err := d.DialContext(ctx, network, net.JoinHostPort(ip.String(), port))
			if err == nil {
				return c, nil
			}
			if first == nil {
				first = err
			}
		}
		return nil, first
	}
}
