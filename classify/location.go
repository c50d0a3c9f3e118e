package classify

import "strings"

// Library code is never the place to look first: these path fragments mark
// standard libraries, runtimes and installed dependencies of every toolchain
// the package knows.
var libraryPaths = []string{
	"node_modules/", "node:", "<anonymous>",
	"site-packages/", "dist-packages/", "<frozen ", "/lib/python", "/usr/lib/",
	"/go/src/", "/pkg/mod/", "/vendor/", "$GOROOT", "/libexec/src/",
	"/rustc/", "/.cargo/registry/", "/.rustup/",
	"/gems/", "/lib/ruby/", "<internal:",
	"/usr/include/", "/usr/local/include/",
}

// isAppPath reports whether path looks like the user's own code.
func isAppPath(path string) bool {
	if path == "" {
		return false
	}
	for _, l := range libraryPaths {
		if strings.Contains(path, l) {
			return false
		}
	}
	return true
}

// sourceExts are the file extensions findLoc accepts, so that a URL with a
// port ("localhost:3000") or a time ("06:21:23") is not taken for a location.
var sourceExts = []string{
	".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts", ".vue", ".svelte", ".astro",
	".go", ".py", ".rs", ".java", ".kt", ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh",
	".cs", ".rb", ".erb", ".html", ".css", ".scss", ".json",
}

func hasSourceExt(path string) bool {
	for _, e := range sourceExts {
		if strings.HasSuffix(path, e) {
			return true
		}
	}
	return false
}

func isPathByte(c byte) bool {
	return c > ' ' && c != '(' && c != ')' && c != '[' && c != ']' && c != '"' && c != '\'' && c != '`' && c != '<' && c != '>' && c != ','
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// digits returns the run of ASCII digits at the start of s.
func digits(s string) string {
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return s[:i]
}

// findLoc returns the first "path:line[:col]" in s whose path has a source
// extension and, if app is set, is application code. A "file://" prefix is
// dropped.
func findLoc(s string, app bool) string {
	for i := 0; i < len(s); i++ {
		if s[i] != ':' || i+1 >= len(s) || !isDigit(s[i+1]) {
			continue
		}
		j := i
		for j > 0 && isPathByte(s[j-1]) {
			j--
		}
		path := strings.TrimPrefix(s[j:i], "file://")
		if !hasSourceExt(path) || (app && !isAppPath(path)) {
			continue
		}
		line := digits(s[i+1:])
		loc := path + ":" + line
		if k := i + 1 + len(line); k+1 < len(s) && s[k] == ':' && isDigit(s[k+1]) {
			loc += ":" + digits(s[k+1:])
		}
		return loc
	}
	return ""
}
