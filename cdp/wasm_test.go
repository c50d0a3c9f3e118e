package cdp_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/cdp"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// TestWasmPanics loads a real Go program built for the browser that
// panics, and the message Rust's console_error_panic_hook logs (in the
// format its documentation gives: see rust-panic.html), and checks that
// each is an error at the source place the panic names.
func TestWasmPanics(t *testing.T) {
	t.Parallel() // each has a browser, a daemon and pages of its own
	dir := t.TempDir()
	build := exec.Command("go", "build", "-trimpath", "-o", filepath.Join(dir, "main.wasm"), "./testdata/wasm")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	require.NoError(t, err)
	glue, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "wasm_exec.js"), glue, 0o644))
	for _, f := range []string{"wasm/index.html", "pages/rust-panic.html"} {
		b, err := os.ReadFile(filepath.Join("testdata", f))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, filepath.Base(f)), b, 0o644))
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()

	d := daemontest.Start(t, daemontest.Binary(t), daemontest.Options{})
	endpoint, _ := startChromium(t, 0)
	attach(t, d, endpoint, cdp.Origins{})
	openTab(t, endpoint, srv.URL+"/index.html")
	openTab(t, endpoint, srv.URL+"/rust-panic.html")

	got := waitFor(t, d, map[string]any{"what": "errors", "scope": "all"}, func(r errorsReply) bool {
		_, goOK := r.find("parse: empty input")
		_, rustOK := r.find("index out of range")
		return goOK && rustOK
	})
	goPanic, _ := got.find("parse: empty input")
	assert.Equal(t, "panic", goPanic.Type)
	// testdata/wasm/main.go panics on line 19; Go names no column.
	assert.Equal(t, "github.com/errbundle/errbundle/cdp/testdata/wasm/main.go:19", goPanic.Location)
	assert.Contains(t, goPanic.Stack, "goroutine 1 [running]:")
	assert.Contains(t, goPanic.Stack, "main.parse(")
	rust, _ := got.find("index out of range")
	assert.Equal(t, "panic", rust.Type)
	assert.Equal(t, "src/lib.rs:12:5", rust.Location)
	assert.Equal(t, 1, got.count("index out of range"), "the panic is one error, not also a console error")

	// What the program printed before it panicked is a log of its own.
	logs := observe(t, d, map[string]any{"what": "logs", "scope": "all"})
	assert.Contains(t, logs, "parsing the config")
}
