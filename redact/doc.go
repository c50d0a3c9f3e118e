// Package redact replaces secrets with [Redacted] before anything is stored:
// credentials in headers, JSON and form fields and query parameters,
// password-field values and card numbers.
//
//	h = redact.Headers(h)              // Authorization, Cookie, X-Api-Key … → [redacted]
//	body = redact.Text(body)           // {"password":"hunter2"} → {"password":"[redacted]"}
//	if redact.InputValue(selector) {…} // input[type=password]
//
// # Scope
//
// [Headers] redacts by header name; [Text] finds credential members and
// parameters by name and Luhn-valid card-number digit
// runs in one pass over the text, without lowering or copying it unless it
// changes, then secrets that name themselves wherever they stand (in an
// error message, a log line, a stack): an authorization scheme's
// credential ("Bearer …", "Basic …"), a vendor's key ("sk_live_…",
// "ghp_…", "AKIA…"; the prefix is kept) and a JSON Web Token. The
// functions are pure and safe for concurrent use.
package redact
