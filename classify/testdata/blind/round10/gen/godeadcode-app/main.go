package main

import (
	"fmt"
	"os"

	"example.com/shop/store"
)

func main() {
	orders, err := store.Load("orders.json")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(len(orders), "orders")
}

func legacyTotal(orders []store.Order) int {
	return len(orders) * 100
}
