package godotaddon

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// files is the addon as it lands in addons/errbundle/.
//
//go:embed addon
var files embed.FS

// Dir is where the addon lands in a project.
const Dir = "addons/errbundle"

// Keys [Write] sets in project.godot.
const (
	autoloadKey   = `Errbundle`
	autoloadValue = `"*res://addons/errbundle/autoload.gd"`
	pluginPath    = `"res://addons/errbundle/plugin.cfg"`
)

// ErrNoProject is returned for a directory with no project.godot.
var ErrNoProject = errors.New("no project.godot")

// Write writes the addon into the Godot project in dir, replacing an
// earlier copy, and registers its autoload and editor plugin in
// project.godot. It returns the files it wrote, relative to dir.
func Write(dir string) ([]string, error) {
	project := filepath.Join(dir, "project.godot")
	text, err := os.ReadFile(project)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s: %w: run it in a Godot project, or pass --dir", dir, ErrNoProject)
	}
	if err != nil {
		return nil, err
	}
	var written []string
	err = fs.WalkDir(files, "addon", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := files.ReadFile(path)
		if err != nil {
			return err
		}
		rel := filepath.Join(Dir, strings.TrimPrefix(path, "addon/"))
		dst := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		written = append(written, rel)
		return os.WriteFile(dst, b, 0o644)
	})
	if err != nil {
		return nil, err
	}
	if updated := Register(string(text)); updated != string(text) {
		if err := os.WriteFile(project, []byte(updated), 0o644); err != nil {
			return nil, err
		}
		written = append(written, "project.godot")
	}
	return written, nil
}
