package classify

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// classifyLines feeds lines a millisecond apart and flushes.
func classifyLines(tb testing.TB, lines ...string) []Finding {
	tb.Helper()
	c := New()
	var got []Finding
	for i, l := range lines {
		got = append(got, c.Feed(l, t0.Add(time.Duration(i)*time.Millisecond))...)
	}
	return append(got, c.Flush()...)
}

func TestFindAnyLoc(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"bare", "src/a.ts:4:7 - error", "src/a.ts:4:7"},
		{"file url", "    at fetchConfig (file:///project/main.ts:2:9)", "/project/main.ts:2:9"},
		{"res url", "   At: res://player.gd:8.", "res://player.gd:8"},
		{"webpack url", "    at Page (webpack://shop/./app/page.tsx:3:26)", "./app/page.tsx:3:26"},
		{"webpack internal", "    at eval (webpack-internal:///./src/a.js:5:1)", "./src/a.js:5:1"},
		{"frame parens", "    at handle (/project/src/server.ts:4:10)", "/project/src/server.ts:4:10"},
		{"next dynamic segment", "    at GET (app/api/profile/[id]/route.ts:13:48)", "app/api/profile/[id]/route.ts:13:48"},
		{"sveltekit", "src/routes/[slug]/+page.svelte:3:1 error", "src/routes/[slug]/+page.svelte:3:1"},
		{"route group and slot", "./app/(group)/@slot/page.tsx:7:2", "./app/(group)/@slot/page.tsx:7:2"},
		{"remix dollar", "app/routes/$id.tsx:9:3: warning", "app/routes/$id.tsx:9:3"},
		{"route group in a frame", "    at Cart (app/(shop)/cart/page.tsx:4:24)", "app/(shop)/cart/page.tsx:4:24"},
		{"catch-all and optional", "    at Docs (app/docs/[...slug]/[[...opt]]/page.tsx:7:9)", "app/docs/[...slug]/[[...opt]]/page.tsx:7:9"},
		{"intercepting route", "./app/@modal/(.)photo/[id]/page.tsx:3:1", "./app/@modal/(.)photo/[id]/page.tsx:3:1"},
		{"remix index", "    at Index (/home/me/shop/app/routes/_index.tsx:12:5)", "/home/me/shop/app/routes/_index.tsx:12:5"},
		{"sveltekit server", "    at load (/home/me/kit/src/routes/blog/[slug]/+page.server.ts:4:9)", "/home/me/kit/src/routes/blog/[slug]/+page.server.ts:4:9"},
		{"sveltekit endpoint", "    at GET (src/routes/api/[slug]/+server.ts:6:11)", "src/routes/api/[slug]/+server.ts:6:11"},
		{"astro", "  Location:\n    /home/me/site/src/pages/blog/[slug].astro:12:7", "/home/me/site/src/pages/blog/[slug].astro:12:7"},
		{"nuxt", "    at setup (/home/me/nuxt/pages/users/[id].vue:9:15)", "/home/me/nuxt/pages/users/[id].vue:9:15"},
		{"encoded", "    at setup (http://localhost:3000/_nuxt/pages/users/%5Bid%5D.vue?t=1:9:15)", "_nuxt/pages/users/[id].vue:9:15"},
		{"encoded file url", "    at GET (file:///home/me/shop/app/api/%5Bid%5D/route.ts:13:48)", "/home/me/shop/app/api/[id]/route.ts:13:48"},
		{"windows", `    at GET (C:\Users\me\shop\app\api\[id]\route.ts:13:48)`, `C:\Users\me\shop\app\api\[id]\route.ts:13:48`},
		{"windows file url", "    at GET (file:///C:/Users/me/shop/app/(shop)/page.tsx:3:7)", "C:/Users/me/shop/app/(shop)/page.tsx:3:7"},
		{"python", `  File "/project/app.py", line 14, in order`, "/project/app.py:14"},
		{"php on line", "PHP Warning:  Undefined variable $x in /project/index.php on line 11", "/project/index.php:11"},
		{"php line in message", "PHP Parse error:  Unclosed '{' on line 2 in unclosed.php on line 6", "unclosed.php:6"},
		{"php frame", "#1 /project/index.php(20): Cart->total()", "/project/index.php:20"},
		{"tsc parens", "src/a.ts(4,7): error TS2322", "src/a.ts:4:7"},
		{"rollup", "src/counter.js (8:11): Expression expected", "src/counter.js:8:11"},
		{"rust arrow", " --> src/main.rs:3:25", "src/main.rs:3:25"},
		{"box", "   ╭─[ src/App.tsx:22:28 ]", "src/App.tsx:22:28"},
		{"swc box", "   ,-[/project/app/page.js:3:1]", "/project/app/page.js:3:1"},
		{"elixir tree", "    └─ lib/x.ex:10:5: Shop.f/1", "lib/x.ex:10:5"},
		{"elixir app frame", "(shop 0.1.0) lib/cart.ex:7: Shop.Cart.first/1", "lib/cart.ex:7"},
		{"ruby", "/project/cart.rb:3:in `total'", "/project/cart.rb:3"},
		{"node_modules skipped", "at x (/p/node_modules/vite/a.js:1:2) at y (/p/src/b.js:3:4)", "/p/src/b.js:3:4"},
		{"engine source skipped", "   At: scene/main/node.cpp:1381.", ""},
		{"site-packages skipped", `  File "/usr/lib/python3/site-packages/flask/app.py", line 9`, ""},
		{"vendor skipped", "#0 vendor/laravel/x.php(12): f()", ""},
		{"url is not a location", "Local: http://localhost:3000/", ""},
		{"time is not a location", "21:01:50.084 [error] boom", ""},
		{"logfmt source", `time=x level=ERROR source=/project/main.go:22 msg="refund failed"`, "/project/main.go:22"},
		{"url query keeps its =", "    at f (http://localhost:5173/src/a.ts?v=3:4:2)", "src/a.ts:4:2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := tt.in
			if strings.HasPrefix(tt.name, "elixir app") {
				assert.Equal(t, tt.want, lineLoc(in))
				return
			}
			assert.Equal(t, tt.want, findAnyLoc(in))
		})
	}
}

func TestRelative(t *testing.T) {
	tests := []struct{ loc, dir, want string }{
		{"/home/me/shop/app/api/profile/[id]/route.ts:13:48", "/home/me/shop", "app/api/profile/[id]/route.ts:13:48"},
		{"/home/me/shop/app/(shop)/page.tsx:3:1", "/home/me/shop/", "app/(shop)/page.tsx:3:1"},
		{"/home/me/shop2/app/page.tsx:3:1", "/home/me/shop", "/home/me/shop2/app/page.tsx:3:1"},
		{"/home/me/other/page.tsx:3:1", "/home/me/shop", "/home/me/other/page.tsx:3:1"},
		{"app/page.tsx:3:1", "/home/me/shop", "app/page.tsx:3:1"},
		{"./src/index.js:2:0", "/home/me/shop", "src/index.js:2:0"},
		{`C:\Users\me\shop\app\[id]\route.ts:13:48`, `C:\Users\me\shop`, `app\[id]\route.ts:13:48`},
		{"c:/Users/me/shop/src/routes/+page.svelte:3:1", `C:\Users\me\shop`, "src/routes/+page.svelte:3:1"},
		{"/home/me/shop/x.ts:1", "", "/home/me/shop/x.ts:1"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Relative(tt.loc, tt.dir), "%s under %s", tt.loc, tt.dir)
	}
}

// An unknown tool's problems are found by the generic layer: a severity
// cue at the start of a line (after a timestamp) and a location near it.
func TestGenericUnknownTool(t *testing.T) {
	tests := []struct {
		name    string
		lines   []string
		kind    Kind
		message string
		loc     string
	}{
		{"log level with timestamp", []string{"2026-11-24T21:01:58Z ERROR failed to load template", "    at render (templates/home.tmpl.html:12)"},
			Error, "failed to load template", "templates/home.tmpl.html:12"},
		{"bracket level", []string{"[warn] config key 'port' is deprecated, see config/app.yml:4"}, Warning, "config key 'port' is deprecated", "config/app.yml:4"},
		{"location then cue", []string{"lib/shop.zig:12:5: error: expected ';', found '}'"}, Error, "expected ';', found '}'", "lib/shop.zig:12:5"},
		{"fatal", []string{"fatal: not a git repository (or any of the parent directories): .git"}, Error, "not a git repository", ""},
		{"exception name", []string{"ValueError: price must be positive", "    at price (src/price.py:3)"}, Error, "ValueError: price must be positive", "src/price.py:3"},
		{"vague head", []string{"error during build:", "Build failed with 1 error:", "", "[PARSE_ERROR] Unexpected token", "   ╭─[ src/App.tsx:22:28 ]"},
			Error, "Unexpected token", "src/App.tsx:22:28"},
		{"located, unlabelled, with an excerpt", []string{"src/cart.erl:8:39: syntax error before: ", "%    8|     lists:sum(Ps) +", "%     |                   ^"},
			Error, "syntax error before:", "src/cart.erl:8:39"},
		{"qualified: parenthesised place", []string{"jq: error (at data/orders.json:3): Cannot index number with \"id\""}, Error, `Cannot index number with "id"`, "data/orders.json:3"},
		{"qualified: near a line", []string{"Parse error near line 3: no such column: totl"}, Error, "no such column: totl", ""},
		{"qualified: at a line", []string{"Error at line 12: unexpected token 'end'"}, Error, "unexpected token 'end'", ""},
		{"godot 4 script error", []string{"SCRIPT ERROR: Invalid operands 'Nil' and 'int' in operator '+'.", "          at: _ready (res://player.gd:8)"},
			Error, "Invalid operands", "res://player.gd:8"},
		// lang-sweep-3: shapes of toolchains never recorded before it.
		{"unknown extension, GNU shape", []string{"lib/boot.s:14: error: invalid instruction"}, Error, "invalid instruction", "lib/boot.s:14"},
		{"dotted line.col range", []string{"src/cart.vala:6.18-6.25: error: The name `x' does not exist"}, Error, "The name `x' does not exist", "src/cart.vala:6:18"},
		{"located syntax error, no label", []string{"rtl/top.v:9: syntax error"}, Error, "syntax error", "rtl/top.v:9"},
		{"located, source line and caret", []string{"rtl/top.vhdl:13:16: no declaration for \"step\"", "      n <= n + step;", "               ^"},
			Error, `no declaration for "step"`, "rtl/top.vhdl:13:16"},
		{"located sentence with a column", []string{"api/cart.proto:7:3: \"Money\" is not defined."}, Error, `"Money" is not defined.`, "api/cart.proto:7:3"},
		{"announcing located label", []string{"src/Cart.hs:11:13: error:", "    • Couldn't match type ‘Int’ with ‘[Char]’", "   |"},
			Error, "Couldn't match type", "src/Cart.hs:11:13"},
		{"announcing label and flag", []string{"src/Cart.hs:3:1: warning: [-Wunused-imports]", "    The import of ‘Data.List’ is redundant"},
			Warning, "The import of ‘Data.List’ is redundant [-Wunused-imports]", "src/Cart.hs:3:1"},
		{"label and a place alone", []string{"ERROR: /app/cart.pl:5:", "\ttest discount: failed"}, Error, "test discount: failed", "/app/cart.pl:5"},
		{"announcing cue", []string{"Warning message:", "NAs introduced by coercion"}, Warning, "NAs introduced by coercion", ""},
		{"severity in parentheses after a time", []string{"tb/counter.vhdl:9:5:@1ns:(assertion error): count mismatch"}, Error, "count mismatch", "tb/counter.vhdl:9:5"},
		{"quoted file, line in words", []string{`"plot.gp" line 4: undefined variable: scale`}, Error, "undefined variable: scale", "plot.gp:4"},
		{"file and line apart", []string{"calc.bc 5: syntax error"}, Error, "syntax error", "calc.bc:5"},
		{"place in words", []string{"Error: deps.dot: syntax error in line 4 near '->'"}, Error, "syntax error in line 4", "deps.dot:4"},
		{"GNU program:file:line", []string{"m4:conf.m4:3: bad expression in eval: 2 +"}, Error, "bad expression in eval", "conf.m4:3"},
		{"failed check after a place", []string{"    /app/cart.nim(10, 29): Check failed: total(@[2, 2]) == 5"}, Error, "Check failed", "/app/cart.nim:10:29"},
		{"position before a cue", []string{"line 6 column 13 - Warning: missing </b> before </p>"}, Warning, "missing </b> before </p>", ""},
		{"libxml label", []string{"XPath error : Invalid expression", "compilation error: file report.xsl line 4 element value-of"}, Error, "Invalid expression", "report.xsl:4"},
		{"R call qualifier", []string{"Error in nrow(orderz) : object 'orderz' not found"}, Error, "object 'orderz' not found", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := classifyLines(t, tt.lines...)
			require.Len(t, got, 1, describe(got))
			assert.Equal(t, tt.kind, got[0].Kind)
			assert.Contains(t, got[0].Message, tt.message)
			assert.Equal(t, tt.loc, got[0].Location)
		})
	}
}

// Healthy chatter that mentions errors gives nothing.
func TestGenericChatterTraps(t *testing.T) {
	for _, l := range []string{
		"0 errors", "Found 0 errors. Watching for file changes.", "GET /api/errors 200 3ms",
		"error-boundary.tsx compiled", "errorHandler registered", "Error boundary mounted",
		"[2026-11-24 21:01:55] INFO  WEBrick 1.8.1", `127.0.0.1 - - [24/Nov/2026:21:01:58 UTC] "GET /api/error HTTP/1.1" 200 2`,
		"Godot Engine v3.2.3.stable.custom_build - https://godotengine.org",
		"Tests:       3 passed, 3 total", "==== 4 passed in 0.00s ====", "✓ src/cart.test.js (3 tests) 4ms",
		"warnings.filterwarnings('ignore')", "no errors found", "12:00:01 PM [vite] hmr update /src/App.tsx",
		"FAILED test_cart.py::test_total - assert 3 == 4", "ERROR test_broken.py", "FAIL ./cart.test.js",
		"    ✕ adds (4 ms)", "✗ Build failed in 55ms", "FAIL\texample.com/calc\t0.003s",
		"error: Type checking failed.", "✖ 4 problems (3 errors, 1 warning)",
		"error in the handler chain: none registered", "Error at startup: see above",
		"src/jobs/sync.py:12: synced 3 orders", "lib/shop.ex:4: note: generated by mix",
		"see line 4 of the manual", "Run-time dependency libcartcore found: NO (tried pkgconfig and cmake)",
		"checking for cart_open in -lcartcore... no", "ok: [localhost]", "Compilation succeeded - 1 warning(s)",
		"src/main.c:12:3: checked 40 paths", "An error occurred", "[1 of 1] Compiling Main ( Cart.hs, Cart.o )",
		// lang-sweep-4's cues and runner rows, in prose and healthy rows.
		"Syntax error count: 0", "Execution errors are retried", "Exception in this release: none",
		"uncaught exception handler installed", "fatal error count: 0 (threshold 5)",
		"[INFO] src/app.c:3: compiled", "[----] cart.c:10: entering test", "cart.c:17:P:core:test_count:0: Passed",
		"Failure rate: 0.1%", "src/a.c:12: Failure rate is 0.1%", "1/1 Test #1: errors_zero ......   Passed    0.00 sec",
		"Test: sums ...passed", "    00.000  TestTotal", "+++ OK, passed 100 tests.",
	} {
		t.Run(l, func(t *testing.T) {
			for _, f := range classifyLines(t, l) {
				assert.Equal(t, Boundary, f.Kind, "%q gave %s", l, describe([]Finding{f}))
			}
		})
	}
}

// Rails logs an exception as "Name (message):", a blank line, then the
// application's backtrace lines, unindented (hand-written from the shape
// Rails' development log documents; no Rails runs here).
func TestRailsBacktrace(t *testing.T) {
	got := classifyLines(t,
		`Started GET "/orders/7" for 127.0.0.1 at 2026-11-24 21:01:58 +0000`,
		"Processing by OrdersController#show as HTML",
		"Completed 500 Internal Server Error in 12ms (ActiveRecord: 0.4ms | Allocations: 1234)",
		"",
		"NoMethodError (undefined method `total' for nil):",
		"",
		"app/models/order.rb:12:in `total'",
		"app/controllers/orders_controller.rb:7:in `show'",
	)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, Error, got[0].Kind)
	assert.Equal(t, "ruby", got[0].Category)
	assert.Contains(t, got[0].Message, "NoMethodError (undefined method `total' for nil)")
	assert.Equal(t, "app/models/order.rb:12", got[0].Location)
}

// A log line that reports an exception is one problem with the exception
// below it, whose line is the message.
func TestLogLineWithException(t *testing.T) {
	tests := []struct {
		name    string
		lines   []string
		message string
		loc     string
	}{
		{"uvicorn traceback", []string{
			"ERROR:    Exception in ASGI application",
			"Traceback (most recent call last):",
			`  File "/usr/lib/python3/site-packages/uvicorn/protocols/http/h11_impl.py", line 404, in run_asgi`,
			"    result = await app(",
			`  File "/project/app/main.py", line 9, in read_item`,
			`    return items[item_id]`,
			"KeyError: 3",
		}, "KeyError: 3", "/project/app/main.py:9"},
		{"spring java trace", []string{
			"2026-11-24T21:01:58.123Z ERROR 4242 --- [nio-8080-exec-1] o.a.c.c.C.[.[.[/].[dispatcherServlet]    : Servlet.service() threw exception",
			"java.lang.NullPointerException: Cannot invoke \"Cart.total()\" because \"cart\" is null",
			"\tat com.shop.web.CartController.show(CartController.java:21)",
			"\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
		}, "java.lang.NullPointerException: Cannot invoke", "CartController.java:21"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := classifyLines(t, tt.lines...)
			require.Len(t, got, 1, describe(got))
			assert.Contains(t, got[0].Message, tt.message)
			assert.Equal(t, tt.loc, got[0].Location)
		})
	}
}

// Formats of tools that do not run here, written by hand from their
// documented output: each must give exactly the problems listed.
func TestGenericDocumentedFormats(t *testing.T) {
	type want struct {
		kind    Kind
		message string
		loc     string
	}
	tests := []struct {
		name  string
		lines []string
		want  []want
	}{
		{"elixir 1.15 indented warnings", []string{
			"Compiling 2 files (.ex)",
			`    warning: variable "unused" is unused (if the variable is not meant to be used, prefix it with an underscore)`,
			"    │",
			"  3 │     unused = 1",
			"    │     ~~~~~~",
			"    │",
			"    └─ lib/cart.ex:3:5: Shop.Cart.total/1",
			"",
			`    warning: undefined function quantity/0`,
			"    │",
			"    └─ lib/bad.ex:9:17: Shop.Bad.price/1",
			"Generated shop app",
		}, []want{{Warning, `variable "unused" is unused`, "lib/cart.ex:3:5"}, {Warning, "undefined function quantity/0", "lib/bad.ex:9:17"}}},
		{"phoenix request crash", []string{
			"[error] #PID<0.612.0> running ShopWeb.Endpoint (connection #PID<0.611.0>, stream id 1) terminated",
			"Server: localhost:4000 (http)",
			"Request: GET /cart",
			"** (exit) an exception was raised:",
			"    ** (KeyError) key :total not found in: %{}",
			"        (shop 0.1.0) lib/shop_web/controllers/cart_controller.ex:8: ShopWeb.CartController.show/2",
			"        (phoenix 1.7.14) lib/phoenix/router.ex:484: Phoenix.Router.__call__/5",
		}, []want{{Error, "(KeyError) key :total not found", "lib/shop_web/controllers/cart_controller.ex:8"}}},
		{"python logging", []string{"WARNING:shop.cache:miss rate high", "ERROR:root:payment failed for order 7"},
			[]want{{Warning, "miss rate high", ""}, {Error, "payment failed for order 7", ""}}},
		{"laravel monolog", []string{`[2026-11-24 21:00:00] local.ERROR: Undefined variable $cart {"exception":"[object] (ErrorException(code: 0): Undefined variable $cart at /project/app/Http/Controllers/CartController.php:14)"}`},
			[]want{{Error, "Undefined variable $cart", "/project/app/Http/Controllers/CartController.php:14"}}},
		{"pino json", []string{`{"level":50,"time":1764018000000,"pid":7,"msg":"order failed","err":{"type":"TypeError","message":"x is null","stack":"TypeError: x is null\n    at total (/project/src/cart.js:4:11)\n    at /project/node_modules/express/lib/router/layer.js:95:5"}}`,
			`{"level":30,"time":1764018000001,"msg":"request completed","res":{"statusCode":200}}`},
			[]want{{Error, "order failed", "/project/src/cart.js:4:11"}}},
		{"webpack-dev-server", []string{"<i> [webpack-dev-server] Project is running at:", "<w> [webpack-dev-server] \"hot: true\" automatically applies HMR plugin"},
			[]want{{Warning, `"hot: true" automatically applies HMR plugin`, ""}}},
		{"uvicorn's reload is a restart, no warning", []string{"WARNING:  StatReload detected changes in 'app/main.py'. Reloading..."},
			[]want{{Boundary, "StatReload detected changes in 'app/main.py'", ""}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := classifyLines(t, tt.lines...)
			require.Len(t, got, len(tt.want), describe(got))
			for i, w := range tt.want {
				assert.Equal(t, w.kind, got[i].Kind, "finding %d", i)
				assert.Contains(t, got[i].Message, w.message, "finding %d", i)
				assert.Equal(t, w.loc, got[i].Location, "finding %d", i)
			}
		})
	}
}

// vitest prints the suites that failed with the same error one after the
// other, then the error once: one problem naming both files.
func TestVitestGroupedSuites(t *testing.T) {
	got := classifyLines(t,
		" FAIL  src/a.test.js [ src/a.test.js ]",
		" FAIL  src/b.test.js [ src/b.test.js ]",
		"Error: Cannot find module '/project/src/setup.js'",
		" ❯ src/setup.js:1:1",
		"⎯⎯⎯⎯⎯⎯⎯[1/1]⎯",
	)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, "src/a.test.js, src/b.test.js could not run: Error: Cannot find module '/project/src/setup.js'", got[0].Message)
	assert.Equal(t, "src/setup.js:1:1", got[0].Location)
}

// A preamble ending in ":" and the cue line under it are one problem.
func TestPreambleThenCue(t *testing.T) {
	got := classifyLines(t,
		"[ERROR] Build failed with 1 error:",
		"error: Could not resolve \"./missing\" from src/main.ts:3:20",
		"Waiting for changes...",
	)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, `Could not resolve "./missing" from src/main.ts:3:20`, got[0].Message)
	assert.Equal(t, "src/main.ts:3:20", got[0].Location)
}

// TestGenericBlockShapes covers the lines a generic block takes although
// they are not indented: a source line at column 0 with its caret, a
// diff's "- x"/"+ y" body, the head's location restated alone; and that a
// line held in case it continued the block is read again when it did not.
func TestGenericBlockShapes(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  []string // "kind location message"
	}{
		{"source line at column 0 and its caret", []string{
			"error: Uncaught (in promise) Error: config missing",
			"const cfg = load();",
			"            ^",
			"    at load (node:fs:448:20)",
			"    at file:///app/main.ts:1:13",
		}, []string{"error /app/main.ts:1:13 Uncaught (in promise) Error: config missing"}},
		{"an unindented line without a caret is not a source line", []string{
			"error: Uncaught Error: boom",
			"deploy.sh: 2: frob: not found",
		}, []string{"error  Uncaught Error: boom", "error deploy.sh:2 deploy.sh: 2: frob: not found"}},
		{"a diff under an assertion, before its frames", []string{
			"error: expect(received).toEqual(expected)",
			"",
			"  {",
			`-   "total": 10,`,
			`+   "total": 12,`,
			"  }",
			"",
			"      at <anonymous> (/app/cart.test.ts:9:21)",
		}, []string{"error /app/cart.test.ts:9:21 expect(received).toEqual(expected)"}},
		{"a cue after a diff's sign is still a problem", []string{
			"error: expect(received).toBe(expected)",
			"- ERROR: disk full",
		}, []string{"error  expect(received).toBe(expected)", "error  disk full"}},
		{"the head's location restated", []string{
			"error: src/a.js (2:30): Expected ',', got ';'",
			"src/a.js (2:30)",
			"1: const a = [1;",
			"                ^",
		}, []string{"error src/a.js:2:30 src/a.js (2:30): Expected ',', got ';'"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, f := range classifyLines(t, tt.lines...) {
				got = append(got, f.Kind.String()+" "+f.Location+" "+f.Message)
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestHeldLineReadAgainAfterGap checks that a line held in case the next
// continued the block is a problem of its own when silence closes the block.
func TestHeldLineReadAgainAfterGap(t *testing.T) {
	c := New()
	var got []Finding
	got = append(got, c.Feed("error: Uncaught Error: boom", t0)...)
	got = append(got, c.Feed("deploy.sh: 2: frob: not found", t0.Add(time.Millisecond))...)
	got = append(got, c.Feed("", t0.Add(3*Gap))...)
	got = append(got, c.FlushIdle(t0.Add(5*Gap), Gap)...)
	require.Len(t, got, 2, describe(got))
	assert.Equal(t, "deploy.sh: 2: frob: not found", got[1].Message)
}

// TestDenoBareError checks deno serve's report of a handler's error: the
// exception and frames alone, its own extensions' frames skipped.
func TestDenoBareError(t *testing.T) {
	got := classifyLines(t,
		"TypeError: Cannot read properties of undefined (reading 'id')",
		"    at handler (ext:deno_http/00_serve.ts:1:19994)",
		"    at Object.fetch (file:///app/main.ts:4:20)",
	)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, "deno", got[0].Category)
	assert.Equal(t, "/app/main.ts:4:20", got[0].Location)
}

// TestCodedLineWithoutSeverity checks a located diagnostic that has a
// code but no severity word, as rolldown prints a warning: a warning.
func TestCodedLineWithoutSeverity(t *testing.T) {
	got := classifyLines(t,
		"src/app.ts (4:10) [CIRCULAR_DEPENDENCY] Circular dependency: src/app.ts -> src/b.ts -> src/app.ts",
		"[log] src/app.ts (4:10) something",
	)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, Warning, got[0].Kind)
	assert.Equal(t, "src/app.ts:4:10", got[0].Location)
	assert.Contains(t, got[0].Message, "[CIRCULAR_DEPENDENCY] Circular dependency")
}

func TestBareLocation(t *testing.T) {
	tests := []struct {
		name, in, want string
		ok             bool
	}{
		{"svelte-check", "/app/src/App.svelte:2:7", "/app/src/App.svelte:2:7", true},
		{"gfortran", "bad.f90:6:15:", "bad.f90:6:15", true},
		{"ocaml", `File "bad.ml", line 7, characters 30-46:`, "bad.ml:7", true},
		{"ocaml lines", `File "bad.ml", lines 3-5, characters 2-10:`, "bad.ml:3", true},
		{"gfortran runtime", "At line 7 of file cart.f90", "cart.f90:7", true},
		{"gfortran runtime with unit", "At line 3 of file io.f90 (unit = 5, file = 'stdin')", "io.f90:3", true},
		{"nim frame", "/project/cart.nim(6) total", "/project/cart.nim:6", true},
		{"nim library frame", "/usr/lib/nim/lib/pure/collections/tables.nim(246) []", "", true},
		{"nim diagnostic is no frame", "/project/bad.nim(2, 22) Error: type mismatch", "", false},
		{"a message", "bad.f90:6:15: Error: x", "", false},
		{"a library location", "/usr/lib/python3.11/json/decoder.py:9", "", false},
		{"prose", "At line 7 we stop", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := bareLocation(tt.in)
			assert.Equal(t, tt.ok, ok)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestCallLoc(t *testing.T) {
	tests := []struct{ in, loc, rest string }{
		{"/project/bad.nim(2, 22) Error: type mismatch", "/project/bad.nim:2:22", "Error: type mismatch"},
		{"src/a.ts(4,7): error TS2322: x", "src/a.ts:4:7", "error TS2322: x"},
		{"/project/cart.nim(10) cart", "/project/cart.nim:10", "cart"},
		{"print(3) done", "", ""},
		{"cart.nim(x) y", "", ""},
	}
	for _, tt := range tests {
		loc, rest, ok := callLoc(tt.in)
		assert.Equal(t, tt.loc != "", ok, tt.in)
		assert.Equal(t, tt.loc, loc, tt.in)
		assert.Equal(t, tt.rest, rest, tt.in)
	}
}

func TestOCamlFrame(t *testing.T) {
	loc, ok := ocamlFrame(`Called from Cart.total.(fun) in file "cart.ml", line 5, characters 53-60`)
	assert.True(t, ok)
	assert.Equal(t, "cart.ml:5", loc)
	loc, ok = ocamlFrame(`Raised at Stdlib__List.assoc in file "list.ml", line 191, characters 10-25`)
	assert.True(t, ok, "the standard library's frame is a frame")
	assert.Empty(t, loc, "but not the place")
	_, ok = ocamlFrame("Called from the test runner")
	assert.False(t, ok)
}

func TestStripLogPrefixMetadata(t *testing.T) {
	tests := []struct{ in, want string }{
		{"02:35:20.852 request_id=F7x2 order_id=42 mfa=Shop.run/0 [error] charge failed", "[error] charge failed"},
		{"request_id=F7x2 [warning] slow", "[warning] slow"},
		// A logfmt line's fields are its message: detectLogfmt reads them.
		{`time=2026-11-25T02:26:02Z level=ERROR msg="refund failed"`, `time=2026-11-25T02:26:02Z level=ERROR msg="refund failed"`},
		{"a=1 then prose [x]", "a=1 then prose [x]"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, stripLogPrefix(tt.in), tt.in)
	}
}

func TestCodedCue(t *testing.T) {
	kind, msg, ok := cue("Warning 26 [unused-var]: unused variable unused.")
	require.True(t, ok)
	assert.Equal(t, Warning, kind)
	assert.Equal(t, "26 [unused-var]: unused variable unused.", msg)
	_, _, ok = cue("Warning about [x]: y")
	assert.False(t, ok, "prose before a bracket is no code")
}

// The named sweep's general rules, each against a line that must stay
// quiet (or keep its old reading) beside it.
func TestNamedSweepRules(t *testing.T) {
	t.Run("quoted place gives way to PHP's own line", func(t *testing.T) {
		assert.Equal(t, "a.php:3", findAnyLoc("PHP Fatal error:  Cannot redeclare f() (previously declared in a.php:2) in a.php on line 3"))
		assert.Equal(t, "a.php:2", findAnyLoc("(previously declared in a.php:2)"), "no PHP place: the quoted one is all there is")
	})
	t.Run("line 0 is no place", func(t *testing.T) {
		assert.Equal(t, "", proseLoc("atlas.json line 0: Expected key"))
		assert.Equal(t, "plot.gp:4", proseLoc(`"plot.gp" line 4: undefined variable`))
	})
	t.Run("failure sentence", func(t *testing.T) {
		fs := classifyLines(t, "could not open atlas: 7")
		require.Len(t, fs, 1)
		assert.Equal(t, Error, fs[0].Kind)
		for _, quiet := range []string{
			"could not open atlas",              // no detail
			"  could not open atlas: 7",         // indented: someone's continuation
			"could not: 7",                      // no verb and object
			"connecting to db: 127.0.0.1:5432",  // no failure
			"Could not open input file: a.php",  // capitalised: left to the tools that print it
			`can't read "verison": no such var`, // a quoted name: Tcl's, read with its frames
		} {
			assert.Empty(t, classifyLines(t, quiet), quiet)
		}
	})
	t.Run("elixir warning's own place", func(t *testing.T) {
		fs := classifyLines(t,
			`warning: clauses with the same name and arity (number of arguments) should be grouped together, "def a/1" was previously defined (lib/a.ex:8)`,
			"  lib/a.ex:10", "")
		require.Len(t, fs, 1)
		assert.Equal(t, "lib/a.ex:10", fs[0].Location)
	})
	t.Run("mix error after a prompt", func(t *testing.T) {
		fs := classifyLines(t, "Shall I install Hex? [Yn] ** (Mix) Could not find an SCM for dependency :jason from A.MixProject")
		require.Len(t, fs, 1)
		assert.Contains(t, fs[0].Message, "Could not find an SCM")
		assert.Empty(t, classifyLines(t, "run ** (Mixer) not a mix error"))
	})
	t.Run("boundary phrase starts a word", func(t *testing.T) {
		fs := classifyLines(t, "[Wed Nov 25 05:55:58 2026] Failed to listen on 127.0.0.1:8000 (reason: Address already in use)")
		require.Len(t, fs, 1)
		assert.Equal(t, Error, fs[0].Kind, "'already in use' is no 'ready in '")
		fs = classifyLines(t, "  VITE v7.1.2  ready in 312 ms")
		require.Len(t, fs, 1)
		assert.Equal(t, Boundary, fs[0].Kind)
	})
	t.Run("teamcity testFailed", func(t *testing.T) {
		fs := classifyLines(t,
			"##teamcity[testStarted name='testRate' flowId='1']",
			"##teamcity[testFailed name='testRate' message='VAT rate|nFailed asserting that 0.19 matches expected 0.2.' details=' /app/tests/TaxTest.php:8|n ' flowId='1']",
			"##teamcity[testFinished name='testRate' duration='3' flowId='1']")
		require.Len(t, fs, 1)
		assert.Equal(t, "testRate failed: VAT rate", fs[0].Message)
		assert.Equal(t, "/app/tests/TaxTest.php:8", fs[0].Location)
		assert.Equal(t, "phpunit", fs[0].Category)
	})
	t.Run("json level is the whole number", func(t *testing.T) {
		assert.True(t, jsonNumber(`{"level":40,"msg":"x"}`, "level", 40))
		assert.False(t, jsonNumber(`{"level":400,"msg":"x"}`, "level", 40), "Monolog's 400 is no pino warning")
		fs := classifyLines(t, `{"message":"Refund failed","level":400,"level_name":"ERROR","channel":"app"}`)
		require.Len(t, fs, 1)
		assert.Equal(t, Error, fs[0].Kind)
		assert.Empty(t, classifyLines(t, `{"message":"order created","level":200,"level_name":"INFO","channel":"app"}`))
	})
	t.Run("bun error with properties and no frames", func(t *testing.T) {
		fs := classifyLines(t, `TypeError: ECONNREFUSED: Unable to connect.`, `  path: "http://127.0.0.1:1/",`, ` errno: 0,`, `  code: "ECONNREFUSED"`, "")
		require.Len(t, fs, 1)
		assert.Equal(t, "bun", fs[0].Category)
		assert.Empty(t, classifyLines(t, `TypeError: cannot do x`, `  because: reasons`, ""), "no properties, no frames: not an exception report")
	})
	t.Run("bun thrown value", func(t *testing.T) {
		fs := classifyLines(t, "error", "{", "  code: 42,", `  reason: "quota exceeded",`, "}", "")
		require.Len(t, fs, 1)
		assert.Contains(t, fs[0].Message, `reason: "quota exceeded"`)
		assert.Empty(t, classifyLines(t, "error", "count: 3"), `"error" alone with no object under it`)
	})
	t.Run("deno lint compact", func(t *testing.T) {
		fs := classifyLines(t, "file:///app/a.ts: line 1, col 7 - `x` is never used (no-unused-vars)")
		require.Len(t, fs, 1)
		assert.Equal(t, "/app/a.ts:1:7", fs[0].Location)
	})
	t.Run("bun install restates what it could not resolve", func(t *testing.T) {
		fs := classifyLines(t,
			`error: No version matching "^99.0.0" found for specifier "left-pad" (but package exists)`,
			"error: left-pad@^99.0.0 failed to resolve",
			"error: is-even@^9.0.0 failed to resolve")
		require.Len(t, fs, 2, describe(fs))
		assert.Contains(t, fs[1].Message, "is-even", "another package is news")
	})
}

// The test runners' row forms lang-sweep-4 reads (real lines from its
// fixtures), and near misses.
func TestRunnerRowForms(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"[----] cart.c:10: Assertion Failed", "cart.c:10: Assertion Failed"},
		{"[   LINE   ] --- cart.c:28: error: Failure!", "cart.c:28: error: Failure!"},
		{"[INFO] ready", "ready"},
		{"[vite] hmr update /src/App.tsx", ""}, // lower case: a tool's tag, not a row's
		{"[2026-11-25] started", ""},
		{"[]", ""},
	} {
		got, ok := runnerTag(tt.in)
		assert.Equal(t, tt.want != "", ok, tt.in)
		assert.Equal(t, tt.want, got, tt.in)
	}
	for _, tt := range []struct {
		in, msg string
		f       byte
	}{
		{"F:core:test_count:0: Assertion 'x == 4' failed", "Assertion 'x == 4' failed", 'F'},
		{"E:core:test_sku_len:0: (after this point) Received signal 11 (Segmentation fault)", "(after this point) Received signal 11 (Segmentation fault)", 'E'},
		{"P:core:test_empty:0: Passed", "Passed", 'P'},
		{"F: not check", "", 0},
		{"E:core:test:x: msg", "", 0},
	} {
		f, msg, ok := checkFields(tt.in)
		assert.Equal(t, tt.f != 0, ok, tt.in)
		assert.Equal(t, tt.f, f, tt.in)
		assert.Equal(t, tt.msg, msg, tt.in)
	}
	for _, tt := range []struct{ in, want string }{
		{"ten percent: FAIL", "ten percent"},
		{"unknown sku: FAILED", "unknown sku"},
		{"sums: OK", ""},
		{"[  FAILED  ] Cart.Discount: FAIL", ""},
	} {
		got, ok := failRow(tt.in)
		assert.Equal(t, tt.want != "", ok, tt.in)
		assert.Equal(t, tt.want, got, tt.in)
	}
}
