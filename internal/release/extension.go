package release

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"regexp"
	"strconv"
	"strings"

	"github.com/errbundle/errbundle/extension"
)

// ManifestVersion turns a release version into what a WebExtension
// manifest accepts: one to four dot-separated integers, each at most 65535.
// "v0.1.0" and "0.1.0-dev" give "0.1.0"; `git describe`'s
// "v0.1.0-3-gabc1234" gives "0.1.0.3", so that each commit after a tag is
// a newer extension.
func ManifestVersion(v string) (string, error) {
	core, rest, _ := strings.Cut(strings.TrimPrefix(v, "v"), "-")
	parts := strings.Split(core, ".")
	if n, _, ok := strings.Cut(rest, "-g"); ok {
		parts = append(parts, n)
	}
	if len(parts) > 4 {
		return "", fmt.Errorf("version %q: a manifest takes at most four numbers", v)
	}
	for _, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || n > 65535 || (len(p) > 1 && p[0] == '0') {
			return "", fmt.Errorf("version %q: %q is not an integer from 0 to 65535 as a manifest needs", v, p)
		}
	}
	return strings.Join(parts, "."), nil
}

// manifestVersionField is the manifest's top-level "version" (the first
// one: "manifest_version" does not match, and nothing nested comes before).
var manifestVersionField = regexp.MustCompile(`"version"\s*:\s*"[^"]*"`)

// extensionEntries are the extension's shipped files with the manifest's
// version set to v, manifest.json first as web-ext writes it.
func extensionEntries(v string) ([]entry, error) {
	mv, err := ManifestVersion(v)
	if err != nil {
		return nil, err
	}
	manifest, err := fs.ReadFile(extension.Files, "manifest.json")
	if err != nil {
		return nil, err
	}
	loc := manifestVersionField.FindIndex(manifest)
	if loc == nil {
		return nil, fmt.Errorf("extension/manifest.json has no version")
	}
	stamped := append(append(append([]byte{}, manifest[:loc[0]]...), `"version": "`+mv+`"`...), manifest[loc[1]:]...)
	entries := []entry{{name: "manifest.json", data: stamped}}
	err = fs.WalkDir(extension.Files, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path == "manifest.json" {
			return err
		}
		b, err := fs.ReadFile(extension.Files, path)
		entries = append(entries, entry{name: path, data: b})
		return err
	})
	return entries, err
}

// writeExtensions writes the Chromium and the Firefox package.
func writeExtensions(c Config) ([]string, error) {
	entries, err := extensionEntries(c.Version)
	if err != nil {
		return nil, err
	}
	v := strings.TrimPrefix(c.Version, "v")
	var names []string
	for _, browser := range []string{"chromium", "firefox"} {
		name := "errbundle-" + v + "-" + browser + ".zip"
		if err := writeZip(c.Out+"/"+name, entries); err != nil {
			return nil, err
		}
		names = append(names, name)
	}
	return names, nil
}

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }
