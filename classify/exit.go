package classify

import (
	"strconv"
	"strings"
	"syscall"
	"time"
)

// tailLines is how many of a run's last stderr lines an exit finding keeps.
const tailLines = 10

// FeedStream is [Classifier.Feed] for a line whose stream is known: the
// last stderr lines are kept, so that [Classifier.Exit] can show them if
// the process fails without a recognised error.
func (c *Classifier) FeedStream(line string, stderr bool, at time.Time) []Finding {
	if stderr {
		if len(c.tail) == tailLines {
			copy(c.tail, c.tail[1:])
			c.tail = c.tail[:tailLines-1]
		}
		c.tail = append(c.tail, StripANSI(line))
	}
	return c.Feed(line, at)
}

// Start marks a (re)start of the process: it closes any open block and
// forgets the previous run's errors and stderr lines.
func (c *Classifier) Start() []Finding {
	out := c.Flush()
	c.errored = false
	c.tail = c.tail[:0]
	return out
}

// Exit closes any open block and, if the process failed (a non-zero code)
// with no error recognised since its last [Classifier.Start], adds one
// error finding: "exited with code N", or "killed by signal X" for a code
// above 128 as shells report a signal, with the last stderr lines as its
// block and the first application location they name.
func (c *Classifier) Exit(code int, at time.Time) []Finding {
	out := c.Flush()
	if code == 0 || c.errored {
		return out
	}
	f := Finding{Kind: Error, Category: "exit", Message: exitMessage(code), Time: at}
	for _, l := range c.tail {
		if t := strings.TrimLeft(l, " \t"); f.Location == "" && t != "" {
			f.Location = lineLoc(t)
		}
	}
	f.Block = truncate(strings.Join(c.tail, "\n"), MaxBlock)
	c.errored = true
	return append(out, f)
}

// exitMessage words an exit status: codes 129-159 are 128 plus a signal's
// number, as errbundle run and shells report a killed child; a negative
// code is a child killed before it reported one.
func exitMessage(code int) string {
	switch {
	case code > 128 && code < 160:
		sig := syscall.Signal(code - 128)
		return "killed by signal " + signalName(sig) + " (exit code " + strconv.Itoa(code) + ")"
	case code < 0:
		return "killed (exit code " + strconv.Itoa(code) + ")"
	}
	return "exited with code " + strconv.Itoa(code)
}

// signalName is "SIGKILL" for 9: shorter than the C library's
// description and what a developer types.
func signalName(s syscall.Signal) string {
	names := map[syscall.Signal]string{
		syscall.SIGHUP: "SIGHUP", syscall.SIGINT: "SIGINT", syscall.SIGQUIT: "SIGQUIT", syscall.SIGILL: "SIGILL",
		syscall.SIGABRT: "SIGABRT", syscall.SIGBUS: "SIGBUS", syscall.SIGFPE: "SIGFPE", syscall.SIGKILL: "SIGKILL",
		syscall.SIGSEGV: "SIGSEGV", syscall.SIGPIPE: "SIGPIPE", syscall.SIGTERM: "SIGTERM",
	}
	if n, ok := names[s]; ok {
		return n
	}
	return "signal " + strconv.Itoa(int(s))
}
