package redact_test

import (
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/testgen"
	"github.com/errbundle/errbundle/redact"
)

var (
	mayHold    = redact.MayHold
	oldMayHold = redact.OldMayHold
	fullText   = redact.FullText
)

// agree fails when the fast path of Text passes on a text the full scan
// would change.
func agree(tb testing.TB, s, from string) {
	tb.Helper()
	if !mayHold(s) {
		if full := fullText(s); full != s {
			tb.Fatalf("%s: the fast path keeps %q, the full scan makes it %q", from, s, full)
		}
	}
}

// realTexts are recorded outputs of real runs kept in this repository:
// dev servers', compilers' and test runners' output with their stacks
// (classify/testdata), what real Sentry and OpenTelemetry SDKs posted,
// with their request lines and headers (testdata/backends/recorded), the
// sources and pages of the real apps the browser tests run
// (testdata/apps, without what npm installed there), and the scenario
// files.
func realTexts(tb testing.TB) map[string]string {
	tb.Helper()
	texts := map[string]string{}
	for _, root := range []string{"../classify/testdata", "../testdata/backends/recorded", "../testdata/apps", "../testdata/scenarios"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err == nil && d.IsDir() && path != root && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir // installed packages and build output: not recorded here
			}
			if err != nil || d.IsDir() {
				return err
			}
			if info, err := d.Info(); err != nil || info.Size() > 1<<20 {
				return err
			}
			b, err := os.ReadFile(path)
			texts[path] = string(b)
			return err
		})
		require.NoError(tb, err, root)
	}
	require.Greater(tb, len(texts), 3000, "the recorded texts moved")
	return texts
}

// TestQuickAgrees checks the fast path against the full scan on real
// texts, whole and line by line, and on the benchmarks' generated bodies,
// and that it does pass on most of them, or it would be no fast path.
func TestQuickAgrees(t *testing.T) {
	texts, lines, passed := 0, 0, 0
	for path, s := range realTexts(t) {
		agree(t, s, path)
		texts++
		for i, line := range strings.Split(s, "\n") {
			agree(t, line, path+":"+strconv.Itoa(i+1))
			lines++
			if !mayHold(line) {
				passed++
			}
		}
	}
	t.Logf("%d real texts, %d lines, %d of them passed on by the fast path", texts, lines, passed)
	assert.Greater(t, passed, lines*9/10, "the fast path passes on few real lines")

	for _, g := range []*testgen.Gen{testgen.Plain(1), testgen.Mixed(2)} {
		bodies, passed := 0, 0
		for i := range 40 {
			b := g.Batch(i, testgen.Now)
			for _, r := range b.Requests {
				for _, s := range []string{r.URL, r.RequestBody, r.ResponseBody} {
					agree(t, s, "generated request")
					bodies++
					if !mayHold(s) {
						passed++
					}
				}
			}
			for _, e := range b.Errors {
				agree(t, e.Message, "generated error")
				agree(t, e.Stack, "generated stack")
			}
			for _, l := range b.Logs {
				agree(t, l.Message, "generated log")
			}
		}
		assert.Greater(t, passed, bodies*8/10, "the fast path passes on few generated bodies")
	}
}

// TestQuickFindsEachKind puts one secret of each kind the full scan
// replaces at each offset of the eight-byte words the fast path reads,
// and in the unaligned tail, inside plain JSON or prose, and checks that
// the fast path sends each to the full scan, and nothing around it.
func TestQuickFindsEachKind(t *testing.T) {
	secrets := []struct{ name, text string }{
		{"json member", `"password":"hunter2"`},
		{"json member spaced", `"token" : "abc"`},
		{"python dict", `'password': 'hunter2'`},
		{"query parameter", `/cb?code=4/0AX4XfWh&state=xyz`},
		{"form body", `user=ada&password=hunter2`},
		{"assignment", `DB_PASS = 'hunter2'`},
		{"go assignment", `secret := "s3cr3t"`},
		{"yaml", "password: hunter2"},
		{"bracketed form name", `user[pin]=1234`},
		{"numbered name", `password_2=abc`},
		{"userinfo", `postgres://app:s3cret@db:5432/x`},
		{"card spaced", `4111 1111 1111 1111`},
		{"card dashed", `4111-1111-1111-1111`},
		{"card plain", `4012888888881881`},
		{"scheme", `Authorization: Bearer abc.def-123_x`},
		{"basic", `Basic dXNlcjpodW50ZXIy`},
		{"prose", `login failed with password hunter2 again`},
		{"flag", `node srv.js --password hunter2`},
		{"pem", "-----BEGIN PRIVATE KEY-----\nMIIEvQ==\n-----END PRIVATE KEY-----"},
		{"stripe key", `key sk_live_51Hx9zAbCdEf for cart`},
		{"github token", `ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ012345`},
		{"aws key", `AKIAIOSFODNN7EXAMPLE`},
		{"jwt", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"},
	}
	around := []struct{ before, after string }{
		{"", ""},
		{`{"page":3,"items":[{"id":12,"name":"Running shoe"}],`, `,"qty":1}`},
		{"TypeError: Cannot read properties of undefined\n    at OrderList (http://localhost:5173/src/OrderList.tsx:12:5)\n", "\n    at renderWithHooks (chunk.js?v=8f2a1c3d:11000:10)"},
	}
	for _, sec := range secrets {
		for _, ar := range around {
			for pad := range 9 {
				s := ar.before + strings.Repeat(" ", pad) + sec.text + ar.after
				require.NotEqual(t, s, fullText(s), "%s: the full scan changes nothing: not a secret", sec.name)
				assert.True(t, mayHold(s), "%s at %d: passed on", sec.name, len(ar.before)+pad)
			}
		}
	}
	for _, ar := range around {
		assert.False(t, mayHold(ar.before+ar.after), "plain text sent to the full scan: %q", ar.before+ar.after)
	}
}

// TestQuickAgreesOnGenerated strings together the pieces secrets are made
// of, and the near misses around them, at random: the cases no recorded
// text happens to hold.
func TestQuickAgreesOnGenerated(t *testing.T) {
	pieces := []string{
		"password", "Password", "pass", "pwd", "token", "secret", "passphrase", "api", "key", "Key", "sort", "id", "Id", "_", "-", ".",
		"code", "sig", "session", "pin", "otp", "auth", "cookie", "csrf", "user", "name", "x", "ab", "?", "&", ";", "[", "]",
		":", "=", ":=", "==", "://", "@", " ", "  ", "\t", "\n", `"`, `'`, "`", "{", "}", ",", "(",
		"4111", "1111", "4012888888881881", "1770373805123", "0", "12", "-1", " 1",
		"Bearer ", "Basic ", "token ", "sk_live_", "sk-", "ghp_", "AKIA", "AIza", "npm_", "xoxb-", "eyJ", "eyJhbGciOiJIUzI1NiJ9",
		"--", "--password", "-----BEGIN ", "PRIVATE KEY-----", "-----END ", "hunter2", "ABCDEFGHIJKLMNOP", "abcdefgh", "é",
	}
	rng := rand.New(rand.NewPCG(27, 1))
	var b strings.Builder
	for range 200_000 {
		b.Reset()
		for range 1 + rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		agree(t, b.String(), "generated")
	}
}

// TestQuickAgreesWithOld runs the fast path and the one it replaced side
// by side over the recorded texts, their lines, the generated bodies and
// the random strings of TestQuickAgreesOnGenerated: whatever the old one
// sent to the full scan and the full scan changed, the new one sends too.
// Where they differ at all, the full scan decides (agree).
func TestQuickAgreesWithOld(t *testing.T) {
	var texts []string
	for _, s := range realTexts(t) {
		texts = append(texts, s)
		texts = append(texts, strings.Split(s, "\n")...)
	}
	for _, g := range []*testgen.Gen{testgen.Plain(3), testgen.Mixed(4)} {
		for i := range 40 {
			b := g.Batch(i, testgen.Now)
			for _, r := range b.Requests {
				texts = append(texts, r.URL, r.RequestBody, r.ResponseBody)
			}
			for _, e := range b.Errors {
				texts = append(texts, e.Message, e.Stack)
			}
		}
	}
	rng := rand.New(rand.NewPCG(28, 1))
	pieces := []string{"password", "Id", "id", "_id", "user", "2", "10", "T10", ":", "=", `"`, "'", " ", "://", "@", "/", "sk_live_", "4111 1111 1111 1111", "token ", "ab"}
	var b strings.Builder
	for range 100_000 {
		b.Reset()
		for range 1 + rng.IntN(10) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	older, newer := 0, 0
	for _, s := range texts {
		was, is := oldMayHold(s), mayHold(s)
		if was && !is {
			require.Equal(t, s, fullText(s), "the old fast path sent %q to the full scan, which changes it; the new one passes on it", s)
		}
		agree(t, s, "side by side")
		if !was {
			older++
			// The old one passed on a "://" at the very start, where
			// the full scan reads a URL's userinfo all the same.
			assert.True(t, !is || strings.HasPrefix(s, "://"), "the new fast path sends %q to the full scan, the old one did not", s)
		}
		if !is {
			newer++
		}
	}
	t.Logf("%d texts: the old fast path passed on %d, the new one on %d", len(texts), older, newer)
}

// FuzzQuick checks the fast path against the full scan on any text.
func FuzzQuick(f *testing.F) {
	for _, s := range []string{`{"user":"ada","password":"hunter2"}`, `http://h/cb?code=1&access_token=abc`,
		`card 4111 1111 1111 1111 ok`, `SKU4111111111111111 at 1770373805123`, `postgres://app:s3cret@db:5432/x`,
		`node srv.js --password hunter2`, "-----BEGIN PRIVATE KEY-----\nMIIEvQ==\n-----END PRIVATE KEY-----",
		`login with password hunter2 failed`, "Bearer abc.def-123_x", "xx AKIAIOSFODNN7EXAMPLE", "  eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIx.x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		agree(t, s, "fuzz")
		if oldMayHold(s) && !mayHold(s) && fullText(s) != s {
			t.Fatalf("the old fast path sent %q to the full scan, the new one does not", s)
		}
	})
}

// TestQuickUserinfoAtStart is the case TestQuickAgreesWithOld found the
// old fast path passing on: a text that starts with a URL's "://", its
// scheme cut off, whose userinfo the full scan redacts.
func TestQuickUserinfoAtStart(t *testing.T) {
	for _, s := range []string{"://app:s3cret@db:5432/x", "://ab10:2absk_live_@102"} {
		require.NotEqual(t, s, fullText(s), "the full scan changes nothing: not a secret")
		assert.True(t, mayHold(s), "%q: passed on", s)
		assert.False(t, oldMayHold(s), "%q: the old fast path did not pass on it after all", s)
	}
}
