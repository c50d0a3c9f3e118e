package ingest

// Most numbers an event holds are small non-negative integers: a Unix
// millisecond timestamp (13 digits), a tab id, a status, a line, a
// duration in whole milliseconds. strconv's parsers, general over signs,
// fractions, exponents, bases and underscores, cost ~600 instructions a
// timestamp on the ingest path (callgrind, the daemon under the load
// tool); smallInteger reads those in a few instructions a digit and leaves
// every other literal to them.

// maxSmallDigits is the longest literal smallInteger reads: any integer
// of 15 digits is below 2^53, so a float64 holds it exactly, as
// strconv.ParseFloat would return it.
const maxSmallDigits = 15

// smallInteger reads lit, a JSON number as the scanner found it, when it
// is all decimal digits, 1 to maxSmallDigits of them; ok is false for
// anything else (a sign, a fraction, an exponent, a longer literal, or
// bytes that are no number), which callers read as before.
func smallInteger(lit []byte) (n uint64, ok bool) {
	if len(lit) == 0 || len(lit) > maxSmallDigits {
		return 0, false
	}
	for _, c := range lit {
		d := c - '0'
		if d > 9 {
			return 0, false
		}
		n = n*10 + uint64(d)
	}
	return n, true
}
