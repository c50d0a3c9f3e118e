package sourcemap

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// mapComments are the spellings of the comment that names a script's map:
// "//@" is the old one some tools still write, and V8 reads the URL from a
// block comment as well ("/*# sourceMappingURL=a.map */").
var mapComments = [][]byte{
	[]byte("//# sourceMappingURL="), []byte("//@ sourceMappingURL="),
	[]byte("/*# sourceMappingURL="), []byte("/*@ sourceMappingURL="),
}

// findMapURL returns the map reference of a script: the SourceMap (or older
// X-SourceMap) response header, which wins as the source map specification
// says, else the last sourceMappingURL comment. It returns "" when there is none.
func findMapURL(script []byte, h http.Header) string {
	for _, k := range []string{"SourceMap", "X-SourceMap"} {
		if v := strings.TrimSpace(h.Get(k)); v != "" {
			return v
		}
	}
	best := -1
	var comment []byte
	for _, c := range mapComments {
		if i := lastAtLineStart(script, c); i > best {
			best, comment = i, c
		}
	}
	if best < 0 {
		return ""
	}
	rest := script[best+len(comment):]
	end := bytes.IndexAny(rest, " \t\r\n\"'*")
	if end >= 0 {
		rest = rest[:end]
	}
	return string(rest)
}

// codeOnly returns script without its sourceMappingURL comment and what
// follows: an inline map is no code to keep.
func codeOnly(script []byte) []byte {
	end := len(script)
	for _, c := range mapComments {
		if i := lastAtLineStart(script, c); i >= 0 && i < end {
			end = i
		}
	}
	return script[:end]
}

// lastAtLineStart returns the index of the last c in script that begins a
// line (after optional blanks), or -1. The comments inside a webpack eval
// string, or in a string literal, are not the script's own.
func lastAtLineStart(script, c []byte) int {
	for end := len(script); ; {
		i := bytes.LastIndex(script[:end], c)
		if i < 0 {
			return -1
		}
		j := i
		for j > 0 && (script[j-1] == ' ' || script[j-1] == '\t') {
			j--
		}
		if j == 0 || script[j-1] == '\n' {
			return i
		}
		end = i
	}
}

// decodeDataURL returns the payload of a data: URL, base64 or percent-encoded,
// whatever parameters (such as charset=utf-8) come before ";base64".
func decodeDataURL(s string) ([]byte, error) {
	rest, ok := strings.CutPrefix(s, "data:")
	if !ok {
		return nil, errors.New("not a data: URL")
	}
	meta, payload, ok := strings.Cut(rest, ",")
	if !ok {
		return nil, errors.New("data: URL has no comma")
	}
	if strings.HasSuffix(meta, ";base64") {
		payload = strings.TrimRight(payload, "=")
		b, err := base64.RawStdEncoding.DecodeString(payload)
		if err != nil {
			// Some tools write the URL-safe alphabet.
			b, err = base64.RawURLEncoding.DecodeString(payload)
		}
		if err != nil {
			return nil, fmt.Errorf("data: URL base64: %w", err)
		}
		return b, nil
	}
	b, err := url.PathUnescape(payload)
	if err != nil {
		return nil, fmt.Errorf("data: URL: %w", err)
	}
	return []byte(b), nil
}

// evalModule is one module of a webpack eval-source-map chunk: the code of
// each module is a string passed to eval, ending in a sourceURL comment (the
// webpack-internal:/// URL browsers print in its frames) and an inline map.
type evalModule struct {
	url    string // e.g. webpack-internal:///./src/math.js
	mapURL string // the inline data: URL
	lit    []byte // the module's code as the string literal writes it, or nil
}

// evalOpen starts the string literal webpack passes to eval.
var evalOpen = []byte(`eval("`)

// code returns the module's code, decoded from its string literal (which
// webpack writes with JSON.stringify).
func (m evalModule) code() (string, bool) {
	if m.lit == nil {
		return "", false
	}
	var s string
	q := make([]byte, 0, len(m.lit)+2)
	q = append(append(append(q, '"'), m.lit...), '"')
	if err := json.Unmarshal(q, &s); err != nil {
		return "", false
	}
	return s, true
}

var (
	// Inside the eval'd string literal each newline is the two characters \n.
	escapedSourceURL  = []byte(`\n//# sourceURL=`)
	escapedMapComment = []byte(`\n//# sourceMappingURL=`)
)

// evalModules finds the modules of a webpack eval-source-map chunk. It reads
// the comments straight out of the JavaScript string literals rather than
// decoding them: webpack writes those literals with JSON.stringify, and
// neither a base64 data URL nor a module URL needs escaping. webpack 5 writes
// "//# sourceURL=[module]", the map, then "//# sourceURL=webpack-internal:///…",
// the one browsers print; a sourceURL just before the map is read too.
func evalModules(script []byte) []evalModule {
	var mods []evalModule
	rest := script
	for {
		i := bytes.Index(rest, escapedMapComment)
		if i < 0 {
			return mods
		}
		before := rest[:i]
		rest = rest[i+len(escapedMapComment):]
		if !bytes.HasPrefix(rest, []byte("data:")) {
			continue
		}
		mapURL := token(rest)
		rest = rest[len(mapURL):]
		u := ""
		if after, ok := bytes.CutPrefix(rest, escapedSourceURL); ok {
			u = token(after)
		}
		if u == "" || u == "[module]" {
			if j := bytes.LastIndex(before, escapedSourceURL); j >= 0 && len(before)-j < 512 {
				u = token(before[j+len(escapedSourceURL):])
			}
		}
		if u != "" && u != "[module]" {
			var lit []byte
			if j := bytes.LastIndex(before, evalOpen); j >= 0 {
				lit = before[j+len(evalOpen):]
			}
			mods = append(mods, evalModule{url: u, mapURL: mapURL, lit: lit})
		}
	}
}

// token returns b up to the first character that ends a URL inside a
// JavaScript string literal.
func token(b []byte) string {
	if end := bytes.IndexAny(b, "\\\"' \n"); end >= 0 {
		b = b[:end]
	}
	return string(b)
}
