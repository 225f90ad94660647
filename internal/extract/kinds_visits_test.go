package extract

import (
	"strings"
	"testing"
)

// A journey abroad that names no place, whose clause then visits a list
// of towns («поехал за границу и побывал в Вене, Риме и Париже», or after
// a colon), goes to each town listed in turn, as a visit alone does; it
// does not end at the last town only. Near miss: settling after going
// abroad («уехал за границу и поселился в Ницце») is one leg to the town.
func TestLegsVisitsAfterJourneyAbroad(t *testing.T) {
	const visits = "Пётр Сомов: geonames:524901→geonames:2761369 1891-21|Пётр Сомов: geonames:2761369→geonames:3169070 1891-21|Пётр Сомов: geonames:3169070→geonames:2988507 1891-21"
	for _, tt := range []struct{ text, want string }{
		{"В 1890 г. Пётр Сомов жил в Москве. Весной 1891 г. он поехал за границу и побывал в Вене, Риме и Париже.", visits},
		{"В 1890 г. Пётр Сомов жил в Москве. Весной 1891 г. он впервые поехал за границу: вместе с братом он побывал в Вене, Риме и Париже.", visits},
		{"В 1890 г. Пётр Сомов жил в Москве. Весной 1891 г. он уехал за границу и поселился в Ницце.",
			"Пётр Сомов: geonames:524901→geonames:2990440 1891-21"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A natural feature's common noun with no name after it («прибыл на
// остров», «на полуострове», «к озеру») stands for the last place named,
// in its sentence or the three before, of that kind of feature (GeoNames
// T.ISL, T.PEN, H.LK): the journey to Sakhalin ends when he lands «на
// остров», one leg from the departure to the arrival. Near miss: with no
// island named before, «на остров» is no place.
func TestLegsFeatureNounStandsForFeatureNamed(t *testing.T) {
	text := "В 1889 г. Пётр Сомов жил в Одессе. Весной 1890 г. он выехал из Одессы на Сахалин. 11 июля 1890 г. он прибыл на остров."
	r := extractText(t, text)
	wantExactly(t, text, moveList(r), []string{"Пётр Сомов: geonames:698740→overlay:sakhalin 1890-03-01/1890-07-11"})
	wantAll(t, text, eventList(r), []string{"trip overlay:sakhalin 1890-07-11"})
	text = "В 1889 г. Пётр Сомов жил в Одессе. Весной 1890 г. он уехал в Москву. 11 июля 1890 г. он прибыл на остров."
	r = extractText(t, text)
	wantExactly(t, text, moveList(r), []string{"Пётр Сомов: geonames:698740→geonames:524901 1890-21"})
}

// A leg told at once by its goal, then in the next sentence by its route
// from the same origin to the same goal («выехал из Одессы в Иркутск. Он
// ехал через Киев и Москву и прибыл в Иркутск 2 июля»), is that route:
// the leg told at once goes, and the event at the goal takes the
// arrival's date. Near miss: a route that ends elsewhere keeps the first
// leg.
func TestLegsRouteToldAfterGoal(t *testing.T) {
	text := "В 1889 г. Пётр Сомов жил в Одессе. 3 мая 1890 г. он выехал из Одессы в Иркутск. Он ехал через Киев и Москву и прибыл в Иркутск 2 июля 1890 г."
	r := extractText(t, text)
	for _, m := range moveList(r) {
		if m == "Пётр Сомов: geonames:698740→geonames:2023469 1890-05-03" {
			t.Errorf("%s: the leg told at once stays: %q", text, moveList(r))
		}
	}
	wantAll(t, text, moveList(r), []string{"Пётр Сомов: geonames:524901→geonames:2023469 1890-07-02"})
	wantAll(t, text, eventList(r), []string{"trip geonames:2023469 1890-07-02"})
	text = "В 1889 г. Пётр Сомов жил в Одессе. 3 мая 1890 г. он выехал из Одессы в Иркутск. Он ехал через Киев и прибыл в Москву 2 июля 1890 г."
	wantAll(t, text, moveList(extractText(t, text)), []string{"Пётр Сомов: geonames:698740→geonames:2023469 1890-05-03"})
}
