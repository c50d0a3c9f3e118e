package godotaddon

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRegister(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"a project with neither section",
			"config_version=5\n\n[application]\n\nconfig/name=\"g\"\n",
			"config_version=5\n\n[application]\n\nconfig/name=\"g\"\n\n[autoload]\n\nErrbundle=\"*res://addons/errbundle/autoload.gd\"\n\n[editor_plugins]\n\nenabled=PackedStringArray(\"res://addons/errbundle/plugin.cfg\")\n"},
		{"other autoloads and plugins kept, ours added after them",
			"[autoload]\n\nMusic=\"*res://music.gd\"\n\n[editor_plugins]\n\nenabled=PackedStringArray(\"res://addons/dialogue/plugin.cfg\")\n\n[rendering]\n\nx=1\n",
			"[autoload]\n\nMusic=\"*res://music.gd\"\nErrbundle=\"*res://addons/errbundle/autoload.gd\"\n\n[editor_plugins]\n\nenabled=PackedStringArray(\"res://addons/dialogue/plugin.cfg\", \"res://addons/errbundle/plugin.cfg\")\n\n[rendering]\n\nx=1\n"},
		{"an empty plugin list",
			"[editor_plugins]\n\nenabled=PackedStringArray()\n",
			"[editor_plugins]\n\nenabled=PackedStringArray(\"res://addons/errbundle/plugin.cfg\")\n\n[autoload]\n\nErrbundle=\"*res://addons/errbundle/autoload.gd\"\n"},
		{"already registered: unchanged",
			"[autoload]\n\nErrbundle=\"*res://addons/errbundle/autoload.gd\"\n\n[editor_plugins]\n\nenabled=PackedStringArray(\"res://addons/errbundle/plugin.cfg\")\n",
			"[autoload]\n\nErrbundle=\"*res://addons/errbundle/autoload.gd\"\n\n[editor_plugins]\n\nenabled=PackedStringArray(\"res://addons/errbundle/plugin.cfg\")\n"},
		{"a key of the same name in another section is not ours",
			"[other]\n\nenabled=true\n",
			"[other]\n\nenabled=true\n\n[autoload]\n\nErrbundle=\"*res://addons/errbundle/autoload.gd\"\n\n[editor_plugins]\n\nenabled=PackedStringArray(\"res://addons/errbundle/plugin.cfg\")\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Register(tt.in))
			assert.Equal(t, tt.want, Register(tt.want), "registering twice changes nothing")
		})
	}
}
