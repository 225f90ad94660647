package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"

	"github.com/chronomap/chronomap/internal/feature"
)

// The documents bucket maps a document id to its feature.Document as
// JSON; meta's "documents" key holds the list of their feature.DocumentInfo.
var (
	bucketDocuments = []byte("documents")
	keyDocuments    = []byte("documents")
)

// putDocuments replaces the documents bucket's content.
func putDocuments(tx *bolt.Tx, meta *bolt.Bucket, docs []feature.Document) error {
	enc, infos, err := feature.EncodeDocuments(docs)
	if err != nil {
		return err
	}
	if err := tx.DeleteBucket(bucketDocuments); err != nil && !errors.Is(err, bolterrors.ErrBucketNotFound) {
		return err
	}
	b, err := tx.CreateBucket(bucketDocuments)
	if err != nil {
		return err
	}
	kvs := make([]keyValue, 0, len(enc))
	for id, d := range enc {
		kvs = append(kvs, keyValue{[]byte(id), d})
	}
	if err := putSorted(b, kvs); err != nil {
		return err
	}
	list, err := json.Marshal(infos)
	if err != nil {
		return err
	}
	return meta.Put(keyDocuments, list)
}

// Document implements feature.Reader.
func (db *DB) Document(ctx context.Context, id string) (json.RawMessage, error) {
	var out json.RawMessage
	err := db.bolt.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketDocuments)
		if b == nil {
			return feature.ErrNotFound
		}
		v := b.Get([]byte(id))
		if v == nil {
			return feature.ErrNotFound
		}
		out = append(json.RawMessage(nil), v...)
		return nil
	})
	return out, err
}

// Documents implements feature.Reader.
func (db *DB) Documents(ctx context.Context) ([]feature.DocumentInfo, error) {
	out := []feature.DocumentInfo{}
	err := db.bolt.View(func(tx *bolt.Tx) error {
		meta := tx.Bucket(bucketMeta)
		if meta == nil {
			return nil
		}
		v := meta.Get(keyDocuments)
		if v == nil {
			return nil
		}
		if err := json.Unmarshal(v, &out); err != nil {
			return fmt.Errorf("documents metadata: %w", err)
		}
		return nil
	})
	return out, err
}
