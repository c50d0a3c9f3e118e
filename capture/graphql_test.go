package capture

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The response bodies are graphql-js's words for a misspelt field and a
// resolver that threw (GraphQL over HTTP: 200, "errors" beside "data").
func TestGraphQLErrorsAreFailedRequests(t *testing.T) {
	tests := []struct {
		name   string
		status int
		body   string
		failed bool
		err    string // the request's Error after the store has it
	}{
		{"a field that does not exist", 200,
			`{"errors":[{"message":"Cannot query field \"emial\" on type \"User\". Did you mean \"email\"?","locations":[{"line":1,"column":17}]}]}`,
			true, `GraphQL errors: Cannot query field "emial" on type "User". Did you mean "email"?`},
		{"two resolvers threw, data partial", 200,
			`{"data":{"viewer":null,"cart":null},"errors":[{"message":"orders database unavailable","path":["viewer"]},{"message":"timeout","path":["cart"]}]}`,
			true, "GraphQL errors: orders database unavailable (and 1 more)"},
		{"an error with no message", 200, `{"errors":[{}]}`, true, "GraphQL errors: an error with no message"},
		{"data and no errors", 200, `{"data":{"viewer":{"name":"Ada"}}}`, false, ""},
		{"an empty errors list", 200, `{"data":{"viewer":null},"errors":[]}`, false, ""},
		{"a REST body with an errors member that is not a list", 200, `{"errors":"none"}`, false, ""},
		{"a list of records", 200, `[{"errors":[{"message":"x"}]}]`, false, ""},
		{"a cut body", 200, `{"errors":[{"message":"Cannot query fie`, false, ""},
		// A 4xx or 5xx is failed already, with its status as message.
		{"a 400 GraphQL response", 400, `{"errors":[{"message":"Syntax Error: Unexpected Name \"x\"."}]}`, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newTestStore(t, Config{})
			s.Add(Batch{Requests: []*Request{{Meta: at(1), Method: "POST", URL: "http://localhost/graphql", Status: tt.status,
				ContentType: "application/json", ResponseBody: tt.body, Initiator: "fetch"}}})
			r := collect(s.Snapshot().Requests)[0]
			assert.Equal(t, tt.failed, r.Failed(), "Failed")
			assert.Equal(t, tt.err, r.Error, "Error")
			assert.Equal(t, tt.failed, r.GroupHash() != 0, "a failed request groups")
			assert.False(t, r.Noise)
		})
	}
}

// A GraphQL request is told by what it sends (mayBeGraphQL), wherever its
// endpoint is: the request shapes are those of GraphQL over HTTP, Apollo
// Client's POST and automatic persisted queries' GET, and urql's GET.
func TestGraphQLRequestsAreToldByTheirRequest(t *testing.T) {
	const answer = `{"data":{"viewer":null},"errors":[{"message":"Cannot query field \"emial\" on type \"User\"."}]}`
	tests := []struct {
		name, method, url, ctype, reqBody string
		failed                            bool
	}{
		{"a POST to an endpoint of another name", "POST", "http://localhost:4000/api", "application/json",
			`{"operationName":"Viewer","variables":{},"query":"query Viewer { viewer { emial } }"}`, true},
		{"a GET with its query", "GET", "http://localhost:4000/api?query=%7B%20viewer%20%7B%20emial%20%7D%20%7D", "application/json", "", true},
		{"a persisted query's GET", "GET",
			"http://localhost:4000/api?operationName=Viewer&variables=%7B%7D&extensions=%7B%22persistedQuery%22%3A%7B%22version%22%3A1%7D%7D",
			"application/json", "", true},
		{"a GraphQL response's own content type", "GET", "http://localhost:4000/api/v1", "application/graphql-response+json; charset=utf-8", "", true},
		{"a /gql endpoint", "POST", "http://localhost:4000/gql", "application/json", "", true},
		// A GET with no query, of no GraphQL endpoint, is a REST call: an
		// "errors" list in its 200 is that API's own business.
		{"a REST GET", "GET", "http://localhost:4000/api/orders/12", "application/json", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newTestStore(t, Config{})
			s.Add(Batch{Requests: []*Request{{Meta: at(1), Method: tt.method, URL: tt.url, Status: 200,
				ContentType: tt.ctype, RequestBody: tt.reqBody, ResponseBody: answer, Initiator: "fetch"}}})
			r := collect(s.Snapshot().Requests)[0]
			assert.Equal(t, tt.failed, r.Failed(), "Failed")
			assert.Equal(t, tt.failed, r.GraphQLErrors, "GraphQLErrors")
		})
	}
}
