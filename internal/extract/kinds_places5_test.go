package extract

import (
	"strings"
	"testing"
)

// A capital or a great city after «по» that the dictionary knows as a
// toponym is walked or driven through («бродили по Стамбулу», «гулял по
// Парижу», «ездил по Москве»): the city is a place of the text. A river
// of the name is the line of a route («плыли по Днепру», not the city
// of Dnipro), and a lesser town after «по» is often a river's namesake
// («вниз по Шилке»): none.
func TestPlacesGreatCityWalkedThrough(t *testing.T) {
	const istanbul, paris, moscow = "geonames:745044", "geonames:2988507", "geonames:524901"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"14 апреля 1907 г. Пётр Сомов весь день бродил по Стамбулу.", []string{"Стамбулу=" + istanbul}},
		{"Летом 1900 г. Анна Сомова долго гуляла по Парижу.", []string{"Парижу=" + paris}},
		{"Зимой 1905 г. Пётр Сомов целыми днями ездил по Москве.", []string{"Москве=" + moscow}},
		{"Летом 1900 г. Пётр Сомов плыл по Днепру.", nil},
		{"Летом 1900 г. Пётр Сомов сплавлялся вниз по Шилке.", nil},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A section's heading, a Roman or an Arabic number and a few capitalised
// names on a line of their own («II. Триполье.», «3. Буживаль.»), names
// the place the section tells of, a village or a town the gazetteer
// knows only by its Latin name as well. The same name alone as a
// sentence, with no number before it, stays no place (a bare word the
// dictionary does not know needs a surer match).
func TestPlacesSectionHeading(t *testing.T) {
	const tripolye, bougival = "geonames:691305", "geonames:3031277"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Отчёт о раскопках.\n\nII. Триполье.\nВ 1896 г. Пётр Сомов нашёл черепки.", []string{"Триполье=" + tripolye}},
		{"Письма.\n\n3. Буживаль.\nЛетом 1880 г. Анна Сомова писала брату.", []string{"Буживаль=" + bougival}},
		{"Отчёт о раскопках.\n\nТриполье.\nВ 1896 г. Пётр Сомов нашёл черепки.", nil},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// The uezd towns of the central governorates by their names of the
// period, where cities1000 has the town under a later name or form
// (data/gazetteer/renamed-cities.tsv): Лихвин (Chekalin), Поречье
// (Demidov), Устюг (Veliky Ustyug), Юрьев-Польской, Переяславль-Залесский,
// Спасск of the Ryazan governorate (Spassk-Ryazansky) and of the Kazan one
// (Bolgar), which the governorate after it tells apart, with the village
// of the uezd. In a text of 1960 «Спасск» of Kemerovo Oblast is the town of
// today of that name, not a period one: the period names are dated.
func TestPlacesCentralUezdTownsOfThePeriod(t *testing.T) {
	const (
		chekalin, demidov, ustyug = "geonames:569615", "geonames:566751", "geonames:476062"
		yuryev, pereslavl         = "geonames:466215", "geonames:511359"
		spasskRyazan, izhevskoye  = "geonames:489741", "geonames:554836"
		ryazanGov                 = "overlay:ryazan-governorate"
		bolgar, spasskKemerovo    = "geonames:570990", "geonames:1491197"
	)
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1880 г. Пётр Сомов служил в Лихвине.", []string{"Лихвине=" + chekalin}},
		{"В 1880 г. Пётр Сомов уехал из Москвы в Поречье.", []string{"Москвы=geonames:524901", "Поречье=" + demidov}},
		{"В 1890 г. Анна Сомова жила в Устюге.", []string{"Устюге=" + ustyug}},
		{"В 1890 г. Анна Сомова жила в Юрьеве-Польском.", []string{"Юрьеве-Польском=" + yuryev}},
		{"В 1890 г. Анна Сомова переехала в Переяславль-Залесский.", []string{"Переяславль-Залесский=" + pereslavl}},
		{"Пётр Сомов родился в 1857 г. в с. Ижевское Спасского у. Рязанской губ.",
			[]string{"Ижевское=" + izhevskoye, "Спасского у.=" + spasskRyazan + "#district", "Рязанской губ.=" + ryazanGov}},
		{"В 1910 г. Пётр Сомов служил в Спасске Казанской губернии.", []string{"Спасске=" + bolgar, "Казанской губернии=overlay:kazan-governorate"}},
		{"В 1960 г. Пётр Сомов жил в Спасске Кемеровской области.", []string{"Спасске=" + spasskKemerovo, "Кемеровской области=region:RU-KEM"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// The towns of the Bessarabia, Courland, Livonia and Estland governorates
// by their Russian names of the period, where cities1000 has the town but
// not that name (data/gazetteer/renamed-cities.tsv): Ганчешты
// (Hîncești), Силламяги (Sillamäe), Ливенгоф (Līvāni), Сассмакен
// (Valdemārpils), Дюнамюнде (Daugavgrīva). The towns of those governorates cities1000 names already
// keep their places (Кишинёв, Пернов).
func TestPlacesBalticAndBessarabianTownsOfThePeriod(t *testing.T) {
	const (
		hincesti, sillamae, livani = "geonames:617993", "geonames:588686", "geonames:457860"
		valdemarpils, daugavgriva  = "geonames:454584", "geonames:460416"
		chisinau, parnu            = "geonames:618426", "geonames:589580"
	)
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1881 г. Пётр Сомов родился в Ганчештах.", []string{"Ганчештах=" + hincesti}},
		{"Летом 1900 г. Анна Сомова жила на даче в Силламягах.", []string{"Силламягах=" + sillamae}},
		{"В 1890 г. Пётр Сомов служил в Ливенгофе.", []string{"Ливенгофе=" + livani}},
		{"В 1890 г. Пётр Сомов уехал в Сассмакен.", []string{"Сассмакен=" + valdemarpils}},
		{"В 1880 г. Пётр Сомов служил в крепости Дюнамюнде.", []string{"Дюнамюнде=" + daugavgriva}},
		{"В 1890 г. Пётр Сомов уехал из Кишинёва в Пернов.", []string{"Кишинёва=" + chisinau, "Пернов=" + parnu}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A town the dictionary knows by a plural name («Афины», «Дельфы»,
// «Черновцы») is the town after a verb of visiting, not a family («посетил
// Сомовых») that then travels as an actor. A family named in the plural
// stays one.
func TestPlacesPluralTownIsNoFamily(t *testing.T) {
	const athens, delphi = "geonames:264371", "geonames:263219"
	r := extractText(t, "Весной 1907 года Пётр Сомов поехал в Грецию, посетил Афины, Дельфы и остров Крит, а затем вернулся в Москву.")
	wantAll(t, "places", placeIDs(r), []string{"Афины=" + athens, "Дельфы=" + delphi})
	for _, e := range r.Events {
		if got := strings.Join(e.Actors, ", "); got != "Пётр Сомов" {
			t.Errorf("event %s actors %q, want Пётр Сомов alone", e.ID, got)
		}
	}
	r = extractText(t, "Летом 1907 года Сомовы уехали в Ялту.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:688533 1907-22"})
	if len(r.Events) == 0 || len(r.Events[0].Actors) == 0 || r.Events[0].Actors[0] == "" {
		t.Errorf("the family: events %q", eventList(r))
	}
}

// A settlement named with its noun (a post, a fort, a works: name_nouns)
// is the settlement of the whole name, in any case and either order, not
// a town of the bare adjective nor a person: «поста Александровского» is
// Aleksandrovsk-Sakhalinsky (Александровский пост), «форта Перовского»
// Kyzylorda (Форт-Перовский), «на Петровском заводе» Petrovsk-Zabaykalsky.
func TestPlacesSettlementNamedWithItsNoun(t *testing.T) {
	for text, want := range map[string]string{
		"12 мая 1889 г. пароход бросил якорь на рейде поста Александровского.": "Александровского=geonames:2127282",
		"В 1895 г. Сомова перевели в пост Александровский.":                    "Александровский=geonames:2127282",
		"В ноябре 1857 г. я добрался до форта Перовского.":                     "Перовского=geonames:1519922",
		"В 1830 г. декабристов перевели на Петровский завод.":                  "Петровский=geonames:2017945",
	} {
		wantAll(t, text, placeIDs(extractText(t, text)), []string{want})
	}
}

// A church is named by the saint, feast or icon it is dedicated to
// (dedication_nouns): the adjective before its noun or the name after it
// is no town (Kirillov, Budyonnovsk, once Святой Крест); the church is a
// place only when the gazetteer knows it (Saint Isaac's Cathedral), and
// the town the sentence names stays.
func TestPlacesChurchDedicationIsNoTown(t *testing.T) {
	const kiev, warsaw, petersburg = "geonames:703448", "geonames:756135", "geonames:498817"
	for text, want := range map[string][]string{
		"В 1884 г. Пётр Сомов приехал в Киев и расписывал стены в Кирилловской церкви.": {"Киев=" + kiev},
		"В 1891 г. Анна Сомова жила в Варшаве и молилась в костёле Св. Креста.":         {"Варшаве=" + warsaw},
		"В 1891 г. Анна Сомова жила в Варшаве и молилась в Троицком костёле.":           {"Варшаве=" + warsaw},
	} {
		wantExactly(t, text, placeIDs(extractText(t, text)), want)
	}
	text := "В 1900 г. Сомовых венчали в Исаакиевском соборе в Петербурге."
	wantAll(t, text, placeIDs(extractText(t, text)), []string{"Петербурге=" + petersburg})
	if ids := placeIDs(extractText(t, text)); len(ids) != 2 {
		t.Errorf("%s: places %v, want the cathedral and Petersburg", text, ids)
	}
}

// The towns round the capitals of the emigration that are districts of the
// city today (settlements.tsv), and the spa towns by their period names
// (exonyms-ru.tsv), are where the texts put them: Greenwich under London,
// not Greenwich of Connecticut; Карлсбад is Karlovy Vary, not Carlsbad of
// California.
func TestPlacesEmigrationSuburbsAndSpas(t *testing.T) {
	for text, want := range map[string]string{
		"В 1874 г. Пётр Сомов жил в Лондоне. Осенью 1875 г. он переехал в Гринвич, под Лондоном.": "Гринвич=overlay:greenwich-london",
		"В 1857 г. Пётр Сомов поселился в Путни.":                                                 "Путни=overlay:putney",
		"Летом 1896 г. Пётр Сомов лечился в Карлсбаде.":                                           "Карлсбаде=geonames:3073803",
	} {
		wantAll(t, text, placeIDs(extractText(t, text)), []string{want})
	}
}

// A stanitsa named by its adjective is the settlement of the period's
// name (Илийская станица, later Iliysk, Qapshaghay today), not a foreign
// town whose Russian name the adjective also derives (Ely, «Или»).
func TestPlacesStanitsaByItsAdjective(t *testing.T) {
	text := "15 мая 1889 г. Верный.\nСегодня ездил в Илийскую станицу смотреть переправу."
	wantAll(t, text, placeIDs(extractText(t, text)), []string{"Илийскую=geonames:1519948"})
}
