package daemon

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestOlder(t *testing.T) {
	for _, tt := range []struct {
		running, ours string
		want          bool
	}{
		{"0.0.9", "0.1.0", true},
		{"v0.1.0", "0.1.0", false},
		{"0.1.0-dev", "0.1.0", false},
		{"v0.1.0-3-gabc1234", "0.1.0", false}, // git describe after the tag: the same release
		{"0.1.0", "0.1.1-dev", true},
		{"0.2.0", "0.1.9", false},
		{"0.1", "0.1.0", false},
		{"0.9.0", "0.10.0", true},
		{"82745a6", "0.1.0", true}, // a build from before versions: git describe --always
		{"dev", "0.1.0", true},
		{"0.1.0", "dev", false}, // ours has no version: replace nothing
		{"", "0.1.0", true},
	} {
		assert.Equal(t, tt.want, Older(tt.running, tt.ours), "Older(%q, %q)", tt.running, tt.ours)
	}
}
