package classify

import (
	"encoding/json"
	"strings"
)

// Ansible reports a failed task as one line, "fatal: [host]: FAILED! =>
// {json}" (or "UNREACHABLE!", or "failed: [host] (item=x) => {json}" in a
// loop), whose JSON holds the reason ("msg", and a command's "stderr") and,
// for a templating error, the place in words: "The error appears to be in
// '/app/site.yml': line 5, column 7". A playbook it cannot load is "ERROR!
// msg" and a report spread over blank lines: the reason, that sentence, and
// the offending lines down to "^ here".

// detectAnsible opens a block on a failed task or an "ERROR!" report.
func detectAnsible(s, t string) parser {
	if len(t) < len(s) {
		return nil
	}
	if msg, ok := strings.CutPrefix(t, "ERROR! "); ok {
		return &ansibleError{f: Finding{Kind: Error, Category: "ansible", Message: msg}, vague: isVague(msg)}
	}
	if !strings.HasPrefix(t, "fatal: [") && !strings.HasPrefix(t, "failed: [") {
		return nil
	}
	head, body, ok := strings.Cut(t, " => ")
	if !ok || !strings.HasSuffix(head, "FAILED!") && !strings.HasSuffix(head, "UNREACHABLE!") && !strings.HasPrefix(t, "failed: [") {
		return nil
	}
	f := Finding{Kind: Error, Category: "ansible", Message: strings.TrimPrefix(strings.TrimPrefix(head, "fatal: "), "failed: ")}
	var result struct {
		Msg    string `json:"msg"`
		Stderr string `json:"stderr"`
	}
	if json.Unmarshal([]byte(body), &result) == nil {
		msg, _, _ := strings.Cut(result.Msg, "\n")
		if msg != "" {
			f.Message += " " + msg
		}
		if line, _, _ := strings.Cut(result.Stderr, "\n"); line != "" && line != msg {
			f.Message += ": " + line
		}
		f.Location = proseLoc(result.Msg)
	}
	return &single{f: f}
}

// ansibleError follows an "ERROR!" report over its blank lines down to the
// "^ here" under the offending line.
type ansibleError struct {
	f     Finding
	n     int
	vague bool
}

func (p *ansibleError) next(line string) verdict {
	p.n++
	t := strings.TrimSpace(line)
	switch {
	case p.n > 40 || strings.HasPrefix(line, "PLAY [") || strings.HasPrefix(line, "TASK ["):
		return reject
	case t == "":
		return hold
	case strings.HasSuffix(t, "^ here"):
		return takeEnd
	}
	if p.vague && len(t) < len(line) {
		p.f.Message, p.vague = t, false // the YAML parser's reason, indented under "Syntax Error while loading YAML."
	}
	if p.f.Location == "" {
		p.f.Location = proseLoc(line)
	}
	return take
}

func (p *ansibleError) finding() (Finding, bool) { return p.f, true }
