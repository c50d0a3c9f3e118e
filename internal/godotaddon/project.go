package godotaddon

import (
	"strings"
)

// Register returns project.godot's text with the addon's autoload and
// editor plugin registered, the rest as it was: the game loads the
// autoload without the editor ever having enabled the plugin, and the
// editor starts the plugin the first time it opens the project.
func Register(text string) string {
	text = setKey(text, "autoload", autoloadKey, func(old string) string { return autoloadValue })
	return setKey(text, "editor_plugins", "enabled", func(old string) string {
		if strings.Contains(old, pluginPath) {
			return old
		}
		inner, ok := strings.CutPrefix(strings.TrimSpace(old), "PackedStringArray(")
		inner, ok2 := strings.CutSuffix(inner, ")")
		if !ok || !ok2 || strings.TrimSpace(inner) == "" {
			return "PackedStringArray(" + pluginPath + ")"
		}
		return "PackedStringArray(" + strings.TrimSpace(inner) + ", " + pluginPath + ")"
	})
}

// setKey sets key in [section] of a Godot ConfigFile's text to value(old),
// old being its value now ("" when absent), adding the key or the section
// at the end when missing. Values on one line are all it meets here.
func setKey(text, section, key string, value func(old string) string) string {
	lines := strings.Split(text, "\n")
	head := "[" + section + "]"
	in, at, end := false, -1, -1
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "[") {
			if in {
				break
			}
			in = t == head
			if in {
				at, end = i, i+1
			}
			continue
		}
		if !in {
			continue
		}
		if k, v, ok := strings.Cut(t, "="); ok && strings.TrimSpace(k) == key {
			lines[i] = key + "=" + value(strings.TrimSpace(v))
			return strings.Join(lines, "\n")
		}
		if t != "" {
			end = i + 1
		}
	}
	entry := key + "=" + value("")
	if at < 0 {
		return strings.TrimRight(text, "\n") + "\n\n" + head + "\n\n" + entry + "\n"
	}
	lines = append(lines[:end], append([]string{entry}, lines[end:]...)...)
	return strings.Join(lines, "\n")
}
