// Package proctoken is how errbundle's own processes prove themselves to
// the daemon.
//
// POST /v1/process carries a working directory, and the daemon reads the
// project's files under it (the failing line of a dev-server error, source
// maps on disk). A page cannot reach that route — the daemon refuses
// browser requests there — but a directory is still trusted only when the
// sender shows it is one of errbundle run or errbundle proxy: the daemon
// writes a fresh random token at start to a file only the user can read
// (mode 0600, one per port in the user's cache directory), and those
// commands send it back in the [Header]. A process that cannot read the
// file is no process of this user.
package proctoken

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
)

// Header carries the token on POST /v1/process.
const Header = "Errbundle-Token"

// Path is the token file of a daemon on addr: one per port, beside the
// state file. "" when the port or the cache directory is unknown.
func Path(addr string) string {
	_, port, err := net.SplitHostPort(addr)
	dir, derr := os.UserCacheDir()
	if err != nil || derr != nil || port == "" || port == "0" {
		return ""
	}
	return filepath.Join(dir, "errbundle", "token-"+port)
}

// Write makes a fresh token for a daemon on addr and stores it at
// Path(addr), readable by the user alone. It replaces the file whole, so a
// reader never sees half a token.
func Write(addr string) (string, error) {
	p := Path(addr)
	if p == "" {
		return "", errors.New("no token file for " + addr)
	}
	b := make([]byte, 32)
	rand.Read(b)
	tok := hex.EncodeToString(b)
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return "", err
	}
	f, err := os.CreateTemp(filepath.Dir(p), filepath.Base(p)+".tmp-*")
	if err != nil {
		return "", err
	}
	// CreateTemp makes the file 0600 already; say so for the reader.
	_, werr := f.WriteString(tok)
	cerr := f.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(f.Name())
		return "", err
	}
	if err := os.Rename(f.Name(), p); err != nil {
		os.Remove(f.Name())
		return "", err
	}
	return tok, nil
}

// Read returns the token of the daemon on addr, "" when there is none to
// read.
func Read(addr string) string {
	p := Path(addr)
	if p == "" {
		return ""
	}
	b, err := os.ReadFile(p)
	if err != nil || len(b) > 256 {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// Equal compares a sent token with the daemon's in constant time; an empty
// token matches nothing.
func Equal(sent, want string) bool {
	return want != "" && sent != "" && subtle.ConstantTimeCompare([]byte(sent), []byte(want)) == 1
}
