package scope

import (
	"errors"
	"fmt"
	"slices"
	"unsafe"

	"golang.org/x/sys/windows"
)

// Listening returns the TCP ports that the process pid and its descendants
// listen on, on a loopback or wildcard address, sorted. It takes the
// process tree from a Toolhelp snapshot and the listening sockets, with
// their owning process, from iphlpapi's GetExtendedTcpTable (IPv4 and
// IPv6), which x/sys/windows does not wrap.
func Listening(pid int) ([]int, error) {
	all, err := listeningAll([]int{pid})
	return all[pid], err
}

func listeningAll(pids []int) (map[int][]int, error) {
	children, parents, err := processTree()
	if err != nil {
		return nil, err
	}
	owner := make(map[uint32]int)
	var firstErr error
	for _, pid := range pids {
		if _, ok := parents[uint32(pid)]; !ok {
			if firstErr == nil {
				firstErr = fmt.Errorf("no process %d", pid)
			}
			continue
		}
		tree := []uint32{uint32(pid)}
		for i := 0; i < len(tree); i++ {
			owner[tree[i]] = pid
			tree = append(tree, children[tree[i]]...)
		}
	}
	out := make(map[int][]int, len(pids))
	for _, family := range []uint32{windows.AF_INET, windows.AF_INET6} {
		table, err := tcpListeners(family)
		if err != nil {
			return nil, errors.Join(ErrUnsupported, err)
		}
		for _, l := range decodeTCPTable(table, family == windows.AF_INET6) {
			if root, ok := owner[l.pid]; ok && l.reachable {
				out[root] = append(out[root], int(l.port))
			}
		}
	}
	for pid, ports := range out {
		slices.Sort(ports)
		out[pid] = slices.Compact(ports)
	}
	return out, firstErr
}

// processTree maps each process to its children, and to its parent. A
// parent id may name a process that has exited and whose id was reused:
// Windows does not re-parent orphans. A listener found through such a
// stale link is a rare wrong port, not a missed one.
func processTree() (children map[uint32][]uint32, parents map[uint32]uint32, err error) {
	snap, err := windows.CreateToolhelp32Snapshot(windows.TH32CS_SNAPPROCESS, 0)
	if err != nil {
		return nil, nil, err
	}
	defer windows.CloseHandle(snap)
	children, parents = make(map[uint32][]uint32), make(map[uint32]uint32)
	var e windows.ProcessEntry32
	e.Size = uint32(unsafe.Sizeof(e))
	for err = windows.Process32First(snap, &e); err == nil; err = windows.Process32Next(snap, &e) {
		parents[e.ProcessID] = e.ParentProcessID
		if e.ProcessID != e.ParentProcessID {
			children[e.ParentProcessID] = append(children[e.ParentProcessID], e.ProcessID)
		}
	}
	return children, parents, nil
}

var procGetExtendedTcpTable = windows.NewLazySystemDLL("iphlpapi.dll").NewProc("GetExtendedTcpTable")

// tcpTableOwnerPIDListener is TCP_TABLE_OWNER_PID_LISTENER: the listening
// sockets only, each with its owning process.
const tcpTableOwnerPIDListener = 3

// tcpListeners returns the raw MIB_TCPTABLE_OWNER_PID (or MIB_TCP6TABLE_
// OWNER_PID) for family, growing the buffer as the call asks.
func tcpListeners(family uint32) ([]byte, error) {
	size := uint32(16 << 10)
	for range 8 {
		buf := make([]byte, size)
		r, _, _ := procGetExtendedTcpTable.Call(uintptr(unsafe.Pointer(&buf[0])), uintptr(unsafe.Pointer(&size)),
			0, uintptr(family), tcpTableOwnerPIDListener, 0)
		switch windows.Errno(r) {
		case 0:
			return buf[:size], nil
		case windows.ERROR_INSUFFICIENT_BUFFER:
			continue // size now holds what it needs; a new socket may still outgrow it
		default:
			return nil, fmt.Errorf("GetExtendedTcpTable: %w", windows.Errno(r))
		}
	}
	return nil, errors.New("GetExtendedTcpTable: the table kept growing")
}
