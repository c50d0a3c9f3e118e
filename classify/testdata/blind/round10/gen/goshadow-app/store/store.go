// Package store keeps orders in a file.
package store

import (
	"encoding/json"
	"os"
)

// Order is one customer's order.
type Order struct {
	ID    int    `json:"id"`
	Email string `json:"email"`
}

// Load reads the orders, or none when the file is missing.
func Load(path string) ([]Order, error) {
	var orders []Order
	data, err := os.ReadFile(path)
	if err == nil {
		err := json.Unmarshal(data, &orders)
		if err != nil {
			return nil, err
		}
	}
	return orders, err
}
