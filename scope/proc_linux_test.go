package scope

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// listener is a Python one-liner that listens on a free loopback port,
// prints it and waits: a stand-in for a dev server.
const listener = `import socket, sys, time
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen()
print(s.getsockname()[1], flush=True); time.sleep(60)`

// TestListeningChildProcess starts a shell that starts the listener, as
// npm starts node: the socket belongs to the grandchild of the test.
func TestListeningChildProcess(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// The trailing "; true" keeps sh from exec'ing python in its place.
	cmd := exec.CommandContext(ctx, "sh", "-c", "python3 -c '"+listener+"'; true")
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		cancel()
		cmd.Wait()
	})
	line, err := bufio.NewReader(out).ReadString('\n')
	require.NoError(t, err)
	port, err := strconv.Atoi(strings.TrimSpace(line))
	require.NoError(t, err)

	ports, err := Listening(cmd.Process.Pid)
	require.NoError(t, err)
	assert.Equal(t, []int{port}, ports, "the grandchild's listening socket")

	_, err = Listening(1 << 30)
	assert.Error(t, err, "no such process")
}

func TestReachableAddr(t *testing.T) {
	// Addresses as /proc/net/tcp{,6} print them on little-endian machines.
	for hex, want := range map[string]bool{
		"0100007F":                         true,  // 127.0.0.1
		"0101007F":                         true,  // 127.0.1.1
		"00000000":                         true,  // 0.0.0.0
		"0201A8C0":                         false, // 192.168.1.2
		"00000000000000000000000001000000": true,  // ::1
		"00000000000000000000000000000000": true,  // ::
		"0000000000000000FFFF00000100007F": true,  // ::ffff:127.0.0.1
		"B80D0120000000000000000001000000": false, // 2001:db8::1
	} {
		assert.Equal(t, want, reachableAddr(hex), hex)
	}
}

// BenchmarkListening looks at this test process's sockets: one walk of
// /proc, as the tracker makes for each running process at most once a
// second.
func BenchmarkListening(b *testing.B) {
	entries, _ := os.ReadDir("/proc")
	b.ReportMetric(float64(len(entries)), "proc-entries")
	for b.Loop() {
		if _, err := Listening(os.Getpid()); err != nil {
			b.Fatal(err)
		}
	}
}
