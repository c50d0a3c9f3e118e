package cart

import "testing"

func TestTotal(t *testing.T) {
	got := Total([]Line{{Price: 500, Qty: 2}, {Price: 250, Qty: 1}})
	if got != 1250 {
		t.Errorf("Total = %d, want 1250", got)
	}
}

func TestDiscount(t *testing.T) {
	if got := Discount(1000, 15); got != 850 {
		t.Fatalf("Discount(1000, 15) = %d, want 850", got)
	}
}

func TestEmpty(t *testing.T) {
	if got := Total(nil); got != 0 {
		t.Errorf("Total(nil) = %d", got)
	}
}
