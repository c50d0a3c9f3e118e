package capture

import (
	"strconv"
	"strings"
)

// ParseStackText reads the frames of a stack trace as text, outermost call
// first: a JavaScript stack ("at fn (file:line:col)", innermost first), a
// Python traceback ('File "f", line n, in fn', outermost first) or a Java
// one ("at pkg.C.m(File.java:12)"), and any line that starts with
// "path:line", as Go's ("\t/src/main.go:42 +0x1d", innermost first) and
// Ruby's do. OpenTelemetry's exception.stacktrace is such text. Every
// frame is marked in-app: [AppFrame] tells by path.
//
// A Go stack taken while a panic unwinds (in a deferred recover, as web
// frameworks' and OpenTelemetry's recording do) holds the recovering code
// above a "panic(...)" line and the code that panicked below it: only the
// frames below it are kept, since the panic is what the trace is about.
func ParseStackText(stack string) []Frame {
	var frames []Frame
	innermostFirst := true
	for line := range strings.Lines(stack) {
		line = strings.TrimSpace(line)
		if innermostFirst && strings.HasPrefix(line, "panic(") {
			frames = frames[:0]
			continue
		}
		if rest, ok := strings.CutPrefix(line, "File \""); ok {
			innermostFirst = false
			file, after, ok := strings.Cut(rest, "\"")
			if !ok {
				continue
			}
			f := Frame{File: file, InApp: true}
			after = strings.TrimPrefix(strings.TrimSpace(after), ",")
			if num, ok := strings.CutPrefix(strings.TrimSpace(after), "line "); ok {
				n, fn, _ := strings.Cut(num, ",")
				f.Line, _ = strconv.Atoi(strings.TrimSpace(n))
				f.Function = strings.TrimPrefix(strings.TrimSpace(fn), "in ")
			}
			frames = append(frames, f)
			continue
		}
		rest, ok := strings.CutPrefix(line, "at ")
		if !ok {
			if f, ok := pathLineFrame(line); ok {
				frames = append(frames, f)
			}
			continue
		}
		f := Frame{InApp: true}
		loc := rest
		if i := strings.LastIndexByte(rest, '('); i >= 0 && strings.HasSuffix(rest, ")") {
			f.Function = strings.TrimSpace(rest[:i])
			loc = rest[i+1 : len(rest)-1]
		}
		f.File, f.Line, f.Column = splitPosition(loc)
		// Deno and Node ESM name files by URL.
		f.File = strings.TrimPrefix(f.File, "file://")
		if f.File == "" {
			continue
		}
		frames = append(frames, f)
	}
	if innermostFirst {
		for i, j := 0, len(frames)-1; i < j; i, j = i+1, j-1 {
			frames[i], frames[j] = frames[j], frames[i]
		}
	}
	return frames
}

// splitPosition splits "file:line:col" or "file:line" from the right.
func splitPosition(loc string) (file string, line, col int) {
	file = loc
	nums := make([]int, 0, 2)
	for len(nums) < 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 {
			break
		}
		n, err := strconv.Atoi(file[i+1:])
		if err != nil {
			break
		}
		nums = append(nums, n)
		file = file[:i]
	}
	switch len(nums) {
	case 2:
		return file, nums[1], nums[0]
	case 1:
		return file, nums[0], 0
	}
	return loc, 0, 0
}

// pathLineFrame reads a line that starts with "path:line[:col]", up to a
// space or ":in": Go's "/src/main.go:42 +0x1d", Ruby's
// "/app/x.rb:12:in `m'". The path must name a file with an extension.
func pathLineFrame(line string) (Frame, bool) {
	loc, _, _ := strings.Cut(line, " ")
	loc, _, _ = strings.Cut(loc, ":in")
	file, n, col := splitPosition(loc)
	if n == 0 || file == loc || !strings.Contains(file, ".") || strings.ContainsAny(file, "()\"'") {
		return Frame{}, false
	}
	if i := strings.LastIndexByte(file, '/'); !strings.Contains(file[i+1:], ".") {
		return Frame{}, false
	}
	return Frame{File: file, Line: n, Column: col, InApp: true}, true
}
