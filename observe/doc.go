// Package observe is errbundle's MCP surface: one tool, observe, whose
// what argument picks the view (error_bundles, get_errors, errors, logs,
// network_bodies, actions, processes).
//
//	http.Handle("/mcp", observe.NewHandler(store, version, nil, nil))
//
// [NewHandler] serves MCP over streamable HTTP, stateless, answering a
// plain tools/call of observe itself and everything else through the
// go-sdk ([NewServer] is that server, for other transports).
//
// [Tool] and [InputSchema] state the tool for tools/list: its description,
// the enum of views, each parameter's default and range. Arguments arrive
// as [Args]; invalid ones come back as a tool error with the reason, never
// a protocol error. Every reply is compact JSON (or, for get_errors, text)
// in a single text block, so a client pays for it once, and the default
// error_bundles reply stays under [MaxReplyBytes].
//
// # Every source in one list
//
// The errors view reads four buffers of the snapshot — browser errors,
// browser console warnings, process problems (what classify read in a dev
// server's or game's output, the Godot addon's included), backend problems
// — and merges them newest first, each entry saying its source the way
// get_errors does ("browser", "process:<id>", "backend:<service>") and,
// when known, its file and line. Only the first limit entries of each
// buffer are rendered; all that match are counted. clear_after_read marks
// the returned entries in the store by arrival sequence, so the mark is
// the daemon's: every caller's later errors calls skip them.
//
// # Bounds
//
// A reply is built in memory whole, so what the handler holds at once is
// bounded across all calls: each reserves an estimate of its reply in a
// budget of reply bytes ([WithReplyBudget], [DefaultReplyBudget] by
// default) before it reads the store, the reservation is fitted to the
// reply once built, and it is held until the reply has been written. A
// call that finds no room within [DefaultBusyWait] gets a tool error
// "busy: … retry in a moment", and a reply larger than the whole budget one
// saying to pass a smaller limit: never a daemon out of memory. A call
// waiting for news (wait_seconds) holds nothing. JSON-RPC batches, which
// would run thousands of calls from one POST, are refused on every
// protocol version with 400 and a JSON-RPC error (batching left MCP in
// 2025-06-18).
//
// # Source maps
//
// Browser errors are shown at their original source through the
// [Symbolizer] given ([Locator]); an error keeps the original position it
// was first shown at, never a served one (the map may not have loaded
// yet). An agent asks right after an error, often before its chunk's map
// is fetched: a reply waits up to [MapWait] (300 ms, shared by all its
// errors) for the maps still being fetched, then shows what it has, the
// unmapped ones marked.
//
// # Scope
//
// Several projects may share one daemon. Every view answers for the
// caller's project (package scope): its roots come in the call's _meta
// ([MetaRoots], sent by errbundle mcp and errbundle observe), in the answer
// to a roots input request the server makes of clients on protocol
// 2026-07-28 or later, or in the [HeaderRoot] header. scope "all" shows
// everything, origin one app by its address, and a reply names what other
// apps hold in one line (other_apps). The snapshot is narrowed after it is
// taken, with no lock held.
//
// # Waiting for what comes next
//
// Every reply but processes carries a cursor: the store's position in
// arrival order when the reply was read. Passed back as after, it keeps
// only what arrived since (late batches with old timestamps included), and
// wait_seconds makes an empty answer wait for the first matching event,
// woken by the store's broadcast ([capture.Store.Changed]), never a poll.
// A reply read after a cursor that limit would cut stops in arrival order
// instead (see [bundle.PageEnd]): it holds the first entries to arrive,
// says more, and its cursor reads on from the last of them, so a reader
// that follows cursors sees every entry once. A reply with no cursor is
// the newest entries, and its cursor marks the moment it was read.
// A wait ends with its caller: over HTTP the daemon marks each request's
// context with [WithCaller], since the SDK detaches calls from requests.
package observe
