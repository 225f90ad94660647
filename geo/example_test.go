package geo_test

import (
	"fmt"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo"
)

func exampleGazetteer() *geo.MemoryGazetteer {
	g := geo.NewMemoryGazetteer()
	_ = g.PutPlaces([]geo.Place{
		{ID: "geonames:611717", Name: "Tbilisi", Kind: geo.KindCity, Country: "GE", Point: orb.Point{44.83368, 41.69411},
			Population: 1049498, FeatureCode: "P.PPLC",
			Names: []geo.Name{{Text: "Тифлис", Lang: "ru", Until: 1936}, {Text: "Тбилиси", Lang: "ru", From: 1936}}},
		{ID: "overlay:don-host-oblast", Name: "Don Host Oblast", Kind: geo.KindRegion, Country: "RU", Point: orb.Point{40.09, 47.42},
			Population: 2564238, Names: []geo.Name{{Text: "Дон", Lang: "ru"}}},
	})
	return g
}

// Geocode reads a toponym as a narrative writes it.
func ExampleGeocoder_Geocode() {
	g := geo.NewGeocoder(exampleGazetteer())
	for _, q := range []string{"из Тифлиса", "Тбилиси", "Донской комитет"} {
		cands, _ := g.Geocode(q, geo.Options{Year: 1902, Limit: 1})
		c := cands[0]
		fmt.Printf("%s → %s (%s, %s %q) %.2f\n", q, c.Place.Name, c.Place.Kind, c.Match, c.Matched, c.Score)
	}
	// Output:
	// из Тифлиса → Tbilisi (city, inflected "Тифлис") 0.79
	// Тбилиси → Tbilisi (city, exact "Тбилиси") 0.50
	// Донской комитет → Don Host Oblast (region, derived "Дон") 0.74
}

// Resolve reads a mention in its sentence and refuses what is no place.
func ExampleGeocoder_Resolve() {
	g := geo.NewGeocoder(exampleGazetteer())
	for _, m := range []geo.Mention{
		{Text: "Тифлиса", Sentence: "Комитеты Тифлиса, Баку и Батуми."},
		{Text: "Искра", Sentence: "Вышел номер газеты «Искра»."},
		{Text: "Дон", Sentence: "Казаки на Дону и Анна Дон.", Start: 22, End: 25},
	} {
		r, _ := g.Resolve(m, geo.Options{Year: 1902})
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
