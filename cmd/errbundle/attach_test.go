package main

import (
	"bytes"
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestBrowserPortFlag checks that errbundle browser refuses a --port no
// TCP port can be, with the reason, before it looks for a browser.
func TestBrowserPortFlag(t *testing.T) {
	for _, port := range []string{"-1", "65536"} {
		t.Run(port, func(t *testing.T) {
			var stderr bytes.Buffer
			code := browserCmd(context.Background(), []string{"--port", port, "--browser", "/nonexistent/chromium"}, &stderr)
			assert.Equal(t, 2, code)
			assert.Contains(t, stderr.String(), "errbundle browser: --port "+port+": not a TCP port")
		})
	}
}
