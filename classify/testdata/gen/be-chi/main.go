// A small chi app for the be-chi fixtures: a cart whose total panics for an
// unknown cart (nil map in cart.go), a page rendered from templates/, and a
// port from $PORT; chi's Logger and Recoverer middleware.
package main

import (
	"encoding/json"
	"html/template"
	"log"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

var pages = template.Must(template.ParseGlob("templates/*.tmpl"))

func main() {
	r := chi.NewRouter()
	r.Use(middleware.Logger)
	r.Use(middleware.Recoverer)
	r.Get("/health", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok")) })
	r.Get("/cart/{id}", func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(map[string]int{"total": cartTotal(chi.URLParam(r, "id"))})
	})
	r.Get("/page/{id}", func(w http.ResponseWriter, r *http.Request) {
		if err := pages.ExecuteTemplate(w, "cart.tmpl", pageData(chi.URLParam(r, "id"))); err != nil {
			log.Printf("render page: %v", err)
		}
	})
	log.Fatal(http.ListenAndServe("127.0.0.1:"+os.Getenv("PORT"), r))
}
