package main

import (
	"log"

	"example.com/shop/app"
)

func main() {
	srv, err := app.InitServer()
	if err != nil {
		log.Fatal(err)
	}
	log.Fatal(srv.ListenAndServe())
}
