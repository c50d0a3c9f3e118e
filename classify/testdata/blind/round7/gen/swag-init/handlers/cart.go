package handlers

import (
	"encoding/json"
	"net/http"
)

// Cart is a shopper's cart.
type Cart struct {
	ID    string  `json:"id"`
	Total float64 `json:"total"`
}

// GetCart godoc
// @Summary Get a cart
// @Param id path string true "Cart ID"
// @Success 200 {object} handlers.CartView
// @Router /carts/{id} [get]
func GetCart(w http.ResponseWriter, r *http.Request) {
	json.NewEncoder(w).Encode(Cart{ID: r.URL.Path})
}
