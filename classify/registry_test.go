package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRegistryOrder checks the ordering constraints the adapters declare:
// each names adapters that exist, says why, and the registry keeps it.
// The why is printed when a constraint breaks, so that whoever moved an
// adapter sees which line the other one would misread.
func TestRegistryOrder(t *testing.T) {
	at := map[string]int{}
	for i, e := range registry {
		require.NotEmpty(t, e.name, "entry %d", i)
		_, dup := at[e.name]
		require.False(t, dup, "adapter %q registered twice", e.name)
		at[e.name] = i
	}
	for _, e := range registry {
		t.Run(e.name, func(t *testing.T) {
			assert.True(t, (e.detect == nil) != (e.new == nil), "an entry has one of detect and new")
			if len(e.before)+len(e.after) > 0 {
				assert.NotEmpty(t, e.why, "a constraint says why it holds")
			}
			for _, other := range e.before {
				j, ok := at[other]
				if assert.True(t, ok, "before names an unknown adapter %q", other) {
					assert.Less(t, at[e.name], j, "%s must come before %s: %s", e.name, other, e.why)
				}
			}
			for _, other := range e.after {
				j, ok := at[other]
				if assert.True(t, ok, "after names an unknown adapter %q", other) {
					assert.Greater(t, at[e.name], j, "%s must come after %s: %s", e.name, other, e.why)
				}
			}
		})
	}
}

// TestAdaptersOwnTheirState checks that two Classifiers share no
// adapter's state: each makes its own values (stateless ones excepted,
// which have none).
func TestAdaptersOwnTheirState(t *testing.T) {
	a, b := New(), New()
	require.Len(t, a.adapters, len(registry))
	for i, x := range a.adapters {
		switch x.(type) {
		case detectFunc, plainFunc, lineFunc, adapterFunc, elixirExit, jsonReportAdapter, bunAdapter, dotnetAdapter:
			continue // stateless
		}
		assert.NotSame(t, x, b.adapters[i], "%s", registry[i].name)
	}
}
