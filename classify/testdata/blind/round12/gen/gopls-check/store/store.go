// Package store keeps products in memory.
package store

import "fmt"

// Product is one thing the shop sells.
type Product struct {
	SKU   string
	Name  string
	Price int
}

// Store holds products by SKU.
type Store struct {
	products map[string]Product
}

// New returns a store holding those products.
func New(ps ...Product) *Store {
	s := &Store{products: map[string]Product{}}
	for _, p := range ps {
		s.products[p.SKU] = p
	}
	return s
}

// Get returns the product with that SKU.
func (s *Store) Get(sku string) (Product, bool) {
	p, ok := s.products[sku]
	return p, ok
}
