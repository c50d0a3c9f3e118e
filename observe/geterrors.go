package observe

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errbundle/errbundle/bundle"
	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

type getErrorsReply struct {
	Errors       []bundle.Entry `json:"errors"`
	ErrorCount   int            `json:"error_count"`
	WarningCount int            `json:"warning_count"`
	HiddenOlder  int            `json:"hidden_older"`
	Notice       string         `json:"notice,omitempty"`
	Cursor       string         `json:"cursor"`
	More         bool           `json:"more,omitempty"`
}

// groupsNotice says which buffers evicted events since from: counts and
// groups may then be missing occurrences. Actions are not grouped.
func groupsNotice(snap *capture.Snapshot, from time.Time) string {
	names := slices.DeleteFunc(snap.EvictedSince(from), func(name string) bool { return name == "actions" })
	if len(names) == 0 {
		return ""
	}
	return "the " + strings.Join(names, ", ") + " buffers evicted events inside the asked range: counts may be low and entries missing"
}

func getErrors(snap *capture.Snapshot, a *query, locate bundle.Locator, place bundle.ProblemSource) (*mcp.CallToolResult, int, error) {
	since := a.since
	warnings := true
	if a.IncludeWarnings != nil {
		warnings = *a.IncludeWarnings
	}
	opt := bundle.GroupOptions{Locate: locate, ProblemSource: place, ProcessID: a.ProcessID, TabID: a.TabID, Since: since,
		IncludeWarnings: warnings, Limit: a.limit(25), After: a.after}
	if a.paged() {
		if upto, ok := bundle.GroupPageEnd(snap, opt); ok {
			a.stopAt(upto)
			opt.Upto = upto
		}
	}
	g := bundle.Group(snap, opt)
	notice := groupsNotice(snap, since)
	if a.Raw {
		entries := g.Entries
		if entries == nil {
			entries = []bundle.Entry{}
		}
		res, err := textResult(getErrorsReply{Errors: entries, ErrorCount: g.ErrorCount, WarningCount: g.WarningCount,
			HiddenOlder: g.HiddenOlder, Notice: notice, Cursor: a.cursor, More: a.more})
		return res, len(entries), err
	}
	text := renderGroups(g, snap.Now)
	if a.more {
		text += "\n(more arrived after these: pass the cursor below as after for the rest)"
	}
	if notice != "" {
		text += "\n(" + notice + ")"
	}
	return textContent(text), len(g.Entries), nil
}

// renderGroups writes the compact text form of get_errors.
func renderGroups(g bundle.Groups, now time.Time) string {
	if len(g.Entries) == 0 {
		s := "No errors found."
		if g.HiddenOlder > 0 {
			s += fmt.Sprintf(" (%d older entries hidden: before the latest page load or rebuild; pass since to see them.)", g.HiddenOlder)
		}
		return s
	}
	var errs, warns []bundle.Entry
	for _, e := range g.Entries {
		if e.Severity == capture.SeverityError {
			errs = append(errs, e)
		} else {
			warns = append(warns, e)
		}
	}
	var b strings.Builder
	section := func(title string, total int, es []bundle.Entry) {
		if len(es) == 0 {
			return
		}
		fmt.Fprintf(&b, "=== %s (%d) ===\n", title, total)
		for _, e := range es {
			writeEntry(&b, e, now)
		}
	}
	section("Errors", g.ErrorCount, errs)
	section("Warnings", g.WarningCount, warns)
	if shown := len(g.Entries); shown < g.ErrorCount+g.WarningCount {
		fmt.Fprintf(&b, "(%d more not shown; raise limit)\n", g.ErrorCount+g.WarningCount-shown)
	}
	if g.HiddenOlder > 0 {
		fmt.Fprintf(&b, "(%d older entries hidden: before the latest page load or rebuild; pass since to see them)\n", g.HiddenOlder)
	}
	return strings.TrimRight(b.String(), "\n")
}

func writeEntry(b *strings.Builder, e bundle.Entry, now time.Time) {
	head := e.Category
	switch {
	case e.Source == bundle.SourceHTTP, e.Source == bundle.SourceTransport:
		head = e.Message
	}
	ago := age(now.Sub(time.Time(e.LastSeen)))
	if e.Count == 1 {
		fmt.Fprintf(b, "[%s] %s (1x, %s ago) #%s\n", e.Source, head, ago, e.ID)
	} else {
		fmt.Fprintf(b, "[%s] %s (%dx, latest %s ago) #%s\n", e.Source, head, e.Count, ago, e.ID)
	}
	switch e.Source {
	case bundle.SourceHTTP, bundle.SourceTransport:
		fmt.Fprintf(b, "  %s\n", e.Detail)
	default:
		fmt.Fprintf(b, "  %s\n", oneLine(e.Message, 300))
		if len(e.Variants) > 0 {
			writeVariants(b, e.Variants, e.MoreVariants)
		}
		switch {
		case e.Location != "" && e.Function != "":
			fmt.Fprintf(b, "  → %s in %s\n", e.Location, e.Function)
		case e.Location != "":
			fmt.Fprintf(b, "  → %s\n", e.Location)
		}
		if len(e.Backtrace) > 1 {
			// One frame is the location already.
			fmt.Fprintf(b, "  backtrace: %s\n", strings.Join(e.Backtrace, " < "))
		}
		if line := failingLine(e.SourceContext); line != "" {
			fmt.Fprintf(b, "    > %s\n", line)
		}
		if len(e.ComponentStack) > 0 {
			fmt.Fprintf(b, "  in %s\n", strings.Join(e.ComponentStack, " < "))
		}
		if strings.HasPrefix(e.Source, bundle.SourceBackend) && e.Detail != "" {
			fmt.Fprintf(b, "  serving %s\n", e.Detail)
		}
	}
	if e.Backend != "" {
		fmt.Fprintf(b, "  caused by backend #%s\n", e.Backend)
	}
	// The page matters for browser errors; a request names its own URL
	// and a warning does not need it.
	if e.PageURL != "" && e.Severity == capture.SeverityError && (e.Source == bundle.SourceJS || e.Source == bundle.SourceConsole) {
		fmt.Fprintf(b, "  page: %s\n", e.PageURL)
	}
}

// writeVariants lists a group's distinct messages, each cut short: which
// inputs failed, where the latest message alone names one.
func writeVariants(b *strings.Builder, variants []string, more int) {
	parts := make([]string, len(variants))
	for i, v := range variants {
		parts[i] = oneLine(v, 120)
	}
	fmt.Fprintf(b, "  variants: %s", strings.Join(parts, " | "))
	if more > 0 {
		fmt.Fprintf(b, " (+%d more)", more)
	}
	b.WriteString("\n")
}

// failingLine is the line a source context marks with "> ", trimmed and
// clipped: the statement that failed, for the compact text view.
func failingLine(context string) string {
	for _, l := range strings.Split(context, "\n") {
		if rest, ok := strings.CutPrefix(l, "> "); ok {
			return clip.Head(strings.TrimSpace(rest), 160)
		}
	}
	return ""
}

func oneLine(s string, max int) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return clip.Head(s, max)
}

// age renders a duration the way the text view does: "12s", "4m", "2h".
func age(d time.Duration) string {
	switch {
	case d < 0:
		return "0s"
	case d < time.Minute:
		return fmt.Sprintf("%ds", int(d.Seconds()))
	case d < time.Hour:
		return fmt.Sprintf("%dm", int(d.Minutes()))
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh", int(d.Hours()))
	}
	return fmt.Sprintf("%dd", int(d.Hours()/24))
}
