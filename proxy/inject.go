package proxy

import (
	"bytes"
	"io"
)

// DefaultPrefix is how much of an HTML document an [Injector] reads, at
// most, looking for the place of its tag before it settles for the best
// place seen so far.
const DefaultPrefix = 16 << 10

// Injector reads an HTML document from a source and returns it with a tag
// inserted first in <head>, or, in a document without one, before its first
// element or text after any byte order mark, doctype, comments and <html>
// start tag. It holds back only the prefix it has not decided about yet,
// never the whole document: a streamed (chunked, SSR) page keeps streaming.
//
// It reads tags, not markup in general: nothing inside a comment counts,
// and it stops at the first element that is not html or head, so a
// "<head>" inside a script or in the body is never taken for the real one.
type Injector struct {
	src    io.Reader
	tag    []byte
	limit  int
	buf    []byte // read but not yet returned
	out    int    // buf[out:] is what remains to return once decided
	done   bool   // the tag is placed (or the document ended)
	srcErr error  // the source's error, returned once buf is drained
}

// NewInjector returns an Injector inserting tag into the document read
// from src, deciding within limit bytes (<= 0: [DefaultPrefix]).
func NewInjector(src io.Reader, tag []byte, limit int) *Injector {
	if limit <= 0 {
		limit = DefaultPrefix
	}
	return &Injector{src: src, tag: tag, limit: limit}
}

// Read implements io.Reader.
func (in *Injector) Read(p []byte) (int, error) {
	for !in.done {
		at, ok := placeTag(in.buf, in.srcErr != nil || len(in.buf) >= in.limit)
		if ok {
			withTag := make([]byte, 0, len(in.buf)+len(in.tag))
			withTag = append(withTag, in.buf[:at]...)
			withTag = append(withTag, in.tag...)
			in.buf = append(withTag, in.buf[at:]...)
			in.done = true
			break
		}
		chunk := make([]byte, 4096)
		n, err := in.src.Read(chunk)
		in.buf = append(in.buf, chunk[:n]...)
		if err != nil {
			in.srcErr = err
		}
	}
	if in.out < len(in.buf) {
		n := copy(p, in.buf[in.out:])
		in.out += n
		if in.out == len(in.buf) {
			in.buf, in.out = nil, 0
		}
		return n, nil
	}
	if in.srcErr != nil {
		return 0, in.srcErr
	}
	return in.src.Read(p)
}

// Close closes the source if it is an io.Closer.
func (in *Injector) Close() error {
	if c, ok := in.src.(io.Closer); ok {
		return c.Close()
	}
	return nil
}

// placeTag finds where the tag goes in the document prefix b. It reports
// false when it needs more of the document to know, unless final, when it
// settles for the latest place it could use.
func placeTag(b []byte, final bool) (int, bool) {
	pos := 0
	if bytes.HasPrefix(b, []byte("\xef\xbb\xbf")) {
		pos = 3
	}
	best := pos // after the BOM, the doctype, comments and <html>
	for {
		for pos < len(b) && isSpace(b[pos]) {
			pos++
		}
		rest := b[pos:]
		if len(rest) == 0 {
			return best, final
		}
		if rest[0] != '<' {
			return best, true // text: the body has begun
		}
		var end int // just past the construct at pos; -1: not all read yet
		switch {
		case len(rest) < 4 && bytes.HasPrefix([]byte("<!--"), rest):
			end = -1
		case bytes.HasPrefix(rest, []byte("<!--")):
			end = indexAfter(rest, 4, "-->")
		case bytes.HasPrefix(rest, []byte("<!")), bytes.HasPrefix(rest, []byte("<?")):
			end = indexAfter(rest, 2, ">")
		default:
			name, ok := tagName(rest)
			switch {
			case !ok:
				end = -1
			case name == "html":
				end = tagEnd(rest)
			case name == "head":
				if e := tagEnd(rest); e >= 0 {
					return pos + e, true
				}
				end = -1
			default:
				return best, true // another element: head is implied here
			}
		}
		if end < 0 {
			return best, final
		}
		pos += end
		best = pos
	}
}

// indexAfter is the index just past the first sep in b at or after from,
// or -1.
func indexAfter(b []byte, from int, sep string) int {
	i := bytes.Index(b[from:], []byte(sep))
	if i < 0 {
		return -1
	}
	return from + i + len(sep)
}

// tagName reads the lowercased name of the start or end tag at the start
// of b ("<HEAD " → "head"), reporting false when b ends before the name
// does. Anything that is not a tag name yields "" (which is no element we
// look for).
func tagName(b []byte) (string, bool) {
	i := 1
	if i < len(b) && b[i] == '/' {
		return "/", true
	}
	for i < len(b) && isLetterOrDigit(b[i]) {
		i++
	}
	if i == len(b) {
		return "", false
	}
	switch b[i] {
	case '>', '/', ' ', '\t', '\n', '\r', '\f':
	default:
		return "", true
	}
	return string(bytes.ToLower(b[1:i])), true
}

// tagEnd is the index just past the '>' closing the start tag at the
// start of b, skipping quoted attribute values, or -1.
func tagEnd(b []byte) int {
	var quote byte
	for i := 1; i < len(b); i++ {
		switch c := b[i]; {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '>':
			return i + 1
		}
	}
	return -1
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
}

func isLetterOrDigit(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}
