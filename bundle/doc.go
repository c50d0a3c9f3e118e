// Package bundle answers the questions an agent asks of a [capture.Snapshot]:
// what led to each error, and what is broken now. Its functions are pure:
// no locks, no I/O, no clock reads.
//
//	snap := store.Snapshot()
//	bundles := bundle.Join(snap, bundle.Options{Limit: 5, Window: 3 * time.Second})
//	groups := bundle.Group(snap, bundle.GroupOptions{IncludeWarnings: true})
//
// # Bundles
//
// [Join] gives each error, newest first, the requests that overlapped the
// window before it, the actions, logs and dev-server problems in that
// window, from its own tab and from no tab. Static assets, dev-server
// plumbing and beacons are dropped as noise, identical polls are folded,
// and a [Bundle] is fitted to a byte budget by tier: failed requests and
// dev-server errors first, with the request that completed just before the
// error (whose answer it most likely choked on: a body zod refused, data
// that was null), then actions and warnings, then the rest;
// [Omitted] counts what did not fit. Response bodies are cut to the message
// they carry ([BodyMessage]). An error repeated within the window of its
// next occurrence (React's console echo of an exception, an overlay's
// re-throw of a build error on each reload, a library's log of the Error
// React reported: "React Router caught the following error during render
// TypeError: …") is one bundle, with
// [Bundle.Count] and its first and last time, so that the bundles a reply
// holds are distinct problems.
//
// # Replayed server errors
//
// React replays a Server Component's exception in the browser with frames
// of the server's bundle ("about://React/Server/…"). [WithReplays] places
// such an error where the dev server reported the same message, within
// [MaxWindow], with the source lines of the server's code frame, unless a
// source map on disk already resolved it there; an error no map resolves
// is placed at the first application frame of the copy the dev server
// forwarded from the browser ("[browser] Uncaught …"). [Join], [Group] and
// the errors view all read errors through it.
//
// A failed request whose trace id (or the trace its request headers named,
// as Sentry SDKs quote them) has a backend problem carries it as its
// "server"; the reports of one trace (an error event and its error spans)
// merge into one, and backend problems of the window no request carried are
// listed in [Bundle.Backend]. The join is by trace, whatever the times: a
// problem that arrives seconds after the browser's error is there on the
// next query, and two overlapping requests to one route are told apart.
//
// # Groups
//
// [Group] folds every browser error, console error and warning, failed
// request and dev-server problem into deduplicated entries, errors before
// warnings and newest first, counting only what happened since each tab's
// latest page load and each process's latest restart or successful build
// unless a since is given. Backend problems are entries of source
// "backend:<service>" ([SourceBackend]), one occurrence per trace; a failed
// request's entry names the backend entry that caused it ([Entry.Backend]).
//
// # Pages
//
// Both read what arrived after a cursor ([Options.After],
// [GroupOptions.After]). When more arrived than the limit, [PageEnd] and
// [GroupPageEnd] say where, in arrival order, a reply should stop
// ([Options.Upto], [GroupOptions.Upto]) so that it holds at most limit
// entries and the next, read after that point, takes over: a reader that
// follows cursors sees every error once.
//
// # React component stacks
//
// An error the capture script got React's component stack for shows it,
// in [ErrorItem] and [Entry], one "Name (file:line:column)" per component
// ([ComponentLine]), mapped by the [Locator] like the error's stack.
package bundle
