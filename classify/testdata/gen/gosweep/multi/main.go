package main

import (
	"net/http"

	"example.com/shop/api"
)

func main() {
	http.HandleFunc("/order", api.Handler)
	http.ListenAndServe(":8080", nil)
}
