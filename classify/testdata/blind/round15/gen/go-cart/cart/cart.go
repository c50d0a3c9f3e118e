// Package cart holds a shopper's cart and its totals
package cart

import "strings"

// Line is one product in the cart.
type Line struct {
	SKU   string
	Qty   int
	Cents int
}

// Cart is what a shopper is about to buy
type Cart struct {
	Lines []Line
}

// SKUs lists the cart's products, for the recommendations call
func (c Cart) SKUs() []string {
	var skus []string
	for _, l := range c.Lines {
		skus = append(skus, l.SKU)
	}
	return skus
}

// Summary is the one-line text the mini cart shows.
func (c Cart) Summary() string {
	var parts []string
	for _, l := range c.Lines {
		parts = append(parts, strings.ToLower(l.SKU))
	}
	return strings.Join(parts, ", ")
}

// Total sums the lines in cents
func (c Cart) Total() int {
	total := 0
	for _, l := range c.Lines {
		total += l.Qty * l.Cents
	}
	return total
}
