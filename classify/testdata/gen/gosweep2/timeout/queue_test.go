package queue

import "testing"

func TestDrainEmpty(t *testing.T) {
	ch := make(chan int)
	if got := Drain(ch); got != 0 {
		t.Fatal(got)
	}
}
