package classify

import (
	"regexp"
	"strings"
)

// Erlang reports a crash as an Erlang term: the logger's
// "=ERROR REPORT==== 25-Nov-2026::01:50:33.325523 ===" header over "Error
// in process <0.79.0> with exit value:" and the reason, a tuple of the
// error and its stack spread over several lines; the boot process's
// "{"init terminating in do_boot",{badarith,[...]}}" (then its short
// form, "init terminating in do_boot (...)", and the crash dump notice).
// Each stack entry names its place as [{file,"cart.erl"},{line,5}].

// erlFileLine matches a stack entry's place: {file,"src/cart.erl"},{line,5}.
var erlFileLine = regexp.MustCompile(`\{file,"([^"]+)"\},\{line,(\d+)\}`)

// otpModules are OTP's own modules as stack entries name their files; the
// first entry of the user's is the place.
var otpModules = map[string]bool{
	"lists.erl": true, "gen_server.erl": true, "gen.erl": true, "gen_statem.erl": true, "gen_event.erl": true,
	"proc_lib.erl": true, "supervisor.erl": true, "erl_eval.erl": true, "init.erl": true, "io.erl": true,
	"timer.erl": true, "maps.erl": true, "ets.erl": true, "application_master.erl": true, "shell.erl": true,
	"escript.erl": true, "dict.erl": true, "string.erl": true, "file.erl": true, "gen_tcp.erl": true,
}

func detectErlang(s, t string) parser {
	switch {
	case strings.HasPrefix(s, "=ERROR REPORT====") || strings.HasPrefix(s, "=CRASH REPORT====") ||
		strings.HasPrefix(s, "=SUPERVISOR REPORT===="):
		return &erlReport{f: Finding{Kind: Error, Category: "erlang"}}
	case strings.HasPrefix(s, "=WARNING REPORT===="):
		return &erlReport{f: Finding{Kind: Warning, Category: "erlang"}}
	case strings.HasPrefix(strings.TrimLeft(s, "{"), `"init terminating in do_boot",`):
		_, term, _ := strings.Cut(s, `"init terminating in do_boot",`)
		p := &erlReport{f: Finding{Kind: Error, Category: "erlang", Message: "init terminating in do_boot: " + erlReason(term)}, boot: true}
		p.f.Location = erlLoc(term)
		return p
	}
	return nil
}

// erlReport follows a report's lines: the header's text, then the term,
// indented, to the next blank line.
type erlReport struct {
	f    Finding
	head string // "Error in process <0.79.0> with exit value:"
	boot bool   // init's crash: its short form and the crash dump notice follow
}

func (p *erlReport) next(line string) verdict {
	if line == "" {
		if p.boot {
			return hold
		}
		return reject
	}
	if p.boot {
		if strings.HasPrefix(line, "init terminating in do_boot") || strings.HasPrefix(line, "Crash dump is being written") {
			return take
		}
		return reject
	}
	if p.f.Location == "" {
		p.f.Location = erlLoc(line)
	}
	switch {
	case p.head == "":
		p.head = strings.TrimSuffix(strings.TrimSpace(line), ":")
		p.f.Message = p.head
	case strings.HasPrefix(line, "{") && p.f.Message == p.head:
		if r := erlReason(line); r != "" {
			p.f.Message = p.head + ": " + r
		}
	}
	return take
}

func (p *erlReport) finding() (Finding, bool) { return p.f, p.f.Message != "" }

// erlReason is the error a crash term starts with: "function_clause" in
// "{function_clause,[{cart,...}]}", "badarith" in "{badarith,[...]}}".
func erlReason(term string) string {
	term = strings.TrimLeft(term, "{")
	if i := strings.IndexAny(term, ",}"); i > 0 {
		return term[:i]
	}
	return ""
}

// erlLoc is the first stack entry's place in the user's code.
func erlLoc(s string) string {
	for _, m := range erlFileLine.FindAllStringSubmatch(s, -1) {
		base := m[1][strings.LastIndexByte(m[1], '/')+1:]
		if !otpModules[base] && isAppPath(m[1]) {
			return m[1] + ":" + m[2]
		}
	}
	return ""
}

// mixErrorInside returns t from Mix's "** (Mix) " error when a prompt left
// open on the line comes before it: "Shall I install Hex? (...) [Yn] **
// (Mix) Could not find an SCM for dependency :jason" (stdin closed). It
// returns t unchanged otherwise.
func mixErrorInside(t string) string {
	if i := strings.Index(t, " ** (Mix) "); i > 0 {
		return t[i+1:]
	}
	return t
}

// Common Test (ct_run) prints each failed case between "- - -" rules:
// "cart_SUITE:discount failed on line 9" over "Reason: {badmatch,95}". The
// module names the file: cart_SUITE.erl.
var commonTestHead = regexp.MustCompile(`^(\w+):(\w+) failed on line (\d+)$`)

func detectCommonTest(s, t string) parser {
	if !strings.HasSuffix(s, "failed on line "+digitsAtEnd(s)) {
		return nil
	}
	m := commonTestHead.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	return &commonTestCase{f: Finding{Kind: Error, Category: "erlang", Message: s, Location: m[1] + ".erl:" + m[3]}}
}

// commonTestCase takes the case's "Reason:" line.
type commonTestCase struct{ f Finding }

func (p *commonTestCase) next(line string) verdict {
	reason, ok := strings.CutPrefix(line, "Reason: ")
	if !ok {
		return reject
	}
	p.f.Message += ": " + reason
	return take
}

func (p *commonTestCase) finding() (Finding, bool) { return p.f, true }

// digitsAtEnd returns the digits that end s.
func digitsAtEnd(s string) string {
	i := len(s)
	for i > 0 && isDigit(s[i-1]) {
		i--
	}
	return s[i:]
}
