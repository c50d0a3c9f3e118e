package main

import (
	"log"
	"net/http"

	"example.com/shop/handler"
	"example.com/shop/store"
)

func main() {
	s := store.New(store.Product{SKU: "mug", Name: "Mug", Price: "8"})
	http.Handle("/products/", handler.Products(s))
	log.Fatal(http.ListenAndServe("127.0.0.1:8222", nil))
}
