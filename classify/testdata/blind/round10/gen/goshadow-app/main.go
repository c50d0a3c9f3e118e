package main

import (
	"fmt"
	"os"
	"strconv"

	"example.com/shop/store"
)

func main() {
	orders, err := store.Load("orders.json")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	limit := 10
	if len(os.Args) > 1 {
		limit, err := strconv.Atoi(os.Args[1])
		if err != nil {
			fmt.Fprintln(os.Stderr, "bad limit:", limit)
		}
	}
	fmt.Println(len(orders), "orders, limit", limit)
}
