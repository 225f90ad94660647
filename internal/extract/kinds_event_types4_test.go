package extract

import "testing"

// A verb of moving house («переехали в Одессу», «перебрались в Тифлис»)
// that sets out, within weeks, from a stop of a journey — a town reached on
// a trip and never lived in, the stop and the move both dated to the
// month or closer — moves the journey on to its next stop: a trip, as a
// tour's towns are. From where the traveller lived, and between years of
// a life, it stays a change of residence.
func TestTypesMovedOnFromAStop(t *testing.T) {
	const (
		moscow, kharkiv, odessa, rostov = "geonames:524901", "geonames:706483", "geonames:698740", "geonames:501183"
		tiflis, baku, munich, london    = "geonames:611717", "geonames:587084", "geonames:2867714", "geonames:2643743"
		kiev                            = "geonames:703448"
	)
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1850 г. Сомов жил в Москве. В мае 1861 г. он уехал на гастроли в Харьков. Там играли неделю, потом переехали в Одессу.",
			[]string{"relocation " + moscow + " 1850", "trip " + kharkiv + " 1861-05", "other " + kharkiv + " 1861-05", "trip " + odessa + " 1861-05"}},
		{"В 1850 г. Сомов жил в Москве. В мае 1861 г. он поехал в Харьков. Через неделю он переехал в Одессу.",
			[]string{"relocation " + moscow + " 1850", "trip " + kharkiv + " 1861-05", "trip " + odessa + " 1861-05"}},
		{"В 1850 г. Сомов жил в Москве. В ноябре 1861 г. мы приехали в Ростов, а оттуда перебрались в Тифлис. Там играли две недели, а к Рождеству переехали в Баку.",
			[]string{"relocation " + moscow + " 1850", "trip " + rostov + " 1861-11", "trip " + tiflis + " 1861-11", "other " + tiflis + " 1861-11", "trip " + baku + " ../1861-12-25"}},
		{"В 1850 г. Сомов жил в Москве. В 1861 г. он уехал за границу, жил в Мюнхене, а в 1863 г. переехал в Лондон.",
			[]string{"relocation " + moscow + " 1850", "relocation " + munich + " 1861", "relocation " + london + " 1863"}},
		{"В 1850 г. Сомов жил в Москве. В 1861 г. он переехал в Киев, а в 1865 г. перебрался в Одессу.",
			[]string{"relocation " + moscow + " 1850", "relocation " + kiev + " 1861", "relocation " + odessa + " 1865"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A journey's verb and a verb of studying in one clause («уехал в Германию
// и учился в Гейдельберге», «был командирован за границу и слушал лекции
// в Гейдельберге»): the lone place the studying verb governs is where the
// studies were, a school. Teaching where one went («преподавал в
// Гейдельберге») is living and working there, a relocation.
func TestTypesStudiedWhereTheJourneyLed(t *testing.T) {
	const heidelberg, zurich, berlin = "geonames:2907911", "geonames:2657896", "geonames:2950159"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1861 г. Сомов уехал в Германию и учился в Гейдельберге.", []string{"school " + heidelberg + " 1861"}},
		{"В 1861 г. Сомова уехала в Швейцарию и училась в Цюрихе.", []string{"school " + zurich + " 1861"}},
		{"В 1861 г. Сомов был командирован за границу для подготовки к профессорскому званию и учился в Берлине.", []string{"school " + berlin + " 1861"}},
		{"В 1861 г. Сомов был командирован за границу и два года слушал лекции в Гейдельберге.", []string{"school " + heidelberg + " 1861"}},
		{"В 1861 г. Сомов уехал в Германию и преподавал в Гейдельберге.", []string{"relocation " + heidelberg + " 1861"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A journey's arrival that no later move of the traveller ends, when the
// text still finds the traveller doing something at its goal half a year
// or more later («В мае 1861 г. он приехал в Казань. В марте 1862 г. он
// женился в Казани»), is a change of residence. Back where the traveller
// lived before, or doing something there within weeks, it stays a trip.
func TestTypesStayedOnAtTheGoal(t *testing.T) {
	const moscow, kazan = "geonames:524901", "geonames:551487"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1850 г. Сомов жил в Москве. В мае 1861 г. он приехал в Казань. В марте 1862 г. он женился в Казани.",
			[]string{"relocation " + moscow + " 1850", "relocation " + kazan + " 1861-05", "other " + kazan + " 1862-03"}},
		{"В 1850 г. Сомов жил в Москве. В мае 1861 г. он приехал в Казань. В 1863 г. он издал там книгу.",
			[]string{"relocation " + moscow + " 1850", "relocation " + kazan + " 1861-05", "publication " + kazan + " 1863"}},
		{"В 1850 г. Сомов жил в Москве. В мае 1861 г. он приехал в Казань. Там в 1864 г. он и умер.",
			[]string{"relocation " + moscow + " 1850", "relocation " + kazan + " 1861-05", "other " + kazan + " 1864"}},
		{"В 1850 г. Сомов жил в Москве. В мае 1861 г. он приехал в Казань. В июне 1861 г. он женился в Казани.",
			[]string{"relocation " + moscow + " 1850", "trip " + kazan + " 1861-05", "other " + kazan + " 1861-06"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}
