package extract

import "testing"

// A relative day opening a dated report before the subject's full name
// («ТИФЛИС, 12 мая. Вчера Пётр Сомов выехал…») is no part of the name: the
// traveller is the person named, not the writer.
func TestChronRelativeDayBeforeName(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"ТИФЛИС, 12 мая 1905 г. Вчера Пётр Сомов выехал в Батум.", "Пётр Сомов: geonames:611717→geonames:615532 1905-05-11"},
		{"Тифлис, 12 мая 1905 г. Позавчера Пётр Сомов выехал в Батум.", "Пётр Сомов: geonames:611717→geonames:615532 1905-05-10"},
		{"КРАСНОЯРСК, 2 февраля 1898 г. Вчера Иван Петров уехал отсюда в Минусинск.", "Иван Петров: geonames:1502026→geonames:1498693 1898-02-01"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
}

// A role word opening a sentence before a surname («Ссыльный Ульянов
// отправлен…», «Заключённый Петров уехал…») says what the person is: it
// does not begin a name of two words, so the surname is the traveller.
func TestChronRoleWordBeforeSurname(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"Красноярск, 2 февраля 1898 г. Ссыльный Ульянов отправлен в Минусинск.", "Ульянов: geonames:1502026→geonames:1498693 1898-02-02"},
		{"КРАСНОЯРСК, 2 февраля 1898 г. Ссыльный Ульянов сегодня отправлен отсюда в Минусинск.", "Ульянов: geonames:1502026→geonames:1498693 1898-02-02"},
		{"Красноярск, 2 февраля 1898 г. Заключённый Петров вчера уехал в Минусинск.", "Петров: geonames:1502026→geonames:1498693 1898-02-01"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
}

// A clause that goes somewhere and ends with a return naming no place
// («ездил в Николаев и 5 мая вернулся», «поехал в Николаев и через неделю
// вернулся») tells a journey there and back: the stay there is a trip,
// not a move, unless it was an exile.
func TestChronReturnClosingClause(t *testing.T) {
	const odessa, nikolaev, kazan, vyatka = "geonames:698740", "geonames:700569", "geonames:551487", "geonames:548408"
	r := extractText(t, "В 1906 г. Сомов жил в Одессе. 2 мая он ездил в Николаев и 5 мая вернулся.")
	wantAll(t, "events", eventList(r), []string{"trip " + nikolaev + " 1906-05-02"})
	wantAll(t, "moves", moveList(r), []string{"Сомов: " + odessa + "→" + nikolaev + " 1906-05-02"})
	r = extractText(t, "В 1906 г. Сомов жил в Одессе. В мае он поехал в Николаев и через неделю вернулся.")
	wantAll(t, "events", eventList(r), []string{"trip " + nikolaev + " 1906-05"})
	r = extractText(t, "В 1886 г. Сомов жил в Казани. В 1887 г. он был выслан в Вятку и в 1890 г. вернулся.")
	wantAll(t, "events", eventList(r), []string{"relocation " + vyatka + " 1887"})
	wantAll(t, "moves", moveList(r), []string{"Сомов: " + kazan + "→" + vyatka + " 1887"})
}

// In a report relayed from elsewhere («ПАРИЖ, 3 декабря. Из Берлина
// сообщают, что…») «туда», «там», «оттуда» point at the town the news
// comes from, not at the dateline.
func TestChronRelayedThere(t *testing.T) {
	const berlin, stockholm, vienna = "geonames:2950159", "geonames:2673730", "geonames:2761369"
	r := extractText(t, "ПАРИЖ, 3 декабря 1905 г. Из Берлина сообщают, что Пётр Сомов вчера прибыл туда из Стокгольма.")
	wantExactly(t, "moves", moveList(r), []string{"Пётр Сомов: " + stockholm + "→" + berlin + " 1905-12-02"})
	r = extractText(t, "ПАРИЖ, 3 декабря 1905 г. Из Берлина телеграфируют, что Пётр Сомов вчера выехал оттуда в Вену.")
	wantExactly(t, "moves", moveList(r), []string{"Пётр Сомов: " + berlin + "→" + vienna + " 1905-12-02"})
	r = extractText(t, "ПАРИЖ, 3 декабря 1905 г. Из Берлина сообщают, что вчера там выступил Пётр Сомов.")
	wantExactly(t, "events", eventList(r), []string{"lecture " + berlin + " 1905-12-02"})
}
