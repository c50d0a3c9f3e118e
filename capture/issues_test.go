package capture

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestReadableMessage(t *testing.T) {
	tests := []struct{ name, in, want string }{
		// zod 4.6's ZodError message for OrderSchema.parse({id: 1, total:
		// "12.50", items: []}) in testdata/apps/libs (the browser's message).
		{"zod issues", "[\n  {\n    \"expected\": \"number\",\n    \"code\": \"invalid_type\",\n    \"path\": [\n      \"total\"\n    ],\n    \"message\": \"Invalid input: expected number, received string\"\n  }\n]",
			"total: Invalid input: expected number, received string"},
		{"nested path with an index", `[{"code":"too_small","path":["items",0,"qty"],"message":"Too small: expected number to be >0"},{"code":"custom","path":[],"message":"Order is empty"}]`,
			"items.0.qty: Too small: expected number to be >0; Order is empty"},
		{"ajv errors", `[{"instancePath":"/user/email","keyword":"format","message":"must match format \"email\""}]`,
			`user/email: must match format "email"`},
		{"many issues", `[{"path":["a"],"message":"x"},{"path":["b"],"message":"x"},{"path":["c"],"message":"x"},{"path":["d"],"message":"x"},{"path":["e"],"message":"x"},{"path":["f"],"message":"x"},{"path":["g"],"message":"x"}]`,
			"a: x; b: x; c: x; d: x; e: x; … 2 more"},
		{"other JSON", "{\n  \"status\": 500,\n  \"error\": \"down\"\n}", `{"status":500,"error":"down"}`},
		{"a list without messages", "[1, 2]", "[1,2]"},
		{"not JSON", "[object Object] is not valid", "[object Object] is not valid"},
		{"plain", "Cannot read properties of null (reading 'viewer')", "Cannot read properties of null (reading 'viewer')"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, readableMessage(tt.in))
		})
	}
}
