package extract

import "testing"

// A name whose first part is written short with a hyphen («С.-Петербург»,
// «Н.-Новгород») makes adjectives as the name in full does: before an
// institution's noun («при С.-Петербургском университете») it is the
// town in every case, the masculine prepositional in -ском included,
// which alone is no village of -ское. The noun («в С.-Петербурге») stays
// the town.
func TestPlacesShortenedCompoundAdjective(t *testing.T) {
	const petersburg, nizhny = "geonames:498817", "geonames:520555"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1891 г. Пётр Сомов сдал экзамены при С.-Петербургском университете.", []string{"С.-Петербургском=" + petersburg}},
		{"В 1893 г. Пётр Сомов служил в С.-Петербургском порту.", []string{"С.-Петербургском=" + petersburg}},
		{"В 1896 г. Пётр Сомов учился в Н.-Новгородском реальном училище.", []string{"Н.-Новгородском=" + nizhny}},
		{"В 1891 г. Пётр Сомов окончил курс С.-Петербургского университета.", []string{"С.-Петербургского=" + petersburg}},
		{"В 1894 г. Пётр Сомов жил в С.-Петербурге.", []string{"С.-Петербурге=" + petersburg}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}
