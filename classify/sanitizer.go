package classify

import (
	"regexp"
	"strings"
)

// The sanitizers (AddressSanitizer, LeakSanitizer, ThreadSanitizer, and
// valgrind in the same style) put "==PID==" before the head of a report:
// "==1646==ERROR: AddressSanitizer: heap-buffer-overflow on address ...".
// The report goes on over unindented lines ("READ of size 4 at ...",
// "allocated by thread T0 here:") and "    #0 0x... in sum /app/a.c:7"
// frames to its "SUMMARY:" line, then the shadow-byte map.
var sanitizerSpec = &spec{
	name: "sanitizer", fixture: "asan-heap-overflow", tool: "gcc 12.2.0 -fsanitize=address",
	starts: "=", has: "Sanitizer",
	head: regexp.MustCompile(`^==\d+==(?:ERROR: (?P<msg>\w*Sanitizer: .+)` +
		`|WARNING: (?P<msg>ThreadSanitizer: (?:data race|.*deadlock).*)` + // a bug, though a warning
		`|WARNING: (?P<msg>(?P<warn>\w*Sanitizer): .+))$`),
	category: "sanitizer",
	under: under{
		more: regexp.MustCompile(`^\s|^==\d+==|^(?:SUMMARY|Shadow|READ|WRITE|Direct|Indirect|Previous|Location|Thread|Mutex) |^=>|^0x[0-9a-f]+ is |` +
			` (?:here|from):$`),
		end:   regexp.MustCompile(`^==\d+==ABORTING`),
		frame: regexp.MustCompile(`^\s+#\d+ 0x[0-9a-f]+ in \S+ (?P<file>[^\s:]+):(?P<line>\d+)`),
	},
}

// sanitizerPID returns the "==PID==" a line starts with, or "".
func sanitizerPID(t string) string {
	if !strings.HasPrefix(t, "==") {
		return ""
	}
	n := digits(t[2:])
	if n == "" || !strings.HasPrefix(t[2+len(n):], "==") {
		return ""
	}
	return t[:len(n)+4]
}

// valgrind's Memcheck reports each error as "==PID== Invalid read of size
// 4" over its "at"/"by" frames ("==PID==    by 0x1091C1: main (vg.c:9)"),
// each report ending with a bare "==PID== " line. Its frames name files
// without their directory, the C library's as much as the program's: the
// program's files are taken to be those main's frames name.

// valgrindChatter starts the lines of valgrind's banner and summaries.
var valgrindChatter = []string{"Memcheck", "Copyright", "Using Valgrind", "Command:", "HEAP SUMMARY", "LEAK SUMMARY",
	"ERROR SUMMARY", "in use at exit", "total heap usage", "All heap blocks", "For lists", "For a detailed", "Use --",
	"For counts", "Rerun with", "To see them", "Parent PID", "Helgrind", "Thread #", "This could cause", "Warning: set address range"}

func detectValgrind(s, t string) parser {
	pid := sanitizerPID(s)
	if pid == "" || !strings.HasPrefix(s[len(pid):], " ") {
		return nil
	}
	msg := s[len(pid)+1:]
	if msg == "" || msg[0] == ' ' || hasPrefixAny(msg, valgrindChatter...) {
		return nil
	}
	kind := Error
	if strings.Contains(msg, " still reachable") || strings.Contains(msg, " possibly lost") {
		kind = Warning
	}
	return &valgrindBlock{f: Finding{Kind: kind, Category: "valgrind", Message: msg}, pid: pid}
}

type valgrindBlock struct {
	f      Finding
	pid    string
	frames []string // the first stack's "file:line", in order
	second bool     // past the first stack ("Address ... alloc'd")
	mains  map[string]bool
}

func (p *valgrindBlock) next(line string) verdict {
	if !strings.HasPrefix(line, p.pid) {
		return reject
	}
	t := strings.TrimLeft(line[len(p.pid):], " ")
	if t == "" {
		return takeEnd
	}
	if !strings.HasPrefix(t, "at ") && !strings.HasPrefix(t, "by ") {
		p.second = true
		return take
	}
	// "by 0x1091C1: main (vg.c:9)"
	_, fn, _ := strings.Cut(t, ": ")
	name, where, _ := strings.Cut(fn, " (")
	loc := findLoc(strings.TrimSuffix(where, ")"), true)
	if loc == "" {
		return take
	}
	if name == "main" {
		if p.mains == nil {
			p.mains = map[string]bool{}
		}
		p.mains[loc[:strings.IndexByte(loc, ':')]] = true
	}
	if !p.second {
		p.frames = append(p.frames, loc)
	}
	return take
}

func (p *valgrindBlock) finding() (Finding, bool) {
	f := p.f
	for _, loc := range p.frames {
		if p.mains[loc[:strings.IndexByte(loc, ':')]] {
			f.Location = loc
			break
		}
	}
	return f, true
}
