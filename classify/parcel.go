package classify

import "regexp"

// Parcel 2's dev server (parcel src/index.html) reports a failed build as
// "🚨 Build failed." and, under it, one diagnostic per problem: the
// plugin that found it and the message, the place alone on an indented
// line, a code frame and hints:
//
//	🚨 Build failed.
//
//	@parcel/transformer-js: Expected ',', got ';'
//
//	  /app/src/cart.js:2:68
//	  > 2 |   return items.reduce((sum, item) => sum + item.price * item.qty, 0;
//
// A failure with no diagnostic is an "Error: msg" with its stack, printed
// twice (plain, then indented). Everything up to the next build
// ("Building...") or its success belongs to it. "✨ Built in 102ms" is a
// boundary.
var parcelSpec = &spec{
	name: "parcel", fixture: "fw-parcel-dev", tool: "Parcel 2.16.4",
	starts: "\xf0\xe2", has: "Buil", // "🚨", "✨"
	head:     regexp.MustCompile(`^(?:🚨 (?P<msg>Build failed\..*)|(?P<boundary>✨ Built in .+))$`),
	category: "parcel", form: restate,
	under: under{
		stop:   regexp.MustCompile(`^\s*(?:Building\.\.\.|Bundling\.\.\.|✨ |🚨 |Server running at )`),
		detail: regexp.MustCompile(`^(?:@parcel/[\w-]+|Error): (?P<msg>.+)$`),
		frame:  regexp.MustCompile(`^\s+(?P<file>\S+):(?P<line>\d+):(?P<col>\d+)$`),
	},
}
