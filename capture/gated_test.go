package capture

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestGatedAgrees checks that a gate rules out only texts that hold none
// of its substrings: on every line of the recorded dev-server output in
// classify/testdata (URLs, stack frames, framework banners), on each
// substring itself and on the lines made up around them.
func TestGatedAgrees(t *testing.T) {
	lines := recordedLines(t)
	for _, g := range []gated{plumbing, devClientOwn, dataEndpoints, banners} {
		for _, sub := range g.subs {
			lines = append(lines, sub, "http://localhost:5173"+sub+"?v=1", strings.ToUpper(sub), "Note: "+sub+".")
		}
	}
	ruledOut := 0
	for _, g := range []gated{plumbing, devClientOwn, dataEndpoints} {
		for _, line := range lines {
			assert.Equal(t, containsAny(line, g.subs), g.in(line), line)
		}
	}
	for _, line := range lines {
		var buf [2000]byte
		if !banners.mayHold(line) {
			ruledOut++
			assert.False(t, bannerPhrase(lowerInto(buf[:], line)), line)
		}
	}
	assert.Greater(t, ruledOut, len(lines)/2, "the banner gate rules out few lines")
}
