package geocode_test

import (
	"fmt"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
)

func exampleGazetteer() *gazetteer.Memory {
	g := gazetteer.NewMemory()
	_ = g.PutPlaces([]gazetteer.Place{
		{ID: "geonames:611717", Name: "Tbilisi", Kind: gazetteer.KindCity, Country: "GE", Point: orb.Point{44.83368, 41.69411},
			Population: 1049498, FeatureCode: "P.PPLC",
			Names: []gazetteer.Name{{Text: "Тифлис", Lang: "ru", Until: 1936}, {Text: "Тбилиси", Lang: "ru", From: 1936}}},
		{ID: "overlay:don-host-oblast", Name: "Don Host Oblast", Kind: gazetteer.KindRegion, Country: "RU", Point: orb.Point{40.09, 47.42},
			Population: 2564238, Names: []gazetteer.Name{{Text: "Дон", Lang: "ru"}}},
	})
	return g
}

// Geocode reads a toponym as a narrative writes it.
func ExampleGeocoder_Geocode() {
	g := geocode.New(exampleGazetteer())
	for _, q := range []string{"из Тифлиса", "Тбилиси", "Донской комитет"} {
		cands, _ := g.Geocode(q, geocode.Options{Year: 1902, Limit: 1})
		c := cands[0]
		fmt.Printf("%s → %s (%s, %s %q) %.2f\n", q, c.Place.Name, c.Place.Kind, c.Match, c.Matched, c.Score)
	}
	// Output:
	// из Тифлиса → Tbilisi (city, inflected "Тифлис") 0.79
	// Тбилиси → Tbilisi (city, exact "Тбилиси") 0.50
	// Донской комитет → Don Host Oblast (region, derived "Дон") 0.88
}

// Resolve reads a mention in its sentence and refuses what is no place.
func ExampleGeocoder_Resolve() {
	g := geocode.New(exampleGazetteer())
	for _, m := range []geocode.Mention{
		{Text: "Тифлиса", Sentence: "Комитеты Тифлиса, Баку и Батуми."},
		{Text: "Искра", Sentence: "Вышел номер газеты «Искра»."},
		{Text: "Дон", Sentence: "Казаки на Дону и Анна Дон.", Start: 22, End: 25},
	} {
		r, _ := g.Resolve(m, geocode.Options{Year: 1902})
		if best, ok := r.Best(); ok {
			fmt.Printf("%s: %s %.2f\n", m.Text, best.Place.ID, best.Score)
		} else {
			fmt.Printf("%s: refused %v (%s)\n", m.Text, r.Refused, r.Reason)
		}
	}
	// Output:
	// Тифлиса: geonames:611717 0.79
	// Искра: refused true (title)
	// Дон: refused true (person)
}
