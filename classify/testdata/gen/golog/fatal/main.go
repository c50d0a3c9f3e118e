package main

import (
	"log"
	"os"
)

func main() {
	log.Println("starting server on :8080")
	log.Printf("warning: config %s not found, using defaults", "app.yaml")
	if _, err := os.Open("/nonexistent/db.sqlite"); err != nil {
		log.Fatalf("open database: %v", err)
	}
}
