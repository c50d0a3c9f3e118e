package classify

import (
	"cmp"
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
//		under: under{more: regexp.MustCompile(`^\s*>>> `)},
//	}
//
// The head is matched against the line as printed (indentation kept: a
// spec says `^\s*` where its tool indents). Its groups:
//   - file, line, col: the finding's place, when file is the application's
//     (file alone, where the head has no line group: a row about a file);
//   - sev: the severity word ("warning", "Warn...", "WARN..." make a
//     warning; an error without it);
//   - warn: when it matched, the finding is a warning whatever sev says
//     (a marker: Biome's "!" under its head, in detail);
//   - quiet: when it matched, the line is the tool's but no problem
//     (GLib's "Message" level, OUnit's closing counts); recap, the same
//     for the block it heads, whose lines are read and not reported
//     (Biome's closing "check ━━━" over its "× Some errors were emitted");
//   - boundary: when it matched, the line is a successful (re)build, its
//     text the message (Parcel's "✨ Built in 102ms");
//   - any other group, for the message template, where ${g} is a group's
//     text and a [bracketed] part is left out when a group in it is empty.
//
// A head may be two alternatives that name the same group twice
// ("(?:FAIL in (?P<name>…)|ERROR in (?P<name>…))"): a group's text is that
// of the first of its name that matched.
//
// Under the head ([under]), a blank line or another head ends the block,
// as does, when more is set, a line it does not match, or a line stop
// matches (the next section's rule); a line end matches is the block's
// last. A section with an end or a stop runs over blank lines (FiveAM's,
// OUnit's) to a line of its own. The first line detail matches adds
// ": ${msg}" to the message (" ${msg}" after a label's colon; it is the
// message when the head had none) and may place the finding; a frame
// places it when nothing placed it yet (file and line groups, the
// application's files only). When confirm is set, the block is a problem
// only if one of its lines matches it: a head too plain to tell alone, as
// MIT Scheme's ";The object ..." is one only when ";To continue, call
// RESTART" follows.
//
// Three forms change what the head is: alone, the head is the whole
// finding (nothing under it is read); below, the message is the first
// line under a head that had none (Buttercup's spec name under its rule;
// with alone, that line ends the block: Guile's "ERROR: In procedure
// car:" over its message); led, the
// head is the first line of a trace and the message is the line before
// it, which opened nothing and which only the trace tells was an error
// (Tcl's errorInfo, Haskell's call stack: see [line.plain]), its place
// first when it starts with one (Racket's syntax error). Under a led
// head, lines of the head's shape are the trace's own. A form adds to
// those: placed, the head is a problem only where it names a source file
// of the application's (a report's row, rows.go's shapes); restate, the
// head only announces a failure ("🚨 Build failed.") and the detail, when
// one is read, is the message; warns, the finding is a warning (React
// Router's 404 for a URL no route matches); late, the head's place is the
// test's, taken only when no frame under it places the failure
// (Playwright's "1) tests/a.spec.ts:5:1 › name ───").
//
// A spec with no name is a shape the generic layer reads, where it
// tries it (the rows of rows.go): no tool's, in no registry entry.
//
// A spec remembers nothing between blocks, so the engine calls it
// directly (see offer); starts and has keep most lines from its regexp.
type spec struct {
	// name is the adapter's in the registry; tool says who prints it
	// (and which version was recorded); fixture names the recording in
	// testdata/<name>/ that shows it (TestSpecs reads it).
	name, tool, fixture string
	// starts holds the bytes a head's first non-blank byte is one of, has
	// a literal every head holds; either may be "". anyOf, where no one
	// literal is in every head, holds literals of which each head holds
	// one (Guile's "In procedure " and ": warning: ").
	starts, has string
	anyOf       []string
	head        *regexp.Regexp
	message     string // the template; "${msg}" when ""
	category    string
	under       under
	form        form
}

// under is what a spec reads of the lines under its head.
type under struct{ more, end, stop, detail, frame, confirm *regexp.Regexp }

// form says what a spec's head is besides the first line of its block.
type form uint8

const (
	alone   form = 1 << iota // the head is the whole finding
	led                      // the message is the line before the head
	below                    // the message is the first line under the head
	placed                   // the head is a problem only in an application source file
	restate                  // the detail, when one is read, is the message instead of the head's
	warns                    // the finding is a warning, whatever the head says
	late                     // the head's place only when no line under it places the finding
)

const digitBytes = "0123456789"

// specEntry registers a spec: a lead spec reads the line before too.
func specEntry(sp *spec) entry {
	if sp.form&led != 0 {
		return entry{name: sp.name, first: sp.starts, new: withPlain(func(ln line) parser { return sp.open(ln.s, ln.t, ln.plain) })}
	}
	return entry{name: sp.name, first: sp.starts, detect: sp.detect}
}

func (sp *spec) may(t string) bool {
	return (sp.starts == "" || strings.IndexByte(sp.starts, t[0]) >= 0) && strings.Contains(t, sp.has) && (sp.anyOf == nil || containsAny(t, sp.anyOf...))
}

func (sp *spec) detect(s, t string) parser {
	if !sp.may(t) {
		return nil
	}
	return sp.open(s, t, "")
}

// open reads a head that may be one, plain being the line before.
func (sp *spec) open(s, t, plain string) parser {
	if sp.form&led != 0 && (plain == "" || !sp.may(t)) {
		return nil
	}
	m := sp.head.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	if group(sp.head, m, "quiet") != "" {
		return quiet{}
	}
	if b := group(sp.head, m, "boundary"); b != "" {
		return &single{f: Finding{Kind: Boundary, Category: sp.category, Message: b}}
	}
	f := Finding{Kind: Error, Category: sp.category, Message: expand(sp.message, sp.head, m)}
	if sev := group(sp.head, m, "sev"); len(sev) >= 4 && strings.EqualFold(sev[:4], "warn") || group(sp.head, m, "warn") != "" || sp.form&warns != 0 {
		f.Kind = Warning
	}
	if f.Location = place(sp.head, m, sp.form&placed != 0); f.Location == "" && sp.form&placed != 0 {
		return nil
	}
	p := &specBlock{sp: sp, f: f, confirmed: sp.under.confirm == nil}
	if group(sp.head, m, "recap") != "" {
		p.confirmed, p.recap = false, true
	}
	if sp.form&late != 0 {
		p.headLoc, p.f.Location = p.f.Location, ""
	}
	if sp.form&led != 0 {
		p.f.Message = plain
		if loc, rest, ok := leadingLoc(plain, false); ok { // Racket's "bad.rkt:3:28: rate: unbound identifier"
			p.f.Message = rest
			if p.f.Location == "" && isAppPath(loc) {
				p.f.Location = loc
			}
		}
		return &ledSpec{specBlock: p, before: plain}
	}
	return p
}

func (sp *spec) isHead(line string) bool {
	t := strings.TrimLeft(line, " \t")
	return t != "" && sp.may(t) && sp.head.MatchString(line)
}

// specBlock follows the lines under a spec's head.
type specBlock struct {
	sp        *spec
	f         Finding
	stated    bool   // detail was read
	confirmed bool   // a line matched confirm, or there is none
	recap     bool   // the head matched recap: nothing is reported
	headLoc   string // the head's place, under a late head
}

func (p *specBlock) next(line string) verdict {
	sp, u := p.sp, &p.sp.under
	t := strings.TrimSpace(line)
	switch {
	case sp.form&below != 0 && p.f.Message == "" && t != "":
		p.f.Message = t
		if sp.form&alone != 0 {
			return takeEnd
		}
		return take
	case sp.form&alone != 0 || t == "" && u.end == nil && u.stop == nil || sp.form&led == 0 && sp.isHead(line),
		u.more != nil && t != "" && !u.more.MatchString(line), u.stop != nil && u.stop.MatchString(line):
		return reject
	case t == "":
		return hold // a section's blank lines, up to its end
	}
	if u.detail != nil && !p.stated {
		if m := u.detail.FindStringSubmatch(line); m != nil {
			p.stated = true
			switch d := expand("", u.detail, m); {
			case p.f.Message == "", sp.form&restate != 0:
				p.f.Message = d
			case strings.HasSuffix(p.f.Message, ":"): // a label over its value
				p.f.Message += " " + d
			case !strings.Contains(p.f.Message, d):
				p.f.Message += ": " + d
			}
			if p.f.Location == "" {
				p.f.Location = place(u.detail, m, true)
			}
			if group(u.detail, m, "warn") != "" {
				p.f.Kind = Warning
			}
		}
	}
	if u.frame != nil && p.f.Location == "" {
		if m := u.frame.FindStringSubmatch(line); m != nil {
			p.f.Location = place(u.frame, m, true)
		}
	}
	p.confirmed = !p.recap && (p.confirmed || u.confirm.MatchString(line))
	if u.end != nil && u.end.MatchString(line) {
		return takeEnd
	}
	return take
}

func (p *specBlock) finding() (Finding, bool) {
	f := p.f
	f.Location = cmp.Or(f.Location, p.headLoc)
	return f, p.confirmed
}

// ledSpec is a lead spec's block: the engine adds the line before to it.
type ledSpec struct {
	*specBlock
	before string
}

func (p *ledSpec) lead() string { return p.before }

// place is the file:line[:col] re's match names, if the file is the
// application's (and, for a frame or a placed head, a source file).
func place(re *regexp.Regexp, m []string, frame bool) string {
	file, line, col := group(re, m, "file"), group(re, m, "line"), group(re, m, "col")
	if file == "" || !isAppPath(file) || frame && !hasSourceExt(file) {
		return ""
	}
	switch {
	case line == "" && re.SubexpIndex("line") < 0:
		return file // a row about a whole file
	case line == "":
		return ""
	case col != "":
		return file + ":" + line + ":" + col
	}
	return file + ":" + line
}

// group is the text of the first group called name that matched.
func group(re *regexp.Regexp, m []string, name string) string {
	for i, n := range re.SubexpNames() {
		if n == name && m[i] != "" {
			return m[i]
		}
	}
	return ""
}

// expand fills a message template from re's match.
func expand(tmpl string, re *regexp.Regexp, m []string) string {
	tmpl = cmp.Or(tmpl, "${msg}")
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
