package main

import (
	"bytes"
	"context"
	"io"
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
