package sourcemap

import (
	"encoding/json"
	"fmt"
	"net/url"
	"path"
	"slices"
	"strings"
)

// What a map says beside what go-sourcemap reads of it: where each
// generated line's segments start (to tell a position the map does not
// cover), the sources and their ignoreList, and index maps whose sections
// start within a line, read one map per section.

// mappedLines records where the generated lines of a map (or of one
// section of an index map) have mappings. go-sourcemap answers a position
// on a line without one with the last mapping of an earlier line, a
// column before a line's first segment likewise, and a generated-only
// segment (one field: code with no original) as the segment before it;
// like Mozilla's source-map library, we answer that the map does not cover
// a line without segments or a generated-only stretch, and look a column
// before the line's first segment up at that segment.
type mappedLines struct {
	offset int     // 0-based generated line where the section starts
	first  []int32 // first[i]: 0-based column of line offset+i's first segment, -1 for none
	// genOnly holds, for the lines (by i) with a generated-only segment,
	// each segment's column and whether it is one.
	genOnly map[int][]segment
}

// segment is where a segment starts on its generated line, whether it
// maps nothing (one field), and otherwise the change in its source index
// from the segment before it (in the map, not the line).
type segment struct {
	col      int32
	genOnly  bool
	srcDelta int32
}

// lookupColumn returns the 0-based column to look a 1-based generated line's
// 0-based column up at, and whether the map covers that position at all.
func (m *sourceMap) lookupColumn(line, col int) (int, bool) {
	for i := len(m.lines) - 1; i >= 0; i-- {
		l := m.lines[i]
		if l.offset >= line {
			continue
		}
		rel := line - 1 - l.offset
		if rel >= len(l.first) || l.first[rel] < 0 {
			return col, false
		}
		col = max(col, int(l.first[rel]))
		covered := true
		for _, s := range l.genOnly[rel] {
			if int(s.col) > col {
				break
			}
			covered = !s.genOnly
		}
		return col, covered
	}
	return col, false
}

// mapIndex is what a map says beside what go-sourcemap reads: where the
// generated lines' segments start, the sources, which of them its
// ignoreList names, and how dense the mappings are.
type mapIndex struct {
	lines    []mappedLines // by section, ascending
	sources  []string      // "sources" as written, of every section
	ignored  []string      // sources the ignoreList names, as the decoder names them
	names    []string      // "names", of every section, sorted, without repeats
	file     string        // "file": the generated file's name, if given
	segments int           // segments over all lines
	mapped   int           // generated lines with at least one segment
	// bySource counts, for each source (as the decoder names it), its
	// segments and the generated lines holding one.
	bySource map[string]*density
}

// density is how many segments map to a source, over how many lines.
type density struct{ segments, lines int }

func (d density) coarse() bool { return d.lines > 0 && d.segments < 2*d.lines }

// coarse reports whether the map has fewer than two segments per mapped
// line: it maps lines or whole statements, not the tokens in them
// (webpack's cheap devtools map lines only; webpack without a loader maps
// each statement from the start of its line).
func (x mapIndex) coarse() bool { return density{x.segments, x.mapped}.coarse() }

// coarseSources returns the sources mapped that coarsely in a map that,
// as a whole, is not: webpack's source-map devtool maps the modules a
// loader made (vue-loader's, babel-loader's) token by token, and those no
// loader touched (a plain .js module, webpack's runtime) statement by
// statement, in one chunk's map.
func (x mapIndex) coarseSources() map[string]bool {
	var out map[string]bool
	for src, d := range x.bySource {
		if d.coarse() {
			if out == nil {
				out = make(map[string]bool)
			}
			out[src] = true
		}
	}
	return out
}

// rawMap is the part of a map (or of one section of an index map) that
// mapIndex reads.
type rawMap struct {
	File       string   `json:"file"`
	SourceRoot string   `json:"sourceRoot"`
	Mappings   string   `json:"mappings"`
	Sources    []string `json:"sources"`
	IgnoreList []int    `json:"ignoreList"`
	Names      []string `json:"names"`
	// The name Chrome DevTools read before the specification took
	// ignoreList (Angular, Next.js and Vite still write it).
	GoogleIgnoreList []int `json:"x_google_ignoreList"`
}

// lineIndex reads where each generated line's segments start, decoding
// only their first field and counting the others (see lineSegments); the
// sources and the ignoreList of every section of an index map too.
func lineIndex(raw []byte) (mapIndex, error) {
	var doc struct {
		rawMap
		Sections []struct {
			Offset struct {
				Line int `json:"line"`
			} `json:"offset"`
			Map *rawMap `json:"map"`
		} `json:"sections"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		return mapIndex{}, err
	}
	x := mapIndex{file: doc.File, bySource: make(map[string]*density)}
	add := func(offset int, m *rawMap) {
		lines := strings.Split(m.Mappings, ";")
		l := mappedLines{offset: offset, first: make([]int32, len(lines))}
		names := make([]string, len(m.Sources))
		for i, s := range m.Sources {
			names[i] = decodedSource(m.SourceRoot, s)
		}
		src := int32(0) // the source index, relative from segment to segment
		for i, line := range lines {
			l.first[i] = -1
			if line == "" {
				continue
			}
			x.mapped++
			segs := lineSegments(line)
			x.segments += len(segs)
			if len(segs) > 0 {
				l.first[i] = segs[0].col
			}
			var seen []int32 // the sources counted on this line
			for _, sg := range segs {
				if sg.genOnly {
					continue
				}
				src += sg.srcDelta
				if src < 0 || int(src) >= len(names) {
					continue // go-sourcemap's lookup will say so
				}
				d := x.bySource[names[src]]
				if d == nil {
					d = &density{}
					x.bySource[names[src]] = d
				}
				d.segments++
				if !slices.Contains(seen, src) {
					d.lines++
					seen = append(seen, src)
				}
			}
			for _, sg := range segs {
				if sg.genOnly {
					if l.genOnly == nil {
						l.genOnly = make(map[int][]segment)
					}
					l.genOnly[i] = segs
					break
				}
			}
		}
		x.lines = append(x.lines, l)
		x.sources = append(x.sources, m.Sources...)
		x.names = append(x.names, m.Names...)
		for _, list := range [][]int{m.IgnoreList, m.GoogleIgnoreList} {
			for _, i := range list {
				if i >= 0 && i < len(m.Sources) {
					x.ignored = append(x.ignored, decodedSource(m.SourceRoot, m.Sources[i]))
				}
			}
		}
	}
	if len(doc.Sections) == 0 {
		add(0, &doc.rawMap)
	}
	for _, sec := range doc.Sections {
		if sec.Map != nil {
			add(sec.Offset.Line, sec.Map)
		}
	}
	slices.Sort(x.names)
	x.names = slices.Compact(x.names)
	return x, nil
}

// decodedSource is the name go-sourcemap gives a source, given no map URL:
// the source joined to sourceRoot (as a URL when that is absolute), an
// absolute path or URL as it is.
func decodedSource(sourceRoot, source string) string {
	if path.IsAbs(source) {
		return source
	}
	if u, err := url.Parse(source); err == nil && u.IsAbs() {
		return source
	}
	if sourceRoot == "" {
		return source
	}
	if u, err := url.Parse(sourceRoot); err == nil && u.IsAbs() {
		u.Path = path.Join(u.Path, source)
		return u.String()
	}
	return path.Join(sourceRoot, source)
}

// section is one part of an index map whose sections start within a line:
// the position where it starts, and its map.
type section struct {
	line, col int // 0-based
	m         *sourceMap
}

// columnSections decodes an index map whose sections do not all start at
// a line's start (a minified chunk made of modules one after another) as
// one map per section: go-sourcemap would take a section's column offset
// off every line of it, not only its first, and give a position before a
// section's start on its line to that section. It returns nil for any
// other map.
func columnSections(raw []byte, base string) (*sourceMap, error) {
	var doc struct {
		Sections []struct {
			Offset struct {
				Line   int `json:"line"`
				Column int `json:"column"`
			} `json:"offset"`
			Map json.RawMessage `json:"map"`
		} `json:"sections"`
	}
	if json.Unmarshal(raw, &doc) != nil {
		return nil, nil // go-sourcemap will say why
	}
	columns := false
	for _, sec := range doc.Sections {
		columns = columns || sec.Offset.Column != 0
	}
	if !columns {
		return nil, nil
	}
	m := &sourceMap{base: base}
	for i, sec := range doc.Sections {
		if len(sec.Map) == 0 {
			continue
		}
		part, err := parseMap(sec.Map, base)
		if err != nil {
			return nil, fmt.Errorf("section %d: %w", i, err)
		}
		if part.parts != nil {
			return nil, fmt.Errorf("broken map: section %d is an index map", i)
		}
		m.parts = append(m.parts, section{line: sec.Offset.Line, col: sec.Offset.Column, m: part})
		m.sources = append(m.sources, part.sources...)
	}
	m.root = rootFromSources(m.sources)
	for _, p := range m.parts {
		if p.m.root == "" {
			p.m.root = m.root
		}
	}
	return m, nil
}

// resolveSection looks a 1-based line and column up in the section that
// holds it: the last one starting at or before it.
func (m *sourceMap) resolveSection(line, column int, env lookupEnv) Result {
	l, c := line-1, column-1
	for i := len(m.parts) - 1; i >= 0; i-- {
		p := m.parts[i]
		if p.line > l || p.line == l && p.col > c {
			continue
		}
		if p.line == l {
			c -= p.col
		}
		return p.m.resolve(l-p.line+1, c+1, env)
	}
	return Result{Status: NoMap, Reason: fmt.Sprintf("the map has no mapping for %d:%d", line, column)}
}

// base64Digit is each base64 character's value, -1 for any other byte.
var base64Digit = func() (d [256]int8) {
	for i := range d {
		d[i] = -1
	}
	for i, c := range "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/" {
		d[c] = int8(i)
	}
	return d
}()

// lineSegments decodes where each segment of one line of "mappings" starts,
// whether it has one field only, and its source index's change: the first
// two VLQ values of each segment (its column, relative to the previous
// segment's, and its source's, relative to the previous segment's in the
// map) and a count of the others. A malformed segment ends the line: go-sourcemap reports the map
// broken anyway.
func lineSegments(line string) []segment {
	var out []segment
	col := int32(0)
	for seg := range strings.SplitSeq(line, ",") {
		fields := 0
		var delta, srcDelta, value int32
		var shift uint
		for i := 0; i < len(seg); i++ {
			d := base64Digit[seg[i]]
			if d < 0 || shift > 30 {
				return out
			}
			value |= int32(d&31) << shift
			shift += 5
			if d&32 != 0 {
				continue
			}
			v := value >> 1
			if value&1 != 0 {
				v = -v
			}
			switch fields {
			case 0:
				delta = v
			case 1:
				srcDelta = v
			}
			fields++
			value, shift = 0, 0
		}
		if fields == 0 {
			continue
		}
		col += delta
		out = append(out, segment{col: col, genOnly: fields == 1, srcDelta: srcDelta})
	}
	return out
}
