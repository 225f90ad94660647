// Package bundled builds, for tests, the gazetteer and store chronomap makes
// from the bundled data: GeoNames cities1000, the curated overlay and the
// curated event file.
package bundled

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/chronomap/chronomap/geo"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/store"
	"github.com/chronomap/chronomap/internal/testenv"
)

// Gazetteer loads cities1000 and data/gazetteer/overlay.yaml into memory.
func Gazetteer(tb testing.TB) *geo.MemoryGazetteer {
	tb.Helper()
	ctx := context.Background()
	g := geo.NewMemoryGazetteer()
	l := geo.Loader{Sink: g}
	f, err := os.Open(testenv.Cities1000(tb))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	if _, err := l.GeoNames(ctx, f, 0); err != nil {
		tb.Fatal(err)
	}
	path := filepath.Join(testenv.RepoRoot(tb), "data", "gazetteer", "overlay.yaml")
	of, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer of.Close()
	ov, err := geo.ReadOverlay(of, path)
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := l.Overlay(ctx, ov); err != nil {
		tb.Fatal(err)
	}
	return g
}

// Store imports data/lenin-1902-1903.yaml, geocoded with g, into a fresh
// store in a temporary folder.
func Store(tb testing.TB, g geo.Gazetteer) *store.DB {
	tb.Helper()
	f, err := dataset.Read(filepath.Join(testenv.RepoRoot(tb), "data", "lenin-1902-1903.yaml"))
	if err != nil {
		tb.Fatal(err)
	}
	ds, err := dataset.Build(f, dataset.GeocoderResolver{Geocoder: geo.NewGeocoder(g)})
	if err != nil {
		tb.Fatal(err)
	}
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
