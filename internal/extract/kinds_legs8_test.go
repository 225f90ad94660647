package extract

import (
	"strings"
	"testing"
)

// A goal of a clause named again after the route went elsewhere, by a
// verb of return («приехал в Киев, ездил в Одессу и через Николаев
// вернулся в Киев»), is the way back there: a leg of its own, after the
// stops between, not a repeat of the first goal. The same goal named
// twice with nothing between («вернулся в Киев и в Киеве поступил на
// службу») is one leg.
func TestLegsReturnToAGoalOfTheClause(t *testing.T) {
	const moscow, kiev, odessa, mykolaiv = "geonames:524901", "geonames:703448", "geonames:698740", "geonames:700569"
	const vienna, lviv, krakow = "geonames:2761369", "geonames:702550", "geonames:3094802"
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов жил в Москве. В мае 1890 г. он приехал в Киев, ездил в Одессу к брату и через Николаев вернулся в Киев.",
			"Пётр Сомов: " + moscow + "→" + kiev + " 1890-05|Пётр Сомов: " + kiev + "→" + odessa + " 1890-05|Пётр Сомов: " + odessa + "→" + mykolaiv + " 1890-05|Пётр Сомов: " + mykolaiv + "→" + kiev + " 1890-05"},
		{"Анна Сомова жила в Вене. В 1897 г. она переехала во Львов, съездила в Краков и вернулась во Львов.",
			"Анна Сомова: " + vienna + "→" + lviv + " 1897|Анна Сомова: " + lviv + "→" + krakow + " 1897|Анна Сомова: " + krakow + "→" + lviv + " 1897"},
		// Near miss: the same goal named twice, nothing between.
		{"Пётр Сомов жил в Одессе. В мае 1890 г. он вернулся в Киев и в Киеве поступил на службу.",
			"Пётр Сомов: " + odessa + "→" + kiev + " 1890-05"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}
