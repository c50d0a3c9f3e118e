package classify

import "strings"

// A watcher that runs the app again when a file changes says so: nodemon's
// "[nodemon] restarting due to changes...", node --watch's "Restarting
// 'server.mjs'", tsx's "[tsx] change in ./src/a.ts Rerunning...". What
// the app printed before belongs to a run that has ended: a crash the
// change fixed prints nothing more, and one it did not fix is printed
// again by the new run. So a restart is a boundary, as the wrapped
// process's own restart is (capture.Process.LastRestart): what the earlier
// run printed leaves the default view.
//
// Only restarts a file change caused count. A supervisor that starts a
// crashed app again (pm2's autorestart, "Worker died. Restarting...")
// fixes nothing, and the crash stays.

// restartPhrases are the watchers' lines, each a phrase the line must
// contain at the start of a word.
var restartPhrases = []string{
	"restarting due to changes",         // nodemon: "[nodemon] restarting due to changes..."
	"Restarting '",                      // node --watch: "Restarting 'server.mjs'"
	"Restarting! File change detected",  // deno --watch 2: "Watcher Restarting! File change detected: \"/app/main.ts\""
	"File change detected! Restarting!", // deno --watch 1
	"Rerunning...",                      // tsx watch: "[tsx] change in ./src/a.ts Rerunning..." (or "return key pressed.")
	"detected changes in ",              // uvicorn --reload: "WARNING:  WatchFiles detected changes in 'main.py'. Reloading..."
	"detected file change in ",          // uvicorn 0.17: "WARNING:  StatReload detected file change in 'main.py'. Reloading..."
	"changed, reloading.",               // Django's runserver: "/app/shop/views.py changed, reloading."
	"Detected change in '",              // Flask (werkzeug): " * Detected change in '/app/app.py', reloading"
	"server restarted.",                 // Vite, after its config changed: "[vite] server restarted."
	"Restarting the server to apply",    // Next: "Found a change in next.config.mjs. Restarting the server to apply the changes..."
}

// restartByFirst indexes restartPhrases by their first byte.
var restartByFirst = indexByFirst(restartPhrases)

// detectRestart reads a watcher's restart line.
func detectRestart(t string) parser {
	tsNodeDev := strings.Contains(t, "Restarting: ") && strings.HasSuffix(t, " has been modified") // "[INFO] 10:02:11 Restarting: /app/src/a.ts has been modified"
	if !tsNodeDev && !containsPhrase(t, &restartByFirst) {
		return nil
	}
	return &single{f: Finding{Kind: Boundary, Category: "restart", Message: t}}
}

// indexByFirst indexes phrases by their first byte: one pass over a line
// finds any of them, instead of one search per phrase.
func indexByFirst(phrases []string) (m [256][]string) {
	for _, p := range phrases {
		m[p[0]] = append(m[p[0]], p)
	}
	return m
}

// containsPhrase reports whether t contains one of the indexed phrases at
// the start of a word: "Address already in use" holds no "ready in ".
func containsPhrase(t string, byFirst *[256][]string) bool {
	for i := 0; i < len(t); i++ {
		if i > 0 && isWordByte(t[i-1]) {
			continue
		}
		for _, p := range byFirst[t[i]] {
			if strings.HasPrefix(t[i:], p) {
				return true
			}
		}
	}
	return false
}
