package redact

// The fast path and the full scan of Text, for the external tests that
// compare them on generated telemetry (internal/testgen imports capture,
// which imports this package).
var (
	MayHold  = mayHold
	FullText = fullText
	// OldMayHold is the fast path as it was in three passes, an oracle.
	OldMayHold = oldMayHold
)
