package extract

import "testing"

// A route whose stops passed on the way are told in the clause of the
// departure, dated by its day («11-го выехал из Москвы и через Серпухов
// пустился в дорогу»), and whose end a later clause tells with a day of its
// own («вчера утром поезд доставил меня сюда»): the stops were reached
// between the two, so every leg of the route runs from the departure to
// the arrival, not only the last. An arrival dated by a part of a month,
// a goal named in the departure's clause (not passed on the way), and an
// arrival that is a journey of its own keep their dates.
func TestSpansRoutePassedRunsToArrival(t *testing.T) {
	const moscow, serpukhov, tula, orel = "geonames:524901", "geonames:496527", "geonames:480562", "geonames:515012"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Тула, 20 мая 1905 г.\n\n11-го выехал из Москвы и через Серпухов пустился в дорогу; вчера утром поезд доставил меня сюда.",
			[]string{"Рассказчик: " + moscow + "→" + serpukhov + " 1905-05-11/1905-05-19", "Рассказчик: " + serpukhov + "→" + tula + " 1905-05-11/1905-05-19"}},
		{"Орёл, 20 мая 1905 г.\n\n11-го мы выехали из Москвы и через Серпухов и Тулу пустились в путь; вчера вечером прибыли сюда.",
			[]string{"Рассказчик: " + moscow + "→" + serpukhov + " 1905-05-11/1905-05-19", "Рассказчик: " + serpukhov + "→" + tula + " 1905-05-11/1905-05-19", "Рассказчик: " + tula + "→" + orel + " 1905-05-11/1905-05-19"}},
		// Near misses: the arrival dated by a part of the month.
		{"Тула, 20 мая 1905 г.\n\n11-го выехал из Москвы и через Серпухов пустился в дорогу; в середине мая прибыл сюда.",
			[]string{"Рассказчик: " + moscow + "→" + serpukhov + " 1905-05-11", "Рассказчик: " + serpukhov + "→" + tula + " 1905-05-11/1905-05-20"}},
		// A goal of the departure's clause, not a stop passed.
		{"Тула, 20 мая 1905 г.\n\n11-го выехал из Москвы в Серпухов; вчера утром поезд доставил меня сюда.",
			[]string{"Рассказчик: " + moscow + "→" + serpukhov + " 1905-05-11", "Рассказчик: " + serpukhov + "→" + tula + " 1905-05-19"}},
		{"Пётр Сомов 11 мая 1905 г. выехал из Москвы в Серпухов, а 15 мая прибыл в Тулу.",
			[]string{"Пётр Сомов: " + moscow + "→" + serpukhov + " 1905-05-11", "Пётр Сомов: " + serpukhov + "→" + tula + " 1905-05-15"}},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), tt.want)
	}
}

// Being at the writer's place after a journey told in the clause before
// («выехали из Москвы 11 мая, ехали через Серпухов и 15-го утром были
// здесь») is the arrival: the legs run from the departure to the day of
// the clause that puts the traveller here. Being here told in a sentence
// of its own, denied («ещё не были здесь»), or after no journey («жили в
// Москве, а 15-го были здесь») ends no way.
func TestSpansBeenHereEndsTheWay(t *testing.T) {
	const moscow, serpukhov, tula, orel = "geonames:524901", "geonames:496527", "geonames:480562", "geonames:515012"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Тула, 20 мая 1905 г.\n\nМы выехали из Москвы 11 мая, ехали через Серпухов и 15-го утром были здесь.",
			[]string{"Рассказчик: " + moscow + "→" + serpukhov + " 1905-05-11/1905-05-15", "Рассказчик: " + serpukhov + "→" + tula + " 1905-05-11/1905-05-15"}},
		{"Тула, 20 мая 1905 г.\n\nМы выехали из Москвы 11 мая и 15-го утром были здесь.",
			[]string{"Рассказчик: " + moscow + "→" + tula + " 1905-05-11/1905-05-15"}},
		{"Орёл, 20 мая 1905 г.\n\nПётр Сомов выехал из Москвы 11 мая и 16-го был уже тут.",
			[]string{"Пётр Сомов: " + moscow + "→" + orel + " 1905-05-11/1905-05-16"}},
		// Near misses.
		{"Тула, 20 мая 1905 г.\n\nМы выехали из Москвы 11 мая. 15-го мы были здесь.",
			[]string{"Рассказчик: " + moscow + "→" + tula + " 1905-05-11"}},
		{"Тула, 20 мая 1905 г.\n\nМы выехали из Москвы 11 мая, но 15-го ещё не были здесь.",
			[]string{"Рассказчик: " + moscow + "→" + tula + " 1905-05-11"}},
		{"Тула, 20 мая 1905 г.\n\nЗимой мы жили в Москве, а 15-го были здесь на ярмарке.",
			nil},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), tt.want)
	}
}

// Under a dated heading, being here after a departure told in the same
// clause with its own day («Москва, 11 сентября. Вчера вечером выехал из
// Твери и утром был здесь») reaches the heading's place as «прибыл сюда»
// does: the leg runs from the departure's day to the entry's. A clause
// whose being is elsewhere keeps the leg from the last entry.
func TestSpansBeenHereUnderHeading(t *testing.T) {
	const tver, moscow = "geonames:480060", "geonames:524901"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Тверь, 4 сентября 1888 г. Сегодня обедал с офицерами.\n\nМосква, 11 сентября. Вчера вечером выехал из Твери и утром был здесь.",
			[]string{"Рассказчик: " + tver + "→" + moscow + " 1888-09-10/1888-09-11"}},
		{"Тверь, 4 сентября 1888 г. Сегодня обедал с офицерами.\n\nМосква, 11 сентября. Вчера мы выехали из Твери и к ночи были уже тут.",
			[]string{"Рассказчик: " + tver + "→" + moscow + " 1888-09-10/1888-09-11"}},
		// As an arrival told by its verb.
		{"Тверь, 4 сентября 1888 г. Сегодня обедал с офицерами.\n\nМосква, 11 сентября. Вчера вечером выехал из Твери и утром прибыл сюда.",
			[]string{"Рассказчик: " + tver + "→" + moscow + " 1888-09-10/1888-09-11"}},
		// Near miss: the being is at another place.
		{"Тверь, 4 сентября 1888 г. Сегодня обедал с офицерами.\n\nМосква, 11 сентября. Позавчера выехал из Твери, а вчера был в Клину.",
			[]string{"Рассказчик: " + tver + "→" + moscow + " 1888-09-04/1888-09-09"}},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), tt.want)
	}
}

// A winter whose two years follow it set off by a comma («следующую зиму,
// 1905–1906 гг.,», «Зимой, в 1905–1906 гг.,») is one date, the winter of
// the first year, as «зимой 1905–1906 гг.» is: the stay is dated by the
// winter, not by the two whole years. Years that are not one winter's
// («Зимой, в 1905–1908 гг.») and another season stay apart.
func TestSpansWinterYearsAfterComma(t *testing.T) {
	const nice, menton = "geonames:2990440", "geonames:2994497"
	for _, tt := range []struct {
		text          string
		dates, events []string
	}{
		{"Зиму 1904–1905 гг. Пётр Сомов провёл в Ницце, а следующую зиму, 1905–1906 гг., в Ментоне.",
			[]string{"Зиму 1904–1905 гг.=1904-24", "зиму, 1905–1906 гг.=1905-24"},
			[]string{"trip " + nice + " 1904-24", "trip " + menton + " 1905-24"}},
		{"Зимой, в 1905–1906 гг., Пётр Сомов жил в Ницце.",
			[]string{"Зимой, в 1905–1906 гг.=1905-24"},
			[]string{"relocation " + nice + " 1905-24"}},
		// Near misses.
		{"Зимой, в 1905–1908 гг., Пётр Сомов жил в Ницце.",
			[]string{"Зимой=1905-24", "в 1905–1908 гг.=1905/1908"},
			[]string{"relocation " + nice + " 1905/1908"}},
		{"Летом, в 1905–1906 гг., Пётр Сомов жил в Ницце.",
			[]string{"Летом=1905-22", "в 1905–1906 гг.=1905/1906"},
			[]string{"relocation " + nice + " 1905/1906"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, dateList(r), tt.dates)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}
