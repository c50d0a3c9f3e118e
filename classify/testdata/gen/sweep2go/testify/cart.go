package shop

// Total sums the prices in cents, applying a discount in percent.
func Total(prices []int, discount int) int {
	sum := 0
	for _, p := range prices {
		sum += p
	}
	return sum - sum*discount/10
}

// Names returns the item names in order.
func Names(items map[string]int) []string {
	var out []string
	for k := range items {
		out = append(out, k)
	}
	return out
}
