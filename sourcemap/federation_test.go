package sourcemap

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestModuleFederation maps the stacks of a webpack Module Federation host
// (127.0.0.1:8498) calling a function its remote (:8497) exposes, which
// throws (testdata/federation/gen.sh): the frames name scripts, or with
// devtool eval webpack://remote/ and webpack://host/ modules, of two
// loopback origins, replayed here by two servers. By hand from
// federation/remote/src/utils.js, the throw's "new", 4:11, and from
// federation/host/src/bootstrap.js: "price(" 5:44, "reduce" 5:16, the call
// total(…) 9:3 (Firefox blames its "(", 9:8).
func TestModuleFederation(t *testing.T) {
	tests := []struct {
		dir, arrow, module string
		want, gecko        []string
	}{
		{
			dir: "federation-eval",
			want: []string{
				"    at price (src/utils.js:4:11)",
				"    at eval (src/bootstrap.js:5:44)",
				"    at Array.reduce (<anonymous>)",
				"    at total (src/bootstrap.js:5:16)",
				"    at eval (src/bootstrap.js:9:3)",
			},
			gecko: []string{
				"price@src/utils.js:4:11",
				"total/<@src/bootstrap.js:5:44",
				"total@src/bootstrap.js:5:16",
				"@src/bootstrap.js:9:3",
			},
		},
		{
			dir: "federation-source-map",
			want: []string{
				"    at price (src/utils.js:4:11)",
				"    at src/bootstrap.js:5:44",
				"    at Array.reduce (<anonymous>)",
				"    at total (src/bootstrap.js:5:16)",
				"    at ./src/bootstrap.js (src/bootstrap.js:9:3)",
			},
			gecko: []string{
				"price@src/utils.js:4:11",
				"./src/bootstrap.js/total/<@src/bootstrap.js:5:44",
				"total@src/bootstrap.js:5:16",
				"./src/bootstrap.js@src/bootstrap.js:9:3",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.dir, func(t *testing.T) {
			// One server per recorded origin, serving served/<port>/.
			origins := map[string]string{}
			for _, port := range []string{"8497", "8498"} {
				root := filepath.Join("testdata", tt.dir, "served", port)
				srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
					body, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(req.URL.Path)))
					if err != nil || strings.HasSuffix(req.URL.Path, ".headers") {
						http.NotFound(w, req)
						return
					}
					w.Header().Set("Content-Type", "text/javascript")
					_, _ = w.Write(body)
				}))
				defer srv.Close()
				origins["http://127.0.0.1:"+port] = srv.URL
			}
			replace := func(s string) string {
				for rec, now := range origins {
					s = strings.ReplaceAll(s, rec, now)
				}
				return s
			}
			r := New(Config{Now: stillClock()})
			defer r.Close()
			list, err := os.ReadFile(filepath.Join("testdata", tt.dir, "scripts.txt"))
			require.NoError(t, err)
			for _, u := range strings.Fields(replace(string(list))) {
				r.PrefetchURL(u)
			}
			for name, want := range map[string][]string{"stack.txt": tt.want, "stack-firefox.txt": tt.gecko} {
				stack, err := os.ReadFile(filepath.Join("testdata", tt.dir, name))
				require.NoError(t, err)
				text := replace(strings.TrimSpace(string(stack)))
				r.Prefetch(text)
				waitIdle(t, r)
				mapped, pending := r.MapStack(text)
				assert.False(t, pending)
				lines := strings.Split(mapped, "\n")
				if name == "stack.txt" {
					lines = lines[1:] // the message
				}
				require.GreaterOrEqual(t, len(lines), len(want), mapped)
				for i, w := range want {
					assert.Equal(t, w, lines[i], "%s frame %d", name, i)
				}
			}
		})
	}
}
