package main

import (
	"runtime/debug"
	"strings"

	"github.com/errbundle/errbundle"
)

// version is set at build time with -ldflags "-X main.version=v1.2.3"
// (make build, make dist).
var version = ""

// Version is the build's version: the linker-set one; else the module's,
// when go install fetched a tagged release; else the VERSION file's with
// "-dev" after it, a build from a clone.
func Version() string {
	if version != "" {
		return version
	}
	// A build from a clone carries a pseudo-version (v0.0.0-2026…-abcdef),
	// or "(devel)": neither names a release.
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" && !strings.HasPrefix(bi.Main.Version, "v0.0.0-") {
		return bi.Main.Version
	}
	return errbundle.Release + "-dev"
}
