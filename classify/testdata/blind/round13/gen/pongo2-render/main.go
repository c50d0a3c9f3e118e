// A storefront page rendered with pongo2 (Django-style templates).
package main

import (
	"log"
	"os"

	"github.com/flosch/pongo2/v6"
)

type product struct {
	Name  string
	Cents int
	Tags  []string
}

func main() {
	tpl, err := pongo2.FromFile("templates/product.html")
	if err != nil {
		log.Fatalf("loading product page: %v", err)
	}
	out, err := tpl.Execute(pongo2.Context{"product": product{Name: "Mug", Cents: 1250, Tags: []string{"kitchen", "gift"}}})
	if err != nil {
		log.Fatalf("rendering product page: %v", err)
	}
	os.Stdout.WriteString(out)
}
