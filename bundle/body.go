package bundle

import (
	"html"
	"regexp"
	"strconv"
	"strings"

	"github.com/errbundle/errbundle/internal/clip"
)

// messageKeys are the JSON members that carry an error's human message, in
// the order they are preferred.
var messageKeys = []string{"message", "error", "detail", "error_description", "msg", "title", "errors", "reason", "description"}

// BodyMessage reduces a response body to what matters, in at most max
// bytes: for JSON the message, error or detail member when there is one,
// followed by the codes that say which error it is (see [codeKeys]); for
// an RSC payload its error row;
// for HTML its signature and visible text (see [htmlSummary]); otherwise
// the head of the body.
func BodyMessage(body, contentType string, max int) string {
	body = strings.TrimSpace(body)
	if body == "" {
		return ""
	}
	ct := strings.ToLower(contentType)
	switch {
	case strings.Contains(ct, "html") || body[0] == '<':
		return clip.Head(htmlSummary(body, ct), max)
	case strings.Contains(ct, "text/x-component"):
		if row, ok := rscErrorRow(body); ok {
			if msg, ok := reduceJSON(row, max); ok {
				return msg
			}
			return clip.Head(row, max)
		}
	case strings.Contains(ct, "json") || (ct == "" && (body[0] == '{' || body[0] == '[')):
		if msg, ok := reduceJSON(body, max); ok {
			return msg
		}
	}
	return clip.Head(body, max)
}

func messageOf(v any, depth int) (string, bool) {
	if depth > 5 {
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
		// A wrapper with no message of its own (tRPC's {"error":{"json":
		// {...}}} under superjson): look inside its one object member.
		var inner any
		for _, val := range t {
			if _, ok := val.(map[string]any); ok {
				if inner != nil {
					return "", false
				}
				inner = val
			}
		}
		if inner != nil {
			return messageOf(inner, depth+1)
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
	htmlDrop  = regexp.MustCompile(`(?is)<(script|style|head|title)\b.*?</(script|style|head|title)>`)
	htmlTag   = regexp.MustCompile(`(?s)<[^>]*>`)
	htmlSpace = regexp.MustCompile(`\s+`)
)

var (
	htmlDoctype = regexp.MustCompile(`(?i)^<!doctype\s+html[^>]*>`)
	htmlTitle   = regexp.MustCompile(`(?is)<title[^>]*>(.*?)</title>`)
)

// htmlSummary keeps what says a body is an HTML page, which a reader needs
// when a page's code expected JSON ("Unexpected token '<' … is not valid
// JSON" after an SPA served index.html): the doctype or <html>, the title,
// the type and size, then the head of the visible text.
//
//	<!DOCTYPE html> … <title>Shop</title> … (text/html, 412 bytes) Welcome
func htmlSummary(body, contentType string) string {
	var b strings.Builder
	switch {
	case htmlDoctype.MatchString(body):
		b.WriteString("<!DOCTYPE html> … ")
	case len(body) >= 5 && strings.EqualFold(body[:5], "<html"):
		b.WriteString("<html> … ")
	}
	if m := htmlTitle.FindStringSubmatch(body); m != nil {
		title := strings.TrimSpace(htmlSpace.ReplaceAllString(html.UnescapeString(m[1]), " "))
		b.WriteString("<title>" + clip.Head(title, 80) + "</title> … ")
	}
	ct := strings.TrimSpace(strings.SplitN(contentType, ";", 2)[0])
	if ct == "" {
		ct = "no content type"
	}
	b.WriteString("(" + ct + ", " + strconv.Itoa(len(body)) + " bytes)")
	if text := htmlText(body); text != "" {
		b.WriteString(" " + text)
	}
	return b.String()
}

func htmlText(s string) string {
	s = htmlDrop.ReplaceAllString(s, " ")
	s = htmlTag.ReplaceAllString(s, " ")
	return strings.TrimSpace(htmlSpace.ReplaceAllString(html.UnescapeString(s), " "))
}
