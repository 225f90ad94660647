// Package bundled builds, for tests, the gazetteer and stores chronomap makes
// from the bundled data: GeoNames cities1000, the curated overlay, the
// bundled text and its curated event file.
package bundled

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/chronomap/chronomap/geo/geonames"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/overlay"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/extract"
	"github.com/chronomap/chronomap/internal/store"
	"github.com/chronomap/chronomap/internal/testenv"
)

// Gazetteer loads cities1000 and data/gazetteer/overlay.yaml into memory.
func Gazetteer(tb testing.TB) *gazetteer.Memory {
	tb.Helper()
	ctx := context.Background()
	g := gazetteer.NewMemory()
	l := geonames.Loader{Sink: g}
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
	ov, err := overlay.Read(of, path)
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
func Store(tb testing.TB, g gazetteer.Gazetteer) *store.DB {
	tb.Helper()
	f, err := dataset.Read(filepath.Join(testenv.RepoRoot(tb), "data", "lenin-1902-1903.yaml"))
	if err != nil {
		tb.Fatal(err)
	}
	ds, err := dataset.Build(f, dataset.GeocoderResolver{Geocoder: geocode.New(g)})
	if err != nil {
		tb.Fatal(err)
	}
	return storeWith(tb, ds)
}

// TextStore extracts data/lenin-1902-1903.txt, lays the curated event file
// over it when corrected is true, and imports the result into a fresh store.
func TextStore(tb testing.TB, g gazetteer.Gazetteer, corrected bool) *store.DB {
	tb.Helper()
	root := testenv.RepoRoot(tb)
	textPath := filepath.Join(root, "data", "lenin-1902-1903.txt")
	text, err := os.ReadFile(textPath)
	if err != nil {
		tb.Fatal(err)
	}
	gc := geocode.New(g)
	res, err := extract.Extract(string(text), gc)
	if err != nil {
		tb.Fatal(err)
	}
	resolver := dataset.GeocoderResolver{Geocoder: gc}
	recs, err := res.Records(textPath, resolver)
	if err != nil {
		tb.Fatal(err)
	}
	if corrected {
		cf, err := dataset.Read(filepath.Join(root, "data", "lenin-1902-1903.yaml"))
		if err != nil {
			tb.Fatal(err)
		}
		curated, err := dataset.Resolve(cf, resolver)
		if err != nil {
			tb.Fatal(err)
		}
		recs = dataset.Correct(recs, curated, cf.Drop)
	}
	ds, err := dataset.Assemble(recs)
	if err != nil {
		tb.Fatal(err)
	}
	return storeWith(tb, ds)
}

func storeWith(tb testing.TB, ds store.Dataset) *store.DB {
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
