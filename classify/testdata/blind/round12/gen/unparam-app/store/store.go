// Package store keeps orders in memory.
package store

import "errors"

// Order is one customer's purchase.
type Order struct {
	ID    int
	Total float64
}

// Store holds orders by id.
type Store struct {
	orders map[int]Order
}

// New returns an empty store.
func New() *Store { return &Store{orders: map[int]Order{}} }

// Put saves an order.
func (s *Store) Put(o Order) { s.orders[o.ID] = o }

func (s *Store) find(id int, limit int) (Order, error) {
	o, ok := s.orders[id]
	if !ok {
		return Order{}, errors.New("not found")
	}
	return o, nil
}

// Get returns the order with that id.
func (s *Store) Get(id int) (Order, error) { return s.find(id, 10) }

// GetAll returns the orders with those ids.
func (s *Store) GetAll(ids []int) []Order {
	var out []Order
	for _, id := range ids {
		if o, err := s.find(id, 10); err == nil {
			out = append(out, o)
		}
	}
	return out
}
