package extract

import "testing"

// A town of a book's imprint written short in a list of works, after a
// comma or a bracket and before the year of printing («(М., 1904)»,
// «т. 1–9, М.–Л., 1949–61», «СПб., 1899», «Пг., 1916»), is where the
// work was printed: the town and a publication there. «Лит.:» heads the
// literature on the subject. A person's initial before a comma and no
// year («подпоручик Л., мой товарищ») or before a dash («стихи М. —
// «Ночь»») stays none.
func TestPlacesImprintTowns(t *testing.T) {
	const moscow, spb = "geonames:524901", "geonames:498817"
	for _, tt := range []struct {
		text   string
		places []string
		events []string
	}{
		{"Соч.: Собр. соч., т. 1–5, М., 1959–61.", []string{"М.=" + moscow}, []string{"publication " + moscow + " 1959/1961"}},
		{"Гл. труд: «Очерки степей» (СПб., 1899).", []string{"СПб.=" + spb}, []string{"publication " + spb + " 1899"}},
		{"Соч.: Избр. соч., т. 1–2, М.–Л., 1950.", []string{"М.=" + moscow, "Л.=" + spb}, nil},
		{"Лит.: Сомова А., Жизнь Петра Сомова, Пг., 1916.", []string{"Пг.=" + spb}, nil},
		{"В 1915 г. в бою убит подпоручик Л., мой товарищ.", nil, nil},
		{"В 1912 г. стихи М. — «Ночь» и «Утро» — вышли в сборнике.", nil, nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, placeIDs(r), tt.places)
		if tt.events != nil {
			wantExactly(t, tt.text, eventList(r), tt.events)
		}
	}
}

// A place adjective in lower case names no town that bore the name only
// after the period, also where no other reading is left: «королевская
// опера» is no Korolyov (Калининград 1938–1996, then Королёв), and
// «гвардейская часть» no Gvardeysk (Tapiau until 1946). A town whose
// name of the period the adjective is made from keeps it, though the
// town bore another name in between (Самара, Куйбышев 1935–1991), as
// does one named then by another name of today (Кёнигсберг).
func TestPlacesLowerAdjectiveOfALaterName(t *testing.T) {
	const stockholm, tula, samara, kaliningrad = "geonames:2673730", "geonames:480562", "geonames:499099", "geonames:554234"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1910 г. королевская опера в Стокгольме пригласила Анну Сомову.", []string{"Стокгольме=" + stockholm}},
		{"В 1900 г. гвардейская часть стояла в Туле.", []string{"Туле=" + tula}},
		{"В 1900 г. самарский полицмейстер арестовал Петра Сомова.", []string{"самарский=" + samara}},
		{"В 1902 г. кёнигсбергская полиция арестовала Петра Сомова.", []string{"кёнигсбергская=" + kaliningrad}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// After a preposition, a word the dictionary reads as a toponym only in
// cases the preposition does not govern and as a given name in one it
// does is the person: «с Алей» is the instrumental of Аля, the river Алей
// is read so only in the nominative and accusative (no town of Aley in
// Lebanon). A toponym in a case the preposition governs stays the place
// («с Алтая», «из Лиды»).
func TestPlacesGivenNameInThePrepositionsCase(t *testing.T) {
	const berlin, altai, lida, vilnius = "geonames:2950159", "overlay:altai-mountains", "geonames:626081", "geonames:593116"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Летом 1922 г. Анна Сомова жила с Алей в Берлине.", []string{"Берлине=" + berlin}},
		{"Летом 1922 г. Анна Сомова гуляла с Алей и Петром Сомовым.", nil},
		{"Летом 1922 г. Анна Сомова вернулась с Алтая.", []string{"Алтая=" + altai}},
		{"Летом 1922 г. Анна Сомова уехала из Лиды в Вильну.", []string{"Лиды=" + lida, "Вильну=" + vilnius}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A village whose name another village far away bears as well, which the
// surroundings rank about as high, is none of them surely («из Парижа в
// Спасское»: Спасское of Nizhny Novgorod and of Zaporizhzhia alike far
// from Paris): no place. Where the surroundings rank one well ahead (a
// stay in Moscow before), a village without namesakes, and an estate of
// the curated data stay.
func TestPlacesVillageAmongFarNamesakes(t *testing.T) {
	const paris, moscow, spasskoyeNN, izhevskoye = "geonames:2988507", "geonames:524901", "geonames:489778", "geonames:554836"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Летом 1875 г. Пётр Сомов уехал из Парижа в Спасское.", []string{"Парижа=" + paris}},
		{"В 1870 г. Пётр Сомов жил в Москве, а летом уехал в Спасское.", []string{"Москве=" + moscow, "Спасское=" + spasskoyeNN}},
		{"Летом 1875 г. Пётр Сомов уехал в Ижевское.", []string{"Ижевское=" + izhevskoye}},
		{"Летом 1824 г. Пётр Сомов жил в Михайловском.", []string{"Михайловском=overlay:mikhaylovskoye"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A town renamed after the period that cities1000 knows only by its
// later name, in Cyrillic, is found by its name of the period, and so is
// its uezd («в Раненбург», «в Раненбургском уезде»: Chaplygin from
// 1948); a town of a name in use then stays as it was («Старооскольском
// уезде»: Старый Оскол).
func TestPlacesTownRenamedAfterThePeriod(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1880 г. Пётр Сомов жил в Раненбургском уезде.", []string{"Раненбургском уезде=geonames:569934#district"}},
		{"В 1890 г. Пётр Сомов переехал в Раненбург.", []string{"Раненбург=geonames:569934"}},
		{"В 1880 г. Пётр Сомов жил в Старооскольском уезде.", []string{"Старооскольском уезде=geonames:487928#district"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}
