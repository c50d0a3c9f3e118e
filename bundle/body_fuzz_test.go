package bundle_test

import (
	"testing"
	"unicode/utf8"

	"github.com/errbundle/errbundle/bundle"
)

// FuzzBodyMessage checks that reducing a response body never panics, keeps
// within the byte cap it is given, and never turns valid UTF-8 into invalid
// UTF-8 (a cut inside a rune would). Seeds are in
// testdata/fuzz/FuzzBodyMessage.
func FuzzBodyMessage(f *testing.F) {
	f.Fuzz(func(t *testing.T, body, contentType string, max int) {
		got := bundle.BodyMessage(body, contentType, max)
		if max > 0 && len(got) > max {
			t.Fatalf("BodyMessage(%q, %q, %d) = %d bytes %q, over the cap", body, contentType, max, len(got), got)
		}
		if utf8.ValidString(body) && !utf8.ValidString(got) {
			t.Fatalf("BodyMessage(%q, %q, %d) = %q: invalid UTF-8 from valid input", body, contentType, max, got)
		}
	})
}
