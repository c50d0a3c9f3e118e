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
