package scope

import (
	"bufio"
	"fmt"
	"net/netip"
	"os"
	"strconv"
	"strings"
)

// ConnectedFrom reports whether the loopback TCP connection from peer to
// local (both IPv4) was opened by the process root or one of its
// descendants: it finds the connection's socket inode in /proc/net/tcp,
// then that inode among the fds of root's process tree. A listener that
// must hear from one child only asks this of each connection it accepts.
func ConnectedFrom(root int, peer, local netip.AddrPort) (bool, error) {
	inode, err := connInode(peer, local)
	if err != nil {
		return false, err
	}
	if inode == 0 {
		return false, nil
	}
	children, err := processTree()
	if err != nil {
		return false, err
	}
	tree := []int{root}
	for i := 0; i < len(tree); i++ {
		own := make(map[uint64]bool)
		socketInodes(tree[i], own)
		if own[inode] {
			return true, nil
		}
		tree = append(tree, children[tree[i]]...)
	}
	return false, nil
}

// connInode finds the inode of the socket whose local address is peer and
// remote address is local, 0 when there is none (it closed, or it is not
// IPv4).
func connInode(peer, local netip.AddrPort) (uint64, error) {
	if !peer.Addr().Is4() || !local.Addr().Is4() {
		return 0, nil
	}
	f, err := os.Open("/proc/net/tcp")
	if err != nil {
		return 0, err
	}
	defer f.Close()
	want, wantRem := procAddr(peer), procAddr(local)
	sc := bufio.NewScanner(f)
	sc.Scan() // the header
	for sc.Scan() {
		// sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
		fields := strings.Fields(sc.Text())
		if len(fields) < 10 || fields[1] != want || fields[2] != wantRem {
			continue
		}
		return strconv.ParseUint(fields[9], 10, 64)
	}
	return 0, sc.Err()
}

// procAddr writes an IPv4 address and port as /proc/net/tcp does: the
// address as one 32-bit word in host (little-endian) order, the port big.
func procAddr(ap netip.AddrPort) string {
	a := ap.Addr().As4()
	return fmt.Sprintf("%02X%02X%02X%02X:%04X", a[3], a[2], a[1], a[0], ap.Port())
}
