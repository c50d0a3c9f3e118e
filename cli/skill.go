package cli

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/errbundle/errbundle/skills"
)

// DefaultSkillDir is where errbundle skill install puts the skill: Claude
// Code's user skills folder.
func DefaultSkillDir() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return filepath.Join(".claude", "skills", "errbundle")
	}
	return filepath.Join(home, ".claude", "skills", "errbundle")
}

// InstallSkill writes the errbundle agent skill (SKILL.md) into dir,
// creating it, and returns the file's path.
func InstallSkill(dir string) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("skill install: %w", err)
	}
	path := filepath.Join(dir, "SKILL.md")
	if err := os.WriteFile(path, skills.Errbundle, 0o644); err != nil {
		return "", fmt.Errorf("skill install: %w", err)
	}
	return path, nil
}
