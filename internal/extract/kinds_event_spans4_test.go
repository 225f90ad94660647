package extract

import "testing"

// A yearless dateline after the place it was written at («Мерв, 24
// сентября.», «НИЖНИЙ НОВГОРОД, 9 июля.») opens the next entry of a diary
// or a chronicle: a year the entry before recalled («где в январе 1881 г.
// Скобелев взял крепость», «ещё в 1867 году») does not date it; the
// previous dateline's year does, and the entry's «вчера» counts from it. A
// yearless date inside the entry that recalled the year stays in that
// year.
func TestSpansDatelineAfterRecalledYear(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Тула, 3 мая 1888 г. Выехал из Москвы вчера.\n\nОрёл, 8 мая. Видел развалины, где в январе 1861 г. сгорела крепость.\n\nКурск, 12 мая. Вчера приехал сюда из Орла.",
			[]string{"3 мая 1888 г.=1888-05-03", "вчера.=1888-05-02", "8 мая=1888-05-08", "в январе 1861 г.=1861-01", "12 мая=1888-05-12", "Вчера=1888-05-11"}},
		{"Казань, 2 июля 1895 г. Приехал сюда вчера.\n\nСамара, 6 июля. Здесь, ещё в 1867 году, жил мой дядя.\n\nНижний Новгород, 9 июля. Третьего дня вернулся сюда из Самары.",
			[]string{"2 июля 1895 г.=1895-07-02", "вчера.=1895-07-01", "6 июля=1895-07-06", "в 1867 году=1867", "9 июля=1895-07-09", "Третьего дня=1895-07-07"}},
		{"ОДЕССА, 2 июля 1895 г. Пароход пришёл утром.\n\nКИЕВ, 6 июля. В мае 1870 г. здесь был пожар.\n\nХАРЬКОВ, 9 июля. Вчера прибыл поезд.",
			[]string{"2 июля 1895 г.=1895-07-02", "6 июля=1895-07-06", "В мае 1870 г.=1870-05", "9 июля=1895-07-09", "Вчера=1895-07-08"}},
		// Inside the entry that recalled it, the year goes on.
		{"Саратов, 14 июля 1895 г. В мае 1870 г. здесь был пожар. 20 мая сгорел и собор.",
			[]string{"14 июля 1895 г.=1895-07-14", "В мае 1870 г.=1870-05", "20 мая=1870-05-20"}},
		// A later year given in full is the dateline's own.
		{"Тула, 3 мая 1888 г. Выехал из Москвы.\n\nОрёл, 8 мая. В январе 1861 г. здесь сгорела крепость.\n\nКурск, 12 мая 1889 г. Приехал сюда.",
			[]string{"3 мая 1888 г.=1888-05-03", "8 мая=1888-05-08", "В январе 1861 г.=1861-01", "12 мая 1889 г.=1889-05-12"}},
	} {
		wantExactly(t, tt.text, dateList(extractText(t, tt.text)), tt.want)
	}
}

// A double date whose old style is in December and whose new style is in
// January («ВАРШАВА, 21 декабря (3 января).») crosses the new year: the
// new style, which is the date, is of the year after the old style's, and
// the yearless dates after it go on in that year. A year written in the
// brackets only («21 декабря (3 января 1919 г.)») is the new style's; a
// double date within one year is unchanged.
func TestSpansDoubleDateAcrossNewYear(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"ВАРШАВА, 12 (25) декабря 1918 г. Сегодня сюда прибыл Сомов.\n\nВАРШАВА, 21 декабря (3 января). Третьего дня Сомов уехал в Познань.\n\nПОЗНАНЬ, 3 (16) января. Сегодня Сомов выступил в театре.",
			[]string{"12 (25) декабря 1918 г.=1918-12-25", "Сегодня=1918-12-25", "21 декабря (3 января)=1919-01-03", "Третьего дня=1919-01-01", "3 (16) января=1919-01-16", "Сегодня=1919-01-16"}},
		{"В мае 1905 г. Анна Белова жила в Томске. 20 декабря (2 января) она выехала в Омск.",
			[]string{"В мае 1905 г.=1905-05", "20 декабря (2 января)=1906-01-02"}},
		{"Пётр Сомов прибыл в Киев 21 декабря (3 января 1919 г.).",
			[]string{"21 декабря (3 января 1919 г.)=1919-01-03"}},
		{"Пётр Сомов прибыл в Варшаву 21 декабря 1918 г. (3 января 1919 г.).",
			[]string{"21 декабря 1918 г. (3 января 1919 г.)=1919-01-03"}},
		{"Пётр Сомов прибыл в Киев 5 мая (18 мая 1920 г.).",
			[]string{"5 мая (18 мая 1920 г.)=1920-05-18"}},
		{"В мае 1905 г. Анна Белова жила в Томске. 5 (18) декабря она выехала в Омск.",
			[]string{"В мае 1905 г.=1905-05", "5 (18) декабря=1905-12-18"}},
	} {
		wantExactly(t, tt.text, dateList(extractText(t, tt.text)), tt.want)
	}
}

// A leg set out on in one entry of a diary («Сегодня вечером уходим в
// Константинополь.», «Завтра отплываем в Самару.») whose arrival the next
// entry tells by its verb alone, first under its heading line («14
// апреля. Константинополь. ¶ Пришли на рассвете.»), is one leg told
// twice: it runs from the setting out to the heading's day, and the event
// at the goal is the arrival's, a trip on that day. An arrival told by
// another subject («Прибыл сюда вечером командир корпуса») is not the
// writer's: the writer's leg keeps its day.
func TestSpansArrivalUnderHeadingLine(t *testing.T) {
	const odessa, moscow, constantinople = "geonames:698740", "geonames:524901", "geonames:745044"
	const kazan, samara, tula, kaluga = "geonames:551487", "geonames:499099", "geonames:480562", "geonames:553915"
	for _, tt := range []struct {
		text         string
		moves, event []string
	}{
		{"12 апреля 1907 г. Одесса.\nВчера утром приехали из Москвы. Сегодня в пять вечера уходим в Константинополь.\n\n14 апреля. Константинополь.\nПришли на рассвете. Весь день бродили по Стамбулу.",
			[]string{"Рассказчик: " + moscow + "→" + odessa + " 1907-04-11", "Рассказчик: " + odessa + "→" + constantinople + " 1907-04-12/1907-04-14"},
			[]string{"trip " + odessa + " 1907-04-11", "trip " + constantinople + " 1907-04-14"}},
		{"12 апреля 1907 г. Одесса.\nВчера утром приехали из Москвы. Сегодня в пять вечера уходим в Константинополь.\n\n14 апреля. Константинополь.\nПрибыли сюда вечером. Весь день бродили по Стамбулу.",
			[]string{"Рассказчик: " + moscow + "→" + odessa + " 1907-04-11", "Рассказчик: " + odessa + "→" + constantinople + " 1907-04-12/1907-04-14"},
			[]string{"trip " + odessa + " 1907-04-11", "trip " + constantinople + " 1907-04-14"}},
		{"Казань, 12 июня 1890 г.\nПароход стоит у пристани. Завтра отплываем в Самару.\n\nСамара, 15 июня.\nПрибыли утром. Город пыльный и шумный.",
			[]string{"Рассказчик: " + kazan + "→" + samara + " 1890-06-13/1890-06-15"},
			[]string{"trip " + kazan + " 1890-06-12", "trip " + samara + " 1890-06-15"}},
		{"3 мая 1887 г. Тула.\nВесь день шёл дождь. Сегодня вечером выезжаем в Калугу.\n\n5 мая. Калуга.\nПриехали ночью, остановились в гостинице.",
			[]string{"Рассказчик: " + tula + "→" + kaluga + " 1887-05-03/1887-05-05"},
			[]string{"trip " + kaluga + " 1887-05-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
		wantExactly(t, tt.text, eventList(r), tt.event)
	}
	text := "12 апреля 1907 г. Одесса.\nВчера утром приехали из Москвы. Сегодня в пять вечера уходим в Константинополь.\n\n14 апреля. Константинополь.\nПрибыл сюда вечером командир корпуса."
	wantExactly(t, text, movesOf(extractText(t, text), "Рассказчик"), []string{
		"Рассказчик: " + moscow + "→" + odessa + " 1907-04-11", "Рассказчик: " + odessa + "→" + constantinople + " 1907-04-12",
	})
}

// A plan of the next stage told without a verb, opening its clause with a
// day counted from the entry's («Завтра по железной дороге в Иерусалим.»,
// «Послезавтра пароходом в Таганрог.», «Завтра — дальше, в Тифлис.»), is a
// told departure: the leg to that goal, whose arrival a later entry
// tells, starts on that day, not on the day of the entry that placed the
// writer at the origin. A day already past («Вчера — в Тифлис» is no
// plan) or a clause with a verb of its own is not such a plan.
func TestSpansVerblessSettingOut(t *testing.T) {
	const jaffa, jerusalem, alexandria = "geonames:293253", "geonames:281184", "geonames:361058"
	const rostov, taganrog, moscow, tiflis = "geonames:501175", "geonames:484907", "geonames:524901", "geonames:611717"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"26 апреля 1907 г. Яффа.\nНочью пришли из Александрии. Апельсиновые сады, песок, минареты. Завтра по железной дороге в Иерусалим.\n\n29 апреля. Иерусалим.\nПриехали третьего дня к вечеру. Камень, камень и камень.",
			[]string{"Рассказчик: " + alexandria + "→" + jaffa + " 1907-04-26", "Рассказчик: " + jaffa + "→" + jerusalem + " 1907-04-27"}},
		{"Ростов, 3 мая 1890 г.\nВесь день дождь. Послезавтра пароходом в Таганрог.\n\nТаганрог, 9 мая.\nВчера приехали сюда. Море мутное.",
			[]string{"Рассказчик: " + rostov + "→" + taganrog + " 1890-05-05/1890-05-08"}},
		{"Москва, 11 сентября 1888 г. Разрешение получено. Завтра — дальше, в Тифлис.\n\nТифлис, 16 сентября. Вчера поздно вечером добрался сюда.",
			[]string{"Рассказчик: " + moscow + "→" + tiflis + " 1888-09-12/1888-09-15"}},
		// No plan: the leg runs from the entry at the origin.
		{"Ростов, 3 мая 1890 г.\nВесь день дождь. Пароход в Таганрог ходит по пятницам.\n\nТаганрог, 9 мая.\nВчера приехали сюда. Море мутное.",
			[]string{"Рассказчик: " + rostov + "→" + taganrog + " 1890-05-03/1890-05-08"}},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), tt.moves)
	}
}

// A yearless day of November or December told in the past in an entry or
// letter headed in January or February («Рим, 2 января 1876 г. …
// Приехали сюда из Ниццы 18 декабря») is of the year before: the writer
// looks back across the new year, and the entry's year goes on after it.
// A heading later in the year, a narrative's date opening a paragraph,
// and a coming day stay in the heading's year.
func TestSpansEntryLooksBackAcrossNewYear(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Рим, 2 января 1876 г.\nМы здесь уже третью неделю. Приехали сюда из Ниццы 18 декабря, переночевав в Генуе.\n\nРим, 10 января. Вчера были в Ватикане.",
			[]string{"2 января 1876 г.=1876-01-02", "18 декабря=1875-12-18", "10 января=1876-01-10", "Вчера=1876-01-09"}},
		{"Киев, 5 февраля 1890 г.\nВернулся из Москвы 28 ноября и сижу дома. 20 февраля поеду в Одессу.",
			[]string{"5 февраля 1890 г.=1890-02-05", "28 ноября=1889-11-28", "20 февраля=1890-02-20"}},
		{"Киев, 5 марта 1890 г.\nВернулся из Москвы 28 ноября и сижу дома.",
			[]string{"5 марта 1890 г.=1890-03-05", "28 ноября=1890-11-28"}},
		{"5 января 1890 г. в Киеве открылась выставка. 20 декабря она закрылась.",
			[]string{"5 января 1890 г.=1890-01-05", "20 декабря=1890-12-20"}},
	} {
		wantExactly(t, tt.text, dateList(extractText(t, tt.text)), tt.want)
	}
}

// A part of a month with «сего» before the month («в середине сего
// января», «в конце сего марта», official papers' «of this January») is
// that third of the month in the writer's year, as «в середине января»
// is; «в начале сего месяца» and «19 сего апреля» stay as they were.
func TestSpansPartOfThisMonth(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1906 г. Сомов жил в Чите. В середине сего января он был арестован в Иркутске.",
			[]string{"В 1906 г.=1906", "В середине сего января=1906-01-11/1906-01-20"}},
		{"В 1906 г. Сомов жил в Чите. В конце сего марта он бежал из Иркутска.",
			[]string{"В 1906 г.=1906", "В конце сего марта=1906-03-21/1906-03-31"}},
		{"Томск, 2 мая 1899 г. В начале сего апреля Сомов прибыл в Томск.",
			[]string{"2 мая 1899 г.=1899-05-02", "В начале сего апреля=1899-04-01/1899-04-10"}},
		{"Томск, 2 мая 1899 г. 19 сего апреля Сомов прибыл в Томск.",
			[]string{"2 мая 1899 г.=1899-05-02", "19 сего апреля=1899-04-19"}},
		{"В 1906 г. Сомов жил в Чите. В середине января он был арестован в Иркутске.",
			[]string{"В 1906 г.=1906", "В середине января=1906-01-11/1906-01-20"}},
	} {
		wantExactly(t, tt.text, dateList(extractText(t, tt.text)), tt.want)
	}
}
