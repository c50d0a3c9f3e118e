package scope

import (
	"errors"
	"regexp"
	"slices"
	"strconv"

	"github.com/errbundle/errbundle/classify"
)

// ErrUnsupported is returned by [Listening] where the system offers no way
// to list a process's sockets; the banner ([BannerPorts]) is all there is.
var ErrUnsupported = errors.New("listing a process's sockets is not supported here")

// bannerURL matches a loopback URL as dev servers print them when they are
// ready ("Local:   http://localhost:5173/", "- Local: http://127.0.0.1:3000",
// "Serving HTTP on 0.0.0.0 port 8000 (http://0.0.0.0:8000/)").
var bannerURL = regexp.MustCompile(`(?i)\bhttps?://(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1?\]|[a-z0-9-]+\.localhost):(\d{1,5})\b`)

// BannerPorts are the ports of the loopback URLs in one line of a dev
// server's output, colours and all: the fallback where the process's
// sockets cannot be listed, or once it has exited.
func BannerPorts(line string) []int {
	if !containsURL(line) {
		return nil
	}
	var ports []int
	for _, m := range bannerURL.FindAllStringSubmatch(classify.StripANSI(line), -1) {
		if p, err := strconv.Atoi(m[1]); err == nil && p > 0 && p < 65536 && !slices.Contains(ports, p) {
			ports = append(ports, p)
		}
	}
	return ports
}

// containsURL is a cheap test that lets most lines skip the regexp.
func containsURL(line string) bool {
	for i := 0; i+3 <= len(line); i++ {
		if line[i] == ':' && line[i+1] == '/' && line[i+2] == '/' {
			return true
		}
	}
	return false
}
