package pricing

import "testing"

func TestNet(t *testing.T) {
	tests := []struct {
		name  string
		gross int
		rate  int
		want  int
	}{
		{"standard", 11900, 19, 10000},
		{"reduced", 10700, 7, 10000},
		{"rounding", 999, 19, 840},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Net(tt.gross, tt.rate); got != tt.want {
				t.Errorf("Net(%d, %d) = %d, want %d", tt.gross, tt.rate, got, tt.want)
			}
		})
	}
}

func TestParseCode(t *testing.T) {
	for _, code := range []string{"TEN", "half"} {
		t.Run(code, func(t *testing.T) {
			pct, err := ParseCode(code)
			if err != nil {
				t.Fatalf("ParseCode(%q): %v", code, err)
			}
			if pct == 0 {
				t.Error("zero discount")
			}
		})
	}
}
