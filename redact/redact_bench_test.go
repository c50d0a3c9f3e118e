package redact_test

import (
	"testing"

	"github.com/errbundle/errbundle/internal/testgen"
	"github.com/errbundle/errbundle/redact"
)

var textSink string

// BenchmarkText measures the redactor over the response bodies of the
// mixed benchmark, reporting its cost per byte.
func BenchmarkText(b *testing.B) {
	g := testgen.Mixed(7)
	bodies := make([]string, 64)
	n := 0
	for i := range bodies {
		bodies[i] = g.Body()
		n += len(bodies[i])
	}
	b.SetBytes(int64(n / len(bodies)))
	for i := 0; b.Loop(); i++ {
		textSink = redact.Text(bodies[i%len(bodies)])
	}
}
