package slug

import (
	"testing"

	"github.com/matryer/is"
)

func TestMake(t *testing.T) {
	is := is.New(t)
	is.Equal(Make("Hello World"), "hello-world")
	is.Equal(Make("Go, the Language!"), "go-the-language") // punctuation is dropped
}

func TestTrim(t *testing.T) {
	is := is.New(t)
	got := Trim("a-long-post-title", 7)
	is.True(got[len(got)-1] != '-') // no dash at the end
}
