package catalog

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
)

// Product is a row of the catalog.
type Product struct {
	SKU    string
	Name   string
	Cents  int
	Stock  int
	Status Status
}

// WriteCSV writes the products for the shop's spreadsheet.
func WriteCSV(w io.Writer, products []Product) error {
	cw := csv.NewWriter(w)
	if err := cw.Write([]string{"sku", "name", "price", "stock"}); err != nil {
		return fmt.Errorf("header: %w", err)
	}
	for _, p := range products {
		if !Visible(p.Status) {
			continue
		}
		price := strconv.FormatFloat(float64(p.Cents)/100, 'f', 2, 64)
		row := []string{p.SKU, p.Name, price, strconv.Itoa(p.Stock)}
		if err := cw.Write(row); err != nil {
			return fmt.Errorf("row %s: %w", p.SKU, err)
		}
	}
	cw.Flush()
	return cw.Error()
}

// WriteFeedCSV writes the products for the marketplace feed.
func WriteFeedCSV(w io.Writer, products []Product) error {
	cw := csv.NewWriter(w)
	if err := cw.Write([]string{"sku", "name", "price", "stock"}); err != nil {
		return fmt.Errorf("header: %w", err)
	}
	for _, p := range products {
		if !Visible(p.Status) {
			continue
		}
		price := strconv.FormatFloat(float64(p.Cents)/100, 'f', 2, 64)
		row := []string{p.SKU, p.Name, price, strconv.Itoa(p.Stock)}
		if err := cw.Write(row); err != nil {
			return fmt.Errorf("row %s: %w", p.SKU, err)
		}
	}
	cw.Flush()
	return cw.Error()
}
