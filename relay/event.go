package relay

import (
	"encoding/json"
	"time"

	"github.com/errbundle/errbundle/capture"
)

// Event is one thing the wrapped process did, as POST /v1/process takes it.
type Event struct {
	Type     string    // capture.ProcessStart, ProcessLine or ProcessExit
	Time     time.Time // when it happened; sent in UTC
	Command  string    // the command line, for a start
	Stream   string    // "stdout" or "stderr", for a line
	Text     string    // the line without its newline, for a line
	ExitCode int       // for an exit
}

// MarshalJSON writes the event in the shape capture.DecodeProcess reads:
// only the fields of its type, and text even when the line is empty.
func (e Event) MarshalJSON() ([]byte, error) {
	w := struct {
		Type      string  `json:"type"`
		Timestamp string  `json:"timestamp"`
		Command   string  `json:"command,omitempty"`
		Stream    string  `json:"stream,omitempty"`
		Text      *string `json:"text,omitempty"`
		ExitCode  *int    `json:"exit_code,omitempty"`
	}{Type: e.Type, Timestamp: e.Time.UTC().Format(time.RFC3339Nano)}
	switch e.Type {
	case capture.ProcessStart:
		w.Command = e.Command
	case capture.ProcessLine:
		w.Stream, w.Text = e.Stream, &e.Text
	case capture.ProcessExit:
		w.ExitCode = &e.ExitCode
	}
	return json.Marshal(w)
}
