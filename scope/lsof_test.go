package scope

import (
	"bufio"
	"context"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// listener3 listens on IPv4 loopback, IPv6 loopback and the IPv4 wildcard,
// and prints the three ports.
const listener3 = `import socket, time
a = socket.socket(); a.bind(("127.0.0.1", 0)); a.listen()
b = socket.socket(socket.AF_INET6); b.bind(("::1", 0)); b.listen()
c = socket.socket(); c.bind(("0.0.0.0", 0)); c.listen()
print(a.getsockname()[1], b.getsockname()[1], c.getsockname()[1], flush=True); time.sleep(60)`

// TestListeningLsof runs macOS's way of finding ports (ps for the tree,
// lsof for the sockets) with the real ps and lsof of this Linux machine,
// whose -o and -F formats are the ones macOS prints: the listener is the
// grandchild of the test, as node is of npm.
func TestListeningLsof(t *testing.T) {
	if _, err := exec.LookPath("lsof"); err != nil {
		t.Fatalf("lsof is needed (Debian package lsof; .ci/run installs it): %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "-c", "python3 -c '"+listener3+"'; true")
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		cancel()
		cmd.Wait()
	})
	line, err := bufio.NewReader(out).ReadString('\n')
	require.NoError(t, err)
	var want []int
	for _, f := range strings.Fields(line) {
		p, err := strconv.Atoi(f)
		require.NoError(t, err)
		want = append(want, p)
	}

	got, err := listeningLsof([]int{cmd.Process.Pid, 1 << 30})
	assert.ErrorContains(t, err, "no process", "the second pid does not exist")
	assert.ElementsMatch(t, want, got[cmd.Process.Pid], "all three sockets of the grandchild")
}

// The lines are what lsof 4.95 printed here for TestListeningLsof's
// listener (lsof -nP -iTCP -sTCP:LISTEN -a -p PID -Fn), with a LAN
// address and an "f" field line (older lsof prints one) added by hand.
func TestParseLsof(t *testing.T) {
	out := "p3505\nf3\nn127.0.0.1:51409\nn[::1]:60463\nn*:49989\nn192.168.1.20:8080\np77\nn[::]:5173\n"
	assert.Equal(t, map[int][]int{3505: {51409, 60463, 49989}, 77: {5173}}, parseLsof([]byte(out)))
}
