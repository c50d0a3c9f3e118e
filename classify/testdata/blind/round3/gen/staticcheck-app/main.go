package main

import (
	"fmt"
	"net/http"
	"strings"
)

func handler(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	if strings.ToLower(name) == strings.ToLower("Admin") {
		fmt.Fprintf(w, "hello admin")
		return
	}
	fmt.Fprintf(w, "hello %s", name)
}

func unused() {}

func main() {
	http.HandleFunc("/", handler)
	http.ListenAndServe("127.0.0.1:18432", nil)
}
