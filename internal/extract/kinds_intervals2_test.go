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
