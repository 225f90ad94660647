package extract

import (
	"strings"
	"testing"
)

// A land named after a town's own province in apposition («в селении
// Кварели Телавского уезда, в Кахетии», «в Гори Тифлисского уезда, в
// Грузии») only says, as the province does, where the town lies: the
// person is at the town, and the next leg starts there, not in the land.
// A list that goes on after the town («в Елатьме Тамбовской губернии, в
// Рязани и в Москве») still ends at its last item.
func TestLegsLandAfterTownsProvince(t *testing.T) {
	const kvareli, kashira, gori, yelatma, moscow, odessa, kiev = "geonames:612338", "geonames:551964", "geonames:614455", "geonames:468030", "geonames:524901", "geonames:698740", "geonames:703448"
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов родился в 1850 г. в селении Кварели Телавского уезда, в Кахетии. В 1868 г. он уехал в Москву.", "Пётр Сомов: " + kvareli + "→" + moscow + " 1868"},
		{"Весной 1881 г. Анна Сомова жила в Кварели Телавского уезда, в Кахетии. Летом она переехала в Одессу.", "Анна Сомова: " + kvareli + "→" + odessa + " 1881-22"},
		{"Пётр Сомов родился в 1850 г. в Кашире Каширского уезда, в Тульской губернии. В 1868 г. он уехал в Москву.", "Пётр Сомов: " + kashira + "→" + moscow + " 1868"},
		{"Весной 1881 г. Анна Сомова жила в Гори Тифлисского уезда, в Грузии. Летом она переехала в Одессу.", "Анна Сомова: " + gori + "→" + odessa + " 1881-22"},
		{"Пётр Сомов родился в 1850 г. в Елатьме Тамбовской губернии, в Рязани и в Москве. В 1868 г. он уехал в Киев.", "Пётр Сомов: " + moscow + "→" + kiev + " 1868"},
		{"Пётр Сомов родился в 1850 г. в Елатьме Тамбовской губернии. В 1868 г. он уехал в Киев.", "Пётр Сомов: " + yelatma + "→" + kiev + " 1868"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
}

// A year in brackets that stands right before a later stop of a list of
// stays or goals («работал в Мюнхене, затем (1889) в Париже», «уехал в
// Мюнхен, затем (1889) в Париж») dates that later stop only: the leg to
// the stop before keeps the date told before it. A bracket right after a
// stop («уехал в Мюнхен (1889), затем в Париж») still dates that stop.
func TestLegsBracketYearOfTheNextStop(t *testing.T) {
	const petersburg, munich, paris, moscow, berlin, vienna = "geonames:498817", "geonames:2867714", "geonames:2988507", "geonames:524901", "geonames:2950159", "geonames:2761369"
	for _, tt := range []struct{ text, want string }{
		{"В 1885 г. П. Сомов жил в Петербурге. В 1888 г. командирован за границу: работал в Мюнхене у П. Грота, затем (1889) в Париже у Ф. Фуке.",
			"П. Сомов: " + petersburg + "→" + munich + " 1888|П. Сомов: " + munich + "→" + paris + " 1889"},
		{"В 1885 г. П. Сомов жил в Петербурге. В 1888 г. уехал за границу: работал в Мюнхене, затем (1889) в Париже.",
			"П. Сомов: " + petersburg + "→" + munich + " 1888|П. Сомов: " + munich + "→" + paris + " 1889"},
		{"В 1885 г. П. Сомов жил в Петербурге. В 1888 г. уехал в Мюнхен, затем (1889) в Париж.",
			"П. Сомов: " + petersburg + "→" + munich + " 1888|П. Сомов: " + munich + "→" + paris + " 1889"},
		{"В 1900 г. Анна Сомова жила в Москве. В 1902 г. она уехала за границу: работала в Берлине, потом (1904) в Вене.",
			"Анна Сомова: " + moscow + "→" + berlin + " 1902|Анна Сомова: " + berlin + "→" + vienna + " 1904"},
		{"В 1885 г. П. Сомов жил в Петербурге. В 1888 г. уехал в Мюнхен (1889), затем в Париж.",
			"П. Сомов: " + petersburg + "→" + munich + " 1889|П. Сомов: " + munich + "→" + paris + " 1889"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), strings.Split(tt.want, "|"))
	}
}

// A land gone about («участвовал в экскурсиях по Тульской губернии»,
// «путешествовал по Кавказу», «ездил по Тульской губернии») from a town
// is a round trip: a later leg that names no origin starts from the town
// again, while a return told («вернулся в Москву») goes from the land.
func TestLegsLandGoneAbout(t *testing.T) {
	const petersburg, munich, moscow, tula = "geonames:498817", "geonames:2867714", "geonames:524901", "geonames:480562"
	for _, tt := range []struct{ text, want string }{
		{"В 1885 г. Пётр Сомов жил в Петербурге. Летом 1886 г. он участвовал в экскурсиях по Тульской губернии. В 1888 г. он уехал в Мюнхен.", "Пётр Сомов: " + petersburg + "→" + munich + " 1888"},
		{"В 1885 г. Пётр Сомов жил в Петербурге. Летом 1886 г. он путешествовал по Кавказу. В 1888 г. он уехал в Мюнхен.", "Пётр Сомов: " + petersburg + "→" + munich + " 1888"},
		{"В 1885 г. Пётр Сомов жил в Петербурге. Летом 1886 г. он ездил по Тульской губернии. В 1888 г. он уехал в Мюнхен.", "Пётр Сомов: " + petersburg + "→" + munich + " 1888"},
		{"В 1885 г. Пётр Сомов жил в Петербурге. Летом 1886 г. он совершил поездку по Финляндии. В 1888 г. он уехал в Мюнхен.", "Пётр Сомов: " + petersburg + "→" + munich + " 1888"},
		{"В 1885 г. Пётр Сомов жил в Петербурге. Летом 1886 г. он путешествовал по Кавказу. Осенью он вернулся в Москву.", "Пётр Сомов: overlay:caucasus→" + moscow + " 1886-23"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
	r := extractText(t, "В 1885 г. Пётр Сомов жил в Петербурге. Летом 1886 г. он переехал в Тулу. Осенью он ездил по Тульской губернии. В 1888 г. он уехал в Мюнхен.")
	wantExactly(t, "roamed from Tula", moveList(r), []string{"Пётр Сомов: " + petersburg + "→" + tula + " 1886-22", "Пётр Сомов: " + tula + "→" + munich + " 1888"})
}
