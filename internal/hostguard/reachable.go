package hostguard

import (
	"net"
	"net/netip"
	"os"
	"strings"
)

// Reachable returns the extra Hosts ([Check]) of a server listening on
// host beyond loopback: host itself, or, for an unspecified address
// ("0.0.0.0", "::", ""), every address of this machine's interfaces; and
// the machine's name, bare and with .local, which a phone on the LAN may
// use through mDNS.
func Reachable(host string) []string {
	var out []string
	host = strings.Trim(host, "[]")
	if a, err := netip.ParseAddr(host); host == "" || err == nil && a.IsUnspecified() {
		addrs, _ := net.InterfaceAddrs()
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok {
				out = append(out, n.IP.String())
			}
		}
	} else {
		out = append(out, host)
	}
	if name, err := os.Hostname(); err == nil && name != "" {
		name = strings.ToLower(name)
		out = append(out, name)
		if !strings.Contains(name, ".") {
			out = append(out, name+".local")
		}
	}
	return out
}
