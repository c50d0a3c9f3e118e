package proxy

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"fmt"
	"io"
	"strings"

	"github.com/andybalholm/brotli"
)

// decoder returns a reader of r's content decoded from the content coding
// enc: identity, gzip, deflate or br. Other codings (and stacked ones) are
// an error: the response then passes through untouched.
func decoder(enc string, r io.Reader) (io.ReadCloser, error) {
	switch strings.ToLower(strings.TrimSpace(enc)) {
	case "", "identity":
		return io.NopCloser(r), nil
	case "gzip", "x-gzip":
		// The gzip header is read lazily: a streamed page must not wait
		// here for its first bytes.
		return &lazyGzip{src: r}, nil
	case "deflate":
		// "deflate" is zlib-wrapped by the standard, raw by some servers.
		br := bufio.NewReader(r)
		return &lazyDeflate{src: br}, nil
	case "br":
		return io.NopCloser(brotli.NewReader(r)), nil
	}
	return nil, fmt.Errorf("content coding %q not supported", enc)
}

// lazyGzip opens its gzip stream at the first Read.
type lazyGzip struct {
	src io.Reader
	zr  *gzip.Reader
	err error
}

func (g *lazyGzip) Read(p []byte) (int, error) {
	if g.zr == nil && g.err == nil {
		g.zr, g.err = gzip.NewReader(g.src)
	}
	if g.err != nil {
		return 0, g.err
	}
	return g.zr.Read(p)
}

func (g *lazyGzip) Close() error {
	if g.zr != nil {
		return g.zr.Close()
	}
	return nil
}

// lazyDeflate tells zlib from raw deflate at its first Read.
type lazyDeflate struct {
	src *bufio.Reader
	r   io.ReadCloser
	err error
}

func (d *lazyDeflate) Read(p []byte) (int, error) {
	if d.r == nil && d.err == nil {
		head, _ := d.src.Peek(2)
		// A zlib header: CM 8 (deflate) and a check value over both bytes.
		if len(head) == 2 && head[0]&0x0f == 8 && (uint(head[0])<<8|uint(head[1]))%31 == 0 {
			d.r, d.err = zlib.NewReader(d.src)
		} else {
			d.r = flate.NewReader(d.src)
		}
	}
	if d.err != nil {
		return 0, d.err
	}
	return d.r.Read(p)
}

func (d *lazyDeflate) Close() error {
	if d.r != nil {
		return d.r.Close()
	}
	return nil
}

// decodePrefix decodes as much of the first bytes of a body in coding enc
// as they hold, up to max bytes, for the record; nil when it cannot.
func decodePrefix(enc string, b []byte, max int) []byte {
	dec, err := decoder(enc, bytes.NewReader(b))
	if err != nil {
		return nil
	}
	defer dec.Close()
	out, _ := io.ReadAll(io.LimitReader(dec, int64(max)))
	return out
}
