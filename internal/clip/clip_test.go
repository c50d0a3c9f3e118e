package clip

import (
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestHead(t *testing.T) {
	tests := []struct {
		name string
		s    string
		max  int
		want string
	}{
		{"fits", "abc", 3, "abc"},
		{"no limit", "abc", 0, "abc"},
		{"ascii", "abcdefgh", 6, "abc…"},
		{"never splits a rune", "ééééé", 7, "éé…"},
		{"no room for the mark", "abcdef", 2, "ab"},
		{"no room for the mark nor a whole rune", "日本", 2, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Head(tt.s, tt.max)
			assert.Equal(t, tt.want, got)
			assert.True(t, utf8.ValidString(got))
			if tt.max > 0 {
				assert.LessOrEqual(t, len(got), tt.max)
			}
		})
	}
}

func TestCut(t *testing.T) {
	got, cut := Cut("a日本", 3)
	assert.Equal(t, "a", got)
	assert.True(t, cut)
	got, cut = Cut("abc", 3)
	assert.Equal(t, "abc", got)
	assert.False(t, cut)
}

func FuzzHead(f *testing.F) {
	f.Add("héllo wörld", 5)
	f.Fuzz(func(t *testing.T, s string, max int) {
		if !utf8.ValidString(s) {
			return
		}
		got := Head(s, max)
		if !utf8.ValidString(got) {
			t.Fatalf("Head(%q, %d) = %q: invalid UTF-8", s, max, got)
		}
		if max > 0 && len(got) > max {
			t.Fatalf("Head(%q, %d) = %q: over the cap", s, max, got)
		}
	})
}
