package capture

import (
	"hash/maphash"
	"strconv"

	"github.com/errbundle/errbundle/fingerprint"
)

// location is where a browser error or console call happened in
// application code: the first stack frame that is not a library or the
// capture script, falling back to its url and line.
func location(stack, url string, line, column int) string {
	if loc := fingerprint.FirstAppFrame(stack); loc != "" {
		return loc
	}
	if url != "" && line > 0 && !fingerprint.IsLibraryFrame(url) {
		loc := fingerprint.TrimOrigin(url) + ":" + strconv.Itoa(line)
		if column > 0 {
			loc += ":" + strconv.Itoa(column)
		}
		return loc
	}
	return ""
}

// groupSeed keys the group hashes. They live only in memory (a restored
// store computes them again), so a seed per process will do.
var groupSeed = maphash.MakeSeed()

// groupHash hashes a number and the parts of a grouping key.
func groupHash(n int, parts ...string) uint64 {
	var h maphash.Hash
	h.SetSeed(groupSeed)
	h.WriteByte(byte(n >> 8))
	h.WriteByte(byte(n))
	for _, p := range parts {
		h.WriteString(p)
		h.WriteByte(0)
	}
	return h.Sum64()
}

func (e *Error) setGroup() { e.group = groupHash(0, e.Kind, e.Type, e.Fingerprint, e.Location) }

func (l *Log) setGroup() {
	if l.Fingerprint != "" {
		l.group = groupHash(0, l.Level, l.Fingerprint, l.Location)
	}
}

func (r *Request) setGroup() {
	if r.Failed() {
		r.group = groupHash(r.Status, r.Method, r.Fingerprint)
	}
}

func (p *Problem) setGroup() {
	p.group = groupHash(0, p.Process, p.Category, p.Fingerprint, p.Location)
}
