package ingest

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/jsonscan"
)

// eventReader reads the members of one event object into its wire form.
// The first problem with the event, a value of the wrong type, a repeated
// member or an escape of half a surrogate pair, is kept as the reason to
// reject it; the rest of the event is then only checked for syntax. The
// order in which problems are found, and their wording, are those of the
// jsontext-based decoder this one replaced.
type eventReader struct {
	s    *jsonscan.Scanner
	err  error     // the first problem other than a lone surrogate
	strs *interner // the values of category members
}

// failed reports whether the event has a problem already.
func (r *eventReader) failed() bool {
	return r.err != nil || r.s.LoneSurrogate >= 0
}

// fail records err as the event's problem unless it has one already.
func (r *eventReader) fail(err error) {
	if !r.failed() {
		r.err = err
	}
}

// object reads the event object at the jsonscan.Scanner's position, filling the
// members it names. A repeated member is a problem of the event; unknown
// members are skipped, and not looked at for repeats.
func (r *eventReader) object(members []member) error {
	r.err = nil
	r.s.ResetSurrogates()
	var seen uint64 // bit i: members[i] was read
	return r.s.Members(func(_ int, name []byte) error {
		f := lookup(members, name)
		switch {
		case f < 0 || r.failed():
			return r.s.SkipValue()
		case seen&(1<<f) != 0:
			r.fail(fmt.Errorf("%s: duplicate", members[f].name))
			return r.s.SkipValue()
		}
		seen |= 1 << f
		return r.read(members[f].name, members[f].dst)
	})
}

func lookup(members []member, name []byte) int {
	for i := range members {
		if members[i].name == string(name) {
			return i
		}
	}
	return -1
}

// reason is the reason to reject the event read from start to end, or ""
// when it has no problem.
func (r *eventReader) reason(start, end int) string {
	if r.err != nil {
		return r.err.Error()
	}
	if at := r.s.LoneSurrogate; at >= 0 {
		return surrogateReason(r.s.Slice(start, end), at-start)
	}
	return ""
}

// surrogateReason words the rejection of event for the escape of half a
// surrogate pair at offset at in it, as jsontext did: the escape and the
// six bytes after it, quoted.
func surrogateReason(event []byte, at int) string {
	seq := string(event[at:min(at+12, len(event))])
	quoted := "`" + seq + "`"
	if strings.ContainsFunc(seq, func(r rune) bool {
		return r == '`' || r == utf8.RuneError || unicode.IsSpace(r) || !unicode.IsPrint(r)
	}) {
		quoted = strconv.Quote(seq)
	}
	return fmt.Sprintf("invalid JSON at byte %d: invalid surrogate pair %s in string", at, quoted)
}

// read reads the value of the member name into dst, by dst's type.
func (r *eventReader) read(name string, dst any) error {
	switch dst := dst.(type) {
	case *string:
		return r.readString(name, dst)
	case *optString:
		return r.readOptString(name, dst)
	case *category:
		return r.readCategory(name, (*string)(dst))
	case *optCategory:
		dst.set = r.s.Peek() == '"'
		return r.readCategory(name, &dst.value)
	case *int:
		return r.readInt(name, dst)
	case *float64:
		return r.readFloat(name, dst)
	case *map[string]string:
		return r.readHeaders(name, dst)
	case *capture.TabID:
		return r.readTabID(dst)
	case *wireTimestamp:
		return r.readTimestamp(dst)
	case *[]capture.Component:
		return r.readComponents(name, dst)
	}
	panic(fmt.Sprintf("capture: member %s has no reader for %T", name, dst))
}

// readString reads a string; null leaves dst empty.
func (r *eventReader) readString(name string, dst *string) error {
	switch c := r.s.Peek(); c {
	case '"':
		b, err := r.s.ReadString()
		*dst = string(b)
		return err
	case 'n':
		return r.s.ReadLiteral()
	default:
		return r.mismatch(name, "a string", c)
	}
}

// readCategory reads a string whose values repeat (see [category]); null
// leaves dst empty.
func (r *eventReader) readCategory(name string, dst *string) error {
	if r.s.Peek() != '"' {
		return r.readString(name, dst)
	}
	b, err := r.s.ReadString()
	*dst = r.strs.string(b)
	return err
}

// readOptString reads a string; null leaves dst unset.
func (r *eventReader) readOptString(name string, dst *optString) error {
	dst.set = r.s.Peek() == '"'
	return r.readString(name, &dst.value)
}

// readInt reads an integer; null leaves dst 0.
func (r *eventReader) readInt(name string, dst *int) error {
	c := r.s.Peek()
	if !startsNumber(c) {
		return r.notNumber(name, c)
	}
	lit, err := r.s.ReadNumber()
	if err != nil {
		return err
	}
	if n, err := parseInt(lit); err != nil {
		r.fail(fmt.Errorf("%s: %w", name, err))
	} else {
		*dst = n
	}
	return nil
}

// parseInt reads the JSON number lit as an int, failing as jsontext does
// with [strconv.ErrSyntax] for a fraction or exponent and
// [strconv.ErrRange] for a number an int cannot hold.
func parseInt(lit []byte) (int, error) {
	if n, ok := smallInteger(lit); ok {
		return int(n), nil
	}
	if bytes.ContainsAny(lit, ".eE") {
		return 0, strconv.ErrSyntax
	}
	n, err := strconv.ParseInt(string(lit), 10, 0)
	if err != nil {
		return 0, strconv.ErrRange
	}
	return int(n), nil
}

// isInt64 reports whether the JSON number lit is an integer an int64
// holds.
func isInt64(lit []byte) bool {
	if _, ok := smallInteger(lit); ok {
		return true
	}
	_, err := strconv.ParseInt(string(lit), 10, 64)
	return err == nil
}

// readFloat reads a number; null leaves dst 0.
func (r *eventReader) readFloat(name string, dst *float64) error {
	c := r.s.Peek()
	if !startsNumber(c) {
		return r.notNumber(name, c)
	}
	lit, err := r.s.ReadNumber()
	if err != nil {
		return err
	}
	if n, ok := smallInteger(lit); ok {
		*dst = float64(n)
	} else if f, err := strconv.ParseFloat(string(lit), 64); err != nil {
		r.fail(fmt.Errorf("%s: %w", name, strconv.ErrRange))
	} else {
		*dst = f
	}
	return nil
}

// notNumber reads the value starting with c where a number was wanted: a
// null is zero, anything else a problem.
func (r *eventReader) notNumber(name string, c byte) error {
	if c == 'n' {
		return r.s.ReadLiteral()
	}
	return r.mismatch(name, "a number", c)
}

// mismatch reads the value starting with c, which is not of the type
// want, and records the problem. The value is read before, so that an
// escape of half a surrogate pair in it comes first, as it did when
// jsontext read a whole value before looking at its type.
func (r *eventReader) mismatch(name, want string, c byte) error {
	if err := r.s.SkipValue(); err != nil {
		return err
	}
	r.fail(wrongType(name, want, c))
	return nil
}

// readHeaders reads an object of strings; null leaves dst nil. A repeated
// name is a problem, like a repeated member.
func (r *eventReader) readHeaders(name string, dst *map[string]string) error {
	s := r.s
	switch c := s.Peek(); c {
	case '{':
	case 'n':
		return s.ReadLiteral()
	case '[':
		// jsontext looked no further than the '[' of an array.
		r.fail(wrongType(name, "an object", c))
		return s.SkipValue()
	default:
		return r.mismatch(name, "an object", c)
	}
	h := make(map[string]string)
	*dst = h
	return s.Members(func(_ int, key []byte) error {
		if r.failed() {
			return s.SkipValue()
		}
		k := r.strs.string(key)
		if _, dup := h[k]; dup {
			r.fail(fmt.Errorf("%s: duplicate name %q", name, k))
			return s.SkipValue()
		}
		switch c := s.Peek(); c {
		case '"':
			v, err := s.ReadString()
			if err != nil {
				return err
			}
			h[k] = r.strs.string(v)
			return nil
		case 'n':
			h[k] = ""
			return s.ReadLiteral()
		default:
			return r.mismatch(name+"/"+pointerEscaper.Replace(k), "a string", c)
		}
	})
}

// readComponents reads an array of component objects (an error's
// component_stack); null leaves dst nil. A problem inside names the member
// by its JSON Pointer, as jsontext did: "component_stack/0/line".
func (r *eventReader) readComponents(name string, dst *[]capture.Component) error {
	s := r.s
	switch c := s.Peek(); c {
	case '[':
	case 'n':
		return s.ReadLiteral()
	case '{':
		// jsontext looked no further than the '{' of an object.
		r.fail(wrongType(name, "an array", c))
		return s.SkipValue()
	default:
		return r.mismatch(name, "an array", c)
	}
	if err := s.Enter(); err != nil {
		return err
	}
	for i := 0; ; i++ {
		more, err := s.NextElement(i)
		if err != nil || !more {
			return err
		}
		if r.failed() {
			if err := s.SkipValue(); err != nil {
				return err
			}
			continue
		}
		var c capture.Component
		if err := r.readComponent(name+"/"+strconv.Itoa(i), &c); err != nil {
			return err
		}
		*dst = append(*dst, c)
	}
}

// readComponent reads one entry of a component stack: an object with
// name, url, line and column, or null.
func (r *eventReader) readComponent(name string, c *capture.Component) error {
	s := r.s
	switch k := s.Peek(); k {
	case '{':
	case 'n':
		return s.ReadLiteral()
	case '[':
		// jsontext looked no further than the '[' of an array.
		r.fail(wrongType(name, "an object", k))
		return s.SkipValue()
	default:
		return r.mismatch(name, "an object", k)
	}
	members := []member{{"name", &c.Name}, {"url", &c.URL}, {"line", &c.Line}, {"column", &c.Column}}
	var seen uint8
	return s.Members(func(_ int, key []byte) error {
		f := lookup(members, key)
		switch {
		case f < 0 || r.failed():
			return s.SkipValue()
		case seen&(1<<f) != 0:
			r.fail(fmt.Errorf("%s/%s: duplicate", name, members[f].name))
			return s.SkipValue()
		}
		seen |= 1 << f
		return r.read(name+"/"+members[f].name, members[f].dst)
	})
}

// pointerEscaper escapes a member name for a JSON Pointer (RFC 6901), which
// names a header in errors as jsontext did.
var pointerEscaper = strings.NewReplacer("~", "~0", "/", "~1")

// readTabID reads a tab id: an integer, a string or null. Its problems are
// worded as the jsontext decoder reported them: the member's name, then
// the error of [capture.TabID.UnmarshalJSON], which names it again.
func (r *eventReader) readTabID(dst *capture.TabID) error {
	s := r.s
	switch c := s.Peek(); {
	case c == '"':
		b, err := s.ReadString()
		*dst = capture.TabID(r.strs.string(b))
		return err
	case c == 'n':
		return s.ReadLiteral()
	case startsNumber(c):
		lit, err := s.ReadNumber()
		if err != nil {
			return err
		}
		// An integer id is its literal, interned; TabIDFromNumber words
		// the problem with any other number.
		if isInt64(lit) {
			*dst = capture.TabID(r.strs.string(lit))
		} else if _, err := capture.TabIDFromNumber(lit); err != nil {
			r.fail(fmt.Errorf("tab_id: %w", err))
		}
		return nil
	}
	raw, err := s.RawValue()
	if err != nil {
		return err
	}
	r.fail(fmt.Errorf("tab_id: %w", capture.TabIDKindError(raw)))
	return nil
}

// readTimestamp keeps a timestamp's value for [wireTimestamp.parse].
func (r *eventReader) readTimestamp(dst *wireTimestamp) error {
	s := r.s
	dst.kind = s.Peek()
	start := s.Pos()
	if dst.kind == '"' {
		b, err := s.ReadString()
		if err != nil {
			return err
		}
		if t, ok := parseUTC(b); ok {
			dst.utc, dst.isUTC = t, true
		} else {
			dst.text = string(b)
		}
	} else if err := s.SkipValue(); err != nil {
		return err
	}
	dst.raw = s.Slice(start, s.Pos())
	return nil
}

// wrongType is the problem of a member whose value, which starts with c, is
// not of the type want.
func wrongType(name, want string, c byte) error {
	return fmt.Errorf("%s: want %s, got %s", name, want, kindName(c))
}

// kindName names the kind of JSON value that starts with c, as jsontext
// does.
func kindName(c byte) string {
	switch c {
	case '"':
		return "string"
	case 't':
		return "true"
	case 'f':
		return "false"
	case 'n':
		return "null"
	case '{':
		return "{"
	case '[':
		return "["
	}
	return "number"
}

// startsNumber reports whether c can start a JSON number.
func startsNumber(c byte) bool {
	return c == '-' || '0' <= c && c <= '9'
}
