// Package npmtest installs the npm packages of the real apps the tests
// run (dev servers, SDK backends, the Firefox driver), once per lock file.
package npmtest

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// CI makes sure dir has its node_modules as its package-lock.json pins
// them. It runs npm ci only when the lock file differs from the one of the
// last install, whose hash it keeps in node_modules/.errbundle-lock, so
// that a test run pays for an install only after a lock file changes.
func CI(tb testing.TB, npm, dir string) {
	tb.Helper()
	lock, err := os.ReadFile(filepath.Join(dir, "package-lock.json"))
	require.NoError(tb, err, "%s pins its packages in package-lock.json", dir)
	sum := sha256.Sum256(lock)
	want := hex.EncodeToString(sum[:])
	stamp := filepath.Join(dir, "node_modules", ".errbundle-lock")
	if got, err := os.ReadFile(stamp); err == nil && string(got) == want {
		return
	}
	start := time.Now()
	cmd := exec.Command(npm, "ci", "--no-audit", "--no-fund", "--loglevel=error")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	require.NoError(tb, err, "npm ci in %s:\n%s", dir, out)
	require.NoError(tb, os.WriteFile(stamp, []byte(want), 0o644))
	tb.Logf("npm ci in %s: %v", dir, time.Since(start).Round(time.Millisecond))
}
