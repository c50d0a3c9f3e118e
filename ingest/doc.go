// Package ingest decodes what arrives on the wire into capture's event
// types: one file per wire source, each with its own strict decoder and
// per-event rejections, timestamps normalised to time.Time here and only
// here.
//
//	mux := http.NewServeMux()
//	(&ingest.V1{Store: store}).Register(mux) // POST /v1/events, POST /v1/process
//
// # API v1
//
// [DecodeEvents] and [DecodeProcess] read a body in one strict pass
// (package internal/jsonscan): a bad event is rejected with its reason
// ([Rejection]) and the rest of its batch is kept; a body that is not JSON
// at all wraps [ErrMalformed]. Every timestamp goes through
// [ParseTimestamp]. [V1] serves both as HTTP handlers with the documented
// 400, 413 and 415 answers.
//
// # errbundle proxy
//
// [RecordExchange] decodes a request the proxy passed to its target (an
// [Exchange]) into the [capture.Request] the daemon stores, marked with
// initiator [InitiatorProxy]; [EncodeRequest] writes it in the form POST
// /v1/events takes, so the proxy posts it like any other client.
//
// # Sentry and OpenTelemetry
//
// [Sentry] serves what Sentry SDKs post: envelopes (POST
// /api/<project>/envelope/, and Spotlight's POST /stream; items with or
// without a length; any content type) and old SDKs' events (POST
// /api/<project>/store/, gzip, deflate or base64+zlib). [DecodeEnvelope]
// makes [capture.Backend] problems of error events, failed span v2 items
// (what @sentry/node sends for an exception its Dedupe integration
// dropped), failed transactions and log records of warning and above;
// other item types are accepted, dropped and counted. Bad items (over
// [MaxSentryItem], malformed, or framed with a wrong length) are named in
// the answer and the items beside them kept: the answer is 200 when any
// item was read, as OTLP's partial success is, else 413 or 400, which SDKs
// do not retry.
//
// [OTLP] serves OTLP/HTTP's /v1/traces and /v1/logs in protobuf or JSON,
// with the official go.opentelemetry.io/proto/otlp types, answering in the
// request's encoding with partial success for rejected spans or records
// (an export refused whole for one bad field is decoded item by item, so
// the bad item alone is rejected);
// /v1/metrics is accepted and dropped. [DecodeTraces] makes one problem per
// failing trace: the exception from the span that recorded it, the request
// from the HTTP server span. [DecodeLogs] keeps records of WARN and above.
//
// # Where a new source goes
//
// A new wire format (Sentry envelopes, OTLP, a proxy's recorder) is a new
// file here that decodes into capture's types and registers its routes.
package ingest
