package extract

import "testing"

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
