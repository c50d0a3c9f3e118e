package cdp

import (
	"regexp"
	"strconv"
	"strings"
)

// A program compiled to WebAssembly reports a panic through the console,
// not as an exception the browser sees: Go's wasm_exec.js prints the
// runtime's stderr a line per console.log ("panic: boom", the goroutine
// trace, then console.warn "exit code: 2"), and Rust's
// console_error_panic_hook one console.error ("panicked at
// src/lib.rs:10:5:\nboom\n\nStack:…"). Both are made errors here, at the
// source place the panic names, which no JavaScript frame gives.

// goPanic is a Go panic being printed.
type goPanic struct {
	at    wireTime
	lines []string
}

var (
	goPanicStart = regexp.MustCompile(`^(panic|fatal error): `)
	// The lines of a Go traceback: goroutine headers, calls, their
	// "\tfile:line +0x1f" places, "created by", nested panics, blanks.
	goTraceLine = regexp.MustCompile(`^(|\t.*|goroutine \d+ .*|created by .*|panic: .*|\[signal .*|[\w./*()\[\]-]+\(.*\)|exit status \d+|\.\.\.additional frames elided\.\.\.)$`)
	goExitCode  = regexp.MustCompile(`^exit code: \d+$`)
	goPlace     = regexp.MustCompile(`^\t(.+\.go):(\d+)(?: \+0x[0-9a-f]+)?$`)

	// Rust's panic message since 1.73, and before it.
	rustPanic    = regexp.MustCompile(`^panicked at ([^\s:]+):(\d+):(\d+):\n([\s\S]*?)(?:\n\nStack:\n\n[\s\S]*)?$`)
	rustPanicOld = regexp.MustCompile(`^panicked at '([\s\S]*?)', ([^\s:]+):(\d+):(\d+)(?:\n\nStack:\n\n[\s\S]*)?$`)
)

// wasmConsole takes a console message that is part of a WebAssembly
// panic, reporting whether it was. wasm_exec.js logs what the program
// wrote up to its last newline, so one message may hold several lines of
// a traceback, and output before the panic. Must be called with s.mu held.
func (s *session) wasmConsole(t wireTime, level, msg string) bool {
	lines := strings.Split(msg, "\n")
	if p := s.panic; p != nil {
		switch {
		case level == "warn" && goExitCode.MatchString(msg):
			s.flushPanic()
			return true
		case level == "log" && allMatch(goTraceLine, lines) && len(p.lines) < 500:
			p.lines = append(p.lines, lines...)
			return true
		}
		s.flushPanic()
	}
	if level == "log" {
		for i, l := range lines {
			if !goPanicStart.MatchString(l) {
				continue
			}
			if i > 0 {
				s.emit(kindLogs, wireLog{Timestamp: t, Level: level, Message: strings.Join(lines[:i], "\n"), TabID: s.tab, PageURL: s.url})
			}
			s.panic = &goPanic{at: t, lines: lines[i:]}
			return true
		}
	}
	if level == "error" && strings.HasPrefix(msg, "panicked at ") {
		if e, ok := rustError(msg); ok {
			e.Timestamp, e.TabID, e.PageURL = t, s.tab, s.url
			s.emit(kindErrors, e)
			return true
		}
	}
	return false
}

func allMatch(re *regexp.Regexp, lines []string) bool {
	for _, l := range lines {
		if !re.MatchString(l) {
			return false
		}
	}
	return true
}

// flushPanic sends the Go panic being printed, if any. Must be called with
// s.mu held.
func (s *session) flushPanic() {
	p := s.panic
	if p == nil {
		return
	}
	s.panic = nil
	e := goError(p.lines)
	e.Timestamp, e.TabID, e.PageURL = p.at, s.tab, s.url
	s.emit(kindErrors, e)
}

// goError makes an error of a Go traceback: the panic's value, and the
// place of the first frame that is the program's, not the runtime's.
func goError(lines []string) wireError {
	head := lines[0]
	typ, msg, _ := strings.Cut(head, ": ")
	e := wireError{Message: clipText(msg, maxMessage), Type: typ, Kind: "exception",
		Stack: clipText(strings.Join(lines, "\n"), maxStack)}
	for i := 1; i+1 < len(lines); i++ {
		fn := lines[i]
		if strings.HasPrefix(fn, "\t") || strings.HasPrefix(fn, "runtime.") || strings.HasPrefix(fn, "panic(") || !strings.HasSuffix(fn, ")") {
			continue
		}
		if m := goPlace.FindStringSubmatch(lines[i+1]); m != nil {
			e.URL = m[1]
			e.Line, _ = strconv.ParseInt(m[2], 10, 64)
			e.Source = m[1][strings.LastIndex(m[1], "/")+1:]
			break
		}
	}
	return e
}

// rustError reads console_error_panic_hook's message.
func rustError(msg string) (wireError, bool) {
	var file, line, col, text string
	if m := rustPanic.FindStringSubmatch(msg); m != nil {
		file, line, col, text = m[1], m[2], m[3], m[4]
	} else if m := rustPanicOld.FindStringSubmatch(msg); m != nil {
		text, file, line, col = m[1], m[2], m[3], m[4]
	} else {
		return wireError{}, false
	}
	e := wireError{Message: clipText(text, maxMessage), Type: "panic", Kind: "exception", URL: file, Source: file[strings.LastIndex(file, "/")+1:]}
	e.Line, _ = strconv.ParseInt(line, 10, 64)
	e.Column, _ = strconv.ParseInt(col, 10, 64)
	// The JavaScript stack is of the hook's glue, not of the panic, and
	// would place the error there: the stack is the place the panic names.
	e.Stack = "panicked at " + file + ":" + line + ":" + col
	return e, true
}
