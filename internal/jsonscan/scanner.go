package jsonscan

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"
)

// MaxDepth is how deeply JSON values may nest, the top-level value counting
// as 1: the limit of the jsontext package, which the decoder used before.
const MaxDepth = 10000

// Scanner reads the JSON text in buf from left to right, checking it
// against the grammar of RFC 8259 as it goes. It has no token stream: the
// decoder knows what it expects next and calls for it (a string, a number,
// the next member of an object), so each byte is looked at once.
//
// Two things the grammar allows but an event decoder may not are let
// through and left to the caller: invalid UTF-8 inside strings (check the
// input with [utf8.Valid]), and a \u escape of half a surrogate pair, which
// is unescaped as U+FFFD and its offset kept in LoneSurrogate.
type Scanner struct {
	buf   []byte
	pos   int // offset of the next byte to read
	depth int // objects and arrays open at pos

	// LoneSurrogate is the offset of the first \u escape read since the
	// last resetSurrogates that is half a surrogate pair, or -1.
	LoneSurrogate int

	scratch    []byte // unescaped strings, reused
	containers []byte // skipValue's open objects and arrays, '{' or '['
}

// scanners keeps scanners between bodies, so that their buffers are
// reused rather than grown again for each.
var scanners = sync.Pool{New: func() any { return new(Scanner) }}

// maxPooledScratch bounds the buffer a pooled Scanner keeps, so that one
// huge string does not stay in memory.
const maxPooledScratch = 64 << 10

// New returns a Scanner of buf, to be released when done with.
func New(buf []byte) *Scanner {
	s := scanners.Get().(*Scanner)
	*s = Scanner{buf: buf, LoneSurrogate: -1, scratch: s.scratch[:0], containers: s.containers[:0]}
	return s
}

// release gives s back for another body; nothing read from it may be used
// after.
func (s *Scanner) Release() {
	if cap(s.scratch) > maxPooledScratch {
		s.scratch = nil
	}
	s.buf = nil
	scanners.Put(s)
}

// syntaxError says where and how a body breaks the JSON grammar.
type syntaxError struct {
	offset int
	msg    string
}

func (e *syntaxError) Error() string {
	return fmt.Sprintf("invalid JSON at byte %d: %s", e.offset, e.msg)
}

// ErrorAt is a syntax error at offset i.
func ErrorAt(i int, format string, args ...any) error {
	return &syntaxError{offset: i, msg: fmt.Sprintf(format, args...)}
}

// unexpected is the syntax error for the byte at offset i, which is not
// what the grammar allows there, or for the end of the input.
func (s *Scanner) unexpected(i int, where string) error {
	if i >= len(s.buf) {
		return ErrorAt(i, "unexpected EOF")
	}
	r, _ := utf8.DecodeRune(s.buf[i:])
	return ErrorAt(i, "invalid character %q %s", r, where)
}

// peek skips whitespace and returns the next byte, or 0 at the end.
func (s *Scanner) Peek() byte {
	for s.pos < len(s.buf) {
		switch c := s.buf[s.pos]; c {
		case ' ', '\t', '\n', '\r':
			s.pos++
		default:
			return c
		}
	}
	return 0
}

// atEnd reports whether only whitespace is left.
func (s *Scanner) AtEnd() bool {
	s.Peek()
	return s.pos == len(s.buf)
}

// resetSurrogates forgets the lone surrogates read so far.
func (s *Scanner) ResetSurrogates() { s.LoneSurrogate = -1 }

// enter reads the '{' or '[' at pos, which opens one more level.
func (s *Scanner) Enter() error {
	if s.depth == MaxDepth {
		return ErrorAt(s.pos, "exceeded max depth %d", MaxDepth)
	}
	s.pos++
	s.depth++
	return nil
}

// nextMember moves to the i-th member of the object being read, at its
// name, or past the closing '}' when there are no more members, returning
// false.
func (s *Scanner) nextMember(i int) (bool, error) {
	c := s.Peek()
	if c == '}' {
		s.pos++
		s.depth--
		return false, nil
	}
	if i > 0 {
		if c != ',' {
			return false, s.unexpected(s.pos, "after object value (expecting ',' or '}')")
		}
		s.pos++
		c = s.Peek()
	}
	if c != '"' {
		return false, s.unexpected(s.pos, "at start of object member name (expecting '\"')")
	}
	return true, nil
}

// readName reads a member name and the colon after it. The name is valid
// until the next string is read (see readString).
func (s *Scanner) readName() ([]byte, error) {
	name, err := s.ReadString()
	if err != nil {
		return nil, err
	}
	if s.Peek() != ':' {
		return nil, s.unexpected(s.pos, "after object member name (expecting ':')")
	}
	s.pos++
	return name, nil
}

// members reads the object whose '{' is at pos, calling fn with each
// member's name and the offset where the name starts; fn must read the
// member's value. The name is valid until the next string is read.
func (s *Scanner) Members(fn func(at int, name []byte) error) error {
	if err := s.Enter(); err != nil {
		return err
	}
	for i := 0; ; i++ {
		more, err := s.nextMember(i)
		if err != nil || !more {
			return err
		}
		at := s.pos
		name, err := s.readName()
		if err != nil {
			return err
		}
		if err := fn(at, name); err != nil {
			return err
		}
	}
}

// nextElement moves to the i-th element of the array being read, or past
// the closing ']' when there are no more elements, returning false.
func (s *Scanner) NextElement(i int) (bool, error) {
	c := s.Peek()
	if c == ']' {
		s.pos++
		s.depth--
		return false, nil
	}
	if i > 0 {
		if c != ',' {
			return false, s.unexpected(s.pos, "after array element (expecting ',' or ']')")
		}
		s.pos++
	}
	return true, nil
}

// readString reads the string at pos. Its contents are a subslice of the
// input when it has no escapes, or else unescaped into a buffer that the
// next string read overwrites: callers copy what they keep.
func (s *Scanner) ReadString() ([]byte, error) {
	if s.Peek() != '"' {
		return nil, s.unexpected(s.pos, "at start of string (expecting '\"')")
	}
	start := s.pos + 1
	end := plainRun(s.buf, start)
	if end < len(s.buf) && s.buf[end] == '"' {
		s.pos = end + 1
		return s.buf[start:end], nil
	}
	return s.readEscaped(start, end)
}

// readEscaped goes on reading a string whose contents started at start,
// from offset i, where a run of plain contents ended at something other
// than the closing quote.
//
// Escapes can come every few bytes (a JSON body sent as a JSON string), so
// plain runs are copied eight bytes at a time, the bytes past the run taken
// back, and the escapes of one character come first.
func (s *Scanner) readEscaped(start, i int) ([]byte, error) {
	b := s.buf
	out := append(s.scratch[:0], b[start:i]...)
	for {
		// b[i] is not plain contents: the closing quote, a backslash, a
		// control character, or the end of the input.
		switch {
		case i+1 < len(b) && b[i] == '\\' && singleEscapes[b[i+1]] != 0:
			out, i = append(out, singleEscapes[b[i+1]]), i+2
		case i < len(b) && b[i] == '"':
			s.pos = i + 1
			s.scratch = out
			return out, nil
		case i < len(b) && b[i] == '\\':
			var err error
			if out, i, err = s.unescape(out, i); err != nil {
				return nil, err
			}
		case i < len(b):
			return nil, ErrorAt(i, "invalid character %q in string (expecting non-control character)", b[i])
		default:
			return nil, s.unexpected(i, "")
		}
		out, i = appendPlainRun(out, b, i)
	}
}

// appendPlainRun appends the plain string contents at offset i of b to
// out (see plainRun), and the escapes of one character among them,
// unescaped, returning out and the offset of the first byte that is
// neither. A JSON body sent as a JSON string has an escaped quote every
// few bytes: unescaped here, each costs a table lookup, not a return to
// readEscaped's cases and a call back (callgrind, the daemon under the
// load tool: readEscaped 1,719 instructions an event → 63, this loop
// 4,018 → 4,959).
func appendPlainRun(out, b []byte, i int) ([]byte, int) {
	for i+8 <= len(b) {
		x := binary.LittleEndian.Uint64(b[i:])
		out = binary.LittleEndian.AppendUint64(out, x)
		m := specialBytes(x)
		if m == 0 {
			i += 8
			continue
		}
		n := bits.TrailingZeros64(m) / 8
		out, i = out[:len(out)-8+n], i+n
		if b[i] != '\\' || i+1 >= len(b) || singleEscapes[b[i+1]] == 0 {
			return out, i
		}
		out, i = append(out, singleEscapes[b[i+1]]), i+2
	}
	end := plainRun(b, i)
	return append(out, b[i:end]...), end
}

// singleEscapes maps the character after a backslash to the one it stands
// for, for the escapes of one character.
var singleEscapes = [256]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

// unescape appends the character of the \u escape at offset i to out,
// returning out and the offset after the escape. Half a surrogate pair
// becomes U+FFFD, as in jsontext, and is noted in LoneSurrogate.
func (s *Scanner) unescape(out []byte, i int) ([]byte, int, error) {
	if i+1 >= len(s.buf) {
		return nil, 0, s.unexpected(i+1, "")
	}
	if s.buf[i+1] != 'u' {
		return nil, 0, ErrorAt(i, "invalid escape sequence `%s` in string", s.buf[i:i+2])
	}
	r, ok := s.hex4(i)
	if !ok {
		if i+6 > len(s.buf) {
			return nil, 0, s.unexpected(len(s.buf), "")
		}
		return nil, 0, ErrorAt(i, "invalid escape sequence `%s` in string", s.buf[i:i+6])
	}
	if !utf16.IsSurrogate(r) {
		return utf8.AppendRune(out, r), i + 6, nil
	}
	if low, ok := s.hex4(i + 6); ok {
		if pair := utf16.DecodeRune(r, low); pair != utf8.RuneError {
			return utf8.AppendRune(out, pair), i + 12, nil
		}
	}
	if s.LoneSurrogate < 0 {
		s.LoneSurrogate = i
	}
	return utf8.AppendRune(out, utf8.RuneError), i + 6, nil
}

// hex4 reads the code unit of the \uXXXX escape at offset i, if there is one.
func (s *Scanner) hex4(i int) (rune, bool) {
	if i+6 > len(s.buf) || s.buf[i] != '\\' || s.buf[i+1] != 'u' {
		return 0, false
	}
	var r rune
	for _, c := range s.buf[i+2 : i+6] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// plainRun returns the offset of the first byte from i on that ends a run
// of plain string contents, a quote, a backslash or a control character,
// or len(b). It looks at eight bytes at a time.
func plainRun(b []byte, i int) int {
	for ; i+8 <= len(b); i += 8 {
		if m := specialBytes(binary.LittleEndian.Uint64(b[i:])); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(b); i++ {
		if c := b[i]; c < 0x20 || c == '"' || c == '\\' {
			break
		}
	}
	return i
}

// specialBytes sets the high bit of each byte of x, read little-endian,
// that is a quote, a backslash or below 0x20. Bytes after the first one set
// may be set wrongly (a borrow carries up), so only the lowest counts.
func specialBytes(x uint64) uint64 {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	quote := x ^ (ones * '"')
	backslash := x ^ (ones * '\\')
	// A byte minus 1 wraps to set its high bit only when the byte is 0 (or
	// at least 0x80, which &^x masks out); minus 0x20, only below 0x20.
	return ((quote - ones) | (backslash - ones) | (x - ones*0x20)) &^ x & highs
}

// ValidText copies the string contents b with each byte of invalid UTF-8
// replaced by U+FFFD, as jsontext unquotes strings.
func ValidText(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	var out strings.Builder
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r == utf8.RuneError && n == 1 {
			out.WriteRune(utf8.RuneError)
		} else {
			out.Write(b[:n])
		}
		b = b[n:]
	}
	return out.String()
}

// readNumber reads the number at pos and returns its text.
func (s *Scanner) ReadNumber() ([]byte, error) {
	b, i := s.buf, s.pos
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && '1' <= b[i] && b[i] <= '9':
		i = digits(b, i+1)
	default:
		return nil, s.unexpected(i, "in number (expecting digit)")
	}
	if i < len(b) && b[i] == '.' {
		frac := i + 1
		if i = digits(b, frac); i == frac {
			return nil, s.unexpected(i, "in number (expecting digit)")
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		exp := i
		if i = digits(b, i); i == exp {
			return nil, s.unexpected(i, "in number (expecting digit)")
		}
	}
	num := b[s.pos:i]
	s.pos = i
	return num, nil
}

// digits returns the offset of the first non-digit from i on.
func digits(b []byte, i int) int {
	for i < len(b) && '0' <= b[i] && b[i] <= '9' {
		i++
	}
	return i
}

// readLiteral reads the true, false or null at pos.
func (s *Scanner) ReadLiteral() error {
	var lit string
	switch s.Peek() {
	case 't':
		lit = "true"
	case 'f':
		lit = "false"
	case 'n':
		lit = "null"
	default:
		return s.unexpected(s.pos, "at start of value")
	}
	for i := range len(lit) {
		if s.pos+i >= len(s.buf) || s.buf[s.pos+i] != lit[i] {
			return s.unexpected(s.pos+i, "in literal "+lit)
		}
	}
	s.pos += len(lit)
	return nil
}

// skipValue reads past the value at pos, checking all of it. Nested
// objects and arrays are tracked on a stack, not by recursion.
func (s *Scanner) SkipValue() error {
	open := s.containers[:0]
	for {
		// At the start of a value: an object or array opens, and its
		// first member or element (if any) is next.
		switch c := s.Peek(); c {
		case '{', '[':
			if err := s.Enter(); err != nil {
				return err
			}
			open = append(open, c)
			if s.Peek() != c+2 { // '{'+2 is '}', '['+2 is ']'
				if c == '{' {
					if _, err := s.readName(); err != nil {
						return err
					}
				}
				continue
			}
		case '"':
			if _, err := s.ReadString(); err != nil {
				return err
			}
		case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			if _, err := s.ReadNumber(); err != nil {
				return err
			}
		default:
			if err := s.ReadLiteral(); err != nil {
				return err
			}
		}
		// After a value: close what ends here, up to the next member or
		// element or the end of the value skipped.
	closing:
		for {
			if len(open) == 0 {
				s.containers = open
				return nil
			}
			top := open[len(open)-1]
			switch c := s.Peek(); {
			case c == top+2:
				s.pos++
				s.depth--
				open = open[:len(open)-1]
			case c != ',' && top == '{':
				return s.unexpected(s.pos, "after object value (expecting ',' or '}')")
			case c != ',':
				return s.unexpected(s.pos, "after array element (expecting ',' or ']')")
			default:
				s.pos++
				if top == '{' {
					if _, err := s.readName(); err != nil {
						return err
					}
				}
				break closing
			}
		}
	}
}

// rawValue skips the value at pos and returns its text.
func (s *Scanner) RawValue() ([]byte, error) {
	s.Peek()
	start := s.pos
	if err := s.SkipValue(); err != nil {
		return nil, err
	}
	return s.buf[start:s.pos], nil
}

// Pos is the offset of the next byte to read.
func (s *Scanner) Pos() int { return s.pos }

// Slice returns buf[from:to] of the text being scanned, without copying.
func (s *Scanner) Slice(from, to int) []byte { return s.buf[from:to] }
