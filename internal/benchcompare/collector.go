package benchcompare

import "regexp"

// collectorFunc matches the Go runtime's garbage-collector functions: the
// background mark workers and what they call (runtime.gcBgMarkWorker,
// gcDrain, scanobject, markroot, greyobject, …), the sweepers
// (bgsweep, (*mspan).sweep, …), the scavenger, mark assists and write
// barriers. It is the split ingest6 measured its per-event figures with
// (BENCHMARKS.md, "Instructions per event"): how much of that work falls
// in a run depends on when the collections start, which the scheduling
// decides, so it moved by ±700 of ~38,000 instructions an event between
// runs of one binary, where the rest moved by ±110.
var collectorFunc = regexp.MustCompile(`^runtime\.(` +
	`gc|scan|markroot|greyobject|findObject|wbBuf|bgMark|bgsweep|sweep|bulkBarrier|typePointers|` +
	`tryDeferToSpanScan|spanOf|pageIndexOf|heapBitsSmallForAddr|markBits|shade|putempty|getempty|handoff|` +
	`newMarkBits|newAllocBits|nextMarkBitArenaEpoch|finishsweep|deductSweepCredit|wbZero|wbMove|bgscavenge|` +
	`gcWriteBarrier|\(\*gc|` +
	`\(\*mspan\)\.(sweep|typePointersOf|markBitsForIndex|ensureSwept|countAlloc|heapBits)|` +
	`\(\*spanSet|\(\*sweepLocked|\(\*spanInlineMarkBits|\(\*spanQueue|` +
	`\(\*mcentral\)\.(uncacheSpan|partialSwept|fullSwept|fullUnswept|partialUnswept)|` +
	`\(\*sweepClass|\(\*activeSweep|\(\*lfstack|\(\*workbuf|\(\*scanState|\(\*spanScanOwnership|\(\*markBits|` +
	`\(\*mheap\)\.(nextSpanForSweep|reclaim|freeSpan)|\(\*gcBits|\(\*mcache\)\.prepareForSweep)`)

// Collector is the instructions the garbage collector executed in p: the
// self costs of its functions ([collectorFunc]).
func (p Profile) Collector() int64 {
	var n int64
	for name, v := range p.Self {
		if collectorFunc.MatchString(name) {
			n += v
		}
	}
	return n
}
