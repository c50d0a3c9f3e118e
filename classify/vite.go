package classify

import (
	"regexp"
	"strings"
)

// Vite's build failures and its plugins' own diagnostics (Vite's dev-server
// lines are read by detectVite, in js.go).

// viteBuild reads Vite's "error during build:", under which Vite prints
// the error's stack: its first line is the message whatever its shape
// (rollup's "Could not resolve ..." has no cue, a plugin's starts with
// its tag: "[solid] /app/src/App.jsx: Unexpected token (5:0)"), then a
// docs link, "file: path:line:col" and a code frame or the frames.
type viteBuild struct {
	*genericBlock
	first bool // the line under the head was read
}

func (p *viteBuild) next(line string) verdict {
	t := strings.TrimSpace(line)
	switch {
	case !p.first && t != "":
		p.first = true
		if isVague(t) || strings.HasPrefix(t, "[plugin ") && strings.HasSuffix(t, "]") {
			break // Vite 8's "Build failed with 1 error:": the generic block reads on
		}
		p.f.Message, p.vague = viteMessage(t), false
		if p.f.Location == "" {
			p.f.Location = lineLoc(t)
		}
		p.n++
		return take
	case strings.HasPrefix(t, "https://"):
		return take // svelte's "https://svelte.dev/e/state_invalid_placement"
	}
	return p.genericBlock.next(line)
}

// hasLine reports a location that names a line, not only a file.
func hasLine(loc string) bool {
	i := strings.LastIndexByte(loc, ':')
	return i > 0 && i < len(loc)-1 && isDigit(loc[i+1])
}

// viteMessage is an error's first line without what plugins and rollup
// put before the message: "[vite:vue] [plugin vite:vue] src/a.vue (3:5):
// msg", "[solid] /app/src/App.jsx: msg", svelte's "src/a.svelte:3:10 msg".
func viteMessage(t string) string {
	for strings.HasPrefix(t, "[") {
		end := strings.Index(t, "] ")
		if end < 0 {
			break
		}
		t = strings.TrimLeft(t[end+2:], " ")
	}
	tok, rest, _ := strings.Cut(t, " ")
	switch {
	case strings.HasPrefix(rest, "(") && strings.Contains(rest, "): "):
		t = rest[strings.Index(rest, "): ")+3:] // rollup: "src/a.js (8:16): msg"
	case strings.HasSuffix(tok, ":") && hasSourceExt(strings.TrimSuffix(tok, ":")):
		t = rest // babel: "/app/src/App.jsx: msg (5:0)"
	}
	if tok, rest, ok := strings.Cut(t, " "); ok && hasLine(tok) && findLoc(tok, false) == tok {
		t = rest // svelte repeats its place: "src/Bad.svelte:3:10 msg"
	}
	return t
}

// vite-plugin-svelte logs Svelte's compiler warnings with its tag, a
// place and no severity word: "2:32:00 AM [vite-plugin-svelte]
// src/App.svelte:6:0 msg", then a docs link and a numbered code frame
// ("4: </script>", a caret line). (Another plugin's line of that shape is
// the generic layer's.)
var svelteSpec = &spec{
	name: "svelte", fixture: "js2d-vite-svelte", tool: "@sveltejs/vite-plugin-svelte 5.1.1, svelte 5.57.3",
	has:      "svelte] ",
	head:     regexp.MustCompile(`^(?:\d{1,2}:\d\d:\d\d (?:AM|PM) )?\[[\w@/:-]*svelte[\w@/:-]*\] (?P<file>[^\s:]+):(?P<line>\d+):(?P<col>\d+) (?P<msg>\S.*?)\s*$`),
	category: "svelte", form: warns,
	under: under{
		more: regexp.MustCompile(`^\s*(?:https://|\d+:(?: |$)|[\^~][\s^~]*$)`),
		stop: regexp.MustCompile(`^\d{1,2}:\d\d:\d\d (?:AM|PM) `), // the next line's clock: blank lines between are the frame's
	},
}
