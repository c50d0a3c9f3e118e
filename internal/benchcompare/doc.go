// Package benchcompare measures two builds of errbundle side by side and
// says whether the newer one is slower: the guard behind
// `make bench-compare BASE=<ref>`.
//
// Each side's daemon and test binaries are built once; then rounds run
// interleaved, a base round and a head round, the base first in odd
// rounds and the head first in even ones, so that the machine's load
// falls on both alike. A round is one load-tool run against a fresh daemon
// and [Config].Count runs (-test.count) of each benchmark.
//
// # Noise
//
// On a machine shared with other work, one run of a benchmark is a poor
// sample: another process can only add time to it, and how much it adds
// changes from one second to the next. Measured with both sides the same
// commit (BENCHMARKS.md, "How bench-compare decides"), a single run a
// round put a different row past a 0.95 gate in most runs. So a round
// keeps the [Best] of its runs, the one least disturbed, and a metric's
// ratio is the [Median] of the rounds' own head ÷ base ratios: a round
// pairs two sides measured a minute apart, under about the same load,
// where the medians of each side taken apart may come from rounds under
// different loads.
//
// # Instructions
//
// With [Config].Callgrind each benchmark is also run under valgrind's
// callgrind, single-threaded with the collector off, and its instructions
// per operation counted: the run of n operations less the run of one,
// over n − 1. The count moves by a few parts in a thousand between runs
// of the same code whatever the machine is doing, so it shows a change in
// the work done that the clock, on a busy machine, cannot; it does not
// see what the clock sees of cache misses, locks and system calls.
//
// # Verdict
//
// A metric's [Better] direction comes from its unit ([Direction]):
// throughput (…/s) is better higher, times, bytes, allocations and
// instructions lower. Its score is head ÷ base for the first and
// base ÷ head for the second, so a score under the threshold (0.95 by
// default) is a regression whichever way the unit points. Tail latencies
// (p99) and sizes are printed but do not fail the run: from a few hundred
// calls on a shared machine they swing more than any threshold worth
// keeping.
package benchcompare
