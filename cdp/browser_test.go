package cdp_test

import (
	"bufio"
	"net"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/cdp"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// TestReconnectAfterRestart restarts the browser errbundle is attached
// to, on the same port, and checks that the new browser's pages are
// recorded: the endpoint's http URL is looked up again.
func TestReconnectAfterRestart(t *testing.T) {
	t.Parallel() // each has a browser, a daemon and pages of its own
	srv := pages(t)
	d := daemontest.Start(t, daemontest.Binary(t), daemontest.Options{})
	_, p, err := net.SplitHostPort(closedPort(t))
	require.NoError(t, err)
	port, _ := strconv.Atoi(p)
	endpoint, stop := startChromium(t, port)
	attach(t, d, endpoint, cdp.Origins{})
	openTab(t, endpoint, srv.URL+"/broken.html")
	waitFor(t, d, map[string]any{"what": "errors", "scope": "all"}, func(r errorsReply) bool {
		_, ok := r.find("Function statements require a function name")
		return ok
	})

	stop()
	again, _ := startChromium(t, port)
	require.Equal(t, endpoint, again)
	openTab(t, endpoint, srv.URL+"/rust-panic.html")
	waitFor(t, d, map[string]any{"what": "errors", "scope": "all"}, func(r errorsReply) bool {
		_, ok := r.find("index out of range")
		return ok
	})
}

// TestBrowserCommand runs errbundle browser --headless as a user would,
// and checks that it prints an endpoint another tool can use, records
// the page it opens, and takes the browser with it when interrupted.
func TestBrowserCommand(t *testing.T) {
	t.Parallel() // each has a browser, a daemon and pages of its own
	srv := pages(t)
	bin := daemontest.Binary(t)
	d := daemontest.Start(t, bin, daemontest.Options{})
	cmd := exec.Command(bin, "browser", "--headless", "--browser", chromiumPath(t), srv.URL+"/broken.html")
	cmd.Env = append(os.Environ(), "ERRBUNDLE_ADDR="+d.Addr)
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	exited := make(chan error, 1)
	lines := make(chan string, 100)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
		exited <- cmd.Wait()
	}()
	t.Cleanup(func() { cmd.Process.Kill() })

	endpointLine := regexp.MustCompile(`DevTools endpoint is (http://127\.0\.0\.1:\d+)`)
	endpoint := ""
	for endpoint == "" {
		select {
		case line, ok := <-lines:
			require.True(t, ok, "errbundle browser ended before printing its endpoint")
			t.Log(line)
			if m := endpointLine.FindStringSubmatch(line); m != nil {
				endpoint = m[1]
			}
		case <-time.After(30 * time.Second):
			t.Fatal("errbundle browser printed no endpoint")
		}
	}
	resp, err := http.Get(endpoint + "/json/version")
	require.NoError(t, err, "another tool can reach the endpoint")
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)

	waitFor(t, d, map[string]any{"what": "errors", "scope": "all"}, func(r errorsReply) bool {
		_, syntax := r.find("Function statements require a function name")
		_, null := r.find("Cannot read properties of null")
		return syntax && null
	})

	require.NoError(t, cmd.Process.Signal(syscall.SIGINT))
	go func() {
		for line := range lines {
			t.Log(line)
		}
	}()
	select {
	case err := <-exited:
		require.NoError(t, err, "errbundle browser exits 0 on Ctrl-C")
	case <-time.After(15 * time.Second):
		t.Fatal("errbundle browser did not exit on SIGINT")
	}
	_, err = http.Get(endpoint + "/json/version")
	assert.Error(t, err, "the browser is gone with errbundle browser")
}

// TestTwoAttaches attaches twice to one browser, as two errbundle attach
// processes would, and checks that each error and request is stored once.
func TestTwoAttaches(t *testing.T) {
	t.Parallel() // each has a browser, a daemon and pages of its own
	srv := pages(t)
	d := daemontest.Start(t, daemontest.Binary(t), daemontest.Options{})
	endpoint, _ := startChromium(t, 0)
	attach(t, d, endpoint, cdp.Origins{})
	attach(t, d, endpoint, cdp.Origins{})
	openTab(t, endpoint, srv.URL+"/broken.html")
	got := waitForBroken(t, d)
	for _, w := range brokenErrors {
		assert.Equal(t, 1, got.count(w), "%q", w)
	}
	net := observe(t, d, map[string]any{"what": "network_bodies", "scope": "all", "limit": 50})
	assert.Equal(t, 1, strings.Count(net, "/nobody"), "the refused request once: %s", net)
}
