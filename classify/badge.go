package classify

import (
	"strings"
	"unicode/utf8"
)

// A tool's badge before a level word: changesets prints every line of a
// message as "🦋  error Some packages have been changed but no changesets
// were found.", then "🦋  error If this change doesn't need a release,
// ...". The lowercase word followed by a space is prose elsewhere ("error
// boundary ready"); after a badge it is the level.

// detectBadge opens a block on a badge and a level word; the lines that
// repeat the same badge and level are the rest of the message.
func detectBadge(s, t string) parser {
	r, size := utf8.DecodeRuneInString(t)
	if !isBadge(r) {
		return nil
	}
	rest := strings.TrimLeft(t[size:], " ")
	if len(rest) == len(t)-size {
		return nil // no space after the badge
	}
	for _, l := range []struct {
		word string
		kind Kind
	}{{"error ", Error}, {"ERROR ", Error}, {"warn ", Warning}, {"WARN ", Warning}, {"warning ", Warning}} {
		if msg, ok := strings.CutPrefix(rest, l.word); ok && strings.TrimSpace(msg) != "" {
			return &badgeBlock{f: Finding{Kind: l.kind, Category: "generic", Message: strings.TrimSpace(msg)},
				prefix: t[:len(t)-len(msg)]}
		}
	}
	return nil
}

// isBadge reports a pictograph a tool puts before its lines (🦋, 📦, 🚀),
// not one of the marks that are severity cues themselves (✗, ❌, ⚠).
func isBadge(r rune) bool { return r >= 0x1F300 && r <= 0x1FAFF }

// badgeBlock takes the lines that carry the head's badge and level.
type badgeBlock struct {
	f      Finding
	prefix string
}

func (p *badgeBlock) next(line string) verdict {
	if strings.HasPrefix(strings.TrimLeft(line, " \t"), p.prefix) {
		return take
	}
	return reject
}

func (p *badgeBlock) finding() (Finding, bool) { return p.f, true }
