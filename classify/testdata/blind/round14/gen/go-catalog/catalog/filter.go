// Package catalog serves the product list with its filters.
package catalog

import "strings"

// Product is one entry in the catalogue.
type Product struct {
	Name     string
	Price    int
	Tags     []string
	InStock  bool
	Featured bool
}

// Query is what the search form sends.
type Query struct {
	Text     string
	MaxPrice int
	Tag      string
	InStock  bool
}

// Filter keeps the products the query matches, featured ones first.
func Filter(all []Product, q Query) []Product {
	var featured, rest []Product
	for _, p := range all {
		if q.Text != "" && !strings.Contains(strings.ToLower(p.Name), strings.ToLower(q.Text)) {
			continue
		}
		if q.MaxPrice > 0 && p.Price > q.MaxPrice {
			continue
		}
		if q.InStock && !p.InStock {
			continue
		}
		if q.Tag != "" {
			found := false
			for _, t := range p.Tags {
				if t == q.Tag {
					found = true
					break
				} else if strings.EqualFold(t, q.Tag) {
					found = true
				}
			}
			if !found {
				continue
			}
		}
		if p.Featured {
			featured = append(featured, p)
		} else {
			rest = append(rest, p)
		}
	}
	return append(featured, rest...)
}
