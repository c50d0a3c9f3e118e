package main

import (
	"html/template"
	"log"
	"net/http"
	"net/http/httptest"
)

var page = template.Must(template.New("order").Parse(`<h1>Order {{.ID}}</h1>
<p>{{.Customer.Name}}</p>
`))

type order struct {
	ID       int
	Customer string
}

func handler(w http.ResponseWriter, r *http.Request) {
	if err := page.Execute(w, order{ID: 7, Customer: "ana"}); err != nil {
		log.Printf("render order: %v", err)
		http.Error(w, "internal error", 500)
	}
}

func main() {
	log.Println("listening on :8080")
	rec := httptest.NewRecorder()
	handler(rec, httptest.NewRequest("GET", "/orders/7", nil))
	log.Printf("GET /orders/7 %d", rec.Code)
	_, err := template.New("invoice").Parse("{{if .Paid}}paid{{end")
	if err != nil {
		log.Fatal(err)
	}
}
