package store

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/paulmach/orb"
	bolt "go.etcd.io/bbolt"

	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/when"
)

// Dataset layout, per collection C:
//   C.features  id → the feature's GeoJSON, encoded once at import so that
//               serving copies bytes instead of re-encoding;
//   C.time      bounded intervals: earliest(8) ‖ id → latest(8) ‖ bbox(32);
//   C.open      intervals with an open end: id → index record.
// meta holds "collections": the Collection list with counts and extents.
//
// A datetime query [a, b] seeks C.time to a − maxSpan (the longest bounded
// interval of the collection) and stops after b, so it reads only the index
// entries that can intersect; the few open intervals are checked one by one.

const indexRecordLen = 8 + 8 + 8 + 32

// storedCollection is a collection as the meta bucket keeps it, with the
// longest bounded interval in days that the time index seeks back by.
type storedCollection struct {
	feature.Collection
	MaxSpan int64 `json:"max_span"`
}

var _ feature.Reader = (*DB)(nil)

func bucketName(collection, part string) []byte { return []byte(collection + "." + part) }

// ReplaceDataset swaps the whole dataset in one transaction: readers see the
// old dataset or the new one, never a mix, and a failure leaves the old one.
func (db *DB) ReplaceDataset(ds feature.Dataset) error {
	return db.bolt.Update(func(tx *bolt.Tx) error {
		old, err := readCollections(tx)
		if err != nil {
			return err
		}
		for _, c := range old {
			for _, part := range []string{"features", "time", "open", "attrs"} {
				if err := tx.DeleteBucket(bucketName(c.ID, part)); err != nil && err != bolt.ErrBucketNotFound {
					return err
				}
			}
		}
		cols := make([]storedCollection, 0, len(ds.Collections))
		hash := sha256.New()
		for _, c := range ds.Collections {
			hash.Write([]byte(c.ID))
			for _, f := range ds.Features[c.ID] {
				hash.Write(f.GeoJSON)
			}
			c, err := putCollection(tx, c, ds.Features[c.ID])
			if err != nil {
				return fmt.Errorf("collection %s: %w", c.ID, err)
			}
			cols = append(cols, c)
		}
		meta, err := tx.CreateBucketIfNotExists(bucketMeta)
		if err != nil {
			return err
		}
		if err := putDocuments(tx, meta, ds.Documents); err != nil {
			return err
		}
		for _, d := range ds.Documents {
			hash.Write([]byte(d.ID))
			hash.Write([]byte(d.Text))
		}
		enc, err := json.Marshal(cols)
		if err != nil {
			return err
		}
		if err := meta.Put([]byte("collections"), enc); err != nil {
			return err
		}
		v := feature.Version{Tag: hex.EncodeToString(hash.Sum(nil)[:12]), Modified: ds.Modified.UTC().Truncate(time.Second)}
		if ds.Modified.IsZero() {
			v.Modified = time.Now().UTC().Truncate(time.Second)
		}
		if enc, err = json.Marshal(v); err != nil {
			return err
		}
		return meta.Put([]byte("version"), enc)
	})
}

// Version implements feature.Reader.
func (db *DB) Version(ctx context.Context) (feature.Version, error) {
	var v feature.Version
	err := db.bolt.View(func(tx *bolt.Tx) error {
		m, err := db.metadata(tx)
		v = m.version
		return err
	})
	return v, err
}

// metadata is the decoded meta bucket as of one committed transaction.
type metadata struct {
	txid        int
	collections []storedCollection
	version     feature.Version
}

// metadata decodes the meta bucket once per committed transaction: every
// request needs it, and it changes only when a dataset is imported.
func (db *DB) metadata(tx *bolt.Tx) (metadata, error) {
	db.metaMu.Lock()
	cached := db.meta
	db.metaMu.Unlock()
	if cached != nil && cached.txid == tx.ID() {
		return *cached, nil
	}
	m := metadata{txid: tx.ID()}
	var err error
	if m.collections, err = readCollections(tx); err != nil {
		return m, err
	}
	if meta := tx.Bucket(bucketMeta); meta != nil {
		if enc := meta.Get([]byte("version")); enc != nil {
			if err := json.Unmarshal(enc, &m.version); err != nil {
				return m, fmt.Errorf("version metadata: %w", err)
			}
		}
	}
	db.metaMu.Lock()
	db.meta = &m
	db.metaMu.Unlock()
	return m, nil
}

// keyValue is one pending bucket write.
type keyValue struct{ key, value []byte }

// putSorted writes pairs in key order. bbolt splits nodes only at commit,
// so within one transaction a key inserted before others shifts them all;
// writing in order makes a large import linear instead of quadratic.
func putSorted(b *bolt.Bucket, kvs []keyValue) error {
	sort.SliceStable(kvs, func(i, j int) bool { return bytes.Compare(kvs[i].key, kvs[j].key) < 0 })
	b.FillPercent = 1.0 // written once, read many times: pack the pages
	for _, kv := range kvs {
		if err := b.Put(kv.key, kv.value); err != nil {
			return err
		}
	}
	return nil
}

func putCollection(tx *bolt.Tx, c feature.Collection, feats []feature.Feature) (storedCollection, error) {
	sc := storedCollection{}
	var err error
	if sc.Collection, err = feature.Summarize(c, feats); err != nil {
		return sc, err
	}
	buckets := map[string]*bolt.Bucket{}
	for _, part := range []string{"features", "time", "open", "attrs"} {
		b, err := tx.CreateBucket(bucketName(c.ID, part))
		if err != nil {
			return sc, err
		}
		buckets[part] = b
	}
	pending := map[string][]keyValue{}
	for _, f := range feats {
		pending["features"] = append(pending["features"], keyValue{[]byte(f.ID), f.GeoJSON})
		if len(f.Attributes) > 0 {
			enc, err := json.Marshal(f.Attributes)
			if err != nil {
				return sc, err
			}
			pending["attrs"] = append(pending["attrs"], keyValue{[]byte(f.ID), enc})
		}
		rec := encodeIndexRecord(f)
		if span, bounded := f.Interval.Span(); bounded {
			sc.MaxSpan = max(sc.MaxSpan, span)
			pending["time"] = append(pending["time"], keyValue{append(dayKey(f.Interval.Earliest), f.ID...), rec})
		} else {
			pending["open"] = append(pending["open"], keyValue{[]byte(f.ID), rec})
		}
	}
	for part, kvs := range pending {
		if err := putSorted(buckets[part], kvs); err != nil {
			return sc, err
		}
	}
	return sc, nil
}

// dayKey encodes a date as 8 bytes that sort like the dates (offset binary).
func dayKey(d when.Date) []byte {
	k := make([]byte, 8, 8+32)
	binary.BigEndian.PutUint64(k, uint64(d.Days())^(1<<63))
	return k
}

// indexRecord is the decoded form of what the time buckets store.
type indexRecord struct {
	interval when.Interval
	bound    *orb.Bound
}

// encodeIndexRecord packs flags(8) ‖ earliest(8) ‖ latest(8) ‖ bbox(4×8).
func encodeIndexRecord(f feature.Feature) []byte {
	b := make([]byte, indexRecordLen)
	var flags uint64
	if !f.Interval.Earliest.IsZero() {
		flags |= 1
		binary.BigEndian.PutUint64(b[8:], uint64(f.Interval.Earliest.Days()))
	}
	if !f.Interval.Latest.IsZero() {
		flags |= 2
		binary.BigEndian.PutUint64(b[16:], uint64(f.Interval.Latest.Days()))
	}
	if f.Bound != nil {
		flags |= 4
		for i, v := range []float64{f.Bound.Min[0], f.Bound.Min[1], f.Bound.Max[0], f.Bound.Max[1]} {
			binary.BigEndian.PutUint64(b[24+8*i:], math.Float64bits(v))
		}
	}
	binary.BigEndian.PutUint64(b, flags)
	return b
}

func decodeIndexRecord(b []byte) (indexRecord, error) {
	if len(b) != indexRecordLen {
		return indexRecord{}, fmt.Errorf("index record of %d bytes", len(b))
	}
	var r indexRecord
	flags := binary.BigEndian.Uint64(b)
	if flags&1 != 0 {
		r.interval.Earliest = when.DateFromDays(int64(binary.BigEndian.Uint64(b[8:])))
	}
	if flags&2 != 0 {
		r.interval.Latest = when.DateFromDays(int64(binary.BigEndian.Uint64(b[16:])))
	}
	if flags&4 != 0 {
		var v [4]float64
		for i := range v {
			v[i] = math.Float64frombits(binary.BigEndian.Uint64(b[24+8*i:]))
		}
		r.bound = &orb.Bound{Min: orb.Point{v[0], v[1]}, Max: orb.Point{v[2], v[3]}}
	}
	return r, nil
}

func (r indexRecord) matches(q feature.Query) bool {
	if !r.interval.Intersects(q.Time) {
		return false
	}
	if len(q.BBox) == 0 {
		return true
	}
	if r.bound == nil {
		return false
	}
	for _, b := range q.BBox {
		if b.Intersects(*r.bound) {
			return true
		}
	}
	return false
}

func readCollections(tx *bolt.Tx) ([]storedCollection, error) {
	meta := tx.Bucket(bucketMeta)
	if meta == nil {
		return nil, nil
	}
	v := meta.Get([]byte("collections"))
	if v == nil {
		return nil, nil
	}
	var cols []storedCollection
	if err := json.Unmarshal(v, &cols); err != nil {
		return nil, fmt.Errorf("collections metadata: %w", err)
	}
	for i := range cols {
		var err error
		if cols[i].Interval.Earliest, err = parseOptionalDate(cols[i].Earliest); err != nil {
			return nil, err
		}
		if cols[i].Interval.Latest, err = parseOptionalDate(cols[i].Latest); err != nil {
			return nil, err
		}
	}
	return cols, nil
}

func parseOptionalDate(s string) (when.Date, error) {
	if s == "" {
		return when.Date{}, nil
	}
	return when.ParseDate(s)
}

// Collections implements feature.Reader.
func (db *DB) Collections(ctx context.Context) ([]feature.Collection, error) {
	var cols []feature.Collection
	err := db.bolt.View(func(tx *bolt.Tx) error {
		m, err := db.metadata(tx)
		for _, c := range m.collections {
			cols = append(cols, c.Collection)
		}
		return err
	})
	return cols, err
}

// Item implements feature.Reader.
func (db *DB) Item(ctx context.Context, collection, id string) (json.RawMessage, error) {
	var out json.RawMessage
	err := db.bolt.View(func(tx *bolt.Tx) error {
		fb := tx.Bucket(bucketName(collection, "features"))
		if fb == nil {
			return feature.ErrNotFound
		}
		v := fb.Get([]byte(id))
		if v == nil {
			return feature.ErrNotFound
		}
		out = append(json.RawMessage(nil), v...)
		return nil
	})
	return out, err
}

// Items implements feature.Reader: the time index narrows the scan, the
// rest of q is tested on each index record.
func (db *DB) Items(ctx context.Context, collection string, q feature.Query) (feature.Page, error) {
	var page feature.Page
	err := db.bolt.View(func(tx *bolt.Tx) error {
		fb := tx.Bucket(bucketName(collection, "features"))
		tb := tx.Bucket(bucketName(collection, "time"))
		ob := tx.Bucket(bucketName(collection, "open"))
		ab := tx.Bucket(bucketName(collection, "attrs"))
		if fb == nil || tb == nil || ob == nil || ab == nil {
			return feature.ErrNotFound
		}
		m, err := db.metadata(tx)
		if err != nil {
			return err
		}
		var maxSpan int64
		for _, c := range m.collections {
			if c.ID == collection {
				maxSpan = c.MaxSpan
			}
		}
		ids, scanned, err := matchingIDs(tb, ob, q, maxSpan, attributeFilter(ab, q.Attributes))
		if err != nil {
			return err
		}
		page.Scanned = scanned
		page.NumberMatched = len(ids)
		lo := min(max(q.Offset, 0), len(ids))
		hi := len(ids)
		if q.Limit > 0 {
			hi = min(lo+q.Limit, len(ids))
		}
		for _, id := range ids[lo:hi] {
			if err := ctx.Err(); err != nil {
				return err
			}
			v := fb.Get(id.id)
			if v == nil {
				return fmt.Errorf("index names missing feature %q", id.id)
			}
			page.Features = append(page.Features, append(json.RawMessage(nil), v...))
		}
		return nil
	})
	return page, err
}

type orderedID struct {
	start int64 // math.MinInt64 for an open start
	id    []byte
}

// attributeFilter returns a test of a feature's attributes against want, or
// nil when there is nothing to test.
func attributeFilter(ab *bolt.Bucket, want map[string]string) func(id []byte) (bool, error) {
	if len(want) == 0 {
		return nil
	}
	return func(id []byte) (bool, error) {
		enc := ab.Get(id)
		if enc == nil {
			return false, nil
		}
		var attrs map[string][]string
		if err := json.Unmarshal(enc, &attrs); err != nil {
			return false, fmt.Errorf("attributes of %q: %w", id, err)
		}
		for name, value := range want {
			found := false
			for _, v := range attrs[name] {
				if v == value {
					found = true
					break
				}
			}
			if !found {
				return false, nil
			}
		}
		return true, nil
	}
}

func matchingIDs(tb, ob *bolt.Bucket, q feature.Query, maxSpan int64, keep func(id []byte) (bool, error)) ([]orderedID, int, error) {
	accept := func(r indexRecord, id []byte) (bool, error) {
		if !r.matches(q) {
			return false, nil
		}
		if keep == nil {
			return true, nil
		}
		return keep(id)
	}
	var out []orderedID
	scanned := 0
	err := ob.ForEach(func(k, v []byte) error {
		scanned++
		r, err := decodeIndexRecord(v)
		if err != nil {
			return err
		}
		ok, err := accept(r, k)
		if err != nil {
			return err
		}
		if ok {
			start := int64(math.MinInt64)
			if !r.interval.Earliest.IsZero() {
				start = r.interval.Earliest.Days()
			}
			out = append(out, orderedID{start, append([]byte(nil), k...)})
		}
		return nil
	})
	if err != nil {
		return nil, 0, err
	}
	c := tb.Cursor()
	var k, v []byte
	if q.Time.Earliest.IsZero() {
		k, v = c.First()
	} else {
		k, v = c.Seek(dayKey(when.DateFromDays(q.Time.Earliest.Days() - maxSpan)))
	}
	var stop []byte
	if !q.Time.Latest.IsZero() {
		stop = dayKey(when.DateFromDays(q.Time.Latest.Days() + 1))
	}
	for ; k != nil; k, v = c.Next() {
		if stop != nil && bytes.Compare(k[:8], stop) >= 0 {
			break
		}
		scanned++
		r, err := decodeIndexRecord(v)
		if err != nil {
			return nil, 0, err
		}
		ok, err := accept(r, k[8:])
		if err != nil {
			return nil, 0, err
		}
		if ok {
			out = append(out, orderedID{r.interval.Earliest.Days(), append([]byte(nil), k[8:]...)})
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].start != out[j].start {
			return out[i].start < out[j].start
		}
		return bytes.Compare(out[i].id, out[j].id) < 0
	})
	return out, scanned, nil
}
