//go:build !linux

package scope

import "net/netip"

// Listening is not supported off Linux: the ports come from the banner.
func Listening(pid int) ([]int, error) { return nil, ErrUnsupported }

func listeningAll(pids []int) (map[int][]int, error) { return nil, ErrUnsupported }

// ConnectedFrom cannot tell a connection's process off Linux.
func ConnectedFrom(root int, peer, local netip.AddrPort) (bool, error) {
	return false, ErrUnsupported
}
