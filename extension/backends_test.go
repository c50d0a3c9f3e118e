package extension_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
	"github.com/errbundle/errbundle/internal/npmtest"
)

// TestBackends runs real backends with real SDKs (testdata/backends): an
// Express 5 app with @sentry/node, through its DSN and through Spotlight,
// the same app with OpenTelemetry's Node SDK, and a Flask app with
// Debian's python3-sentry-sdk, a Go net/http app with sentry-go and with
// OpenTelemetry Go (otelhttp), and a Deno server with Deno's built-in
// OpenTelemetry (its console.error as OTLP logs). Each page, in headless Chromium with the
// capture script, posts two checkouts to one route: a slow one, and a
// quick one that fails inside the slow one's time span. Both throw on the
// server, both answer 500, and the page throws on the slow one's. The
// bundle must carry, under each request, the server exception of its own
// trace, at the original file and line; get_errors must have the backend
// group, named by the browser's 5xx group; no reply may hold a secret the
// page sent.
func TestBackends(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	bin := daemonBinary(t)
	npm, npmErr := exec.LookPath("npm")
	node, nodeErr := exec.LookPath("node")

	apps := []struct {
		name, dir, service, file string
		env                      func(daemon string) []string
		command                  func(dir string) []string
		needs                    string
		// query is added to the page's URL: ?same makes both checkouts
		// fail with one message.
		query string
	}{
		{"@sentry/node DSN", "express-sentry", "node", "server.js",
			func(d string) []string {
				return []string{"SENTRY_DSN=http://publickey@" + strings.TrimPrefix(d, "http://") + "/42"}
			},
			func(string) []string { return []string{node, "server.js"} }, "node", ""},
		{"@sentry/node DSN, one message twice (Dedupe)", "express-sentry", "node", "server.js",
			func(d string) []string {
				return []string{"SENTRY_DSN=http://publickey@" + strings.TrimPrefix(d, "http://") + "/42"}
			},
			func(string) []string { return []string{node, "server.js"} }, "node", "?same"},
		{"@sentry/node Spotlight", "express-sentry", "node", "server.js",
			func(d string) []string { return []string{"SENTRY_SPOTLIGHT=" + d + "/stream"} },
			func(string) []string { return []string{node, "server.js"} }, "node", ""},
		{"OpenTelemetry JS", "express-otel", "shop-otel", "server.js",
			func(d string) []string { return []string{"OTEL_EXPORTER_OTLP_ENDPOINT=" + d} },
			func(string) []string { return []string{node, "--require", "./instrument.js", "server.js"} }, "node", ""},
		{"python3-sentry-sdk Flask", "flask-sentry", "python", "app.py",
			func(d string) []string {
				return []string{"SENTRY_DSN=http://publickey@" + strings.TrimPrefix(d, "http://") + "/42"}
			},
			func(string) []string { return []string{"/usr/bin/python3", "app.py"} }, "python", ""},
		{"sentry-go net/http", "go-shop", "go", "main.go",
			func(d string) []string {
				return []string{"SENTRY_DSN=http://publickey@" + strings.TrimPrefix(d, "http://") + "/42"}
			},
			func(dir string) []string { return []string{goBackend(t, dir)} }, "go", ""},
		{"OpenTelemetry Go otelhttp", "go-shop", "shop-go-otel", "main.go",
			func(d string) []string { return []string{"OTEL_EXPORTER_OTLP_ENDPOINT=" + d} },
			func(dir string) []string { return []string{goBackend(t, dir)} }, "go", ""},
		{"Deno built-in OpenTelemetry", "deno-otel", "shop-deno", "server.ts",
			func(d string) []string {
				return []string{"OTEL_DENO=true", "OTEL_SERVICE_NAME=shop-deno", "OTEL_EXPORTER_OTLP_ENDPOINT=" + d}
			},
			func(dir string) []string {
				return []string{filepath.Join(dir, "node_modules", ".bin", "deno"), "run", "--allow-net", "--allow-env", "--allow-read", "server.ts"}
			}, "node", ""},
	}
	for _, app := range apps {
		t.Run(app.name, func(t *testing.T) {
			switch app.needs {
			case "node":
				if npmErr != nil || nodeErr != nil {
					t.Skip("npm or node not installed")
				}
				installBackend(t, npm, app.dir)
			case "python":
				if err := exec.Command("/usr/bin/python3", "-c", "import sentry_sdk, flask").Run(); err != nil {
					t.Skip("Debian's python3-sentry-sdk and python3-flask are not installed (.ci/run installs them)")
				}
			}
			d := daemontest.Start(t, bin, daemontest.Options{})
			dir, err := filepath.Abs(filepath.Join("..", "testdata", "backends", app.dir))
			require.NoError(t, err)
			origin := runBackend(t, dir, app.command(dir), append(app.env(d.URL("")), "DAEMON="+d.URL("")))

			tab := newTab(b.plain, t)
			ctx, cancel := context.WithTimeout(tab, 30*time.Second)
			defer cancel()
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(origin+"/"+app.query), chromedp.WaitVisible(chromedp.CSS("#pay"))))
			click(t, tab, "#pay")

			slowMsg, quickMsg := "slow-1", "quick-2"
			if app.query == "?same" {
				slowMsg, quickMsg = "cart same", "cart same"
			}
			line := markedLine(t, filepath.Join("..", "..", "..", "testdata", "backends", app.dir, app.file), "BUG:checkout")
			wantLocation := filepath.Join(dir, app.file) + ":" + itoa(line)
			bundle := waitBackendBundle(t, d)
			var slow, quick *backendNetwork
			for i, n := range bundle.Network {
				switch {
				case strings.HasSuffix(n.URL, "/api/checkout?delay=700"):
					slow = &bundle.Network[i]
				case strings.HasSuffix(n.URL, "/api/checkout"):
					quick = &bundle.Network[i]
				}
			}
			require.NotNil(t, slow, "the slow checkout in the bundle: %+v", bundle)
			require.NotNil(t, quick, "the quick checkout in the bundle: %+v", bundle)
			assert.Len(t, slow.TraceID, 32, "the request's trace id")
			assert.NotEqual(t, slow.TraceID, quick.TraceID)
			require.NotNil(t, slow.Server, "the slow request's server problem: %+v", bundle)
			assert.Contains(t, slow.Server.Message, slowMsg, "the slow request carries its own exception")
			assert.True(t, strings.HasPrefix(slow.Server.Location, wantLocation), "location %q, want %s", slow.Server.Location, wantLocation)
			assert.Equal(t, app.service, slow.Server.Service)
			assert.NotEmpty(t, slow.Server.Type)
			if quick.Server != nil {
				assert.Contains(t, quick.Server.Message, quickMsg, "the distractor is never given the slow one's exception")
			}
			if app.query == "?same" {
				// The quick one failed first and sent its event; the slow
				// one's was dropped by Dedupe, only its error span came.
				// Dedupe compares with the last event it finished
				// processing, and processing reads the source file for
				// context lines: on a loaded machine the quick one's can
				// take past the slow one's 700 ms, and both events are
				// sent. Each request then carries its own (its trace's).
				require.NotNil(t, quick.Server)
				assert.Equal(t, "event", quick.Server.Kind)
				if slow.Server.Kind == "event" {
					t.Logf("Dedupe had not processed the first event when the second came: both sent")
				} else {
					assert.Equal(t, "span", slow.Server.Kind, "the slow request's own report: its error span")
				}
			}

			var groups struct {
				Errors []struct {
					ID       string `json:"id"`
					Source   string `json:"source"`
					Location string `json:"location"`
					Backend  string `json:"backend"`
					Message  string `json:"message"`
				} `json:"errors"`
			}
			require.NoError(t, json.Unmarshal(observe(context.Background(), t, d, map[string]any{"what": "get_errors", "raw": true}), &groups))
			// The two exceptions' messages differ (slow-1, quick-2): two
			// groups. The 5xx group names that of its latest failure: the
			// slow one, unless the server took the quick one only after it
			// (Flask's development server did so once on a fresh machine).
			backendGroups := map[string]string{} // id → message
			var named string
			for _, g := range groups.Errors {
				if g.Source == "backend:"+app.service && strings.HasPrefix(g.Location, wantLocation) {
					backendGroups[g.ID] = g.Message
				}
				if g.Source == "network:http" {
					named = g.Backend
				}
				if strings.HasPrefix(g.Source, "backend:") {
					assert.NotEqual(t, "not_found", g.Message, "the favicon's 404 is no backend problem")
				}
			}
			require.NotEmpty(t, backendGroups, "a backend:%s group at %s: %+v", app.service, wantLocation, groups)
			require.Contains(t, backendGroups, named, "the browser's 5xx group names one of the backend groups: %+v", groups)
			if !strings.Contains(backendGroups[named], slowMsg) {
				assert.Contains(t, backendGroups[named], quickMsg, "the named group is one of the two failures': %+v", groups)
			}

			var all strings.Builder
			for _, args := range []map[string]any{{"what": "error_bundles"}, {"what": "get_errors", "raw": true}, {"what": "get_errors"},
				{"what": "network_bodies"}, {"what": "errors"}} {
				all.Write(observe(context.Background(), t, d, args))
			}
			assert.Contains(t, all.String(), slow.TraceID, "network_bodies and bundles show trace ids")
			for _, secret := range []string{"sk_live_PAGESECRET", "4242424242424242"} {
				assert.NotContains(t, all.String(), secret)
			}
			raw := observe(context.Background(), t, d, map[string]any{"what": "error_bundles"})
			assert.LessOrEqual(t, len(raw), 16<<10, "the default reply fits 16 KB")
		})
	}
}

type backendNetwork struct {
	URL     string `json:"url"`
	Status  int    `json:"status"`
	TraceID string `json:"trace_id"`
	Server  *struct {
		Service  string `json:"service"`
		Type     string `json:"type"`
		Message  string `json:"message"`
		Location string `json:"location"`
		Kind     string `json:"kind"`
	} `json:"server"`
}

type backendBundle struct {
	Error struct {
		Message string `json:"message"`
	} `json:"error"`
	Network []backendNetwork `json:"network"`
}

// waitBackendBundle waits for the bundle of the page's "checkout failed"
// error whose slow request has its server problem: the SDKs send theirs
// up to seconds after the browser's error (OpenTelemetry's batch
// processor: 5 s by default).
func waitBackendBundle(tb testing.TB, d *daemontest.Daemon) backendBundle {
	tb.Helper()
	deadline := time.Now().Add(30 * time.Second)
	var last json.RawMessage
	for time.Now().Before(deadline) {
		last = observe(context.Background(), tb, d, map[string]any{"what": "error_bundles"})
		var reply struct {
			Bundles []backendBundle `json:"bundles"`
		}
		require.NoError(tb, json.Unmarshal(last, &reply))
		for _, b := range reply.Bundles {
			if !strings.Contains(b.Error.Message, "checkout failed") {
				continue
			}
			for _, n := range b.Network {
				// Its exception, with a location, not only an error log of
				// its trace: OpenTelemetry's logs are exported every second,
				// its spans every five.
				if strings.Contains(n.URL, "delay=700") && n.Server != nil && n.Server.Location != "" {
					return b
				}
			}
		}
		time.Sleep(250 * time.Millisecond)
	}
	tb.Fatalf("no bundle of the page's error with its server problem; last reply: %s", last)
	return backendBundle{}
}

// goBackend builds the Go app in dir (its own module: the Go module proxy
// serves sentry-go and OpenTelemetry Go) once per test run and returns the
// binary.
func goBackend(tb testing.TB, dir string) string {
	tb.Helper()
	goBackendOnce.Do(func() {
		out := filepath.Join(os.TempDir(), "errbundle-go-shop")
		cmd := exec.Command("go", "build", "-o", out, ".")
		cmd.Dir = dir
		if b, err := cmd.CombinedOutput(); err != nil {
			goBackendErr = fmt.Errorf("go build in %s: %v\n%s", dir, err, b)
			return
		}
		goBackendBin = out
	})
	require.NoError(tb, goBackendErr)
	return goBackendBin
}

var (
	goBackendOnce sync.Once
	goBackendBin  string
	goBackendErr  error
)

// installBackend makes sure testdata/backends/<name> has its node_modules
// (see npmtest.CI).
func installBackend(tb testing.TB, npm, name string) {
	tb.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "testdata", "backends", name))
	require.NoError(tb, err)
	npmtest.CI(tb, npm, dir)
}

// runBackend starts a backend app in dir on a free port and returns its
// origin once its page answers; the test's cleanup stops it.
func runBackend(tb testing.TB, dir string, command, env []string) string {
	tb.Helper()
	port := strings.TrimPrefix(daemontest.FreeAddr(tb), "127.0.0.1:")
	cmd := exec.Command(command[0], command[1:]...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "PORT="+port, "NO_COLOR=1"), env...)
	out := &daemontest.Buffer{}
	cmd.Stdout, cmd.Stderr = out, out
	daemontest.OwnGroup(cmd)
	require.NoError(tb, cmd.Start())
	tb.Cleanup(func() {
		_ = daemontest.SignalGroup(cmd.Process.Pid, syscall.SIGKILL)
		_ = cmd.Wait()
		if tb.Failed() {
			tb.Logf("%s output:\n%s", filepath.Base(dir), out.String())
		}
	})
	origin := "http://127.0.0.1:" + port
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, err := http.Get(origin + "/")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return origin
			}
		}
		if time.Now().After(deadline) {
			tb.Fatalf("%s never answered on %s:\n%s", command, origin, out.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
}
