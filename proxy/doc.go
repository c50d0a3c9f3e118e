// Package proxy is errbundle proxy: a reverse proxy in front of a dev server
// that puts the capture script into every HTML page it serves and records
// every request it passes, so that any browser, on any device, is captured
// with no extension and no edit to the app.
package proxy
