package proxy

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/errbundle/errbundle/capture"
)

func TestMatcher(t *testing.T) {
	t0 := time.Date(2026, 11, 24, 23, 0, 0, 0, time.UTC)
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	req := func(method, u string) *capture.Request { return &capture.Request{Method: method, URL: u} }

	t.Run("report drops a held record", func(t *testing.T) {
		m := &matcher{hold: 2 * time.Second}
		r := req("GET", "http://127.0.0.1:3001/api/x?a=1")
		assert.False(t, m.record(r, true, at(0)))
		held, drop := m.report("get", "http://localhost:3001/api/x?a=1", at(300))
		assert.False(t, drop, "the script's report is kept")
		assert.Same(t, r, held, "with the record to complete it")
		assert.Empty(t, m.due(at(5000)), "the proxy's record is dropped")
	})
	t.Run("an unmatched record goes out after its hold", func(t *testing.T) {
		m := &matcher{hold: 2 * time.Second}
		r := req("GET", "http://127.0.0.1:3001/app.js")
		assert.False(t, m.record(r, true, at(0)))
		assert.Empty(t, m.due(at(1999)))
		assert.Equal(t, []*capture.Request{r}, m.due(at(2000)))
		_, drop := m.report("GET", "http://127.0.0.1:3001/app.js", at(2500))
		assert.True(t, drop, "a late report is the duplicate")
		_, drop = m.report("GET", "http://127.0.0.1:3001/app.js", at(2600))
		assert.False(t, drop, "but only one of them")
	})
	t.Run("a report before the record", func(t *testing.T) {
		m := &matcher{hold: 2 * time.Second}
		held, drop := m.report("POST", "http://127.0.0.1:3001/api/save", at(0))
		assert.False(t, drop)
		assert.Nil(t, held)
		assert.False(t, m.record(req("POST", "http://127.0.0.1:3001/api/save"), true, at(100)), "not sent")
		assert.Empty(t, m.due(at(9000)))
	})
	t.Run("navigations go out at once and match nothing else", func(t *testing.T) {
		m := &matcher{hold: 2 * time.Second}
		assert.True(t, m.record(req("GET", "http://127.0.0.1:3001/"), false, at(0)))
		_, drop := m.report("GET", "http://127.0.0.1:3001/other", at(10))
		assert.False(t, drop)
	})
	t.Run("too far apart to be one request", func(t *testing.T) {
		m := &matcher{hold: 2 * time.Second}
		m.report("GET", "http://127.0.0.1:3001/api/x", at(0))
		assert.True(t, m.record(req("GET", "http://127.0.0.1:3001/api/x"), false, at(6000)))
	})
	t.Run("the extension's report releases a held record", func(t *testing.T) {
		m := &matcher{hold: 2 * time.Second}
		r := req("GET", "http://127.0.0.1:3001/src/broken.js")
		assert.False(t, m.record(r, true, at(0)))
		assert.Same(t, r, m.release("GET", "http://127.0.0.1:3001/src/broken.js", at(150)), "sent at once, for the daemon to complete")
		assert.Empty(t, m.due(at(5000)), "and only once")
	})
	t.Run("a record after the extension's report is not held", func(t *testing.T) {
		m := &matcher{hold: 2 * time.Second}
		assert.Nil(t, m.release("POST", "http://127.0.0.1:3001/api/save", at(0)))
		assert.True(t, m.record(req("POST", "http://127.0.0.1:3001/api/save"), true, at(100)))
		assert.False(t, m.record(req("POST", "http://127.0.0.1:3001/api/save"), true, at(200)), "a second request is held again")
		assert.Nil(t, m.release("GET", "http://127.0.0.1:3001/x", at(0)))
		assert.False(t, m.record(req("GET", "http://127.0.0.1:3001/x"), true, at(6000)), "too late to be the one reported")
	})
	t.Run("two identical requests, two reports", func(t *testing.T) {
		m := &matcher{hold: 2 * time.Second}
		m.record(req("GET", "http://h/a"), true, at(0))
		m.record(req("GET", "http://h/a"), true, at(10))
		m.report("GET", "http://h/a", at(100))
		assert.Len(t, m.due(at(3000)), 1)
	})
}
