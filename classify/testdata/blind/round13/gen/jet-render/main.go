// An order confirmation mail rendered with Jet templates.
package main

import (
	"log"
	"os"

	"github.com/CloudyKit/jet/v6"
)

type line struct {
	SKU   string
	Qty   int
	Cents int
}

func main() {
	views := jet.NewSet(jet.NewOSFileSystemLoader("./views"))
	tpl, err := views.GetTemplate("confirmation.jet")
	if err != nil {
		log.Fatalf("confirmation mail: %v", err)
	}
	vars := make(jet.VarMap)
	vars.Set("customer", "Ada")
	lines := []line{{"mug", 2, 1250}, {"cap", 1, 1900}}
	if err := tpl.Execute(os.Stdout, vars, lines); err != nil {
		log.Fatalf("confirmation mail: %v", err)
	}
}
