//go:build !linux

package scope

import "net/netip"

// ConnectedFrom cannot tell a connection's process off Linux: the caller
// falls back to what it can check of the connection itself.
func ConnectedFrom(root int, peer, local netip.AddrPort) (bool, error) {
	return false, ErrUnsupported
}
