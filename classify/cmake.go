package classify

import "strings"

// CMake reports a problem in a CMakeLists.txt as a head naming the file,
// line and command, then the message as indented prose, blank lines
// between paragraphs: "CMake Error at CMakeLists.txt:3 (find_package):",
// "CMake Warning (dev) at ...", "CMake Deprecation Warning at ...".

func detectCMake(s, t string) parser {
	if !strings.HasPrefix(s, "CMake ") {
		return nil
	}
	head := s[len("CMake "):]
	var kind Kind
	switch {
	case strings.HasPrefix(head, "Error"):
		kind = Error
	case strings.HasPrefix(head, "Warning"), strings.HasPrefix(head, "Deprecation Warning"):
		kind = Warning
	default:
		return nil
	}
	p := &cmakeBlock{f: Finding{Kind: kind, Category: "cmake"}}
	if _, at, ok := strings.Cut(head, " at "); ok {
		if loc := findLoc(at, true); loc != "" {
			p.f.Location = loc
		}
	} else if _, msg, ok := strings.Cut(head, ": "); ok {
		p.f.Message = msg // "CMake Error: The source directory ... does not exist."
	}
	return p
}

// cmakeBlock takes the indented message under a CMake head; its first
// line is the finding's message, with the next one when it ends in a
// colon ("Cannot find source file:", then "missing.c").
type cmakeBlock struct {
	f    Finding
	more bool // the message so far ends with ":"
}

func (p *cmakeBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	switch {
	case line == "":
		return hold
	case len(t) == len(line):
		return reject
	case p.f.Message == "":
		p.f.Message = t
		p.more = strings.HasSuffix(t, ":")
	case p.more:
		p.f.Message += " " + t
		p.more = false
	}
	return take
}

func (p *cmakeBlock) finding() (Finding, bool) {
	return p.f, p.f.Message != ""
}
