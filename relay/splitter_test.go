package relay

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSplitter(t *testing.T) {
	long := strings.Repeat("x", MaxLine+10)
	cutLong := strings.Repeat("x", MaxLine-len(truncated)) + truncated
	exact := strings.Repeat("y", MaxLine)
	tests := []struct {
		name   string
		chunks []string
		want   []string
	}{
		{"one line", []string{"hello\n"}, []string{"hello"}},
		{"two lines in one chunk", []string{"a\nb\n"}, []string{"a", "b"}},
		{"line across chunks", []string{"hel", "lo", "\nwor", "ld\n"}, []string{"hello", "world"}},
		{"partial last line flushed", []string{"a\nno newline"}, []string{"a", "no newline"}},
		{"crlf", []string{"a\r\nb\r\n"}, []string{"a", "b"}},
		{"crlf across chunks", []string{"a\r", "\nb"}, []string{"a", "b"}},
		{"only the trailing cr", []string{"spinner\r1\r2\r\n"}, []string{"spinner\r1\r2"}},
		{"partial last line with cr", []string{"a\r"}, []string{"a"}},
		{"empty lines kept", []string{"\n\na\n"}, []string{"", "", "a"}},
		{"colours untouched", []string{"\x1b[31merror\x1b[0m\n"}, []string{"\x1b[31merror\x1b[0m"}},
		{"nothing", nil, nil},
		{"long line capped", []string{long[:5000], long[5000:], "\nnext\n"}, []string{cutLong, "next"}},
		{"long partial last line capped", []string{long}, []string{cutLong}},
		{"exactly MaxLine kept whole", []string{exact + "\r\n"}, []string{exact}},
		{"cap on a rune boundary", []string{strings.Repeat("€", MaxLine) + "\n"},
			[]string{strings.Repeat("€", (MaxLine-len(truncated))/3) + truncated}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			s := NewSplitter(func(text string) { got = append(got, text) })
			for _, c := range tt.chunks {
				n, err := s.Write([]byte(c))
				require.NoError(t, err)
				require.Equal(t, len(c), n)
			}
			s.Flush()
			s.Flush() // a second flush emits nothing more
			assert.Equal(t, tt.want, got)
			for _, l := range got {
				assert.LessOrEqual(t, len(l), MaxLine)
			}
		})
	}
}
