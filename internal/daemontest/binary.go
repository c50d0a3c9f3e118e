package daemontest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

// pkg is the daemon's package, built by its import path so that any test
// in the module can build it, whatever its working directory.
const pkg = "github.com/errbundle/errbundle/cmd/errbundle"

var (
	mu     sync.Mutex                // guards builds
	builds = make(map[string]*build) // by go build flags, space-separated
)

// build is one binary, built at most once per test process.
type build struct {
	once sync.Once
	dir  string // the temporary directory it is built in; Main removes it
	path string
	err  error
}

// Binary returns the path of an errbundle binary built with the go build
// flags given, e.g. "-race". The first test to ask builds it; the others
// wait for that build and share it. It lives in a temporary directory of
// its own, not tb.TempDir, which the first test's cleanup would delete:
// [Main] removes it after the tests, or, without Main, it is left to the OS.
func Binary(tb testing.TB, flags ...string) string {
	tb.Helper()
	key := strings.Join(flags, " ")
	mu.Lock()
	b := builds[key]
	if b == nil {
		b = &build{}
		builds[key] = b
	}
	mu.Unlock()
	b.once.Do(func() { b.run(flags) })
	require.NoError(tb, b.err)
	return b.path
}

func (b *build) run(flags []string) {
	b.dir, b.err = os.MkdirTemp("", "errbundle-daemontest-")
	if b.err != nil {
		return
	}
	b.path = filepath.Join(b.dir, "errbundle")
	args := append(append([]string{"build"}, flags...), "-o", b.path, pkg)
	if out, err := exec.Command("go", args...).CombinedOutput(); err != nil {
		b.err = fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// Main runs a package's tests, removes the binaries [Binary] built for
// them, and returns the exit code for os.Exit. Call it from the TestMain
// of a package whose tests call Binary.
func Main(m *testing.M) int {
	code := m.Run()
	mu.Lock()
	var dirs []string
	for _, b := range builds {
		dirs = append(dirs, b.dir)
	}
	mu.Unlock()
	for _, dir := range dirs {
		if dir != "" {
			os.RemoveAll(dir)
		}
	}
	return code
}
