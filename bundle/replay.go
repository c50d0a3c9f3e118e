package bundle

import (
	"strings"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/classify"
	"github.com/errbundle/errbundle/fingerprint"
)

// A Server Component that throws while rendering fails twice: the dev
// server reports the exception (Next.js's "⨯ TypeError: … at ReportPage
// (app/report/page.tsx:11:25)", mapped by the framework itself), and React
// replays it in the browser with frames of the server's bundle
// ("about://React/Server/webpack-internal:///(rsc)/./app/report/page.tsx?0:15:26",
// or a server chunk on disk). Where no map on disk resolves those frames,
// the dev server's report of the same message, close in time, does.

// replayFrame marks the frames React replays from the server.
const replayFrame = "about://React/"

// replayWindow is how far apart the server's report and the browser's
// replay of one exception may be: the page's render, its stream and its
// hydration lie between them.
const replayWindow = MaxWindow

// WithReplays returns a Locator that places a browser error replaying a
// server exception at the location the dev server reported for it, in
// snap's problems, and otherwise asks loc (which may be nil).
//
// An error the dev server forwarded from the browser with its original
// frames (Next.js's "[browser] Uncaught TypeError: …" and "    at
// checkout (app/cart/page.tsx:15:24)") is placed there when no map
// resolves the browser's own stack.
func WithReplays(snap *capture.Snapshot, loc Locator) Locator {
	return func(e *capture.Error) (Original, bool) {
		var o Original
		ok := false
		if loc != nil {
			o, ok = loc(e)
		}
		if !strings.Contains(e.Stack, replayFrame) {
			if !ok || o.Location == "" && !o.Pending {
				if fwd := forwardedLocation(snap, e); fwd != "" {
					o.Location, o.Context, o.Pending = fwd, "", false
					if o.Stack == "" {
						o.Stack = e.Stack // as served: no map rewrote it
					}
					return o, true
				}
			}
			return o, ok
		}
		p := serverReport(snap, e)
		if p == nil {
			return o, ok
		}
		if o.Location != "" && !o.Pending && sameLine(o.Location, p.Location) {
			return o, ok // the map on disk said the same, with the source
		}
		stack := o.Stack
		if stack == "" {
			stack = e.Stack
		}
		o.Location, o.Stack, o.Context, o.Pending = p.Location, replaceReplayFrame(stack, p.Location), codeFrame(p.Block), false
		return o, true
	}
}

// serverReport returns the dev server's error with e's message nearest in
// time to e, within replayWindow, that names a location; nil if none.
func serverReport(snap *capture.Snapshot, e *capture.Error) *capture.Problem {
	want := keyOf(e).message
	var best *capture.Problem
	var bestDist time.Duration
	snap.Problems.Ascend(e.Time.Add(-replayWindow), e.Time.Add(replayWindow), func(p *capture.Problem) bool {
		if p.Severity != capture.SeverityError || p.Location == "" {
			return true
		}
		if keyOf(&capture.Error{Message: p.Message}).message != want {
			return true
		}
		d := e.Time.Sub(p.Time)
		if d < 0 {
			d = -d
		}
		if best == nil || d < bestDist {
			best, bestDist = p, d
		}
		return true
	})
	return best
}

// sameLine reports whether two locations name one file and line.
func sameLine(a, b string) bool {
	fileLine := func(s string) string {
		if i := strings.LastIndexByte(s, ':'); i > 0 && strings.Count(s[strings.LastIndexAny(s, "/\\")+1:], ":") >= 2 {
			return s[:i]
		}
		return s
	}
	return fileLine(a) == fileLine(b)
}

// replaceReplayFrame puts loc in place of the first replayed frame's
// location in stack.
func replaceReplayFrame(stack, loc string) string {
	lines := strings.Split(stack, "\n")
	for i, l := range lines {
		j := strings.Index(l, replayFrame)
		if j < 0 {
			continue
		}
		end := len(l)
		if strings.HasSuffix(l, ")") {
			end--
		}
		lines[i] = l[:j] + loc + l[end:]
		break
	}
	return strings.Join(lines, "\n")
}

// codeFrame turns the code frame of a dev server's block (Babel's and
// Next.js's "> 11 |   code", "  10 |   code", "     |   ^") into the
// source context errors show ("> code", "  code"); "" when the block has
// none.
func codeFrame(block string) string {
	var out []string
	for _, l := range strings.Split(block, "\n") {
		t := strings.TrimLeft(l, " ")
		mark := "  "
		if rest, ok := strings.CutPrefix(t, ">"); ok {
			mark, t = "> ", strings.TrimLeft(rest, " ")
		}
		num, code, ok := strings.Cut(t, " |")
		if !ok || num == "" || strings.Trim(num, "0123456789") != "" {
			continue
		}
		out = append(out, mark+strings.TrimPrefix(code, " "))
	}
	return strings.Join(out, "\n")
}

// forwardedPrefix marks the lines a dev server prints on the browser's
// behalf (Next.js 16).
const forwardedPrefix = "[browser] "

// forwardedLocation returns the first application frame of the report of
// e the dev server forwarded from the browser nearest in time to e,
// within replayWindow; "" if none.
func forwardedLocation(snap *capture.Snapshot, e *capture.Error) string {
	want := keyOf(e).message
	if want == "" {
		return ""
	}
	var best string
	var bestDist time.Duration
	var head *capture.Line // the forwarded report being read
	var frames strings.Builder
	finish := func() {
		if head == nil {
			return
		}
		if loc := fingerprint.FirstAppFrame(frames.String()); loc != "" {
			d := e.Time.Sub(head.Time)
			if d < 0 {
				d = -d
			}
			if best == "" || d < bestDist {
				best, bestDist = loc, d
			}
		}
		head = nil
		frames.Reset()
	}
	snap.Lines.Ascend(e.Time.Add(-replayWindow), e.Time.Add(replayWindow), func(l *capture.Line) bool {
		text := l.Text
		if strings.Contains(text, "\x1b") {
			text = classify.StripANSI(text)
		}
		if rest, ok := strings.CutPrefix(text, forwardedPrefix); ok {
			finish()
			rest = strings.TrimPrefix(strings.TrimSpace(rest), "⨯ ")
			rest = strings.TrimPrefix(rest, "unhandledRejection: ")
			if keyOf(&capture.Error{Message: rest}).message == want {
				head = l
			}
			return true
		}
		if head != nil {
			if l.Process != head.Process || !strings.HasPrefix(text, " ") || frames.Len() > 4096 {
				finish()
			} else {
				frames.WriteString(text)
				frames.WriteByte('\n')
			}
		}
		return true
	})
	finish()
	return best
}
