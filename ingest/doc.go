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
// # Where a new source goes
//
// A new wire format (Sentry envelopes, OTLP, a proxy's recorder) is a new
// file here that decodes into capture's types and registers its routes.
package ingest
