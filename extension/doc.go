// Package extension holds errbundle's browser side: the capture script and
// the Manifest V3 extension that injects it, embedded so the daemon can
// serve them.
//
// The capture script records uncaught errors (with their cause chains),
// errors a framework's error boundary catches and shows (React Router's,
// Vue's onErrorCaptured, Nuxt's), unhandled rejections, failed resource loads, workers that fail to load,
// Content Security Policy violations, console output, fetch and
// XMLHttpRequest traffic, WebSocket and EventSource connections (dev
// servers' hot-reload sockets left out), user actions and navigations on
// local development pages, and posts them in
// batches to the daemon's POST /v1/events. It is delivered two ways:
//
//	<script src="http://127.0.0.1:7373/capture.js"></script>
//
// served by the daemon from [CaptureJS], or injected into every allowed page
// by the unpacked extension in this directory ([Files]), whose background
// (a service worker in Chromium, background scripts in Firefox) adds the
// browser tab id to each event.
//
// # Privacy
//
// Both deliveries run only on allowed page origins (by default localhost,
// 127.0.0.1 and [::1] on any port; data-allow-origins on the script tag, or
// the extension popup, changes that). Values of password, hidden,
// credit-card and data-errbundle-redact fields are never recorded, and what
// was typed into them is scrubbed from everything else sent; authorization,
// cookie and token-like headers are never sent.
//
// # What an event costs the page
//
// Capture runs inside the app's own calls and listeners, so it takes there
// only what cannot wait: the arguments of a console call rendered, a stack
// captured but not formatted (V8 formats one when it is first read), a
// response's body cloned. The rest — reading that clone, formatting and
// cleaning stacks, listing headers, encoding the batch and posting it —
// happens when the page is next idle, after 100 ms of gathering
// (requestIdleCallback; errors and failed requests within 10 ms, for an
// agent waiting on them), in capture's own callbacks
// (core.js's take, through an event's resolve function), or in a worker:
// the extension's, or, for the
// script tag, a dedicated worker made from a Blob (capture/sender.js) that
// posts the batches off the page's thread. Where the page's Content
// Security Policy forbids blob: workers the page posts them itself, as it
// always posts the last flush when it closes: a worker's requests stop
// when its page unloads, so that flush takes back what the worker had not
// delivered. That last flush (pagehide) cannot wait for anything: the
// responses not yet read go without their bodies, and a body still being
// read goes cut where it is, each saying so, since a read the unload
// cancels would never end (TestRequestsBeforeLeaving). The cost per event
// is measured in the page by
// BenchmarkEventOverhead (overhead_test.go) and the whole workload by make
// bench-browser; see BENCHMARKS.md.
//
// # Files
//
//   - capture/*.js: the capture script, one file per concern (core and
//     delivery, the script tag's sender worker, stacks, value rendering, React's component stacks, errors,
//     console, errors a framework's error boundary catches (Vue's
//     onErrorCaptured, Nuxt's vue:error), network, sockets, user actions, navigation, workers that
//     fail to load, Content Security Policy violations), run in the
//     order of [CaptureParts]; the extension injects them one by one, the
//     daemon serves them joined as [CaptureJS]
//   - manifest.json, background.js, bridge.js, origins.js: the extension,
//     one manifest for Chromium (111+) and Firefox (128+)
//   - platform.js: what differs between the two browsers' extension APIs,
//     in one place (the browser or chrome namespace, messaging that never
//     throws, content script paths)
//   - popup.html, popup.js, popup.css: its popup (daemon health, counts,
//     settings)
//
// There is no build step: load the directory with chrome://extensions,
// "Load unpacked", or in Firefox with about:debugging, This Firefox, "Load
// Temporary Add-on" (its manifest.json).
package extension
