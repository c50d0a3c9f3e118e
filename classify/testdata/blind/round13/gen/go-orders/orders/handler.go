package orders

import (
	"encoding/json"
	"net/http"
	"strings"
)

// Store finds orders by ID.
type Store interface {
	Get(id string) (*Order, bool)
}

// Handle serves POST /orders/{id}/{action}.
func Handle(s Store) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		parts := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
		if len(parts) != 3 || parts[0] != "orders" {
			http.NotFound(w, r)
			return
		}
		o, ok := s.Get(parts[1])
		if !ok {
			http.NotFound(w, r)
			return
		}
		var err error
		switch parts[2] {
		case "pay":
			err = o.Pay()
		case "ship":
			if !o.Paid {
				http.Error(w, "not paid", http.StatusConflict)
				return
			}
			err = o.Ship()
		case "refund":
			if o.Refunded {
				http.Error(w, "already refunded", http.StatusConflict)
				return
			}
			err = o.Refund()
		default:
			http.NotFound(w, r)
			return
		}
		if err != nil && err == ErrState {
			http.Error(w, err.Error(), http.StatusConflict)
			return
		} else if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		if o.Status == "paid" || o.Status == "shipped" {
			w.Header().Set("X-Order-Status", o.Status)
		}
		json.NewEncoder(w).Encode(o)
	}
}
