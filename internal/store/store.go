// Package store keeps chronomap's gazetteer and dataset in one bbolt file:
// buckets, the time index and transactions.
package store

import (
	"errors"
	"fmt"
	"sync"
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

// Open opens (creating unless read-only) the bbolt file at path.
func Open(path string, opts Options) (*DB, error) {
	timeout := opts.LockTimeout
	if timeout == 0 {
		timeout = 5 * time.Second
	}
	b, err := bolt.Open(path, 0o644, &bolt.Options{ReadOnly: opts.ReadOnly, Timeout: timeout})
	if err != nil {
		if errors.Is(err, bolt.ErrTimeout) {
			return nil, fmt.Errorf("open %s: the file is locked by another chronomap process (a running serve keeps it; stop it or use another --db)", path)
		}
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return &DB{bolt: b, path: path}, nil
}

// Path returns the file the DB was opened from.
func (db *DB) Path() string { return db.path }

// Close releases the file.
func (db *DB) Close() error { return db.bolt.Close() }
