package screenshot

import (
	"bytes"
	"crypto/rand"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/errbundle/errbundle/capture"
)

// Defaults of [Config].
const (
	DefaultMaxFiles = 100
	DefaultMaxBytes = 128 << 20
	// MaxSize is the largest screenshot taken: a 4K screen as PNG is
	// 2–10 MB.
	MaxSize = 16 << 20
)

// Burst bounds how long after the error it was taken for a screenshot
// stands for the errors that follow: the extension takes at most one per
// tab in that time. Slack allows for an error timestamped a little
// before the first of its burst.
const (
	Burst = 5 * time.Second
	Slack = time.Second
)

// Config says where screenshots go and how many are kept.
type Config struct {
	Dir      string // created if missing
	MaxFiles int    // default DefaultMaxFiles
	MaxBytes int64  // all files together; default DefaultMaxBytes
}

// ErrNotPNG is the error for an upload that is not a PNG image.
var ErrNotPNG = errors.New("not a PNG image")

var pngSignature = []byte("\x89PNG\r\n\x1a\n")

// Shot is one kept screenshot.
type Shot struct {
	ID   string        // the file's name without .png
	Tab  capture.TabID // the tab it shows
	At   time.Time     // the time of the error it was taken for
	Size int64
}

// Store is a directory of screenshots. It is safe for concurrent use.
type Store struct {
	cfg Config

	mu    sync.Mutex // guards shots and bytes
	shots []Shot     // oldest first
	bytes int64
}

// idPattern is a screenshot's id: the error's Unix milliseconds, the tab
// id (digits, or "none"), and 128 random bits, so that no page can guess
// the id of another's screenshot. (A counter stood there before; a
// previous daemon's files keep theirs.)
var idPattern = regexp.MustCompile(`^(\d{1,15})-(none|\d{1,19})-(\d{1,9}|[0-9a-f]{32})$`)

// Open returns the store of cfg.Dir and takes in
// the screenshots a previous daemon left there.
func Open(cfg Config) (*Store, error) {
	if cfg.Dir == "" {
		return nil, errors.New("screenshot: no directory")
	}
	if cfg.MaxFiles <= 0 {
		cfg.MaxFiles = DefaultMaxFiles
	}
	if cfg.MaxBytes <= 0 {
		cfg.MaxBytes = DefaultMaxBytes
	}
	s := &Store{cfg: cfg}
	// The directory is made by the first screenshot: a daemon that never
	// gets one leaves nothing behind.
	entries, err := os.ReadDir(cfg.Dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("screenshot directory: %w", err)
	}
	for _, e := range entries {
		id, ok := strings.CutSuffix(e.Name(), ".png")
		if !ok || !e.Type().IsRegular() {
			continue
		}
		shot, ok := parseID(id)
		info, err := e.Info()
		if !ok || err != nil {
			continue
		}
		shot.Size = info.Size()
		s.shots = append(s.shots, shot)
		s.bytes += shot.Size
	}
	slices.SortFunc(s.shots, func(a, b Shot) int { return a.At.Compare(b.At) })
	s.mu.Lock()
	s.trim()
	s.mu.Unlock()
	return s, nil
}

func parseID(id string) (Shot, bool) {
	m := idPattern.FindStringSubmatch(id)
	if m == nil {
		return Shot{}, false
	}
	ms, _ := strconv.ParseInt(m[1], 10, 64)
	tab := capture.TabID(m[2])
	if m[2] == "none" {
		tab = ""
	}
	return Shot{ID: id, Tab: tab, At: time.UnixMilli(ms).UTC()}, true
}

// Dir is the directory the screenshots are kept in.
func (s *Store) Dir() string { return s.cfg.Dir }

// Path is the file of the screenshot id.
func (s *Store) Path(id string) string { return filepath.Join(s.cfg.Dir, id+".png") }

// Save keeps png as the screenshot of tab taken for the error at at,
// deleting the oldest screenshots beyond the count or byte budget.
func (s *Store) Save(tab capture.TabID, at time.Time, png []byte) (Shot, error) {
	if !bytes.HasPrefix(png, pngSignature) {
		return Shot{}, ErrNotPNG
	}
	if len(png) > MaxSize {
		return Shot{}, fmt.Errorf("screenshot of %d bytes is over the %d byte limit", len(png), MaxSize)
	}
	if tab != "" {
		if _, err := strconv.ParseUint(string(tab), 10, 63); err != nil {
			return Shot{}, fmt.Errorf("tab_id: want the extension's tab number, got %q", tab)
		}
	}
	var nonce [16]byte
	rand.Read(nonce[:])
	label := string(tab)
	if label == "" {
		label = "none"
	}
	shot := Shot{ID: fmt.Sprintf("%d-%s-%x", at.UnixMilli(), label, nonce), Tab: tab, At: at.UTC().Truncate(time.Millisecond), Size: int64(len(png))}
	// Written under a temporary name and renamed: a reader never sees half
	// a file, and a crash leaves no file that looks whole.
	tmp := s.Path(shot.ID) + ".tmp"
	if err := os.MkdirAll(s.cfg.Dir, 0o700); err != nil {
		return Shot{}, err
	}
	if err := os.WriteFile(tmp, png, 0o600); err != nil {
		return Shot{}, err
	}
	if err := os.Rename(tmp, s.Path(shot.ID)); err != nil {
		os.Remove(tmp)
		return Shot{}, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	i, _ := slices.BinarySearchFunc(s.shots, shot.At, func(a Shot, t time.Time) int { return a.At.Compare(t) })
	s.shots = slices.Insert(s.shots, i, shot)
	s.bytes += shot.Size
	s.trim()
	return shot, nil
}

// trim deletes the oldest screenshots until the store is within its
// budget. Must be called with s.mu held.
func (s *Store) trim() {
	for len(s.shots) > 0 && (len(s.shots) > s.cfg.MaxFiles || s.bytes > s.cfg.MaxBytes) {
		old := s.shots[0]
		os.Remove(s.Path(old.ID))
		s.shots = s.shots[1:]
		s.bytes -= old.Size
	}
}

// Has reports whether the screenshot id is kept.
func (s *Store) Has(id string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.ContainsFunc(s.shots, func(sh Shot) bool { return sh.ID == id })
}

// Find returns the file of the screenshot that stands for an error of tab
// at at: the latest one of that tab taken for an error at most [Burst]
// before it (or [Slack] after). "" if there is none.
func (s *Store) Find(tab capture.TabID, at time.Time) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := len(s.shots) - 1; i >= 0; i-- {
		sh := s.shots[i]
		if sh.At.After(at.Add(Slack)) {
			continue
		}
		if at.Sub(sh.At) > Burst {
			break
		}
		if sh.Tab == tab {
			return s.Path(sh.ID)
		}
	}
	return ""
}

// Stats is the store's occupancy, for the health endpoint.
type Stats struct {
	Dir         string `json:"dir"`
	Count       int    `json:"count"`
	Bytes       int64  `json:"bytes"`
	BudgetBytes int64  `json:"budget_bytes"`
	MaxFiles    int    `json:"max_files"`
}

// Stats reports how many screenshots are kept and their size.
func (s *Store) Stats() Stats {
	s.mu.Lock()
	defer s.mu.Unlock()
	return Stats{Dir: s.cfg.Dir, Count: len(s.shots), Bytes: s.bytes, BudgetBytes: s.cfg.MaxBytes, MaxFiles: s.cfg.MaxFiles}
}
