package daemon

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// Healthy reports whether a daemon answers on addr.
func Healthy(ctx context.Context, addr string) bool {
	ctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/v1/health", nil)
	if err != nil {
		return false
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// EnvNoAutostart, when set, stops [Ensure] from starting a daemon that does
// not answer.
const EnvNoAutostart = "ERRBUNDLE_NO_AUTOSTART"

// Ensure starts a daemon on addr — this executable run as "serve",
// detached and logging to [LogPath] — unless one already answers there;
// then it waits for it to answer. A daemon autostarted by an errbundle
// older than version ([Older]) is stopped and this one started in its
// place, so that an upgrade takes effect without the user hunting for a
// process. With ERRBUNDLE_NO_AUTOSTART set it starts none, and stops none.
func Ensure(ctx context.Context, addr, version string) error {
	noAutostart := os.Getenv(EnvNoAutostart) != ""
	if h, ok := readHealth(ctx, addr); ok && (noAutostart || !stopOlder(ctx, addr, version, h)) {
		return nil
	}
	if noAutostart {
		return fmt.Errorf("no daemon answers at %s, and %s is set", addr, EnvNoAutostart)
	}
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("starting daemon: %w", err)
	}
	logPath := LogPath()
	if err := os.MkdirAll(filepath.Dir(logPath), 0o700); err != nil {
		return fmt.Errorf("starting daemon: %w", err)
	}
	logFile, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return fmt.Errorf("starting daemon: %w", err)
	}
	defer logFile.Close()
	cmd, err := startDetached(func() *exec.Cmd {
		cmd := exec.Command(exe, "serve", "--addr", addr)
		cmd.Stdout, cmd.Stderr = logFile, logFile
		cmd.Env = append(os.Environ(), EnvAutostarted+"=1")
		return cmd
	})
	if err != nil {
		return fmt.Errorf("starting daemon: %w", err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if Healthy(ctx, addr) {
			return nil
		}
		select {
		case err := <-exited:
			// Another process may have won the race to the port.
			if Healthy(ctx, addr) {
				return nil
			}
			return fmt.Errorf("daemon exited at start (%v); see %s", err, logPath)
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return errors.New("daemon did not answer within 10s; see " + logPath)
}

// LogPath is where a daemon started in the background logs.
func LogPath() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		dir = os.TempDir()
	}
	return filepath.Join(dir, "errbundle", "daemon.log")
}
