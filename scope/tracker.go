package scope

import (
	"slices"
	"sync"
	"time"

	"github.com/errbundle/errbundle/capture"
)

// Tracker remembers the loopback ports each process wrapped by errbundle
// run serves: the sockets its process tree listens on where the system
// lists them ([Listening]), else the URLs its banner printed
// ([BannerPorts]). Ports outlive the process, so that what a stopped app
// left in the buffers stays its own.
type Tracker struct {
	// Listening lists a process tree's ports; default [Listening], for all
	// the running processes in one walk of /proc.
	Listening func(pid int) ([]int, error)
	// Now is the clock; default time.Now.
	Now func() time.Time
	// Every is the least time between two looks at the processes' sockets;
	// default 1 s. Banners are read on every call.
	Every time.Duration

	mu       sync.Mutex // guards procs, scanned, lineSeq, lineTime
	procs    map[string]*known
	scanned  time.Time
	lineSeq  uint64    // the last output line read for banners, by arrival
	lineTime time.Time // the newest time among the lines read
}

// lateLines is how much older than the newest line read a line may be and
// still be read when it arrives: processes' lines arrive in batches, each
// process's on its own schedule.
const lateLines = 10 * time.Second

// known is what the tracker knows of one process.
type known struct {
	pid       int   // the start the listening ports belong to
	listening []int // from the sockets, the latest non-empty look
	banner    []int // from the output, newest first
}

// maxBannerPorts bounds the banner ports kept per process: a server that
// moves to the next free port on every restart names a new one each time.
const maxBannerPorts = 8

// Ports returns each known process's ports, by process id, learning what
// snap shows that is new. It reads the sockets of the running processes at
// most once per Every, and with no lock held while it does.
func (t *Tracker) Ports(snap *capture.Snapshot) map[string][]int {
	now := t.now()
	t.mu.Lock()
	if t.procs == nil {
		t.procs = make(map[string]*known)
	}
	t.readBanners(snap)
	var look []capture.Process
	if every := t.every(); t.scanned.IsZero() || now.Sub(t.scanned) >= every {
		t.scanned = now
		for _, p := range snap.Processes {
			if p.Running && p.PID > 0 {
				look = append(look, p)
			}
		}
	}
	t.mu.Unlock()

	found := make(map[string][]int, len(look))
	if t.Listening != nil {
		for _, p := range look {
			if ports, err := t.Listening(p.PID); err == nil {
				found[p.ID] = ports
			}
		}
	} else if len(look) > 0 {
		pids := make([]int, len(look))
		for i, p := range look {
			pids[i] = p.PID
		}
		// One walk of /proc for every process; a gone one has no ports.
		byPID, _ := listeningAll(pids)
		for _, p := range look {
			found[p.ID] = byPID[p.PID]
		}
	}

	t.mu.Lock()
	defer t.mu.Unlock()
	for _, p := range look {
		k := t.entry(p.ID)
		if k.pid != p.PID {
			// A restart: the old sockets are gone with the old process.
			k.pid, k.listening = p.PID, nil
		}
		// A server between two builds may listen on nothing for a moment:
		// keep what it listened on before.
		if ports := found[p.ID]; len(ports) > 0 {
			k.listening = ports
		}
	}
	out := make(map[string][]int, len(t.procs))
	for id, k := range t.procs {
		switch {
		case len(k.listening) > 0:
			out[id] = slices.Clone(k.listening)
		case len(k.banner) > 0:
			out[id] = slices.Clone(k.banner)
		}
	}
	return out
}

// readBanners reads the output lines that arrived since the last call for
// loopback URLs. Must be called with t.mu held.
func (t *Tracker) readBanners(snap *capture.Snapshot) {
	newest, newestTime := t.lineSeq, t.lineTime
	var lines []*capture.Line
	snap.Lines.DescendFrom(t.lineTime.Add(-lateLines), func(l *capture.Line) bool {
		if l.Seq > t.lineSeq {
			newest = max(newest, l.Seq)
			if l.Time.After(newestTime) {
				newestTime = l.Time
			}
			lines = append(lines, l)
		}
		return true
	})
	t.lineSeq, t.lineTime = newest, newestTime
	for i := len(lines) - 1; i >= 0; i-- {
		ports := BannerPorts(lines[i].Text)
		if len(ports) == 0 {
			continue
		}
		k := t.entry(lines[i].Process)
		for _, p := range ports {
			k.banner = slices.DeleteFunc(k.banner, func(q int) bool { return q == p })
			k.banner = slices.Insert(k.banner, 0, p)
		}
		if len(k.banner) > maxBannerPorts {
			k.banner = k.banner[:maxBannerPorts]
		}
	}
}

// entry returns the process's entry, creating it. Must be called with t.mu
// held.
func (t *Tracker) entry(id string) *known {
	k := t.procs[id]
	if k == nil {
		k = &known{}
		t.procs[id] = k
	}
	return k
}

func (t *Tracker) now() time.Time {
	if t.Now != nil {
		return t.Now()
	}
	return time.Now()
}

func (t *Tracker) every() time.Duration {
	if t.Every > 0 {
		return t.Every
	}
	return time.Second
}
