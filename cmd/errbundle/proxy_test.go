package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

func TestProxyFlags(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no target", nil, "want one TARGET"},
		{"two targets", []string{"3000", "3001"}, "want one TARGET"},
		{"not http", []string{"ftp://localhost:21"}, "want an http or https URL"},
		{"beyond loopback", []string{"--listen", "0.0.0.0:3001", "3000"}, "pass --allow-lan"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			code := run(context.Background(), append([]string{"proxy"}, tt.args...), nil, io.Discard, &stderr)
			assert.Equal(t, 2, code)
			assert.Contains(t, stderr.String(), tt.want)
		})
	}
}

func TestTargetURL(t *testing.T) {
	for in, want := range map[string]string{
		"3000":                  "http://localhost:3000",
		"127.0.0.1:5173":        "http://127.0.0.1:5173",
		"http://localhost:3000": "http://localhost:3000",
		"https://app.test:8443": "https://app.test:8443",
	} {
		u, err := targetURL(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, u.String(), in)
	}
}

// TestProxyBinary runs errbundle proxy as a user would: it serves the
// target with the capture script in its pages, posts to the daemon, and
// stops on SIGINT.
func TestProxyBinary(t *testing.T) {
	d := startDaemon(t)
	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<html><head></head><body>app</body></html>")
	}))
	defer target.Close()
	listen := daemontest.FreeAddr(t)
	cmd := exec.Command(daemonBinary(t), "proxy", "--listen", listen, "--addr", d.Addr, target.URL)
	cmd.Env = append(os.Environ(), "ERRBUNDLE_NO_AUTOSTART=1")
	var out daemontest.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	require.NoError(t, cmd.Start())
	defer cmd.Process.Kill()

	var body string
	eventually(t, "the proxy answers", func() bool {
		resp, err := http.Get("http://" + listen + "/")
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		body = string(b)
		return true
	})
	assert.Contains(t, body, `<head><script src="/__errbundle/capture.js"`)
	eventually(t, "the request reaches the daemon", func() bool { return d.count(t, "network") == 1 })

	require.NoError(t, cmd.Process.Signal(syscall.SIGINT))
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		assert.NoError(t, err, "%s", out.String())
	case <-time.After(15 * time.Second):
		t.Fatalf("errbundle proxy did not stop on SIGINT:\n%s", out.String())
	}
	assert.True(t, strings.Contains(out.String(), "errbundle proxy: open http://"+listen), out.String())
}

// TestProxyAllowLANHosts: a proxy on every address with --allow-lan
// answers this machine's own addresses and name, and nothing else (DNS
// rebinding), whatever address the request came in on.
func TestProxyAllowLANHosts(t *testing.T) {
	t.Setenv("ERRBUNDLE_NO_AUTOSTART", "1")
	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<html><head></head><body>app</body></html>")
	}))
	defer target.Close()
	port := daemontest.FreeAddr(t)[len("127.0.0.1:"):]
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan int, 1)
	var stderr daemontest.Buffer
	go func() {
		done <- run(ctx, []string{"proxy", "--allow-lan", "--listen", "0.0.0.0:" + port, "--addr", daemontest.FreeAddr(t), target.URL}, nil, io.Discard, &stderr)
	}()
	defer func() { cancel(); <-done }()

	status := func(host string) int {
		req, err := http.NewRequest(http.MethodGet, "http://127.0.0.1:"+port+"/", nil)
		require.NoError(t, err)
		req.Host = host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return 0
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	eventually(t, "the proxy answers", func() bool { return status("127.0.0.1:"+port) == http.StatusOK })
	name, err := os.Hostname()
	require.NoError(t, err)
	addrs, err := net.InterfaceAddrs()
	require.NoError(t, err)
	for _, a := range addrs {
		ip := a.(*net.IPNet).IP.String()
		assert.Equal(t, http.StatusOK, status(net.JoinHostPort(ip, port)), ip)
	}
	assert.Equal(t, http.StatusOK, status(name+":"+port))
	assert.Equal(t, http.StatusForbidden, status("evil.example:"+port))
	assert.Equal(t, http.StatusForbidden, status("192.0.2.250:"+port))
}
