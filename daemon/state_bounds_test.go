package daemon

import (
	"bytes"
	"compress/gzip"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// TestStateFileBoundedByBudget: a state file that decompresses to more
// than the byte budget is not read further; the daemon starts empty and
// leaves the file for a daemon with a larger budget.
func TestStateFileBoundedByBudget(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.snap")
	var file bytes.Buffer
	file.WriteString("errbundle snapshot v1\n")
	zw, err := gzip.NewWriterLevel(&file, gzip.BestCompression)
	require.NoError(t, err)
	_, err = zw.Write(make([]byte, 32<<20))
	require.NoError(t, err)
	require.NoError(t, zw.Close())
	require.NoError(t, os.WriteFile(path, file.Bytes(), 0o600))

	var log bytes.Buffer
	d := newDaemon(t, Config{StatePath: path, Store: capture.Config{MaxBytes: 2 << 20}, Log: slog.New(slog.NewTextHandler(&log, nil))})
	assert.Zero(t, d.Store().Stats().Bytes)
	assert.Contains(t, log.String(), "larger than the byte budget")
	_, err = os.Stat(path)
	assert.NoError(t, err, "the file is left where it was")
}

// TestStaleSaveTemporariesRemoved: the temporary file a daemon killed
// mid-save left beside the state file is removed when the next one starts.
func TestStaleSaveTemporariesRemoved(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "state.snap")
	stale := path + ".tmp-2718281828"
	require.NoError(t, os.WriteFile(stale, []byte("half a snapshot"), 0o600))
	killed := time.Now().Add(-time.Hour)
	require.NoError(t, os.Chtimes(stale, killed, killed))

	d := newDaemon(t, Config{StatePath: path})
	_, err := os.Stat(stale)
	assert.ErrorIs(t, err, os.ErrNotExist)
	require.NoError(t, d.Shutdown(context.Background()))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"state.snap"}, names)
}
