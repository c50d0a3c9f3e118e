//go:build dump

package classify

import (
	"bufio"
	"encoding/json"
	"fmt"
	"go/ast"
	goparser "go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestMutateBranches finds the rules whose removal changes no finding:
// each if's branch and each case of a switch with no tag, in the files
// MUTATE_FILES names (all the package's, by default), is turned off in
// turn, and the dump (TestDumpFindings) of the recordings that reach it
// is compared with the dump of the code as it is. It writes to
// MUTATE_OUT a line a branch, "SAME", "DIFF", "PANIC" or "HANG", with
// its place, how many recordings reach it, and its source line. A SAME
// branch is a candidate, not a verdict: a guard against bad input, a
// prefilter, a cap or a shape a unit test pins changes no finding of the
// recordings too; and what an adapter remembers from one run to the next
// shows only in the stream of every fixture that TestDumpFindings reads
// too (and BenchmarkClassify), so a deletion is checked with it after.
//
// The instrumented copy reaches the compiler through go build's -overlay,
// so the tree is never written; the run is one build and one process
// (another after a hang), a minute or two for the whole package:
//
//	MUTATE_OUT=/tmp/branches.txt go test -tags dump -count=1 -timeout 30m -run TestMutateBranches ./classify/
func TestMutateBranches(t *testing.T) {
	out := os.Getenv("MUTATE_OUT")
	require.NotEmpty(t, out, "MUTATE_OUT names the file to write")
	files := strings.Fields(os.Getenv("MUTATE_FILES"))
	if len(files) == 0 {
		all, err := filepath.Glob("*.go")
		require.NoError(t, err)
		for _, f := range all {
			if !strings.HasSuffix(f, "_test.go") {
				files = append(files, f)
			}
		}
	}
	dir := t.TempDir()
	overlay := map[string]string{}
	var points []branch
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		got, ps := instrument(t, f, src, len(points))
		points = append(points, ps...)
		abs, err := filepath.Abs(f)
		require.NoError(t, err)
		overlay[abs] = filepath.Join(dir, f)
		require.NoError(t, os.WriteFile(overlay[abs], got, 0o644))
	}
	for name, text := range map[string]string{"zz_mutoff.go": mutOffGo, "zz_mutants_test.go": mutantsTestGo} {
		abs, err := filepath.Abs(name)
		require.NoError(t, err)
		overlay[abs] = filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(overlay[abs], []byte(text), 0o644))
	}
	ov, err := json.Marshal(map[string]any{"Replace": overlay})
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "overlay.json"), ov, 0o644))
	bin := filepath.Join(dir, "mutants.test")
	build := exec.Command("go", "test", "-c", "-tags", "dump", "-overlay", filepath.Join(dir, "overlay.json"), "-o", bin, ".")
	msg, err := build.CombinedOutput()
	require.NoError(t, err, "%s", msg)
	results := filepath.Join(dir, "results.txt")
	for start := 0; start < len(points); {
		run := exec.Command(bin, "-test.run", "^TestMutantsRun$", "-test.count=1")
		run.Env = append(os.Environ(), fmt.Sprintf("MUTANTS=%d:%d:%s", start, len(points), results))
		msg, err := run.CombinedOutput()
		done := readResults(t, results)
		if err != nil && len(done) == start {
			t.Fatalf("the mutants' run ended at %d with nothing done: %s", start, msg)
		}
		start = len(done)
	}
	var b strings.Builder
	for i, r := range readResults(t, results) {
		p := points[i]
		fmt.Fprintf(&b, "%s %s:%d reach=%s | %s\n", r[0], p.file, p.line, r[1], p.text)
	}
	require.NoError(t, os.WriteFile(out, []byte(b.String()), 0o644))
}

// A branch is one place the instrumented copy can turn off.
type branch struct {
	file string
	line int
	text string // its line of source, trimmed
}

// instrument wraps each if's condition and each tagless case's
// expressions in `!mutOffAt(k) && (...)`, k counting from first.
func instrument(t *testing.T, name string, src []byte, first int) ([]byte, []branch) {
	fset := token.NewFileSet()
	f, err := goparser.ParseFile(fset, name, src, goparser.ParseComments)
	require.NoError(t, err)
	type insert struct {
		at   int
		text string
	}
	var ins []insert
	var ps []branch
	wrap := func(k int, es ...ast.Expr) {
		for _, e := range es {
			ins = append(ins, insert{fset.Position(e.Pos()).Offset, fmt.Sprintf("(!mutOffAt(%d) && (", k)},
				insert{fset.Position(e.End()).Offset, "))"})
		}
	}
	add := func(at token.Pos) int {
		line := fset.Position(at).Line
		text := strings.TrimSpace(strings.Split(string(src), "\n")[line-1])
		ps = append(ps, branch{name, line, text})
		return first + len(ps) - 1
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt:
			wrap(add(n.Pos()), n.Cond)
		case *ast.SwitchStmt:
			if n.Tag != nil {
				break
			}
			for _, c := range n.Body.List {
				if cc := c.(*ast.CaseClause); len(cc.List) > 0 {
					wrap(add(cc.Pos()), cc.List...)
				}
			}
		}
		return true
	})
	// Openings at one offset keep their order, the outer first.
	sort.SliceStable(ins, func(i, j int) bool { return ins[i].at < ins[j].at })
	var b strings.Builder
	last := 0
	for _, x := range ins {
		b.Write(src[last:x.at])
		b.WriteString(x.text)
		last = x.at
	}
	b.Write(src[last:])
	return []byte(b.String()), ps
}

// readResults reads the mutants' run's lines: state and reach, one a
// branch, in order.
func readResults(t *testing.T, path string) [][2]string {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil
	}
	require.NoError(t, err)
	defer f.Close()
	var rs [][2]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		require.Len(t, fs, 3, sc.Text())
		k, err := strconv.Atoi(fs[1])
		require.NoError(t, err)
		require.Equal(t, len(rs), k, "results in order")
		rs = append(rs, [2]string{fs[0], fs[2]})
	}
	return rs
}

// mutOffGo is added to the instrumented copy: which branch is off, and
// which ones the recording being read reached.
const mutOffGo = `package classify

var mutOff = -1

var mutReached []bool

func mutOffAt(k int) bool {
	if mutReached != nil {
		mutReached[k] = true
	}
	return k == mutOff
}
`

// mutantsTestGo is the instrumented copy's run: MUTANTS is
// "start:count:results". It reads every recording once with every branch
// on, noting which branches each reaches, then, for each branch from
// start, turns it off and reads again the recordings that reach it. A
// branch that loops for ever ends the process after HANG is written.
const mutantsTestGo = `//go:build dump

package classify

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

func TestMutantsRun(t *testing.T) {
	var start, n int
	var results string
	arg := os.Getenv("MUTANTS")
	i := strings.LastIndexByte(arg, ':')
	fmt.Sscanf(arg[:i], "%d:%d", &start, &n)
	results = arg[i+1:]
	us := dumpUnits(t)
	base := make([]string, len(us))
	reach := make([][]int, n)
	mutReached = make([]bool, n)
	for i, u := range us {
		clear(mutReached)
		base[i] = u.dump(t)
		for k, r := range mutReached {
			if r {
				reach[k] = append(reach[k], i)
			}
		}
	}
	mutReached = nil
	out, err := os.OpenFile(results, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	for k := start; k < n; k++ {
		mutOff = k
		done := make(chan string, 1)
		go func() {
			defer func() {
				if r := recover(); r != nil {
					done <- "PANIC"
				}
			}()
			for _, i := range reach[k] {
				if us[i].dump(t) != base[i] {
					done <- "DIFF"
					return
				}
			}
			done <- "SAME"
		}()
		select {
		case r := <-done:
			fmt.Fprintf(out, "%s %d %d\n", r, k, len(reach[k]))
		case <-time.After(20 * time.Second):
			fmt.Fprintf(out, "HANG %d %d\n", k, len(reach[k]))
			out.Close()
			os.Exit(3)
		}
	}
}
`
