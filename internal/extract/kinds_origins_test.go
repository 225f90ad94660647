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

// A work of the person's (authors_works: a symphony, an opera, a
// painting, a book) told as performed, staged, shown or published
// somewhere, with the person only as its owner («его первая симфония
// исполнена в Баден-Бадене», «её картины выставлены в Париже», «его
// сборник издан в Лейпциге»), does not put the person there: a later leg
// with no origin named leaves from where the person was before. A life
// event of theirs («его юбилей отмечался в Праге») and a work in which the
// author is told to act there («в которой автор сам играл главную роль»)
// still place the person.
func TestOriginsWorkShownElsewhere(t *testing.T) {
	const spb, moscow, kyiv, prague, kharkiv = "geonames:498817", "geonames:524901", "geonames:703448", "geonames:3067696", "geonames:706483"
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов жил в Петербурге. Его первая симфония исполнена в 1880 г. в Баден-Бадене. В 1885 г. он уехал в Москву.",
			"Пётр Сомов: " + spb + "→" + moscow + " 1885"},
		{"Пётр Сомов жил в Петербурге. В 1880 г. его опера поставлена в Праге. В 1885 г. он уехал в Москву.",
			"Пётр Сомов: " + spb + "→" + moscow + " 1885"},
		{"Анна Сомова жила в Киеве. В 1880 г. её картины выставлены в Париже. В 1885 г. она уехала в Москву.",
			"Анна Сомова: " + kyiv + "→" + moscow + " 1885"},
		{"Пётр Сомов жил в Петербурге. В 1880 г. его сборник «Песни» издан в Лейпциге. В 1885 г. он уехал в Москву.",
			"Пётр Сомов: " + spb + "→" + moscow + " 1885"},
		// Near misses: a life event, and a work the author acts in.
		{"Пётр Сомов жил в Петербурге. В 1880 г. его юбилей отмечался в Праге. В 1885 г. он уехал в Москву.",
			"Пётр Сомов: " + prague + "→" + moscow + " 1885"},
		{"Пётр Сомов жил в Москве. 2 и 4 дек. 1913 г. в петербургском театре «Луна-парк» дважды шла его трагедия «Сомов», в которой автор сам играл главную роль. 14 дек. 1913 г. он выступил в Харькове.",
			"Пётр Сомов: " + spb + "→" + kharkiv + " 1913-12-14"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}
