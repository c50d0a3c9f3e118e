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
	// Most bodies are not a GraphQL error: decide without parsing, and
	// most requests without reading the body (see mayBeGraphQL).
	if !strings.HasPrefix(body, "{") || !mayBeGraphQL(r) || !strings.Contains(body, `"errors"`) {
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

// mayBeGraphQL reports whether r may be a GraphQL request, by what every
// GraphQL request over HTTP shows without its response being read: a POST
// has a body (the query, or a persisted query's id and extensions), a GET
// carries its query in a "query" parameter, or a persisted query's
// "persistedQuery" extension (GraphQL over HTTP; Apollo's automatic
// persisted queries), and the endpoint is mostly /graphql or /gql. So a
// request with no body and no 'q' in its URL is none, unless its response
// says it is (application/graphql-response+json). That spares most
// requests, a page's GETs of JSON, a search of the whole response body for
// "errors": ~400 instructions an event of the ~3,400 the ingest path spent
// in string functions (callgrind, the daemon under the load tool).
func mayBeGraphQL(r *Request) bool {
	return r.RequestBody != "" || strings.IndexByte(r.URL, 'q') >= 0 || strings.IndexByte(r.URL, 'Q') >= 0 ||
		strings.Contains(r.ContentType, "graphql")
}
