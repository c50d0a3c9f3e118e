package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestUnixChatterTraps: lines shaped like the rules for Perl, shells,
// make, mocha, logfmt and errno texts that are ordinary output.
func TestUnixChatterTraps(t *testing.T) {
	got := classifyLines(t,
		"Next steps:",
		"  1) Run npm install",
		"     to fetch the packages",
		"  2) Start the dev server",
		"make[1]: Entering directory '/app/sub'",
		"make[1]: Nothing to be done for 'all'.",
		"make[1]: Leaving directory '/app/sub'",
		`time=2026-11-24T21:55:11Z level=INFO msg="error handler ready" path=/api/errors`,
		`level=debug msg="retrying" err="connection refused" attempt=2`,
		"Step 3: 2 files changed",
		"Server listening at http://localhost:3000 line 4 ready",
		"In progress: 3 of 5",
		"INFO: cache miss: not found",
		"cache: 12 hits, 0 misses",
		"Killed 3 stale workers",
	)
	assert.Empty(t, got, describe(got))
}

func TestPerlKind(t *testing.T) {
	// A program's own message is a warning when more diagnostics follow
	// (die ends the program), an error when it is the last.
	got := classifyLines(t,
		"cache cold at app.pl line 3.",
		"Use of uninitialized value $x in addition (+) at app.pl line 5.",
		"config missing at lib/App.pm line 12.",
		"\tApp::load() called at app.pl line 7",
	)
	require.Len(t, got, 3, describe(got))
	assert.Equal(t, Warning, got[0].Kind)
	assert.Equal(t, Warning, got[1].Kind)
	assert.Equal(t, Error, got[2].Kind)
	assert.Equal(t, "lib/App.pm:12", got[2].Location)

	// The last diagnostic: its wording decides.
	got = classifyLines(t, "retrying in 5s: backend slow at worker.pl line 9.", "processed 3 jobs")
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, Warning, got[0].Kind)
}

func TestMakeParentsQuiet(t *testing.T) {
	got := classifyLines(t,
		"make[2]: *** [sub/Makefile:4: build] Error 1",
		"make[2]: Leaving directory '/app/sub'",
		"make[1]: *** [Makefile:9: sub] Error 2",
		"make: *** [Makefile:3: all] Error 2",
	)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, "sub/Makefile:4", got[0].Location)
}

func TestVagueNodeErrorTakesLocatedLine(t *testing.T) {
	// ts-node's shape, written from its documented output (it does not run
	// with the TypeScript installed here).
	got := classifyLines(t,
		"TSError: ⨯ Unable to compile TypeScript:",
		"src/cart.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
		"",
		"    at createTSError (/app/node_modules/ts-node/src/index.ts:859:12)",
		"    at reportTSError (/app/node_modules/ts-node/src/index.ts:863:19)",
	)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, "src/cart.ts:3:7", got[0].Location)
	assert.Contains(t, got[0].Message, "TS2322")
}
