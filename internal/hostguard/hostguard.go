package hostguard

import (
	"errors"
	"fmt"
	"net/netip"
	"strconv"
	"strings"
)

// Check returns nil if hostport, a Host header value, names a loopback
// host ([IsLoopback]) or one of extra, and otherwise an error that says
// why, for the 403 the caller answers. Extra entries are host names or
// addresses without a port (an IPv6 address with or without brackets),
// compared case-insensitively, addresses by value; an entry that is
// neither matches nothing.
func Check(hostport string, extra []string) error {
	host, _, err := split(hostport)
	if err != nil {
		return fmt.Errorf("host %s not allowed: %w", quote(hostport), err)
	}
	if IsLoopback(host) || matchesExtra(host, extra) {
		return nil
	}
	return fmt.Errorf("host %s not allowed: not a loopback name (localhost, 127.0.0.1, [::1])%s", quote(hostport), extraHint(extra))
}

// Allowed reports whether [Check] accepts hostport.
func Allowed(hostport string, extra []string) bool { return Check(hostport, extra) == nil }

// OriginAllowed reports whether origin, a browser's Origin header, is an
// http or https page on a host [Check] accepts: scheme://host[:port] and
// nothing more.
func OriginAllowed(origin string, extra []string) bool {
	scheme, hostport, ok := strings.Cut(origin, "://")
	if !ok || !strings.EqualFold(scheme, "http") && !strings.EqualFold(scheme, "https") {
		return false
	}
	return Check(hostport, extra) == nil
}

// Split parses a Host header value strictly (see the package doc): it
// returns the host, lower-cased and without brackets, and the port, ""
// when there is none.
func Split(hostport string) (host, port string, err error) {
	host, port, err = split(hostport)
	if err != nil {
		return "", "", fmt.Errorf("host %s: %w", quote(hostport), err)
	}
	return host, port, nil
}

// split is [Split] with errors that do not name hostport.
func split(hostport string) (host, port string, err error) {
	if hostport == "" {
		return "", "", errors.New("empty host")
	}
	rest := hostport
	if strings.HasPrefix(rest, "[") {
		end := strings.IndexByte(rest, ']')
		if end < 0 {
			return "", "", errors.New("unclosed [")
		}
		host, rest = rest[1:end], rest[end+1:]
		a, err := netip.ParseAddr(host)
		if err != nil || !a.Is6() || a.Zone() != "" {
			return "", "", errors.New("not an IPv6 address in brackets")
		}
		host = strings.ToLower(host)
		if rest != "" && rest[0] != ':' {
			return "", "", errors.New("text after ]")
		}
	} else {
		if strings.Count(rest, ":") > 1 {
			return "", "", errors.New("an IPv6 address needs brackets")
		}
		host, rest = rest, ""
		if i := strings.IndexByte(hostport, ':'); i >= 0 {
			host, rest = hostport[:i], hostport[i:]
		}
		host = strings.ToLower(host)
		if err := checkName(host); err != nil {
			return "", "", err
		}
	}
	if rest != "" {
		port = rest[1:]
		if err := checkPort(port); err != nil {
			return "", "", err
		}
	}
	return host, port, nil
}

// checkName accepts an IPv4 address or a DNS name of letters, digits,
// hyphens and underscores in non-empty labels.
func checkName(host string) error {
	if host == "" {
		return errors.New("empty host")
	}
	if len(host) > 253 {
		return errors.New("name longer than 253 bytes")
	}
	for label := range strings.SplitSeq(host, ".") {
		if label == "" || len(label) > 63 {
			return errors.New("empty or overlong label")
		}
		for i := 0; i < len(label); i++ {
			c := label[i]
			if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
				return fmt.Errorf("character %q in a host name", c)
			}
		}
	}
	return nil
}

// checkPort accepts a decimal port 1–65535.
func checkPort(port string) error {
	if port == "" || len(port) > 5 || strings.Trim(port, "0123456789") != "" {
		return fmt.Errorf("port %s is not a number", quote(port))
	}
	if n, _ := strconv.Atoi(port); n < 1 || n > 65535 {
		return fmt.Errorf("port %s out of range 1-65535", port)
	}
	return nil
}

// IsLoopback reports whether host, as [Split] returns it (no port, no
// brackets), names this machine only: localhost, a name ending in
// .localhost, an address in 127.0.0.0/8 or ::1 (also IPv4-mapped).
func IsLoopback(host string) bool {
	host = strings.ToLower(host)
	if host == "localhost" || strings.HasSuffix(host, ".localhost") && checkName(host) == nil {
		return true
	}
	a, err := netip.ParseAddr(host)
	return err == nil && a.Zone() == "" && a.Unmap().IsLoopback()
}

// matchesExtra reports whether host is one of extra.
func matchesExtra(host string, extra []string) bool {
	a, aErr := netip.ParseAddr(host)
	for _, e := range extra {
		e = strings.TrimSuffix(strings.TrimPrefix(e, "["), "]")
		if b, err := netip.ParseAddr(e); err == nil {
			if aErr == nil && a.Unmap() == b.Unmap() {
				return true
			}
			continue
		}
		if e != "" && strings.EqualFold(e, host) {
			return true
		}
	}
	return false
}

func extraHint(extra []string) string {
	if len(extra) == 0 {
		return ""
	}
	return " nor one of " + strings.Join(extra, ", ")
}

// quote quotes s for a message, cut to 100 bytes: a Host is the client's
// to make as long as it likes.
func quote(s string) string {
	if len(s) > 100 {
		s = s[:100] + "…"
	}
	return strconv.Quote(s)
}
