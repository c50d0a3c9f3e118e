package classify

import "strings"

// StripANSI removes terminal escape sequences from s and applies the
// carriage-return and cursor-to-column-1 moves a terminal would, so a
// spinner that redraws a line leaves only the text that stayed on screen.
// A trailing "\r" (from a pty's "\r\n") is dropped.
func StripANSI(s string) string {
	s = strings.TrimRight(s, "\r\n")
	if strings.IndexByte(s, 0x1b) < 0 && strings.IndexByte(s, '\r') < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\r':
			b.Reset()
			i++
		case c == 0x1b && i+1 < len(s) && s[i+1] == '[':
			// CSI: parameters and intermediates, then one final byte.
			j := i + 2
			for j < len(s) && (s[j] < 0x40 || s[j] > 0x7e) {
				j++
			}
			if j < len(s) && s[j] == 'G' && (j == i+2 || s[i+2:j] == "1") {
				b.Reset() // cursor back to column 1: what follows overwrites the line
			}
			i = j + 1
		case c == 0x1b && i+1 < len(s) && s[i+1] == ']':
			// OSC (hyperlinks, titles): ends at BEL or ESC \.
			j := i + 2
			for j < len(s) && s[j] != 0x07 && s[j] != 0x1b {
				j++
			}
			if j < len(s) && s[j] == 0x1b {
				j++
			}
			i = j + 1
		case c == 0x1b && i+1 < len(s) && strings.IndexByte("()*+", s[i+1]) >= 0:
			i += 3 // character-set selection: ESC ( B
		case c == 0x1b:
			i += 2 // two-byte escape such as ESC =
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}
