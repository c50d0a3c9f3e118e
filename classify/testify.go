package classify

import (
	"cmp"
	"strings"
)

// testifyMessage reads the table testify's assertions log under an empty
// t.Errorf line, one "\t"-separated row a line:
//
//	Error Trace:	/app/cart_test.go:11
//	Error:      	Not equal:
//	            	expected: 900
//	            	actual  : 0
//	Test:       	TestTotal
//	Messages:   	ten percent off
//
// It returns the "Error:" row with the rows that continue it (an empty
// label), on one line, or "" if there is none.
func testifyMessage(rows []string) string {
	var parts []string
	in := false
	for _, r := range rows {
		cols := strings.Split(strings.TrimLeft(r, " "), "\t")
		if len(cols) < 3 {
			continue
		}
		label, value := strings.TrimSpace(cols[1]), strings.TrimSpace(strings.Join(cols[2:], " "))
		switch {
		case label == "Error:":
			in = true
		case label != "":
			in = false
		}
		if in && value != "" {
			parts = append(parts, strings.Join(strings.Fields(value), " "))
		}
	}
	return strings.Join(parts, " ")
}

// keyedMessage reads testify's table, or the keyed block other assertion
// libraries log under an empty t.Errorf line (quicktest's "error:" over its
// words, then "stack:" over the place): the words under the first key, and
// the stack's absolute place that ends with loc, go test's base name.
func keyedMessage(rows []string, loc string) (msg, place string) {
	if msg = testifyMessage(rows); msg != "" {
		return msg, loc
	}
	key, place, first, stated := false, loc, "", ""
	for _, r := range rows {
		t := strings.TrimSpace(r)
		switch {
		case strings.HasSuffix(t, ":") && !strings.Contains(t, " "):
			key = true
		case key && msg == "":
			msg = t
		case strings.HasPrefix(t, "/") && strings.HasSuffix(t, "/"+loc):
			place = t
		}
		first = cmp.Or(first, t)
		if stated == "" && !strings.HasSuffix(t, ":") && statedKind(t) != 0 {
			stated = t
		}
	}
	// With no key, the first row that states a problem, else the first
	// (go-testdeep's "comparing DATA as a Bag" over "Missing item: ...").
	return cmp.Or(msg, stated, first), place
}
