package bundle

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// A framework echoing one error (React's console.error of an uncaught
// render error, an overlay re-throwing a build error on each reload) makes
// one bundle with a count; the other problems keep their places.
func TestRepeatsAreOneBundle(t *testing.T) {
	s := newStore(t, capture.Config{})
	s.Add(capture.Batch{Errors: []*capture.Error{
		{Meta: at(1, "1"), Message: "other problem", Type: "Error", Kind: "exception"},
		{Meta: at(10, "1"), Message: "./app/page.tsx:25:16 Parsing ecmascript source code failed", Kind: "exception"},
		{Meta: at(10.2, "1"), Message: "./app/page.tsx:25:16 Parsing ecmascript source code failed", Kind: "console"},
		{Meta: at(12, "1"), Message: "Uncaught ./app/page.tsx:25:16 Parsing ecmascript source code failed", Kind: "exception"},
		{Meta: at(14.5, "1"), Message: "./app/page.tsx:25:16 Parsing ecmascript source code failed", Kind: "exception"},
		{Meta: at(14.6, "2"), Message: "./app/page.tsx:25:16 Parsing ecmascript source code failed", Kind: "exception"},
		{Meta: at(20, "1"), Message: "Cannot read properties of undefined (reading 'name')", Type: "TypeError", Kind: "exception"},
		{Meta: at(20.1, "1"), Message: "TypeError: Cannot read properties of undefined (reading 'name')", Kind: "console"},
	}})
	bs := Join(s.Snapshot(), Options{Limit: 10})
	require.Len(t, bs, 4, "%+v", bs)
	assert.Equal(t, "Cannot read properties of undefined (reading 'name')", bs[0].Error.Message, "the newest is the exception")
	assert.Equal(t, 2, bs[0].Count)
	assert.Equal(t, t0.Add(20*time.Second), time.Time(bs[0].FirstSeen))
	assert.Equal(t, t0.Add(20100*time.Millisecond), time.Time(bs[0].LastSeen))
	assert.Equal(t, capture.TabID("2"), bs[1].Error.TabID, "another tab's error is its own")
	assert.Zero(t, bs[1].Count)
	assert.Equal(t, 4, bs[2].Count, "each repeat within the window of the next")
	assert.Equal(t, t0.Add(10*time.Second), time.Time(bs[2].FirstSeen))
	assert.Equal(t, "other problem", bs[3].Error.Message)

	t.Run("the limit counts distinct problems", func(t *testing.T) {
		bs := Join(s.Snapshot(), Options{Limit: 3, TabID: "1"})
		require.Len(t, bs, 3)
		assert.Equal(t, "other problem", bs[2].Error.Message)
	})
	t.Run("two apps without tab ids failing alike are two problems", func(t *testing.T) {
		s := newStore(t, capture.Config{})
		page := func(sec float64, url string) capture.Meta { m := at(sec, ""); m.PageURL = url; return m }
		s.Add(capture.Batch{Errors: []*capture.Error{
			{Meta: page(1, "http://127.0.0.1:5173/cart"), Message: "boom"},
			{Meta: page(1.5, "http://127.0.0.1:3001/cart"), Message: "boom"},
			{Meta: page(2, "http://127.0.0.1:3001/checkout?x=1"), Message: "boom"},
		}})
		bs := Join(s.Snapshot(), Options{})
		require.Len(t, bs, 2)
		assert.Equal(t, 2, bs[0].Count, "one origin's repeats fold, whatever the path")
		assert.Zero(t, bs[1].Count)
	})
	// React reports the error a boundary caught, and React Router's
	// boundary logs it with words of its own before it; a handler logs
	// an Error with its own words. Words before a rendered Error say
	// nothing of which error it is.
	t.Run("a library's words before the Error it logs", func(t *testing.T) {
		s := newStore(t, capture.Config{})
		s.Add(capture.Batch{Errors: []*capture.Error{
			{Meta: at(1, "1"), Message: "Cannot read properties of undefined (reading 'amount')", Type: "TypeError", Kind: "console"},
			{Meta: at(1.01, "1"), Message: "React Router caught the following error during render TypeError: Cannot read properties of undefined (reading 'amount')\n    at ReceiptPage (src/Receipt.tsx:10:47)", Kind: "console"},
			{Meta: at(2, "1"), Message: "Error handled by React Router default ErrorBoundary: TypeError: Failed to fetch dynamically imported module: http://h/src/pages/Reports.tsx", Kind: "console"},
			{Meta: at(2.01, "1"), Message: "Failed to fetch dynamically imported module: http://h/src/pages/Reports.tsx", Type: "TypeError", Kind: "unhandled_rejection"},
			{Meta: at(3, "1"), Message: "the cart failed: Error: Request failed with status code 500", Kind: "console"},
			{Meta: at(4, "1"), Message: "Error handled: retry later", Kind: "console"},
			{Meta: at(5, "1"), Message: "retry later", Kind: "console"},
		}})
		bs := Join(s.Snapshot(), Options{Limit: 10})
		require.Len(t, bs, 5, "%+v", bs)
		assert.Equal(t, "retry later", bs[0].Error.Message)
		assert.Equal(t, "Error handled: retry later", bs[1].Error.Message, "prose is no error name")
		assert.Equal(t, "Failed to fetch dynamically imported module: http://h/src/pages/Reports.tsx", bs[3].Error.Message, "the rejection says more than the log")
		assert.Equal(t, 2, bs[3].Count)
		assert.Equal(t, 2, bs[4].Count, "React's report and React Router's log")
	})
	t.Run("far apart, twice", func(t *testing.T) {
		s := newStore(t, capture.Config{})
		s.Add(capture.Batch{Errors: []*capture.Error{{Meta: at(1, "1"), Message: "boom"}, {Meta: at(30, "1"), Message: "boom"}}})
		assert.Len(t, Join(s.Snapshot(), Options{}), 2)
	})
}
