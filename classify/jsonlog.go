package classify

import "strings"

// detectJSONLog reads a structured log line (pino, winston, bunyan, zap,
// slog's JSON handler) whose level is an error or a warning.
func detectJSONLog(t string) parser {
	kind := Kind(0)
	switch {
	case containsAny(t, `"level":"error"`, `"level":"fatal"`, `"level":50`, `"level":60`, `"level":"ERROR"`, `"severity":"ERROR"`, `"level": "error"`):
		kind = Error
	case containsAny(t, `"level":"warn"`, `"level":"warning"`, `"level":40`, `"level":"WARN"`, `"severity":"WARNING"`, `"level": "warn"`):
		kind = Warning
	default:
		return nil
	}
	msg := jsonField(t, "msg")
	if msg == "" {
		msg = jsonField(t, "message")
	}
	if msg == "" {
		return nil
	}
	g := newGeneric(Finding{Kind: kind, Message: msg}, t)
	if stack := jsonField(t, "stack"); stack != "" {
		for _, l := range strings.Split(strings.ReplaceAll(stack, `\n`, "\n"), "\n") {
			if loc := lineLoc(strings.TrimSpace(l)); loc != "" {
				g.f.Location = loc
				break
			}
		}
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
