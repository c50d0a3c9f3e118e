package release

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"time"
)

// modTime is the time every archived file carries, so that two releases
// of the same tree hold the same bytes (the binaries are reproducible with
// -trimpath; the archives should not differ by when they were made).
var modTime = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// entry is one file of an archive.
type entry struct {
	name string // slash-separated, inside the archive
	data []byte
	exec bool
}

// writeArchive writes t's archive: its folder holding the binary and the
// docs.
func writeArchive(c Config, t Target, bin string) (string, error) {
	base := baseName(c.Version, t)
	data, err := os.ReadFile(bin)
	if err != nil {
		return "", err
	}
	entries := []entry{{name: base + "/" + filepath.Base(bin), data: data, exec: true}}
	for _, doc := range docs {
		b, err := os.ReadFile(filepath.Join(c.Root, doc))
		if err != nil {
			return "", err
		}
		entries = append(entries, entry{name: base + "/" + doc, data: b})
	}
	third, err := thirdPartyLicenses(c, t)
	if err != nil {
		return "", err
	}
	entries = append(entries, entry{name: base + "/THIRD_PARTY_LICENSES", data: third})
	if t.OS == "windows" {
		return base + ".zip", writeZip(filepath.Join(c.Out, base+".zip"), entries)
	}
	return base + ".tar.gz", writeTarGz(filepath.Join(c.Out, base+".tar.gz"), entries)
}

// create makes the file at path, hands it to write and closes it, keeping
// the first error.
func create(path string, write func(io.Writer) error) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	return write(f)
}

func writeTarGz(path string, entries []entry) error {
	return create(path, func(f io.Writer) error { return tarGz(f, entries) })
}

func tarGz(f io.Writer, entries []entry) error {
	gz := gzip.NewWriter(f)
	tw := tar.NewWriter(gz)
	for _, e := range entries {
		mode := int64(0o644)
		if e.exec {
			mode = 0o755
		}
		hdr := &tar.Header{Name: e.name, Mode: mode, Size: int64(len(e.data)), ModTime: modTime, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
		if err := tw.WriteHeader(hdr); err != nil {
			return err
		}
		if _, err := tw.Write(e.data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

func writeZip(path string, entries []entry) error {
	return create(path, func(f io.Writer) error { return zipTo(f, entries) })
}

func zipTo(f io.Writer, entries []entry) error {
	zw := zip.NewWriter(f)
	for _, e := range entries {
		hdr := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: modTime}
		mode := os.FileMode(0o644)
		if e.exec {
			mode = 0o755
		}
		hdr.SetMode(mode)
		w, err := zw.CreateHeader(hdr)
		if err != nil {
			return err
		}
		if _, err := io.Copy(w, bytesReader(e.data)); err != nil {
			return err
		}
	}
	return zw.Close()
}
