package capture

import (
	"iter"
	"math"
	"time"

	"github.com/tidwall/btree"
)

// key orders events by time, then by arrival.
type key struct {
	nanos int64
	seq   uint64
}

func (a key) less(b key) bool {
	if a.nanos != b.nanos {
		return a.nanos < b.nanos
	}
	return a.seq < b.seq
}

// item is what a [Ring]'s indexes hold per event: its key and the event
// itself, which is never modified once stored. It is kept small because
// the B-trees move items about on every insert.
type item[T any] struct {
	key key
	ev  *T
}

func itemLess[T any](a, b item[T]) bool { return a.key.less(b.key) }

// Bounds of the times that UnixNano represents.
var (
	minNanoTime = time.Unix(0, math.MinInt64)
	maxNanoTime = time.Unix(0, math.MaxInt64)
)

// nanos is t in Unix nanoseconds, clamped to what an int64 holds, so that
// a query bound such as the zero time or the year 9999 orders correctly.
// Stored events lie in 2000–2100 (see [ParseTimestamp]).
func nanos(t time.Time) int64 {
	switch {
	case t.Before(minNanoTime):
		return math.MinInt64
	case t.After(maxNanoTime):
		return math.MaxInt64
	}
	return t.UnixNano()
}

// slot is what the arrival order keeps per event: what eviction needs to
// find the event in the indexes and to account for it.
type slot[T any] struct {
	item[T]
	size int
	tab  TabID
}

// Ring is a bounded buffer of one kind of event. It evicts in arrival order
// (oldest first) when full, and keeps a time-ordered index beside the
// arrival order so that time-range queries cost O(log n + k) whatever order
// the events arrived in.
//
// A Ring is not safe for concurrent use: its [Store] serialises access.
// Readers work on a [View], which is a copy-on-write snapshot.
type Ring[T any] struct {
	fifo  []slot[T] // arrival order, circular: fifo[head] is the oldest
	head  int
	count int
	max   int
	bytes int64
	index *index[T]
	// byTab indexes the same events per tab id ("" for none), so that a
	// query about one tab visits only its events and the untabbed ones.
	byTab map[TabID]*index[T]

	evicted      uint64
	evictedNanos int64 // the latest Time among evicted events
}

// NewRing returns a ring holding at most max events.
func NewRing[T any](max int) *Ring[T] {
	if max < 1 {
		panic("capture: ring capacity must be positive")
	}
	return &Ring[T]{
		fifo:  make([]slot[T], 0, min(max, 1024)),
		max:   max,
		index: newIndex[T](),
		byTab: make(map[TabID]*index[T]),
	}
}

// index orders a ring's events by time. Its path hints remember where the
// last insert and the last delete landed: new events land near the end and
// evicted ones near the start, so most searches take one comparison per
// level.
type index[T any] struct {
	tree             *btree.BTreeG[item[T]]
	setHint, delHint btree.PathHint
}

func newIndex[T any]() *index[T] {
	return &index[T]{tree: btree.NewBTreeGOptions(itemLess[T], btree.Options{NoLocks: true})}
}

func (x *index[T]) insert(it item[T]) { x.tree.SetHint(it, &x.setHint) }

func (x *index[T]) remove(it item[T]) {
	if first, ok := x.tree.Min(); ok && first.key == it.key {
		x.tree.PopMin()
		return
	}
	x.tree.DeleteHint(it, &x.delHint)
}

// Len is the number of events held.
func (r *Ring[T]) Len() int { return r.count }

// Cap is the most events the ring holds.
func (r *Ring[T]) Cap() int { return r.max }

// Bytes is the accounted size of the events held.
func (r *Ring[T]) Bytes() int64 { return r.bytes }

// Evicted is how many events the ring has dropped.
func (r *Ring[T]) Evicted() uint64 { return r.evicted }

// add stores ev, evicting the oldest event first when the ring is full. It
// returns the bytes freed by that eviction.
func (r *Ring[T]) add(ev *T, at time.Time, seq uint64, size int, tab TabID) (freed int64) {
	if r.count == r.max {
		freed = r.evictOldest()
	}
	it := item[T]{key: key{nanos: at.UnixNano(), seq: seq}, ev: ev}
	r.push(slot[T]{item: it, size: size, tab: tab})
	r.bytes += int64(size)
	r.index.insert(it)
	t := r.byTab[tab]
	if t == nil {
		t = newIndex[T]()
		r.byTab[tab] = t
	}
	t.insert(it)
	return freed
}

// push appends it in arrival order, growing the circular slice (up to max)
// as needed.
func (r *Ring[T]) push(sl slot[T]) {
	if r.count < len(r.fifo) {
		r.fifo[(r.head+r.count)%len(r.fifo)] = sl
		r.count++
		return
	}
	if r.head != 0 {
		grown := make([]slot[T], 0, min(2*r.count, r.max))
		grown = append(grown, r.fifo[r.head:]...)
		grown = append(grown, r.fifo[:r.head]...)
		r.fifo, r.head = grown, 0
	}
	r.fifo = append(r.fifo, sl)
	r.count++
}

// remove drops the event that arrived with seq, if the ring still holds
// it, and returns its size (0 when it is gone). It is not an eviction: an
// event withdrawn or replaced by a fuller one (see [Store.FlushIdle]).
func (r *Ring[T]) remove(seq uint64) int64 {
	// Arrival order is seq order, and the event removed is the newest or
	// nearly so: the search starts at the newest.
	i := r.count - 1
	for i >= 0 && r.fifo[(r.head+i)%len(r.fifo)].key.seq > seq {
		i--
	}
	if i < 0 || r.fifo[(r.head+i)%len(r.fifo)].key.seq != seq {
		return 0
	}
	sl := r.fifo[(r.head+i)%len(r.fifo)]
	for ; i < r.count-1; i++ {
		r.fifo[(r.head+i)%len(r.fifo)] = r.fifo[(r.head+i+1)%len(r.fifo)]
	}
	r.fifo[(r.head+r.count-1)%len(r.fifo)] = slot[T]{}
	r.count--
	r.index.remove(sl.item)
	if t := r.byTab[sl.tab]; t != nil {
		t.remove(sl.item)
		if t.tree.Len() == 0 {
			delete(r.byTab, sl.tab)
		}
	}
	r.bytes -= int64(sl.size)
	return int64(sl.size)
}

// holds reports whether the ring still holds the event that arrived with
// seq.
func (r *Ring[T]) holds(seq uint64) bool { return r.find(seq) != nil }

// find is the slot of the event that arrived with seq, nil if the ring no
// longer holds it: arrival order is seq order, so a binary search of it.
func (r *Ring[T]) find(seq uint64) *slot[T] {
	lo, hi := 0, r.count
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if r.fifo[(r.head+m)%len(r.fifo)].key.seq < seq {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < r.count && r.fifo[(r.head+lo)%len(r.fifo)].key.seq == seq {
		return &r.fifo[(r.head+lo)%len(r.fifo)]
	}
	return nil
}

// get is the event that arrived with seq, nil if the ring no longer holds
// it.
func (r *Ring[T]) get(seq uint64) *T {
	if sl := r.find(seq); sl != nil {
		return sl.ev
	}
	return nil
}

// replace puts ev, of size bytes and tab, in the place of the event that
// arrived with seq, under the same key, and returns how many bytes the
// ring grew by (0 if it no longer holds seq). The event replaced is left
// as it was: the views taken before still hold it, and the indexes are
// copied on write, so they keep seeing it.
func (r *Ring[T]) replace(seq uint64, ev *T, size int, tab TabID) (grown int64) {
	sl := r.find(seq)
	if sl == nil {
		return 0
	}
	it := item[T]{key: sl.key, ev: ev}
	r.index.insert(it) // the same key: replaces
	if t := r.byTab[sl.tab]; t != nil && sl.tab != tab {
		t.remove(sl.item)
		if t.tree.Len() == 0 {
			delete(r.byTab, sl.tab)
		}
	}
	t := r.byTab[tab]
	if t == nil {
		t = newIndex[T]()
		r.byTab[tab] = t
	}
	t.insert(it)
	grown = int64(size - sl.size)
	r.bytes += grown
	sl.item, sl.size, sl.tab = it, size, tab
	return grown
}

// oldestSeq is the arrival sequence of the oldest event, and false when the
// ring is empty.
func (r *Ring[T]) oldestSeq() (uint64, bool) {
	if r.count == 0 {
		return 0, false
	}
	return r.fifo[r.head].key.seq, true
}

// evictOldest drops the event that arrived first and returns its size.
func (r *Ring[T]) evictOldest() int64 {
	if r.count == 0 {
		return 0
	}
	sl := r.fifo[r.head]
	r.fifo[r.head] = slot[T]{}
	r.head = (r.head + 1) % len(r.fifo)
	r.count--
	r.index.remove(sl.item)
	if t := r.byTab[sl.tab]; t != nil {
		t.remove(sl.item)
		if t.tree.Len() == 0 {
			delete(r.byTab, sl.tab)
		}
	}
	r.bytes -= int64(sl.size)
	r.evicted++
	r.evictedNanos = max(r.evictedNanos, sl.key.nanos)
	return int64(sl.size)
}

// view takes a copy-on-write snapshot. Must be called with the owning
// store's lock held; the View may then be read without it.
func (r *Ring[T]) view() View[T] {
	tabs := make(map[TabID]*btree.BTreeG[item[T]], len(r.byTab))
	for tab, t := range r.byTab {
		tabs[tab] = t.tree.Copy()
	}
	return View[T]{tree: r.index.tree.Copy(), tabs: tabs, evicted: r.evicted, evictedNanos: r.evictedNanos, last: r.lastSeq()}
}

// View is an immutable snapshot of a [Ring], safe to read with no lock held
// while the ring goes on changing.
type View[T any] struct {
	tree         *btree.BTreeG[item[T]]
	tabs         map[TabID]*btree.BTreeG[item[T]]
	evicted      uint64
	evictedNanos int64
	last         uint64 // see [View.LastSeq]
}

// Len is the number of events in the snapshot.
func (v View[T]) Len() int {
	if v.tree == nil {
		return 0
	}
	return v.tree.Len()
}

// Evicted is how many events the ring had dropped when the snapshot was
// taken.
func (v View[T]) Evicted() uint64 { return v.evicted }

// EvictedSince reports whether an event the ring dropped had a timestamp at
// or after t: if so, a query over a range from t may be missing context.
func (v View[T]) EvictedSince(t time.Time) bool {
	return v.evicted > 0 && v.evictedNanos >= nanos(t)
}

// Ascend calls fn for the events with from <= Time <= to, oldest first,
// until fn returns false.
func (v View[T]) Ascend(from, to time.Time, fn func(*T) bool) {
	ascend(v.tree, from, to, fn)
}

// AscendTab is [View.Ascend] over the events of one tab and the events
// with no tab, which belong to every tab: first the tab's, then the
// untabbed ones, each oldest first. An empty tab means every event.
func (v View[T]) AscendTab(tab TabID, from, to time.Time, fn func(*T) bool) {
	if tab == "" {
		ascend(v.tree, from, to, fn)
		return
	}
	stopped := false
	ascend(v.tabs[tab], from, to, func(ev *T) bool {
		stopped = !fn(ev)
		return !stopped
	})
	if !stopped {
		ascend(v.tabs[""], from, to, fn)
	}
}

func ascend[T any](tree *btree.BTreeG[item[T]], from, to time.Time, fn func(*T) bool) {
	if tree == nil {
		return
	}
	end := nanos(to)
	tree.Ascend(item[T]{key: key{nanos: nanos(from)}}, func(it item[T]) bool {
		if it.key.nanos > end {
			return false
		}
		return fn(it.ev)
	})
}

// AscendFrom calls fn for the events with Time >= from, oldest first,
// until fn returns false.
func (v View[T]) AscendFrom(from time.Time, fn func(*T) bool) {
	if v.tree == nil {
		return
	}
	v.tree.Ascend(item[T]{key: key{nanos: nanos(from)}}, func(it item[T]) bool { return fn(it.ev) })
}

// Tabs yields each tab id ("" for the events with none) with a view of
// that tab's events alone. Those views know nothing of evictions.
func (v View[T]) Tabs() iter.Seq2[TabID, View[T]] {
	return func(yield func(TabID, View[T]) bool) {
		for tab, t := range v.tabs {
			if !yield(tab, View[T]{tree: t}) {
				return
			}
		}
	}
}

// Tab is the view of one tab's events alone ("" for the events with none).
func (v View[T]) Tab(tab TabID) View[T] { return View[T]{tree: v.tabs[tab]} }

// DescendFrom calls fn for the events with Time >= from, newest first,
// until fn returns false.
func (v View[T]) DescendFrom(from time.Time, fn func(*T) bool) {
	if v.tree == nil {
		return
	}
	start := nanos(from)
	v.tree.Reverse(func(it item[T]) bool {
		if it.key.nanos < start {
			return false
		}
		return fn(it.ev)
	})
}

// All calls fn for every event, newest first, until fn returns false.
func (v View[T]) All(fn func(*T) bool) {
	if v.tree == nil {
		return
	}
	v.tree.Reverse(func(it item[T]) bool { return fn(it.ev) })
}

// Filter is a view of the events keep accepts, with the evictions of v.
// keep is called once per event. Filter belongs after [Store.Snapshot],
// with no lock held: it visits every event, and builds new indexes only
// when keep drops one; a view whose events are all kept is returned as is.
func (v View[T]) Filter(keep func(*T) bool) View[T] {
	if v.tree == nil {
		return v
	}
	// Every event is in exactly one tab's index: decide each there, in
	// the index's order, and rebuild from those decisions.
	type decided struct {
		tab  TabID
		tree *btree.BTreeG[item[T]]
		keep []bool
	}
	all := make([]decided, 0, len(v.tabs))
	dropped := false
	for tab, t := range v.tabs {
		d := decided{tab: tab, tree: t, keep: make([]bool, 0, t.Len())}
		t.Scan(func(it item[T]) bool {
			k := keep(it.ev)
			dropped = dropped || !k
			d.keep = append(d.keep, k)
			return true
		})
		all = append(all, d)
	}
	if !dropped {
		return v
	}
	tabs := make(map[TabID]*btree.BTreeG[item[T]], len(all))
	kept := make([][]item[T], 0, len(all))
	for _, d := range all {
		var items []item[T]
		i := 0
		d.tree.Scan(func(it item[T]) bool {
			if d.keep[i] {
				items = append(items, it)
			}
			i++
			return true
		})
		if len(items) > 0 {
			tabs[d.tab] = loadTree(items)
			kept = append(kept, items)
		}
	}
	return View[T]{tree: loadTree(mergeItems(kept)), tabs: tabs, evicted: v.evicted, evictedNanos: v.evictedNanos, last: v.last}
}

// loadTree is an index of items, which are in order: Load appends without
// searching.
func loadTree[T any](items []item[T]) *btree.BTreeG[item[T]] {
	t := btree.NewBTreeGOptions(itemLess[T], btree.Options{NoLocks: true})
	for _, it := range items {
		t.Load(it)
	}
	return t
}

// mergeItems merges ordered lists into one ordered list. There are as
// many lists as tabs, a handful: a linear pick of the least head is enough.
func mergeItems[T any](lists [][]item[T]) []item[T] {
	n := 0
	for _, l := range lists {
		n += len(l)
	}
	out := make([]item[T], 0, n)
	for len(out) < n {
		least := -1
		for i, l := range lists {
			if len(l) > 0 && (least < 0 || l[0].key.less(lists[least][0].key)) {
				least = i
			}
		}
		out = append(out, lists[least][0])
		lists[least] = lists[least][1:]
	}
	return out
}
