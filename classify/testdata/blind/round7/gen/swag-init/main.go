package main

import (
	"log"
	"net/http"

	"example.com/shop/handlers"
)

// @title Shop API
// @version 1.0
// @BasePath /api
func main() {
	http.HandleFunc("/api/carts/", handlers.GetCart)
	log.Fatal(http.ListenAndServe("127.0.0.1:8080", nil))
}
