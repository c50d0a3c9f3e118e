package daemon

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"
)

// EnvAutostarted is set by [Ensure] in the environment of the daemon it
// starts. The daemon reports it in /v1/health, so that a newer errbundle
// may replace a daemon that no one started by hand.
const EnvAutostarted = "ERRBUNDLE_AUTOSTARTED"

// health is what /v1/health tells a caller who may read.
type health struct {
	Version     string `json:"version"`
	PID         int    `json:"pid"`
	Autostarted bool   `json:"autostarted"`
}

// readHealth asks the daemon on addr for its version, pid and whether it
// was autostarted; ok is false when none answers.
func readHealth(ctx context.Context, addr string) (h health, ok bool) {
	ctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/v1/health", nil)
	if err != nil {
		return h, false
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return h, false
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return h, false
	}
	// A daemon from before pid and autostarted answers without them: it
	// is kept, since nothing says it was autostarted or which process it is.
	json.NewDecoder(resp.Body).Decode(&h)
	return h, true
}

// Older reports whether version running is older than ours, so that ours
// should replace it. Versions compare by their dotted numbers ("v0.1.0",
// "0.1.0-dev", git describe's "v0.1.0-3-gabc1234" are all 0.1.0). A
// running version with no numbers (a build from before versions, "dev")
// is older than any release; when ours has none, nothing is older.
func Older(running, ours string) bool {
	o, ok := versionNumbers(ours)
	if !ok {
		return false
	}
	r, ok := versionNumbers(running)
	if !ok {
		return true
	}
	for i := range max(len(r), len(o)) {
		a, b := at(r, i), at(o, i)
		if a != b {
			return a < b
		}
	}
	return false
}

func at(n []int, i int) int {
	if i < len(n) {
		return n[i]
	}
	return 0
}

func versionNumbers(v string) ([]int, bool) {
	core, _, _ := strings.Cut(strings.TrimPrefix(v, "v"), "-")
	var n []int
	for _, p := range strings.Split(core, ".") {
		i, err := strconv.Atoi(p)
		if err != nil || i < 0 {
			return nil, false
		}
		n = append(n, i)
	}
	return n, true
}

// stopOlder stops the daemon on addr when it was autostarted by an older
// errbundle, and waits for its port to free, so that [Ensure] starts this
// version in its place. It reports whether it stopped one. A daemon
// started by hand (errbundle serve) is the user's to restart: it is left.
func stopOlder(ctx context.Context, addr, ours string, h health) bool {
	if !h.Autostarted || h.PID <= 0 || !Older(h.Version, ours) {
		return false
	}
	p, err := os.FindProcess(h.PID)
	if err != nil || stopProcess(p) != nil {
		return false
	}
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		if !Healthy(ctx, addr) {
			return true
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}
