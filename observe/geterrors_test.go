package observe

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// The text view cuts long messages on a rune boundary, within the cap.
func TestOneLineKeepsUTF8(t *testing.T) {
	for n := 1; n < 12; n++ {
		got := oneLine(strings.Repeat("é", 10)+"\nsecond line", n)
		assert.True(t, utf8.ValidString(got), "cap %d: %q", n, got)
		assert.LessOrEqual(t, len(got), n)
		assert.NotContains(t, got, "second")
	}
}
