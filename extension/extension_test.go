package extension_test

import (
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/extension"
)

func TestCaptureJSIsTheExtensionsCopy(t *testing.T) {
	b, err := fs.ReadFile(extension.Files, "capture.js")
	require.NoError(t, err)
	assert.Equal(t, string(extension.CaptureJS), string(b))
	assert.Contains(t, string(extension.CaptureJS), "/v1/events")
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
		if cs.World == "MAIN" && cs.RunAt == "document_start" && len(cs.JS) == 1 && cs.JS[0] == "capture.js" {
			mainWorld = true
		}
	}
	assert.True(t, mainWorld, "capture.js must be injected in the MAIN world at document_start")
	for _, name := range names {
		_, err := fs.Stat(extension.Files, name)
		assert.NoError(t, err, "manifest names %s", name)
	}

	// The files on disk that make up the extension are all embedded.
	onDisk, err := filepath.Glob("*.[jhc]*")
	require.NoError(t, err)
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
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed: skipping the JavaScript syntax check")
	}
	matches, err := fs.Glob(extension.Files, "*.js")
	require.NoError(t, err)
	require.NotEmpty(t, matches)
	dir := t.TempDir()
	for _, name := range matches {
		t.Run(name, func(t *testing.T) {
			b, err := fs.ReadFile(extension.Files, name)
			require.NoError(t, err)
			p := filepath.Join(dir, name)
			require.NoError(t, os.WriteFile(p, b, 0o644))
			out, err := exec.Command(node, "--check", p).CombinedOutput()
			assert.NoError(t, err, "%s", out)
		})
	}
}
