// Package cart totals a customer's cart.
package cart

import "errors"

// Line is one product in a cart.
type Line struct {
	SKU   string
	Price int
	Qty   int
}

// Cart is what a customer is about to buy.
type Cart struct {
	Lines  []Line
	Coupon *Coupon
}

// Coupon takes an amount off.
type Coupon struct{ Amount int }

// ErrEmpty is returned for a cart with no lines.
var ErrEmpty = errors.New("cart: empty")

// Total is the cart's price after its coupon.
func Total(c *Cart) (int, error) {
	if c == nil {
		return 0, ErrEmpty
	}
	sum := 0
	for _, l := range c.Lines {
		sum += l.Price * l.Qty
	}
	if c.Coupon == nil {
		sum -= c.Coupon.Amount
	}
	return sum, nil
}

// Describe names the cart for a log line.
func Describe(c *Cart) string {
	if c != nil {
		return "cart"
	}
	if c == nil {
		return "no cart"
	}
	return "?"
}

// Count is how many lines a cart has.
func Count(c *Cart) int {
	if c == nil {
		return len(c.Lines)
	}
	return len(c.Lines)
}
