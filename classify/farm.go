package classify

import "regexp"

// Farm (farm start) writes its own lines after a "[ Farm ] " tag and
// clears the screen before each report (ESC[1;1H ESC[0J, gone with the
// other codes). A failed build:
//
//	[ Farm ] Error: Parse `src/main.js` failed.
//	 Error: Parse `src/main.js` failed.
//	 Error:   x Expected ',', got '}'
//	   ,-[src/main.js:3:1]
//	 3 | document.getElementById("total")...
//	   `----
//
//	Potential Causes:
//	1.The module have syntax error.
//
// is one problem, stated by swc's "x" line and placed by its box. A config
// that does not load is "[ Farm ] Error: Failed to start the server", then
// "Caused by: Error: Failed to load farm config file: ...", advice and
// node's error with its frames. "[ Farm ] src/main.js updated in 2ms" is a
// rebuild; "✓  Ready in 17ms ⚡️FULL EXTREME!" the start (boundaryCategory).

var farmSpec = &spec{
	name: "farm", fixture: "fw2-farm-dev", tool: "Farm 1.7.11",
	starts: "[", has: "[ Farm ] ",
	head:     regexp.MustCompile(`^\[ Farm \] (?:Error: (?P<msg>.+)|(?P<boundary>.+ updated in .+))$`),
	category: "farm", form: restate,
	under: under{
		stop:   regexp.MustCompile(`^\[ Farm \] `),
		detail: regexp.MustCompile(`^\s*(?:Error:\s+x (?P<msg>.+)|Caused by: (?:Error: )?(?P<msg>.+))$`),
		frame:  regexp.MustCompile(`,-\[(?P<file>[^\]]+?):(?P<line>\d+):(?P<col>\d+)\]`),
	},
}
