package relay

import (
	"encoding/json"
	"time"
)

// The event types of POST /v1/process, as the daemon's ingest reads them.
const (
	Start = "start"
	Line  = "line"
	Exit  = "exit"
	// Problem is an error or warning the process reported on a side
	// channel rather than printed: Godot's debugger stream.
	Problem = "problem"
)

// Network is the type of an event for POST /v1/events instead: a request
// errbundle proxy recorded, already in its wire form (see [Sender.Network]).
const Network = "network"

// Event is one thing the wrapped process did, as POST /v1/process takes it.
type Event struct {
	Type     string    // Start, Line, Exit or Problem
	Time     time.Time // when it happened; sent in UTC
	Command  string    // the command line, for a start
	Dir      string    // the working directory, absolute, for a start
	PID      int       // the child's process id, for a start
	Stream   string    // "stdout" or "stderr", for a line
	Text     string    // the line without its newline, for a line
	ExitCode int       // for an exit
	// Severity ("error" or "warning"), Category, Message, Location and
	// Block describe a problem.
	Severity, Category, Message, Location, Block string
	// Raw is a network event's JSON, for a Network event.
	Raw json.RawMessage
	// Kind is the member of POST /v1/events a Network event goes in:
	// "network" when empty, or "errors", "logs", "actions" for a source
	// that sees more than requests (errbundle attach).
	Kind string
}

// MarshalJSON writes the event in the shape the daemon's ingest.DecodeProcess reads:
// only the fields of its type, and text even when the line is empty.
func (e Event) MarshalJSON() ([]byte, error) {
	if e.Type == Network {
		return e.Raw, nil
	}
	w := struct {
		Type      string  `json:"type"`
		Timestamp string  `json:"timestamp"`
		Command   string  `json:"command,omitempty"`
		Cwd       string  `json:"cwd,omitempty"`
		PID       int     `json:"pid,omitempty"`
		Stream    string  `json:"stream,omitempty"`
		Text      *string `json:"text,omitempty"`
		ExitCode  *int    `json:"exit_code,omitempty"`
		Severity  string  `json:"severity,omitempty"`
		Category  string  `json:"category,omitempty"`
		Message   string  `json:"message,omitempty"`
		Location  string  `json:"location,omitempty"`
		Block     string  `json:"block,omitempty"`
	}{Type: e.Type, Timestamp: e.Time.UTC().Format(time.RFC3339Nano)}
	switch e.Type {
	case Start:
		w.Command, w.Cwd, w.PID = e.Command, e.Dir, e.PID
	case Line:
		w.Stream, w.Text = e.Stream, &e.Text
	case Exit:
		w.ExitCode = &e.ExitCode
	case Problem:
		w.Severity, w.Category, w.Message, w.Location, w.Block = e.Severity, e.Category, e.Message, e.Location, e.Block
	}
	return json.Marshal(w)
}
