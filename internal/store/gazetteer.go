package store

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"

	bolt "go.etcd.io/bbolt"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geonames"
)

// Gazetteer layout: gazetteer.places maps a place ID to its JSON record;
// gazetteer.names holds one empty-valued key per (name key, place ID) pair,
// "key\x00id", so a lookup is a prefix scan and loading never rewrites a list.

var (
	bucketGazPlaces = []byte("gazetteer.places")
	bucketGazNames  = []byte("gazetteer.names")
)

// Gazetteer is a gazetteer file: the places toponyms are geocoded against
// (GeoNames plus the curated overlay). It is a file of its own so that a
// served map holds only its dataset.
type Gazetteer struct {
	bolt *bolt.DB
	path string
}

var (
	_ gazetteer.Gazetteer = (*Gazetteer)(nil)
	_ geonames.Sink       = (*Gazetteer)(nil)
)

// OpenGazetteer opens (creating unless read-only) the gazetteer file at
// path.
func OpenGazetteer(path string, opts Options) (*Gazetteer, error) {
	b, err := openBolt(path, opts)
	if err != nil {
		return nil, err
	}
	err = b.View(func(tx *bolt.Tx) error {
		// A file of older chronomaps held the gazetteer and the dataset
		// together: its gazetteer still reads.
		if meta := tx.Bucket(bucketMeta); meta != nil && meta.Get(keyLayout) != nil {
			return fmt.Errorf("%s is a map file, not a gazetteer: pass it as --db", path)
		}
		return nil
	})
	if err != nil {
		b.Close()
		return nil, err
	}
	return &Gazetteer{bolt: b, path: path}, nil
}

// Path returns the file the gazetteer was opened from.
func (g *Gazetteer) Path() string { return g.path }

// Close releases the file.
func (g *Gazetteer) Close() error { return g.bolt.Close() }

// keyValue is one pending bucket write.
type keyValue struct{ key, value []byte }

// putSorted writes pairs in key order. bbolt splits nodes only at commit,
// so within one transaction a key inserted before others shifts them all;
// writing in order makes a large load linear instead of quadratic.
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

// PutPlaces upserts a batch of gazetteer places in one transaction. A place
// that exists already is replaced, its old name keys removed. Records and
// name keys are written in key order (see putSorted), so a batch costs
// about its size whatever the order of the names.
func (db *Gazetteer) PutPlaces(places []gazetteer.Place) error {
	return db.bolt.Update(func(tx *bolt.Tx) error {
		pb, err := tx.CreateBucketIfNotExists(bucketGazPlaces)
		if err != nil {
			return err
		}
		nb, err := tx.CreateBucketIfNotExists(bucketGazNames)
		if err != nil {
			return err
		}
		var recs, names []keyValue
		for i := range places {
			p := &places[i]
			if old := pb.Get([]byte(p.ID)); old != nil {
				var prev gazetteer.Place
				if err := json.Unmarshal(old, &prev); err != nil {
					return fmt.Errorf("gazetteer place %s: %w", p.ID, err)
				}
				for _, k := range nameKeys(&prev) {
					if err := nb.Delete(k); err != nil {
						return err
					}
				}
			}
			rec, err := json.Marshal(p)
			if err != nil {
				return err
			}
			recs = append(recs, keyValue{[]byte(p.ID), rec})
			for _, k := range nameKeys(p) {
				names = append(names, keyValue{k, nil})
			}
		}
		if err := putSorted(pb, recs); err != nil {
			return err
		}
		return putSorted(nb, names)
	})
}

// nameKeys returns the index entries of p: "key\x00id" for each key of
// gazetteer.IndexKeys (names, their stems and spelling-variant keys).
func nameKeys(p *gazetteer.Place) [][]byte {
	keys := gazetteer.IndexKeys(p)
	out := make([][]byte, len(keys))
	for i, k := range keys {
		out[i] = []byte(k + "\x00" + p.ID)
	}
	return out
}

// GazetteerPlace returns the place with the given ID; an error wrapping
// gazetteer.ErrNotFound when there is none.
func (db *Gazetteer) GazetteerPlace(id string) (gazetteer.Place, error) {
	var p gazetteer.Place
	err := db.bolt.View(func(tx *bolt.Tx) error {
		var v []byte
		if pb := tx.Bucket(bucketGazPlaces); pb != nil {
			v = pb.Get([]byte(id))
		}
		if v == nil {
			return fmt.Errorf("gazetteer place %s: %w", id, gazetteer.ErrNotFound)
		}
		return json.Unmarshal(v, &p)
	})
	return p, err
}

// Candidates implements gazetteer.Gazetteer: the places having a name whose
// toponym.Key is key.
func (db *Gazetteer) Candidates(key string) ([]gazetteer.Place, error) {
	var out []gazetteer.Place
	prefix := []byte(key + "\x00")
	err := db.bolt.View(func(tx *bolt.Tx) error {
		nb, pb := tx.Bucket(bucketGazNames), tx.Bucket(bucketGazPlaces)
		if nb == nil || pb == nil {
			return nil
		}
		c := nb.Cursor()
		for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
			v := pb.Get(k[len(prefix):])
			if v == nil {
				continue
			}
			var p gazetteer.Place
			if err := json.Unmarshal(v, &p); err != nil {
				return fmt.Errorf("gazetteer place %s: %w", k[len(prefix):], err)
			}
			out = append(out, p)
		}
		return nil
	})
	return out, err
}

// NameKeysWithPrefix implements gazetteer.PrefixLister: a cursor over the
// names bucket from prefix on.
func (db *Gazetteer) NameKeysWithPrefix(prefix string, limit int) ([]string, error) {
	var out []string
	err := db.bolt.View(func(tx *bolt.Tx) error {
		nb := tx.Bucket(bucketGazNames)
		if nb == nil {
			return nil
		}
		c := nb.Cursor()
		p := []byte(prefix)
		for k, _ := c.Seek(p); k != nil && bytes.HasPrefix(k, p); k, _ = c.Next() {
			key, _, _ := bytes.Cut(k, []byte{0})
			if !gazetteer.IsNameKey(string(key)) || len(out) > 0 && out[len(out)-1] == string(key) {
				continue
			}
			if limit > 0 && len(out) == limit {
				break
			}
			out = append(out, string(key))
		}
		return nil
	})
	return out, err
}

// GazetteerSize returns the number of places in the gazetteer.
func (db *Gazetteer) GazetteerSize() (int, error) {
	n := 0
	err := db.bolt.View(func(tx *bolt.Tx) error {
		if pb := tx.Bucket(bucketGazPlaces); pb != nil {
			n = pb.Stats().KeyN
		}
		return nil
	})
	return n, err
}
