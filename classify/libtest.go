package classify

import "strings"

// Rust's test harness (libtest, under cargo test) prints each failed
// test's captured output under "---- tests::name stdout ----": the panic
// that failed it ("thread 'tests::name' (7) panicked at src/lib.rs:6:22:"
// and its message), or, for a #[should_panic] test that did not panic,
// "note: test did not panic as expected at src/lib.rs:34:8". The list of
// names under "failures:" and "test result: FAILED." repeat them.

func detectLibtest(s, t string) parser {
	name, ok := strings.CutPrefix(s, "---- ")
	if !ok {
		return nil
	}
	// A doc test's name has spaces: "src/lib.rs - add (line 3)".
	name, ok = strings.CutSuffix(name, " stdout ----")
	if !ok || name == "" {
		return nil
	}
	return &libtestBlock{f: Finding{Kind: Error, Category: "rust-test"}, name: name}
}

// libtestBlock follows one failed test's captured output to the next
// test's header or the closing "failures:" list.
type libtestBlock struct {
	f     Finding
	name  string
	msg   string
	panic bool // the panic header was read; its message is the next line
}

func (p *libtestBlock) next(line string) verdict {
	switch {
	case line == "":
		return hold
	case strings.HasPrefix(line, "---- ") || line == "failures:" || strings.HasPrefix(line, "test result: "):
		return reject
	case p.panic:
		p.msg, p.panic = line, false
	case strings.HasPrefix(line, "thread '") && strings.Contains(line, " panicked at "):
		if m := rustPanic.FindStringSubmatch(line); m != nil {
			p.msg = m[1] // the older one-line form: "panicked at 'msg', src/lib.rs:6:5"
			p.panic = m[1] == ""
			if isAppPath(m[2]) {
				p.f.Location = m[2]
			}
		}
	case strings.HasPrefix(line, "note: test did not panic as expected"):
		p.msg = "test did not panic as expected"
		if loc := findLoc(line, true); loc != "" {
			p.f.Location = loc
		}
	}
	return take
}

func (p *libtestBlock) finding() (Finding, bool) {
	f := p.f
	f.Message = p.name + " failed"
	if p.msg != "" {
		f.Message += ": " + p.msg
	}
	return f, true
}
