package sourcemap

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// BenchmarkScanScopes measures reading the functions of a source once
// (the cost of a map's first lookup in it): Angular's 520 KB production
// bundle, minified code, is the largest script in testdata.
func BenchmarkScanScopes(b *testing.B) {
	src, err := os.ReadFile(filepath.Join("testdata", "angular-serve-production", "served", "main-QVJBO2OT.js"))
	require.NoError(b, err)
	text := string(src)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	var fs *fileScopes
	for b.Loop() {
		fs = scanScopes("main.js", text)
	}
	b.ReportMetric(float64(len(fs.funcs)), "funcs")
}
