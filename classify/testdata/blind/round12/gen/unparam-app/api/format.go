// Package api renders orders for the HTTP API.
package api

import (
	"fmt"

	"example.com/shop/store"
)

func money(v float64, currency string) string {
	return fmt.Sprintf("$%.2f", v)
}

// Line renders one order.
func Line(o store.Order) string { return fmt.Sprintf("#%d %s", o.ID, money(o.Total, "USD")) }

// Total renders a sum.
func Total(v float64) string { return money(v, "USD") }

func check(o store.Order) error {
	if o.Total < 0 {
		fmt.Println("negative total")
	}
	return nil
}

// Valid says whether an order can be shown.
func Valid(o store.Order) bool { return check(o) == nil }
