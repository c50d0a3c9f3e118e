package extension_test

import (
	"encoding/json"
	"io/fs"
	"os/exec"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/extension"
)

// TestStackCleaning runs capture/stacks.js in Node on stacks as V8 and
// Firefox write them (Firefox is not driven by these tests): our frames go,
// the app's stay, and the location is the first frame left. The V8 stacks
// are shaped after those the browser tests saw in Chromium; the Firefox
// ones are written by hand in its "fn@url:line:col" form, not recorded.
func TestStackCleaning(t *testing.T) {
	parallel(t)
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed")
	}
	src, err := fs.ReadFile(extension.Files, "capture/stacks.js")
	require.NoError(t, err)

	const own = "http://127.0.0.1:7373/capture.js"
	tests := []struct {
		name, stack  string
		clean        string
		frames       string // the frame lines of clean, as siteStack keeps them; checked when set
		url          string
		line, column int
	}{
		{
			name: "V8, script tag: console.error's call site",
			stack: "Error\n    at Object.site (http://127.0.0.1:7373/capture.js:612:11)\n    at record (http://127.0.0.1:7373/capture.js:731:24)\n" +
				"    at console.error (errbundle-hooks.js:1:110)\n    at save (http://localhost:5173/src/App.tsx:7:11)\n    at onClick (http://localhost:5173/src/App.tsx:12:5)",
			clean: "Error\n    at save (http://localhost:5173/src/App.tsx:7:11)\n    at onClick (http://localhost:5173/src/App.tsx:12:5)",
			url:   "http://localhost:5173/src/App.tsx", line: 7, column: 11,
		},
		{
			name:  "V8, extension: failed fetch",
			stack: "TypeError: Failed to fetch\n    at errbundle-hooks.js:1:312\n    at async syncStatus (http://localhost:5173/src/SyncStatus.tsx:10:21)",
			clean: "TypeError: Failed to fetch\n    at async syncStatus (http://localhost:5173/src/SyncStatus.tsx:10:21)",
			url:   "http://localhost:5173/src/SyncStatus.tsx", line: 10, column: 21,
		},
		{
			name: "V8, script tag: console.error in a webpack eval-source-map module",
			stack: "Error\n    at Object.site (http://127.0.0.1:7373/capture.js:612:11)\n    at record (http://127.0.0.1:7373/capture.js:731:24)\n" +
				"    at console.error (errbundle-hooks.js:1:110)\n    at HTMLFormElement.checkout (webpack-internal:///./src/checkout.js:15:13)",
			clean: "Error\n    at HTMLFormElement.checkout (webpack-internal:///./src/checkout.js:15:13)",
			url:   "webpack-internal:///./src/checkout.js", line: 15, column: 13,
		},
		{
			name: "Firefox, extension: console.error's call site",
			stack: "site@moz-extension://0b1c/capture/stacks.js:70:14\nrecord@moz-extension://0b1c/capture/console.js:30:20\n" +
				"error@http://localhost:5173/errbundle-hooks.js:1:110\nsave@http://localhost:5173/src/App.tsx:7:11\n" +
				"@http://localhost:5173/node_modules/.vite/deps/@tanstack_react-query.js?v=1:5:3\n",
			clean: "save@http://localhost:5173/src/App.tsx:7:11\n@http://localhost:5173/node_modules/.vite/deps/@tanstack_react-query.js?v=1:5:3\n",
			url:   "http://localhost:5173/src/App.tsx", line: 7, column: 11,
		},
		{
			// Firefox names a getter "get total", with a blank; the app's
			// frames are from sourcemap/testdata/webpack-cheap-module's
			// recorded stack-firefox.txt.
			name: "Firefox, extension: console.error in a getter",
			stack: "site@moz-extension://0b1c/capture/stacks.js:70:14\nrecord@moz-extension://0b1c/capture/console.js:30:20\n" +
				"error@http://127.0.0.1:8481/errbundle-hooks.js:1:110\nget total@http://127.0.0.1:8481/main.js:22:23\n" +
				"./src/cart.js/get total/<@http://127.0.0.1:8481/main.js:22:51\nCart@http://127.0.0.1:8481/main.js:18:5\n",
			clean: "get total@http://127.0.0.1:8481/main.js:22:23\n./src/cart.js/get total/<@http://127.0.0.1:8481/main.js:22:51\n" +
				"Cart@http://127.0.0.1:8481/main.js:18:5\n",
			frames: "get total@http://127.0.0.1:8481/main.js:22:23\n./src/cart.js/get total/<@http://127.0.0.1:8481/main.js:22:51\n" +
				"Cart@http://127.0.0.1:8481/main.js:18:5",
			url: "http://127.0.0.1:8481/main.js", line: 22, column: 23,
		},
		{
			// Code run by eval, as Firefox names its place
			// (sourcemap/testdata/eval-frames' stack-firefox.txt).
			name: "Firefox, extension: console.error in code run by eval",
			stack: "site@moz-extension://0b1c/capture/stacks.js:70:14\nrecord@moz-extension://0b1c/capture/console.js:30:20\n" +
				"error@http://127.0.0.1:8492/errbundle-hooks.js:1:110\n@http://127.0.0.1:8492/main.js line 7 > eval:2:2\n" +
				"run@http://127.0.0.1:8492/main.js:7:12\n",
			clean:  "@http://127.0.0.1:8492/main.js line 7 > eval:2:2\nrun@http://127.0.0.1:8492/main.js:7:12\n",
			frames: "@http://127.0.0.1:8492/main.js line 7 > eval:2:2\nrun@http://127.0.0.1:8492/main.js:7:12",
			url:    "http://127.0.0.1:8492/main.js", line: 7, column: 12,
		},
		{
			name:  "Firefox: failed fetch, empty stack",
			stack: "",
			clean: "",
		},
		{
			name:  "message lines that mention an extension are kept",
			stack: "Error: chrome-extension://abc/x.js:1:2 failed\n    at load (http://localhost:5173/src/a.js:3:4)",
			clean: "Error: chrome-extension://abc/x.js:1:2 failed\n    at load (http://localhost:5173/src/a.js:3:4)",
			url:   "http://localhost:5173/src/a.js", line: 3, column: 4,
		},
	}
	var stacks []string
	for _, tt := range tests {
		stacks = append(stacks, tt.stack)
	}
	in, err := json.Marshal(stacks)
	require.NoError(t, err)
	script := `globalThis.window = globalThis;
const I = {G: globalThis, ownScriptURL: ` + jsString(own) + `};
window[Symbol.for('errbundle.capture.parts')] = I;
require('vm').runInThisContext(` + jsString(string(src)) + `);
console.log(JSON.stringify(` + string(in) + `.map((s) => { const ev = {stack: I.cleanStack(s)}; I.locate(ev); ev.frames = I.frames(ev.stack); return ev; })));`
	out, err := exec.Command(node, "-e", script).CombinedOutput()
	require.NoError(t, err, "%s", out)
	var got []struct {
		Stack  string `json:"stack"`
		Frames string `json:"frames"`
		URL    string `json:"url"`
		Line   int    `json:"line"`
		Column int    `json:"column"`
	}
	require.NoError(t, json.Unmarshal(out, &got), "%s", out)
	require.Len(t, got, len(tests))
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.clean, got[i].Stack)
			if tt.frames != "" {
				assert.Equal(t, tt.frames, got[i].Frames)
			}
			assert.Equal(t, tt.url, got[i].URL)
			assert.Equal(t, tt.line, got[i].Line)
			assert.Equal(t, tt.column, got[i].Column)
		})
	}
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
