package store

import "fmt"

// Store keeps orders in memory.
type Store struct{ orders map[int]int }

// Total returns an order's total.
func (s *Store) Total(id int) int {
	total, ok := s.orders[id]
	return total
}

// Name names the store.
func Name() string { return fmt.Sprint(42) + 1 }
