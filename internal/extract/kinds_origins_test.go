package extract

import (
	"strings"
	"testing"
)

// A round trip to a land («ездил в США», «ездил в Италию») told on with
// the towns it went to («в Бостоне дирижировал…, а университет в
// Нью-Хейвене присвоил ему степень», «в Риме дирижировал…, а в Неаполе
// читал лекции»), in its own sentence or the next: those towns are stops
// of the trip, and a later leg whose origin the text does not give starts
// where the trip set out from, not at the last town of the land. A town
// told after the trip outside that land («В 1915 г. жил в Париже») is
// where the person is.
func TestOriginsTripTownsInLand(t *testing.T) {
	const helsinki, moscow, paris, us, italy = "geonames:658225", "geonames:524901", "geonames:2988507", "country:US", "country:IT"
	const home = "С осени 1904 г. Пётр Сомов жил в Гельсингфорсе. "
	for _, tt := range []struct{ text, want string }{
		{home + "В 1914 г. ездил в США. В Бостоне 4 июня дирижировал оркестром, а университет в Нью-Хейвене присвоил ему степень доктора. В 1918 г. переехал в Москву.",
			"Пётр Сомов: " + helsinki + "→" + us + " 1914|Пётр Сомов: " + helsinki + "→" + moscow + " 1918"},
		{home + "В 1914 г. ездил в Италию: в Риме дирижировал оркестром, а в Неаполе читал лекции. В 1918 г. переехал в Москву.",
			"Пётр Сомов: " + helsinki + "→" + italy + " 1914|Пётр Сомов: " + helsinki + "→" + moscow + " 1918"},
		// Near miss: a town outside the land, told after the trip, is
		// where the person went on to live.
		{home + "В 1914 г. ездил в Италию. В 1915 г. жил в Париже. В 1918 г. переехал в Москву.",
			"Пётр Сомов: " + helsinki + "→" + italy + " 1914|Пётр Сомов: " + paris + "→" + moscow + " 1918"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}
