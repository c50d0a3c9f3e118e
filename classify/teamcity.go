package classify

import "strings"

// TeamCity's service messages, which IDEs read from test runners (phpunit
// --teamcity, and reporters of other runners): a failed test is one line,
// "##teamcity[testFailed name='testRate' message='VAT rate|nFailed
// asserting ...' details=' /app/tests/TaxTest.php:8|n ' ...]", its values
// escaped with "|" ("|n" a newline, "|'" a quote).

// detectTeamCity reads a testFailed message as one finding: the test's name
// and the message's first line, placed at the first application location
// of the details.
func detectTeamCity(s, t string) parser {
	rest, ok := strings.CutPrefix(t, "##teamcity[testFailed ")
	if !ok {
		return nil
	}
	name := teamCityAttr(rest, "name")
	msg, _, _ := strings.Cut(strings.TrimSpace(teamCityAttr(rest, "message")), "\n")
	details := teamCityAttr(rest, "details")
	f := Finding{Kind: Error, Category: "teamcity", Message: name + " failed: " + msg, Location: findAnyLoc(details)}
	if strings.Contains(rest, "php_qn:") || strings.Contains(f.Location, ".php:") {
		f.Category = "phpunit"
	}
	return &single{f: f}
}

// teamCityAttr is the unescaped value of key='value' in a service message.
func teamCityAttr(s, key string) string {
	var v string
	if strings.HasPrefix(s, key+"='") {
		v = s[len(key)+2:]
	} else if i := strings.Index(s, " "+key+"='"); i >= 0 {
		v = s[i+len(key)+3:]
	} else {
		return ""
	}
	var b strings.Builder
	for j := 0; j < len(v); j++ {
		switch c := v[j]; {
		case c == '\'':
			return b.String()
		case c == '|' && j+1 < len(v):
			j++
			switch v[j] {
			case 'n':
				b.WriteByte('\n')
			case 'r':
			default:
				b.WriteByte(v[j]) // |' || |[ |]
			}
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
