package extract

import "testing"

// A numeral between a preposition and its noun («за три недели», «через
// две недели») keeps the noun governed: it is no subject of the verb, and
// a memoir's subjectless «добрались» stays the narrator's leg.
func TestKindMemoNumeralAfterPrepositionIsNoSubject(t *testing.T) {
	r := extractText(t, "Зимой 1880 года я жил в Томске. На лошадях добрались до Иркутска за три недели.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:1489425→geonames:2023469 1880-24"})
	r = extractText(t, "В 1880 году я жил в Томске. Приехали в Красноярск через две недели.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:1489425→geonames:1502026 1880"})
}
