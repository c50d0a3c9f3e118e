package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestProxyUnreachable reads what errbundle proxy files on its process when
// the dev server it fronts does not answer (proxy.Delivery.Unreachable,
// with the sentences of proxy's unreachableReason): each an error of its
// own category, the dev server down, not a generic one.
func TestProxyUnreachable(t *testing.T) {
	for _, line := range []string{
		"errbundle proxy: the dev server at http://127.0.0.1:5173 refused the connection: nothing is listening there; is the dev server running?",
		"errbundle proxy: the dev server at http://devbox:3000 could not be found: no such host devbox.",
		"errbundle proxy: the dev server at http://127.0.0.1:5173 did not answer in time (timed out).",
	} {
		got := classifyLines(t, line)
		require.Len(t, got, 1, describe(got))
		assert.Equal(t, Error, got[0].Kind)
		assert.Equal(t, "unreachable", got[0].Category)
		assert.Equal(t, line[len("errbundle proxy: "):], got[0].Message)
	}
	// Anything else the proxy might print is left to the generic layer.
	assert.Empty(t, classifyLines(t, "errbundle proxy: serving http://127.0.0.1:7400 → http://127.0.0.1:5173"))
}
