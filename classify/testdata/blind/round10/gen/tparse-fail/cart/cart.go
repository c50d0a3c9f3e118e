// Package cart totals a customer's cart.
package cart

// Line is one product in a cart.
type Line struct {
	Price int
	Qty   int
}

// Total is the cart's price.
func Total(lines []Line) int {
	sum := 0
	for _, l := range lines {
		sum += l.Price
	}
	return sum
}

// Discount takes percent off a total, rounding down.
func Discount(total, percent int) int {
	return total - total*percent/10
}
