package store

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"unicode/utf8"

	bolt "go.etcd.io/bbolt"
)

// bucketDocuments maps a document id to its Document as JSON.
var bucketDocuments = []byte("documents")

// Document is a source text that the features cite: their source offsets
// are code points into Text.
type Document struct {
	// ID is how features name the document (their source.document).
	ID       string `json:"id"`
	Title    string `json:"title,omitempty"`
	Language string `json:"language,omitempty"` // ISO 639 code
	Text     string `json:"text"`
	// Length is Text's length in code points.
	Length int `json:"length"`
	// Mentions are the spans the extraction found in Text, in text order.
	Mentions []Mention `json:"mentions,omitempty"`
}

// Mention is a span of a document: a toponym (Kind "place", with the
// gazetteer id of the place it resolved to) or a temporal expression (Kind
// "date", with its EDTF and inclusive interval, YYYY-MM-DD or "" when open).
// Start and End are code-point offsets, End exclusive.
type Mention struct {
	Start    int    `json:"start"`
	End      int    `json:"end"`
	Kind     string `json:"kind"`
	Text     string `json:"text"`
	PlaceID  string `json:"place_id,omitempty"`
	When     string `json:"when,omitempty"`
	Earliest string `json:"earliest,omitempty"`
	Latest   string `json:"latest,omitempty"`
}

// DocumentInfo describes a stored document without its text.
type DocumentInfo struct {
	ID       string `json:"id"`
	Title    string `json:"title,omitempty"`
	Language string `json:"language,omitempty"`
	Length   int    `json:"length"`
}

// putDocuments replaces the documents bucket's content.
func putDocuments(tx *bolt.Tx, docs []Document) error {
	if err := tx.DeleteBucket(bucketDocuments); err != nil && err != bolt.ErrBucketNotFound {
		return err
	}
	b, err := tx.CreateBucket(bucketDocuments)
	if err != nil {
		return err
	}
	kvs := make([]keyValue, 0, len(docs))
	seen := map[string]bool{}
	for _, d := range docs {
		if d.ID == "" {
			return fmt.Errorf("a document has no id")
		}
		if seen[d.ID] {
			return fmt.Errorf("duplicate document id %q", d.ID)
		}
		seen[d.ID] = true
		d.Length = utf8.RuneCountInString(d.Text)
		enc, err := json.Marshal(d)
		if err != nil {
			return err
		}
		kvs = append(kvs, keyValue{[]byte(d.ID), enc})
	}
	return putSorted(b, kvs)
}

// Document returns a stored document as JSON, or ErrNotFound.
func (db *DB) Document(ctx context.Context, id string) (json.RawMessage, error) {
	var out json.RawMessage
	err := db.bolt.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketDocuments)
		if b == nil {
			return ErrNotFound
		}
		v := b.Get([]byte(id))
		if v == nil {
			return ErrNotFound
		}
		out = append(json.RawMessage(nil), v...)
		return nil
	})
	return out, err
}

// Documents lists the stored documents by id.
func (db *DB) Documents(ctx context.Context) ([]DocumentInfo, error) {
	var out []DocumentInfo
	err := db.bolt.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketDocuments)
		if b == nil {
			return nil
		}
		return b.ForEach(func(k, v []byte) error {
			var info DocumentInfo
			if err := json.Unmarshal(v, &info); err != nil {
				return fmt.Errorf("document %s: %w", k, err)
			}
			out = append(out, info)
			return nil
		})
	})
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, err
}
