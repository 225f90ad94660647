package store

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/feature/featuretest"
	"github.com/chronomap/chronomap/internal/when"
)

func openTemp(t *testing.T) *DB {
	t.Helper()
	db, err := Open(filepath.Join(t.TempDir(), "test.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestBoltReader(t *testing.T) {
	t.Parallel()
	featuretest.TestReader(t, func(t *testing.T, ds feature.Dataset) feature.Reader {
		db := openTemp(t)
		if err := db.ReplaceDataset(ds); err != nil {
			t.Fatal(err)
		}
		return db
	})
}

func TestReplaceDatasetIsAtomic(t *testing.T) {
	t.Parallel()
	db := openTemp(t)
	if err := db.ReplaceDataset(featuretest.Sample(t)); err != nil {
		t.Fatal(err)
	}
	bad := featuretest.Sample(t)
	bad.Features["events"] = append(bad.Features["events"], bad.Features["events"][0])
	if err := db.ReplaceDataset(bad); err == nil {
		t.Fatal("duplicate id accepted")
	}
	page, err := feature.ReadPage(context.Background(), db, "events", feature.Query{})
	if err != nil {
		t.Fatal(err)
	}
	if page.NumberMatched != 7 {
		t.Errorf("after a failed import the old dataset has %d features, want 7", page.NumberMatched)
	}
}

// TestLongSpanDoesNotWidenScans: one event of a century among 1000 one-day
// events; a 10-day query reads only the straddler windows of the span
// classes present, not the century before it.
func TestLongSpanDoesNotWidenScans(t *testing.T) {
	t.Parallel()
	db := openTemp(t)
	start := when.Date{Year: 1900, Month: 1, Day: 1}.Days()
	var feats []feature.Feature
	for i := int64(0); i < 1000; i++ {
		d := when.DateFromDays(start + i)
		feats = append(feats, featuretest.Point(t, fmt.Sprintf("e%04d", i), d.String(), 0, 0))
	}
	feats = append(feats, featuretest.Point(t, "century", "1850/1949", 0, 0))
	if err := db.ReplaceDataset(feature.Dataset{Collections: []feature.Collection{{ID: "events"}}, Features: map[string][]feature.Feature{"events": feats}}); err != nil {
		t.Fatal(err)
	}
	page, err := feature.ReadPage(context.Background(), db, "events", feature.Query{Time: featuretest.EDTF(t, "1901-01-01/1901-01-10")})
	if err != nil {
		t.Fatal(err)
	}
	if page.NumberMatched != 11 || len(page.Features) != 11 {
		t.Errorf("matched %d, returned %d, want 11", page.NumberMatched, len(page.Features))
	}
	ix := db.state.indexes["events"]
	a, b := days(featuretest.EDTF(t, "1901-01-01/1901-01-10"))
	s := newRunStream(ix, ix.all, ix.all.match(ix, a, b))
	window := 0
	for _, c := range s.cursors {
		window += len(c.pos)
	}
	// One-day events (span 0) have an empty window; the century is the
	// only member of its class.
	if window != 1 {
		t.Errorf("straddler windows hold %d entries after the first straddler, want 1 (the century)", window)
	}
}

func BenchmarkItemsMonth(b *testing.B) {
	db, err := Open(filepath.Join(b.TempDir(), "bench.db"), Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	start := when.Date{Year: 1800, Month: 1, Day: 1}.Days()
	var feats []feature.Feature
	for i := int64(0); i < 100000; i++ {
		d := when.DateFromDays(start + i%73000)
		feats = append(feats, featuretest.Point(b, fmt.Sprintf("e%06d", i), d.String(), float64(i%360)-180, float64(i%170)-85))
	}
	if err := db.ReplaceDataset(feature.Dataset{Collections: []feature.Collection{{ID: "events"}}, Features: map[string][]feature.Feature{"events": feats}}); err != nil {
		b.Fatal(err)
	}
	q := feature.Query{Time: featuretest.EDTF(b, "1900-06"), Limit: 100}
	b.ResetTimer()
	for b.Loop() {
		if _, err := feature.ReadPage(context.Background(), db, "events", q); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReplaceDataset imports 100,000 events whose dates are not in id
// order, as a real dataset's are not.
func BenchmarkReplaceDataset(b *testing.B) {
	start := when.Date{Year: 1800, Month: 1, Day: 1}.Days()
	var feats []feature.Feature
	for i := int64(0); i < 100000; i++ {
		d := when.DateFromDays(start + (i*7919)%73000)
		feats = append(feats, featuretest.Point(b, fmt.Sprintf("e%06d", i), d.String(), float64(i%360)-180, float64(i%170)-85))
	}
	ds := feature.Dataset{Collections: []feature.Collection{{ID: "events"}}, Features: map[string][]feature.Feature{"events": feats}}
	for b.Loop() {
		db, err := Open(filepath.Join(b.TempDir(), "bench.db"), Options{})
		if err != nil {
			b.Fatal(err)
		}
		if err := db.ReplaceDataset(ds); err != nil {
			b.Fatal(err)
		}
		db.Close()
	}
	b.ReportMetric(float64(len(feats))*float64(b.N)/b.Elapsed().Seconds(), "features/s")
}

// TestMetadataFollowsImports checks the cached metadata is replaced when a
// new dataset is imported.
func TestMetadataFollowsImports(t *testing.T) {
	t.Parallel()
	db := openTemp(t)
	ctx := context.Background()
	if err := db.ReplaceDataset(featuretest.Sample(t)); err != nil {
		t.Fatal(err)
	}
	v1, _ := db.Version(ctx)
	cols, _ := db.Collections(ctx)
	if len(cols) != 1 || cols[0].Count != 7 {
		t.Fatalf("first: %+v", cols)
	}
	next := feature.Dataset{Collections: []feature.Collection{{ID: "events"}, {ID: "places"}}, Features: map[string][]feature.Feature{
		"events": {featuretest.Point(t, "only", "1900", 0, 0)},
	}}
	if err := db.ReplaceDataset(next); err != nil {
		t.Fatal(err)
	}
	v2, _ := db.Version(ctx)
	cols, _ = db.Collections(ctx)
	if len(cols) != 2 || cols[0].Count != 1 || v1.Tag == v2.Tag {
		t.Errorf("after the second import: %+v, tags %s %s", cols, v1.Tag, v2.Tag)
	}
	page, err := feature.ReadPage(ctx, db, "events", feature.Query{Time: featuretest.EDTF(t, "1900")})
	if err != nil || page.NumberMatched != 1 {
		t.Errorf("items after the second import: %d, %v", page.NumberMatched, err)
	}
}

// TestAgainstBruteForce: 100,000 synthetic features, 1,000 random queries,
// the same answers as the in-memory scan.
func TestAgainstBruteForce(t *testing.T) {
	t.Parallel()
	ds := featuretest.Synthetic(t, 100000, 7)
	db := openTemp(t)
	if err := db.ReplaceDataset(ds); err != nil {
		t.Fatal(err)
	}
	featuretest.TestAgainstMemory(t, db, ds, 1000, 11)
}

// TestWrittenFile: a file written by WriteFile and opened read-only passes
// the Reader checks, and a failed write leaves the old file as it was.
func TestWrittenFile(t *testing.T) {
	t.Parallel()
	featuretest.TestReader(t, func(t *testing.T, ds feature.Dataset) feature.Reader {
		path := filepath.Join(t.TempDir(), "map.db")
		if err := WriteFile(path, ds); err != nil {
			t.Fatal(err)
		}
		db, err := Open(path, Options{ReadOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		return db
	})
	path := filepath.Join(t.TempDir(), "map.db")
	if err := WriteFile(path, featuretest.Sample(t)); err != nil {
		t.Fatal(err)
	}
	bad := featuretest.Sample(t)
	bad.Features["events"] = append(bad.Features["events"], bad.Features["events"][2])
	err := WriteFile(path, bad)
	var fe *feature.FeatureError
	if !errors.As(err, &fe) || fe.ID != "before-july-1902" || fe.Index != 7 {
		t.Fatalf("duplicate id: err = %v", err)
	}
	db, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	page, err := feature.ReadPage(context.Background(), db, "events", feature.Query{})
	if err != nil || page.NumberMatched != 7 {
		t.Errorf("after a failed write: %d features, %v", page.NumberMatched, err)
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*"))
	if len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// BenchmarkItems reads pages straight from the store (no HTTP, no answer
// cache) on 100,000 synthetic events whose spans reach five years.
func BenchmarkItems(b *testing.B) {
	path := filepath.Join(b.TempDir(), "bench.db")
	if err := WriteFile(path, featuretest.Synthetic(b, 100000, 1)); err != nil {
		b.Fatal(err)
	}
	db, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	year := featuretest.EDTF(b, "1902")
	europe := []orb.Bound{{Min: orb.Point{2, 45}, Max: orb.Point{10, 52}}}
	for _, q := range []struct {
		name string
		q    feature.Query
	}{
		{"year", feature.Query{Time: year, Limit: 100}},
		{"year-offset", feature.Query{Time: year, Limit: 100, Offset: 1500}},
		{"year-bbox", feature.Query{Time: year, BBox: europe, Limit: 100}},
		{"bbox", feature.Query{BBox: europe, Limit: 100}},
		{"bbox-offset", feature.Query{BBox: europe, Limit: 100, Offset: 1500}},
		{"unfiltered", feature.Query{Limit: 100}},
		{"instant", feature.Query{Time: featuretest.EDTF(b, "1903-07-30"), Limit: 100}},
		{"attribute", feature.Query{Attributes: map[string]string{"type": "trip"}, Limit: 100}},
	} {
		b.Run(q.name, func(b *testing.B) {
			for b.Loop() {
				if err := db.Items(context.Background(), "events", q.q, discard{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

type discard struct{}

func (discard) Matched(int) error    { return nil }
func (discard) Feature([]byte) error { return nil }

// TestMapAndGazetteerFilesApart: each kind of file refuses to open as the
// other, naming the flag to pass it with.
func TestMapAndGazetteerFilesApart(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mapPath, gazPath := filepath.Join(dir, "map.db"), filepath.Join(dir, "gazetteer.db")
	if err := WriteFile(mapPath, featuretest.Sample(t)); err != nil {
		t.Fatal(err)
	}
	g, err := OpenGazetteer(gazPath, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.PutPlaces([]gazetteer.Place{{ID: "t:paris", Name: "Paris", Kind: gazetteer.KindCity}}); err != nil {
		t.Fatal(err)
	}
	g.Close()
	if _, err := OpenGazetteer(mapPath, Options{ReadOnly: true}); err == nil || !strings.Contains(err.Error(), "--db") {
		t.Errorf("a map opened as gazetteer: %v", err)
	}
	if _, err := Open(gazPath, Options{ReadOnly: true}); err == nil || !strings.Contains(err.Error(), "--gazetteer") {
		t.Errorf("a gazetteer opened as map: %v", err)
	}
}
