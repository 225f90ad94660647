package extract

import "testing"

// A journey whose sentence goes on to say, in a «где» clause or a verb
// joined by «и», that the traveller spent years there («переправился в
// Нью-Йорк и там три года разбирал коллекции», «уехал в Казань, где два
// года изучал архивы») is a move to live there, a relocation, whatever
// was done: a time of a year or more counted by a numeral is a stay. A
// time of months («где два месяца изучал архивы») keeps the journey a
// trip, and so does the year of a date.
func TestEventTypesYearsSpentAfterJourney(t *testing.T) {
	const moscow, newYork, kazan = "geonames:524901", "geonames:5128581", "geonames:551487"
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1899 г. Пётр Сомов жил в Москве. Летом 1901 г. он переправился с коллекциями в Нью-Йорк и там, в музее, три года разбирал собранное.",
			[]string{"relocation " + moscow + " 1899", "relocation " + newYork + " 1901-22"}},
		{"В 1899 г. Пётр Сомов жил в Москве. Летом 1901 г. он уехал в Казань, где два года изучал архивы.",
			[]string{"relocation " + moscow + " 1899", "relocation " + kazan + " 1901-22"}},
		// Near miss: months, not years.
		{"В 1899 г. Пётр Сомов жил в Москве. Летом 1901 г. он уехал в Казань, где два месяца изучал архивы.",
			[]string{"relocation " + moscow + " 1899", "trip " + kazan + " 1901-22"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}
