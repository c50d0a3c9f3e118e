package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Windows output, as each tool's documentation and issue trackers show it:
// no Windows runs here, so these lines are the documented forms, not
// recordings. Each names where that form is documented.
func TestFindAnyLocWindows(t *testing.T) {
	tests := []struct{ name, in, want string }{
		// Node's stack frames (nodejs.org/api/errors.html, error.stack):
		// CommonJS paths with backslashes, ES modules as file URLs.
		{"node frame", `    at Object.<anonymous> (C:\app\x.js:3:5)`, `C:\app\x.js:3:5`},
		{"node frame no function", `    at C:\app\src\server.js:12:9`, `C:\app\src\server.js:12:9`},
		{"node esm file url", `    at file:///C:/app/src/x.mjs:3:5`, `C:/app/src/x.mjs:3:5`},
		{"node uncaught header", `C:\app\x.js:3`, `C:\app\x.js:3`},
		{"node library frame skipped", `    at f (C:\app\node_modules\express\lib\router\layer.js:95:5) at g (C:\app\routes\cart.js:7:11)`, `C:\app\routes\cart.js:7:11`},
		// tsc's default (non-pretty) format, "file(line,col): error TSnnnn"
		// (TypeScript's diagnostic formatter; relative paths with the
		// platform's separator when run by a Windows shell).
		{"tsc relative", `src\x.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.`, `src\x.ts:3:5`},
		{"tsc absolute", `C:\app\src\x.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.`, `C:\app\src\x.ts:3:5`},
		// Vite writes ids with forward slashes on Windows too (its
		// normalizePath): "C:/app/src/main.ts:3:5".
		{"vite", `[vite] Internal server error: C:/app/src/App.vue:3:5: Unexpected token`, `C:/app/src/App.vue:3:5`},
		{"vite file line", `  File: C:/app/src/main.ts:3:5`, `C:/app/src/main.ts:3:5`},
		// Python's traceback (docs.python.org, traceback module).
		{"python", `  File "C:\app\main.py", line 3, in <module>`, `C:\app\main.py:3`},
		{"python site-packages skipped", `  File "C:\Python312\Lib\site-packages\flask\app.py", line 1498, in __call__`, ``},
		// Go: the compiler prints ".\main.go:3:5:" for a package in the
		// working directory; the runtime's tracebacks use forward slashes.
		{"go build", `.\main.go:3:5: undefined: x`, `.\main.go:3:5`},
		{"go panic frame", "\tC:/Users/me/app/main.go:12 +0x1d", `C:/Users/me/app/main.go:12`},
		// MSBuild's canonical error format (learn.microsoft.com, "MSBuild
		// and Visual Studio format for diagnostic messages"), as dotnet
		// build prints it, with the project in brackets after.
		{"dotnet build", `C:\app\Program.cs(3,5): error CS1002: ; expected [C:\app\app.csproj]`, `C:\app\Program.cs:3:5`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, findAnyLoc(tt.in))
		})
	}
}

// A .NET stack frame names its file as " in C:\app\Program.cs:line 3"
// (learn.microsoft.com, Exception.StackTrace).
func TestDotnetFrameWindows(t *testing.T) {
	m := dotnetFrame.FindStringSubmatch(`   at Program.Main() in C:\app\Program.cs:line 3`)
	if assert.Len(t, m, 3) {
		assert.Equal(t, `C:\app\Program.cs`, m[1])
		assert.Equal(t, "3", m[2])
	}
}

// Paths under a Windows working directory become project-relative, whichever
// slash and drive-letter case the tool wrote.
func TestRelativeWindows(t *testing.T) {
	for _, tt := range []struct{ loc, dir, want string }{
		{`C:\app\src\x.ts:3:5`, `C:\app`, `src\x.ts:3:5`},
		{`C:/app/src/main.ts:3:5`, `C:\app`, `src/main.ts:3:5`},
		{`c:\app\src\x.ts:3:5`, `C:\app\`, `src\x.ts:3:5`},
		{`C:\apps\x.ts:3:5`, `C:\app`, `C:\apps\x.ts:3:5`},
		{`D:\app\x.ts:3:5`, `C:\app`, `D:\app\x.ts:3:5`},
	} {
		assert.Equal(t, tt.want, Relative(tt.loc, tt.dir), "%s under %s", tt.loc, tt.dir)
	}
}
