package bundle

import (
	"encoding/json"
	"html"
	"regexp"
	"strings"

	"github.com/errbundle/errbundle/internal/clip"
)

// messageKeys are the JSON members that carry an error's human message, in
// the order they are preferred.
var messageKeys = []string{"message", "error", "detail", "error_description", "msg", "title", "errors", "reason", "description"}

// BodyMessage reduces a response body to what matters, in at most max
// bytes: for JSON the message, error or detail member when there is one;
// for HTML its text; otherwise the head of the body.
func BodyMessage(body, contentType string, max int) string {
	body = strings.TrimSpace(body)
	if body == "" {
		return ""
	}
	ct := strings.ToLower(contentType)
	switch {
	case strings.Contains(ct, "json") || (ct == "" && (body[0] == '{' || body[0] == '[')):
		if msg, ok := jsonMessage(body); ok {
			return clip.Head(msg, max)
		}
	case strings.Contains(ct, "html") || (ct == "" && strings.HasPrefix(body, "<")):
		return clip.Head(htmlText(body), max)
	}
	return clip.Head(body, max)
}

// jsonMessage finds the message member of a JSON error body, looking one
// level into nested error objects and arrays of errors.
func jsonMessage(body string) (string, bool) {
	// Most bodies (lists, records) name no message member: don't parse them.
	if !mentionsMessageKey(body) {
		return "", false
	}
	var v any
	if json.Unmarshal([]byte(body), &v) != nil {
		return "", false
	}
	return messageOf(v, 0)
}

func messageOf(v any, depth int) (string, bool) {
	if depth > 3 {
		return "", false
	}
	switch t := v.(type) {
	case string:
		return t, t != ""
	case []any:
		var parts []string
		for _, e := range t {
			if m, ok := messageOf(e, depth+1); ok {
				parts = append(parts, m)
			}
			if len(parts) == 3 {
				break
			}
		}
		return strings.Join(parts, "; "), len(parts) > 0
	case map[string]any:
		for _, k := range messageKeys {
			for key, val := range t {
				if strings.EqualFold(key, k) {
					if m, ok := messageOf(val, depth+1); ok {
						return m, true
					}
				}
			}
		}
	}
	return "", false
}

// mentionsMessageKey reports whether a JSON body has a member named like
// one of messageKeys, as a cheap test before parsing it.
func mentionsMessageKey(body string) bool {
	for _, k := range messageKeys {
		if strings.Contains(body, `"`+k+`"`) {
			return true
		}
	}
	return false
}

var (
	htmlDrop  = regexp.MustCompile(`(?is)<(script|style|head)\b.*?</(script|style|head)>`)
	htmlTag   = regexp.MustCompile(`(?s)<[^>]*>`)
	htmlSpace = regexp.MustCompile(`\s+`)
)

func htmlText(s string) string {
	s = htmlDrop.ReplaceAllString(s, " ")
	s = htmlTag.ReplaceAllString(s, " ")
	return strings.TrimSpace(htmlSpace.ReplaceAllString(html.UnescapeString(s), " "))
}
