package classify

import "strings"

// A Haskell program that dies of `error` (or of an exception raised with a
// call stack) prints the message with no label, "PROG: msg", then
// "CallStack (from HasCallStack):" and the calls that led there, innermost
// first: "  error, called at Orders.hs:8:14 in main:Main". GHC 9.10 names it
// "HasCallStack backtrace:". Only that line tells the one before was an
// error, so detect keeps the last line that opened nothing
// ([line.plain]) for it, as for Tcl.

// detectHaskell opens a block on the call stack's title, the line before
// it (plain) being the message.
func detectHaskell(t, plain string) parser {
	if plain == "" || t != "CallStack (from HasCallStack):" && t != "HasCallStack backtrace:" {
		return nil
	}
	return &ledTrace{f: Finding{Kind: Error, Category: "haskell", Message: plain}, head: plain, place: haskellPlace}
}

// haskellPlace is the innermost application call of the indented "called
// at" lines: where the error was raised.
func haskellPlace(line, loc string) string {
	if _, at, ok := strings.Cut(line, " called at "); ok && loc == "" {
		return findLoc(at, true)
	}
	return loc
}

// haskellUncaught are the starts of the texts a GHC program dies with when
// an exception with no call stack reaches main, after the program's name:
// "Head: Prelude.head: empty list", "app: user error (bad config)",
// "app: Map.!: given key is not an element in the map".
var haskellUncaught = []string{"Prelude.", "user error (", "Map.!:", "Maybe.fromJust:", "Data."}

// detectHaskellUncaught reads "PROG: msg" where msg is one of those.
func detectHaskellUncaught(s, t string) parser {
	prog, msg, ok := strings.Cut(t, ": ")
	if len(t) < len(s) || !ok || prog == "" || strings.ContainsAny(prog, " \t./") {
		return nil
	}
	for _, u := range haskellUncaught {
		if strings.HasPrefix(msg, u) {
			return &single{f: Finding{Kind: Error, Category: "haskell", Message: t}}
		}
	}
	return nil
}
