package classify

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// want is a fixture's sidecar: where the output came from and what must be
// found in it, in order.
type want struct {
	Tool    string `json:"tool"`
	Command string `json:"command"`
	Note    string `json:"note,omitempty"`
	// Exit, where given, is the code the recorded process exited with:
	// the fixture is then fed as its stderr and ended by
	// [Classifier.Exit], as errbundle run ends a run.
	Exit *int `json:"exit,omitempty"`
	// Adapters, where given, name the adapters (registry.go) besides
	// the one the fixture's folder names that read some of its findings:
	// each finding must come from one of them.
	Adapters []string      `json:"adapters,omitempty"`
	Findings []wantFinding `json:"findings"`
}

type wantFinding struct {
	Kind     string `json:"kind"`
	Category string `json:"category"`
	Message  string `json:"message"` // a substring of Finding.Message
	Location string `json:"location"`
}

var t0 = time.Date(2026, 11, 21, 6, 20, 0, 0, time.UTC)

// classifyFile feeds a fixture one line a millisecond apart, then flushes.
func classifyFile(tb testing.TB, path string) []Finding {
	tb.Helper()
	return classifyWith(tb, New(), path)
}

// classifyWith is classifyFile with the Classifier c.
func classifyWith(tb testing.TB, c *Classifier, path string) []Finding {
	tb.Helper()
	data, err := os.ReadFile(path)
	require.NoError(tb, err)
	var got []Finding
	for i, line := range strings.Split(string(data), "\n") {
		got = append(got, c.Feed(line, t0.Add(time.Duration(i)*time.Millisecond))...)
	}
	return append(got, c.Flush()...)
}

// classifyExit feeds a fixture as a process's stderr, one line a
// millisecond apart, then ends the run with its exit code.
func classifyExit(tb testing.TB, path string, code int) []Finding {
	tb.Helper()
	data, err := os.ReadFile(path)
	require.NoError(tb, err)
	c := New()
	var got []Finding
	lines := strings.Split(string(data), "\n")
	for i, line := range lines {
		got = append(got, c.FeedStream(line, true, t0.Add(time.Duration(i)*time.Millisecond))...)
	}
	return append(got, c.Exit(code, t0.Add(time.Duration(len(lines))*time.Millisecond))...)
}

// notFixtures are the folders of testdata that hold no adapter's
// fixtures: the blind measurements, the fuzz corpus, the recording
// programs, and new recordings not yet placed (see gen/place.sh).
var notFixtures = map[string]bool{"blind": true, "fuzz": true, "gen": true, "new": true}

// clean is the folder of the runs in which no adapter may find anything:
// healthy dev servers and passing test runs, kept against false alarms.
const clean = "clean"

// fixtures lists every fixture's .txt: testdata/<adapter>/<name>.txt, the
// folder named for the adapter (registry.go) that reads it.
func fixtures(tb testing.TB) []string {
	tb.Helper()
	paths, err := filepath.Glob("testdata/*/*.txt")
	require.NoError(tb, err)
	out := paths[:0]
	for _, p := range paths {
		if !notFixtures[filepath.Base(filepath.Dir(p))] {
			out = append(out, p)
		}
	}
	require.NotEmpty(tb, out)
	return out
}

// fixture is the path of the fixture called name, in whichever adapter's
// folder it is.
func fixture(tb testing.TB, name string) string {
	tb.Helper()
	for _, p := range fixtures(tb) {
		if strings.TrimSuffix(filepath.Base(p), ".txt") == name {
			return p
		}
	}
	tb.Fatalf("no fixture %s in testdata/*/", name)
	return ""
}

func TestFixtures(t *testing.T) {
	for _, path := range fixtures(t) {
		name := strings.TrimSuffix(filepath.Base(path), ".txt")
		t.Run(name, func(t *testing.T) {
			// The expectations are written by hand from the tool's output
			// (TestWantsGrounded checks they are in it); there is no -update:
			// the classifier's output must never become its own expectation.
			data, err := os.ReadFile(strings.TrimSuffix(path, ".txt") + ".want.json")
			require.NoError(t, err, "every fixture needs a hand-written .want.json")
			var w want
			require.NoError(t, json.Unmarshal(data, &w))
			got := classifyFile(t, path)
			if w.Exit != nil {
				got = classifyExit(t, path, *w.Exit)
			}
			require.Len(t, got, len(w.Findings), "findings:\n%s", describe(got))
			got = scopeOrder(got, w.Findings)
			for i, wf := range w.Findings {
				f := got[i]
				assert.Equal(t, wf.Kind, f.Kind.String(), "finding %d kind", i)
				assert.Equal(t, wf.Category, f.Category, "finding %d category", i)
				assert.Contains(t, f.Message, wf.Message, "finding %d message", i)
				assert.Equal(t, wf.Location, f.Location, "finding %d location", i)
				assert.LessOrEqual(t, len(f.Block), MaxBlock)
				assert.NotContains(t, f.Block, "\x1b", "finding %d block keeps ANSI codes", i)
			}
			checkProvenance(t, filepath.Base(filepath.Dir(path)), w, got)
		})
	}
}

// checkProvenance checks that a fixture's findings came from the adapter
// its folder names, or from the others its want lists (a dev server's
// boundaries beside its bundler's errors, npm's line under a script's
// failure): a rule that reads another tool's output shows here.
func checkProvenance(tb testing.TB, folder string, w want, got []Finding) {
	tb.Helper()
	if folder == clean {
		assert.Empty(tb, w.Findings, "a fixture in %s/ expects nothing", clean)
		return
	}
	assert.True(tb, isAdapter(folder), "folder %s/ names no adapter", folder)
	for _, a := range w.Adapters {
		assert.True(tb, isAdapter(a), "adapters names %q, which is no adapter", a)
	}
	for i, f := range got {
		if f.adapter != folder && !slices.Contains(w.Adapters, f.adapter) {
			tb.Errorf("finding %d (%s) is from %s, not %s/ nor the want's adapters %v", i, f.Message, f.adapter, folder, w.Adapters)
		}
	}
}

// isAdapter reports a name Finding.adapter may hold: a registry entry's,
// or one of the engine's own sources of findings.
func isAdapter(name string) bool {
	switch name {
	case "workflow", "jsonreport", "exit":
		return true
	}
	return slices.ContainsFunc(registry, func(e entry) bool { return e.name == name })
}

// scopeOrder orders got as want lists it where the findings of different
// multiplexed children (Finding.Scope) come in another order: a child's
// block closes on its own lines, and the children's lines interleave.
// Each child's findings keep their order; the first of any child's left
// that matches the next wanted one comes next, else the first left.
func scopeOrder(got []Finding, want []wantFinding) []Finding {
	left := slices.Clone(got)
	out := make([]Finding, 0, len(got))
	for _, wf := range want {
		pick := 0
		seen := map[string]bool{}
		for i, f := range left {
			if seen[f.Scope] {
				continue // not its child's next
			}
			seen[f.Scope] = true
			if f.Kind.String() == wf.Kind && f.Category == wf.Category && strings.Contains(f.Message, wf.Message) && f.Location == wf.Location {
				pick = i
				break
			}
		}
		out = append(out, left[pick])
		left = slices.Delete(left, pick, pick+1)
	}
	return append(out, left...)
}

func describe(fs []Finding) string {
	var b strings.Builder
	for _, f := range fs {
		b.WriteString(f.Kind.String() + " " + f.Category + " " + f.Location + " " + f.Message + "\n")
	}
	return b.String()
}

// recorder is a testing.TB that keeps the errors it is told of.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// A fixture placed in another adapter's folder, or a clean run that finds
// something, fails the provenance check; in its own folder it passes.
func TestProvenanceNamesTheAdapter(t *testing.T) {
	path := fixture(t, "unseen-tcl")
	got := classifyFile(t, path)
	w := want{Findings: []wantFinding{{}}}
	for folder, fails := range map[string]bool{"tcl": false, "perl": true, "nonesuch": true, clean: true} {
		r := &recorder{TB: t}
		checkProvenance(r, folder, w, got)
		assert.Equal(t, fails, len(r.errs) > 0, "folder %s: %v", folder, r.errs)
	}
	r := &recorder{TB: t}
	checkProvenance(r, "perl", want{Adapters: []string{"tcl"}}, got)
	assert.Empty(t, r.errs, "an adapter the want lists may read it")
}
