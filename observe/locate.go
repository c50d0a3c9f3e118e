package observe

import (
	"context"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/errbundle/errbundle/bundle"
	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/fingerprint"
	"github.com/errbundle/errbundle/redact"
	"github.com/errbundle/errbundle/sourcemap"
)

// Symbolizer is what the views need of a source-map resolver: answers from
// its cache that never wait for the network (see [sourcemap.Resolver]).
type Symbolizer interface {
	Map(stack string) sourcemap.MappedStack
}

// Locator maps browser errors to their original source with sym: the
// first frame that is the application's own code once mapped (a frame of
// a bundled dependency maps into node_modules, or to a source the map's
// ignoreList names, and is skipped), with the source around it.
//
// An error keeps the location it was first mapped to: a dev server
// rebuilds a chunk under the same URL when the code is edited (Turbopack
// does), and an error thrown before the edit came from the code before it.
// A served position is not kept: the map may have failed to load (a dev
// server answers 500 while it compiles) and be fetched again.
func Locator(sym Symbolizer) bundle.Locator {
	if sym == nil {
		return nil
	}
	pins := &pinned{m: make(map[pinKey]bundle.Original)}
	return func(e *capture.Error) (bundle.Original, bool) {
		if e.Seq == 0 { // not from a store: nothing names it
			o, ok, _ := place(sym, e)
			return o, ok
		}
		k := pinKey{e.Seq, e.Time.UnixNano()}
		if o, ok := pins.get(k); ok {
			return o, true
		}
		o, ok, settled := place(sym, e)
		if ok && settled {
			pins.put(k, o)
		}
		return o, ok
	}
}

// maxPins bounds the locations remembered; past it they are forgotten
// all at once, and mapped again from the maps cached then.
const maxPins = 4096

// pinned remembers the locations of errors once mapped, by error.
type pinned struct {
	mu sync.Mutex // guards m
	m  map[pinKey]bundle.Original
}

// pinKey names one stored error: its arrival number, and its time in case
// a restored store numbers anew.
type pinKey struct {
	seq  uint64
	time int64
}

func (p *pinned) get(k pinKey) (bundle.Original, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	o, ok := p.m[k]
	return o, ok
}

func (p *pinned) put(k pinKey, o bundle.Original) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.m) >= maxPins {
		p.m = make(map[pinKey]bundle.Original)
	}
	p.m[k] = o
}

// locator maps an error with sym's current maps.
//
// A console error whose message renders an Error's stack, as
// console.error(err) does, is placed by that Error's frames, and its mapped
// stack is the stack shown: the error happened where it was thrown, not
// where a handler reported it. The handler may be library code only (a
// framework's error handler: Angular's "ERROR" log, a promise library's),
// whose call's stack has no frame of the application's, or the app's own
// (an error boundary's console.error("coupon failed:", err) in Vue,
// Svelte, Solid or Preact), whose frame would name the handler's line.
// The call's stack places it when the Error's frames are all library code.
// The frames such a message renders are mapped in the message too, so that
// every frame an agent reads is the original source's.
//
// settled says the location is an original position, nothing pending:
// one a later read would not improve on.
func place(sym Symbolizer, e *capture.Error) (o bundle.Original, ok, settled bool) {
	stack := e.Stack
	logged := e.Kind == capture.KindConsole && strings.Contains(e.Message, "\n")
	if strings.TrimSpace(stack) == "" && e.URL != "" && e.Line > 0 {
		// window.onerror without a stack (a SyntaxError, a cross-file
		// throw): its url and line are the one frame there is.
		stack = "    at " + e.URL + ":" + strconv.Itoa(e.Line) + ":" + strconv.Itoa(max(e.Column, 1))
	}
	if strings.TrimSpace(stack) == "" && !logged {
		return bundle.Original{}, false, true
	}
	m := sym.Map(stack) // every frame looked up once, the stack rewritten
	o, mapped, original := firstApplication(m)
	text := m.Text
	var message string // the message, its frames mapped
	if logged {
		if em := sym.Map(e.Message); len(em.Frames) > 0 {
			eo, emapped, eoriginal := firstApplication(em)
			if eo.Location != "" || eo.Pending {
				o, mapped, text, original = eo, mapped || emapped, em.Text, eoriginal
				m.Pending = em.Pending
			}
			if emapped && !em.Pending && em.Text != e.Message {
				message, mapped = em.Text, true
			}
		}
	}
	var cpending bool
	o.Components, cpending = components(sym, e.ComponentStack)
	o.Pending = o.Pending || cpending
	if !mapped && !o.Pending {
		if o.Components == nil {
			return bundle.Original{}, false, false
		}
		return bundle.Original{Stack: e.Stack, Components: o.Components}, true, false
	}
	if e.Stack != "" || text != m.Text {
		o.Stack, o.Pending = text, o.Pending || m.Pending && o.Location == ""
	}
	o.Message = message
	return o, true, original && !o.Pending
}

// firstApplication is the place of a mapped stack's first frame of the
// application's own code, with the source around it: its original
// position, or its served one when no map covers it. Frames of bundled
// dependencies and of sources a map's ignoreList names are skipped.
// mapped says some frame was mapped; o.Pending, with no location, that
// the map of the first application frame is still being fetched; original
// that o.Location is an original position, not a served one.
func firstApplication(m sourcemap.MappedStack) (o bundle.Original, mapped, original bool) {
	for j, f := range m.Frames {
		if fingerprint.IsLibraryFrame(f.URL) && !strings.HasPrefix(f.URL, "webpack-internal:") {
			continue
		}
		res := m.Results[j]
		switch res.Status {
		case sourcemap.Pending:
			o.Pending = true
		case sourcemap.Mapped:
			mapped = true
			if fingerprint.IsLibraryFrame(res.Source) || res.Ignored {
				continue // a dependency, bundled into a served chunk, or one the map's ignoreList names
			}
			o.Location = res.Source + ":" + strconv.Itoa(res.Line) + ":" + strconv.Itoa(res.Column)
			o.Context, o.Function = redact.Text(res.Context), res.Function
			original = true
		default:
			// No map for an application frame: its served position, and
			// the served code's name, are the best there is.
			o.Location = fingerprint.TrimOrigin(f.URL) + ":" + strconv.Itoa(f.Line) + ":" + strconv.Itoa(f.Column)
			if !strings.Contains(f.Func, "<anonymous>") {
				o.Function = f.Func
			}
		}
		return o, mapped, original
	}
	return o, mapped, original
}

// problemSource places a dev server's problem with sym: a built script's
// position (tsc's dist/cart.js, run without --enable-source-maps) at its
// original source through the map beside it on disk, and the source
// around the place, read from the project's file when sym reads files
// ([sourcemap.Resolver.FileContext]); secrets in it redacted, as
// everything stored is.
func problemSource(sym Symbolizer) bundle.ProblemSource {
	if sym == nil {
		return nil
	}
	files, _ := sym.(interface {
		FileContext(path string, line, column int) string
	})
	return func(path string, line, column int) (location, context string) {
		if isBuiltScript(path) {
			if r, ok := mapFile(sym, path, line, max(column, 1)); ok {
				return r.Source + ":" + strconv.Itoa(r.Line) + ":" + strconv.Itoa(r.Column), redact.Text(r.Context)
			}
		}
		if files == nil {
			return "", ""
		}
		return "", redact.Text(files.FileContext(path, line, column))
	}
}

// isBuiltScript reports a script a dev server or compiler may have built,
// whose map would lie beside it.
func isBuiltScript(path string) bool {
	return strings.HasSuffix(path, ".js") || strings.HasSuffix(path, ".mjs") || strings.HasSuffix(path, ".cjs")
}

// builtScriptWait bounds the wait for a built script's map the first time
// its problem is shown: both are read from the local disk.
const builtScriptWait = 250 * time.Millisecond

// mapFile maps a position in a script on disk through its source map;
// ok when it maps into the application's own source.
func mapFile(sym Symbolizer, path string, line, column int) (sourcemap.Result, bool) {
	frame := "    at f (" + (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String() + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(column) + ")"
	m := sym.Map(frame)
	if m.Pending {
		if w, ok := sym.(interface{ Wait(context.Context) error }); ok {
			ctx, cancel := context.WithTimeout(context.Background(), builtScriptWait)
			_ = w.Wait(ctx) // on timeout the position stays as printed, and the next read maps it
			cancel()
			m = sym.Map(frame)
		}
	}
	if len(m.Results) != 1 {
		return sourcemap.Result{}, false
	}
	r := m.Results[0]
	if r.Status != sourcemap.Mapped || r.Ignored || fingerprint.IsLibraryFrame(r.Source) {
		return sourcemap.Result{}, false
	}
	return r, true
}

// components maps the positions of a React component stack with sym, each
// as the one frame of a stack; an entry without one keeps its name alone.
// It returns nil when no entry was mapped, and whether a map is still
// being fetched.
func components(sym Symbolizer, cs []capture.Component) (out []string, pending bool) {
	mapped := false
	for _, c := range cs {
		loc := ""
		if c.URL != "" && c.Line > 0 {
			m := sym.Map("    at " + c.Name + " (" + c.URL + ":" + strconv.Itoa(c.Line) + ":" + strconv.Itoa(max(c.Column, 1)) + ")")
			if len(m.Results) == 1 {
				switch res := m.Results[0]; res.Status {
				case sourcemap.Mapped:
					loc, mapped = res.Source+":"+strconv.Itoa(res.Line)+":"+strconv.Itoa(res.Column), true
				case sourcemap.Pending:
					pending = true
				}
			}
		}
		out = append(out, bundle.ComponentLine(c, loc))
	}
	if !mapped {
		return nil, pending
	}
	return out, pending
}
