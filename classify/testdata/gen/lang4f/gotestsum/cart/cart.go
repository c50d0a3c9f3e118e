package cart

var prices = map[string]*int{"pen": ptr(100)}

func ptr(n int) *int { return &n }

// UnitPrice returns a sku's price in cents.
func UnitPrice(sku string) int { return *prices[sku] }

// Discount takes ten percent off.
func Discount(cents int) int { return cents - cents/20 } // bug: 5% instead of 10%
