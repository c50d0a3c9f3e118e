package classify

import "regexp"

// TeamCity's service messages, which IDEs read from test runners (phpunit
// --teamcity, and reporters of other runners): a failed test is one line,
// "##teamcity[testFailed name='testRate' message='VAT rate|nFailed
// asserting ...' details=' /app/tests/TaxTest.php:8|n ' ...]", its values
// escaped with "|" ("|n" a newline, "|'" a quote). The finding is the
// test's name and the message's first line, placed at the first place the
// details name. (PHPUnit's is the reporter recorded, hence the category.)
var teamcitySpec = &spec{
	name: "teamcity", fixture: "phpunit-teamcity", tool: "PHPUnit 9.6.7 --teamcity",
	starts: "#", has: "##teamcity[testFailed ",
	head: regexp.MustCompile(`^##teamcity\[testFailed name='(?P<name>[^']*)' message='(?P<msg>(?:[^'|]|\|[^n])*)(?:[^'|]|\|.)*'` +
		`(?: details='(?:[^'|]|\|.)*?(?P<file>[^\s'|]+):(?P<line>\d+))?`),
	message: "${name} failed: ${msg}", category: "phpunit", form: alone,
}
