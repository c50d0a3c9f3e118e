// Package scope decides which of the daemon's events belong to the project
// an agent works on, when several apps share one daemon.
//
// A project is what lies under the caller's roots (MCP roots, or the
// directory errbundle mcp was started in): the processes errbundle run
// started there, and the browser pages those processes serve, known by
// the loopback ports they listen on.
//
//	tracker := &scope.Tracker{}
//	snap := store.Snapshot()
//	sc := scope.Resolve(snap.Processes, tracker.Ports(snap), scope.Request{Roots: roots})
//	mine, outside := sc.Apply(snap) // filter after the snapshot: no lock held
//	notice := outside.Notice()      // "3 problems in other apps (blog): 1 page error, …; scope: ..."
//
// # Ports
//
// [Listening] finds the sockets a process tree listens on, each system its
// own way: on Linux it walks the tree in /proc and maps its socket inodes
// to the listening entries of /proc/net/tcp and tcp6; on macOS and the
// BSDs it asks ps for the tree and lsof for the sockets (lsof.go); on
// Windows it takes a Toolhelp snapshot and iphlpapi's GetExtendedTcpTable
// (proc_windows.go). [BannerPorts] reads the URLs a dev server prints ("Local:
// http://localhost:5173/") where that is not possible. A [Tracker] keeps
// both per process, throttled, and remembers them after the process exits.
//
// # Rules
//
// [Resolve] keeps everything when the caller has no roots, when no
// process is known, or for scope "all". A project whose processes serve
// known ports is strict: a page no known process serves belongs to
// someone else. A project with no process of its own sees every page but
// the other projects'. [Scope.Apply] also takes another project's page
// loads and hot updates back out of the snapshot's per-tab and per-module
// times, which get_errors uses to retire fixed errors.
//
// A backend problem (Sentry, OpenTelemetry) goes where the browser request
// of its trace went; with no such request, to the process whose working
// directory holds the file of its first application frame; with neither,
// to every project.
package scope
