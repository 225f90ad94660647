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

// Under a letter's or a diary's heading standing alone, an arrival at
// the heading's place named again («в середине октября заехал в
// Москву», «Осенью мы перебрались в Париж», «вернулся в Вологду») is
// dated by its own clause, not spanned up to the heading's day: the
// clause says when the writer got there. One told by «сюда» with no verb
// of arrival («меня перевезли сюда в середине октября») still runs up to
// the heading's day.
func TestIntervalsArrivalAtHeadingPlaceNamed(t *testing.T) {
	const kiev, kazan, moscow = "geonames:703448", "geonames:551487", "geonames:524901"
	const geneva, paris = "geonames:2660646", "geonames:2988507"
	const vologda, arkhangelsk = "geonames:472459", "geonames:581049"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"Киев, 1 августа 1889 г.\nЖиву тихо, пишу образа.\n\nМосква, 1 ноября 1889 г.\nВ сентябре я уехал из Киева в Казань, к больному отцу. Пробыв у него месяц, я на обратном пути, в середине октября, заехал в Москву на несколько дней.\n",
			[]string{"Рассказчик: " + kiev + "→" + kazan + " 1889-09", "Рассказчик: " + kazan + "→" + moscow + " 1889-10-11/1889-10-20"}},
		{"Женева, 1 марта 1869 г.\nЖивём здесь тихо.\n\nПариж, 20 декабря 1869 г.\nОсенью мы наконец перебрались в Париж. Остановились пока в гостинице.\n",
			[]string{"Рассказчик: " + geneva + "→" + paris + " 1869-23"}},
		{"1 мая 1903 г. Вологда.\nСегодня приехал сюда.\n\n29 сентября 1903 г. Вологда.\nЛетом бродил по северу, морем добрался до Архангельска и оттуда вернулся в Вологду.\n",
			[]string{"Рассказчик: " + vologda + "→" + arkhangelsk + " 1903-22", "Рассказчик: " + arkhangelsk + "→" + vologda + " 1903-22"}},
		// Near miss: «сюда», the writer only says they were brought by then.
		{"Казань, 1 августа 1889 г.\nЖиву тихо.\n\nМосква, 1 ноября 1889 г.\nИз Казани меня перевезли сюда в середине октября.\n",
			[]string{"Рассказчик: " + kazan + "→" + moscow + " 1889-10-11/1889-11-01"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
	}
}

// Under a letter's heading, a leg a verb of departure takes «сюда» to
// («В конце сентября я уехал из Киева сюда», «Весной я уехал из
// Петрограда сюда») is dated by its clause, the whole way: not spanned
// up to the heading's day. A leg of transport told by «сюда» («меня
// перевезли сюда в конце сентября») still is.
func TestIntervalsDepartureHitherUnderHeading(t *testing.T) {
	const kiev, odessa, petrograd, orenburg = "geonames:703448", "geonames:698740", "geonames:498817", "geonames:515003"
	for _, tt := range []struct {
		text string
		move string
	}{
		{"Киев, 1 августа 1885 г.\nЖиву тихо.\n\nОдесса, 3 октября 1885 г.\nВ конце сентября я уехал из Киева сюда в надежде найти заказ.\n",
			"Рассказчик: " + kiev + "→" + odessa + " 1885-09-21/1885-09-30"},
		{"Оренбург, 28 июля 1917 г.\nВесной я уехал из Петрограда сюда: с марта я служу здесь.\n",
			"Рассказчик: " + petrograd + "→" + orenburg + " 1917-21"},
		{"Киев, 1 августа 1885 г.\nЖиву тихо.\n\nОдесса, 3 октября 1885 г.\nВ конце сентября Пётр Сомов выехал сюда из Киева.\n",
			"Пётр Сомов: " + kiev + "→" + odessa + " 1885-09-21/1885-09-30"},
		// Near miss: brought here, the writer only says by when.
		{"Киев, 1 августа 1885 г.\nЖиву тихо.\n\nОдесса, 3 октября 1885 г.\nИз Киева меня перевезли сюда в конце сентября.\n",
			"Рассказчик: " + kiev + "→" + odessa + " 1885-09-21/1885-10-03"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), []string{tt.move})
	}
}
