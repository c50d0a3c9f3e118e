// Package capture keeps what a web app does while an agent works on it:
// browser errors, console logs, network requests, user actions and
// dev-server output, each in a typed, bounded buffer indexed by time.
//
// A [Store] owns the buffers. Writers hand it whole batches; readers take a
// [Snapshot] under its lock and do all their work after releasing it:
//
//	store := capture.NewStore(capture.Config{MaxBytes: 64 << 20})
//	store.Add(batch) // a Batch decoded by package ingest
//	store.FlushIdle()
//	snap := store.Snapshot()
//	snap.Errors.DescendFrom(since, func(e *capture.Error) bool { ...; return true })
//
// # Storage
//
// Each kind lives in a [Ring]: arrival-order eviction, a B-tree index by
// time and one per tab, and copy-on-write [View]s, so a time-range query
// costs O(log n + k) however out of order events arrived. The store keeps
// all rings inside one byte budget, evicting the oldest arrival first, and
// counts what it evicts so that replies can say context may be missing.
// [Store.Snapshot] only copies: it writes nothing. [View.Filter] narrows a
// view (to one project, say) after the snapshot, with no lock held.
//
// # Several observers
//
// One page may be watched by the extension, errbundle proxy and errbundle
// attach at once ([Batch.Observer] names the sender). The store keeps the
// first report of an event and drops another observer's copy of it; a
// copy of a request completes the entry kept with the fields it lacked,
// in a new event that takes its place, since stored events are shared
// with snapshots and never modified (dedupe.go, complete.go). While one
// observer reports alone, its reports are remembered by sequence number,
// unhashed; what they say is hashed from the stored events only when a
// second observer comes.
//
// # Before anything is stored
//
// [Store.Add] redacts secrets (package redact), caps bodies, and works out
// fingerprints (package fingerprint), group hashes and request noise
// ([IsNoise]) once, on arrival, so that queries cost lookups rather than
// text processing. A 2xx GraphQL response with errors is marked then
// ([Request.GraphQLErrors]): it is a failed request like a 4xx or 5xx.
// Only a request that may be GraphQL has its body searched for them: one
// with a body, a 'q' in its URL (/graphql, ?query=) or a GraphQL content
// type, as every GraphQL request over HTTP has. An
// error message that is JSON (zod 4's ZodError: its issues, pretty-printed)
// is made one readable line ("total: Invalid input: expected number,
// received string"). [Store.AddProcess] classifies dev-server lines (package
// classify) into problems and build boundaries under the process's own
// lock; the store's lock is held only to insert. A problem's location is
// made relative to the process's working directory ([Process.Dir]), and
// [Store.ProcessDirs] names those directories: the only places a
// server-side source map may be read from.
//
// A process that is a multiplexer (turbo run dev, concurrently, pnpm -r
// --parallel, foreman) prints its children's lines prefixed with their
// names; each [Problem] keeps the child's name ([Problem.Scope]), and a
// child's successful build ([Process.Scopes]) retires only that child's
// problems ([Process.SinceScope]); an unprefixed one retires all the
// process's, as a restart does.
//
// A block a process printed last is stored by the next query
// ([Store.FlushIdle]) once it has been quiet for a second. If the rest of
// it arrives after that (the relay sends lines in batches, and a loaded
// machine delays them), the problem stored early is replaced by the whole
// block, as a new arrival; snapshots taken before keep the early one.
//
// A process may also report problems it did not print ([ProcessProblem]:
// errbundle run as a Godot game's debugger). They are stored as they
// come, and one error that also reached the console is kept once: the
// reported copy, in place of or instead of the printed one (reported.go).
//
// An [Error] may carry React's component stack ([Component], at most
// [MaxComponents]), its URLs redacted like the error's.
//
// # Backend problems
//
// [Store.AddBackend] keeps what backends report through Sentry SDKs and
// OpenTelemetry (decoded by package ingest) as [Backend] problems: service,
// exception, stack, first application frame ([AppFrame]: by the SDK's
// in_app and by path, since python's SDK marks a framework's frames in-app
// too), trace and span ids and the HTTP request served, redacted like
// everything else and inside the same byte budget. A [Request] records the
// trace id the browser sent, which is how a bundle finds the problem a
// request caused. [Store.NoteDropped] counts ingest items accepted but not
// stored, for /v1/health.
//
// # Arrival order
//
// Each event gets the next arrival sequence ([Meta.Seq]) across all kinds
// (a batch's events, which arrive together, in time order: see
// [Store.Add]); a [Snapshot] carries the latest ([Snapshot.Seq]) and the
// store's [Store.Epoch], and [View.LastSeq] says whether a buffer holds
// anything newer than a position. [Store.Changed] is a channel closed by the next
// event stored, shared by every waiter, and [Store.Wait] waits on it.
//
// # Tabs
//
// [TabID.Matches] is the one meaning of a tab filter: an event with no tab
// belongs to every tab.
//
// # Restarts
//
// [Store.SaveFile] and [Store.LoadFile] keep the buffers across a graceful
// restart in a versioned snapshot file; a corrupt or foreign file is set
// aside and the store starts empty.
package capture
