package bundle

import (
	"hash/maphash"
	"slices"
	"strings"
	"time"

	"github.com/errbundle/errbundle/internal/clip"
)

// Folding the repeats of an error into one entry is right for an agent's
// context; losing which inputs failed is not ("cannot be decoded
// (IMG_2040.HEIC)" … "(IMG_2043.HEIC)" became one entry naming the last).
// So a folded entry keeps its distinct messages: the first ones and the
// latest, then how many more there were.

const (
	maxVariants     = 5   // messages shown: the oldest four and the latest
	maxCounted      = 64  // distinct messages counted; "+N more" stops there
	maxVariantBytes = 200 // of each message
)

var variantSeed = maphash.MakeSeed()

// variants gathers the distinct messages of one folded entry in bounded
// memory and a few comparisons per occurrence, however many it folds.
type variants struct {
	oldest []variant // the earliest seen distinct messages, at most maxVariants
	latest variant
	hashes []uint64 // each distinct message's, up to maxCounted
}

type variant struct {
	msg string
	h   uint64
	at  time.Time
}

// add notes one occurrence of msg at at.
func (v *variants) add(msg string, at time.Time) {
	if len(v.hashes) == 1 && msg == v.latest.msg {
		// One message so far, the usual case.
		if at.After(v.latest.at) {
			v.latest.at = at
		}
		if at.Before(v.oldest[0].at) {
			v.oldest[0].at = at
		}
		return
	}
	// Only the head is shown, so only the head tells variants apart.
	h := maphash.String(variantSeed, msg[:min(len(msg), maxVariantBytes)])
	if !at.Before(v.latest.at) {
		v.latest = variant{msg, h, at}
	}
	if len(v.hashes) < maxCounted && !slices.Contains(v.hashes, h) {
		v.hashes = append(v.hashes, h)
	}
	newest := -1
	for i := range v.oldest {
		if v.oldest[i].h == h {
			if at.Before(v.oldest[i].at) {
				v.oldest[i].at = at
			}
			return
		}
		if newest < 0 || v.oldest[i].at.After(v.oldest[newest].at) {
			newest = i
		}
	}
	switch {
	case len(v.oldest) < maxVariants:
		v.oldest = append(v.oldest, variant{msg, h, at})
	case at.Before(v.oldest[newest].at):
		v.oldest[newest] = variant{msg, h, at}
	}
}

// list returns the messages to show, oldest first with the latest last,
// and how many distinct messages beyond them there were (counted up to
// maxCounted in all); nil when the entry had one message only.
func (v *variants) list() ([]string, int) {
	total := len(v.hashes)
	if total < 2 {
		return nil, 0
	}
	held := slices.Clone(v.oldest)
	slices.SortFunc(held, func(a, b variant) int {
		if c := a.at.Compare(b.at); c != 0 {
			return c
		}
		return strings.Compare(a.msg, b.msg)
	})
	held = slices.DeleteFunc(held, func(o variant) bool { return o.h == v.latest.h })
	if len(held) > maxVariants-1 {
		held = held[:maxVariants-1]
	}
	out := make([]string, 0, len(held)+1)
	for _, o := range held {
		out = append(out, clip.Head(o.msg, maxVariantBytes))
	}
	out = append(out, clip.Head(v.latest.msg, maxVariantBytes))
	return out, total - len(out)
}
