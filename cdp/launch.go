package cdp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"
)

// LaunchConfig configures [Launch].
type LaunchConfig struct {
	// Path is the browser's executable; default the first of [Browsers]
	// found.
	Path     string
	Headless bool
	// Port is the DevTools port on 127.0.0.1; 0 lets the browser pick a
	// free one. A fixed port is for tools configured once with a URL
	// (an agent's MCP configuration naming http://127.0.0.1:9222).
	Port int
	// URLs are opened at start; default about:blank.
	URLs []string
	// Stderr, if set, is told why the browser failed to start.
	Stderr io.Writer
}

// Browser is a browser [Launch] started.
type Browser struct {
	Path     string // its executable
	Endpoint string // its DevTools endpoint, http://127.0.0.1:<port>

	cmd     *exec.Cmd
	profile string
	done    chan struct{}
	once    sync.Once
}

// browserNames are the executables looked for on PATH, in order.
var browserNames = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome",
	"microsoft-edge", "microsoft-edge-stable", "msedge", "brave-browser"}

// installPaths are where the browsers install outside PATH, per OS.
func installPaths() []string {
	switch runtime.GOOS {
	case "darwin":
		var out []string
		for _, app := range []string{"Google Chrome", "Chromium", "Microsoft Edge", "Brave Browser"} {
			out = append(out, "/Applications/"+app+".app/Contents/MacOS/"+app)
			if home, err := os.UserHomeDir(); err == nil {
				out = append(out, filepath.Join(home, "Applications", app+".app", "Contents", "MacOS", app))
			}
		}
		return out
	case "windows":
		var out []string
		for _, env := range []string{"ProgramFiles", "ProgramFiles(x86)", "LocalAppData"} {
			dir := os.Getenv(env)
			if dir == "" {
				continue
			}
			out = append(out, filepath.Join(dir, "Google", "Chrome", "Application", "chrome.exe"),
				filepath.Join(dir, "Microsoft", "Edge", "Application", "msedge.exe"),
				filepath.Join(dir, "Chromium", "Application", "chrome.exe"))
		}
		return out
	}
	return []string{"/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/opt/google/chrome/chrome",
		"/usr/bin/microsoft-edge", "/opt/microsoft/msedge/msedge", "/snap/bin/chromium"}
}

// Browsers lists the Chromium-family browsers found on this machine: on
// PATH first, then where they install.
func Browsers() []string {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		if p != "" && !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, name := range browserNames {
		if p, err := exec.LookPath(name); err == nil {
			add(p)
		}
	}
	for _, p := range installPaths() {
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			add(p)
		}
	}
	return out
}

// Launch starts a browser with a private profile in a temporary
// directory and a DevTools port on loopback. Unless cfg.Port names one,
// the browser chooses the port (--remote-debugging-port=0) and writes it
// to the profile's DevToolsActivePort, so that two browsers never race
// for one port.
func Launch(ctx context.Context, cfg LaunchConfig) (*Browser, error) {
	path := cfg.Path
	if path == "" {
		found := Browsers()
		if len(found) == 0 {
			return nil, errors.New("no Chromium, Chrome or Edge found on PATH or where they install; name one with --browser")
		}
		path = found[0]
	}
	if cfg.Port != 0 {
		// A browser whose port is taken starts without DevTools and says
		// so only in its log: say it before starting one.
		ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(cfg.Port)))
		if err != nil {
			return nil, fmt.Errorf("127.0.0.1:%d is in use (another browser's DevTools port? errbundle attach --cdp http://127.0.0.1:%d records that one): %w", cfg.Port, cfg.Port, err)
		}
		ln.Close()
	}
	profile, err := os.MkdirTemp("", "errbundle-browser-")
	if err != nil {
		return nil, err
	}
	args := []string{"--remote-debugging-port=" + strconv.Itoa(cfg.Port), "--user-data-dir=" + profile,
		"--no-first-run", "--no-default-browser-check", "--disable-search-engine-choice-screen"}
	if cfg.Headless {
		args = append(args, "--headless=new")
	}
	if runtime.GOOS == "linux" && os.Geteuid() == 0 {
		// Chromium refuses to start its sandbox as root (containers, CI).
		args = append(args, "--no-sandbox")
	}
	urls := cfg.URLs
	if len(urls) == 0 {
		urls = []string{"about:blank"}
	}
	args = append(args, urls...)
	var out bytes.Buffer
	cmd := exec.Command(path, args...)
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		os.RemoveAll(profile)
		return nil, err
	}
	b := &Browser{Path: path, cmd: cmd, profile: profile, done: make(chan struct{})}
	go func() {
		cmd.Wait()
		close(b.done)
	}()
	port, err := b.activePort(ctx, cfg.Port, 30*time.Second)
	if err != nil {
		b.Close()
		tail := out.String()
		if len(tail) > 2000 {
			tail = tail[len(tail)-2000:]
		}
		return nil, fmt.Errorf("%s: %w\n%s", path, err, strings.TrimSpace(tail))
	}
	b.Endpoint = "http://127.0.0.1:" + strconv.Itoa(port)
	return b, nil
}

// activePort waits for the browser to listen on its DevTools port: the
// one it wrote to DevToolsActivePort, or, when given one, that port,
// which it does not write there.
func (b *Browser) activePort(ctx context.Context, fixed int, wait time.Duration) (int, error) {
	file := filepath.Join(b.profile, "DevToolsActivePort")
	deadline := time.NewTimer(wait)
	defer deadline.Stop()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		if fixed != 0 {
			if c, err := net.DialTimeout("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(fixed)), time.Second); err == nil {
				c.Close()
				return fixed, nil
			}
		} else if data, err := os.ReadFile(file); err == nil {
			first, _, _ := strings.Cut(string(data), "\n")
			if port, err := strconv.Atoi(strings.TrimSpace(first)); err == nil && port > 0 {
				return port, nil
			}
		}
		select {
		case <-b.done:
			return 0, errors.New("the browser exited before it opened its DevTools port")
		case <-deadline.C:
			return 0, fmt.Errorf("no DevTools port after %s", wait)
		case <-ctx.Done():
			return 0, ctx.Err()
		case <-tick.C:
		}
	}
}

// Done is closed when the browser has exited.
func (b *Browser) Done() <-chan struct{} { return b.done }

// Close ends the browser and removes its profile.
func (b *Browser) Close() {
	b.once.Do(func() {
		if b.cmd.Process != nil {
			if b.cmd.Process.Signal(os.Interrupt) != nil {
				_ = b.cmd.Process.Kill() // Windows has no interrupt to send
			}
			select {
			case <-b.done:
			case <-time.After(5 * time.Second):
				_ = b.cmd.Process.Kill()
				<-b.done
			}
		}
		os.RemoveAll(b.profile)
	})
}
