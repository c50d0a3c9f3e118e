package classify

import "strings"

// Japa's spec reporter (Node), after " ERRORS ": a section per failure,
// "❯ cart / takes ten percent off" at column 0, the diff, "ℹ AssertionError:
// msg" and " ⁃ at NAME (FILE:L:C)" frames, a code frame after the first
// application one; "[1/2]─" closes it. Japa's and its plugins' frames are
// under node_modules.

func detectJapa(s, t string) parser {
	name, ok := strings.CutPrefix(s, "❯ ")
	if !ok || !strings.Contains(name, " / ") {
		return nil
	}
	return &japaFailure{f: Finding{Kind: Error, Category: "generic", Message: name + " failed"}}
}

// japaFailure takes the section to its progress mark.
type japaFailure struct {
	f      Finding
	stated bool
}

func (p *japaFailure) next(line string) verdict {
	t := strings.TrimSpace(line)
	switch {
	case strings.HasPrefix(t, "[") && strings.HasSuffix(t, "]─"), strings.HasPrefix(line, "❯ "), t == "FAILED":
		return reject
	case !p.stated && strings.HasPrefix(t, "ℹ "):
		p.stated = true
		p.f.Message += ": " + strings.TrimPrefix(t, "ℹ ")
	case strings.HasPrefix(t, "⁃ at "):
		if loc := findLoc(t, true); p.f.Location == "" && loc != "" && !strings.Contains(t, "node_modules/") && !strings.Contains(t, "(node:") {
			p.f.Location = loc
		}
	}
	return take
}

func (p *japaFailure) finding() (Finding, bool) { return p.f, true }
