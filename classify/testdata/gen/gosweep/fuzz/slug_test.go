package slug

import "testing"

func FuzzMake(f *testing.F) {
	f.Add("Hello World")
	f.Fuzz(func(t *testing.T, s string) {
		got := Make(s)
		if len(got) > len(s) {
			t.Errorf("Make(%q) = %q grew", s, got)
		}
	})
}
