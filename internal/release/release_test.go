package release

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle"
	"github.com/errbundle/errbundle/extension"
)

// TestWrite writes a release of this tree for the machine's own platform
// and checks it as a user would: sha256sum -c on the sums, the archive's
// files, the binary's version, and both extension packages. It builds
// Quick, on the build cache the other tests' binaries fill: the release's
// own flags (-trimpath, CGO_ENABLED=0) rebuild the standard library, a
// minute or more, and CI's make cross builds all six targets with them.
func TestWrite(t *testing.T) {
	out := t.TempDir()
	host := Target{runtime.GOOS, runtime.GOARCH}
	names, err := Write(context.Background(), Config{Root: "../..", Out: out, Version: "0.1.0", Targets: []Target{host}, Quick: true})
	require.NoError(t, err)
	archive := "errbundle-0.1.0-" + host.OS + "-" + host.Arch + ".tar.gz"
	assert.Equal(t, []string{archive, "errbundle-0.1.0-chromium.zip", "errbundle-0.1.0-firefox.zip", "SHA256SUMS"}, names)

	check := exec.Command("sha256sum", "-c", "SHA256SUMS")
	check.Dir = out
	b, err := check.CombinedOutput()
	require.NoError(t, err, "%s", b)
	assert.Equal(t, 3, strings.Count(string(b), ": OK"), "%s", b)

	files := untar(t, filepath.Join(out, archive))
	base := strings.TrimSuffix(archive, ".tar.gz") + "/"
	for _, doc := range []string{"README.md", "LICENSE", "NOTICE"} {
		want, err := os.ReadFile(filepath.Join("../..", doc))
		require.NoError(t, err)
		assert.Equal(t, string(want), string(files[base+doc]), doc)
	}
	assert.Contains(t, string(files[base+"LICENSE"]), "Apache License\n                           Version 2.0, January 2004")
	third := string(files[base+"THIRD_PARTY_LICENSES"])
	assert.Contains(t, third, "github.com/modelcontextprotocol/go-sdk ")
	assert.Contains(t, third, "golang.org/x/sys ")
	assert.NotContains(t, third, "github.com/stretchr/testify", "a test dependency is not in the binary")

	bin := filepath.Join(t.TempDir(), "errbundle")
	require.NoError(t, os.WriteFile(bin, files[base+"errbundle"], 0o755))
	v, err := exec.Command(bin, "version").CombinedOutput()
	require.NoError(t, err, "%s", v)
	assert.Equal(t, "errbundle 0.1.0\n", string(v))

	for _, browser := range []string{"chromium", "firefox"} {
		t.Run(browser, func(t *testing.T) {
			zr, err := zip.OpenReader(filepath.Join(out, "errbundle-0.1.0-"+browser+".zip"))
			require.NoError(t, err)
			defer zr.Close()
			require.NotEmpty(t, zr.File)
			assert.Equal(t, "manifest.json", zr.File[0].Name, "manifest first, as web-ext writes it")
			var got []string
			for _, f := range zr.File {
				got = append(got, f.Name)
			}
			var want []string
			fs.WalkDir(extension.Files, ".", func(p string, d fs.DirEntry, err error) error {
				if err == nil && !d.IsDir() {
					want = append(want, p)
				}
				return err
			})
			assert.ElementsMatch(t, want, got)
			rc, err := zr.File[0].Open()
			require.NoError(t, err)
			var m struct{ Version string }
			require.NoError(t, json.NewDecoder(rc).Decode(&m))
			rc.Close()
			assert.Equal(t, "0.1.0", m.Version)
		})
	}
}

func untar(tb testing.TB, path string) map[string][]byte {
	tb.Helper()
	f, err := os.Open(path)
	require.NoError(tb, err)
	defer f.Close()
	gz, err := gzip.NewReader(f)
	require.NoError(tb, err)
	tr := tar.NewReader(gz)
	files := map[string][]byte{}
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			return files
		}
		require.NoError(tb, err)
		b, err := io.ReadAll(tr)
		require.NoError(tb, err)
		files[hdr.Name] = b
	}
}

func TestManifestVersion(t *testing.T) {
	for _, tt := range []struct{ in, want, err string }{
		{in: "0.1.0", want: "0.1.0"},
		{in: "v0.1.0", want: "0.1.0"},
		{in: "0.1.0-dev", want: "0.1.0"},
		{in: "v0.1.0-3-gabc1234", want: "0.1.0.3"},
		{in: "v0.1.0-3-gabc1234-dirty", want: "0.1.0.3"},
		{in: "1.2.3.4-5-gabc", err: "at most four"},
		{in: "0.70000.0", err: "from 0 to 65535"},
		{in: "01.0", err: "not an integer"},
		{in: "abc1234", err: "not an integer"},
	} {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ManifestVersion(tt.in)
			if tt.err != "" {
				assert.ErrorContains(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestManifestSaysRelease keeps the tree's manifest at the VERSION file's
// version, so that the unpacked extension a developer loads says the same
// as the packaged one.
func TestManifestSaysRelease(t *testing.T) {
	b, err := fs.ReadFile(extension.Files, "manifest.json")
	require.NoError(t, err)
	var m struct{ Version string }
	require.NoError(t, json.Unmarshal(b, &m))
	want, err := ManifestVersion(errbundle.Release)
	require.NoError(t, err)
	assert.Equal(t, want, m.Version, "extension/manifest.json's version; VERSION says %s", errbundle.Release)
}
