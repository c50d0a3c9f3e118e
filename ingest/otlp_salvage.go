package ingest

import (
	"errors"
	"fmt"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	logspb "go.opentelemetry.io/proto/otlp/logs/v1"
	resourcepb "go.opentelemetry.io/proto/otlp/resource/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
)

// An export is refused whole for one bad field in one span: a span id that
// is not hex or an intValue that is no number in JSON, a string of invalid
// UTF-8 or a truncated span in protobuf. Only then, the body is taken apart
// here down to its spans or log records ([otlpSkeleton]) and each is
// decoded alone: the bad ones are rejected and counted in the partial
// success, the rest kept. A body that is not the export's shape at all is
// still refused whole.

// rawResource is one resource of an export taken apart: its own encoding,
// and that of each item of each of its scopes. Scopes themselves are not
// kept, as no problem uses them.
type rawResource struct {
	resource []byte
	scopes   [][][]byte
}

// otlpShape names a signal's nested lists, in OTLP/JSON's lowerCamelCase
// and in the proto names, both of which protojson reads. In protobuf both
// signals number them alike: the resources field 1 of the export; the
// resource 1 and the scopes 2 of a resource; the items 2 of a scope.
type otlpShape struct {
	resources, scopes, items [2]string
	item                     string // in reasons: "span", "log record"
}

var (
	traceShape = otlpShape{[2]string{"resourceSpans", "resource_spans"}, [2]string{"scopeSpans", "scope_spans"}, [2]string{"spans", "spans"}, "span"}
	logShape   = otlpShape{[2]string{"resourceLogs", "resource_logs"}, [2]string{"scopeLogs", "scope_logs"}, [2]string{"logRecords", "log_records"}, "log record"}
)

// salvagedResource is a resource and the items of each scope that decoded.
type salvagedResource[PI any] struct {
	resource *resourcepb.Resource
	scopes   [][]PI
}

// salvage decodes body item by item.
func salvage[I any, PI interface {
	*I
	proto.Message
}](body []byte, enc otlpEncoding, shape otlpShape) (out []salvagedResource[PI], rejected int64, reason string, err error) {
	skel, err := otlpSkeleton(body, enc, shape)
	if err != nil {
		return nil, 0, "", err
	}
	for ri, raw := range skel {
		res := salvagedResource[PI]{}
		if raw.resource != nil {
			r := &resourcepb.Resource{}
			if err := unmarshalOTLP(raw.resource, enc, r); err != nil {
				reason = fmt.Sprintf("resource %d: %v", ri, err) // its items are kept, with no service name
			} else {
				res.resource = r
			}
		}
		for si, items := range raw.scopes {
			var kept []PI
			for i, b := range items {
				item := PI(new(I))
				if err := unmarshalOTLP(b, enc, item); err != nil {
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

// otlpSkeleton takes an export apart down to its items, or fails when
// body is not lists and messages where the shape says.
func otlpSkeleton(body []byte, enc otlpEncoding, shape otlpShape) ([]rawResource, error) {
	field, list := protoField, protoList
	if enc == otlpJSON {
		field, list = jsonField, jsonList
	}
	resources, err := list(body, shape.resources, 1)
	if err != nil {
		return nil, err
	}
	var out []rawResource
	for _, res := range resources {
		r, err := field(res, [2]string{"resource", "resource"}, 1)
		if err != nil {
			return nil, err
		}
		scopes, err := list(res, shape.scopes, 2)
		if err != nil {
			return nil, err
		}
		raw := rawResource{resource: r}
		for _, scope := range scopes {
			items, err := list(scope, shape.items, 2)
			if err != nil {
				return nil, err
			}
			raw.scopes = append(raw.scopes, items)
		}
		out = append(out, raw)
	}
	return out, nil
}

// salvageOptions read a body as leniently as protojson does: a duplicate
// name or bad UTF-8 inside one item is that item's to answer for.
var salvageOptions = jsonv2.JoinOptions(jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true))

// jsonField is the value of an object's member by either name, nil when
// absent or null.
func jsonField(obj []byte, names [2]string, _ protowire.Number) ([]byte, error) {
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
func jsonList(obj []byte, names [2]string, num protowire.Number) ([][]byte, error) {
	v, err := jsonField(obj, names, num)
	if v == nil || err != nil {
		return nil, err
	}
	var list []jsontext.Value
	if err := jsonv2.Unmarshal(v, &list, salvageOptions); err != nil {
		return nil, fmt.Errorf("%s: %w", names[0], err)
	}
	out := make([][]byte, len(list))
	for i, item := range list {
		out[i] = item
	}
	return out, nil
}

var errProtoWire = errors.New("proto: cannot parse invalid wire-format data")

// protoList is every occurrence of field num of a message, a repeated
// message field; other fields are skipped.
func protoList(msg []byte, names [2]string, num protowire.Number) ([][]byte, error) {
	var out [][]byte
	for len(msg) > 0 {
		n, typ, l := protowire.ConsumeTag(msg)
		if l < 0 {
			return nil, fmt.Errorf("%s: %w", names[0], errProtoWire)
		}
		msg = msg[l:]
		if n == num && typ == protowire.BytesType {
			v, l := protowire.ConsumeBytes(msg)
			if l < 0 {
				return nil, fmt.Errorf("%s: %w", names[0], errProtoWire)
			}
			out = append(out, v)
			msg = msg[l:]
			continue
		}
		l = protowire.ConsumeFieldValue(n, typ, msg)
		if l < 0 {
			return nil, fmt.Errorf("%s: %w", names[0], errProtoWire)
		}
		msg = msg[l:]
	}
	return out, nil
}

// protoField is a message field: its occurrences joined, as protobuf
// merges them; nil when absent.
func protoField(msg []byte, names [2]string, num protowire.Number) ([]byte, error) {
	parts, err := protoList(msg, names, num)
	if len(parts) == 0 || err != nil {
		return nil, err
	}
	var out []byte
	for _, p := range parts {
		out = append(out, p...) // a message's encodings joined are the merged message
	}
	return out, nil
}

// salvageTraces is [salvage] for /v1/traces.
func salvageTraces(body []byte, enc otlpEncoding) (*tracepb.TracesData, int64, string, error) {
	rs, rejected, reason, err := salvage[tracepb.Span](body, enc, traceShape)
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

// salvageLogs is [salvage] for /v1/logs.
func salvageLogs(body []byte, enc otlpEncoding) (*logspb.LogsData, int64, string, error) {
	rs, rejected, reason, err := salvage[logspb.LogRecord](body, enc, logShape)
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
