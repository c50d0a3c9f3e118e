// Package redact replaces secrets with [Redacted] before anything is
// stored: in every event the store keeps, so in every reply and in the
// state file, and in the source shown around a failing line.
//
//	h = redact.Headers(h)              // Authorization, Cookie, X-CSRF-Token, "Bearer …" → [redacted]
//	body = redact.Text(body)           // {"newPassword":"hunter2"} → {"newPassword":"[redacted]"}
//	if redact.InputValue(selector) {…} // input[type=password], #otp, [name="api_key"]
//
// The functions are pure and safe for concurrent use. [Text] runs on the
// ingest path over every URL, message, stack and body, and most of those
// hold no secret, so it first reads a text once for the few places a
// secret can be told from (a ':', '=' or space after the letters a
// secret's name or word ends with, a run of 13 card bytes, a run of 15
// key bytes: the fast path, quick.go), judging each with the full scan's
// own test. A text with none is returned as it came; the rest get the
// full scan, two passes that stop wherever a table lookup says a secret
// may start. It allocates only when it replaces something.
//
// # Names
//
// Most secrets stand after a name: a JSON member ("newPassword": …), a
// query or form parameter (?code=…), a header, a flag (--password X), an
// assignment in source (DB_PASS = "…", password: "…"), an input field.
// One table, nameRules, decides for all of them. A name is split into
// words, ignoring case, at '-', '_', '.' and any other punctuation, at
// camelCase humps (newPassword is new password, CSRFToken is CSRF token)
// and before digits that end a word (password2); trailing qualifiers
// (confirmation, confirm, id, a number) are dropped. A rule matches when
// its words end the name:
//
//   - "password" matches password, newPassword, new_password,
//     password_confirmation and DB_PASSWORD, but not passwordHint;
//   - whole words only: "pin" is not pinned, "pass" is not numPassedTests
//     or passive, "key" is not keyboard, "session" is not sessionStorage;
//   - a rule may need words before it ("key" after another word: apiKey,
//     stripeKey, aws_secret_access_key) or none (a bare "key");
//   - a rule may hold only for query and form parameters (after '?', '&'
//     or ';', or opening a form body): ?code=, ?sig=, ?key= are secrets,
//     but a JSON "code" is an error's and a JSON "key" a keyboard's;
//   - a longer rule can keep what a shorter one would take: sortKey,
//     cacheKey, primaryKey and publicKey name things, they unlock nothing.
//
// Where several rules match, the one of most words decides. The full
// table, with a case for every row, is in names.go and names_test.go.
//
// # Values
//
// After a secret's name, [Text] replaces a quoted string's contents (the
// quotes, and the line around it, are kept, so a failing line in
// source_context stays readable: password: "[redacted]"), a JSON member's
// bare number, a parameter's value up to its delimiter, and a flag's
// argument. An unquoted word after "name:" or "name =", as in YAML, an
// inspected object or prose, goes only when it looks secret: a digit or
// a symbol in it, or mixed case (hunter2 goes, "must be set" stays); so
// does the word after "password", "passphrase", "secret" or "token" in
// prose ("login failed with password hunter2"). Booleans, null, objects
// and arrays are never a secret's value: their members are judged by
// their own names.
//
// Some secrets need no name, and [Text] replaces them wherever they
// stand: a URL's userinfo password (postgres://app:[redacted]@db), a PEM
// private key's body (its BEGIN and END lines kept), an authorization
// scheme's credential ("Bearer …", "Basic …"), a vendor's key ("sk_live_…",
// "ghp_…", "AKIA…"; the prefix is kept, so a reader still sees which key
// it was), a JSON Web Token, and Luhn-valid card numbers (not the 13-digit
// millisecond timestamps of this century).
//
// # Headers
//
// [Headers] replaces a header's whole value when its name is a secret's
// (Authorization, Authentication, Cookie, X-Api-Key, X-CSRF…) or the
// value starts with an authorization scheme, whatever the header; a value
// with a parameter or userinfo in it (a Location with ?token=) is redacted
// as [Text] redacts.
package redact
