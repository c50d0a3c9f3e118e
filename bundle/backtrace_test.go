package bundle

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBacktrace(t *testing.T) {
	// Godot 4.6.3's console, running cmd/errbundle/testdata/godot-game.
	console := "SCRIPT ERROR: Cannot call method 'queue_free' on a null value.\n" +
		"          at: hurt (res://helper.gd:5)\n" +
		"          GDScript backtrace (most recent call first):\n" +
		"              [0] hurt (res://helper.gd:5)\n" +
		"              [1] _ready (res://main.gd:12)"
	assert.Equal(t, []string{"hurt (res://helper.gd:5)", "_ready (res://main.gd:12)"}, backtrace(console))
	assert.Equal(t, []string{"_ready (res://main.gd:11)"}, backtrace("ERROR: x\n   at: get_node (scene/main/node.cpp:1963)\n   GDScript backtrace (most recent call first):\n       [0] _ready (res://main.gd:11)\nnext line"))
	assert.Nil(t, backtrace("ERROR: x\n   at: get_node (scene/main/node.cpp:1963)"), "Godot 4.3's console")
}
