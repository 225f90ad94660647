package api

import (
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"strings"
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

// TestGeocodeEndpointReadsInTheSentence: with sentence, /geocode reads q
// where it stands: a title or a person's name is refused (no features,
// refused with the reason), a place adjective before an organisation is
// the place; a sentence without q, or longer than the bound, is a 400
// naming the parameter.
func TestGeocodeEndpointReadsInTheSentence(t *testing.T) {
	t.Parallel()
	g := gazetteer.NewMemory()
	err := g.PutPlaces([]gazetteer.Place{
		{ID: "geonames:611717", Name: "Tbilisi", Kind: gazetteer.KindCity, Country: "GE", Point: orb.Point{44.83368, 41.69411},
			Population: 1049498, FeatureCode: "P.PPLC", Names: []gazetteer.Name{{Text: "Тифлис", Lang: "ru", Until: 1936}}},
		{ID: "geonames:2643743", Name: "London", Kind: gazetteer.KindCity, Country: "GB", Point: orb.Point{-0.12574, 51.50853},
			Population: 7556900, FeatureCode: "P.PPLC", Names: []gazetteer.Name{{Text: "Лондон"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(New(Config{Store: emptyStore(t), Geocoder: geocode.New(g)}))
	defer ts.Close()
	type answer struct {
		Features []struct{ ID string }
		Refused  bool
		Reason   string
		Note     string
	}
	ask := func(q, sentence string) (int, answer, string) {
		t.Helper()
		res, body := get(t, ts.URL+"/geocode?q="+url.QueryEscape(q)+"&sentence="+url.QueryEscape(sentence))
		var a answer
		if res.StatusCode == 200 {
			if err := json.Unmarshal(body, &a); err != nil {
				t.Fatal(err)
			}
		}
		return res.StatusCode, a, string(body)
	}
	for _, tt := range []struct {
		q, sentence, want, reason string
	}{
		{"Тифлис", "Газета «Тифлис» вышла в 1902 году.", "", "title"},
		{"Лондон", "В 1902 году Анна Лондон приехала в Тифлис.", "", "person"},
		{"Тифлиса", "В 1902 году Анна Лондон приехала из Тифлиса.", "geonames:611717", ""},
		{"Лондон", "В 1902 году Ленин приехал в Лондон.", "geonames:2643743", ""},
	} {
		status, a, body := ask(tt.q, tt.sentence)
		switch {
		case status != 200:
			t.Errorf("%s in %q: status %d: %s", tt.q, tt.sentence, status, body)
		case tt.want == "" && (!a.Refused || a.Reason != tt.reason || len(a.Features) != 0):
			t.Errorf("%s in %q: %s, want refused as %s", tt.q, tt.sentence, body, tt.reason)
		case tt.want != "" && (a.Refused || len(a.Features) == 0 || a.Features[0].ID != tt.want):
			t.Errorf("%s in %q: %s, want %s first", tt.q, tt.sentence, body, tt.want)
		}
	}
	// A toponym the gazetteer lacks is no refusal: no features, and a note
	// that says why (year and country are hints, never filters).
	for _, tt := range []struct{ query, note string }{
		{"q=" + url.QueryEscape("Кривоборская"), "no place of that name in the gazetteer"},
		{"q=" + url.QueryEscape("Кривоборская") + "&country=ru&year=1870", "no place of that name in the gazetteer"},
		{"q=" + url.QueryEscape("Лондон") + "&country=ge", ""},
	} {
		res, body := get(t, ts.URL+"/geocode?"+tt.query)
		var a answer
		if err := json.Unmarshal(body, &a); err != nil || res.StatusCode != 200 {
			t.Fatalf("%s: status %d: %s", tt.query, res.StatusCode, body)
		}
		if (len(a.Features) == 0) != (tt.note != "") || a.Refused || a.Note != tt.note {
			t.Errorf("%s: %s, want note %q (and features only without one)", tt.query, body, tt.note)
		}
	}
	for _, sentence := range []string{"Ленин приехал в Париж.", strings.Repeat("а", maxGeocodeSentence+1)} {
		status, _, body := ask("Лондон", sentence)
		if status != 400 || !strings.Contains(body, `"sentence"`) {
			t.Errorf("sentence of %d characters: status %d: %s", len([]rune(sentence)), status, body)
		}
	}
}
