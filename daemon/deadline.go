package daemon

import (
	"net/http"
	"time"
)

// DefaultBodyTimeout is how long a request body may take to arrive. Ingest
// bodies come from this machine, a few MiB at most: ten seconds is ample,
// and short of letting thousands of stalled clients hold a connection and
// a goroutine each.
const DefaultBodyTimeout = 10 * time.Second

// bodyDeadline gives a request with a body until timeout (default
// [DefaultBodyTimeout]) to send it, by the connection's read deadline: a
// body that stalls fails to read and is answered 408. net/http clears the
// read deadline itself once the body has been read to its end (it then
// reads ahead to notice a client going away), so the time a handler takes
// to answer is not bounded: an observe call's wait_seconds and an MCP
// stream run as long as they need. A request with no body (GET, a
// long-poll) gets no deadline at all: its read-ahead starts at once, and a
// deadline would cut it.
func bodyDeadline(h http.Handler, timeout time.Duration, now func() time.Time) http.Handler {
	if timeout <= 0 {
		timeout = DefaultBodyTimeout
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength != 0 { // declared, or -1: chunked
			// Not supported under httptest's recorder, which has no
			// connection to bound.
			_ = http.NewResponseController(w).SetReadDeadline(now().Add(timeout))
		}
		h.ServeHTTP(w, r)
	})
}
