package sourcemap

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the run if a test leaves a goroutine behind: Close must stop
// every worker and connection the Resolver started.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
