package sourcemap

import (
	"hash/maphash"
	"slices"
	"strings"
	"sync"
)

// One bug thrown again and again prints one stack below a first line that
// differs each time: V8 starts a stack with its error's message, which
// carries the ids and numbers of that call ("Order 4127 not found"), and
// the frames under it are the same code at the same positions until the
// next rebuild. Reading a stack's scripts costs about a thousand
// instructions a frame (the frame parser ParseStack uses), at ingest, for
// every error; so the prefetch reads a stack's first line on its own and
// remembers what it read of the rest (its tail): the same tail again costs
// a hash and a comparison.
//
// What a tail names is a pure function of its text, so the memo changes
// no answer: the first line's scripts, then the tail's not named already,
// are the scripts of the whole stack in the order it names them (see
// TestStackScriptsRemembered). A Firefox stack has no message line; its
// first frame is read each time and the rest remembered all the same.

// maxTails is how many tails the prefetch remembers, direct-mapped by
// hash: a page's few bugs fit, and one that does not is read as before.
const maxTails = 64

// maxTailBytes bounds a remembered tail: the memo keeps its text (shared
// with the stored error's stack) alive, at most maxTails × this, 512 KiB.
const maxTailBytes = 8 << 10

// tailMemo remembers the scripts of recent stack tails.
type tailMemo struct {
	mu    sync.Mutex // guards slots
	slots [maxTails]tailSlot
}

type tailSlot struct {
	tail    string
	scripts []string // its own copy: what a caller appends to is never it
}

// tailSeed seeds the hash that picks a tail's slot; the slot's text is
// compared whole, so a collision only costs a read.
var tailSeed = maphash.MakeSeed()

// scripts appends to dst the scripts stack names that dst does not hold,
// as stackScripts does, reading the tail under its first line from the
// memo when it is there.
func (m *tailMemo) scripts(stack string, dst []string) []string {
	head, tail, ok := strings.Cut(stack, "\n")
	if !ok || len(tail) > maxTailBytes {
		return stackScripts(stack, dst)
	}
	dst = stackScripts(head, dst)
	slot := &m.slots[maphash.String(tailSeed, tail)%maxTails]
	m.mu.Lock()
	if slot.tail == tail {
		for _, s := range slot.scripts {
			if !slices.Contains(dst, s) {
				dst = append(dst, s)
			}
		}
		m.mu.Unlock()
		return dst
	}
	m.mu.Unlock()
	// Read with no lock held: a miss is a whole tail's frames.
	var buf [maxStackScripts]string
	read := stackScripts(tail, buf[:0])
	own := slices.Clone(read)
	m.mu.Lock()
	*slot = tailSlot{tail: tail, scripts: own}
	m.mu.Unlock()
	for _, s := range read {
		if !slices.Contains(dst, s) {
			dst = append(dst, s)
		}
	}
	return dst
}
