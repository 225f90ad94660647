package extract

import "testing"

// A week told against the writer's day («на этой неделе», «на прошлой
// неделе») is a calendar week from Monday, in the calendar the day is
// written in: a dateline given in one style before 1918 is a Julian date
// as written (10 May 1899 was a Monday there, a Wednesday in the
// Gregorian calendar), a double date the Gregorian day in brackets.
func TestDatesCalendarWeek(t *testing.T) {
	for _, tt := range []struct {
		text, phrase, want string
	}{
		{"ТИФЛИС, 10 мая 1899 г. На прошлой неделе сюда прибыл новый губернатор.", "На прошлой неделе", "1899-05-03/1899-05-09"},
		{"ТИФЛИС, 10 мая 1899 г. На этой неделе сюда прибыл новый губернатор.", "На этой неделе", "1899-05-10"},
		{"ОДЕССА, 15 (28) марта 1903 г. Вернувшийся на этой неделе из столицы редактор арестован.", "на этой неделе", "1903-03-23/1903-03-28"},
		{"ОДЕССА, 15 (28) марта 1903 г. На будущей неделе открывается навигация.", "На будущей неделе", "1903-03-30/1903-04-05"},
	} {
		got := ""
		for _, m := range findDates(t, tt.text, nil) {
			if m.Text == tt.phrase {
				got = m.When.String()
			}
		}
		if got != tt.want {
			t.Errorf("%s\n%q = %q, want %q", tt.text, tt.phrase, got, tt.want)
		}
	}
	// Near miss: a week counted from a date that is no day says no
	// calendar week.
	for _, m := range findDates(t, "В мае 1899 г. на прошлой неделе он уехал.", nil) {
		if m.Text == "на прошлой неделе" {
			t.Errorf("a week before a month: %s", m.When)
		}
	}
}

// A double date written with a slash («1/13 сентября 1873 г.», «29/10
// ноября», «25/6 января 1880 г.») is read as the bracketed one is: the
// Gregorian day, the Julian one 12 or 13 days before it, across a month's
// or a year's end; so a heading so dated dates its entry's «Завтра».
// Two days not 12 or 13 apart («5/6 мая») are no double date.
func TestDatesSlashDoubleDate(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Шамони, 1/13 сентября 1873 г.\nИз Женевы я приехал сюда в конце августа. Завтра иду на ледник.",
			[]string{"1/13 сентября 1873 г. 1873-09-13 old 1873-09-01", "в конце августа 1873-08-21/1873-08-31 old ", "Завтра 1873-09-14 old "}},
		{"Москва, 29/10 ноября 1880 г.\nВчера я вернулся.", []string{"29/10 ноября 1880 г. 1880-11-10 old 1880-10-29", "Вчера 1880-11-09 old "}},
		{"Москва, 25/6 января 1880 г.\nВчера я вернулся.", []string{"25/6 января 1880 г. 1880-01-06 old 1879-12-25", "Вчера 1880-01-05 old "}},
	} {
		var got []string
		for _, d := range extractText(t, tt.text).Dates {
			got = append(got, d.Text+" "+d.When.String()+" old "+d.OldStyle.String())
		}
		wantExactly(t, tt.text, got, tt.want)
	}
	for _, d := range extractText(t, "В ночь на 5/6 мая 1880 г. он бежал.").Dates {
		if !d.OldStyle.IsZero() {
			t.Errorf("«5/6 мая» read as a double date: %s %s", d.Text, d.OldStyle)
		}
	}
}

// Under a letter's heading, an arrival told by a verb of arrival with
// «сюда» put before it («Сюда я приехал из Москвы прошлой осенью») is
// dated by its clause, as «прошлой осенью я приехал сюда» is: the heading's
// day only says the writer is still there.
func TestIntervalsHitherBeforeArrivalVerb(t *testing.T) {
	const moscow, leipzig = "geonames:524901", "geonames:2879139"
	for _, text := range []string{
		"Лейпциг, 10/22 января 1873 г.\nСюда я приехал из Москвы прошлой осенью и работаю в лаборатории.",
		"Лейпциг, 10/22 января 1873 г.\nПрошлой осенью я приехал сюда из Москвы и работаю в лаборатории.",
	} {
		wantExactly(t, text, moveList(extractText(t, text)), []string{"Рассказчик: " + moscow + "→" + leipzig + " 1872-23"})
	}
}

// A season counted by a word of deixis («Этим летом», «прошлой осенью»)
// is counted from the writer's day, the letter's heading, not from the
// last date its narrative gave («осенью 1874 г.»).
func TestDatesSeasonFromTheLettersDay(t *testing.T) {
	text := "Гринвич, 15 (27) ноября 1875 г.\nИз Женевы мы перебрались сюда осенью 1874 г. Этим летом я ездил к морю."
	wantExactly(t, text, dateList(extractText(t, text)), []string{"15 (27) ноября 1875 г.=1875-11-27", "осенью 1874 г.=1874-23", "Этим летом=1875-22"})
}

// A document quoted after its date («Донесение …, Ташкент, 17 июня 1865
// г.: «…»») is written that day: its «Сегодня», «Вчера» count from it,
// not from a day its narrative told before («в ночь на 15-е число»).
// «ныне» («как ныне установлено») is the writer's present, no date.
func TestDatesTodayOfAQuotedDocument(t *testing.T) {
	text := "Донесение генерала Сомова, Ташкент, 17 июня 1865 г.: «Доношу, что в ночь на 15-е число войска взяли Ташкент. Сегодня жители принесли присягу. Как ныне установлено, неприятель ушёл к Чиназу»."
	wantExactly(t, text, dateList(extractText(t, text)), []string{"17 июня 1865 г.=1865-06-17", "в ночь на 15-е число=1865-06-14/1865-06-15", "Сегодня=1865-06-17"})
}

// A season alone told in the present or future under a letter's day
// («Вена, 6 января 1878 г. … Весною вернёмся») is the first such season
// not yet over on that day, though the letter's narrative was at an
// earlier year; one told in the past keeps the narrative's year.
func TestDatesPlannedSeasonFromTheLettersDay(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Вена, 6 января 1878 г.\nВыехав осенью 1876 г. из Риги, зиму мы прожили в Бреславле. Весною, бог даст, вернёмся в Ригу.",
			[]string{"6 января 1878 г.=1878-01-06", "осенью 1876 г.=1876-23", "зиму=1876-24", "Весною=1878-21"}},
		{"Рим, 10 октября 1880 г.\nЛетом 1879 г. мы жили в Неаполе. Осенью уедем в Париж.",
			[]string{"10 октября 1880 г.=1880-10-10", "Летом 1879 г.=1879-22", "Осенью=1880-23"}},
		// Near miss: told in the past, the season is the narrative's.
		{"Вена, 6 января 1878 г.\nВыехав осенью 1876 г. из Риги, зиму мы прожили в Бреславле. Весною мы жили в Страсбурге.",
			[]string{"6 января 1878 г.=1878-01-06", "осенью 1876 г.=1876-23", "зиму=1876-24", "Весною=1877-21"}},
	} {
		wantExactly(t, tt.text, dateList(extractText(t, tt.text)), tt.want)
	}
}

// A day without a year set for something to come («Похороны назначены
// на 23 ноября», «состоятся 23 ноября») is the first such day from the
// writer's day (the obituary's dateline), not of the year its narrative
// ended in; a day told in the past keeps the narrative's year.
func TestDatesScheduledDayFromTheWritersDay(t *testing.T) {
	const head = "ВАРШАВА, 21 ноября 1925 г. Вчера вечером скончался писатель Иван Петров.\n\nВ 1918 г. он вернулся в Варшаву. 11 ноября он выступил в сейме.\n\n"
	for _, tt := range []struct{ text, want string }{
		{head + "Похороны назначены на 23 ноября.", "на 23 ноября=1925-11-23"},
		{head + "Похороны состоятся 23 ноября.", "23 ноября=1925-11-23"},
		{head + "Вечер его памяти отложен на 5 января.", "на 5 января=1926-01-05"},
		// Near miss: told in the past.
		{head + "23 ноября он уехал в Краков.", "23 ноября=1918-11-23"},
	} {
		want := []string{"21 ноября 1925 г.=1925-11-21", "Вчера=1925-11-20", "В 1918 г.=1918", "11 ноября=1918-11-11", tt.want}
		wantExactly(t, tt.text, dateList(extractText(t, tt.text)), want)
	}
}
