package pricing

import "errors"

// Net removes VAT from a gross price in cents.
func Net(gross, ratePct int) int { return gross * 100 / (100 + ratePct) }

// ParseCode maps a coupon code to a discount percentage.
func ParseCode(code string) (int, error) {
	switch code {
	case "TEN":
		return 10, nil
	case "HALF":
		return 50, nil
	}
	return 0, errors.New("unknown coupon " + code)
}
