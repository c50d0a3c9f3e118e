package classify

import "strings"

// Astro's dev server (astro dev) logs "HH:MM:SS [level] message", the level
// in brackets after the time: "01:47:05 [ERROR] Cannot read properties of
// undefined (reading 'cost')", then an indented "Stack trace:" and frames;
// "[WARN] [config] ..." for a warning. "[watch] src/pages/a.astro" says a
// file changed and the pages using it will be rendered from it again: like
// Vite's "page reload", a boundary. Its "[vite] ..." lines are Vite's.

func detectAstro(s, t string) parser {
	if len(t) < 12 || t[2] != ':' || t[5] != ':' || t[8] != ' ' || t[9] != '[' ||
		len(digits(t)) != 2 || len(digits(t[3:])) != 2 || len(digits(t[6:])) != 2 {
		return nil
	}
	level, msg, ok := strings.Cut(t[10:], "] ")
	if !ok || strings.HasPrefix(msg, "[vite] ") {
		return nil
	}
	switch level {
	case "ERROR":
		return newGeneric(Finding{Kind: Error, Category: "astro", Message: msg}, msg)
	case "WARN":
		return newGeneric(Finding{Kind: Warning, Category: "astro", Message: msg}, msg)
	case "watch":
		return &single{f: Finding{Kind: Boundary, Category: "astro", Message: t[9:]}}
	}
	return nil
}
