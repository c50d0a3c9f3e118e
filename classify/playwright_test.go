package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlaywrightProjectHeader checks the header a config with projects
// gives ("[chromium] › file:line:col › name"), a failure with no frame
// (located at the test), and that the closing list is quiet.
func TestPlaywrightProjectHeader(t *testing.T) {
	got := classifyLines(t,
		"  ✘  1 [chromium] › tests/home.spec.ts:3:5 › has title (5.0s)",
		"",
		"  1) [chromium] › tests/home.spec.ts:3:5 › has title ───────────────────────",
		"",
		"    Error: browserType.launch: Executable doesn't exist at /root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome",
		"",
		"  1 failed",
		"    [chromium] › tests/home.spec.ts:3:5 › has title ────────────────────────",
	)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, "playwright", got[0].Category)
	assert.Equal(t, "tests/home.spec.ts:3:5", got[0].Location)
	assert.Contains(t, got[0].Message, "has title failed: Error: browserType.launch")
}
