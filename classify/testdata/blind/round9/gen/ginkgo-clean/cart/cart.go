// Package cart holds a shopping cart's arithmetic.
package cart

// Item is one line of a cart.
type Item struct {
	SKU   string
	Price int // cents
	Qty   int
}

// Total is the cart's total in cents.
func Total(items []Item) int {
	sum := 0
	for _, it := range items {
		sum += it.Price * it.Qty
	}
	return sum
}

// Discount takes a code's share off a total.
func Discount(total int, code string) int {
	codes := map[string]int{"TEN": 10}
	return total - total*codes[code]/100
}
