package catalog

import (
	"errors"
	"strconv"
	"strings"
)

// ParsePrice reads "12.50" or "12,50" as cents.
func ParsePrice(s string) (cents int, err error) {
	s = strings.TrimSpace(strings.Replace(s, ",", ".", 1))
	if s == "" {
		err = errors.New("empty price")
		return
	}
	whole, frac, _ := strings.Cut(s, ".")
	euros, err := strconv.Atoi(whole)
	if err != nil {
		return
	}
	if len(frac) == 1 {
		frac += "0"
	}
	c := 0
	if frac != "" {
		c, err = strconv.Atoi(frac)
		if err != nil {
			return
		}
	}
	cents = euros*100 + c
	return
}
