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
// may not be fetched is ignored. A fetch that fails is tried again, with
// backoff, by the lookups that need it (see retryPages).
func (r *Resolver) PrefetchPage(pageURL string) {
	u, err := url.Parse(pageURL)
	if err != nil || !r.allowedURL(u) {
		return
	}
	u.Fragment = ""
	key := u.String()
	now := r.cfg.Now()
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed || now.Sub(r.pages[key]) < r.cfg.RevalidateAfter {
		return
	}
	if r.pages == nil || len(r.pages) >= maxPages {
		r.pages = make(map[string]time.Time) // forget, rather than grow
	}
	r.pages[key] = now
	r.startPage(u, key)
}

// startPage fetches the page at u in the background. Its scripts are
// queued before the page counts as done, so Wait sees one piece of work
// from the page to its maps. It must be called with r.mu held.
func (r *Resolver) startPage(u *url.URL, key string) {
	if r.outstanding == 0 {
		r.idle = make(chan struct{})
	}
	r.outstanding++
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		err := r.fetchPage(u)
		r.mu.Lock()
		r.pageDone(u, key, err)
		r.outstanding--
		if r.outstanding == 0 {
			close(r.idle)
		}
		r.mu.Unlock()
	}()
}

// fetchPage reads the page at u and prefetches its same-origin scripts.
func (r *Resolver) fetchPage(u *url.URL) error {
	resp, err := r.get(r.ctx, u.String(), "", "")
	if err != nil {
		return err
	}
	if resp.body == nil {
		return nil
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
			break
		}
	}
	return nil
}

// A page fetch fails when the dev server is slow to answer it: next dev
// compiles a route on its first request, which can take longer than
// Config.Timeout on a loaded machine. Its modules' errors arrive once, so
// nothing would fetch the page again, and their frames would stay at
// webpack-internal:/// for good. So a failed page is remembered and
// fetched again, after retryDelay, by a lookup of a module no fetched
// chunk defines, up to maxPageTries times.
const maxPageTries = 8

// pageFailure is a page whose last fetch failed.
type pageFailure struct {
	u        *url.URL
	tries    int
	retryAt  time.Time
	reason   string
	fetching bool
}

// pageDone records how a page's fetch ended. It must be called with r.mu
// held.
func (r *Resolver) pageDone(u *url.URL, key string, err error) {
	if err == nil {
		delete(r.failedPages, key)
		return
	}
	pf := r.failedPages[key]
	if pf == nil {
		if r.failedPages == nil || len(r.failedPages) >= maxPages {
			r.failedPages = make(map[string]*pageFailure) // forget, rather than grow
		}
		pf = &pageFailure{u: u}
		r.failedPages[key] = pf
	}
	pf.tries++
	pf.fetching = false
	pf.reason = err.Error()
	pf.retryAt = r.cfg.Now().Add(retryDelay(pf.tries))
	if pf.tries >= maxPageTries {
		delete(r.failedPages, key)
	}
}

// retryPages fetches again each failed page whose retry is due, and
// reports why a module may yet be mapped: a page being fetched again or
// due later. It must be called with r.mu held.
func (r *Resolver) retryPages() (reason string, pending bool) {
	now := r.cfg.Now()
	for key, pf := range r.failedPages {
		if !pf.fetching && !r.closed && !now.Before(pf.retryAt) {
			pf.fetching = true
			r.startPage(pf.u, key)
		}
		reason, pending = "fetching the page again to find the chunk that defines this module: "+pf.reason, true
	}
	return reason, pending
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
