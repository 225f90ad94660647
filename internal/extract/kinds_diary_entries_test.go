package extract

import "testing"

// In a dated entry, a journey whose last leg, after a named goal, is told
// only as «сюда» («…в Шемаху, а оттуда сюда», «…до Тары, а из Тары на
// лошадях — сюда») ends at the entry's place: an arrival there, on the
// entry's day when the leg has no date of its own, not on the day of the
// legs before it.
func TestDiaryHereAfterNamedGoal(t *testing.T) {
	const tiflis, shemakha, derbent = "geonames:611717", "geonames:585156", "geonames:566532"
	r := extractText(t, "Дербент, 3 мая 1847 г.\nВ конце апреля мы выехали из Тифлиса в Шемаху, а оттуда сюда.")
	wantExactly(t, "events", eventList(r), []string{"trip " + shemakha + " 1847-04-21/1847-04-30", "trip " + derbent + " 1847-05-03"})
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: " + tiflis + "→" + shemakha + " 1847-04-21/1847-04-30",
		"Рассказчик: " + shemakha + "→" + derbent + " 1847-04-21/1847-05-03",
	})
	for _, text := range []string{
		"Дербент, 3 мая 1847 г.\nВ конце апреля мы выехали из Тифлиса в Шемаху, а оттуда 1 мая пришли сюда.",
		"Дербент, 3 мая 1847 г.\nВ конце апреля мы выехали из Тифлиса в Шемаху, а оттуда пришли сюда 1 мая.",
	} {
		// The last leg's own day dates the arrival.
		r = extractText(t, text)
		wantExactly(t, "events", eventList(r), []string{"trip " + shemakha + " 1847-04-21/1847-04-30", "trip " + derbent + " 1847-05-01"})
		wantAll(t, "movements", moveList(r), []string{"Рассказчик: " + shemakha + "→" + derbent + " 1847-05-01"})
	}
	const moscow, stavropol = "geonames:524901", "geonames:487846"
	r = extractText(t, "Тифлис, 14 (26) марта 1858 г.\nВ феврале я выехал из Москвы в Ставрополь, а оттуда сюда.")
	wantExactly(t, "events", eventList(r), []string{"trip " + stavropol + " 1858-02", "trip " + tiflis + " 1858-03-26"})
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: " + moscow + "→" + stavropol + " 1858-02",
		"Рассказчик: " + stavropol + "→" + tiflis + " 1858-02-01/1858-03-26",
	})
	const omsk, tara = "geonames:1496153", "geonames:1490140"
	r = extractText(t, "Омск, 20 сентября 1890 г.\n12-го мы вышли из Тобольска, пароходом дошли до Тары, а из Тары на лошадях — сюда.")
	wantExactly(t, "events", eventList(r), []string{"trip " + omsk + " 1890-09-20", "trip " + tara + " 1890-09-12"})
	r = extractText(t, "Записки\n\nОмск, 20 сентября 1890 г.\nЗдесь холодно.\n\nСемипалатинск, 2 октября\nВ конце сентября выехали из Омска в Павлодар, а оттуда степью сюда.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1520240 1890-09-21/1890-09-30", "trip geonames:1519422 1890-10-02"})
}

// In a dated entry, a way with no date of its own that reaches the
// entry's place through a stop («Неделю шли через Кирсанов сюда»), after
// an earlier sentence of the entry told the day it began («Пензу оставили
// 5-го»), arrives as its legs run: from that day to the entry's.
func TestDiaryArrivalSinceCarriedDay(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"Пенза, 4 июня 1919 г. Стоим здесь третий день. Тамбов, 12 июня. Пензу оставили 5-го. Неделю шли через Кирсанов сюда.",
			"trip geonames:484646 1919-06-05/1919-06-12"},
		{"Орёл, 1 октября 1919 г. Стоим здесь. Курск, 9 октября. Орёл сдали 2-го. Шесть дней отходили через Фатеж сюда.",
			"trip geonames:538560 1919-10-02/1919-10-09"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{tt.want})
	}
}

// So does a last leg told only as «сюда» after stays the entry dated
// («В июле мы были в Саратове, потом в Сызрани, а оттуда приехали
// сюда»): the stays keep their date, the arrival here is on the entry's
// day.
func TestDiaryHereAfterDatedStays(t *testing.T) {
	const saratov, syzran, samara = "geonames:498677", "geonames:484972", "geonames:499099"
	r := extractText(t, "Самара, 9 августа 1880 г.\nВ июле мы были в Саратове, потом в Сызрани, а оттуда приехали сюда.")
	wantExactly(t, "events", eventList(r), []string{"trip " + saratov + " 1880-07", "trip " + syzran + " 1880-07", "trip " + samara + " 1880-08-09"})
	r = extractText(t, "Самара, 9 августа 1880 г.\nВ июле мы гостили в Сызрани, а оттуда вчера приехали сюда.")
	wantAll(t, "events", eventList(r), []string{"trip " + samara + " 1880-08-08"})
}

// A numbered letter or entry («VI. Ош, 26 авг. 1871 г.» on a line of its
// own) is dated by its dateline as an unnumbered one is: «вчера» in its
// body is the day before, not a day of the sentences before it.
func TestDiaryNumberedDatelineDatesYesterday(t *testing.T) {
	const osh, kokand = "geonames:1527534", "geonames:1512979"
	for _, head := range []string{"VI. Ош, 26 авг. 1871 г.", "6. Ош, 26 авг. 1871 г.", "Ош, 26 авг. 1871 г."} {
		r := extractText(t, head+"\nИз Кокана мы пришли сюда в начале августа, а отсюда поднялись в горы. Вчера вернулись в Ош.")
		wantAll(t, head, eventList(r), []string{"trip " + osh + " 1871-08-25"})
		wantAll(t, head, moveList(r), []string{"Рассказчик: " + kokand + "→" + osh + " 1871-08-01/1871-08-10"})
	}
}

// An entry that tells a day of its own before the entry's day, not
// counted from the writer's («Шестого пришли в Павлодар» under «9 июня.
// Семипалатинск»), tells the way to the entry's place: the leg sets off
// from where the traveller was before the heading, not from the heading's
// place. A day after the entry brought the traveller there («Приехали
// сюда 20-го. На Рождество ездили в Вифлеем») sets off from there.
func TestDiaryDayBeforeTheEntryOnTheWay(t *testing.T) {
	const omsk, pavlodar = "geonames:1496153", "geonames:1520240"
	r := extractText(t, "3 июня 1890 г. Омск.\nПришли сюда вчера.\n\n9 июня. Семипалатинск.\nШестого пришли в Павлодар. Сегодня стоим в Семипалатинске.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: " + omsk + "→" + pavlodar + " 1890-06-03/1890-06-06"})
	const jerusalem, bethlehem = "geonames:281184", "geonames:284315"
	r = extractText(t, "28 декабря 1881 г. Иерусалим.\nПриехали сюда из Яффы 20-го в дилижансе. На Рождество ездили к заутрене в Вифлеем.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: " + jerusalem + "→" + bethlehem + " 1881-12-25"})
}

// An entry that tells its arrival first and then a stop on the way, on an
// earlier day («Вчера вечером приехали из Ташкента. Третьего дня ночевали
// в Пишпеке»), puts the stop between the origin and the goal: Tashkent →
// Pishpek on the stop's day, Pishpek → Verny on the arrival's, not a leg
// back from Verny.
func TestDiaryStopToldAfterArrival(t *testing.T) {
	const tashkent, bishkek, almaty = "geonames:1512569", "geonames:1528675", "geonames:1526384"
	r := extractText(t, "12 мая 1889 г. Верный.\nВчера вечером приехали из Ташкента после двенадцати дней пути. Третьего дня ночевали в Пишпеке у знакомого купца.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: " + tashkent + "→" + bishkek + " 1889-05-10",
		"Рассказчик: " + bishkek + "→" + almaty + " 1889-05-11",
	})
}

// A round trip told in one entry («Сегодня ездил в Илийскую станицу») came
// back: the next entry's arrival («Приехал сюда вчера» under «Копал») sets
// off from where the trip set out, while a return told («вернулся сюда»)
// goes from the last place visited.
func TestDiaryRoundTripBeforeTheNextEntry(t *testing.T) {
	const almaty, iliysk, kapal = "geonames:1526384", "geonames:1519948", "overlay:kapal"
	r := extractText(t, "12 мая 1889 г. Верный.\nЖивём здесь уже неделю.\n\n15 мая 1889 г. Верный.\nСегодня ездил в Илийскую станицу смотреть переправу.\n\n20 мая 1889 г. Копал.\nПриехал сюда вчера вечером.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: " + almaty + "→" + iliysk + " 1889-05-15",
		"Рассказчик: " + almaty + "→" + kapal + " 1889-05-15/1889-05-19",
	})
}

// resultDates lists the dates of r as «text=edtf».
func resultDates(r *Result) []string {
	var out []string
	for _, d := range r.Dates {
		out = append(out, d.Text+"="+d.When.String())
	}
	return out
}

// An entry's heading of a date and a place, each a sentence of its own
// («9 августа. Джибути.»), dates the entry below it: «вчера» and «неделю
// назад» count from its day even after a coarser date of days past opens
// the entry («В конце июля были в Хараре»). A unit alone before «назад»
// counts one («неделю назад», «месяц назад»).
func TestDiaryHeadingOfDateAndPlace(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Дневник Петра Сомова, 1913 г.\n\n9 августа. Джибути.\nВ конце июля были в Хараре. Добрались в Джибути вчера.",
			[]string{"1913 г.=1913", "9 августа=1913-08-09", "В конце июля=1913-07-21/1913-07-31", "вчера.=1913-08-08"}},
		{"Дневник Петра Сомова, 1913 г.\n\n10 августа. Джибути.\nПриехали в Джибути в конце июля, а неделю назад ездили в Харар.",
			[]string{"1913 г.=1913", "10 августа=1913-08-10", "в конце июля=1913-07-21/1913-07-31", "неделю назад=1913-08-03"}},
		{"Псков, 20 июля 1903 г.\nМесяц назад мы вернулись из Казани.",
			[]string{"20 июля 1903 г.=1903-07-20", "Месяц назад=1903-06"}},
	} {
		wantExactly(t, tt.text, resultDates(extractText(t, tt.text)), tt.want)
	}
}
