package capture

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package's tests if any leave a goroutine running: the
// store and its ingest handlers start none that outlive a call.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
