package extension

import (
	"bytes"
	"embed"
	"io/fs"
)

// CaptureParts are the files of the capture script, in the order they run:
// each part uses what the ones before it set up (see capture/core.js). The
// manifest's MAIN-world content script lists the same files in the same
// order.
var CaptureParts = []string{
	"capture/core.js",
	"capture/sender.js",
	"capture/stacks.js",
	"capture/render.js",
	"capture/react.js",
	"capture/errors.js",
	"capture/console.js",
	"capture/boundaries.js",
	"capture/network.js",
	"capture/sockets.js",
	"capture/actions.js",
	"capture/navigation.js",
	"capture/workers.js",
	"capture/policy.js",
	"capture/done.js",
}

// CaptureJS is the capture script, for the daemon to serve at GET
// /capture.js with Content-Type text/javascript: the [CaptureParts]
// joined in order, so that a page loads it with one request.
var CaptureJS = joinParts(Files, CaptureParts)

// Files is the unpacked extension, rooted at its manifest.json.
//
//go:embed manifest.json background.js bridge.js origins.js platform.js capture/*.js popup.html popup.js popup.css
var Files embed.FS

// joinParts concatenates the named files, each ending in a newline. A
// missing part is a build mistake, not an input error: it panics at start.
func joinParts(fsys fs.FS, names []string) []byte {
	var b bytes.Buffer
	for _, name := range names {
		part, err := fs.ReadFile(fsys, name)
		if err != nil {
			panic("extension: capture part " + name + " is not embedded: " + err.Error())
		}
		b.Write(part)
		if len(part) > 0 && part[len(part)-1] != '\n' {
			b.WriteByte('\n')
		}
	}
	return b.Bytes()
}
