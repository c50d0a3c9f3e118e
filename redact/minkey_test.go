package redact

import "testing"

// TestMinKey checks that minKey, the skip of runsHold, is no longer than
// the shortest run that holds a vendor's key or a JWT: a longer skip
// would step over one.
func TestMinKey(t *testing.T) {
	shortest := 8 + 1 + 8 + 1 // a JWT: two segments of 8 and their dots
	for _, k := range keyPrefixes {
		shortest = min(shortest, len(k.prefix)+k.min)
	}
	if minKey != shortest {
		t.Fatalf("minKey is %d, the shortest key run %d", minKey, shortest)
	}
}
