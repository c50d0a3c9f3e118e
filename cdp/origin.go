package cdp

import (
	"net/url"
	"strings"
)

// Origins says which pages' events are recorded: those the extension
// records (loopback pages, and the --allow-origin entries), or every page
// with All. An agent's browser visits other sites too (docs, search, a
// login provider); their errors are not the app's and their bodies are
// not the user's to keep.
type Origins struct {
	// Allow lists entries as the extension's options take them: a host
	// name (any scheme and port; "*.example.test" for subdomains), a full
	// origin ("http://app.test:8080"), or "*".
	Allow []string
	// All records every http and https page.
	All bool
}

// Allowed reports whether events of a page or worker at rawURL are
// recorded. A page with no URL yet (about:blank before its first
// navigation) is not.
func (o Origins) Allowed(rawURL string) bool {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return false
	}
	if o.All || IsLoopback(u.Hostname()) {
		return true
	}
	host := strings.ToLower(u.Hostname())
	origin := strings.ToLower(u.Scheme + "://" + u.Host)
	for _, e := range o.Allow {
		e = strings.TrimRight(strings.ToLower(strings.TrimSpace(e)), "/")
		switch {
		case e == "":
		case e == "*":
			return true
		case strings.Contains(e, "://"):
			if e == origin {
				return true
			}
		case strings.HasPrefix(e, "*."):
			if strings.HasSuffix(host, e[1:]) && len(host) > len(e)-1 {
				return true
			}
		case strings.Trim(e, "[]") == strings.Trim(host, "[]"):
			return true
		}
	}
	return false
}
