package capture

import (
	"bufio"
	"bytes"
	"cmp"
	"compress/gzip"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/errbundle/errbundle/classify"
	"github.com/errbundle/errbundle/internal/clip"
)

// A snapshot file is one header line, then a gzip stream of gob records:
//
//	errbundle snapshot v1\n
//	gzip( gob( snapHeader, snapRecord..., snapRecord{End: true} ) )
//
// The header line is plain text so that a foreign file or one written by a
// newer errbundle is recognised, and refused by name, before anything is
// decompressed. Gob carries its own type descriptions, so a field added to
// an event type is simply zero when an older file is read; a change that
// breaks that must bump snapshotVersion.
const (
	snapshotMagic   = "errbundle snapshot v"
	snapshotVersion = 1
	// maxHeaderLine is the longest header line read before giving up.
	maxHeaderLine = 64
	// minSnapshotLimit is the least a store reads of a snapshot, whatever
	// its budget (see [Store.snapshotLimit]).
	minSnapshotLimit = 1 << 20
	// staleTempAge is how old a temporary file of a save must be to be
	// another daemon's leftover, not a save under way.
	staleTempAge = time.Minute
)

// Sentinels of [Store.ReadSnapshot] and [Store.LoadFile]. A snapshot that
// is neither foreign nor too new but fails to decode is reported with
// [ErrSnapshotCorrupt].
var (
	ErrNotSnapshot     = errors.New("not an errbundle snapshot")
	ErrSnapshotVersion = errors.New("snapshot written by a newer errbundle")
	ErrSnapshotCorrupt = errors.New("snapshot corrupt or truncated")
	// ErrSnapshotTooLarge: the snapshot decompresses to more than the
	// store's byte budget lets it read (see [Store.ReadSnapshot]); a store
	// with a larger budget may read it.
	ErrSnapshotTooLarge = errors.New("snapshot larger than the byte budget allows")
)

// snapHeader opens the gob stream.
type snapHeader struct {
	Saved time.Time
	// Evicted is each buffer's eviction state, by its Stats name, so that
	// a restored store still knows its windows may be missing context.
	Evicted map[string]snapEvicted
}

type snapEvicted struct {
	Count uint64
	Nanos int64
}

// snapRecord is one entry of the stream: exactly one field is set. Events
// come in arrival (Seq) order across all kinds.
type snapRecord struct {
	Error    *Error
	Read     bool // the error was returned by a clear_after_read query
	Log      *Log
	Request  *Request
	Action   *Action
	Line     *Line
	Problem  *Problem
	Backend  *Backend
	Process  *Process
	PageLoad *snapPageLoad
	// End closes the stream with the number of records before it, so that
	// a file cut at a record boundary is still caught.
	End   bool
	Count int
}

type snapPageLoad struct {
	Tab  TabID
	Time time.Time
}

func (r *snapRecord) seq() uint64 {
	switch {
	case r.Error != nil:
		return r.Error.Seq
	case r.Log != nil:
		return r.Log.Seq
	case r.Request != nil:
		return r.Request.Seq
	case r.Action != nil:
		return r.Action.Seq
	case r.Line != nil:
		return r.Line.Seq
	case r.Problem != nil:
		return r.Problem.Seq
	case r.Backend != nil:
		return r.Backend.Seq
	}
	return 0
}

// WriteSnapshot writes everything the store holds to w: every event of
// every buffer in arrival order, which errors were read, the process table
// and page loads. It holds the store's lock only to take a [Snapshot].
func (s *Store) WriteSnapshot(w io.Writer) error {
	snap := s.Snapshot()
	var recs []snapRecord
	appendAll(&recs, snap.Errors, func(e *Error) snapRecord { return snapRecord{Error: e, Read: snap.WasRead(e.Seq)} })
	appendAll(&recs, snap.Logs, func(l *Log) snapRecord { return snapRecord{Log: l} })
	appendAll(&recs, snap.Requests, func(r *Request) snapRecord { return snapRecord{Request: r} })
	appendAll(&recs, snap.Actions, func(a *Action) snapRecord { return snapRecord{Action: a} })
	appendAll(&recs, snap.Lines, func(l *Line) snapRecord { return snapRecord{Line: l} })
	appendAll(&recs, snap.Problems, func(p *Problem) snapRecord { return snapRecord{Problem: p} })
	appendAll(&recs, snap.Backend, func(p *Backend) snapRecord { return snapRecord{Backend: p} })
	// One counter numbers every kind: sorting by it restores arrival order.
	slices.SortFunc(recs, func(a, b snapRecord) int { return cmp.Compare(a.seq(), b.seq()) })
	for i := range snap.Processes {
		recs = append(recs, snapRecord{Process: &snap.Processes[i]})
	}
	for tab, t := range snap.PageLoads {
		recs = append(recs, snapRecord{PageLoad: &snapPageLoad{Tab: tab, Time: t}})
	}

	hdr := snapHeader{Saved: snap.Now, Evicted: map[string]snapEvicted{
		"errors":   evictedOf(snap.Errors),
		"logs":     evictedOf(snap.Logs),
		"network":  evictedOf(snap.Requests),
		"actions":  evictedOf(snap.Actions),
		"lines":    evictedOf(snap.Lines),
		"problems": evictedOf(snap.Problems),
		"backend":  evictedOf(snap.Backend),
	}}
	if _, err := fmt.Fprintf(w, "%s%d\n", snapshotMagic, snapshotVersion); err != nil {
		return err
	}
	zw := gzip.NewWriter(w)
	enc := gob.NewEncoder(zw)
	if err := enc.Encode(&hdr); err != nil {
		return err
	}
	for i := range recs {
		if err := enc.Encode(&recs[i]); err != nil {
			return err
		}
	}
	if err := enc.Encode(&snapRecord{End: true, Count: len(recs)}); err != nil {
		return err
	}
	return zw.Close()
}

func appendAll[T any](recs *[]snapRecord, v View[T], rec func(*T) snapRecord) {
	v.All(func(ev *T) bool {
		*recs = append(*recs, rec(ev))
		return true
	})
}

func evictedOf[T any](v View[T]) snapEvicted {
	return snapEvicted{Count: v.evicted, Nanos: v.evictedNanos}
}

// ReadSnapshot adds the events of a snapshot written by
// [Store.WriteSnapshot] to the store, after any it holds. Events get new
// Seq numbers in their original order and are accounted and bounded as
// if they had just arrived: a store configured smaller than the one that
// wrote the snapshot keeps the newest that fit. The whole snapshot is
// decoded before anything is stored, so on error the store is unchanged.
func (s *Store) ReadSnapshot(r io.Reader) error {
	br := bufio.NewReader(r)
	if err := readSnapshotHeader(br); err != nil {
		return err
	}
	zr, err := gzip.NewReader(br)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrSnapshotCorrupt, err)
	}
	// Decompress it all first, so that the gzip checksum has vouched for
	// every byte before gob reads one: gob trusts the lengths it reads, and
	// a flipped bit could have it allocate gigabytes.
	limit := s.snapshotLimit()
	raw, err := io.ReadAll(io.LimitReader(zr, limit+1))
	if err != nil {
		return fmt.Errorf("%w: %w", ErrSnapshotCorrupt, err)
	}
	if int64(len(raw)) > limit {
		return fmt.Errorf("%w: more than %d bytes decompressed, for a byte budget of %d", ErrSnapshotTooLarge, limit, s.cfg.MaxBytes)
	}
	dec := gob.NewDecoder(bytes.NewReader(raw))
	var hdr snapHeader
	if err := dec.Decode(&hdr); err != nil {
		return fmt.Errorf("%w: header: %w", ErrSnapshotCorrupt, err)
	}
	var recs []snapRecord
	for {
		var rec snapRecord
		if err := dec.Decode(&rec); err != nil {
			if errors.Is(err, io.EOF) {
				err = io.ErrUnexpectedEOF
			}
			return fmt.Errorf("%w: record %d: %w", ErrSnapshotCorrupt, len(recs)+1, err)
		}
		if rec.End {
			if rec.Count != len(recs) {
				return fmt.Errorf("%w: %d records, the trailer says %d", ErrSnapshotCorrupt, len(recs), rec.Count)
			}
			break
		}
		if err := rec.validate(); err != nil {
			return fmt.Errorf("%w: record %d: %w", ErrSnapshotCorrupt, len(recs)+1, err)
		}
		recs = append(recs, rec)
	}
	s.restore(&hdr, recs)
	return nil
}

// snapshotLimit bounds a snapshot decompressed by the store's byte budget,
// so that restoring never needs more memory than the budget grants (the
// decoded records are held too, until all have been checked). Gob is
// smaller than what the store accounts for the same events, about two
// thirds, so a snapshot of a store of this budget fits, and one of a store
// half as large again, of which the newest events are kept.
func (s *Store) snapshotLimit() int64 { return max(s.cfg.MaxBytes, minSnapshotLimit) }

func readSnapshotHeader(br *bufio.Reader) error {
	head, err := br.Peek(len(snapshotMagic))
	if err != nil || string(head) != snapshotMagic {
		return ErrNotSnapshot
	}
	line, err := br.ReadSlice('\n')
	if err != nil || len(line) > maxHeaderLine {
		return ErrNotSnapshot
	}
	v, err := strconv.Atoi(strings.TrimSuffix(string(line[len(snapshotMagic):]), "\n"))
	if err != nil || v < 1 {
		return ErrNotSnapshot
	}
	if v > snapshotVersion {
		return fmt.Errorf("%w: format version %d, this errbundle reads up to %d", ErrSnapshotVersion, v, snapshotVersion)
	}
	return nil
}

// validate checks that exactly one thing is set, and that a process has
// an id: what restore relies on.
func (r *snapRecord) validate() error {
	n := 0
	for _, set := range []bool{r.Error != nil, r.Log != nil, r.Request != nil, r.Action != nil,
		r.Line != nil, r.Problem != nil, r.Backend != nil, r.Process != nil, r.PageLoad != nil} {
		if set {
			n++
		}
	}
	if n != 1 {
		return fmt.Errorf("want one entry, got %d", n)
	}
	if r.Process != nil && r.Process.ID == "" {
		return errors.New("process: empty id")
	}
	return nil
}

// restore stores decoded records as they arrived, renumbered.
func (s *Store) restore(hdr *snapHeader, recs []snapRecord) {
	logSeqs := make(map[uint64]uint64) // a log's Seq in the snapshot → in the store
	s.mu.Lock()
	defer s.mu.Unlock()
	for name, ev := range hdr.Evicted {
		switch name {
		case "errors":
			restoreEvicted(s.errors, ev)
		case "logs":
			restoreEvicted(s.logs, ev)
		case "network":
			restoreEvicted(s.requests, ev)
		case "actions":
			restoreEvicted(s.actions, ev)
		case "lines":
			restoreEvicted(s.lines, ev)
		case "problems":
			restoreEvicted(s.problems, ev)
		case "backend":
			restoreEvicted(s.backend, ev)
		}
	}
	for _, rec := range recs {
		switch {
		case rec.Error != nil:
			e := rec.Error
			if e.LogSeq != 0 {
				// Zero when the log was evicted before the snapshot: the
				// old number would name some other event now.
				e.LogSeq = logSeqs[e.LogSeq]
			}
			e.setGroup() // group hashes are not saved
			put(s, s.errors, e, &e.Meta, errorSize(e))
			if rec.Read {
				s.cleared.Set(e.Seq)
			}
		case rec.Log != nil:
			l := rec.Log
			old := l.Seq
			l.setGroup()
			put(s, s.logs, l, &l.Meta, logSize(l))
			logSeqs[old] = l.Seq
		case rec.Request != nil:
			r := rec.Request
			var cut1, cut2 bool
			r.RequestBody, cut1 = clip.Cut(r.RequestBody, s.cfg.MaxBody)
			r.ResponseBody, cut2 = clip.Cut(r.ResponseBody, s.cfg.MaxBody)
			r.BodyTruncated = r.BodyTruncated || cut1 || cut2
			s.maxDur = max(s.maxDur, r.Duration)
			r.setGroup()
			put(s, s.requests, r, &r.Meta, requestSize(r))
		case rec.Action != nil:
			a := rec.Action
			put(s, s.actions, a, &a.Meta, actionSize(a))
		case rec.Line != nil:
			l := rec.Line
			put(s, s.lines, l, &l.Meta, lineSize(l))
		case rec.Problem != nil:
			p := rec.Problem
			p.setGroup()
			put(s, s.problems, p, &p.Meta, problemSize(p))
		case rec.Backend != nil:
			p := rec.Backend
			p.setGroup()
			put(s, s.backend, p, &p.Meta, backendSize(p))
		case rec.Process != nil:
			// A process already reporting to this store knows better.
			if _, ok := s.procs[rec.Process.ID]; !ok {
				s.procs[rec.Process.ID] = &procState{info: *rec.Process, classifier: classify.New()}
			}
		case rec.PageLoad != nil:
			if t := rec.PageLoad.Time.UTC(); t.After(s.pageLoads[rec.PageLoad.Tab]) {
				s.pageLoads[rec.PageLoad.Tab] = t
			}
		}
		// Per event, not once at the end, so that restoring a large
		// snapshot into a small store never holds more than the budget.
		s.enforceBudget()
	}
}

func restoreEvicted[T any](r *Ring[T], ev snapEvicted) {
	r.evicted += ev.Count
	r.evictedNanos = max(r.evictedNanos, ev.Nanos)
}

// SaveFile writes a snapshot to path atomically: to a temporary file in
// the same directory, synced, then renamed over path. The directory is
// created if need be, and the temporary files of saves that never finished
// are removed.
func (s *Store) SaveFile(path string) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	s.removeStaleTemps(path)
	f, err := os.CreateTemp(dir, filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	bw := bufio.NewWriterSize(f, 256<<10)
	if err := s.WriteSnapshot(bw); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

// LoadFile restores a snapshot file written by [Store.SaveFile]. A missing
// file is an error matching [os.ErrNotExist]. The temporary files of saves
// that never finished are removed first.
func (s *Store) LoadFile(path string) error {
	s.removeStaleTemps(path)
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return s.ReadSnapshot(f)
}

// removeStaleTemps removes what [Store.SaveFile] leaves of path when the
// process is killed mid-save: path.tmp-* files, each the size of a
// snapshot, that nothing else would remove. One younger than staleTempAge
// may be a save under way in another daemon sharing the file
// (ERRBUNDLE_STATE), so it is left.
func (s *Store) removeStaleTemps(path string) {
	dir, prefix := filepath.Dir(path), filepath.Base(path)+".tmp-"
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !e.Type().IsRegular() {
			continue
		}
		if fi, err := e.Info(); err == nil && fi.ModTime().Before(s.Now().Add(-staleTempAge)) {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}
