package relay

import (
	"bytes"
	"io"
	"sync"
)

// Console writes a child's stdout and stderr to the terminal byte for byte,
// as they come, and slips the relay's own notices in between the child's
// lines. Its methods are safe for concurrent use.
type Console struct {
	mu      sync.Mutex // guards atStart, held, and writes to out and err
	out     io.Writer
	err     io.Writer
	atStart bool     // the last byte written was a newline, or nothing was written
	held    []string // notices waiting for the start of a line
}

// NewConsole returns a Console writing to the terminal's stdout and stderr;
// notices go to stderr.
func NewConsole(stdout, stderr io.Writer) *Console {
	return &Console{out: stdout, err: stderr, atStart: true}
}

// Stdout returns the writer for the child's stdout.
func (c *Console) Stdout() io.Writer { return consoleWriter{c, c.out} }

// Stderr returns the writer for the child's stderr.
func (c *Console) Stderr() io.Writer { return consoleWriter{c, c.err} }

// Notice writes msg as a line of its own on stderr: now if the terminal is
// at the start of a line, or else as soon as the child finishes its line.
// The two streams share one idea of the cursor, as they usually share a
// terminal.
func (c *Console) Notice(msg string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.held = append(c.held, msg)
	if c.atStart {
		c.writeHeld()
	}
}

// Close writes any notice still held, on a line of its own.
func (c *Console) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.held) == 0 {
		return
	}
	if !c.atStart {
		io.WriteString(c.err, "\n")
		c.atStart = true
	}
	c.writeHeld()
}

// writeHeld writes the held notices. Must be called with c.mu held, at the
// start of a line.
func (c *Console) writeHeld() {
	for _, m := range c.held {
		io.WriteString(c.err, m+"\n")
	}
	c.held = c.held[:0]
}

type consoleWriter struct {
	c *Console
	w io.Writer
}

func (cw consoleWriter) Write(p []byte) (int, error) {
	c := cw.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if i := bytes.LastIndexByte(p, '\n'); i >= 0 && i < len(p)-1 && len(c.held) > 0 {
		// Release the notices where the chunk's last line ends, not at
		// the end of a line the child may take long to finish.
		n, err := cw.write(p[:i+1])
		if err != nil {
			return n, err
		}
		m, err := cw.write(p[i+1:])
		return n + m, err
	}
	return cw.write(p)
}

// write writes p and then any held notices if p ended a line. Must be
// called with c.mu held.
func (cw consoleWriter) write(p []byte) (int, error) {
	c := cw.c
	n, err := cw.w.Write(p)
	if n > 0 {
		c.atStart = p[n-1] == '\n'
	}
	if c.atStart && len(c.held) > 0 {
		c.writeHeld()
	}
	return n, err
}
