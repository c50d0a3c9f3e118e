package classify

import "regexp"

// Playwright's test runner reports each failed test, after the run, as a
// numbered header ruled to the right ("  1) tests/a.spec.ts:5:1 › shows
// the total ────", "[project] › " before the place when the config has
// projects) over the error, its call log, a code frame and the "at"
// frame in the test, all indented deeper than the header. Its progress
// lines ("  ✘  1 tests/a.spec.ts:5:1 › name (3.1s)") and closing list of
// failed tests only name them. A failure whose frames name no place of the
// application's is at the test's.
var playwrightSpec = &spec{
	name: "playwright", fixture: "playwright-fail", tool: "@playwright/test 1.65.1",
	starts: digitBytes, has: " › ",
	head:    regexp.MustCompile(`^\s+\d+\) (?P<name>(?:\[[^\]]+\] › )?(?P<file>[^\s:]+):(?P<line>\d+):(?P<col>\d+) › .+?)\s*─+$`),
	message: "${name} failed", category: "playwright", form: late,
	under: under{
		stop:   regexp.MustCompile(`^\s{0,2}\S`),
		detail: regexp.MustCompile(`^\s+(?P<msg>\S.*)$`),
		// Only a frame: the browser's own log lines in the block name its
		// sources ("ERROR:dbus/bus.cc:405").
		frame: regexp.MustCompile(`^\s+at (?:.* \()?(?P<file>[^\s()]+):(?P<line>\d+):(?P<col>\d+)\)?$`),
	},
}
