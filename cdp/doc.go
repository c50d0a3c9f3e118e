// Package cdp records a Chromium-family browser over the Chrome DevTools
// Protocol: the browser an agent drives (chrome-devtools-mcp, Playwright
// MCP, a Puppeteer script), with no extension and no script tag in its
// pages. It turns the protocol's events into the events the extension's
// capture script sends, and hands them, in their wire form, to a sink
// (errbundle attach's is a relay.Sender posting to the daemon's
// /v1/events, the extension's route and security model).
//
//	ep, _ := cdp.ParseEndpoint("http://127.0.0.1:9222", false)
//	err := cdp.Run(ctx, cdp.Config{Endpoint: ep, Sink: sender.Browser})
//
// # Endpoints
//
// An [Endpoint] is what the user names: the browser's http URL, whose
// /json/version gives its WebSocket URL anew after every restart, or the
// WebSocket URL itself. Only loopback endpoints are used unless the user
// says otherwise: a DevTools port runs any script in any tab. [Launch]
// starts a browser of this machine's ([Browsers]) with a private profile
// and a port it picks, for errbundle browser.
//
// # Sessions
//
// [Run] asks the browser to attach it to every page, out-of-process
// iframe, worker, shared worker and service worker (Target.setAutoAttach
// with flat sessions), existing ones included, and enables in each the
// domains whose events it reads: Network first (it alone reports nothing
// from before it was enabled), then Runtime, Log, Page and Audits. It
// never pauses a target (waitForDebuggerOnStart is false, Debugger is
// never enabled) and never opens or closes a tab, so that another client
// of the same browser sees no difference. A session's events carry a tab
// id made from its page's target id ("cdp-2efb7c56"): an iframe's and a
// dedicated worker's are their page's.
//
// # Events
//
// What the protocol reports, mapped to the extension's events:
//   - Runtime.exceptionThrown: uncaught exceptions and rejections, scripts
//     that failed to parse included, with the place and V8's stack, which
//     the daemon source-maps as it does the extension's;
//   - Runtime.consoleAPICalled: console calls, with the stack of the call
//     for errors and warnings;
//   - Network: fetch and XHR with status, headers and text bodies within
//     the capture script's caps, and any other request that failed,
//     whose reason (CORS, blocked by CSP or the client, net::ERR_*) is
//     the request's error and is added to the page's "Failed to fetch";
//   - Log.entryAdded: what the browser itself logs, CSP violations and
//     interventions among it; Audits.issueAdded for issues nothing else
//     names (cookies, mixed content, blocked responses);
//   - Page.frameNavigated: a page load, dated from its navigation's start,
//     the start of get_errors' recency; in-page navigations as actions.
//
// The one thing the protocol has no event for is the user's click:
// actions.js, in an isolated world of errbundle's own that the page cannot
// see, reports clicks and submits through a Runtime binding.
//
// A WebAssembly program's panic reaches the browser as console output
// only: Go's wasm_exec.js prints the traceback a line per console.log,
// Rust's console_error_panic_hook one console.error ("panicked at
// src/lib.rs:12:5:\n…"). Both are made errors at the source place the
// panic names.
//
// # Origins
//
// [Origins] decides which pages are recorded: loopback pages and the
// --allow-origin entries, as the extension does, or all of them. An
// agent's browser visits other sites too, whose errors are not the app's.
//
// # Several observers
//
// A page can be seen by the extension and by attach at once, or by two
// attaches. Each attach process names itself in its posts
// (relay.Config.Observer) and the daemon's store keeps the first report
// of an event (see capture's dedupe.go).
package cdp
