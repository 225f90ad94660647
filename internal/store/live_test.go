package store

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/feature/featuretest"
)

// TestOpenLeavesOtherFilesAlone: an empty file, a file of random bytes and
// a bbolt file of another program are refused, naming the problem, and
// stay byte for byte as they were.
func TestOpenLeavesOtherFilesAlone(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.db")
	garbage := filepath.Join(dir, "garbage.db")
	foreign := filepath.Join(dir, "foreign.db")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(garbage, bytes.Repeat([]byte("not a database\n"), 2000), 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := bolt.Open(foreign, 0o644, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Update(func(tx *bolt.Tx) error {
		_, err := tx.CreateBucket([]byte("widgets"))
		return err
	}); err != nil {
		t.Fatal(err)
	}
	b.Close()

	tests := []struct{ path, says string }{
		{empty, "the file is empty (0 bytes)"},
		{garbage, "not a bbolt file"},
		{foreign, "a bbolt file of another program (buckets widgets)"},
	}
	for _, tc := range tests {
		before, _ := os.ReadFile(tc.path)
		for _, readOnly := range []bool{true, false} {
			_, err := Open(tc.path, Options{ReadOnly: readOnly})
			if !errors.Is(err, ErrNotDatabase) || !strings.Contains(err.Error(), tc.says) || !strings.Contains(err.Error(), tc.path) {
				t.Errorf("%s (read-only %v): err = %v, want ErrNotDatabase saying %q", filepath.Base(tc.path), readOnly, err, tc.says)
			}
			if _, err := OpenGazetteer(tc.path, Options{ReadOnly: readOnly}); !errors.Is(err, ErrNotDatabase) {
				t.Errorf("%s as a gazetteer (read-only %v): err = %v", filepath.Base(tc.path), readOnly, err)
			}
		}
		// import builds the new file beside it and must refuse too.
		if err := WriteFile(tc.path, featuretest.Sample(t)); err == nil {
			t.Errorf("%s: ReplaceFile replaced it", filepath.Base(tc.path))
		}
		after, _ := os.ReadFile(tc.path)
		if !bytes.Equal(before, after) {
			t.Errorf("%s changed: %d bytes before, %d after", filepath.Base(tc.path), len(before), len(after))
		}
	}
	if _, err := Open(filepath.Join(dir, "missing.db"), Options{ReadOnly: true}); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("missing file read-only: %v", err)
	}
}

// datasetOf is one events collection of n one-day events in 1902.
func datasetOf(t *testing.T, prefix string, n int) feature.Dataset {
	var feats []feature.Feature
	for i := range n {
		feats = append(feats, featuretest.Point(t, prefix+string(rune('a'+i)), "1902-06-1"+string(rune('0'+i)), float64(i), 50))
	}
	return feature.Dataset{Collections: []feature.Collection{{ID: "events"}}, Features: map[string][]feature.Feature{"events": feats}}
}

func eventCount(t *testing.T, r feature.Reader, ctx context.Context) int {
	t.Helper()
	page, err := feature.ReadPage(ctx, r, "events", feature.Query{})
	if err != nil {
		t.Fatal(err)
	}
	return page.NumberMatched
}

// TestWriteFileRemovesAbandoned: replacing a map leaves no temporary
// file, removes one an import killed before its rename left, keeps one an
// import under way holds, and does not disturb a reader of the old file.
func TestWriteFileRemovesAbandoned(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "chronomap.db")
	if err := WriteFile(path, datasetOf(t, "old-", 2)); err != nil {
		t.Fatal(err)
	}
	abandoned := filepath.Join(dir, ".chronomap.db.dead.tmp")
	if err := os.WriteFile(abandoned, []byte("half an import"), 0o644); err != nil {
		t.Fatal(err)
	}
	running := filepath.Join(dir, ".chronomap.db.live.tmp")
	held, err := bolt.Open(running, 0o644, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	// A reader holding the file (serve) does not stop the replacement.
	reader, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()
	if err := WriteFile(path, datasetOf(t, "new-", 3)); err != nil {
		t.Fatal(err)
	}
	if n := eventCount(t, reader, context.Background()); n != 2 {
		t.Errorf("the reader of the old file sees %d events, want 2", n)
	}
	db, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if n := eventCount(t, db, context.Background()); n != 3 {
		t.Errorf("%d events after the replacement, want 3", n)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != ".chronomap.db.live.tmp chronomap.db" {
		t.Errorf("files left: %v", names)
	}
	// A gazetteer file is not replaced by a map.
	gaz := filepath.Join(dir, "gazetteer.db")
	g, err := OpenGazetteer(gaz, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.PutPlaces([]gazetteer.Place{{ID: "t:london", Name: "London", Kind: gazetteer.KindCity}}); err != nil {
		t.Fatal(err)
	}
	g.Close()
	if err := WriteFile(gaz, datasetOf(t, "x-", 1)); err == nil || !strings.Contains(err.Error(), "is a gazetteer file") {
		t.Errorf("a map over a gazetteer: %v", err)
	}
}

// TestLiveSwap: a request pinned before a swap reads the old file to its
// end; new requests read the new one; the old file closes when the pinned
// request is done.
func TestLiveSwap(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "live.db")
	if err := WriteFile(path, datasetOf(t, "a-", 2)); err != nil {
		t.Fatal(err)
	}
	live, err := OpenLive(path)
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	pinned, done := live.Pin(context.Background())
	if n := eventCount(t, live, pinned); n != 2 {
		t.Fatalf("before the swap: %d events", n)
	}
	if changed, err := live.Reload(false); changed || err != nil {
		t.Fatalf("Reload of an unchanged file: %v, %v", changed, err)
	}
	if err := WriteFile(path, datasetOf(t, "b-", 3)); err != nil {
		t.Fatal(err)
	}
	if changed, err := live.Reload(false); !changed || err != nil {
		t.Fatalf("Reload after a rename: %v, %v", changed, err)
	}
	if n := eventCount(t, live, context.Background()); n != 3 {
		t.Errorf("new request after the swap: %d events, want 3", n)
	}
	if n := eventCount(t, live, pinned); n != 2 {
		t.Errorf("pinned request after the swap: %d events, want 2", n)
	}
	live.mu.Lock()
	cur := live.cur
	live.mu.Unlock()
	// The old generation is the one pinned; it closes on release.
	old := pinned.Value(pinKey{live}).(*generation)
	if old == cur {
		t.Fatal("the pinned generation is still current")
	}
	done()
	if err := old.db.bolt.View(func(*bolt.Tx) error { return nil }); !errors.Is(err, bolterrors.ErrDatabaseNotOpen) {
		t.Errorf("old file after its last reader: %v, want closed", err)
	}

	// A damaged replacement is refused and the current file stays.
	if err := os.Rename(writeGarbage(t), path); err != nil {
		t.Fatal(err)
	}
	if changed, err := live.Reload(false); changed || !errors.Is(err, ErrNotDatabase) {
		t.Errorf("Reload of a damaged file: %v, %v", changed, err)
	}
	if n := eventCount(t, live, context.Background()); n != 3 {
		t.Errorf("after a refused reload: %d events, want 3", n)
	}
}

func writeGarbage(t *testing.T) string {
	p := filepath.Join(t.TempDir(), "garbage")
	if err := os.WriteFile(p, bytes.Repeat([]byte{0xde, 0xad}, 8192), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestLiveSurvivesCopyOver: truncating the open file (what cp over it
// does first) makes reads of its mapping fault; they fail with
// ErrFileChanged instead of killing the process with SIGBUS, and once the
// copy is complete Reload serves it.
func TestLiveSurvivesCopyOver(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "live.db")
	next := filepath.Join(dir, "next.db")
	if err := WriteFile(path, datasetOf(t, "a-", 2)); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(next, datasetOf(t, "b-", 3)); err != nil {
		t.Fatal(err)
	}
	live, err := OpenLive(path)
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	if n := eventCount(t, live, context.Background()); n != 2 {
		t.Fatalf("%d events", n)
	}
	if err := os.Truncate(path, 0); err != nil {
		t.Fatal(err)
	}
	_, err = feature.ReadPage(context.Background(), live, "events", feature.Query{})
	if !errors.Is(err, ErrFileChanged) {
		t.Errorf("read of a truncated file: %v, want ErrFileChanged", err)
	}
	content, err := os.ReadFile(next)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, content, 0o644); err != nil { // same inode, new bytes
		t.Fatal(err)
	}
	if changed, err := live.Reload(false); !changed || err != nil {
		t.Fatalf("Reload after the copy: %v, %v", changed, err)
	}
	if n := eventCount(t, live, context.Background()); n != 3 {
		t.Errorf("after the reload: %d events, want 3", n)
	}
}

// TestLiveFaultIsAnError: a fault on a mapping during a read (the file
// truncated between the check and the read) is an error, not a crash.
func TestLiveFaultIsAnError(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "live.db")
	if err := WriteFile(path, datasetOf(t, "a-", 2)); err != nil {
		t.Fatal(err)
	}
	live, err := OpenLive(path)
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	err = live.read(context.Background(), func(*DB) error {
		f, err := os.Create(filepath.Join(dir, "mapped"))
		if err != nil {
			return err
		}
		defer f.Close()
		if err := f.Truncate(1 << 16); err != nil {
			return err
		}
		m, err := syscall.Mmap(int(f.Fd()), 0, 1<<16, syscall.PROT_READ, syscall.MAP_SHARED)
		if err != nil {
			return err
		}
		defer syscall.Munmap(m)
		if err := f.Truncate(0); err != nil {
			return err
		}
		// SIGBUS: the page is past the end of the file.
		return fmt.Errorf("read %d from a truncated mapping", m[1<<15])
	})
	if !errors.Is(err, ErrFileChanged) {
		t.Errorf("read that faulted: %v, want ErrFileChanged", err)
	}
}
