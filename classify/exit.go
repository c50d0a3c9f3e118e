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
// last lines are kept, so that [Classifier.Exit] can show them if the
// process fails without a recognised error. Stderr lines are kept apart:
// they are where a failing program says why.
func (c *Classifier) FeedStream(line string, stderr bool, at time.Time) []Finding {
	if stderr {
		c.tail.err.add(StripANSI(line))
	} else {
		c.tail.out.add(StripANSI(line))
	}
	return c.Feed(line, at)
}

// lineRing keeps the last tailLines lines given to add.
type lineRing struct {
	lines [tailLines]string
	n     int // lines added since the last reset
}

func (r *lineRing) add(s string) {
	r.lines[r.n%tailLines] = s
	r.n++
}

// last returns the kept lines, oldest first.
func (r *lineRing) last() []string {
	if r.n <= tailLines {
		return append([]string(nil), r.lines[:r.n]...)
	}
	i := r.n % tailLines
	return append(append([]string(nil), r.lines[i:]...), r.lines[:i]...)
}

// Start marks a (re)start of the process: it closes any open block and
// forgets the previous run's errors and stderr lines.
func (c *Classifier) Start() []Finding {
	out := c.Flush()
	c.scopes = nil // a new run: its children start afresh
	c.said.errors, c.said.lastErr, c.said.warnedAt = 0, "", 0
	c.seen, c.tail, c.known = seenProblems{}, tails{}, 0
	for _, i := range hooks.starters {
		c.adapters[i].(starter).start()
	}
	return out
}

// printed counts the lines kept since the last [Classifier.Start].
func (t *tails) printed() int { return t.err.n + t.out.n }

// Exit closes any open block and, if the process failed (a non-zero code)
// with no error recognised since its last [Classifier.Start] and no
// warning among its last lines (go vet fails for its diagnostics), adds one
// error finding: "exited with code N", or "killed by signal X" for a code
// above 128 as shells report a signal, with the last stderr lines as its
// block (the last stdout lines if it wrote nothing to stderr) and the
// first application location they name; when that place starts a line
// that says more, what it says is the message.
func (c *Classifier) Exit(code int, at time.Time) []Finding {
	out := c.Flush()
	if code == 0 || c.said.errors > 0 || c.said.warnedAt > 0 && c.tail.printed()-c.said.warnedAt < tailLines-1 {
		return out
	}
	for _, sub := range c.scopes {
		if sub.said.errors > 0 {
			return out // a child's error says why
		}
	}
	f := Finding{Kind: Error, Category: "exit", Message: exitMessage(code), Time: at, adapter: "exit"}
	tail := c.tail.err.last()
	if len(tail) == 0 {
		tail = c.tail.out.last()
	}
	for k, l := range tail {
		if t := strings.TrimLeft(l, " \t"); t != "" {
			if f.Location = lineLoc(t); f.Location != "" {
				if m := exitStated(tail, k); m != "" {
					f.Message = m
				}
				break
			}
		}
	}
	f.Block = truncate(strings.Join(tail, "\n"), MaxBlock)
	c.said.errors++
	return append(out, f)
}

// exitStated is what the lines around tail[k], the first to name a
// place, say is wrong: the located line itself when it states more than
// its place ("src/a.ts:3:4 - cannot bundle x"), else the nearest line
// above it in the same block that states a problem (an exception's line
// over its frames, a cue over its code frame), else the one under it;
// "" if none does, and the exit code is the message.
func exitStated(tail []string, k int) string {
	t := strings.TrimLeft(tail[k], " \t")
	if loc, rest, ok := leadingLoc(t, true); ok && loc == lineLoc(t) && len(t) == len(tail[k]) && strings.Contains(rest, " ") {
		return rest
	}
	if _, at, end := placeIn(t, ""); end > at && statedKind(t[:at]+" "+t[end:]) != 0 {
		if m := placeMessage(t, at, end); m != "" {
			return m
		}
	}
	for i := k - 1; i >= 0 && i >= k-6 && strings.TrimSpace(tail[i]) != ""; i-- {
		if m := stated(tail[i]); m != "" {
			return m
		}
	}
	if k+1 < len(tail) {
		return stated(tail[k+1])
	}
	return ""
}

// stated is the message a line states, trimmed as the place-first pass
// trims one; "" if its words state no problem.
func stated(l string) string {
	t := strings.TrimSpace(l)
	if t == "" || strings.HasPrefix(t, "at ") || statedKind(t) == 0 && !isExceptionLine(t) {
		return ""
	}
	return trimMessage(t)
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
