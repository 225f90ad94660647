package extract

import "testing"

// A journey told under a diary heading or a dateline that names only the
// stops passed on the way («Ехали из Одессы через Винницу и Житомир»,
// «Проездом через Берлин возвратился из Парижа») and no goal beyond them
// ends at the heading's town: the event is there, not at the origin. A
// goal the clause names (в Житомир) keeps the event; with no heading, the
// event stays where the journey starts, and a clause with no origin keeps
// the heading's town as before.
func TestFalseEventsStopsPassedUnderHeading(t *testing.T) {
	const kiev, odessa, zhitomir, tiflis, riga = "geonames:703448", "geonames:698740", "geonames:686967", "geonames:611717", "geonames:456172"
	for _, tt := range []struct{ text, want string }{
		{"Киев, 5 мая 1912 г. Ехали из Одессы через Винницу и Житомир; в вагонах было тесно.", "trip " + kiev + " 1912-05-05"},
		{"Киев, 5 мая 1912 г. Приехали из Одессы, через Винницу.", "trip " + kiev + " 1912-05-05"},
		{"Тифлис, 9 сентября 1880 г. Вчера приехали из Баку через Елисаветполь.", "trip " + tiflis + " 1880-09-08"},
		{"РИГА, 3 июня 1911 г. Проездом через Берлин возвратился из Парижа профессор Н. Н. Иванов.", "relocation " + riga + " 1911-06-03"},
		// Near-misses: a goal named, no heading, no origin.
		{"Киев, 5 мая 1912 г. Ехали из Одессы через Винницу в Житомир.", "trip " + zhitomir + " 1912-05-05"},
		{"5 мая 1912 г. Ехали из Одессы через Винницу и Житомир.", "trip " + odessa + " 1912-05-05"},
		{"Тифлис, 9 сентября 1880 г. Вчера мы проехали через Елисаветполь.", "trip " + tiflis + " 1880-09-08"},
	} {
		r := extractText(t, tt.text)
		got := eventList(r)
		if len(got) == 0 || got[0] != tt.want {
			t.Errorf("%s:\n got %q\nwant first %q", tt.text, got, tt.want)
		}
	}
}

// A deed at a place followed by a relative clause «, где …» of settling
// there, done («купил в Ялте дачу, где поселился с семьёй», «построил дом,
// где и поселился») or meant for a home bought or built («купила особняк,
// где собирается поселиться») is a change of residence at the place. A
// stay told instead (где провёл лето), a settling negated or called off
// («где не поселился», «думал поселиться, но так и не поселился») and a
// wish with no home («был в Ялте, где хотел поселиться») change nothing.
func TestFalseEventsSettledWhere(t *testing.T) {
	const yalta, tula = "geonames:688533", "geonames:480562"
	for _, tt := range []struct{ text, want string }{
		{"В 1895 г. Николай Сомов купил в Ялте дачу, где поселился с семьёй.", "relocation " + yalta + " 1895"},
		{"В 1895 г. Николай Сомов построил в Ялте дом, где и поселился.", "relocation " + yalta + " 1895"},
		{"В 1895 г. Николай Сомов купил имение под Тулой, где собирался поселиться навсегда.", "relocation " + tula + " 1895"},
		{"В 1903 г. в Ялте Мария Сомова купила особняк, где собирается поселиться с детьми.", "relocation " + yalta + " 1903"},
		// Near-misses.
		{"В 1895 г. Николай Сомов купил в Ялте дачу, где не поселился.", "other " + yalta + " 1895"},
		{"В 1895 г. Николай Сомов купил в Ялте дачу, где думал поселиться, но так и не поселился.", "other " + yalta + " 1895"},
		{"В 1895 г. Николай Сомов был в Ялте, где хотел поселиться.", "other " + yalta + " 1895"},
		{"В 1895 г. Николай Сомов купил в Ялте дачу.", "other " + yalta + " 1895"},
	} {
		r := extractText(t, tt.text)
		got := eventList(r)
		if len(got) == 0 || got[0] != tt.want {
			t.Errorf("%s:\n got %q\nwant first %q", tt.text, got, tt.want)
		}
	}
}

// A declaration of war or a peace made by states («Германия объявила нам
// войну ещё 19-го», «Турция заключила мир с Сербией», «подписали
// перемирие»), told under a diary heading or a dateline, happens at no
// place the heading gives: its event has no place, and «заключила» in it
// is no imprisonment. A clause that points to the place itself («здесь
// объявили войну») or tells another proclamation («объявили приказ») keeps
// the heading's town, and «был заключён в крепость» stays a relocation.
func TestFalseEventsStateActUnderHeading(t *testing.T) {
	const varna, fortress = "geonames:726050", "overlay:peter-and-paul-fortress"
	for _, tt := range []struct{ text, want string }{
		{"Одесса, 3 августа 1914 г. Австрия объявила нам войну ещё 24-го.", "other - 1914-07-24"},
		{"Варна, 12 апреля 1877 г. Сегодня Турция заключила мир с Сербией.", "other - 1877-04-12"},
		{"Варна, 12 апреля 1877 г. Вчера враги подписали перемирие.", "other - 1877-04-11"},
		// Near-misses.
		{"Варна, 12 апреля 1877 г. Сегодня здесь объявили войну.", "other " + varna + " 1877-04-12"},
		{"Варна, 12 апреля 1877 г. Вчера объявили приказ о выступлении.", "other " + varna + " 1877-04-11"},
		{"В 1880 г. Иван Сомов был заключен в Петропавловскую крепость.", "relocation " + fortress + " 1880"},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), []string{tt.want})
	}
}
