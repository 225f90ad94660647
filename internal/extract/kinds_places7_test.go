package extract

import "testing"

// The one name of an entry's heading under its date («12 апреля.
// Верное.», «Осень 1889 г. Хами.») says where the entry is written, even
// where the dictionary also reads a common word in it («верное», an
// adjective; «хами», a verb): the capital a sentence's first word bears
// says nothing, but the heading's shape does. A section's heading with
// no date («6. Мир.») may name what the section tells of: its common
// noun stays a noun.
func TestPlacesDatedHeadingCommonWord(t *testing.T) {
	const kashgar, verny, kulja, hami, kars = "geonames:1280849", "geonames:1526384", "geonames:1529013", "geonames:1529484", "geonames:743952"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В марте 1859 г. караван вышел из Кашгара.\n\n12 апреля. Верное. Сегодня прибыли сюда.",
			[]string{"Кашгара=" + kashgar, "Верное=" + verny}},
		{"Весной 1889 г. экспедиция вышла из Кульджи.\n\nОсень 1889 г. Хами. Пришли сюда в конце сентября.",
			[]string{"Кульджи=" + kulja, "Хами=" + hami}},
		// Near miss: a section's heading without a date.
		{"5. Карс. В ноябре 1877 г. армия взяла Карс.\n\n6. Мир. В январе 1878 г. начались переговоры.",
			[]string{"Карс=" + kars, "Карс=" + kars}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}
