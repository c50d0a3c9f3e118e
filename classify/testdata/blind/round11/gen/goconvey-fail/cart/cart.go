// Package cart prices a shopping cart.
package cart

type Line struct {
	SKU   string
	Qty   int
	Cents int
}

// Total is the sum of the lines' prices.
func Total(lines []Line) int {
	t := 0
	for _, l := range lines {
		t += l.Cents
	}
	return t
}

// Discount takes pct percent off, rounding down.
func Discount(cents, pct int) int {
	return cents - cents*pct/100
}
