package extension_test

import (
	"testing"
	"time"
)

// syntaxRoundTrip is a developer's edit that breaks the build and its fix,
// as the framework tests play it on the page the tab has open: write(true)
// writes the syntax error, and listed must see the dev server's problem at
// want within 30 s; write(false) writes the fix, the page must take it
// (pickedUp within 5 s, else reload, as a developer would), and listed
// must no longer see it within 30 s.
func syntaxRoundTrip(t *testing.T, want string, listed func() (bool, nextGroups), write func(broken bool), pickedUp func() bool, reload func()) {
	t.Helper()
	wait := func(what, since string, from time.Time, until bool) {
		t.Helper()
		for {
			ok, g := listed()
			if ok == until {
				t.Logf("syntax error %s %v after the %s", what, time.Since(from).Round(time.Millisecond), since)
				return
			}
			if time.Since(from) > 30*time.Second {
				t.Fatalf("the syntax error at %s was not %s in get_errors 30s after the %s: %+v", want, what, since, g.Errors)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	written := time.Now()
	write(true)
	wait("listed", "write", written, true)
	fixed := time.Now()
	write(false)
	if !pickedUp() {
		t.Logf("the page did not pick up the fix in 5s: reloading it")
		reload()
	}
	wait("gone", "fix", fixed, false)
}
