package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errbundle/errbundle/observe"
)

// Exit codes of errbundle observe.
const (
	ExitOK    = 0
	ExitFound = 1 // --fail-on found something
	ExitUsage = 2 // bad flags or arguments, or no daemon
)

// ObserveSynopsis heads errbundle observe's help.
const ObserveSynopsis = `observe <what> [flags]

Prints what the MCP tool observe returns for <what>, from the running
daemon, scoped to the project in the current directory (--scope all for
every app). <what> is one of: ` + "error_bundles, get_errors, errors, logs, network_bodies, actions, processes" + `.
Text where the tool returns text, its JSON where it returns JSON; --json
asks for JSON everywhere. Each flag but --addr, --json and --fail-on is the
tool argument of the same name.

Exit code: 0; 1 when --fail-on error (or warning) finds an error (or an
error or warning) in the reply; 2 for bad flags or when no daemon answers.

Examples:
  errbundle observe error_bundles
  errbundle observe error_bundles --after <cursor> --wait 20
  errbundle observe get_errors --fail-on error
  errbundle observe logs --level warn --limit 20 --scope all`

// Observe is errbundle observe: args as after the command name, the
// project's root dir, and the daemon on addr unless --addr says otherwise.
func Observe(ctx context.Context, args []string, addr, dir string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("observe", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: errbundle %s\n\nFlags:\n", ObserveSynopsis)
		printUsage(stderr, fs)
	}
	fs.StringVar(&addr, "addr", addr, "daemon address (env ERRBUNDLE_ADDR)")
	asJSON := fs.Bool("json", false, "JSON for every view (get_errors as with --raw)")
	failOn := fs.String("fail-on", "", "exit 1 when the reply holds an error (error) or an error or warning (warning)")
	flags := addToolFlags(fs, observe.InputSchema(), "what")

	what, rest := "", args
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		what, rest = args[0], args[1:]
	}
	if err := fs.Parse(rest); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitUsage
	}
	if what == "" && fs.NArg() > 0 {
		what = fs.Arg(0)
		if err := fs.Parse(fs.Args()[1:]); err != nil {
			return ExitUsage
		}
	}
	switch {
	case what == "":
		fmt.Fprintln(stderr, "errbundle observe: missing <what>: one of "+strings.Join(observe.Modes, ", "))
		fs.Usage()
		return ExitUsage
	case fs.NArg() > 0:
		fmt.Fprintf(stderr, "errbundle observe: unexpected argument %q\n", fs.Arg(0))
		return ExitUsage
	case *failOn != "" && *failOn != "error" && *failOn != "warning":
		fmt.Fprintf(stderr, "errbundle observe: --fail-on %q: want error or warning\n", *failOn)
		return ExitUsage
	}
	arguments, err := flags.arguments()
	if err != nil {
		fmt.Fprintln(stderr, "errbundle observe:", err)
		return ExitUsage
	}
	arguments["what"] = what
	if *asJSON {
		if _, ok := observe.InputSchema().Properties["raw"]; ok && what == observe.ModeGetErrors {
			arguments["raw"] = true
		}
	}
	res, err := Call(ctx, addr, dir, arguments)
	if err != nil {
		fmt.Fprintln(stderr, "errbundle observe:", err)
		return ExitUsage
	}
	text := ResultText(res)
	if res.IsError {
		fmt.Fprintln(stderr, "errbundle observe:", text)
		return ExitUsage
	}
	fmt.Fprintln(stdout, text)
	if *failOn != "" {
		errs, warns := Found(text)
		if errs > 0 || (*failOn == "warning" && warns > 0) {
			return ExitFound
		}
	}
	return ExitOK
}

// Call calls the observe tool of the daemon on addr as an MCP client, with
// dir as the caller's root, and returns the result as the tool gave it.
func Call(ctx context.Context, addr, dir string, arguments map[string]any) (*mcp.CallToolResult, error) {
	client := mcp.NewClient(&mcp.Implementation{Name: "errbundle-cli"}, nil)
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + addr + "/mcp", MaxRetries: -1, DisableStandaloneSSE: true}, nil)
	if err != nil {
		return nil, fmt.Errorf("no errbundle daemon answers at %s (start one with errbundle serve, or errbundle run): %w", addr, err)
	}
	defer cs.Close()
	params := &mcp.CallToolParams{Name: observe.ToolName, Arguments: arguments}
	if dir != "" {
		params.Meta = mcp.Meta{observe.MetaRoots: []string{dir}}
	}
	return cs.CallTool(ctx, params)
}

// ResultText is a tool result's text blocks, one after the other.
func ResultText(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// Found counts the errors and warnings a reply of the observe tool holds,
// for --fail-on: the counts a JSON reply states (error_count,
// warning_count; a bundle per error; the processes' counts; requests by
// status, logs by level), or the headings of get_errors' text.
func Found(text string) (errs, warns int) {
	if !strings.HasPrefix(text, "{") {
		// get_errors' text: "=== Errors (3) ===", "=== Warnings (1) ===".
		fmt.Sscanf(after(text, "=== Errors ("), "%d", &errs)
		fmt.Sscanf(after(text, "=== Warnings ("), "%d", &warns)
		return errs, warns
	}
	var r struct {
		ErrorCount   *int              `json:"error_count"`
		WarningCount *int              `json:"warning_count"`
		Bundles      []json.RawMessage `json:"bundles"`
		Processes    []struct {
			Errors   int `json:"errors"`
			Warnings int `json:"warnings"`
		} `json:"processes"`
		Logs []struct {
			Level string `json:"level"`
		} `json:"logs"`
		Requests []struct {
			Status int    `json:"status"`
			Error  string `json:"error"`
		} `json:"requests"`
	}
	if json.Unmarshal([]byte(text), &r) != nil {
		return 0, 0
	}
	if r.ErrorCount != nil {
		errs = *r.ErrorCount
	}
	if r.WarningCount != nil {
		warns = *r.WarningCount
	}
	errs += len(r.Bundles)
	for _, p := range r.Processes {
		errs, warns = errs+p.Errors, warns+p.Warnings
	}
	for _, l := range r.Logs {
		switch l.Level {
		case "error":
			errs++
		case "warn", "warning":
			warns++
		}
	}
	for _, q := range r.Requests {
		switch {
		case q.Status >= 500 || q.Status == 0 && q.Error != "":
			errs++
		case q.Status >= 400:
			warns++
		}
	}
	return errs, warns
}

// after is the text after the first sep, or "".
func after(text, sep string) string {
	if _, rest, ok := strings.Cut(text, sep); ok {
		return rest
	}
	return ""
}
