package classify

import (
	"regexp"
	"strings"
)

// gdb, run in batch mode over a crashing program (`gdb -batch -ex run -ex
// bt ./app`) or a core file: "Program received signal SIGSEGV, Segmentation
// fault." (or "Program terminated with signal ..."), the frame it stopped
// in and that frame's source line (or gdb's "79\t../sysdeps/...: No such file
// or directory." when the source is not installed), then the backtrace,
// "#1  0x... in sku_len (it=0x0) at cart.c:6". The first frame in the
// program's own sources places it; the C library's are named "../sysdeps/...".

// gdbFrame matches the place a frame names: " at FILE:LINE" at its end.
var gdbFrame = regexp.MustCompile(` at (\S+):(\d+)$`)

func detectGDB(s, t string) parser {
	if !strings.HasPrefix(s, "Program received signal ") && !strings.HasPrefix(s, "Program terminated with signal ") {
		return nil
	}
	return &gdbCrash{f: Finding{Kind: Error, Category: "generic", Message: s}}
}

// gdbCrash takes the stop, the source line and the backtrace.
type gdbCrash struct {
	f Finding
}

func (p *gdbCrash) next(line string) verdict {
	if line == "" || strings.HasPrefix(line, "(gdb)") {
		return reject
	}
	if m := gdbFrame.FindStringSubmatch(line); m != nil && p.f.Location == "" &&
		!strings.HasPrefix(m[1], "../") && !strings.HasPrefix(m[1], "./") && !strings.HasPrefix(m[1], "/usr/") && isAppPath(m[1]) {
		p.f.Location = m[1] + ":" + m[2]
	}
	return take
}

func (p *gdbCrash) finding() (Finding, bool) { return p.f, true }
