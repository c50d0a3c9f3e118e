// Package proxy is errbundle proxy: a reverse proxy in front of a dev server
// that puts the capture script into every HTML page it serves and records
// every request it passes, so that any browser, on any device, is captured
// with no extension and no edit to the app.
//
//	d := proxy.NewDelivery(proxy.DeliveryConfig{Daemon: "127.0.0.1:7373", Command: "errbundle proxy http://localhost:3000"})
//	defer d.Close(ctx)
//	p := proxy.New(proxy.Config{Target: target, Record: d.Record, Unreachable: d.Unreachable, Forward: d})
//	http.ListenAndServe("127.0.0.1:3001", p)
//
// # Injection
//
// [Proxy] is built on net/http/httputil's ReverseProxy. Into an HTML
// response (by Content-Type, error pages included) that a browser loads as a
// document, it puts
//
//	<script src="/__errbundle/capture.js" data-daemon="http://127.0.0.1:3001/__errbundle" ...>
//
// first in <head>, or at the start of a document without one, with an
// [Injector]: a streaming reader that decides within a bounded prefix and
// holds back nothing after it, so a streamed (chunked, SSR) page keeps
// streaming. A plain page's Content-Length grows by the tag's length; a
// gzip, deflate or br body is decoded and served uncompressed, chunked. A
// Content-Security-Policy header gets a nonce
// (or 'self', where a nonce would switch off the page's 'unsafe-inline') in
// its script directives and nothing else changes; a policy in a <meta> tag
// needs nothing, as the script comes before it. Every other response passes
// through byte for byte; the proxy only drops from Accept-Encoding the
// codings it could not decode (zstd).
//
// The script is served by the proxy itself, on the app's origin, under
// [Prefix], and posts there too: a policy that allows 'self' lets it in, a
// phone on the LAN (for which 127.0.0.1 is itself) still reaches the daemon,
// and the proxy sees the script's reports. Only pages of the proxy's own
// origin may post there.
//
// # Host check
//
// Every request, the proxied pages and [Prefix] alike, must name the proxy
// by a loopback name (localhost, *.localhost, 127.0.0.0/8, [::1]) or one of
// [Config.AllowHosts], which errbundle proxy --allow-lan fills with the
// addresses and name the listener is reached at; any other Host gets a 403
// saying why. The target sees its own Host, so its own check (Vite's
// allowedHosts) cannot stop a page on evil.example that points its name at
// the proxy (DNS rebinding): this one does, and the capture script's
// endpoint is only ever built from a Host it accepted.
//
// # Rewrites
//
// The target sees its own Host (dev servers check it) and X-Forwarded-Host,
// -Proto and -For naming the proxy. A redirect to the target's origin
// becomes one to the proxy's, and a cookie whose Domain names the target's
// host loses that Domain when the browser knows the proxy by another name.
// WebSockets (HMR) and server-sent events pass through, the latter flushed
// as they are written.
//
// # Recording
//
// Each proxied request, once its response has been passed on, becomes an
// [ingest.Exchange] for [Config.Record]. [Delivery] turns it into a network
// event (initiator "proxy") and posts it to the daemon with a relay.Sender:
// bounded backlog, reconnection, daemon autostart. A request the page's
// capture script also reports (a fetch, an XHR, a failed script) is stored
// once: the proxy holds its record for [DefaultHold] and drops it when the
// script's report of the same method and URL comes through [Prefix], or
// drops the report when it comes after the record has gone. Navigations and
// form posts are the proxy's alone. In a browser running the errbundle
// extension the proxy's script stands down for the extension's, whose
// reports reach the daemon through the extension (with the tab): the
// extension posts the method and URL of each to [Prefix]+"/v1/seen", which
// counts as the script's report, so the proxy's record is not sent.
//
// # Diagnostics
//
// A target that refuses the connection, times out or resets it gets the
// browser a 502 page saying so in plain words, and an error line of process
// [ProcessID] ("proxy"), "errbundle proxy: the dev server at ... refused the
// connection ...", which the classifier files under category "unreachable"
// and get_errors lists grouped with its repeats.
package proxy
