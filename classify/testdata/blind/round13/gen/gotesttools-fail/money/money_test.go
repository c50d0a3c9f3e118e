package money

import (
	"testing"

	"gotest.tools/v3/assert"
	is "gotest.tools/v3/assert/cmp"
)

func TestParse(t *testing.T) {
	got, err := Parse("12.5")
	assert.NilError(t, err)
	assert.Equal(t, got, 1250)
}

func TestParseRejectsLetters(t *testing.T) {
	_, err := Parse("12,50")
	assert.ErrorContains(t, err, "invalid syntax")
}

func TestFormat(t *testing.T) {
	assert.Check(t, is.Equal(Format(1205), "€12.05"))
	assert.Check(t, is.Equal(Format(1250), "€12.50"))
}
