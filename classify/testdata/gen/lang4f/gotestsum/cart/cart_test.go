package cart

import "testing"

func TestSum(t *testing.T) {
	if got := UnitPrice("pen") * 2; got != 200 {
		t.Errorf("sum = %d, want 200", got)
	}
}

func TestDiscount(t *testing.T) {
	if got := Discount(100); got != 90 {
		t.Errorf("Discount(100) = %d, want 90", got)
	}
}

func TestUnknownSku(t *testing.T) {
	if got := UnitPrice("mug"); got != 0 {
		t.Errorf("UnitPrice(mug) = %d, want 0", got)
	}
}
