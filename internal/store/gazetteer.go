package store

import (
	"bytes"
	"encoding/json"
	"fmt"

	bolt "go.etcd.io/bbolt"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geonames"
)

// Gazetteer layout: gazetteer.places maps a place ID to its JSON record;
// gazetteer.names holds one empty-valued key per (name key, place ID) pair,
// "key\x00id", so a lookup is a prefix scan and loading never rewrites a list.

var (
	_ gazetteer.Gazetteer = (*DB)(nil)
	_ geonames.Sink       = (*DB)(nil)
)

// PutPlaces upserts a batch of gazetteer places in one transaction. A place
// that exists already is replaced, its old name keys removed. Records and
// name keys are written in key order (see putSorted), so a batch costs
// about its size whatever the order of the names.
func (db *DB) PutPlaces(places []gazetteer.Place) error {
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
func (db *DB) GazetteerPlace(id string) (gazetteer.Place, error) {
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
func (db *DB) Candidates(key string) ([]gazetteer.Place, error) {
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

// GazetteerSize returns the number of places in the gazetteer.
func (db *DB) GazetteerSize() (int, error) {
	n := 0
	err := db.bolt.View(func(tx *bolt.Tx) error {
		if pb := tx.Bucket(bucketGazPlaces); pb != nil {
			n = pb.Stats().KeyN
		}
		return nil
	})
	return n, err
}
