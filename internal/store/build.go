package store

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/chronomap/chronomap/internal/feature"
)

// batchBytes is how much a Builder writes per transaction: bbolt keeps a
// transaction's pages in memory until it commits.
const batchBytes = 16 << 20

// Builder writes a new map file from features streamed to it, so that an
// import of millions of features holds only their index entries in memory
// (about 100 bytes each): Add appends each feature's bytes to a spill file
// beside the target, Commit sorts the entries and writes the buckets in
// key order, in batches, into a new file that it then renames over the
// target. Until Commit returns, the old file is untouched.
type Builder struct {
	path, tmp string
	spill     *os.File
	spillW    *bufio.Writer
	spillSize int64
	colls     map[string]*collectionWriter
	tags      *feature.Tagger
	buf       []byte
	// Progress, when set, is told during Commit how many features of all
	// collections are written, of how many.
	Progress func(done, total int)
	// Documents are the source texts the features cite, written by
	// Commit.
	Documents []feature.Document
}

// CheckTarget reports whether Create could write a map to path: its
// directory exists, and a file already there is a map (see
// checkReplaceable). A caller that works long before it writes (an
// extraction) checks first, so that a wrong --db fails at once.
func CheckTarget(path string) error {
	dir, _ := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if err := checkReplaceable(path); err != nil {
		return err
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return fmt.Errorf("the directory %s does not exist", filepath.Clean(dir))
	}
	return nil
}

// Create starts a new map file to replace path. A file at path that is
// not a map (see checkReplaceable) is refused and left alone; temporary
// files of imports killed before their rename are removed.
func Create(path string) (*Builder, error) {
	if err := CheckTarget(path); err != nil {
		return nil, err
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	removeAbandoned(dir, base)
	spill, err := os.CreateTemp(dir, "."+base+".*.spill")
	if err != nil {
		return nil, err
	}
	_ = os.Remove(spill.Name()) // read through the open descriptor; nothing to clean up after a crash
	return &Builder{path: path, spill: spill, spillW: bufio.NewWriterSize(spill, 1<<20),
		colls: map[string]*collectionWriter{}, tags: feature.NewTagger()}, nil
}

// Add appends one feature of a collection.
func (b *Builder) Add(collection string, f *feature.Feature) error {
	cw, ok := b.colls[collection]
	if !ok {
		cw = newCollectionWriter(feature.Collection{ID: collection})
		b.colls[collection] = cw
	}
	e, err := cw.add(f)
	if err != nil {
		return collectionError(collection, err)
	}
	b.tags.Add(collection, f.GeoJSON)
	b.buf = encodeAttributes(b.buf[:0], f.Attributes)
	e.off, e.geoLen, e.attrLen = b.spillSize, uint32(len(f.GeoJSON)), uint32(len(b.buf))
	if _, err := b.spillW.Write(f.GeoJSON); err != nil {
		return err
	}
	if _, err := b.spillW.Write(b.buf); err != nil {
		return err
	}
	b.spillSize += int64(len(f.GeoJSON) + len(b.buf))
	return nil
}

// spillPayloads reads features back from the spill file into an arena
// that bbolt's values point into until they are committed; each commit
// frees the arena for the next batch. (A memory map of the spill would
// save the reads but make every page of it resident.)
type spillPayloads struct {
	f     *os.File
	arena []byte
	used  int
}

func (s *spillPayloads) get(e *entry) ([]byte, []byte, error) {
	n := int(e.geoLen + e.attrLen)
	if len(s.arena)-s.used < n {
		// Only when one batch outgrows the arena: the old one stays with
		// the values pointing into it.
		s.arena, s.used = make([]byte, max(n, 2*batchBytes)), 0
	}
	buf := s.arena[s.used : s.used+n : s.used+n]
	s.used += n
	if _, err := s.f.ReadAt(buf, e.off); err != nil {
		return nil, nil, fmt.Errorf("spill file: %w", err)
	}
	return buf[:e.geoLen], buf[e.geoLen:], nil
}

// committed lets the arena be reused.
func (s *spillPayloads) committed() { s.used = 0 }

// Commit writes the collections (in this order; their Count, extents and
// queryables come from the features) into a new file and renames it over
// the target. The Builder is done either way.
func (b *Builder) Commit(collections []feature.Collection, modified time.Time) (err error) {
	defer b.spill.Close()
	if err := b.spillW.Flush(); err != nil {
		return err
	}
	for id := range b.colls {
		if !containsCollection(collections, id) {
			return fmt.Errorf("features of collection %q, which the dataset does not list", id)
		}
	}
	dir, base := filepath.Split(b.path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return err
	}
	tmp.Close()
	b.tmp = tmp.Name()
	if err := os.Chmod(b.tmp, 0o644); err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.Remove(b.tmp)
		}
	}()
	db, err := bolt.Open(b.tmp, 0o644, &bolt.Options{NoSync: true, NoStatistics: true})
	if err != nil {
		return err
	}
	defer func() {
		if db != nil {
			db.Close()
		}
	}()
	total := 0
	for _, cw := range b.colls {
		total += cw.entries.n
	}
	done := 0
	progress := func() {
		done++
		if b.Progress != nil && done%1024 == 0 {
			b.Progress(done, total)
		}
	}
	tx, err := db.Begin(true)
	if err != nil {
		return err
	}
	w := &batchWriter{db: db, tx: tx, limit: batchBytes, buckets: map[string]*bolt.Bucket{}}
	defer func() {
		if w.tx != nil {
			_ = w.tx.Rollback()
		}
	}()
	src := &spillPayloads{f: b.spill}
	w.onCommit = src.committed
	cols := make([]feature.Collection, 0, len(collections))
	for _, c := range collections {
		cw, ok := b.colls[c.ID]
		if !ok {
			cw = newCollectionWriter(c)
		}
		col, err := cw.write(w, c, src, progress)
		if err != nil {
			return collectionError(c.ID, err)
		}
		cw.entries = entryList{} // let the collection's entries go before the next
		cols = append(cols, col)
	}
	if err := writeMeta(w, cols, b.Documents, b.tags, modified); err != nil {
		return err
	}
	if err := w.commit(false); err != nil {
		return err
	}
	if b.Progress != nil {
		b.Progress(total, total)
	}
	if err := db.Sync(); err != nil {
		return err
	}
	var size int64
	if err := db.View(func(tx *bolt.Tx) error { size = tx.Size(); return nil }); err != nil {
		return err
	}
	closeErr := db.Close()
	db = nil
	if closeErr != nil {
		return closeErr
	}
	// bbolt grows a file 16 MB at a time; the map is read-only from now
	// on, so give the unused end back.
	if err := os.Truncate(b.tmp, size); err != nil {
		return err
	}
	if err := os.Rename(b.tmp, b.path); err != nil {
		return err
	}
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync() // make the rename durable
		d.Close()
	}
	return nil
}

// Abort drops a Builder that will not be committed.
func (b *Builder) Abort() {
	b.spill.Close()
}

func containsCollection(cols []feature.Collection, id string) bool {
	for _, c := range cols {
		if c.ID == id {
			return true
		}
	}
	return false
}

// WriteFile writes ds as a new map file at path, replacing any file there
// only once the new one is complete.
func WriteFile(path string, ds feature.Dataset) error {
	b, err := Create(path)
	if err != nil {
		return err
	}
	for _, c := range ds.Collections {
		feats := ds.Features[c.ID]
		for i := range feats {
			if err := b.Add(c.ID, &feats[i]); err != nil {
				b.Abort()
				return err
			}
		}
	}
	b.Documents = ds.Documents
	return b.Commit(ds.Collections, ds.Modified)
}
