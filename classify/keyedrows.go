package classify

import "strings"

// A keyed block states a problem as "Key : value" lines, one part a line,
// the keys padded to a column: the IBM OpenAPI validator's
//
//	Message :   Parameter "id" must be used in path "/carts/{cartId}".
//	Rule    :   path-params
//	Line    :   16
//
// keyedHead opens one on its message key; the block's other keys place
// it (line, column, file), the file otherwise the header's (headerRows).
type keyedRows struct {
	f    Finding
	file string // the header's file
	line string
	col  string
}

// keyedHead opens a keyedRows on a "Message : text" line s, file being
// the file of the header it is under. The line is indented or its key
// padded, as a block's keys are: "Error: unhandled exception" at a
// line's start is a cue's.
func keyedHead(s, file string) parser {
	t := strings.TrimLeft(s, " \t")
	key, val, ok := keyedLine(t)
	if !ok || !messageKeys[key] || !strings.Contains(val, " ") || len(t) == len(s) && !strings.Contains(t, " :") {
		return nil
	}
	return &keyedRows{f: Finding{Kind: Error, Category: "generic", Message: val}, file: file}
}

// messageKeys, lineKeys, colKeys and fileKeys are the keys' spellings
// (lower case) a keyed block names its parts by.
var (
	messageKeys = map[string]bool{"message": true, "msg": true, "description": true, "error": true, "problem": true, "reason": true}
	lineKeys    = map[string]bool{"line": true, "row": true, "ln": true, "line number": true}
	colKeys     = map[string]bool{"column": true, "col": true}
	fileKeys    = map[string]bool{"file": true, "path": true, "filename": true, "source": true}
)

// keyedLine splits "Key : value" (the key one or two words, padded or
// not) into the key in lower case and the value.
func keyedLine(t string) (key, val string, ok bool) {
	i := strings.IndexByte(t, ':')
	if i <= 0 || i+1 == len(t) || t[i+1] != ' ' { // "Key: v", not "http://" or "a:b"
		return "", "", false
	}
	key, val = strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+1:])
	if key == "" || val == "" || strings.Count(key, " ") > 1 || !isLetter(key[0]) {
		return "", "", false
	}
	return strings.ToLower(key), val, true
}

func (p *keyedRows) next(line string) verdict {
	key, val, ok := keyedLine(strings.TrimSpace(line))
	if !ok {
		return reject
	}
	switch {
	case lineKeys[key] && digits(val) == val:
		p.line = val
	case colKeys[key] && digits(val) == val:
		p.col = val
	case fileKeys[key] && hasSourceExt(val) && isAppPath(val) && !strings.ContainsAny(val, " {"):
		// A file, not a pointer into the document ("paths./carts/{id}.get").
		p.file = val
	case messageKeys[key]:
		return reject // the next problem's
	case key == "severity" || key == "level" || key == "type":
		if severityOf(val) == Warning {
			p.f.Kind = Warning
		}
	}
	return take
}

func (p *keyedRows) finding() (Finding, bool) {
	if p.line == "" {
		return p.f, false
	}
	p.f.Location = p.file + ":" + p.line
	if p.col != "" {
		p.f.Location += ":" + p.col
	}
	return p.f, true
}
