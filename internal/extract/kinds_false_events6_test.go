package extract

import "testing"

// An office or an authority named by a place's adjective and standing as
// the subject of its clause, its verb of word (a report, a demand) right
// after it («Германские власти
// потребовали…», «Курляндское губ. жанд. управление сообщает…»), acts
// where it sits: no one the text follows is at that place. An official so
// named («Калужский губернатор донёс…») makes a report the text tells as
// an event, a noun of exile («Калужская ссылка кончилась») is the
// person's own, an office whose verb has the person for its object
// («принял его») acts on the person, and a body's deed that is no word
// («совет сложил полномочия») is told at its town.
func TestFalseEventsAuthorityActs(t *testing.T) {
	const warsaw, tula, kaluga = "geonames:756135", "geonames:480562", "geonames:553915"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1918 г. Пётр Сомов жил в Варшаве. Германские власти потребовали, чтобы он выехал.", []string{"relocation " + warsaw + " 1918"}},
		{"В 1903 г. Пётр Сомов жил в Варшаве. 21 марта Курляндское губ. жанд. управление сообщает, что тюк найден.", []string{"relocation " + warsaw + " 1903"}},
		// Near-misses: an official's report; the person's exile; the
		// person acted on.
		{"В 1905 г. Пётр Сомов жил в Туле. Калужский губернатор донёс в Петербург о его приезде.", []string{"relocation " + tula + " 1905", "other " + kaluga + " 1905"}},
		{"В 1905 г. Пётр Сомов жил в Туле. Калужская ссылка кончилась 8 июня 1899 г.", []string{"relocation " + tula + " 1905", "other " + kaluga + " 1899-06-08"}},
		{"В 1905 г. Пётр Сомов жил в Туле. Тифлисский губернатор принял его.", []string{"relocation " + tula + " 1905", "meeting geonames:611717 1905"}},
		// A body's deed that is no word keeps its place.
		{"В 1918 г. Пётр Сомов жил в Туле. 31 июля Калужский совет сложил полномочия.", []string{"relocation " + tula + " 1918", "other " + kaluga + " 1918-07-31"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A clause that only tells a state by a copula and an adjective alone in
// the instrumental («Калужская жизнь была скучной», «жизнь в Калуге была
// тяжёлой»), or a noun after a negated copula («Калужская ссылка не была
// затворничеством»), is a remark on the place: nothing happens there. A
// post held («был учителем в Калуге») is no state of the place, and a
// person's own state keeps its event.
func TestFalseEventsStateInInstrumental(t *testing.T) {
	const tula, kaluga = "geonames:480562", "geonames:553915"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1880 г. Пётр Сомов приехал в Тулу. Калужская ссылка не была затворничеством.", []string{"trip " + tula + " 1880"}},
		{"В 1880 г. Пётр Сомов приехал в Тулу. Калужская жизнь была скучной.", []string{"trip " + tula + " 1880"}},
		{"В 1880 г. Пётр Сомов приехал в Тулу. Жизнь в Калуге была тяжёлой.", []string{"trip " + tula + " 1880"}},
		// Near-misses: a post held; the person's state.
		{"В 1880 г. Пётр Сомов приехал в Тулу. В 1882 г. был учителем в Калуге.", []string{"trip " + tula + " 1880", "school " + kaluga + " 1882"}},
		{"В 1880 г. Пётр Сомов приехал в Тулу. Жизнь его в Калуге была тяжёлой.", []string{"trip " + tula + " 1880", "trip " + kaluga + " 1880"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A clause with no verb that says what something is, a noun or a place
// before a dash («Город этот — ворота в Киргизскую степь»), defines: the
// places after the dash have no event, alone or beside the event of the
// town. A dash after a word of time («Осенью — поездка в Калугу») tells
// what happened, and keeps its journey.
func TestFalseEventsDefinitionByDash(t *testing.T) {
	const steppe = "overlay:kazakh-steppe"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Лето 1856 г. Омск. Здесь я познакомился с Петром Сомовым.\n\nАвгуст. Семипалатинск. Город этот — ворота в Киргизскую степь. Провели вместе несколько вечеров.", []string{"meeting geonames:1496153 1856-22", "trip geonames:1519422 1856-08"}},
		{"В 1856 г. Пётр Сомов приехал в Семипалатинск. Город этот — ворота в Киргизскую степь.", []string{"trip geonames:1519422 1856"}},
		// Near-miss: a dash after a word of time.
		{"В 1880 г. Пётр Сомов приехал в Тулу. Осенью — поездка в Калугу.", []string{"trip geonames:480562 1880", "trip geonames:553915 1880-23"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
		for _, e := range r.Events {
			for _, p := range e.Places {
				if p.Place.ID == steppe {
					t.Errorf("%s: the steppe is a place of %s %s", tt.text, e.Type, e.When)
				}
			}
		}
	}
}
