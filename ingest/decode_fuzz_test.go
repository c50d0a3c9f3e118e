package ingest

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
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
		if strings.TrimSpace(id) == "" || len(id) > MaxProcessID || !utf8.ValidString(id) {
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
			case capture.ProcessStart, capture.ProcessExit:
				if ev.Text != "" || ev.Stream != "" {
					t.Fatalf("%s event with a line: %+v", ev.Type, ev)
				}
			case capture.ProcessLine:
				if ev.Stream != "" && ev.Stream != "stdout" && ev.Stream != "stderr" {
					t.Fatalf("accepted stream %q", ev.Stream)
				}
			default:
				t.Fatalf("accepted type %q", ev.Type)
			}
			if len(ev.Text) > maxMessage || len(ev.Command) > maxURL {
				t.Fatalf("field over its cap: text %d bytes, command %d bytes", len(ev.Text), len(ev.Command))
			}
			if !utf8.ValidString(ev.Text) || !utf8.ValidString(ev.Command) || !utf8.ValidString(ev.Type) {
				t.Fatalf("accepted invalid UTF-8: %+v", ev)
			}
		}
	})
}

// FuzzDecodeEventsDifferential checks DecodeEvents against refDecodeEvents,
// the decoder it replaced: both refuse the same bodies, and of the others
// they keep the same events and reject the same ones for the same reasons.
// Seeds are in testdata/fuzz/FuzzDecodeEventsDifferential (bench-body is
// the body of BenchmarkDecodeEvents) and in FuzzDecodeEvents' seeds.
func FuzzDecodeEventsDifferential(f *testing.F) {
	for _, seed := range differentialEventSeeds {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		b, rej, err := DecodeEvents(body)
		refB, refRej, refErr := refDecodeEvents(body)
		if hasNestedDuplicateNames(body) {
			// The reference refuses the whole body; DecodeEvents rejects
			// only the event (see decode.go), so it is checked on its own:
			// a malformed body is ErrMalformed and nothing else, and each
			// event is either kept or rejected, never both or neither.
			require.Error(t, refErr)
			if err != nil {
				require.ErrorIs(t, err, ErrMalformed)
				return
			}
			requireEveryEventAccounted(t, body, b.Len(), rej)
			return
		}
		requireSameVerdict(t, body, err, refErr)
		if err != nil {
			return
		}
		require.Equal(t, refRej, rej, "rejections of %q", body)
		require.Equal(t, refB, b, "batch of %q", body)
	})
}

// FuzzDecodeProcessDifferential checks DecodeProcess against
// refDecodeProcess as FuzzDecodeEventsDifferential does DecodeEvents.
func FuzzDecodeProcessDifferential(f *testing.F) {
	addCorpus(f, "testdata/fuzz/FuzzDecodeProcess")
	for _, seed := range differentialProcessSeeds {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		id, evs, rej, err := DecodeProcess(body)
		refID, refEvs, refRej, refErr := refDecodeProcess(body)
		if hasNestedDuplicateNames(body) {
			require.Error(t, refErr)
			if err != nil {
				require.ErrorIs(t, err, ErrMalformed)
				return
			}
			require.LessOrEqual(t, len(id), MaxProcessID)
			require.LessOrEqual(t, len(evs)+len(rej), bytes.Count(body, []byte("{")), "more events than objects in %q", body)
			return
		}
		requireSameVerdict(t, body, err, refErr)
		if err != nil {
			return
		}
		require.Equal(t, refID, id, "process id of %q", body)
		require.Equal(t, refRej, rej, "rejections of %q", body)
		require.Equal(t, refEvs, evs, "events of %q", body)
	})
}

// differentialProcessSeeds are bodies for FuzzDecodeProcessDifferential
// beside FuzzDecodeProcess' corpus.
var differentialProcessSeeds = []string{
	`{"process_id":"p","events":[{"type":"line","timestamp":1770373805123,"text":"x","stream":1}]}`,
	`{"process_id":"  ","events":[]}`,
	`{"process_id":"\ud800","events":[{"type":"exit","timestamp":1770373805123,"exit_code":"1"}]}`,
	`{"process_id":{"a":1},"events":[]}`,
	`{"events":[{"type":"start","timestamp":1770373805123,"text":null,"stream":"x"}],"process_id":"p"}`,
}

// differentialEventSeeds are bodies for FuzzDecodeEventsDifferential beside
// its corpus: FuzzDecodeEvents' seeds and the corners where the two
// decoders could part ways (mistyped values, lone surrogates in every kind
// of member, number edges, invalid UTF-8).
var differentialEventSeeds = []string{
	`{"errors":[{"timestamp":1770373805123,"message":"m","tab_id":1}],"logs":[` + okLog + `]}`,
	`{"network":[{"timestamp":"2026-02-06T10:30:05Z","method":"GET","url":"/","status":0,"error":"x"}]}`,
	`{"actions":[{"timestamp":1770373805,"type":"click"}],"x":[1,{"y":null}]}`,
	`{"errors":[{"timestamp":1770373805123,"message":"m\ud800","line":"x"},{"timestamp":1770373805123,"message":"\ud83d\ude00","tab_id":"1e3"}]}`,
	`{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","status":1.5,"request_headers":{"a/b~":1}},{"timestamp":1.5e9,"method":"P","url":"u","duration_ms":1e400,"response_headers":null}]}`,
	`{"logs":[{"timestamp":"2026-02-06T10:30:05\u002e5Z","level":"WARNING","message":"","tab_id":-0,"page_url":"\/"}],"l\u006fgs":null}`,
	"{\"logs\":[{\"timestamp\":1770373805123,\"level\":\"info\",\"message\":\"a\xffb\"}],\"x\xff\":[\"\\ud800\"]}",
	`{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","request_headers":{"a\ud800":"x","b":1}}]}`,
	`{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","request_headers":{"a":1,"b":"\ud800"}}]}`,
	`{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","request_headers":"\ud800"}]}`,
	`{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","request_headers":["\ud800"]}]}`,
	`{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","request_headers":{"a":{"b":"\ud800"}}}]}`,
	`{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","status":"\ud800"}]}`,
	`{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","duration_ms":[1,"\ud800"]}]}`,
	`{"errors":[{"timestamp":1770373805123,"message":"m","tab_id":{"a":"\ud800"}}]}`,
	`{"errors":[{"timestamp":1770373805123,"message":"m","tab_id":"\ud800"}]}`,
	`{"errors":[{"timestamp":"\ud800","message":"m","line":"x"}]}`,
	`{"errors":[{"timestamp":{"x":"\udc00\u0041"},"message":1}]}`,
	`{"errors":[{"message":{"a":"\ud800"}}]}`,
	`{"errors":[{"message":["x", "\ud800 \t"]}]}`,
	`{"errors":[{"\ud800":1,"message":1}]}`,
	`{"errors":[{"message":"m","timestamp":1770373805123,"x":"\ud800` + "`" + `"}]}`,
	`{"errors":[{"message":"m","timestamp":1770373805123,"x":"\ud800é"}]}`,
	`{"errors":[{"message":"m","timestamp":1770373805123,"x":"\ud800\n\n"}]}`,
	`{"errors":[{"message":"m","timestamp":1770373805123,"line":-9223372036854775808,"column":9223372036854775808}]}`,
	`{"errors":[{"message":"m","timestamp":1770373805123,"line":-0,"column":1E2}]}`,
	`{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","duration_ms":1e-400,"status":999}]}`,
	`{"network":[{"timestamp":1770373805123,"method":"GET","url":"/","duration_ms":-1e400}]}`,
	`{"logs":[{"timestamp":1770373805123,"level":" info","message":"m"},{"timestamp":1770373805123,"level":"WARNING","message":null},{"timestamp":null,"level":"log","message":""}]}`,
	`{"actions":[{"timestamp":"2026-02-06T10:30:05+01:00","type":" ","tab_id":"` + strings.Repeat("a", maxTabIDLen+1) + `"}]}`,
	`{"actions":[{"timestamp":"","type":"x"},{"timestamp":"2026-02-06T10:30:05Z","type":"x","tab_id":99999999999999999999}]}`,
	`{"actions":{}, "errors":"x", "logs":1, "network":true}`,
	`{"errors":[], "x":{"\ud800":1}, "process_id":"p"}`,
	"{\"errors\":[{\"message\":\"m\\ud800\",\"timestamp\":1,\"x\":\"\xff\"}]}",
	"{\"errors\":[\"\xff\",{\"message\":\"\xff\",\"timestamp\":1770373805123}]}",
	`{"errors":[{"timestamp":1770373805123,"message":"m","component_stack":[{"name":"A","url":"u","line":1,"column":2},null,{"name":""}]}]}`,
	`{"errors":[{"timestamp":1770373805123,"message":"m","component_stack":[{"name":1},{"line":"\ud800"}]}]}`,
	`{"errors":[{"timestamp":1770373805123,"message":"m","component_stack":{"name":"\ud800"}}]}`,
	`{"errors":[{"timestamp":1770373805123,"message":"m","component_stack":[["\ud800"]]}]}`,
	`{"errors":[{"timestamp":1770373805123,"message":"m","component_stack":["\ud800"]}]}`,
	`{"errors":[{"timestamp":1770373805123,"message":"m","component_stack":[{"column":1.5}]}]}`,
	`{"errors":[{"timestamp":1770373805123,"message":"m","component_stack":"x"}]}`,
}

// requireEveryEventAccounted fails unless the kept and the rejected events
// of an events body add up to the elements of its arrays, each rejection
// naming a kind and an index inside its array.
func requireEveryEventAccounted(t *testing.T, body []byte, kept int, rej []Rejection) {
	t.Helper()
	var top map[string]jsontext.Value
	if json.Unmarshal(body, &top, jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true)) != nil {
		return // the top level itself is not plain JSON; the verdict check covers it
	}
	total := 0
	sizes := map[string]int{}
	for _, kind := range []string{"errors", "logs", "network", "actions"} {
		var arr []jsontext.Value
		if v, ok := top[kind]; ok && json.Unmarshal(v, &arr, jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true)) == nil {
			sizes[kind] = len(arr)
			total += len(arr)
		}
	}
	for _, r := range rej {
		if r.Index == -1 { // the whole member was not an array: one rejection for it
			total++
			continue
		}
		require.Less(t, r.Index, sizes[r.Kind], "rejection %+v outside its array in %q", r, body)
	}
	require.Equal(t, total, kept+len(rej), "kept %d and rejected %d of %d events in %q", kept, len(rej), total, body)
}

// requireSameVerdict fails unless err and refErr agree on whether body is
// malformed.
func requireSameVerdict(t *testing.T, body []byte, err, refErr error) {
	t.Helper()
	if err != nil {
		require.ErrorIs(t, err, ErrMalformed)
	}
	if errors.Is(err, ErrMalformed) != errors.Is(refErr, ErrMalformed) {
		t.Fatalf("body %q\nDecodeEvents: %v\nreference:    %v", body, err, refErr)
	}
}

// hasNestedDuplicateNames reports whether an object of body other than the
// top-level one repeats a member name, the one case where the two decoders
// may differ. Names are compared unescaped, with invalid UTF-8 replaced, as
// the reference compares them.
func hasNestedDuplicateNames(body []byte) bool {
	dec := jsontext.NewDecoder(bytes.NewReader(body), jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true))
	// names has the names seen in each open object, nil for an array.
	var names []map[string]bool
	for {
		tok, err := dec.ReadToken()
		if err != nil {
			return false
		}
		switch tok.Kind() {
		case '{':
			names = append(names, map[string]bool{})
		case '[':
			names = append(names, nil)
		case '}', ']':
			names = names[:len(names)-1]
		case '"':
			if len(names) == 0 {
				continue
			}
			// An object's member count is odd right after a name.
			seen := names[len(names)-1]
			if _, n := dec.StackIndex(dec.StackDepth()); seen == nil || n%2 == 0 {
				continue
			}
			if seen[tok.String()] && len(names) > 1 {
				return true
			}
			seen[tok.String()] = true
		}
	}
}

// addCorpus adds the seeds of another fuzz target's corpus in dir to f.
func addCorpus(f *testing.F, dir string) {
	f.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*"))
	require.NoError(f, err)
	for _, file := range files {
		b, err := os.ReadFile(file)
		require.NoError(f, err)
		_, lit, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
		seed, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lit, "[]byte("), ")"))
		require.NoError(f, err, file)
		f.Add([]byte(seed))
	}
}
