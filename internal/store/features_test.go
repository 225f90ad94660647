package store

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	bolt "go.etcd.io/bbolt"

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

// TestMaxSpan: the time index seeks back by the longest bounded interval.
func TestMaxSpan(t *testing.T) {
	t.Parallel()
	db := openTemp(t)
	if err := db.ReplaceDataset(featuretest.Sample(t)); err != nil {
		t.Fatal(err)
	}
	err := db.bolt.View(func(tx *bolt.Tx) error {
		m, err := db.metadata(tx)
		if err != nil {
			return err
		}
		// 1902 (365 days) is longer than 1903-07/1903-08 (62 days).
		if got := m.collections[0].MaxSpan; got != 365 {
			t.Errorf("MaxSpan = %d, want 365", got)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
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
	page, err := db.Items(context.Background(), "events", feature.Query{})
	if err != nil {
		t.Fatal(err)
	}
	if page.NumberMatched != 7 {
		t.Errorf("after a failed import the old dataset has %d features, want 7", page.NumberMatched)
	}
}

// TestTimeIndexSkips checks that a narrow datetime query reads only the
// index entries near it: 1000 one-day events over 1000 days, a 10-day query.
func TestTimeIndexSkips(t *testing.T) {
	t.Parallel()
	db := openTemp(t)
	start := when.Date{Year: 1900, Month: 1, Day: 1}.Days()
	var feats []feature.Feature
	for i := int64(0); i < 1000; i++ {
		d := when.DateFromDays(start + i)
		feats = append(feats, featuretest.Point(t, fmt.Sprintf("e%04d", i), d.String(), 0, 0))
	}
	if err := db.ReplaceDataset(feature.Dataset{Collections: []feature.Collection{{ID: "events"}}, Features: map[string][]feature.Feature{"events": feats}}); err != nil {
		t.Fatal(err)
	}
	page, err := db.Items(context.Background(), "events", feature.Query{Time: featuretest.EDTF(t, "1901-01-01/1901-01-10")})
	if err != nil {
		t.Fatal(err)
	}
	if page.NumberMatched != 10 {
		t.Errorf("matched %d, want 10", page.NumberMatched)
	}
	// maxSpan is 1 day: the scan starts one day early and stops after the last match.
	if page.Scanned != 11 {
		t.Errorf("scanned %d index entries, want 11", page.Scanned)
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
		if _, err := db.Items(context.Background(), "events", q); err != nil {
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
	page, err := db.Items(ctx, "events", feature.Query{Time: featuretest.EDTF(t, "1900")})
	if err != nil || page.NumberMatched != 1 {
		t.Errorf("items after the second import: %d, %v", page.NumberMatched, err)
	}
}
