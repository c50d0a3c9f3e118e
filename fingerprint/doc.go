// Package fingerprint reduces messages, stacks and URLs to the stable keys
// that group repeats of one problem: "user 123 not found" and "user 456 not
// found" are one bug.
//
//	fingerprint.Normalize("user 123 not found") // "user <n> not found"
//	fingerprint.FirstAppFrame(stack)           // "src/App.tsx:42:15"
//	fingerprint.TrimOrigin("http://localhost:5173/src/a.tsx?t=1") // "src/a.tsx"
//
// # Where they are used
//
// The store computes fingerprints once, when an event arrives, so grouping
// thousands of problems costs map lookups, not text processing. The
// functions are pure and safe for concurrent use.
package fingerprint
