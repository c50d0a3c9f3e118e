package godot

import (
	"bytes"
	"errors"
	"io"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readStream reads every message of a recorded stream.
func readStream(tb testing.TB, path string) []Message {
	tb.Helper()
	b, err := os.ReadFile(path)
	require.NoError(tb, err)
	r := bytes.NewReader(b)
	var out []Message
	for {
		m, err := ReadMessage(r)
		if errors.Is(err, io.EOF) {
			return out
		}
		require.NoError(tb, err)
		out = append(out, m)
	}
}

// testdata/game.stream is what Godot 4.6.3 sent record.py while running
// ../../cmd/errbundle/testdata/godot-game (see record.py for the
// command). The expectations are read off the game's scripts and the
// console output of the same run.
func TestRecordedErrors(t *testing.T) {
	msgs := readStream(t, "testdata/game.stream")
	require.NotEmpty(t, msgs)
	assert.Equal(t, "set_pid", msgs[0].Name, "Godot's first message")
	var errs []Error
	for _, m := range msgs {
		assert.EqualValues(t, 1, m.Thread, "%s: the main thread", m.Name)
		if m.Name == "error" {
			e, err := ParseError(m.Data)
			require.NoError(t, err)
			errs = append(errs, e)
		}
	}
	type want struct {
		warning           bool
		message, location string
		frames            int
	}
	wants := []want{
		{true, `The local variable "unused_damage" is declared but never used in the block. If this is intended, prefix it with an underscore: "_unused_damage". (UNUSED_VARIABLE)`, "res://helper.gd:4", 0},
		{true, `The local variable "speed" is shadowing an already-declared variable at line 3 in the current class. (SHADOWED_VARIABLE)`, "res://enemy.gd:6", 0},
		{true, "health not set, using default", "res://main.gd:9", 1},
		{false, "inventory failed to load", "res://main.gd:10", 1},
		{false, `Node not found: "Missing" (relative to "/root/Main").`, "res://main.gd:11", 1},
		{false, "Cannot call method 'queue_free' on a null value.", "res://helper.gd:5", 2},
		{false, "saved nothing on quit", "res://main.gd:22", 1},
	}
	require.Len(t, errs, len(wants))
	for i, w := range wants {
		e := errs[i]
		assert.Equal(t, w.warning, e.Warning, "error %d", i)
		assert.Equal(t, w.message, e.Message(), "error %d", i)
		assert.Equal(t, w.location, e.Location(), "error %d", i)
		assert.Len(t, e.Backtrace, w.frames, "error %d", i)
	}
	assert.Equal(t, "GDScript::reload", errs[0].Func, "analyzer warnings come from the script's reload")
	assert.Equal(t, Error{File: "scene/main/node.cpp", Func: "get_node", Line: 1963,
		Error: "Method/function failed. Returning: nullptr", Descr: `Node not found: "Missing" (relative to "/root/Main").`,
		Backtrace: []Frame{{"res://main.gd", "_ready", 11}}}, errs[4])
	assert.Equal(t, []Frame{{"res://helper.gd", "hurt", 5}, {"res://main.gd", "_ready", 12}}, errs[5].Backtrace)
	assert.Equal(t, `SCRIPT ERROR: Cannot call method 'queue_free' on a null value.
   at: hurt (res://helper.gd:5)
   GDScript backtrace (most recent call first):
       [0] hurt (res://helper.gd:5)
       [1] _ready (res://main.gd:12)`, errs[5].Block())
	assert.Equal(t, `ERROR: Node not found: "Missing" (relative to "/root/Main").
   at: get_node (scene/main/node.cpp:1963)
   condition: Method/function failed. Returning: nullptr
   GDScript backtrace (most recent call first):
       [0] _ready (res://main.gd:11)`, errs[4].Block())
}

func TestCommandRoundTrip(t *testing.T) {
	b := AppendMessage(nil, "set_ignore_error_breaks", 1, []any{true})
	// Written by hand from core/io/marshalls.cpp: length 64 (ARRAY of 3:
	// 8, STRING of 23 bytes padded to 24: 32, INT 1: 8, ARRAY of 1: 8,
	// BOOL true: 8), then the ARRAY and STRING headers.
	wantHead := []byte{64, 0, 0, 0, 28, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0, 23, 0, 0, 0}
	assert.Equal(t, wantHead, b[:len(wantHead)])
	m, err := ReadMessage(bytes.NewReader(b))
	require.NoError(t, err)
	assert.Equal(t, Message{Name: "set_ignore_error_breaks", Thread: 1, Data: []any{true}}, m)

	big := AppendMessage(nil, "continue", 1<<40, []any{})
	m, err = ReadMessage(bytes.NewReader(big))
	require.NoError(t, err)
	assert.Equal(t, Message{Name: "continue", Thread: 1 << 40, Data: []any{}}, m)
}

func TestNotGodot(t *testing.T) {
	frame := func(body []byte) []byte {
		return append([]byte{byte(len(body)), byte(len(body) >> 8), 0, 0}, body...)
	}
	name := Encode(nil, "error")
	tests := []struct {
		name  string
		input []byte
	}{
		{"an HTTP POST", []byte("POST /v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}")},
		{"an HTTP GET", []byte("GET / HTTP/1.1\r\n\r\n")},
		{"a dictionary, not an array", frame(Encode(append(Encode(nil, nil)[:0], 27, 0, 0, 0, 0, 0, 0, 0), nil)[:8])},
		{"an array of two", frame(Encode(nil, []any{"error", 1}))},
		{"a name that is a number", frame(Encode(nil, []any{5, 1, []any{}}))},
		{"a name with a newline", frame(Encode(nil, []any{"err\nor", 1, []any{}}))},
		{"no thread id", frame(Encode(nil, []any{"error", "one", []any{}}))},
		{"data that is not an array", frame(Encode(nil, []any{"error", 1, "data"}))},
		{"an array count past the message", frame(append(append([]byte{28, 0, 0, 0, 3, 0, 0, 0}, name...), 2, 0, 0, 0, 1, 0, 0, 0, 28, 0, 0, 0, 0xff, 0xff, 0xff, 0x0f))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadMessage(bytes.NewReader(tt.input))
			assert.ErrorIs(t, err, ErrNotGodot)
		})
	}
}

func TestTLSHelloWaitsForBytesThatNeverCome(t *testing.T) {
	// A TLS hello reads as a 66 KB message: the read waits for the rest,
	// which the first-message deadline of Debugger.Serve cuts short.
	_, err := ReadMessage(bytes.NewReader([]byte{0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1}))
	assert.ErrorIs(t, err, io.ErrUnexpectedEOF)
}

func TestParseErrorRejects(t *testing.T) {
	good := []any{int64(0), int64(0), int64(0), int64(5), "res://a.gd", "f", int64(3), "boom", "", false}
	_, err := ParseError(good)
	require.NoError(t, err)
	tests := []struct {
		name string
		data []any
	}{
		{"too short", good[:9]},
		{"line is a string", append(append([]any{}, good[:6]...), "3", "boom", "", false)},
		{"a backtrace count that is not 3×N", append(append([]any{}, good...), int64(2), "res://a.gd", "f")},
		{"a frame with a string line", append(append([]any{}, good...), int64(3), "res://a.gd", "f", "3")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseError(tt.data)
			assert.Error(t, err)
		})
	}
}

func TestBigMessageSkipped(t *testing.T) {
	// Godot's "output" batches printed lines: a long print is a big
	// message, skipped whole, and the stream goes on.
	long := string(bytes.Repeat([]byte("x"), MaxMessage+10))
	b := AppendMessage(nil, "output", 1, []any{[]any{long}})
	b = AppendMessage(b, "error", 1, []any{"next"})
	r := bytes.NewReader(b)
	m, err := ReadMessage(r)
	require.NoError(t, err)
	assert.Equal(t, Message{Name: "output", Thread: 1}, m)
	m, err = ReadMessage(r)
	require.NoError(t, err)
	assert.Equal(t, "error", m.Name)
}

func FuzzReadMessage(f *testing.F) {
	b, err := os.ReadFile("testdata/game.stream")
	require.NoError(f, err)
	f.Add(b)
	f.Add(AppendMessage(nil, "continue", 1, []any{}))
	f.Add([]byte("POST / HTTP/1.1\r\n\r\n"))
	f.Fuzz(func(t *testing.T, in []byte) {
		r := bytes.NewReader(in)
		for range 64 {
			m, err := ReadMessage(r)
			if err != nil {
				return
			}
			if m.Name == "" || len(m.Name) > maxName {
				t.Fatalf("accepted a message named %q", m.Name)
			}
			if m.Name == "error" {
				if e, err := ParseError(m.Data); err == nil {
					_ = e.Block()
				}
			}
		}
	})
}
