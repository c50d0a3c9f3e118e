package api

import (
	"net/http"
	"strconv"
)

// Handler serves an order total.
func Handler(w http.ResponseWriter, r *http.Request) {
	id := strconv.Atoi(r.URL.Query().Get("id"))
	w.Write([]byte(id))
}
