package classify

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGuardsLoosened holds the guards of the generic layer that the
// audit (testdata/blind/GUARDS.md) loosened to the general condition
// that protects the same lines, on real lines of the recordings named:
// each case reads otherwise with the old guard.
func TestGuardsLoosened(t *testing.T) {
	tests := []struct {
		name, from string
		generic    bool // read by the generic layer alone
		lines      []string
		want       []problem // the errors and warnings, in order
	}{
		{
			// The place-first pass went silent for the rest of the run
			// once any tool's adapter claimed a line: npm's warning
			// about its config, printed by every npm run here, made it
			// deaf to the template engine's error under it.
			name: "the place-first pass reads a run a tool's adapter read a line of",
			from: "node/node-npm-test (npm's line), blind/round4/squirrelly-tag",
			lines: []string{`npm warn Unknown user config "nodedir". This will stop working in the next major version of npm. See ` + "`npm help npmrc`" + ` for supported config options.`,
				"Error [Squirrelly Error]: unclosed helper \"each\"",
				"    at SqrlErr (/project/node_modules/squirrelly/dist/squirrelly.cjs.js:142:15)",
				"    at Object.<anonymous> (/project/render.js:5:19)",
				"    at Module._compile (node:internal/modules/cjs/loader:1521:14)"},
			want: []problem{{"warning", `Unknown user config "nodedir"`, ""}, {"error", `unclosed helper "each"`, "/project/render.js:5:19"}},
		},
		{
			// The pass turned away lines under 8 bytes: node's bare
			// "Error" over the frames that place it, its message in the
			// inspected parent error, was lost to it.
			name: "a bare exception's name, however short, waits for its place", generic: true,
			from: "blind/round1/sequelize-table",
			lines: []string{"Error", "    at Query.run (/project/node_modules/sequelize/lib/dialects/postgres/query.js:50:25)",
				"    at /project/node_modules/sequelize/lib/sequelize.js:315:28",
				"    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
				"    at async main (/project/app.js:11:18) {", "  name: 'SequelizeDatabaseError',",
				`  parent: error: relation "Orders" does not exist`},
			want: []problem{{"error", `relation "Orders" does not exist`, "/project/app.js:11:18"}},
		},
		{
			// The framed rule claimed a place-first row with no severity
			// word, waited for a code frame, and dropped it when none
			// came: a checker's rule name before its finding says the
			// row is a report's.
			name: "a place, a checker's rule and what it found, with no code frame", generic: true,
			from:  "blind/round7/gocritic-app",
			lines: []string{"./store/cart.go:36:2: ifElseChain: rewrite if-else to switch statement"},
			want:  []problem{{"warning", "rewrite if-else to switch statement", "./store/cart.go:36:2"}},
		},
		{
			// The row rules took a lower-case "error" after a place for a
			// severity label and cut it from the message.
			name: "a severity word that is the sentence's noun stays in the message", generic: true,
			from:  "blind/round4/revive-app",
			lines: []string{"store/store.go:5:29: error strings should not be capitalized or end with punctuation or a newline"},
			want:  []problem{{"error", "error strings should not be capitalized or end with punctuation or a newline", "store/store.go:5:29"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := New()
			if tt.generic {
				c = newGenericOnly()
			}
			var got []Finding
			for i, l := range tt.lines {
				got = append(got, c.Feed(l, t0.Add(time.Duration(i)*time.Millisecond))...)
			}
			var problems []Finding
			for _, f := range append(got, c.Flush()...) {
				if f.Kind == Error || f.Kind == Warning {
					problems = append(problems, f)
				}
			}
			require.Len(t, problems, len(tt.want), "%s: %v", tt.from, problems)
			for i, w := range tt.want {
				assert.Equal(t, w.kind, problems[i].Kind.String())
				assert.Contains(t, problems[i].Message, w.msg)
				assert.Equal(t, w.loc, problems[i].Location)
			}
		})
	}
}
