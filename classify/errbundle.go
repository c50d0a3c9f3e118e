package classify

import "strings"

// errbundle proxy reports the dev server it fronts as unreachable on its
// own process's stream, one line each time a request could not be
// forwarded: "errbundle proxy: the dev server at http://127.0.0.1:5173
// refused the connection: nothing is listening there; is the dev server
// running?". The problem is the dev server being down, not the proxy.

const proxyPrefix = "errbundle proxy: "

func detectErrbundle(s, t string) parser {
	msg, ok := strings.CutPrefix(t, proxyPrefix)
	if !ok || !strings.HasPrefix(msg, "the dev server at ") {
		return nil
	}
	return &single{f: Finding{Kind: Error, Category: "unreachable", Message: msg}}
}
