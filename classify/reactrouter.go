package classify

import (
	"regexp"
	"strings"
)

// React Router 7's dev server (react-router dev) logs a request no route
// matches as an error with its stack, then the ErrorResponseImpl it
// answers with, dumped over lines up to its closing brace:
//
//	Error: No route matches URL "/favicon.ico"
//	    at getInternalRouterError (file:///app/node_modules/react-router/...)
//	ErrorResponseImpl {
//	  status: 404,
//	  ...
//	}
//
// It is a 404, the browser asking for what the app does not have (a
// favicon, a mistyped link): a warning, as errbundle files any 4xx, and
// one finding, not one for the error and one for its dump.
var reactRouterSpec = &spec{
	name: "react-router", fixture: "react-router-dev", tool: "React Router 7.18.4",
	starts: "E", has: `Error: No route matches URL "`,
	head:     regexp.MustCompile(`^Error: (?P<msg>No route matches URL ".*)$`),
	category: "react-router", form: warns,
	under: under{more: regexp.MustCompile(`^\s|^ErrorResponseImpl \{$|^\}$`), end: regexp.MustCompile(`^\}$`)},
}

// detectRemixFutureFlag claims Remix 2's notice of a future flag, "[warn]
// Fetcher persistence behavior is changing in React Router v7" and its
// "┃ You can use the `v3_fetcherPersist` future flag to opt-in early."
// lines down to "┗": advice about an upgrade, not a problem (React Router
// 7's own "Future Flag Warning" lines are not either).
func detectRemixFutureFlag(_, t string) parser {
	if !strings.HasPrefix(t, "[warn] ") || !strings.Contains(t, " is changing ") || !strings.Contains(t, " in React Router v") {
		return nil
	}
	return &remixFlag{}
}

type remixFlag struct{}

func (remixFlag) next(line string) verdict {
	switch {
	case strings.HasPrefix(line, "┃"):
		return take
	case strings.HasPrefix(line, "┗"):
		return takeEnd
	}
	return reject
}

func (remixFlag) finding() (Finding, bool) { return Finding{}, false }
