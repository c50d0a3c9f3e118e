package capture

import (
	"bytes"
	"path"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/errbundle/errbundle/fingerprint"
)

// staticExt are file extensions of assets and source modules a dev server
// serves: loading them successfully says nothing about an error.
var staticExt = map[string]bool{
	".js": true, ".mjs": true, ".cjs": true, ".css": true, ".map": true,
	".ts": true, ".tsx": true, ".jsx": true, ".vue": true, ".svelte": true, ".scss": true, ".less": true,
	".png": true, ".jpg": true, ".jpeg": true, ".gif": true, ".svg": true, ".webp": true, ".avif": true, ".ico": true, ".bmp": true,
	".woff": true, ".woff2": true, ".ttf": true, ".otf": true, ".eot": true,
}

// plumbing marks dev-server machinery: module graph, HMR, websockets, and
// the endpoints meta-frameworks' dev clients call about themselves
// (Next.js's /__nextjs_original-stack-frames, Nuxt's /_nuxt/ modules and
// builds, SvelteKit's and Astro's Vite client, React Router's route
// manifest).
var plumbing = newGated("/@vite/", "/@fs/", "/@id/", "/@react-refresh", "/node_modules/.vite/", "__webpack_hmr", "hot-update", "sockjs-node",
	"/_next/webpack-hmr", "/_next/static/", "/__nextjs_", "/_nuxt/", "/__nuxt_", "/__vite_ping", "/.svelte-kit/", "/__open-in-editor",
	"/__manifest") // React Router 7's lazy route discovery

// devClientOwn are the endpoints a framework's dev client calls about
// itself after an error (Next.js's overlay asks /__nextjs_original-stack-frames
// for the error's frames): whether they answer or fail, they are the
// tooling's business, never the page's, and never in an error's bundle.
var devClientOwn = newGated("/__nextjs_", "/__nuxt_", "/__open-in-editor", "/__vite_ping")

// dataEndpoints are the routes a framework's client loads a page's data
// from: a successful load is as uninteresting as a script's, a failed one
// is the page's failure (SvelteKit's /__data.json, Next.js's RSC payloads
// ride on the page's own URL).
var dataEndpoints = newGated("/__data.json")

// staticInitiators load assets, never API data; beacons and pings carry
// analytics out and nothing a page depends on back.
var staticInitiators = map[string]bool{"script": true, "img": true, "image": true, "link": true, "css": true, "font": true,
	"stylesheet": true, "beacon": true, "ping": true}

// IsNoise reports whether a request is background a reader never needs:
// a dev client's call about itself (devClientOwn), a successful static
// asset, analytics beacon or piece of dev-server plumbing, or a 404 for a
// source map, favicon or HMR endpoint. A failed request is never noise
// otherwise.
func IsNoise(r *Request) bool {
	p := fingerprint.URLPath(r.URL)
	if devClientOwn.in(p) {
		return true
	}
	if r.Status == 404 {
		return hasSuffixFold(p, ".map") || hasSuffixFold(p, "/favicon.ico") || plumbing.in(r.URL)
	}
	if r.Failed() {
		return false
	}
	// Only the extension is lowered, not the path: lowering creates and
	// removes no '.' or '/', so it is the lowered path's extension.
	if staticExt[strings.ToLower(path.Ext(p))] || plumbing.in(r.URL) || staticInitiators[strings.ToLower(r.Initiator)] ||
		r.Status >= 200 && r.Status < 300 && dataEndpoints.in(p) {
		return true
	}
	ct := strings.ToLower(r.ContentType)
	return strings.Contains(ct, "javascript") || strings.HasPrefix(ct, "text/css") ||
		strings.HasPrefix(ct, "image/") || strings.HasPrefix(ct, "font/")
}

// hasSuffixFold reports whether s ends with suffix, an ASCII text with
// no 'k' or 's' (the ASCII letters other runes fold to), in any case: as
// strings.HasSuffix(strings.ToLower(s), suffix), without lowering s.
func hasSuffixFold(s, suffix string) bool {
	return len(s) >= len(suffix) && strings.EqualFold(s[len(s)-len(suffix):], suffix)
}

// chatterPrefixes start the messages dev-server clients print about their
// own connection and reloads.
var chatterPrefixes = []string{"[vite] connecting", "[vite] connected", "[vite] server connection lost",
	"[vite] new window visibility",
	"[vite] ws ", "[webpack-dev-server]", "[webpack-dev-middleware]", "[hmr]", "[fast refresh]", "[turbopack hmr]", "[wds]",
	"[nuxt] hmr", "[astro] ", "[svelte-hmr]", "[parcel]"}

// chatterPhrases are framework banners: DevTools adverts and "running in
// development mode" notices, printed on every load.
var chatterPhrases = []string{"download the react devtools", "download the vue devtools", "download the apollo devtools",
	"react devtools", "you are running vue in development mode", "you are running a development build of vue",
	"angular is running in development mode", "call enableprodmode()", "lit is in dev mode",
	"this is the development version of react", "running in development mode", "running in dev mode",
	"install the redux devtools", "preact devtools",
	"<suspense> is an experimental feature"} // Vue's, on every Nuxt page

// echoPrefixes start what dev tooling says about an error the page has
// reported already: they name a failure, yet explain none. Next.js's
// webpack client (next dev --webpack, 16) logs the first after an error an
// error.tsx boundary caught.
var echoPrefixes = []string{"[fast refresh] performing full reload because your application had an unrecoverable error"}

// causalWords keep a tooling message that reports a failure: "[vite]
// Failed to reload /src/App.tsx" or "[webpack-dev-server] Errors while
// compiling" can explain the error that follows.
var causalWords = []string{"error", "fail", "warning", "cannot", "can't", "unable", "invalid", "denied"}

// IsChatter reports whether a console message is dev tooling talking about
// itself: client connection messages of Vite, webpack-dev-server, HMR and
// Fast Refresh, DevTools banners and development-mode notices. "[vite] hot
// updated: <file>" and any message reporting a failure are not chatter:
// they can be causal. A long message is chatter only by the tooling prefix
// its first line starts with (Fast Refresh explains a full reload in six
// more lines), and only when the rest reports no failure either. Tooling's
// echo of an error already reported (echoPrefixes) is chatter too.
func IsChatter(msg string) bool {
	t := strings.TrimSpace(msg)
	first, _, _ := strings.Cut(t, "\n")
	if len(first) > 400 || len(msg) > 2000 {
		return false
	}
	// Every tooling prefix starts with '[': without one, only a banner
	// phrase in a short message makes chatter. This runs on every log at
	// ingest, so the common case decides before lowering anything.
	tooling := strings.HasPrefix(t, "[")
	if !tooling && len(msg) > 400 {
		return false
	}
	var buf [lowerBuf]byte // one for either path: this frame is deep in every request's
	if !tooling {
		if !banners.mayHold(t) || !bannerCue(t) {
			return false // as most logs: no banner can be in it, and nothing need be lowered
		}
		lower := lowerInto(buf[:], t)
		return bannerPhrase(lower) && !containsAny(lower, causalWords)
	}
	if len(t) >= len(viteHotUpdated) && strings.EqualFold(t[:len(viteHotUpdated)], viteHotUpdated) {
		return false // as below, before lowering it: no echo starts so
	}
	lower := lowerInto(buf[:], t)
	for _, p := range echoPrefixes {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	if strings.HasPrefix(lower, viteHotUpdated) || containsAny(lower, causalWords) {
		return false
	}
	for _, p := range chatterPrefixes {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	// A banner phrase inside a long message may be the app's own text.
	return len(msg) <= 400 && bannerPhrase(lower)
}

// devPhrases and otherPhrases split chatterPhrases by whether they hold
// "dev", as most do: one search for it rules most messages out.
var devPhrases, otherPhrases = func() (dev, other []string) {
	for _, p := range chatterPhrases {
		if strings.Contains(p, "dev") {
			dev = append(dev, p)
		} else {
			other = append(other, p)
		}
	}
	return dev, other
}()

// banners gates chatterPhrases, for a message not yet lowered.
var banners = newGated(chatterPhrases...)

// lowerBuf is the longest message IsChatter lowers on its stack; a
// longer one (a tooling message of many lines) is lowered by
// strings.ToLower. A bigger array made IsChatter's frame 2.5 KiB, deep in
// every ingest request, and the handler's goroutine's stack was copied
// to a bigger one after each collection shrank it (newstack, ~190
// instructions per event under the load tool).
const lowerBuf = 512

// viteHotUpdated starts Vite's word of a hot update, which is never
// chatter: it can be causal.
const viteHotUpdated = "[vite] hot updated"

// bannerCue reports whether s, in any case, may hold one of
// chatterPhrases, as banners does, ruling out more: each phrase holds
// "dev" but two, one of which holds "()" and the other '<'. A message
// that passes banners' bytes by a 'v' or a '(' of its own ("…an
// unmounted component (Cart)") is not lowered for it. Of the runes
// strings.ToLower makes ASCII, only the Kelvin sign's 'k' is a whole
// letter, and no phrase's cue holds it.
func bannerCue(s string) bool {
	return foldDev(s) || strings.Contains(s, "()") || strings.IndexByte(s, '<') >= 0
}

// foldDev reports whether s holds "dev" in any case.
func foldDev(s string) bool {
	for _, v := range [...]byte{'v', 'V'} {
		for rest, at := s, 0; ; {
			i := strings.IndexByte(rest, v)
			if i < 0 {
				break
			}
			if at+i >= 2 && s[at+i-2]|0x20 == 'd' && s[at+i-1]|0x20 == 'e' {
				return true
			}
			at += i + 1
			rest = s[at:]
		}
	}
	return false
}

// bannerPhrase reports whether lower holds one of chatterPhrases.
func bannerPhrase(lower string) bool {
	return strings.Contains(lower, "dev") && containsAny(lower, devPhrases) || containsAny(lower, otherPhrases)
}

// lowerInto is strings.ToLower(s), written into buf when s is ASCII and
// fits, so that it allocates nothing; the result must not outlive buf.
func lowerInto(buf []byte, s string) string {
	if len(s) > len(buf) {
		return strings.ToLower(s)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return strings.ToLower(s)
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return unsafe.String(unsafe.SliceData(buf), len(s))
}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// gated is a list of substrings and a few bytes of which each substring
// holds one: a text holding none of those bytes holds none of the
// substrings, which an IndexByte for each byte tells far faster than a
// search for each substring. The plumbing markers all hold '@', '_' or
// '-', which an app's own API paths rarely do.
type gated struct {
	subs []string
	gate []byte // lower case
}

// gateBytes are the bytes a gate is made of, in order of preference: the
// rarer in URLs and messages, the better.
const gateBytes = "@_-<(vw"

// newGated gates subs (lower case) by the first of gateBytes each holds.
func newGated(subs ...string) gated {
	g := gated{subs: subs}
	for _, sub := range subs {
		at := strings.IndexAny(sub, gateBytes)
		if at < 0 {
			panic("capture: no gate byte in " + sub)
		}
		for i := 0; i < len(gateBytes); i++ {
			if c := gateBytes[i]; strings.IndexByte(sub, c) >= 0 {
				if bytes.IndexByte(g.gate, c) < 0 {
					g.gate = append(g.gate, c)
				}
				break
			}
		}
	}
	return g
}

// mayHold reports whether s, in any case, may hold one of g's substrings.
func (g gated) mayHold(s string) bool {
	for _, c := range g.gate {
		if strings.IndexByte(s, c) >= 0 || 'a' <= c && c <= 'z' && strings.IndexByte(s, c-'a'+'A') >= 0 {
			return true
		}
	}
	return false
}

// in reports whether s holds one of g's substrings as they are written.
func (g gated) in(s string) bool { return g.mayHold(s) && containsAny(s, g.subs) }
