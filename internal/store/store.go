// Package store keeps chronomap's gazetteer and dataset in one bbolt file:
// buckets, the time index and transactions. A dataset is replaced by
// writing a new file and renaming it over the old one (ReplaceFile), and a
// server reads through Live, which follows such replacements.
package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	bolt "go.etcd.io/bbolt"
)

// Bucket names. Each collection of the dataset has a bucket of encoded
// features plus a time index (see features.go).
var (
	bucketGazPlaces = []byte("gazetteer.places")
	bucketGazNames  = []byte("gazetteer.names")
	bucketMeta      = []byte("meta")
)

// Options tune Open.
type Options struct {
	// ReadOnly opens the file with a shared lock, so several serving
	// processes can read one file.
	ReadOnly bool
	// LockTimeout bounds the wait for the file lock; 0 means 5 seconds.
	LockTimeout time.Duration
}

// DB is a chronomap database file.
type DB struct {
	bolt *bolt.DB
	path string

	metaMu sync.Mutex
	meta   *metadata
}

// ErrNotDatabase is wrapped by Open's error for a file that is not a
// chronomap database: empty, not bbolt, or bbolt written by another program.
// Open leaves such a file as it found it.
var ErrNotDatabase = errors.New("not a chronomap database")

// Open opens (creating unless read-only) the bbolt file at path. A file
// that exists but is empty, is not a bbolt file, or holds only buckets
// chronomap does not write is refused with an error wrapping
// ErrNotDatabase, and left untouched.
func Open(path string, opts Options) (*DB, error) {
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, os.ErrNotExist) && opts.ReadOnly:
		return nil, fmt.Errorf("open %s: no such file (make it with \"chronomap gazetteer load\" or \"chronomap import\")", path)
	case err == nil && info.IsDir():
		return nil, fmt.Errorf("open %s: is a directory, not a database file", path)
	case err == nil && info.Size() == 0:
		// bbolt would write a new database into it (or fail read-only with
		// "bad file descriptor"); an empty file is more likely a mistake.
		return nil, fmt.Errorf("open %s: the file is empty (0 bytes): %w; remove it or choose another --db", path, ErrNotDatabase)
	}
	timeout := opts.LockTimeout
	if timeout == 0 {
		timeout = 5 * time.Second
	}
	b, err := bolt.Open(path, 0o644, &bolt.Options{ReadOnly: opts.ReadOnly, Timeout: timeout})
	if err != nil {
		switch {
		case errors.Is(err, bolt.ErrTimeout):
			return nil, fmt.Errorf("open %s: the file is locked by another chronomap process (a running serve keeps it; stop it or use another --db)", path)
		case isSystemError(err):
			return nil, fmt.Errorf("open %s: %w", path, err)
		}
		// bbolt's own complaints: bad magic, checksum, version, size.
		return nil, fmt.Errorf("open %s: %w (not a bbolt file: %v); it was left untouched", path, ErrNotDatabase, err)
	}
	db := &DB{bolt: b, path: path}
	if err := db.checkBuckets(); err != nil {
		b.Close()
		return nil, err
	}
	return db, nil
}

// isSystemError tells an error of the operating system (permissions, I/O)
// from bbolt's verdicts on the file's content.
func isSystemError(err error) bool {
	var pathErr *fs.PathError
	var errno syscall.Errno
	return errors.As(err, &pathErr) || errors.As(err, &errno)
}

// checkBuckets refuses a bbolt file of another program: one with buckets,
// none of them chronomap's (meta, gazetteer.*).
func (db *DB) checkBuckets() error {
	var names []string
	ours := false
	err := db.bolt.View(func(tx *bolt.Tx) error {
		return tx.ForEach(func(name []byte, _ *bolt.Bucket) error {
			n := string(name)
			names = append(names, n)
			if n == string(bucketMeta) || strings.HasPrefix(n, "gazetteer.") {
				ours = true
			}
			return nil
		})
	})
	if err != nil {
		return fmt.Errorf("open %s: %w", db.path, err)
	}
	if len(names) > 0 && !ours {
		slices.Sort(names)
		if len(names) > 5 {
			names = append(names[:5], "…")
		}
		return fmt.Errorf("open %s: %w: a bbolt file of another program (buckets %s); it was left untouched",
			db.path, ErrNotDatabase, strings.Join(names, ", "))
	}
	return nil
}

// Path returns the file the DB was opened from.
func (db *DB) Path() string { return db.path }

// Close releases the file.
func (db *DB) Close() error { return db.bolt.Close() }
