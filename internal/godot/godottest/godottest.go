// Package godottest finds the real Godot 4 the tests run and copies a test
// game where Godot may write its import cache.
//
//	bin := godottest.Binary(t)
//	dir := godottest.Project(t, "testdata/godot-game")
//	exec.Command(bin, "--headless", "--path", dir)
package godottest

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var (
	once     sync.Once
	launcher string
	failure  string
)

// Binary returns Godot's launcher: $ERRBUNDLE_GODOT, which CI sets, or
// else what the repository's .ci/godot.sh prints (it unpacks Debian's
// Godot into a cache directory the first time). It fails the test, never
// skips it, when neither gives one.
func Binary(tb testing.TB) string {
	tb.Helper()
	once.Do(func() {
		if p := os.Getenv("ERRBUNDLE_GODOT"); p != "" {
			launcher = p
			return
		}
		root, err := moduleRoot()
		if err != nil {
			failure = err.Error()
			return
		}
		var stderr bytes.Buffer
		cmd := exec.Command("bash", filepath.Join(root, ".ci", "godot.sh"))
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			failure = "ERRBUNDLE_GODOT is not set and .ci/godot.sh failed: " + err.Error() + ": " + stderr.String()
			return
		}
		launcher = strings.TrimSpace(string(out))
	})
	if launcher == "" {
		tb.Fatal(failure)
	}
	return launcher
}

// moduleRoot is the directory of go.mod above the test's directory.
func moduleRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", err
	}
	return filepath.Dir(strings.TrimSpace(string(out))), nil
}

// Project copies the game in src to a temporary directory and returns
// it: Godot writes its .godot cache into the project on first run.
func Project(tb testing.TB, src string) string {
	tb.Helper()
	dst := tb.TempDir()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			if d.Name() == ".godot" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		tb.Fatal(err)
	}
	return dst
}
