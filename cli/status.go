package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/errbundle/errbundle/daemon"
)

// FetchStatus asks the daemon on addr for its [daemon.Status].
func FetchStatus(ctx context.Context, addr string) (daemon.Status, error) {
	var st daemon.Status
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/v1/status", nil)
	if err != nil {
		return st, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return st, fmt.Errorf("no errbundle daemon answers at %s: %w", addr, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return st, fmt.Errorf("daemon at %s: GET /v1/status: %s (an older daemon? restart it)", addr, resp.Status)
	}
	return st, json.NewDecoder(resp.Body).Decode(&st)
}

// Status is errbundle status: the daemon's state as text, or as JSON.
func Status(ctx context.Context, addr string, asJSON bool, stdout, stderr io.Writer) int {
	st, err := FetchStatus(ctx, addr)
	if err != nil {
		fmt.Fprintln(stderr, "errbundle status:", err)
		return ExitFound
	}
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.Encode(st)
		return ExitOK
	}
	WriteStatus(stdout, st, time.Now())
	return ExitOK
}

// WriteStatus writes st as errbundle status prints it, ages counted to now.
func WriteStatus(w io.Writer, st daemon.Status, now time.Time) {
	fmt.Fprintf(w, "errbundle %s on %s\n", st.Version, st.Addr)
	fmt.Fprintf(w, "\nbuffers (%s of %s):\n", size(st.Stats.Bytes), size(st.Stats.BudgetBytes))
	names := make([]string, 0, len(st.Stats.Buffers))
	for name := range st.Stats.Buffers {
		names = append(names, name)
	}
	slices.Sort(names)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	for _, name := range names {
		b := st.Stats.Buffers[name]
		fmt.Fprintf(tw, "  %s\t%d/%d\t%s\n", name, b.Count, b.Capacity, size(b.Bytes))
	}
	tw.Flush()
	fmt.Fprintf(w, "\nprocesses (errbundle run):\n")
	if len(st.Processes) == 0 {
		fmt.Fprintln(w, "  none: every reply covers every app")
	}
	for _, p := range st.Processes {
		state := "exited"
		if p.Running {
			state = "running"
		}
		ports := "ports ?"
		if len(p.Ports) > 0 {
			s := make([]string, len(p.Ports))
			for i, port := range p.Ports {
				s[i] = strconv.Itoa(port)
			}
			ports = "ports " + strings.Join(s, ",")
		}
		fmt.Fprintf(tw, "  %s\t%s\tpid %d\t%s\t%s\t%s\n", p.ID, state, p.PID, ports, p.Project, p.Command)
	}
	tw.Flush()
	fmt.Fprintf(w, "\ntabs (heard from in the last %d s):\n", int(daemon.TabsWithin.Seconds()))
	if len(st.Tabs) == 0 {
		fmt.Fprintln(w, "  none")
	}
	for _, t := range st.Tabs {
		tab := string(t.TabID)
		if tab == "" {
			tab = "-"
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s ago\t%d events\n", tab, t.Page, now.Sub(t.LastSeen).Round(time.Second), t.Events)
	}
	tw.Flush()
}

func size(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
