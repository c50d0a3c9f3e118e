// A small gorilla/mux app for the be-gorilla fixtures: a cart whose total
// panics for an unknown cart (nil map in cart.go), a page rendered from
// templates/, gorilla/handlers' RecoveryHandler (with its stack) and its
// combined access log, and a port from $PORT.
package main

import (
	"encoding/json"
	"html/template"
	"log"
	"net/http"
	"os"

	"github.com/gorilla/handlers"
	"github.com/gorilla/mux"
)

var pages = template.Must(template.ParseGlob("templates/*.tmpl"))

func main() {
	r := mux.NewRouter()
	r.HandleFunc("/health", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok")) })
	r.HandleFunc("/cart/{id}", func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(map[string]int{"total": cartTotal(mux.Vars(r)["id"])})
	})
	r.HandleFunc("/page/{id}", func(w http.ResponseWriter, r *http.Request) {
		if err := pages.ExecuteTemplate(w, "cart.tmpl", pageData(mux.Vars(r)["id"])); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			log.Println("page:", err)
		}
	})
	h := handlers.CombinedLoggingHandler(os.Stdout, handlers.RecoveryHandler(handlers.PrintRecoveryStack(true))(r))
	log.Fatal(http.ListenAndServe("127.0.0.1:"+os.Getenv("PORT"), h))
}
