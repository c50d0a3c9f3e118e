package extension

import "embed"

// CaptureJS is the capture script, for the daemon to serve at GET
// /capture.js with Content-Type text/javascript.
//
//go:embed capture.js
var CaptureJS []byte

// Files is the unpacked extension, rooted at its manifest.json.
//
//go:embed manifest.json background.js bridge.js origins.js capture.js popup.html popup.js popup.css
var Files embed.FS
