package capture

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzDecodeProcess checks that decoding a POST /v1/process body never
// panics, that a whole-body failure wraps ErrMalformed, and that whatever it
// accepts is a complete, valid event of a valid process id. Seeds are in
// testdata/fuzz/FuzzDecodeProcess.
func FuzzDecodeProcess(f *testing.F) {
	f.Fuzz(func(t *testing.T, body []byte) {
		id, evs, rej, err := DecodeProcess(body)
		if err != nil {
			if !errors.Is(err, ErrMalformed) {
				t.Fatalf("error %v does not wrap ErrMalformed", err)
			}
			if id != "" || evs != nil || rej != nil {
				t.Fatalf("error %v returned with results: %q, %d events, %d rejections", err, id, len(evs), len(rej))
			}
			return
		}
		if strings.TrimSpace(id) == "" || len(id) > maxProcessID || !utf8.ValidString(id) {
			t.Fatalf("accepted process id %q", id)
		}
		for _, r := range rej {
			if r.Reason == "" || r.Kind != "events" || r.Index < -1 {
				t.Fatalf("bad rejection %+v", r)
			}
		}
		for _, ev := range evs {
			if ev.Time.IsZero() || ev.Time.Before(minTime) || !ev.Time.Before(maxTime) {
				t.Fatalf("accepted time %v in %+v", ev.Time, ev)
			}
			switch ev.Type {
			case ProcessStart, ProcessExit:
				if ev.Text != "" || ev.Stream != "" {
					t.Fatalf("%s event with a line: %+v", ev.Type, ev)
				}
			case ProcessLine:
				if ev.Stream != "" && ev.Stream != "stdout" && ev.Stream != "stderr" {
					t.Fatalf("accepted stream %q", ev.Stream)
				}
			default:
				t.Fatalf("accepted type %q", ev.Type)
			}
			if len(ev.Text) > maxMessage+len("…[truncated]") || len(ev.Command) > maxURL+len("…[truncated]") {
				t.Fatalf("field over its cap: text %d bytes, command %d bytes", len(ev.Text), len(ev.Command))
			}
			if !utf8.ValidString(ev.Text) || !utf8.ValidString(ev.Command) || !utf8.ValidString(ev.Type) {
				t.Fatalf("accepted invalid UTF-8: %+v", ev)
			}
		}
	})
}
