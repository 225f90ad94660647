package extract

import (
	"slices"
	"strings"
	"testing"
)

// A quoted report that opens the sentence and is closed by its attribution
// («…», — сообщает агентура; «…», — доносит пристав) is read as the
// sentence's own text: a return told in it is a leg back, and the verb of
// the attribution types nothing.
func TestStopsQuotedReportWithAttribution(t *testing.T) {
	const (
		berlin, stockholm = "geonames:2950159", "geonames:2673730"
		kiev, odessa      = "geonames:703448", "geonames:698740"
		tiflis, batum     = "geonames:611717", "geonames:615532"
		warsaw, krakow    = "geonames:756135", "geonames:3094802"
	)
	r := extractText(t, "В 1903 г. Сомов жил в Берлине. «В конце февраля Сомов ездил из Берлина в Стокгольм и вернулся 2 марта», — сообщает агентура.")
	wantAll(t, "events", eventList(r), []string{"trip " + stockholm + " 1903-02-21/1903-02-28"})
	wantExactly(t, "moves", moveList(r), []string{
		"Сомов: " + berlin + "→" + stockholm + " 1903-02-21/1903-02-28",
		"Сомов: " + stockholm + "→" + berlin + " 1903-03-02",
	})
	r = extractText(t, "В 1906 г. Иван Лебедев жил в Тифлисе. «В августе Лебедев ездил в Батум и вернулся 2 сентября», — пишет пристав.")
	wantAll(t, "events", eventList(r), []string{"trip " + batum + " 1906-08"})
	wantExactly(t, "moves", moveList(r), []string{
		"Иван Лебедев: " + tiflis + "→" + batum + " 1906-08",
		"Иван Лебедев: " + batum + "→" + tiflis + " 1906-09-02",
	})
	r = extractText(t, "В 1905 г. Петров жил в Киеве. «В начале мая Петров уехал из Киева в Одессу», — доносит жандармское управление.")
	wantAll(t, "events", eventList(r), []string{"trip " + odessa + " 1905-05-01/1905-05-10"})
	wantExactly(t, "moves", moveList(r), []string{"Петров: " + kiev + "→" + odessa + " 1905-05-01/1905-05-10"})
	r = extractText(t, "В 1908 г. Анна Орлова жила в Варшаве. «10 июня Орлова выехала в Краков», — телеграфируют из Варшавы.")
	wantAll(t, "events", eventList(r), []string{"trip " + krakow + " 1908-06-10"})
	wantExactly(t, "moves", moveList(r), []string{"Анна Орлова: " + warsaw + "→" + krakow + " 1908-06-10"})
}

// A going that only passes places («шли мимо Салоник», «ехали через
// Тулу») goes on to the goal of the clause after «, и …» or «и 20 мая
// бросили якорь у …»: one journey, a leg to each place passed and on to
// the goal, all under the sentence's date, the event at the goal. A place
// passed where the text says the ship or traveller stayed («острова
// Родоса, где пароход стоял сутки») is a stop with a trip event; one only
// passed by has none.
func TestStopsPassedOnTheWayToAGoal(t *testing.T) {
	const (
		istanbul, salonika, naples, rhodes = "geonames:745044", "geonames:734077", "geonames:3172394", "overlay:rhodes"
		varna, burgas                      = "geonames:726050", "geonames:732770"
		moscow, tula, orel                 = "geonames:524901", "geonames:480562", "geonames:515012"
		piraeus, messina, marseille        = "geonames:255274", "geonames:2524170", "geonames:2995469"
	)
	for _, tt := range []struct {
		text          string
		events, moves []string
		noEvent       string
	}{
		{"В мае 1899 г. Сомов отплыл из Одессы. Из Константинополя шли мимо Салоник, и 20 мая пришли в Неаполь.",
			[]string{"trip " + naples + " 1899-05-20"},
			[]string{"Сомов: " + istanbul + "→" + salonika + " 1899-05-20", "Сомов: " + salonika + "→" + naples + " 1899-05-20"},
			"trip " + salonika + " 1899-05-20"},
		{"В июне 1905 г. Анна Орлова отплыла из Севастополя. Из Варны шли мимо Бургаса и 12 июня бросили якорь у Константинополя.",
			[]string{"trip " + istanbul + " 1905-06-12"},
			[]string{"Анна Орлова: " + varna + "→" + burgas + " 1905-06-12", "Анна Орлова: " + burgas + "→" + istanbul + " 1905-06-12"},
			"trip " + burgas + " 1905-06-12"},
		{"Осенью 1910 г. Пётр Сомов отплыл из Одессы. Из Пирея шли мимо Мессины, и 3 октября бросили якорь у Марселя.",
			[]string{"trip " + marseille + " 1910-10-03"},
			[]string{"Пётр Сомов: " + piraeus + "→" + messina + " 1910-10-03", "Пётр Сомов: " + messina + "→" + marseille + " 1910-10-03"},
			"trip " + messina + " 1910-10-03"},
		{"В мае 1899 г. Сомов отплыл из Одессы. Из Константинополя шли мимо Салоник и острова Родоса, где пароход стоял сутки, и 20 мая пришли в Неаполь.",
			[]string{"trip " + rhodes + " 1899-05-20", "trip " + naples + " 1899-05-20"},
			[]string{"Сомов: " + istanbul + "→" + salonika + " 1899-05-20", "Сомов: " + salonika + "→" + rhodes + " 1899-05-20", "Сомов: " + rhodes + "→" + naples + " 1899-05-20"},
			"trip " + salonika + " 1899-05-20"},
		{"В мае 1899 г. Иван Лебедев выехал из Петербурга. Из Москвы ехали через Тулу, где стояли сутки, и 5 мая прибыли в Орёл.",
			[]string{"trip " + tula + " 1899-05-05", "trip " + orel + " 1899-05-05"},
			[]string{"Иван Лебедев: " + moscow + "→" + tula + " 1899-05-05", "Иван Лебедев: " + tula + "→" + orel + " 1899-05-05"},
			""},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.events)
		wantAll(t, "moves of «"+tt.text+"»", moveList(r), tt.moves)
		if tt.noEvent != "" && slices.Contains(eventList(r), tt.noEvent) {
			t.Errorf("events of «%s»: a town only passed by has no event, got %q", tt.text, tt.noEvent)
		}
	}
}

// Being at a landmark told with nothing else («к вечеру были в Зимнем
// дворце», «был в театре Сан-Карло», «была в театре Ла Скала») is a visit:
// a trip event there, the landmark named after the noun of its kind too.
// What was done there («был в Мариинском театре и пел Сусанина») keeps its
// own type, and being in a town stays what it was.
func TestStopsBeingAtALandmarkIsAVisit(t *testing.T) {
	for _, tt := range []struct{ text, want, notWant string }{
		{"В 1870 г. Петров жил в Неаполе. В мае 1871 г. он был в театре Сан-Карло.", "trip overlay:teatro-san-carlo 1871-05", ""},
		{"В 1880 г. Анна Орлова жила в Милане. 3 июня 1881 г. она была в театре Ла Скала.", "trip overlay:la-scala 1881-06-03", ""},
		{"В 1862 г. Сомов жил в Лондоне. Летом 1863 г. он был в Тауэре.", "trip overlay:tower-of-london 1863-22", ""},
		{"12 мая 1890 г. мы выехали из Гатчины, а к вечеру были в Зимнем дворце.", "trip overlay:winter-palace 1890-05-12", ""},
		{"В 1905 г. Иван Лебедев жил в Риге. В декабре он был в Мариинском театре и, как писали газеты, пел Сусанина.", "", "trip overlay:mariinsky-theatre 1905-12"},
		{"В 1880 г. Сомов жил в Москве. В 1883 г. он был в Женеве.", "", "trip geonames:2660646 1883"},
	} {
		r := extractText(t, tt.text)
		if tt.want != "" {
			wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
		}
		if tt.notWant != "" && slices.Contains(eventList(r), tt.notWant) {
			t.Errorf("events of «%s»: %q is not a visit", tt.text, tt.notWant)
		}
	}
}

// A gerund of staying or doing something at a place before the verb of the
// journey («поговев в Почаевской лавре, приехал в Житомир», «отдохнув в
// Ялте, уехала», «погостив у брата в Полтаве», «полечившись в
// Пятигорске») tells a stop where the traveller was: a trip event there,
// and the leg sets out from it.
func TestStopsGerundOfAStayBeforeTheJourney(t *testing.T) {
	for _, tt := range []struct {
		text        string
		stop, event string
		move        string
	}{
		{"В начале мая 1905 г., поговев в Почаевской лавре, Петров приехал в Житомир.",
			"trip overlay:pochaiv-lavra 1905-05-01/1905-05-10", "trip geonames:686967 1905-05-01/1905-05-10",
			"Петров: overlay:pochaiv-lavra→geonames:686967 1905-05-01/1905-05-10"},
		{"В начале мая 1905 г., отдохнув в Ялте, Анна Орлова уехала в Севастополь.",
			"trip geonames:688533 1905-05-01/1905-05-10", "trip geonames:694423 1905-05-01/1905-05-10",
			"Анна Орлова: geonames:688533→geonames:694423 1905-05-01/1905-05-10"},
		{"Летом 1899 г., погостив у брата в Полтаве, Иван Лебедев приехал в Харьков.",
			"trip geonames:696643 1899-22", "trip geonames:706483 1899-22",
			"Иван Лебедев: geonames:696643→geonames:706483 1899-22"},
		{"В июле 1880 г., полечившись в Пятигорске, Анна Орлова уехала в Тифлис.",
			"trip geonames:503550 1880-07", "trip geonames:611717 1880-07",
			"Анна Орлова: geonames:503550→geonames:611717 1880-07"},
		{"В августе 1880 г., помолившись в Троицкой лавре, Иван Петров приехал в Ярославль.",
			"trip overlay:trinity-lavra 1880-08", "trip geonames:468902 1880-08",
			"Иван Петров: overlay:trinity-lavra→geonames:468902 1880-08"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.stop, tt.event})
		wantExactly(t, "moves of «"+tt.text+"»", moveList(r), []string{tt.move})
	}
}

// A name after a noun of a town or a village («на станцию Маньчжурия», «в
// город Туркестан», «в село Крым») is that settlement, not the land or
// region of the same name; without the noun the land stays («в
// Туркестан»).
func TestStopsTownNounNamesASettlement(t *testing.T) {
	for _, tt := range []struct{ text, event, move string }{
		{"В июле 1903 г. Петров выехал из Харбина на станцию Маньчжурия.",
			"trip geonames:2035836 1903-07", "Петров: geonames:2037013→geonames:2035836 1903-07"},
		{"В 1864 г. Иван Лебедев выехал из Ташкента в город Туркестан.",
			"trip geonames:1517945 1864", "Иван Лебедев: geonames:1512569→geonames:1517945 1864"},
		{"Весной 1900 г. Анна Орлова выехала из Ростова в село Крым.",
			"trip geonames:540259 1900-21", "Анна Орлова: geonames:501175→geonames:540259 1900-21"},
		{"В 1864 г. Иван Лебедев выехал из Оренбурга в Туркестан.",
			"trip overlay:turkestan 1864", "Иван Лебедев: geonames:515003→overlay:turkestan 1864"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), []string{tt.event})
		wantExactly(t, "moves of «"+tt.text+"»", moveList(r), []string{tt.move})
	}
}

// A setting out that names no place («отряд тронулся в путь», «караван
// тронулся в путь», «оставил город и на лодке вышел в море»), under a
// diary heading that gives only the day, starts where the last heading put
// the traveller: a trip event there, dated by the entry.
func TestStopsSettingOutFromTheDiarysPlace(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"12 мая 1880 г. Казань. Приехали сюда вчера к ночи.\n\n14-го. В девять часов утра отряд тронулся в путь.\n", "trip geonames:551487 1880-05-14"},
		{"10 мая 1890 г. Тифлис. Сборы окончены.\n\n11 мая. Утром караван тронулся в путь.\n", "trip geonames:611717 1890-05-11"},
		{"1 августа 1857 г. Уральск. Жду лодку.\n\n2 августа. В девять часов вечера оставил город и на лодке вышел в море.\n", "trip geonames:608668 1857-08-02"},
		{"3 апреля 1873 г. Казалинск. Ждём верблюдов.\n\n5 апреля. На рассвете колонна выступила в поход.\n", "trip geonames:1522862 1873-04-05"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// A building named after the noun of its kind, gone to («водили в Лувр и в
// собор Нотр-Дам», «повели в музей Эрмитаж», «пошла в театр Ла Скала»), is
// a place visited like one named alone: a trip event of its own. Only a
// landmark of the name is meant: «в театр Панаева» names its owner, no
// town.
func TestStopsBuildingAfterTheNounOfItsKind(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
		not  string
	}{
		{"В мае 1890 г. мы приехали в Париж. Здесь нас водили в Лувр и в собор Нотр-Дам.",
			[]string{"trip overlay:louvre 1890-05", "trip overlay:notre-dame-de-paris 1890-05"}, ""},
		{"Весной 1900 г. Иван Петров приехал в Петербург. На другой день его повели в музей Эрмитаж.",
			[]string{"trip overlay:hermitage 1900-21"}, ""},
		{"В 1880 г. Анна Орлова приехала в Милан и в тот же вечер пошла в театр Ла Скала.",
			[]string{"trip overlay:la-scala 1880"}, ""},
		{"В 1895 г. Пётр Рябов приехал в Петербург и поступил в театр Панаева.",
			[]string{"relocation geonames:498817 1895"}, "geonames:787237"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.want)
		if tt.not != "" && slices.ContainsFunc(eventList(r), func(e string) bool { return strings.Contains(e, tt.not) }) {
			t.Errorf("events of «%s»: no event at %s, got %q", tt.text, tt.not, eventList(r))
		}
	}
}
