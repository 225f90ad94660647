package extract

import "testing"

// A dictionary entry headed by a surname in capitals, the name in its own
// alphabet in brackets and then the given name («ЛАВРОВА-ТОРСКАЯ
// (Lavrova-Torska) Анна») is headed by that one person: the given name
// alone and the initial of either part of a double surname («Т.») later
// name her, so that her journeys are one actor's. Near miss: with no
// given name after the brackets the surname alone heads the entry.
func TestActorsHeadWithForeignSpelling(t *testing.T) {
	const kiev, moscow, kazan = "geonames:703448", "geonames:524901", "geonames:551487"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"ЛАВРОВА-ТОРСКАЯ (Lavrova-Torska) Анна (3.V.1860, Киев, — 1920), рус. врач. В 1878 окончила гимназию в Киеве. В 1880 Л. уехала в Москву. В 1885 Т. переехала в Казань.",
			[]string{"Анна Лаврова-Торская: " + kiev + "→" + moscow + " 1880", "Анна Лаврова-Торская: " + moscow + "→" + kazan + " 1885"}},
		{"ЛАВРОВА-ТОРСКАЯ (Lavrova-Torska) Анна (3.V.1860, Киев, — 1920), рус. врач. В 1878 окончила гимназию в Киеве. В 1880 Анна уехала в Москву. В 1885 Т. переехала в Казань.",
			[]string{"Анна Лаврова-Торская: " + kiev + "→" + moscow + " 1880", "Анна Лаврова-Торская: " + moscow + "→" + kazan + " 1885"}},
		// Near miss: no given name after the brackets; the surname alone
		// heads the entry.
		{"ЛАВРОВА-ТОРСКАЯ (Lavrova-Torska), рус. врач. В 1878 окончила гимназию в Киеве. В 1880 Л. уехала в Москву. В 1885 Т. переехала в Казань.",
			[]string{"Лаврова-Торская: " + kiev + "→" + moscow + " 1880", "Лаврова-Торская: " + moscow + "→" + kazan + " 1885"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
	}
}
