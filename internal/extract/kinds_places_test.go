package extract

import "testing"

// A theatre or a prison named by a quoted name right after a preposition
// of place («пел в «Ла Скала»», «заключили в «Кресты»») is that landmark
// when the gazetteer has one of the name in a town the text names; a
// quoted newspaper («в «Искре»») is no place, and a quoted name of a
// landmark far from every town of the text («в Ташкенте, в «Колизее»»)
// is a theatre of that town, not Rome's Colosseum.
func TestPlacesQuotedLandmark(t *testing.T) {
	const milan, scala = "geonames:3173435", "overlay:la-scala"
	const petersburg, kresty = "geonames:498817", "overlay:kresty"
	const london, covent = "geonames:2643743", "overlay:covent-garden"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В марте 1901 г. он впервые пел в Милане, в «Ла Скала».", []string{"Милане=" + milan, "Ла Скала=" + scala}},
		{"Весной 1908 г. Сомов жил в Петербурге. В мае его заключили в «Кресты».", []string{"Петербурге=" + petersburg, "Кресты=" + kresty}},
		{"Летом 1912 г. я был в Лондоне и пел в «Ковент-Гардене».", []string{"Лондоне=" + london, "Ковент-Гардене=" + covent}},
		{"Статья вышла в «Искре» в 1902 г.", nil},
		{"В 1910 г. труппа играла в Ташкенте, в «Колизее».", []string{"Ташкенте=geonames:1512569"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}
