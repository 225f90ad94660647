package extract

import "testing"

// A stop passed on the way in the sentence that dates the setting out
// («2 мая выехал в Тулу, а оттуда, через Орёл, двинулся на юг. 9 мая
// прибыл в Харьков») keeps the date of its sentence, and so does the
// leg to the goal set out for: only the leg on from the last stop runs
// from the setting out to the later arrival. A stretch of stops told in
// a sentence with no date of its own («Через Тулу и Орёл его везли…»)
// still spans the dates around it.
func TestIntervalsStopPassedInDatedSentence(t *testing.T) {
	const moscow, tula, orel, kharkov = "geonames:524901", "geonames:480562", "geonames:515012", "geonames:706483"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"В 1891 г. Пётр Сомов жил в Москве. 2 мая 1892 г. он выехал в Тулу, а оттуда, через Орёл, двинулся на юг. 9 мая он прибыл в Харьков.",
			[]string{"Пётр Сомов: " + moscow + "→" + tula + " 1892-05-02", "Пётр Сомов: " + tula + "→" + orel + " 1892-05-02",
				"Пётр Сомов: " + orel + "→" + kharkov + " 1892-05-02/1892-05-09"}},
		{"В 1891 г. Пётр Сомов жил в Москве. 2 мая 1892 г. он уехал поездом в Тулу, а оттуда верхом, через Орёл, направился к границе губернии. 9 мая он переправился через реку и вошёл в Харьков.",
			[]string{"Пётр Сомов: " + moscow + "→" + tula + " 1892-05-02", "Пётр Сомов: " + tula + "→" + orel + " 1892-05-02",
				"Пётр Сомов: " + orel + "→" + kharkov + " 1892-05-02/1892-05-09"}},
		// Near miss: the stops are told in a sentence without a date;
		// they lie between the setting out and the arrival.
		{"В 1891 г. Пётр Сомов жил в Москве. 28 апреля 1892 г. он отправлен далее на Тулу. Через Тулу и Орёл его везли две недели, а в Харьков он был доставлен 12 мая.",
			[]string{"Пётр Сомов: " + moscow + "→" + tula + " 1892-04-28", "Пётр Сомов: " + tula + "→" + orel + " 1892-04-28/1892-05-12",
				"Пётр Сомов: " + orel + "→" + kharkov + " 1892-05-12"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
	}
}
