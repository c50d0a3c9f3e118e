package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/errbundle/errbundle/cli"
	"github.com/errbundle/errbundle/daemon"
	"github.com/errbundle/errbundle/internal/hostguard"
	"github.com/errbundle/errbundle/proxy"
)

const proxySynopsis = `proxy [--listen ADDR] [--addr ADDR] TARGET

Serves your dev server TARGET (e.g. http://localhost:3000, or just 3000) on
--listen, with the capture script put into every page, and records every
request it passes, navigations and form posts included. Any browser works,
with no extension and no change to the app. Events go to the daemon on
--addr, which is started if none answers.

Example:
  errbundle proxy http://localhost:5173    then open http://127.0.0.1:3001`

func proxyCmd(ctx context.Context, args []string, stderr io.Writer) int {
	fs := newFlagSet("proxy", proxySynopsis, stderr)
	listen := fs.String("listen", "127.0.0.1:3001", "address the proxy listens on")
	addr := fs.String("addr", addrDefault(), "daemon address (env "+envAddr+")")
	allowLAN := fs.Bool("allow-lan", false, "allow a --listen address beyond loopback, for a phone or another machine (anyone on the network can then use the app through the proxy)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "errbundle proxy: want one TARGET, the dev server's address")
		fs.Usage()
		return 2
	}
	target, err := targetURL(fs.Arg(0))
	if err != nil {
		fmt.Fprintf(stderr, "errbundle proxy: TARGET: %v\n", err)
		return 2
	}
	host, _, err := net.SplitHostPort(*listen)
	if err != nil {
		fmt.Fprintf(stderr, "errbundle proxy: --listen %q: %v\n", *listen, err)
		return 2
	}
	var allowHosts []string // the Hosts beyond loopback names the proxy answers
	if !daemon.IsLoopbackHost(host) {
		allowHosts = hostguard.Reachable(host)
		if !*allowLAN {
			fmt.Fprintf(stderr, "errbundle proxy: --listen %q is not a loopback address: the app and its telemetry would be reachable from the network; pass --allow-lan to do it anyway\n", *listen)
			return 2
		}
		fmt.Fprintf(stderr, "errbundle proxy: warning: listening on %s, beyond loopback: anyone who can reach it can use your dev server and send telemetry\n", *listen)
		fmt.Fprintf(stderr, "errbundle proxy: pages opened on a LAN address have their stacks source-mapped only if the daemon may fetch from it: errbundle serve --allow-origin http://<this machine's LAN address>%s\n", portSuffix(*listen))
	}

	var revive func(context.Context) error
	if os.Getenv(daemon.EnvNoAutostart) == "" {
		revive = func(ctx context.Context) error { return daemon.Ensure(ctx, *addr, Version()) }
		if err := revive(ctx); err != nil {
			fmt.Fprintf(stderr, "errbundle proxy: %v; proxying anyway, events are kept for it\n", err)
		}
	}
	notify := func(msg string) { fmt.Fprintln(stderr, "errbundle proxy: "+msg) }
	// "proxy", or "proxy-<dir>" when another project's proxy is "proxy".
	dir, _ := os.Getwd()
	id := cli.ProcessID(ctx, *addr, []string{proxy.ProcessID}, dir)
	d := proxy.NewDelivery(proxy.DeliveryConfig{Daemon: *addr, Command: "errbundle proxy " + target.String(),
		ProcessID: id, Revive: revive, Notify: notify})
	p := proxy.New(proxy.Config{Target: target, Record: d.Record, Unreachable: d.Unreachable, Forward: d, AllowHosts: allowHosts})

	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		fmt.Fprintf(stderr, "errbundle proxy: %v\n", err)
		d.Close(context.Background())
		return 1
	}
	srv := &http.Server{Handler: p, ReadHeaderTimeout: 10 * time.Second}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	open := ln.Addr().String()
	if a, ok := ln.Addr().(*net.TCPAddr); ok && a.IP.IsUnspecified() {
		open = fmt.Sprintf("127.0.0.1:%d, or this machine's LAN address:%d,", a.Port, a.Port)
	}
	fmt.Fprintf(stderr, "errbundle proxy: open http://%s (proxying %s; events to the daemon at %s)\n", open, target, *addr)

	code := 0
	select {
	case err := <-served:
		fmt.Fprintf(stderr, "errbundle proxy: %v\n", err)
		code = 1
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	// WebSockets and event streams never end by themselves.
	if err := srv.Shutdown(shutdown); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		fmt.Fprintf(stderr, "errbundle proxy: %v\n", err)
	}
	srv.Close()
	d.Close(shutdown)
	return code
}

func portSuffix(hostport string) string {
	_, port, _ := net.SplitHostPort(hostport)
	return ":" + port
}

// targetURL reads TARGET: a URL, a host:port, or a bare port on
// localhost.
func targetURL(s string) (*url.URL, error) {
	if !strings.Contains(s, "://") {
		if !strings.Contains(s, ":") {
			s = "localhost:" + s
		}
		s = "http://" + s
	}
	u, err := url.Parse(s)
	switch {
	case err != nil:
		return nil, err
	case u.Scheme != "http" && u.Scheme != "https":
		return nil, fmt.Errorf("%q: want an http or https URL", s)
	case u.Host == "":
		return nil, fmt.Errorf("%q: no host", s)
	}
	return u, nil
}
