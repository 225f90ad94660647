package store

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/chronomap/chronomap/internal/feature"
)

// entry is what writing keeps in memory of one feature: the index columns
// and where its bytes are.
type entry struct {
	id         string
	start, end int32
	bound      [4]float64
	arrival    int   // position among the collection's features as given
	off        int64 // in the spill file (Builder)
	geoLen     uint32
	attrLen    uint32
}

func entryOf(f *feature.Feature, arrival int) entry {
	e := entry{id: f.ID, arrival: arrival}
	e.start, e.end = days(f.Interval)
	e.bound = [4]float64{math.NaN(), math.NaN(), math.NaN(), math.NaN()}
	if f.Bound != nil {
		e.bound = [4]float64{f.Bound.Min[0], f.Bound.Min[1], f.Bound.Max[0], f.Bound.Max[1]}
	}
	return e
}

// payloads gives the stored bytes of a collection's features by arrival:
// the GeoJSON and the attributes as encodeAttributes writes them.
type payloads interface {
	get(e *entry) (geojson, attrs []byte, err error)
}

// encodeAttributes packs attribute values: for each name in order, the
// name, the number of values and the values, each length-prefixed.
func encodeAttributes(dst []byte, attrs map[string][]string) []byte {
	names := make([]string, 0, len(attrs))
	for name := range attrs {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		dst = binary.AppendUvarint(dst, uint64(len(name)))
		dst = append(dst, name...)
		dst = binary.AppendUvarint(dst, uint64(len(attrs[name])))
		for _, v := range attrs[name] {
			dst = binary.AppendUvarint(dst, uint64(len(v)))
			dst = append(dst, v...)
		}
	}
	return dst
}

var errBadAttributes = errors.New("bad attribute record")

// eachAttribute calls fn with each name and value encodeAttributes packed.
func eachAttribute(b []byte, fn func(name, value []byte)) error {
	str := func() ([]byte, bool) {
		n, k := binary.Uvarint(b)
		if k <= 0 || uint64(len(b)-k) < n {
			return nil, false
		}
		s := b[k : k+int(n)]
		b = b[k+int(n):]
		return s, true
	}
	for len(b) > 0 {
		name, ok := str()
		if !ok {
			return errBadAttributes
		}
		count, k := binary.Uvarint(b)
		if k <= 0 {
			return errBadAttributes
		}
		b = b[k:]
		for range count {
			v, ok := str()
			if !ok {
				return errBadAttributes
			}
			fn(name, v)
		}
	}
	return nil
}

// batchWriter puts keys into buckets, committing every limit bytes when it
// owns its transactions (a new file), or all in one given transaction.
type batchWriter struct {
	db      *bolt.DB // nil: tx is given and never committed here
	tx      *bolt.Tx
	bytes   int
	limit   int
	buckets map[string]*bolt.Bucket
	// onCommit, when set, is told after each commit.
	onCommit func()
}

func (w *batchWriter) bucket(name string) (*bolt.Bucket, error) {
	if b, ok := w.buckets[name]; ok {
		return b, nil
	}
	b, err := w.tx.CreateBucketIfNotExists([]byte(name))
	if err != nil {
		return nil, err
	}
	b.FillPercent = 1.0 // written in key order once, read many times: pack the pages
	w.buckets[name] = b
	return b, nil
}

// put writes k → v. bbolt keeps v until the commit: it must not change.
// Keys must come in ascending order within a bucket, which keeps bbolt's
// splits at the right edge and the file packed.
func (w *batchWriter) put(bucket string, k, v []byte) error {
	b, err := w.bucket(bucket)
	if err != nil {
		return err
	}
	if err := b.Put(k, v); err != nil {
		return err
	}
	w.bytes += len(k) + len(v)
	if w.db != nil && w.bytes >= w.limit {
		return w.commit(true)
	}
	return nil
}

// commit ends the current transaction and, when more follows, begins the
// next.
func (w *batchWriter) commit(again bool) error {
	if w.db == nil {
		return nil
	}
	if err := w.tx.Commit(); err != nil {
		return err
	}
	if w.onCommit != nil {
		w.onCommit()
	}
	w.tx, w.bytes, w.buckets = nil, 0, map[string]*bolt.Bucket{}
	if !again {
		return nil
	}
	tx, err := w.db.Begin(true)
	if err != nil {
		return err
	}
	w.tx = tx
	return nil
}

// entryList holds entries in fixed chunks, so that a million of them grow
// without copying (and briefly doubling) one large slice.
type entryList struct {
	chunks [][]entry
	n      int
}

const entryChunk = 1 << 14

func (l *entryList) add(e entry) *entry {
	if l.n%entryChunk == 0 {
		l.chunks = append(l.chunks, make([]entry, 0, entryChunk))
	}
	c := &l.chunks[len(l.chunks)-1]
	*c = append(*c, e)
	l.n++
	return &(*c)[len(*c)-1]
}

func (l *entryList) at(i int32) *entry { return &l.chunks[i/entryChunk][i%entryChunk] }

// collectionWriter gathers one collection's entries, then writes its
// buckets.
type collectionWriter struct {
	summary *feature.Summary
	entries entryList
}

func newCollectionWriter(c feature.Collection) *collectionWriter {
	return &collectionWriter{summary: feature.NewSummary(c)}
}

func (cw *collectionWriter) add(f *feature.Feature) (*entry, error) {
	if f.ID == "" {
		return nil, &feature.FeatureError{Index: cw.entries.n, Err: errors.New("no id")}
	}
	cw.summary.Add(f)
	return cw.entries.add(entryOf(f, cw.entries.n)), nil
}

func rankKey(r int) []byte {
	k := make([]byte, 4)
	binary.BigEndian.PutUint32(k, uint32(r))
	return k
}

// write stores the collection: features by rank, ids, posting lists and
// index columns. progress, when set, is told of each feature written.
func (cw *collectionWriter) write(w *batchWriter, info feature.Collection, src payloads, progress func()) (feature.Collection, error) {
	id := info.ID
	entries := &cw.entries
	n := entries.n
	byID := make([]int32, n)
	for i := range byID {
		byID[i] = int32(i)
	}
	slices.SortFunc(byID, func(a, b int32) int { return strings.Compare(entries.at(a).id, entries.at(b).id) })
	for i := 1; i < n; i++ {
		if entries.at(byID[i]).id == entries.at(byID[i-1]).id {
			later := max(entries.at(byID[i]).arrival, entries.at(byID[i-1]).arrival)
			return feature.Collection{}, &feature.FeatureError{Index: later, ID: entries.at(byID[i]).id, Err: errors.New("duplicate id")}
		}
	}
	// The rank order: start day, then id. Sorting (start, place in id
	// order) packed in one integer is much faster than comparing ids.
	ranked := make([]uint64, n)
	for pos, i := range byID {
		ranked[pos] = uint64(uint32(entries.at(i).start)^(1<<31))<<32 | uint64(pos)
	}
	slices.Sort(ranked)
	order := make([]int32, n)
	for r, k := range ranked {
		order[r] = byID[uint32(k)]
	}
	ranked = nil
	rankOf := make([]int32, n)
	for r, i := range order {
		rankOf[i] = int32(r)
	}

	features := id + ".features"
	post := map[string][]uint32{}
	var block blockWriter
	for r, i := range order {
		geo, attrs, err := src.get(entries.at(i))
		if err != nil {
			return feature.Collection{}, err
		}
		block.add(geo)
		if block.len() == featuresPerBlock || r == n-1 {
			key, _ := blockOf(uint32(r))
			if err := w.put(features, rankKey(int(key)), block.encode()); err != nil {
				return feature.Collection{}, err
			}
		}
		if err := eachAttribute(attrs, func(name, value []byte) {
			k := string(name) + "\x00" + string(value)
			if l := post[k]; len(l) == 0 || l[len(l)-1] != uint32(r) {
				post[k] = append(l, uint32(r))
			}
		}); err != nil {
			return feature.Collection{}, err
		}
		if progress != nil {
			progress()
		}
	}
	if _, err := w.bucket(features); err != nil {
		return feature.Collection{}, err
	}
	for _, i := range byID {
		if err := w.put(id+".ids", []byte(entries.at(i).id), rankKey(int(rankOf[i]))); err != nil {
			return feature.Collection{}, err
		}
	}
	keys := make([]string, 0, len(post))
	for k := range post {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if err := w.put(id+".attrs", []byte(k), encodeRanks(post[k])); err != nil {
			return feature.Collection{}, err
		}
	}
	if _, err := w.bucket(id + ".attrs"); err != nil {
		return feature.Collection{}, err
	}
	start, end, bounds := make([]byte, 4*n), make([]byte, 4*n), make([]byte, 32*n)
	for r, i := range order {
		e := entries.at(i)
		binary.LittleEndian.PutUint32(start[4*r:], uint32(e.start))
		binary.LittleEndian.PutUint32(end[4*r:], uint32(e.end))
		for j, v := range e.bound {
			binary.LittleEndian.PutUint64(bounds[32*r+8*j:], math.Float64bits(v))
		}
	}
	for _, col := range []struct {
		name string
		b    []byte
	}{{"bounds", bounds}, {"end", end}, {"start", start}} {
		if err := w.put(id+".index", []byte(col.name), col.b); err != nil {
			return feature.Collection{}, err
		}
	}
	col := cw.summary.Collection()
	col.ID, col.Title, col.Description = info.ID, info.Title, info.Description
	return col, nil
}

// writeMeta stores the documents, the collections, the version and the
// layout name.
func writeMeta(w *batchWriter, cols []feature.Collection, docs []feature.Document, tags *feature.Tagger, modified time.Time) error {
	meta, err := w.bucket(string(bucketMeta))
	if err != nil {
		return err
	}
	if err := putDocuments(w.tx, meta, docs); err != nil {
		return err
	}
	for _, d := range docs {
		tags.AddDocument(d)
	}
	tag := tags.Tag(cols)
	if modified.IsZero() {
		modified = time.Now()
	}
	enc, err := json.Marshal(cols)
	if err != nil {
		return err
	}
	v, err := json.Marshal(feature.Version{Tag: tag, Modified: modified.UTC().Truncate(time.Second)})
	if err != nil {
		return err
	}
	for _, kv := range [][2][]byte{{keyCollection, enc}, {keyLayout, []byte(layoutName)}, {keyVersion, v}} {
		if err := w.put(string(bucketMeta), kv[0], kv[1]); err != nil {
			return err
		}
	}
	return nil
}

// memoryPayloads serves a Dataset's features held in memory.
type memoryPayloads struct{ feats []feature.Feature }

func (m memoryPayloads) get(e *entry) ([]byte, []byte, error) {
	f := &m.feats[e.arrival]
	return f.GeoJSON, encodeAttributes(nil, f.Attributes), nil
}

// ReplaceDataset swaps the whole dataset of an open, writable file in one
// transaction: readers see the old dataset or the new one, never a mix,
// and a failure leaves the old one. It holds the dataset in memory; Create
// streams large ones into a new file.
func (db *DB) ReplaceDataset(ds feature.Dataset) error {
	return db.bolt.Update(func(tx *bolt.Tx) error {
		var names [][]byte
		if err := tx.ForEach(func(name []byte, _ *bolt.Bucket) error {
			names = append(names, append([]byte(nil), name...))
			return nil
		}); err != nil {
			return err
		}
		for _, name := range names {
			if err := tx.DeleteBucket(name); err != nil {
				return err
			}
		}
		w := &batchWriter{tx: tx, buckets: map[string]*bolt.Bucket{}}
		tags := feature.NewTagger()
		cols := make([]feature.Collection, 0, len(ds.Collections))
		for _, c := range ds.Collections {
			cw := newCollectionWriter(c)
			feats := ds.Features[c.ID]
			for i := range feats {
				if _, err := cw.add(&feats[i]); err != nil {
					return collectionError(c.ID, err)
				}
				tags.Add(c.ID, feats[i].GeoJSON)
			}
			col, err := cw.write(w, c, memoryPayloads{feats}, nil)
			if err != nil {
				return collectionError(c.ID, err)
			}
			cols = append(cols, col)
		}
		return writeMeta(w, cols, ds.Documents, tags, ds.Modified)
	})
}

func collectionError(id string, err error) error {
	return &CollectionError{Collection: id, Err: err}
}

// CollectionError is a problem with one collection of a dataset being
// written.
type CollectionError struct {
	Collection string
	Err        error
}

func (e *CollectionError) Error() string { return "collection " + e.Collection + ": " + e.Err.Error() }
func (e *CollectionError) Unwrap() error { return e.Err }
