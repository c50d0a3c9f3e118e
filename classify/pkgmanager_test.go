package classify

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPackageManagers(t *testing.T) {
	feed := func(lines ...string) []Finding {
		c := New()
		var got []Finding
		for i, l := range lines {
			got = append(got, c.Feed(l, t0.Add(time.Duration(i)*time.Millisecond))...)
		}
		return append(got, c.Flush()...)
	}

	// pnpm's badge, in colour (spaces) and without (thin spaces).
	for _, l := range []string{
		" ERR_PNPM_NO_SCRIPT  Missing script: dev",
		"\u2009ERR_PNPM_NO_SCRIPT\u2009 Missing script: dev",
	} {
		got := feed(l)
		require.Len(t, got, 1, describe(got))
		assert.Equal(t, "pnpm", got[0].Category)
		assert.Equal(t, "ERR_PNPM_NO_SCRIPT: Missing script: dev", got[0].Message)
	}
	// Its warning badge, without colour (mux-pnpm's last line).
	got := feed("\u2009WARN\u2009 Local package.json exists, but node_modules missing, did you mean to install?")
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, Warning, got[0].Kind)
	assert.Equal(t, "pnpm", got[0].Category)
	assert.Equal(t, "Local package.json exists, but node_modules missing, did you mean to install?", got[0].Message)
	assert.Empty(t, feed(" ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  web@1.0.0 build: `node build.js`"), "a summary")

	// Yarn: the lockfile diff is context, the error once per install.
	install := []string{
		"➤ YN0000: · Yarn 4.18.1",
		"➤ YN0000: ┌ Post-resolution validation",
		"➤ YN0028: │ +\"is-odd@npm:^3.0.1\":",
		"➤ YN0028: │ -  version: 3.0.0",
		"➤ YN0028: │ The lockfile would have been modified by this install, which is explicitly forbidden.",
		"➤ YN0000: └ Completed",
		"➤ YN0028: The lockfile would have been modified by this install, which is explicitly forbidden.",
		"➤ YN0000: · Failed with errors in 0s 114ms",
	}
	got = feed(install...)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, "yarn", got[0].Category)
	assert.Equal(t, "YN0028: The lockfile would have been modified by this install, which is explicitly forbidden.", got[0].Message)
	assert.Len(t, feed(append(install, install...)...), 2, "a second install reports it again")
	assert.Empty(t, feed("➤ YN0002: │ shop@workspace:. doesn't provide react (p1a2b3), requested by react-dom"), "not an error code")
}
