package proxy

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/ingest"
	"github.com/errbundle/errbundle/relay"
)

// ProcessID is the process the proxy's own problems are filed under: the
// target unreachable is a problem of process "proxy" in get_errors.
const ProcessID = "proxy"

// DefaultHold is how long the proxy holds its record of a request the page
// script may report too, waiting for that report (see [Delivery]).
const DefaultHold = 2 * time.Second

// DeliveryConfig configures a [Delivery]. Daemon is required.
type DeliveryConfig struct {
	// Daemon is the daemon's address, host:port.
	Daemon string
	// Command is the proxy's command line, for its process start event.
	Command string
	// ProcessID is the process the proxy reports as; default [ProcessID].
	// Two projects' proxies on one daemon need two.
	ProcessID string
	// Revive, if set, starts the daemon again when it does not answer.
	Revive func(ctx context.Context) error
	// Notify, if set, is told in a sentence when the daemon goes away and
	// comes back.
	Notify func(msg string)
	// Hold is how long a record waits for the script's report of the same
	// request; default [DefaultHold].
	Hold time.Duration
	// Now is the clock; default time.Now.
	Now func() time.Time
	// Client forwards the script's batches; default one with a 10 s
	// timeout.
	Client *http.Client
}

// Delivery gets what a [Proxy] records to the daemon: each proxied
// request as a network event, each time the target was unreachable as an
// error line of process [ProcessID], and the capture script's batches,
// forwarded as they come ([Delivery.ServeHTTP]).
//
// A request the capture script also reports (a fetch, an XHR, a failed
// script or image) reaches the daemon once: the script's report, which
// knows the page and the app's call site, is kept, completed from the
// proxy's record, and the record dropped. The extension's reports, which
// go to the daemon without the proxy, are completed there instead: the
// proxy sends its records of them (see [Delivery.seen]). Navigations and
// form posts, which no page script sees as requests, are the proxy's
// alone and go out at once.
type Delivery struct {
	cfg     DeliveryConfig
	events  *relay.Sender
	process *relay.Sender
	stop    chan struct{}
	stopped sync.Once
	done    chan struct{}

	mu    sync.Mutex // guards match
	match matcher
}

// NewDelivery starts delivering to cfg.Daemon; call [Delivery.Close] when
// done.
func NewDelivery(cfg DeliveryConfig) *Delivery {
	if cfg.Daemon == "" {
		panic("proxy: NewDelivery needs the daemon's address")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Hold <= 0 {
		cfg.Hold = DefaultHold
	}
	if cfg.ProcessID == "" {
		cfg.ProcessID = ProcessID
	}
	if cfg.Client == nil {
		cfg.Client = &http.Client{Timeout: 10 * time.Second}
	}
	d := &Delivery{cfg: cfg, stop: make(chan struct{}), done: make(chan struct{}), match: matcher{hold: cfg.Hold}}
	base := "http://" + cfg.Daemon
	// The observer's name lets the daemon drop the extension's report of a
	// request this proxy also recorded (capture's dedupe.go).
	d.events = relay.NewSender(relay.Config{URL: base + "/v1/events", Now: cfg.Now, Revive: cfg.Revive, Notify: cfg.Notify,
		Observer: "proxy-" + strconv.Itoa(os.Getpid())})
	// Notices about the daemon come from the events sender alone.
	d.process = relay.NewSender(relay.Config{URL: base + "/v1/process", ProcessID: cfg.ProcessID, Now: cfg.Now, Revive: cfg.Revive})
	dir, _ := os.Getwd()
	d.process.Start(cfg.Command, dir, os.Getpid())
	go d.pump()
	return d
}

// pump sends held records once their hold is over.
func (d *Delivery) pump() {
	defer close(d.done)
	t := time.NewTicker(d.cfg.Hold / 4)
	defer t.Stop()
	for {
		select {
		case <-d.stop:
			d.flushHeld(time.Time{})
			return
		case <-t.C:
			d.flushHeld(d.cfg.Now())
		}
	}
}

// flushHeld sends the records due at now; with a zero now, all of them.
func (d *Delivery) flushHeld(now time.Time) {
	d.mu.Lock()
	if now.IsZero() {
		now = d.cfg.Now().Add(d.cfg.Hold)
	}
	due := d.match.due(now)
	d.mu.Unlock()
	for _, r := range due {
		d.send(r)
	}
}

// Record takes one proxied exchange (see [Config.Record]).
func (d *Delivery) Record(x *ingest.Exchange) {
	r := ingest.RecordExchange(x)
	// Only a browser's requests may have a script report; a client that
	// sends no Sec-Fetch-* (curl, a test) has none. Of its navigations,
	// only a page served with an error status does (the capture script's
	// navigation.js records it, with the text the page shows).
	hold := x.RequestHeader.Get("Sec-Fetch-Mode") != "" && (!x.Navigation() || x.Status >= 400)
	d.mu.Lock()
	now := d.match.record(r, hold, d.cfg.Now())
	d.mu.Unlock()
	if now {
		d.send(r)
	}
}

func (d *Delivery) send(r *capture.Request) {
	raw, err := ingest.EncodeRequest(r)
	if err != nil {
		return // only unencodable text would do it; the event is lost
	}
	d.events.Network(raw)
}

// Unreachable files the target's being unreachable as an error of
// process [ProcessID] (see [Config.Unreachable]), in the form the
// classifier files under category "unreachable": "errbundle proxy: the dev
// server at ... refused the connection: ...".
func (d *Delivery) Unreachable(msg string) {
	d.process.Line("stderr", "errbundle proxy: "+msg)
}

// ServeHTTP forwards a batch of the capture script to the daemon's POST
// /v1/events, without the reports of requests the proxy has already
// recorded, and answers with the daemon's answer. A POST to a path ending
// in /v1/seen is the extension's list of the requests it reports itself
// (see [Delivery.seen]): answered 204, forwarded nowhere.
func (d *Delivery) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		ingest.WriteError(w, http.StatusMethodNotAllowed, "method "+r.Method+" not allowed: use POST")
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, ingest.DefaultMaxRequestBody))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		ingest.WriteError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("body larger than %d bytes", tooBig.Limit))
		return
	case err != nil:
		ingest.WriteError(w, http.StatusBadRequest, "reading body: "+err.Error())
		return
	}
	if strings.HasSuffix(r.URL.Path, "/v1/seen") {
		d.seen(w, body)
		return
	}
	enc := r.Header.Get("Content-Encoding")
	if enc == "" || strings.EqualFold(enc, "identity") {
		body = d.dropDuplicates(body)
	}
	req, err := http.NewRequestWithContext(r.Context(), http.MethodPost, "http://"+d.cfg.Daemon+"/v1/events", bytes.NewReader(body))
	if err != nil {
		ingest.WriteError(w, http.StatusInternalServerError, err.Error())
		return
	}
	req.Header.Set("Content-Type", r.Header.Get("Content-Type"))
	if enc != "" {
		req.Header.Set("Content-Encoding", enc)
	}
	resp, err := d.cfg.Client.Do(req)
	if err != nil {
		// The script keeps the batch and tries again later.
		ingest.WriteError(w, http.StatusServiceUnavailable, "daemon at "+d.cfg.Daemon+" unreachable: "+err.Error())
		return
	}
	defer resp.Body.Close()
	w.Header().Set("Content-Type", resp.Header.Get("Content-Type"))
	w.WriteHeader(resp.StatusCode)
	io.Copy(w, io.LimitReader(resp.Body, 1<<20))
}

// seen takes the extension's list of the requests its capture script
// reports to the daemon itself, through the extension rather than through
// the proxy: {"network":[{"method":"GET","url":"http://…/api/x"}]}. The
// proxy's own script stands down on a page the extension captures, so no
// report of them will come through the proxy to wait for: the proxy's
// records of them go out at once, and the daemon stores each request once,
// the first report completed with what the other had (a failed script's
// status and answer, the headers the browser added; capture's
// complete.go).
func (d *Delivery) seen(w http.ResponseWriter, body []byte) {
	var list struct {
		Network []struct {
			Method string `json:"method"`
			URL    string `json:"url"`
		} `json:"network"`
	}
	if err := json.Unmarshal(body, &list); err != nil {
		ingest.WriteError(w, http.StatusBadRequest, "body: not a JSON object with a network list: "+err.Error())
		return
	}
	var due []*capture.Request
	d.mu.Lock()
	now := d.cfg.Now()
	for _, n := range list.Network {
		if n.Method != "" && n.URL != "" {
			if r := d.match.release(n.Method, n.URL, now); r != nil {
				due = append(due, r)
			}
		}
	}
	d.mu.Unlock()
	for _, r := range due {
		d.send(r)
	}
	w.WriteHeader(http.StatusNoContent)
}

// dropDuplicates removes from a batch the network events that repeat a
// request whose record by the proxy has gone out, and notes the others so
// that the proxy's record of them is not sent: a report that matches a
// held record takes from it what it lacks (the status a failed script load
// could not know, the body of the answer). A body it cannot read goes on
// as it is, for the daemon to judge.
func (d *Delivery) dropDuplicates(body []byte) []byte {
	var top map[string]json.RawMessage
	if json.Unmarshal(body, &top) != nil {
		return body
	}
	var network []json.RawMessage
	if json.Unmarshal(top["network"], &network) != nil || len(network) == 0 {
		return body
	}
	kept := network[:0:0]
	changed := false
	d.mu.Lock()
	now := d.cfg.Now()
	for _, raw := range network {
		var ev struct {
			Method string `json:"method"`
			URL    string `json:"url"`
		}
		if json.Unmarshal(raw, &ev) != nil || ev.Method == "" {
			kept = append(kept, raw)
			continue
		}
		held, drop := d.match.report(ev.Method, ev.URL, now)
		switch {
		case drop:
			changed = true
			continue
		case held != nil:
			if c, ok := complete(raw, held); ok {
				raw, changed = c, true
			}
		}
		kept = append(kept, raw)
	}
	d.mu.Unlock()
	if !changed {
		return body
	}
	top["network"], _ = json.Marshal(kept)
	out, err := json.Marshal(top)
	if err != nil {
		return body
	}
	return out
}

// complete fills the members of a script's network event that it left
// empty (status 0, no content type, no bodies, no response headers) from
// the proxy's record of the same request, reporting whether it changed any.
func complete(raw json.RawMessage, rec *capture.Request) (json.RawMessage, bool) {
	var ev map[string]json.RawMessage
	if json.Unmarshal(raw, &ev) != nil {
		return raw, false
	}
	changed := false
	fill := func(name string, empty bool, v any) {
		if !empty {
			return
		}
		if b, err := json.Marshal(v); err == nil {
			ev[name] = b
			changed = true
		}
	}
	isEmpty := func(name string, zeros ...string) bool {
		v, ok := ev[name]
		if !ok {
			return true
		}
		for _, z := range zeros {
			if string(v) == z {
				return true
			}
		}
		return false
	}
	fill("status", rec.Status != 0 && isEmpty("status", "0", "null"), rec.Status)
	fill("content_type", rec.ContentType != "" && isEmpty("content_type", `""`, "null"), rec.ContentType)
	fill("request_body", rec.RequestBody != "" && isEmpty("request_body", `""`, "null"), rec.RequestBody)
	fill("response_body", rec.ResponseBody != "" && isEmpty("response_body", `""`, "null"), rec.ResponseBody)
	fill("response_headers", len(rec.ResponseHeaders) > 0 && isEmpty("response_headers", "{}", "null"), rec.ResponseHeaders)
	if !changed {
		return raw, false
	}
	out, err := json.Marshal(ev)
	if err != nil {
		return raw, false
	}
	return out, true
}

// Close sends the held records and what is queued, giving up when ctx is
// done. Records taken after Close are not sent.
func (d *Delivery) Close(ctx context.Context) {
	d.stopped.Do(func() {
		close(d.stop)
		d.process.Exit(0)
	})
	<-d.done
	var wg sync.WaitGroup
	for _, s := range []*relay.Sender{d.events, d.process} {
		wg.Go(func() { s.Close(ctx) })
	}
	wg.Wait()
}
