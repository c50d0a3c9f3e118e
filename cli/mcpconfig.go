package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// MCPConfig is one MCP client's configuration file that errbundle status
// found, and whether it names errbundle.
type MCPConfig struct {
	Client string `json:"client"` // "Claude Code", "Cursor", "VS Code", "Windsurf"
	Path   string `json:"path"`
	// Server is the name of the server entry that is errbundle, "" when
	// the file names none.
	Server string `json:"server,omitempty"`
	// Error says why the file could not be read as JSON.
	Error string `json:"error,omitempty"`
}

// configPlace is where one client keeps its MCP servers: a file under the
// home directory or under the project (searched from the working
// directory up), and the key whose object lists them.
type configPlace struct {
	client  string
	home    string // path under the home directory, or ""
	project string // path under the project directory, or ""
	key     string
}

// configPlaces are the files the clients document: Claude Code's user
// file (~/.claude.json, whose "projects" hold per-project servers too)
// and project file (.mcp.json), Cursor's, VS Code's workspace file
// (servers under "servers", not "mcpServers"), and Windsurf's.
var configPlaces = []configPlace{
	{client: "Claude Code", home: ".claude.json", key: "mcpServers"},
	{client: "Claude Code", project: ".mcp.json", key: "mcpServers"},
	{client: "Cursor", home: filepath.Join(".cursor", "mcp.json"), key: "mcpServers"},
	{client: "Cursor", project: filepath.Join(".cursor", "mcp.json"), key: "mcpServers"},
	{client: "VS Code", project: filepath.Join(".vscode", "mcp.json"), key: "servers"},
	{client: "Windsurf", home: filepath.Join(".codeium", "windsurf", "mcp_config.json"), key: "mcpServers"},
}

// FindMCPConfigs lists the MCP client configuration files in home and in
// dir or the directories above it (up to home or the root), each with the
// server entry that is errbundle: one named so, or one whose command,
// arguments or URL name errbundle or the daemon's address addr.
func FindMCPConfigs(home, dir, addr string) []MCPConfig {
	var out []MCPConfig
	seen := map[string]bool{} // ~/.cursor/mcp.json is a user file and, from home, a project one
	read := func(p configPlace, path string) {
		if seen[path] {
			return
		}
		seen[path] = true
		if c, ok := readMCPConfig(p, path, dir, addr); ok {
			out = append(out, c)
		}
	}
	for _, p := range configPlaces {
		if p.home != "" && home != "" {
			read(p, filepath.Join(home, p.home))
		}
		if p.project == "" || dir == "" {
			continue
		}
		for d := dir; ; d = filepath.Dir(d) {
			read(p, filepath.Join(d, p.project))
			if d == home || filepath.Dir(d) == d {
				break
			}
		}
	}
	return out
}

// readMCPConfig reads one file; ok is false when there is none.
func readMCPConfig(p configPlace, path, dir, addr string) (MCPConfig, bool) {
	c := MCPConfig{Client: p.client, Path: path}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return c, false
	}
	if err != nil {
		c.Error = err.Error()
		return c, true
	}
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(stripJSONC(data), &doc); err != nil {
		c.Error = "not JSON: " + err.Error()
		return c, true
	}
	lists := []json.RawMessage{doc[p.key]}
	if projects, ok := doc["projects"]; ok && p.home == ".claude.json" {
		// Claude Code keeps `claude mcp add`'s local servers under the
		// project's absolute path.
		var byDir map[string]map[string]json.RawMessage
		if json.Unmarshal(projects, &byDir) == nil {
			for d := dir; d != ""; d = filepath.Dir(d) {
				lists = append(lists, byDir[d][p.key])
				if filepath.Dir(d) == d {
					break
				}
			}
		}
	}
	for _, raw := range lists {
		if name := errbundleServer(raw, addr); name != "" {
			c.Server = name
			break
		}
	}
	return c, true
}

// errbundleServer returns the name of the server in raw (an object of
// server entries) that is errbundle, "" if none is.
func errbundleServer(raw json.RawMessage, addr string) string {
	var servers map[string]json.RawMessage
	if json.Unmarshal(raw, &servers) != nil {
		return ""
	}
	names := make([]string, 0, len(servers))
	for name := range servers {
		names = append(names, name)
	}
	sort.Strings(names)
	_, port, _ := strings.Cut(addr, ":")
	for _, name := range names {
		entry := strings.ToLower(string(servers[name]))
		if strings.Contains(strings.ToLower(name), "errbundle") || strings.Contains(entry, "errbundle") ||
			(port != "" && (strings.Contains(entry, "127.0.0.1:"+port+"/mcp") || strings.Contains(entry, "localhost:"+port+"/mcp"))) {
			return name
		}
	}
	return ""
}

// stripJSONC removes the comments and trailing commas that VS Code's and
// Cursor's JSON files may hold, leaving strings alone, so that
// encoding/json reads them.
func stripJSONC(data []byte) []byte {
	return dropTrailingCommas(dropComments(data))
}

// outsideStrings calls fn for each byte of data outside a JSON string,
// with its index; fn returns how many bytes to skip, and whether to keep
// the byte. Bytes inside strings are kept.
func outsideStrings(data []byte, fn func(i int) (skip int, keep bool)) []byte {
	out := make([]byte, 0, len(data))
	inString := false
	for i := 0; i < len(data); i++ {
		ch := data[i]
		if inString {
			out = append(out, ch)
			if ch == '\\' && i+1 < len(data) {
				i++
				out = append(out, data[i])
			} else if ch == '"' {
				inString = false
			}
			continue
		}
		if ch == '"' {
			inString = true
			out = append(out, ch)
			continue
		}
		skip, keep := fn(i)
		if keep {
			out = append(out, ch)
		}
		i += skip
	}
	return out
}

func dropComments(data []byte) []byte {
	return outsideStrings(data, func(i int) (int, bool) {
		if data[i] != '/' || i+1 >= len(data) {
			return 0, true
		}
		switch data[i+1] {
		case '/':
			end := bytes.IndexByte(data[i:], '\n')
			if end < 0 {
				return len(data), false
			}
			return end - 1, false // the newline stays
		case '*':
			end := bytes.Index(data[i+2:], []byte("*/"))
			if end < 0 {
				return len(data), false
			}
			return end + 3, false
		}
		return 0, true
	})
}

func dropTrailingCommas(data []byte) []byte {
	return outsideStrings(data, func(i int) (int, bool) {
		if data[i] != ',' {
			return 0, true
		}
		rest := bytes.TrimLeft(data[i+1:], " \t\r\n")
		return 0, len(rest) == 0 || (rest[0] != '}' && rest[0] != ']')
	})
}
