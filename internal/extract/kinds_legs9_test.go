package extract

import "testing"

// Stops passed on the way to a goal whose leg runs from the setting out to
// an arrival the same clause dates («Весной 1905 г. он выехал из Варны
// через Вену и Варшаву и 5 мая прибыл в Вильну») have no date of their
// own: the legs to and from them lie between the same two dates as the
// leg to the goal, not on the setting out's date alone. An arrival told
// after the goal, in a clause of its own («…в Харьков, куда прибыл в
// начале 1893 г.»), dates that last leg alone, and a goal reached on the
// way («в Тулу, оттуда через Орёл в Курск и в июле достиг Харькова»)
// keeps the stops before it on the setting out's date.
func TestLegsStopsShareArrivalSpan(t *testing.T) {
	const moscow, tula, orel, kharkov, kursk = "geonames:524901", "geonames:480562", "geonames:515012", "geonames:706483", "geonames:538560"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"В 1891 г. Пётр Сомов жил в Москве. Весной 1892 г. он выехал из Москвы через Тулу и Орёл и 9 мая прибыл в Харьков.",
			[]string{"Пётр Сомов: " + moscow + "→" + tula + " 1892-03-01/1892-05-09", "Пётр Сомов: " + tula + "→" + orel + " 1892-03-01/1892-05-09",
				"Пётр Сомов: " + orel + "→" + kharkov + " 1892-03-01/1892-05-09"}},
		{"В 1891 г. Пётр Сомов жил в Москве. 3 мая 1892 г. он выехал из Москвы через Тулу и в конце мая прибыл в Курск.",
			[]string{"Пётр Сомов: " + moscow + "→" + tula + " 1892-05-03/1892-05-31", "Пётр Сомов: " + tula + "→" + kursk + " 1892-05-03/1892-05-31"}},
		// Near miss: the arrival is told after the goal, in a clause of
		// its own; the stops keep the setting out's month.
		{"В 1891 г. Пётр Сомов жил в Москве. В ноябре 1892 г. он выступил из Москвы через Тулу и Орёл в Харьков, куда прибыл в начале 1893 г.",
			[]string{"Пётр Сомов: " + moscow + "→" + tula + " 1892-11", "Пётр Сомов: " + tula + "→" + orel + " 1892-11",
				"Пётр Сомов: " + orel + "→" + kharkov + " 1892-11/1893-04"}},
		// Near miss: a goal reached on the way (Курск) stands between the
		// stops and the dated arrival.
		{"В 1891 г. Пётр Сомов жил в Москве. Весной 1892 г. он выехал из Москвы в Тулу, оттуда через Орёл в Курск и в июле достиг Харькова.",
			[]string{"Пётр Сомов: " + moscow + "→" + tula + " 1892-21", "Пётр Сомов: " + tula + "→" + orel + " 1892-21",
				"Пётр Сомов: " + orel + "→" + kursk + " 1892-21", "Пётр Сомов: " + kursk + "→" + kharkov + " 1892-07"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
	}
}

// A land set in apposition after a town, with the same preposition and
// with or without its adjective («перебрался в Закопане, в австрийскую
// Галицию»), only says where the town lies: the journey ends at the town,
// one leg, even when the town's name is not declined and reads as a place
// where. Near miss: a land that cannot hold the town («в Ниццу, в
// северную Италию») is a leg of its own.
func TestLegsTownThenItsLand(t *testing.T) {
	const warsaw, zakopane, nice = "geonames:756135", "geonames:3080866", "geonames:2990440"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"Пётр Сомов жил в Варшаве. В 1912 г. он перебрался в Закопане, в австрийскую Галицию.",
			[]string{"Пётр Сомов: " + warsaw + "→" + zakopane + " 1912"}},
		{"Пётр Сомов жил в Варшаве. В 1912 г. он перебрался в Закопане, в Галицию.",
			[]string{"Пётр Сомов: " + warsaw + "→" + zakopane + " 1912"}},
		{"Анна Сомова жила в Варшаве. В 1912 г. она переехала в Ниццу, в южную Францию.",
			[]string{"Анна Сомова: " + warsaw + "→" + nice + " 1912"}},
		// Near miss: the land cannot hold the town.
		{"Анна Сомова жила в Варшаве. В 1912 г. она переехала в Ниццу, в северную Италию.",
			[]string{"Анна Сомова: " + warsaw + "→" + nice + " 1912", "Анна Сомова: " + nice + "→country:IT 1912"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
	}
}

// A short line with a day and one capitalised word looks like a diary
// heading («31 мая. Владивосток.»), but one whose word is a finite verb
// («Приехали вчера.», «Прибыл сегодня.») is a clause: it tells the arrival
// under the entry's heading, a leg from the last entry's place to the
// heading's place, and does not end the heading's hold on the entry. Near
// miss: a heading that names its place and day stays a heading.
func TestLegsVerbLineIsNoHeading(t *testing.T) {
	const irkutsk, vladivostok, chita = "geonames:2023469", "geonames:2013348", "geonames:2025339"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"Из дневника\n\n21 мая 1918 г. Иркутск.\nЖивём в гостинице.\n\n31 мая. Владивосток.\nПриехали вчера.\n",
			[]string{"Рассказчик: " + irkutsk + "→" + vladivostok + " 1918-05-21/1918-05-30"}},
		{"Из дневника\n\n21 мая 1918 г. Иркутск.\nЖивём в гостинице.\n\n31 мая. Владивосток.\nПриехали сегодня.\n",
			[]string{"Рассказчик: " + irkutsk + "→" + vladivostok + " 1918-05-21/1918-05-31"}},
		// Near miss: «Чита, 25 мая.» is a heading of its own; the writer
		// was at Chita on the 25th.
		{"Из дневника\n\n21 мая 1918 г. Иркутск.\nЖивём в гостинице.\n\nЧита, 25 мая.\nСтоим на вокзале.\n\n31 мая. Владивосток.\nПриехали вчера.\n",
			[]string{"Рассказчик: " + irkutsk + "→" + chita + " 1918-05-21/1918-05-25", "Рассказчик: " + chita + "→" + vladivostok + " 1918-05-25/1918-05-30"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
	}
}

// A leg whose departure and arrival one clause dates, each after its own
// verb («Выехал из Киева 30 августа и прибыл в Москву 2 сентября», «…и
// через Курск добрался сюда позавчера»), runs from the one date to the
// other: the arrival's date, after the goal, dates the predicate joined
// by «и», though the verb of departure stands before its date. Near miss:
// a stay's end after the goal («и прожил в Москве по 2 сентября») dates
// no arrival.
func TestLegsArrivalDateAfterGoal(t *testing.T) {
	const kiev, kursk, moscow = "geonames:703448", "geonames:538560", "geonames:524901"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"В 1887 г. Пётр Сомов жил в Киеве. Он выехал из Киева 30 августа и прибыл в Москву 2 сентября.",
			[]string{"Пётр Сомов: " + kiev + "→" + moscow + " 1887-08-30/1887-09-02"}},
		{"В 1887 г. Пётр Сомов жил в Киеве. Он выехал из Киева 30 августа и через Курск прибыл в Москву 2 сентября.",
			[]string{"Пётр Сомов: " + kiev + "→" + kursk + " 1887-08-30/1887-09-02", "Пётр Сомов: " + kursk + "→" + moscow + " 1887-08-30/1887-09-02"}},
		{"Москва, 4 сентября 1888 г.\nВыехал из Киева 30 августа и через Курск добрался сюда позавчера вечером.\n",
			[]string{"Рассказчик: " + kiev + "→" + kursk + " 1888-08-30/1888-09-02", "Рассказчик: " + kursk + "→" + moscow + " 1888-08-30/1888-09-02"}},
		// Near miss: the date after the goal ends a stay.
		{"В 1887 г. Пётр Сомов жил в Киеве. Он выехал из Киева 30 августа и прожил в Москве по 2 сентября.",
			[]string{"Пётр Сомов: " + kiev + "→" + moscow + " 1887-08-30"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
	}
}

// A diary whose title names its writer by initials and surname («Из
// путевого дневника Н. Сомова») tells of that writer in its first entry's
// clause with no subject («Москва, 4 сентября 1888 г. Выехал из Киева…»),
// as in every later entry: the legs are the writer's. Near misses: a
// clause whose subject is someone else («Брат выехал…», «приехал сюда …
// Иван Петров») moves that person.
func TestLegsTitledDiaryWriter(t *testing.T) {
	const kiev, kursk, moscow, tula = "geonames:703448", "geonames:538560", "geonames:524901", "geonames:480562"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"Из путевого дневника Н. Сомова (1888)\n\nМосква, 4 сентября 1888 г. Выехал из Киева 30 августа и через Курск добрался сюда позавчера вечером.\n\nТула, 11 сентября. Вчера вечером выехал из Москвы и утром был здесь.\n",
			[]string{"Сомов: " + kiev + "→" + kursk + " 1888-08-30/1888-09-02", "Сомов: " + kursk + "→" + moscow + " 1888-08-30/1888-09-02",
				"Сомов: " + moscow + "→" + tula + " 1888-09-10/1888-09-11"}},
		// Near misses: someone else's journey.
		{"Из путевого дневника Н. Сомова (1888)\n\nМосква, 4 сентября 1888 г. Брат выехал из Киева 30 августа.\n",
			[]string{"Брат: " + kiev + "→" + moscow + " 1888-08-30"}},
		{"Из путевого дневника Н. Сомова (1888)\n\nМосква, 4 сентября 1888 г. Вчера приехал сюда из Киева Иван Петров.\n",
			[]string{"Иван Петров: " + kiev + "→" + moscow + " 1888-09-03"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
	}
}
