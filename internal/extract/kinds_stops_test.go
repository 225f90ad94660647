package extract

import "testing"

// A quoted report that opens the sentence and is closed by its attribution
// («…», — сообщает агентура; «…», — доносит пристав) is read as the
// sentence's own text: a return told in it is a leg back, and the verb of
// the attribution types nothing.
func TestStopsQuotedReportWithAttribution(t *testing.T) {
	const (
		berlin, stockholm = "geonames:2950159", "geonames:2673730"
		kiev, odessa      = "geonames:703448", "geonames:698740"
		tiflis, batum     = "geonames:611717", "geonames:615532"
		warsaw, krakow    = "geonames:756135", "geonames:3094802"
	)
	r := extractText(t, "В 1903 г. Сомов жил в Берлине. «В конце февраля Сомов ездил из Берлина в Стокгольм и вернулся 2 марта», — сообщает агентура.")
	wantAll(t, "events", eventList(r), []string{"trip " + stockholm + " 1903-02-21/1903-02-28"})
	wantExactly(t, "moves", moveList(r), []string{
		"Сомов: " + berlin + "→" + stockholm + " 1903-02-21/1903-02-28",
		"Сомов: " + stockholm + "→" + berlin + " 1903-03-02",
	})
	r = extractText(t, "В 1906 г. Иван Лебедев жил в Тифлисе. «В августе Лебедев ездил в Батум и вернулся 2 сентября», — пишет пристав.")
	wantAll(t, "events", eventList(r), []string{"trip " + batum + " 1906-08"})
	wantExactly(t, "moves", moveList(r), []string{
		"Иван Лебедев: " + tiflis + "→" + batum + " 1906-08",
		"Иван Лебедев: " + batum + "→" + tiflis + " 1906-09-02",
	})
	r = extractText(t, "В 1905 г. Петров жил в Киеве. «В начале мая Петров уехал из Киева в Одессу», — доносит жандармское управление.")
	wantAll(t, "events", eventList(r), []string{"trip " + odessa + " 1905-05-01/1905-05-10"})
	wantExactly(t, "moves", moveList(r), []string{"Петров: " + kiev + "→" + odessa + " 1905-05-01/1905-05-10"})
	r = extractText(t, "В 1908 г. Анна Орлова жила в Варшаве. «10 июня Орлова выехала в Краков», — телеграфируют из Варшавы.")
	wantAll(t, "events", eventList(r), []string{"trip " + krakow + " 1908-06-10"})
	wantExactly(t, "moves", moveList(r), []string{"Анна Орлова: " + warsaw + "→" + krakow + " 1908-06-10"})
}
