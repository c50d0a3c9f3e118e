package main

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/errbundle/errbundle"
)

// A build from a clone, with no version linked in (as go test builds this
// package), names the VERSION file's release as on its way.
func TestVersionFromClone(t *testing.T) {
	assert.Regexp(t, regexp.MustCompile(`^\d+\.\d+\.\d+$`), errbundle.Release, "the VERSION file")
	assert.Equal(t, errbundle.Release+"-dev", Version())
}
