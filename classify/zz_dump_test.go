package classify

import (
	"os"
	"path/filepath"
	"testing"
)

func TestZZDump(t *testing.T) {
	pat := os.Getenv("DUMP")
	if pat == "" {
		t.Skip()
	}
	paths, _ := filepath.Glob("testdata/fixtures/" + pat + ".txt")
	for _, p := range paths {
		t.Logf("=== %s\n%s", p, describe(classifyFile(t, p)))
	}
}
