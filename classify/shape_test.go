package classify

import (
	"fmt"
	"go/ast"
	goparser "go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The design issue's limits on classify's shape: a function longer
// than a screen, or a struct with more fields than one reader keeps in
// mind, is where one tool's state and special cases used to pile up.
const (
	maxFuncLines   = 80
	maxStructField = 12
)

// TestShapeLimits holds every non-test file of classify and its
// subpackages to those limits, function literals and anonymous structs
// included, so a rule that grows past them fails here and not in review.
func TestShapeLimits(t *testing.T) {
	var over []string
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := goparser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return err
		}
		over = append(over, shapeFaults(fset, f)...)
		return nil
	})
	require.NoError(t, err)
	assert.Empty(t, over, "functions over %d lines or structs over %d fields", maxFuncLines, maxStructField)
}

// shapeFaults lists one file's functions and structs past the limits.
func shapeFaults(fset *token.FileSet, f *ast.File) []string {
	var out []string
	lines := func(n ast.Node) int {
		return fset.Position(n.End()).Line - fset.Position(n.Pos()).Line + 1
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncDecl:
			if l := lines(x); l > maxFuncLines {
				out = append(out, fmt.Sprintf("%s: func %s has %d lines", fset.Position(x.Pos()), x.Name.Name, l))
			}
		case *ast.FuncLit:
			if l := lines(x); l > maxFuncLines {
				out = append(out, fmt.Sprintf("%s: a function literal has %d lines", fset.Position(x.Pos()), l))
			}
		case *ast.StructType:
			if k := fieldCount(x); k > maxStructField {
				out = append(out, fmt.Sprintf("%s: a struct has %d fields", fset.Position(x.Pos()), k))
			}
		}
		return true
	})
	return out
}

// fieldCount counts a struct's fields, each name of `a, b int` and each
// embedded type once.
func fieldCount(s *ast.StructType) int {
	k := 0
	for _, fl := range s.Fields.List {
		k += max(1, len(fl.Names))
	}
	return k
}

// TestShapeFaultsFindsThem checks the checker on source that breaks both
// limits, so an empty list above means the code is in shape and not that
// nothing was read.
func TestShapeFaultsFindsThem(t *testing.T) {
	src := "package p\n\ntype wide struct{ a, b, c, d, e, f, g, h, i, j, k, l int; m string }\n\nfunc long() {\n" +
		strings.Repeat("\t_ = 1\n", maxFuncLines) + "}\n"
	fset := token.NewFileSet()
	f, err := goparser.ParseFile(fset, "p.go", src, 0)
	require.NoError(t, err)
	faults := shapeFaults(fset, f)
	require.Len(t, faults, 2)
	assert.Contains(t, faults[0], "13 fields")
	assert.Contains(t, faults[1], "func long has 82 lines")
}
