package slug

import (
	"testing"

	"github.com/shoenig/test/must"
)

func TestMakePlain(t *testing.T) {
	must.Eq(t, "hello-world", Make("Hello World"))
}

func TestMakeTrailing(t *testing.T) {
	must.Eq(t, "go-is-fun", Make("Go is fun!"))
}

func TestWords(t *testing.T) {
	must.SliceLen(t, 3, Words("a-b-c"))
	must.SliceContains(t, Words("go-is-fun"), "Go")
}
