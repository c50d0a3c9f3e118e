package shop

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTotal(t *testing.T) {
	assert.Equal(t, 900, Total([]int{500, 500}, 10), "ten percent off")
	assert.Equal(t, 1000, Total([]int{500, 500}, 0))
}

func TestNames(t *testing.T) {
	names := Names(map[string]int{"tea": 1})
	require.Len(t, names, 2, "one name per item")
	assert.Equal(t, "tea", names[0])
}

func TestEmpty(t *testing.T) {
	assert.Empty(t, Names(nil))
}
