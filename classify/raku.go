package classify

import "regexp"

// Raku (Rakudo) warns of an uninitialized value with its hint under it
// and its place only in the frame that follows, "  in block <unit> at
// warn.raku line 2", the program's own output (stdout) often printed
// between: the warning's block runs to that frame (a line that states a
// problem, or the engine's gap, ends it sooner). Perl's own warning of the same words
// names its place on its line ("... at a.pl line 3."), and is Perl's.
//
// Raku's other reports are the generic layer's: an uncaught exception is
// its message with no label over frames of that shape, a compile error
// "===SORRY!=== Error while compiling FILE" over the message and "at
// FILE:4".
var rakuSpec = &spec{
	name: "raku", fixture: "raku-warning", tool: "rakudo 2022.12 (Debian raku)",
	starts: "U", has: "Use of uninitialized value",
	head:     regexp.MustCompile(`^(?P<msg>(?P<warn>Use of uninitialized value) .* in \w+ context\.)$`),
	category: "raku",
	under: under{
		end:   regexp.MustCompile(`^\s+in .+ at \S+ line \d+$`),
		stop:  regexp.MustCompile(`^\S+(?:Error|Exception)\b|^(?:[Ee]rror|[Ww]arn(?:ing)?|ERROR|WARN(?:ING)?)\b|^===SORRY|^Use of uninitialized value`),
		frame: regexp.MustCompile(`^\s+in .+ at (?P<file>\S+) line (?P<line>\d+)$`),
	},
}
