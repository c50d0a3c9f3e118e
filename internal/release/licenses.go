package release

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// licenseNames are the file names a module's license goes by.
var licenseNames = []string{"LICENSE", "LICENSE.txt", "LICENSE.md", "COPYING", "LICENSE-MIT"}

// thirdPartyLicenses is every module compiled into t's binary, but ours,
// with its license text: their BSD and MIT licenses ask that a binary
// carry their notices. A module with no license file found is an error,
// not a silent gap.
func thirdPartyLicenses(c Config, t Target) ([]byte, error) {
	cmd := exec.CommandContext(context.Background(), "go", "list", "-deps",
		"-f", "{{if .Module}}{{if not .Module.Main}}{{.Module.Path}}\t{{.Module.Version}}\t{{.Module.Dir}}{{end}}{{end}}", "./cmd/errbundle")
	cmd.Dir = c.Root
	cmd.Env = append(os.Environ(), "GOOS="+t.OS, "GOARCH="+t.Arch, "CGO_ENABLED=0")
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("listing the modules of %s: %w", t, err)
	}
	var b bytes.Buffer
	b.WriteString("The Go modules compiled into this errbundle binary, and their licenses.\n")
	seen := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 || seen[f[0]] {
			continue
		}
		seen[f[0]] = true
		text, err := licenseOf(f[2])
		if err != nil {
			return nil, fmt.Errorf("module %s: %w", f[0], err)
		}
		fmt.Fprintf(&b, "\n================================================================\n%s %s\n\n%s", f[0], f[1], text)
	}
	return b.Bytes(), nil
}

func licenseOf(dir string) ([]byte, error) {
	for _, name := range licenseNames {
		if b, err := os.ReadFile(filepath.Join(dir, name)); err == nil {
			return b, nil
		}
	}
	return nil, fmt.Errorf("no license file in %s", dir)
}
