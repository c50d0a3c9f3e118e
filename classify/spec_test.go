package classify

import (
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSpecs checks that each spec is registered under its name and reads
// the fixture it names: the one a new line-shaped tool brings with it.
func TestSpecs(t *testing.T) {
	for _, sp := range specs {
		t.Run(sp.name, func(t *testing.T) {
			require.True(t, slices.ContainsFunc(registry, func(e entry) bool { return e.name == sp.name }), "spec %s is not in the registry", sp.name)
			path := fixture(t, sp.fixture)
			assert.Equal(t, sp.name, filepath.Base(filepath.Dir(path)), "%s lives beside its spec, in testdata/%s/", sp.fixture, sp.name)
			got := classifyFile(t, path)
			assert.True(t, slices.ContainsFunc(got, func(f Finding) bool { return f.adapter == sp.name }),
				"no finding of %s comes from its spec: %s", sp.fixture, describe(got))
			assert.NotEmpty(t, sp.tool)
		})
	}
}

func TestExpand(t *testing.T) {
	re := regexp.MustCompile(`^(?P<name>\w+) (?P<status>[A-Z]+) ?(?P<msg>.*)$`)
	for line, want := range map[string]string{
		"totals FAIL exit status 1": "totals FAIL: exit status 1",
		"totals TIMEOUT":            "totals TIMEOUT",
	} {
		assert.Equal(t, want, expand("${name} ${status}[: ${msg}]", re, re.FindStringSubmatch(line)), line)
	}
	assert.Equal(t, "exit status 1", expand("", re, re.FindStringSubmatch("totals FAIL exit status 1")))
}
