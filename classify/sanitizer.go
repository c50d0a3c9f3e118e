package classify

import "strings"

// The sanitizers (AddressSanitizer, LeakSanitizer, ThreadSanitizer, and
// valgrind in the same style) put "==PID==" before the head of a report:
// "==1646==ERROR: AddressSanitizer: heap-buffer-overflow on address ...".
// The report goes on over unindented lines ("READ of size 4 at ...",
// "allocated by thread T0 here:") and "    #0 0x... in sum /app/a.c:7"
// frames to its "SUMMARY:" line, then the shadow-byte map.

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

func detectSanitizer(s, t string) parser {
	pid := sanitizerPID(s)
	if pid == "" {
		return nil
	}
	head := s[len(pid):]
	kind := Error
	switch {
	case strings.HasPrefix(head, "ERROR: "):
	case strings.HasPrefix(head, "WARNING: ") && strings.Contains(head, "Sanitizer"):
		kind = Warning
		if strings.Contains(head, "data race") || strings.Contains(head, "deadlock") {
			kind = Error // ThreadSanitizer's "WARNING: ThreadSanitizer: data race" is a bug
		}
	default:
		return nil
	}
	_, msg, _ := strings.Cut(head, ": ")
	return &sanitizerBlock{f: Finding{Kind: kind, Category: "sanitizer", Message: msg}, pid: pid}
}

type sanitizerBlock struct {
	f       Finding
	pid     string
	summary bool // the SUMMARY line was read: only the shadow map follows
}

func (p *sanitizerBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	switch {
	case t == "":
		return hold
	case strings.HasPrefix(t, p.pid):
		if strings.HasPrefix(t[len(p.pid):], "ABORTING") {
			return takeEnd
		}
		return take
	case p.summary:
		if len(t) < len(line) || strings.HasPrefix(t, "Shadow") || strings.HasPrefix(t, "=>") {
			return take
		}
		return reject
	case strings.HasPrefix(t, "SUMMARY: "):
		p.summary = true
		return take
	case p.f.Location == "" && strings.HasPrefix(t, "#"):
		// "#1 0x55ca01ce91bc in copy /project/leak.c:3"
		if _, where, ok := strings.Cut(t, " in "); ok {
			if sp := strings.IndexByte(where, ' '); sp > 0 {
				p.f.Location = findLoc(where[sp+1:], true)
			}
		}
	}
	return take
}

func (p *sanitizerBlock) finding() (Finding, bool) { return p.f, true }

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
	if msg == "" || msg[0] == ' ' || hasAnyPrefix(msg, valgrindChatter) {
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
