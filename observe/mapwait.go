package observe

import (
	"context"
	"time"

	"github.com/errbundle/errbundle/bundle"
	"github.com/errbundle/errbundle/capture"
)

// MapWait bounds how long one reply waits for the source maps of the
// errors it shows. An agent asks right after an error, often before the
// resolver has fetched the chunk's map (ingest only queued it): a reply
// holding the served position (_next/static/chunks/…js:40:31) sends the
// agent to the wrong file. A few hundred milliseconds are enough for a
// local dev server to serve a map; a map slower than that stays Pending
// and a later reply maps it.
const MapWait = 300 * time.Millisecond

// waiter is what a Symbolizer offers to wait for its fetches; the
// [sourcemap.Resolver] does.
type waiter interface {
	Wait(ctx context.Context) error
}

// waitingLocator is locate for one reply: an error whose maps are still
// being fetched is located again once the fetches under way are done, as
// long as ctx (the reply's wait for maps, at most MapWait) allows. The
// reply's errors share that one wait: each waits at most what is left of
// it, and once it is over an error is answered at once.
func waitingLocator(ctx context.Context, locate bundle.Locator, w waiter) bundle.Locator {
	if locate == nil || w == nil {
		return locate
	}
	return func(e *capture.Error) (bundle.Original, bool) {
		o, ok := locate(e)
		if !o.Pending || ctx.Err() != nil {
			return o, ok
		}
		if w.Wait(ctx) != nil {
			return o, ok // out of time: a later reply maps it
		}
		return locate(e)
	}
}
