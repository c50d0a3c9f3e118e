package cdp

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The two forms of Rust's panic message, as console_error_panic_hook
// logs them: Rust 1.73 and later print the place first, earlier versions
// the message first (documented in the Rust release notes for 1.73).
func TestRustError(t *testing.T) {
	tests := []struct {
		name, msg    string
		text, file   string
		line, column int64
		ok           bool
	}{
		{"since 1.73", "panicked at src/lib.rs:7:9:\nattempt to divide by zero\n\nStack:\n\nError\n    at x (http://h/app.js:1:1)\n\n",
			"attempt to divide by zero", "src/lib.rs", 7, 9, true},
		{"before 1.73", "panicked at 'called `Option::unwrap()` on a `None` value', src/parse.rs:40:18\n\nStack:\n\nError\n\n",
			"called `Option::unwrap()` on a `None` value", "src/parse.rs", 40, 18, true},
		{"not a panic", "panicked at the disco", "", "", 0, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, ok := rustError(tt.msg)
			assert.Equal(t, tt.ok, ok)
			assert.Equal(t, tt.text, e.Message)
			assert.Equal(t, tt.file, e.URL)
			assert.Equal(t, tt.line, e.Line)
			assert.Equal(t, tt.column, e.Column)
		})
	}
}

// A Go traceback as wasm_exec.js printed it in a run of TestWasmPanics
// (go1.26, testdata/wasm built with -trimpath): the place is the
// program's first frame.
func TestGoError(t *testing.T) {
	e := goError([]string{"panic: parse: empty input", "", "goroutine 1 [running]:",
		"main.parse({0x0, 0x0})", "\tgithub.com/errbundle/errbundle/cdp/testdata/wasm/main.go:19 +0xa",
		"main.main()", "\tgithub.com/errbundle/errbundle/cdp/testdata/wasm/main.go:10 +0x7"})
	assert.Equal(t, "panic", e.Type)
	assert.Equal(t, "parse: empty input", e.Message)
	assert.Equal(t, "github.com/errbundle/errbundle/cdp/testdata/wasm/main.go", e.URL)
	assert.Equal(t, int64(19), e.Line)
}
