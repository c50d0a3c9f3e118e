package classify

import "strings"

// Astro's dev server (astro dev) logs "HH:MM:SS [level] message", the level
// in brackets after the time: "01:47:05 [ERROR] Cannot read properties of
// undefined (reading 'cost')", then an indented "Stack trace:" and frames;
// "[WARN] [config] ..." for a warning. "[watch] src/components/A.tsx" says a
// module a page imports changed: like Vite's "page reload", a boundary. Its
// "[vite] ..." lines are Vite's.
//
// A page of its own (an .astro file) changes with no "[watch]" line: after
// a syntax error ("[ERROR] Unexpected \";\"" at src/pages/hot.astro:3:18),
// the request log's next success ("[200] /hot 190ms") is all that says the
// fixed page renders again, so that success is a boundary too. Only after
// a syntax error: a success beside a failing endpoint says nothing of it.

// astroAdapter reads astro dev's reports.
type astroAdapter struct {
	// astroBroken is set after astro dev reported a syntax error, until a
	// page renders again (see detectAstro).
	astroBroken bool
}

func (a *astroAdapter) detect(ln line) (parser, claim) { return opened(a.detectAstro(ln.t)) }

func (a *astroAdapter) detectAstro(t string) parser {
	if len(t) < 12 || t[2] != ':' || t[5] != ':' || t[8] != ' ' || t[9] != '[' ||
		len(digits(t)) != 2 || len(digits(t[3:])) != 2 || len(digits(t[6:])) != 2 {
		return nil
	}
	level, msg, ok := strings.Cut(t[10:], "] ")
	if !ok || strings.HasPrefix(msg, "[vite] ") {
		return nil
	}
	switch {
	case level == "ERROR":
		if isSyntaxMessage(msg) {
			a.astroBroken = true
		}
		return newGeneric(Finding{Kind: Error, Category: "astro", Message: msg}, msg)
	case level == "WARN":
		return newGeneric(Finding{Kind: Warning, Category: "astro", Message: msg}, msg)
	case level == "watch", a.astroBroken && len(level) == 3 && (level[0] == '2' || level[0] == '3') && len(digits(level)) == 3:
		a.astroBroken = false
		return &single{f: Finding{Kind: Boundary, Category: "astro", Message: t[9:]}}
	}
	return nil
}

// isSyntaxMessage reports the message of a parser's syntax error, as
// esbuild and Babel word them: "Unexpected \";\"", "Expected \"}\" but found
// \"<\"", "Unexpected closing \"buton\" tag does not match opening ...".
func isSyntaxMessage(msg string) bool {
	return hasPrefixAny(msg, "Unexpected ", "Expected ", "Unterminated ") || strings.Contains(msg, "does not match opening")
}
