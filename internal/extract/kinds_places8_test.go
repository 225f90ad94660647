package extract

import (
	"strings"
	"testing"
)

// A place adjective in lower case before the title of an official names
// the land or province he governed, also where the gazetteer knows it only
// by the adjective and its province noun or as a country of today: «нюландскому
// губернатору» is the Nyland Governorate (its seat Helsingfors bears
// another name), «финляндского генерал-губернатора» the Grand Duchy of
// Finland, not the nationality a country's adjective names before other
// nouns. The land so named in the genitive of what was done to him is
// whose office it was, not where the deed was done: no event there. Near
// misses: a passport's nationality; a governor's town.
func TestPlacesLandOfOfficial(t *testing.T) {
	const finland, nyland, yakutsk = "country:FI", "overlay:uusimaa-province", "geonames:2013159"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1899 г. Пётр Сомов исполнил предписание финляндского генерал-губернатора.", []string{"финляндского=" + finland}},
		{"В 1905 г. Пётр Сомов донёс нюландскому губернатору о беспорядках.", []string{"нюландскому=" + nyland}},
		// Near misses: a nationality; the town of a governor's seat.
		{"В 1899 г. Пётр Сомов получил финляндский паспорт.", nil},
		{"В 1880 г. Пётр Сомов донёс якутскому губернатору о побеге.", []string{"якутскому=" + yakutsk}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
	text := "ГЕЛЬСИНГФОРС, 3 (16) июня 1904 г. Сегодня совершено покушение на жизнь финляндского генерал-губернатора."
	for _, e := range eventList(extractText(t, text)) {
		if strings.Contains(e, finland) {
			t.Errorf("%s: event %q at the governor's land", text, e)
		}
	}
}

// A country's adjective in lower case before the noun of a settlement
// (location_nouns: посёлок, местечко, аул, станица …), perhaps past a
// describing adjective, says the settlement lies in that land: the land is
// a place, as before «городок» or «граница». Near miss: before a thing's
// noun it names a nationality or make.
func TestPlacesLandAdjectiveBeforeSettlementNoun(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Летом 1912 г. Пётр Сомов жил в Куоккале, финляндском дачном посёлке.", []string{"Куоккале=geonames:502145", "финляндском=country:FI"}},
		{"В 1890 г. Пётр Сомов поселился в швейцарском местечке у озера.", []string{"швейцарском=country:CH"}},
		// Near miss: a make.
		{"В 1890 г. Пётр Сомов купил швейцарские часы.", nil},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A feature's noun written short before the name (feature_abbreviations:
// «о.», «оз.», «р.», «о-ве») is read as the noun in full: the name is the
// feature's («на о. Беннетта» is the island the gazetteer names «остров
// Беннетта», «у оз. Зайсан» the lake, not the town), and the short noun
// belongs to the span. Near misses: «р.» after a sum is a rouble, «о.»
// before a priest's name a father.
func TestPlacesShortFeatureNoun(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1881 г. Пётр Сомов ушёл на о. Беннетта.", []string{"о. Беннетта=overlay:bennett-island"}},
		{"В 1885 г. Пётр Сомов жил у оз. Зайсан.", []string{"оз. Зайсан=overlay:lake-zaysan"}},
		{"В 1885 г. Пётр Сомов плавал на о-ве Эзель.", []string{"о-ве Эзель=overlay:saaremaa"}},
		// Near misses: roubles; a priest.
		{"В 1885 г. Пётр Сомов заплатил 5 р. Ивану Петрову.", nil},
		{"В 1885 г. о. Иоанн служил в Кронштадте.", []string{"Кронштадте=geonames:540771"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// Korea was one state until 1945 (data/gazetteer/lands.yaml): «Корея» of
// the period is a country over both states of today, its point in the
// middle of the peninsula (38.7° N), not South Korea's. Near miss: the bay
// named by its adjective stays the bay.
func TestPlacesKoreaOfThePeriod(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1898 г. Пётр Сомов уехал в Корею и вернулся в Москву.", []string{"Корею=overlay:korea", "Москву=geonames:524901"}},
		{"В 1898 г. Пётр Сомов прошёл северной Кореей до Мусана.", []string{"Кореей=overlay:korea", "Мусана=geonames:2042738"}},
		// Near miss: the bay.
		{"В 1904 г. Пётр Сомов служил в Корейском заливе.", []string{"Корейском заливе=overlay:korea-bay"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, placeIDs(r), tt.want)
		for _, p := range r.Places {
			if p.Place.ID == "overlay:korea" && (p.Place.Point.Lat() != 38.7 || p.Place.Kind != "country") {
				t.Errorf("%s: Korea %s at %v", tt.text, p.Place.Kind, p.Place.Point)
			}
		}
	}
}

// The uezd towns of the Caucasus go by their names of the period, in each
// spelling the period used (renamed-cities.tsv: Шорапань and Шаропань of
// Shorapani): the uezd named by the adjective of either is the country
// around the town. Near miss: a town's own name in the other spelling.
func TestPlacesUezdTownBothSpellings(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1850 г. Пётр Сомов служил в Шорапанском уезде.", []string{"Шорапанском уезде=geonames:611964#district"}},
		// Near miss: the town by the other spelling.
		{"В 1850 г. Пётр Сомов жил в Шаропани.", []string{"Шаропани=geonames:611964"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A name only in the instrumental after a list whose preposition governs
// another case («до Нижнего, Камой до Перми») does not continue the list:
// it is the way the route goes on, and a river so named is the line of
// the route, no place. Near misses: a list in the case of its preposition;
// a list after «под», which governs the instrumental.
func TestPlacesInstrumentalAfterList(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1880 г. нас везли по железной дороге до Нижнего, Камой до Перми.", []string{"Нижнего=geonames:520555", "Перми=geonames:511196"}},
		// Near misses.
		{"В 1880 г. нас везли до Нижнего, Казани и Перми.", []string{"Нижнего=geonames:520555", "Казани=geonames:551487", "Перми=geonames:511196"}},
		{"В 1880 г. полк стоял под Тулой и Калугой.", []string{"Тулой=geonames:480562", "Калугой=geonames:553915"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A place adjective in lower case before the capitalised common noun that
// opens an institution's or organisation's name («нью-йоркского Музея
// естественной истории», «московском Комитете») qualifies that noun as it
// would in lower case: the adjective is the institution's town. Near
// miss: before a person's name it names no noun it qualifies.
func TestPlacesLowerAdjectiveBeforeCapitalisedInstitution(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1900 г. Пётр Сомов работал для нью-йоркского Музея естественной истории.", []string{"нью-йоркского=geonames:5128581"}},
		{"В 1905 г. Пётр Сомов служил в московском Комитете партии.", []string{"московском=geonames:524901"}},
		// Near miss: a person after the adjective.
		{"В 1905 г. Пётр Сомов встретил московского Петра Иванова.", nil},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// The noun of a settlement names the place after it in any of its cases
// (settlement_nouns): «Тегерана, столицы Персии» names Persia as
// «столицу Сиама» names Siam, the land of the capital, not a state's
// possession told in a genitive; the event stays in the capital. Near
// miss: a genitive after the title of an office stays the state's.
func TestPlacesCapitalOfLandInGenitive(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В июле 1862 г. Пётр Сомов достиг Тегерана, столицы Персии.", []string{"Тегерана=geonames:112931", "Персии=country:IR"}},
		// Near miss: an office of the state.
		{"В 1920 г. Пётр Сомов стал министром просвещения Латвии.", nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, placeIDs(r), tt.want)
		for _, e := range eventList(r) {
			if strings.Contains(e, "country:") {
				t.Errorf("%s: event %q in the land", tt.text, e)
			}
		}
	}
}

// The bays of the Arctic and Far Eastern voyages of the period
// (features.tsv): the Gulf of Happiness of the Amur expedition, Krestovaya
// Guba of Novaya Zemlya and Tikhaya Bay of Franz Josef Land, a name that
// is also a common word listed with its noun only. Near miss: the common
// word alone is no bay.
func TestPlacesArcticAndFarEasternBays(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Летом 1850 г. Пётр Сомов зимовал в заливе Счастья.", []string{"заливе Счастья=overlay:gulf-of-happiness"}},
		{"В 1912 г. шхуна стала на якорь в Крестовой губе.", []string{"Крестовой губе=overlay:krestovaya-guba"}},
		{"В 1914 г. Пётр Сомов ушёл из Тихой бухты к полюсу.", []string{"Тихой бухты=overlay:tikhaya-bay"}},
		// Near miss: no noun.
		{"В 1914 г. Пётр Сомов искал счастья.", nil},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}
