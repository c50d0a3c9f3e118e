package store

import (
	"errors"
	"strings"
)

// Item is one line of a cart.
type Item struct {
	SKU      string
	Quantity int
	Price    float64
}

// Total sums a cart's lines.
func Total(items []Item) float64 {
	var sum float64
	for _, it := range items {
		sum = sum + it.Price*float64(it.Quantity)
	}
	return sum
}

// Find returns the item with the given SKU.
func Find(items []Item, sku string) (Item, error) {
	for _, it := range items {
		if strings.ToLower(it.SKU) == strings.ToLower(sku) {
			return it, nil
		}
	}
	return Item{}, errors.New("not found")
}

// Kind names a quantity.
func Kind(q int) string {
	if q == 0 {
		return "none"
	} else if q == 1 {
		return "one"
	} else {
		return "many"
	}
}
