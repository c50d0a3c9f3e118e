package classify

import (
	"strings"
)

// Tools written in Rust on the miette crate (oxlint, oxc, rspack's
// diagnostics) print each problem as a marked line, "  x msg" or "  ! msg"
// ("×" and "⚠" with Unicode), over a box whose first line names the place:
// "   ,-[src/mount.ts:2:3]" ("╭─[" with Unicode), the code frame, and
// "help:" lines. The marker alone is no proof ("× name" is also a test
// runner's list entry): only the box under it, or a cause ("`-> x msg",
// "╰─▶ msg", turbo's), makes the line a problem.

func detectMiette(s, t string) parser {
	indent := len(s) - len(t)
	if indent > 4 {
		return nil
	}
	var kind Kind
	switch {
	case strings.HasPrefix(t, "x "), strings.HasPrefix(t, "× ") && indent > 0:
		kind = Error
	case strings.HasPrefix(t, "! "), strings.HasPrefix(t, "⚠ ") && indent > 0:
		kind = Warning
	default:
		return nil
	}
	_, msg, _ := strings.Cut(t, " ")
	msg = strings.TrimSpace(msg)
	if msg == "" {
		return nil
	}
	return &mietteBlock{f: Finding{Kind: kind, Message: msg}}
}

// mietteBlock follows a marked line: its box, then every line up to a
// blank one.
type mietteBlock struct {
	f      Finding
	boxed  bool
	caused bool // a cause line ("`-> x msg") came instead of a box
}

func (p *mietteBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " ")
	if !p.boxed && !p.caused {
		for _, arrow := range []string{"`->", "╰─▶"} {
			if cause, ok := strings.CutPrefix(t, arrow); ok {
				// No box, a cause: turbo's "x Missing tasks in project",
				// "`->   x Could not find task `test` in project".
				cause = strings.TrimSpace(cause)
				for _, mark := range []string{"x ", "× "} {
					cause = strings.TrimPrefix(cause, mark)
				}
				p.caused = true
				if cause != "" {
					p.f.Message = cause
				}
				return take
			}
		}
		if !strings.HasPrefix(t, ",-[") && !strings.HasPrefix(t, "╭─[") {
			return reject
		}
		p.boxed = true
		p.f.Location = findAnyLoc(t)
		return take
	}
	if t == "" {
		return reject
	}
	return take
}

func (p *mietteBlock) finding() (Finding, bool) {
	if !p.boxed && !p.caused {
		return p.f, false
	}
	f := p.f
	f.Category = guessCategory(f)
	return f, true
}
