package proxy

import (
	"slices"
	"strings"
)

// allowScript rewrites a Content-Security-Policy header value so that it
// lets the capture script run: loaded from the page's own origin with the
// given nonce, and its small inline hooks script with the same nonce. Only
// the directives that decide about scripts change (script-src,
// script-src-elem, or default-src's stand-in for them); every other
// directive, and every policy of a comma-separated list, is kept as it
// was.
//
// A nonce is added to a script source list unless the list relies on
// 'unsafe-inline' alone: a nonce there would switch 'unsafe-inline' off and
// break the page's own inline scripts, so 'self' is added instead (the
// script is served from the page's origin, and the hooks are inline).
func allowScript(header, nonce string) string {
	policies := strings.Split(header, ",")
	for i, p := range policies {
		policies[i] = allowScriptIn(p, nonce)
	}
	return strings.Join(policies, ",")
}

// allowScriptIn rewrites one policy; see [allowScript].
func allowScriptIn(policy, nonce string) string {
	dirs := strings.Split(policy, ";")
	var defaultSrc []string
	scriptDirs := 0
	for i, d := range dirs {
		fields := strings.Fields(d)
		if len(fields) == 0 {
			continue
		}
		switch strings.ToLower(fields[0]) {
		case "script-src", "script-src-elem":
			scriptDirs++
			lead := d[:len(d)-len(strings.TrimLeft(d, " \t"))]
			dirs[i] = lead + strings.Join(append(fields[:1:1], withSource(fields[1:], nonce)...), " ")
		case "default-src":
			defaultSrc = fields[1:]
		}
	}
	if scriptDirs == 0 && defaultSrc != nil {
		// Scripts fall back to default-src: state that list again, with
		// the script allowed, for scripts only.
		dirs = append(dirs, " script-src "+strings.Join(withSource(defaultSrc, nonce), " "))
	}
	return strings.Join(dirs, ";")
}

// withSource returns a script source list that also allows the capture
// script; see [allowScript].
func withSource(list []string, nonce string) []string {
	out := make([]string, 0, len(list)+1)
	var keyed, strict, unsafeInline, self bool
	for _, s := range list {
		l := strings.ToLower(s)
		switch {
		case l == "'none'":
			continue // 'none' means nothing once another source is listed
		case strings.HasPrefix(l, "'nonce-"), strings.HasPrefix(l, "'sha256-"), strings.HasPrefix(l, "'sha384-"), strings.HasPrefix(l, "'sha512-"):
			keyed = true
		case l == "'strict-dynamic'":
			strict = true
		case l == "'unsafe-inline'":
			unsafeInline = true
		case l == "'self'":
			self = true
		}
		out = append(out, s)
	}
	if unsafeInline && !keyed && !strict {
		if !self {
			out = append(out, "'self'")
		}
		return out
	}
	return slices.Concat(out, []string{"'nonce-" + nonce + "'"})
}
