package classify

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestRefine(t *testing.T) {
	tests := []struct {
		name             string
		msg, block       string
		loc              string // the finding's location before
		adapter          string // "exception" unless set
		category         string
		wantMsg, wantLoc string
	}{
		{
			name:    "place inside the message after a plugin's prefix",
			msg:     "CssSyntaxError: postcss-import: /app/src/app.css:2:1: Failed to find './b.css'",
			wantMsg: "CssSyntaxError: Failed to find './b.css'", wantLoc: "/app/src/app.css:2:1",
		},
		{
			name:    "file first, line and column at the end",
			msg:     "SyntaxError: /app/src/cart.js: Unterminated template. (6:26)",
			wantMsg: "SyntaxError: /app/src/cart.js: Unterminated template. (6:26)", wantLoc: "/app/src/cart.js:6:26",
		},
		{
			name:    "a message that is only a place, the message under the frame",
			msg:     "TypeError: /app/views/account.pug:4",
			block:   "TypeError: /app/views/account.pug:4\n    3|   h1\n  > 4|     p #{user.name}\n\nCannot read properties of undefined (reading 'name')\n    at /app/app.js:7:39",
			loc:     "/app/app.js:7:39",
			wantMsg: "TypeError: Cannot read properties of undefined (reading 'name')", wantLoc: "/app/views/account.pug:4",
		},
		{
			name:    "a bare Error whose message is only a place",
			msg:     "/app/views/x.pug:3:5",
			block:   "Error: /app/views/x.pug:3:5\n  > 3|     p= user.\n-----------^\n\nUnexpected end of input\n    at makeError (/app/node_modules/pug-error/index.js:34:13)",
			wantMsg: "Unexpected end of input", wantLoc: "/app/views/x.pug:3:5",
		},
		{
			name:    "a bare Error, its message in an inspected property",
			msg:     "Error",
			block:   "Error\n    at main (/app/app.js:11:18) {\n  name: 'SequelizeDatabaseError',\n  parent: error: relation \"Orders\" does not exist",
			loc:     "/app/app.js:11:18",
			wantMsg: `relation "Orders" does not exist`, wantLoc: "/app/app.js:11:18",
		},
		{
			name:    "a trace row's path line:col",
			msg:     "Undefined variable.",
			block:   "Error: Undefined variable.\n  ╷\n4 │   color: $x;\n  ╵\n  src/main.scss 4:10  root stylesheet",
			wantMsg: "Undefined variable.", wantLoc: "src/main.scss:4:10",
		},
		{
			name:    "a Debug dump's place wins over the panic's site",
			msg:     `called unwrap() on an Err value: Error { loc: Some(ErrorLocation { filename: "src/a.css", line: 8, column: 25 }) }`,
			loc:     "src/main.rs:196:45",
			wantMsg: `called unwrap() on an Err value: Error { loc: Some(ErrorLocation { filename: "src/a.css", line: 8, column: 25 }) }`, wantLoc: "src/a.css:8:25",
		},
		{
			name:    "a file completed by the code frame's marked row and caret",
			msg:     `Could not resolve import "lit-htm".`,
			block:   "Error while transforming src/app.js: Could not resolve import \"lit-htm\".\n\n> 1 | import { html } from 'lit-htm';\n    |                      ^",
			loc:     "src/app.js",
			wantMsg: `Could not resolve import "lit-htm".`, wantLoc: "src/app.js:1:22",
		},
		{
			name:    "an exception logged after the app's label",
			msg:     "tRPC failed on cartTotal: TypeError: Cannot read properties of undefined (reading 'items')",
			adapter: "logged-exception", category: "generic", loc: "/app/server.js:12:17",
			wantMsg: "TypeError: Cannot read properties of undefined (reading 'items')", wantLoc: "/app/server.js:12:17",
		},
		{
			name:    "a test's name before its assertion stays",
			msg:     "cart adds failed: AssertionError: expected 1 to equal 2",
			adapter: "mocha", category: "mocha",
			wantMsg: "cart adds failed: AssertionError: expected 1 to equal 2",
		},
		{
			name:    "a library's place is no place",
			msg:     "CssSyntaxError: /app/node_modules/x/a.css:2:1: Unclosed block",
			wantMsg: "CssSyntaxError: /app/node_modules/x/a.css:2:1: Unclosed block",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			block := tt.block
			if tt.adapter == "" {
				tt.adapter = "exception"
			}
			if block == "" {
				block = tt.msg
			}
			f := Finding{Kind: Error, Category: tt.category, Message: tt.msg, Location: tt.loc, adapter: tt.adapter}
			refine(&f, block)
			assert.Equal(t, tt.wantMsg, f.Message)
			assert.Equal(t, tt.wantLoc, f.Location)
		})
	}
}

func TestWordLocIn(t *testing.T) {
	tests := []struct{ in, loc, rest string }{
		{"(/app/views/cart.njk) [Line 3, Column 37]", "/app/views/cart.njk:3:37", ""},
		{"variable @x is undefined in /app/src/a.less on line 4, column 15:", "/app/src/a.less:4:15", "variable @x is undefined"},
		{"Unexpected token src/a.js (2:22)", "src/a.js:2:22", "Unexpected token"},
		{`Error { filename: "src/a.css", line: 8, column: 25 }`, "src/a.css:8:25", "Error {  }"},
		{`Unknown filter "money" in "templates/cart.twig" at line 4, column 38.`, "templates/cart.twig:4:38", `Unknown filter "money"`},
		{"listening on port 3000 (2:22)", "", ""},
	}
	for _, tt := range tests {
		loc, rest, ok := wordLocIn(tt.in)
		assert.Equal(t, tt.loc != "", ok, tt.in)
		assert.Equal(t, tt.loc, loc, tt.in)
		assert.Equal(t, tt.rest, rest, tt.in)
	}
}

func TestSummarises(t *testing.T) {
	said := &history{recent: []string{`Error building /app: RollupError: Could not resolve "./a" from "src/index.ts"`}, lastLoc: "src/user.ts:7:1"}
	assert.True(t, summarises(Finding{Message: `Could not resolve "./a" from "src/index.ts"`}, said), "the exception's message again")
	assert.False(t, summarises(Finding{Message: `Could not resolve "./b" from "src/index.ts"`}, said))
	assert.True(t, summarises(Finding{Message: "Failed to compile:", Block: "Error: Failed to compile:\nsrc/user.ts\n    at x (/app/node_modules/a.js:1:2)"}, said), "a summary over the file just reported")
	assert.False(t, summarises(Finding{Message: "Failed to compile:", Block: "Error: Failed to compile:\nsrc/other.ts"}, said))
	wrapped := &history{recent: []string{"Error when evaluating SSR module src/a.js: Failed to load url ./b.js"}}
	assert.False(t, summarises(Finding{Message: "Failed to load url ./b.js"}, wrapped), "another wrapper's words are another report")
}

func TestClientErrorInJSONIsQuiet(t *testing.T) {
	c := New()
	got := c.Feed(`{"level":30,"msg":"Bad Request","err":{"type":"FastifyError","message":"body must have required property 'sku'","stack":"FastifyError: body must have required property 'sku'\n    at x (/app/node_modules/fastify/lib/validation.js:1:2)","statusCode":400}}`, t0)
	assert.Empty(t, append(got, c.Flush()...))
}

func TestDetectNewHeads(t *testing.T) {
	tests := []struct {
		lines    []string
		kind     Kind
		msg, loc string
	}{
		{[]string{"Error:", "┌", "│ Error: Cannot apply unknown utility class `bg-x`", "└"}, Error, "Cannot apply unknown utility class `bg-x`", ""},
		{[]string{"Template render error: (/app/views/cart.njk) [Line 3, Column 37]", "  expected variable end"}, Error, "expected variable end", "/app/views/cart.njk:3:37"},
		{[]string{"DEPRECATION WARNING [import]: Sass @import rules are deprecated.", "", "More info: https://sass-lang.com/d/import", "", "  ╷", "1 │ @import \"theme\";", "  ╵", "    src/site.scss 1:9  root stylesheet"}, Warning, "Sass @import rules are deprecated.", "src/site.scss:1:9"},
		{[]string{"SyntaxError: Unexpected token ')' in /app/views/list.ejs while compiling ejs", "", "If the above error is not helpful, you may want to try EJS-Lint:", "https://github.com/RyanZim/EJS-Lint", "    at new Function (<anonymous>)", "    at Template.compile (/app/node_modules/ejs/lib/ejs.js:673:12)"}, Error, "SyntaxError: Unexpected token ')' in /app/views/list.ejs while compiling ejs", ""},
		{[]string{"ParseError: unexpected token at \"}}\", line:3, col:12", ">> 3| <p>{{ user.name }</p>", "       ^", "   at Liquid.parse (/app/node_modules/liquidjs/dist/liquid.node.cjs.js:1:2)"}, Error, "ParseError: unexpected token at \"}}\", line:3, col:12", ""},
		{[]string{"ERR TypeError: x is not a function", "    at f (/app/server.js:17:35)"}, Error, "TypeError: x is not a function", "/app/server.js:17:35"},
		{[]string{`{"level":30,"msg":"request completed","err":{"type":"GraphQLError","message":"boom","stack":"TypeError: boom\n    at order (/app/app.js:15:28)"}}`}, Error, "boom", "/app/app.js:15:28"},
	}
	for _, tt := range tests {
		t.Run(tt.lines[0], func(t *testing.T) {
			c := New()
			var got []Finding
			for i, l := range tt.lines {
				got = append(got, c.Feed(l, t0.Add(time.Duration(i)*time.Millisecond))...)
			}
			got = append(got, c.Flush()...)
			if assert.Len(t, got, 1, strings.Join(tt.lines, "\n")) {
				assert.Equal(t, tt.kind, got[0].Kind)
				assert.Equal(t, tt.msg, got[0].Message)
				assert.Equal(t, tt.loc, got[0].Location)
			}
		})
	}
}

func TestEndingFile(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Invalid frontmatter in the file at: /project/src/about.md", "/project/src/about.md"},
		{"Bad front matter in src/a.md", "src/a.md"},
		{"These field(s) are not recognized in docusaurus.config.js.", ""},
		{"Cannot read the file at: node_modules/x/index.js", ""},
		{"listening at: http://localhost:3000", ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, endingFile(tt.in), tt.in)
	}
}
