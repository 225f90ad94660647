package extract

import "testing"

// Living at a place first told of for a time of months a numeral counts
// («он три месяца прожил в Казани», «прожил около двух месяцев в
// Казани») or for half a year («около полугода прожил») is a stay on the
// way, a trip, as «несколько месяцев» is: months are no years. A time of
// years keeps it a change of residence, and so does a date's month («в
// конце месяца»). A «где» clause after a journey («уехал в Казань, где
// прожил около двух месяцев») is not this kind: it tells the journey's
// stay, typed by the journey's rules.
func TestEventTypesStayCountedInMonths(t *testing.T) {
	const moscow, kazan = "geonames:524901", "geonames:551487"
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1880 г. Пётр Сомов жил в Москве. В 1885 г. он три месяца прожил в Казани.",
			[]string{"relocation " + moscow + " 1880", "trip " + kazan + " 1885"}},
		{"В 1880 г. Пётр Сомов жил в Москве. Летом 1885 г. он прожил около двух месяцев в Казани.",
			[]string{"relocation " + moscow + " 1880", "trip " + kazan + " 1885-22"}},
		{"В 1880 г. Пётр Сомов жил в Москве. В 1885 г. он около полугода прожил в Казани, изучая архивы.",
			[]string{"relocation " + moscow + " 1880", "trip " + kazan + " 1885"}},
		// Near misses: years; a date's month; a «где» clause after a journey.
		{"В 1880 г. Пётр Сомов жил в Москве. В 1885 г. он около двух лет прожил в Казани.",
			[]string{"relocation " + moscow + " 1880", "relocation " + kazan + " 1885"}},
		{"В 1880 г. Пётр Сомов жил в Москве. В конце месяца, в мае 1885 г., он жил в Казани.",
			[]string{"relocation " + moscow + " 1880", "relocation " + kazan + " 1885-05"}},
		{"В 1880 г. Пётр Сомов жил в Москве. В мае 1885 г. он уехал в Казань, где прожил около двух месяцев.",
			[]string{"relocation " + moscow + " 1880", "relocation " + kazan + " 1885-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}
