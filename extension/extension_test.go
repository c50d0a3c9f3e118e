package extension_test

import (
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/extension"
)

// TestCaptureJSIsTheExtensionsCopy checks that the served script is the
// extension's parts, whole and in order, and that the order the manifest
// injects them in is the one extension.go serves them in.
func TestCaptureJSIsTheExtensionsCopy(t *testing.T) {
	var joined strings.Builder
	for _, name := range extension.CaptureParts {
		b, err := fs.ReadFile(extension.Files, name)
		require.NoError(t, err)
		require.NotEmpty(t, b, name)
		joined.Write(b)
		if b[len(b)-1] != '\n' {
			joined.WriteByte('\n')
		}
	}
	assert.Equal(t, joined.String(), string(extension.CaptureJS))
	assert.Contains(t, string(extension.CaptureJS), "/v1/events")

	assert.Equal(t, extension.CaptureParts, mainWorldScripts(t), "manifest.json's MAIN-world js and extension.CaptureParts")

	// Every part on disk is served: a new file left out of the list would
	// be loaded by neither delivery.
	onDisk, err := fs.Glob(extension.Files, "capture/*.js")
	require.NoError(t, err)
	assert.ElementsMatch(t, onDisk, extension.CaptureParts)

	// core.js creates the namespace the others read, and done.js removes it.
	require.NotEmpty(t, extension.CaptureParts)
	assert.Equal(t, "capture/core.js", extension.CaptureParts[0])
	assert.Equal(t, "capture/done.js", extension.CaptureParts[len(extension.CaptureParts)-1])
}

// mainWorldScripts returns the js list of the manifest's one MAIN-world
// content script.
func mainWorldScripts(tb testing.TB) []string {
	tb.Helper()
	b, err := fs.ReadFile(extension.Files, "manifest.json")
	require.NoError(tb, err)
	var m struct {
		ContentScripts []struct {
			JS    []string `json:"js"`
			World string   `json:"world"`
		} `json:"content_scripts"`
	}
	require.NoError(tb, json.Unmarshal(b, &m))
	var out [][]string
	for _, cs := range m.ContentScripts {
		if cs.World == "MAIN" {
			out = append(out, cs.JS)
		}
	}
	require.Len(tb, out, 1, "MAIN-world content scripts in manifest.json")
	return out[0]
}

// TestManifestFilesAreEmbedded checks that every file the manifest names is
// in Files, so the extension the daemon ships loads.
func TestManifestFilesAreEmbedded(t *testing.T) {
	b, err := fs.ReadFile(extension.Files, "manifest.json")
	require.NoError(t, err)
	var m struct {
		ManifestVersion int `json:"manifest_version"`
		Background      struct {
			ServiceWorker string `json:"service_worker"`
		} `json:"background"`
		ContentScripts []struct {
			JS    []string `json:"js"`
			World string   `json:"world"`
			RunAt string   `json:"run_at"`
		} `json:"content_scripts"`
		Action struct {
			DefaultPopup string `json:"default_popup"`
		} `json:"action"`
	}
	require.NoError(t, json.Unmarshal(b, &m))
	assert.Equal(t, 3, m.ManifestVersion)

	names := []string{m.Background.ServiceWorker, m.Action.DefaultPopup}
	var mainWorld bool
	for _, cs := range m.ContentScripts {
		names = append(names, cs.JS...)
		if cs.World == "MAIN" && cs.RunAt == "document_start" && slices.Equal(cs.JS, extension.CaptureParts) {
			mainWorld = true
		}
	}
	assert.True(t, mainWorld, "the capture parts must be injected in the MAIN world at document_start")
	for _, name := range names {
		_, err := fs.Stat(extension.Files, name)
		assert.NoError(t, err, "manifest names %s", name)
	}

	// The files on disk that make up the extension are all embedded.
	onDisk, err := filepath.Glob("*.[jhc]*")
	require.NoError(t, err)
	parts, err := filepath.Glob("capture/*.js")
	require.NoError(t, err)
	onDisk = append(onDisk, parts...)
	for _, name := range onDisk {
		if strings.HasSuffix(name, ".go") {
			continue
		}
		_, err := fs.Stat(extension.Files, name)
		assert.NoError(t, err, "%s is not embedded in Files", name)
	}
}

// TestScriptsParse runs node --check over every script, when node is
// installed: a syntax error would otherwise show only in a browser.
func TestScriptsParse(t *testing.T) {
	parallel(t)
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed: skipping the JavaScript syntax check")
	}
	matches, err := fs.Glob(extension.Files, "*.js")
	require.NoError(t, err)
	parts, err := fs.Glob(extension.Files, "capture/*.js")
	require.NoError(t, err)
	matches = append(matches, parts...)
	require.NotEmpty(t, matches)
	dir := t.TempDir()
	for _, name := range matches {
		t.Run(name, func(t *testing.T) {
			b, err := fs.ReadFile(extension.Files, name)
			require.NoError(t, err)
			p := filepath.Join(dir, strings.ReplaceAll(name, "/", "-"))
			require.NoError(t, os.WriteFile(p, b, 0o644))
			out, err := exec.Command(node, "--check", p).CombinedOutput()
			assert.NoError(t, err, "%s", out)
		})
	}
	t.Run("capture.js as served", func(t *testing.T) {
		p := filepath.Join(dir, "capture.js")
		require.NoError(t, os.WriteFile(p, extension.CaptureJS, 0o644))
		out, err := exec.Command(node, "--check", p).CombinedOutput()
		assert.NoError(t, err, "%s", out)
	})
}
