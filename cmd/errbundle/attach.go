package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/errbundle/errbundle/cdp"
	"github.com/errbundle/errbundle/daemon"
	"github.com/errbundle/errbundle/relay"
)

const attachSynopsis = `attach [--cdp URL] [--all-origins] [--allow-origin ORIGIN]...

Records the pages, frames and workers of a Chromium, Chrome or Edge that
runs with a DevTools port (--remote-debugging-port=9222), over the DevTools
protocol: no extension, no script tag. Another client of the browser (an
agent's chrome-devtools-mcp or Playwright MCP) keeps driving it; errbundle
opens and closes no tab and pauses nothing. After a browser restart it
finds the browser again at the http URL. Events go to the daemon on --addr,
which is started if none answers.

Example:
  chromium --remote-debugging-port=9222 &   errbundle attach`

func attachCmd(ctx context.Context, args []string, stderr io.Writer) int {
	fs := newFlagSet("attach", attachSynopsis, stderr)
	endpoint := fs.String("cdp", cdp.DefaultEndpoint, "the browser's DevTools endpoint: http://host:port, or its ws:// URL")
	remote := fs.Bool("remote-cdp", false, "allow a --cdp endpoint beyond loopback (whoever reaches it controls the browser)")
	all := fs.Bool("all-origins", false, "record every site the browser visits, not only loopback pages and --allow-origin ones")
	var origins listFlag
	fs.Var(&origins, "allow-origin", "a page origin or host to record besides loopback, e.g. https://app.test:8443 or *.app.test (repeatable)")
	addr := fs.String("addr", addrDefault(), "daemon address (env "+envAddr+")")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "errbundle attach: unexpected argument %q\n", fs.Arg(0))
		fs.Usage()
		return 2
	}
	ep, err := cdp.ParseEndpoint(*endpoint, *remote)
	if err != nil {
		fmt.Fprintf(stderr, "errbundle attach: --cdp: %v\n", err)
		return 2
	}
	return record(ctx, "attach", ep, cdp.Origins{Allow: origins, All: *all}, *addr, stderr)
}

const browserSynopsis = `browser [--headless] [--browser PATH] [--port N] [--all-origins] [URL...]

Starts the system's Chromium, Chrome or Edge with a private profile and a
DevTools port on loopback, prints that endpoint for other tools to share the
browser (chrome-devtools-mcp --browser-url, Playwright MCP --cdp-endpoint),
opens the URLs, and records the browser as errbundle attach does. The
browser and its profile go when errbundle does. --port fixes the port, for
an agent whose MCP configuration names the endpoint once.

Example:
  errbundle browser http://localhost:5173
  errbundle browser --headless --port 9222`

func browserCmd(ctx context.Context, args []string, stderr io.Writer) int {
	fs := newFlagSet("browser", browserSynopsis, stderr)
	headless := fs.Bool("headless", false, "run the browser without a window")
	path := fs.String("browser", "", "the browser's executable (default: the first Chromium, Chrome or Edge found)")
	port := fs.Int("port", 0, "the DevTools port on 127.0.0.1 (default: a free one the browser picks)")
	all := fs.Bool("all-origins", false, "record every site the browser visits, not only loopback pages and --allow-origin ones")
	var origins listFlag
	fs.Var(&origins, "allow-origin", "a page origin or host to record besides loopback (repeatable)")
	addr := fs.String("addr", addrDefault(), "daemon address (env "+envAddr+")")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if *port < 0 || *port > 65535 {
		fmt.Fprintf(stderr, "errbundle browser: --port %d: not a TCP port\n", *port)
		return 2
	}
	b, err := cdp.Launch(ctx, cdp.LaunchConfig{Path: *path, Headless: *headless, Port: *port, URLs: fs.Args(), Stderr: stderr})
	if err != nil {
		fmt.Fprintf(stderr, "errbundle browser: %v\n", err)
		return 1
	}
	defer b.Close()
	fmt.Fprintf(stderr, "errbundle browser: %s is running; its DevTools endpoint is %s\n", b.Path, b.Endpoint)
	ep, err := cdp.ParseEndpoint(b.Endpoint, false)
	if err != nil {
		fmt.Fprintf(stderr, "errbundle browser: %v\n", err)
		return 1
	}
	// The browser's end ends the command.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		<-b.Done()
		cancel()
	}()
	return record(ctx, "browser", ep, cdp.Origins{Allow: origins, All: *all}, *addr, stderr)
}

// record records the browser at ep until ctx ends, delivering to the
// daemon at addr as the extension does, to POST /v1/events.
func record(ctx context.Context, name string, ep cdp.Endpoint, origins cdp.Origins, addr string, stderr io.Writer) int {
	notify := func(msg string) { fmt.Fprintf(stderr, "errbundle %s: %s\n", name, msg) }
	var revive func(context.Context) error
	if os.Getenv(daemon.EnvNoAutostart) == "" {
		revive = func(ctx context.Context) error { return daemon.Ensure(ctx, addr, Version()) }
		if err := revive(ctx); err != nil {
			notify(fmt.Sprintf("%v; recording anyway, events are kept for it", err))
		}
	}
	// Named per process: two attaches to one browser are two observers,
	// whose reports of one event the daemon stores once.
	observer := fmt.Sprintf("%s-%d", name, os.Getpid())
	sender := relay.NewSender(relay.Config{URL: "http://" + addr + "/v1/events", Revive: revive, Notify: notify, Observer: observer})
	err := cdp.Run(ctx, cdp.Config{Endpoint: ep, Sink: sender.Browser, Origins: origins, Notify: notify})
	closing, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	sender.Close(closing)
	if err != nil {
		notify(err.Error())
		return 1
	}
	return 0
}
