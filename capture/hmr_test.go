package capture

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHotUpdatedModules(t *testing.T) {
	tests := []struct {
		msg  string
		want []string
	}{
		{"[vite] hot updated: /src/Profile.tsx", []string{"src/Profile.tsx"}},
		{"[vite] css hot updated: /src/index.css", []string{"src/index.css"}},
		{"9:41:05 PM [vite] (client) hmr update /src/App.tsx, /src/index.css", []string{"src/App.tsx", "src/index.css"}},
		{"\x1b[2m9:41:05 PM\x1b[22m \x1b[36m\x1b[1m[vite]\x1b[22m\x1b[39m \x1b[32mhmr update \x1b[39m\x1b[2m/src/App.tsx\x1b[22m \x1b[33m(x2)\x1b[39m", []string{"src/App.tsx"}},
		{"[HMR]  - ./src/components/Cart.js", []string{"src/components/Cart.js"}},
		{"[HMR] Updated modules:", nil},
		{"[vite] connected.", nil},
		{"user updated their profile", nil},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, HotUpdatedModules(tt.msg), "%q", tt.msg)
	}
}

func TestModulePath(t *testing.T) {
	for _, in := range []string{"/src/App.tsx", "./src/App.tsx", "src/App.tsx?t=1738837800000", "src/App.tsx:12:5", "src/App.tsx:12"} {
		assert.Equal(t, "src/App.tsx", ModulePath(in), in)
	}
}

// The dev server's own lines, as Vite 8 printed them in a real session
// (classify's boundary/vite8-dev-clean fixture), name the module hot-updated.
func TestHotUpdatesFromRealViteOutput(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "classify", "testdata", "boundary", "vite8-dev-clean.txt"))
	require.NoError(t, err)
	s, _ := newTestStore(t, Config{})
	var evs []ProcessEvent
	for i, line := range strings.Split(string(raw), "\n") {
		evs = append(evs, ProcessEvent{Type: ProcessLine, Time: t0.Add(time.Duration(i) * time.Millisecond), Stream: "stdout", Text: line})
	}
	s.AddProcess("vite", evs)
	snap := s.Snapshot()
	assert.Contains(t, snap.HotUpdates, "src/App.tsx")
	assert.Len(t, snap.HotUpdates, 1, "%v", snap.HotUpdates)
}

// webpack lists the modules it updated as info logs and the ones it could
// not update as warnings of the same shape (webpack/hot/log-apply-result.js):
// only the first are hot updates.
func TestHotUpdatesFromWebpackLogLevels(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	s.Add(Batch{Logs: []*Log{
		{Meta: Meta{Time: t0}, Level: LevelWarn, Message: "[HMR] The following modules couldn't be hot updated: (They would need a full reload!)"},
		{Meta: Meta{Time: t0}, Level: LevelWarn, Message: "[HMR]  - ./src/checkout.js"},
		{Meta: Meta{Time: t0}, Level: LevelInfo, Message: "[HMR] Updated modules:"},
		{Meta: Meta{Time: t0}, Level: LevelInfo, Message: "[HMR]  - ./src/cart.js"},
	}})
	hot := s.Snapshot().HotUpdates
	assert.Contains(t, hot, "src/cart.js")
	assert.NotContains(t, hot, "src/checkout.js")
}
