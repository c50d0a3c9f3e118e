// Package daemon is errbundle's HTTP server: the ingest routes, the capture
// script, MCP over streamable HTTP (/mcp; /mcp?root=DIR names the caller's
// project), /v1/health and /v1/status ([Status]: processes, their ports,
// recent tabs), behind a Host and Origin [Guard], with the state file kept
// across restarts.
//
//	err := daemon.Run(ctx, daemon.Config{Addr: daemon.DefaultAddr, Version: v})
//
// For tests, [New] listens and returns a [Daemon] whose [Daemon.Handler]
// serves in process with httptest; [Daemon.Serve] and [Daemon.Shutdown]
// run it over TCP.
//
// # Clients of the daemon
//
// [Ensure] starts a detached daemon when none answers (errbundle run and
// errbundle mcp use it), and [ServeStdio] is the stdio MCP server that
// forwards each call to the daemon, so every agent session shares one set
// of buffers. It passes the agent's roots along with each call (asked with
// roots/list, or within the call from protocol 2026-07-28 on), or the
// directory it was started in when the agent has none. A call that waits
// for news (wait_seconds) ends as soon as its agent cancels it or goes
// away, through the proxy too; /v1/health counts the calls waiting.
//
// # Security
//
// Loopback only unless [Config.AllowNonLoopback]; every route rejects a
// Host that is not a loopback name or the listen host (DNS rebinding), and
// browsers may send only from loopback pages, extensions and
// [Config.AllowOrigins].
//
// # Bounds
//
// A request body must arrive within [Config.BodyTimeout] ([DefaultBodyTimeout]),
// or it is answered 408 and its connection closed: stalled clients cannot
// pile up connections. Answers have no such bound, since waits and MCP
// streams last as long as they must. The state file is read only up to
// the store's byte budget decompressed; one larger is left in place for a
// daemon with a larger budget.
package daemon
