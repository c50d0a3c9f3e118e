package ingest

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// TestV1ProcessProblems: a problem event (errbundle run as Godot's
// debugger) is stored as it is; a bad one is rejected with its reason and
// the good ones beside it are kept.
func TestV1ProcessProblems(t *testing.T) {
	store := capture.NewStore(capture.Config{})
	mux := http.NewServeMux()
	(&V1{Store: store}).Register(mux)
	good := `{"type":"problem","timestamp":1770373805123,"severity":"warning","category":"godot",` +
		`"message":"The local variable \"x\" is declared but never used in the block.","location":"res://helper.gd:4","block":"WARNING: ..."}`
	body := `{"process_id":"game","events":[` + good + `,` +
		`{"type":"problem","timestamp":1770373805124,"message":"boom"},` +
		`{"type":"problem","timestamp":1770373805125,"severity":"fatal","message":"boom"},` +
		`{"type":"problem","timestamp":1770373805126,"severity":"error","message":"  "},` +
		`{"type":"problem","timestamp":1770373805127,"severity":"error"}]}`
	req := httptest.NewRequest(http.MethodPost, "/v1/process", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, req)
	require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
	for _, reason := range []string{
		`"index":1,"reason":"severity: required for a problem"`,
		`"index":2,"reason":"severity: want error or warning, got \"fatal\""`,
		`"index":3,"reason":"message: required for a problem"`,
		`"index":4,"reason":"message: required for a problem"`,
	} {
		assert.Contains(t, rec.Body.String(), reason)
	}
	var got []*capture.Problem
	store.Snapshot().Problems.All(func(p *capture.Problem) bool {
		got = append(got, p)
		return true
	})
	require.Len(t, got, 1)
	assert.Equal(t, capture.SeverityWarning, got[0].Severity)
	assert.Equal(t, "res://helper.gd:4", got[0].Location)
	assert.Equal(t, "godot", got[0].Category)
}
