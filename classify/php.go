package classify

import "strings"

// phpLevels are the labels PHP puts before an error it logs to stderr,
// each followed by a colon and two spaces ("PHP Warning:  Undefined ...").
var phpLevels = []string{
	"PHP Fatal error:  ", "PHP Parse error:  ", "PHP Recoverable fatal error:  ",
	"PHP Warning:  ", "PHP Notice:  ", "PHP Deprecated:  ",
}

// phpLevelInside returns t from a PHP error label that does not start it:
// the CLI logs errors to stderr while the script's unfinished stdout line
// ("paid ") is still on the terminal, so the two share a line
// ("paid PHP Fatal error:  Uncaught ..."). It returns t unchanged if no
// label is inside it.
func phpLevelInside(t string) string {
	i := strings.Index(t, "PHP ")
	if i <= 0 {
		return t
	}
	for _, l := range phpLevels {
		// PHP ends each message with its place ("in /app/a.php on line
		// 3", "in /app/a.php:3"); a mention of the label elsewhere has none.
		if strings.HasPrefix(t[i:], l) && (strings.Contains(t[i:], " on line ") || findAnyLoc(t[i:]) != "") {
			return t[i:]
		}
	}
	return t
}

// phpCaller is the caller PHP names in an argument's TypeError: "f():
// Argument #1 ($a) must be of type float, string given, called in
// /app/index.php on line 14 and defined in /app/view.php:4". The call is
// what passed the wrong value; the definition is only where it is thrown.
// So for an ArgumentCountError: "Too few arguments to function f(), 1
// passed in /app/index.php on line 22 and exactly 2 expected in ...".
func phpCaller(s string) string {
	_, rest, ok := strings.Cut(s, ", called in ")
	if !ok && strings.Contains(s, "Too few arguments to function ") {
		_, rest, ok = strings.Cut(s, " passed in ")
	}
	if !ok {
		return ""
	}
	path, line, ok := strings.Cut(rest, " on line ")
	if n := digits(line); ok && n != "" && hasSourceExt(path) && isAppPath(path) {
		return path + ":" + n
	}
	return ""
}
