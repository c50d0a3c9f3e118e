package bundle

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/errbundle/errbundle/internal/clip"
)

// codeKeys are the JSON members, normalised (lower case, no "_" or "-"),
// that say which error it is rather than what it says: an agent needs
// tRPC's data.code or a Prisma error's name whole even when the message is
// long, so they are kept whole and the message is cut instead.
var codeKeys = []string{"code", "status", "statuscode", "httpstatus", "errno", "name", "digest", "path"}

// maxCodes bounds the codes kept of one body.
const maxCodes = 5

// errorFacts is what a JSON error body says: its message and its codes.
type errorFacts struct {
	message string
	codes   []string // "key: value", or "parent.key: value" for a key seen before
	seen    map[string]bool
}

// reduceJSON returns the message of a JSON error body with its codes after
// it, "db down [code: 7]", in at most max bytes; false when the body holds
// no message.
func reduceJSON(body string, max int) (string, bool) {
	if !mentionsMessageKey(body) {
		return "", false
	}
	var v any
	if json.Unmarshal([]byte(body), &v) != nil {
		return "", false
	}
	msg, ok := messageOf(v, 0)
	if !ok {
		return "", false
	}
	f := errorFacts{message: msg, seen: map[string]bool{}}
	f.collect(v, "", 0)
	if len(f.codes) == 0 {
		return clip.Head(msg, max), true
	}
	suffix := " [" + strings.Join(f.codes, ", ") + "]"
	if len(suffix) >= max/2 {
		suffix = clip.Head(suffix, max/2)
	}
	return clip.Head(msg, max-len(suffix)) + suffix, true
}

// collect gathers the scalar code members of v, in key order at each
// level (JSON objects decode unordered), a few array items deep.
func (f *errorFacts) collect(v any, parent string, depth int) {
	if depth > 5 || len(f.codes) >= maxCodes {
		return
	}
	switch t := v.(type) {
	case []any:
		for i, e := range t {
			if i == 3 {
				break
			}
			f.collect(e, parent, depth+1)
		}
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		errorLike := slices.ContainsFunc(keys, isErrorMember)
		for _, k := range keys {
			if s, ok := codeValue(k, t[k]); ok && errorLike && len(f.codes) < maxCodes {
				label := k
				if f.seen[strings.ToLower(k)] && parent != "" {
					label = parent + "." + k
				}
				f.seen[strings.ToLower(k)] = true
				f.codes = append(f.codes, label+": "+s)
			}
		}
		for _, k := range keys {
			if _, ok := codeValue(k, t[k]); !ok && !strings.EqualFold(k, "stack") {
				f.collect(t[k], k, depth+1)
			}
		}
	}
}

// isErrorMember reports whether an object with member k describes an
// error, so that its name or path is the error's ({"user":{"name":"Ann"}}
// in a body with a message is not).
func isErrorMember(k string) bool {
	norm := normKey(k)
	return norm != "name" && norm != "path" && slices.Contains(codeKeys, norm) ||
		slices.ContainsFunc(messageKeys, func(m string) bool { return strings.EqualFold(m, k) })
}

var keySeparators = strings.NewReplacer("_", "", "-", "")

func normKey(k string) string { return strings.ToLower(keySeparators.Replace(k)) }

// codeValue renders the member k: v when k is a code key and v a short
// scalar.
func codeValue(k string, v any) (string, bool) {
	if !slices.Contains(codeKeys, normKey(k)) {
		return "", false
	}
	switch t := v.(type) {
	case string:
		return t, t != "" && len(t) <= 80 && !strings.ContainsRune(t, '\n')
	case float64:
		return fmt.Sprint(t), true
	}
	return "", false
}

// rscErrorRow returns the error row of a React Server Components (Flight)
// payload, `1:E{"digest":…,"message":…}`: what failed, where the start of
// the payload is the module table.
func rscErrorRow(body string) (string, bool) {
	for line := range strings.SplitSeq(body, "\n") {
		i := strings.IndexByte(line, ':')
		if i > 0 && i <= 8 && strings.HasPrefix(line[i+1:], "E{") && isHex(line[:i]) {
			return line[i+2:], true
		}
	}
	return "", false
}

func isHex(s string) bool {
	for _, c := range s {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}
