package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMessageLocation(t *testing.T) {
	tests := []struct{ msg, want string }{
		// Next.js 16 --webpack's overlay, as the page logged it (TestNextJS).
		{"./app/hot/page.tsx\nError:   x Expected corresponding JSX closing tag for <button>\n   ,-[/work/main/testdata/apps/next/app/hot/page.tsx:7:1]", "/work/main/testdata/apps/next/app/hot/page.tsx:7:1"},
		{"./app/hot/page.tsx:7:49\nParsing ecmascript source code failed", "app/hot/page.tsx:7:49"},
		{"Traceback (most recent call last):\n  File \"/srv/app.py\", line 3, in <module>", "/srv/app.py:3"},
		{"cart not saved: 1 items", ""},
		{"Warning: Each child in a list should have a unique \"key\" prop.\n    at Cart (http://localhost:5173/src/Cart.tsx?t=1:12:5)", ""},
		{"failed at node_modules/react-dom/cjs/react-dom.development.js:12:3", ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, MessageLocation(tt.msg), tt.msg)
	}
}
