package classify

import (
	"encoding/json"
	"regexp"
	"strings"
)

// Go web frameworks print a handler's panic and error in shapes of their
// own, around the standard stack: gin's Recovery (the request, then
// "<file>:<line> (0xpc)" over "\t<func>: <source>"), chi's Recoverer
// (" panic: v" over " -> <func>" / " ->   <file>:<line>"), Echo's Recover
// (the whole stack in one JSON log line's "message"), and their access
// lines that end with the handler's error (Fiber's "| 500 | ... | <err>",
// Echo's "status":500 with "error"). A template's error names the template
// file when it was parsed from one ("template: cart.tmpl:3:15: ..."): the
// problem is placed there. air, the reloader, says "<file> has changed".

// templateExts are the extensions Go, Jinja and other template files take,
// beside sourceExts, for templatePlace.
var templateExts = map[string]bool{"tmpl": true, "gohtml": true, "gotmpl": true, "tpl": true, "html": true,
	"jinja": true, "jinja2": true, "j2": true, "txt": true}

// templatePlace returns the template file and line a text/template or
// html/template error names ("template: cart.tmpl:3:15: executing ...":
// "cart.tmpl:3:15"), or "" when the template's name is not a file's
// ("template: order:2:14: ...").
func templatePlace(t string) string {
	rest := after(t, "template: ")
	name, pos, ok := strings.Cut(rest, ":")
	if !ok || strings.ContainsAny(name, " \t\"") {
		return ""
	}
	if dot := strings.LastIndexByte(name, '.'); dot < 0 || !(templateExts[name[dot+1:]] || sourceExts[name[dot+1:]]) {
		return ""
	}
	line := digits(pos)
	if line == "" {
		return ""
	}
	place := name + ":" + line
	if col := digits(strings.TrimPrefix(pos[len(line):], ":")); col != "" && strings.HasPrefix(pos[len(line):], ":") {
		place += ":" + col
	}
	// The template's name is its base name; a program that loads it may
	// name its path before (hugo: "\"/project/layouts/index.html:8:1\":
	// parse failed: template: index.html:8: ..."): that place is fuller.
	if full := findLoc(t[:strings.Index(t, "template: ")], true); strings.Contains(full, "/"+name+":"+line) {
		return full
	}
	return place
}

// shortFile is log.Lshortfile's prefix: "app.go:997: ".
var shortFile = regexp.MustCompile(`^[\w.-]+\.go:\d+: `)

// logLevelTag reads a level tag a Go logger put before the message
// (Fiber's log: "[Warn] msg", "[Error] msg"): its kind and the message.
func logLevelTag(t string) (Kind, string) {
	switch {
	case strings.HasPrefix(t, "[Warn] "), strings.HasPrefix(t, "[WARN] "), strings.HasPrefix(t, "[Warning] "):
		return Warning, t[strings.IndexByte(t, ']')+2:]
	case strings.HasPrefix(t, "[Error] "), strings.HasPrefix(t, "[ERROR] "), strings.HasPrefix(t, "[Fatal] "), strings.HasPrefix(t, "[Panic] "):
		return Error, t[strings.IndexByte(t, ']')+2:]
	}
	return Error, t
}

// accessLine is Fiber's default access log line: "08:18:46 | 500 |
// 142.622µs | 127.0.0.1 | GET | /page/9 | <error or ->".
var accessLine = guarded{regexp.MustCompile(`^\d\d:\d\d:\d\d \| (\d{3}) \|[^|]*\|[^|]*\| [A-Z]+ \| [^ ]* \| (.+)$`),
	func(t string) bool { return len(t) > 11 && t[2] == ':' && t[8] == ' ' }}

// detectGoWeb reads the Go web frameworks' own shapes (see above).
func (a *goAdapter) detectGoWeb(s, t string) parser {
	prev := a.goWebPrev
	a.goWebPrev = stripLogPrefix(t)
	switch {
	case prev != "" && t != a.goWebPrev && strings.HasPrefix(a.goWebPrev, "goroutine ") && strings.HasSuffix(a.goWebPrev, "[running]:"):
		// gorilla/handlers' RecoveryHandler (and any log.Println(err,
		// debug.Stack())): the panic's value on a log line, then the
		// stack, its first line under the log's timestamp too.
		a.goWebSaid = prev
		return &goPanic{f: Finding{Kind: Error, Category: "go-panic", Message: prev}}
	case strings.HasPrefix(a.goWebPrev, "http: superfluous response.WriteHeader call"):
		// net/http: the handler wrote a status after the body had begun
		// (an http.Error after a template's partial output).
		return &single{f: Finding{Kind: Warning, Category: "generic", Message: a.goWebPrev}}
	case strings.Contains(t, "[Recovery] ") && strings.HasSuffix(t, "panic recovered:"):
		return &ginRecovery{f: Finding{Kind: Error, Category: "go-panic"}}
	case s != t && len(s)-len(t) == 1 && strings.HasPrefix(t, "panic: "):
		// chi's Recoverer: " panic: <value>", its stack reshaped below.
		a.goWebSaid = t[len("panic: "):]
		return &chiPanic{f: Finding{Kind: Error, Category: "go-panic", Message: a.goWebSaid}}
	case strings.HasPrefix(t, "[GIN-debug] [ERROR] "):
		// gin's Run returned an error; the app most often logs it again.
		a.goWebSaid = t[len("[GIN-debug] [ERROR] "):]
		f := Finding{Kind: Error, Category: "generic", Message: a.goWebSaid}
		return &single{f: f}
	case a.goWebSaid != "" && stripLogPrefix(t) == a.goWebSaid:
		return quietBlock{} // the line above said it
	case strings.HasSuffix(t, " has changed") && !strings.Contains(t[:len(t)-len(" has changed")], " ") && hasSourceExt(t[:len(t)-len(" has changed")]):
		// air's "cart.go has changed", before it rebuilds.
		return &single{f: Finding{Kind: Boundary, Category: "restart", Message: t}}
	case strings.HasPrefix(t, "failed to build, error: exit status "):
		return quietBlock{} // air, after go build's own errors
	case t[0] == '{' && (strings.Contains(t, `"prefix":"echo"`) || strings.Contains(t, `"latency_human":`)):
		return a.detectEcho(t)
	}
	if m := accessLine.find(t); m != nil {
		if m[1][0] != '5' || m[2] == "-" || m[2] == a.goWebSaid {
			return quietBlock{} // a request, or the error the panic above is
		}
		f := Finding{Kind: Error, Category: "generic", Message: m[2], Location: templatePlace(m[2])}
		return &single{f: f}
	}
	return nil
}

// detectEcho reads Echo's JSON log lines: its Recover's "[PANIC RECOVER]
// <value> goroutine N [running]:\n<stack>" message, its logger's FATAL
// with the caller's "file" and "line", and its access line's "error" when
// the status is a 5xx.
func (a *goAdapter) detectEcho(t string) parser {
	var line map[string]any
	if json.Unmarshal([]byte(t), &line) != nil {
		return nil
	}
	str := func(k string) string { v, _ := line[k].(string); return v }
	if msg, ok := strings.CutPrefix(str("message"), "[PANIC RECOVER] "); ok {
		head, stack, _ := strings.Cut(msg, " goroutine ")
		p := &goPanic{f: Finding{Kind: Error, Category: "go-panic", Message: head}}
		for _, l := range strings.Split(stack, "\n")[1:] {
			if l == "" || p.next(l) == reject {
				break
			}
		}
		f, _ := p.finding()
		a.goWebSaid = head
		return &single{f: f}
	}
	if status, ok := line["status"].(float64); ok {
		err := str("error")
		if status < 500 || err == "" || err == a.goWebSaid {
			return quietBlock{}
		}
		return &single{f: Finding{Kind: Error, Category: "generic", Message: err, Location: templatePlace(err)}}
	}
	if level := str("level"); (level == "FATAL" || level == "ERROR") && str("message") != "" {
		f := Finding{Kind: Error, Category: "generic", Message: str("message")}
		if file, n := str("file"), str("line"); file != "" && n != "" && isAppPath(file) {
			f.Location = file + ":" + n
		}
		return &single{f: f}
	}
	return nil
}

// ginRecovery follows gin's Recovery report: the request's line and
// headers, blank lines, the panic's value, then frames as "<file>:<line>
// (0xpc)" over "\t<func>: <source line>". The first application file is
// the place.
type ginRecovery struct {
	f     Finding
	stage int // 0: the request, 1: blank lines before the value, 2: frames
}

// ginFrame is one file line of gin's stack: "/app/cart.go:15 (0xd554ee)".
var ginFrame = regexp.MustCompile(`^(\S+\.go:\d+) \(0x[0-9a-f]+\)$`)

func (p *ginRecovery) next(line string) verdict {
	switch {
	case p.stage == 0 && line != "":
		return take
	case p.stage < 2 && line == "":
		p.stage = 1
		return take
	case p.stage == 1:
		p.f.Message, p.stage = strings.TrimSpace(line), 2
		return take
	case p.stage == 2 && strings.HasPrefix(line, "\t"):
		return take
	case p.stage == 2:
		if m := ginFrame.FindStringSubmatch(line); m != nil {
			if p.f.Location == "" && isAppPath(m[1]) && !strings.Contains(m[1], "/go/src/") {
				p.f.Location = m[1]
			}
			return take
		}
	}
	return reject
}

func (p *ginRecovery) finding() (Finding, bool) { return p.f, p.f.Message != "" }

// chiPanic follows chi's Recoverer: its indented lines, the frame that
// panicked marked " -> ", the rest as indented function / file pairs.
type chiPanic struct{ f Finding }

func (p *chiPanic) next(line string) verdict {
	t := strings.TrimSpace(line)
	if line != "" && line[0] != ' ' {
		return reject
	}
	file := strings.TrimSpace(strings.TrimPrefix(t, "->"))
	if p.f.Location == "" && strings.Contains(file, ".go:") && !strings.Contains(file, " ") && isAppPath(file) && !strings.Contains(file, "/go/src/") {
		p.f.Location = file
	}
	return take
}

func (p *chiPanic) finding() (Finding, bool) { return p.f, true }
