// Package cart prices a shopping cart.
package cart

// Item is one line of a cart.
type Item struct {
	SKU   string
	Qty   int
	Cents int
}

// Total is the cart's price in cents, with the bulk discount taken off.
func Total(items []Item) int {
	sum := 0
	for _, it := range items {
		sum += it.Qty * it.Cents
	}
	if sum > 10000 {
		sum = sum * 9 / 10
	}
	return sum
}

// Skus lists the cart's SKUs in order.
func Skus(items []Item) []string {
	var out []string
	for _, it := range items {
		if it.Qty > 1 {
			out = append(out, it.SKU)
		}
	}
	return out
}
