package cli

import (
	"fmt"

	"github.com/errbundle/errbundle/daemon"
)

// Hint is one thing errbundle status finds missing, with the one line
// that fixes it.
type Hint struct {
	Problem string `json:"problem"`
	Fix     string `json:"fix"`
}

// Missing says what keeps errbundle from seeing the app: no browser tab
// heard from (and the origins refused, when a page did send), no process
// run under errbundle run, no MCP client configured for errbundle, and
// source maps that failed to load. configs are [FindMCPConfigs]'s.
func Missing(st daemon.Status, configs []MCPConfig) []Hint {
	var hints []Hint
	for _, r := range st.Refused {
		hints = append(hints, Hint{
			Problem: fmt.Sprintf("a page at %s sent telemetry and was refused (%dx): it is not a loopback page", r.Origin, r.Count),
			Fix:     "errbundle serve --allow-origin " + r.Origin,
		})
	}
	if len(st.Tabs) == 0 {
		hints = append(hints, noTab(st))
	}
	if len(st.Processes) == 0 {
		hints = append(hints, Hint{
			Problem: "no process runs under errbundle run: dev-server errors are not seen, and replies are not scoped to a project",
			Fix:     "errbundle run -- npm run dev",
		})
	}
	if !namesErrbundle(configs) {
		hints = append(hints, Hint{
			Problem: "no MCP client configuration names errbundle (Claude Code, Cursor, VS Code, Windsurf)",
			Fix:     "claude mcp add errbundle -- errbundle mcp",
		})
	}
	if m := st.SourceMaps; m.Failures > 0 {
		hints = append(hints, Hint{
			Problem: fmt.Sprintf("%d source map fetches failed; the last: %s", m.Failures, m.LastFailure),
			Fix:     "serve the script's map from the dev server (e.g. Vite build.sourcemap: true, webpack devtool: \"source-map\"), then reload the page",
		})
	}
	return hints
}

// noTab is the hint for no tab heard from lately: with a fix that names
// the app's own address when a process serves one.
func noTab(st daemon.Status) Hint {
	page := "http://localhost:5173"
	for _, p := range st.Processes {
		if len(p.Ports) > 0 {
			page = fmt.Sprintf("http://localhost:%d", p.Ports[0])
			break
		}
	}
	problem := fmt.Sprintf("no browser tab heard from in the last %d s: is the extension loaded, and the page on a loopback origin?", int(daemon.TabsWithin.Seconds()))
	if st.TabsEver {
		problem = fmt.Sprintf("no browser tab heard from in the last %d s (earlier ones were): is the page still open?", int(daemon.TabsWithin.Seconds()))
	}
	return Hint{
		Problem: problem,
		Fix:     fmt.Sprintf("load extension/ (chrome://extensions → Load unpacked) and open %s, or run errbundle proxy %s and open http://127.0.0.1:3001, or add <script src=\"http://%s/capture.js\"></script>", page, page, st.Addr),
	}
}

func namesErrbundle(configs []MCPConfig) bool {
	for _, c := range configs {
		if c.Server != "" {
			return true
		}
	}
	return false
}
