package main

import (
	"log"
	"net/http"
	"runtime/debug"
)

func recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				log.Printf("panic: %v\n%s", v, debug.Stack())
				http.Error(w, "internal error", http.StatusInternalServerError)
			}
		}()
		next.ServeHTTP(w, r)
	})
}

type user struct{ Name string }

func lookup(id string) *user { return nil }

func profile(w http.ResponseWriter, r *http.Request) {
	u := lookup(r.URL.Query().Get("id"))
	w.Write([]byte(u.Name))
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("/profile", profile)
	log.Println("listening on 127.0.0.1:18093")
	log.Fatal(http.ListenAndServe("127.0.0.1:18093", recoverer(mux)))
}
