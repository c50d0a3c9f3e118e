package sourcemap

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCalleeStart(t *testing.T) {
	tests := []struct {
		name, line string
		col, want  int // 0-based, UTF-16 units
	}{
		{"a call's paren", "  total = sum + price(item);", 21, 16},
		{"a method's paren", "  cart.items.reduce((a, b) => a + b);", 19, 13},
		{"after multi-byte text", `  const s = "€🍵"; price(item);`, 24, 19},
		{"not a paren", "  total = sum + price(item);", 16, 16},
		{"a keyword's paren", "  if(ready) go();", 4, 4},
		{"a paren after a paren", "  (0, m.price)(item);", 14, 14},
		{"a paren after a blank", "  price (item);", 8, 8},
		{"past the line", "f(x)", 9, 9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, calleeStart("// line 1\n"+tt.line+"\n", 2, tt.col))
		})
	}
}

func TestByteOffset(t *testing.T) {
	s := "a€🍵b" // a: 1 unit, 1 byte; €: 1 unit, 3 bytes; 🍵: 2 units, 4 bytes
	for col, want := range map[int]int{0: 0, 1: 1, 2: 4, 4: 8, 5: 9, 9: 9} {
		assert.Equal(t, want, byteOffset(s, col), "column %d", col)
	}
	assert.Equal(t, 5, utf16Len(s))
}
