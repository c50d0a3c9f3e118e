package screenshot

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

func png(n int) []byte {
	b := append([]byte{}, pngSignature...)
	return append(b, make([]byte, n)...)
}

var t0 = time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)

func TestSaveFindAndBurst(t *testing.T) {
	s, err := Open(Config{Dir: filepath.Join(t.TempDir(), "made-on-first-save")})
	require.NoError(t, err)
	shot, err := s.Save("7", t0, png(100))
	require.NoError(t, err)
	path := s.Path(shot.ID)
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, png(100), b)
	assert.True(t, s.Has(shot.ID))

	tests := []struct {
		name string
		tab  string
		at   time.Duration
		want string
	}{
		{"the error it was taken for", "7", 0, path},
		{"a later error of the burst", "7", 4 * time.Second, path},
		{"after the burst", "7", 6 * time.Second, ""},
		{"just before (slack)", "7", -500 * time.Millisecond, path},
		{"well before", "7", -3 * time.Second, ""},
		{"another tab", "8", 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, s.Find(toTab(tt.tab), t0.Add(tt.at)))
		})
	}

	_, err = s.Save("7", t0, []byte("GIF89a"))
	assert.ErrorIs(t, err, ErrNotPNG)
	_, err = s.Save("../../etc", t0, png(1))
	assert.Error(t, err)
}

func TestBudgetDeletesOldestAndSurvivesRestart(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(Config{Dir: dir, MaxFiles: 3, MaxBytes: 1000})
	require.NoError(t, err)
	var ids []string
	for i := range 4 {
		sh, err := s.Save("1", t0.Add(time.Duration(i)*time.Minute), png(100))
		require.NoError(t, err)
		ids = append(ids, sh.ID)
	}
	assert.False(t, s.Has(ids[0]), "the oldest goes past the count")
	_, err = os.Stat(filepath.Join(dir, ids[0]+".png"))
	assert.True(t, os.IsNotExist(err))
	assert.Equal(t, 3, s.Stats().Count)

	_, err = s.Save("1", t0.Add(time.Hour), png(800))
	require.NoError(t, err)
	st := s.Stats()
	assert.LessOrEqual(t, st.Bytes, int64(1000), "within the byte budget")
	assert.Equal(t, 2, st.Count)

	again, err := Open(Config{Dir: dir, MaxFiles: 3, MaxBytes: 1000})
	require.NoError(t, err)
	assert.Equal(t, st, again.Stats(), "a restarted daemon takes the files in")
	assert.NotEmpty(t, again.Find("1", t0.Add(time.Hour)))
	sh, err := again.Save("1", t0.Add(2*time.Hour), png(1))
	require.NoError(t, err)
	for _, id := range ids {
		assert.NotEqual(t, id, sh.ID, "ids stay unique across restarts")
	}
}

func toTab(s string) capture.TabID { return capture.TabID(s) }

// TestIDsAreUnguessable: knowing a tab and the error's time must not be
// enough to fetch its screenshot.
func TestIDsAreUnguessable(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(Config{Dir: dir})
	require.NoError(t, err)
	a, err := s.Save("7", t0, png(10))
	require.NoError(t, err)
	b, err := s.Save("7", t0, png(10))
	require.NoError(t, err)
	assert.NotEqual(t, a.ID, b.ID)
	assert.Regexp(t, `^1770373800000-7-[0-9a-f]{32}$`, a.ID)

	// A previous daemon's counter ids are taken in still.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "1770373800000-none-3.png"), png(10), 0o600))
	again, err := Open(Config{Dir: dir})
	require.NoError(t, err)
	assert.True(t, again.Has("1770373800000-none-3"))
	assert.True(t, again.Has(a.ID))
}
