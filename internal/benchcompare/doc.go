// Package benchcompare measures two builds of errbundle side by side and
// says whether the newer one is slower: the guard behind
// `make bench-compare BASE=<ref>`.
//
// Each side's daemon and test binaries are built once; then rounds run
// interleaved, a base round and a head round, the base first in odd
// rounds and the head first in even ones, so that the machine's load
// falls on both alike. A round is one load-tool run against a fresh daemon
// and one -test.count=1 run of each benchmark. Per metric the medians of
// the rounds are compared.
//
// # Verdict
//
// A metric's [Better] direction comes from its unit ([Direction]):
// throughput (…/s) is better higher, times, bytes and allocations lower.
// Its score is head ÷ base for the first and base ÷ head for the second,
// so a score under the threshold (0.95 by default) is a regression
// whichever way the unit points. Tail latencies (p99) and sizes are
// printed but do not fail the run: from a few hundred calls on a shared
// machine they swing more than any threshold worth keeping.
package benchcompare
