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
		// ng serve's prebundled Angular, recorded by TestApps (testdata/apps/angular).
		{"angular cache deps", "Error\n    at ErrorHandler.handleError (http://127.0.0.1:4200/@fs/home/me/shop/.angular/cache/20.3.41/shop/vite/deps/chunk-KQT5DLTN.js?v=486a8ca5:5420:19)\n    at _CartComponent.checkout (http://127.0.0.1:4200/main.js:35:25)", "main.js:35:25"},
		{"firefox", "render@http://localhost:3000/src/App.jsx:10:5\n", "src/App.jsx:10:5"},
		{"node path", "Error: x\n    at Object.<anonymous> (/project/server.js:3:9)\n    at node:internal/main:1:1", "/project/server.js:3:9"},
		{"only libraries", "Error\n    at f (http://h/node_modules/x.js:1:1)", ""},
		{"no frames", "just a message", ""},
		// Paths as file-routed frameworks write them.
		{"next dynamic segment", "TypeError: x\n    at GET (app/api/profile/[id]/route.ts:13:48)", "app/api/profile/[id]/route.ts:13:48"},
		{"next route group", "TypeError: x\n    at Cart (app/(shop)/cart/page.tsx:4:24)", "app/(shop)/cart/page.tsx:4:24"},
		{"next catch-all and optional", "Error\n    at Page (app/docs/[...slug]/[[...opt]]/page.tsx:7:9)", "app/docs/[...slug]/[[...opt]]/page.tsx:7:9"},
		{"next parallel slot", "Error\n    at Feed (app/@feed/(.)photo/page.tsx:3:1)", "app/@feed/(.)photo/page.tsx:3:1"},
		{"remix", "Error\n    at loader (/home/me/shop/app/routes/$id.tsx:5:11)\n    at x (/home/me/shop/app/routes/_index.tsx:1:1)", "/home/me/shop/app/routes/$id.tsx:5:11"},
		{"sveltekit", "Error: x\n    at load (/home/me/kit/src/routes/[slug]/+page.server.ts:4:9)", "/home/me/kit/src/routes/[slug]/+page.server.ts:4:9"},
		{"astro", "Error\n    at eval (/src/pages/blog/[slug].astro:12:7)", "/src/pages/blog/[slug].astro:12:7"},
		{"nuxt served, encoded", "Error\n    at setup (http://localhost:3000/_nuxt/pages/users/%5Bid%5D.vue?t=1:9:15)", "_nuxt/pages/users/[id].vue:9:15"},
		{"firefox encoded", "setup@http://localhost:3000/_nuxt/pages/%5B...slug%5D.vue:3:1", "_nuxt/pages/[...slug].vue:3:1"},
		{"react replay", "Error: x\n    at Report (about://React/Prerender/file:///home/me/shop/.next/dev/server/chunks/ssr/%5Broot-of-the-server%5D__1._.js?0:12:3)", "/home/me/shop/.next/dev/server/chunks/ssr/[root-of-the-server]__1._.js:12:3"},
		{"windows path", "Error\n    at GET (C:\\Users\\me\\shop\\app\\api\\[id]\\route.ts:13:48)", "C:\\Users\\me\\shop\\app\\api\\[id]\\route.ts:13:48"},
		// The capture script as the daemon serves it is never the app's.
		{"daemon's capture script", "Error\n    at send (http://127.0.0.1:7373/capture.js:1:900)\n    at save (http://localhost:5173/src/capture.js:3:4)", "src/capture.js:3:4"},
		{"windows file URL", "Error\n    at GET (file:///C:/Users/me/shop/app/api/%5Bid%5D/route.ts:13:48)", "C:/Users/me/shop/app/api/[id]/route.ts:13:48"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.Equal(t, tt.want, FirstAppFrame(tt.stack)) })
	}
}

// TestFrameLocation: a frame's place keeps its line and its column, or
// its line alone, and is nothing without a line; one allocation either way.
func TestFrameLocation(t *testing.T) {
	for loc, want := range map[string]string{
		"http://localhost:5173/src/a.tsx?t=1:28:12": "src/a.tsx:28:12",
		"http://localhost:5173/src/a.tsx:28":        "src/a.tsx:28",
		"/project/server.js:3:9":                    "/project/server.js:3:9",
		"http://localhost:5173/src/a.tsx":           "",
		"http://localhost:5173/src/a.tsx:":          "",
		"http://localhost:5173/src/a.tsx:x:1":       "src/a.tsx:x:1", // the line 1 of a file "a.tsx:x"
		":28:12":                                    "",
		"a.js:1:2:3":                                "a.js:1:2:3", // two numbers at most
	} {
		assert.Equal(t, want, frameLocation(loc), loc)
	}
	assert.Equal(t, 1.0, testing.AllocsPerRun(10, func() { frameLocation("http://localhost:5173/src/a.tsx:28:12") }))
}

func TestURLPath(t *testing.T) {
	tests := []struct{ in, want string }{
		{"http://localhost:5173/api/orders?page=2#top", "/api/orders"},
		{"http://localhost:5173/api/orders#top?page=2", "/api/orders"},
		{"http://localhost:5173/graphql", "/graphql"},
		{"http://localhost:5173", "/"},
		{"http://localhost:5173?x=1", "/"},
		{"/src/App.tsx?t=1738837800000", "/src/App.tsx"},
		{"/#/orders", "/"},
		{"", ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, URLPath(tt.in), tt.in)
	}
}
