package capture

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/errbundle/errbundle/internal/clip"
)

// maxGraphQLMessage bounds the message of a GraphQL error kept in a
// request's Error.
const maxGraphQLMessage = 300

// graphQLError is the first message of the errors a GraphQL response
// carries, or "" when r is not such a response. A GraphQL server answers
// errors (a field that does not exist, a resolver that threw) with 200 and
// a top-level "errors" list beside "data" (GraphQL over HTTP): by its
// status the request succeeded, and an app on a GraphQL client shows the
// errors without throwing or logging anything.
func graphQLError(r *Request) string {
	if r.Status < 200 || r.Status >= 300 {
		return ""
	}
	body := strings.TrimSpace(r.ResponseBody)
	// Most bodies are not a GraphQL error: decide without parsing.
	if !strings.HasPrefix(body, "{") || !strings.Contains(body, `"errors"`) {
		return ""
	}
	var reply struct {
		Errors []struct {
			Message string `json:"message"`
		} `json:"errors"`
	}
	if json.Unmarshal([]byte(body), &reply) != nil || len(reply.Errors) == 0 {
		return ""
	}
	msg := strings.TrimSpace(reply.Errors[0].Message)
	if msg == "" {
		msg = "an error with no message"
	}
	msg = clip.Head(msg, maxGraphQLMessage)
	if n := len(reply.Errors); n > 1 {
		msg += " (and " + strconv.Itoa(n-1) + " more)"
	}
	return "GraphQL errors: " + msg
}
