package observe

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package's tests if any leave a goroutine running,
// such as an MCP session a test forgot to close.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
