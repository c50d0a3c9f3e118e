package sourcemap

import (
	"slices"
	"strings"
)

// A coarse map (see mapIndex.coarse) maps a whole line, or a statement from
// the start of its line, to the start of the original one: webpack's cheap
// devtools (Vue CLI uses eval-cheap-module-source-map, Create React App
// cheap-module-source-map) and webpack without a loader write such maps. A
// browser's column inside that line then maps to the line's start. But the
// generated line is mostly the original text: webpack
// rewrites imported names and little else. So the column is found by
// matching the generated text at the browser's column against the original
// line, as a reader would; where nothing matches well, the map's answer
// stays.

// Bounds on the text compared, so that a long line costs little.
const (
	maxMatch    = 64   // bytes compared either side of the position
	maxLineScan = 4096 // longest original line searched
	minMatch    = 3    // bytes of the token at the position that must match
	minScore    = 8    // bytes around the position that must read the same
)

// setGen keeps the generated code a coarse map maps, with where each of its
// lines starts, up to its last mapped line: not the inline map after it.
func (m *sourceMap) setGen(code string) {
	last := 0
	for _, l := range m.lines {
		for i := len(l.first) - 1; i >= 0; i-- {
			if l.first[i] >= 0 {
				last = max(last, l.offset+i+1)
				break
			}
		}
	}
	starts := []int32{0}
	for i := 0; i < len(code) && len(starts) <= last; i++ {
		if code[i] == '\n' {
			starts = append(starts, int32(i+1))
		}
	}
	if len(starts) > last {
		code = code[:starts[last]]
		starts = starts[:last]
	}
	m.gen, m.genStarts = code, starts
}

// genLine returns the 1-based line of the generated code, "" past its end.
func (m *sourceMap) genLine(line int) string {
	if line < 1 || line > len(m.genStarts) {
		return ""
	}
	start := int(m.genStarts[line-1])
	end := len(m.gen)
	if line < len(m.genStarts) {
		end = int(m.genStarts[line])
	}
	return strings.TrimRight(m.gen[start:end], "\r\n")
}

// lineText returns the 1-based line of content, "" past its end.
func lineText(content string, line int) string {
	lines, first := linesAround(content, line, 0)
	if len(lines) != 1 || first != line {
		return ""
	}
	return strings.TrimSuffix(lines[0], "\r")
}

// refineColumn returns the 0-based column of orig that corresponds to
// column col of the generated line gen, given that the map's segment for
// it starts at column at of orig. The candidates are the columns of orig
// from at on (the segment starts at or before the position) where the
// text at col of gen (at least its first minMatch bytes) also stands; each
// is scored by how many bytes around it read the same in both lines, and
// the best one wins when it scores at least minScore and no other scores as
// well. Otherwise at is kept. Columns count UTF-16 units, as browsers'
// and maps' do; the text is compared byte by byte.
func refineColumn(gen string, col int, orig string, at int) int {
	if col < 0 || at < 0 || len(orig) > maxLineScan {
		return at
	}
	if p := refineByte(gen, byteOffset(gen, col), orig, byteOffset(orig, at)); p >= 0 {
		return utf16Len(orig[:p])
	}
	return at
}

// refineByte is refineColumn on byte offsets; -1 where it keeps at.
func refineByte(gen string, col int, orig string, at int) int {
	if col >= len(gen) || at >= len(orig) {
		return -1
	}
	ahead := gen[col:min(len(gen), col+maxMatch)]
	behind := gen[max(0, col-maxMatch):col]
	if len(ahead) < minMatch {
		return -1
	}
	best, bestScore, tie := -1, 0, false
	for p := at; p+minMatch <= len(orig); p++ {
		if orig[p:p+minMatch] != ahead[:minMatch] {
			continue
		}
		score := commonPrefix(ahead, orig[p:]) + commonSuffix(behind, orig[max(0, p-maxMatch):p])
		switch {
		case score > bestScore:
			best, bestScore, tie = p, score, false
		case score == bestScore:
			tie = true
		}
	}
	if bestScore < minScore || tie {
		return soleName(gen, col, orig, at)
	}
	return best
}

// soleName is refineByte's answer where the text around the position
// reads differently in the two lines, as a compiled template's line does
// (Vue's _toDisplayString($setup.total) for {{ total }}): the name at the
// position, when orig holds it once, as a whole word outside quotes, from
// at on; -1 otherwise.
func soleName(gen string, col int, orig string, at int) int {
	start, end := col, col
	for start > 0 && isNameByte(gen[start-1]) {
		start--
	}
	for end < len(gen) && isNameByte(gen[end]) {
		end++
	}
	name := gen[start:end]
	if len(name) < minMatch || name[0] >= '0' && name[0] <= '9' {
		return -1
	}
	found := -1
	var quote byte
	for p := at; p < len(orig); p++ {
		switch c := orig[p]; {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'' || c == '`':
			quote = c
		case strings.HasPrefix(orig[p:], name) && (p == 0 || !isNameByte(orig[p-1])) &&
			(p+len(name) == len(orig) || !isNameByte(orig[p+len(name)])):
			if found >= 0 {
				return -1
			}
			found = p
			p += len(name) - 1
		}
	}
	if found < 0 {
		return -1
	}
	return found + col - start
}

func isNameByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

func commonSuffix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[len(a)-1-n] == b[len(b)-1-n] {
		n++
	}
	return n
}

// maxReanchor is how many lines away from the mapped one its text is looked
// for in the file on disk.
const maxReanchor = 200

// reanchor returns the 1-based line of disk that reads as line of mapped
// (the text the map was made from): the line itself if it still does, else
// the nearest one that does and has a line beside it that reads as the
// mapped line's neighbour does, if no other is as near. A line like
// "return null;" recurs; one that moved with a neighbour is that line, one
// alone may be another. 0 when none does, or the line is too short to tell
// (a blank, a lone brace).
func reanchor(mapped, disk string, line int) int {
	lines, first := linesAround(disk, line, maxReanchor)
	found := matches(lineText(mapped, line), lines, first)
	if slices.Contains(found, line) {
		return line
	}
	var agree []int
	for _, n := range found {
		for _, k := range []int{-1, 1, -2, 2} {
			want := strings.TrimSpace(lineText(mapped, line+k))
			i := n + k - first
			if len(want) >= minMatch && i >= 0 && i < len(lines) && strings.TrimSpace(lines[i]) == want {
				agree = append(agree, n)
				break
			}
		}
	}
	return nearest(agree, line)
}

// findLine returns the 1-based line of disk nearest to line that reads as
// want, blanks around aside, if no other is as near; 0 when none does or
// want is too short to tell.
func findLine(want, disk string, line int) int {
	lines, first := linesAround(disk, line, maxReanchor)
	return nearest(matches(want, lines, first), line)
}

// matches returns the 1-based numbers of the lines (lines[0] is line
// first) that read as want, blanks around aside; none when want is too
// short to tell.
func matches(want string, lines []string, first int) []int {
	want = strings.TrimSpace(want)
	if len(want) < minScore {
		return nil
	}
	var out []int
	for i, text := range lines {
		if strings.TrimSpace(text) == want {
			out = append(out, first+i)
		}
	}
	return out
}

// nearest returns the one of ns nearest to line, 0 when there is none or
// two are as near.
func nearest(ns []int, line int) int {
	best, tie := 0, false
	for _, n := range ns {
		switch d, bd := abs(n-line), abs(best-line); {
		case best == 0 || d < bd:
			best, tie = n, false
		case d == bd:
			tie = true
		}
	}
	if tie {
		return 0
	}
	return best
}

// indent is the width of s's leading blanks, in bytes.
func indent(s string) int { return len(s) - len(strings.TrimLeft(s, " \t")) }

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
