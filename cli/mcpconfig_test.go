package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writeFile writes data at path, making its directories.
func writeFile(tb testing.TB, path, data string) {
	tb.Helper()
	require.NoError(tb, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(tb, os.WriteFile(path, []byte(data), 0o644))
}

// The files are written as each client writes them: `claude mcp add`'s
// local scope under "projects" in ~/.claude.json, VS Code's
// .vscode/mcp.json with comments and a trailing comma, Cursor's and
// Windsurf's under "mcpServers".
func TestFindMCPConfigs(t *testing.T) {
	const addr = "127.0.0.1:7373"
	const sub, project = "work/shop/web", "work/shop" // under the home directory

	tests := []struct {
		name  string
		files map[string]string
		dir   string      // under home
		want  []MCPConfig // paths under home
	}{
		{name: "none", dir: sub, want: nil},
		{
			name: "claude code local scope, found from a subdirectory",
			files: map[string]string{".claude.json": `{"numStartups": 3, "mcpServers": {},
				"projects": {"PROJECT": {"mcpServers": {"eb": {"type": "stdio", "command": "/opt/bin/errbundle", "args": ["mcp"]}}}}}`},
			dir:  sub,
			want: []MCPConfig{{Client: "Claude Code", Path: ".claude.json", Server: "eb"}},
		},
		{
			name:  "claude code: another project's server is not this one's",
			files: map[string]string{".claude.json": `{"projects": {"/elsewhere": {"mcpServers": {"errbundle": {"command": "errbundle"}}}}}`},
			dir:   sub,
			want:  []MCPConfig{{Client: "Claude Code", Path: ".claude.json"}},
		},
		{
			name: "vs code with comments and a trailing comma, by URL",
			files: map[string]string{"work/shop/.vscode/mcp.json": `{
				// the daemon make run starts
				"servers": {"telemetry": {"type": "http", "url": "http://127.0.0.1:7373/mcp?root=${workspaceFolder}"},},
				/* inputs: none */
			}`},
			dir:  project,
			want: []MCPConfig{{Client: "VS Code", Path: "work/shop/.vscode/mcp.json", Server: "telemetry"}},
		},
		{
			name: "project .mcp.json and cursor's user file naming something else",
			files: map[string]string{
				"work/shop/.mcp.json": `{"mcpServers": {"errbundle": {"command": "errbundle", "args": ["mcp"]}}}`,
				".cursor/mcp.json":    `{"mcpServers": {"github": {"command": "gh-mcp"}}}`,
			},
			dir: sub,
			want: []MCPConfig{
				{Client: "Claude Code", Path: "work/shop/.mcp.json", Server: "errbundle"},
				{Client: "Cursor", Path: ".cursor/mcp.json"},
			},
		},
		{
			name:  "windsurf file that is not JSON",
			files: map[string]string{".codeium/windsurf/mcp_config.json": `{"mcpServers": `},
			dir:   sub,
			want:  []MCPConfig{{Client: "Windsurf", Path: ".codeium/windsurf/mcp_config.json", Error: "not JSON: unexpected end of JSON input"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			dir := filepath.Join(home, tt.dir)
			require.NoError(t, os.MkdirAll(dir, 0o755))
			for path, data := range tt.files {
				writeFile(t, filepath.Join(home, path), strings.ReplaceAll(data, "PROJECT", filepath.Join(home, project)))
			}
			want := tt.want
			for i := range want {
				want[i].Path = filepath.Join(home, want[i].Path)
			}
			assert.Equal(t, want, FindMCPConfigs(home, dir, addr))
		})
	}
}
