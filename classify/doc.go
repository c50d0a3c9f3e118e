// Package classify recognises errors, warnings and successful rebuilds in
// the output of a dev server or toolchain, so errbundle can tell an agent
// what broke in the process it ran.
//
// `errbundle run -- npm run dev` streams every line the child prints; the
// daemon feeds them, in order, to one [Classifier] per process:
//
//	c := classify.New()
//	for line := range lines {
//		for _, f := range c.Feed(line.Text, line.At) {
//			store.Add(f) // f.Kind, f.Category, f.Message, f.Location, f.Block
//		}
//	}
//	store.Add(c.Flush()...) // the process exited
//
// # Blocks
//
// A problem is often many lines: a Go panic and its goroutine dump, a Python
// traceback with its chained causes, a rustc diagnostic with its " --> "
// line, a tsc --pretty code frame, a Java trace with "Caused by:". Each is
// one [Finding]. A block completes when a line arrives that does not belong
// to it, when more than [Gap] passes between two of its lines, or when
// [Classifier.FlushIdle] or [Classifier.Flush] is called. So a finding is
// usually returned by the Feed call of the line after it. Blank lines inside
// a block are held until the next line shows whether the block goes on.
//
// # Findings
//
// [Finding.Message] is the headline ("TS2322: Type 'string' is not assignable
// to type 'number'."), [Finding.Category] a stable slug naming the tool
// ("tsc", "go-panic", "python-traceback"), and [Finding.Location] the first
// application frame: the one nearest the error that is not in a standard
// library, a runtime, node_modules, site-packages or the Go module cache.
// [Finding.Block] holds the block's text, without ANSI codes ([StripANSI]),
// capped at [MaxBlock] bytes. A [Boundary] finding ("compiled successfully",
// "ready in", "Found 0 errors") marks a successful rebuild, which retires the
// errors before it.
//
// # Limits
//
// Node 20 prints an unhandled rejection of an Error exactly as it prints an
// uncaught exception; unless the output says "Unhandled" or shows an
// "at async" frame, such a rejection is reported as "node-exception". go vet
// diagnostics look like compiler errors and are told apart by their wording.
// Unknown tools' output yields nothing: a line is only a problem if a known
// shape says so, which keeps "0 errors" or "GET /api/errors 200" quiet.
//
// # Concurrency
//
// A Classifier is not safe for concurrent use and reads no clock: times come
// in with each line.
package classify
