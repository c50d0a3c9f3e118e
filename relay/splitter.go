package relay

import (
	"bytes"
	"unicode/utf8"
)

// MaxLine is the longest line a [Splitter] emits, in bytes; the daemon
// keeps no more of a line than this either.
const MaxLine = 16 << 10

// truncated marks a line cut at [MaxLine], as the daemon marks the fields
// it cuts.
const truncated = "…[truncated]"

// Splitter cuts a byte stream into lines and hands each to a function. It
// is an [io.Writer] so that chunks can be fed as they are read; it keeps
// at most [MaxLine]+1 bytes of a line however long the line is. It is not
// safe for concurrent use: give each stream its own.
type Splitter struct {
	emit     func(text string)
	buf      []byte // the current line so far, at most MaxLine+1 bytes
	overflow bool   // the current line had more bytes than buf holds
}

// NewSplitter returns a Splitter that calls emit with each line's text,
// without its "\n" or a "\r" before it.
func NewSplitter(emit func(text string)) *Splitter {
	if emit == nil {
		panic("relay: NewSplitter with nil emit")
	}
	return &Splitter{emit: emit}
}

// Write emits every line that p completes and keeps the rest for the next
// call. It never fails.
func (s *Splitter) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			s.keep(p)
			break
		}
		s.keep(p[:i])
		s.line()
		p = p[i+1:]
	}
	return n, nil
}

// Flush emits the last line if it had no newline. Call it when the stream
// ends.
func (s *Splitter) Flush() {
	if len(s.buf) > 0 || s.overflow {
		s.line()
	}
}

// keep appends p to the current line, up to one byte past MaxLine: the
// extra byte may be a "\r" that line drops, and otherwise says the line
// is too long.
func (s *Splitter) keep(p []byte) {
	room := MaxLine + 1 - len(s.buf)
	if len(p) > room {
		p = p[:room]
		s.overflow = true
	}
	s.buf = append(s.buf, p...)
}

// line emits the current line and starts the next.
func (s *Splitter) line() {
	b := s.buf
	if !s.overflow {
		b = bytes.TrimSuffix(b, []byte("\r"))
	}
	var text string
	if s.overflow || len(b) > MaxLine {
		cut := MaxLine - len(truncated)
		// Back up to a rune boundary so that the cut makes no invalid UTF-8.
		for cut > 0 && !utf8.RuneStart(b[cut]) {
			cut--
		}
		text = string(b[:cut]) + truncated
	} else {
		text = string(b)
	}
	s.buf, s.overflow = s.buf[:0], false
	s.emit(text)
}
