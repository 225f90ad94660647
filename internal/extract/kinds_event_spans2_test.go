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

// «Быть» at a place away from where the person lives, on a date of a
// season or less («Осенью 1869 был в Египте», «Летом 1876 г. был в Вологде
// у брата») is a visit there, also when a journey told before is long
// over. A whole year there, a stay in exile, or the home town itself is
// no visit.
func TestSpansBeenAwayFromHome(t *testing.T) {
	const moscow, vologda = "geonames:524901", "geonames:472459"
	for _, tt := range []struct{ text, want string }{
		{"В 1875 г. Сомов жил в Москве. Летом 1876 г. был в Вологде у брата.", "trip " + vologda + " 1876-22"},
		{"В 1875 г. Сомов жил в Москве. Осенью 1876 был в Египте.", "trip country:EG 1876-23"},
		{"В 1875 г. Сомов жил в Москве. В 1876 г. он ездил на Кавказ. В мае 1878 г. он был в Вологде.", "trip " + vologda + " 1878-05"},
		{"В 1875 г. Сомов жил в Москве. В 1876 г. был в ссылке в Вологде.", "relocation " + vologda + " 1876"},
		{"В 1875 г. Сомов жил в Москве. В 1880 г. он был в Вологде.", "other " + vologda + " 1880"},
		{"В 1875 г. Сомов жил в Москве. В мае 1880 г. он был в Москве.", "other " + moscow + " 1880-05"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{"relocation " + moscow + " 1875", tt.want})
	}
}

// A land where the person was, with a place in it named right after only
// as what their deed there was about («был в Египте на открытии Суэцкого
// канала», «лечился в Египте на берегу Суэцкого канала», «пел в Англии на
// открытии Вестминстерского аббатства»), gives its event to that place,
// the most specific the clause names. A place named by an adjective says
// whose someone is, and keeps the event where it was.
func TestSpansDeedSiteInLand(t *testing.T) {
	const moscow = "geonames:524901"
	for _, tt := range []struct{ text, want string }{
		{"В 1875 г. Сомов жил в Москве. Осенью 1876 г. он был в Египте на открытии Суэцкого канала.", "trip overlay:suez-canal 1876-23"},
		{"В 1875 г. Сомов жил в Москве. Осенью 1876 г. он лечился в Египте на берегу Суэцкого канала.", "trip overlay:suez-canal 1876-23"},
		{"В 1875 г. Сомов жил в Москве. В мае 1876 г. он пел в Англии на открытии Вестминстерского аббатства.", "other overlay:westminster-abbey 1876-05"},
		{"В 1875 г. Сомов жил в Москве. В мае 1876 г. он был в Англии на открытии Вестминстерского аббатства.", "trip overlay:westminster-abbey 1876-05"},
		{"В 1875 г. Сомов жил в Москве. В мае 1876 г. он служил в Англии при Тауэре.", "other overlay:tower-of-london 1876-05"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), []string{"relocation " + moscow + " 1875", tt.want})
	}
	text := "В 1875 г. Сомов жил в Москве. Осенью 1876 г. он был в Египте и Сирии."
	r := extractText(t, text)
	wantExactly(t, text, eventList(r), []string{"relocation " + moscow + " 1875", "trip country:EG 1876-23", "trip country:SY 1876-23"})
}
