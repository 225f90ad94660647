// Package bundled builds, for tests, the gazetteer and stores chronomap makes
// from the bundled data (GeoNames cities1000, the built-in overlay, the
// bundled text and its curated event file), through internal/pipeline as
// the command line does.
package bundled

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geonames"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/pipeline"
	"github.com/chronomap/chronomap/internal/store"
	"github.com/chronomap/chronomap/internal/testenv"
)

// Gazetteer loads cities1000 and the built-in overlay into memory.
func Gazetteer(tb testing.TB) *gazetteer.Memory {
	tb.Helper()
	g, err := geonames.LoadMemory(context.Background(), testenv.Cities1000(tb))
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// Store imports data/lenin-1902-1903.yaml, geocoded with g, into a fresh
// store in a temporary folder.
func Store(tb testing.TB, g gazetteer.Gazetteer) *store.DB {
	tb.Helper()
	f, err := dataset.Read(testenv.Path(tb, "data", "lenin-1902-1903.yaml"))
	if err != nil {
		tb.Fatal(err)
	}
	ds, err := pipeline.EventFile(f, g)
	if err != nil {
		tb.Fatal(err)
	}
	return storeWith(tb, ds)
}

// TextStore extracts data/lenin-1902-1903.txt, lays the curated event file
// over it when corrected is true, and imports the result into a fresh store.
func TextStore(tb testing.TB, g gazetteer.Gazetteer, corrected bool) *store.DB {
	tb.Helper()
	corrections := ""
	if corrected {
		corrections = testenv.Path(tb, "data", "lenin-1902-1903.yaml")
	}
	ds, err := pipeline.Text(testenv.BundledText(tb), corrections, g)
	if err != nil {
		tb.Fatal(err)
	}
	return storeWith(tb, ds)
}

func storeWith(tb testing.TB, ds feature.Dataset) *store.DB {
	db, err := store.Open(filepath.Join(tb.TempDir(), "bundled.db"), store.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	if err := db.ReplaceDataset(ds); err != nil {
		tb.Fatal(err)
	}
	return db
}
