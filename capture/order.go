package capture

import (
	"cmp"
	"math/bits"
	"slices"
)

// inTimeOrder sorts each kind of a batch by time, keeping the order of
// events of one time. A batch's events all arrive at once, so which of
// them gets the lower sequence number says nothing; stored in time order,
// each lands next to the one before in the rings' B-trees, where the
// insert's path hint finds it without a search (a capture script's batch
// is in call order, which is time order, but a page's clock is not the
// order its timers and network events fire in). A view lists events by
// time, then sequence, so the order a reader sees is the same either way.
func inTimeOrder(b *Batch) {
	sortByTime(b.Errors, func(e *Error) *Meta { return &e.Meta })
	sortByTime(b.Logs, func(l *Log) *Meta { return &l.Meta })
	sortByTime(b.Requests, func(r *Request) *Meta { return &r.Meta })
	sortByTime(b.Actions, func(a *Action) *Meta { return &a.Meta })
}

// sortByTime sorts evs by time, stably. Most batches come sorted and cost
// one comparison an event. The others are sorted by one integer an event:
// its Unix nanoseconds less the batch's earliest, shifted left, with its
// index in the low bits. Keys are then distinct, so an unstable sort of
// plain integers (slices.Sort, no comparison function to call) keeps
// events of one time in the batch's order; it costs less than half a
// stable sort by a function (callgrind, the daemon under the load tool,
// whose batches are in random time order: inTimeOrder's calls ~485
// instructions an event before, ~215 after).
// A batch whose times span more than its keys can hold (days, for 50
// events) is sorted the slow way.
func sortByTime[T any](evs []*T, meta func(*T) *Meta) {
	sorted := true
	for i := 1; i < len(evs) && sorted; i++ {
		sorted = !meta(evs[i]).Time.Before(meta(evs[i-1]).Time)
	}
	if sorted {
		return
	}
	// Times in 2000–2100 (see [ParseTimestamp]) are Unix nanoseconds that
	// compare as integers, where time.Time.Compare would weigh wall, ext
	// and location.
	first, last := meta(evs[0]).Time.UnixNano(), meta(evs[0]).Time.UnixNano()
	for _, ev := range evs[1:] {
		n := meta(ev).Time.UnixNano()
		first, last = min(first, n), max(last, n)
	}
	shift := bits.Len(uint(len(evs) - 1))
	if bits.Len64(uint64(last-first)) > 63-shift {
		sortByTimeSlow(evs, meta)
		return
	}
	var buf [64]uint64
	keys := buf[:0]
	if len(evs) > len(buf) {
		keys = make([]uint64, 0, len(evs))
	}
	for i, ev := range evs {
		keys = append(keys, uint64(meta(ev).Time.UnixNano()-first)<<shift|uint64(i))
	}
	slices.Sort(keys)
	// keys[i]'s low bits now name the event that goes to i: follow each
	// cycle of that permutation, marking the places filled by setting
	// their key's top bit (free: a span of at most 63-shift bits, shifted).
	const done = 1 << 63
	mask := uint64(1)<<shift - 1
	for i := range keys {
		if keys[i]&done != 0 {
			continue
		}
		held := evs[i]
		j := i
		for {
			from := int(keys[j] & mask)
			keys[j] |= done
			if from == i {
				evs[j] = held
				break
			}
			evs[j] = evs[from]
			j = from
		}
	}
}

// sortByTimeSlow sorts evs by time, stably, by a comparison function.
func sortByTimeSlow[T any](evs []*T, meta func(*T) *Meta) {
	slices.SortStableFunc(evs, func(a, c *T) int {
		return cmp.Compare(meta(a).Time.UnixNano(), meta(c).Time.UnixNano())
	})
}
