package extract

import (
	"slices"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/geo/gazetteer"
)

// Kinds of phrasing found failing on the development corpus, each tested on
// sentences written for the test.

// An official who exiles someone moves the object; «откуда» opens a clause
// about the place named before it; after «в уездный город» the noun's case
// makes the name a destination.
func TestKindOfficialExilesObject(t *testing.T) {
	r := extractText(t, "Летом 1885 г. Иван Петрович Сомов прибыл в Пермь, откуда губернатор выслал его в уездный город Чердынь.")
	wantAll(t, "movements", moveList(r), []string{"Иван Петрович Сомов: geonames:511196→geonames:569359 1885-22"})
}

// A clause without a subject of its own goes on with its sentence's
// subject: its place is where that person was.
func TestKindClauseKeepsSubject(t *testing.T) {
	r := extractText(t, "Я в 1880 году служил в Саратове, а в 1882 г. в Самаре преподавал в гимназии. Потом я очутился в Астрахани.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:499099→geonames:580497 1882"})
}

// A name before a regnal number is a ruler, not a place.
func TestKindRegnalNumber(t *testing.T) {
	r := extractText(t, "После покушения на Александра II он уехал в Женеву.")
	wantExactly(t, "places", placeIDs(r), []string{"Женеву=geonames:2660646"})
}

// A country in the genitive after a noun that names no part of it is the
// state («послом Франции»); after a settlement noun it is the territory.
func TestKindStateGenitive(t *testing.T) {
	r := extractText(t, "В 1891 г. он был послом Франции в Риме.")
	wantExactly(t, "places", placeIDs(r), []string{"Риме=geonames:3169070"})
	r = extractText(t, "В 1891 г. он объехал города Италии.")
	wantAll(t, "places", placeIDs(r), []string{"Италии=country:IT"})
}

// The person the document names is no place, even after a noun that
// usually introduces one («на острове Жуковский провёл…»); a patronymic
// stays a patronymic in the person's name.
func TestKindPersonAfterSettlementNoun(t *testing.T) {
	r := extractText(t, "В 1890 году Николай Петрович Жуковский уехал на Мальту. На острове Жуковский провёл три месяца.")
	for _, p := range r.Places {
		if strings.HasPrefix(p.Text, "Жуковск") {
			t.Errorf("the person «%s» taken for %s", p.Text, p.Place.ID)
		}
	}
	var actors []string
	for _, e := range r.Events {
		actors = append(actors, e.Actors...)
	}
	if !slices.Contains(actors, "Николай Петрович Жуковский") {
		t.Errorf("actors %q: want «Николай Петрович Жуковский»", actors)
	}
}

// An adjective of a feast of the calendar locates nothing.
func TestKindFeastAdjective(t *testing.T) {
	r := extractText(t, "1 мая 1901 г. в Харькове прошла первомайская демонстрация.")
	wantExactly(t, "places", placeIDs(r), []string{"Харькове=geonames:706483"})
}

// A part of a land the gazetteer has no box for is known only to the land.
func TestKindCompassPartOfLand(t *testing.T) {
	r := extractText(t, "В 1887 г. его сослали в Северную Сибирь.")
	wantAll(t, "places", placeIDs(r), []string{"Северную Сибирь=overlay:siberia"})
}

// A journey to a place the traveller then lives or works at is a change of
// residence; a short stay keeps it a trip.
func TestKindStayMakesRelocation(t *testing.T) {
	r := extractText(t, "В 1881 г. он поехал в Глазго, где зарабатывал на жизнь уроками. В 1883 г. он приехал в Лидс, где провёл несколько дней.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:2648579 1881", "trip geonames:2644688 1883"})
	r = extractText(t, "В мае 1902 г. он уехал в Баку, чтобы работать на промыслах.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:587084 1902-05"})
}

// A cue phrase may have adjectives inside it: «в далёкую ссылку».
func TestKindCuePhraseWithAdjective(t *testing.T) {
	r := extractText(t, "3 марта 1880 года он выехал из Москвы в далёкую северную ссылку.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:524901 1880-03-03"})
}

// A lower-case place adjective before an institution after «в» is where
// the sentence happens: the town the institution is in.
func TestKindLowerAdjectiveInstitution(t *testing.T) {
	r := extractText(t, "Весь 1885 год он провёл в харьковской тюрьме.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:706483 1885"})
}

// A place named again under another date is another event there.
func TestKindPlaceAgainUnderAnotherDate(t *testing.T) {
	r := extractText(t, "Весной 1899 года он пел в киевском саду «Шато», осенью в киевском театре Соловцова.")
	wantAll(t, "events", eventList(r), []string{"other geonames:703448 1899-21", "other geonames:703448 1899-23"})
}

// A clause with a verb of its own is not typed by the journey of the
// clause beside it; an arrest is of type other, imprisonment a relocation.
func TestKindClauseTypedOnItsOwn(t *testing.T) {
	r := extractText(t, "В мае 1905 года его приняли в Одесский комитет, а в конце месяца он уехал из Одессы в Николаев.")
	wantAll(t, "events", eventList(r), []string{"other geonames:698740 1905-05"})
	r = extractText(t, "12 мая 1907 года его арестовали в Самаре. 20 мая 1907 года он был заключён в саратовскую тюрьму.")
	wantAll(t, "events", eventList(r), []string{"other geonames:499099 1907-05-12", "relocation geonames:498677 1907-05-20"})
}

// A journey to a country that goes on to say where in it the traveller
// settled ends there.
func TestKindSettledInCountry(t *testing.T) {
	r := extractText(t, "Весной 1880 г. Пётр Сомов жил в Вене. Осенью 1880 г. он уехал во Францию и поселился в Лионе.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:2761369→geonames:2996944 1880-23"})
}

// An indeclinable name in a list takes the case of the list: «в Сочи и
// Новороссийск» are both destinations; «а оттуда» continues the route
// from its last stop; a diary's traveller goes from one heading to the
// next.
func TestKindDiaryRoute(t *testing.T) {
	r := extractText(t, "2 мая 1910 г. Одесса. Сегодня я выезжаю.\n\n9 мая 1910 г. Тифлис. Прибыл, проделав путь морем в Сочи и Новороссийск, а оттуда поездом через Армавир.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:698740→geonames:491422 1910-05-09",
		"Рассказчик: geonames:491422→geonames:518255 1910-05-09",
		"Рассказчик: geonames:518255→geonames:580922 1910-05-09",
		"Рассказчик: geonames:580922→geonames:611717 1910-05-09",
	})
}

// A settlement with the province it lies in named after it is the one in
// that province, or none: the sentence then happens in the province.
func TestKindQualifiedByProvince(t *testing.T) {
	r := extractText(t, "Летом 1850 г. он жил в Михайловском Вологодской губернии.")
	for _, p := range r.Places {
		if strings.HasPrefix(p.Text, "Михайловск") {
			t.Errorf("«%s» resolved to %s %s outside the province", p.Text, p.Place.ID, p.Place.Name)
		}
	}
	wantAll(t, "events", eventList(r), []string{"other overlay:vologda-governorate 1850-22"})
}

// Whoever takes a person somewhere, the person taken moves.
func TestKindCarriedObject(t *testing.T) {
	r := extractText(t, "В 1881 г. Пётр Сомов жил в Ростове. В мае 1881 г. полиция арестовала его и отвезла в Харьков.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:501175→geonames:706483 1881-05"})
}

// A title is the subject only when its noun may be: after «редактировал
// газету «…»» the next subjectless sentence is still about the editor.
func TestKindTitleAsObject(t *testing.T) {
	r := extractText(t, "В 1890 г. Пётр Сомов редактировал в Казани газету «Волжский вестник». В 1891 г. выслан в Пермь.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:551487→geonames:511196 1891"})
}

// A name after a noun of a natural feature is a lake, river or range, not a
// town of that name; a name known only in Latin letters is found romanized.
func TestKindNaturalFeatureAndLatinName(t *testing.T) {
	r := extractText(t, "В 1868 г. он исследовал озеро Ханка и в 1871 г. прошёл через Уланком.")
	for _, p := range r.Places {
		if p.Text == "Ханка" && (p.Place.Kind == gazetteer.KindCity || p.Place.Kind == gazetteer.KindVillage) {
			t.Errorf("«озеро Ханка» resolved to the town %s %s", p.Place.ID, p.Place.Name)
		}
	}
	wantAll(t, "places", placeIDs(r), []string{"Ханка=overlay:lake-khanka", "Уланком=geonames:1515029"})
}

// «губ.» after a province adjective is the province, and the article's
// head word with the given name after it is one person.
func TestKindProvinceAbbreviationInHead(t *testing.T) {
	r := extractText(t, "КРЫЛОВ Иван Андреевич [13.2.1769, Москва — 21.11.1844, Санкт-Петербург], русский баснописец. В 1774 г. жил в Тверской губ.")
	wantAll(t, "places", placeIDs(r), []string{"Тверской губ.=overlay:tver-governorate"})
	for _, e := range r.Events {
		for _, a := range e.Actors {
			if a != "Иван Андреевич Крылов" {
				t.Errorf("event %s: actor %q, want «Иван Андреевич Крылов»", e.ID, a)
			}
		}
	}
}

// A place adjective before a railway names the land it runs through,
// made from the adjective («Закавказской железной дороги» → Закавказье).
func TestKindRailwayAdjective(t *testing.T) {
	r := extractText(t, "В 1893 г. он служил конторщиком Закавказской железной дороги в Баку.")
	wantAll(t, "places", placeIDs(r), []string{"Закавказской=overlay:transcaucasia", "Баку=geonames:587084"})
	wantAll(t, "events", eventList(r), []string{"other geonames:587084 1893"})
}

// A preposition governs the name past an adjective («в австрийскую
// Галицию»); «пробрался» is a journey; the period's Russian writes a
// Western h with г or х and a final ow with «оу» (Гулль, Харроу), found
// through the gazetteer's Latin names.
func TestKindAdjectiveAfterPrepositionAndOldSpellings(t *testing.T) {
	r := extractText(t, "В 1902 г. Пётр Сомов жил в Кракове. Летом 1903 года он пробрался в австрийскую Галицию.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:3094802→overlay:galicia 1903-22"})
	r = extractText(t, "В 1876 г. я сошёл на берег в Гулле, а в 1886 г. поселился в Харроу.")
	wantAll(t, "places", placeIDs(r), []string{"Гулле=geonames:2645425", "Харроу=geonames:2647421"})
}
