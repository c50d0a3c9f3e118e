package relay

import (
	"path/filepath"
	"regexp"
	"strings"
)

var notNameChars = regexp.MustCompile(`[^a-z0-9]+`)

// ProcessName derives a short process id from a command line: the
// program and its first few words, flags left out, paths cut to their last
// element: "npm run dev" is npm-run-dev, "go run ./cmd/api" is go-run-api
// and "sh -c 'vite --port 3000'" is sh-vite-3000.
func ProcessName(command []string) string {
	const maxWords, maxLen = 4, 32
	var words []string
	for i, arg := range command {
		for _, f := range strings.Fields(arg) {
			if i > 0 && strings.HasPrefix(f, "-") {
				continue
			}
			w := strings.Trim(notNameChars.ReplaceAllString(strings.ToLower(filepath.Base(f)), "-"), "-")
			if w != "" && len(words) < maxWords {
				words = append(words, w)
			}
		}
	}
	name := strings.Join(words, "-")
	if len(name) > maxLen {
		name = name[:maxLen]
		if i := strings.LastIndexByte(name, '-'); i > 0 {
			name = name[:i]
		}
	}
	if name == "" {
		return "process"
	}
	return name
}

var shellSafe = regexp.MustCompile(`^[A-Za-z0-9_@%+=:,./-]+$`)

// CommandLine writes command as a shell would take it back, quoting the
// arguments that need it.
func CommandLine(command []string) string {
	quoted := make([]string, len(command))
	for i, arg := range command {
		if shellSafe.MatchString(arg) {
			quoted[i] = arg
		} else {
			quoted[i] = "'" + strings.ReplaceAll(arg, "'", `'\''`) + "'"
		}
	}
	return strings.Join(quoted, " ")
}
