package godot

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// godotName matches the names Godot 4's executables go by, lower-cased,
// without ".exe": godot, godot4, godot4.6, and the release downloads'
// Godot_v4.3-stable_linux.x86_64 and Godot_v4.3-stable_win64.exe.
var godotName = regexp.MustCompile(`^godot(4(\.[0-9]+)*)?$|^godot_v4(\.[0-9]+)*[-_.]`)

// maxWrapper bounds the size of a script read to see whether it names
// Godot: a launcher is a few lines.
const maxWrapper = 64 << 10

// versionTimeout bounds `--version`: Godot answers in a fraction of a
// second without opening a window.
const versionTimeout = 5 * time.Second

// notGame are the flags that make Godot something other than a game to
// debug: the editor and the project manager have their own debugger, and
// the others do not run the game.
var notGame = map[string]bool{
	"-e": true, "--editor": true, "-p": true, "--project-manager": true,
	"--version": true, "-h": true, "--help": true, "--import": true,
	"--export-release": true, "--export-debug": true, "--export-pack": true, "--export-patch": true,
	"--doctor": true, "--dump-extension-api": true, "--gdextension-docs": true, "--doctool": true,
	"--check-only": true,
}

// Debuggable reports whether errbundle run should be the debugger of
// command: its executable is Godot 4.2 or later, by name or, for a
// launcher script whose text names Godot, by the banner of --version,
// and the command runs a game whose debugger the user did not choose
// (no --remote-debug, not the editor). Godot 3, whose protocol differs,
// is left to its console output.
//
// --version is only ever run on an executable Godot's name is given to,
// or on a script of at most 64 KiB that starts with "#!" and names
// "godot": `npm run dev` is never run twice.
func Debuggable(ctx context.Context, command []string) bool {
	if len(command) == 0 {
		return false
	}
	for _, a := range command[1:] {
		if a == "--" || a == "++" {
			break // the game's own arguments follow
		}
		flag, _, _ := strings.Cut(a, "=")
		if flag == "--remote-debug" || notGame[flag] {
			return false
		}
	}
	base := strings.ToLower(filepath.Base(command[0]))
	base = strings.TrimSuffix(base, ".exe")
	path, err := exec.LookPath(command[0])
	if err != nil {
		return false
	}
	if !godotName.MatchString(base) && !namesGodot(path) {
		return false
	}
	major, minor, ok := Version(ctx, path)
	return ok && major == 4 && minor >= 2
}

// namesGodot reports a small executable script that names Godot: a
// launcher such as `exec /opt/godot/godot "$@"`.
func namesGodot(path string) bool {
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() || fi.Mode().Perm()&0o111 == 0 || fi.Size() > maxWrapper {
		return false
	}
	b, err := os.ReadFile(path)
	if err != nil || !bytes.HasPrefix(b, []byte("#!")) {
		return false
	}
	return bytes.Contains(bytes.ToLower(b), []byte("godot"))
}

// versionLine matches Godot's --version banner: 4.6.3.stable.debian4.6.3+ds-3,
// 4.2.2.stable.official.15073afe3, 3.5.3.stable.
var versionLine = regexp.MustCompile(`^([0-9]+)\.([0-9]+)(\.[0-9]+)*\.[a-z]+[0-9]*(\.|$)`)

// Version runs `path --version`, with no stdin, and reads Godot's
// version from the last line of its output.
func Version(ctx context.Context, path string) (major, minor int, ok bool) {
	ctx, cancel := context.WithTimeout(ctx, versionTimeout)
	defer cancel()
	out, err := exec.CommandContext(ctx, path, "--version").Output()
	if err != nil {
		return 0, 0, false
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	m := versionLine.FindStringSubmatch(strings.TrimSpace(lines[len(lines)-1]))
	if m == nil {
		return 0, 0, false
	}
	major, _ = strconv.Atoi(m[1])
	minor, _ = strconv.Atoi(m[2])
	return major, minor, true
}

// WithDebugger returns command with --remote-debug uri added before the
// game's own arguments.
func WithDebugger(command []string, uri string) []string {
	out := make([]string, 0, len(command)+2)
	out = append(out, command[0], "--remote-debug", uri)
	return append(out, command[1:]...)
}
