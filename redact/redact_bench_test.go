package redact_test

import (
	"testing"

	"github.com/errbundle/errbundle/internal/testgen"
	"github.com/errbundle/errbundle/redact"
)

var textSink string

// BenchmarkText measures the redactor over the response bodies of the
// store benchmark's cases, reporting its cost per byte: plain bodies hold
// nothing to redact, as most do (the fast path alone), and mixed ones
// credential-like words and epoch timestamps (the full scan too).
func BenchmarkText(b *testing.B) {
	b.Run("bodies=plain", func(b *testing.B) { benchText(b, testgen.Plain(7)) })
	b.Run("bodies=mixed", func(b *testing.B) { benchText(b, testgen.Mixed(7)) })
}

func benchText(b *testing.B, g *testgen.Gen) {
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
