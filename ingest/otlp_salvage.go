package ingest

import (
	"fmt"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	logspb "go.opentelemetry.io/proto/otlp/logs/v1"
	resourcepb "go.opentelemetry.io/proto/otlp/resource/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/proto"
)

// protojson refuses a whole OTLP/JSON export for one bad field in one
// span (a span id that is not hex, an intValue that is no number). Only
// then, the body is taken apart here down to its spans or log records and
// each is decoded alone: the bad ones are rejected and counted in the
// partial success, the rest kept. A body that is not the export's shape
// at all is still refused whole.

// otlpShape names a signal's nested lists, in OTLP/JSON's lowerCamelCase
// and in the proto names, both of which protojson reads.
type otlpShape struct {
	resources, scopes, items [2]string
	item                     string // in reasons: "span", "log record"
}

var (
	traceShape = otlpShape{[2]string{"resourceSpans", "resource_spans"}, [2]string{"scopeSpans", "scope_spans"}, [2]string{"spans", "spans"}, "span"}
	logShape   = otlpShape{[2]string{"resourceLogs", "resource_logs"}, [2]string{"scopeLogs", "scope_logs"}, [2]string{"logRecords", "log_records"}, "log record"}
)

// salvagedResource is one resource and the items of each of its scopes
// that decoded; scopes themselves are not kept, as no problem uses them.
type salvagedResource[PI any] struct {
	resource *resourcepb.Resource
	scopes   [][]PI
}

// salvageJSON decodes body item by item. It fails only when body is not
// objects and lists where the shape says.
func salvageJSON[I any, PI interface {
	*I
	proto.Message
}](body []byte, shape otlpShape) (out []salvagedResource[PI], rejected int64, reason string, err error) {
	resources, err := jsonList(body, shape.resources)
	if err != nil {
		return nil, 0, "", err
	}
	for ri, rawRes := range resources {
		res := salvagedResource[PI]{}
		if raw, err := jsonField(rawRes, "resource", "resource"); err != nil {
			return nil, 0, "", err
		} else if raw != nil {
			r := &resourcepb.Resource{}
			if err := protojsonOptions.Unmarshal(raw, r); err != nil {
				reason = fmt.Sprintf("resource %d: %v", ri, err) // its items are kept, with no service name
			} else {
				res.resource = r
			}
		}
		scopes, err := jsonList(rawRes, shape.scopes)
		if err != nil {
			return nil, 0, "", err
		}
		for si, rawScope := range scopes {
			items, err := jsonList(rawScope, shape.items)
			if err != nil {
				return nil, 0, "", err
			}
			var kept []PI
			for i, raw := range items {
				item := PI(new(I))
				if err := protojsonOptions.Unmarshal(raw, item); err != nil {
					rejected++
					reason = fmt.Sprintf("resource %d, scope %d, %s %d: %v", ri, si, shape.item, i, err)
					continue
				}
				kept = append(kept, item)
			}
			res.scopes = append(res.scopes, kept)
		}
		out = append(out, res)
	}
	return out, rejected, reason, nil
}

// salvageOptions read a body as leniently as protojson does: a duplicate
// name or bad UTF-8 inside one item is that item's to answer for.
var salvageOptions = jsonv2.JoinOptions(jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true))

// jsonField is the value of an object's member by either name, nil when
// absent or null.
func jsonField(obj []byte, names ...string) (jsontext.Value, error) {
	var m map[string]jsontext.Value
	if err := jsonv2.Unmarshal(obj, &m, salvageOptions); err != nil {
		return nil, err
	}
	for _, n := range names {
		if v, ok := m[n]; ok && v.Kind() != 'n' {
			return v, nil
		}
	}
	return nil, nil
}

// jsonList is the list an object's member holds, by either name.
func jsonList(obj []byte, names [2]string) ([]jsontext.Value, error) {
	v, err := jsonField(obj, names[0], names[1])
	if v == nil || err != nil {
		return nil, err
	}
	var list []jsontext.Value
	if err := jsonv2.Unmarshal(v, &list, salvageOptions); err != nil {
		return nil, fmt.Errorf("%s: %w", names[0], err)
	}
	return list, nil
}

// salvageTraces is [salvageJSON] for /v1/traces.
func salvageTraces(body []byte) (*tracepb.TracesData, int64, string, error) {
	rs, rejected, reason, err := salvageJSON[tracepb.Span](body, traceShape)
	if err != nil {
		return nil, 0, "", err
	}
	data := &tracepb.TracesData{}
	for _, r := range rs {
		out := &tracepb.ResourceSpans{Resource: r.resource}
		for _, spans := range r.scopes {
			out.ScopeSpans = append(out.ScopeSpans, &tracepb.ScopeSpans{Spans: spans})
		}
		data.ResourceSpans = append(data.ResourceSpans, out)
	}
	return data, rejected, reason, nil
}

// salvageLogs is [salvageJSON] for /v1/logs.
func salvageLogs(body []byte) (*logspb.LogsData, int64, string, error) {
	rs, rejected, reason, err := salvageJSON[logspb.LogRecord](body, logShape)
	if err != nil {
		return nil, 0, "", err
	}
	data := &logspb.LogsData{}
	for _, r := range rs {
		out := &logspb.ResourceLogs{Resource: r.resource}
		for _, records := range r.scopes {
			out.ScopeLogs = append(out.ScopeLogs, &logspb.ScopeLogs{LogRecords: records})
		}
		data.ResourceLogs = append(data.ResourceLogs, out)
	}
	return data, rejected, reason, nil
}
