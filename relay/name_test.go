package relay

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestProcessName(t *testing.T) {
	tests := []struct {
		command []string
		want    string
	}{
		{[]string{"npm", "run", "dev"}, "npm-run-dev"},
		{[]string{"go", "run", "./cmd/api"}, "go-run-api"},
		{[]string{"/usr/local/bin/node", "server.js"}, "node-server-js"},
		{[]string{"next", "dev", "-p", "3001"}, "next-dev-3001"},
		{[]string{"python3", "-m", "flask", "run", "--debug"}, "python3-flask-run"},
		{[]string{"sh", "-c", "vite --port 3000"}, "sh-vite-3000"},
		{[]string{"Cargo", "watch", "-x", "run", "--", "extra", "words"}, "cargo-watch-run-extra"},
		{[]string{"a-very-long-program-name", "with-a-long-subcommand"}, "a-very-long-program-name-with-a"},
		{[]string{"./"}, "process"},
		{[]string{"日本"}, "process"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.command, " "), func(t *testing.T) {
			got := ProcessName(tt.command)
			assert.Equal(t, tt.want, got)
			assert.Regexp(t, `^[a-z0-9]+(-[a-z0-9]+)*$`, got)
			assert.LessOrEqual(t, len(got), 32)
		})
	}
}

func TestCommandLine(t *testing.T) {
	assert.Equal(t, "npm run dev", CommandLine([]string{"npm", "run", "dev"}))
	assert.Equal(t, `sh -c 'echo "it'\''s"; exit 3'`, CommandLine([]string{"sh", "-c", `echo "it's"; exit 3`}))
}

// TestRun drives the real binary against a real daemon (helpers in
// daemon_test.go).
