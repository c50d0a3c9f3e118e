// Package cart totals a shopping cart.
package cart

// Line is one product in the cart.
type Line struct {
	SKU   string
	Price int
	Qty   int
}

// Summary is what the cart page shows.
type Summary struct {
	Count int
	Total int
	SKUs  []string
}

// Summarize totals the lines.
func Summarize(lines []Line) Summary {
	s := Summary{}
	for _, l := range lines {
		s.Count += l.Qty
		s.Total += l.Price
		s.SKUs = append(s.SKUs, l.SKU)
	}
	return s
}
