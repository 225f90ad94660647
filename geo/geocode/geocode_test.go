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

// An adjective cut short stands for the place of the one irregular
// adjective (adjectives.exceptions) it cuts short, else for the one
// prominent place whose name it begins: villages and names of several words do not count, a clear lead
// decides between two, a tie or a prefix too short gives nothing; before
// a province's noun it stands for the one province so named.
func TestGeocodeShortenedAdjective(t *testing.T) {
	g := gazetteer.NewMemory()
	err := g.PutPlaces([]gazetteer.Place{
		{ID: "t:tobolsk", Name: "Тобольск", Kind: gazetteer.KindCity, Country: "RU", Population: 100_000, FeatureCode: "P.PPLA2"},
		{ID: "t:tobolovo", Name: "Тоболово", Kind: gazetteer.KindVillage, Country: "RU", Population: 900, FeatureCode: "P.PPL"},
		{ID: "t:tobolsk-gov", Name: "Тобольская губерния", Kind: gazetteer.KindRegion, Country: "RU"},
		{ID: "t:omsk-gov", Name: "Омская губерния", Kind: gazetteer.KindRegion, Country: "RU"},
		{ID: "t:sim", Name: "Симферополь", Kind: gazetteer.KindCity, Country: "UA", Population: 340_000, FeatureCode: "P.PPLA"},
		{ID: "t:korn1", Name: "Корнево", Kind: gazetteer.KindCity, Country: "RU", Population: 340_000, FeatureCode: "P.PPLA"},
		{ID: "t:korn2", Name: "Корнеевка", Kind: gazetteer.KindCity, Country: "RU", Population: 340_000, FeatureCode: "P.PPLA"},
		{ID: "t:black-sea", Name: "Чёрное море", Kind: gazetteer.KindRegion},
		{ID: "t:chornomorsk", Name: "Черноморск", Kind: gazetteer.KindCity, Country: "UA", Population: 60_000, FeatureCode: "P.PPL"},
		{ID: "t:white-sea", Name: "Белое море", Kind: gazetteer.KindRegion},
		{ID: "t:vologda", Name: "Вологда", Kind: gazetteer.KindCity, Country: "RU", Population: 300_000, FeatureCode: "P.PPLA"},
		{ID: "t:volsk", Name: "Вольск", Kind: gazetteer.KindCity, Country: "RU", Population: 60_000, FeatureCode: "P.PPL"},
	})
	if err != nil {
		t.Fatal(err)
	}
	geo := New(g)
	for _, tt := range []struct{ text, want string }{
		{"тобол.", "t:tobolsk"},
		{"Тобол. гимназия", "t:tobolsk"},
		{"Тобол. губерния", "t:tobolsk-gov"},
		{"симф.", "t:sim"},
		{"корне.", ""}, // two cities of one size
		{"тоб.", ""},   // three letters begin too many names
		{"Омск. губерния", "t:omsk-gov"},
		// An irregular adjective cut short names its place, not a town
		// whose name begins alike; a stem that leaves out much of the
		// adjective's base («волог.» of вологодский) reads names only.
		{"Черномор.", "t:black-sea"},
		{"Беломор.", "t:white-sea"},
		{"волог.", "t:vologda"},
	} {
		cands, err := geo.Geocode(tt.text, Options{})
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if len(cands) > 0 {
			got = cands[0].Place.ID
			if cands[0].Match != MatchAbbreviated {
				t.Errorf("%q matched %s, want %s", tt.text, cands[0].Match, MatchAbbreviated)
			}
		}
		if got != tt.want {
			t.Errorf("%q → %q, want %q", tt.text, got, tt.want)
		}
	}
}

// A Russian word whose stem romanizes into fewer than four letters
// («Тасей», «Тася» read as «Тась» → tas) matches no Latin name: codes such
// as an airport's three letters stand among a city's names. A longer
// romanization still matches («Ташкентом» → Tashkent).
func TestGeocodeLatinShortStem(t *testing.T) {
	g := gazetteer.NewMemory()
	err := g.PutPlaces([]gazetteer.Place{
		{ID: "t:tashkent", Name: "Tashkent", Kind: gazetteer.KindCity, Country: "UZ", Population: 2_000_000, FeatureCode: "P.PPLC",
			Names: []gazetteer.Name{{Text: "TAS"}}},
		{ID: "t:oms", Name: "Omsk", Kind: gazetteer.KindCity, Country: "RU", Population: 1_000_000, FeatureCode: "P.PPLA"},
	})
	if err != nil {
		t.Fatal(err)
	}
	geo := New(g)
	for _, tt := range []struct{ text, want string }{
		{"Тасей", ""},
		{"Тася", ""},
		{"Ташкентом", "t:tashkent"},
		{"Омск", "t:oms"},
	} {
		if got := firstID(t, geo, tt.text, Options{}); got != tt.want {
			t.Errorf("%q → %q, want %q", tt.text, got, tt.want)
		}
	}
}

// firstID geocodes text and returns the ID of the first candidate ("" for none).
func firstID(t *testing.T, geo *Geocoder, text string, opts Options) string {
	t.Helper()
	cands, err := geo.Geocode(text, opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(cands) == 0 {
		return ""
	}
	return cands[0].Place.ID
}

// A name GeoNames has only in capitals throughout is reported as texts
// write it; an acronym stays as it is.
func TestGeocodeNameInCapitals(t *testing.T) {
	g := gazetteer.NewMemory()
	err := g.PutPlaces([]gazetteer.Place{
		{ID: "t:spa", Name: "Tsqaltubo", Kind: gazetteer.KindCity, Country: "GE", Population: 10_000, Names: []gazetteer.Name{{Text: "ЦХАЛТУБО"}}},
		{ID: "t:kamen", Name: "Kamen-na-Obi", Kind: gazetteer.KindCity, Country: "RU", Population: 40_000, Names: []gazetteer.Name{{Text: "КАМЕНЬ-НА-ОБИ"}}},
		{ID: "t:us", Name: "United States", Kind: gazetteer.KindCountry, Country: "US", Names: []gazetteer.Name{{Text: "США"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	gc := New(g)
	for _, tt := range []struct{ toponym, want string }{
		{"Цхалтубо", "Цхалтубо"},
		{"Камень-на-Оби", "Камень-на-Оби"},
		{"США", "США"},
	} {
		got, err := gc.Geocode(tt.toponym, Options{Limit: 1})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) == 0 || got[0].Matched != tt.want {
			t.Errorf("%s: got %v, want matched %q", tt.toponym, got, tt.want)
		}
	}
}
