package classify

import "strings"

// splitMux splits off the prefix a process multiplexer puts before each
// line of the processes it runs: concurrently's "[0] " or "[api] " (with
// -n), Docker Compose's "web-1  | ", Turborepo's "web:dev: ", pnpm -r's
// "packages/api dev: ", pm2's, honcho's and foreman's "12:00:00 web.1  | ".
// scope names the child ("0", "api", "web-1", "web:dev"); it is "" when
// there is no prefix, or when the prefix is a tool's own and not a child's
// (Nuxt's "[log] " before its worker's lines). What follows is the tool's
// own line, with its own indentation, which blocks depend on.
func splitMux(s string) (scope, rest string) {
	if len(s) > 3 && s[0] == '[' && isDigit(s[1]) {
		if i := strings.IndexByte(s[:min(len(s), 6)], ']'); i > 0 && digits(s[1:]) == s[1:i] && i+1 < len(s) && s[i+1] == ' ' {
			return s[1:i], s[i+2:]
		}
		// Not all digits: a name may still start with one (Eleventy's "[11ty] ").
	}
	if name, t, ok := stripNamedMux(s); ok {
		return name, t
	}
	// Turborepo: "web:build: text" (and "web#build: " for its own lines).
	if name, t, ok := stripTurbo(s); ok {
		return name, t
	}
	if name, t, ok := stripPnpm(s); ok {
		return name, t
	}
	if name, t, ok := stripPM2(s); ok {
		return name, t
	}
	if t, ok := strings.CutPrefix(s, "[log] ["); ok && consolaTypes[t[:max(strings.IndexByte(t, ']'), 0)]] {
		// Nuxt's dev server logs its worker's lines with its own consola:
		// under the basic reporter, "[log] " before the worker's
		// "[error] [request error] ...".
		return "", s[len("[log] "):]
	}
	// "web-1  | text": a service name, padding, a bar.
	i := strings.Index(s[:min(len(s), 48)], " | ")
	if i <= 0 && !strings.HasSuffix(s[:min(len(s), 48)], " |") {
		return "", s
	}
	if i <= 0 {
		i = strings.LastIndex(s[:min(len(s), 48)], " |")
	}
	name := strings.TrimRight(s[:i], " ")
	if name == "" || !isServiceName(name) || name == "stdout" || name == "stderr" {
		return "", s // vitest's "stderr | a.test.js > name": a test's own output follows
	}
	if i+3 > len(s) {
		return name, ""
	}
	return name, s[i+3:]
}

// toolTags are the bracketed lower-case names tools put before their own
// lines, which adapters read ("[vite] hmr update"), and log levels: they
// are not a multiplexer's process names.
var toolTags = map[string]bool{
	"vite": true, "nodemon": true, "webpack-cli": true, "webpack-dev-server": true, "webpack": true, "browser": true,
	"watch": true, "hmr": true, "wds": true, "esbuild": true, "tsup": true, "rollup": true, "astro": true, "nuxt": true,
	"info": true, "warn": true, "warning": true, "error": true, "debug": true, "trace": true, "fatal": true, "notice": true,
	"crit": true, "alert": true, "emerg": true, "log": true, "verbose": true, "success": true, "ok": true, "done": true,
	"wait": true, "ready": true, "event": true,
}

// stripNamedMux drops concurrently's "[api] " prefix (its -n names): a
// lower-case process name in brackets, then a space or nothing, as the
// child's empty lines are printed.
func stripNamedMux(s string) (name, rest string, ok bool) {
	if len(s) < 3 || s[0] != '[' {
		return "", s, false
	}
	i := strings.IndexByte(s[:min(len(s), 34)], ']')
	if i < 2 || (i+1 < len(s) && s[i+1] != ' ') {
		return "", s, false
	}
	name = s[1:i]
	// npm-run-all2 -l labels a line with its npm script's name, which
	// often has a colon ("[dev:api] "); a plugin's tag has one too
	// ("[plugin:vite:css] ", "[vite:esbuild] ", "[builtin:vite-transform] ").
	first, _, colon := strings.Cut(name, ":")
	if !isServiceName(strings.ReplaceAll(name, ":", "-")) || toolTags[name] || toolTags[first] || strings.HasSuffix(name, ":") ||
		colon && (first == "plugin" || first == "builtin" || strings.Contains(name, "vite")) ||
		strings.Contains(name, "error") || strings.Contains(name, "warn") {
		return "", s, false
	}
	if i+2 > len(s) {
		return name, "", true
	}
	return name, s[i+2:], true
}

// stripPnpm drops the prefix pnpm -r (and --filter) puts before a
// workspace package's script output: "packages/api build: text". The
// package is a path with a '/' (or a scope's '@'), not a source file; the
// script a plain name.
func stripPnpm(s string) (name, rest string, ok bool) {
	end := strings.Index(s[:min(len(s), 100)], ": ")
	if end <= 0 {
		if !strings.HasSuffix(s, ":") || len(s) > 100 {
			return "", s, false
		}
		end = len(s) - 1
	}
	pkg, script, ok := strings.Cut(s[:end], " ")
	if !ok || script == "" || !(strings.Contains(pkg, "/") || strings.HasPrefix(pkg, "@")) || hasSourceExt(pkg) || strings.Contains(pkg, "://") {
		return "", s, false
	}
	for i := 0; i < len(pkg); i++ {
		if c := pkg[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || strings.IndexByte("@._/-", c) >= 0) {
			return "", s, false
		}
	}
	for i := 0; i < len(script); i++ {
		if c := script[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || strings.IndexByte(":_-.", c) >= 0) {
			return "", s, false
		}
	}
	if end+2 > len(s) {
		return s[:end], "", true
	}
	return s[:end], s[end+2:], true
}

// stripPM2 drops the prefix pm2 puts before an app's lines when it
// streams its logs (pm2 --no-daemon, pm2 logs): a clock, the app's id and
// name, padding and a bar, "04:43:26 0|api  | text"; its own lines are
// "04:43:26 PM2      | text". foreman and honcho print a Procfile's
// processes so, named and numbered: "08:22:16 web.1  | text", their own
// lines "08:22:19 system | text".
func stripPM2(s string) (name, rest string, ok bool) {
	clock, rest, ok := strings.Cut(s, " ")
	if !ok || len(clock) != 8 || clock[2] != ':' || clock[5] != ':' || !isTimeToken(clock) {
		return "", s, false
	}
	i := strings.Index(rest[:min(len(rest), 48)], " |")
	if i <= 0 {
		return "", s, false
	}
	name = strings.TrimRight(rest[:i], " ")
	if id, app, ok := strings.Cut(name, "|"); !(name == "PM2" || ok && id != "" && digits(id) == id && app != "" || isServiceName(name)) {
		return "", s, false
	}
	rest = rest[i+2:]
	if rest != "" && rest[0] == ' ' {
		rest = rest[1:]
	}
	return name, rest, true
}

// isServiceName reports a Compose service (and replica) name: lower-case
// letters, digits, '-', '_' and '.', starting with a letter or digit, with
// at least one letter (a code frame's "12 | x" is not a service).
func isServiceName(n string) bool {
	letter := false
	for i := 0; i < len(n); i++ {
		c := n[i]
		letter = letter || c >= 'a' && c <= 'z'
		if !(c >= 'a' && c <= 'z' || isDigit(c) || (i > 0 && (c == '-' || c == '_' || c == '.'))) {
			return false
		}
	}
	return letter
}

// stripTurbo drops Turborepo's "<package>:<task>: " prefix ("web:build: ",
// "@acme/api:dev: "; its own "web#build: " lines are summaries, left
// alone). The task starts with a letter, so
// "src/a.ts:3: msg" keeps its location; a log level ("ERROR:root: msg")
// is not a package.
func stripTurbo(s string) (name, rest string, ok bool) {
	end := strings.Index(s[:min(len(s), 80)], ": ")
	if end <= 0 {
		return "", s, false
	}
	tok := s[:end]
	sep := strings.IndexByte(tok, ':')
	if sep <= 0 || sep == len(tok)-1 || strings.IndexByte(tok[sep+1:], ':') >= 0 {
		return "", s, false
	}
	pkg, task := tok[:sep], tok[sep+1:]
	if !(task[0] >= 'a' && task[0] <= 'z') || strings.ToUpper(pkg) == pkg {
		return "", s, false
	}
	for i := 0; i < len(tok); i++ {
		if c := tok[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || strings.IndexByte("@._/-:", c) >= 0) {
			return "", s, false
		}
	}
	if hasSourceExt(pkg) {
		return "", s, false // "app.py:main: ..." is a file
	}
	if end+2 > len(s) {
		return tok, "", true
	}
	return tok, s[end+2:], true
}
