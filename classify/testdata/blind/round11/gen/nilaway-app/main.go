package main

import (
	"fmt"
	"net/http"
	"strconv"

	"example.com/shop/store"
)

var db = store.New()

func customerHandler(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.Atoi(r.URL.Query().Get("id"))
	c := db.Find(id)
	fmt.Fprintf(w, "%s\n", c.Email)
}

func cityOf(c *store.Customer) string {
	var a *store.Address
	if c.ID > 0 {
		a = c.Addr
	}
	return a.City
}

func main() {
	http.HandleFunc("/customer", customerHandler)
	fmt.Println(cityOf(db.Find(1)))
	http.ListenAndServe("127.0.0.1:8213", nil)
}
