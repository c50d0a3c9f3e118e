//go:build dump

package classify

import (
	"encoding/json"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestDumpFindings writes every finding of every fixture and of the
// development blind rounds (1-12), read by the full classifier and by the
// generic layer alone, and of every fixture fed to one Classifier in turn
// (BenchmarkClassify's stream, where what an adapter remembers of one
// run meets the next), to the file DUMP_FINDINGS names: one line a
// finding (kind, category, adapter, location, message). A refactor that
// must not change behaviour dumps before and after and diffs the two.
// Round 13, the held-out batch, is never read. It is built only with
// the dump tag, so the suite never runs it:
//
//	DUMP_FINDINGS=/tmp/before.txt go test -tags dump -count=1 -run TestDumpFindings ./classify/
func TestDumpFindings(t *testing.T) {
	out := os.Getenv("DUMP_FINDINGS")
	require.NotEmpty(t, out, "DUMP_FINDINGS names the file to write")
	require.NoError(t, os.WriteFile(out, []byte(dumpFindings(t)), 0o644))
}

// dumpFindings is the text TestDumpFindings writes.
func dumpFindings(t *testing.T) string {
	var b strings.Builder
	for _, u := range dumpUnits(t) {
		b.WriteString(u.dump(t))
	}
	c := New()
	var got []Finding
	at := 0
	for _, path := range fixtures(t) {
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		for _, line := range strings.Split(string(data), "\n") {
			got = append(got, c.Feed(line, t0.Add(time.Duration(at)*time.Millisecond))...)
			at++
		}
	}
	writeFindings(&b, "stream", "fixtures", append(got, c.Flush()...))
	return b.String()
}

func writeFindings(b *strings.Builder, layer, path string, got []Finding) {
	for _, f := range got {
		fmt.Fprintf(b, "%s %s: %s %s %s %q %q %x\n", layer, path, f.Kind, f.Category, f.adapter, f.Location, f.Message, crc32.ChecksumIEEE([]byte(f.Block)))
	}
}

// A dumpUnit is one recording read one way: the dump is theirs in order.
type dumpUnit struct {
	layer, path string // layer: "full" or "generic"
	exit        *int   // the fixture's exit code, if it is a run's end
}

func dumpUnits(t *testing.T) []dumpUnit {
	var us []dumpUnit
	for _, path := range fixtures(t) {
		data, err := os.ReadFile(strings.TrimSuffix(path, ".txt") + ".want.json")
		require.NoError(t, err)
		var w want
		require.NoError(t, json.Unmarshal(data, &w))
		us = append(us, dumpUnit{"full", path, w.Exit}, dumpUnit{"generic", path, nil})
	}
	for n := 1; n <= 12; n++ {
		paths, err := filepath.Glob(filepath.Join("testdata/blind", fmt.Sprintf("round%d", n), "*.txt"))
		require.NoError(t, err)
		for _, path := range paths {
			us = append(us, dumpUnit{"full", path, nil}, dumpUnit{"generic", path, nil})
		}
	}
	return us
}

func (u dumpUnit) dump(t *testing.T) string {
	var got []Finding
	switch {
	case u.layer == "generic":
		got = classifyWith(t, newGenericOnly(), u.path)
	case u.exit != nil:
		got = classifyExit(t, u.path, *u.exit)
	default:
		got = classifyWith(t, New(), u.path)
	}
	var b strings.Builder
	writeFindings(&b, u.layer, u.path, got)
	return b.String()
}
