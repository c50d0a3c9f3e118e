package godot

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// MaxMessage bounds one message of the debugger stream. Godot's errors
// are a few hundred bytes; its "output" messages, which batch printed
// lines, and its profiler frames are the big ones, and those are skipped
// unread past this size rather than held.
const MaxMessage = 1 << 20

// maxName bounds a message's name ("error", "debug_enter",
// "performance:profile_frame"): longer is not Godot speaking.
const maxName = 128

// ErrNotGodot is returned for a stream that does not start as Godot's
// debugger stream does: the connection is closed.
var ErrNotGodot = errors.New("not Godot's debugger stream")

// Message is one message of the debugger protocol: a name, the thread it
// is about (Godot 4.2+) and its data.
type Message struct {
	Name   string
	Thread int64
	// Data is nil when the message was too big or held a type this
	// decoder does not read; Name and Thread are always read.
	Data []any
}

// ReadMessage reads one length-prefixed message. A frame that is not a
// Variant Array of [name, thread_id, data], or whose length is 0 or past
// 64 MiB, is ErrNotGodot; a well-formed one past [MaxMessage] is skipped
// and returned with no Data.
func ReadMessage(r io.Reader) (Message, error) {
	var head [4]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return Message{}, err
	}
	n := binary.LittleEndian.Uint32(head[:])
	// An HTTP request's "POST", "GET " or "OPTI" reads as a length of over
	// a gigabyte.
	if n < 24 || n > 64<<20 {
		return Message{}, fmt.Errorf("%w: a message of %d bytes", ErrNotGodot, n)
	}
	size := min(int(n), MaxMessage)
	// Grown as the bytes arrive, not allocated from the length a peer
	// claims.
	var buf bytes.Buffer
	if got, err := io.CopyN(&buf, r, int64(size)); err != nil {
		if err == io.EOF && got > 0 {
			err = io.ErrUnexpectedEOF
		}
		return Message{}, err
	}
	body := buf.Bytes()
	m, err := parseMessage(body, int(n) > size)
	if err != nil {
		return Message{}, err
	}
	if int(n) > size {
		if _, err := io.CopyN(io.Discard, r, int64(int(n)-size)); err != nil {
			return Message{}, err
		}
	}
	return m, nil
}

// parseMessage reads the [name, thread_id, data] Array of one message;
// cut says body is only the head of a longer message.
func parseMessage(body []byte, cut bool) (Message, error) {
	d := decoder{b: body}
	h, _ := d.u32()
	if h != typeArray {
		return Message{}, fmt.Errorf("%w: the message is not an Array (header %#x)", ErrNotGodot, h)
	}
	if n, _ := d.u32(); n != 3 {
		return Message{}, fmt.Errorf("%w: an Array of %d, not [name, thread_id, data]", ErrNotGodot, n)
	}
	name, err := d.value(1)
	s, ok := name.(string)
	if err != nil || !ok || s == "" || len(s) > maxName || !printable(s) {
		return Message{}, fmt.Errorf("%w: the message's name is not a short string", ErrNotGodot)
	}
	thread, err := d.value(1)
	tid, ok := thread.(int64)
	if err != nil || !ok {
		return Message{}, fmt.Errorf("%w: %q has no thread id", ErrNotGodot, s)
	}
	m := Message{Name: s, Thread: tid}
	if cut {
		return m, nil
	}
	data, err := d.value(1)
	switch {
	case errors.Is(err, errUnsupported):
		return m, nil
	case err != nil:
		return Message{}, fmt.Errorf("%w: %q: %v", ErrNotGodot, s, err)
	}
	arr, ok := data.([]any)
	if !ok {
		return Message{}, fmt.Errorf("%w: %q's data is not an Array", ErrNotGodot, s)
	}
	m.Data = arr
	return m, nil
}

func printable(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			return false
		}
	}
	return true
}

// AppendMessage appends the wire form of the command [name, thread,
// data].
func AppendMessage(b []byte, name string, thread int64, data []any) []byte {
	start := len(b)
	b = append(b, 0, 0, 0, 0)
	b = Encode(b, []any{name, thread, data})
	binary.LittleEndian.PutUint32(b[start:], uint32(len(b)-start-4))
	return b
}

// Frame is one call of a script backtrace.
type Frame struct {
	File string // res://player.gd
	Func string
	Line int
}

// Error is the data of an "error" message: what Godot's
// _err_print_error was given, and the script backtrace at that moment.
type Error struct {
	File, Func string // where it was raised: a C++ source for engine errors and push_error, the script for script errors
	Line       int
	Error      string // the error itself, or the failed condition ("Method/function failed. Returning: nullptr"), or the analyzer warning's code
	Descr      string // the message the console prints when set
	Warning    bool
	Backtrace  []Frame // most recent call first
}

// ParseError reads an "error" message's data: [hr, min, sec, msec,
// source_file, source_func, source_line, error, error_descr, warning,
// 3×N, then file, func, line N times] (Godot's
// core/debugger/remote_debugger.cpp, ErrorMessage::serialize).
func ParseError(data []any) (Error, error) {
	if len(data) < 10 {
		return Error{}, fmt.Errorf("error: %d fields, want at least 10", len(data))
	}
	var e Error
	var ok [7]bool
	e.File, ok[0] = data[4].(string)
	e.Func, ok[1] = data[5].(string)
	line, ok2 := data[6].(int64)
	e.Error, ok[3] = data[7].(string)
	e.Descr, ok[4] = data[8].(string)
	e.Warning, ok[5] = data[9].(bool)
	ok[2], ok[6] = ok2, true
	for i, good := range ok {
		if !good {
			return Error{}, fmt.Errorf("error: field %d has the wrong type", []int{4, 5, 6, 7, 8, 9, 10}[i])
		}
	}
	e.Line = int(line)
	if len(data) == 10 {
		return e, nil
	}
	n, good := data[10].(int64)
	if !good || n < 0 || n%3 != 0 || int(n) != len(data)-11 {
		return Error{}, fmt.Errorf("error: a backtrace of %v values in %d fields", data[10], len(data)-11)
	}
	for i := 11; i+2 < len(data); i += 3 {
		file, ok1 := data[i].(string)
		fn, ok2 := data[i+1].(string)
		line, ok3 := data[i+2].(int64)
		if !ok1 || !ok2 || !ok3 {
			return Error{}, fmt.Errorf("error: backtrace frame %d has the wrong types", (i-11)/3)
		}
		e.Backtrace = append(e.Backtrace, Frame{file, fn, int(line)})
	}
	return e, nil
}

// Message is what the console prints for the error: its description if
// it has one, else the error itself. An analyzer warning's code follows
// its text, as the editor's debugger shows it.
func (e Error) Message() string {
	if e.Descr == "" {
		return e.Error
	}
	if e.Warning && isCode(e.Error) {
		return e.Descr + " (" + e.Error + ")"
	}
	return e.Descr
}

// isCode reports an analyzer warning's code: UNUSED_VARIABLE.
func isCode(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if (r < 'A' || r > 'Z') && r != '_' && (r < '0' || r > '9') {
			return false
		}
	}
	return true
}

// Location is the script line the error is about: the top frame of its
// backtrace, else where it was raised (a parse error's or analyzer
// warning's script); "" when neither names a line.
func (e Error) Location() string {
	if len(e.Backtrace) > 0 && e.Backtrace[0].Line > 0 {
		return e.Backtrace[0].File + ":" + strconv.Itoa(e.Backtrace[0].Line)
	}
	if e.File != "" && e.Line > 0 {
		return e.File + ":" + strconv.Itoa(e.Line)
	}
	return ""
}

// Block is the error written as Godot 4.5+'s console writes it, with the
// failed condition that the console leaves out: what the agent reads.
func (e Error) Block() string {
	var b strings.Builder
	switch {
	case e.Warning:
		b.WriteString("WARNING: ")
	case strings.HasPrefix(e.File, "res://"):
		b.WriteString("SCRIPT ERROR: ")
	default:
		b.WriteString("ERROR: ")
	}
	b.WriteString(e.Message())
	fmt.Fprintf(&b, "\n   at: %s (%s:%d)", e.Func, e.File, e.Line)
	if e.Descr != "" && e.Error != "" && !isCode(e.Error) {
		fmt.Fprintf(&b, "\n   condition: %s", e.Error)
	}
	if len(e.Backtrace) > 0 {
		b.WriteString("\n   GDScript backtrace (most recent call first):")
		for i, f := range e.Backtrace {
			fmt.Fprintf(&b, "\n       [%d] %s (%s:%d)", i, f.Func, f.File, f.Line)
		}
	}
	return b.String()
}
