// Package errbundle holds what the whole module shares about itself: its
// release version, read from the VERSION file at the module's root, so that
// the binary, the extension's manifest, MCP's serverInfo and the release
// archives all say one version. The code lives in the packages below this
// one; see README.md.
package errbundle

import (
	_ "embed"
	"strings"
)

//go:embed VERSION
var versionFile string

// Release is the version in the VERSION file, e.g. "0.1.0": the release
// this tree is, or is on its way to.
var Release = strings.TrimSpace(versionFile)
