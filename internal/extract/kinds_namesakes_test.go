package extract

import "testing"

// A text means one place by one name: a later mention of a settlement is
// the namesake its first mention was read as, though the places named
// between (an American tour) lie nearer another namesake, and a namesake
// of a place the text named by another name is that place. And the first
// settlement of a sentence told of a time more than a year later is no
// next stop of the route that chooses among namesakes.
func TestNamesakeOneReadingPerText(t *testing.T) {
	const geneva, newYork = "geonames:2660646", "geonames:5128581"
	r := extractText(t, "В 1902 г. Сомова жила в Петербурге. Весной 1903 г. Сомова уехала за границу, в Женеву. Осенью 1904 года товарищи отправили её в Америку; она объехала Нью-Йорк, Бостон и Чикаго. В марте 1905 г. Сомова вернулась в Женеву.")
	wantAll(t, "places", placeIDs(r), []string{"Женеву=" + geneva, "Нью-Йорк=" + newYork})
	for _, p := range r.Places {
		if p.Text == "Женеву" && p.Place.ID != geneva {
			t.Errorf("%q at %d is %s %s, want %s", p.Text, p.Start, p.Place.ID, p.Place.Name, geneva)
		}
	}
	// A place the text named by another name is the namesake meant.
	const kamchatsky = "geonames:2122104"
	r = extractText(t, "В 1849 г. Пётр Сомов перешёл морем из Охотска в Петропавловский порт. В 1854 г. в Петербург из Петропавловска пришло донесение Сомова.")
	wantAll(t, "places", placeIDs(r), []string{"Петропавловский=" + kamchatsky, "Петропавловска=" + kamchatsky})
}

// The seat of a governorate of the period is what its name means
// (gazetteer.Place.PeriodSeat), not a namesake that grew large after it
// was renamed: Ставрополь is Stavropol of the Caucasus, not Tolyatti
// (Ставрополь-на-Волге until 1964).
func TestNamesakePeriodSeat(t *testing.T) {
	const stavropol = "geonames:487846"
	r := extractText(t, "В 1885 г. Петров жил в Ставрополе.")
	wantExactly(t, "places", placeIDs(r), []string{"Ставрополе=" + stavropol})
	// The route still chooses: a landing after a voyage from Tver is at
	// the town on the Volga, told in the prepositional case as well.
	const tolyatti = "geonames:482283"
	for _, text := range []string{
		"В мае 1870 г. мы выехали из Петербурга в Тверь, а там сели на пароход. В июне мы высадились в Ставрополе.",
		"В мае 1870 г. мы выехали из Петербурга в Тверь, а там сели на пароход. Высадились мы, помнится, в середине июня в Ставрополе.",
	} {
		wantAll(t, text, placeIDs(extractText(t, text)), []string{"Ставрополе=" + tolyatti})
	}
}

// Under a dateline, a report that tells how the traveller came (a journey
// months before its day) sets each leg off from where the report last put
// them, not from the dateline's place; a day of the writer's present
// («вчера») sets off from the dateline's place.
func TestOriginOfAJourneyToldUnderADateline(t *testing.T) {
	const kashgar, margilan, tashkent, baku = "geonames:1280849", "geonames:1513243", "geonames:1512569", "geonames:587084"
	r := extractText(t, "№ 38. Кашгар, 22 апреля 1894 г.\nИмею честь донести, что 19 сего апреля прибыл в Кашгар доктор Сомов. Выехав из Москвы в октябре минувшего года, он следовал через Оренбург в Ташкент, а оттуда в Маргелан. В феврале сего года Сомов перевалил через Алай.")
	wantAll(t, "movements", moveList(r), []string{"Сомов: " + tashkent + "→" + margilan + " 1893-10"})
	for _, m := range r.Movements {
		if m.From.Place.ID == kashgar && m.When.String() != "1894-04-19" {
			t.Errorf("a leg of %s set off from the dateline's place: %s→%s", m.When, m.From.Place.Name, m.To.Place.Name)
		}
	}
	r = extractText(t, "Мардакяны, 8 мая 1925 г.\nВ апреле я с неделю пролежал в бакинской больнице. Вчера ездили в Баку, в театр.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:585568→" + baku + " 1925-05-07"})
}
