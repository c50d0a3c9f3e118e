// Package capture receives and keeps what a web app does while an agent
// works on it: browser errors, console logs, network requests, user
// actions and dev-server output, each in a typed, bounded buffer indexed by
// time.
//
// A [Store] owns the buffers. Writers hand it whole batches; readers take
// a [Snapshot] under its lock and do all their work after releasing it:
//
//	store := capture.NewStore(capture.Config{MaxBytes: 64 << 20})
//	batch, rejected, err := capture.DecodeEvents(body)
//	store.Add(batch)
//	snap := store.Snapshot()
//	snap.Errors.DescendFrom(since, func(e *capture.Error) bool { ...; return true })
//
// # Ingest
//
// [Ingest] serves the HTTP API v1 (POST /v1/events, POST /v1/process, GET
// /v1/health) behind a [Guard] that checks Host and Origin. Bodies are read
// by [DecodeEvents] and [DecodeProcess] in one strict pass: a bad event is
// rejected with its reason and the rest of its batch is kept. Every
// timestamp goes through [ParseTimestamp].
//
// # Storage
//
// Each kind lives in a [Ring]: arrival-order eviction, a B-tree index by
// time and one per tab, and copy-on-write [View]s, so a time-range query
// costs O(log n + k) however out of order events arrived. The store keeps
// all rings inside one byte budget, evicting the oldest arrival first, and
// counts what it evicts so that replies can say context may be missing.
//
// # Before anything is stored
//
// [RedactText] and [RedactHeaders] replace credentials, cookies and card
// numbers with [redact.Redacted]. Fingerprints ([Normalize], [FirstAppFrame]),
// group hashes and request noise ([IsNoise]) are worked out once, on
// arrival, so that queries cost lookups rather than text processing.
// Dev-server lines are classified as they arrive (package classify) into
// problems and build boundaries.
//
// # Restarts
//
// [Store.SaveFile] and [Store.LoadFile] keep the buffers across a graceful
// restart in a versioned snapshot file; a corrupt or foreign file is set
// aside and the store starts empty.
package capture
