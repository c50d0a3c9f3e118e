package classify

import (
	"slices"
	"strconv"
	"strings"
)

// detectJSONLog reads a structured log line (pino, winston, bunyan, zap,
// slog's JSON handler) whose level is an error or a warning.
func detectJSONLog(t string) parser {
	kind := Kind(0)
	switch {
	case containsAny(t, `"level":"error"`, `"level":"fatal"`, `"level":"ERROR"`, `"severity":"ERROR"`, `"level": "error"`,
		`"level_name":"ERROR"`, `"level_name":"CRITICAL"`, `"level_name":"ALERT"`, `"level_name":"EMERGENCY"`) ||
		jsonNumber(t, "level", 50, 60):
		kind = Error
	case containsAny(t, `"level":"warn"`, `"level":"warning"`, `"level":"WARN"`, `"severity":"WARNING"`, `"level": "warn"`,
		`"level_name":"WARNING"`) || jsonNumber(t, "level", 40):
		kind = Warning
	default:
		// Whatever the level, an error object with a stack is a thrown
		// error the logger was given: fastify's pino logs a GraphQL
		// resolver's at level 30, "err":{"type":...,"message":...,"stack":...}.
		return thrownInJSON(t)
	}
	msg := jsonField(t, "msg")
	if msg == "" {
		msg = jsonField(t, "message")
	}
	if msg == "" {
		return nil
	}
	g := newGeneric(Finding{Kind: kind, Message: msg}, t)
	if g.f.Location == "" {
		g.f.Location = jsonSource(t)
	}
	return g
}

func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// jsonField returns the string value of "key" in a one-line JSON object,
// unescaping only \" and \\: enough for a headline, with no allocation
// of a full decode per log line.
func jsonField(t, key string) string {
	i := strings.Index(t, `"`+key+`":`)
	if i < 0 {
		return ""
	}
	rest := strings.TrimLeft(t[i+len(key)+3:], " ")
	if rest == "" || rest[0] != '"' {
		return ""
	}
	var b strings.Builder
	for j := 1; j < len(rest); j++ {
		switch c := rest[j]; c {
		case '\\':
			if j+1 < len(rest) {
				j++
				if rest[j] == 'n' {
					b.WriteString("\\n")
					continue
				}
				b.WriteByte(rest[j])
			}
		case '"':
			return b.String()
		default:
			b.WriteByte(c)
		}
	}
	return ""
}

// detectLogfmt reads a logfmt line ("time=... level=ERROR msg="request
// failed" err="connection refused"") whose level is an error or a warning.
// The message is msg's value, with err's after it when there is one.
func detectLogfmt(t string) parser {
	var kind Kind
	switch strings.ToLower(logfmtField(t, "level", "lvl")) {
	case "error", "err", "fatal", "panic", "crit", "critical", "alert", "emerg", "emergency":
		kind = Error
	case "warn", "warning":
		kind = Warning
	default:
		return nil
	}
	msg := logfmtField(t, "msg", "message")
	if msg == "" {
		return nil
	}
	if err := logfmtField(t, "err", "error"); err != "" {
		msg += ": " + err
	}
	return newGeneric(Finding{Kind: kind, Message: msg}, t)
}

// logfmtField returns the value of the first of keys present in a logfmt
// line, unquoted (escapes are left as they are).
func logfmtField(t string, keys ...string) string {
	for _, k := range keys {
		i := 0
		for {
			j := strings.Index(t[i:], k+"=")
			if j < 0 {
				break
			}
			j += i
			if j > 0 && t[j-1] != ' ' { // "errmsg=" is not "msg="
				i = j + len(k) + 1
				continue
			}
			v := t[j+len(k)+1:]
			if strings.HasPrefix(v, `"`) {
				end := 1
				for end < len(v) && (v[end] != '"' || v[end-1] == '\\') {
					end++
				}
				return v[1:min(end, len(v))]
			}
			if sp := strings.IndexByte(v, ' '); sp >= 0 {
				v = v[:sp]
			}
			return v
		}
	}
	return ""
}

// jsonSource reads the place a logger recorded in its own field: log/slog's
// AddSource writes "source":{"function":"main.main","file":"/app/main.go","line":18}.
func jsonSource(t string) string {
	i := strings.Index(t, `"source":{`)
	if i < 0 {
		return ""
	}
	obj := t[i+len(`"source":`):]
	if end := strings.IndexByte(obj, '}'); end >= 0 {
		obj = obj[:end+1]
	}
	file, line := jsonField(obj, "file"), digits(strings.TrimLeft(after(obj, `"line":`), " "))
	if file == "" || line == "" || !isAppPath(file) {
		return ""
	}
	return file + ":" + line
}

// jsonNumber reports a field "key":N with N one of nums, the whole number:
// pino's "level":40 is a warning, Monolog's "level":400 (its level_name
// "ERROR" beside it) is not.
func jsonNumber(t, key string, nums ...int) bool {
	_, rest, ok := strings.Cut(t, `"`+key+`":`)
	if !ok {
		return false
	}
	n, err := strconv.Atoi(digits(rest))
	return err == nil && slices.Contains(nums, n)
}

// thrownInJSON reads a JSON log line whose "err" (or "error") object
// holds a thrown error and its stack, as an error: the object's message,
// placed by the stack's first application frame.
func thrownInJSON(t string) parser {
	i := strings.Index(t, `"err":{`)
	if i < 0 {
		i = strings.Index(t, `"error":{`)
	}
	if i < 0 {
		return nil
	}
	obj := t[i:]
	stack, msg := jsonField(obj, "stack"), jsonField(obj, "message")
	if msg == "" || !strings.Contains(stack, `\n    at `) {
		return nil
	}
	if strings.Contains(obj, `"statusCode":4`) {
		// A client's error (fastify logs a 4xx's at info): the request
		// was wrong, not the app.
		return nil
	}
	g := newGeneric(Finding{Kind: Error, Message: msg}, msg)
	for _, l := range strings.Split(strings.ReplaceAll(stack, `\n`, "\n"), "\n") {
		if loc := lineLoc(strings.TrimSpace(l)); loc != "" {
			g.f.Location = loc
			break
		}
	}
	return g
}
