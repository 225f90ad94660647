package extract

import "testing"

// A land in brackets right after a town («родился в г. Дрездене
// (Саксония)», «лечился в Нерви (Италия), где провёл зиму») only says
// where the town lies: no event of its own, and a «где» after it points to
// the town. Near misses: a town in brackets after a land («в Италии (в
// Нерви)») and a town's other name in brackets keep their events as they
// were.
func TestFalseEventsLandInBracketsAfterTown(t *testing.T) {
	const moscow, dresden, nervi, helsinki = "geonames:524901", "geonames:2935022", "overlay:nervi", "geonames:658225"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Пётр Сомов родился 2 апреля 1862 г. в г. Дрездене (Саксония).",
			[]string{"other " + dresden + " 1862-04-02"}},
		{"В 1900 г. Пётр Сомов жил в Москве. В 1908 г. лечился в Нерви (Италия), где провёл зиму.",
			[]string{"relocation " + moscow + " 1900", "trip " + nervi + " 1908", "trip " + nervi + " 1908-24"}},
		// Near misses: a town in brackets after a land; a town's other
		// name in brackets.
		{"В 1900 г. Пётр Сомов жил в Москве. В 1908 г. лечился в Италии (в Нерви).",
			[]string{"relocation " + moscow + " 1900", "trip " + nervi + " 1908"}},
		{"В 1900 г. Пётр Сомов жил в Москве. В 1908 г. приехал в Гельсингфорс (Хельсинки).",
			[]string{"relocation " + moscow + " 1900", "trip " + helsinki + " 1908"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}
