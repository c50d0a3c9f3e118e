package classify

import "strings"

// Parcel 2's dev server (parcel src/index.html) reports a failed build as
// "🚨 Build failed." and, under it, one diagnostic per problem: the
// plugin that found it and the message, the place alone on an indented
// line, a code frame and hints:
//
//	🚨 Build failed.
//
//	@parcel/transformer-js: Expected ',', got ';'
//
//	  /app/src/cart.js:2:68
//	  > 2 |   return items.reduce((sum, item) => sum + item.price * item.qty, 0;
//
// A failure with no diagnostic is an "Error: msg" with its stack, printed
// twice (plain, then indented). Everything up to the next build
// ("Building...") or its success belongs to it. "✨ Built in 102ms" is a
// boundary.

func detectParcel(_, t string) parser {
	switch {
	case strings.HasPrefix(t, "🚨 Build failed."):
		return &parcelBlock{f: Finding{Kind: Error, Category: "parcel", Message: t}}
	case strings.HasPrefix(t, "✨ Built in "):
		return &single{f: Finding{Kind: Boundary, Category: "parcel", Message: t}}
	}
	return nil
}

type parcelBlock struct {
	f      Finding
	stated bool // the message is a diagnostic's, not the head
	lines  int
}

func (p *parcelBlock) next(line string) verdict {
	t := strings.TrimSpace(line)
	p.lines++
	if p.lines > 200 || strings.HasPrefix(t, "Building...") || strings.HasPrefix(t, "Bundling...") ||
		strings.HasPrefix(t, "✨ ") || strings.HasPrefix(t, "🚨 ") || strings.HasPrefix(t, "Server running at ") {
		return reject
	}
	if !p.stated && t == line {
		if plugin, msg, ok := strings.Cut(t, ": "); ok && strings.HasPrefix(plugin, "@parcel/") && !strings.Contains(plugin, " ") {
			p.f.Message, p.stated = msg, true
		} else if strings.HasPrefix(t, "Error: ") {
			p.f.Message, p.stated = strings.TrimPrefix(t, "Error: "), true
		}
	}
	if p.f.Location == "" && t != line {
		if loc := findLoc(t, true); loc != "" && loc == t {
			p.f.Location = loc
		}
	}
	return take
}

func (p *parcelBlock) finding() (Finding, bool) { return p.f, true }
