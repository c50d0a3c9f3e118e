package classify

import "strings"

// Maven prefixes every line with its level, and repeats itself: the
// compiler's errors appear under "[ERROR] COMPILATION ERROR :", then again
// after "[ERROR] Failed to execute goal ...", followed by advice ("[ERROR]
// -> [Help 1]", "[ERROR] Re-run Maven using the -X switch"). Only the first
// report of each error is a problem; a failed goal is one when no error
// came before it (a dependency that cannot be resolved).

// mavenAdvice are the [ERROR] lines that explain how to get more output.
var mavenAdvice = []string{
	"-> [Help", "To see the full stack trace", "Re-run Maven", "For more information about the errors",
	"[Help ", "After correcting the problems", "COMPILATION ERROR", "BUILD FAILURE",
}

// mavenAdapter reads Maven's levelled lines.
type mavenAdapter struct {
	// mvnErrors counts Maven's compiler errors since the build began;
	// mvnRecap is set while Maven repeats them after "Failed to execute goal".
	mvnErrors int
	mvnRecap  bool
}

func (a *mavenAdapter) detect(ln line) (parser, claim) {
	if ln.s[0] != '[' {
		a.mvnRecap = false
		return nil, pass
	}
	if p := a.detectMaven(ln.s, ln.t); p != nil {
		return p, opens
	}
	return nil, pass
}

func (a *mavenAdapter) detectMaven(s, t string) parser {
	var kind Kind
	var rest string
	switch {
	case strings.HasPrefix(s, "[ERROR]"):
		kind, rest = Error, strings.TrimSpace(s[len("[ERROR]"):])
	case strings.HasPrefix(s, "[WARNING]"):
		kind, rest = Warning, strings.TrimSpace(s[len("[WARNING]"):])
	case strings.HasPrefix(s, "[INFO]"):
		a.mvnRecap = false
		if strings.Contains(s, "BUILD SUCCESS") || strings.HasPrefix(s, "[INFO] Scanning for projects") {
			a.mvnErrors = 0
		}
		return nil
	default:
		a.mvnRecap = false
		return nil
	}
	if rest == "" || a.mvnRecap {
		return quietBlock{}
	}
	for _, a := range mavenAdvice {
		if strings.HasPrefix(rest, a) {
			return quietBlock{}
		}
	}
	if strings.HasPrefix(rest, "Failed to execute goal") {
		a.mvnRecap = true
		if a.mvnErrors > 0 {
			return quietBlock{}
		}
		return &single{f: Finding{Kind: Error, Category: "maven", Message: rest}}
	}
	// "/project/src/main/java/App.java:[5,9] cannot find symbol"
	if loc := findAnyLoc(rest); loc != "" && strings.Contains(rest, ":[") {
		_, msg, _ := strings.Cut(rest, "] ")
		if kind == Error {
			a.mvnErrors++
		}
		return &indented{f: Finding{Kind: kind, Category: "maven", Message: msg, Location: loc}}
	}
	return nil
}
