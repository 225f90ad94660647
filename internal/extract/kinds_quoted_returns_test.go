package extract

import "testing"

// A quoted report tells its journeys in its own words, the return after
// the way out included («Агент доносил: «Он выезжал в Лондон и вернулся 14
// ноября»»): the return's verb stands in the same quotation as the verb
// of the way out, and is a leg back from the goal. A verb of return inside
// a quoted title after a journey told in the text's own words («издал там
// книгу «Вернулся домой»») is no return (the near miss).
func TestMovesReturnInsideAQuotedReport(t *testing.T) {
	r := extractText(t, "В 1886 г. Петров жил в Париже. Агент доносил: «Он выезжал в Лондон и вернулся 14 ноября».")
	wantExactly(t, "moves", moveList(r), []string{
		"Петров: geonames:2988507→geonames:2643743 1886",
		"Петров: geonames:2643743→geonames:2988507 1886-11-14",
	})
	r = extractText(t, "В 1886 г. Петров жил в Париже. В 1887 г. он уехал в Лондон и издал там книгу «Вернулся домой».")
	wantExactly(t, "moves", moveList(r), []string{"Петров: geonames:2988507→geonames:2643743 1887"})
}
