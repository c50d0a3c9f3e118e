// Package benchcompare measures two builds of errbundle side by side and
// says whether the newer one is slower: the guard behind
// `make bench-compare BASE=<ref>`.
//
// Each side's daemon and test binaries are built once; then rounds run
// interleaved, a base round and a head round, the base first in odd
// rounds and the head first in even ones, so that the machine's load
// falls on both alike. A round is one load-tool run against a fresh daemon
// and [Config].Count runs (-test.count) of each benchmark. Then, with
// [Config].Callgrind, each benchmark's loop is counted once a side under
// valgrind.
//
// # Noise
//
// On a machine shared with other work, a timed run is a poor sample:
// another process can only add time to it, and how much it adds changes
// from one second to the next. So a round keeps the [Best] of its runs,
// the one least disturbed, and a metric's ratio is the [Median] of the
// rounds' own head ÷ base ratios: a round pairs two sides measured a
// minute apart, under about the same load, where the medians of each side
// taken apart may come from rounds under different loads. That narrows
// the noise but does not end it: measured with both sides the same
// commit (BENCHMARKS.md, "How bench-compare decides"), some time row of
// the 58 fell under a 0.95 gate in nearly every run, whichever way the
// rounds were reduced.
//
// # Instructions
//
// Callgrind counts what the code does, not how long the machine let it
// run. Each benchmark runs under it once a side, single-threaded, with no
// collector and no preemption signals, and callgrind writes what it has
// counted before each ResetTimer and StopTimer call: the part between the
// two that b.Loop makes is the loop alone ([LoopPart]), without the
// setup, and over the operations it ran is the instructions per
// operation. Between two builds of the same code it moves by a few parts
// in a thousand whatever else the machine does (a few in a hundred for a
// loop of a few thousand instructions), so it shows a change of a few
// percent in the work done that the clock, on a busy machine, cannot. The
// allocations per operation of that run are printed beside it. The counts
// do not see what the clock sees of cache misses, locks and system calls.
//
// # The daemon, counted
//
// The Go benchmarks do not run the daemon's HTTP ingest path (the mux,
// the handler, reading the body, the reply), and the load tool that does
// measures time. So with [Config].LoadCount each side's whole daemon runs
// under callgrind too, its counters zeroed once it answers /v1/health,
// while HEAD's load tool posts the same seeded batches to it; one dump
// after ([ReadProfile]) over the events accepted is its instructions per
// event. The collector runs in it, as it does for a user, and how much
// of its work falls inside the count depends on when the collections
// start: between counts of the same code the total moved by up to 8.5%,
// so it only informs, and the row that gates is the total less the
// collector's functions ([Profile.Collector]), which moved by 1.7% at
// most (BENCHMARKS.md, "How bench-compare decides").
//
// # Verdict
//
// A metric's [Better] direction comes from its unit ([Direction]):
// throughput (…/s) is better higher, times, bytes, allocations and
// instructions lower. Its score is head ÷ base for the first and
// base ÷ head for the second, so a score under the threshold (0.95 by
// default) is a regression whichever way the unit points. With the
// instructions counted, only they gate ([Gated]); times are printed beside
// them and gate only with [Config].GateTime, or without the counts. Tail latencies
// (p99) and sizes never gate: from a few hundred calls on a shared
// machine they swing more than any threshold worth keeping.
package benchcompare
