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

// A toponym resolved only by a spelling variant is reported: the file may
// hold a typo.
func TestGeocoderResolverWarnsOfSpellingVariants(t *testing.T) {
	g := gazetteer.NewMemory()
	brussels := gazetteer.Place{ID: "geonames:2800866", Name: "Brussels", Kind: gazetteer.KindCity, Country: "BE",
		Point: orb.Point{4.35, 50.85}, Population: 1019022, Names: []gazetteer.Name{{Text: "Брюссель", Lang: "ru"}}}
	if err := g.PutPlaces([]gazetteer.Place{brussels}); err != nil {
		t.Fatal(err)
	}
	var warned []string
	r := GeocoderResolver{Geocoder: geocode.New(g), Warn: func(toponym string, c geocode.Candidate) {
		warned = append(warned, toponym+" "+string(c.Match)+" "+c.Place.ID)
	}}
	for _, name := range []string{"Брюссель", "Брюсселль"} {
		if p, err := r.Resolve(name, 1903); err != nil || p.ID != brussels.ID {
			t.Fatalf("%s: %+v, %v", name, p, err)
		}
	}
	if len(warned) != 1 || warned[0] != "Брюсселль fuzzy geonames:2800866" {
		t.Errorf("warned %q, want the misspelt name alone", warned)
	}
}
