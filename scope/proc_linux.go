package scope

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Listening returns the TCP ports that the process pid and its descendants
// listen on, on a loopback or wildcard address, sorted. It reads /proc: the
// process tree from each process's stat, the sockets from its fd links,
// and the listening sockets from /proc/net/tcp and tcp6. Processes of
// other users are skipped, not an error.
func Listening(pid int) ([]int, error) {
	all, err := listeningAll([]int{pid})
	return all[pid], err
}

// listeningAll is [Listening] for several processes, reading the process
// table and the socket tables once for all of them. A process that is
// gone is left out; the error is for the first one asked about.
func listeningAll(pids []int) (map[int][]int, error) {
	children, err := processTree()
	if err != nil {
		return nil, err
	}
	inodes := make(map[int]map[uint64]bool, len(pids))
	var firstErr error
	for _, pid := range pids {
		if _, err := os.Stat("/proc/" + strconv.Itoa(pid)); err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		own := make(map[uint64]bool)
		tree := []int{pid}
		for i := 0; i < len(tree); i++ {
			socketInodes(tree[i], own)
			tree = append(tree, children[tree[i]]...)
		}
		inodes[pid] = own
	}
	out := make(map[int][]int, len(pids))
	for _, name := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		listeningPorts(name, inodes, out)
	}
	for pid, ports := range out {
		slices.Sort(ports)
		out[pid] = slices.Compact(ports)
	}
	return out, firstErr
}

// processTree maps each process to its children.
func processTree() (map[int][]int, error) {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil, err
	}
	children := make(map[int][]int)
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if pp, ok := parentOf(p); ok {
			children[pp] = append(children[pp], p)
		}
	}
	return children, nil
}

// parentOf reads the parent pid from /proc/<pid>/stat, whose second field,
// the command name in parentheses, may itself hold spaces and parentheses.
func parentOf(pid int) (int, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, false
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 2 {
		return 0, false
	}
	pp, err := strconv.Atoi(f[1])
	return pp, err == nil
}

// socketInodes adds the inodes of the sockets pid holds open to inodes.
func socketInodes(pid int, inodes map[uint64]bool) {
	dir := "/proc/" + strconv.Itoa(pid) + "/fd"
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		link, err := os.Readlink(filepath.Join(dir, e.Name()))
		if err != nil {
			continue
		}
		if rest, ok := strings.CutPrefix(link, "socket:["); ok {
			if n, err := strconv.ParseUint(strings.TrimSuffix(rest, "]"), 10, 64); err == nil {
				inodes[n] = true
			}
		}
	}
}

// tcpListen is the state of a listening socket in /proc/net/tcp.
const tcpListen = "0A"

// listeningPorts adds to out, per process, the ports of the listening
// sockets in the table name ("/proc/net/tcp" or "/proc/net/tcp6") whose
// inode the process's tree holds and whose address a browser on this
// machine can reach.
func listeningPorts(name string, inodes map[int]map[uint64]bool, out map[int][]int) {
	f, err := os.Open(name)
	if err != nil {
		return
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Scan() // the header
	for sc.Scan() {
		// sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
		fields := strings.Fields(sc.Text())
		if len(fields) < 10 || fields[3] != tcpListen {
			continue
		}
		inode, err := strconv.ParseUint(fields[9], 10, 64)
		if err != nil {
			continue
		}
		addr, portHex, ok := strings.Cut(fields[1], ":")
		if !ok || !reachableAddr(addr) {
			continue
		}
		port, err := strconv.ParseUint(portHex, 16, 16)
		if err != nil {
			continue
		}
		for pid, own := range inodes {
			if own[inode] {
				out[pid] = append(out[pid], int(port))
			}
		}
	}
}

// reachableAddr reports whether a local address as /proc/net writes it
// (hex, in host byte order per 32-bit word) is the wildcard or loopback.
func reachableAddr(hex string) bool {
	switch hex {
	case "00000000", // 0.0.0.0
		"00000000000000000000000000000000", // ::
		"00000000000000000000000001000000", // ::1
		"0000000000000000FFFF00000100007F": // ::ffff:127.0.0.1
		return true
	}
	// 127.0.0.0/8, little endian: the first octet is the last byte.
	return len(hex) == 8 && strings.HasSuffix(hex, "7F")
}
