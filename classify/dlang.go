package classify

import (
	"regexp"
	"strings"
)

// D's runtime reports an uncaught exception as "pkg.NameException@file(line):
// msg", where it was thrown (often the standard library's std/conv.d), then a
// rule of dashes and one frame a line, innermost first: "cart.d:12
// [0x55c1...]", or "??:? _d_run_main [0x...]" where there is no debug
// information. The first application frame places it.

// dHead matches the head: "std.conv.ConvException@/usr/lib/.../conv.d(2524): msg",
// "core.exception.AssertError@cart.d(5): Assertion failure".
var dHead = regexp.MustCompile(`^((?:[a-z_]\w*\.)*[A-Z]\w*)@(\S+)\((\d+)\): (.*)$`)

// dFrame matches a frame: "cart.d:12 [0x55c168c28457]", "??:? _d_run_main [0x7fba7a99d995]".
var dFrame = regexp.MustCompile(`^(\S+):(\d+|\?) .*\[0x[0-9a-f]+\]$`)

func detectD(s, t string) parser {
	if len(t) < len(s) || !strings.Contains(t, "@") {
		return nil
	}
	m := dHead.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	f := Finding{Kind: Error, Category: "dlang", Message: m[1] + ": " + m[4]}
	if isAppPath(m[2]) {
		f.Location = m[2] + ":" + m[3]
	}
	return &dTrace{f: f}
}

// dTrace follows the dashes and the frames.
type dTrace struct{ f Finding }

func (p *dTrace) next(line string) verdict {
	switch m := dFrame.FindStringSubmatch(line); {
	case m != nil:
		if p.f.Location == "" && m[2] != "?" && hasSourceExt(m[1]) && isAppPath(m[1]) {
			p.f.Location = m[1] + ":" + m[2]
		}
		return take
	case strings.Trim(line, "-") == "" && line != "":
		return take
	}
	return reject
}

func (p *dTrace) finding() (Finding, bool) { return p.f, true }
