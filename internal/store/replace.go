package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	bolt "go.etcd.io/bbolt"
)

// checkReplaceable refuses to replace a file at path that is not a map
// file: empty, not bbolt, another program's, or a gazetteer. A map of any
// layout may be replaced. Nothing is written.
func checkReplaceable(path string) error {
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return nil
	}
	b, err := openBolt(path, Options{ReadOnly: true})
	if err != nil {
		return err
	}
	defer b.Close()
	return b.View(func(tx *bolt.Tx) error {
		if tx.Bucket(bucketMeta) == nil && tx.Bucket(bucketGazPlaces) != nil {
			return fmt.Errorf("%s is a gazetteer file, not a map: import into another --db, or load the gazetteer with --gazetteer", path)
		}
		return nil
	})
}

// removeAbandoned deletes the temporary map files of path that no process
// holds open (an import killed before its rename): a running import keeps
// bbolt's exclusive lock on its file.
func removeAbandoned(dir, base string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := "." + base + "."
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !strings.HasSuffix(e.Name(), ".tmp") {
			continue
		}
		p := filepath.Join(dir, e.Name())
		if held, err := lockedByOther(p); err == nil && !held {
			os.Remove(p)
		}
	}
}
