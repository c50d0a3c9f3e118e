package capture

import (
	"hash/maphash"
	"strconv"

	"github.com/errbundle/errbundle/fingerprint"
)

// errorLocation is where a browser error happened in application code: the
// first stack frame that is not a library, falling back to its url and line.
func errorLocation(e *Error) string {
	if loc := fingerprint.FirstAppFrame(e.Stack); loc != "" {
		return loc
	}
	if e.URL != "" && e.Line > 0 {
		loc := fingerprint.TrimOrigin(e.URL) + ":" + strconv.Itoa(e.Line)
		if e.Column > 0 {
			loc += ":" + strconv.Itoa(e.Column)
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
		l.group = groupHash(0, l.Level, l.Fingerprint)
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
