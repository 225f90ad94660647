package geocode

import (
	"testing"

	"github.com/chronomap/chronomap/geo/gazetteer"
)

// A name written with a hyphen or a space in the text and as one word in
// the gazetteer (or the reverse) matches, in its case forms too, but only
// when no name matches as written, and never a name of other words.
func TestGeocodeJoined(t *testing.T) {
	g := gazetteer.NewMemory()
	err := g.PutPlaces([]gazetteer.Place{
		{ID: "t:khasavyurt", Name: "Хасавюрт", Kind: gazetteer.KindCity, Country: "RU", Population: 130_000},
		{ID: "t:kara-balta", Name: "Кара-Балта", Kind: gazetteer.KindCity, Country: "KG", Population: 40_000},
		{ID: "t:almaty", Name: "Алма-Ата", Kind: gazetteer.KindCity, Country: "KZ", Population: 2_000_000},
		{ID: "t:almaata-village", Name: "Алмаата", Kind: gazetteer.KindVillage, Country: "KZ", Population: 1_200},
		{ID: "t:sar-yal", Name: "Сар Ял", Kind: gazetteer.KindVillage, Country: "RU", Population: 1_100},
	})
	if err != nil {
		t.Fatal(err)
	}
	gc := New(g)
	for _, tc := range []struct {
		text, want string
		match      MatchKind
	}{
		{"Хасав-Юрт", "t:khasavyurt", MatchJoined},
		{"к Хасав-Юрту", "t:khasavyurt", MatchJoined},
		{"Хасав Юрта", "t:khasavyurt", MatchJoined},
		{"Карабалта", "t:kara-balta", MatchJoined},
		{"до Карабалты", "t:kara-balta", MatchJoined},
		// a name as written wins: the joined reading is not tried
		{"Алма-Ата", "t:almaty", MatchExact},
		{"Алмаата", "t:almaata-village", MatchExact},
		// too short to be read run together: five letters
		{"Сарял", "", ""},
		// other words are no variant of a name
		{"Хасавюртовка", "", ""}, // («Хасавюртовский» is the town's adjective)
		{"Кара-Балтай", "", ""},
	} {
		cands, err := gc.Geocode(tc.text, Options{Year: 1900})
		if err != nil {
			t.Fatal(err)
		}
		var ok []Candidate
		for _, c := range cands {
			if c.Match != MatchFuzzy {
				ok = append(ok, c)
			}
		}
		switch {
		case tc.want == "" && len(ok) > 0:
			t.Errorf("%q →%s; want nothing", tc.text, describe(ok))
		case tc.want != "" && len(ok) == 0:
			t.Errorf("%q → nothing; want %s", tc.text, tc.want)
		case tc.want != "" && (ok[0].Place.ID != tc.want || ok[0].Match != tc.match):
			t.Errorf("%q →%s; want %s by %s", tc.text, describe(ok), tc.want, tc.match)
		}
	}
}
