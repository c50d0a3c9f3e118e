package classify

import (
	"regexp"
	"strings"
)

// Storybook's dev server (storybook dev) says it started inside a box:
// "│   Storybook 9.1.21 for html-vite started   │" (a boundary). A story
// file its indexer cannot parse is "🚨 Unable to index ./src/a.stories.js:"
// with babel's error on the next line, its position at the end
// ("SyntaxError: Unterminated string constant. (3:29)"), and babel's
// frames. Its own errors carry a code, "SB_CORE-SERVER_0002
// (CriticalPresetLoadError): Storybook failed to load ...", the cause and
// its stack inside, up to "Broken build, fix the error above.". What Vite
// says under Storybook is Vite's.

func detectStorybook(_, t string) parser {
	switch {
	case strings.HasPrefix(t, "│") && strings.Contains(t, "Storybook ") && strings.Contains(t, " started"):
		msg := strings.TrimSpace(strings.Trim(t, "│"))
		return &single{f: Finding{Kind: Boundary, Category: "storybook", Message: msg}}
	case strings.HasPrefix(t, "🚨 Unable to index "):
		file := strings.TrimSuffix(strings.TrimPrefix(t, "🚨 Unable to index "), ":")
		return &storybookIndex{f: Finding{Kind: Error, Category: "storybook", Message: t}, file: file}
	case strings.HasPrefix(t, "SB_") && strings.Contains(t, "): "):
		if code, _, _ := strings.Cut(t, " "); strings.Count(code, "_") < 2 || digits(code[strings.LastIndexByte(code, '_')+1:]) == "" {
			return nil
		}
		return storybookCodedSpec.open(t, t, "")
	}
	return nil
}

type storybookIndex struct {
	f      Finding
	file   string
	stated bool
}

func (p *storybookIndex) next(line string) verdict {
	t := strings.TrimSpace(line)
	switch {
	case t == "" || line[0] != ' ':
		return reject
	case !p.stated:
		p.f.Message, p.stated = t, true
		if open := strings.LastIndex(t, " ("); open > 0 && strings.HasSuffix(t, ")") {
			if l, c, ok := strings.Cut(t[open+2:len(t)-1], ":"); ok && l != "" && digits(l) == l && digits(c) == c && c != "" {
				p.f.Location = p.file + ":" + l + ":" + c
			}
		}
	}
	return take
}

func (p *storybookIndex) finding() (Finding, bool) { return p.f, true }

// storybookCodedSpec reads Storybook's coded error: its cause and stack
// inside, to "Broken build, fix the error above.", the first application
// frame placing it.
var storybookCodedSpec = &spec{
	head: regexp.MustCompile(`^(?P<msg>SB_\S+ \(\w+\): .+)$`), category: "storybook",
	under: under{
		end:   regexp.MustCompile(`^Broken build, fix the error above\.`),
		frame: regexp.MustCompile(`^\s*at (?:.* \()?(?:file://)?(?P<file>[^\s()]+):(?P<line>\d+):(?P<col>\d+)\)?$`),
	},
}
