package proxy

import (
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const tag = `<script src="/c.js"></script>`

// chunks is a reader returning its parts one Read at a time, as a
// streamed response arrives.
type chunks struct{ parts []string }

func (c *chunks) Read(p []byte) (int, error) {
	if len(c.parts) == 0 {
		return 0, io.EOF
	}
	n := copy(p, c.parts[0])
	c.parts[0] = c.parts[0][n:]
	if c.parts[0] == "" {
		c.parts = c.parts[1:]
	}
	return n, nil
}

func TestInjector(t *testing.T) {
	tests := []struct {
		name string
		in   []string // the document, in the chunks it arrives in
		want string
	}{
		{"head", []string{"<!doctype html><html><head><title>x</title></head><body></body></html>"},
			"<!doctype html><html><head>" + tag + "<title>x</title></head><body></body></html>"},
		{"head with attributes", []string{`<html lang="en"><head data-x="a>b"><meta charset=utf-8>`},
			`<html lang="en"><head data-x="a>b">` + tag + `<meta charset=utf-8>`},
		{"head split across chunks", []string{"<!DOCTYPE html>\n<ht", "ml>\n<he", "ad", ">\n<title>t</title>"},
			"<!DOCTYPE html>\n<html>\n<head>" + tag + "\n<title>t</title>"},
		{"uppercase tags", []string{"<!DOCTYPE HTML><HTML><HEAD><TITLE>t</TITLE></HEAD>"},
			"<!DOCTYPE HTML><HTML><HEAD>" + tag + "<TITLE>t</TITLE></HEAD>"},
		{"no head", []string{"<!doctype html><html><body><p>hi</p></body></html>"},
			"<!doctype html><html>" + tag + "<body><p>hi</p></body></html>"},
		{"no html, no head", []string{"<p>500 Internal Server Error</p>"},
			tag + "<p>500 Internal Server Error</p>"},
		{"bare text", []string{"Internal Server Error"}, tag + "Internal Server Error"},
		{"byte order mark", []string{"\xef\xbb\xbf<html><head></head>"},
			"\xef\xbb\xbf<html><head>" + tag + "</head>"},
		{"byte order mark, no head", []string{"\xef\xbb\xbfhello"}, "\xef\xbb\xbf" + tag + "hello"},
		{"head in a comment", []string{"<!-- <head> --><html><head>"},
			"<!-- <head> --><html><head>" + tag},
		{"comment split across chunks", []string{"<!", "-- <head> -", "-><html><head>"},
			"<!-- <head> --><html><head>" + tag},
		{"head inside a script before head", []string{`<html><script>document.write("<head>")</script><head>`},
			"<html>" + tag + `<script>document.write("<head>")</script><head>`},
		{"header is not head", []string{"<html><header>x</header>"}, "<html>" + tag + "<header>x</header>"},
		{"empty document", nil, tag},
		{"head after a meta", []string{"<meta charset=utf-8><head>"}, tag + "<meta charset=utf-8><head>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := io.ReadAll(NewInjector(&chunks{parts: append([]string(nil), tt.in...)}, []byte(tag), 0))
			require.NoError(t, err)
			assert.Equal(t, tt.want, string(got))
		})
	}
}

// TestInjectorLimit: a document whose prefix never settles the question
// gets the tag at the best place seen within the limit.
func TestInjectorLimit(t *testing.T) {
	long := "<html><!--" + strings.Repeat("x", 100) // an unclosed comment
	got, err := io.ReadAll(NewInjector(iotest.OneByteReader(strings.NewReader(long+"--><head>")), []byte(tag), 50))
	require.NoError(t, err)
	assert.Equal(t, "<html>"+tag+"<!--"+strings.Repeat("x", 100)+"--><head>", string(got))
}

// TestInjectorStreams: once the head is found, the rest of a streamed
// document is returned as it arrives, not held until the end.
func TestInjectorStreams(t *testing.T) {
	src, w := io.Pipe()
	in := NewInjector(src, []byte(tag), 0)
	go func() {
		w.Write([]byte("<html><head><title>t</title>"))
		// The second write waits for a reader: the injector must have
		// returned the first part by then.
	}()
	buf := make([]byte, 100)
	n, err := in.Read(buf)
	require.NoError(t, err)
	assert.Equal(t, "<html><head>"+tag+"<title>t</title>", string(buf[:n]))
	w.Close()
}

func TestInjectorOneByteReads(t *testing.T) {
	doc := "<!doctype html>\n<!-- c --><html lang=en>\n<HEAD>\n<title>t</title></HEAD>"
	got, err := io.ReadAll(NewInjector(iotest.OneByteReader(strings.NewReader(doc)), []byte(tag), 0))
	require.NoError(t, err)
	assert.Equal(t, "<!doctype html>\n<!-- c --><html lang=en>\n<HEAD>"+tag+"\n<title>t</title></HEAD>", string(got))
}
