package sourcemap

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// BenchmarkMapMinified measures Map over a minified build's stack, its map
// cached: ten frames looked up, rewritten and renamed (Vite 7's build of
// the names app).
func BenchmarkMapMinified(b *testing.B) {
	_, stack := serveFixture(b, "names-vite-build", "http://127.0.0.1:8502")
	r := New(Config{RevalidateAfter: time.Hour})
	defer r.Close()
	r.Prefetch(stack)
	waitIdle(b, r)
	require.False(b, r.Map(stack).Pending)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		r.Map(stack)
	}
}
