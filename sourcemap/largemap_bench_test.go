package sourcemap

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkLargeDevMap decodes a large real Turbopack dev chunk map, the
// size Next.js serves for a client page importing a big dependency (the
// issue's goal: a 10 MB map in at most 150 ms), and looks one position up
// in it. The map is recorded by testdata/next-turbopack-large/gen.sh into
// $ERRBUNDLE_LARGEMAP (default /tmp/errbundle-largemap); `make
// bench-largemap` records it and runs this. Not part of `make test`: the
// map is tens of MB and not in git.
func BenchmarkLargeDevMap(b *testing.B) {
	dir := os.Getenv("ERRBUNDLE_LARGEMAP")
	if dir == "" {
		dir = "/tmp/errbundle-largemap"
	}
	raw, err := os.ReadFile(filepath.Join(dir, "chunk.js.map"))
	if err != nil {
		b.Skipf("no recorded map (run testdata/next-turbopack-large/gen.sh): %v", err)
	}
	url, _ := os.ReadFile(filepath.Join(dir, "URL"))
	base := "http://127.0.0.1:3417" + strings.TrimSpace(string(url))
	b.Logf("%s: %d bytes", base, len(raw))
	b.SetBytes(int64(len(raw)))
	b.Run("decode", func(b *testing.B) {
		for b.Loop() {
			if _, err := parseMap(raw, base); err != nil {
				b.Fatal(err)
			}
		}
	})
	m, err := parseMap(raw, base)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("lookup", func(b *testing.B) {
		env := lookupEnv{}
		for b.Loop() {
			m.resolve(40, 31, env)
		}
	})
}
