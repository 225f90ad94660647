package extract

import "testing"

// A goal after a word of going on with no verb of its own («переехал из
// Москвы в Тулу, затем в Орёл», «…в Тулу, потом — в Харьков») goes on
// from the goal before it: a leg from that goal to the town, dated as the
// clause before. A stay in series («жил в Москве, затем в Туле») moves no
// one.
func TestLegsOnwardGoalWithoutVerb(t *testing.T) {
	const moscow, tula, orel, kharkov = "geonames:524901", "geonames:480562", "geonames:515012", "geonames:706483"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"Пётр Сомов родился в Москве в 1850 г. В 1870 г. он переехал из Москвы в Тулу, затем в Орёл, где окончил гимназию.",
			[]string{"Пётр Сомов: " + moscow + "→" + tula + " 1870", "Пётр Сомов: " + tula + "→" + orel + " 1870"}},
		{"Пётр Сомов родился в Москве в 1850 г. В 1870 г. его перевели в Тулу, потом — в Харьков.",
			[]string{"Пётр Сомов: " + moscow + "→" + tula + " 1870", "Пётр Сомов: " + tula + "→" + kharkov + " 1870"}},
		// Near miss: stays told in series move no one.
		{"Пётр Сомов родился в Москве в 1850 г. В 1870 г. он служил в Туле, затем в Орле.",
			nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
	}
}
