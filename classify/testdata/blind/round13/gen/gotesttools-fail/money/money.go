// Package money parses and formats prices.
package money

import (
	"fmt"
	"strconv"
	"strings"
)

// Parse reads "12.50" as 1250 cents.
func Parse(s string) (int, error) {
	whole, frac, _ := strings.Cut(s, ".")
	w, err := strconv.Atoi(whole)
	if err != nil {
		return 0, fmt.Errorf("price %q: %w", s, err)
	}
	f := 0
	if frac != "" {
		f, err = strconv.Atoi(frac)
		if err != nil {
			return 0, fmt.Errorf("price %q: %w", s, err)
		}
	}
	return w*100 + f, nil
}

// Format writes 1250 cents as "€12.50".
func Format(cents int) string {
	return fmt.Sprintf("€%d.%d", cents/100, cents%100)
}
