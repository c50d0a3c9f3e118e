package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A supervisor that starts a crashed app again fixes nothing: only a
// watcher's restart after a change is a boundary. (The watchers' own
// lines are in the fixtures: nodemon-crash, node-watch, deno-watch,
// js3w-tsx-watch, reload-*, vite-config-restart, next-config-restart.)
func TestOnlyARestartAfterAChangeIsABoundary(t *testing.T) {
	for _, line := range []string{
		"Watcher Process failed. Restarting on file change...", // deno, waiting for a change
		"[nodemon] app crashed - waiting for file changes before starting...",
		"Worker 3 died. Restarting...",
		"2026-11-25T07:00:00: PM2 log: App [api:0] starting in -fork mode-",
		"Restarting in 5 seconds",
		"the file has been modifiedx",
	} {
		for _, f := range classifyLines(t, line) {
			assert.NotEqual(t, Boundary, f.Kind, "%q", line)
		}
	}
	for _, line := range []string{
		"[nodemon] restarting due to changes...",
		"Restarting 'server.mjs'",
		"[INFO] 10:02:11 Restarting: /app/src/a.ts has been modified",
		" * Detected change in '/app/app.py', reloading",
	} {
		got := classifyLines(t, line)
		if assert.Len(t, got, 1, "%q", line) {
			assert.Equal(t, Boundary, got[0].Kind, "%q", line)
			assert.Equal(t, "restart", got[0].Category, "%q", line)
		}
	}
}
