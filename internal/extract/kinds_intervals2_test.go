package extract

import "testing"

// A leg whose departure a participle dates («отплывший 15 августа из
// Севастополя») and whose arrival the main verb dates at a goal pointed
// to («прибыл сюда 6 сентября», «прибыл туда»), runs from the one date
// to the other, as one with the goal named does: «сюда» after the verb
// is a goal, not a line crossed on the way («перешёл границу»), which
// still makes no leg.
func TestIntervalsArrivalHereAfterDatedDeparture(t *testing.T) {
	const sevastopol, odessa = "geonames:694423", "geonames:698740"
	for _, tt := range []struct {
		text, move, event string
	}{
		{"Одесса, 11 сентября 1891 г. Пётр Сомов, отплывший 15 августа из Севастополя, прибыл сюда 6 сентября.",
			"Пётр Сомов: " + sevastopol + "→" + odessa + " 1891-08-15/1891-09-06", "trip " + odessa + " 1891-09-06"},
		{"Одесса, 11 сентября 1891 г. Анна Сомова, отплывшая 15 августа из Севастополя на пароходе «Нева», прибыла сюда 6 сентября.",
			"Анна Сомова: " + sevastopol + "→" + odessa + " 1891-08-15/1891-09-06", "trip " + odessa + " 1891-09-06"},
		{"В 1890 г. Сомов жил в Севастополе. В 1891 г. Анна Сомова поселилась в Одессе. Сомов, отплывший 15 августа 1891 г. из Севастополя, прибыл туда 6 сентября.",
			"Сомов: " + sevastopol + "→" + odessa + " 1891-08-15/1891-09-06", "trip " + odessa + " 1891-09-06"},
		// The goal named keeps the span it had.
		{"Одесса, 11 сентября 1891 г. Пётр Сомов, отплывший 15 августа из Севастополя, прибыл в Одессу 6 сентября.",
			"Пётр Сомов: " + sevastopol + "→" + odessa + " 1891-08-15/1891-09-06", "trip " + odessa + " 1891-09-06"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), []string{tt.move})
		wantAll(t, tt.text, eventList(r), []string{tt.event})
	}
	// A line crossed after the departure is no goal: no leg.
	text := "В 1890 г. Сомов жил в Севастополе. Сомов, отплывший 15 августа 1891 г. из Севастополя, 6 сентября перешёл границу."
	wantExactly(t, text, moveList(extractText(t, text)), nil)
}

// An arrival at the entry's place dated by a span before the entry's day
// runs up to that day when the writer only says they got there by then
// («в мае перевезли сюда»); one told looking back («ещё в мае», «ещё в
// июле») is dated by that span alone: the text says when it happened.
func TestIntervalsArrivalLookedBackUnderEntry(t *testing.T) {
	const moscow, kazan = "geonames:524901", "geonames:551487"
	for _, tt := range []struct {
		text, move, event string
	}{
		{"Казань, 1 июля 1891 г.\nИз Москвы меня перевезли сюда ещё в мае, и с тех пор я вижу только сад.",
			"Рассказчик: " + moscow + "→" + kazan + " 1891-05", "trip " + kazan + " 1891-05"},
		{"КАЗАНЬ, 26 ноября (9 декабря) 1891 г. Вернувшийся из Москвы ещё в июле Пётр Сомов не смог примирить сословия. Сегодня Сомов подал в отставку.",
			"Пётр Сомов: " + moscow + "→" + kazan + " 1891-07", "trip " + kazan + " 1891-07"},
		// Not looked back: the arrival is known only to be done by the
		// entry's day.
		{"Казань, 1 июля 1891 г.\nИз Москвы меня перевезли сюда в мае, и с тех пор я вижу только сад.",
			"Рассказчик: " + moscow + "→" + kazan + " 1891-05-01/1891-07-01", "trip " + kazan + " 1891-05"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), []string{tt.move})
		wantAll(t, tt.text, eventList(r), []string{tt.event})
	}
}

// A bare four-digit year right after a noun of a campaign, war or rising
// («в Степном походе 1873», «во время восстания 1863», «в войне 1877»),
// as reference works write it without «г.», is the year of the clause,
// not the year carried from the sentence before. A count after it
// («после похода 1873 человека…») is no year.
func TestIntervalsBareYearAfterCampaign(t *testing.T) {
	const moscow, kazan, vilnius, pleven = "geonames:524901", "geonames:551487", "geonames:593116", "geonames:728203"
	for _, tt := range []struct {
		text   string
		moves  []string
		events []string
	}{
		{"В 1871 Сомов жил в Москве. В Степном походе 1873 Сомов с отрядом прошёл от Москвы до Казани и 29 мая вошёл в город.",
			[]string{"Сомов: " + moscow + "→" + kazan + " 1873"}, []string{"trip " + kazan + " 1873"}},
		{"В 1860 Сомов жил в Москве. Во время восстания 1863 Сомов служил в Вильне.",
			nil, []string{"other " + vilnius + " 1863"}},
		{"В 1875 Сомов жил в Москве. В войне 1877 Сомов командовал полком под Плевной.",
			nil, []string{"other " + pleven + " 1877"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
		wantAll(t, tt.text, eventList(r), tt.events)
	}
	for _, text := range []string{"После похода 1873 человека из отряда вернулись домой.", "В походе 1200 вёрст отряд прошёл за месяц."} {
		if got := findDates(t, text, &DateContext{}); len(got) != 0 {
			t.Errorf("%q: a count read as a year: %+v", text, got)
		}
	}
}

// A place that closes a bracketed note of a reference work's heading
// («[род. 3 мая 1850, Казань], химик, акад. (1902)») keeps the note's
// date: a year in brackets after the note closed dates something else.
// A year in brackets right after the place's phrase, with no bracket
// closed between, still dates it («гимназию в Самаре (1868)»).
func TestIntervalsBracketedNoteKeepsItsDate(t *testing.T) {
	const kazan, samara = "geonames:551487", "geonames:499099"
	for _, tt := range []struct {
		text, event string
	}{
		{"СОМОВ, Пётр Иванович [род. 3 мая 1850, Казань], химик, акад. (1902).", "other " + kazan + " 1850-05-03"},
		{"СОМОВА, Анна Петровна (род. 12 марта 1861, Казань), историк, проф. (1905).", "other " + kazan + " 1861-03-12"},
		{"СОМОВ, Пётр Иванович, химик. В 1866 г. окончил гимназию в Самаре (1868).", "school " + samara + " 1868"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{tt.event})
	}
}
