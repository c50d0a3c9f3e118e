// Package docs holds errbundle's reference, and the test that keeps it
// true: every fenced code block of README.md and docs/*.md is run, parsed
// or compared against a real daemon, so that no command, config snippet
// or reply shown can drift from what the program does.
//
// A block's info string says what it is:
//
//	```sh                    run, line by line, against a real daemon (exit 0, or the N of "# exits N")
//	```json                  a configuration snippet: it must parse
//	```jsonc                 the same, with // comment lines (VS Code's files)
//	```json request          observe's arguments: called on the daemon, no tool error
//	```json reply: CMD       a reply: CMD's real one holds every key shown, with the same JSON type
//	```text reply: CMD       a text reply: its "=== Section" heads and "[source:tag]" rows are in CMD's
//	```LANG no-run: WHY      not run here, and WHY says why (and which test checks it instead)
//
// In a sh block a "# {...}" line under a command is its expected output,
// compared in shape as a reply is.
package docs

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/cli"
	"github.com/errbundle/errbundle/internal/daemontest"
	"github.com/errbundle/errbundle/internal/scenario"
	"github.com/errbundle/errbundle/observe"
)

func TestMain(m *testing.M) { os.Exit(daemontest.Main(m)) }

// block is one fenced code block.
type block struct {
	file string
	line int    // of the opening fence
	lang string // the info string's first word
	info string // the rest of it
	body string
}

func (b block) String() string { return fmt.Sprintf("%s:%d", b.file, b.line) }

// docFiles are the files whose blocks are checked.
func docFiles(tb testing.TB) []string {
	tb.Helper()
	files, err := filepath.Glob("*.md")
	require.NoError(tb, err)
	return append([]string{filepath.Join("..", "README.md")}, files...)
}

// blocks returns the fenced code blocks of path.
func blocks(tb testing.TB, path string) []block {
	tb.Helper()
	data, err := os.ReadFile(path)
	require.NoError(tb, err)
	var out []block
	var cur *block
	var body strings.Builder
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		switch {
		case cur == nil && strings.HasPrefix(l, "```"):
			info := strings.TrimSpace(strings.TrimPrefix(l, "```"))
			lang, rest, _ := strings.Cut(info, " ")
			cur = &block{file: filepath.Base(path), line: n, lang: lang, info: strings.TrimSpace(rest)}
			body.Reset()
		case cur != nil && strings.TrimSpace(l) == "```":
			cur.body = body.String()
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			body.WriteString(l + "\n")
		}
	}
	require.Nil(tb, cur, "%s: a fence is not closed", path)
	return out
}

func TestCodeBlocks(t *testing.T) {
	env := newSandbox(t)
	for _, path := range docFiles(t) {
		for _, b := range blocks(t, path) {
			t.Run(b.String(), func(t *testing.T) {
				if why, ok := strings.CutPrefix(b.info, "no-run:"); ok {
					assert.GreaterOrEqual(t, len(strings.TrimSpace(why)), 20, "%s: no-run needs a reason", b)
					if b.lang == "json" {
						assert.True(t, json.Valid([]byte(b.body)), "%s: not JSON", b)
					}
					return
				}
				switch {
				case b.lang == "sh":
					env.runShell(t, b)
				case b.lang == "json" && b.info == "":
					assert.True(t, json.Valid([]byte(b.body)), "%s: not JSON:\n%s", b, b.body)
					assertClientConfig(t, b, b.body)
				case b.lang == "jsonc" && b.info == "":
					assert.True(t, json.Valid(dropCommentLines(b.body)), "%s: not JSON once // lines are dropped", b)
					assertClientConfig(t, b, b.body)
				case b.lang == "json" && b.info == "request":
					env.request(t, b)
				case b.lang == "json" && strings.HasPrefix(b.info, "reply:"):
					real := env.run(t, strings.TrimSpace(strings.TrimPrefix(b.info, "reply:")), 0)
					assertShape(t, b.String(), []byte(b.body), []byte(real))
				case b.lang == "text" && strings.HasPrefix(b.info, "reply:"):
					real := env.run(t, strings.TrimSpace(strings.TrimPrefix(b.info, "reply:")), 0)
					assertTextShape(t, b, real)
				default:
					t.Errorf("%s: a ```%s %s block is neither run nor marked no-run: say what it is (see docs_test.go)", b, b.lang, b.info)
				}
			})
		}
	}
}

// assertClientConfig checks that an MCP client configuration shown (an
// "mcpServers" or VS Code "servers" object) is one errbundle status
// recognises as naming errbundle, written where its client reads it.
func assertClientConfig(t *testing.T, b block, body string) {
	t.Helper()
	file := ".mcp.json"
	switch {
	case strings.Contains(body, `"servers"`):
		file = filepath.Join(".vscode", "mcp.json")
	case !strings.Contains(body, `"mcpServers"`):
		return
	}
	home := t.TempDir()
	project := filepath.Join(home, "shop")
	require.NoError(t, os.MkdirAll(filepath.Join(project, ".vscode"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(project, file), []byte(body), 0o644))
	found := cli.FindMCPConfigs(home, project, "127.0.0.1:7373")
	require.Len(t, found, 1, "%s", b)
	assert.NotEmpty(t, found[0].Server, "%s: errbundle status would not see errbundle in this configuration (%s)", b, found[0].Error)
}

func dropCommentLines(s string) []byte {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(l), "//") {
			out = append(out, l)
		}
	}
	return []byte(strings.Join(out, "\n"))
}

// sandbox is a real daemon on a spare port, a HOME and a project
// directory of their own, and the real binary first on PATH.
type sandbox struct {
	bin, addr, home, project string
	env                      []string
}

// devOutput is what the sandbox's `go run ./cmd/api` prints: Vite's
// banner (so the pages on :5173 are this project's) and then, on a
// request, the panic net/http recovers and logs.
const apiMain = `package main

import (
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
)

type user struct{ Profile *struct{ Name string } }

func main() {
	log.SetOutput(os.Stderr)
	fmt.Println("  ➜  Local:   http://localhost:5173/")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	go http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var u user
		fmt.Fprint(w, u.Profile.Name)
	}))
	http.Get("http://" + ln.Addr().String() + "/api/users/123")
}
`

func newSandbox(tb testing.TB) *sandbox {
	tb.Helper()
	s := &sandbox{bin: daemontest.Binary(tb), home: tb.TempDir()}
	s.project = filepath.Join(s.home, "shop")
	write := func(path, data string) {
		require.NoError(tb, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(tb, os.WriteFile(path, []byte(data), 0o644))
	}
	// What the README's `errbundle run` lines run: a real npm script and
	// a real Go program.
	write(filepath.Join(s.project, "package.json"), `{"name": "shop", "private": true, "scripts": {"dev": "node -e \"console.log('ready')\""}}`)
	write(filepath.Join(s.project, "go.mod"), "module shop\n\ngo 1.22\n")
	write(filepath.Join(s.project, "cmd", "api", "main.go"), apiMain)
	gocache, err := exec.Command("go", "env", "GOCACHE").Output()
	require.NoError(tb, err)
	s.env = append(os.Environ(), "HOME="+s.home, "GOCACHE="+strings.TrimSpace(string(gocache)), "GOFLAGS=-mod=mod",
		"PATH="+filepath.Dir(s.bin)+string(os.PathListSeparator)+os.Getenv("PATH"), "ERRBUNDLE_NO_AUTOSTART=1")
	d := daemontest.Start(tb, s.bin, daemontest.Options{Env: s.env})
	s.addr = d.Addr
	s.env = append(s.env, "ERRBUNDLE_ADDR="+s.addr)
	s.seed(tb)
	return s
}

// seed gives the daemon what the docs' replies show: the browser timelines
// of testdata/scenarios 01 and 02 (a 500 then a TypeError; a 400 then a
// console error), and the API's panic under errbundle run.
func (s *sandbox) seed(tb testing.TB) {
	tb.Helper()
	all, err := scenario.Load(filepath.Join("..", "testdata", "scenarios"))
	require.NoError(tb, err)
	for _, sc := range all[:2] {
		r, err := sc.Render(time.Now(), 0)
		require.NoError(tb, err)
		for _, p := range r.Posts {
			resp, err := http.Post("http://"+s.addr+p.Endpoint, "application/json", bytes.NewReader(p.Body))
			require.NoError(tb, err)
			resp.Body.Close()
			require.Equal(tb, http.StatusOK, resp.StatusCode, "%s", p.Endpoint)
		}
	}
	s.run(tb, "errbundle run --name api -- go run ./cmd/api", 0)
}

// substitutions make a documented line run here: this daemon's address,
// this binary, a real cursor, and a short wait (the docs' 20 s would only
// slow the test; what a wait returns is observe's own tests').
func (s *sandbox) substitute(tb testing.TB, line string) string {
	line = strings.ReplaceAll(line, "127.0.0.1:7373", s.addr)
	line = strings.ReplaceAll(line, "/path/to/bin/errbundle", s.bin)
	line = regexp.MustCompile(`--wait \d+`).ReplaceAllString(line, "--wait 1")
	if strings.Contains(line, "<cursor>") {
		line = strings.ReplaceAll(line, "<cursor>", s.cursor(tb))
	}
	return line
}

func (s *sandbox) cursor(tb testing.TB) string {
	tb.Helper()
	var r struct{ Cursor string }
	require.NoError(tb, json.Unmarshal([]byte(s.run(tb, "errbundle observe error_bundles --limit 1", 0)), &r))
	require.NotEmpty(tb, r.Cursor)
	return r.Cursor
}

// run runs a shell line in the project and returns its stdout; it must
// exit with code.
func (s *sandbox) run(tb testing.TB, line string, code int) string {
	tb.Helper()
	line = s.substitute(tb, line)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", "-c", line)
	cmd.Dir, cmd.Env = s.project, s.env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	got := 0
	if err != nil {
		exit, ok := err.(*exec.ExitError)
		require.True(tb, ok, "%s: %v", line, err)
		got = exit.ExitCode()
	}
	require.Equal(tb, code, got, "%s\nstdout:\n%s\nstderr:\n%s", line, stdout.String(), stderr.String())
	return stdout.String()
}

var exitsRE = regexp.MustCompile(`#.*\bexits (\d+)\b`)

// runShell runs a sh block's lines one by one: a line ending in "\" or
// inside an open quote goes on with the next; "# ..." lines are comments,
// and a "# {...}" one is the expected output of the command above it.
func (s *sandbox) runShell(t *testing.T, b block) {
	var cmd strings.Builder
	last := ""
	for _, l := range strings.Split(b.body, "\n") {
		if cmd.Len() == 0 {
			trimmed := strings.TrimSpace(l)
			if trimmed == "" {
				continue
			}
			if want, ok := strings.CutPrefix(trimmed, "# "); ok {
				if strings.HasPrefix(want, "{") {
					require.NotEmpty(t, last, "%s: expected output with no command above it", b)
					assertShape(t, b.String(), []byte(want), []byte(last))
				}
				continue
			}
		}
		cmd.WriteString(l + "\n")
		text := cmd.String()
		if strings.HasSuffix(strings.TrimRight(l, " "), "\\") || openQuote(text) {
			continue
		}
		code := 0
		if m := exitsRE.FindStringSubmatch(text); m != nil {
			fmt.Sscan(m[1], &code)
		}
		last = s.run(t, text, code)
		cmd.Reset()
	}
	require.Zero(t, cmd.Len(), "%s: a command is not finished", b)
}

// openQuote reports whether text ends inside a quoted string, as bash
// reads it: a "#" after a space outside quotes starts a comment, whose
// apostrophes quote nothing.
func openQuote(text string) bool {
	var quote byte
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			} else if c == '\\' && quote == '"' {
				i++
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '#' && (i == 0 || text[i-1] == ' ' || text[i-1] == '\n'):
			for i < len(text) && text[i] != '\n' {
				i++
			}
		}
	}
	return quote != 0
}

// request calls observe with a json request block's arguments over the
// daemon's /mcp, as an HTTP client of the tool would.
func (s *sandbox) request(t *testing.T, b block) {
	var args map[string]any
	require.NoError(t, json.Unmarshal([]byte(b.body), &args), "%s", b)
	if _, ok := args["after"]; ok {
		args["after"] = s.cursor(t)
	}
	if _, ok := args["wait_seconds"]; ok {
		args["wait_seconds"] = 1
	}
	call, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call",
		"params": map[string]any{"name": "observe", "arguments": args}})
	req, err := http.NewRequest(http.MethodPost, "http://"+s.addr+"/mcp", bytes.NewReader(call))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("Errbundle-Root", s.project)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var buf bytes.Buffer
	buf.ReadFrom(resp.Body)
	body := buf.String()
	// A streamable HTTP reply may come as one SSE event.
	if i := strings.Index(body, "data: "); i >= 0 {
		body = strings.TrimSpace(body[i+len("data: "):])
	}
	var reply struct {
		Result struct {
			IsError bool `json:"isError"`
			Content []struct{ Text string }
		}
		Error *struct{ Message string }
	}
	require.NoError(t, json.Unmarshal([]byte(body), &reply), "%s", body)
	require.Nil(t, reply.Error, "%s: %s", b, body)
	assert.False(t, reply.Result.IsError, "%s: tool error: %s", b, body)
}

// assertShape checks that real holds every key doc shows, with the same
// JSON type, recursively; an array's documented elements are each checked
// against all of real's elements together (a key shown must be in one of
// them), since which fields an entry has depends on the data.
func assertShape(t *testing.T, where string, doc, real []byte) {
	t.Helper()
	var d, r any
	require.NoError(t, json.Unmarshal(doc, &d), "%s: the documented JSON", where)
	require.NoError(t, json.Unmarshal(real, &r), "%s: the real reply is not JSON:\n%s", where, real)
	for _, problem := range shapeDiff("$", d, r) {
		t.Errorf("%s: %s\nreal reply:\n%s", where, problem, clip(string(real), 3000))
	}
}

func shapeDiff(path string, doc, real any) []string {
	if doc == nil || real == nil {
		return nil // null stands for "any" in both
	}
	if fmt.Sprintf("%T", doc) != fmt.Sprintf("%T", real) {
		return []string{fmt.Sprintf("%s: documented as %s, real %s", path, jsonType(doc), jsonType(real))}
	}
	var out []string
	switch d := doc.(type) {
	case map[string]any:
		r := real.(map[string]any)
		for k, v := range d {
			rv, ok := r[k]
			if !ok {
				out = append(out, fmt.Sprintf("%s.%s: documented, not in the real reply", path, k))
				continue
			}
			out = append(out, shapeDiff(path+"."+k, v, rv)...)
		}
	case []any:
		r := real.([]any)
		if len(d) > 0 && len(r) == 0 {
			return []string{path + ": documented with entries, empty in the real reply"}
		}
		merged := mergeElements(r)
		for i, v := range d {
			out = append(out, shapeDiff(fmt.Sprintf("%s[%d]", path, i), v, merged)...)
		}
	}
	return out
}

// mergeElements folds an array's objects into one holding every key any
// of them has; an array of other values gives its first.
func mergeElements(a []any) any {
	merged := map[string]any{}
	for _, e := range a {
		m, ok := e.(map[string]any)
		if !ok {
			return a[0]
		}
		for k, v := range m {
			if merged[k] == nil {
				merged[k] = v
			} else if sub, ok := v.([]any); ok {
				if have, ok := merged[k].([]any); ok {
					merged[k] = append(have, sub...)
				}
			}
		}
	}
	return merged
}

func jsonType(v any) string {
	switch v.(type) {
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case string:
		return "a string"
	case float64:
		return "a number"
	case bool:
		return "a boolean"
	}
	return "null"
}

var sourceTagRE = regexp.MustCompile(`^\[[a-z]+:`)

// assertTextShape checks a text reply: each "=== Name (" section head,
// "[source:" row prefix and "heading (...):" line the doc shows is in the
// real one.
func assertTextShape(t *testing.T, b block, real string) {
	t.Helper()
	for _, l := range strings.Split(b.body, "\n") {
		var want string
		switch {
		case strings.HasPrefix(l, "=== "):
			want, _, _ = strings.Cut(l, " (")
		case sourceTagRE.MatchString(l):
			want = l[:strings.Index(l, "]")+1]
		case l != "" && l[0] != ' ' && strings.HasSuffix(l, ":"):
			want, _, _ = strings.Cut(strings.TrimSuffix(l, ":"), " (")
			want = "\n" + want
		default:
			continue
		}
		assert.Contains(t, real, want, "%s: %q is not in the real reply:\n%s", b, want, clip(real, 3000))
	}
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// TestObserveDocCoversTheTool checks that observe.md names every mode and
// every argument of the tool as the daemon declares it, so that a new
// argument cannot go undocumented.
func TestObserveDocCoversTheTool(t *testing.T) {
	data, err := os.ReadFile("observe.md")
	require.NoError(t, err)
	doc := string(data)
	var heads []string
	for _, l := range strings.Split(doc, "\n") {
		if strings.HasPrefix(l, "## ") {
			heads = append(heads, l)
		}
	}
	for _, m := range observe.Modes {
		assert.True(t, strings.Contains(strings.Join(heads, "\n"), "`"+m+"`"), "observe.md has no section heading naming mode %s", m)
	}
	for name := range observe.InputSchema().Properties {
		assert.True(t, strings.Contains(doc, "`"+name+"`"), "observe.md does not name the argument %s", name)
	}
}

var linkRE = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestLinks checks that every relative link of README and docs/ names a
// file that exists, and an anchor its headings make.
func TestLinks(t *testing.T) {
	for _, path := range docFiles(t) {
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		for _, m := range linkRE.FindAllStringSubmatch(string(data), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			full := path
			if file != "" {
				full = filepath.Join(filepath.Dir(path), file)
			}
			if _, err := os.Stat(full); err != nil {
				t.Errorf("%s: link to %s: no such file", path, target)
				continue
			}
			if anchor != "" && !slices.Contains(anchors(t, full), anchor) {
				t.Errorf("%s: link to %s: no heading makes #%s", path, target, anchor)
			}
		}
	}
}

// anchors are the ids GitHub gives a Markdown file's headings.
func anchors(tb testing.TB, path string) []string {
	tb.Helper()
	data, err := os.ReadFile(path)
	require.NoError(tb, err)
	var out []string
	inBlock := false
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "```") {
			inBlock = !inBlock
		}
		if inBlock || !strings.HasPrefix(l, "#") {
			continue
		}
		h := strings.ToLower(strings.TrimSpace(strings.TrimLeft(l, "#")))
		var b strings.Builder
		for _, r := range h {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
				b.WriteRune(r)
			}
		}
		out = append(out, b.String())
	}
	return out
}

// TestReadmeIsAWayIn keeps the README short: what it is, the two
// commands, connecting, sending, links. The reference belongs in docs/.
func TestReadmeIsAWayIn(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "README.md"))
	require.NoError(t, err)
	lines := strings.Count(string(data), "\n")
	assert.LessOrEqual(t, lines, 200, "README.md has %d lines: move the reference into docs/", lines)
	assert.Contains(t, string(data), "make run", "the two commands come first")
	assert.Contains(t, string(data), "make test")
}
