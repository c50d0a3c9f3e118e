package scope

import (
	"bufio"
	"bytes"
	"errors"
	"os/exec"
	"slices"
	"strconv"
	"strings"
)

// This file is port discovery where there is no /proc: macOS and the BSDs.
// It asks ps for the process tree and lsof for the listening sockets, the
// two tools every macOS has; it builds and is tested on Linux too, where
// the same ps and lsof print the same formats.

// listeningLsof is [Listening] for several processes from ps and lsof. A
// process that is gone is left out; the error is for the first one asked
// about.
func listeningLsof(pids []int) (map[int][]int, error) {
	psOut, err := exec.Command("ps", "-A", "-o", "pid=", "-o", "ppid=").Output()
	if err != nil {
		return nil, errors.Join(ErrUnsupported, err)
	}
	children, parents := parsePS(psOut)
	owner := make(map[int]int) // a process of a tree → the pid asked about
	var firstErr error
	for _, pid := range pids {
		if _, ok := parents[pid]; !ok {
			if firstErr == nil {
				firstErr = errors.New("no process " + strconv.Itoa(pid))
			}
			continue
		}
		tree := []int{pid}
		for i := 0; i < len(tree); i++ {
			owner[tree[i]] = pid
			tree = append(tree, children[tree[i]]...)
		}
	}
	out := make(map[int][]int, len(pids))
	if len(owner) == 0 {
		return out, firstErr
	}
	list := make([]string, 0, len(owner))
	for p := range owner {
		list = append(list, strconv.Itoa(p))
	}
	// -a: the sockets that are TCP, listening AND of these processes;
	// -n -P: numbers, no DNS or service names; -F n: machine-readable.
	lsofOut, err := exec.Command("lsof", "-nP", "-iTCP", "-sTCP:LISTEN", "-a", "-p", strings.Join(list, ","), "-Fn").Output()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		// No lsof at all. Exit status 1 only means nothing matched.
		return nil, errors.Join(ErrUnsupported, err)
	}
	for pid, ports := range parseLsof(lsofOut) {
		if root, ok := owner[pid]; ok {
			out[root] = append(out[root], ports...)
		}
	}
	for pid, ports := range out {
		slices.Sort(ports)
		out[pid] = slices.Compact(ports)
	}
	return out, firstErr
}

// parsePS reads `ps -A -o pid= -o ppid=`: each process to its children,
// and each process to its parent.
func parsePS(b []byte) (children map[int][]int, parents map[int]int) {
	children, parents = make(map[int][]int), make(map[int]int)
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) != 2 {
			continue
		}
		pid, err1 := strconv.Atoi(f[0])
		ppid, err2 := strconv.Atoi(f[1])
		if err1 != nil || err2 != nil {
			continue
		}
		parents[pid] = ppid
		children[ppid] = append(children[ppid], pid)
	}
	return children, parents
}

// parseLsof reads lsof's -F output: a "p<pid>" line starts a process, and
// each "n<address>:<port>" line after it is one of its sockets. Other field
// lines (lsof adds "f<fd>" on some versions) are passed over. Only the
// addresses a browser on this machine can reach count.
func parseLsof(b []byte) map[int][]int {
	out := make(map[int][]int)
	pid := 0
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := sc.Text()
		if line == "" {
			continue
		}
		switch line[0] {
		case 'p':
			pid, _ = strconv.Atoi(line[1:])
		case 'n':
			i := strings.LastIndexByte(line, ':')
			if pid == 0 || i < 0 || !reachableHost(line[1:i]) {
				continue
			}
			if port, err := strconv.ParseUint(line[i+1:], 10, 16); err == nil {
				out[pid] = append(out[pid], int(port))
			}
		}
	}
	return out
}

// reachableHost reports whether a listening address as lsof -n prints it
// ("*", "127.0.0.1", "[::1]", "[::ffff:127.0.0.1]") is the wildcard or
// loopback.
func reachableHost(h string) bool {
	h = strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
	switch h {
	case "*", "0.0.0.0", "::", "::1", "localhost":
		return true
	}
	return strings.HasPrefix(h, "127.") || strings.HasPrefix(h, "::ffff:127.")
}
