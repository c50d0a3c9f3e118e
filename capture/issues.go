package capture

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// maxIssues bounds the validation issues a message names.
const maxIssues = 5

// readableMessage makes an error message that is JSON read as one line.
// A validation library's error may have its issues as its message: zod 4's
// ZodError message is the JSON of its issues, pretty-printed, whose first
// line is "[". A list of issues, each with a message and a path (zod's
// "path", ajv's "instancePath"), becomes "total: Invalid input: expected
// number, received string; …"; other JSON is compacted. Anything else is
// returned unchanged.
func readableMessage(msg string) string {
	t := strings.TrimSpace(msg)
	if t == "" || t[0] != '[' && t[0] != '{' || !json.Valid([]byte(t)) {
		return msg
	}
	var issues []struct {
		Message      *string `json:"message"`
		Path         []any   `json:"path"`
		InstancePath string  `json:"instancePath"`
	}
	if json.Unmarshal([]byte(t), &issues) == nil && len(issues) > 0 {
		var parts []string
		for i, is := range issues {
			if is.Message == nil {
				parts = nil
				break
			}
			if i == maxIssues {
				parts = append(parts, "… "+strconv.Itoa(len(issues)-maxIssues)+" more")
				break
			}
			path := strings.TrimPrefix(is.InstancePath, "/")
			if len(is.Path) > 0 {
				var names []string
				for _, p := range is.Path {
					switch p := p.(type) {
					case string:
						names = append(names, p)
					case float64:
						names = append(names, strconv.FormatFloat(p, 'f', -1, 64))
					}
				}
				path = strings.Join(names, ".")
			}
			if path != "" {
				parts = append(parts, path+": "+*is.Message)
			} else {
				parts = append(parts, *is.Message)
			}
		}
		if parts != nil {
			return strings.Join(parts, "; ")
		}
	}
	var b bytes.Buffer
	if json.Compact(&b, []byte(t)) != nil {
		return msg
	}
	return b.String()
}
