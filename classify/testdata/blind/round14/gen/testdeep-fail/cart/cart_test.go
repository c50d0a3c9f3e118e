package cart

import (
	"testing"

	"github.com/maxatome/go-testdeep/td"
)

func TestSummarize(t *testing.T) {
	got := Summarize([]Line{{"MUG-1", 1250, 2}, {"CAP-3", 990, 1}})
	td.Cmp(t, got, Summary{Count: 3, Total: 3490, SKUs: []string{"MUG-1", "CAP-3"}})
}

func TestSummarizeEmpty(t *testing.T) {
	got := Summarize(nil)
	td.Cmp(t, got.SKUs, td.Empty())
	td.Cmp(t, got.Total, 0)
}

func TestSummarizeSKUs(t *testing.T) {
	got := Summarize([]Line{{"CAP-3", 990, 1}, {"MUG-1", 1250, 1}})
	td.Cmp(t, got.SKUs, td.Bag("MUG-1", "CAP-3", "BAG-9"))
}
