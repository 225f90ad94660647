package extract

import "testing"

// The one name of an entry's heading under its date («12 апреля.
// Верное.», «Осень 1889 г. Хами.») says where the entry is written, even
// where the dictionary also reads a common word in it («верное», an
// adjective; «хами», a verb): the capital a sentence's first word bears
// says nothing, but the heading's shape does. A section's heading with
// no date («6. Мир.») may name what the section tells of: its common
// noun stays a noun.
func TestPlacesDatedHeadingCommonWord(t *testing.T) {
	const kashgar, verny, kulja, hami, kars = "geonames:1280849", "geonames:1526384", "geonames:1529013", "geonames:1529484", "geonames:743952"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В марте 1859 г. караван вышел из Кашгара.\n\n12 апреля. Верное. Сегодня прибыли сюда.",
			[]string{"Кашгара=" + kashgar, "Верное=" + verny}},
		{"Весной 1889 г. экспедиция вышла из Кульджи.\n\nОсень 1889 г. Хами. Пришли сюда в конце сентября.",
			[]string{"Кульджи=" + kulja, "Хами=" + hami}},
		// Near miss: a section's heading without a date.
		{"5. Карс. В ноябре 1877 г. армия взяла Карс.\n\n6. Мир. В январе 1878 г. начались переговоры.",
			[]string{"Карс=" + kars, "Карс=" + kars}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A place adjective in lower case before the noun of an office or a
// person (a deputy, a governor-general) names a land or province by any
// of its names, not only by the one the gazetteer matched: «курляндский
// депутат» matched Курляндия, the governorate «Курляндская губерния»;
// «новороссийского генерал-губернатора» matched Новороссия, the land also
// «Новороссийский край». An adjective that opens none of a land's names
// («морском берегу») stays no place.
func TestPlacesLowerAdjectiveOfLandByOtherName(t *testing.T) {
	const courland, newRussia, petersburg, odessa = "overlay:courland-governorate", "overlay:new-russia", "geonames:498817", "geonames:698740"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1907 г. курляндский депутат Пётр Сомов приехал в Петербург.", []string{"курляндский=" + courland, "Петербург=" + petersburg}},
		{"В 1870 г. Пётр Сомов служил в канцелярии новороссийского генерал-губернатора в Одессе.", []string{"новороссийского=" + newRussia, "Одессе=" + odessa}},
		// Near miss: the adjective of a common noun.
		{"В 1870 г. Пётр Сомов жил на морском берегу под Одессой.", []string{"Одессой=" + odessa}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// The gates (заставы) of St Petersburg and Moscow and the railway
// terminals of both capitals are landmarks of their own
// (data/gazetteer/landmarks.tsv), though named by a town's adjective: «за
// Нарвской заставой» is the Narva Gate of St Petersburg, not Narva; «у
// Курского вокзала» the Kursk station of Moscow, not Kursk. The
// Nikolaevsky station stands in both capitals: the text's town chooses.
// An institution named by the adjective (a school) stays its town. The
// span of the gate is its adjective, as an institution's is.
func TestPlacesCapitalGatesAndTerminals(t *testing.T) {
	const petersburg, moscow, tver = "geonames:498817", "geonames:524901", "geonames:480060"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1905 г. Пётр Сомов жил в Петербурге, за Нарвской заставой.", []string{"Петербурге=" + petersburg, "Нарвской=overlay:narva-gate-spb"}},
		{"В 1905 г. Пётр Сомов жил в Москве, у Курского вокзала.", []string{"Москве=" + moscow, "Курского вокзала=overlay:kursky-station"}},
		{"В 1904 г. Пётр Сомов приехал в Петербург и с Николаевского вокзала выехал в Москву.", []string{"Петербург=" + petersburg, "Николаевского вокзала=overlay:nikolaevsky-station-spb", "Москву=" + moscow}},
		// Near miss: a school named by the adjective of a gate's name
		// («Тверская застава») is in its town.
		{"В 1905 г. Пётр Сомов окончил Тверскую гимназию.", []string{"Тверскую=" + tver}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A country's adjective before the noun of the state's organ, envoy,
// forces or ship («Испанские власти», «Латвийская делегация», «Японский
// пароход»; state_body_nouns) names the state as a political whole, no
// place on the map, as a nation's event does («Польского восстания»). A
// land's adjective before such a noun («Кавказская армия») and a
// country's before an institution («Латвийском университете») stay
// places.
func TestPlacesStateBodyAdjective(t *testing.T) {
	const paris, vigo, vladivostok, tsuruga = "geonames:2988507", "geonames:3105976", "geonames:2013348", "geonames:1849592"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1919 г. Латвийская делегация Петра Сомова прибыла в Париж.", []string{"Париж=" + paris}},
		{"В 1904 г. эскадра вошла в Виго. Испанские власти разрешили грузить уголь.", []string{"Виго=" + vigo}},
		{"В 1918 г. Японский пароход ушёл из Владивостока в Цуругу.", []string{"Владивостока=" + vladivostok, "Цуругу=" + tsuruga}},
		// Near misses: a land's army; a country's university.
		{"В 1919 г. Кавказская армия отступила.", []string{"Кавказская=overlay:caucasus"}},
		{"В 1920 г. Пётр Сомов служил в Латвийском университете в Риге.", []string{"Латвийском=country:LV", "Риге=geonames:456172"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// The khanates and the emirate of Central Asia (Бухарский эмират,
// Хивинское ханство, Кокандское ханство), Russian protectorates or
// conquests of the period, are lands of its geography, kind region as the
// Kingdom of Poland is, not countries of the map: «против Хивинского
// ханства» is the land around Khiva. The capital by its own name stays
// the town.
func TestPlacesCentralAsianKhanatesAreLands(t *testing.T) {
	for _, tt := range []struct {
		text, kind string
		want       []string
	}{
		{"Весною 1873 г. отряды двинулись против Хивинского ханства.", "region", []string{"Хивинского ханства=overlay:khanate-of-khiva"}},
		{"В 1868 г. Пётр Сомов служил в Бухарском эмирате.", "region", []string{"Бухарском эмирате=overlay:emirate-of-bukhara"}},
		// Near miss: the capital.
		{"Весною 1873 г. Пётр Сомов приехал в Хиву.", "city", []string{"Хиву=geonames:1513604"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, placeIDs(r), tt.want)
		if len(r.Places) == 1 && string(r.Places[0].Place.Kind) != tt.kind {
			t.Errorf("%s: kind %s, want %s", tt.text, r.Places[0].Place.Kind, tt.kind)
		}
	}
}

// The uezd towns of the Steppe oblasts go by their names of the period
// (renamed-cities.tsv): «в Каркаралинске» is Karkaraly, and its adjective
// names the town («Каркаралинскую петицию») or, before a district's
// noun shared with the next adjective («по Каркаралинскому и
// Павлодарскому уездам»), the district drawn round it, as Pavlodar's is.
func TestPlacesSteppeUezdTownByPeriodName(t *testing.T) {
	const karkaraly, pavlodar = "geonames:1519934", "geonames:1520240"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1905 г. Пётр Сомов жил в Каркаралинске.", []string{"Каркаралинске=" + karkaraly}},
		{"В 1905 г. Пётр Сомов составил Каркаралинскую петицию.", []string{"Каркаралинскую=" + karkaraly}},
		{"В 1905 г. Пётр Сомов ездил по Каркаралинскому и Павлодарскому уездам.", []string{"Каркаралинскому=" + karkaraly + "#district", "Павлодарскому уездам=" + pavlodar + "#district"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A feature's noun opening a sentence with its capital, then the
// feature's name («Горы Боро-хоро.» heading a diary's entry) is read as
// the noun in lower case before the name is: the feature of the name,
// whose class the noun sets (a range), the noun in its span. A noun whose
// name is only a town's («Озеро Каракуль.»: Karakul of Bukhara) gives no
// place, and a noun opening a sentence alone («Горы были…») is the noun.
func TestPlacesFeatureNounOpeningSentence(t *testing.T) {
	const kulja, osh = "geonames:1529013", "geonames:1527534"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В начале мая 1889 г. отряд вышел из Кульджи.\n\nВ конце мая. Горы Боро-хоро.\nПоднялись в горы.", []string{"Кульджи=" + kulja, "Горы Боро-хоро=overlay:borohoro"}},
		// Near misses: a lake's noun before a town's name; the noun alone.
		{"В начале июня 1888 г. отряд вышел из Оша.\n\n10 июня. Озеро Каракуль.\nСтоим на берегу.", []string{"Оша=" + osh}},
		{"В 1889 г. отряд вышел из Кульджи. Горы были покрыты снегом.", []string{"Кульджи=" + kulja}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A landmark's name in quotes after the noun of its kind and a
// preposition («в тюрьму «Кресты»», «в театре «Шатле»») is the landmark
// of that name, as one in quotes right after the preposition is («в
// «Кресты»»), when the text names the town it stands in. In another
// town («жил в Киеве и сидел в тюрьме «Кресты»») it is no place, and a
// quoted title after a newspaper's noun stays a title.
func TestPlacesQuotedLandmarkAfterItsNoun(t *testing.T) {
	const petersburg, kiev = "geonames:498817", "geonames:703448"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1905 г. Пётр Сомов отправлен в С.-Петербург, в тюрьму «Кресты».", []string{"С.-Петербург=" + petersburg, "Кресты=overlay:kresty"}},
		// Near misses: the landmark's town not named; a newspaper.
		{"В 1905 г. Пётр Сомов жил в Киеве и сидел в тюрьме «Кресты».", []string{"Киеве=" + kiev}},
		{"В 1905 г. Пётр Сомов жил в Петербурге и писал в газете «Искра».", []string{"Петербурге=" + petersburg}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}
