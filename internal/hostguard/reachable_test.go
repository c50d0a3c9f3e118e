package hostguard

import (
	"net"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReachable(t *testing.T) {
	name, err := os.Hostname()
	require.NoError(t, err)
	name = strings.ToLower(name)

	t.Run("one address", func(t *testing.T) {
		got := Reachable("192.168.1.20")
		assert.Contains(t, got, "192.168.1.20")
		assert.Contains(t, got, name)
		assert.True(t, Allowed("192.168.1.20:3001", got))
		assert.True(t, Allowed(name+":3001", got))
		assert.False(t, Allowed("192.168.1.21:3001", got))
	})
	t.Run("unspecified", func(t *testing.T) {
		addrs, err := net.InterfaceAddrs()
		require.NoError(t, err)
		require.NotEmpty(t, addrs)
		for _, host := range []string{"0.0.0.0", "::", "[::]", ""} {
			got := Reachable(host)
			for _, a := range addrs {
				ip := a.(*net.IPNet).IP.String()
				assert.True(t, Allowed(net.JoinHostPort(ip, "3001"), got), "%s listening on %q", ip, host)
			}
			assert.False(t, Allowed("evil.example:3001", got))
		}
	})
}
