// Package release writes the files of a release into one directory: an
// archive per platform, the browser extension packaged for Chromium and for
// Firefox, and a SHA256SUMS over all of them. `make dist` runs it through
// cmd/errbundle-dist; CI and its test run it on the tree as it is.
//
//	err := release.Write(ctx, release.Config{Root: ".", Out: "dist", Version: "0.1.0"})
//
// # Archives
//
// Each platform's archive is errbundle-VERSION-OS-ARCH.tar.gz (a .zip for
// Windows, whose users open zips) holding one folder of the same name with
// the binary, README.md, LICENSE, NOTICE and THIRD_PARTY_LICENSES (the license of
// each module compiled in). The binary is built with
// CGO_ENABLED=0, so that one built here runs on any machine of its
// platform, and with the version stamped in (errbundle version, /v1/health
// and MCP's serverInfo say it).
//
// # Extension
//
// The extension ships the files [extension.Files] embeds, with the version
// in manifest.json set to the release's, as dotted integers (Chromium and
// Firefox both refuse anything else). errbundle-VERSION-chromium.zip is for
// "Load unpacked" after unzipping, or for the Chrome Web Store;
// errbundle-VERSION-firefox.zip has the layout `web-ext build` writes
// (the files at the zip's root, manifest.json first), unsigned: Firefox
// takes it as a temporary add-on (about:debugging), or for good in
// Developer Edition and Nightly with xpinstall.signatures.required off.
// It is written here in Go, not by web-ext itself, so that `make dist`
// needs nothing but Go.
package release
