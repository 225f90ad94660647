package extract

import "testing"

// A second predicate joined by «и» to a dated one, with a date of its own
// after its place («Летом уехал в Казань и вернулся оттуда в Москву 20
// сентября», «окончил гимназию и уехал в Петербург в 1892 г.»), is dated
// by that date, not by the first predicate's; a departure dated before it
// with no other goal between («12 мая выехал из Москвы и прибыл в Казань
// 20 мая») makes its leg run from the one date to the other. The end of
// a stay («и пробыл там по 12 мая») dates no predicate.
func TestIntervalsJoinedPredicateDatedAtItsEnd(t *testing.T) {
	const moscow, kazan, samara, vologda, spb = "geonames:524901", "geonames:551487", "geonames:499099", "geonames:472459", "geonames:498817"
	const lived = "В 1890 г. Сомов жил в Москве. "
	for _, tt := range []struct {
		text   string
		move   string
		events []string
	}{
		{lived + "Летом 1891 г. он уехал в Казань и вернулся оттуда в Москву 20 сентября.", "Сомов: " + kazan + "→" + moscow + " 1891-09-20", []string{"trip " + kazan + " 1891-22", "relocation " + moscow + " 1891-09-20"}},
		{lived + "В 1891 г. он окончил гимназию и уехал в Петербург в 1892 г.", "Сомов: " + moscow + "→" + spb + " 1892", []string{"trip " + spb + " 1892"}},
		{lived + "В мае 1891 г. Сомов доплыл до Казани и пересел на поезд в Самару 12 мая.", "Сомов: " + kazan + "→" + samara + " 1891-05-12", []string{"trip " + kazan + " 1891-05", "trip " + samara + " 1891-05-12"}},
		{lived + "В 1901 г. Сомов был выслан в Вологду и возвратился в Москву в 1904 г.", "Сомов: " + vologda + "→" + moscow + " 1904", []string{"relocation " + vologda + " 1901", "relocation " + moscow + " 1904"}},
		{lived + "12 мая 1891 г. он выехал из Москвы и прибыл в Казань 20 мая.", "Сомов: " + moscow + "→" + kazan + " 1891-05-12/1891-05-20", []string{"trip " + kazan + " 1891-05-20"}},
		{lived + "3 марта 1893 г. мы покинули Москву и добрались до Казани только 18 марта.", "Рассказчик: " + moscow + "→" + kazan + " 1893-03-03/1893-03-18", []string{"trip " + kazan + " 1893-03-18"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, moveList(r), []string{tt.move})
		wantAll(t, tt.text, eventList(r), tt.events)
	}
	// Studies entered at the end of the predicate after the move take
	// that date; the move keeps its own.
	text := lived + "В 1891 г. он приехал в Казань и поступил в Казанский университет в 1893 г."
	r := extractText(t, text)
	wantExactly(t, text, moveList(r), []string{"Сомов: " + moscow + "→" + kazan + " 1891"})
	wantAll(t, text, eventList(r), []string{"relocation " + kazan + " 1891", "school " + kazan + " 1893"})
	// A stay «до» or «по» a date ends no predicate's date: the place
	// pointed back to keeps the arrival's event.
	text = lived + "В 1891 г. он переехал в Казань и прожил в Казани до 1895 г."
	wantOnlyMove(t, text, "Сомов: "+moscow+"→"+kazan+" 1891")
	for _, text := range []string{
		lived + "5 мая 1891 г. он прибыл в Казань и пробыл там по 12 мая.",
		lived + "5 мая 1891 г. он прибыл в Казань и оставался там до отъезда в Самару 12 мая.",
	} {
		r := extractText(t, text)
		for _, e := range eventList(r) {
			if e == "trip "+kazan+" 1891-05-12" {
				t.Errorf("%s: the stay's end makes an event of its own: %q", text, eventList(r))
			}
		}
		wantAll(t, text, moveList(r), []string{"Сомов: " + moscow + "→" + kazan + " 1891-05-05"})
	}
}

// A journey set out on in one sentence whose arrival a later sentence
// tells on a later date («5 мая выехал в Казань. Туда он прибыл 12 мая»,
// «отправили этапом в Тобольск. В Тобольск его доставили лишь в январе»)
// is one leg from the setting out to the arrival, and one event at the
// goal, dated by the arrival.
func TestIntervalsArrivalToldInLaterSentence(t *testing.T) {
	const moscow, kazan, tobolsk = "geonames:524901", "geonames:551487", "geonames:1489530"
	const lived = "В 1890 г. Сомов жил в Москве. "
	for _, tt := range []struct {
		text, move string
		events     []string
	}{
		{lived + "5 мая 1891 г. он отправился в Казань. В Казань он прибыл 12 мая.", "Сомов: " + moscow + "→" + kazan + " 1891-05-05/1891-05-12", []string{"relocation " + moscow + " 1890", "trip " + kazan + " 1891-05-12"}},
		{lived + "5 мая 1891 г. он выехал в Казань. Туда он прибыл 12 мая.", "Сомов: " + moscow + "→" + kazan + " 1891-05-05/1891-05-12", []string{"relocation " + moscow + " 1890", "trip " + kazan + " 1891-05-12"}},
		{lived + "5 мая 1891 г. Сомов выехал в Казань. 12 мая он прибыл в Казань и остановился в гостинице.", "Сомов: " + moscow + "→" + kazan + " 1891-05-05/1891-05-12", []string{"relocation " + moscow + " 1890", "trip " + kazan + " 1891-05-12"}},
		{lived + "5 мая 1891 г. он выехал в Казань. Прибыв туда 12 мая, он поселился у брата.", "Сомов: " + moscow + "→" + kazan + " 1891-05-05/1891-05-12", []string{"relocation " + moscow + " 1890", "relocation " + kazan + " 1891-05-12"}},
		{"Казань, 14 мая 1891 г. Милая Надя! 5 мая я выехал из Москвы в Казань. Приехал я сюда 12 мая.", "Рассказчик: " + moscow + "→" + kazan + " 1891-05-05/1891-05-12", []string{"trip " + kazan + " 1891-05-12"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), []string{tt.move})
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
	text := lived + "В октябре 1891 г. его отправили этапом в Тобольск. В Тобольск его доставили лишь в январе 1892 г."
	r := extractText(t, text)
	wantExactly(t, text, moveList(r), []string{"Сомов: " + moscow + "→" + tobolsk + " 1891-10/1892-01"})
	for _, e := range eventList(r) {
		if e == "relocation "+tobolsk+" 1891-10" || e == "trip "+tobolsk+" 1891-10" {
			t.Errorf("%s: the setting out's event %q stays beside the arrival's", text, e)
		}
	}
}

// A sentence that sets out on a journey and goes on to tell the arrival
// at its goal with a later date of its own («5 мая отправился в Казань и
// прибыл туда 12 мая», «отправилась в Казань, но прибыла в Казань лишь 20
// мая») tells one leg from the setting out to the arrival, and one event
// at the goal, the arrival's. An arrival years later is another journey.
func TestIntervalsArrivalToldInSameSentence(t *testing.T) {
	const moscow, kazan, astrakhan = "geonames:524901", "geonames:551487", "geonames:580497"
	for _, tt := range []struct{ text, move, event string }{
		{"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он отправился в Казань и прибыл туда 12 мая.", "Сомов: " + moscow + "→" + kazan + " 1891-05-05/1891-05-12", "trip " + kazan + " 1891-05-12"},
		{"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он выехал из Москвы в Казань и прибыл туда только 12 мая.", "Сомов: " + moscow + "→" + kazan + " 1891-05-05/1891-05-12", "trip " + kazan + " 1891-05-12"},
		{"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. экспедиция отправилась в Казань, но прибыла в Казань лишь 20 мая.", "Сомов: " + moscow + "→" + kazan + " 1891-05-05/1891-05-20", "trip " + kazan + " 1891-05-20"},
		{"В 1890 г. Сомов жил в Москве. 3 июня 1893 г. полк выступил в Казань и пришёл туда 28 июня.", "Сомов: " + moscow + "→" + kazan + " 1893-06-03/1893-06-28", "trip " + kazan + " 1893-06-28"},
		{"В 1890 г. я жил в Москве. 3 июня 1893 г. я выехал в Астрахань и приехал туда 10 июня.", "Рассказчик: " + moscow + "→" + astrakhan + " 1893-06-03/1893-06-10", "trip " + astrakhan + " 1893-06-10"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), []string{tt.move})
		wantExactly(t, tt.text, eventList(r), []string{"relocation " + moscow + " 1890", tt.event})
	}
	wantOnlyMove(t, "В 1890 г. Сомов жил в Москве. Летом 1891 г. он поехал в Казань и приехал туда снова в 1893 г.", "Сомов: "+moscow+"→"+kazan+" 1891-22")
}

// A sentence that reaches a goal on one day and goes on from there on a
// later date of its own («5 мая приехал в Казань и 12 мая прибыл в
// Самару»), or reaches it within a span over before that date and sets
// out anew or returns from there («вошёл в Казань и 10 июня выступил в
// Самару», «Летом уехал в Казань и 20 сентября вернулся в Москву»),
// tells two legs, each of its own date: the first date is no departure
// of the second. A stop reached on the way on within a month or a season
// («В марте пересёк океан, высадился в Гавре и 2 апреля явился в
// Париж») is no new setting out: the way from it runs from that span.
func TestIntervalsGoalBetweenEndsTheFirstDate(t *testing.T) {
	const moscow, kazan, samara = "geonames:524901", "geonames:551487", "geonames:499099"
	for _, tt := range []struct{ text, first, second string }{
		{"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он приехал в Казань и на другой день уехал в Самару.", "Сомов: " + moscow + "→" + kazan + " 1891-05-05", "Сомов: " + kazan + "→" + samara + " 1891-05-06"},
		{"В 1890 г. Сомов жил в Москве. 3 июня 1893 г. отряд вошёл в Казань и 10 июня выступил в Самару.", "Сомов: " + moscow + "→" + kazan + " 1893-06-03", "Сомов: " + kazan + "→" + samara + " 1893-06-10"},
		{"В 1890 г. я жил в Москве. 12 мая 1891 г. мы прибыли в Казань и 14 мая отплыли в Самару.", "Рассказчик: " + moscow + "→" + kazan + " 1891-05-12", "Рассказчик: " + kazan + "→" + samara + " 1891-05-14"},
		{"В 1890 г. Сомов жил в Москве. Летом 1891 г. он уехал в Казань и 20 сентября вернулся в Москву.", "Сомов: " + moscow + "→" + kazan + " 1891-22", "Сомов: " + kazan + "→" + moscow + " 1891-09-20"},
		{"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он приехал в Казань и 12 мая прибыл в Самару.", "Сомов: " + moscow + "→" + kazan + " 1891-05-05", "Сомов: " + kazan + "→" + samara + " 1891-05-12"},
		{"В 1890 г. Сомов жил в Москве. В мае 1891 г. он приехал в Казань и 20 июня уехал в Самару.", "Сомов: " + moscow + "→" + kazan + " 1891-05", "Сомов: " + kazan + "→" + samara + " 1891-06-20"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), []string{tt.first, tt.second})
	}
	text := "В 1890 г. Сомов жил в Москве. В марте 1891 г. он поплыл в Ригу, высадился в Риге и 2 апреля явился в Петербург."
	wantAll(t, text, moveList(extractText(t, text)), []string{"Сомов: geonames:456172→geonames:498817 1891-03-01/1891-04-02"})
}

// A leg told by a verb of arrival on its day, with a «где» clause dated
// later («5 мая прибыл в Казань, где на следующий день прочёл лекцию»),
// keeps the arrival's day: the clause tells what happened after. A leg
// dated by its departure's day («в ночь на 4 сентября увёз … в Москву,
// где 8 сентября его принял царь») still runs to that later day.
func TestIntervalsWhereClauseAfterArrivalDay(t *testing.T) {
	const moscow, kazan, samara = "geonames:524901", "geonames:551487", "geonames:499099"
	for _, tt := range []struct{ text, move, event string }{
		{"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он прибыл в Казань, где на следующий день прочёл лекцию.", "Сомов: " + moscow + "→" + kazan + " 1891-05-05", "lecture " + kazan + " 1891-05-06"},
		{"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он приехал в Казань, где 9 мая был арестован.", "Сомов: " + moscow + "→" + kazan + " 1891-05-05", "other " + kazan + " 1891-05-09"},
		{"В 1890 г. я жил в Москве. 12 июня 1893 г. мы пришли в Самару, где через два дня дали концерт.", "Рассказчик: " + moscow + "→" + samara + " 1893-06-12", "other " + samara + " 1893-06-14"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), []string{tt.move})
		wantAll(t, tt.text, eventList(r), []string{tt.event})
	}
}
