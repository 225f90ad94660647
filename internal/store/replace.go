package store

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	bolt "go.etcd.io/bbolt"

	"github.com/chronomap/chronomap/internal/feature"
)

// ReplaceFile makes path hold ds without ever writing to path itself: it
// copies the current file, if any (its gazetteer and all), to a new file
// in the same folder, replaces the dataset there in one transaction, and
// renames the new file over path. A current file that is not a chronomap
// database is refused (see Open) and left as it is. A server reading path
// through Live sees the old file or the new one, each whole; a crash or
// kill at any point leaves path as it was and at worst a temporary file,
// which the next ReplaceFile removes.
//
// Two ReplaceFiles on one path at once both succeed; the later rename wins.
func ReplaceFile(path string, ds feature.Dataset) error {
	dir, name := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	removeAbandoned(dir, name)
	mode := os.FileMode(0o644)
	var base *DB
	if info, err := os.Stat(path); err == nil {
		mode = info.Mode().Perm()
		// Read-only: a shared lock, so a running server keeps serving.
		if base, err = Open(path, Options{ReadOnly: true}); err != nil {
			return err
		}
		defer base.Close()
	}
	tmp := filepath.Join(dir, tempPrefix(name)+randomSuffix()+tempSuffix)
	if err := writeReplacement(tmp, mode, base, ds); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	// The rename is durable once the folder is synced.
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}

// writeReplacement writes base's content with ds as its dataset into tmp;
// bbolt syncs each commit to disk.
func writeReplacement(tmp string, mode os.FileMode, base *DB, ds feature.Dataset) error {
	if base != nil {
		if err := base.bolt.View(func(tx *bolt.Tx) error { return tx.CopyFile(tmp, mode) }); err != nil {
			return fmt.Errorf("copy %s: %w", base.path, err)
		}
	}
	// Exclusive: removeAbandoned tells a live temporary file by its lock.
	b, err := bolt.Open(tmp, mode, &bolt.Options{})
	if err != nil {
		return err
	}
	db := &DB{bolt: b, path: tmp}
	if err := db.ReplaceDataset(ds); err != nil {
		b.Close()
		return err
	}
	return b.Close()
}

const tempSuffix = ".tmp"

// tempPrefix starts the names of path's temporary files: hidden, beside it.
func tempPrefix(name string) string { return "." + name + ".import-" }

func randomSuffix() string {
	var b [6]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// removeAbandoned deletes temporary files of name that no process holds
// open (an import killed before its rename): a running import keeps an
// exclusive lock on its file.
func removeAbandoned(dir, name string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := tempPrefix(name)
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !strings.HasSuffix(e.Name(), tempSuffix) {
			continue
		}
		p := filepath.Join(dir, e.Name())
		if held, err := lockedByOther(p); err == nil && !held {
			os.Remove(p)
		}
	}
}
