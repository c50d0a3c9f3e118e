package release

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// Target is one platform a release is built for.
type Target struct{ OS, Arch string }

func (t Target) String() string { return t.OS + "/" + t.Arch }

// Targets are the platforms a release is built for by default: where web
// developers work.
var Targets = []Target{
	{"linux", "amd64"}, {"linux", "arm64"},
	{"darwin", "amd64"}, {"darwin", "arm64"},
	{"windows", "amd64"}, {"windows", "arm64"},
}

// Config says what to write.
type Config struct {
	Root    string   // the module's root: its go.mod, README.md, LICENSE, NOTICE
	Out     string   // the directory written; made if missing, its old files left
	Version string   // e.g. "0.1.0" or "v0.1.0-3-gabc1234"
	Targets []Target // default [Targets]
	// Quick builds the binaries as a plain go build does (cgo as the
	// environment has it, no -trimpath), sharing the build cache with the
	// binaries tests build, for a test that checks the archives in
	// seconds rather than minutes. A release is never Quick.
	Quick bool
	// Log, if set, is told of each file as it is written.
	Log func(format string, args ...any)
}

// docs are the files from Root that go in every archive beside the binary.
var docs = []string{"README.md", "LICENSE", "NOTICE"}

// Write builds each target and writes the archives, the extension packages
// and SHA256SUMS into c.Out, returning the names written.
func Write(ctx context.Context, c Config) ([]string, error) {
	if c.Version == "" {
		return nil, errors.New("release: no version")
	}
	if _, err := ManifestVersion(c.Version); err != nil {
		return nil, err
	}
	targets := c.Targets
	if len(targets) == 0 {
		targets = Targets
	}
	if err := os.MkdirAll(c.Out, 0o755); err != nil {
		return nil, err
	}
	build, err := os.MkdirTemp("", "errbundle-dist-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(build)

	var names []string
	for _, t := range targets {
		bin, err := buildBinary(ctx, c, t, build)
		if err != nil {
			return nil, err
		}
		name, err := writeArchive(c, t, bin)
		if err != nil {
			return nil, err
		}
		c.log("wrote %s", name)
		names = append(names, name)
	}
	exts, err := writeExtensions(c)
	if err != nil {
		return nil, err
	}
	for _, name := range exts {
		c.log("wrote %s", name)
	}
	names = append(names, exts...)
	if err := writeSums(c.Out, names); err != nil {
		return nil, err
	}
	c.log("wrote SHA256SUMS")
	return append(names, "SHA256SUMS"), nil
}

func (c Config) log(format string, args ...any) {
	if c.Log != nil {
		c.Log(format, args...)
	}
}

// baseName is a target's archive name without its extension, also the
// folder inside it.
func baseName(version string, t Target) string {
	return "errbundle-" + strings.TrimPrefix(version, "v") + "-" + t.OS + "-" + t.Arch
}

// buildBinary cross-compiles cmd/errbundle for t into dir.
func buildBinary(ctx context.Context, c Config, t Target, dir string) (string, error) {
	out := filepath.Join(dir, baseName(c.Version, t), "errbundle")
	if t.OS == "windows" {
		out += ".exe"
	}
	args := []string{"build", "-trimpath", "-ldflags", "-s -w -X main.version=" + c.Version, "-o", out, "./cmd/errbundle"}
	// CGO off: a static binary, and no C cross-compiler needed.
	env := append(os.Environ(), "GOOS="+t.OS, "GOARCH="+t.Arch, "CGO_ENABLED=0")
	if c.Quick {
		args = []string{"build", "-ldflags", "-X main.version=" + c.Version, "-o", out, "./cmd/errbundle"}
		env = append(os.Environ(), "GOOS="+t.OS, "GOARCH="+t.Arch)
	}
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = c.Root
	cmd.Env = env
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building for %s: %v\n%s", t, err, b)
	}
	return out, nil
}

// writeSums writes SHA256SUMS in the format sha256sum -c reads.
func writeSums(dir string, names []string) error {
	var b strings.Builder
	for _, name := range slices.Sorted(slices.Values(names)) {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		fmt.Fprintf(&b, "%s  %s\n", hex.EncodeToString(sum[:]), name)
	}
	return os.WriteFile(filepath.Join(dir, "SHA256SUMS"), []byte(b.String()), 0o644)
}
