package bundle

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSplitLocation(t *testing.T) {
	for _, tt := range []struct {
		loc, path    string
		line, column int
	}{
		{"main.py:7", "main.py", 7, 0},
		{"server/api/items/[slug].ts:9:24", "server/api/items/[slug].ts", 9, 24},
		{"/srv/a:b/x.go:57", "/srv/a:b/x.go", 57, 0},
		{"src/a.ts", "src/a.ts", 0, 0},
		{"GET /api/x", "GET /api/x", 0, 0},
		{":12", ":12", 0, 0},
	} {
		path, line, column := splitLocation(tt.loc)
		assert.Equal(t, []any{tt.path, tt.line, tt.column}, []any{path, line, column}, tt.loc)
	}
}
