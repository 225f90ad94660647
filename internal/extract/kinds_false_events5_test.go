package extract

import (
	"slices"
	"testing"
)

// A word of letters or reports makes a text's datelines the headings of
// letters only in the title before the narrative begins («Из писем Сомова
// к брату», «(Из донесений агента)»): a heading then has the event of its
// writing. The same word in a narrative paragraph («корреспонденции его
// печатались в «Киевлянине»») tells of the person's writings, so a
// chronicle's datelines after it («ОДЕССА, 14 сентября 1910 г.») are only
// where the news came from, with no event of their own.
func TestFalseEventsLettersWordInNarrative(t *testing.T) {
	const tiflis, odessa = "geonames:611717", "geonames:698740"
	for _, tt := range []struct {
		text, event string
		want        bool
	}{
		{"Из писем Петра Сомова к брату\n\nI. Тифлис, 3 мая 1895 г.\n\nМилый брат! Всё по-прежнему.", "other " + tiflis + " 1895-05-03", true},
		{"П. Н. Сомов\n\n(Из писем к брату)\n\nТифлис, 3 мая 1895 г.\n\nМилый брат! Всё по-прежнему.", "other " + tiflis + " 1895-05-03", true},
		{"Из писем Петра Сомова к брату (1890–1896 гг.)\n\n[Сомов родился в 1860 г. в Казани и в 1888 г. переехал в Тифлис.]\n\nI. Тифлис, 3 мая 1895 г.\n\nМилый брат! Всё по-прежнему.", "other " + tiflis + " 1895-05-03", true},
		{"ХРОНИКА. П. Н. СОМОВ\n\nВ 1894 г. Сомов переехал в Киев; корреспонденции его печатались в киевских газетах.\n\nОДЕССА, 14 сентября 1910 г. Вчера на ипподроме Сомов поднялся на аэроплане.", "other " + odessa + " 1910-09-14", false},
		{"ХРОНИКА. П. Н. СОМОВ\n\nВ 1894 г. Сомов переехал в Киев, где писал отчёты для газет.\n\nТИФЛИС, 3 мая 1895 г. Вчера Сомов читал здесь лекцию.", "other " + tiflis + " 1895-05-03", false},
	} {
		got := eventList(extractText(t, tt.text))
		if slices.Contains(got, tt.event) != tt.want {
			t.Errorf("%s:\n got %q\nwant %q present: %v", tt.text, got, tt.event, tt.want)
		}
	}
}

// A military unit named by a town's adjective («19-й пехотный Костромской
// полк, стоявший в Житомире», «в Нарвском пехотном полку в Тифлисе», «с
// Красноводским отрядом стоял в Баку») bears the name wherever it serves:
// when the clause names where the unit is, nothing happens at the town
// that names it. The adjective alone in its clause still places the event
// («в рядах Гродненского гусарского полка участвовал в походе», «вступил
// в Костромской полк»: joining, no journey there), and a town's committee
// is in its town.
func TestFalseEventsTownNamedUnit(t *testing.T) {
	const zhitomir, tiflis, baku, grodno, kiev, kostroma = "geonames:686967", "geonames:611717", "geonames:587084", "geonames:627904", "geonames:703448", "geonames:543878"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1905 г. Пётр Сомов зачислен рядовым в 19-й пехотный Костромской полк, стоявший в Житомире.", []string{"other " + zhitomir + " 1905"}},
		{"В 1877 г. Пётр Сомов служил в Нарвском пехотном полку в Тифлисе.", []string{"other " + tiflis + " 1877"}},
		{"В 1871 г. Пётр Сомов с Красноводским отрядом стоял в Баку.", []string{"trip " + baku + " 1871"}},
		// Near-misses: the unit's town is the clause's only place; a
		// committee.
		{"В 1863 г. Пётр Сомов в рядах Гродненского гусарского полка участвовал в походе.", []string{"other " + grodno + " 1863"}},
		{"В 1905 г. Пётр Сомов вступил в Костромской полк.", []string{"other " + kostroma + " 1905"}},
		{"В 1905 г. Пётр Сомов вступил в Киевский комитет партии.", []string{"other " + kiev + " 1905"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
	// Nor is the town the unit is named by a journey's goal.
	r := extractText(t, "В 1871 г. Пётр Сомов жил в Ярославле. Осенью того же года он поступил вольноопределяющимся в Нежинский полк.")
	wantExactly(t, "movements", moveList(r), nil)
}

// A paper handed in to an office or a society («(Представлен в Киевское
// общество древностей)», «сведений …, представленных в Департамент
// полиции», «представил в … общество отчёт») is submitted there: no
// place is represented, whatever the title's places. A place's body
// represented at a congress («был представлен Киевский комитет») stays a
// representation, and one presented to a person an audience.
func TestFalseEventsPaperHandedIn(t *testing.T) {
	const kiev, london, petersburg = "geonames:703448", "geonames:2643743", "geonames:498817"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"ОТЧЁТ о раскопках, произведённых в 1899 г. в Киеве (Представлен в Киевское общество древностей)", []string{"other " + kiev + " 1899"}},
		{"Из сведений Енисейского губернского жандармского управления, представленных в Департамент полиции. Красноярск, 5 мая 1914 г.", nil},
		{"В 1899 г. Пётр Сомов представил в Киевское общество древностей отчёт о раскопках.", []string{"other " + kiev + " 1899"}},
		// Near-misses: a committee represented; an audience.
		{"На съезде 1903 г. в Лондоне был представлен Киевский комитет.", []string{"congress " + london + " 1903", "representation " + kiev + " 1903"}},
		{"В 1906 г. Пётр Сомов был представлен государю в Петербурге.", []string{"meeting " + petersburg + " 1906"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A province named in the genitive right after an institution that a
// town's adjective locates («в Боровское уездное уч-ще Калужской губ.»,
// «в Тульскую гимназию Тульской губернии», «в Шуйском уездном
// казначействе Владимирской губернии») only says where the town is: the
// one event is at the town, not a second one at the province. A province
// told apart, with a verb of its own, keeps its event.
func TestFalseEventsProvinceAfterInstitution(t *testing.T) {
	const borovsk, tula, shuya, kalugaGov = "geonames:572070", "geonames:480562", "geonames:493231", "overlay:kaluga-governorate"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В янв. 1880 г. Пётр Сомов назначен учителем в Боровское уездное уч-ще Калужской губ.", []string{"school " + borovsk + " 1880-01"}},
		{"В 1880 г. Пётр Сомов поступил в Тульскую гимназию Тульской губернии.", []string{"school " + tula + " 1880"}},
		{"В 1890 г. Пётр Сомов служил в Шуйском уездном казначействе Владимирской губернии.", []string{"other " + shuya + " 1890"}},
		// Near-miss: the province is the goal of another clause.
		{"В 1880 г. Пётр Сомов поступил в Тульскую гимназию; в 1885 г. уехал в Калужскую губ.", []string{"school " + tula + " 1880", "trip " + kalugaGov + " 1885"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A land followed, after a comma, by a smaller land inside it named with
// its own preposition («ездил в Карпаты, на Гуцульщину», «уехал на
// Кавказ, в Кахетию») is one goal told more precisely: one event, at the
// smaller land, and no leg from the one to the other. Two lands side by
// side («в Германию, во Францию», «в Крым, на Кавказ») stay a list.
func TestFalseEventsLandNarrowedByItsPart(t *testing.T) {
	const hutsul, kakheti, germany, france, crimea, caucasus = "overlay:hutsulshchyna", "region:GE-KA", "country:DE", "country:FR", "overlay:crimea", "overlay:caucasus"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Летом 1910 г. Пётр Сомов ездил в Карпаты, на Гуцульщину.", []string{"trip " + hutsul + " 1910-22"}},
		{"В 1905 г. Пётр Сомов уехал на Кавказ, в Кахетию.", []string{"trip " + kakheti + " 1905"}},
		// Near-misses: lands side by side.
		{"В 1905 г. Пётр Сомов ездил в Германию, во Францию.", []string{"trip " + germany + " 1905", "trip " + france + " 1905"}},
		{"Летом 1910 г. Пётр Сомов ездил в Крым, на Кавказ.", []string{"trip " + crimea + " 1910-22", "trip " + caucasus + " 1910-22"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
		if len(tt.want) == 1 && len(r.Movements) != 0 {
			t.Errorf("%s: legs %q, want none", tt.text, moveList(r))
		}
	}
}

// A land cut short («в Якутскую обл.») or a town after its settlement
// noun cut short («в г. Верхоянск», «в г. Никольск») still stands in
// apposition: «в Якутскую обл., в г. Верхоянск» is one goal, the town,
// and the town of that name inside the land is the one meant (Nikolsk
// of Vologda, not its namesake on the Volga). Two towns after «в г.»
// stay a list.
func TestFalseEventsAppositionCutShort(t *testing.T) {
	const verkhoyansk, nikolsk, tula, kaluga = "geonames:2013465", "geonames:521773", "geonames:480562", "geonames:553915"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В январе 1903 г. Особым совещанием определено: «выслать Сомова в Якутскую обл., в г. Верхоянск, под гласный надзор полиции».", []string{"relocation " + verkhoyansk + " 1903-01"}},
		{"В 1880 г. Пётр Сомов был выслан в Якутскую обл., в Верхоянск.", []string{"relocation " + verkhoyansk + " 1880"}},
		{"В 1880 г. Пётр Сомов был выслан в Вологодскую губ., в г. Никольск.", []string{"relocation " + nikolsk + " 1880"}},
		// Near-miss: two towns.
		{"В 1880 г. Пётр Сомов ездил в г. Тулу, в г. Калугу.", []string{"trip " + tula + " 1880", "trip " + kaluga + " 1880"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// Things left behind at a place («Картины и имущество художника остались
// в Мюнхене и Мурнау», «всё остальное осталось в Москве», «рукописи его
// остались в Калуге») place no one: the verb of remaining has a thing for
// its subject, and nothing happens there. A person, a relative or a
// family who stays («жена осталась в Калуге», «Сомов остался в Калуге»)
// keeps the event.
func TestFalseEventsThingsLeftBehind(t *testing.T) {
	const moscow, stockholm, tula, kaluga = "geonames:524901", "geonames:2673730", "geonames:480562", "geonames:553915"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В декабре 1914 г. Пётр Сомов уехал в Москву. Картины и имущество художника остались в Мюнхене и Мурнау.", []string{"trip " + moscow + " 1914-12"}},
		{"В январе 1918 г. мы уехали в Стокгольм. С собой у нас было несколько чемоданов; всё остальное осталось в Москве.", []string{"trip " + stockholm + " 1918-01"}},
		{"В 1900 г. Пётр Сомов уехал в Тулу; рукописи его остались в Калуге.", []string{"trip " + tula + " 1900"}},
		// Near-misses: people stay.
		{"В 1900 г. Пётр Сомов уехал в Тулу; жена осталась в Калуге.", []string{"trip " + tula + " 1900", "other " + kaluga + " 1900"}},
		{"В 1900 г. Пётр Сомов уехал в Тулу, а семья осталась в Калуге.", []string{"trip " + tula + " 1900", "other " + kaluga + " 1900"}},
		{"В 1900 г. Пётр Сомов остался в Калуге.", []string{"other " + kaluga + " 1900"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}
