package observe

import (
	"errors"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
)

func TestWithNotice(t *testing.T) {
	const notice = `2 errors in other apps (blog); scope: "all" to see them`
	text := func(s string) *mcp.CallToolResult { return textContent(s) }
	tests := []struct {
		name string
		res  *mcp.CallToolResult
		want string
	}{
		{"json", text(`{"bundles":[],"count":0}`), `{"other_apps":"2 errors in other apps (blog); scope: \"all\" to see them","bundles":[],"count":0}`},
		{"empty json", text(`{}`), `{"other_apps":"2 errors in other apps (blog); scope: \"all\" to see them"}`},
		{"text", text("No errors found."), "No errors found.\n(" + notice + ")"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := withNotice(tt.res, notice)
			assert.Equal(t, tt.want, got.Content[0].(*mcp.TextContent).Text)
		})
	}
	errRes := &mcp.CallToolResult{}
	errRes.SetError(errors.New("what: unknown view"))
	before := errRes.Content[0].(*mcp.TextContent).Text
	assert.Equal(t, before, withNotice(errRes, notice).Content[0].(*mcp.TextContent).Text, "an error stays as it is")
	assert.Equal(t, `{"count":0}`, withNotice(text(`{"count":0}`), "").Content[0].(*mcp.TextContent).Text)
}
