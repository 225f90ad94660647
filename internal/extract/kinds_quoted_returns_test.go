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

// Inside a quoted report, a comma before a clause conjunction with a verb
// on either side («выезжал в Лондон, откуда вернулся 14 ноября») cuts the
// report's clauses as it does in the text's own words: the return from
// the place «откуда» points to is a leg of its own, with its own date. A
// comma before «откуда» with no verb after it inside the quotation («в
// Лондон, откуда — пароходом в Гавр») cuts nothing: one route.
func TestMovesClausesInsideAQuotedReport(t *testing.T) {
	r := extractText(t, "В 1886 г. Петров жил в Париже. Агент доносил: «Он выезжал в Лондон, откуда вернулся 14 ноября».")
	wantExactly(t, "moves", moveList(r), []string{
		"Петров: geonames:2988507→geonames:2643743 1886",
		"Петров: geonames:2643743→geonames:2988507 1886-11-14",
	})
	r = extractText(t, "В 1886 г. Петров жил в Париже. Агент доносил: «В ноябре он выехал в Лондон, откуда — пароходом в Гавр».")
	wantExactly(t, "moves", moveList(r), []string{
		"Петров: geonames:2988507→geonames:2643743 1886-11",
		"Петров: geonames:2643743→geonames:3003796 1886-11",
	})
}
