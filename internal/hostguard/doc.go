// Package hostguard decides whether a request's Host header, or a browser
// page's Origin, names this machine: the check that keeps a web page from
// reaching a local server through DNS rebinding.
//
//	if err := hostguard.Check(r.Host, allowLAN); err != nil {
//		http.Error(w, err.Error(), http.StatusForbidden)
//		return
//	}
//
// # Why the Host
//
// A page on evil.example can point its own name at 127.0.0.1 (DNS
// rebinding) and then read and write a local server as if it were its own
// origin: the browser sees no cross-origin request. What gives it away is
// the Host header, which still says evil.example. A local server that
// answers only Hosts naming this machine is out of reach of such a page.
//
// # What is loopback
//
// [IsLoopback] accepts localhost, every name ending in .localhost (RFC
// 6761 reserves them for loopback, browsers resolve them so without asking
// DNS, and Vite accepts them by default), any address in 127.0.0.0/8
// and ::1. Names are matched case-insensitively; a trailing dot
// ("localhost.") is refused, as no browser sends it for a name typed
// without one. A server reached beyond loopback names the addresses it is
// reached at as extra, matched exactly.
//
// # Strict parsing
//
// [Split] reads a Host value as a browser writes one: host, host:port or
// [IPv6]:port, the port decimal 1–65535. Anything else is refused, not
// guessed at: "localhost:7373.evil.com" (a port that is not a number),
// "localhost:99999", an empty host, userinfo ("user@localhost"), a bare
// IPv6 address without brackets, an IPv6 zone, characters no host name
// holds.
package hostguard
