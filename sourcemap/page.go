package sourcemap

import (
	"net/url"
	"regexp"
	"strings"
	"time"
)

// maxPageScripts bounds how many scripts of one page are prefetched.
const maxPageScripts = 64

// maxPages bounds the pages remembered as recently fetched.
const maxPages = 256

// maxPageBytes caps the HTML read from a page for its script tags.
const maxPageBytes = 4 << 20

// scriptSrc finds the src of each <script> tag of a page.
var scriptSrc = regexp.MustCompile(`(?is)<script\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)`)

// PrefetchPage fetches a page's HTML, in the background, and prefetches
// the scripts its <script src> tags name on the page's own origin. It is
// for stacks whose frames are all webpack-internal:/// modules (webpack
// dev builds such as next dev --webpack print no chunk URL at all): the
// chunks that define those modules are among the page's scripts. A page
// is fetched at most once per RevalidateAfter; a page on an origin that
// may not be fetched is ignored.
func (r *Resolver) PrefetchPage(pageURL string) {
	u, err := url.Parse(pageURL)
	if err != nil || !r.allowedURL(u) {
		return
	}
	u.Fragment = ""
	key := u.String()
	now := r.cfg.Now()
	r.mu.Lock()
	if r.closed || now.Sub(r.pages[key]) < r.cfg.RevalidateAfter {
		r.mu.Unlock()
		return
	}
	if r.pages == nil || len(r.pages) >= maxPages {
		r.pages = make(map[string]time.Time) // forget, rather than grow
	}
	r.pages[key] = now
	if r.outstanding == 0 {
		r.idle = make(chan struct{})
	}
	r.outstanding++
	r.wg.Add(1)
	r.mu.Unlock()
	go func() {
		defer r.wg.Done()
		// Its scripts are queued before the page counts as done, so Wait
		// sees one piece of work from the page to its maps.
		r.fetchPage(u)
		r.mu.Lock()
		r.outstanding--
		if r.outstanding == 0 {
			close(r.idle)
		}
		r.mu.Unlock()
	}()
}

// fetchPage reads the page at u and prefetches its same-origin scripts.
func (r *Resolver) fetchPage(u *url.URL) {
	resp, err := r.get(r.ctx, u.String(), "", "")
	if err != nil || resp.body == nil {
		return
	}
	html := resp.body
	if len(html) > maxPageBytes {
		html = html[:maxPageBytes]
	}
	n := 0
	for _, m := range scriptSrc.FindAllSubmatch(html, -1) {
		src, err := u.Parse(strings.ReplaceAll(string(m[1]), "&amp;", "&"))
		if err != nil || origin(src) != origin(u) {
			continue
		}
		r.PrefetchURL(src.String())
		if n++; n == maxPageScripts {
			return
		}
	}
}

// OnlyModuleFrames reports whether every frame of stack is a webpack
// module (webpack-internal:///…, or webpack://… for devtool eval), so that
// no chunk can be found from the stack itself (see [Resolver.PrefetchPage]).
func OnlyModuleFrames(stack string) bool {
	var buf [maxStackScripts]string
	return onlyModules(stackScripts(stack, buf[:0]))
}

// onlyModules reports whether every one of a stack's scripts is a webpack
// module, and there is one.
func onlyModules(scripts []string) bool {
	for _, u := range scripts {
		if !isVirtual(u) {
			return false
		}
	}
	return len(scripts) > 0
}
