package bundle

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// A click on a Next.js <Link> whose page the dev server compiles for
// 4.5 s: the RSC request and the pushState are in the error's 3 s window,
// the click is not; it is in the bundle, as what led to the error. So is
// a click whose fetch was in flight since before the window. A click
// followed by a page load, one long before the navigation, and one long
// before the request started led elsewhere and stay out.
func TestActionThatLedToANavigation(t *testing.T) {
	rsc := func(start, end float64) *capture.Request {
		return &capture.Request{Meta: at(end, "1"), Method: "GET", URL: "http://h/weekly?_rsc=2Md0s", Status: 200,
			Duration: time.Duration((end - start) * float64(time.Second))}
	}
	click := &capture.Action{Meta: at(10, "1"), Type: "click", Selector: "#weekly", Text: "Open weekly report"}
	nav := &capture.Action{Meta: at(14.6, "1"), Type: capture.ActionNavigate, Text: "pushState", ToURL: "http://h/weekly"}
	boom := &capture.Error{Meta: at(14.7, "1"), Message: "Cannot read properties of undefined (reading '0')"}
	for _, tt := range []struct {
		name  string
		batch capture.Batch
		want  []string // the actions' texts
	}{
		{"a Link's click, seconds before its navigation", capture.Batch{
			Actions: []*capture.Action{click, nav}, Requests: []*capture.Request{rsc(10.05, 14.5)}, Errors: []*capture.Error{boom},
		}, []string{"Open weekly report", "pushState"}},
		{"a click whose fetch was in flight since before the window", capture.Batch{
			Actions:  []*capture.Action{click},
			Requests: []*capture.Request{{Meta: at(14.6, "1"), Method: "POST", URL: "http://h/api/report", Status: 500, Duration: 4400 * time.Millisecond}},
			Errors:   []*capture.Error{boom},
		}, []string{"Open weekly report"}},
		{"a page load between the click and the navigation", capture.Batch{
			Actions: []*capture.Action{click, {Meta: at(11, "1"), Type: capture.ActionLoad, Text: "reload"}, nav},
			Errors:  []*capture.Error{boom},
		}, []string{"pushState"}},
		{"a click half a minute before the navigation", capture.Batch{
			Actions: []*capture.Action{{Meta: at(-20, "1"), Type: "click", Text: "Old"}, nav}, Errors: []*capture.Error{boom},
		}, []string{"pushState"}},
		{"a click seconds before the request started", capture.Batch{
			Actions:  []*capture.Action{{Meta: at(8, "1"), Type: "click", Text: "Old"}},
			Requests: []*capture.Request{{Meta: at(14.6, "1"), Method: "GET", URL: "http://h/api/poll", Status: 500, Duration: 4 * time.Second}},
			Errors:   []*capture.Error{boom},
		}, nil},
		{"a click in the window before the navigation: nothing more", capture.Batch{
			Actions: []*capture.Action{click, {Meta: at(13, "1"), Type: "click", Text: "Again"}, nav}, Errors: []*capture.Error{boom},
		}, []string{"Again", "pushState"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore(t, capture.Config{})
			s.Add(tt.batch)
			bs := Join(s.Snapshot(), Options{})
			require.Len(t, bs, 1)
			var texts []string
			for _, a := range bs[0].Actions {
				texts = append(texts, a.Text)
			}
			assert.Equal(t, tt.want, texts)
		})
	}
}

// The click that led to the error is kept when the bundle's share of the
// reply is spent on the error's long stack, as a failed request is; the
// navigation after it, nearer the error, may be left out. So it is when
// the dev server compiled the page fast and the click is inside the
// window (TestNextJS/turbopack on a quiet machine: the error 1.4 s after
// the click, which a reply of ten bundles left out).
func TestActionThatLedToANavigationFitsASmallBudget(t *testing.T) {
	stack := "TypeError: Cannot read properties of undefined (reading '0')\n" + strings.Repeat("    at renderWithHooks (http://h/_next/static/chunks/react-dom.js:28587:20)\n", 40)
	for _, tt := range []struct {
		name  string
		click float64 // seconds; the error is at 14.7
	}{
		{"the click before the window", 10},
		{"the click inside the window", 13.3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore(t, capture.Config{})
			s.Add(capture.Batch{
				Actions: []*capture.Action{
					{Meta: at(tt.click, "1"), Type: "click", Selector: "#weekly", Text: "Open weekly report"},
					{Meta: at(14.6, "1"), Type: capture.ActionNavigate, Text: "pushState", ToURL: "http://h/weekly"},
				},
				Errors: []*capture.Error{{Meta: at(14.7, "1"), Message: "Cannot read properties of undefined (reading '0')", Stack: stack}},
			})
			bs := Join(s.Snapshot(), Options{MaxBytes: 800})
			require.Len(t, bs, 1)
			var texts []string
			for _, a := range bs[0].Actions {
				texts = append(texts, a.Text)
			}
			assert.Contains(t, texts, "Open weekly report")
		})
	}
}
