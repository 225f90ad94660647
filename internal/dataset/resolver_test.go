package dataset

import (
	"testing"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
)

// An event file names places as the extractor writes them; a part of a
// land is no gazetteer entry but must resolve as it did in the text.
func TestGeocoderResolverReadsPhrases(t *testing.T) {
	g := gazetteer.NewMemory()
	mongolia := gazetteer.Place{
		ID: "country:MN", Name: "Mongolia", Kind: gazetteer.KindCountry, Country: "MN",
		Point: orb.Point{105, 46}, BBox: []float64{88, 42, 120, 52}, AreaKm2: 1564110,
		Names: []gazetteer.Name{{Text: "Монголия", Lang: "ru"}},
	}
	if err := g.PutPlaces([]gazetteer.Place{mongolia}); err != nil {
		t.Fatal(err)
	}
	r := GeocoderResolver{Geocoder: geocode.New(g)}
	p, err := r.Resolve("Монголия", 1876)
	if err != nil || p.ID != "country:MN" {
		t.Fatalf("Монголия: %+v, %v", p, err)
	}
	p, err = r.Resolve("Северо-Западная Монголия", 1876)
	if err != nil {
		t.Fatal(err)
	}
	// The north-western quarter of the box: west 88..104, south 47..52.
	if p.ID != "country:MN#northwest" || p.Point != (orb.Point{96, 49.5}) {
		t.Errorf("Северо-Западная Монголия: %s at %v, want country:MN#northwest at [96 49.5]", p.ID, p.Point)
	}
	if _, err := r.Resolve("Атлантида", 1876); err == nil {
		t.Error("Атлантида resolved; want an error naming the toponym")
	}
}
