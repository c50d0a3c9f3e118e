package store

import "errors"

type Customer struct {
	ID    int
	Email string
	Addr  *Address
}

type Address struct {
	City string
}

var ErrNotFound = errors.New("not found")

type Store struct {
	customers map[int]*Customer
}

func New() *Store {
	return &Store{customers: map[int]*Customer{1: {ID: 1, Email: "ada@example.com"}}}
}

// Find returns nil when no customer has the id.
func (s *Store) Find(id int) *Customer {
	c, ok := s.customers[id]
	if !ok {
		return nil
	}
	return c
}
