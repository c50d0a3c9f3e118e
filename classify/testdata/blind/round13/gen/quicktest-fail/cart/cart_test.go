package cart

import (
	"testing"

	qt "github.com/frankban/quicktest"
)

func TestTotal(t *testing.T) {
	c := qt.New(t)
	items := []Item{{SKU: "mug", Qty: 2, Cents: 1250}, {SKU: "cap", Qty: 1, Cents: 1900}}
	c.Assert(Total(items), qt.Equals, 4400)
}

func TestBulkDiscountFromHundred(t *testing.T) {
	c := qt.New(t)
	items := []Item{{SKU: "mug", Qty: 8, Cents: 1250}}
	c.Assert(Total(items), qt.Equals, 9000)
}

func TestSkus(t *testing.T) {
	c := qt.New(t)
	items := []Item{{SKU: "mug", Qty: 2}, {SKU: "cap", Qty: 1}}
	c.Assert(Skus(items), qt.DeepEquals, []string{"mug", "cap"})
}
