package relay

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestConsole(t *testing.T) {
	tests := []struct {
		name    string
		steps   []string // "out:…", "err:…" or "notice:…"
		wantOut string
		wantErr string
	}{
		{
			name:    "notice at the start of a line is written at once",
			steps:   []string{"notice:hi", "err:boom\n"},
			wantErr: "hi\nboom\n",
		},
		{
			name:    "notice waits for the child's line to end",
			steps:   []string{"err:partial ", "notice:hi", "err:line\nnext"},
			wantErr: "partial line\nhi\nnext",
		},
		{
			name:    "a line ended on stdout releases it",
			steps:   []string{"out:\x1b[32mready", "notice:hi", "out: in 3ms\x1b[0m\n"},
			wantOut: "\x1b[32mready in 3ms\x1b[0m\n",
			wantErr: "hi\n",
		},
		{
			name:    "close writes held notices on a fresh line",
			steps:   []string{"err:prompt> ", "notice:a", "notice:b"},
			wantErr: "prompt> \na\nb\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errw bytes.Buffer
			c := NewConsole(&out, &errw)
			for _, s := range tt.steps {
				kind, text, _ := bytes.Cut([]byte(s), []byte(":"))
				switch string(kind) {
				case "out":
					c.Stdout().Write(text)
				case "err":
					c.Stderr().Write(text)
				case "notice":
					c.Notice(string(text))
				}
			}
			c.Close()
			assert.Equal(t, tt.wantOut, out.String())
			assert.Equal(t, tt.wantErr, errw.String())
		})
	}
}
