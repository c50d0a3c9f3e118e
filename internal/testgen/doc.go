// Package testgen makes synthetic telemetry of a busy dev session for the
// benchmarks and the load tool, so that every figure is measured on the
// same mix of events.
//
//	g := testgen.Mixed(1)
//	batch := g.Batch(0, testgen.Now) // 50 events: errors, logs, requests, actions
//	body := testgen.Wire(batch)      // as the capture script posts it
package testgen
