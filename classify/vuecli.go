package classify

import "strings"

// Vue CLI (vue-cli-service serve) reports through
// friendly-errors-webpack-plugin, a badge before each line: " DONE
// Compiled successfully in 606ms", " WAIT  Compiling...", and for a
// failed build a summary, then one section per module, then webpack's own
// "ERROR in" blocks for the same problems:
//
//	 ERROR  Failed to compile with 1 error
//
//	 error  in ./src/main.js
//
//	Module not found: Error: Can't resolve './Shop.vue' in '/app/src'
//
// The summary counts; each " error  in <module>" section is a problem,
// stated by its first line (with no line number). A failure outside a
// build is " ERROR  TypeError: msg" and then the error with its stack,
// one problem.

func detectVueCLI(_, t string) parser {
	switch {
	case strings.HasPrefix(t, "ERROR  Failed to compile with "), strings.HasPrefix(t, "WARNING  Compiled with "):
		return &quietBlock{}
	case strings.HasPrefix(t, "error  in "):
		return &friendlySection{f: Finding{Kind: Error, Category: "webpack"}}
	case strings.HasPrefix(t, "warning  in "):
		return &friendlySection{f: Finding{Kind: Warning, Category: "webpack"}}
	case strings.HasPrefix(t, "ERROR  "):
		msg := strings.TrimSpace(t[len("ERROR  "):])
		if !exceptionHead.MatchString(msg) {
			return nil
		}
		if p := detectException(msg, msg); p != nil {
			return &badgedException{head: msg, p: p}
		}
	}
	return nil
}

// friendlySection is one " error  in <module>" section: blank lines, then
// the line that states the problem.
type friendlySection struct {
	f      Finding
	stated bool
}

func (p *friendlySection) next(line string) verdict {
	t := strings.TrimSpace(line)
	switch {
	case t == "":
		return take
	case p.stated:
		return reject
	}
	p.f.Message, p.stated = t, true
	return take
}

func (p *friendlySection) finding() (Finding, bool) { return p.f, p.stated }

// badgedException is Vue CLI's " ERROR  TypeError: msg" badge over the
// same error printed with its stack: the badge's line, then the error's.
type badgedException struct {
	head string
	p    parser
	seen bool // the error's own first line was taken
}

func (b *badgedException) next(line string) verdict {
	if !b.seen && strings.TrimSpace(line) == b.head {
		b.seen = true
		return take
	}
	return b.p.next(line)
}

func (b *badgedException) finding() (Finding, bool) {
	f, ok := b.p.finding()
	if !ok && !b.seen {
		// The badge over an error printed with no stack under it: Nitro's
		// consola ("[nitro]  ERROR  RollupError: Could not resolve ...", its
		// tag set aside as a multiplexer's) states the problem on that line.
		f.Category = "generic"
		if strings.HasPrefix(f.Message, "RollupError: ") {
			f.Category = "rollup"
		}
		return f, true
	}
	return f, ok
}
