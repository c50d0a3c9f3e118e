// Package classify turns a dev server's or toolchain's output into
// problems, so errbundle can tell an agent what broke in the process it ran:
// compiler errors, panics, tracebacks, failing tests and warnings, one
// [Finding] per multi-line block, with the first application location.
//
// `errbundle run -- npm run dev` streams every line the child prints; the
// daemon feeds them, in order, to one [Classifier] per process:
//
//	c := classify.New()
//	store.Add(c.Start()...) // the process (re)started
//	for line := range lines {
//		for _, f := range c.FeedStream(line.Text, line.Stderr, line.At) {
//			store.Add(f) // f.Kind, f.Category, f.Message, f.Location, f.Block
//		}
//	}
//	store.Add(c.Exit(code, at)...) // the process exited
//
// What each rule and adapter reads, tool by tool, is in docs/toolchains.md:
// its table is generated from the registry and the fixtures
// (TestToolchainsDoc; make docs), its catalogue below the table is prose.
// This page is the concepts.
//
// # Engine
//
// The engine knows no tool. It strips what is not the tool's (ANSI codes, a
// multiplexer's prefix such as concurrently's "[api] " or Turborepo's
// "web:build: ", each such child read by a Classifier of its own, its
// findings carrying [Finding.Scope]), then offers each line no open block
// takes to the adapters, and the first that claims it decides. It reads
// the GitHub Actions workflow commands ("::error file=…,line=…::msg")
// itself, whatever the tool, and ends a failed run ([Classifier.Exit]).
//
// # Adapters
//
// An adapter reads what one tool (or one rule of the generic layer) prints
// that opens a problem. Its detect method looks at a line outside any
// block and answers pass (not mine), opens (a block starts here: the
// parser that reads it), completes (a finding on this line alone) or quiets
// (mine, and no problem). The parser then takes or rejects each following
// line and builds the finding. An adapter's memory of the lines before (the
// failures a runner announced, the compiler that spoke last) is its own:
// each Classifier makes its own adapter values, and nothing of a tool lives
// on the Classifier. Optional hooks say what else an adapter knows: start
// (forget the previous run), repeats (an error only repeats one reported
// before it, in the tool's own way), revise (adjust every finding, as
// Rspack's boundary makes webpack's shapes Rspack's), recognises (the
// process is this tool's: it is then offered each line first, as a parser
// is picked by a content type, until the process restarts).
//
// # Registry order
//
// registry.go lists every adapter in the order a line is offered to them.
// The order matters only where two adapters would claim the same line;
// each such pair is declared on the entry (before/after, with a why that
// names the line and the fixture that reads otherwise when they swap), and
// TestRegistryOrder checks the list keeps every constraint. An entry may
// name the bytes its lines must start with (first), so that most lines
// never call it.
//
// # Generic layer
//
// Most of what a tool prints about a problem has the same few parts, and the
// generic layer's rules (adapters late in the registry: generic, unix,
// lint-rows, framed, failure-sentence, ...) read them whatever the tool: a
// severity cue at the start of a line once a timestamp or log prefix is set
// aside ("error:", "ERROR", "Fatal error", "[warn]", "FAIL", "✗",
// "Uncaught"); a location in any common form, followed by a cue or by
// what a compiler family says instead ("src/a.zig:3:4: error: ...",
// "File \"p\", line N", "in P on line N", "P(L,C)", "--> P:L:C"); an
// exception line ("KeyError: 'id'"); a linter's row by its shape; and a
// place alone before the problem it announces. A cue must be a label:
// "errorHandler registered" or "0 errors" open nothing, and summaries that
// repeat problems already reported are quiet. Reports that name a file
// and then list its problems (rows under a header, pipe tables, keyed
// blocks, numbered lists, counted sections) are rules of this layer too,
// in rows*.go. A tool they read wrong gets an adapter, or a fix to the
// rule when the shape is general, or a spec (R's, GLib's) when its lines
// say enough; a tool whose head is its own but whose block reads like any
// other's is one of toolHeads (kotlinc), tried right before the generic
// layer. Some of the generic rules still name the tool that showed a
// shape (SWI-Prolog's label over its place, gfortran's and Standard ML's
// cues): moving those out is unfinished.
//
// Last of the layer, the place-first pass (place.go) reads a problem from
// its place: a line nothing else took that names an application file
// anywhere in it, in any form ("at src/a.ts:3:4", "in FILE on line N",
// "C:\app\x.ts(3,5)", "path L:C"), is a problem when its words say one
// (an error or warning word, an exception's name, a diagnostic's code,
// alone or filed under a catalogue's entry as in "G114 (CWE-676): ",
// "cannot", "unexpected", "missing", "not found", "deprecated"); a line
// that only names a file ("compiled src/a.ts in 20ms") or counts ("0
// errors") is none. A line that states a problem and names no place
// waits for the next: a frame, a box or an arrow under it that places it
// ("x Expected ',', got ';'" over ",-[src/user.ts:7:1]"). The message is
// the words without the place, the tool's prefix and a label; a process's
// directory, when known ([NewIn]), rules out absolute paths elsewhere. It
// reads every run, whatever adapter read its other lines; a line that
// repeats a problem reported lately is none. Registry entries marked
// generic are the layer: the blind rounds score it alone
// (BLIND_GENERIC=1), as a tool no adapter knows meets it.
//
// Every rule reads a place and a severity the same way. The place
// readers (location.go) know each form once: the colon form with the span
// it took, quoted or behind a scheme ("\"file:/app/a.html\":15.11-15.34",
// findLocAt), the bracketed ("P(L,C)", "P:[L,C]"), the spaced ("P L:C"),
// PHP's "in P on line N", and a line in words with its column ("line 7,
// column 5", "line 8:5 of P": lineCol, lineOf); a line with no digit
// names no place, so most lines meet none of them. The cue readers
// (cue.go) know a label at a line's start (cue), a row's or a level's
// severity word (severityOf), a mark of failure (leadMark) and the words
// that state a problem anywhere in a line (statedKind).
//
// Reports that name a place once for several lines are read by what the
// layer remembers: the file a header named in any dress ("In docs/a.md",
// "from /app/src/a.ts:"), for the rows under it in any order ("3:8 rule
// warning msg", "msg on line 3 at column 10", keyed "Message :" and
// "Line :" lines); a place alone, for the message printed under its code
// frame. A place's file needs a known source extension or a folder, so
// that a host's port is none; a file at the root with an extension of
// any word is one when a line, a column and a row's separator follow it
// at the line's start ("main.tsp:1:1 - error code: msg"). A line that
// only counts problems ("Detected 4 broken links", "there were 2
// errors") or only gives the run's verdict ("✗ Issues found") is quiet, and a row's level after its place
// gives its kind ("(WARNING/2)"; "(INFO/1)" is none).
//
// Once a block is complete, whatever read it, its finding is refined where
// the block says better what and where: a place inside the message after
// an exception's name and a plugin's prefix, a place only in a code frame
// or a trace row, a message printed under a label alone.
//
// # Blocks
//
// A block is its head plus the lines that continue it: indented lines, stack
// frames, code frames ("4 | x", "^"), box drawing ("╭─[ src/App.tsx:5:7 ]"),
// "Caused by:" chains. A block completes when a line arrives that does not
// belong to it, when more than [Gap] passes between two of its lines, or
// when [Classifier.Flush] is called; so a finding is usually returned by
// the Feed call of the line after it. [Classifier.FlushIdle] reports a
// block the process has gone quiet after, but keeps it open: if the rest
// of it arrives within [Gap], its finding comes back [Finding.Reopened]
// (replacing the one FlushIdle returned) or [Finding.Withdrawn].
//
// # Findings
//
// [Finding.Message] is the most specific line of the block: the parse error
// under Vite's "Transform failed with 1 error:", the exception under a
// logger's "ERROR" line, a test's name with its assertion.
// [Finding.Category] is a stable slug naming the tool ("vite", "pytest",
// "php"), or "generic" for a tool no adapter knows. [Finding.Location] is
// the first application location, skipping node_modules, vendor,
// site-packages, standard libraries and runtimes; [Relative] makes it
// relative to the process's directory. [Finding.Block] holds the block's
// text without ANSI codes ([StripANSI]), capped at [MaxBlock] bytes. A
// [Boundary] finding ("compiled successfully", "ready in", "Found 0
// errors") marks a successful rebuild, which retires the errors before it;
// so does a watcher's restart after a change (category "restart").
//
// # Exit
//
// A process can fail without printing anything an adapter recognises.
// [Classifier.FeedStream] keeps the last stderr lines; [Classifier.Exit]
// then reports a failed run that had no error since [Classifier.Start] as
// one error, "exited with code N" or "killed by signal SIGKILL (exit code
// 137)", with those lines as its block, the first location they name, and
// the message of the lines around that location when they state one (the
// located line itself, else the exception or cue above its frames).
//
// # Adding a tool
//
// A line-shaped tool is one spec, one registry entry and one fixture. A
// spec (spec.go) is the tool written as data, after VS Code's problem
// matchers: a head pattern whose named groups make the finding (file,
// line, col place it; the others fill the message template), and
// optionally the lines that carry its block on (more), a detail that adds
// to the message, and a frame that places it. Say a tool prints
//
//	✖ src/cart.css:4:3 Unexpected unknown unit "pxx" (unit-no-unknown)
//
// Its spec, in specs.go beside the others (and in the specs list), is
//
//	var cssLintSpec = &spec{
//		name: "csslint", fixture: "csslint-units", tool: "csslint 1.0.5",
//		has:      "✖ ", // a literal every head holds: most lines never meet the regexp
//		head:     regexp.MustCompile(`^✖ (?P<file>\S+):(?P<line>\d+):(?P<col>\d+) (?P<msg>.+)$`),
//		category: "csslint",
//	}
//
// which reads that line as an error at src/cart.css:4:3 with the message
// after the place. The registry names it with specEntry(cssLintSpec),
// before the generic rule that would read the line otherwise, with the why
// TestRegistryOrder holds it to when there is one. Then record the tool's
// real output as testdata/csslint/csslint-units.txt, in the folder of
// the adapter that reads it, with the program that made it under
// testdata/gen/, and write its .want.json by hand from that output: the
// tool and version, the command, and each finding's kind, category,
// message and location. The fixture tests replay it and check that its
// findings came from the adapter its folder names (or the others its
// want lists under "adapters": a dev server's boundaries beside its
// bundler's errors); a rule that reads another tool's output shows there.
// TestSpecs checks the spec read its fixture, the grounding test checks
// every expectation is in the output, and make docs adds the row to
// docs/toolchains.md. (The example is not in the registry.) A tool whose
// blocks need memory or judgement is an adapter in code: a detect that
// returns a parser whose next takes the block's lines.
//
// # Concurrency
//
// A Classifier is not safe for concurrent use and reads no clock: times come
// in with each line.
package classify
