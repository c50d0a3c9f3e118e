package classify

import "strings"

// Package managers' own reports where they have a shape of their own, as
// installs fail on a CI (where a lockfile must not change).
//
// pnpm heads an error with its code in a badge, then the message:
// " ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with
// "frozen-lockfile" because pnpm-lock.yaml is not up to date with ...",
// its reason on the lines below.
//
// Yarn 2+ writes every line as "➤ YN0000: msg", a code per kind of
// message, steps opened with "┌", their lines under "│ ", closed with "└";
// only the colour (which a pipe may not keep) tells an error, so the codes
// that are errors are listed. Under GITHUB_ACTIONS a step's lines are also
// in "::group::" (workflow.go), and the errors are printed again after it.

// yarnErrors are the Yarn message codes that are errors: EXCEPTION,
// BUILD_FAILED, CACHE_CHECKSUM_MISMATCH, FROZEN_LOCKFILE_EXCEPTION, and
// YN0035, a package that cannot be resolved.
var yarnErrors = map[string]bool{"0001": true, "0009": true, "0018": true, "0028": true, "0035": true}

// detectPnpm reads pnpm's error badge, and its warning badge
// ("\u2009WARN\u2009 Local package.json exists, but node_modules
// missing, ..."). A code that only says the scripts failed
// (ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL) is quiet.
func detectPnpm(t string) parser {
	// The badge's padding is a thin space (U+2009) where colour is off:
	// a warning's so padded is pnpm's, not consola's " WARN  ".
	if msg, ok := strings.CutPrefix(strings.TrimLeft(t, " "), "\u2009WARN\u2009"); ok {
		if msg = strings.Trim(msg, " \u2009"); msg != "" {
			return &single{f: Finding{Kind: Warning, Category: "pnpm", Message: msg}}
		}
		return nil
	}
	t = strings.TrimLeft(t, " \u2009")
	if !strings.HasPrefix(t, "ERR_PNPM_") {
		return nil
	}
	i := strings.IndexAny(t, " \u2009")
	if i < 0 || isQuiet(t[:i]) {
		return nil
	}
	code, msg := t[:i], strings.Trim(t[i:], " \u2009")
	if msg == "" {
		return nil
	}
	return &single{f: Finding{Kind: Error, Category: "pnpm", Message: code + ": " + msg}}
}

// yarnAdapter reads Yarn 2+'s coded lines.
type yarnAdapter struct {
	// yarnSeen holds the Yarn errors reported since its last banner
	// ("➤ YN0000: · Yarn 4.5.0"): GitHub Actions gets them twice.
	yarnSeen map[string]bool
}

func (a *yarnAdapter) detect(ln line) (parser, claim) { return completed(a.detectYarn(ln.t)) }

// detectYarn reads Yarn 2+'s error lines, once each per install: the
// lockfile diff under YN0028 is context, and the rows GitHub Actions
// gets again after the step's group are repeats.
func (a *yarnAdapter) detectYarn(t string) parser {
	rest, ok := strings.CutPrefix(t, "➤ YN")
	if !ok || len(rest) < 6 || rest[4] != ':' || digits(rest[:4]) != rest[:4] {
		return nil
	}
	code, msg := rest[:4], strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(rest[5:]), "│"))
	if code == "0000" && strings.HasPrefix(msg, "· Yarn ") {
		a.yarnSeen = nil // an install starts
		return nil
	}
	if !yarnErrors[code] || msg == "" || msg[0] == '+' || msg[0] == '-' || a.yarnSeen[code+msg] {
		return nil
	}
	if a.yarnSeen == nil {
		a.yarnSeen = map[string]bool{}
	}
	a.yarnSeen[code+msg] = true
	return &single{f: Finding{Kind: Error, Category: "yarn", Message: "YN" + code + ": " + msg}}
}
