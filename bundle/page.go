package bundle

import "github.com/errbundle/errbundle/capture"

// Pages of what arrived after a cursor.
//
// A reader that follows cursors (observe's after) asks for what arrived
// after the last reply. When more arrived than its limit, a reply of the
// newest entries would leave the older ones behind the next cursor for
// good. Instead the reply stops in arrival order: it covers the arrivals
// up to the last sequence at which it still holds at most limit entries
// (bundles, groups), and its cursor is that sequence, so that the next
// reply takes over exactly where it stopped. A group of get_errors may so
// appear on two pages, each counting the occurrences of its own range.

// PageEnd is where a reply of error_bundles read after opt.After stops
// when more than opt.Limit distinct errors arrived since (see [Join]):
// the arrival sequence to pass as opt.Upto, and as the reply's cursor.
// ok is false when everything that arrived fits in one reply.
func PageEnd(snap *capture.Snapshot, opt Options) (upto uint64, ok bool) {
	opt = opt.withDefaults()
	limit := opt.Limit
	if snap.Errors.LastSeq() <= opt.After {
		return 0, false
	}
	opt.Limit = snap.Errors.Len() + 1 // count them all
	return pageEnd(opt.After, snap.Errors.LastSeq(), limit, func(upto uint64) int {
		opt.Upto = upto
		return len(distinctErrors(snap, opt))
	})
}

// GroupPageEnd is where a reply of get_errors read after opt.After stops
// when more than opt.Limit groups have occurrences that arrived since
// (see [Group]): the arrival sequence to pass as opt.Upto, and as the
// reply's cursor. ok is false when everything fits in one reply.
func GroupPageEnd(snap *capture.Snapshot, opt GroupOptions) (upto uint64, ok bool) {
	limit := opt.Limit
	if limit <= 0 {
		limit = 25
	}
	opt.Limit = 1 // only the counts are read
	return pageEnd(opt.After, snap.Seq, limit, func(upto uint64) int {
		opt.Upto = upto
		g := Group(snap, opt)
		return g.ErrorCount + g.WarningCount
	})
}

// pageEnd is the last arrival sequence in (after, last] up to which
// count says at most limit entries arrived, found by bisection: count
// grows with its bound. ok is false when all of it fits, or when no
// sequence past after fits (count did not grow with its bound; a reply
// then keeps the newest entries, as one read with no cursor does).
func pageEnd(after, last uint64, limit int, count func(upto uint64) int) (uint64, bool) {
	if count(last) <= limit {
		return 0, false
	}
	lo, hi := after, last // count(lo) fits, count(hi) does not
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if count(mid) <= limit {
			lo = mid
		} else {
			hi = mid
		}
	}
	if lo == after || count(lo) == 0 {
		return 0, false
	}
	return lo, true
}

// arrived reports whether an occurrence that arrived with seq is inside
// the options' range of arrivals.
func (o *GroupOptions) arrived(seq uint64) bool {
	return seq > o.After && (o.Upto == 0 || seq <= o.Upto)
}
