package bundle_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/errbundle/errbundle/bundle"
	"github.com/errbundle/errbundle/capture"
)

// A component stack entry renders as the name and its position, served
// without its origin when nothing mapped it, and never longer than
// MaxComponentLine.
func TestComponentLine(t *testing.T) {
	tests := []struct {
		name     string
		c        capture.Component
		location string
		want     string
	}{
		{"name only", capture.Component{Name: "Boundary"}, "", "Boundary"},
		{"served", capture.Component{Name: "Cart", URL: "http://127.0.0.1:5173/src/Shop.tsx?t=1", Line: 47, Column: 29}, "", "Cart (src/Shop.tsx:47:29)"},
		{"mapped", capture.Component{Name: "Cart", URL: "http://127.0.0.1:5173/assets/app.js", Line: 1, Column: 900}, "src/Shop.tsx:30:7", "Cart (src/Shop.tsx:30:7)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, bundle.ComponentLine(tt.c, tt.location))
		})
	}
	long := bundle.ComponentLine(capture.Component{Name: "Cart", URL: "http://127.0.0.1:5173/" + strings.Repeat("a", 8000), Line: 1}, "")
	assert.LessOrEqual(t, len(long), bundle.MaxComponentLine)
	assert.True(t, strings.HasPrefix(long, "Cart ("), long)
}
