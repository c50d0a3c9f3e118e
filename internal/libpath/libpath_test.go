package libpath

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIs(t *testing.T) {
	tests := []struct {
		name, path string
		lib        bool
	}{
		{"app source", "src/App.tsx:12:5", false},
		{"absolute app source", "/home/me/shop/app/[id]/route.ts:3:1", false},
		{"Go internal package", "internal/store/db.go:12:5", false},
		{"Go internal package, absolute", "/app/internal/store/db.go:12", false},
		{"Python app's internal folder", "internal/jobs.py:3", false},
		{"GOROOT internal", "/usr/local/go/src/internal/poll/fd_unix.go:165", true},
		{"module cache", "/root/go/pkg/mod/github.com/go-chi/chi/v5@v5.5.0/mux.go:491", true},
		{"Go vendor tree", "vendor/github.com/lib/pq/conn.go:10", true},
		{"old Node internal module", "internal/modules/cjs/loader.js:1085:14", true},
		{"Node internal module", "node:internal/process/task_queues:95:5", true},
		{"node_modules", "/app/node_modules/react-dom/cjs/react-dom.development.js:1", true},
		{"Vite's prebundled deps", "http://localhost:5173/node_modules/.vite/deps/react.js?v=1:3:7", true},
		{"Vite's client", "http://localhost:5173/@vite/client:10:3", true},
		{"browser extension", "chrome-extension://abc/content.js:1:1", true},
		{"errbundle's capture script", "http://localhost:4000/errbundle-capture.js:3:1", true},
		{"site-packages", "/usr/lib/python3.12/site-packages/django/core/handlers/base.py:197", true},
		{"pyenv", "/root/.pyenv/versions/3.12.1/lib/python3.12/asyncio/runners.py:118", true},
		{"PHP vendor", "vendor/laravel/framework/src/Illuminate/Foundation/Application.php:10", true},
		{"Ruby gems", "/usr/local/bundle/gems/rack-3.0.8/lib/rack.rb:1", true},
		{"Cargo registry", "/root/.cargo/registry/src/index.crates.io-6f17d22bba15001f/tokio-1.0/src/lib.rs:1", true},
		{"mix deps", "deps/phoenix/lib/phoenix/router.ex:1", true},
		{"Deno extension", "ext:deno_fs/30_fs.js:10:3", true},
		{"system header", "/usr/include/c++/12/ostream:754:5", true},
		{"Racket elided", ".../private/map.rkt:40:19", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.Equal(t, tt.lib, Is(tt.path), tt.path) })
	}
}

func BenchmarkIs(b *testing.B) {
	paths := []string{
		"src/App.tsx:12:5", "/home/me/shop/app/[id]/route.ts:3:1", "internal/store/db.go:12:5",
		"/app/node_modules/react-dom/cjs/react-dom.development.js:1", "/usr/lib/python3.12/site-packages/django/core/handlers/base.py:197",
		"/root/go/pkg/mod/github.com/go-chi/chi/v5@v5.5.0/mux.go:491", "lib/cart_web/controllers/cart_controller.ex:12",
	}
	for b.Loop() {
		for _, p := range paths {
			Is(p)
		}
	}
}
