package fingerprint

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"github.com/errbundle/errbundle/internal/libpath"
)

// Normalize replaces the variable parts of a message — UUIDs, hex ids and
// numbers — with placeholders, so that repeats of one bug compare equal:
// "user 123 not found" and "user 456 not found" both become
// "user <n> not found". Only the first 300 bytes count.
func Normalize(msg string) string {
	msg = strings.TrimSpace(msg)
	if len(msg) > 300 {
		msg = msg[:300]
	}
	var b strings.Builder
	b.Grow(len(msg))
	for i := 0; i < len(msg); {
		c := msg[i]
		boundary := i == 0 || !isWordByte(msg[i-1])
		if boundary && isHex(c) {
			if n := uuidLen(msg[i:]); n > 0 {
				b.WriteString("<uuid>")
				i += n
				continue
			}
			if n := hexRunLen(msg[i:]); n > 0 {
				b.WriteString("<hex>")
				i += n
				continue
			}
		}
		if isDigit(c) {
			j := i
			for j < len(msg) && isDigit(msg[j]) {
				j++
			}
			if j+1 < len(msg) && msg[j] == '.' && isDigit(msg[j+1]) {
				for j++; j < len(msg) && isDigit(msg[j]); j++ {
				}
			}
			b.WriteString("<n>")
			i = j
			continue
		}
		b.WriteByte(c)
		i++
	}
	return b.String()
}

func isHex(c byte) bool { return isDigit(c) || (c|0x20 >= 'a' && c|0x20 <= 'f') }

// uuidLen is 36 when s starts with a UUID that ends at a word boundary.
func uuidLen(s string) int {
	if len(s) < 36 || (len(s) > 36 && isWordByte(s[36])) {
		return 0
	}
	for i := 0; i < 36; i++ {
		switch i {
		case 8, 13, 18, 23:
			if s[i] != '-' {
				return 0
			}
		default:
			if !isHex(s[i]) {
				return 0
			}
		}
	}
	return 36
}

// hexRunLen is the length of a hex id at the start of s: 0x followed by hex
// digits, or 12 or more hex digits with at least one digit, ending at a word
// boundary.
func hexRunLen(s string) int {
	if len(s) > 2 && s[0] == '0' && s[1]|0x20 == 'x' && isHex(s[2]) {
		j := 2
		for j < len(s) && isHex(s[j]) {
			j++
		}
		if j == len(s) || !isWordByte(s[j]) {
			return j
		}
		return 0
	}
	j, digits := 0, 0
	for j < len(s) && isHex(s[j]) {
		if isDigit(s[j]) {
			digits++
		}
		j++
	}
	if j >= 12 && digits > 0 && digits < j && (j == len(s) || !isWordByte(s[j])) {
		return j
	}
	return 0
}

// FirstAppFrame returns the location "path:line[:col]" of the first
// application frame of a JavaScript (V8 or Firefox) stack, without origin
// or query string; "" when there is none.
func FirstAppFrame(stack string) string {
	for len(stack) > 0 {
		line := stack
		if i := strings.IndexByte(stack, '\n'); i >= 0 {
			line, stack = stack[:i], stack[i+1:]
		} else {
			stack = ""
		}
		line = strings.TrimSpace(line)
		var loc string
		switch {
		case strings.HasPrefix(line, "at "): // V8: at fn (url:1:2) or at url:1:2
			loc = line[3:]
			// The parenthesis that closes the line opens the place: a
			// route group "app/(shop)/page.tsx" holds others.
			if i := matchingOpen(loc); i >= 0 {
				loc = loc[i+1 : len(loc)-1]
			}
		case strings.Contains(line, "@"): // Firefox, Safari: fn@url:1:2
			loc = line[strings.LastIndexByte(line, '@')+1:]
		default:
			continue
		}
		if IsLibraryFrame(loc) {
			continue
		}
		if l := frameLocation(loc); l != "" {
			return l
		}
	}
	return ""
}

// IsLibraryFrame reports whether a frame's location (a URL or path, with
// or without line and column) is not the application's own code: a
// library's ([libpath.Is]) or errbundle's capture script as the daemon
// serves it.
func IsLibraryFrame(loc string) bool {
	// The regular expression only where it can match: this runs for the
	// frames of every console error at ingest.
	return libpath.Is(loc) || strings.Contains(loc, "/capture.js") && daemonScript.MatchString(loc)
}

// daemonScript is the capture script as the daemon serves it to a page
// that includes it with a script tag.
var daemonScript = regexp.MustCompile(`^https?://(localhost|127\.[0-9.]+|\[::1\])(:[0-9]+)?/capture\.js\b`)

// frameLocation turns "http://host/src/a.tsx?t=1:28:12" into
// "src/a.tsx:28:12"; "" unless it ends in a line (and column) number.
func frameLocation(loc string) string {
	// The last number is the line until one before it is found: then that
	// is the line, and the last the column.
	file, line, col := loc, "", ""
	for range 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 || i == len(file)-1 {
			break
		}
		if _, err := strconv.Atoi(file[i+1:]); err != nil {
			break
		}
		line, col = file[i+1:], line
		file = file[:i]
	}
	if line == "" || file == "" {
		return ""
	}
	if col == "" {
		return TrimOrigin(file) + ":" + line
	}
	return TrimOrigin(file) + ":" + line + ":" + col // one concatenation, one allocation
}

// matchingOpen returns the index of the '(' matching the ')' that ends s,
// or -1 when s does not end with one.
func matchingOpen(s string) int {
	if !strings.HasSuffix(s, ")") {
		return -1
	}
	depth := 0
	for i := len(s) - 1; i >= 0; i-- {
		switch s[i] {
		case ')':
			depth++
		case '(':
			if depth--; depth == 0 {
				return i
			}
		}
	}
	return -1
}

// reactReplay starts the URL of a frame React replays in the browser from
// a server render ("about://React/Server/file:///…"): the URL after the
// environment's name is the file's.
const reactReplay = "about://React/"

// URLPath is the path of a URL without scheme, host, query or fragment.
func URLPath(u string) string {
	if i := strings.Index(u, "://"); i >= 0 {
		u = u[i+3:]
		if j := strings.IndexByte(u, '/'); j >= 0 {
			u = u[j:]
		} else {
			return "/"
		}
	}
	// The first '?' or '#': two IndexByte, each a vector search, where
	// IndexAny tests every byte against a set; it runs on every request
	// at ingest (IsNoise).
	if i := strings.IndexByte(u, '#'); i >= 0 {
		u = u[:i]
	}
	if i := strings.IndexByte(u, '?'); i >= 0 {
		u = u[:i]
	}
	return u
}

// TrimOrigin turns "http://localhost:3000/src/a.tsx?t=1" into "src/a.tsx"
// and webpack's "webpack-internal:///(app-pages-browser)/./src/a.tsx" into
// "src/a.tsx"; a path without origin is kept as it is, less its query.
func TrimOrigin(u string) string {
	if rest, ok := strings.CutPrefix(u, reactReplay); ok {
		if _, inner, ok := strings.Cut(rest, "/"); ok {
			u = inner
		}
	}
	p := URLPath(u)
	if strings.Contains(u, "://") && !strings.HasPrefix(u, "file://") { // a file's path stays absolute
		p = strings.TrimPrefix(p, "/")
	}
	if strings.HasPrefix(u, "webpack-internal:") || strings.HasPrefix(u, "webpack://") {
		if strings.HasPrefix(p, "(") { // a webpack layer, e.g. (app-pages-browser)/
			if i := strings.Index(p, ")/"); i > 0 {
				p = p[i+2:]
			}
		}
		p = strings.TrimPrefix(p, "./")
	}
	if strings.Contains(p, "%") { // browsers encode a route's "[id]" as "%5Bid%5D"
		if d, err := url.PathUnescape(p); err == nil {
			p = d
		}
	}
	if len(p) > 3 && p[0] == '/' && p[2] == ':' && p[3] == '/' && isLetter(p[1]) {
		p = p[1:] // file:///C:/Users/…: a Windows drive
	}
	return p
}

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isWordByte(c byte) bool {
	return isDigit(c) || c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z')
}
