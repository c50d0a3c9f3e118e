package capture

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIsNoise(t *testing.T) {
	tests := []struct {
		url, ct, initiator string
		status             int
		want               bool
	}{
		{"http://h/src/main.tsx", "application/javascript", "script", 200, true},
		{"http://h/assets/logo.svg", "image/svg+xml", "img", 200, true},
		{"http://h/@vite/client", "", "", 200, true},
		{"http://h/node_modules/.vite/deps/react.js?v=1", "", "", 200, true},
		{"http://h/main.js.map", "", "", 404, true},
		{"http://h/favicon.ico", "", "", 404, true},
		{"http://h/collect", "", "beacon", 204, true},
		{"http://h/src/main.tsx", "application/javascript", "script", 500, false},
		{"http://h/api/users", "application/json", "fetch", 200, false},
		{"http://h/api/users", "application/json", "fetch", 404, false},
		{"http://h/collect", "", "beacon", 500, false},
		// Meta-frameworks' dev clients and data endpoints.
		{"http://h/__nextjs_original-stack-frames", "application/json", "fetch", 200, true},
		{"http://h/__nextjs_source-map?filename=x", "application/json", "fetch", 200, true},
		{"http://h/_next/webpack-hmr?id=1", "", "websocket", 101, true},
		{"http://h/_nuxt/builds/meta/dev.json", "application/json", "fetch", 200, true},
		{"http://h/@vite/client", "", "", 404, true},
		{"http://h/blog/hello/__data.json?x-sveltekit-invalidated=01", "application/json", "fetch", 200, true},
		{"http://h/blog/hello/__data.json", "application/json", "fetch", 500, false},
		{"http://h/blog/hello/__data.json", "application/json", "fetch", 404, false},
		{"http://h/__manifest?paths=%2Fcart&version=4b2e", "application/json", "fetch", 200, true},
	}
	for _, tt := range tests {
		r := &Request{URL: tt.url, ContentType: tt.ct, Initiator: tt.initiator, Status: tt.status}
		assert.Equal(t, tt.want, IsNoise(r), "%s %d", tt.url, tt.status)
	}
}

// nextFullReload is the warning Next.js 16.4 logged, word for word, in
// extension/next_test.go's run of next dev --webpack.
const nextFullReload = "[Fast Refresh] performing full reload\n\nFast Refresh will perform a full reload when you edit a file that's imported by modules outside of the React rendering tree.\nYou might have a file which exports a React component but also exports a value that is imported by a non-React component file.\nConsider migrating the non-React component export to a separate file and importing it into both files.\n\nIt is also possible the parent component of the component you edited is a class component, which disables Fast Refresh.\nFast Refresh requires at least one parent function component in your React tree."

func TestIsChatter(t *testing.T) {
	tests := []struct {
		msg  string
		want bool
	}{
		{"[vite] connecting...", true},
		{"[vite] connected.", true},
		{"[vite] server connection lost. Polling for restart...", true},
		{"[vite] new window visibility visible", true},
		{"Download the React DevTools for a better development experience: https://react.dev/link/react-devtools", true},
		{"[webpack-dev-server] Server started: Hot Module Replacement enabled, Live Reloading enabled, Progress disabled, Overlay enabled.", true},
		{"[HMR] Waiting for update signal from WDS...", true},
		{"[HMR] connected", true},
		{"[Fast Refresh] rebuilding", true},
		{"[Fast Refresh] done in 212ms", true},
		{"[Turbopack HMR] connected", true},
		// Next.js 16 (next dev --webpack) logs this on its own when a
		// newly compiled route makes the open page reload: its explanation
		// makes it long, and it reports no failure.
		{nextFullReload, true},
		// ... and this after an error its error.tsx caught (extension
		// TestNextJS/webpack/boundary): the error is reported already.
		{"[Fast Refresh] performing full reload because your application had an unrecoverable error", true},
		{"You are running Vue in development mode.\nMake sure to turn on production mode when deploying for production.", true},
		{"Angular is running in development mode.", true},
		// Vue, on every page of a Nuxt 4 app (extension TestFrameworks/nuxt).
		{"<Suspense> is an experimental feature and its API will likely change.", true},
		{"Lit is in dev mode. Not recommended for production! See https://lit.dev/msg/dev-mode for more information.", true},
		// Causal: they say what changed or what failed.
		{"[vite] hot updated: /src/App.tsx", false},
		{"[vite] Failed to reload /src/App.tsx. This could be due to syntax errors or importing non-existent modules. (see errors above)", false},
		{"[webpack-dev-server] Errors while compiling. Reload prevented.", false},
		{"[HMR] Cannot apply update. Need to do a full reload!", false},
		{"User profile cache miss", false},
		{"An error occurred in the <Profile> component.", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, IsChatter(tt.msg), tt.msg)
	}
}

// TestDevClientOwnIsNoise checks that Next.js's overlay asking for an
// error's frames is noise whether it is answered or fails, while a failed
// chunk of the app's own code is not.
func TestDevClientOwnIsNoise(t *testing.T) {
	for _, status := range []int{200, 500, 0} {
		r := &Request{Method: "POST", URL: "http://localhost:3000/__nextjs_original-stack-frames", Status: status}
		if status == 0 {
			r.Error = "Failed to fetch"
		}
		if !IsNoise(r) {
			t.Errorf("status %d: the overlay's own request is not noise", status)
		}
	}
	chunk := &Request{Method: "GET", URL: "http://localhost:3000/_next/static/chunks/app.js", Status: 500}
	if IsNoise(chunk) {
		t.Error("a failed chunk of the app's code is noise")
	}
}

// IsNoise reads a path's extension and a 404's suffix in any case, as it
// did when it lowered the whole path.
func TestIsNoiseInAnyCase(t *testing.T) {
	tests := []struct {
		url    string
		status int
		want   bool
	}{
		{"http://h/Assets/Logo.SVG", 200, true},
		{"http://h/src/App.TSX?t=1", 200, true},
		{"http://h/main.JS.Map", 404, true},
		{"http://h/FAVICON.ICO", 404, true},
		{"http://h/Api/Users.json", 200, false},
		{"http://h/MAP", 404, false},
		{"http://h/static.d/API", 200, false},
	}
	for _, tt := range tests {
		r := &Request{URL: tt.url, ContentType: "application/json", Initiator: "fetch", Status: tt.status}
		assert.Equal(t, tt.want, IsNoise(r), "%s %d", tt.url, tt.status)
	}
}
