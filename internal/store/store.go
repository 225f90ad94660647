// Package store keeps a chronomap dataset (the map) in a bbolt file and
// serves it as a feature.Reader; the gazetteer has a file of its own
// (Gazetteer).
//
// Layout, per collection C:
//
//	C.features  block (uint32, big-endian) → the GeoJSON of the features
//	            of ranks 8·block … 8·block+7, encoded once at import and
//	            compressed together (block.go); a feature's rank is its
//	            place in the answer order (interval start, open starts
//	            first, then id), so a page is one cursor walk over
//	            consecutive keys
//	C.ids       id → rank
//	C.attrs     attribute name, 0, value → the ranks having it (delta
//	            uvarints): the property filters' posting lists
//	C.index     "start", "end": day numbers by rank (int32, little-endian,
//	            open ends as the extreme values); "bounds": minLon, minLat,
//	            maxLon, maxLat by rank (float64, NaN without geometry)
//
// and meta holds the collections (counts, extents, queryables), the
// version, the layout name and the list of source documents, whose texts
// are in the documents bucket (documents.go). The in-memory index built from C.index at
// Open is described in index.go.
//
// A map file is written whole: Create builds a new file beside the target
// in batches and renames it into place, so readers of the old file keep a
// consistent dataset and a failed import leaves the old file untouched.
// A server reads through Live, which follows such replacements.
package store

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"

	"github.com/chronomap/chronomap/internal/feature"
)

// layoutName marks a map file written with this layout.
const layoutName = "chronomap map 2"

var (
	bucketMeta    = []byte("meta")
	keyLayout     = []byte("layout")
	keyCollection = []byte("collections")
	keyVersion    = []byte("version")
)

func bucketName(collection, part string) []byte { return []byte(collection + "." + part) }

// Options tune Open.
type Options struct {
	// ReadOnly opens the file with a shared lock, so several serving
	// processes can read one file.
	ReadOnly bool
	// LockTimeout bounds the wait for the file lock; 0 means 5 seconds.
	LockTimeout time.Duration
}

// DB is a map file: a dataset and its indexes.
type DB struct {
	bolt     *bolt.DB
	path     string
	readOnly bool

	mu     sync.Mutex
	state  *state
	blocks blockReaders
}

var _ feature.Reader = (*DB)(nil)

// state is the decoded dataset as of one committed transaction: every
// request needs it and it changes only when a dataset is written.
type state struct {
	txid        int
	collections []feature.Collection
	version     feature.Version
	indexes     map[string]*collectionIndex
}

// Open opens (creating unless read-only) the map file at path. A
// read-only open decodes the collections and builds the index at once, so
// the first request does not pay for it.
func Open(path string, opts Options) (*DB, error) {
	b, err := openBolt(path, opts)
	if err != nil {
		return nil, err
	}
	db := &DB{bolt: b, path: path, readOnly: opts.ReadOnly}
	if err := b.View(func(tx *bolt.Tx) error {
		_, err := db.current(tx)
		return err
	}); err != nil {
		b.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return db, nil
}

// ErrNotDatabase is wrapped by the error of opening a file that is not a
// chronomap file: empty, not bbolt, or bbolt written by another program.
// Such a file is left as it was found.
var ErrNotDatabase = errors.New("not a chronomap file")

// openBolt opens a map or gazetteer file, refusing (untouched) a file that
// exists but is empty, is not a bbolt file, or holds only buckets
// chronomap does not write.
func openBolt(path string, opts Options) (*bolt.DB, error) {
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, os.ErrNotExist) && opts.ReadOnly:
		return nil, fmt.Errorf("open %s: no such file (make it with \"chronomap import\" or \"chronomap gazetteer load\")", path)
	case err == nil && info.IsDir():
		return nil, fmt.Errorf("open %s: is a directory, not a chronomap file", path)
	case err == nil && info.Size() == 0:
		// bbolt would write a new database into it (or fail read-only with
		// "bad file descriptor"); an empty file is more likely a mistake.
		return nil, fmt.Errorf("open %s: the file is empty (0 bytes): %w; remove it or choose another file", path, ErrNotDatabase)
	}
	timeout := opts.LockTimeout
	if timeout == 0 {
		timeout = 5 * time.Second
	}
	b, err := bolt.Open(path, 0o644, &bolt.Options{ReadOnly: opts.ReadOnly, Timeout: timeout, NoStatistics: true})
	if err != nil {
		switch {
		case errors.Is(err, bolterrors.ErrTimeout):
			return nil, fmt.Errorf("open %s: the file is locked by another chronomap process (stop it or use another file)", path)
		case isSystemError(err):
			return nil, fmt.Errorf("open %s: %w", path, err)
		}
		// bbolt's own complaints: bad magic, checksum, version, size.
		return nil, fmt.Errorf("open %s: %w (not a bbolt file: %v); it was left untouched", path, ErrNotDatabase, err)
	}
	if err := checkBuckets(b, path); err != nil {
		b.Close()
		return nil, err
	}
	return b, nil
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
func checkBuckets(b *bolt.DB, path string) error {
	var names []string
	ours := false
	err := b.View(func(tx *bolt.Tx) error {
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
		return fmt.Errorf("open %s: %w", path, err)
	}
	if len(names) > 0 && !ours {
		slices.Sort(names)
		if len(names) > 5 {
			names = append(names[:5], "…")
		}
		return fmt.Errorf("open %s: %w: a bbolt file of another program (buckets %s); it was left untouched",
			path, ErrNotDatabase, strings.Join(names, ", "))
	}
	return nil
}

// Path returns the file the DB was opened from.
func (db *DB) Path() string { return db.path }

// Close releases the file. Requests in flight must have finished.
func (db *DB) Close() error { return db.bolt.Close() }

// current returns the decoded state as of tx, decoding it when a write
// has happened since the last call.
func (db *DB) current(tx *bolt.Tx) (*state, error) {
	db.mu.Lock()
	defer db.mu.Unlock()
	if db.state != nil && db.state.txid == tx.ID() {
		return db.state, nil
	}
	st, err := readState(tx)
	if err != nil {
		return nil, err
	}
	db.state = st
	return st, nil
}

// cached returns the state without a transaction when the file cannot
// change (read-only).
func (db *DB) cached() *state {
	if !db.readOnly {
		return nil
	}
	db.mu.Lock()
	defer db.mu.Unlock()
	return db.state
}

func readState(tx *bolt.Tx) (*state, error) {
	st := &state{txid: tx.ID(), indexes: map[string]*collectionIndex{}}
	meta := tx.Bucket(bucketMeta)
	if meta == nil {
		if tx.Bucket(bucketGazPlaces) != nil {
			return nil, errors.New("this is a gazetteer file, not a map: pass it as --gazetteer")
		}
		return st, nil
	}
	if layout := meta.Get(keyLayout); !bytes.Equal(layout, []byte(layoutName)) {
		return nil, fmt.Errorf("map file layout %q, want %q: import the dataset again with this chronomap", layout, layoutName)
	}
	if err := json.Unmarshal(meta.Get(keyCollection), &st.collections); err != nil {
		return nil, fmt.Errorf("collections metadata: %w", err)
	}
	if err := json.Unmarshal(meta.Get(keyVersion), &st.version); err != nil {
		return nil, fmt.Errorf("version metadata: %w", err)
	}
	for i := range st.collections {
		c := &st.collections[i]
		var err error
		if c.Interval.Earliest, err = parseOptionalDate(c.Earliest); err != nil {
			return nil, err
		}
		if c.Interval.Latest, err = parseOptionalDate(c.Latest); err != nil {
			return nil, err
		}
		ib := tx.Bucket(bucketName(c.ID, "index"))
		if ib == nil {
			return nil, fmt.Errorf("collection %s has no index", c.ID)
		}
		ix, err := loadIndex(ib)
		if err != nil {
			return nil, fmt.Errorf("collection %s: %w", c.ID, err)
		}
		st.indexes[c.ID] = ix
	}
	return st, nil
}

// loadIndex decodes a collection's columns and builds its index.
func loadIndex(b *bolt.Bucket) (*collectionIndex, error) {
	start, end, bounds := b.Get([]byte("start")), b.Get([]byte("end")), b.Get([]byte("bounds"))
	n := len(start) / 4
	if len(start) != 4*n || len(end) != 4*n || len(bounds) != 32*n {
		return nil, errors.New("index columns of unequal length")
	}
	ix := &collectionIndex{start: make([]int32, n), end: make([]int32, n), bounds: make([]float64, 4*n)}
	for i := range n {
		ix.start[i] = int32(binary.LittleEndian.Uint32(start[4*i:]))
		ix.end[i] = int32(binary.LittleEndian.Uint32(end[4*i:]))
	}
	for i := range 4 * n {
		ix.bounds[i] = math.Float64frombits(binary.LittleEndian.Uint64(bounds[8*i:]))
	}
	ix.all = newRun(ix, nil, n)
	ix.buildGrid()
	return ix, nil
}

// view runs fn in a read transaction with the current state.
func (db *DB) view(fn func(tx *bolt.Tx, st *state) error) error {
	return db.bolt.View(func(tx *bolt.Tx) error {
		st, err := db.current(tx)
		if err != nil {
			return err
		}
		return fn(tx, st)
	})
}

// Version implements feature.Reader.
func (db *DB) Version(ctx context.Context) (feature.Version, error) {
	if st := db.cached(); st != nil {
		return st.version, nil
	}
	var v feature.Version
	err := db.view(func(_ *bolt.Tx, st *state) error {
		v = st.version
		return nil
	})
	return v, err
}

// Collections implements feature.Reader.
func (db *DB) Collections(ctx context.Context) ([]feature.Collection, error) {
	if st := db.cached(); st != nil {
		return append([]feature.Collection(nil), st.collections...), nil
	}
	var cols []feature.Collection
	err := db.view(func(_ *bolt.Tx, st *state) error {
		cols = append(cols, st.collections...)
		return nil
	})
	return cols, err
}

// Item implements feature.Reader.
func (db *DB) Item(ctx context.Context, collection, id string) (json.RawMessage, error) {
	var out json.RawMessage
	err := db.bolt.View(func(tx *bolt.Tx) error {
		ids, fb := tx.Bucket(bucketName(collection, "ids")), tx.Bucket(bucketName(collection, "features"))
		if ids == nil || fb == nil {
			return feature.ErrNotFound
		}
		rk := ids.Get([]byte(id))
		if len(rk) != 4 {
			return feature.ErrNotFound
		}
		blk, at := blockOf(binary.BigEndian.Uint32(rk))
		v := fb.Get(rankKey(int(blk)))
		if v == nil {
			return fmt.Errorf("feature %q is in block %d, which is not stored", id, blk)
		}
		br := db.blocks.get()
		defer db.blocks.put(br)
		if err := br.load(v); err != nil {
			return fmt.Errorf("feature block %d: %w", blk, err)
		}
		f, err := br.feature(at)
		out = append(json.RawMessage(nil), f...)
		return err
	})
	return out, err
}
