package classify

import "strings"

// Unix tools name themselves before their complaint: "cc1: fatal error:
// x.c: No such file or directory", "cat: a.conf: No such file or
// directory", make's "make: *** [Makefile:7: main.o] Error 1", and the
// shells' "a.sh: 2: foo: not found" (dash) and "a.sh: line 2: foo: command
// not found" (bash). None starts with a severity cue, so the generic layer
// leaves them; detectUnix, tried after it, reads them, with the other
// cue-less lines of the same family: the linker's "undefined reference",
// a shell's "Segmentation fault", a formatter's "would reformat x.py".

// errnoPhrases end the line of a tool that failed on a file, a command or
// a socket: the C library's strerror texts (Go's are the same in lower
// case) and the shells' "command not found".
var errnoPhrases = []string{
	"No such file or directory", "Permission denied", "command not found", "Is a directory", "Not a directory",
	"cannot execute binary file", "Operation not permitted", "Exec format error", "Read-only file system",
	"No space left on device", "Too many open files", "cannot execute: required file not found",
	"Connection refused", "Address already in use", "Connection reset by peer", "Broken pipe", "i/o timeout",
	"No route to host", "Network is unreachable",
	"File not found", // protoc's, on an import it cannot find
}

// shells are the programs whose name, not a script's, heads a "-c"
// command's complaint ("sh: 1: vite: not found"): no file to point at.
var shells = map[string]bool{"sh": true, "bash": true, "dash": true, "zsh": true, "ksh": true, "ash": true, "/bin/sh": true, "/bin/bash": true, "/usr/bin/bash": true, "/usr/bin/sh": true}

func detectUnix(s, t string) parser {
	if len(t) < len(s) {
		return nil
	}
	if p := detectShellLine(t); p != nil {
		return p
	}
	prog, rest, ok := strings.Cut(t, ": ")
	if ok && strings.HasPrefix(rest, "(") {
		if p := detectSystemCheck(t, rest); p != nil {
			return p
		}
	}
	if !ok || !isProgName(prog) {
		return detectErrno(t)
	}
	if p, decided := detectProgLine(t, prog, rest); decided {
		return p
	}
	return detectErrno(t)
}

// detectShellLine reads the lines of shells, linkers and formatters that
// say what failed in a form of their own, without "prog: " first.
func detectShellLine(t string) parser {
	if strings.HasPrefix(t, "would reformat ") || strings.HasPrefix(t, "Would reformat: ") {
		// black --check, ruff format --check: a file that is not
		// formatted, with no line to point at.
		return &single{f: Finding{Kind: Warning, Category: "formatter", Message: t}}
	}
	if i := strings.Index(t, ": undefined reference to "); i > 0 || strings.Contains(t, ": multiple definition of ") {
		// The linker: "cart.c:9: undefined reference to `tax'" (with -g),
		// "cart.c:(.text+0xa): undefined reference to `tax'" (without).
		if i < 0 {
			i = strings.Index(t, ": multiple definition of ")
		}
		return &single{f: Finding{Kind: Error, Category: "ld", Message: t[i+2:], Location: findLoc(t[:i+1], true)}}
	}
	if msg, ok := strings.CutPrefix(t, "fish: "); ok && msg != "" {
		// fish prefixes its errors with its name, the place on the next
		// line in words: "fish: Unknown command: bundel", "deploy.fish
		// (line 4): ".
		return newGeneric(Finding{Kind: Error, Category: "shell", Message: msg}, msg)
	}
	if where, what, ok := strings.Cut(t, ": command not found: "); ok && what != "" && !strings.Contains(where, " ") {
		// zsh: "build_assets:3: command not found: bundel" (a function and
		// its line) or "deploy.zsh:7: command not found: bundel".
		f := Finding{Kind: Error, Category: "shell", Message: "command not found: " + what}
		if loc := findLoc(where, true); loc == where {
			f.Location = loc
		}
		return &single{f: f}
	}
	if isCrash(t) {
		return &single{f: Finding{Kind: Error, Category: "generic", Message: t}}
	}
	if cmd, ok := strings.CutPrefix(t, "command not found: "); ok && cmd != "" && !strings.ContainsAny(cmd, " \t") {
		// yarn 4 (and zsh, its "zsh: " aside): a script's command that is
		// not installed, "command not found: concurrently".
		return &single{f: Finding{Kind: Error, Category: "generic", Message: t}}
	}
	if name, ok := strings.CutPrefix(t, "Task not found: "); ok && name != "" && !strings.ContainsAny(name, " \t") ||
		strings.HasPrefix(t, `Paths given to "mix test" did not match any directory/file: `) {
		// A runner given what does not exist, with no label: deno task's
		// "Task not found: dev" over "Available tasks:", mix test's paths.
		return &single{f: Finding{Kind: Error, Category: "generic", Message: t}}
	}
	return nil
}

// detectProgLine reads "prog: rest", a program naming itself before what
// went wrong: a script and its line, an interpreter's error, a file and
// line it reports on, a compiler's or linker's labelled message. decided
// is false when rest says none of these (the line may still end with an
// errno), true with a nil p when it is the program's quiet line.
func detectProgLine(t, prog, rest string) (p parser, decided bool) {
	// dash: "a.sh: 2: foo: not found"; bash: "a.sh: line 2: foo: command not found".
	line, bash := strings.CutPrefix(rest, "line ")
	if n := digits(line); n != "" && strings.HasPrefix(line[len(n):], ": ") && (bash || isScript(prog)) {
		f := Finding{Kind: Error, Category: "shell", Message: t}
		if !shells[prog] && isScript(prog) && isAppPath(prog) { // mawk's "awk: line 2: ..." names no file
			f.Location = prog + ":" + n
		}
		return &single{f: f}, true
	}
	// Ruby's interpreter: "ruby: No such file or directory -- a.rb (LoadError)".
	if strings.HasSuffix(rest, ")") {
		if i := strings.LastIndex(rest, " ("); i > 0 && isExceptionName(rest[i+2:len(rest)-1]) {
			return &single{f: Finding{Kind: Error, Category: "generic", Message: t}}, true
		}
	}
	// "awk: sum.awk: line 4: missing } near end of file": a tool naming
	// the file and line as bash does, maybe after a severity ("asciidoctor: WARNING: index.adoc: line 9: ...").
	sev, r := Error, rest
	if k, m, ok := cue(rest); ok && k != 0 {
		sev, r = k, m
	}
	if file, after, ok := strings.Cut(r, ": line "); ok && hasSourceExt(file) && !strings.ContainsAny(file, " \t") {
		if n := digits(after); n != "" && strings.HasPrefix(after[len(n):], ": ") {
			kind, msg := sev, after[len(n)+2:]
			if k, m, ok := cue(msg); ok {
				kind, msg = k, m
			}
			g := newGeneric(Finding{Kind: kind, Message: msg}, "")
			if isAppPath(file) {
				g.f.Location = file + ":" + n
			}
			return g, true
		}
	}
	// "prog: src/a.x:3: message": a tool reporting a problem in a file.
	if _, after, ok := leadingLoc(rest, false); ok && strings.Trim(after, ". ") != "" {
		// (a place and a period is a label's, "At: FILE:L:C.", under its message)
		// (GHC names the program before its span: "Total.hs: Total.hs:(6,1)-(7,14): Non-exhaustive ...".)
		kind, msg := Error, after
		if k, m, ok := cue(msg); ok {
			kind, msg = k, m
		}
		prefix := strings.TrimRight(t[:len(t)-len(after)], ": ")
		return &echoed{genericBlock: newGeneric(Finding{Kind: kind, Message: msg}, rest), prefix: prefix}, true
	}
	for _, verb := range []string{"cannot ", "can't ", "unable to ", "could not ", "failed to "} {
		if strings.HasPrefix(rest, verb) && strings.HasPrefix(prog, "/") {
			// A tool naming itself by its path to say what it could not do:
			// GHDL's "/usr/bin/ghdl-mcode: cannot find entity or
			// configuration tbx". ("config: cannot read x" may be anyone's.)
			return &single{f: Finding{Kind: Error, Category: "generic", Message: rest}}, true
		}
	}
	if isQuiet(rest) {
		return nil, true // "collect2: error: ld returned 1 exit status"
	}
	if thing, ok := strings.CutSuffix(rest, ": not found"); ok && thing != "" && !strings.ContainsAny(thing, " \t") {
		// A program that cannot find what it was given: node's
		// "node: .env.local: not found" (--env-file).
		return &single{f: Finding{Kind: Error, Category: "generic", Message: rest}}, true
	}
	// "cc1: fatal error: nofile.c: No such file or directory", "gcc:
	// error: ...", "ld: warning: ...": only the lower-case labels compilers
	// and linkers use ("Server: Error handler ready" is not one).
	if strings.HasPrefix(rest, "fatal error: ") {
		return newGeneric(Finding{Kind: Error, Category: toolchain(prog), Message: t}, rest), true
	}
	if kind, _, ok := cue(rest); ok && rest[0] >= 'a' && rest[0] <= 'z' {
		return newGeneric(Finding{Kind: kind, Category: toolchain(prog), Message: t}, rest), true
	}
	return nil, false
}

// detectErrno reads a line that ends with what the operating system said
// about a failed call, after the operation it failed: "cat: a.conf: No
// such file or directory", Go's log.Fatal("open db: open /x: no such file
// or directory"). A timestamp before it is dropped from the message.
func detectErrno(t string) parser {
	colon := strings.LastIndex(t, ": ")
	if colon < 0 {
		return nil
	}
	last := t[colon+2:]
	if i := strings.LastIndex(last, "] "); i >= 0 {
		last = last[i+2:] // Python's "[Errno 2] No such file or directory"
	}
	if i := strings.LastIndex(last, " ("); i >= 0 && strings.HasSuffix(last, ")") {
		// Haskell's IOError: "openFile: does not exist (No such file or directory)".
		last = last[i+2 : len(last)-1]
	}
	if strings.HasSuffix(last, ")") && strings.Count(t[:colon], "(") > strings.Count(t[:colon], ")") {
		// PHP's server: "Failed to listen on 127.0.0.1:8000 (reason: Address already in use)".
		last = last[:len(last)-1]
	}
	last = strings.TrimSuffix(last, ".") // protoc's "money.proto: File not found."
	for _, e := range errnoPhrases {
		if len(last) == len(e) && (last == e || strings.EqualFold(last, e) && last[0] >= 'a' && last[0] <= 'z') {
			return &errnoLine{f: Finding{Kind: Error, Category: "generic", Message: stripLogPrefix(t)}}
		}
	}
	return nil
}

// errnoLine is a failed call's line; the caller that ran it may report
// the same text again as its own error, its frames placing it: zx's
// "Error: ls: cannot access 'dist/app.js': No such file or directory" and
// "    at file:///app/deploy.mjs:3:8" after ls's own line on stderr.
type errnoLine struct {
	f       Finding
	wrapped bool
}

func (p *errnoLine) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	switch {
	case !p.wrapped:
		if _, msg, ok := cue(t); ok && len(t) == len(line) && strings.HasSuffix(msg, p.f.Message) {
			p.wrapped = true
			return take
		}
		return reject
	case line == "":
		return hold
	case len(t) < len(line):
		if loc := lineLoc(t); p.f.Location == "" && loc != "" && isAppPath(loc) {
			p.f.Location = loc
		}
		return take
	}
	return reject
}

func (p *errnoLine) finding() (Finding, bool) { return p.f, true }

// makeAdapter reads make's own "***" lines.
type makeAdapter struct {
	// makeFailed is set after make's "*** [rule] Error N" line, until a
	// line of anything but make's: the parent makes of a recursive build
	// then report the same failure again.
	makeFailed bool
}

func (a *makeAdapter) detect(ln line) (parser, claim) {
	p, isMake := a.detectMake(ln.t)
	switch {
	case !isMake:
		a.makeFailed = false
		return nil, pass
	case p == nil:
		return nil, quiets
	}
	return p, completes
}

// detectMake reads a line make printed about itself ("make[1]: ..."),
// reporting fromMake for any; p is a finding for the failed rule of the
// innermost make ("make: *** [Makefile:7: main.o] Error 1", "make: ***
// No rule to make target 'x'.  Stop."): it points at the Makefile's rule
// after the compiler's error has pointed at the source. Each parent make
// of a recursive build repeats it ("make: *** [Makefile:3: all] Error 2")
// with nothing new: those are quiet, as are make's directory notices
// between them.
func (a *makeAdapter) detectMake(t string) (p parser, fromMake bool) {
	i := strings.Index(t, ": ")
	if i <= 0 || t[i-1] != 'e' && t[i-1] != ']' || !isMake(t[:i]) {
		return nil, false
	}
	rest := t[i+2:]
	switch {
	case !strings.HasPrefix(rest, "*** "):
		if strings.HasPrefix(rest, "Leaving directory") || strings.HasPrefix(rest, "Entering directory") {
			return nil, true
		}
		return nil, false // "make[1]: ./x.sh: No such file or directory" is detectUnix's
	case a.makeFailed, strings.HasPrefix(rest, "*** Waiting for unfinished jobs"):
		return nil, true
	}
	a.makeFailed = true
	f := Finding{Kind: Error, Category: "make", Message: t}
	if msg := rest[4:]; strings.HasPrefix(msg, "[") {
		if file, pos, ok := strings.Cut(msg[1:], ":"); ok {
			if n := digits(pos); n != "" && strings.HasPrefix(pos[len(n):], ":") && isAppPath(file) {
				f.Location = file + ":" + n
			}
		}
	}
	return &single{f: f}, true
}

// isProgName reports a program's name (or path) as it heads its own
// messages: "cc1", "make[1]", "/usr/bin/ld", "deploy.sh". A log level
// ("INFO") or a word with spaces is not one.
func isProgName(p string) bool {
	if p == "" || len(p) > 60 || strings.ToUpper(p) == p && !strings.ContainsAny(p, "./0123456789") {
		return false
	}
	for i := 0; i < len(p); i++ {
		if c := p[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || strings.IndexByte("._-+/[]~", c) >= 0) {
			return false
		}
	}
	return true
}

// isMake reports make under its usual names: "make", "make[2]", "gmake",
// "mingw32-make", "/usr/bin/make".
func isMake(p string) bool {
	if i := strings.IndexByte(p, '['); i > 0 {
		p = p[:i]
	}
	return strings.HasSuffix(p, "make")
}

// isScript reports a name that heads a dash diagnostic: a script file or
// a shell.
func isScript(p string) bool {
	return shells[p] || strings.ContainsRune(p, '/') || hasSourceExt(p) || strings.HasSuffix(p, ".bash")
}

// toolchain names the C toolchain a driver or pass belongs to ("cc1:
// fatal error: ..."), or "" for a tool the generic layer names.
func toolchain(prog string) string {
	switch prog[strings.LastIndexByte(prog, '/')+1:] {
	case "cc1", "cc1plus", "gcc", "g++", "cc", "c++", "collect2", "ld", "as":
		return "gcc"
	case "clang", "clang++":
		return "clang"
	}
	return ""
}

// crashes are how a shell reports a child killed by a signal, on a line of
// their own ("Segmentation fault (core dumped)").
var crashes = []string{"Segmentation fault", "Aborted", "Bus error", "Illegal instruction", "Floating point exception", "Killed"}

func isCrash(t string) bool { return isOneOf(strings.TrimSuffix(t, " (core dumped)"), crashes) }

// shellcheck reads shellcheck's default (tty) report.
type shellcheck struct {
	// shellcheckLoc is the "file:line" of shellcheck's last "In deploy.sh
	// line 3:" header, which its "^-- SC2086 (info): ..." rows are about.
	shellcheckLoc string
}

func (a *shellcheck) detect(ln line) (parser, claim) {
	if p := a.detectShellcheck(ln.t); p != nil {
		return p, completes
	}
	return nil, pass
}

// detectShellcheck reads shellcheck's default (tty) report: "In deploy.sh
// line 3:", the source line, then one "^-- SC2086 (info): message" row per
// problem under the code it points at.
func (a *shellcheck) detectShellcheck(t string) parser {
	if rest, ok := strings.CutPrefix(t, "In "); ok {
		a.shellcheckLoc = ""
		if file, n, ok := strings.Cut(strings.TrimSuffix(rest, ":"), " line "); ok && strings.HasSuffix(rest, ":") && digits(n) == n && n != "" {
			a.shellcheckLoc = file + ":" + n
		}
		return nil
	}
	if a.shellcheckLoc == "" {
		return nil
	}
	_, row, ok := strings.Cut(t, " SC")
	code := digits(row)
	if !ok || code == "" || !strings.HasPrefix(row[len(code):], " (") {
		return nil
	}
	level, msg, ok := strings.Cut(row[len(code)+2:], "): ")
	if !ok {
		return nil
	}
	kind := Warning
	if level == "error" {
		kind = Error
	}
	return &single{f: Finding{Kind: kind, Category: "shellcheck", Message: "SC" + code + ": " + msg, Location: a.shellcheckLoc}}
}

// isSystemCheck reports a line detectSystemCheck reads: it is a problem
// of its own, not the tail of the "SystemCheckError: ...:" above it.
func isSystemCheck(t string) bool {
	_, rest, ok := strings.Cut(t, ": ")
	return ok && strings.HasPrefix(rest, "(") && detectSystemCheck(t, rest) != nil
}

// detectSystemCheck reads one of Django's system checks, listed under
// "ERRORS:" or "WARNINGS:": "shop.Order.total: (fields.E130) msg" or
// "?: (staticfiles.W004) msg". The letter of the code is the level:
// C(ritical) and E(rror) are errors, W a warning, I(nfo) nothing.
func detectSystemCheck(t, rest string) parser {
	code, msg, ok := strings.Cut(rest[1:], ") ")
	if !ok || msg == "" {
		return nil
	}
	id := code[strings.LastIndexByte(code, '.')+1:]
	if len(id) < 4 || digits(id[1:]) != id[1:] {
		return nil
	}
	var kind Kind
	switch id[0] {
	case 'C', 'E':
		kind = Error
	case 'W':
		kind = Warning
	default:
		return nil
	}
	return &single{f: Finding{Kind: kind, Category: "django", Message: t}}
}

// echoed is a tool's complaint about a file's line that may be the line's
// source echoed, with the message on the next line under a caret after the
// same prefix, as gawk writes it:
//
//	gawk: sum.awk:4:   print substr("abc", 2, 1, 9)
//	gawk: sum.awk:4:                              ^ 4 is invalid as number of arguments for substr
type echoed struct {
	*genericBlock
	prefix string // "gawk: sum.awk:4"
}

func (p *echoed) next(line string) verdict {
	if rest, ok := strings.CutPrefix(line, p.prefix); ok && p.prefix != "" {
		if msg, ok := strings.CutPrefix(strings.TrimLeft(rest, ": "), "^ "); ok && msg != "" {
			p.f.Message = msg
			p.prefix = ""
			return takeEnd
		}
	}
	return p.genericBlock.next(line)
}

// detectFailureSentence, tried last, reads a program's own error written
// with no label at column 0: a failure stated in lower case and its detail
// after a colon (Godot's printerr "could not open atlas: 7"). Runtimes
// known by the frames under such a line (Tcl's "can't read ...", Raku)
// have been tried before it, and a quoted name is left to them.
func detectFailureSentence(s, t string) parser {
	if s != t || t == "" || t[0] < 'a' || t[0] > 'z' || !isFailureSentence(t) {
		return nil
	}
	return &single{f: Finding{Kind: Error, Category: "generic", Message: t}}
}

// isFailureSentence reports "could not open atlas: 7": a line that opens
// with a failure ("could not", "cannot", "unable to", "failed to"), a verb
// and a few words, then a colon and the detail.
func isFailureSentence(t string) bool {
	head, detail, ok := strings.Cut(t, ": ")
	if !ok || strings.TrimSpace(detail) == "" || len(t) > 200 {
		return false
	}
	if strings.ContainsAny(head, "\"'") {
		// A quoted name is a runtime's message whose frames follow (Tcl's
		// `can't read "x": no such variable`, read with them by tclSpec).
		return false
	}
	n := len(strings.Fields(head))
	return n >= 3 && n <= 7 && hasPrefixAny(strings.ToLower(head), "could not ", "couldn't ", "cannot ", "can't ", "unable to ", "failed to ")
}
