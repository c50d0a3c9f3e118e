// Package handler serves the shop's HTTP API.
package handler

import (
	"encoding/json"
	"net/http"
	"strings"

	"example.com/shop/store"
)

// Products serves GET /products/{sku}.
func Products(s *store.Store) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		sku := strings.TrimPrefix(r.URL.Path, "/products/")
		p := s.Get(sku)
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"name": p.Name, "price": p.Prise})
	}
}
