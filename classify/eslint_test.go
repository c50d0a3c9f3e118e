package classify

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCRARows reads Create React App's ESLint report, whose rows take the
// severity of the section they are in.
func TestCRARows(t *testing.T) {
	feed := func(lines ...string) []Finding {
		c := New()
		var got []Finding
		for i, l := range lines {
			got = append(got, c.Feed(l, t0.Add(time.Duration(i)*time.Millisecond))...)
		}
		return append(got, c.Flush()...)
	}
	rows := []string{"[eslint] ", "src/App.js", "  Line 5:9:   'discount' is assigned a value but never used  no-unused-vars", ""}

	warned := feed(append([]string{"Compiled with warnings.", ""}, rows...)...)
	require.Len(t, warned, 1, describe(warned))
	assert.Equal(t, Warning, warned[0].Kind)
	assert.Equal(t, "eslint", warned[0].Category)
	assert.Equal(t, "src/App.js:5:9", warned[0].Location)
	assert.Equal(t, "'discount' is assigned a value but never used (no-unused-vars)", warned[0].Message)

	failed := feed(append([]string{"Treating warnings as errors because process.env.CI = true.", "Most CI servers set it automatically.", "", "Failed to compile.", ""}, rows...)...)
	require.Len(t, failed, 1, describe(failed))
	assert.Equal(t, Error, failed[0].Kind)
	assert.Equal(t, "src/App.js:5:9", failed[0].Location)

	// Next.js names the module "./app/page.tsx": its block goes on.
	next := feed("Failed to compile.", "", "./app/page.tsx", "Module not found: Can't resolve './money'", "")
	require.Len(t, next, 1, describe(next))
	assert.Equal(t, "nextjs", next[0].Category)
}
