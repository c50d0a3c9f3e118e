package capture

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// TestHoldsErrorsName: the word-at-a-time search agrees with
// strings.Contains on every string of up to 8 bytes over the bytes that
// matter, at every offset of a longer body, and on random ones.
func TestHoldsErrorsName(t *testing.T) {
	const alphabet = `"erosx`
	var walk func(s string)
	n := 0
	walk = func(s string) {
		n++
		if got, want := holdsErrorsName(s), strings.Contains(s, errorsName); got != want {
			t.Fatalf("holdsErrorsName(%q) = %v, want %v", s, got, want)
		}
		if len(s) == 8 {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			walk(s + alphabet[i:i+1])
		}
	}
	walk("")
	require.Equal(t, (6*6*6*6*6*6*6*6*6-1)/5, n, "strings walked")

	body := strings.Repeat(`{"id":1,"name":"Running shoe","price":12.5,"carry":"rr"},`, 20)
	for at := 0; at <= len(body); at++ {
		for _, name := range []string{errorsName, `"errors`, `errors"`, `"error"`} {
			s := body[:at] + name + body[at:]
			assert.Equal(t, strings.Contains(s, errorsName), holdsErrorsName(s), "%s at %d", name, at)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 100_000 {
		b := make([]byte, rng.IntN(80))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		assert.Equal(t, strings.Contains(string(b), errorsName), holdsErrorsName(string(b)), "%q", b)
	}
}

func FuzzHoldsErrorsName(f *testing.F) {
	f.Add(`{"data":{},"errors":[]}`)
	f.Add(`"errrors" "errors`)
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := holdsErrorsName(s), strings.Contains(s, errorsName); got != want {
			t.Fatalf("holdsErrorsName(%q) = %v, want %v", s, got, want)
		}
	})
}
