package extract

import "testing"

// A second predicate joined by «и» to a dated one, with a date of its own
// after its place («Летом уехал в Казань и вернулся оттуда в Москву 20
// сентября», «окончил гимназию и уехал в Петербург в 1892 г.»), is dated
// by that date, not by the first predicate's; a departure dated before it
// with no other goal between («12 мая выехал из Москвы и прибыл в Казань
// 20 мая») makes its leg run from the one date to the other.
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
	// A stay «до» a date ends no predicate's date.
	text = lived + "В 1891 г. он переехал в Казань и прожил в Казани до 1895 г."
	wantOnlyMove(t, text, "Сомов: "+moscow+"→"+kazan+" 1891")
}
