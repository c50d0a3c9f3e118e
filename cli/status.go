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

// Report is what errbundle status prints: the daemon's status, the MCP
// client files found on this machine (which the daemon cannot know: they
// are the user's), and what is missing.
type Report struct {
	daemon.Status
	MCPConfigs []MCPConfig `json:"mcp_configs"`
	Missing    []Hint      `json:"missing"`
}

// NewReport puts st together with the MCP client files found in home and
// in dir or above it.
func NewReport(st daemon.Status, home, dir string) Report {
	r := Report{Status: st, MCPConfigs: FindMCPConfigs(home, dir, st.Addr)}
	if r.MCPConfigs == nil {
		r.MCPConfigs = []MCPConfig{}
	}
	r.Missing = Missing(st, r.MCPConfigs)
	if r.Missing == nil {
		r.Missing = []Hint{}
	}
	return r
}

// Status is errbundle status: the daemon's state and what is missing, as
// text or as JSON, for the user whose home is home, in directory dir.
func Status(ctx context.Context, addr, home, dir string, asJSON bool, stdout, stderr io.Writer) int {
	st, err := FetchStatus(ctx, addr)
	if err != nil {
		fmt.Fprintln(stderr, "errbundle status:", err)
		fmt.Fprintln(stderr, "  fix: errbundle serve (or make run); errbundle mcp and errbundle run start one themselves")
		return ExitFound
	}
	r := NewReport(st, home, dir)
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.Encode(r)
		return ExitOK
	}
	WriteStatus(stdout, r, time.Now())
	return ExitOK
}

// WriteStatus writes r as errbundle status prints it, ages counted to now.
func WriteStatus(w io.Writer, r Report, now time.Time) {
	st := r.Status
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
	fmt.Fprintf(w, "\nMCP clients (configuration files):\n")
	if len(r.MCPConfigs) == 0 {
		fmt.Fprintln(w, "  none found")
	}
	for _, c := range r.MCPConfigs {
		switch {
		case c.Error != "":
			fmt.Fprintf(tw, "  %s\t%s\tunreadable: %s\n", c.Client, c.Path, c.Error)
		case c.Server != "":
			fmt.Fprintf(tw, "  %s\t%s\tnames errbundle (%q)\n", c.Client, c.Path, c.Server)
		default:
			fmt.Fprintf(tw, "  %s\t%s\tdoes not name errbundle\n", c.Client, c.Path)
		}
	}
	tw.Flush()
	if len(r.Missing) == 0 {
		fmt.Fprintf(w, "\nnothing missing\n")
		return
	}
	fmt.Fprintf(w, "\nmissing:\n")
	for _, h := range r.Missing {
		fmt.Fprintf(w, "  ✗ %s\n    fix: %s\n", h.Problem, h.Fix)
	}
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
