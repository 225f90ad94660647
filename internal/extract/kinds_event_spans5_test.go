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
