package capture

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var t0 = time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)

func ringTimes(v View[Log]) []string {
	var got []string
	v.All(func(l *Log) bool { got = append(got, l.Message); return true })
	return got
}

func TestRingEvictsInArrivalOrder(t *testing.T) {
	r := NewRing[Log](3)
	// Arrival order differs from time order: the oldest by arrival goes
	// first even though it is not the oldest by time.
	for i, off := range []int{5, 1, 3, 4} {
		l := &Log{Message: string(rune('a' + i))}
		r.add(l, t0.Add(time.Duration(off)*time.Second), uint64(i+1), 10, "")
	}
	assert.Equal(t, 3, r.Len())
	assert.Equal(t, uint64(1), r.Evicted())
	assert.Equal(t, int64(30), r.Bytes())
	// Newest first by time: d (4s), c (3s), b (1s); a (5s) was evicted.
	assert.Equal(t, []string{"d", "c", "b"}, ringTimes(r.view()))
	assert.True(t, r.view().EvictedSince(t0.Add(5*time.Second)))
	assert.False(t, r.view().EvictedSince(t0.Add(6*time.Second)))
}

func TestRingGrowsAfterEvictionWithoutLosingOrder(t *testing.T) {
	r := NewRing[Log](100)
	seq := uint64(0)
	add := func(msg string) {
		seq++
		r.add(&Log{Message: msg}, t0.Add(time.Duration(seq)*time.Millisecond), seq, 1, "")
	}
	for _, m := range []string{"1", "2", "3", "4"} {
		add(m)
	}
	// Evict from the front while the slice is not at capacity, then keep
	// adding past its current length: nothing may be overwritten.
	r.evictOldest()
	r.evictOldest()
	for _, m := range []string{"5", "6", "7", "8", "9"} {
		add(m)
	}
	assert.Equal(t, 7, r.Len())
	assert.Equal(t, []string{"9", "8", "7", "6", "5", "4", "3"}, ringTimes(r.view()))
	for _, want := range []string{"3", "4", "5"} {
		r.evictOldest()
		got := ringTimes(r.view())
		assert.NotContains(t, got, want)
	}
}

func TestViewIsASnapshot(t *testing.T) {
	r := NewRing[Log](10)
	r.add(&Log{Message: "a"}, t0, 1, 1, "")
	v := r.view()
	r.add(&Log{Message: "b"}, t0.Add(time.Second), 2, 1, "")
	r.evictOldest()
	assert.Equal(t, []string{"a"}, ringTimes(v), "the snapshot must not see later changes")
	assert.Equal(t, []string{"b"}, ringTimes(r.view()))
}

func TestViewRanges(t *testing.T) {
	r := NewRing[Log](100)
	// Insert out of order, with two events at the same instant.
	offs := []int{7, 2, 9, 4, 4, 0, 5}
	for i, off := range offs {
		r.add(&Log{Message: string(rune('a' + i))}, t0.Add(time.Duration(off)*time.Second), uint64(i+1), 1, "")
	}
	v := r.view()
	var asc []string
	v.Ascend(t0.Add(2*time.Second), t0.Add(5*time.Second), func(l *Log) bool { asc = append(asc, l.Message); return true })
	assert.Equal(t, []string{"b", "d", "e", "g"}, asc, "inclusive at both ends, ties by arrival")

	var desc []string
	v.DescendFrom(t0.Add(4*time.Second), func(l *Log) bool { desc = append(desc, l.Message); return true })
	assert.Equal(t, []string{"c", "a", "g", "e", "d"}, desc, "newest first, down to from inclusive")

	var from []string
	v.AscendFrom(t0.Add(5*time.Second), func(l *Log) bool { from = append(from, l.Message); return true })
	assert.Equal(t, []string{"g", "a", "c"}, from)

	var first []string
	v.DescendFrom(t0, func(l *Log) bool { first = append(first, l.Message); return len(first) < 2 })
	assert.Equal(t, []string{"c", "a"}, first, "stops when fn returns false")

	var all []string
	v.DescendFrom(time.Time{}, func(l *Log) bool { all = append(all, l.Message); return true })
	assert.Len(t, all, len(offs), "the zero time bounds nothing")
	v.Ascend(time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC), func(*Log) bool { all = all[1:]; return true })
	assert.Empty(t, all, "bounds beyond what UnixNano holds clamp")
}

func TestNewRingRejectsZeroCapacity(t *testing.T) {
	require.Panics(t, func() { NewRing[Log](0) })
}

func TestViewAscendTab(t *testing.T) {
	r := NewRing[Log](100)
	for i, tab := range []TabID{"1", "2", "", "1", "2", ""} {
		r.add(&Log{Message: string(rune('a' + i))}, t0.Add(time.Duration(i)*time.Second), uint64(i+1), 1, tab)
	}
	got := func(tab TabID) []string {
		var out []string
		r.view().AscendTab(tab, t0, t0.Add(time.Hour), func(l *Log) bool { out = append(out, l.Message); return true })
		return out
	}
	assert.Equal(t, []string{"a", "d", "c", "f"}, got("1"), "the tab's events, then the untabbed ones")
	assert.Equal(t, []string{"a", "b", "c", "d", "e", "f"}, got(""), "no tab: every event")
	assert.Equal(t, []string{"c", "f"}, got("9"))
	for i := 0; i < 6; i++ {
		r.evictOldest()
	}
	assert.Empty(t, r.byTab, "emptied tab indexes are dropped")
}

func TestViewFilter(t *testing.T) {
	t0 := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	r := NewRing[Log](2)
	add := func(seq uint64, tab TabID, msg string) {
		r.add(&Log{Meta: Meta{Seq: seq, Time: t0.Add(time.Duration(seq) * time.Second), TabID: tab}, Message: msg}, t0.Add(time.Duration(seq)*time.Second), seq, 10, tab)
	}
	add(1, "1", "evicted")
	add(2, "1", "keep a")
	add(3, "2", "drop")
	// Full at 2: the first add was evicted by the third.
	v := r.view()
	messages := func(v View[Log]) []string {
		var m []string
		v.All(func(l *Log) bool { m = append(m, l.Message); return true })
		return m
	}
	assert.Equal(t, []string{"drop", "keep a"}, messages(v))

	same := v.Filter(func(*Log) bool { return true })
	assert.Equal(t, v.tree, same.tree, "nothing dropped: the view itself")

	kept := v.Filter(func(l *Log) bool { return l.Message != "drop" })
	assert.Equal(t, []string{"keep a"}, messages(kept))
	assert.Equal(t, []string{"keep a"}, messages(kept.Tab("1")))
	assert.Empty(t, messages(kept.Tab("2")))
	assert.Equal(t, uint64(1), kept.Evicted(), "evictions carried over")
	assert.True(t, kept.EvictedSince(t0))
	assert.Equal(t, []string{"drop", "keep a"}, messages(v), "the view filtered is untouched")

	var empty View[Log]
	assert.Equal(t, 0, empty.Filter(func(*Log) bool { return false }).Len())
}

// remove takes one event out of the middle of a ring that has wrapped
// around, keeping arrival order for eviction, the indexes and the bytes.
func TestRingRemove(t *testing.T) {
	r := NewRing[Log](4)
	for i := range 6 { // a and b are evicted; the ring has wrapped
		r.add(&Log{Message: string(rune('a' + i))}, t0.Add(time.Duration(i)*time.Second), uint64(i+1), 10, TabID([]string{"1", "2"}[i%2]))
	}
	before := r.view()
	assert.Equal(t, int64(10), r.remove(4), "d")
	assert.Zero(t, r.remove(4), "gone already")
	assert.Zero(t, r.remove(1), "evicted")
	assert.Zero(t, r.remove(99), "never held")
	assert.Equal(t, []string{"f", "e", "c"}, ringTimes(r.view()))
	assert.Equal(t, []string{"f", "e", "d", "c"}, ringTimes(before), "a view taken before is unchanged")
	assert.Equal(t, 3, r.Len())
	assert.Equal(t, int64(30), r.Bytes())
	assert.Equal(t, uint64(2), r.Evicted(), "a removal is not an eviction")
	assert.Equal(t, []string{"e", "c"}, ringTimes(r.view().Tab("1")))
	assert.Equal(t, []string{"f"}, ringTimes(r.view().Tab("2")))

	r.add(&Log{Message: "g"}, t0.Add(10*time.Second), 7, 10, "")
	r.add(&Log{Message: "h"}, t0.Add(11*time.Second), 8, 10, "")
	assert.Equal(t, uint64(3), r.Evicted())
	assert.Equal(t, []string{"h", "g", "f", "e"}, ringTimes(r.view()), "c went first: arrival order kept")
	assert.Equal(t, uint64(8), r.lastSeq())
	seq, _ := r.oldestSeq()
	assert.Equal(t, uint64(5), seq)
}
