package sourcemap

import (
	"context"
	"strings"
	"testing"
	"time"
)

// BenchmarkPrefetch measures what ingest pays per browser error: parsing a
// twelve-frame Vite stack and finding its scripts already known.
func BenchmarkPrefetch(b *testing.B) {
	stack := "TypeError: Cannot read properties of undefined (reading 'items')\n" +
		"    at OrderList (http://127.0.0.1:1/src/components/OrderList.tsx?t=1738837800000:42:17)\n" +
		strings.Repeat("    at renderWithHooks (http://127.0.0.1:1/node_modules/.vite/deps/chunk-RPCDYKBN.js?v=8f2a1c3d:11548:26)\n", 10) +
		"    at Checkout (http://127.0.0.1:1/src/components/Checkout.tsx:88:3)"
	r := New(Config{Timeout: time.Second})
	defer r.Close()
	r.Prefetch(stack)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	r.Wait(ctx)
	for b.Loop() {
		r.Prefetch(stack)
	}
}
