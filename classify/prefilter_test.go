package classify

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPrefilters checks that a guarded regexp's cheap test never turns
// away a line the regexp matches, over every line of the fixtures and
// the blind rounds (a guard too strict would lose findings only on the
// lines no fixture holds).
func TestPrefilters(t *testing.T) {
	blind, err := filepath.Glob("testdata/blind/*/*.txt")
	require.NoError(t, err)
	paths := append(fixtures(t), blind...)
	matched := make([]int, len(guardedRes))
	for _, p := range paths {
		data, err := os.ReadFile(p)
		require.NoError(t, err)
		for _, line := range strings.Split(StripANSI(string(data)), "\n") {
			for _, s := range []string{line, strings.TrimLeft(line, " \t")} {
				if s == "" {
					continue
				}
				for i, g := range guardedRes {
					if g.re.MatchString(s) {
						matched[i]++
						assert.True(t, g.may(s), "%s: the guard of %s turns away %q", p, g.re, s)
					}
				}
			}
		}
	}
	for i, g := range guardedRes {
		assert.NotZero(t, matched[i], "no fixture line matches %s: the check says nothing of its guard", g.re)
	}
}
