package extract

import "testing"

// A gerund's phrase after a town («приехал в Тулу, проведя зиму в
// Крыму», «прибыл в Тулу, пробыв месяц на Кавказе») tells a deed of its
// own: the land it names is no province that says where the town lies,
// and the town, not found in that land, is kept as the place of the
// clause's verb.
func TestSpansGerundPhraseAfterTown(t *testing.T) {
	const tula, moscow = "geonames:480562", "geonames:524901"
	for _, tt := range []struct{ text, want string }{
		{"В 1890 г. Сомов жил в Москве. В мае 1891 г. он приехал в Тулу, проведя зиму в Крыму.", "trip " + tula + " 1891-05"},
		{"В 1890 г. Сомов жил в Москве. В мае 1891 г. он прибыл в Тулу, пробыв месяц на Кавказе.", "trip " + tula + " 1891-05"},
		{"В 1890 г. Сомов жил в Москве. В мае 1891 г. он переехал в Тулу, прожив два года в Крыму.", "relocation " + tula + " 1891-05"},
		{"В 1890 г. Сомов жил в Москве. В мае 1891 г. он приехал в Тулу, проведя зиму в Ялте.", "trip " + tula + " 1891-05"},
		{"В 1890 г. Сомов жил в Москве. В мае 1891 г. он приехал в Тулу, побывав в Орле и Курске.", "trip " + tula + " 1891-05"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{"relocation " + moscow + " 1890", tt.want})
	}
	// A land right after the town with no verb between still says where
	// the town lies («в Ялту, в Крыму»).
	text := "В 1890 г. Сомов жил в Москве. В мае 1891 г. он приехал в Ялту, в Крым."
	r := extractText(t, text)
	wantExactly(t, text, eventList(r), []string{"relocation " + moscow + " 1890", "trip geonames:688533 1891-05"})
}
