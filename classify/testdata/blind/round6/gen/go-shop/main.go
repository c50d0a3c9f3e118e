package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
)

type product struct {
	SKU   string `json:"sku"`
	Cents int    `json:"cents"`
}

func loadCatalog(path string) ([]product, error) {
	data, err := os.ReadFile(path)
	var products []product
	err = json.Unmarshal(data, &products)
	return products, err
}

func main() {
	products, err := loadCatalog("catalog.json")
	if err != nil {
		log.Fatal(err)
	}
	http.HandleFunc("/products", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(products)
	})
	http.HandleFunc("/export", func(w http.ResponseWriter, r *http.Request) {
		f, _ := os.Create("/tmp/" + r.URL.Query().Get("name"))
		defer f.Close()
		json.NewEncoder(f).Encode(products)
	})
	log.Fatal(http.ListenAndServe(":8080", nil))
}
