package cdp_test

import (
	"context"
	"net"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/cdp"
)

// TestLaunchPortInUse checks that a --port something already listens on
// is refused before a browser starts, with the reason and what to do
// instead: a browser whose port is taken would start without DevTools,
// saying so only in its own log. (The port serving a browser is tested
// by TestAgentBrowserTools/playwright, on errbundle browser --port.)
func TestLaunchPortInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	port := ln.Addr().(*net.TCPAddr).Port
	// No browser is started: the path is never run.
	b, err := cdp.Launch(context.Background(), cdp.LaunchConfig{Path: "/nonexistent/chromium", Port: port})
	require.Error(t, err)
	assert.Nil(t, b)
	assert.Contains(t, err.Error(), "127.0.0.1:"+strconv.Itoa(port)+" is in use")
	assert.Contains(t, err.Error(), "errbundle attach --cdp http://127.0.0.1:"+strconv.Itoa(port))
}
