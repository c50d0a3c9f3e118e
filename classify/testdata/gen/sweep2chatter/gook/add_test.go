package shop

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAdd(t *testing.T) {
	require.Equal(t, 5, Add(2, 3))
	assert.Equal(t, 0, Add(0, 0), "zero")
	t.Log("checked two sums")
}
