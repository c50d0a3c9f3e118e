package classify

import (
	"os"
	"regexp"
	"strings"
)

// A spec is a line-shaped tool written as data rather than code, after
// VS Code's problem matchers: a head whose named groups make the finding,
// and the lines under it that carry its block on. Adding such a tool is
// one spec in specs.go, one registry entry (specEntry) and one fixture:
//
//	var mesonTestSpec = &spec{
//		name: "meson-test", fixture: "meson-test", tool: "meson test, meson 1.0.1",
//		starts: digitBytes, has: "/",
//		head: regexp.MustCompile(`^\s*\d+/\d+ (?P<name>.+?)\s+(?P<status>FAIL|TIMEOUT)\s+[\d.]+s\s*(?P<msg>.*)$`),
//		message: "${name} ${status}[: ${msg}]", category: "meson",
//		more: regexp.MustCompile(`^\s*>>> `),
//	}
//
// The head is matched against the line as printed (indentation kept: a
// spec says `^\s*` where its tool indents). Its groups:
//   - file, line, col: the finding's place, when file is the application's;
//   - sev: the severity word ("warning", "warn..." make a warning; an
//     error without it);
//   - any other group, for the message template, where ${g} is a group's
//     text and a [bracketed] part is left out when a group in it is empty.
//
// Under the head, a blank line or another head ends the block, as does,
// when more is set, a line it does not match. The first
// line detail matches adds ": ${msg}" to the message (unless the message
// says it already) and may place the finding; a frame places it when
// nothing placed it yet (file and line groups, the application's files
// only). When confirm is set, the block is a problem only if one of its
// lines matches it: a head too plain to tell alone, as MIT Scheme's
// ";The object ..." is one only when ";To continue, call RESTART" follows.
//
// A spec remembers nothing between blocks, so the engine calls it
// directly (see offer); starts and has keep most lines from its regexp.
type spec struct {
	// name is the adapter's in the registry; tool says who prints it
	// (and which version was recorded); fixture names the recording in
	// testdata/<name>/ that shows it (TestSpecs reads it).
	name, tool, fixture string
	// starts holds the bytes a head's first non-blank byte is one of, has
	// a literal every head holds; either may be "".
	starts, has string
	head        *regexp.Regexp
	message     string // the template; "${msg}" when ""
	category    string
	more        *regexp.Regexp
	detail      *regexp.Regexp
	frame       *regexp.Regexp
	confirm     *regexp.Regexp
}

const digitBytes = "0123456789"

// specEntry registers a spec.
func specEntry(sp *spec) entry { return entry{name: sp.name, detect: sp.detect} }

func (sp *spec) may(t string) bool {
	return (sp.starts == "" || strings.IndexByte(sp.starts, t[0]) >= 0) && (sp.has == "" || strings.Contains(t, sp.has))
}

func (sp *spec) detect(s, t string) parser {
	if !sp.may(t) {
		return nil
	}
	m := sp.head.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	f := Finding{Kind: Error, Category: sp.category, Message: expand(sp.message, sp.head, m)}
	if sev := group(sp.head, m, "sev"); sev != "" {
		f.Kind = severity(sev)
	}
	f.Location = place(sp.head, m, false)
	return &specBlock{sp: sp, f: f, confirmed: sp.confirm == nil}
}

func (sp *spec) isHead(line string) bool {
	t := strings.TrimLeft(line, " \t")
	return t != "" && sp.may(t) && sp.head.MatchString(line)
}

// specBlock follows the lines under a spec's head.
type specBlock struct {
	sp        *spec
	f         Finding
	stated    bool // detail was read
	confirmed bool // a line matched confirm, or there is none
}

func (p *specBlock) next(line string) verdict {
	sp := p.sp
	if strings.TrimSpace(line) == "" || sp.more != nil && !sp.more.MatchString(line) || sp.isHead(line) {
		return reject
	}
	if sp.detail != nil && !p.stated {
		if m := sp.detail.FindStringSubmatch(line); m != nil {
			p.stated = true
			if d := expand("", sp.detail, m); !strings.Contains(p.f.Message, d) {
				p.f.Message += ": " + d
			}
			if p.f.Location == "" {
				p.f.Location = place(sp.detail, m, true)
			}
		}
	}
	if sp.frame != nil && p.f.Location == "" {
		if m := sp.frame.FindStringSubmatch(line); m != nil {
			p.f.Location = place(sp.frame, m, true)
		}
	}
	p.confirmed = p.confirmed || sp.confirm.MatchString(line)
	return take
}

func (p *specBlock) finding() (Finding, bool) { return p.f, p.confirmed }

// place is the file:line[:col] re's match names, if the file is the
// application's (and, for a frame, a source file).
func place(re *regexp.Regexp, m []string, frame bool) string {
	file, line, col := group(re, m, "file"), group(re, m, "line"), group(re, m, "col")
	if file == "" || line == "" || !isAppPath(file) || frame && !hasSourceExt(file) {
		return ""
	}
	if col != "" {
		return file + ":" + line + ":" + col
	}
	return file + ":" + line
}

func group(re *regexp.Regexp, m []string, name string) string {
	if i := re.SubexpIndex(name); i > 0 {
		return m[i]
	}
	return ""
}

// expand fills a message template from re's match.
func expand(tmpl string, re *regexp.Regexp, m []string) string {
	if tmpl == "" {
		tmpl = "${msg}"
	}
	var b strings.Builder
	for tmpl != "" {
		i := strings.IndexByte(tmpl, '[')
		if i < 0 {
			b.WriteString(fill(tmpl, re, m))
			break
		}
		j := strings.IndexByte(tmpl[i:], ']')
		if j < 0 {
			b.WriteString(fill(tmpl, re, m))
			break
		}
		b.WriteString(fill(tmpl[:i], re, m))
		if part := tmpl[i+1 : i+j]; !anyEmpty(part, re, m) {
			b.WriteString(fill(part, re, m))
		}
		tmpl = tmpl[i+j+1:]
	}
	return b.String()
}

func fill(s string, re *regexp.Regexp, m []string) string {
	return os.Expand(s, func(name string) string { return group(re, m, name) })
}

func anyEmpty(s string, re *regexp.Regexp, m []string) bool {
	empty := false
	os.Expand(s, func(name string) string {
		empty = empty || group(re, m, name) == ""
		return ""
	})
	return empty
}
