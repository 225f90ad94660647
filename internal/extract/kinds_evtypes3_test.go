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

// A district or province after a name the gazetteer cannot place, in a
// reference work's round bracket of life dates («(24 сентября 1856,
// Ольшаниха, Каневский уезд, Киевская губерния — 2 марта 1889,
// Петербург)», with or without a settlement's noun, a nested bracket of
// the date's other style before it) or in a birth's clause where a comma
// carries the preposition over to it («в дер. Ольшаниха, Дерптского у.»),
// only says where the birthplace lies: no event at the district. A town
// the gazetteer places keeps its event, and a village one moves to keeps
// the journey's event at its district.
func TestEventTypesDistrictOfUnplacedBirthplaceInList(t *testing.T) {
	const petersburg = "geonames:498817"
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"СОМОВ Пётр Ильич (24 сентября 1856, Ольшаниха, Каневский уезд, Киевская губерния — 2 марта 1889, Петербург) — польский революционер.",
			[]string{"other " + petersburg + " 1889-03-02"}},
		{"СОМОВ Пётр Ильич (3 (15) окт. 1859, с. Ольшаниха Терской обл., — 19 марта (1 апр.) 1906, Петербург), осетинский поэт.",
			[]string{"other " + petersburg + " 1906-04-01"}},
		{"Род. 10 июля 1839 г. в дер. Ольшаниха, Дерптского у. Лифляндской губ., в семье сельского учителя.", nil},
		// Near misses: a town placed; a village moved to.
		{"СОМОВ Пётр Ильич (24 сентября 1856, Тихвин, Новгородская губерния — 2 марта 1889, Петербург) — польский революционер.",
			[]string{"other geonames:483019 1856-09-24", "other overlay:novgorod-governorate 1856-09-24", "other " + petersburg + " 1889-03-02"}},
		{"В 1880 г. Пётр Сомов жил в Москве. Летом 1882 г. он переехал в дер. Ольшаниха, Каневского уезда.",
			[]string{"relocation geonames:524901 1880", "relocation geonames:706900#district 1882-22"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}

// A footnote, a paragraph that opens with a footnote's mark (superscript
// figures «¹», a figure in square brackets «[3]», a number before the
// arrow back to the text «2. ↑»), glosses a word of the text: a sentence
// of it with no verb of a deed («Суд над кружком в Казани в апреле 1881
// года», a definition, a naming) tells no event. An editor's note in it
// that tells a deed («В 1890 г. Сомов переехал в Казань») keeps its
// event, and so does the same gloss written as a paragraph of the text.
func TestEventTypesFootnoteGloss(t *testing.T) {
	const moscow, vyatka, glazov, kazan = "geonames:524901", "geonames:548408", "geonames:561347", "geonames:551487"
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1880 г. Пётр Сомов жил в Москве. В 1882 г. его выслали в Вятку¹, а оттуда в Глазов.\n\n" +
			"¹ Вятка — тогда губернский город, в девятистах верстах от Москвы.\n" +
			"2. ↑ Суд над кружком в Казани в апреле 1881 года.\n" +
			"[3] Глазов — уездный город Вятской губернии. В 1890 г. Сомов переехал в Казань.",
			[]string{"relocation " + moscow + " 1880", "relocation " + vyatka + " 1882", "relocation " + glazov + " 1882", "relocation " + kazan + " 1890"}},
		// Near miss: no footnote's mark.
		{"В 1880 г. Пётр Сомов жил в Москве. В 1882 г. его выслали в Вятку, а оттуда в Глазов.\n\n" +
			"Вятка — тогда губернский город, в девятистах верстах от Москвы.\n" +
			"Суд над кружком в Казани в апреле 1881 года.",
			[]string{"relocation " + moscow + " 1880", "relocation " + vyatka + " 1882", "relocation " + glazov + " 1882", "other " + kazan + " 1881-04"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}

// Under a letter's heading, the writer's «Пишу тебе из Венеции» (or «уже
// из Швейцарии», the land the heading's town lies in) tells where the
// letter is written: the heading's event at its place on its day already
// tells it, and the sentence makes no second event. What the sentence
// goes on to tell keeps its event («куда приехал вчера из Вены»), and
// with no heading the sentence is the letter's only word of its place.
func TestEventTypesLetterWrittenFromHeadingPlace(t *testing.T) {
	const moscow, venice, geneva = "geonames:524901", "geonames:3164603", "geonames:2660646"
	const head = "Письма П. И. Сомова к сестре (1884–1885)\n\nI. Москва, 3 мая 1884 г.\nЖиву тихо, работаю в мастерской.\n\n"
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{head + "II. Венеция, 8 декабря 1884 г.\nПишу тебе из Венеции. Работы много, а денег мало.",
			[]string{"other " + moscow + " 1884-05-03", "other " + venice + " 1884-12-08"}},
		{head + "II. Женева, 8 декабря 1884 г.\nПишу тебе уже из Швейцарии. Здесь тихо.",
			[]string{"other " + moscow + " 1884-05-03", "other " + geneva + " 1884-12-08"}},
		// Near misses: a journey told after it; no heading.
		{head + "II. Венеция, 8 декабря 1884 г.\nПишу тебе из Венеции, куда приехал вчера из Вены.",
			[]string{"other " + moscow + " 1884-05-03", "other " + venice + " 1884-12-08", "trip " + venice + " 1884-12-07"}},
		{"Пишу тебе из Венеции. Работы много, а денег мало.", []string{"other " + venice + " "}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}

// A dated title that names its places only by adjectives, of whose
// letters or papers they are («Из писем П. И. Сомова к казанскому другу
// (1876–1894)», «Из переписки Вятского губернского жандармского
// управления, 1879–1881 гг.»), tells the text's span, not something that
// happened at them: no event. A dated title that names a place by its
// name («Поездка П. И. Сомова в Казань (1879–1881 гг.)») still tells of
// what happened there.
func TestEventTypesTitleOfPapersByAdjective(t *testing.T) {
	const moscow, kazan = "geonames:524901", "geonames:551487"
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"Из писем П. И. Сомова к казанскому другу (1876–1894)\n\nВ 1876 г. Сомов жил в Москве.",
			[]string{"relocation " + moscow + " 1876"}},
		{"Из переписки Вятского губернского жандармского управления, 1879–1881 гг.\n\nВ 1879 г. Сомов жил в Москве.",
			[]string{"relocation " + moscow + " 1879"}},
		// Near miss: a place by its name.
		{"Поездка П. И. Сомова в Казань (1879–1881 гг.)\n\nВ 1879 г. Сомов жил в Москве.",
			[]string{"trip " + kazan + " 1879/1881", "relocation " + moscow + " 1879"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}

// A sentence commuted to exile at a place («каторжные работы … заменили
// ссылкой в Березов», «приговор ему заменён ссылкой в Березов») sends
// the person to live there: a change of residence, as an exile is. Taking
// someone's place somewhere («заменил в Казани заболевшего учителя») is
// no exile.
func TestEventTypesSentenceCommutedToExile(t *testing.T) {
	const moscow, berezov, kazan = "geonames:524901", "geonames:1510214", "geonames:551487"
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1880 г. Пётр Сомов жил в Москве. В 1881 г. суд приговорил его к каторжным работам, которые осенью того же года заменили ссылкой в Березов.",
			[]string{"relocation " + moscow + " 1880", "relocation " + berezov + " 1881-23"}},
		{"В 1880 г. Пётр Сомов жил в Москве. Осенью 1881 г. приговор ему заменён ссылкой в Березов.",
			[]string{"relocation " + moscow + " 1880", "relocation " + berezov + " 1881-23"}},
		// Near miss: taking someone's place.
		{"В 1880 г. Пётр Сомов жил в Москве. В 1881 г. он заменил в Казани заболевшего учителя.",
			[]string{"relocation " + moscow + " 1880", "other " + kazan + " 1881"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}
