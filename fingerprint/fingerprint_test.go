package fingerprint

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNormalize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"user 123 not found", "user <n> not found"},
		{"took 12.5ms", "took <n>ms"},
		{"order 3fa85f64-5717-4562-b3fc-2c963f66afa6 failed", "order <uuid> failed"},
		{"at 0x1f3a in module", "at <hex> in module"},
		{"commit deadbeef1234567 broke", "commit <hex> broke"},
		{"Widget \"nps\" failed to load: 503", "Widget \"nps\" failed to load: <n>"},
		{"abcdefabcdef is a word", "abcdefabcdef is a word"},
		{"v2 api", "v<n> api"},
		{"  trimmed  ", "trimmed"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Normalize(tt.in), tt.in)
	}
}

func TestFirstAppFrame(t *testing.T) {
	tests := []struct{ name, stack, want string }{
		{"v8 skips deps", "TypeError: x\n    at renderWithHooks (http://localhost:5173/node_modules/.vite/deps/react-dom.js?v=1:11548:26)\n    at UserList (http://localhost:5173/src/components/UserList.tsx?t=17:28:12)", "src/components/UserList.tsx:28:12"},
		{"v8 bare", "Error: x\n    at http://localhost:3000/app.js:42:15", "app.js:42:15"},
		{"firefox", "render@http://localhost:3000/src/App.jsx:10:5\n", "src/App.jsx:10:5"},
		{"node path", "Error: x\n    at Object.<anonymous> (/project/server.js:3:9)\n    at node:internal/main:1:1", "/project/server.js:3:9"},
		{"only libraries", "Error\n    at f (http://h/node_modules/x.js:1:1)", ""},
		{"no frames", "just a message", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.Equal(t, tt.want, FirstAppFrame(tt.stack)) })
	}
}
