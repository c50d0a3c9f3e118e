package bundle

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestVariantsKeepTheFirstAndTheLatest(t *testing.T) {
	var v variants
	// Newest first, as a query reads the store.
	for i := 10; i >= 1; i-- {
		v.add(fmt.Sprintf("Error number %d", i), t0.Add(time.Duration(i)*time.Second))
	}
	msgs, more := v.list()
	assert.Equal(t, []string{"Error number 1", "Error number 2", "Error number 3", "Error number 4", "Error number 10"}, msgs)
	assert.Equal(t, 5, more)
}

func TestVariantsOfFewAndRepeatedMessages(t *testing.T) {
	var v variants
	for i, f := range []string{"IMG_2040.HEIC", "IMG_2041.HEIC", "IMG_2040.HEIC", "IMG_2043.HEIC"} {
		v.add("EncodingError: The source image cannot be decoded ("+f+")", t0.Add(time.Duration(i)*time.Second))
	}
	msgs, more := v.list()
	assert.Equal(t, []string{
		"EncodingError: The source image cannot be decoded (IMG_2040.HEIC)",
		"EncodingError: The source image cannot be decoded (IMG_2041.HEIC)",
		"EncodingError: The source image cannot be decoded (IMG_2043.HEIC)",
	}, msgs)
	assert.Zero(t, more)

	var one variants
	one.add("same", t0)
	one.add("same", t0.Add(time.Second))
	msgs, _ = one.list()
	assert.Nil(t, msgs, "one message is no variant")
}

// However many distinct messages fold in, the memory held is the kept few
// and a hash each of the first 64, which are counted.
func TestVariantsBeyondTheKeptOnes(t *testing.T) {
	var v variants
	for i := 0; i < 1000; i++ {
		msg := fmt.Sprintf("failed on item %d", i%100)
		v.add(msg, t0.Add(time.Duration(i)*time.Millisecond))
	}
	msgs, more := v.list()
	assert.Equal(t, []string{"failed on item 0", "failed on item 1", "failed on item 2", "failed on item 3", "failed on item 99"}, msgs)
	assert.Equal(t, maxCounted-5, more)
	assert.LessOrEqual(t, len(v.oldest), maxVariants)
	assert.Len(t, v.hashes, maxCounted)
}
