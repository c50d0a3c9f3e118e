package main

import "runtime/debug"

// version is set at build time with -ldflags "-X main.version=v1.2.3".
var version = ""

// Version is the build's version: the linker-set one, else the module's,
// else "dev".
func Version() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}
