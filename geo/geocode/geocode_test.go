package geocode

import (
	"testing"

	"github.com/chronomap/chronomap/geo/gazetteer"
)

// rankingGazetteer holds homonyms with made-up attributes; points do not
// matter to ranking and stay zero.
func rankingGazetteer(t *testing.T) *gazetteer.Memory {
	t.Helper()
	g := gazetteer.NewMemory()
	err := g.PutPlaces([]gazetteer.Place{
		{ID: "t:capital", Name: "Alpha", Kind: gazetteer.KindCity, Country: "AA", Population: 5_000_000, FeatureCode: "P.PPLC"},
		{ID: "t:town", Name: "Alpha", Kind: gazetteer.KindCity, Country: "BB", Population: 300_000, FeatureCode: "P.PPL"},
		{ID: "t:village", Name: "Alpha", Kind: gazetteer.KindVillage, Country: "CC", Population: 800, FeatureCode: "P.PPL"},
		{ID: "t:region", Name: "Beta Region", Kind: gazetteer.KindRegion, Country: "AA", Names: []gazetteer.Name{{Text: "Beta", Lang: "en"}}},
		{ID: "t:beta-village", Name: "Beta", Kind: gazetteer.KindVillage, Country: "AA", Population: 4000, FeatureCode: "P.PPL"},
		{ID: "t:old", Name: "Gamma Old", Kind: gazetteer.KindCity, Country: "AA", Population: 100_000,
			Names: []gazetteer.Name{{Text: "Oldname", Lang: "en", Until: 1900}}},
		{ID: "t:new", Name: "Gamma New", Kind: gazetteer.KindCity, Country: "BB", Population: 100_000,
			Names: []gazetteer.Name{{Text: "Oldname", Lang: "en", From: 1950}}},
		{ID: "t:country", Name: "Delta", Kind: gazetteer.KindCountry, Country: "DD"},
		{ID: "t:delta-city", Name: "Delta", Kind: gazetteer.KindCity, Country: "EE", Population: 50_000, FeatureCode: "P.PPLA"},
		{ID: "t:seat-city", Name: "Epsilon", Kind: gazetteer.KindCity, Country: "AA", Population: 900_000, FeatureCode: "P.PPLC"},
		{ID: "t:seat-region", Name: "Epsilon", Kind: gazetteer.KindRegion, Country: "AA", Population: 1_200_000, FeatureCode: "A.ADM1"},
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestGeocodeRanking(t *testing.T) {
	g := New(rankingGazetteer(t))
	tests := []struct {
		name     string
		toponym  string
		opt      Options
		want     []string // IDs in order
		wantName string   // Matched of the first
	}{
		{"population and capital rank homonyms", "alpha", Options{}, []string{"t:capital", "t:town", "t:village"}, "Alpha"},
		{"limit", "ALPHA", Options{Limit: 1}, []string{"t:capital"}, "Alpha"},
		{"country hint", "Alpha", Options{Country: "bb"}, []string{"t:town", "t:capital", "t:village"}, "Alpha"},
		{"region over village", "Beta", Options{}, []string{"t:region", "t:beta-village"}, "Beta"},
		{"name in use before", "Oldname", Options{Year: 1890}, []string{"t:old", "t:new"}, "Oldname"},
		{"name in use after", "Oldname", Options{Year: 1960}, []string{"t:new", "t:old"}, "Oldname"},
		{"country over city", "Delta", Options{}, []string{"t:country", "t:delta-city"}, "Delta"},
		{"city over region of the same name", "Epsilon", Options{}, []string{"t:seat-city", "t:seat-region"}, "Epsilon"},
		{"no match", "Zeta", Options{}, nil, ""},
		{"empty", " - ", Options{}, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := g.Geocode(tt.toponym, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for i, c := range got {
				ids = append(ids, c.Place.ID)
				if c.Score < 0 || c.Score > 1 {
					t.Errorf("%s: score %v outside 0..1", c.Place.ID, c.Score)
				}
				if i > 0 && c.Score > got[i-1].Score {
					t.Errorf("not sorted: %v", got)
				}
			}
			if len(ids) != len(tt.want) {
				t.Fatalf("got %v, want %v", ids, tt.want)
			}
			for i := range ids {
				if ids[i] != tt.want[i] {
					t.Fatalf("got %v, want %v", ids, tt.want)
				}
			}
			if len(got) > 0 && got[0].Matched != tt.wantName {
				t.Errorf("matched %q, want %q", got[0].Matched, tt.wantName)
			}
		})
	}
}
