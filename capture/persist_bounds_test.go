package capture

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSnapshotBoundedByBudget: a small snapshot file that decompresses to
// far more than the store's byte budget is refused, with ErrSnapshotTooLarge,
// having decompressed no more than about the budget.
func TestSnapshotBoundedByBudget(t *testing.T) {
	const budget = 2 << 20
	var file bytes.Buffer
	file.WriteString("errbundle snapshot v1\n")
	zw, err := gzip.NewWriterLevel(&file, gzip.BestCompression)
	require.NoError(t, err)
	_, err = zw.Write(make([]byte, 64<<20))
	require.NoError(t, err)
	require.NoError(t, zw.Close())
	require.Less(t, file.Len(), 1<<20, "a small file")

	s, _ := newTestStore(t, Config{MaxBytes: budget})
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	err = s.ReadSnapshot(bytes.NewReader(file.Bytes()))
	runtime.ReadMemStats(&after)
	require.ErrorIs(t, err, ErrSnapshotTooLarge)
	assert.NotErrorIs(t, err, ErrSnapshotCorrupt, "a snapshot too large for this budget is not corrupt: a bigger one may read it")
	assert.Contains(t, err.Error(), "byte budget")
	allocated := after.TotalAlloc - before.TotalAlloc
	t.Logf("allocated %d KiB reading it", allocated>>10)
	assert.Less(t, allocated, uint64(8*budget), "memory spent on the snapshot stays near the budget")
}

// TestStaleTemporariesRemoved: a daemon killed while saving leaves its
// temporary file; the next load or save of that path removes it, and
// leaves other files, and a save under way, alone.
func TestStaleTemporariesRemoved(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	fillStore(t, s)
	for _, op := range []string{"load", "save"} {
		t.Run(op, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "state.snap")
			require.NoError(t, s.SaveFile(path))
			for _, name := range []string{"state.snap.tmp-123", "state.snap.tmp-4567", "state.snap.tmp-new", "other.snap.tmp-1", "state.snap.bad"} {
				p := filepath.Join(dir, name)
				require.NoError(t, os.WriteFile(p, []byte("partial"), 0o600))
				// Killed an hour ago, by the store's clock; "new" is a save
				// under way this second.
				at := s.Now().Add(-time.Hour)
				if name == "state.snap.tmp-new" {
					at = s.Now()
				}
				require.NoError(t, os.Chtimes(p, at, at))
			}
			switch op {
			case "load":
				restored, _ := newTestStore(t, Config{})
				require.NoError(t, restored.LoadFile(path))
			case "save":
				require.NoError(t, s.SaveFile(path))
			}
			entries, err := os.ReadDir(dir)
			require.NoError(t, err)
			var names []string
			for _, e := range entries {
				names = append(names, e.Name())
			}
			assert.ElementsMatch(t, []string{"state.snap", "state.snap.tmp-new", "other.snap.tmp-1", "state.snap.bad"}, names)
		})
	}
}
