// Package cli is errbundle's command line beside MCP: errbundle observe,
// which prints exactly what the MCP tool observe returns, errbundle status
// and errbundle skill install. cmd/errbundle only wires these to their
// subcommands.
//
//	code := cli.Observe(ctx, []string{"error_bundles", "--limit", "3"}, addr, dir, os.Stdout, os.Stderr)
//
// # observe
//
// [Observe] is an MCP client of the daemon's /mcp: it calls the tool and
// prints its text, so the command line and an agent see the same reply,
// scoped to the project in dir (sent as the caller's root). Its flags are
// made from [observe.InputSchema]: every argument of the tool is a flag of
// the same name (with dashes for underscores, and --wait for
// wait_seconds), so a new argument needs no change here. [Found] counts
// what --fail-on looks for.
//
// # status and the skill
//
// [Status] prints the daemon's GET /v1/status ([daemon.Status]).
// [InstallSkill] writes the embedded agent skill ([skills.Errbundle]).
// [ProcessID] names an errbundle run process so that two projects running
// the same command stay apart.
package cli
