package api

import (
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
)

// TestGeocodeEndpointNarrativeForms: /geocode reads toponyms as a narrative
// writes them: prepositions, case forms, derived adjectives, old names.
func TestGeocodeEndpointNarrativeForms(t *testing.T) {
	t.Parallel()
	g := gazetteer.NewMemory()
	err := g.PutPlaces([]gazetteer.Place{
		{ID: "geonames:611717", Name: "Tbilisi", Kind: gazetteer.KindCity, Country: "GE", Point: orb.Point{44.83368, 41.69411},
			Population: 1049498, FeatureCode: "P.PPLC",
			Names: []gazetteer.Name{{Text: "Тифлис", Lang: "ru", Until: 1936}, {Text: "Тбилиси", Lang: "ru", From: 1936}}},
		{ID: "geonames:709930", Name: "Dnipropetrovsk", Kind: gazetteer.KindCity, Country: "UA", Point: orb.Point{34.98333, 48.45},
			Population: 1032822, FeatureCode: "P.PPLA", Names: []gazetteer.Name{{Text: "Екатеринослав", Lang: "ru", Until: 1926}}},
		{ID: "geonames:2643743", Name: "London", Kind: gazetteer.KindCity, Country: "GB", Point: orb.Point{-0.12574, 51.50853},
			Population: 7556900, FeatureCode: "P.PPLC", Names: []gazetteer.Name{{Text: "Лондон"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(New(Config{Store: emptyStore(t), Geocoder: geocode.New(g)}))
	defer ts.Close()
	srv := ts.URL
	tests := []struct {
		q, year, want, match, matched string
	}{
		{"из Тифлиса", "1902", "geonames:611717", "inflected", "Тифлис"},
		{"Тбилиси", "", "geonames:611717", "exact", "Тбилиси"},
		{"Екатеринославский", "1903", "geonames:709930", "derived", "Екатеринослав"},
		{"в Лондоне", "", "geonames:2643743", "inflected", "Лондон"},
	}
	for _, tt := range tests {
		t.Run(tt.q, func(t *testing.T) {
			u := srv + "/geocode?limit=3&q=" + url.QueryEscape(tt.q)
			if tt.year != "" {
				u += "&year=" + tt.year
			}
			res, body := get(t, u)
			if res.StatusCode != 200 {
				t.Fatalf("status %d: %s", res.StatusCode, body)
			}
			var fc struct {
				Features []struct {
					ID         string
					Properties struct {
						Rank    int
						Score   float64
						Match   string
						Matched string
						Kind    string
					}
				}
			}
			if err := json.Unmarshal(body, &fc); err != nil {
				t.Fatal(err)
			}
			if len(fc.Features) == 0 {
				t.Fatalf("no features: %s", body)
			}
			f := fc.Features[0]
			if f.ID != tt.want || f.Properties.Match != tt.match || f.Properties.Matched != tt.matched ||
				f.Properties.Rank != 1 || f.Properties.Score <= 0 || f.Properties.Score > 1 || f.Properties.Kind != "city" {
				t.Errorf("first feature %+v, want %s matched %s (%q)", f, tt.want, tt.match, tt.matched)
			}
		})
	}
}
