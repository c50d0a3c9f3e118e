package classify

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestBlindScore measures the classifier on the blind recordings of
// testdata/blind/round1 (BLIND_ROUND names another round, "all" rounds 1
// to 5; BLIND_GENERIC=1 measures the generic layer alone, and then the
// clean runs too, and BLIND_FIXTURES=1 with it every fixture): real
// output whose
// wants were written by hand, and committed, before the classifier read it.
// It only reports; a miss fails nothing, a malformed want does. Run it with
// -v to read the scores:
//
//	go test -count=1 -run TestBlindScore -v ./classify/
//
// Each recording is replayed as TestFixtures replays a fixture. Only errors
// and warnings are problems; boundaries are neither wanted nor counted.
// A want is found by the first problem not yet taken whose message, with
// spaces at both ends trimmed, contains the want's message (equal counts);
// it is placed when that problem's location, made relative to /project, has
// the want's file and line (the column is not scored: tools disagree on
// where a column starts). A problem that found no want is a repeat when its
// message contains a found want's (the tool printed the problem twice, or
// a summary restates it), else a false positive. Precision counts repeats
// as right: (found + repeats) / reported. The kind (error or warning) is
// reported, not scored.
func TestBlindScore(t *testing.T) {
	newClassifier, layer := New, "full classifier"
	if os.Getenv("BLIND_GENERIC") != "" {
		newClassifier, layer = newGenericOnly, "generic layer alone"
	}
	rounds := []string{os.Getenv("BLIND_ROUND")}
	switch rounds[0] {
	case "":
		rounds[0] = "round1"
	case "all":
		rounds = []string{"round1", "round2", "round3", "round4", "round5"}
	}
	var all blindScore
	for _, round := range rounds {
		paths, err := filepath.Glob(filepath.Join("testdata/blind", round, "*.txt"))
		require.NoError(t, err)
		require.NotEmpty(t, paths)
		var total blindScore
		for _, path := range paths {
			name := strings.TrimSuffix(filepath.Base(path), ".txt")
			w := readBlindWant(t, strings.TrimSuffix(path, ".txt")+".want.json")
			s, report := scoreBlind(w, classifyWith(t, newClassifier(), path))
			total.add(s)
			t.Logf("%-22s wanted %d found %d placed %d repeats %d false+ %d%s", name, s.wanted, s.found, s.placed, s.repeats, s.falsePos, report)
		}
		t.Logf("TOTAL %s, %s, %d runs: %s", round, layer, len(paths), total)
		all.add(total)
	}
	if len(rounds) > 1 {
		t.Logf("ALL ROUNDS, %s: %s", layer, all)
	}
	if layer != "full classifier" && os.Getenv("BLIND_FIXTURES") != "" {
		// Every fixture, its own adapter off: tools the generic layer
		// was not written for. Their wants were written for the full
		// classifier's words ("test x failed: ..."), so a problem found
		// but worded otherwise counts as a false positive here: its
		// precision is a lower bound.
		var total blindScore
		for _, path := range fixtures(t) {
			data, err := os.ReadFile(strings.TrimSuffix(path, ".txt") + ".want.json")
			require.NoError(t, err)
			var w want
			require.NoError(t, json.Unmarshal(data, &w))
			if w.Exit != nil {
				continue // a run's end, which the replay does not give
			}
			problems := w.Findings[:0]
			for _, f := range w.Findings {
				if f.Kind != "boundary" {
					f.Location = Relative(f.Location, "/project")
					problems = append(problems, f)
				}
			}
			w.Findings = problems
			s, report := scoreBlind(w, classifyWith(t, newClassifier(), path))
			total.add(s)
			switch os.Getenv("BLIND_FIXTURES") {
			case "false+": // each false positive, to tally by shape
				for _, l := range strings.Split(report, "\n") {
					if strings.Contains(l, "FALSE+") {
						t.Logf("%s: %s", path, strings.TrimSpace(l))
					}
				}
			case "report": // each fixture's misses and findings too, to tally the misses by shape
				t.Logf("%s:%s", path, report)
			}
		}
		t.Logf("FIXTURES, %s: %s", layer, total)
	}
	if layer != "full classifier" {
		// The clean runs, whose findings the fixture tests hold to none
		// for the full classifier, read by the generic layer alone.
		paths, err := filepath.Glob(filepath.Join("testdata", clean, "*.txt"))
		require.NoError(t, err)
		n := 0
		for _, path := range paths {
			for _, f := range classifyWith(t, newClassifier(), path) {
				if f.Kind == Error || f.Kind == Warning {
					n++
					t.Logf("CLEAN FALSE+ %s: %s %s %q at %q", filepath.Base(path), f.Kind, f.Category, f.Message, f.Location)
				}
			}
		}
		t.Logf("CLEAN %d runs, %s: %d problems reported", len(paths), layer, n)
	}
}

// newGenericOnly returns a Classifier whose lines are offered to the
// generic layer alone (see entry.generic): the classifier as a tool no
// adapter knows meets it.
func newGenericOnly() *Classifier {
	c := New()
	c.setup.genericOnly = true
	return c
}

// String sums a score up as TestBlindScore logs it.
func (s blindScore) String() string {
	return fmt.Sprintf("wanted %d, found %d (recall %s), placed %d (recall %s; %d of the %d with a place), reported %d, repeats %d, false+ %d (precision %s)",
		s.wanted, s.found, blindPct(s.found, s.wanted), s.placed, blindPct(s.placed, s.wanted),
		s.placedAt, s.located, s.reported, s.repeats, s.falsePos, blindPct(s.reported-s.falsePos, s.reported))
}

// blindScore counts one run's (or all runs') wants and problems. located
// counts the wants with a place, placedAt those of them placed: a want
// with no place is placed by a problem with none.
type blindScore struct {
	wanted, found, placed, located, placedAt, reported, repeats, falsePos int
}

func (s *blindScore) add(o blindScore) {
	s.wanted += o.wanted
	s.found += o.found
	s.placed += o.placed
	s.located += o.located
	s.placedAt += o.placedAt
	s.reported += o.reported
	s.repeats += o.repeats
	s.falsePos += o.falsePos
}

// blindPct is n of d as a rounded percentage, "n/a" of nothing.
func blindPct(n, d int) string {
	if d == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(n)/float64(d))
}

// readBlindWant reads a blind want file and fails the test if it is
// malformed: unknown fields, no tool or command, a finding with no message,
// a kind other than error or warning, or a location that is not a relative
// "file[:line[:col]]" (a file alone where the tool names no line).
func readBlindWant(tb testing.TB, path string) want {
	tb.Helper()
	data, err := os.ReadFile(path)
	require.NoError(tb, err, "every blind recording needs a hand-written .want.json")
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	var w want
	require.NoError(tb, dec.Decode(&w), path)
	require.NotEmpty(tb, w.Tool, "%s: tool", path)
	require.NotEmpty(tb, w.Command, "%s: command", path)
	require.NotNil(tb, w.Findings, "%s: findings (an empty list for a clean run)", path)
	for i, f := range w.Findings {
		require.NotEmpty(tb, strings.TrimSpace(f.Message), "%s: finding %d: message", path, i)
		require.Contains(tb, []string{"error", "warning"}, f.Kind, "%s: finding %d: kind", path, i)
		if f.Location != "" {
			file, _, _ := splitBlindPlace(f.Location)
			require.False(tb, strings.HasPrefix(file, "/"), "%s: finding %d: location %q is not relative to the project", path, i, f.Location)
			require.NotEmpty(tb, file, "%s: finding %d: location %q has no file", path, i, f.Location)
		}
	}
	return w
}

// scoreBlind matches a run's findings to its wants and describes each
// miss, each misplacement and each false positive.
func scoreBlind(w want, got []Finding) (blindScore, string) {
	var problems []Finding
	for _, f := range got {
		if f.Kind == Error || f.Kind == Warning {
			problems = append(problems, f)
		}
	}
	s := blindScore{wanted: len(w.Findings), reported: len(problems)}
	taken := make([]bool, len(problems))
	var b strings.Builder
	for _, wf := range w.Findings {
		if wf.Location != "" {
			s.located++
		}
		hit := blindHit(wf, problems, taken)
		if hit < 0 {
			fmt.Fprintf(&b, "\n    MISS    %s %q at %q", wf.Kind, wf.Message, wf.Location)
			continue
		}
		taken[hit] = true
		s.found++
		f := problems[hit]
		loc := Relative(f.Location, "/project")
		if sameBlindPlace(loc, wf.Location) {
			s.placed++
			if wf.Location != "" {
				s.placedAt++
			}
		} else {
			fmt.Fprintf(&b, "\n    MISPLACED %q: want %q, got %q", wf.Message, wf.Location, f.Location)
		}
		if f.Kind.String() != wf.Kind {
			fmt.Fprintf(&b, "\n    KIND    %q: want %s, got %s", wf.Message, wf.Kind, f.Kind)
		}
	}
	for i, f := range problems {
		if taken[i] {
			continue
		}
		if blindRepeat(f, w.Findings, problems, taken) {
			s.repeats++
			fmt.Fprintf(&b, "\n    REPEAT  %s %s %q at %q", f.Kind, f.Category, f.Message, f.Location)
			continue
		}
		s.falsePos++
		fmt.Fprintf(&b, "\n    FALSE+  %s %s %q at %q", f.Kind, f.Category, f.Message, f.Location)
	}
	for i, f := range problems {
		if taken[i] {
			fmt.Fprintf(&b, "\n    got     %s %s %q at %q", f.Kind, f.Category, f.Message, f.Location)
		}
	}
	return s, b.String()
}

// blindHit picks the problem that answers wf: the first untaken one whose
// message holds wf's and that stands at wf's place, else the first whose
// message holds it. A tool that prints one message at four places
// (goconst's rows) is then paired row by row, not crosswise; -1 if none.
func blindHit(wf wantFinding, problems []Finding, taken []bool) int {
	hit := -1
	for i, f := range problems {
		if taken[i] || !strings.Contains(strings.TrimSpace(f.Message), strings.TrimSpace(wf.Message)) {
			continue
		}
		if sameBlindPlace(Relative(f.Location, "/project"), wf.Location) {
			return i
		}
		if hit < 0 {
			hit = i
		}
	}
	return hit
}

// blindRepeat reports whether f's message contains the message of a want
// that another problem found.
func blindRepeat(f Finding, wants []wantFinding, problems []Finding, taken []bool) bool {
	for _, wf := range wants {
		msg := strings.TrimSpace(wf.Message)
		if !strings.Contains(f.Message, msg) {
			continue
		}
		for i, p := range problems {
			if taken[i] && strings.Contains(p.Message, msg) {
				return true
			}
		}
	}
	return false
}

// sameBlindPlace reports whether two locations name the same file and line;
// two empty locations are the same place.
func sameBlindPlace(got, want string) bool {
	gf, gl, _ := splitBlindPlace(got)
	wf, wl, _ := splitBlindPlace(want)
	return gf == wf && gl == wl
}

// splitBlindPlace splits "file:line[:col]" at its last one or two numeric
// fields.
func splitBlindPlace(loc string) (file, line, col string) {
	parts := strings.Split(loc, ":")
	num := func(s string) bool {
		return s != "" && strings.Trim(s, "0123456789") == ""
	}
	n := len(parts)
	switch {
	case n >= 3 && num(parts[n-1]) && num(parts[n-2]):
		return strings.Join(parts[:n-2], ":"), parts[n-2], parts[n-1]
	case n >= 2 && num(parts[n-1]):
		return strings.Join(parts[:n-1], ":"), parts[n-1], ""
	}
	return loc, "", ""
}
