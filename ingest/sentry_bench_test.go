package ingest

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/cputime"
)

// benchIngest posts body to path on the real handlers b.N times and
// reports events per second, events being the items (Sentry) or spans
// (OTLP) each body holds.
func benchIngest(b *testing.B, path, contentType string, body []byte, events int) {
	store := capture.NewStore(capture.Config{})
	mux := newMux(store)
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	cpu0 := cputime.Used()
	for b.Loop() {
		req := httptest.NewRequest(http.MethodPost, path, bytes.NewReader(body))
		if contentType != "" {
			req.Header.Set("Content-Type", contentType)
		}
		w := httptest.NewRecorder()
		mux.ServeHTTP(w, req)
		if w.Code != http.StatusOK {
			b.Fatalf("%d %s", w.Code, w.Body)
		}
	}
	b.ReportMetric(float64(b.N*events)/b.Elapsed().Seconds(), "events/s")
	// On a shared machine wall time counts other processes' turns: the
	// CPU time it took is the measure of the code (one core's events/s).
	if cpu := cputime.Used() - cpu0; cpu0 >= 0 && cpu > 0 {
		b.ReportMetric(float64(b.N*events)/cpu.Seconds(), "events/cpu-s")
	}
	cputime.Report(b, cpu0)
}

// BenchmarkSentryEnvelope: @sentry/node's error event (5 KB, with its
// modules list and source context), one per envelope.
func BenchmarkSentryEnvelope(b *testing.B) {
	benchIngest(b, "/api/42/envelope/", "", recorded(b, "sentry-node/001_api_42_envelope_.body"), 1)
}

// BenchmarkSentrySpans: a span v2 item of three spans, one failing trace.
func BenchmarkSentrySpans(b *testing.B) {
	benchIngest(b, "/api/42/envelope/", "", recorded(b, "sentry-node/004_api_42_envelope_.body"), 3)
}

// BenchmarkSentryStore: python's error event on /store/ (gunzipped).
func BenchmarkSentryStore(b *testing.B) {
	benchIngest(b, "/api/42/store/", "application/json", recorded(b, "python-sentry/002_api_42_store_.body"), 1)
}

// BenchmarkOTLPTraces: OpenTelemetry JS's export of 9 spans, two failing
// traces.
func BenchmarkOTLPTraces(b *testing.B) {
	benchIngest(b, "/v1/traces", "application/x-protobuf", recorded(b, "otel-node/006_v1_traces.body"), 9)
}

// BenchmarkSentryEnvelopeParallel: as BenchmarkSentryEnvelope, with
// GOMAXPROCS clients posting at once, as SDKs of several services (or one
// busy one) do: the store's lock is held only to insert.
func BenchmarkSentryEnvelopeParallel(b *testing.B) {
	body := recorded(b, "sentry-node/001_api_42_envelope_.body")
	mux := newMux(capture.NewStore(capture.Config{}))
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	cpu0 := cputime.Used()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			req := httptest.NewRequest(http.MethodPost, "/api/42/envelope/", bytes.NewReader(body))
			w := httptest.NewRecorder()
			mux.ServeHTTP(w, req)
			if w.Code != http.StatusOK {
				b.Errorf("%d %s", w.Code, w.Body)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "events/s")
	cputime.Report(b, cpu0)
}
