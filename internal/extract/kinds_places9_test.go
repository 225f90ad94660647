package extract

import "testing"

// A town's adjective in lower case cut short with its full stop before the
// capitalised noun of an institution («в петерб. Академии художеств», «в
// моск. Университете») is the abbreviation's stop, not the sentence's end:
// the adjective names the town the institution is in, as a cut-short
// adjective before a lower-case noun («в петерб. гимназии») does. Near
// misses: a word in full ending a sentence before such a noun («…в Москве.
// Университет…») still ends it; a cut-short adjective before a capitalised
// word that names no institution is left as it was.
func TestPlacesShortAdjectiveBeforeInstitution(t *testing.T) {
	const petersburg, moscow = "geonames:498817", "geonames:524901"
	for _, tt := range []struct {
		text   string
		places []string
		sents  int
	}{
		{"В 1881 г. Пётр Сомов учился в петерб. Академии художеств.", []string{"петерб.=" + petersburg}, 1},
		{"В 1885 г. Пётр Сомов читал лекции в моск. Университете.", []string{"моск.=" + moscow}, 1},
		// Near misses: a word in full before the noun ends its sentence.
		{"В 1881 г. Пётр Сомов жил в Москве. Университет он окончил позже.", []string{"Москве=" + moscow}, 2},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.places)
		if n := len(testExtractor(t).r.Sentences(tt.text)); n != tt.sents {
			t.Errorf("%s: %d sentences, want %d", tt.text, n, tt.sents)
		}
	}
}
