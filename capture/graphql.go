package capture

import (
	"encoding/json"
	"math/bits"
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
	if !strings.HasPrefix(body, "{") || !holdsErrorsName(body) {
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

// errorsName is what a GraphQL error response holds and what holdsErrorsName
// looks for.
const errorsName = `"errors"`

// holdsErrorsName is strings.Contains(body, errorsName), for every 2xx
// response body that is a JSON object. strings.Index would take it at
// about five instructions a byte: its first byte, '"', is too common in
// JSON for its IndexByte skip, and a needle under 16 bytes is then tried
// at each offset. Its "rr" is rare in JSON, and a word of eight bytes
// tells whether it holds one in a few instructions; each "rr" found is
// then compared whole.
func holdsErrorsName(body string) bool {
	const at = 2 // where errorsName's "rr" starts
	found := func(p int) bool {
		return p >= at && p-at+len(errorsName) <= len(body) && body[p-at:p-at+len(errorsName)] == errorsName
	}
	i := 0
	// Words overlap by a byte, so a pair across two of them is in one.
	for ; i+8 <= len(body); i += 7 {
		r := byteMarks(load64(body, i), 'r')
		for pairs := r & (r >> 8) & lowSeven; pairs != 0; pairs &= pairs - 1 {
			if found(i + bits.TrailingZeros64(pairs)/8) {
				return true
			}
		}
	}
	for ; i+1 < len(body); i++ {
		if body[i] == 'r' && body[i+1] == 'r' && found(i) {
			return true
		}
	}
	return false
}

// lowSeven keeps the marks of a word's first seven bytes: a pair starting
// at the eighth ends in the next word, which holds it whole.
const lowSeven = 0x0080808080808080

// byteMarks sets the high bit of exactly the bytes of w equal to c.
func byteMarks(w uint64, c byte) uint64 {
	const lows = 0x7f7f7f7f7f7f7f7f
	x := w ^ 0x0101010101010101*uint64(c)
	return ^((x&lows + lows) | x | lows)
}

// load64 reads s[i:i+8] as a little-endian word (the compiler makes it
// one load).
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}
