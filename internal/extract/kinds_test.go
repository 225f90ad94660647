package extract

import (
	"fmt"
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
// next, the first leg from the day he set out («Сегодня я выезжаю»).
func TestKindDiaryRoute(t *testing.T) {
	r := extractText(t, "2 мая 1910 г. Одесса. Сегодня я выезжаю.\n\n9 мая 1910 г. Тифлис. Прибыл, проделав путь морем в Сочи и Новороссийск, а оттуда поездом через Армавир.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:698740→geonames:491422 1910-05-02/1910-05-09",
		"Рассказчик: geonames:491422→geonames:518255 1910-05-09",
		"Рассказчик: geonames:518255→geonames:580922 1910-05-09",
		"Рассказчик: geonames:580922→geonames:611717 1910-05-09",
	})
}

// A settlement with the province it lies in named after it is the one in
// that province, or none: the sentence then happens in the province, which
// takes the settlement's place in the clause (living there).
func TestKindQualifiedByProvince(t *testing.T) {
	r := extractText(t, "Летом 1850 г. он жил в Михайловском Вологодской губернии.")
	for _, p := range r.Places {
		if strings.HasPrefix(p.Text, "Михайловск") {
			t.Errorf("«%s» resolved to %s %s outside the province", p.Text, p.Place.ID, p.Place.Name)
		}
	}
	wantAll(t, "events", eventList(r), []string{"relocation overlay:vologda-governorate 1850-22"})
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
		if p.Text == "озеро Ханка" && (p.Place.Kind == gazetteer.KindCity || p.Place.Kind == gazetteer.KindVillage) {
			t.Errorf("«озеро Ханка» resolved to the town %s %s", p.Place.ID, p.Place.Name)
		}
	}
	wantAll(t, "places", placeIDs(r), []string{"озеро Ханка=overlay:lake-khanka", "Уланком=geonames:1515029"})
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

// A place near which something is («под Лондоном» in the instrumental,
// «близ Лугано») is a reference, not where the event happens; when the
// place itself is unknown to the gazetteer, the place near it stands in.
func TestKindNearPlaceIsReference(t *testing.T) {
	r := extractText(t, "В 1887 г. Пётр Сомов жил в Берлине. В марте 1888 г. он переехал в Англию и поселился в Харроу под Лондоном.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2950159 1887", "relocation geonames:2647421 1888-03"})
	r = extractText(t, "В 1887 г. Пётр Сомов жил в Берлине. В марте 1888 г. он переехал в Швейцарию и поселился в Монтаньоле близ Лугано.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2950159 1887", "relocation geonames:2659836 1888-03"})
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:2950159→geonames:2659836 1888-03"})
}

// «встретиться с» is a meeting, «представлялся» a visit of courtesy (a
// meeting); a crowd or a town that «встречает» someone receives them, no
// meeting of theirs.
func TestKindMeetingVerbs(t *testing.T) {
	r := extractText(t, "В мае 1906 г. Пётр Сомов прибыл в Гамбург; на пристани его встречала толпа.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:2911298 1906-05"})
	r = extractText(t, "Пётр Сомов жил в Берне. В 1907 г. в Лозанне Сомов встретился с Плехановым.")
	wantAll(t, "events", eventList(r), []string{"meeting geonames:2659994 1907"})
	r = extractText(t, "12 мая 1907 г. в Омске он представлялся генерал-губернатору.")
	wantExactly(t, "events", eventList(r), []string{"meeting geonames:1496153 1907-05-12"})
}

// A place after a preposition and before the subject's name is a place of
// its own («в Лозанне Ленин выступил», «в Нижнем Новгороде Горький»): two
// words in no case in common are no one name.
func TestKindPlaceBeforeSubjectName(t *testing.T) {
	r := extractText(t, "В 1907 г. в Лозанне Ленин выступил с рефератом.")
	wantExactly(t, "events", eventList(r), []string{"lecture geonames:2659994 1907"})
	r = extractText(t, "В 1907 г. в Нижнем Новгороде Горький жил у друзей.")
	wantExactly(t, "places", placeIDs(r), []string{"Нижнем Новгороде=geonames:520555"})
}

// A cue after a preposition of topic is what is talked about («о побеге
// известили»), not what happened; «выпустили из» is a release, not a
// publication; a caravan or an expedition as the subject is a journey, a
// book as the subject a publication; landing («сошёл на берег») is a
// journey; «отпечатали» a publication; «водворили» settles an exile.
func TestKindCueWordsInContext(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов жил в Берне. В марте 1905 г. о побеге Сомова известили полицию в Самаре.", "other geonames:499099 1905-03"},
		{"Пётр Сомов жил в Берне. В январе 1901 г. Сомова выпустили из харьковской тюрьмы.", "other geonames:706483 1901-01"},
		{"Летом 1880 г. экспедиция прошла через Хами в Тибет.", "trip overlay:tibet 1880-22"},
		{"Пётр Сомов жил в Берне. 12 июня 1880 г. караван Сомова выступил.", "trip - 1880-06-12"},
		{"Пётр Сомов жил в Берне. Книга Сомова «Записки» (1885) принесла ему известность.", "publication - 1885"},
		{"Весной 1880 г. он сошёл на берег в Гамбурге.", "trip geonames:2911298 1880-21"},
		{"В 1899 г. в Вильне отпечатали первый номер газеты.", "publication geonames:593116 1899"},
		{"В мае 1903 г. ссыльного водворили в Киренске.", "relocation geonames:2022083 1903-05"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// A clause that tells when the journey of the clause before arrived («…
// в Томск, куда прибыл 2 мая») dates the event at the destination; the
// journey keeps its type and is one event, and one movement from the
// departure to the arrival.
func TestKindArrivalClauseDatesTheJourney(t *testing.T) {
	r := extractText(t, "В марте 1885 г. Пётр Сомов выехал из Москвы в Томск, куда прибыл 2 мая.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1489425 1885-05-02"})
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:524901→geonames:1489425 1885-03-01/1885-05-02"})
	r = extractText(t, "В 1884 г. Пётр Сомов жил в Москве. В марте 1885 г. он был выслан в Вологду, куда приехал с женой 2 апреля.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:524901 1884", "relocation geonames:472459 1885-04-02"})
}

// A journey told in legs gives a trip event at each destination named
// with its own «в/на» («уехал в Швецию, а оттуда в Германию», «поехала в
// Вологду, затем в Архангельск»), a town, a land or a country alike; a
// place passed through («через Смоленск») is a leg's end, not an event, and
// so is a stage of a route told by its means of transport («пароходом до
// Самары, а оттуда по железной дороге»).
func TestKindOnwardFromStop(t *testing.T) {
	r := extractText(t, "В 1905 г. Пётр Сомов жил в Риге. В феврале 1906 г. он уехал морем в Швецию, а оттуда в Германию.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:456172 1905", "trip country:SE 1906-02", "trip country:DE 1906-02"})
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:456172→country:SE 1906-02", "Пётр Сомов: country:SE→country:DE 1906-02"})
	r = extractText(t, "В 1898 г. Анна Лебедева жила в Ярославле. Летом 1899 г. она поехала в Вологду, а оттуда в Архангельск.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:468902 1898", "trip geonames:472459 1899-22", "trip geonames:581049 1899-22"})
	r = extractText(t, "В 1880 г. Пётр Сомов жил в Одессе. Весной 1881 г. он уехал на Кавказ, затем в Персию.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:698740 1880", "trip overlay:caucasus 1881-21", "trip country:IR 1881-21"})
	r = extractText(t, "Летом 1900 г. Пётр Сомов служил в Тифлисе. Отсюда поездом через Баку в Петровск, потом морем в Астрахань.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:611717 1900-22", "trip geonames:532096 1900-22", "trip geonames:580497 1900-22"})
	r = extractText(t, "В 1890 г. Пётр Сомов жил в Москве. В мае 1891 г. он уехал через Смоленск в Варшаву, а оттуда в Вену.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:524901 1890", "trip geonames:756135 1891-05", "trip geonames:2761369 1891-05"})
	r = extractText(t, "В 1902 г. Пётр Сомов жил в Казани. Осенью 1903 г. его отправили пароходом до Самары, а оттуда по железной дороге в Оренбург.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:551487 1902"})
	for _, e := range eventList(r) {
		if strings.Contains(e, "geonames:499099") {
			t.Errorf("events: a stage end of a route became an event: %q", eventList(r))
		}
	}
}

// A clause with a date and a verb of its own but no place is an event
// without a place, even when the other clauses of its sentence have
// places; not when it tells of someone else («его мать умерла»), nor when
// it shares its date with the sentence's event at a place (an arrest told
// with the prison it ended in).
func TestKindPlacelessClause(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Киеве. После обыска 3 марта 1901 г. он перешёл на нелегальное положение, а 22 апреля выступил на собрании в Харькове.")
	wantAll(t, "events", eventList(r), []string{"other - 1901-03-03", "meeting geonames:706483 1901-04-22"})
	r = extractText(t, "Пётр Сомов жил в Самаре. 12 мая 1907 г. Сомова задержали на собрании, и губернское жандармское управление, ведавшее делом, донесло: «Сомов заключён в саратовскую тюрьму».")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:499099 ../1907-05-12", "other geonames:499099 1907-05-12", "relocation geonames:498677 1907-05-12"})
	r = extractText(t, "Пётр Сомов жил в Женеве. В мае 1868 года его мать умерла, и Сомов переехал в Веве.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2660646 ../1868-05", "relocation geonames:2658145 1868-05"})
	r = extractText(t, "Пётр Сомов жил в Женеве. Летом 1824 года Сомова исключили со службы.")
	wantAll(t, "events", eventList(r), []string{"other - 1824-22"})
}

// A clause that only points back to the place and date of the last event
// («Прожил он там недолго») goes on telling of it; a clause that names a
// place happens there, not at the place it points back to («Но и там ему
// не сиделось: осенью он вернулся в Женеву»); a clause with an event of
// its own at the place pointed to is another event («Там он познакомился
// с…»).
func TestKindPointingBack(t *testing.T) {
	r := extractText(t, "В 1903 г. Пётр Сомов был выслан в Киренск. Прожил он там недолго.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2022083 1903"})
	r = extractText(t, "В 1875 г. Пётр Сомов жил в Женеве. В 1876 г. он уехал в Лондон. Но и там ему не сиделось: осенью 1877 г. он вернулся в Женеву.")
	// London is left only the autumn after: a change of residence
	// (TestKindArrivalTypedByWhatFollows).
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2660646 1875", "relocation geonames:2643743 1876", "relocation geonames:2660646 1877-23"})
	r = extractText(t, "В 1876 г. Пётр Сомов переехал в Лондон. Там он познакомился с Кропоткиным.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2643743 1876", "meeting geonames:2643743 1876"})
}

// A common noun of a settlement or a building in one, with no name of its
// own, stands for the town the sentence before named («арестовали в
// ратуше», «заключили в тюрьму»); a noun of a land for the land named
// before by that noun («приехал в губернию» after «Тифлисской губернии»).
// After an adjective («в губернский город») or with no land so named
// («покинул ханство» after a town) it stands for nothing.
func TestKindCommonNounPointsBack(t *testing.T) {
	r := extractText(t, "В сентябре 1870 г. Пётр Сомов приехал в Лион. 28 сентября его арестовали в ратуше.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:2996944 1870-09", "other geonames:2996944 1870-09-28"})
	r = extractText(t, "В 1901 г. Пётр Сомов жил в Риге. 3 мая 1902 г. его заключили в тюрьму.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:456172 1901", "relocation geonames:456172 1902-05-03"})
	r = extractText(t, "Летом 1912 г. Пётр Сомов служил в Тифлисской губернии. Осенью 1913 г. он снова приехал в губернию.")
	wantExactly(t, "events", eventList(r), []string{"other overlay:tiflis-governorate 1912-22", "trip overlay:tiflis-governorate 1913-23"})
	r = extractText(t, "В 1880 г. Пётр Сомов жил в Одессе. В 1881 г. он переехал в губернский город.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:698740 1880", "relocation - 1881"})
	r = extractText(t, "В 1907 г. Пётр Сомов приехал в Бухару. Весной 1908 г. он покинул ханство.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1217662 1907", "trip - 1908-21"})
}

// A message sent from one place to another («из Киренска в Иркутск ушла
// телеграмма», «из Лодзи полковник доносил в Варшаву») is written where it
// comes from: the event is there.
func TestKindMessageFromPlace(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Киренске. 6 января 1904 г. из Киренска в Иркутск ушла телеграмма о его побеге.")
	wantAll(t, "events", eventList(r), []string{"other geonames:2022083 1904-01-06"})
	r = extractText(t, "Пётр Сомов жил в Лодзи. 22 февраля 1900 г. из Лодзи полковник Иванов доносил в Варшаву об аресте Сомова.")
	wantAll(t, "events", eventList(r), []string{"other geonames:3093133 1900-02-22"})
	if len(r.Movements) != 0 {
		t.Errorf("movements %q: a message moves no one", moveList(r))
	}
}

// A return to a place the text named before is a return home
// (relocation); to one it never named, after a journey from a place it
// did name, the last leg of the journey (trip).
func TestKindReturnToNewPlace(t *testing.T) {
	r := extractText(t, "В мае 1890 г. Пётр Сомов выехал из Москвы во Владивосток. 13 октября 1890 г. он покинул Владивосток и через Сингапур морем вернулся в Одессу.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:698740 1890-10-13"})
	r = extractText(t, "В мае 1890 г. Пётр Сомов выехал из Одессы во Владивосток. 13 октября 1890 г. он покинул Владивосток и через Сингапур морем вернулся в Одессу.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:698740 1890-10-13"})
}

// A short stay where someone moved makes the move a journey («переехал в
// Гурзуф, где провёл около трёх недель»); living for long where a journey
// went, told in the next sentence, makes the journey a change of residence
// («прибыл в Кишинёв. В Кишинёве он прожил почти три года»).
func TestKindStayLengthTypesTheMove(t *testing.T) {
	r := extractText(t, "В 1819 г. Пётр Сомов жил в Киеве. В августе 1820 г. он переехал в Ялту, где провёл около трёх недель.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:688533 1820-08"})
	r = extractText(t, "В 1819 г. Пётр Сомов жил в Киеве. 21 сентября 1820 г. он прибыл в Одессу. В Одессе он прожил почти три года и закончил там поэму.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:698740 1820-09-21", "other geonames:698740 1820-09-21"})
}

// An arrival that names no destination ends where the dateline or the
// diary's heading is, dated as the arrival, not where it started.
func TestKindArrivalUnderHeading(t *testing.T) {
	r := extractText(t, "НЕАПОЛЬ, 26 октября 1906 г. Пароходом «Принцесса Ирена» из Нью-Йорка прибыл Пётр Сомов; в порту его встречала толпа.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:3172394 1906-10-26"})
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:5128581→geonames:3172394 1906-10-26"})
	r = extractText(t, "30 авг. 1906 г. Кашгар. Три дня назад мы перешли границу, сегодня вошли в город.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1280849 1906-08-30"})
}

// Each place of a clause takes the type of the verb that governs it: an
// arrest where it happened (other), imprisonment where the arrested man
// was taken (relocation: a delivery in custody); sent off under guard to a
// town where a fortress then holds the prisoner is a journey to the town
// (TestKindPersonConveyedByOthers).
func TestKindArrestAndDelivery(t *testing.T) {
	r := extractText(t, "В 1882 г. Пётр Сомов жил в Тононе. В декабре 1882 г. его арестовали в Тононе и отвезли в Лион.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2972742 1882", "other geonames:2972742 1882-12", "relocation geonames:2996944 1882-12"})
	r = extractText(t, "Пётр Сомов сидел в Кутаисской тюрьме. Осенью 1903 г. его снова доставили в Батум с партией арестантов.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:615532 1903-23"})
	r = extractText(t, "РИГА, 12 января 1905 г. Вчера здесь арестован Пётр Сомов. В тот же вечер его под конвоем отправили поездом в Петербург. Наутро его заключили в Петропавловскую крепость.")
	wantAll(t, "events", eventList(r), []string{"other geonames:456172 1905-01-11", "trip geonames:498817 1905-01-11"})
}

// A province that holds where the sentence's journey goes is no event's
// place: it announced the journey («выехал к новому месту ссылки, в
// Вятскую губернию, и через Казань прибыл в Вятку»).
func TestKindProvinceAnnouncesJourney(t *testing.T) {
	r := extractText(t, "В 1898 г. Пётр Сомов жил в Пскове. 8 июня 1899 г. он выехал к новому месту ссылки, в Вятскую губернию, и через Казань 15 июня прибыл в Вятку.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:504341 1898", "trip geonames:548408 1899-06-15"})
}

// Cue words that do not say what happened: a prison named as whose
// («заключённые Батумской тюрьмы»), not where; a clause of «пока» that says
// until when; «провёл» with a time of years (a stay, no journey); and a
// given name after a place after a preposition begins the person («в
// Кутаисе Пётр Сомов»).
func TestKindCuesThatDoNotType(t *testing.T) {
	r := extractText(t, "Пётр Сомов сидел в Батумской тюрьме. 17 апреля 1903 г. заключённые Батумской тюрьмы устроили демонстрацию.")
	wantAll(t, "events", eventList(r), []string{"other geonames:615532 1903-04-17"})
	r = extractText(t, "Летом 1903 года в Кутаисе Пётр Сомов был среди зачинщиков бунта: арестанты колотили в ворота, пока к тюрьме не приехали губернатор и прокурор.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:613607 1903-22"})
	r = extractText(t, "Пётр Сомов пел в опере Саввы Мамонтова. Три сезона (1896–1899) Сомов провёл у Мамонтова в Москве.")
	wantAll(t, "events", eventList(r), []string{"other geonames:524901 1896/1899"})
	r = extractText(t, "Летом 1905 года Пётр Сомов провёл несколько недель в Ялте.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:688533 1905-22"})
}

// Another person doing something of their own at the same place and date
// is another event («Сомов провёл лето здесь; живущий по соседству
// художник Репин написал здесь его портрет»); a role noun before a name
// («художник Репин») is that person's title, not the person the text
// follows.
func TestKindAnotherPersonsAct(t *testing.T) {
	r := extractText(t, "КУОККАЛА. Всё лето 1905 года Пётр Сомов провёл здесь, на даче у самой финляндской границы; живущий по соседству художник Репин написал здесь портрет Сомова.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:502145 1905-22", "other geonames:502145 1905-22"})
	if a := r.Events[1].Actors; !slices.Equal(a, []string{"Репин"}) {
		t.Errorf("actors of the portrait %q, want Репин", a)
	}
}

// An expulsion from a country with no place of exile named is no change
// of residence there (other); a transfer («на переводе в госпиталь») is a
// relocation; a sentence placed only near a place is at that place for the
// «оттуда» of the next.
func TestKindExpulsionTransferAndPlaceNear(t *testing.T) {
	r := extractText(t, "В 1880 г. Пётр Сомов жил в Женеве. В августе 1881 года его выслали из Швейцарии.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2660646 1880", "other country:CH 1881-08"})
	r = extractText(t, "Пётр Сомов тяжело болел. В 1876 году доктора настояли на переводе в арестантское отделение военного госпиталя на окраине Петербурга. Оттуда 12 июля 1876 г. он бежал.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:498817 1876", "trip geonames:498817 1876-07-12"})
}

// Living somewhere from a date on, with no end, is settling there.
func TestKindLivingFromADate(t *testing.T) {
	r := extractText(t, "С конца 1906 года Пётр Сомов живёт в Ницце.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2990440 1906-09/.."})
	r = extractText(t, "В 1906 году Пётр Сомов жил в Ницце.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2990440 1906"})
}

// A participle set off after the verb describes a noun («воззвание,
// написанное после событий 9 января»): no event of its own; a participle
// before its noun still says what the clause tells («читали первый
// отпечатанный здесь номер»).
func TestKindParticipleAfterVerb(t *testing.T) {
	r := extractText(t, "С.-ПЕТЕРБУРГ, 13 января 1905 г. Пётр Сомов заключён в крепость. Ему ставят в вину воззвание, написанное после событий 9 января.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:498817 1905-01-13"})
	r = extractText(t, "Осенью 1899 года Пётр Сомов перевёз типографию в Лодзь. В начале декабря 1899 г. рабочие уже читали первый отпечатанный здесь номер.")
	wantAll(t, "events", eventList(r), []string{"publication geonames:3093133 1899-12-01/1899-12-10"})
}

// Verbs of exploring and crossing are journeys («исследовал долину
// Уссури», «пересёк Гоби», «взял его с собой на Кавказ»); a sentence to
// exile («назначили три года ссылки») and the end of one («ссылка
// кончилась») are no change of residence; «у Ялты» is near it; the land a
// railway runs through is no place of the journey.
func TestKindJourneysSentencesAndMeans(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Пётр Сомов жил в Иркутске. В 1868 г. он исследовал Кяхту.", []string{"relocation geonames:2023469 ../1868", "trip geonames:2032960 1868"}},
		{"В 1820 году Пётр Сомов заболел в Екатеринославе, и генерал Раевский взял его с собой на Кавказ.", []string{"other geonames:709930 1820", "trip overlay:caucasus 1820"}},
		{"Пётр Сомов жил в Батуме. В июле 1903 года ему назначили три года ссылки в Сибирь.", []string{"relocation geonames:615532 ../1903-07", "other overlay:siberia 1903-07"}},
		{"Пётр Сомов жил в Пскове. Псковская ссылка кончилась 8 июня 1899 г.", []string{"relocation geonames:504341 ../1899-06-08", "other geonames:504341 1899-06-08"}},
		{"Пётр Сомов жил в Киеве. Летом 1885 г. Сомов жил в Гурзуфе у Ялты.", []string{"relocation geonames:703448 ../1885-22", "relocation geonames:707860 1885-22"}},
		{"Пётр Сомов жил в Баку. В 1893 г. он уехал в Тифлис по Закавказской железной дороге.", []string{"relocation geonames:587084 ../1893", "trip geonames:611717 1893"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// Years spent in custody are imprisonment there (relocation).
func TestKindYearsInCustody(t *testing.T) {
	r := extractText(t, "Арестованный в марте 1874 года, почти два года Пётр Сомов провёл в харьковской тюрьме.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:706483 1874-03"})
}

// A clause without a subject goes on about the party of the clause before
// («экспедиция прошла…, а осенью вернулась в Иркутск»): a journey.
func TestKindPartyGoesOn(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Иркутске. Летом 1880 г. экспедиция прошла через Хами в Тибет, а осенью 1881 г. вернулась в Иркутск.")
	wantAll(t, "events", eventList(r), []string{"trip overlay:tibet 1880-22", "trip geonames:2023469 1881-23"})
}

// Verbs of passing and reaching move someone along a route («достиг
// Иркутска», «прошла через Хами в Тибет») but not without one («съезд
// прошёл в Лондоне»); a stop named after the destination in the same
// phrase comes before it («в Берлин через Варшаву»); «г.» after a year is
// the year's, not a town's («В феврале 1877 г. Сомов…»).
func TestKindRoutes(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Омске. В феврале 1877 г. Сомов первым из европейцев достиг Иркутска.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:1496153 ../1877-02", "trip geonames:2023469 1877-02"})
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:1496153→geonames:2023469 1877-02"})
	r = extractText(t, "Пётр Сомов жил в Иркутске. Летом 1880 г. экспедиция прошла через Хами в Тибет.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:2023469→geonames:1529484 1880-22", "Пётр Сомов: geonames:1529484→overlay:tibet 1880-22"})
	r = extractText(t, "Пётр Сомов жил в Москве. В 1890 г. он поехал в Берлин через Варшаву.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:524901→geonames:756135 1890", "Пётр Сомов: geonames:756135→geonames:2950159 1890"})
	r = extractText(t, "В 1903 году съезд прошёл в Лондоне.")
	if len(r.Movements) != 0 {
		t.Errorf("movements %q: a congress that took place moves no one", moveList(r))
	}
}

// A new date opens a clause of its own after a colon or a conjunction with
// no comma («ссылка кончилась 8 июня: в этот день он выехал…», «вернулся в
// Петербург и в том же году издал книгу»), but one journey told with its
// departure and its arrival stays one («выехал из Москвы и 15 июня прибыл
// в Вятку»).
func TestKindDateOpensClause(t *testing.T) {
	r := extractText(t, "В 1898 г. Пётр Сомов жил в Пскове. Псковская ссылка кончилась 8 июня 1899 г.: в этот день Сомов выехал в Вятку.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:504341 1898", "other geonames:504341 1899-06-08", "trip geonames:548408 1899-06-08"})
	r = extractText(t, "В 1867 г. Пётр Сомов жил в Иркутске. В январе 1870 г. он вернулся в Петербург и в том же году издал книгу «Путешествие в Уссурийском крае».")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2023469 1867", "relocation geonames:498817 1870-01", "publication - 1870"})
	r = extractText(t, "В 1867 г. Пётр Сомов жил в Москве. 8 июня 1870 г. он выехал из Москвы и 15 июня прибыл в Вятку.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:524901 1867", "trip geonames:548408 1870-06-15"})
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:524901→geonames:548408 1870-06-08/1870-06-15"})
}

// A landmark in the genitive after a noun says whose («с хранителем
// Британского музея»), not where; after «в» it is where («работал в
// Британском музее»).
func TestKindLandmarkGenitive(t *testing.T) {
	r := extractText(t, "В 1902 г. в Лондоне Ленин познакомился с хранителем Британского музея.")
	wantExactly(t, "events", eventList(r), []string{"meeting geonames:2643743 1902"})
	r = extractText(t, "В 1902 г. Ленин работал в Британском музее.")
	wantExactly(t, "events", eventList(r), []string{"other overlay:british-museum 1902"})
}

// Illness keeps someone at a place (other), not a stay on the way; living
// under police supervision («под гласным надзором») is exile (relocation);
// an area crossed through a stop in it is a place of the journey.
func TestKindIllnessSupervisionCrossing(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Омске. Болезнь заставила его в конце 1877 г. остановиться в Семипалатинске.")
	wantAll(t, "events", eventList(r), []string{"other geonames:1519422 1877-09/1877-12"})
	r = extractText(t, "Пётр Сомов жил в Пскове. В Слободском Сомов прожил под гласным надзором полиции до весны 1903 г.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:491882 ../1903-21"})
	r = extractText(t, "Пётр Сомов жил в Париже. В 1883 г. Сомов пересёк Германию через Берлин.")
	wantAll(t, "events", eventList(r), []string{"trip country:DE 1883"})
}

// A list of works, each with its year in brackets, done at one place is
// one event per work («здесь написаны пьесы «Море» (1911) и «Горы»
// (1919)»); a place pointed back to with no date of its own continues the
// event before («Здесь он прожил почти пятнадцать лет»).
func TestKindBracketedYearsOfWorks(t *testing.T) {
	r := extractText(t, "В 1905 г. Пётр Сомов поселился в Ницце. Здесь он прожил почти пятнадцать лет; здесь написаны его пьесы «Море» (1911) и «Горы» (1919).")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2990440 1905", "publication geonames:2990440 1911", "publication geonames:2990440 1919"})
}

// Landing, being taken along («взял его с собой»), a land the route passes
// through, a prison named after its noun («в центральную тюрьму Пуасси»)
// are legs of a journey.
func TestKindMoreLegs(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1876 г. Пётр Сомов жил в Христиании. Там он сел на английский пароход. Вскоре он сошёл на берег в Гулле.", "Пётр Сомов: geonames:3143244→geonames:2645425 1876"},
		{"В 1820 году Пётр Сомов заболел в Екатеринославе, и генерал Раевский взял его с собой на Кавказ.", "Пётр Сомов: geonames:709930→overlay:caucasus 1820"},
		{"В 1906 г. Пётр Сомов жил в Милане. В июле 1906 г. он поехал через Швейцарию в Женеву.", "Пётр Сомов: geonames:3173435→country:CH 1906-07"},
		{"В 1882 г. Пётр Сомов сидел в тюрьме в Лионе. В марте 1883 года его перевезли в центральную тюрьму Пуасси.", "Пётр Сомов: geonames:2996944→geonames:2986501 1883-03"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "movements of «"+tt.text+"»", moveList(r), []string{tt.want})
	}
}

// «выступил на конгрессе» is a speech, no setting out; a capitalised month
// adjective names an event («после Февральской революции»), no date; a
// return to where the traveller then lived is a return home even to a
// place not named before.
func TestKindSpeechNamedEventsAndReturnToStay(t *testing.T) {
	r := extractText(t, "В 1888 г. Пётр Сомов жил в Женеве. В 1889 г. Сомов выступил на Парижском конгрессе.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2660646 1888", "congress geonames:2988507 1889"})
	if len(r.Movements) != 0 {
		t.Errorf("movements %q: a speech moves no one", moveList(r))
	}
	r = extractText(t, "В 1905 г. Пётр Сомов выехал из Москвы в Женеву. В 1917 г. после Февральской революции Сомов вернулся в Петроград, где прожил около года.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:498817 1917"})
}

// A plan told in the future tense with no date of its own («пробудет
// около недели, после чего отправится в Батум») is no event at the place
// planned, nor a movement; a dated future is the narrative's («В 1905 году
// он уедет в Париж»: a journey there, the future read as its verb).
func TestKindPlanIsNoEvent(t *testing.T) {
	r := extractText(t, "ТИФЛИС, 3 марта 1908 г. Вчера из Баку прибыл писатель Пётр Сомов. Здесь он пробудет около недели, после чего отправится в Батум.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:611717 1908-03-02"})
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:587084→geonames:611717 1908-03-02"})
	r = extractText(t, "Пётр Сомов жил в Москве. В 1905 году он уедет в Париж.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:2988507 1905"})
}

// A landmark named after a part of it governed by a place preposition («в
// X павильон Варшавской цитадели») is where someone was taken, and the
// most specific place of the clause: the town it lies in is no event's
// place of its own, and no leg ends in it.
func TestKindLandmarkInTown(t *testing.T) {
	r := extractText(t, "Пётр Сомов сидел в лодзинской тюрьме. 17 апреля 1900 г. его перевезли в Варшаву и заключили в X павильон Варшавской цитадели.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:3093133 ../1900-04-17", "relocation overlay:warsaw-citadel 1900-04-17"})
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:3093133→overlay:warsaw-citadel 1900-04-17"})
}

// A date told aside from the narrative's time, earlier than it, in a phrase
// that describes a thing (a founding in a passive clause about the thing,
// a participial phrase, a relative clause) dates that phrase but not the
// dates after it; a retrospect about the person the text follows does.
func TestKindAsideDateKeepsTheYear(t *testing.T) {
	for _, tt := range []struct{ text, later, want string }{
		{"3 мая 1890 г. Пётр Сомов прибыл в Томск. Университет здесь открыт лишь в 1888 году. В июне Сомов уехал в Иркутск.", "В июне", "1890-06"},
		{"В мае 1890 г. Пётр Сомов приехал в Красноярск, основанный в 1628 году. В июне он уехал в Иркутск.", "В июне", "1890-06"},
		{"В мае 1890 г. Пётр Сомов посетил Тобольск, который он покинул ещё в 1881 году. В июне он уехал в Томск.", "В июне", "1890-06"},
		{"В 1890 г. Пётр Сомов жил в Томске; в 1881 году он окончил гимназию в Тобольске. В июне он уехал в Иркутск.", "В июне", "1881-06"},
	} {
		r := extractText(t, tt.text)
		var got []string
		for _, d := range r.Dates {
			if d.Text == tt.later {
				got = append(got, d.When.String())
			}
		}
		wantExactly(t, "«"+tt.later+"» in «"+tt.text+"»", got, []string{tt.want})
	}
}

// A verb of motion is read in any of its forms (a present or future
// tense, a neuter, a gerund), and a verb of motion towards a place with no
// stronger cue is a journey («вышли к …», not «вышла книга»); going to a
// part of a place («к южной оконечности Байкала») is going to that place.
func TestKindMotionInAnyForm(t *testing.T) {
	r := extractText(t, "В 1881 г. Пётр Сомов жил в Вологде. Весной 1882 г. начальство перевело его в Тотьму.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:472459→geonames:481960 1882-21"})
	r = extractText(t, "3 мая 1890 г. Пётр Сомов был в Иркутске. 5 мая подъезжаем к Култуку, а 9 мая вышли к южной оконечности Байкала.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:2021343 1890-05-05", "trip overlay:lake-baikal 1890-05-09"})
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:2023469→geonames:2021343 1890-05-05", "Пётр Сомов: geonames:2021343→overlay:lake-baikal 1890-05-09"})
	r = extractText(t, "В 1890 г. в Женеве вышла его книга.")
	wantExactly(t, "events", eventList(r), []string{"publication geonames:2660646 1890"})
}

// In a text told in the first person a clause with no subject whose verb
// is in the first person, or in the plural after a single other person, is
// the narrator's; a diary heading puts the narrator where it says; a
// relative clause about a person («…Сомов, которого я знавал ещё в
// Казани») tells that person's past, not where the narrator is.
func TestKindNarratorAcrossOthers(t *testing.T) {
	r := extractText(t, "Май 1880 г. Омск. Я приехал сюда по делам. Здесь служит Пётр Сомов, которого я знавал ещё в Казани. Провели вместе два вечера.\n\nИюнь 1880 г. Вечером подъезжаем к Тобольску.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:1496153→geonames:1489530 1880-06"})
	for _, m := range r.Movements {
		if m.Actor == "Пётр Сомов" || m.From.Place.ID == "geonames:551487" {
			t.Errorf("movement %s: %s→%s, want the narrator's from Omsk", m.Actor, m.From.Place.ID, m.To.Place.ID)
		}
	}
}

// The same way travelled again after another journey is another movement,
// not the first one told again.
func TestKindSameLegAgain(t *testing.T) {
	r := extractText(t, "В мае 1890 г. Пётр Сомов уехал из Томска в Барнаул. В июне он вернулся в Томск. В июле он снова уехал в Барнаул.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:1489425→geonames:1510853 1890-05",
		"Пётр Сомов: geonames:1510853→geonames:1489425 1890-06",
		"Пётр Сомов: geonames:1489425→geonames:1510853 1890-07",
	})
}

// A season after «на» says for how long, not when («вернулся на зиму»),
// and a stay for a season is a change of residence.
func TestKindForTheWinter(t *testing.T) {
	r := extractText(t, "В октябре 1890 г. Пётр Сомов был в Бийске. В декабре он вернулся на зиму в Барнаул.")
	for _, d := range r.Dates {
		if strings.Contains(d.Text, "зиму") {
			t.Errorf("date %q: «на зиму» is no date", d.Text)
		}
	}
	wantAll(t, "events", eventList(r), []string{"relocation geonames:1510853 1890-12"})
}

// A return from a journey ends it (a trip), one from a stay (or after half
// a year away) is a change of residence.
func TestKindReturnEndsJourneyOrStay(t *testing.T) {
	r := extractText(t, "В 1888 г. Софья Сомова жила в Стокгольме. В мае 1890 г. она приезжала в Петербург, а в июне вернулась в Стокгольм.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:498817 1890-05", "trip geonames:2673730 1890-06"})
	r = extractText(t, "В 1888 г. Софья Сомова жила в Стокгольме. В 1890 г. она переехала в Петербург, а в 1893 г. вернулась в Стокгольм.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:2673730 1893"})
}

// A place talked about («о Тянь-Шане») and a goal someone is allowed or
// plans to go to (after an infinitive, with no date of its own) are no
// event's place, nor where the person is.
func TestKindTopicAndPermission(t *testing.T) {
	r := extractText(t, "В апреле 1857 г. Пётр Сомов приехал в Омск. Губернатор разрешил ему ехать к Иссык-Кулю; о Тянь-Шане он пока молчал. В июне он уехал в Барнаул.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1496153 1857-04", "trip geonames:1510853 1857-06"})
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:1496153→geonames:1510853 1857-06"})
}

// A lower-case adjective the dictionary knows as an ordinary word is a
// place adjective only when the place it is made from is a toponym the
// dictionary knows: «морской берег» is the sea's, not Moriya's (Japan);
// «казанским студентом» is Kazan's, «лодзинские рабочие» (a word the
// dictionary lacks) Lodz's.
func TestKindCommonLowerAdjective(t *testing.T) {
	r := extractText(t, "В 1871 году Пётр Сомов жил в Гельсингфорсе; на морской берег его отпускали лишь под конвоем.")
	wantExactly(t, "places", placeIDs(r), []string{"Гельсингфорсе=geonames:658225"})
	r = extractText(t, "В 1872 году Пётр Сомов сошёлся с казанским студентом Лаврским.")
	wantExactly(t, "places", placeIDs(r), []string{"казанским=geonames:551487"})
	r = extractText(t, "В 1892 году лодзинские рабочие бастовали.")
	wantExactly(t, "places", placeIDs(r), []string{"лодзинские=geonames:3093133"})
}

// A town in apposition after its province («в Саратовскую губернию, в
// уездный город Петровск») is the namesake inside that province (not
// Petrovsk-Port, today Makhachkala), here and in the later bare mentions of
// the name; the province only qualifies it, so the event and the movement
// are at the town.
func TestKindTownAfterProvince(t *testing.T) {
	r := extractText(t, "В 1871 году Иванов приехал из Москвы в Саратовскую губернию, в уездный город Петровск. Потом его перевели в Вольск, но вскоре вернули в Петровск.")
	wantExactly(t, "places", placeIDs(r), []string{
		"Москвы=geonames:524901", "Саратовскую губернию=overlay:saratov-governorate", "Петровск=geonames:509987",
		"Вольск=geonames:472278", "Петровск=geonames:509987",
	})
	wantExactly(t, "events", eventList(r), []string{"trip geonames:509987 1871", "relocation geonames:472278 1871", "relocation geonames:509987 1871"})
	wantExactly(t, "movements", moveList(r), []string{
		"Иванов: geonames:524901→geonames:509987 1871", "Иванов: geonames:509987→geonames:472278 1871", "Иванов: geonames:472278→geonames:509987 1871",
	})
}

// Listening to lectures is studying (school), not lecturing; the words of
// the phrase do not count again as a lecture cue, and a clause without a
// cue of its own goes with the sentence. An institute is a school.
func TestKindListeningToLecturesIsSchool(t *testing.T) {
	r := extractText(t, "Петрова в 1885 году слушала лекции в Лейпциге, в 1886–1888 годах занималась в Дерпте.")
	wantExactly(t, "events", eventList(r), []string{"school geonames:2879139 1885", "school geonames:588335 1886/1888"})
	r = extractText(t, "В 1900 году он поступил в Киевский политехнический институт.")
	wantExactly(t, "events", eventList(r), []string{"school geonames:703448 1900"})
}

// An exile told first by its province, then by its route to a town of the
// province, is one journey: the route starts where the exile did, not at
// the province.
func TestKindExileProvinceThenTown(t *testing.T) {
	r := extractText(t, "Весной 1880 года Сомов был выслан из Киева в Пермскую губернию. Этапом, через Москву и Казань, его доставили в Пермь 20.06.1880.")
	wantExactly(t, "movements", moveList(r), []string{
		"Сомов: geonames:703448→overlay:perm-governorate 1880-21",
		"Сомов: geonames:703448→geonames:524901 1880-06-20", "Сомов: geonames:524901→geonames:551487 1880-06-20", "Сомов: geonames:551487→geonames:511196 1880-06-20",
	})
}

// A negated verb of motion («не доехал», «так и не приехал») moves no one.
func TestKindNegatedMotion(t *testing.T) {
	r := extractText(t, "Весной 1885 года Сомов приехал из Москвы в Пермь. Местом ссылки ему назначили Чердынь, но туда он не доехал.")
	wantExactly(t, "movements", moveList(r), []string{"Сомов: geonames:524901→geonames:511196 1885-21"})
	r = extractText(t, "Весной 1885 года Сомов приехал из Москвы в Пермь. В Казань он так и не вернулся.")
	wantExactly(t, "movements", moveList(r), []string{"Сомов: geonames:524901→geonames:511196 1885-21"})
}

// Parallel clauses opened by «, как» («вспоминал, как … окончил …, как …
// ездил …, как … служил …») are clauses of their own: each is typed by its
// own verb, not by the first clause's cue.
func TestKindParallelHowClauses(t *testing.T) {
	r := extractText(t, "Старик вспоминал, как в 1861 году окончил гимназию в Казани, как в 1863 году ездил из Казани в Уфу, как в 1870-х годах служил в Самаре.")
	wantExactly(t, "events", eventList(r), []string{"school geonames:551487 1861", "trip geonames:479561 1863", "other geonames:499099 187X"})
}

// A convoy's arrival at a town the person is sent on from soon after, on
// a later date, is a stop on the way (a trip); sent on years later, the
// town was a place of exile (a relocation).
func TestKindConvoyStopOnTheWay(t *testing.T) {
	const arrival = "Весной 1880 года Сомов был выслан в Пермскую губернию. Этапом, через Москву и Казань, его доставили в Пермь 20.06.1880. "
	r := extractText(t, arrival+"В июле того же года под конвоем его отправили из Перми в Чердынь.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:511196 1880-06-20"})
	r = extractText(t, arrival+"В 1882 году под конвоем его отправили из Перми в Чердынь.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:511196 1880-06-20"})
}

// A teaching post in the instrumental («назначена профессором») is
// teaching (school), outweighing the appointment; a professor's title in
// another case («по приглашению профессора») types nothing.
func TestKindTeachingPost(t *testing.T) {
	r := extractText(t, "Осенью 1885 года Петрова назначена профессором Казанского университета. В 1891 году она приехала в Уфу по приглашению профессора Лебедева.")
	wantExactly(t, "events", eventList(r), []string{"school geonames:551487 1885-23", "trip geonames:479561 1891"})
}

// A given name and patronymic make a person of the surname after them,
// one the dictionary does not know or that does not decline («Короленко», «Черных»),
// and that person, not the last sentence's, is the actor.
func TestKindFullNameUnknownSurname(t *testing.T) {
	for _, name := range []string{"Аркадий Власьевич Короленко", "Иван Ильич Черных"} {
		r := extractText(t, "Летом 1896 года Сомов приехал в Самару. Зимой 1897 года "+name+" был выслан в Вологду.")
		var actors []string
		for _, e := range r.Events {
			if e.When.String() == "1897-24" {
				actors = append(actors, e.Actors...)
			}
		}
		wantExactly(t, "actors of 1897", actors, []string{name})
		wantExactly(t, "movements", moveList(r), nil)
	}
	r := extractText(t, "Весной 1902 года Карл Фёдорович Шмидтгоф уехал из Ревеля в Ригу.")
	wantAll(t, "movements", moveList(r), []string{"Карл Фёдорович Шмидтгоф: geonames:588409→geonames:456172 1902-21"})
}

// A text that goes back in time does not start the earlier journey at the
// later place: its origin stays unknown; a place the person was at before
// the journey still starts it.
func TestKindImpliedOriginNotLater(t *testing.T) {
	r := extractText(t, "Летом 1918 года Пётр Сомов прибыл в Царицын. Осенью 1879 года он был выслан в Глазов.")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "Весной 1880 года Пётр Сомов вернулся в Казань. Летом 1881 года он жил в Казани. Осенью 1880 года он уехал в Пермь.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:551487→geonames:511196 1880-23"})
}

// A province in the genitive right after a town («в Петровск Саратовской
// губернии», «Саратовской губ.») says which namesake the town is: one event
// and one leg, at the town; the province has none of its own.
func TestKindTownBeforeProvinceGenitive(t *testing.T) {
	r := extractText(t, "В 1884 году Иван Сомов уехал из Москвы в Петровск Саратовской губернии, а оттуда в Вольск.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:509987 1884", "trip geonames:472278 1884"})
	wantExactly(t, "movements", moveList(r), []string{"Иван Сомов: geonames:524901→geonames:509987 1884", "Иван Сомов: geonames:509987→geonames:472278 1884"})
	r = extractText(t, "Летом 1890 года Анна Сомова приехала в Арзамас Нижегородской губ.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:580724 1890-22"})
}

// A perfective infinitive of motion after a verb of permission or order
// («ей разрешили выехать», «велел ему отправиться») is a move of the person
// allowed or ordered, from their last place; an imperfective one («разрешил
// ему ехать», TestKindTopicAndPermission) stays a plan.
func TestKindPermittedMotion(t *testing.T) {
	r := extractText(t, "В 1884 году Анна Сомова прибыла в Арзамас. Весной 1885 года ей разрешили выехать в Крым.")
	wantExactly(t, "movements", moveList(r), []string{"Анна Сомова: geonames:580724→overlay:crimea 1885-21"})
	r = extractText(t, "В 1884 году Иван Сомов жил в Казани. Летом 1885 года губернатор велел ему отправиться в Вологду.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Сомов: geonames:551487→geonames:472459 1885-22"})
}

// Settling somewhere after the person was last elsewhere is a move from
// there; settling where the person already is moves no one, and a wish to
// settle is no move.
func TestKindSettleAfterJourney(t *testing.T) {
	r := extractText(t, "В 1890 году Сомов приехал в Дрезден. Весной 1891 года он поселился в Мюнхене.")
	wantExactly(t, "movements", moveList(r), []string{"Сомов: geonames:2935022→geonames:2867714 1891-21"})
	r = extractText(t, "В 1890 году Сомов жил в Дрездене. В 1891 году он приехал в Мюнхен. Осенью он поселился в Мюнхене.")
	wantExactly(t, "movements", moveList(r), []string{"Сомов: geonames:2935022→geonames:2867714 1891"})
	r = extractText(t, "В 1890 году Сомов жил в Дрездене. В 1891 году он хотел поселиться в Мюнхене.")
	wantExactly(t, "movements", moveList(r), nil)
}

// A clause that shares the verb of the clause before, a dash in its place
// («…, а Сидоров — в Одессу»), has its own subject: each person gets his
// own event, and the first person does not go on to the second place.
func TestKindGappedClause(t *testing.T) {
	for _, text := range []string{
		"В 1876 году Петров жил в Москве. В 1879 году Петров уехал в Киев, а Сидоров — в Одессу.",
		"В 1876 году Петров жил в Москве. В 1879 году Петров уехал в Киев, Сидоров же — в Одессу.",
	} {
		r := extractText(t, text)
		wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:524901→geonames:703448 1879"})
		wantAll(t, "events", eventList(r), []string{"trip geonames:703448 1879", "trip geonames:698740 1879"})
		if n := len(r.Events); n == 0 || !slices.Equal(r.Events[n-1].Actors, []string{"Сидоров"}) {
			t.Errorf("%s: the last event's actors are not «Сидоров»", text)
		}
	}
}

// «13-го.» heading a diary entry is the 13th of the month the diary is in,
// not the day of the entry before; with no month in the context it is no
// date.
func TestKindDayOnlyHeading(t *testing.T) {
	r := extractText(t, "Июль 1851 г. Я живу в Тифлисе.\n\n13-го. Вернулся из Кутаиса.")
	var got []string
	for _, d := range r.Dates {
		got = append(got, d.Text+"="+d.When.String())
	}
	wantExactly(t, "dates", got, []string{"Июль 1851 г.=1851-07", "13-го=1851-07-13"})
	r = extractText(t, "В 1851 году я жил в Тифлисе.\n\n13-го. Вернулся из Кутаиса.")
	if len(r.Dates) != 1 {
		t.Errorf("dates %v: a day without a month in context is no date", r.Dates)
	}
}

// «в городе» under a heading that names only a place is that place; with
// no heading, «в городе» alone names nothing new.
func TestKindInTownUnderHeading(t *testing.T) {
	r := extractText(t, "(Полтава.) 9 октября 1905 г. В городе закрылись все лавки.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:696643 1905-10-09"})
	r = extractText(t, "9 октября 1905 г. В городе закрылись все лавки.")
	if slices.ContainsFunc(r.Events, func(e Event) bool { return len(e.Places) > 0 }) {
		t.Errorf("events %q: no place without a heading", eventList(r))
	}
}

// A verb of motion in the present or future about a day after the entry's
// («завтра», «через неделю») is a plan: no movement and no event; the same
// verb in the past on that day is a journey.
func TestKindPlanUnderHeading(t *testing.T) {
	for _, text := range []string{
		"Самара, 4 июня 1887 г.\n\nЗавтра я еду в Саратов.",
		"Самара, 4 июня 1887 г.\n\nЧерез неделю мы поедем в Казань.",
	} {
		r := extractText(t, text)
		if len(r.Movements) > 0 || len(r.Events) > 0 {
			t.Errorf("%q: events %q movements %q, want none (a plan)", text, eventList(r), moveList(r))
		}
	}
	r := extractText(t, "Самара, 4 июня 1887 г.\n\nЧерез неделю я уехал в Саратов.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:499099→geonames:498677 1887-06-11"})
}

// Under a heading the writer is where it says: a departure that names only
// where from ends there.
func TestKindDepartureEndsAtHeading(t *testing.T) {
	r := extractText(t, "12 июня 1887 г. Саратов. Вчера я выехал из Самары.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:499099→geonames:498677 1887-06-11"})
	wantAll(t, "events", eventList(r), []string{"trip geonames:498677 1887-06-11"})
	r = extractText(t, "12 июня 1887 г. Саратов. Вчера я выехал из Самары в Казань.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:499099→geonames:551487 1887-06-11"})
}

// A dateline of a capitalised place opening a paragraph, even when the
// entry's text goes on in the same line, is where the writer is, not an
// event of its own; a sentence that goes on after the date is no dateline.
func TestKindTitleDatelineInline(t *testing.T) {
	r := extractText(t, "Кутаис, 10 мая 1890 г. Вчера я выехал из Тифлиса.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:613607 1890-05-09"})
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:611717→geonames:613607 1890-05-09"})
	r = extractText(t, "Тифлис, 3 мая 1890 г. Вчера я приехал сюда из Батума.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:611717 1890-05-02"})
	r = extractText(t, "Тифлис, 3 мая 1890 г., был праздничным днём. Я приехал в Батум.")
	wantAll(t, "events", eventList(r), []string{"other geonames:611717 1890-05-03", "trip geonames:615532 1890-05-03"})
}

// «здешний» under a heading or dateline is the writer's place, as «здесь».
func TestKindHereAdjective(t *testing.T) {
	r := extractText(t, "Казань, 5 мая 1890 г. Я учусь в здешнем университете.")
	wantExactly(t, "events", eventList(r), []string{"school geonames:551487 1890-05-05"})
	r = extractText(t, "Казань, 5 мая 1890 г.\n\nВ прошлом году я поступил в здешнюю гимназию.")
	wantAll(t, "events", eventList(r), []string{"school geonames:551487 1889"})
}

// Persons named together as the subject act together: both are actors of
// the event, «они» later stands for both, and each makes the journey.
func TestKindJointSubjects(t *testing.T) {
	r := extractText(t, "Петров и Смирнов жили в Москве. В 1905 году они переехали в Киев.")
	for _, e := range r.Events {
		if !slices.Contains(e.Actors, "Петров") || !slices.Contains(e.Actors, "Смирнов") {
			t.Errorf("event %s at %s: actors %q, want both", e.Type, e.When, e.Actors)
		}
	}
	wantExactly(t, "movements", moveList(r), []string{
		"Петров: geonames:524901→geonames:703448 1905", "Смирнов: geonames:524901→geonames:703448 1905"})
	r = extractText(t, "В 1905 году Иванов, Петров и Смирнов переехали из Москвы в Киев.")
	if len(r.Movements) != 3 {
		t.Errorf("movements %q: want one for each of the three", moveList(r))
	}
	// «или» joins no one.
	r = extractText(t, "В 1905 году Иванов или Петров переехал из Москвы в Киев.")
	if len(r.Movements) != 1 {
		t.Errorf("movements %q: want one", moveList(r))
	}
}

// «на днях» with a verb in the present or future is the coming days, from
// the day after the entry: a plan, no journey; with a past verb it is the
// recent past, no date of its own, and the journey happened.
func TestKindNaDnyah(t *testing.T) {
	r := extractText(t, "Тифлис, 3 мая 1890 г. На днях я поеду в Кутаис. Вчера я был в Гори.")
	var dates []string
	for _, d := range r.Dates {
		dates = append(dates, d.Text+"="+d.When.String())
	}
	wantAll(t, "dates", dates, []string{"На днях=1890-05-04/..", "Вчера=1890-05-02"})
	wantExactly(t, "movements", moveList(r), nil)
	for _, e := range r.Events {
		if len(e.Places) > 0 && e.Places[0].Place.ID == "geonames:613607" {
			t.Errorf("a planned journey made an event: %s at Kutaisi %s", e.Type, e.When)
		}
	}
	r = extractText(t, "Тифлис, 3 мая 1890 г. На днях я приехал сюда из Батума.")
	if len(r.Dates) != 1 {
		t.Errorf("dates %v: want only the dateline's", r.Dates)
	}
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:615532→geonames:611717 1890-05-03"})
}

// The imperfective of a return («возвращаясь», «возвращался») moves as the
// perfective does.
func TestKindImperfectiveReturn(t *testing.T) {
	r := extractText(t, "В 1895 году Смирнов жил в Москве. Летом 1896 года он ездил в Одессу. Осенью 1896 года, возвращаясь в Москву, он простудился.")
	wantAll(t, "movements", moveList(r), []string{"Смирнов: geonames:698740→geonames:524901 1896-23"})
	r = extractText(t, "Летом 1896 года Смирнов возвращался из Одессы в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Смирнов: geonames:698740→geonames:524901 1896-22"})
}

// «с» with the genitive is where a journey starts, also before a name that
// does not decline («с Капри»): not the last place the person was.
func TestKindFromWithS(t *testing.T) {
	r := extractText(t, "В 1906 году Смирнов жил в Гельсингфорсе. В 1913 году Смирнов вернулся с Капри в Петербург.")
	wantExactly(t, "movements", moveList(r), []string{"Смирнов: geonames:3180630→geonames:498817 1913"})
}

// Reference works drop «году» after a preposition and shorten the second
// year of a range to two digits; a number that counts something stays no
// date.
func TestKindEncyclopaedicYears(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string // mention=EDTF
	}{
		{"В 1863 переехал в Казань, где в 1864–68 учился в университете.", []string{"В 1863=1863", "в 1864–68=1864/1868"}},
		{"Служил в Тифлисе (1899–1901), затем с 1902 жил в Баку.", []string{"1899–1901=1899/1901", "с 1902=1902/.."}},
		{"Отряд прошёл до 1500 вёрст, а в 1200 человек было всего два врача.", nil},
	} {
		var got []string
		for _, d := range findDates(t, tt.text, &DateContext{}) {
			got = append(got, d.Text+"="+d.When.String())
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: dates %q, want %q", tt.text, got, tt.want)
		}
	}
}

// A town the dictionary does not know, followed by its province with the
// noun abbreviated («губ.», «обл.»), is two places, not one name of two
// words: the town, and the province that says which town it is.
func TestKindTownBeforeAbbreviatedProvince(t *testing.T) {
	r := extractText(t, "В 1878 семья переселилась в Друскеники Гродненской губ., где отец служил.")
	wantExactly(t, "places", placeIDs(r), []string{"Друскеники=geonames:599757", "Гродненской губ.=overlay:grodno-governorate"})
	wantAll(t, "events", eventList(r), []string{"relocation geonames:599757 1878"})
	r = extractText(t, "В 1890 он жил в Пишпеке Семиреченской обл., а затем в Туле.")
	wantAll(t, "places", placeIDs(r), []string{"Пишпеке=geonames:1528675", "Туле=geonames:480562"})
}

// A diary entry headed by a date and a settlement the gazetteer lacks
// («Станица Кривоборская.») names no person: the writer («я») is the one who
// travels, and keeps his place into the next entry.
func TestKindUnknownPlaceHeadingIsNoActor(t *testing.T) {
	r := extractText(t, "3 марта 1870 г. Станица Кривоборская. Вчера я приехал сюда из Ростова.\n\n5 марта 1870 г. Кривоборская. Скучаю.\n\n9 марта 1870 г. Кривоборская. Сегодня я уехал в Таганрог.\n\n20 марта 1870 г. Таганрог. Через неделю поеду в Одессу.")
	for _, e := range r.Events {
		for _, a := range e.Actors {
			if strings.Contains(a, "Кривоборск") {
				t.Errorf("event %s: the heading «%s» taken for a person", e.ID, a)
			}
		}
	}
	// Both journeys touch the unknown station: neither may be drawn as
	// Ростов → Таганрог.
	wantExactly(t, "movements", moveList(r), nil)
	wantAll(t, "events", eventList(r), []string{"trip geonames:484907 1870-03-09"})
}

// dateList lists the dates of r as «text=edtf».
func dateList(r *Result) []string {
	var out []string
	for _, d := range r.Dates {
		out = append(out, d.Text+"="+d.When.String())
	}
	return out
}

// Days of the entry's month inside a sentence: «3 и 4 числа», «9-го» after
// a single day, and «12-го» after a range of days within one month; «на
// другой день», «через два дня» count from the entry's day.
func TestKindDaysOfEntryMonth(t *testing.T) {
	r := extractText(t, "14 октября 1878 г. Орёл. Письма от брата пришли 3 и 4 числа, а 9-го я отвечал ему.")
	wantAll(t, "dates", dateList(r), []string{"3 и 4 числа=1878-10-03/1878-10-04", "9-го=1878-10-09"})
	r = extractText(t, "10–15 августа 1880 г. Всё в пути. 12-го переправились через Дон.")
	wantAll(t, "dates", dateList(r), []string{"12-го=1880-08-12"})
	r = extractText(t, "5 мая 1888 г. Самара. Утром сели на пароход; на другой день были в Сызрани, а через два дня в Саратове.")
	wantAll(t, "dates", dateList(r), []string{"на другой день=1888-05-06", "через два дня=1888-05-08"})
	// A later day of the month without the noun is no date.
	r = extractText(t, "14 октября 1878 г. Орёл. Получил 3 и 4 письма.")
	for _, d := range r.Dates {
		if d.Text != "14 октября 1878 г." {
			t.Errorf("date %q=%s: not a date", d.Text, d.When)
		}
	}
}

// «Вчера», «Сегодня» count from their own telegram's or entry's dateline,
// not from a day the entry tells of in full, nor from an earlier entry.
func TestKindRelativeDaysFromDateline(t *testing.T) {
	r := extractText(t, "КИЕВ, 2 сентября 1885 г. Губернатор выехал в Чернигов.\n\nОДЕССА, 7 сентября. Вчера сюда прибыл министр, который 3 сентября был в Киеве. Вчера же он принял депутации. Сегодня он осмотрел порт.")
	wantExactly(t, "dates", dateList(r), []string{"2 сентября 1885 г.=1885-09-02", "7 сентября=1885-09-07", "Вчера=1885-09-06",
		"3 сентября=1885-09-03", "Вчера=1885-09-06", "Сегодня=1885-09-07"})
	// An entry whose date opens its first sentence.
	r = extractText(t, "2 марта 1860 г. Тула. Сегодня выехал в Орёл.\n\n9 марта 1860 г. Сегодня отдыхаю в Орле.\n\n10 марта. Мценск. Вчера был в Орле, куда приехал 5 марта. Сегодня здесь.")
	wantExactly(t, "dates", dateList(r), []string{"2 марта 1860 г.=1860-03-02", "Сегодня=1860-03-02", "9 марта 1860 г.=1860-03-09", "Сегодня=1860-03-09",
		"10 марта=1860-03-10", "Вчера=1860-03-09", "5 марта=1860-03-05", "Сегодня=1860-03-10"})
}

// Under a diary heading «сюда», «здесь» and «оттуда» belong to that entry:
// a heading whose place the gazetteer lacks leaves them nothing to mean,
// never a place an earlier entry named.
func TestKindDeicticStaysInEntry(t *testing.T) {
	r := extractText(t, "5 мая 1888 г. Самара. Вечером отправил брату письмо в Саратов.\n\n9 мая 1888 г. Станица Кривоборская. Добрался сюда после трудной дороги. Здесь много казаков.")
	for _, e := range r.Events {
		if e.When.String() >= "1888-05-09" && slices.ContainsFunc(e.Places, func(p PlaceMention) bool { return p.Place.ID == "geonames:498677" }) {
			t.Errorf("event %s: «сюда»/«здесь» of a later entry taken for Saratov", e.ID)
		}
	}
	for _, m := range r.Movements {
		if m.To.Place.ID == "geonames:498677" {
			t.Errorf("movement %s: «сюда» of a later entry taken for Saratov", m.ID)
		}
	}
}

// A heading alone in its paragraph holds for the paragraphs after it until
// the next heading: «здесь» two paragraphs on is still the heading's place,
// and «приехал сюда» is a journey there from the writer's previous place.
func TestKindHeadingParagraphHolds(t *testing.T) {
	r := extractText(t, "Казань, 2 мая 1890 г.\n\nЖиву у дяди.\n\nСамара, 4 июня 1890 г.\n\nВчера я приехал сюда.\n\nПотом я поступил в здешнюю гимназию.")
	// The Kazan entry of 2 May put the writer there: the leg runs from it
	// to the arrival «вчера», 3 June.
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:551487→geonames:499099 1890-05-02/1890-06-03"})
	r = extractText(t, "Самара, 4 июня 1890 г.\n\nПолучил письмо от брата из Казани.\n\nЯ поступил в здешнюю гимназию.")
	wantAll(t, "events", eventList(r), []string{"school geonames:499099 1890-06-04"})
}

// A journey told as a list of its stops, after a verb of visiting or a word
// for the journey, in any case, or as the subject of the clause («Пермь,
// Тюмень и Тобольск промелькнули…») in a sentence that tells a move: one leg
// per pair of stops, in text order, from where the traveller was. A list of
// places that tells no journey moves no one.
func TestKindListOfStops(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В мае 1895 года Пётр Сомов приехал из Москвы в Париж. Летом 1895 года он посетил Авиньон, Марсель и Ниццу.", []string{
			"Пётр Сомов: geonames:524901→geonames:2988507 1895-05",
			"Пётр Сомов: geonames:2988507→geonames:3035681 1895-22",
			"Пётр Сомов: geonames:3035681→geonames:2995469 1895-22",
			"Пётр Сомов: geonames:2995469→geonames:2990440 1895-22",
		}},
		{"В 1899 году Пётр Сомов жил в Берлине. В 1900 г. он совершил большую поездку: Лейпциг, Дрезден, Прага, Вена.", []string{
			"Пётр Сомов: geonames:2950159→geonames:2879139 1900",
			"Пётр Сомов: geonames:2879139→geonames:2935022 1900",
			"Пётр Сомов: geonames:2935022→geonames:3067696 1900",
			"Пётр Сомов: geonames:3067696→geonames:2761369 1900",
		}},
		{"В 1887 г. Пётр Сомов сидел в Казанской тюрьме. В 1888 году Пермь, Тюмень и Тобольск промелькнули пересыльными тюрьмами, и осенью его водворили в Сургут.", []string{
			"Пётр Сомов: geonames:551487→geonames:511196 1888",
			"Пётр Сомов: geonames:511196→geonames:1488754 1888",
			"Пётр Сомов: geonames:1488754→geonames:1489530 1888",
			"Пётр Сомов: geonames:1489530→geonames:1490624 1888-23",
		}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
	r := extractText(t, "В 1902 году Пётр Сомов жил в Москве. Нижний Новгород, Ялта и Казань стали местами его работы.")
	if len(r.Movements) != 0 {
		t.Errorf("movements %q: places of work are no journey", moveList(r))
	}
}

// One who joins the journey at a place, named in a «где» clause, goes
// along: the journey, before and after, stays its traveller's, and the
// route goes on after the clause.
func TestKindCompanionJoinsAtPlace(t *testing.T) {
	r := extractText(t, "В 1890 г. Пётр Сомов выехал из Москвы в Одессу. Осенью пароход посетил Константинополь, где к путешествию присоединился принц Иван, и Пирей. В декабре он прибыл в Каир.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:524901→geonames:698740 1890",
		"Пётр Сомов: geonames:698740→geonames:745044 1890-23",
		"Пётр Сомов: geonames:745044→geonames:255274 1890-23",
		"Пётр Сомов: geonames:255274→geonames:360630 1890-12",
	})
}

// A route told around a word for the journey («путь», «маршрут») with no
// verb of motion is a journey, its legs dated by the arrival a «куда»
// clause tells; a «куда» that points past the list leaves the list the
// route.
func TestKindRouteAroundJourneyWord(t *testing.T) {
	r := extractText(t, "Весной 1891 г. Пётр Сомов жил в Киеве. Путь от Киева Пётр Сомов совершил через Курск и Орёл до Тулы, куда прибыл 18 мая 1891 г.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:703448→geonames:538560 1891-05-18",
		"Пётр Сомов: geonames:538560→geonames:515012 1891-05-18",
		"Пётр Сомов: geonames:515012→geonames:480562 1891-05-18",
	})
	r = extractText(t, "Весной 1870 г. я жил в Москве. Маршрут мой: Тверь, Ярославль, Кострома, а дальше — леса, куда ещё никто не ходил.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:524901→geonames:480060 1870-21",
		"Рассказчик: geonames:480060→geonames:468902 1870-21",
		"Рассказчик: geonames:468902→geonames:543878 1870-21",
	})
}

// One leg told at its departure and again, in a «куда» clause, at its
// arrival is one movement over both dates; the legs of a route with stops
// before its last keep the date of its departure.
func TestKindLegToldAtArrival(t *testing.T) {
	r := extractText(t, "Весной 1879 г. Пётр Сомов жил в Москве. 29 мая жандармы отправили его дальше, в Тулу, куда 3 июня 1879 г. его и доставили.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:524901→geonames:480562 1879-05-29/1879-06-03"})
	r = extractText(t, "Весной 1879 г. Пётр Сомов жил в Москве. 29 мая он выехал через Тулу и Орёл в Курск, куда прибыл 3 июня 1879 г.")
	wantAll(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:524901→geonames:480562 1879-05-29",
		"Пётр Сомов: geonames:480562→geonames:515012 1879-05-29",
	})
}

// A route that goes on from the stop it just reached, named again as its
// origin («до Саратова, а от Саратова через Царицын — в Астрахань»), is one
// journey: the legs run in text order from where the traveller was.
func TestKindRouteGoesOnFromStop(t *testing.T) {
	r := extractText(t, "В мае 1851 г. я жил в Казани. В середине мая через Сызрань я добрался до Саратова, а от Саратова на почтовых, через Царицын, — в Астрахань.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:551487→geonames:484972 1851-05-11/1851-05-20",
		"Рассказчик: geonames:484972→geonames:498677 1851-05-11/1851-05-20",
		"Рассказчик: geonames:498677→geonames:472757 1851-05-11/1851-05-20",
		"Рассказчик: geonames:472757→geonames:580497 1851-05-11/1851-05-20",
	})
}

// A departure told in one clause with its date and the arrival in the next
// with another is one journey: its first leg runs from the one date to the
// other; the stops after keep the arrival clause's date.
func TestKindDepartureClauseThenArrival(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Одессе. 31 января 1891 г. он отплыл из Одессы, а 5 февраля прибыл в Константинополь.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:698740→geonames:745044 1891-01-31/1891-02-05"})
	r = extractText(t, "В 1890 г. Пётр Сомов жил в Москве. 31 января 1891 г. он отплыл из Одессы, а Константинополь, Пирей и Каир принимали его с февраля по апрель.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:698740→geonames:745044 1891-01-31/1891-04-30",
		"Пётр Сомов: geonames:745044→geonames:255274 1891-02/1891-04",
		"Пётр Сомов: geonames:255274→geonames:360630 1891-02/1891-04",
	})
}

// A land crossed whole («через всю Сибирь») is the way, not a stop: the
// journey goes on from the last stop to where the traveller settles.
func TestKindLandCrossedWhole(t *testing.T) {
	r := extractText(t, "В 1884 г. Пётр Сомов жил в Якутске. 10 сентября 1884 г. он выехал из Якутска в Иркутск, а оттуда через всю Сибирь на запад. В январе 1885 года он поселился в Казани.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:2013159→geonames:2023469 1884-09-10",
		"Пётр Сомов: geonames:2023469→geonames:551487 1885-01",
	})
}

// A diary entry's heading is a date and the place it is written at; the
// place may be a stanitsa, whose name is a substantivised adjective, or a
// village of two words, and the heading is a place context for both.
func TestKindDiaryHeadingPlace(t *testing.T) {
	r := extractText(t, "1 мая 1855 г. Кизляр. Приехал поздно ночью.\n\n3 мая. Червлённая. Весь день шёл дождь.\n\nИюнь 1855 г. Старый Юрт. Живу у кунака и пишу.")
	wantAll(t, "places", placeIDs(r), []string{
		"Кизляр=geonames:547840",
		"Червлённая=overlay:chervlyonnaya",
		"Старый Юрт=geonames:482309",
	})
	r = extractText(t, "12 марта 1863 г. Станица Наурская. Сотня ушла за Терек.")
	wantAll(t, "places", placeIDs(r), []string{"Станица Наурская=geonames:523206"})
}

// A toponym followed by its later name in brackets after «ныне»,
// «теперь», «совр.» is one place, the one the later name names; a bracket
// that says where the place lies now is no later name.
func TestKindRenamedInBrackets(t *testing.T) {
	r := extractText(t, "Мастер родился в 1875 году в Оранах (совр. Варена), в семье органиста.")
	wantAll(t, "places", placeIDs(r), []string{"Оранах=geonames:593406", "Варена=geonames:593406"})
	r = extractText(t, "В 1862 г. переселенцы основали село Никольское (ныне Уссурийск).")
	wantAll(t, "places", placeIDs(r), []string{"Никольское=geonames:2014006", "Уссурийск=geonames:2014006"})
	r = extractText(t, "В 1901 г. он жил в Риге (теперь в Латвии).")
	wantAll(t, "places", placeIDs(r), []string{"Риге=geonames:456172"})
}

// What happened decides the type, not the verb of motion beside it: an
// election, a prize, a release and the capture of a town are `other`;
// entering a conservatory or an academy is `school`, whatever journey led
// there; a ship's call at a port, a detachment on duty and sightseeing are
// trips; an audience is a meeting; public readings are lectures; an order
// to exile and penal servitude are relocations.
func TestKindWhatHappenedTypesTheEvent(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В марте 1899 г. Московское общество испытателей природы избрало Петра Сомова почётным членом.", "other geonames:524901 1899-03"},
		{"В 1897 г. в Париже Петру Сомову присуждена премия Академии наук.", "other geonames:2988507 1897"},
		{"В январе 1906 г. Петра Сомова освободили из киевской тюрьмы, и он уехал за границу.", "other geonames:703448 1906-01"},
		{"15 мая 1877 г. русские войска взяли штурмом Карс; турецкий гарнизон бежал.", "other geonames:743952 1877-05-15"},
		{"Осенью 1895 г. Сомов уехал в Германию и поступил в Дрезденскую академию художеств.", "school geonames:2935022 1895-23"},
		{"В 1880 г. Сомов приехал в Петербург и поступил в консерваторию.", "school geonames:498817 1880"},
		{"10 марта 1885 г. пароход «Россия» зашёл в Смирну.", "trip geonames:311046 1885-03-10"},
		{"2 июня 1885 г. эскадра вошла в гавань Пирея.", "trip geonames:255274 1885-06-02"},
		{"Летом 1850 г. Сомов был командирован в Оренбург.", "trip geonames:515003 1850-22"},
		{"В мае 1889 г. Сомов осмотрел Каир и пирамиды.", "trip geonames:360630 1889-05"},
		{"Весной 1840 г. Пётр Сомов был в Калише. В мае 1840 г. в Варшаве его принял наместник.", "meeting geonames:756135 1840-05"},
		{"Зимой 1902 г. в Киеве прошли литературные вечера с участием Петра Сомова.", "lecture geonames:703448 1902-24"},
		{"В мае 1880 г. вышло распоряжение выслать Петра Сомова в Пермь.", "relocation geonames:511196 1880-05"},
		{"Каторгу Сомов отбывал в Нерчинске с 1866 по 1872 год.", "relocation geonames:2019326 1866/1872"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// A birth is `other`, and a clause after a comma or a semicolon that opens
// with a date of its own and tells something of another type («родился …
// в Орле; в 1878 г. окончил гимназию»), in a quoted record too, is an
// event of its own and does not type the birth.
func TestKindBirthThenSchoolClause(t *testing.T) {
	r := extractText(t, "Пётр Сомов родился 3 мая 1860 г. в Орле, в 1878 г. окончил гимназию.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:515012 1860-05-03", "school - 1878"})
	r = extractText(t, "В анкете значилось: «Пётр Сомов, родился 3 мая 1860 г. в г. Орле Орловской губ.; в 1878 г. окончил с золотой медалью гимназию».")
	wantExactly(t, "events", eventList(r), []string{"other geonames:515012 1860-05-03"})
	r = extractText(t, "В 1879 году Мария Сомова слушала лекции в Гейдельберге, в 1880–1884 годах занималась в Берлине.")
	wantAll(t, "events", eventList(r), []string{"school geonames:2950159 1880/1884"})
}

// A noun of a verb of motion («к месту водворения») tells no movement, nor
// does the goal of a participial phrase that describes the subject
// («Сомов, следовавший в Киренск, бежал из Иркутска»); one that describes
// the goal does («на пароход, стоявший в Одессе»).
func TestKindMotionNounOrParticipleMovesNoOne(t *testing.T) {
	r := extractText(t, "В 1899 г. Пётр Сомов жил в Перми. 23 января 1900 г. в Казани задержан бежавший из Тобольска Пётр Сомов.")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В 1901 г. Пётр Сомов жил в Иркутске. Место водворения ему назначили в Киренске.")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В 1901 г. Пётр Сомов жил в Перми. Пётр Сомов, следовавший в Киренск, 12 июня 1902 г. бежал из Иркутска.")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В 1901 г. Пётр Сомов жил в Москве. 3 мая 1902 г. он уехал на шхуну, стоявшую в Одессе.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:524901→geonames:698740 1902-05-03"})
	r = extractText(t, "В 1898 г. Пётр Сомов жил в Перми. 6 августа 1898 г. его водворили в Нолинск.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:511196→geonames:520041 1898-08-06"})
}

// A word of change before a verb of living or being somewhere («в июле он
// уже жил в Казани») tells that the person had moved there from the last
// place, dated by its clause; living where the person already was moves
// no one.
func TestKindAlreadyLivedThere(t *testing.T) {
	r := extractText(t, "В мае 1880 г. Пётр Сомов был в Перми. В июле 1880 г. он уже жил в Казани.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:511196→geonames:551487 1880-07"})
	r = extractText(t, "Весной 1902 г. Пётр Сомов выехал из Москвы в Тюмень. В июне он был уже в Томске.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:1488754→geonames:1489425 1902-06"})
	r = extractText(t, "В мае 1880 г. Пётр Сомов жил в Перми. 6 июня он подал прошение: «Прошу дозволить мне отправиться к месту ссылки, в г. Казань». Прошение уважили, и в июле он уже жил в Казани.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:511196→geonames:551487 1880-07"})
	r = extractText(t, "В мае 1880 г. Пётр Сомов приехал в Казань. В июле 1880 г. он уже жил в Казани.")
	wantExactly(t, "movements", moveList(r), nil)
}

// A place that is the subject of a verb of hosting («Вена встретила его»,
// «Рим и Неаполь принимали Сомова») is where the person travelled: a trip
// to each place; a person who receives them is an audience.
func TestKindHostingPlaceIsTrip(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В мае 1888 г. Пётр Сомов выехал за границу. Вена встретила его дождём.", []string{"relocation - 1888-05", "trip geonames:2761369 1888-05"}},
		{"С марта по май 1875 г. Рим, Неаполь и Палермо принимали Петра Сомова.", []string{"trip geonames:3169070 1875-03/1875-05", "trip geonames:3172394 1875-03/1875-05", "trip geonames:2523920 1875-03/1875-05"}},
		{"Весной 1840 г. Пётр Сомов был в Калише. В мае 1840 г. в Варшаве его принял наместник.", []string{"other geonames:3096880 1840-21", "meeting geonames:756135 1840-05"}},
		// Hosted where the journey went already: the stay goes on.
		{"В 1885 г. Пётр Сомов приехал в Киев. Киев встретил его холодом, и он нанялся писцом в управу.", []string{"trip geonames:703448 1885", "other geonames:703448 1885"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// Joining or founding a party, a society or a circle is an event of type
// other, at the place of its clause or at none.
func TestKindJoiningIsAnEvent(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1898 году Пётр Сомов окончил гимназию в Казани и в том же году вступил в РСДРП.", []string{"school geonames:551487 1898", "other - 1898"}},
		{"В 1905 г. в Тифлисе Пётр Сомов вступил в партию социалистов-революционеров.", []string{"other geonames:611717 1905"}},
		{"Весной 1909 г. в Киеве Пётр Сомов стал одним из основателей общества любителей музыки.", []string{"other geonames:703448 1909-21"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A province after a town only says which town it is when nothing but
// the province's words stands between: a list («Томска, уезда и
// Енисейской губернии») or a date («Пенза — 8 июня 1919, Уральская
// область») joins two places, and both stay.
func TestKindProvinceAfterListOrDate(t *testing.T) {
	r := extractText(t, "В 1891 г. губернатор принял депутации Томска, уезда и Енисейской губернии.")
	wantAll(t, "places", placeIDs(r), []string{"Томска=geonames:1489425", "Енисейской губернии=overlay:yeniseysk-governorate"})
	r = extractText(t, "СОМОВ Иван Петрович (3 мая 1850, Пенза — 8 июня 1919, Уральская область) — русский врач.")
	wantAll(t, "places", placeIDs(r), []string{"Пенза=geonames:511565", "Уральская область=overlay:ural-oblast"})
}

// A place adjective of an institution or a board names the town or
// village; the adjective's derivation reaches names in -а, -я, -ка and
// compounds written as one word («Новоудинское» → Новая Уда); a
// province adjective is never a person's name.
func TestKindPlaceAdjectiveDerivations(t *testing.T) {
	r := extractText(t, "В 1899 г. Читинское волостное правление донесло, что ссыльный Пётр Сомов бежал из Вятской тюрьмы.")
	wantAll(t, "places", placeIDs(r), []string{"Читинское=geonames:2025339", "Вятской=geonames:548408"})
	r = extractText(t, "В 1904 г. мещанин Виленской губ. Иван Сомов уехал в Новоградволынский уезд.")
	wantAll(t, "places", placeIDs(r), []string{"Виленской губ.=overlay:vilna-governorate"})
}

// A district named by its town's adjective is a region around that town;
// after a village it only says which village it is.
func TestKindDistrictByItsTown(t *testing.T) {
	r := extractText(t, "В 1890 г. Пётр Сомов был выслан в Мезенский уезд Архангельской губернии.")
	wantAll(t, "places", placeIDs(r), []string{"Мезенский уезд=geonames:527321#district"})
	wantAll(t, "events", eventList(r), []string{"relocation geonames:527321#district 1890"})
}

// A surname in the plural is a family, not a place, after a preposition
// too («у Давыдовых», «к Раевским»); a town named in the plural stays a
// town.
func TestKindFamilyIsNoPlace(t *testing.T) {
	r := extractText(t, "Летом 1830 г. Пётр Сомов гостил у Давыдовых в Полтаве, а осенью заехал к Раевским в Киев.")
	wantExactly(t, "places", placeIDs(r), []string{"Полтаве=geonames:696643", "Киев=geonames:703448"})
	r = extractText(t, "Зимой 1880 г. Пётр Сомов жил в Великих Луках.")
	wantExactly(t, "places", placeIDs(r), []string{"Великих Луках=geonames:476077"})
}

// After a preposition of place, a town whose name is also a given name
// («Милан», «София») is the town when the next word shares no case with
// it: the family named after it is the subject («в Милане Петровы…»).
func TestKindTownNamedLikeAGivenName(t *testing.T) {
	r := extractText(t, "Весной 1890 г. в Милане Петровы купили дом, а летом в Софии Ивановы открыли школу.")
	wantAll(t, "places", placeIDs(r), []string{"Милане=geonames:3173435", "Софии=geonames:727011"})
}

// A capitalised adjective before a sea, ocean, canal or strait is the
// water's name, looked up whole: never the land or town the adjective is
// made from (India, Suez, Panama).
func TestKindSeaIsNoLand(t *testing.T) {
	r := extractText(t, "В 1891 г. пароход «Орёл» шёл из Одессы Средиземным морем, Суэцким каналом и Аравийским морем в Бомбей.")
	for _, p := range r.Places {
		if p.Place.Country == "EG" || p.Text == "Средиземным" || p.Text == "Аравийским" {
			t.Errorf("a sea's or canal's adjective taken for %s %s", p.Place.ID, p.Place.Name)
		}
	}
	wantAll(t, "places", placeIDs(r), []string{"Одессы=geonames:698740"})
}

// Writing (a letter, a story) and being treated are things done where the
// writer is: under a diary entry's heading, an event of type other at the
// heading's place on the entry's date.
func TestKindWritingUnderHeading(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"12 марта 1890 г. Кострома. Сегодня написал матери длинное письмо.", []string{"other geonames:543878 1890-03-12"}},
		{"3 февраля 1893 г. Кострома. Пишу рассказ о ярмарке.", []string{"other geonames:543878 1893-02-03"}},
		{"10 июня 1872 г. Ессентуки. Лечусь на водах.", []string{"other geonames:466990 1872-06-10"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A night on the way, a stop before going on, and an arrival told without
// its verb of motion («как я сюда попал») are stays on the way: trips.
// Captivity is no trip.
func TestKindNightOnTheWayIsTrip(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"3 марта 1860 г. Ночую в Моздоке.", []string{"trip geonames:524736 1860-03-03"}},
		{"10 мая 1880 г. Тула. Как я сюда попал, не помню.", []string{"trip geonames:480562 1880-05-10"}},
		{"5 мая 1880 г. Тула. Здесь достал лошадей и решил ехать дальше.", []string{"trip geonames:480562 1880-05-05"}},
		{"В 1877 г. Пётр Сомов попал в плен под Плевной.", []string{"other geonames:728203 1877"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A convoy's delivery («его под конвоем привезли в Пермь») sent on soon
// after, within the season or month the delivery names, is a stop on the
// way: a trip; one sent on only years later is where the person was held.
func TestKindConvoyStopIsTrip(t *testing.T) {
	r := extractText(t, "Летом 1885 г. Пётр Сомов был арестован в Киеве. Осенью 1885 г. его под конвоем привезли в Пермь. 20 октября губернатор отправил его дальше, в Чердынь.")
	wantAll(t, "events", eventList(r), []string{"other geonames:703448 1885-22", "trip geonames:511196 1885-23"})
	r = extractText(t, "Летом 1885 г. Пётр Сомов был арестован в Киеве. Осенью 1885 г. его под конвоем привезли в Пермь. В 1887 г. его отправили в Чердынь.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:511196 1885-23"})
}

// An arrest told impersonally («взяли в Киеве») is of type other at its
// place, whatever the exile told after it; being put in prison is
// imprisonment there; taking someone along stays a trip.
func TestKindImpersonalArrest(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1880 г. Петра Сомова взяли в Киеве и выслали в Архангельскую губернию.", []string{"other geonames:703448 1880"}},
		{"Летом 1887 г. Петра Сомова посадили в Бутырскую тюрьму.", []string{"relocation overlay:butyrka 1887-22"}},
		{"В 1890 г. отец взял его с собой в Тифлис.", []string{"trip geonames:611717 1890"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A ship's call at a port is a leg of the journey of those aboard: «зашёл
// в Смирну», «бросил якорь в Пирее», «стал на якорь у Порт-Саида» in all
// genders and numbers, as «перешла в …».
func TestKindPortCall(t *testing.T) {
	r := extractText(t, "В 1885 г. Пётр Сомов жил в Одессе. 10 марта 1885 г. он на пароходе зашёл в Смирну, а 2 июня бросил якорь в Пирее.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:698740→geonames:311046 1885-03-10",
		"Пётр Сомов: geonames:311046→geonames:255274 1885-06-02",
	})
	r = extractText(t, "В 1885 г. Мария Сомова жила в Одессе. 10 марта 1885 г. она на шхуне перешла в Смирну.")
	wantExactly(t, "movements", moveList(r), []string{"Мария Сомова: geonames:698740→geonames:311046 1885-03-10"})
}

// A text that goes back over a route it told already («13 октября выехал
// из Одессы и через Стамбул и Пирей прибыл в Марсель. … 16 октября
// пароход пришёл в Стамбул») retells its legs: each arrival joins the leg
// that ended there, dated from the route to the arrival, and the next one
// goes on from that stop. A later journey over the same way is new.
func TestKindRouteRetold(t *testing.T) {
	r := extractText(t, "13 октября 1890 г. Пётр Сомов выехал из Одессы и через Стамбул и Пирей прибыл в Марсель. В начале декабря 1890 г. Сомов был в Париже. Плавание заняло два месяца. 16 октября пароход пришёл в Стамбул, где Сомов пробыл два дня. 26 октября пароход пришёл в Пирей.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:698740→geonames:745044 1890-10-13/1890-10-16",
		"Пётр Сомов: geonames:745044→geonames:255274 1890-10-13/1890-10-26",
		"Пётр Сомов: geonames:255274→geonames:2995469 1890-10-13",
	})
	r = extractText(t, "В 1890 г. Пётр Сомов выехал из Одессы и через Стамбул прибыл в Пирей. В 1892 г. он приехал в Стамбул.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:698740→geonames:745044 1890",
		"Пётр Сомов: geonames:745044→geonames:255274 1890",
		"Пётр Сомов: geonames:255274→geonames:745044 1892",
	})
}

// The stages told after a departure that named only the journey's end
// («выехал из Москвы в Иркутск. До Казани он ехал поездом») start where the
// journey did: the first stage leaves the place of departure, not the
// destination announced. A move told later, or to a place off the way,
// starts at the destination.
func TestKindStagesAfterAnnouncedJourney(t *testing.T) {
	r := extractText(t, "21 апреля 1890 г. Пётр Сомов выехал из Москвы в Иркутск. До Казани он ехал поездом, затем на пароходе добрался до Перми.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:524901→geonames:2023469 1890-04-21",
		"Пётр Сомов: geonames:524901→geonames:551487 1890-04-21",
		"Пётр Сомов: geonames:551487→geonames:511196 1890-04-21",
	})
	r = extractText(t, "В мае 1885 г. Мария Сомова отправилась из Петербурга в Тифлис. 3 июня она приехала в Ростов-на-Дону.")
	wantExactly(t, "movements", moveList(r), []string{
		"Мария Сомова: geonames:498817→geonames:611717 1885-05",
		"Мария Сомова: geonames:498817→geonames:501175 1885-06-03",
	})
	r = extractText(t, "В мае 1885 г. Мария Сомова приехала из Петербурга в Тифлис. 3 июня она приехала в Ростов-на-Дону.")
	wantExactly(t, "movements", moveList(r), []string{
		"Мария Сомова: geonames:498817→geonames:611717 1885-05",
		"Мария Сомова: geonames:611717→geonames:501175 1885-06-03",
	})
	r = extractText(t, "В 1890 г. Пётр Сомов выехал из Москвы в Иркутск. В 1892 г. он переехал в Томск.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:524901→geonames:2023469 1890",
		"Пётр Сомов: geonames:2023469→geonames:1489425 1892",
	})
}

// An order that holds only on a condition («по обнаружении арестовать и
// препроводить в Иркутск», «в случае поимки выслать в Вятку», «если
// явится, отправить в Пермь») tells a move that has not happened: no
// movement, and the place is no last place of the person. A plain order
// that a verb outside tells was carried out stays a movement.
func TestKindConditionalOrder(t *testing.T) {
	for _, text := range []string{
		"В 1901 г. Пётр Сомов жил в Перми. Полиция разослала циркуляр: «Ссыльный Пётр Сомов скрылся; по обнаружении арестовать и препроводить в Казань».",
		"В 1901 г. Пётр Сомов жил в Перми. Губернатор предписал: «В случае поимки Сомова выслать его в Вятку».",
		"В 1901 г. Пётр Сомов жил в Перми. Исправнику велели: «Если Сомов явится, отправить его под конвоем в Казань».",
	} {
		r := extractText(t, text)
		wantExactly(t, "movements of «"+text+"»", moveList(r), nil)
	}
	r := extractText(t, "В 1901 г. Пётр Сомов жил в Перми. Полиция разослала циркуляр: «Пётр Сомов скрылся; по обнаружении арестовать и препроводить в Казань». В мае 1902 г. он уехал в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:511196→geonames:524901 1902-05"})
	r = extractText(t, "В 1900 г. Пётр Сомов сидел в Перми. 15 декабря 1900 г. его отправили по предписанию: «Сомова препроводить из Перми в Казань».")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:511196→geonames:551487 1900-12-15"})
}

// A pronoun right after a noun for a person in an oblique case owns the
// noun («Жену его … выпустили из цитадели», «сына её выслали»): the one
// released, moved or delivered is that other person, and the traveller
// stays where the text last put him.
func TestKindOwnersRelativeMoved(t *testing.T) {
	r := extractText(t, "В 1900 г. Пётр Сомов сидел в Варшаве. 15 декабря 1900 г. его перевезли в Петербург. Жену его, арестованную вместе с ним, выпустили из Варшавской цитадели лишь в январе 1901 года. Летом 1901 года он бежал в Киев.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:756135→geonames:498817 1900-12-15",
		"Пётр Сомов: geonames:498817→geonames:703448 1901-22",
	})
	r = extractText(t, "В 1880 г. Мария Сомова жила в Перми. Весной 1881 г. сына её выслали в Вятку. Летом 1881 г. она уехала в Казань.")
	wantAll(t, "movements", moveList(r), []string{"Мария Сомова: geonames:511196→geonames:551487 1881-22"})
	for _, m := range moveList(r) {
		if strings.HasPrefix(m, "Мария Сомова") && strings.Contains(m, "→geonames:472459") {
			t.Errorf("the son's exile taken for the mother's: %s", m)
		}
	}
}

// A stop passed on the way, with the place reached told as where the
// traveller now is («пройдя через Стамбул, пароход бросил якорь в Пирее»,
// «через Смирну шхуна стала на якорь в Пирее»): the route ends at that
// place, after the stop.
func TestKindViaThenPlaceReached(t *testing.T) {
	r := extractText(t, "В 1890 г. Пётр Сомов жил в Одессе. 3 ноября 1890 г., пройдя через Стамбул, пароход бросил якорь в Пирее.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:698740→geonames:745044 1890-11-03",
		"Пётр Сомов: geonames:745044→geonames:255274 1890-11-03",
	})
	r = extractText(t, "В 1885 г. Мария Сомова жила в Одессе. В мае 1885 г. через Смирну шхуна с Марией Сомовой стала на якорь в Пирее.")
	wantAll(t, "movements", moveList(r), []string{
		"Мария Сомова: geonames:311046→geonames:255274 1885-05",
	})
}

// A stop named after a destination and before the next one in the same
// clause («оттуда в Орёл и через Курск вернулся в Москву») is on the way to
// the next one, not to the one before it; with no destination after it
// («поехал в Берлин через Варшаву») it leads to the one before.
func TestKindViaBeforeNextDestination(t *testing.T) {
	r := extractText(t, "Летом 1890 г. Пётр Сомов выехал из Москвы в Тулу, оттуда в Орёл и через Курск вернулся в Москву.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:524901→geonames:480562 1890-22",
		"Пётр Сомов: geonames:480562→geonames:515012 1890-22",
		"Пётр Сомов: geonames:515012→geonames:538560 1890-22",
		"Пётр Сомов: geonames:538560→geonames:524901 1890-22",
	})
	r = extractText(t, "В мае 1902 г. Мария Сомова жила в Москве. В июне 1902 г. она поехала в Берлин через Варшаву.")
	wantAll(t, "movements", moveList(r), []string{
		"Мария Сомова: geonames:524901→geonames:756135 1902-06",
		"Мария Сомова: geonames:756135→geonames:2950159 1902-06",
	})
}

// A marriage is an event of type other, whatever else the clause names
// («вышла» is no publication there, journeys talked about no trip).
func TestKindMarriageIsOther(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Летом 1880 г. в Киеве Мария Лаврова, спутница его будущих путешествий, вышла замуж за Петра Сомова.", []string{"other geonames:703448 1880-22"}},
		{"Около 1880 г. в Киеве Пётр Сомов сошёлся с Марией Лавровой, ставшей его женой и спутницей в поездках.", []string{"other geonames:703448 1880~"}},
		{"В 1874 г. в Казани Пётр Сомов женился на дочери купца.", []string{"other geonames:551487 1874"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A journey that goes on from its destination only through a stop, to no
// place named («в Якутск, а оттуда через Иркутск на запад»), has its event
// at the destination it named, never at the place it left.
func TestKindOnwardThroughStopKeepsDestination(t *testing.T) {
	r := extractText(t, "10 сентября 1884 г. я выехал из Амги в Якутск, а оттуда через Иркутск на запад.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:2013159 1884-09-10"})
	r = extractText(t, "В мае 1890 г. Пётр Сомов уехал из Киева в Одессу, а оттуда через Варну на юг.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:698740 1890-05"})
}

// A petition, an application or a complaint sent from a place is written
// there, like a letter: the event is where it comes from.
func TestKindPetitionFromPlace(t *testing.T) {
	r := extractText(t, "В 1898 г. Пётр Сомов жил в Нолинске. 6 августа 1898 г. он подал из Нолинска прошение в Вятку.")
	wantAll(t, "events", eventList(r), []string{"other geonames:520041 1898-08-06"})
	r = extractText(t, "Весной 1899 г. Мария Сомова отправила из Тобольска жалобу в Петербург.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:1489530 1899-21"})
}

// A thing sent («отправил брату в Москву рукопись») travels without its
// sender: no movement, and the event is where the sender is (the diary
// heading), of type other; a person sent («отправил его в Москву с
// письмом») still travels.
func TestKindThingSentIsNoJourney(t *testing.T) {
	r := extractText(t, "3 июля 1862 г. Кострома. Сегодня отправил брату в Москву рукопись повести с письмом.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:543878 1862-07-03"})
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "Весной 1899 г. Мария Сомова отправила из Тобольска жалобу в Петербург.")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В 1862 г. губернатор отправил его в Москву с письмом к министру.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:524901 1862"})
}

// A place named bare before a verb that describes it («Глазов оказался
// крошечным городком», «Кутаис считался тихим городом»), in a clause with
// no date of its own, is talked about: no event there.
func TestKindDescribedPlaceIsNoEvent(t *testing.T) {
	r := extractText(t, "Летом 1879 г. Пётр Сомов приехал в Вятку. Глазов оказался крошечным деревянным городком.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:548408 1879-22"})
	r = extractText(t, "В 1879 г. Пётр Сомов жил в Киеве. Кутаис считался тихим городом.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:703448 1879"})
}

// «Здесь» is where the writer is, never a place a quotation names as a
// goal («…повезут в Сибирь». … написал здесь рассказ).
func TestKindHereSkipsQuotedGoal(t *testing.T) {
	r := extractText(t, "21 февраля 1880 г. Петра Сомова привезли в Тверь. Он написал брату: «Сижу в Твери, а потом повезут в Сибирь». Ожидая отправки, он написал здесь рассказ.")
	for _, e := range r.Events {
		if len(e.Places) > 0 && e.Places[0].Text == "здесь" && e.Places[0].Place.ID != "geonames:480060" {
			t.Errorf("«здесь» taken for %s, want Tver", e.Places[0].Place.ID)
		}
	}
	wantAll(t, "events", eventList(r), []string{"other geonames:480060 1880-02-21"})
}

// The road from a place ends where the writer now is: a trip there
// («После семи дней дороги из Кизляра мы сегодня в Тифлисе»).
func TestKindRoadFromIsTrip(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"1 ноября 1851 г. Тифлис. После семи дней дороги из Кизляра мы сегодня в Тифлисе.", []string{"trip geonames:611717 1851-11-01"}},
		{"12 мая 1860 г. Казань. После долгой дороги из Москвы я наконец здесь.", []string{"trip geonames:551487 1860-05-12"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A ceremony at a place (laying a first stone or a dock, opening a bridge
// or a railway to traffic, reading a rescript, a consecration) is an event
// of type other there, whatever motion its clause tells besides.
func TestKindCeremonyIsOther(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В мае 1891 г. в Самаре Пётр Сомов заложил первый камень нового вокзала.", []string{"other geonames:499099 1891-05"}},
		// Back in the town from its outskirts: the ceremony is what happened.
		{"20 июня 1896 г. в Саратове губернатор Пётр Сомов после молебна заложил за городом новую пристань, а затем возвратился в город и положил первый камень нового собора.", []string{"other geonames:498677 1896-06-20"}},
		{"Осенью 1888 г. в Тифлисе Пётр Сомов прочёл рескрипт Государя.", []string{"other geonames:611717 1888-23"}},
		{"Вчера, 3 августа 1899 г., в Казани Пётр Сомов открыл движение по новому мосту, а вечером освятил новую пристань.", []string{"other geonames:551487 1899-08-03"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A return ends a journey (a trip) when the traveller reached the place
// they come back from on a journey, whatever else the text tells of it
// meanwhile, or when it leads back to where its sentence's route set out;
// under a dateline the return home («возвратился в столицу»)
// ends the journey told before the heading. After a move (a relocation)
// the return is a change of residence again.
func TestKindReturnEndsJourney(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"ИРКУТСК, 24 июня 1891 г. Сегодня Пётр Сомов отбыл в Енисейскую губернию.\n\nС.-ПЕТЕРБУРГ, 5 августа 1891 г. Вчера Пётр Сомов возвратился в столицу.",
			[]string{"trip overlay:yeniseysk-governorate 1891-06-24", "trip geonames:498817 1891-08-04"}},
		{"В мае 1880 г. Пётр Сомов приехал в Тифлис. В июне 1880 г. он ездил в Боржом. Зимой там выпадает много снега. В июле 1880 г. он вернулся в Тифлис.",
			[]string{"trip geonames:611717 1880-05", "trip geonames:615403 1880-06", "other geonames:615403 1880-24", "trip geonames:611717 1880-07"}},
		// A round trip told in one sentence ends where it set out.
		{"В 1879 г. Пётр Сомов переехал в Тифлис. В мае 1880 г. из Тифлиса он проехал через Мцхету в Гори и вернулся в Тифлис.",
			[]string{"relocation geonames:611717 1879", "trip geonames:614455 1880-05", "trip geonames:611717 1880-05"}},
		// Back on a date of its own: a move back, not a round trip.
		{"В 1879 г. Пётр Сомов жил в Тифлисе. В 1880 г. он переехал из Тифлиса в Москву, а в 1885 г. вернулся в Тифлис.",
			[]string{"relocation geonames:611717 1879", "relocation geonames:524901 1880", "relocation geonames:611717 1885"}},
		{"В 1878 г. Пётр Сомов жил в Москве. В 1880 г. он переехал в Тифлис. В 1881 г. в Тифлисе он женился. В 1882 г. он вернулся в Москву.",
			[]string{"relocation geonames:524901 1878", "relocation geonames:611717 1880", "other geonames:611717 1881", "relocation geonames:524901 1882"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A settling and what a cue says was done at the place settled in, told in
// one clause or the next without a date of their own, are two events at
// one place («в 1907 г. поселился в Вильне и основал там общество»); a
// settling told by a gerund ends the journey («вернулся в Литву,
// поселившись в Вильне»). Without such a cue the clause goes on telling
// of the move.
func TestKindSettledAndFounded(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1907 г. Пётр Сомов поселился в Вильне и основал там общество любителей музыки.", []string{"relocation geonames:593116 1907", "other geonames:593116 1907"}},
		{"Осенью 1907 г. Пётр Сомов оставил Варшаву и вернулся в Литву, поселившись в Вильне; руководил там хором и стал одним из основателей общества художников.",
			// The choir led and the society founded: two things done.
			[]string{"relocation geonames:593116 1907-23", "other geonames:593116 1907-23", "other geonames:593116 1907-23"}},
		{"В июле 1867 года Сомовы переехали в Баден-Баден, и там Пётр Сомов проиграл в рулетку все деньги.", []string{"relocation geonames:2953504 1867-07"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// Things of different types done at one place and told in one clause are
// an event each («преподавал в гимназии и опубликовал статьи»); so are an
// arrest at a town and the imprisonment in that town's prison that
// follows («арестован в Тифлисе и заключён в Метехский замок»).
func TestKindSeveralThingsDoneAtOnePlace(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"С 1885 года в Казани Пётр Сомов преподавал в гимназии и опубликовал несколько статей.", []string{"school geonames:551487 1885/..", "publication geonames:551487 1885/.."}},
		{"В 1890 г. Пётр Сомов был арестован в Тифлисе и заключён в Метехский замок.", []string{"other geonames:611717 1890", "relocation overlay:metekhi-castle 1890"}},
		// A circumstance of the stay is no event of its own.
		{"В Казани Пётр Сомов прожил под надзором полиции до весны 1890 г., написав здесь поэму.", []string{"relocation geonames:551487 ../1890-21"}},
		{"Осенью 1885 г. Пётр Сомов переехал в Казань и поселился там с женой.", []string{"relocation geonames:551487 1885-23"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A date in a clause of a plan (quoted, told with «что», or by hearsay,
// with a verb in the future) dates only that clause: nothing happens
// there, and the sentence and the text after it keep the narrative's date.
func TestKindPlanDateStaysInPlan(t *testing.T) {
	for _, tt := range []struct {
		text      string
		want      []string
		notPlaced string // no event here: the plan's goal
		planDate  string // no event on the plan's date
	}{
		{"21 февраля 1880 г. Петра Сомова привезли в Тверь. На следующий день он написал брату: «Сижу в Твери; весной, говорят, повезут в Сибирь». Ожидая отправки, он написал здесь рассказ.",
			[]string{"other geonames:480060 1880-02-22"}, "overlay:siberia", "1880-21"},
		{"12 мая 1905 г. Ольга Петрова приехала в Казань. Она писала матери, что в июне уедет в Самару. Здесь она поступила на курсы.",
			[]string{"trip geonames:551487 1905-05-12", "school geonames:551487 1905-05-12"}, "geonames:499099", "1905-06"},
	} {
		r := extractText(t, tt.text)
		got := eventList(r)
		wantAll(t, "events of «"+tt.text+"»", got, tt.want)
		for _, e := range r.Events {
			if len(e.Places) > 0 && e.Places[0].Place.ID == tt.notPlaced || e.When.String() == tt.planDate {
				t.Errorf("«%s»: event %s %v %s from the plan", tt.text, e.Type, e.Places, e.When)
			}
		}
	}
}

// A bare season in a general statement («не замерзает и зимою», «зимой
// там обычно…») is no date; a season in the narrative is.
func TestKindGeneralSeasonIsNoDate(t *testing.T) {
	for _, tt := range []struct {
		text  string
		dates []string
	}{
		{"В сентябре 1856 г. мы вышли к Иссык-Кулю. Вода в озере не замерзает и зимою. 1 октября вернулись в Верное.", []string{"1856-09", "1856-10-01"}},
		{"Летом 1890 г. Сомов приехал в Якутск. Зимой там обычно стоят страшные морозы.", []string{"1890-22"}},
		{"В 1890 г. Сомов приехал в Якутск. Зимой он уехал в Иркутск.", []string{"1890", "1890-24"}},
	} {
		r := extractText(t, tt.text)
		var got []string
		for _, d := range r.Dates {
			got = append(got, d.When.String())
		}
		wantExactly(t, "dates of «"+tt.text+"»", got, tt.dates)
	}
}

// Two sentences in which the writer says with a verb what they did at one
// place on one day are two events there («Лечусь…», «Сегодня отправил
// рукопись»), not one told again; another party acting on the same matter
// («Академия увеличила премию») tells no second event.
func TestKindTwoThingsDoneAtOnePlace(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"5 августа 1860 г. Кисловодск. Лечусь нарзаном и много гуляю. Сегодня отправил издателю в Москву рукопись романа.",
			[]string{"other geonames:548114 1860-08-05", "other geonames:548114 1860-08-05"}},
		{"10 марта 1875 г. Казань. Пишу статью для журнала. Сегодня написал матери длинное письмо.",
			[]string{"other geonames:551487 1875-03-10", "other geonames:551487 1875-03-10"}},
		{"В декабре 1888 г. в Париже Софье Петровой присудили премию академии. Академия увеличила премию вдвое.",
			[]string{"other geonames:2988507 1888-12"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A trip to the place a return comes from, told in the same sentence with
// an earlier date of its own («вернулся из Симбирска, куда уезжал 9-го»),
// lasts from that date to the return; so do the calls made from there
// («заезжал оттуда и в Сызрань»); the return names no other stay there.
func TestKindTripUntilReturn(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"20 июня 1860 г. Казань. Сегодня вернулся из Симбирска, куда уезжал 9-го; заезжал оттуда и в Сызрань.",
			[]string{"trip geonames:479123 1860-06-09/1860-06-20", "trip geonames:484972 1860-06-09/1860-06-20"}},
		{"В мае 1875 г. Пётр Сомов жил в Киеве. 30 мая он вернулся из Одессы, куда уехал 12 мая.",
			[]string{"relocation geonames:703448 1875-05", "trip geonames:698740 1875-05-12/1875-05-30"}},
	} {
		r := extractText(t, tt.text)
		got := eventList(r)
		wantAll(t, "events of «"+tt.text+"»", got, tt.want)
		for _, e := range got {
			if strings.HasSuffix(e, " 1860-06-09") || strings.HasSuffix(e, " 1875-05-30") || strings.HasSuffix(e, " 1875-05-12") {
				t.Errorf("«%s»: event %s outside the trip's span", tt.text, e)
			}
		}
	}
}

// «куда прибыл…» with a subject of its own («куда на другой день приехал
// его брат») is someone else's arrival: the journey of the clause before
// keeps its own date; without one («в Пекин, куда прибыл в начале 1871
// г.») it is the journey's arrival, and dates it.
func TestKindOthersArrivalKeepsJourneyDate(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"10 мая 1880 г. Петра Сомова ранили под Тифлисом. Раненого в тот же день отвезли в Тифлис, куда на другой день приехал его брат.",
			[]string{"trip geonames:611717 1880-05-10"}},
		{"29 апреля 1891 г. в Оцу Петра Сомова ранили. Раненого в тот же день отвезли в Киото, куда на другой день прибыл из Токио сам микадо.",
			[]string{"trip geonames:1857910 1891-04-29"}},
		{"В 1870 г. Пётр Сомов выехал из Кяхты в Пекин, куда прибыл в начале 1871 г.",
			[]string{"trip geonames:1816670 1871-01/1871-04"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A year that closes a bracketed note after a comma («IV (Стокгольмского,
// 1906) съезда») is a date, and dates what the note names, not the
// sentence's or the text's earlier year; it is no further work of a place
// named before it.
func TestKindYearClosingBracketNote(t *testing.T) {
	r := extractText(t, "В 1905 г. Пётр Сомов вступил в партию. Делегат IV (Стокгольмского, 1906) и V (Лондонского, 1907) съездов РСДРП.")
	var dates []string
	for _, d := range r.Dates {
		dates = append(dates, d.When.String())
	}
	wantExactly(t, "dates", dates, []string{"1905", "1906", "1907"})
	got := eventList(r)
	wantAll(t, "events", got, []string{"congress geonames:2673730 1906"})
	for _, e := range got {
		if e == "congress geonames:2673730 1905" || e == "congress geonames:2673730 1907" {
			t.Errorf("events %q: the Stockholm congress dated by another year", got)
		}
	}
}

// A letter quoted after a colon that says where its writer now is («Сижу
// в Твери…», present tense) places the writing: an event of the writing
// verb's type there, not a second change of residence; a story written
// there afterwards is another thing done.
func TestKindQuotedLetterPlacesTheWriting(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"21 февраля 1880 г. меня привезли в Тверь. На следующий день я написал брату: «Сижу в Твери, в тюрьме для пересыльных; весной, говорят, повезут в Сибирь». Ожидая отправки, я написал здесь рассказ.",
			[]string{"trip geonames:480060 1880-02-21", "other geonames:480060 1880-02-22", "other geonames:480060 1880-02-22"}},
		{"В мае 1899 г. Пётр Сомов переехал в Томск. 3 июня он написал матери: «Живу в Томске, служу в управлении дороги».",
			[]string{"relocation geonames:1489425 1899-05", "other geonames:1489425 1899-06-03"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A place of exile the person escapes from, or comes back from on their
// own, was where they lived (a relocation), however soon they left: only
// a convoy that sends them on makes the arrival a stop on the way. A
// province the person is exiled to is their land of exile, never a stop
// on the way to the town in it.
func TestKindEscapeEndsExile(t *testing.T) {
	r := extractText(t, "Летом 1889 г. Пётр Сомов жил в Киеве. Осенью 1890 г. он был сослан в Иркутскую губернию. 10 ноября 1890 г. его водворили в Киренске. "+
		"В донесении исправника сказано: «Сомов 20 декабря бежал из Киренска». В том же декабре он вернулся в Киев.")
	wantAll(t, "events", eventList(r), []string{"relocation overlay:irkutsk-governorate 1890-23", "relocation geonames:2022083 1890-11-10",
		"trip geonames:2022083 1890-12-20", "relocation geonames:703448 1890-12"})
	r = extractText(t, "Весной 1895 г. Иван Сомов жил в Москве. В мае 1895 года его под конвоем доставили в Якутск. В июне 1895 года он бежал из Якутска и вернулся в Москву.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:2013159 1895-05", "relocation geonames:524901 1895-06"})
}

// A place that says where a person comes from or belongs («мещанин
// Курской губернии», «уроженец Вятской губернии», «родом из Тифлиса»,
// «бывший узник Шлиссельбурга») is a mention that describes the person: no
// event there. A province after a
// town's later name in brackets («Поневеж (ныне Паневежис) Ковенской
// губернии») only says which town it is.
func TestKindBelongingIsNoEvent(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Летом 1888 г. полиция задержала в Риге студента. Им оказался мещанин Курской губернии Пётр Сомов, двадцати лет.",
			[]string{"other geonames:456172 1888-22"}},
		{"В 1890 г. уроженец Вятской губернии Иван Сомов поступил в Казанский университет.",
			[]string{"school geonames:551487 1890"}},
		{"Весной 1895 г. Иван Сомов, родом из Тифлиса, приехал в Москву.",
			[]string{"trip geonames:524901 1895-21"}},
		{"Пётр Сомов родился в 1856 г. в местечке Поневеж (ныне Паневежис) Ковенской губернии.",
			[]string{"other geonames:596128 1856"}},
		{"Весной 1880 г. Пётр Сомов вернулся в Казань. Бывший узник Шлиссельбурга поступил на службу в земскую управу.",
			[]string{"relocation geonames:551487 1880-21"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
	r := extractText(t, "В 1890 г. уроженец Вятской губернии Иван Сомов поступил в Казанский университет.")
	wantAll(t, "places", placeIDs(r), []string{"Вятской губернии=overlay:vyatka-governorate"})
}

// A prisoner or exile taken to a prison or a fortress (the goal of a move
// in custody) is held there: a relocation, whatever verb of travel takes
// them; one who goes to a fortress of their own will visits it. Years
// spent in a prison are imprisonment there.
func TestKindConfinementGoalIsRelocation(t *testing.T) {
	for _, tt := range []struct {
		text string
		want string
	}{
		{"Летом 1889 г. Пётр Сомов был арестован в Киеве. Осенью 1889 г. его под конвоем отправили из Киева в Шлиссельбургскую крепость.",
			"relocation overlay:shlisselburg-fortress 1889-23"},
		{"Весной 1866 г. Иван Сомов был арестован в Казани. Летом 1866 г. его в кандалах отправили через Москву в Петропавловскую крепость.",
			"relocation overlay:peter-and-paul-fortress 1866-22"},
		{"Летом 1890 г. Пётр Сомов приехал в Петропавловскую крепость на свидание с братом.",
			"trip overlay:peter-and-paul-fortress 1890-22"},
		// A prison in apposition to the town («в Тулу, в губернскую
		// тюрьму») is the goal too, after an arrest.
		{"Зимой 1883 г. Ивана Сомова арестовали и через Москву повезли в Тулу, в губернскую тюрьму.",
			"relocation geonames:480562 1883-24"},
		// Years spent in a prison are imprisonment there, with no word
		// of custody besides.
		{"Летом 1884 г. Пётр Сомов жил в Москве. Осенью того же года он уехал в Иркутск. Два года он провёл в Александровском централе.",
			"relocation overlay:aleksandrovsky-central 1884-23"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// Driven or packed off to a place by the authorities («загнали в глухую
// деревню», «упекли в Пинегу») is exile there: a relocation.
func TestKindDrivenOffIsRelocation(t *testing.T) {
	for _, text := range []string{
		"Осенью 1882 г. исправник донёс на Петра Сомова, и его загнали в глухую деревню Пинегу.",
		"Осенью 1882 г. Петра Сомова упекли в Пинегу.",
	} {
		r := extractText(t, text)
		wantExactly(t, "events of «"+text+"»", eventList(r), []string{"relocation geonames:509483 1882-23"})
	}
}

// A goal named after a word of intent or request, with no other finite
// verb between («намеревалась ехать в Париж», «собиралась в Москву»,
// «хлопотал о переводе в Петербург», a petition quoted: «Прошу дозволить
// мне отправиться в г. Нолинск»), is where someone wished or asked to go:
// no event and no movement there, dated or not. The petition itself is an
// event of type other where it was written, prison or not.
func TestKindRequestOrIntentIsNoEventAtItsGoal(t *testing.T) {
	r := extractText(t, "В 1898 г. Пётр Сомов жил в Вятке. 6 августа 1898 г. он подал из вятской тюрьмы прошение губернатору: «Прошу дозволить мне отправиться в г. Нолинск за собственный счёт».")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:548408 1898", "other geonames:548408 1898-08-06"})
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В 1901 г. Анна Петрова жила в Казани. Весной 1902 г. она намеревалась ехать в Париж, но заболела.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:551487 1901", "other geonames:551487 1902-21"})
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В 1901 г. Анна Петрова жила в Казани. Осенью она собиралась в Москву.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:551487 1901"})
	r = extractText(t, "В 1895 г. Иван Орлов служил в Твери. Весь 1896 год он хлопотал о переводе в Петербург.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:480060 1895"})
	// Intent then a move made: the goal of the move is reached.
	r = extractText(t, "В 1895 г. Иван Орлов служил в Твери. Намереваясь ехать в Петербург, он в марте 1896 г. остановился в Москве.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:480060 1895", "trip geonames:524901 1896-03"})
	r = extractText(t, "В 1874 году, по ходатайству Семёнова, Иван Орлов был переведён в Тверь.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:480060 1874"})
}

// A journey planned is none yet: a verb in the present beside «завтра»
// under a heading of a month, which cannot date the coming day («Июнь 1887
// г. Казань. Завтра выезжаю в Самару»), moves no one and makes no event;
// its preparation is a thing done where the writer is. A route told
// before it is travelled, by a word for the journey with no verb in the
// past («Путь наш: Самара, Саратов, Астрахань»), gives its legs but no
// event at its stops; one told with a verb in the past does.
func TestKindPlannedJourneyIsNoEvent(t *testing.T) {
	r := extractText(t, "Июнь 1887 г. Казань. Завтра выезжаю в Самару.")
	wantExactly(t, "events", eventList(r), nil)
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "Июнь 1887 г. Казань. Паспорт наконец выдан, завтра отправляюсь в дорогу. Путь наш: Самара, Саратов, Астрахань.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:551487 1887-06"})
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:551487→geonames:499099 1887-06"})
	r = extractText(t, "В 1900 г. Пётр Сомов жил в Берлине. Летом 1901 г. он совершил поездку: Лейпциг, Дрезден, Прага.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:2879139 1901-22", "trip geonames:3067696 1901-22"})
}

// «Оказался» is a journey only with a place after it (found oneself
// somewhere: «оказался в Москве»); found to be so («рана оказалась
// неопасной») is no journey, and under a dateline no event at all.
func TestKindFoundToBeIsNoJourney(t *testing.T) {
	r := extractText(t, "Тифлис, 3 мая 1890 г. Рана оказалась неопасной.")
	wantExactly(t, "events", eventList(r), nil)
	r = extractText(t, "В 1890 г. Пётр Сомов оказался в Москве.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:524901 1890"})
}

// Two things done and completed at one place on one day, each told by a
// verb of its own in a clause or sentence of its own («положив начало
// железной дороге, а затем … заложил здание вокзала»; «руководила хором
// и основала общество»), are an event each; things one went on doing at
// once («лечусь нарзаном и дописываю повесть») stay one. A place named
// only in what a document orders («рескрипт о постройке дороги через
// всю Сибирь») leaves the reading where the dateline is.
func TestKindTwoDeedsInOneSentence(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Тверь, 12 (24) мая 1891 г. Сегодня Пётр Сомов после молебна собственноручно нагрузил тачку землёю, положив начало новой железной дороге, а затем возвратился в город и заложил здание вокзала. За обедом Пётр Сомов прочёл рескрипт Государя о постройке дороги через всю Сибирь.",
			[]string{"other geonames:480060 1891-05-24", "other geonames:480060 1891-05-24", "other geonames:480060 1891-05-24"}},
		{"В 1895 г. Анна Петрова переехала в Казань. Там она руководила церковным хором и основала общество любителей музыки.",
			[]string{"relocation geonames:551487 1895", "other geonames:551487 1895", "other geonames:551487 1895"}},
		{"В 1895 г. Анна Петрова переехала в Казань. Там она лечилась и дописывала свою повесть.",
			[]string{"relocation geonames:551487 1895", "other geonames:551487 1895"}},
		{"Кисловодск, 5 августа 1860 г. Лечусь нарзаном и дописываю повесть.", []string{"other geonames:548114 1860-08-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A person named after the verb of a clause that tells no event of
// theirs (no place, no date of its own, no move) is told of in passing:
// the clauses after it without a subject go on about the traveller
// («…второго удара не допустил Иван Орлов. Раненого отвезли в Кобе»). A
// person who moves or settles somewhere is a change of subject.
func TestKindCompanionInPassingKeepsActor(t *testing.T) {
	r := extractText(t, "В мае 1891 г. Пётр Сомов прибыл в Киото. 11 мая Пётр Сомов был ранен полицейским; второго удара не допустил Иван Орлов, отбивший его тростью. Раненого в тот же день отвезли в Кобе.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:1857910→geonames:1859171 1891-05-11"})
	if n := len(r.Events); n == 0 || !slices.Equal(r.Events[n-1].Actors, []string{"Пётр Сомов"}) {
		t.Errorf("events %q: the last is Пётр Сомов's alone", eventList(r))
	}
	r = extractText(t, "В 1890 г. Пётр Сомов жил в Москве. Весной 1891 г. в Тверь переехал Иван Орлов. Летом поступил там на службу и уехал в Ярославль.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Орлов: geonames:480060→geonames:468902 1891-22"})
}

// A place some distance from which something happens («в двадцати
// верстах от Гори», «в нескольких переходах от Самарканда») is a reference
// point: no event there, not even when the clause names no other place;
// one close by («недалеко от Москвы», «близ Лугано») stands in for the
// place it locates when the gazetteer knows no other. A journey told
// before the clause of an arrest in its sentence was made free: a trip.
func TestKindDistantReferenceIsNoEventPlace(t *testing.T) {
	r := extractText(t, "В мае 1890 г. Пётр Сомов выехал из Тифлиса в Кутаис. 3 мая 1890 г., в двадцати верстах от Гори, у коляски сломалась ось.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:613607 1890-05"})
	r = extractText(t, "В 1880 г. Пётр Сомов через Хиву прошёл в Бухару, но эмир задержал караван в нескольких переходах от Самарканда.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1217662 1880"})
	r = extractText(t, "Летом 1901 г. Пётр Сомов жил на даче недалеко от Москвы.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:524901 1901-22"})
}

// What a dispatch says is set for the coming day («встреча отложена на
// завтра», «приём назначен на послезавтра») has not happened: no event,
// whatever the verb.
func TestKindScheduledForTomorrowIsNoEvent(t *testing.T) {
	r := extractText(t, "КАЗАНЬ, 3 мая 1891 г. Сегодня Пётр Сомов прибыл в Казань. По случаю ненастья торжественная встреча отложена на завтра.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:551487 1891-05-03"})
	r = extractText(t, "КАЗАНЬ, 3 мая 1891 г. Вчера Пётр Сомов прибыл в Казань. Сегодня состоялась торжественная встреча.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:551487 1891-05-02", "meeting geonames:551487 1891-05-03"})
}

// Being sent on duty («командирован», «откомандировали») and stopping by on
// the way («заехал», «заезжал») are verbs of motion.
func TestKindSentOnDutyOrStoppingBy(t *testing.T) {
	r := extractText(t, "В 1853 г. Пётр Сомов служил в Тифлисе. Весной 1854 г. он был командирован в Кутаис.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:611717→geonames:613607 1854-21"})
	r = extractText(t, "В 1853 г. Пётр Сомов служил в Тифлисе. Весной 1854 г. начальство откомандировало его в Кутаис.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:611717→geonames:613607 1854-21"})
	r = extractText(t, "В 1860 г. Пётр Сомов жил в Москве. Летом 1861 г. он заехал в Серпухов.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:524901→geonames:496527 1861-22"})
}

// A journey told in a diary entry that ends where the entry's heading puts
// the writer («сюда», «вот я здесь») was over by the day of the entry: its
// last leg runs up to the heading's day; the legs before keep their date.
func TestKindJourneyEndsByEntryDay(t *testing.T) {
	r := extractText(t, "12 июня 1860 г. Тифлис. В начале июня я выехал из Кутаиса, и вот я здесь.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:613607→geonames:611717 1860-06-01/1860-06-12"})
	r = extractText(t, "30 мая 1855 г. Моздок. В середине мая мы выехали из Астрахани, а потом на перекладных через Кизляр — сюда.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:580497→geonames:547840 1855-05-11/1855-05-20",
		"Рассказчик: geonames:547840→geonames:524736 1855-05-11/1855-05-30",
	})
	// The arrival told with its own date, or on the entry's own day:
	// nothing to widen.
	r = extractText(t, "30 мая 1855 г. Моздок. В середине мая мы выехали из Астрахани и через Кизляр добрались сюда.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:547840→geonames:524736 1855-05-11/1855-05-20"})
	r = extractText(t, "12 июня 1860 г. Тифлис. Сегодня я приехал из Кутаиса.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:613607→geonames:611717 1860-06-12"})
}

// A diary entry whose dated heading puts the writer somewhere new, and that
// tells a journey or a move there without a verb that goes there («сюда
// перевели наш полк», «после дороги из Гори я сегодня в Кутаисе», «решил
// ехать дальше»), is a movement from where the writer was before the
// entry, or from the origin of the road the sentence names, dated from
// the entry that placed the writer there to this entry. An entry that
// tells only what the writer does at the new place moves no one.
func TestKindDiaryEntryCameFrom(t *testing.T) {
	const before = "3 мая 1860 г. Тифлис. Живу у брата и пишу.\n\n"
	for _, tt := range []struct {
		entry string
		want  []string
	}{
		{"20 июня 1860 г. Кутаис. Вторую неделю живу здесь: сюда перевели наш полк.", []string{"Рассказчик: geonames:611717→geonames:613607 1860-05-03/1860-06-20"}},
		{"20 июня 1860 г. Кутаис. После долгой дороги из Гори я сегодня в Кутаисе.", []string{"Рассказчик: geonames:614455→geonames:613607 1860-06-20"}},
		{"20 июня 1860 г. Кутаис. Здесь нашёл лошадей и решил ехать дальше.", []string{"Рассказчик: geonames:611717→geonames:613607 1860-05-03/1860-06-20"}},
		{"20 июня. Кутаис. Здесь нашёл лошадей и решил ехать дальше.", []string{"Рассказчик: geonames:611717→geonames:613607 1860-05-03/1860-06-20"}},
		{"20 июня 1860 г. Боржоми. Лечусь на водах.", nil},
	} {
		r := extractText(t, before+tt.entry)
		wantExactly(t, "movements of «"+tt.entry+"»", moveList(r), tt.want)
	}
}

// A departure that names only where from («оставил Тулу», «выехали из
// Москвы»), followed by a stay on the way at another place («ночевал в
// Серпухове») in the next clause, is a leg from the one to the other; the
// object of a verb of leaving is a place even when its name is a
// substantivised adjective («оставил Наурскую»). A letter from a place is
// no departure from it.
func TestKindLeftThenStayedOnTheWay(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1853 г. Пётр Сомов жил в Туле. 19 января 1854 г. он оставил Тулу; ночевал в Серпухове.", []string{"Пётр Сомов: geonames:480562→geonames:496527 1854-01-19"}},
		{"10 мая 1860 г. Утром мы выехали из Москвы. Ночуем в Серпухове.", []string{"Рассказчик: geonames:524901→geonames:496527 1860-05-10"}},
		{"Весной 1862 г. я жил в Наурской. 3 мая 1862 г. я навсегда оставил Наурскую; ночую в Моздоке.", []string{"Рассказчик: geonames:523206→geonames:524736 1862-05-03"}},
		{"10 мая 1860 г. Тула. Получил письмо из Москвы; ночую у брата.", nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
	// Leaving happens nowhere of its own: the event is the stay.
	r := extractText(t, "В 1853 г. Пётр Сомов жил в Туле. 19 января 1854 г. он оставил Тулу; ночевал в Серпухове.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:480562 1853", "trip geonames:496527 1854-01-19"})
}

// A move a quotation expects, told in the future tense («весной, говорят,
// повезут в Сибирь»), has not happened; an order quoted still tells one.
func TestKindQuotedFutureIsNoMove(t *testing.T) {
	r := extractText(t, "Зимой 1880 г. Пётр Сомов сидел в Твери. Он написал брату: «Сижу в Твери; весной, говорят, повезут в Сибирь».")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "Летом 1885 г. Пётр Сомов жил в Казани. Он сообщил матери: «Завтра нас отправят в Пермь».")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В августе 1903 года управление написало: «Арестанта следует отправить из Одессы в Томск».")
	if len(r.Movements) != 1 {
		t.Errorf("movements %q: want the order's one leg", moveList(r))
	}
}

// A province named only as where the person was to be, with no journey
// there («Сибирь мне заменили Пермской губернией», «мне разрешили жить в
// Олонецкой губернии»), is no place to start from: the journey to a town
// in it starts where the person was before.
func TestKindAreaNamedOnlyIsNoOrigin(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Летом 1885 г. я жил в Казани. Осенью Сибирь мне заменили Пермской губернией. В ноябре меня водворили в Пермь.", []string{"Рассказчик: geonames:551487→geonames:511196 1885-11"}},
		{"Летом 1885 г. я жил в Казани. Осенью мне разрешили жить в Олонецкой губернии. В ноябре я поселился в Петрозаводске.", []string{"Рассказчик: geonames:551487→geonames:509820 1885-11"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// Driving a person on under guard («загнали», «угнали») is a verb of
// motion; a rural settlement of the Empire (починок, погост, заимка, улус,
// наслег …) before its province names where the person went, also after
// «того же» («в починок того же Глазовского уезда»).
func TestKindDrivenToHamletOfProvince(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1879 г. Пётр Сомов жил в Глазове. В октябре Сомова загнали в починок того же Глазовского уезда.", []string{"Пётр Сомов: geonames:561347→geonames:561347#district 1879-10"}},
		{"В 1879 г. Иван Сомов жил в Перми. В октябре Ивана Сомова угнали в заимку Пермского уезда.", []string{"Иван Сомов: geonames:511196→geonames:511196#district 1879-10"}},
		{"В 1882 г. Пётр Сомов жил в Москве. Весной 1883 г. его выслали в погост Вологодского уезда.", []string{"Пётр Сомов: geonames:524901→geonames:472459#district 1883-21"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// A way told from a place («от Тулы сплошные ухабы») that lies between
// where the traveller last was and where they arrived is a stretch of the
// journey, not its start: the journey runs from the last place through it,
// the first leg from when the traveller was last there. A place off the
// way, or a departure «из» a place, starts the journey as told.
func TestKindStretchOfTheWay(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В мае 1905 г. Пётр Сомов ещё жил в Москве, а 3 июня писал брату: «Приехали в Курск. Дорога скверная: от Тулы сплошные ухабы».", []string{
			"Пётр Сомов: geonames:524901→geonames:480562 1905-05-01/1905-06-03",
			"Пётр Сомов: geonames:480562→geonames:538560 1905-06-03",
		}},
		{"В мае 1905 г. Пётр Сомов ещё жил в Одессе, а 3 июня писал брату: «Приехали в Курск. Дорога скверная: от Тулы сплошные ухабы».", []string{
			"Пётр Сомов: geonames:480562→geonames:538560 1905-06-03",
		}},
		{"В мае 1905 г. Пётр Сомов жил в Москве. 3 июня он выехал из Тулы в Курск.", []string{
			"Пётр Сомов: geonames:480562→geonames:538560 1905-06-03",
		}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// A perfective past participle of motion describing the subject tells a
// move made («Сомов, приехавший в Тифлис из Москвы в мае 1891 года, …»).
func TestKindMotionParticipleTellsMove(t *testing.T) {
	r := extractText(t, "Летом 1890 г. Пётр Сомов жил в Москве. Сомов, приехавший в Тифлис из Москвы в мае 1891 года, поступил в театр.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:524901→geonames:611717 1891-05"})
}

// Russia, refused as a state taken as a whole, is the country on the map
// where a verb of motion leaves it or goes to it («уехал из России в
// Германию», «вернулся в Россию»), and only there.
func TestKindStateAsTerritoryOfMotion(t *testing.T) {
	r := extractText(t, "В 1901 г. Пётр Сомов уехал из России в Германию.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: country:RU→country:DE 1901"})
	r = extractText(t, "В 1905 г. Пётр Сомов жил в Берлине. В 1906 г. он вернулся в Россию.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:2950159→country:RU 1906"})
	r = extractText(t, "В 1865 г. кадеты призывали Сибирь отделиться от России.")
	for _, p := range r.Places {
		if p.Place.ID == "country:RU" {
			t.Errorf("«%s» taken for Russia: a state, no place", p.Text)
		}
	}
}

// A land crossed («пересёк Тянь-Шань») from an origin through a stop is the
// route's end even when its reach takes in the stop: a stop on the way is
// no place a region refines. Ending a journey at a place («закончил путь в
// Семипалатинске») is arriving there.
func TestKindCrossedLandAndJourneysEnd(t *testing.T) {
	r := extractText(t, "В 1886 г. Пётр Сомов жил в Москве. В 1887 г. он пересёк Тянь-Шань из Верного через Нарын.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:1526384→geonames:1527592 1887",
		"Пётр Сомов: geonames:1527592→overlay:tian-shan 1887",
	})
	r = extractText(t, "В 1890 г. Пётр Сомов жил в Омске. Осенью 1891 г. он закончил путь в Семипалатинске.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:1496153→geonames:1519422 1891-23"})
}

// A route goes on without a verb of its own even when a «где» clause with
// a verb follows its place («а оттуда в Тверь, где его допросил
// губернатор»); a leg dated by its departure day ends by the later day
// that clause gives; one dated by a month holds its arrival already.
func TestKindRouteBeforeWhereClause(t *testing.T) {
	r := extractText(t, "В 1825 г. Пётр Сомов жил в Туле. 3 мая 1826 г. жандарм увёз его из Тулы в Москву, а оттуда в Тверь, где 6 мая его допросил губернатор.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:480562→geonames:524901 1826-05-03",
		"Пётр Сомов: geonames:524901→geonames:480060 1826-05-03/1826-05-06",
	})
	r = extractText(t, "В 1868 г. Пётр Сомов жил в Праге. В августе 1869 г. он вернулся в Дрезден, где в сентябре родилась его дочь.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:3067696→geonames:2935022 1869-08"})
}

// An origin the gazetteer does not know («из Москвы, Государь Наследник»
// read on as a list of origins) leaves without an origin only the clause
// that names it: a later clause of the sentence with another unknown name
// («спустился по Пырловке») still goes on from the last stop.
func TestKindUnknownOriginStaysInItsClause(t *testing.T) {
	r := extractText(t, "Цесаревич Николай Александрович выехал из Гатчины 3 мая 1891 г.\n\nОРЁЛ, 10 мая. Выехав из Москвы, Государь Наследник проследовал на лошадях через Тулу, затем на пароходе спустился по Пырловке и сегодня вечером прибыл в Орёл.")
	wantAll(t, "movements", moveList(r), []string{
		"Цесаревич Николай Александрович: geonames:524901→geonames:480562 1891-05-10",
		"Цесаревич Николай Александрович: geonames:480562→geonames:515012 1891-05-10",
	})
}

// The object of a verb of passing put before it and its subject («Пермь
// партия прошла 3 августа») is where the route goes, as it is after it.
func TestKindRouteObjectFirst(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Летом 1880 г. Пётр Сомов жил в Казани. Пермь партия прошла 3 августа 1880 г.", []string{"Пётр Сомов: geonames:551487→geonames:511196 1880-08-03"}},
		{"Летом 1880 г. я сидел в Казани. Пермь мы прошли 3 августа 1880 г., а Тобольск — в сентябре.", []string{"Рассказчик: geonames:551487→geonames:511196 1880-08-03"}},
		{"Летом 1880 г. я жил в Казани. В Перми мы прошли медицинский осмотр.", nil},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
		if tt.want == nil && len(r.Movements) > 0 {
			t.Errorf("movements of «%s»: %q, want none", tt.text, moveList(r))
		}
	}
}

// An exile to a land, then custody at a town on the way there («С 15 по
// 23 авг. я сидел в Тобольском тюремном замке»), is the convoy's first
// stage: from the exile's origin to the town, from the departure to the
// first day held; a town off the way adds no stage.
func TestKindHeldOnTheWayOfExile(t *testing.T) {
	const exile = "В 1880 г. я жил в Казани. В июле 1881 г. меня выслали в Восточную Сибирь. "
	r := extractText(t, exile+"С 15 по 23 авг. 1881 г. я сидел в Тобольском тюремном замке.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:551487→overlay:east-siberia 1881-07",
		"Рассказчик: geonames:551487→geonames:1489530 1881-07-01/1881-08-15",
	})
	r = extractText(t, exile+"С 15 по 23 авг. 1881 г. я сидел в Одесском тюремном замке.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:551487→overlay:east-siberia 1881-07"})
}

// A journey a quotation tells only by where it started («„От Казани нас
// везли неделю“, — писал он … из Перми») ended where the words around the
// quotation say it was written from, by the day of writing; a place
// outside the quotation where it was only recalled is not its goal.
func TestKindQuotedJourneyEndsWhereWritten(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1901 г. Пётр Сомов сидел в Москве. «От Казани нас везли неделю без остановки», — писал он брату 3 мая 1902 года, уже из Перми.", []string{"Рассказчик: geonames:551487→geonames:511196 1902-05-03"}},
		{"В 1901 г. Пётр Сомов сидел в Москве. «От Казани нас везли неделю», — вспоминал он в 1920 году в Париже.", nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// An encyclopaedia's life told in abbreviations («Род. 3 мая 1860 в
// Туле») keeps «род.» in its sentence, and a birth puts the person at the
// birthplace even in a sentence without a subject: a later move of the
// family leaves from it.
func TestKindBirthPlaceIsFirstPlace(t *testing.T) {
	r := extractText(t, "СОМОВ Пётр Иванович, русский художник.\n\nРод. 3 мая 1860 в Туле, в семье учителя. В 1868 семья переселилась в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Иванович Сомов: geonames:480562→geonames:524901 1868"})
	wantAll(t, "events", eventList(r), []string{"other geonames:480562 1860-05-03"})
}

// A leg that has no date of its own, a stop passed on the way to a goal
// beyond it whose date belongs to a later verb («Через Киев он уехал на
// север: 5 сентября прибыл в Москву», «а 20 сентября через Тверь
// добрался до Петербурга») or a stretch told with no date («Через Пермь
// его везли без остановок»), lies between the last date known before it
// and the next date known on the way, and takes that span; so does the
// leg that leaves its last stop, and a leg dated only by its departure
// whose goal the stretch starts from. A route whose goal has no later
// date keeps the clause's date.
func TestKindOpenLegsSpanTheirDates(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В августе 1861 г. Пётр Сомов жил в Одессе. Через Киев он уехал на север: 5 сентября 1861 г. прибыл в Москву, а 20 сентября через Тверь добрался до Петербурга.", []string{
			"Пётр Сомов: geonames:698740→geonames:703448 1861-08-01/1861-09-05",
			"Пётр Сомов: geonames:703448→geonames:524901 1861-08-01/1861-09-05",
			"Пётр Сомов: geonames:524901→geonames:480060 1861-09-05/1861-09-20",
			"Пётр Сомов: geonames:480060→geonames:498817 1861-09-05/1861-09-20",
		}},
		{"В мае 1870 г. Пётр Сомов жил в Казани. 3 июня 1870 г. он прибыл в Пермь, а 20 июня через Екатеринбург добрался до Тюмени.", []string{
			"Пётр Сомов: geonames:551487→geonames:511196 1870-06-03",
			"Пётр Сомов: geonames:511196→geonames:1486209 1870-06-03/1870-06-20",
			"Пётр Сомов: geonames:1486209→geonames:1488754 1870-06-03/1870-06-20",
		}},
		{"В июле 1890 г. Пётр Сомов жил в Казани. 10 сентября 1890 г. он отправлен из Казани на Пермь. Через Пермь и Екатеринбург его везли без остановок. 2 октября 1890 г. он прибыл в Тюмень.", []string{
			"Пётр Сомов: geonames:551487→geonames:511196 1890-09-10/1890-10-02",
			"Пётр Сомов: geonames:511196→geonames:1486209 1890-09-10/1890-10-02",
			"Пётр Сомов: geonames:1486209→geonames:1488754 1890-09-10/1890-10-02",
		}},
		{"В мае 1875 г. Пётр Сомов жил в Москве. В июне 1875 г. он выехал из Москвы через Тулу в Орёл.", []string{
			"Пётр Сомов: geonames:524901→geonames:480562 1875-06",
			"Пётр Сомов: geonames:480562→geonames:515012 1875-06",
		}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// A journey told by its departure and then by a stay at its goal in the
// next clause («выехал из Женевы и в середине сентября был уже в Лионе»)
// runs from the departure's date to the stay's.
func TestKindStayEndsDepartureBefore(t *testing.T) {
	r := extractText(t, "В августе 1870 г. Пётр Сомов жил в Женеве. 9 сентября 1870 г. он выехал из Женевы и в середине сентября был уже в Лионе.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:2660646→geonames:2996944 1870-09-09/1870-09-20"})
}

// A collective traveller (a detachment, a ship, troops) named by a place
// adjective, a commander or a quoted name moves as a person does: the noun
// alone, a pronoun of its gender and its commander moving are the unit
// again; taking a place by arms reaches it; in a first-person text the
// narrator is aboard the ship.
func TestKindCollectiveTraveller(t *testing.T) {
	r := extractText(t, "Весной 1881 г. уральский отряд генерала Петрова выступил из Оренбурга и в мае пришёл в Уральск. Затем отряд двинулся через Гурьев к Астрахани. Летом 1881 г. Петров вернулся в Оренбург.")
	wantExactly(t, "movements", moveList(r), []string{
		"Уральский отряд: geonames:515003→geonames:608668 1881-03/1881-05",
		"Уральский отряд: geonames:608668→geonames:610529 1881-05",
		"Уральский отряд: geonames:610529→geonames:580497 1881-05",
		"Уральский отряд: geonames:580497→geonames:515003 1881-22",
	})
	r = extractText(t, "В апреле 1920 г. туркестанские войска стояли в Ташкенте. В мае они заняли Самарканд.")
	wantAll(t, "movements", moveList(r), []string{"Туркестанские войска: geonames:1512569→geonames:1216265 1920-05"})
	r = extractText(t, "Я родился в Ревеле. Летом 1858 г. корвет «Витязь» вышел из Кронштадта и через Копенгаген пришёл в Портсмут.")
	wantAll(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:540771→geonames:2618425 1858-22",
		"Рассказчик: geonames:2618425→geonames:2639996 1858-22",
	})
	// A message that goes («ушла телеграмма») moves no one.
	r = extractText(t, "Зимой 1903 г. Сомов жил в Тулуне. В январе из Тулуна в Иркутск ушла телеграмма о его болезни.")
	wantExactly(t, "movements", moveList(r), nil)
}

// Landmarks of the capitals known by a name of their own (an abbey, an
// exhibition hall, a cemetery: «кладбище» is a landmark noun) are places of
// their own, in a list too; a writer's estate village after «с.» is the
// village.
func TestKindCapitalLandmarksAndEstateVillage(t *testing.T) {
	r := extractText(t, "В 1851 г. мы осмотрели Вестминстерское аббатство, собор Святого Павла и Хрустальный дворец.")
	wantAll(t, "places", placeIDs(r), []string{
		"Вестминстерское аббатство=overlay:westminster-abbey", "Хрустальный дворец=overlay:crystal-palace",
	})
	r = extractText(t, "Поэта похоронили в 1898 г. на Волковом кладбище.")
	wantAll(t, "places", placeIDs(r), []string{"Волковом кладбище=overlay:volkovo-cemetery"})
	r = extractText(t, "Летом 1890 г. семья жила в с. Колодяжное.")
	wantAll(t, "places", placeIDs(r), []string{"Колодяжное=overlay:kolodiazhne"})
}

// «Америка» alone is the United States, «Южная Америка» a continent;
// «Бразилия» the country, not its capital.
func TestKindAmericaAndBrazil(t *testing.T) {
	r := extractText(t, "В 1873 г. он уехал в Америку, а оттуда через Панаму в Бразилию. Берегов Южной Америки он больше не видел.")
	wantExactly(t, "places", placeIDs(r), []string{"Америку=country:US", "Панаму=geonames:3703443", "Бразилию=country:BR"})
}

// A flotilla is named by the water it sails: «Аральской флотилии» is the
// Aral Sea, not the town of Aral in Xinjiang.
func TestKindFlotillaNamedByItsSea(t *testing.T) {
	r := extractText(t, "В 1858 г. я встретил начальника Аральской флотилии. Его брат служил в Каспийской флотилии.")
	wantExactly(t, "places", placeIDs(r), []string{"Аральской=overlay:aral-sea", "Каспийской=overlay:caspian-sea"})
}

// A diary entry that recalls a past year («ещё в 1879 году я служил
// здесь») does not date the next entry: a heading without a year takes
// the year of the previous heading, never one the entry went back to.
func TestKindDiaryHeadingKeepsEntryYear(t *testing.T) {
	r := extractText(t, "3 мая 1890 г. Казань. Приехал вечером. Впервые я был здесь ещё в 1879 году, студентом.\n\n5 мая. Самара. Сегодня пароход стал на якорь у пристани.\n\n9 мая. Саратов. Прибыл.")
	wantAll(t, "dates", dateList(r), []string{"5 мая=1890-05-05", "9 мая=1890-05-09"})
	// A narrative that moves forward keeps the previous date's year.
	r = extractText(t, "3 мая 1890 г. Казань. Приехал вечером. В 1891 году я переехал в Самару.\n\n5 мая. Саратов. Прибыл.")
	wantAll(t, "dates", dateList(r), []string{"5 мая=1891-05-05"})
}

// A death and a burial at a place are events of type other there, in an
// encyclopaedia's abbreviations too: «Ум.» opens the death, and an address
// closed by «губ.», «у.» or «обл.» ends its sentence before a common noun
// («…Тифлисской губ. Тело перевезли…»), so the carrying of the body does
// not type the death; the burial outweighs the carrying, at the grave, and
// remains moved with no burial told are a reburial.
func TestKindDeathAndBurialAtAPlace(t *testing.T) {
	r := extractText(t, "Ум. 3 мая 1905 в Батуме Кутаисской губ. Тело перевезли в Москву и похоронили на Новодевичьем кладбище.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:615532 1905-05-03", "other overlay:novodevichy-cemetery 1905-05-03"})
	r = extractText(t, "Пётр Сомов умер в Цюрихе 12 марта 1890 г. Похоронен в Берне.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:2657896 1890-03-12", "other geonames:2661552 1890-03-12"})
	r = extractText(t, "В 1887 г. Пётр Сомов умер в Ницце; тело его доставили в Петербург и погребли на Волковом кладбище.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:2990440 1887", "other overlay:volkovo-cemetery 1887"})
	// Remains moved alone, with no burial told, are a reburial there.
	r = extractText(t, "Пётр Сомов умер в Париже в 1935 г. Прах перенесён в Ереван (1936).")
	wantAll(t, "events", eventList(r), []string{"other geonames:616052 1936"})
}

// Taking a named place by arms («заняли Хазарасп», «взяли Карс», «захватил
// Кульджу», «занял город» under its dateline) is an event
// of type other there, whatever motion its clause
// tells besides; a time taken («плавание заняло два месяца») is no
// capture.
func TestKindCaptureByArms(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В мае 1868 г. отряд генерала Кауфмана без боя занял Самарканд и подошёл к Бухаре.", "other geonames:1216265 1868-05"},
		{"17 июня 1865 г. войска Черняева взяли Ташкент.", "other geonames:1512569 1865-06-17"},
		{"Летом 1871 г. русский отряд захватил Кульджу.", "other geonames:1529013 1871-22"},
		// The town named before, taken.
		{"СЫЗРАНЬ, 11 июня 1918 г. Вчера отряд Сомова, прибывший из Самары по железной дороге, после короткого боя занял город.", "other geonames:484972 1918-06-10"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
	r := extractText(t, "Весной 1863 г. Пётр Сомов вышел из Кронштадта на клипере. Плавание заняло два месяца. В мае 1863 г. клипер пришёл в Нью-Йорк.")
	for _, e := range eventList(r) {
		if strings.HasPrefix(e, "other") {
			t.Errorf("a time taken is no capture: %q in %q", e, eventList(r))
		}
	}
}

// Lands followed by a colon and a list of their towns («гостила в
// Галиции и Буковине: Львов, Черновцы, Кимполунг») are narrowed down by
// the towns: one event at each town, none in the lands; staying as a
// guest is a trip. Two seasons or two months joined by «и» before a year
// span one time («весной и летом 1901 г.»).
func TestKindLandsThenTheirTowns(t *testing.T) {
	r := extractText(t, "Летом 1896 г. Пётр Сомов гостил в Финляндии: Гельсингфорс, Выборг, Таммерфорс.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:658225 1896-22", "trip geonames:470546 1896-22", "trip geonames:634963 1896-22"})
	r = extractText(t, "Весной 1900 г. Мария Сомова путешествовала по Крыму и Кавказу: Ялта, Тифлис.")
	for _, e := range eventList(r) {
		if !strings.Contains(e, "geonames:") {
			t.Errorf("an event in the lands, not at a town: %q", eventList(r))
		}
	}
	r = extractText(t, "Весной и летом 1899 г. Мария Сомова гостила в Одессе. В июле и августе 1903 года Пётр Сомов лечился в Кисловодске.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:698740 1899-21/1899-22", "trip geonames:548114 1903-07/1903-08"})
}

// In an article that follows one person, the family as a subject moves
// the person («В 1868 семья переехала в Москву»), whoever was named last;
// a move told by a dash alone («а весной 1872 — в Калугу») is dated by
// its own clause, not from the clause before years earlier; a death puts
// the person at its place («Ум. … в Ялте»), where the body is taken from.
func TestKindLifeMovesInAnArticle(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"СОМОВ Пётр Иванович, русский художник.\n\nРод. 3 мая 1860 в Туле. В 1868 семья переехала в Москву, а весной 1872 — в Калугу. Ум. 5 июня 1900 в Ялте. Тело перевезли в Москву.", []string{
			"Пётр Иванович Сомов: geonames:480562→geonames:524901 1868",
			"Пётр Иванович Сомов: geonames:524901→geonames:553915 1872-21",
			"Пётр Иванович Сомов: geonames:688533→geonames:524901 1900-06-05",
		}},
		// A province abbreviated at a clause's end ends the sentence
		// before a pronoun («…Тамбовской губ. Она…»): the dash clause is a leg.
		{"СОМОВА Мария Петровна, русская поэтесса.\n\nРод. 3 мая 1870 в Орле. В 1878 родители переехали в Тамбов, а в 1881 — в Моршанск Тамбовской губ. Она училась дома.", []string{
			"Мария Петровна Сомова: geonames:515012→geonames:484646 1878",
			"Мария Петровна Сомова: geonames:484646→geonames:525138 1881",
		}},
		{"СОМОВ Пётр Иванович, русский художник.\n\nРод. 3 мая 1860 в Туле. Дядя его, Иван Андреевич Крылов, служил врачом. В 1868 семья переехала в Москву.", []string{
			"Пётр Иванович Сомов: geonames:480562→geonames:524901 1868",
		}},
		// An article headed by a pen name of a given name and a surname
		// in capitals («САША ЧЁРНЫЙ (псевд.; …)») follows that person;
		// the relative named last is not who the family moves.
		{"МАША СВЕТЛАЯ (псевд.; наст. имя и фам. Мария Петровна Сомова), рус. поэтесса.\n\nРод. 3 мая 1870 в Орле; дядя — врач Н. П. Крылов. В 1878 семья переехала в Тамбов.", []string{
			"Маша Светлая: geonames:515012→geonames:484646 1878",
		}},
		{"ДЕМЬЯН ГОРЬКИЙ (псевд.; наст. имя и фам. Ефим Алексеевич Сомов), рус. поэт.\n\nРод. 1 апр. 1883 в Калуге, в семье крестьянина; брат — учитель И. А. Сомов. В 1890 семья переехала в Тулу.", []string{
			"Демьян Горький: geonames:553915→geonames:480562 1890",
		}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// An official whose title names his seat by its adjective («олёкминский
// исправник», «иркутскому губернатору») is the town's, however small, not
// a river or province of the same stem; a governor-general's title names
// his land.
func TestKindOfficialNamedBySeatTown(t *testing.T) {
	r := extractText(t, "В 1880 г. олёкминский исправник донёс иркутскому губернатору о побеге ссыльного. Весной 1881 г. енисейский полицмейстер писал томскому губернатору, а туркестанский генерал-губернатор молчал.")
	wantExactly(t, "places", placeIDs(r), []string{
		"олёкминский=geonames:2018571", "иркутскому=geonames:2023469", "енисейский=geonames:1485997", "томскому=geonames:1489425", "туркестанский=overlay:turkestan",
	})
}

// A capitalised word the dictionary knows only as a common noun, with no
// preposition or cue that makes it a place, is the noun: not Haan for
// «Хан», Alliance for «Альянс», Denver for «День» after «г.».
func TestKindCommonNounIsNoPlace(t *testing.T) {
	r := extractText(t, "Летом 1868 г. Хан принял посольство в Коканде. Осенью он основал Альянс учёных в Женеве.\n\n12 мая 1870 г. День был жаркий, и к вечеру мы пришли в Самару.")
	wantExactly(t, "places", placeIDs(r), []string{"Коканде=geonames:1512979", "Женеве=geonames:2660646", "Самару=geonames:499099"})
}

// A river reached or crossed («вышел к Сырдарье», «переправился через
// Амур») is a line, not a stop: the route goes on from the last town to
// the next one, over the dates of both legs.
func TestKindRiverIsALine(t *testing.T) {
	r := extractText(t, "1 мая 1854 г. отряд генерала Петрова выступил из Оренбурга и 20 мая вышел к Сырдарье. В июне отряд переправился через Сырдарью и занял Ташкент.")
	wantExactly(t, "movements", moveList(r), []string{"Отряд: geonames:515003→geonames:1512569 1854-05/1854-06"})
	r = extractText(t, "В мае 1877 г. Петров выехал из Самары и вышел к Волге. В июне он прибыл в Казань.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:499099→geonames:551487 1877-05/1877-06"})
}

// Gathering at a place is arriving there («отряд собрался в Уральске»,
// «войска сосредоточились в Кишинёве»); «собрался в Киев», «собрался ехать
// в Киев» is intent: no movement.
func TestKindGatheringIsArrival(t *testing.T) {
	r := extractText(t, "Весной 1839 г. уральский отряд выступил из Оренбурга и собрался в Уральске.")
	wantExactly(t, "movements", moveList(r), []string{"Уральский отряд: geonames:515003→geonames:608668 1839-21"})
	r = extractText(t, "В мае 1877 г. войска генерала Петрова стояли в Одессе. Летом войска сосредоточились в Кишинёве.")
	wantExactly(t, "movements", moveList(r), []string{"Войска: geonames:698740→geonames:618426 1877-22"})
	for _, s := range []string{
		"Весной 1860 г. Петров жил в Москве. Летом он собрался в Киев, но остался дома.",
		"Весной 1860 г. Петров жил в Москве. Летом он собрался ехать в Киев.",
	} {
		wantExactly(t, "movements", moveList(extractText(t, s)), nil)
	}
}

// A person the document names as a person is no place anywhere else in
// it, in any case: «к Тулину» after «Фёдора Ильича Тулина», «Кривошеину»
// after «фон Кривошеин» («фон», «де», «ван» before a capitalised word mark
// a person's name), however a town of the same name may be spelt.
func TestKindPersonIsNoPlace(t *testing.T) {
	for _, tt := range []struct {
		text string
		not  []string
		want []string
	}{
		{"В 1860 г. в Киеве я встретил Михаила Петровича Тулина. Весной 1861 г. приехал в Москву и сразу — к Тулину.", []string{"Тулину"}, []string{"Киеве=geonames:703448", "Москву=geonames:524901"}},
		{"Командование поручили генералу фон Кауфману. Через месяц фон Кауфман выступил из Ташкента.", []string{"Кауфману", "Кауфман"}, []string{"Ташкента=geonames:1512569"}},
		{"Летом 1870 г. барон де Мирон прибыл в Одессу. Мирону отвели дом у моря.", []string{"Мирон", "Мирону"}, []string{"Одессу=geonames:698740"}},
	} {
		r := extractText(t, tt.text)
		for _, p := range r.Places {
			for _, n := range tt.not {
				if p.Text == n {
					t.Errorf("«%s»: the person «%s» taken for %s %s", tt.text, n, p.Place.ID, p.Place.Name)
				}
			}
		}
		wantAll(t, "places of «"+tt.text+"»", placeIDs(r), tt.want)
	}
}

// A national or ethnic adjective is no place: «Польского восстания»,
// «Венгерской войны» name a nation's event, «татарскую деревню»,
// «калмыцкую кибитку» a people's village or tent; a place adjective before
// a province or an institution stays its place.
func TestKindNationalityIsNoPlace(t *testing.T) {
	for _, tt := range []struct {
		text string
		not  []string
		want []string
	}{
		{"Осенью 1831 г., после Польского восстания, он уехал в Дрезден.", []string{"Польского"}, []string{"Дрезден=geonames:2935022"}},
		{"В 1849 г., во время Венгерской кампании, полк стоял в Варшаве.", []string{"Венгерской"}, []string{"Варшаве=geonames:756135"}},
		{"Под Казанью мы заночевали в татарской деревне, а утром купили калмыцкую кибитку и поехали в Самару.", []string{"татарской", "калмыцкую"}, []string{"Казанью=geonames:551487", "Самару=geonames:499099"}},
		{"В 1880 г. его перевели в Пермскую губернию.", nil, []string{"Пермскую губернию=overlay:perm-governorate"}},
	} {
		r := extractText(t, tt.text)
		for _, p := range r.Places {
			for _, n := range tt.not {
				if p.Text == n {
					t.Errorf("«%s»: the adjective «%s» taken for %s %s", tt.text, n, p.Place.ID, p.Place.Name)
				}
			}
		}
		wantAll(t, "places of «"+tt.text+"»", placeIDs(r), tt.want)
	}
}

// The narrator of a first-person text is the author its title names («Н.
// А. Римский-Корсаков. Из воспоминаний»), else «Рассказчик», never the
// person the text names most; a first-person object of a verb of motion
// («нас вернули в Москву») moves the narrator.
func TestKindFirstPersonNarrator(t *testing.T) {
	// The author a heading names is the narrator, however often the memoir
	// names another; a first-person object of a verb of motion moves them.
	r := extractText(t, "И. П. Сомов. Из воспоминаний\n\nВ 1870 г. я жил в Москве и учился у Петрова. Петров был строг, но Петров любил меня. Осенью 1871 г. меня отправили в Казань, а весной 1872 г. нас вернули в Москву.")
	wantExactly(t, "movements", moveList(r), []string{
		"И. П. Сомов: geonames:524901→geonames:551487 1871-23",
		"И. П. Сомов: geonames:551487→geonames:524901 1872-21",
	})
	r = extractText(t, "Из дневника А. Н. Котова\n\n3 мая 1880 г. Москва. Был у Петрова. Петров говорил о Петрове-старшем, Петров был весел. 5 мая 1880 г. Меня повезли в Тверь.")
	wantExactly(t, "movements", moveList(r), []string{"Котов: geonames:524901→geonames:480060 1880-05-05"})
	// No heading: the narrator has no name, whoever the text names most.
	r = extractText(t, "В 1870 г. я жил в Москве и учился у Петрова. Петров был строг, но Петров любил меня. Осенью 1871 г. нас повезли в Казань.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:524901→geonames:551487 1871-23"})
	// Sent back to a place the gazetteer lacks: somewhere, not back to
	// the town before.
	r = extractText(t, "В 1870 г. я жил в Москве. Весной 1871 г. меня отправили в Казань. Летом 1871 г. нас вернули в Хрустальную Заводь.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:524901→geonames:551487 1871-21"})
}

// A diary whose dated heading puts the writer at a new place, the entry
// telling the journey going on there (the steamer at the landing, «стоим»,
// «пароход стал на якорь») with no verb that goes there, is a leg from the
// previous entry's place, dated from the last day told before the heading
// to the heading's day; an entry of a stay there keeps the heading's day.
func TestKindDiaryHeadingJourneyOn(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"3 мая 1860 г. Тифлис. Живу у брата и пишу.\n\n10 мая 1860 г. Кутаис. Пароход стоит у пристани, и я пишу в каюте.", []string{"Рассказчик: geonames:611717→geonames:613607 1860-05-03/1860-05-10"}},
		{"3 мая 1860 г. Тифлис. Живу у брата и пишу.\n\n10 мая 1860 г. Кутаис. Стоим здесь до вечера.", []string{"Рассказчик: geonames:611717→geonames:613607 1860-05-03/1860-05-10"}},
		{"3 мая 1860 г. Тифлис. Живу у брата и пишу.\n\n10 мая 1860 г. Кутаис. Лечусь и читаю.", nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// «явился в X», «высадился в X», «приплыл в X» end a leg like «прибыл»:
// the next stop starts where the traveller came to.
func TestKindArrivalVerbsOfComingInto(t *testing.T) {
	r := extractText(t, "Весной 1890 г. Пётр Лавров выехал из Одессы, 3 мая добрался до Вены и 10 мая явился в Париж.")
	var legs []string
	for _, m := range r.Movements {
		legs = append(legs, m.From.Place.ID+"→"+m.To.Place.ID)
	}
	// Одесса→Вена, Вена→Париж
	wantAll(t, "legs", legs, []string{"geonames:698740→geonames:2761369", "geonames:2761369→geonames:2988507"})
}

// Under a diary heading, «встретил X», «виделся с X» and «был у X» are a
// meeting at the heading's place on the entry's day (not a reception: «его
// встречала толпа» stays what it was, TestKindMeetingVerbs).
func TestKindDiaryMeetingAtHeading(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"14 мая 1870 г. Казань. Сегодня встретил на пристани Н. П. Сомова, старого приятеля.", []string{"meeting geonames:551487 1870-05-14"}},
		{"3 июня 1870 г. Пермь. Вечером виделся с губернатором.", []string{"meeting geonames:511196 1870-06-03"}},
		{"5 июня 1870 г. Пермь. Утром был у доктора Сомова, говорили о службе.", []string{"meeting geonames:511196 1870-06-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A prisoner taken to a place by gendarmes or in fetters («жандармы повезли
// его в Тобольск», «в кандалах препроводили в Вологду») is imprisonment or
// exile there, a relocation, like «арестовали … и отвезли в Лион»; gendarmes
// who merely travel («приехали жандармы») move only themselves.
func TestKindEscortedPrisonerDelivered(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В марте 1880 г. жандармы повезли его из Петербурга в Тобольск.", []string{"relocation geonames:1489530 1880-03"}},
		{"Осенью 1879 г. поэта в кандалах препроводили в Вологду.", []string{"relocation geonames:472459 1879-23"}},
		{"В мае 1881 г. в Тобольск приехали жандармы.", []string{"trip geonames:1489530 1881-05"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events", eventList(r), tt.want)
	}
}

// A verb of motion that governs a place («вышли из Одессы», «вышел в
// Варну») is a move, not its other weak reading («вышла книга» is a
// publication): the clause is a trip at the place it names.
func TestKindMotionVerbGovernsPlaceNotPublication(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Летом 1870 г. мы вышли из Одессы, простояли два дня в Варне.", []string{"trip geonames:726050 1870-22"}},
		{"Весной 1871 г. пароход вышел из Одессы и простоял неделю в Варне.", []string{"trip geonames:726050 1871-21"}},
		{"Весной 1871 г. в Одессе вышла его книга.", []string{"publication geonames:698740 1871-21"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A person taken by others to a place («его отправили в Казань», «больного
// поэта увезли к родным в Казань», «в кандалах отправили в Казань» after a
// clause about him) is made to live there: a relocation, and a move from
// their last place. A place they are sent on from in the same sentence
// («отвезли в Казань, а оттуда в Пермь»: TestKindOnwardFromStop) or a town
// they are then confined in a landmark of («отправили в Петербург. Там его
// заключили в Петропавловскую крепость») is a trip on the way; a thing sent
// moves no one.
func TestKindPersonConveyedByOthers(t *testing.T) {
	const before = "В 1870 г. Сомов жил в Москве. "
	for _, tt := range []struct {
		text   string
		events []string
		moves  []string
	}{
		{"Весной 1871 г. его отправили в Казань.",
			[]string{"relocation geonames:524901 1870", "relocation geonames:551487 1871-21"},
			[]string{"Сомов: geonames:524901→geonames:551487 1871-21"}},
		{"Весной 1871 г. больного поэта увезли к родным в Казань.",
			[]string{"relocation geonames:524901 1870", "relocation geonames:551487 1871-21"},
			[]string{"Сомов: geonames:524901→geonames:551487 1871-21"}},
		{"Весной 1871 г. его перевезли в Пермь.",
			[]string{"relocation geonames:524901 1870", "relocation geonames:511196 1871-21"},
			[]string{"Сомов: geonames:524901→geonames:511196 1871-21"}},
		{"3 мая 1871 г. его судили, а на другой день в кандалах отправили в Казань.",
			[]string{"relocation geonames:524901 1870", "other - 1871-05-03", "relocation geonames:551487 1871-05-04"},
			[]string{"Сомов: geonames:524901→geonames:551487 1871-05-04"}},
		{"Весной 1871 г. раненого Сомова отвезли в Казань, а оттуда в Пермь.",
			[]string{"relocation geonames:524901 1870", "trip geonames:551487 1871-21", "trip geonames:511196 1871-21"},
			[]string{"Сомов: geonames:524901→geonames:551487 1871-21", "Сомов: geonames:551487→geonames:511196 1871-21"}},
		{"Весной 1871 г. его под конвоем отправили в Петербург. Там его заключили в Петропавловскую крепость.",
			[]string{"relocation geonames:524901 1870", "trip geonames:498817 1871-21", "relocation overlay:peter-and-paul-fortress 1871-21"},
			[]string{"Сомов: geonames:524901→geonames:498817 1871-21"}},
		{"Весной 1871 г. в Казань отправили рукопись.",
			[]string{"relocation geonames:524901 1870"}, nil},
	} {
		r := extractText(t, before+tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.moves)
	}
}

// Allowed or ordered to return or to settle somewhere («ему разрешили
// вернуться в Казань», «позволили поселиться в Твери») is the end of an
// exile or a place assigned to live in: a relocation, and a move from the
// person's last place; allowed to travel («разрешили выехать в Крым») stays
// a journey.
func TestKindPermittedReturnOrSettling(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
		moves  []string
	}{
		{"В 1870 г. Сомов жил в Казани. В 1871 г. его выслали в Пермь. В 1875 г. ему разрешили вернуться в Казань.",
			[]string{"relocation geonames:551487 1870", "relocation geonames:511196 1871", "relocation geonames:551487 1875"},
			[]string{"Сомов: geonames:551487→geonames:511196 1871", "Сомов: geonames:511196→geonames:551487 1875"}},
		{"В 1870 г. Сомов жил в Москве. Весной 1871 г. ему позволили поселиться в Твери.",
			[]string{"relocation geonames:524901 1870", "relocation geonames:480060 1871-21"},
			[]string{"Сомов: geonames:524901→geonames:480060 1871-21"}},
		{"В 1870 г. Сомов жил в Москве. Весной 1871 г. ему разрешили выехать в Крым.",
			[]string{"relocation geonames:524901 1870", "trip overlay:crimea 1871-21"},
			[]string{"Сомов: geonames:524901→overlay:crimea 1871-21"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.moves)
	}
}

// Living at a place the text tells of for the first time is a change of
// residence; a short stay there, a stay for a cure or a winter is a visit;
// living where the text has already brought the person is life there, no
// second move; an operation undergone is no thing carried anywhere.
func TestKindResidenceStayByDuration(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1887–1889 годах Пётр Сомов жил в Казани у брата.", []string{"relocation geonames:551487 1887/1889"}},
		{"В 1899–1905 годах Иван Орлов провёл последние годы в Ницце.", []string{"relocation geonames:2990440 1899/1905"}},
		{"В 1901–1905 годах Пётр Сомов жил в Баку.", []string{"relocation geonames:587084 1901/1905"}},
		{"В мае 1880 года Пётр Сомов несколько дней жил в Твери.", []string{"trip geonames:480060 1880-05"}},
		{"В 1880 году Пётр Сомов был выслан в Вологду. В Вологде он прожил четыре года, давая уроки.", []string{"relocation geonames:472459 1880", "other geonames:472459 1880"}},
		{"В 1897 году Анна Петрова лечилась в Ялте.", []string{"trip geonames:688533 1897"}},
		{"В 1885 году Анна Петрова зимовала в Риме.", []string{"trip geonames:3169070 1885"}},
		{"В 1899 году Анна Петрова перенесла операцию в Берлине.", []string{"other geonames:2950159 1899"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A cue word with two senses is read by its construction: setting out
// towards somewhere («выступил в поход», «вышли в степь») is a march, no
// speech or book; «вышла в Москве» stays a publication; «не представлял
// интереса» and «представлял собой» are no representation; «представили
// губернатору» is an audience.
func TestKindCueReadByConstruction(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"ОМСК, 3 июня 1880 г. Сегодня полк выступил в поход.", "trip geonames:1496153 1880-06-03"},
		{"Пётр Сомов жил в Казани. 13 мая 1873 г. отряды собрались в Самаре и в тот же день вышли в степь.", "trip geonames:499099 1873-05-13"},
		{"Пётр Сомов жил в Казани. В 1870 г. книга Сомова вышла в Москве.", "publication geonames:524901 1870"},
		{"Пётр Сомов жил в Казани. В 1886 г. Сомов выступил в Самаре.", "lecture geonames:499099 1886"},
		{"Пётр Сомов жил в Казани. Летом 1882 г. Самара представляла собой большое торговое село.", "other geonames:499099 1882-22"},
		{"Пётр Сомов жил в Казани. Летом 1882 г. Самара не представляла для Сомова ничего интересного.", "other geonames:499099 1882-22"},
		{"Пётр Сомов жил в Казани. Весной 1884 г. в Самаре Сомова представили губернатору.", "meeting geonames:499099 1884-21"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// A unit that sets out on a campaign («выступили в поход», «двинулся в
// поход», «вышла в путь») travels: the place it sets out from, named in
// the sentence or by a dateline, is a trip, not a speech.
func TestKindUnitSetsOutOnCampaign(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В апреле 1879 г. в Красноводске отряд генерала Ломакина выступил в поход.", []string{"trip geonames:601594 1879-04"}},
		// The report datelined there is written there: an event of its own.
		{"Донесение гласило: «Систово, 15 (27) июня 1877 г. Сегодня войска выступили в поход»", []string{"trip geonames:726534 1877-06-27", "other geonames:726534 1877-06-27"}},
		{"Летом 1875 г. колонна двинулась в поход из Ходжента.", []string{"trip geonames:1514879 1875-22"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// Units that join one another at a place («соединился с отрядом»,
// «к ним присоединилась колонна») meet there.
func TestKindUnitsJoinAtPlace(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В августе 1875 г. в Ходженте отряд генерала Головачёва соединился с главными силами.", []string{"meeting geonames:1514879 1875-08"}},
		{"В июле 1877 г. под Плевной к ним присоединилась румынская дивизия.", []string{"meeting geonames:728203 1877-07"}},
		{"В июне 1877 г. в Систове к отряду присоединилась болгарская дружина.", []string{"meeting geonames:726534 1877-06"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A verb of coming out towards a common noun of terrain («вышли в степь»,
// «вышел к реке», «вышла на берег») is a march, not a book coming out; a
// book still comes out «в свет».
func TestKindMarchOutIntoTerrainNotPublication(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В апреле 1879 г. отряд генерала Ломакина из Красноводска вышел в пустыню.", []string{"trip geonames:601594 1879-04"}},
		{"Летом 1875 г. колонна из Ходжента вышла к реке.", []string{"trip geonames:1514879 1875-22"}},
		{"Весной 1871 г. в Одессе вышла в свет его книга.", []string{"publication geonames:698740 1871-21"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A unit that gathers or concentrates at a place («отряды собрались в
// Красноводске», «войска сосредоточились в Ходженте») has marched there:
// a trip at that place, not a meeting nor a publication.
func TestKindUnitsGatherAtPlace(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В мае 1879 г. отряды генерала Ломакина собрались в Красноводске.", []string{"trip geonames:601594 1879-05"}},
		{"В июле 1875 г. туркестанские войска сосредоточились в Ходженте.", []string{"trip geonames:1514879 1875-07"}},
		{"В июне 1877 г. в Систове собралась болгарская дружина.", []string{"trip geonames:726534 1877-06"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// «главные силы» («основные силы») with no unit of their own are the main
// body of the last unit named: it moves on from its last place.
func TestKindMainBodyIsLastUnit(t *testing.T) {
	text := "3 июля 1875 г. туркестанский отряд выступил из Ташкента. 20 июля главные силы собрались в Ходженте."
	r := extractText(t, text)
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1512569 1875-07-03", "trip geonames:1514879 1875-07-20"})
	var legs []string
	for _, m := range r.Movements {
		legs = append(legs, m.Actor+": "+m.From.Place.ID+"→"+m.To.Place.ID)
	}
	wantExactly(t, "legs", legs, []string{"Туркестанский отряд: geonames:1512569→geonames:1514879"})
}

// «оказался в …» after a journey is an arrival: the leg and the event go
// to the most specific place of «в стране, в городе», and the next leg
// («Отсюда …») starts there; a copula («рана оказалась неопасной») moves
// no one.
func TestKindFoundOneselfInCountryThenTown(t *testing.T) {
	r := extractText(t, "В 1890 г. Пётр Сомов жил в Вене. В июне 1891 г. он оказался в Египте, в Каире.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:2761369→geonames:360630 1891-06"})
	wantAll(t, "events", eventList(r), []string{"trip geonames:360630 1891-06"})
	r = extractText(t, "В 1883 г. Анна Сомова жила в Варшаве. Осенью 1884 г. она оказалась в Швейцарии, в Цюрихе. Отсюда весной 1885 г. она уехала в Берн.")
	wantExactly(t, "movements", moveList(r), []string{
		"Анна Сомова: geonames:756135→geonames:2657896 1884-23",
		"Анна Сомова: geonames:2657896→geonames:2661552 1885-21",
	})
}

// A place right after a verb of arrival and «в», «на» is the goal, whatever
// its case: an indeclinable name («Сан-Франциско», «Чикаго») shows none, so
// the leg ends there and not at the country named before it; «высадился в
// Гавре» and «высадился на Сахалине, в Александровском посту» are
// prepositional arrivals, the first of two in one sentence («высадился в
// Гавре и 2 апреля явился в Париж») keeps its own leg, and an arrival
// whose day lies in the sentence's month or season ends its leg that day.
func TestKindArrivalGoalInAnyCase(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		// Шанхай→Нагасаки: July 1880 to 2 August; Нагасаки, passed with
		// no date, →Сан-Франциско keeps the date of its sentence.
		{"В июле 1880 г. Пётр Сомов жил в Шанхае. Через Нагасаки он отплыл в Америку: 2 августа прибыл в Сан-Франциско.", []string{
			"Пётр Сомов: geonames:1796236→geonames:1856177 1880-07-01/1880-08-02",
			"Пётр Сомов: geonames:1856177→geonames:5391959 1880-08-02",
		}},
		// Лондон→Чикаго, 10 May 1893.
		{"В 1892 г. Анна Сомова жила в Лондоне. 10 мая 1893 г. она прибыла в Чикаго.", []string{
			"Анна Сомова: geonames:2643743→geonames:4887398 1893-05-10",
		}},
		// Нью-Йорк→Гавр in March; Гавр→Париж from March to 2 April.
		{"В 1890 г. Пётр Сомов жил в Нью-Йорке. В марте 1891 г. он пересёк океан, высадился в Гавре и 2 апреля явился в Париж.", []string{
			"Пётр Сомов: geonames:5128581→geonames:3003796 1891-03",
			"Пётр Сомов: geonames:3003796→geonames:2988507 1891-03-01/1891-04-02",
		}},
		// Варшава→Вена in spring; Вена→Триест from 1 March to 10 May.
		{"В 1885 г. Анна Сомова жила в Варшаве. Весной 1886 г. она выехала на юг, прибыла в Вену и 10 мая добралась до Триеста.", []string{
			"Анна Сомова: geonames:756135→geonames:2761369 1886-21",
			"Анна Сомова: geonames:2761369→geonames:3165185 1886-03-01/1886-05-10",
		}},
		// Одесса→Александровск-Сахалинский (the post, not the island).
		{"В 1880 г. Пётр Сомов жил в Одессе. 11 июля 1881 года он высадился на Сахалине, в Александровском посту.", []string{
			"Пётр Сомов: geonames:698740→geonames:2127282 1881-07-11",
		}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// Bodies of people joining up at a place meet there («к отряду
// присоединилась сотня», «соединился с колонной»); joining a party is no
// meeting; a family giving a boy into a school or a corps is his school.
func TestKindJoiningUpAndGivenIntoSchool(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов жил в Казани. В апреле 1873 г. у Самары к отряду присоединилась казачья сотня.", "meeting geonames:499099 1873-04"},
		{"Пётр Сомов жил в Казани. В апреле 1873 г. у Самары отряд соединился с колонной Петрова.", "meeting geonames:499099 1873-04"},
		{"Пётр Сомов жил в Казани. В 1905 г. Сомов присоединился к партии эсеров в Самаре.", "other geonames:499099 1905"},
		{"Пётр Сомов жил в Казани. В 1870 г. Сомова отдали в кадетский корпус в Орле.", "school geonames:515012 1870"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// A voyage's port calls are trips: sailing in, mooring, lying in a
// roadstead or at anchor, putting out; under a diary heading an arrival by
// ship («Пришли в сумерки», «Пароход причалил…») ends the leg at the
// heading's place.
func TestKindVoyagePortCalls(t *testing.T) {
	for _, tt := range []struct {
		text  string
		event string
		move  string
	}{
		{"В мае 1871 г. корвет вошёл в Темзу и стал на рейд у Портсмута.", "trip geonames:2639996 1871-05", ""},
		{"В мае 1871 г. пароход пристал к Самаре, а вечером отвалил от пристани.", "trip geonames:499099 1871-05", ""},
		{"12 июня 1875 г. Пароход причалил к пристани в Самаре.", "trip geonames:499099 1875-06-12", ""},
		{"Зиму 1871 г. фрегат простоял в Гавре.", "trip geonames:3003796 1871-24", ""},
		{"В июне 1875 г. Островский был в Казани. 12 июня пароход с ним пристал к Самаре.", "trip geonames:499099 1875-06-12", "Островский: geonames:551487→geonames:499099 1875-06-12"},
		{"4 июня 1875 г. Казань. Живу у брата.\n\n12 июня. Самара. Пришли в сумерки, в дождь.", "trip geonames:499099 1875-06-12", "Рассказчик: geonames:551487→geonames:499099 1875-06-04/1875-06-12"},
		{"4 июня 1875 г. Казань. Живу у брата.\n\n12 июня. Самара. Пароход причалил к пристани в полдень.", "trip geonames:499099 1875-06-12", "Рассказчик: geonames:551487→geonames:499099 1875-06-04/1875-06-12"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.event})
		if tt.move != "" {
			wantAll(t, "movements of «"+tt.text+"»", moveList(r), []string{tt.move})
		}
	}
}

// A departure with its own date that names no place («сел на пароход»,
// «выехал») and an arrival with another date in the next clause of the
// sentence are one leg from where the traveller was, spanning both dates.
func TestKindDatedDepartureThenArrival(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		// Вена→Каир, May to June 1891.
		{"В 1890 г. Пётр Сомов жил в Вене. В мае 1891 г. он сел на пароход и в июне оказался в Каире.", []string{
			"Пётр Сомов: geonames:2761369→geonames:360630 1891-05/1891-06",
		}},
		// Киев→Берлин, 3 to 9 February 1885.
		{"В 1884 г. Анна Сомова жила в Киеве. 3 февраля 1885 г. она села на поезд и 9 февраля прибыла в Берлин.", []string{
			"Анна Сомова: geonames:703448→geonames:2950159 1885-02-03/1885-02-09",
		}},
		// Вена→Каир again, told by «выехал» with no place.
		{"В 1890 г. Пётр Сомов жил в Вене. В мае 1891 г. он выехал и в июне оказался в Каире.", []string{
			"Пётр Сомов: geonames:2761369→geonames:360630 1891-05/1891-06",
		}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// A gerund of calling at places on the way («заходя то в A, то в B») names
// stops where the traveller was, each a trip, even after a cruise «у
// берегов» of a land that is only a reference.
func TestKindVoyageCallsOnTheWay(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"Летом 1872 г. мы крейсировали у берегов Финляндии, заходя то в Гельсингфорс, то в Ревель.",
			[]string{"trip geonames:658225 1872-22", "trip geonames:588409 1872-22"}},
		{"В 1868 г. фрегат «Светлана» крейсировал у берегов Норвегии, заходя в Берген и Тронхейм.",
			[]string{"trip geonames:3161732 1868", "trip geonames:3133880 1868"}},
		{"Весной 1879 г. эскадра крейсировала у берегов Сирии, зайдя в Бейрут.",
			[]string{"trip geonames:276781 1879-21"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// A ship that goes back to its home port or is recalled there makes a leg
// of its voyage, a trip; the writer settling ashore after it moves house.
// A regiment's return stays a move.
func TestKindVesselReturns(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"Осенью 1871 г. фрегат «Светлана» вернулся в Кронштадт, и я снова поселился в Петербурге.",
			[]string{"trip geonames:540771 1871-23", "relocation geonames:498817 1871-23"}},
		{"Весной 1877 г. корвет вернулся в Севастополь.", []string{"trip geonames:694423 1877-21"}},
		{"Летом 1878 г. корвет потребовали обратно в Севастополь.", []string{"trip geonames:694423 1878-22"}},
		{"Летом 1878 г. фрегат отозвали в Кронштадт.", []string{"trip geonames:540771 1878-22"}},
		{"Весной 1880 г. полк вернулся в Москву.", []string{"relocation geonames:524901 1880-21"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// An adjective with a place suffix whose base is a common noun the
// dictionary knows (море, флот, село) is that noun's, never a town's the
// gazetteer might derive from the base; the adjective of a town whose name
// is also a common noun (Томск and том) stays the town's.
func TestKindCommonNounAdjective(t *testing.T) {
	r := extractText(t, "В 1858 г. его отдали в Морской корпус в Петербурге, а в 1870 г. он служил в Сельской школе под Тверью.")
	wantExactly(t, "places", placeIDs(r), []string{"Петербурге=geonames:498817", "Тверью=geonames:480060"})
	r = extractText(t, "Весной 1904 г. Иванов поступил на Флотский экипаж в Кронштадте, а в 1906 г. уехал в Томский университет.")
	wantExactly(t, "places", placeIDs(r), []string{"Кронштадте=geonames:540771", "Томский=geonames:1489425"})
	// A town named by such an adjective is that town.
	r = extractText(t, "В 1897 г. Петров жил в Слободском Вятской губернии.")
	wantAll(t, "places", placeIDs(r), []string{"Слободском=geonames:491882"})
}

// A sea, a gulf or an island group named by its adjective and noun is a
// region the gazetteer knows, in any case and number («у Соловецких
// островов»); a sea is no event's place and no stop of a route, which goes
// on to the port, and a sea in a list of what a route passes through is
// the line of the route, no place.
func TestKindSeasAndIslandGroups(t *testing.T) {
	r := extractText(t, "Летом 1870 г. мы вышли из Архангельска в Белое море, а в августе 1870 г. пришли к Соловецким островам.")
	wantAll(t, "places", placeIDs(r), []string{"Белое море=overlay:white-sea", "Соловецким островам=overlay:solovetsky-islands"})
	for _, e := range eventList(r) {
		if strings.Contains(e, "white-sea") {
			t.Errorf("event at the sea: %s", e)
		}
	}
	r = extractText(t, "Весной 1881 г. пароход шёл из Одессы через Мраморное и Эгейское моря в Пирей.")
	for _, p := range placeIDs(r) {
		if strings.Contains(p, "sea") {
			t.Errorf("a sea on the line of a route taken as a place: %s", p)
		}
	}
	r = extractText(t, "Осенью 1885 г. он жил на Балеарских островах, а зимой 1885 г. уехал в Финский залив, на дачу под Выборгом.")
	wantAll(t, "places", placeIDs(r), []string{"Балеарских островах=overlay:balearic-islands", "Финский залив=overlay:gulf-of-finland"})
}

// A dated clause that tells the end of a term or a signing, with no place
// of its own, is an event with no place; a goal after a noun of order or
// permission and an infinitive is where the order sends someone, not an
// event's place: the dated clause tells the order, with no place.
func TestKindPlacelessActsAndOrderedGoals(t *testing.T) {
	r := extractText(t, "В 1878 г. Пётр Сомов был сослан в Омск. Срок его ссылки истёк 5 мая 1881 г.")
	wantAll(t, "events", eventList(r), []string{"other - 1881-05-05"})
	r = extractText(t, "В 1870 г. Пётр Сомов был сослан в Омск. 12 (24) авг. 1873 г. Сомов подписал прошение о помиловании.")
	wantAll(t, "events", eventList(r), []string{"other - 1873-08-24"})
	r = extractText(t, "В 1880 г. Пётр Сомов был сослан в Омск. 12/III 1884 г. последовало высочайшее разрешение перевести Сомова в Саратов.")
	wantAll(t, "events", eventList(r), []string{"other - 1884-03-12"})
	for _, e := range eventList(r) {
		if strings.Contains(e, "geonames:498677") {
			t.Errorf("event %q at the goal of a permission", e)
		}
	}
}

// In a dictionary's compressed sentence each clause after a comma or a
// semicolon that opens with a date of its own is an event of its own type:
// a verb of living there makes a clause of its kind, so the cure told next
// neither lends its trip to the stay nor borrows its residence.
func TestKindDatedClausesOfCompressedArticle(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1866–67 Иван Петров жил в Париже у брата, в 1869 лечился в Ницце.",
			[]string{"relocation geonames:2988507 1866/1867", "trip geonames:2990440 1869"}},
		{"В 1875–76 художник Сомов учился в Мюнхене, в 1878 лечился в Риме.",
			[]string{"school geonames:2867714 1875/1876", "trip geonames:3169070 1878"}},
		{"В 1881 Анна Петрова лечилась в Ницце; в 1883–85 жила в Вене у сестры.",
			[]string{"trip geonames:2990440 1881", "relocation geonames:2761369 1883/1885"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// A bracketed list of dates for one stay («Три зимы (1909–10, 1910–11 и
// 1912–13) провела в Египте») is one event per date of the list.
func TestKindBracketedListOfStays(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"Три зимы (1894–95, 1895–96 и 1897–98) Иван Петров провёл в Италии, в Сан-Ремо.",
			[]string{"trip geonames:3167777 1894/1895", "trip geonames:3167777 1895/1896", "trip geonames:3167777 1897/1898"}},
		{"Две зимы (1901–02 и 1903–04) Анна Петрова провела в Ницце.",
			[]string{"trip geonames:2990440 1901/1902", "trip geonames:2990440 1903/1904"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
	// Reached after all: an arrival that names no other place ends where
	// they looked, and the place keeps its event.
	r := extractText(t, "Утром 5 июня 1858 г. показался вдали Саратов, и к вечеру мы пришли.")
	if !slices.ContainsFunc(eventList(r), func(e string) bool { return strings.HasSuffix(e, " geonames:498677 1858-06-05") }) {
		t.Errorf("events %q: want one at Saratov on 1858-06-05", eventList(r))
	}
}

// A place in the genitive after a noun that is no part of a land says
// whose («с послами Германии»), and so does each place listed after it
// («…, Франции и Италии») or after an organisation's place adjective and
// noun («на членов Рижского общества, Курляндии и Лифляндии»): the places
// are named, but the sentence happens elsewhere. A part of a town or an
// institution («на улицы Киева», «в каторжном отделении Шлиссельбурга»)
// and an office's charge («по делам Финляндии») still say where.
func TestKindPlacesNamedAlongsideAWhoseGenitive(t *testing.T) {
	for _, tt := range []struct {
		text   string
		places []string
		events []string
	}{
		{"В 1903 году Пётр Сомов встретился в Берне с послами Германии, Франции и Италии.",
			[]string{"Берне=geonames:2661552", "Франции=country:FR", "Италии=country:IT"},
			[]string{"meeting geonames:2661552 1903"}},
		{"В 1904 году Пётр Сомов встретился с послами Франции и Италии.",
			[]string{"Италии=country:IT"}, // «послами Франции»: the state, no place
			nil},                          // a sentence of its own with no place of its own: no event at the ambassadors' countries
		{"В 1900 году Иван Петров поселился в Риге. В 1901 году его влияние на членов Рижского общества, Курляндии и Лифляндии было велико.",
			[]string{"Риге=geonames:456172", "Рижского=geonames:456172", "Курляндии=overlay:courland-governorate", "Лифляндии=overlay:livonia-governorate"},
			[]string{"relocation geonames:456172 1900", "other geonames:456172 1901"}},
		{"В 1895 году Анна Петрова переехала в Варшаву. В 1897 году её авторитет среди членов Варшавского кружка, Литвы и Галиции вырос.",
			[]string{"Варшаву=geonames:756135", "Варшавского=geonames:756135", "Литвы=country:LT", "Галиции=overlay:galicia"},
			[]string{"relocation geonames:756135 1895", "other geonames:756135 1897"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "places of «"+tt.text+"»", placeIDs(r), tt.places)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"14 мая 1901 г. надзиратель вывел Сомова через двор на улицы Киева.", []string{"Киева"}},
		{"Три года Сомов провёл в каторжном отделении Шлиссельбурга.", []string{"Шлиссельбурга"}},
		{"3 марта 1906 г. Сомов назначен уполномоченным по делам Финляндии.", []string{"Финляндии"}},
	} {
		r := extractText(t, tt.text)
		if len(r.Events) != 1 || len(r.Events[0].Places) != 1 || r.Events[0].Places[0].Text != tt.events[0] {
			t.Errorf("«%s»: want one event at «%s», got %v", tt.text, tt.events[0], eventList(r))
		}
	}
}

// An arrival is typed by what the text says happens at the place
// afterwards: taking up work, a post or service there («и поступил
// конторщиком», «Там её назначили…», «бежала … и поступила фельдшерицей
// в больницу в Одессе»), or a next move away from it many months later,
// is a change of residence; a move on within days or weeks, a stay told
// short, or a stay elsewhere before the next move keeps it a journey.
func TestKindArrivalTypedByWhatFollows(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		// Work or a post taken at the place reached.
		{"В 1870 г. Сомов жил в Москве. В мае 1872 г. он приехал в Казань и поступил конторщиком на пароходную пристань.",
			[]string{"relocation geonames:524901 1870", "relocation geonames:551487 1872-05"}},
		{"В 1880 г. Анна Орлова жила в Киеве. Осенью 1881 г. она приехала в Одессу. Там её назначили начальницей женской гимназии.",
			[]string{"relocation geonames:703448 1880", "relocation geonames:698740 1881-23", "other geonames:698740 1881-23"}},
		{"В 1880 г. Анна Орлова жила в Киеве. Осенью 1881 г. она бежала из Киева и под чужой фамилией поступила фельдшерицей в больницу в Одессе.",
			[]string{"relocation geonames:703448 1880", "relocation geonames:698740 1881-23"}},
		// The next move leaves a year later: spring 1872 to spring 1873,
		// autumn 1881 to autumn 1882.
		{"В 1870 г. Сомов жил в Москве. Весной 1872 г. он уехал в Казань. Весной 1873 г. он вернулся в Москву.",
			[]string{"relocation geonames:524901 1870", "relocation geonames:551487 1872-21", "relocation geonames:524901 1873-21"}},
		{"В 1880 г. Анна Орлова жила в Киеве. Осенью 1881 г. она приехала в Одессу. Осенью 1882 г. она уехала из Одессы в Вену.",
			[]string{"relocation geonames:703448 1880", "relocation geonames:698740 1881-23", "trip geonames:2761369 1882-23"}},
		// Moves on within weeks: 3 to 20 May, 2 to 10 June, May to June.
		{"В 1880 г. Анна Орлова жила в Киеве. 3 мая 1881 г. она приехала в Одессу, а 20 мая 1881 г. уехала оттуда в Вену.",
			[]string{"relocation geonames:703448 1880", "trip geonames:698740 1881-05-03", "trip geonames:2761369 1881-05-20"}},
		{"В 1870 г. Сомов жил в Москве. 2 июня 1872 г. он приехал в Казань. 10 июня 1872 г. он отправился дальше в Пермь.",
			[]string{"relocation geonames:524901 1870", "trip geonames:551487 1872-06-02", "trip geonames:511196 1872-06-10"}},
		{"В 1870 г. Сомов жил в Москве. В мае 1872 г. он уехал в Казань, а в июне 1872 г. вернулся в Москву.",
			[]string{"relocation geonames:524901 1870", "trip geonames:551487 1872-05", "trip geonames:524901 1872-06"}},
		// A year between, but the stay is told short, or spent elsewhere.
		{"В 1870 г. Сомов жил в Москве. Весной 1872 г. он уехал в Казань и несколько месяцев прожил там. Весной 1873 г. он вернулся в Москву.",
			[]string{"relocation geonames:524901 1870", "trip geonames:551487 1872-21", "relocation geonames:524901 1873-21"}},
		{"В 1880 г. Анна Орлова жила в Киеве. Осенью 1881 г. она приехала в Одессу. Зимой 1881 г. она гостила в Ялте. Осенью 1882 г. она уехала из Одессы в Вену.",
			[]string{"relocation geonames:703448 1880", "trip geonames:698740 1881-23", "trip geonames:688533 1881-24", "trip geonames:2761369 1882-23"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
	// Reached after all: an arrival that names no other place ends where
	// they looked, and the place keeps its event.
	r := extractText(t, "Утром 5 июня 1858 г. показался вдали Саратов, и к вечеру мы пришли.")
	if !slices.ContainsFunc(eventList(r), func(e string) bool { return strings.HasSuffix(e, " geonames:498677 1858-06-05") }) {
		t.Errorf("events %q: want one at Saratov on 1858-06-05", eventList(r))
	}
}

// A movement dated clearly before the date the text has reached, after
// which the text comes back to its own time, is a memory: it keeps its own
// date but does not move the person, whose next leg starts where the
// person was before it.
func TestKindRememberedJourneyKeepsPresentPlace(t *testing.T) {
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"4 июня 1875 г. Казань. Живу у брата. Город этот я впервые видел ещё в 1861 году, когда жандарм вёз меня из Москвы в Вятку.\n\n12 июня. Самара. Прибыл.",
			[]string{"Рассказчик: geonames:524901→geonames:548408 1861", "Рассказчик: geonames:551487→geonames:499099 1875-06-04/1875-06-12"}},
		{"Летом 1890 г. Пётр Сомов жил в Казани. В августе 1890 г. он вспоминал, как в 1872 году бежал из Вологды в Архангельск. В сентябре 1890 г. он уехал в Самару.",
			[]string{"Пётр Сомов: geonames:472459→geonames:581049 1872", "Пётр Сомов: geonames:551487→geonames:499099 1890-09"}},
		{"3 мая 1880 г. Тифлис. Обедал у Петрова. Тифлис я помню ещё с 1866 года, когда переехал сюда из Ставрополя на службу.\n\n9 мая. Кутаис. Приехал вечером.",
			[]string{"Рассказчик: geonames:611717→geonames:613607 1880-05-03/1880-05-09"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "movements of «"+tt.text+"»", moveList(r), tt.moves)
	}
}

// A road, a railway station or a town's gate named by a town («по
// Владимирскому тракту», «по Московскому шоссе», «с Варшавского вокзала»,
// «от Нарвской заставы») names where it leads,
// not where the traveller goes: the journey happens where it starts, and
// its destination comes only when the text states one (a night stop or a
// meeting on the way, an arrival).
func TestKindRoadNamedByTownIsNoGoal(t *testing.T) {
	for _, tt := range []struct {
		text          string
		events, moves []string
		notAt         string
	}{
		{"1 марта 1880 г. Казань. Собираюсь в дорогу.\n\n8 марта. В полдень выехал из Казани по Московскому тракту.",
			[]string{"trip geonames:551487 1880-03-08"}, nil, "geonames:524901"},
		{"10 мая 1860 г. Утром я выехал из Тулы по Московскому шоссе. Ночью в Серпухове встретил старого товарища.",
			[]string{"trip geonames:480562 1860-05-10", "meeting geonames:496527 1860-05-10"},
			[]string{"Рассказчик: geonames:480562→geonames:496527 1860-05-10"}, "geonames:524901"},
		{"Весной 1884 г. Пётр Сомов жил в Самаре. В июне он выехал по Оренбургскому тракту. 12 июня он прибыл в Уфу.",
			[]string{"trip geonames:479561 1884-06-12"}, []string{"Пётр Сомов: geonames:499099→geonames:479561 1884-06-12"}, "geonames:515003"},
		{"В июне 1879 г. Пётр Сомов жил в Петербурге. 3 июля он уехал с Варшавского вокзала.", nil, nil, "geonames:756135"},
		// A town's gate is named by the road's town too.
		{"В январе 1905 г. Пётр Сомов повёл рабочих от Нарвской заставы к Зимнему дворцу.", nil, nil, "geonames:590031"},
	} {
		r := extractText(t, tt.text)
		events, moves := eventList(r), moveList(r)
		wantAll(t, "events of «"+tt.text+"»", events, tt.events)
		wantAll(t, "movements of «"+tt.text+"»", moves, tt.moves)
		for _, s := range append(events, moves...) {
			if strings.Contains(s, tt.notAt) {
				t.Errorf("«%s»: %q goes to the town the road is named by", tt.text, s)
			}
		}
	}
}

// Whoever is the grammatical subject acts: a thing brought to the person
// («курьер привёз ему в Вятку письмо») moves no one and happens where it
// is brought; a relative named by a possessive («его брат», «её отец») or a
// stranger who arrives is another traveller. None of them moves the
// person the text follows.
func TestKindOthersArrivalMovesNotThePerson(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
		moves  []string
	}{
		{"В 1876 г. Островский жил в Вятке. Весной 1877 г. курьер привёз ему в Вятку письмо. Летом 1877 г. он уехал в Казань.",
			[]string{"other geonames:548408 1877-21"}, []string{"Островский: geonames:548408→geonames:551487 1877-22"}},
		{"В 1876 г. Островский жил в Вятке. Весной 1877 г. его брат был в Париже. Летом 1877 г. Островский уехал в Казань.",
			nil, []string{"Островский: geonames:548408→geonames:551487 1877-22"}},
		{"В 1876 г. Островский жил в Вятке. Весной 1877 г. в Вятку прибыл неизвестный офицер. Летом 1877 г. Островский уехал в Казань.",
			[]string{"trip geonames:548408 1877-21"}, []string{"Островский: geonames:548408→geonames:551487 1877-22"}},
		{"В 1880 г. Анна Сомова жила в Самаре. Осенью 1880 г. её отец гостил в Москве. Зимой она уехала в Казань.",
			nil, []string{"Анна Сомова: geonames:499099→geonames:551487 1880-24"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.events)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.moves)
	}
}

// A «где» clause with no date of its own tells an event of its own at the
// place named before it when a strong cue says something of another kind
// was done there by the person the sentence follows; it takes the
// sentence's date. Another person's doing there («где болел его отец») is
// no event of the traveller's.
func TestKindUndatedWhereClauseEvent(t *testing.T) {
	r := extractText(t, "В 1895 г. Николай Петрович Сомов лечился в Кисловодске, где познакомился с Ф. И. Шаляпиным.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:548114 1895", "meeting geonames:548114 1895"})
	r = extractText(t, "Осенью 1904 г. Сомов приехал в Харьков, где его арестовали жандармы.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:706483 1904-23", "other geonames:706483 1904-23"})
	r = extractText(t, "В 1898 г. Иван Сомов переехал в Тулу. В 1899 г. Сомов вернулся в Орёл, где тяжело болел его отец.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:480562 1898", "relocation geonames:515012 1899"})
}

// A land a colon follows, its towns told after it, is where the clause
// says the person lived as a whole, then in each town with the date
// before it; a journey to a land with its arrival after the colon ends at
// the town.
func TestKindLandOpenedByColon(t *testing.T) {
	r := extractText(t, "С 1890 г. Сомов жил во Франции: сначала в Париже, затем в Ницце.")
	wantExactly(t, "events", eventList(r), []string{"relocation country:FR 1890/..", "relocation geonames:2988507 1890/..", "relocation geonames:2990440 1890/.."})
	r = extractText(t, "С 1896 г. Пётр Петров жил в Германии: в 1896–98 в Мюнхене, затем в Дрездене.")
	wantExactly(t, "events", eventList(r), []string{"relocation country:DE 1896/..", "relocation geonames:2867714 1896/1898", "relocation geonames:2935022 1896/1898"})
	r = extractText(t, "Весной 1899 г. Пётр Петров отплыл в Англию: 3 мая прибыл в Лондон.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:2643743 1899-05-03"})
}

// Towns named as subjects, each with a date of its own (in brackets, or in
// a «где» clause of living there over years), are where the person lived;
// what they «became for him» is said of them, no event of a school. The
// «где» clause ends at the comma before the sentence's own verb.
func TestKindNominativeTownsLivedIn(t *testing.T) {
	r := extractText(t, "В начале 1866 г. Пётр Лавров переселился в Германию. Мюнхен (1866), а затем Париж, где он прожил с 1867 по 1870 г., стали для него школой.")
	wantExactly(t, "events", eventList(r), []string{"relocation country:DE 1866-01/1866-04", "relocation geonames:2867714 1866", "relocation geonames:2988507 1867/1870"})
	r = extractText(t, "Летом 1871 г. Иван Сомов уехал в Швейцарию. Женева (1871), а затем Цюрих, где он прожил с 1872 по 1874 г., стали для него второй родиной.")
	wantExactly(t, "events", eventList(r), []string{"trip country:CH 1871-22", "relocation geonames:2660646 1871", "relocation geonames:2657896 1872/1874"})
}

// A «куда» clause with a date of its own that tells the person handed over
// to the police or a prison there dates the arrival, whoever the escort
// was, and makes it a relocation; the leg runs from the departure to it.
func TestKindDatedHandoverInWhereClause(t *testing.T) {
	r := extractText(t, "Весной 1886 г. нас под конвоем привезли в Тобольск. 20 апреля губернатор отправил нас дальше, в уездный Берёзов, куда 2 июня казаки и сдали нас в полицейское управление.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:1489530 1886-21", "relocation geonames:1510214 1886-06-02"})
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:1489530→geonames:1510214 1886-04-20/1886-06-02"})
	r = extractText(t, "10 мая 1875 г. Петра Орлова отправили этапом из Казани в Пермь, куда 30 мая конвой доставил его и сдал в тюремный замок.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:511196 1875-05-30"})
	wantAll(t, "movements", moveList(r), []string{"Петра Орлова: geonames:551487→geonames:511196 1875-05-10/1875-05-30"})
	// A plain arrival keeps the journey a trip, dated by the arrival.
	r = extractText(t, "В марте 1890 г. Орлов выехал из Омска в Томск, куда прибыл 3 мая.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1489425 1890-05-03"})
	wantAll(t, "movements", moveList(r), []string{"Орлов: geonames:1496153→geonames:1489425 1890-03-01/1890-05-03"})
}

// A dated sentence that tells the person received into the prison the
// journey just told went to («в эту тюрьму») dates the relocation there
// and the end of the leg.
func TestKindReceivedIntoPrisonNamedBefore(t *testing.T) {
	r := extractText(t, "В начале марта 1884 г. Орлова повезли из Киева в Харьков, в губернскую тюрьму. 14 марта 1884 г. его приняли в эту тюрьму.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:706483 1884-03-14"})
	wantAll(t, "movements", moveList(r), []string{"Орлова: geonames:703448→geonames:706483 1884-03-01/1884-03-14"})
	r = extractText(t, "15 октября 1878 г. Сидорова отправили из Москвы в Киев, в губернский острог. 2 ноября 1878 г. его заключили в этот острог.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:703448 1878-11-02"})
	// Taken into service is no handing over.
	r = extractText(t, "В 1869 г. Орлов выехал из Тулы в Курск, куда 4 мая его приняли на службу в губернское правление.")
	for _, e := range r.Events {
		if e.Type == "relocation" {
			t.Errorf("events %q: service taken for custody", eventList(r))
		}
	}
}

// A lower-case adjective of a land the dictionary knows no toponym for
// («лифляндский», «эстляндский») before a noun of location (берег,
// побережье) is a mention of that land; a sentence of sailing there is a
// trip there. Before other nouns («гражданская казнь») or when its base is
// only a short root of a name («морской» → Мория) it names no place.
func TestKindLandAdjectiveBeforeCoast(t *testing.T) {
	for _, tt := range []struct {
		text   string
		places []string
		events []string
	}{
		{"Летом 1870 г. шхуна крейсировала у лифляндского берега.",
			[]string{"лифляндского=overlay:livonia-governorate"}, []string{"trip overlay:livonia-governorate 1870-22"}},
		{"В мае 1871 г. мы плыли вдоль эстляндского побережья.",
			[]string{"эстляндского=overlay:estonia-governorate"}, []string{"trip overlay:estonia-governorate 1871-05"}},
		{"19 мая 1864 г. в Петербурге состоялась гражданская казнь.",
			[]string{"Петербурге=geonames:498817"}, nil},
		{"Летом 1880 г. он отдыхал в Ялте на морском берегу.",
			[]string{"Ялте=geonames:688533"}, nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "places", placeIDs(r), tt.places)
		if tt.events != nil {
			wantAll(t, "events", eventList(r), tt.events)
		}
	}
}

// A place seen from afar («увидели берег Бразилии», «открылся вид на
// Везувий») is a mention but not reached: no event happens there; the
// journey's event is where the text says the travellers arrive.
func TestKindPlaceSeenFromAfar(t *testing.T) {
	for _, tt := range []struct {
		text, place string
		events      []string
	}{
		{"Около 10 июня 1864 г. мы увидели берег Бразилии.", "Бразилии=country:BR", nil},
		{"Утром 3 мая 1891 г. открылся вид на Везувий.", "Везувий=overlay:mount-vesuvius", nil},
		{"В 1891 г. мы увидели берега Сицилии, а вечером приплыли в Неаполь.", "Сицилии=overlay:sicily", []string{"trip geonames:3172394 1891"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "places", placeIDs(r), []string{tt.place})
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// An organisation named after a land («рабочих Юрской федерации») is no
// event at that land; the town where its members live is.
func TestKindLandOrganisationNoPlace(t *testing.T) {
	r := extractText(t, "В 1878 г. Пётр Сомов поселился в Лозанне, среди рабочих Юрской федерации. В 1880-х годах его влияние на членов Юрской федерации было велико.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2659994 1878"})
	r = extractText(t, "Пётр Сомов жил в Тифлисе. В 1881 г. Сомов вступил в Кавказский союз.")
	// Joining it is the person's dated act that the text places nowhere.
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:611717 ../1881", "other - 1881"})
}

// Crossing a border named by its land's adjective is a journey on the
// road, placed nowhere: not an event in that land.
func TestKindBorderCrossingNoPlace(t *testing.T) {
	r := extractText(t, "В 1906 г. отряд вышел из Оша. 12 июня мы перешли китайскую границу. 20 июня мы вошли в Кашгар.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1527534 1906", "trip - 1906-06-12", "trip geonames:1280849 1906-06-20"})
	r = extractText(t, "Летом 1911 г. Пётр Сомов приехал в Тифлис. 3 августа он перешёл турецкую границу.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:611717 1911-22", "trip - 1911-08-03"})
}

// A person named as period texts name another person, «сам/сама» before
// the name included (given name and patronymic, initials and surname, a
// title and surname), is the actor of the clause: the journey is that
// person's and does not move the person the text follows; a clause that
// says with no verb where that person now is tells a stay there.
func TestKindOtherPersonNamedAsPeriodTextsDo(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
		moves  []string
	}{
		{"В 1860 г. Сомов жил в Казани. Летом 1861 г. Сам Пётр Ильич уехал в Берлин. Осенью 1861 г. Сомов уехал в Москву.",
			[]string{"trip geonames:2950159 1861-22"}, []string{"Сомов: geonames:551487→geonames:524901 1861-23"}},
		{"В 1860 г. Сомов жил в Казани. Летом 1861 г. А. И. Бутаков уехал в Берлин. Осенью 1861 г. Сомов уехал в Москву.",
			[]string{"trip geonames:2950159 1861-22"}, []string{"Сомов: geonames:551487→geonames:524901 1861-23"}},
		{"В 1860 г. Сомов жил в Казани. Летом 1861 г. профессор Ковалевский приехал в Берлин. Осенью 1861 г. Сомов уехал в Москву.",
			[]string{"trip geonames:2950159 1861-22"}, []string{"Сомов: geonames:551487→geonames:524901 1861-23"}},
		{"В 1860 г. Сомов жил в Казани. Летом 1861 г. Сам Пётр Ильич теперь в Берлине, работает в тамошней библиотеке.",
			[]string{"trip geonames:2950159 1861-22"}, nil},
		{"В 1880 г. Сомова жила в Самаре. Весной 1881 г. сама Анна Петровна Лосева теперь в Москве, переписывает старые рукописи.",
			[]string{"trip geonames:524901 1881-21"}, nil},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.events)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.moves)
	}
	r := extractText(t, "В 1860 г. Сомов жил в Казани. Летом 1861 г. Сам Пётр Ильич уехал в Берлин.")
	for _, e := range r.Events {
		if e.Places[0].Place.ID == "geonames:2950159" && !slices.Contains(e.Actors, "Пётр Ильич") {
			t.Errorf("the journey to Berlin has actors %q: want «Пётр Ильич»", e.Actors)
		}
	}
}

// A dated act of the followed person told with no place of its own (a
// marriage, an arrest, a party joined, a work written) happens where the
// stay that covers its date is, when the text has not moved the person
// since; a stay with no span, or a move in between, leaves it placeless.
func TestKindActInsideStay(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"С 1885 по 1890 год Лебедев жил в Казани. В 1887 году он женился на дочери купца.",
			[]string{"relocation geonames:551487 1885/1890", "other geonames:551487 1887"}},
		{"С весны 1901 года Орлов провёл в Саратове три года. В 1902 году он вступил в партию эсеров.",
			[]string{"other geonames:498677 1902"}},
		{"С 1885 года Лебедев жил в Казани, а в 1887 году женился на дочери купца.",
			[]string{"other geonames:551487 1887"}},
		{"В 1885 году Лебедев жил в Казани. В 1887 году он женился на дочери купца.",
			[]string{"other - 1887"}},
		{"С 1885 по 1890 год Лебедев жил в Казани. В 1886 году он уехал в Москву. В 1887 году он женился на дочери купца.",
			[]string{"other - 1887"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// Learning or plying a craft, or hiring oneself out, at the place one
// lives is work there (type other), an event of its own beside the stay;
// a verb of study with a craft is no school.
func TestKindCraftWorkAtStay(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"Весной 1880 года Петрова выслали в Пермь. Пособия ему не дали, и он выучился здесь переплётному ремеслу.",
			[]string{"relocation geonames:511196 1880-21", "other geonames:511196 1880-21"}},
		{"Летом 1885 года Сомов поселился в Туле. Там он обучался у мастера столярному ремеслу.",
			[]string{"relocation geonames:480562 1885-22", "other geonames:480562 1885-22"}},
		{"В сентябре 1885 года Сомов уже жил в Туле, где нанялся рабочим на оружейный завод.",
			[]string{"other geonames:480562 1885-09"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.events)
		if slices.ContainsFunc(eventList(r), func(e string) bool { return strings.HasPrefix(e, "school ") }) {
			t.Errorf("events of «%s»: a craft learnt is no school: %q", tt.text, eventList(r))
		}
	}
}

// A person named in another case than the nominative is the one a later
// «он» means; the narrator's home («у меня», «ко мне», «у нас») is where
// the narrator last was, also in an entry without a heading; an arrival
// told by a gerund in a stay from one day to another came on the first.
func TestKindVisitorNamedInObliqueCase(t *testing.T) {
	cases := []struct {
		text   string
		events []string
		moves  []string
	}{
		{"В мае 1872 года я жил в Казани. 3 июня. Вечером встретили на пристани Николая Ивановича Петрова. Неделю гостил он у меня, приехав из Самары.",
			[]string{"trip geonames:551487 1872-06-03"},
			[]string{"Николай Иванович Петров: geonames:499099→geonames:551487 1872-06-03"}},
		{"В 1880 г. я жил в Туле. 2 мая. Утром встретил на станции Павла Андреевича Лосева. Три дня, со 2 по 5 мая, жил он у нас, приехав из Калуги.",
			[]string{"trip geonames:480562 1880-05-02/1880-05-05"},
			[]string{"Павел Андреевич Лосев: geonames:553915→geonames:480562 1880-05-02"}},
		{"Летом 1880 г. я переехал в Тулу. В сентябре у нас гостила Анна Петровна Сомова.",
			[]string{"trip geonames:480562 1880-09"}, nil},
	}
	for _, c := range cases {
		r := extractText(t, c.text)
		wantAll(t, "events", eventList(r), c.events)
		wantExactly(t, "movements", moveList(r), c.moves)
	}
}

// In a text told in the first person «он» is never the narrator, even
// right after a sentence whose subject is «я».
func TestKindThirdPersonNotNarrator(t *testing.T) {
	r := extractText(t, "В 1880 г. я жил в Туле. Летом я познакомился с Сергеем Ивановичем Поповым. В августе он уехал в Курск.")
	wantExactly(t, "movements", moveList(r), nil)
	for _, e := range r.Events {
		if len(e.Places) > 0 && e.Places[0].Place.ID == "geonames:538560" && !slices.Equal(e.Actors, []string{"Сергей Иванович Попов"}) {
			t.Errorf("the journey to Kursk is %q's, want Сергей Иванович Попов's", e.Actors)
		}
	}
}

// A letter quoted in a biography, in «…» or after a colon, speaks in its
// writer's first person, not the text's: the biography's «он» still means
// its subject, not the last person named in another case.
func TestKindQuotedLetterNotFirstPerson(t *testing.T) {
	for _, text := range []string{
		"В 1870 г. Иван Сомов был выслан в Вологду. Оттуда он писал брату: «Я здоров и живу тихо». В 1872 г. Сомов навестил в Тотьме Петра Орлова, а в 1874 г. он вернулся в Вологду.",
		"В 1870 г. Иван Сомов был выслан в Вологду. Оттуда он писал брату: я здоров и живу тихо. В 1872 г. Сомов навестил в Тотьме Петра Орлова, а в 1874 г. он вернулся в Вологду.",
	} {
		r := extractText(t, text)
		wantExactly(t, "movements", moveList(r), []string{"Иван Сомов: geonames:481960→geonames:472459 1874"})
	}
}

// A place adjective of whom a message goes to, in the dative with no
// preposition («донёс казанскому губернатору», «телеграфировал
// Московскому градоначальнику»), is the seat of the one written to, not
// where anything happens: the writer's seat is («пермский исправник
// донёс»). Unless the writer is last told to be at that very place: a
// petition to the governor of the town the exile lives in is written there.
func TestKindAddresseeSeatIsNoEventPlace(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Весной 1881 г. Пётр Сомов жил в Кунгуре. 10 мая 1881 г. пермский исправник донёс казанскому губернатору о побеге ссыльного.",
			[]string{"relocation geonames:539147 1881-21", "other geonames:511196 1881-05-10"}},
		{"В 1883 г. Иван Петров был выслан в Томск. В августе 1884 г. Петров подал прошение томскому губернатору. Весной 1885 г. он телеграфировал Московскому градоначальнику о своём освобождении.",
			[]string{"relocation geonames:1489425 1883", "other geonames:1489425 1884-08"}},
		{"Летом 1890 г. Иван Петров жил в Самаре. В сентябре 1890 г. Петров написал письмо тобольскому губернатору.",
			[]string{"relocation geonames:499099 1890-22"}},
	} {
		wantExactly(t, "events of «"+tt.text+"»", eventList(extractText(t, tt.text)), tt.want)
	}
}

// One journey told by its departure and, in a later clause with a date of
// its own, its arrival («3 мая выехал из Женевы и 10 мая был уже в
// Париже») is one event, at the destination on the arrival's date, and
// one movement over both dates; a departure alone keeps its event at the
// place left, and so does one followed by places that receive the
// traveller as subjects, no arrival told.
func TestKindDepartureThenArrivalIsOneEvent(t *testing.T) {
	for _, tt := range []struct {
		text        string
		events, mov []string
	}{
		{"В 1885 г. Пётр Сомов жил в Женеве. 3 мая 1886 г. он выехал из Женевы и 10 мая был уже в Париже.",
			[]string{"relocation geonames:2660646 1885", "trip geonames:2988507 1886-05-10"},
			[]string{"Пётр Сомов: geonames:2660646→geonames:2988507 1886-05-03/1886-05-10"}},
		{"В 1890 г. Иван Петров жил в Казани. 2 июня 1891 г. Петров уехал из Казани, а в середине июня прибыл в Самару.",
			[]string{"relocation geonames:551487 1890", "trip geonames:499099 1891-06-11/1891-06-20"},
			[]string{"Иван Петров: geonames:551487→geonames:499099 1891-06-02/1891-06-20"}},
		{"В 1890 г. Иван Петров жил в Казани. 2 июня 1891 г. Петров уехал из Казани.",
			[]string{"relocation geonames:551487 1890", "trip geonames:551487 1891-06-02"}, nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.mov)
	}
}

// The type of a stay follows its verb: visiting someone, once or often,
// and hiding after an escape are trips (the visitor comes back, the
// fugitive moves on); a status noun that only describes the person
// («ссыльный поселенец») does not make their work a settling.
func TestKindVisitHideAndStatusNoun(t *testing.T) {
	for _, c := range []struct{ text, event string }{
		{"Зимой 1886 г. Сомов навестил брата в Орле.", "trip geonames:515012 1886-24"},
		{"Летом 1887 г. она не раз посещала сестру в Калуге.", "trip geonames:553915 1887-22"},
		{"В мае 1890 г. Иван Сомов скрылся в Одессе.", "trip geonames:698740 1890-05"},
		{"Весной 1885 года Иван Сомов, ссыльный поселенец, служил в Томске в пароходной конторе.", "other geonames:1489425 1885-21"},
		{"В 1880 г. Сомов был сослан на поселение в Якутск.", "relocation geonames:2013159 1880"},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "events", eventList(r), []string{c.event})
	}
}

// A town the same sentence leaves again by a verb of its own, under the
// same date, is a stop on the way (trip); a stay told there, a later date
// or a list of goals of one verb keeps each a change of residence.
func TestKindMoveLeftAgainIsAStop(t *testing.T) {
	for _, c := range []struct {
		text   string
		events []string
	}{
		{"В 1894 г. Сомов жил в Москве. В 1895 г. он перебрался в Киев, а затем уехал за границу, в Вену.",
			[]string{"relocation geonames:524901 1894", "trip geonames:703448 1895", "relocation geonames:2761369 1895"}},
		{"В 1880 г. Сомов жил в Москве. Летом 1881 г. он переехал в Харьков, а оттуда уехал в Париж.",
			[]string{"relocation geonames:524901 1880", "trip geonames:706483 1881-22", "trip geonames:2988507 1881-22"}},
		{"В 1880 г. Сомов жил в Москве. В 1881 г. он переехал в Харьков, где прожил три года, а в 1884 г. уехал в Париж.",
			[]string{"relocation geonames:524901 1880", "relocation geonames:706483 1881", "trip geonames:2988507 1884"}},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "events", eventList(r), c.events)
	}
}

// A town whose name is also a given name (Феодосия, Феодосии of the
// name Феодосий) is the town after a preposition of place, before a
// province, and as a lone subject whose only nominative is the town's; a
// patronymic after it, or a preposition governing another case, keeps the
// person.
func TestKindGivenNameTown(t *testing.T) {
	r := extractText(t, "Летом 1868 г. художник Петров вернулся в Феодосию Таврической губ. и прожил там год.")
	wantAll(t, "places", placeIDs(r), []string{"Феодосию=geonames:709161"})
	r = extractText(t, "В 1871 г. Петров уехал из Севастополя. Феодосия встретила его дождём.")
	wantExactly(t, "places", placeIDs(r), []string{"Севастополя=geonames:694423", "Феодосия=geonames:709161"})
	r = extractText(t, "Осенью 1880 г. он жил в Александрии, а в 1882 г. переехал в Феодосию.")
	wantExactly(t, "places", placeIDs(r), []string{"Александрии=geonames:361058", "Феодосию=geonames:709161"})
	r = extractText(t, "В 1890 г. брат навестил Феодосия Петровича в Севастополе.")
	wantExactly(t, "places", placeIDs(r), []string{"Севастополе=geonames:694423"})
}

// An adjective cut short with a full stop before its noun (dictionary
// style) stands for the one prominent place whose name it begins; before
// a province's noun, for the one province so named; «у.» is the uyezd.
func TestKindShortenedPlaceAdjective(t *testing.T) {
	r := extractText(t, "В 1871 г. Петров окончил курс киев. ун-та и стал учителем одес. гимназии.")
	wantAll(t, "places", placeIDs(r), []string{"киев.=geonames:703448", "одес.=geonames:698740"})
	r = extractText(t, "Его отец служил директором тобол. гимназии.")
	wantAll(t, "places", placeIDs(r), []string{"тобол.=geonames:1489530"})
	r = extractText(t, "Летом 1880 г. он купил дом в Дмитровском у. Моск. губ.")
	wantAll(t, "places", placeIDs(r), []string{"Дмитровском у.=geonames:565955#district", "Моск. губ.=overlay:moscow-governorate"})
}

// A point of the compass after «на» is a direction, not a place of the
// name; a country after «весь» in the nominative is the nation as a
// subject, not a place.
func TestKindDirectionAndWholeNation(t *testing.T) {
	r := extractText(t, "В 1904 г. полк выступил из Москвы на Восток.")
	wantExactly(t, "places", placeIDs(r), []string{"Москвы=geonames:524901"})
	r = extractText(t, "Весной 1919 г. армия двинулась из Омска на Запад.")
	wantExactly(t, "places", placeIDs(r), []string{"Омска=geonames:1496153"})
	r = extractText(t, "Летом 1899 г. вся Франция следила за процессом в Ренне.")
	wantExactly(t, "places", placeIDs(r), []string{"Ренне=geonames:2983990"})
	r = extractText(t, "В 1912 г. Вся Германия ждала цеппелин, летевший из Фридрихсхафена в Берлин.")
	for _, p := range r.Places {
		if p.Place.Kind == gazetteer.KindCountry {
			t.Errorf("the nation «%s» taken for %s", p.Text, p.Place.ID)
		}
	}
	r = extractText(t, "В 1905 г. он ездил по всей Франции.")
	wantAll(t, "places", placeIDs(r), []string{"Франции=country:FR"})
}

// A town news is wired from («Из Женевы сообщали», «По сведениям из
// Берлина», «Как телеграфируют из Рима») is the report's source: no event
// happens there and no journey starts there; the events of the report
// take the places it names.
func TestKindWireSource(t *testing.T) {
	for _, text := range []string{
		"В мае 1906 г. из Женевы сообщали, что Пётр Сомов уехал в Лондон.",
		"По сведениям из Женевы, в мае 1906 г. Пётр Сомов уехал в Лондон.",
		"Как телеграфируют из Женевы, в мае 1906 г. Пётр Сомов уехал в Лондон.",
	} {
		r := extractText(t, text)
		wantExactly(t, "events", eventList(r), []string{"trip geonames:2643743 1906-05"})
		if len(r.Movements) != 0 {
			t.Errorf("%s: movements %q: the source of a report is no stop", text, moveList(r))
		}
	}
	// A named sender's report is written where he is.
	r := extractText(t, "Пётр Сомов жил в Лодзи. 22 февраля 1900 г. из Лодзи полковник Иванов доносил в Варшаву об аресте Сомова.")
	wantAll(t, "events", eventList(r), []string{"other geonames:3093133 1900-02-22"})
	r = extractText(t, "Пётр Сомов жил в Лодзи. Агент доносил из Варшавы 3 марта 1901 г.: «Сомов уехал в Краков».")
	wantAll(t, "events", eventList(r), []string{"other geonames:756135 1901-03-03"})
}

// A namesake matched loosely (a case form of another name) continents away
// from every place the text names surely loses to the exact name near
// them.
func TestKindFarLooseNamesakeLoses(t *testing.T) {
	for _, c := range []struct {
		text, mention, want string
	}{
		// Броды: the plural of «брод» would be Erode (India).
		{"Летом 1916 г. полк стоял у Дубно, потом у Луцка. Броды были взяты в июле.", "Броды", "geonames:711416"},
		// Терней: a case form of «Терни» would be Terni (Italy).
		{"3 июня 1908 г. Владивосток. Вышли на шхуне вдоль берега к Ольге.\n\n12 июня. Терней. Здесь простояли три дня.", "Терней", "geonames:2015352"},
	} {
		r := extractText(t, c.text)
		found := false
		for _, p := range r.Places {
			if strings.Contains(p.Text, c.mention) {
				found = true
				if p.Place.ID != c.want {
					t.Errorf("%q: %s, want %s", c.mention, p.Place.ID, c.want)
				}
			}
		}
		if !found {
			t.Errorf("%q not found in %v", c.mention, placeIDs(r))
		}
	}
}

// A bare day later than its entry's own day, in the entry's month, is the
// month before: the diarist writes back; an earlier day stays in the
// month.
func TestKindBareDayAfterEntryDayIsMonthBefore(t *testing.T) {
	for _, c := range []struct {
		text  string
		dates []string
	}{
		{"Тула, 2 марта 1898 г. Мы снова дома. 27-го выехали из Орла.",
			[]string{"2 марта 1898 г.=1898-03-02", "27-го=1898-02-27"}},
		{"5 января 1902 г. Рига. 30-го был в Митаве, а сегодня вернулся.",
			[]string{"5 января 1902 г.=1902-01-05", "30-го=1901-12-30", "сегодня=1902-01-05"}},
		{"20 мая 1905 г. Казань. 12-го приехал сюда из Нижнего.",
			[]string{"20 мая 1905 г.=1905-05-20", "12-го=1905-05-12"}},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "dates", dateList(r), c.dates)
	}
}

// Under a diary's dated heading a verb in the past plural with no subject
// («Вчера прибыли сюда из Орла», «Пришли сюда третьего дня») tells of the
// writer and their party, before the text has said «я» or «мы»; a plural
// verb with its own subject («Немцы отошли») does not.
func TestKindDiaryPluralVerbIsWriter(t *testing.T) {
	r := extractText(t, "Тула, 3 мая 1916 г. Вчера прибыли сюда из Орла.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:515012→geonames:480562 1916-05-02"})
	r = extractText(t, "Тула, 3 мая 1916 г. Вчера прибыли сюда из Орла.\n\nКалуга, 9 мая. Сегодня пришли сюда.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:480562→geonames:553915 1916-05-03/1916-05-09"})
	r = extractText(t, "Тула, 3 мая 1916 г. Вчера казаки прибыли сюда из Орла.")
	for _, m := range r.Movements {
		if m.Actor == "Рассказчик" {
			t.Errorf("movement %s: the Cossacks' journey given to the writer", m.ID)
		}
	}
}

// A journey told in a diary entry without a day of its own, ending at the
// heading's place, ran between the last day the text gave before it and
// the heading's day («Калуга, 9 мая. Ехали из Тулы через Алексин»: from 3
// May, the Tula entry, to 9 May); a day told inside the entry before it
// («Ранен 6-го…; отходили сюда») is where it starts. Only the first leg
// spans: a stop passed with no date keeps the date of its sentence, the
// heading's day. A leg with its own day keeps it.
func TestKindEntryJourneySpansEntries(t *testing.T) {
	r := extractText(t, "Тула, 3 мая 1916 г. Мы стоим в казармах.\n\nКалуга, 9 мая. Мы ехали из Тулы через Алексин.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:480562→geonames:582750 1916-05-03/1916-05-09",
		"Рассказчик: geonames:582750→geonames:553915 1916-05-09",
	})
	r = extractText(t, "Тула, 3 мая 1916 г. Мы стоим в казармах.\n\nКалуга, 20 мая. Я ранен 6-го под Тулой. Потом мы ехали сюда через Алексин.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:582750→geonames:553915 1916-05-20"})
	// An arrival with a day of its own ends the leg that the Tula entry
	// of 3 May starts.
	r = extractText(t, "Тула, 3 мая 1916 г. Мы стоим в казармах.\n\nКалуга, 9 мая. Вчера мы приехали сюда из Тулы.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:480562→geonames:553915 1916-05-03/1916-05-08"})
}

// A place adjective before a noun that names a kind (a prize, a branch of
// the economy, a style, a breed) locates nothing; before a noun of a
// place or an institution it still does.
func TestKindAdjectiveOfAKind(t *testing.T) {
	r := extractText(t, "В 1870 г. его труд получил Ломоносовскую премию, и он уехал в Казань.")
	wantExactly(t, "places", placeIDs(r), []string{"Казань=geonames:551487"})
	r = extractText(t, "В 1895 г. он изучал уральскую горнозаводскую промышленность и писал в венецианской манере.")
	wantExactly(t, "places", placeIDs(r), nil)
	r = extractText(t, "В 1880 г. он преподавал в казанской гимназии.")
	wantAll(t, "places", placeIDs(r), []string{"казанской=geonames:551487"})
}

// Reference works write the nouns of islands, straits, capes and bays
// short before a name («о. Цейлон», «на о-ве Яве», «прол. Маточкин Шар», «у
// м. Желания») and the adjectives inside names short («Н. Гвинеи», «Мал.
// Азию», «Вост. Сибирь», «о-в Св. Елены»): the sentence goes on after
// them, and the name is the whole name, its short adjective with it, and
// the short noun belongs to the span as the noun in full does. A sea
// or strait a ship passes through in the instrumental is the line of the
// route, no place («шли Индийским океаном и Зондским проливом»).
func TestKindGeographicAbbreviations(t *testing.T) {
	r := extractText(t, "В марте 1879 г. шхуна достигла Н. Гвинеи и пробыла там месяц. Летом он переехал в Мал. Азию, а затем в Вост. Сибирь.")
	wantAll(t, "places", placeIDs(r), []string{"Н. Гвинеи=overlay:new-guinea", "Мал. Азию=overlay:anatolia", "Вост. Сибирь=overlay:east-siberia"})
	r = extractText(t, "Осенью 1882 г. он прибыл на о-в Св. Елены, а весной на о. Цейлон.")
	wantAll(t, "places", placeIDs(r), []string{"о-в Св. Елены=overlay:saint-helena", "о. Цейлон=overlay:ceylon"})
	r = extractText(t, "В 1880 г. судно шло Индийским океаном и Зондским проливом и зашло в Батавию.")
	for _, p := range r.Places {
		if p.Place.Sea() {
			t.Errorf("the route line «%s» taken for the place %s", p.Text, p.Place.ID)
		}
	}
}

// A town whose name is also a person's is the town where a place stands
// (after «в», «из», «через», as an entry heading's name, by «взят»,
// «оставлен», «сдан») when the gazetteer has a settlement so named; beside
// a title, a given name or a patronymic it stays the person, and the
// person's mentions do not hide the town's.
func TestKindTownNamedLikeAPerson(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Князь Львов приехал к нам вечером. Утром 3 мая 1915 г. полк вошёл во Львов. Через неделю из Львова двинулись дальше.",
			[]string{"Львов=geonames:702550", "Львова=geonames:702550"}},
		{"Александр Сергеевич Пушкин писал стихи. Летом 1911 г. мы жили в Пушкине, а Пушкин оставался нашим любимым поэтом.",
			[]string{"Пушкине=geonames:504003"}},
		{"12 июля 1936 г. Киров.\n\nДень прошёл спокойно, мы осматривали завод.",
			[]string{"Киров=geonames:548408"}},
		{"Ольга Петровна уехала в Москву в мае 1906 г.\n\n5 августа 1906 г. Ольга.\n\nДень прошёл спокойно.",
			[]string{"Москву=geonames:524901", "Ольга=geonames:2018553"}},
		{"Вчера, 3 июня 1915 г., сдан Калинин. Генерал Калинин уехал в Москву.",
			[]string{"Калинин=geonames:480060", "Москву=geonames:524901"}},
		{"Вчера, 3 июня 1915 г., оставлен Львов. Через Львов шли обозы.",
			[]string{"Львов=geonames:702550", "Львов=geonames:702550"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "places of «"+tt.text+"»", placeIDs(r), tt.want)
	}
}

// legList lists the movements of r as «from-id→to-id edtf», whoever the
// actor is named.
func legList(r *Result) []string {
	var out []string
	for _, m := range r.Movements {
		out = append(out, fmt.Sprintf("%s→%s %s", m.From.Place.ID, m.To.Place.ID, m.When))
	}
	return out
}

// A chronicle whose datelines follow a traveller gives a leg to each place
// a report puts the traveller at, with no verb of motion of its own
// («стоит здесь на якоре», «бросили якорь на рейде Валетты»), from the
// traveller's last place; the leg runs from the day the traveller was last
// told of to the report's day. A dateline over news wired from elsewhere
// is no stop.
func TestKindChronicleLegsBetweenDatelines(t *testing.T) {
	r := extractText(t, "ОДЕССА, 3 (16) мая 1903 г. Сегодня отряд крейсеров контр-адмирала Петрова снялся с якоря и вышел из Одессы в море.\n\n"+
		"ПИРЕЙ, 8 (21) мая. Отряд стоит здесь на якоре и грузит уголь.\n\n"+
		"ЛОНДОН, 10 (23) мая. Из Афин телеграфируют, что греческое правительство выразило протест.\n\n"+
		"ВАЛЕТТА, 12 (25) мая. Сегодня крейсера бросили якорь на рейде Валетты.")
	wantExactly(t, "legs", legList(r), []string{
		"geonames:698740→geonames:255274 1903-05-16/1903-05-21",
		"geonames:255274→geonames:2562305 1903-05-21/1903-05-25",
	})
}

// The dateline of a report that relays news from elsewhere («Из Афин
// телеграфируют, что…») or says nothing of the traveller («Официально
// объявлено…») is where the correspondent is: the traveller neither goes
// there nor sets off from there; an arrival that names its goal («пришёл
// в Пирей») ends at that goal, not at the dateline.
func TestKindReportDatelineIsNoStop(t *testing.T) {
	r := extractText(t, "ОДЕССА, 3 (16) мая 1903 г. Сегодня отряд контр-адмирала Петрова вышел из Одессы в море.\n\n"+
		"ЛОНДОН, 10 (23) мая. Из Афин телеграфируют, что отряд Петрова вчера пришёл в Пирей и стал на якорь.")
	wantExactly(t, "legs", legList(r), []string{"geonames:698740→geonames:255274 1903-05-16/1903-05-22"})
	r = extractText(t, "КОЛОМБО, 10 (23) мая 1903 г. Вчера отряд адмирала Петрова пришёл сюда и стал на якорь.\n\n"+
		"БЕРЛИН, 20 мая (2 июня). Официально объявлено, что переговоры прерваны.\n\n"+
		"АДЕН, 25 мая (7 июня). Отряд Петрова, доставленный сюда вчера, грузит уголь.")
	// The Colombo report of 23 May put the detachment there; it reached
	// Aden on 6 June: the leg runs between them.
	wantExactly(t, "legs", legList(r), []string{"geonames:1248991→geonames:415189 1903-05-23/1903-06-06"})
	// A ship's arrival at a harbour the report names ends there, and comes
	// from the last dateline the traveller was told to be at.
	r = extractText(t, "ПОРТ-САИД, 2 (15) апреля 1905 г. Сегодня отряд адмирала Петрова прошёл мимо Порт-Саида, не заходя в порт.\n\n"+
		"КАИР, 5 (18) апреля. Вчера русский отряд вошёл в гавань Пирея и стал там на якорь.")
	wantExactly(t, "legs", legList(r), []string{"geonames:358619→geonames:255274 1905-04-15/1905-04-17"})
}

// A part of a year or month written short («нач.», «сер.», «кон.») is the
// part in full; after a part a year of four digits needs no «года».
func TestKindShortenedDatePart(t *testing.T) {
	r := extractText(t, "В нач. 1876 Петров вернулся в Казань.")
	wantAll(t, "dates", dateList(r), []string{"В нач. 1876=1876-01/1876-04"})
	r = extractText(t, "В сер. июня 1881 г. Петров уехал в Казань.")
	wantAll(t, "dates", dateList(r), []string{"В сер. июня 1881 г.=1881-06-11/1881-06-20"})
	r = extractText(t, "В конце 1884 Петров жил в Казани.")
	wantAll(t, "dates", dateList(r), []string{"В конце 1884=1884-09/1884-12"})
}

// «под этим числом» is the day just told; a quoted entry's «Сегодня» is the
// day of the entry's own heading, not of the narrative date before it.
func TestKindEntryDateAgainstItsHeading(t *testing.T) {
	r := extractText(t, "5 (17) мая 1878 г. отряд выступил из Кульджи. В журнале капитана под этим числом сказано: «5 мая. Сегодня выступили на рассвете».")
	wantAll(t, "dates", dateList(r), []string{"под этим числом=1878-05-17", "Сегодня=1878-05-05"})
	r = extractText(t, "3 (15) июня 1881 г. партия дошла до Нерчинска. В письме того же числа он пишет: «3 июня. Сегодня пришли в Нерчинск».")
	wantAll(t, "dates", dateList(r), []string{"того же числа=1881-06-15", "Сегодня=1881-06-03"})
}

// A ship's entering a roadstead or harbour, anchoring and being led there
// are legs of the voyage of those aboard; the town named in the genitive
// after the harbour noun is where they go or are.
func TestKindShipEntersRoadstead(t *testing.T) {
	r := extractText(t, "Весной 1870 г. мы снялись с якоря в Одессе и 12 апреля вошли в гавань Пирея.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:255274 1870-04-12"})
	// The leg runs from the dated departure to the arrival (GOLD-CONVENTIONS).
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:698740→geonames:255274 1870-03-01/1870-04-12"})
	r = extractText(t, "Весной 1870 г. мы жили в Одессе. 12 апреля мы бросили якорь на рейде Пирея.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:698740→geonames:255274 1870-04-12"})
	r = extractText(t, "В марте 1861 г. адмирал повёл эскадру в Гибралтар, где мы простояли три дня.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:2411585 1861-03"})
}

// A place only passed or seen on the way («мимо Мадагаскара», «в виду
// острова») is a reference: no event there, no stop.
func TestKindPlacePassedOnTheWay(t *testing.T) {
	r := extractText(t, "В мае 1869 г. мы вышли из Кейптауна и мимо Мадагаскара пришли в Бомбей.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1275339 1869-05"})
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:3369157→geonames:1275339 1869-05"})
	r = extractText(t, "Весной 1880 г. мы шли мимо берегов Кореи и 18 мая пришли в Хакодате.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:2130188 1880-05-18"})
	r = extractText(t, "Летом 1875 г. мы прошли в виду Борнхольма.")
	wantExactly(t, "events", eventList(r), nil)
}

// A drift carries the ship and those aboard.
func TestKindDriftMovesShip(t *testing.T) {
	r := extractText(t, "Весной 1872 г. мы зимовали в Вардё. В мае шхуну вынесло к Новой Земле.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:2610726→overlay:novaya-zemlya 1872-05"})
	r = extractText(t, "Весной 1872 г. мы зимовали в Вардё. В мае шхуна дрейфовала к Новой Земле.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:2610726→overlay:novaya-zemlya 1872-05"})
}

// Destinations in an order's own words («предписываю идти…») are planned:
// no event and no movement there.
func TestKindOrderedDestinationIsPlan(t *testing.T) {
	r := extractText(t, "В марте 1899 г. начальник экспедиции отдал приказ: «Лейтенанту Петрову предписываю идти на Новую Землю, а оттуда в Архангельск».")
	wantExactly(t, "events", eventList(r), nil)
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В мае 1870 г. губернатор написал: «Приказываю отряду выступить в Верный».")
	wantExactly(t, "movements", moveList(r), nil)
}

// A stay told by an adverbial participle on the way («Простояв неделю в
// Лиссабоне, мы пришли в Кадис») is a stop: a trip event there, on the
// date carried into the sentence (TestKindGerundBeforeDatedVerb).
func TestKindStayGerundIsStop(t *testing.T) {
	r := extractText(t, "В апреле 1858 г. мы вышли из Кронштадта. Простояв неделю в Лиссабоне, мы 3 мая 1858 г. пришли в Кадис.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:2267057 1858-04", "trip geonames:2520600 1858-05-03"})
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:540771→geonames:2267057 1858-04", "Рассказчик: geonames:2267057→geonames:2520600 1858-04-01/1858-05-03"})
	r = extractText(t, "В 1860 г. я жил в Гамбурге. Пробыв три дня в Лондоне, я 5 мая 1860 г. приехал в Ливерпуль.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:2643743 1860"})
}

// What a perfective gerund before the clause's verb tells («Простояв два
// дня в Варне, мы 20 мая пришли…», «Пробыв неделю в Казани, 20 мая он
// приехал…», «Перезимовав в Иркутске, весной 1855 г. …») was done before
// the clause's date: its place keeps the date carried into the sentence,
// and the leg out of it runs from that date to the arrival. A date before
// the gerund («В 1855 г., перезимовав…») dates it as usual.
func TestKindGerundBeforeDatedVerb(t *testing.T) {
	r := extractText(t, "10 мая 1871 г. мы вышли из Одессы. Простояв два дня в Варне, мы 20 мая 1871 г. пришли в Константинополь.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:698740 1871-05-10", "trip geonames:726050 1871-05-10", "trip geonames:745044 1871-05-20"})
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:698740→geonames:726050 1871-05-10", "Рассказчик: geonames:726050→geonames:745044 1871-05-10/1871-05-20"})
	r = extractText(t, "3 мая 1880 г. Иван Сомов выехал из Москвы. Пробыв неделю в Казани, 20 мая он приехал в Пермь.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:524901 1880-05-03", "trip geonames:551487 1880-05-03", "trip geonames:511196 1880-05-20"})
	r = extractText(t, "Осенью 1854 г. экспедиция пришла в Якутск. Перезимовав в Иркутске, весной 1855 г. экспедиция двинулась в Охотск.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:2023469 1854-23", "trip geonames:2122605 1855-21"})
	r = extractText(t, "Осенью 1854 г. экспедиция пришла в Якутск. В 1855 г., перезимовав в Иркутске, экспедиция двинулась в Охотск.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:2023469 1855", "trip geonames:2122605 1855"})
}

// A geographic noun before a name chooses the class of the place and
// belongs to its span: after «острова», «мыса», «пролива» a town of the
// name (or a country spelt near it) is another place, and no place is
// better than a wrong one; a bay gives its name to the port on it, so
// after «бухта» the settlement of that name stands for the bay.
func TestKindFeatureNounChoosesClass(t *testing.T) {
	r := extractText(t, "Летом 1854 г. фрегат крейсировал у острова Тринидад, а в 1882 г. шхуна зимовала у острова Эльба.")
	for _, p := range r.Places {
		t.Errorf("a town or a river for an island: %s=%s %s", p.Text, p.Place.ID, p.Place.Name)
	}
	r = extractText(t, "В 1896 г. пароход подошёл к острову Бали.")
	wantExactly(t, "places", placeIDs(r), []string{"острову Бали=overlay:bali"})
	r = extractText(t, "В 1860 г. корвет вошёл в бухту Находка, а в 1862 г. стал на якорь у острова Рюген.")
	wantExactly(t, "places", placeIDs(r), []string{"бухту Находка=geonames:2019528", "острова Рюген=overlay:rugen"})
	r = extractText(t, "12 июля. Бухта Находка. Пришли сюда вчера.")
	wantAll(t, "places", placeIDs(r), []string{"Бухта Находка=geonames:2019528"})
}

// Reference works write the adjectives of a name short, also inside a
// hyphenated compound («Сев.-Амер. Соед. Штаты» for «Северо-Американские
// Соединённые Штаты», «Юж.-Амер.»): the compound is read as the full
// adjectives, never as a person's initials.
func TestKindShortenedCompoundAdjective(t *testing.T) {
	r := extractText(t, "В 1876 г. он уехал в Сев.-Амер. Соед. Штаты, а в 1880 г. вернулся в Россию.")
	wantAll(t, "places", placeIDs(r), []string{"Сев.-Амер. Соед. Штаты=country:US"})
	r = extractText(t, "В 1907 г. он читал лекции в Соед. Штатах.")
	wantAll(t, "places", placeIDs(r), []string{"Соед. Штатах=country:US"})
}

// A journey to a land whose next clause, after a comma or a colon, places
// the traveller in a town of that land ends at the town (the convention
// for «в Англию, в Лондон»), wherever the land is written in full or short.
func TestKindLandNarrowedByNextClause(t *testing.T) {
	r := extractText(t, "Летом 1878 г. Пётр Сомов ездил из Москвы в Германию, осмотрел заводы в Эссене и вернулся.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:524901→geonames:2928810 1878-22"})
	// The towns of a list, reached one after the other: the journey goes
	// on from the last.
	r = extractText(t, "В 1894 г. Пётр Сомов жил в Москве. В 1895 г. он ездил в Соед. Штаты: побывал в Бостоне, Филадельфии и Чикаго. В 1896 г. он вернулся в Москву.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:524901→geonames:4930956 1895", "Пётр Сомов: geonames:4887398→geonames:524901 1896"})
}

// A move an order makes on a condition («по задержании препроводить», «если
// явится, выслать») has not happened, whatever date the order bears.
func TestKindConditionalOrderInDatedDocument(t *testing.T) {
	r := extractText(t, "Иван Сомов был сослан в Тобольск. Циркуляр Департамента полиции, 12.03.1905: «Бежавшего из Тобольска Сомова разыскать и по задержании препроводить в Омск».")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "Иван Сомов жил в Казани. 3 мая 1903 г. губернатор предписал: если Сомов явится, выслать его в Пермь.")
	wantExactly(t, "movements", moveList(r), nil)
}

// News filed under a dateline of an arrival somewhere else («ПАРИЖ. …
// эскадра вошла в гавань Дакара») ends at the place it names, and the
// traveller comes from where it was before, not from the dateline.
func TestKindArrivalFarFromDateline(t *testing.T) {
	r := extractText(t, "В апреле 1905 г. эскадра адмирала Небогатова стояла в Виго.\n\nПАРИЖ, 5 (18) мая 1905 г. Вчера эскадра адмирала Небогатова вошла в гавань Дакара и стала на якорь.")
	wantExactly(t, "movements", moveList(r), []string{"Эскадра: geonames:3105976→geonames:2253354 1905-05-17"})
	r = extractText(t, "В апреле 1905 г. эскадра адмирала Небогатова стояла в Виго.\n\nЛОНДОН, 3 (16) мая 1905 г. Из Лиссабона сообщают, что эскадра адмирала Небогатова третьего дня пришла в Танжер.")
	wantExactly(t, "movements", moveList(r), []string{"Эскадра: geonames:3105976→geonames:2530335 1905-05-14"})
}

// A verb of motion that, beside its words, means something else
// (undergoing an operation or an illness, marrying, a book coming out
// under its title in «…») makes no movement; the same verb beside a place
// or the sea still does.
func TestKindMotionVerbOtherReading(t *testing.T) {
	for _, text := range []string{
		"В 1897 г. Анна Сомова жила в Ялте. В 1899 г. она перенесла операцию в Берлине.",
		"В 1880 г. Пётр Сомов жил в Одессе. В 1882 г. он перенёс тиф в Киеве.",
		"В 1880 г. Пётр Сомов жил в Одессе. «Записки» вышли в Москве в 1882 г.",
		"В 1880 г. Анна Сомова жила в Одессе. В 1882 г. она вышла замуж в Киеве.",
	} {
		r := extractText(t, text)
		wantExactly(t, "movements", moveList(r), nil)
	}
	r := extractText(t, "В 1880 г. Пётр Сомов жил в Одессе. В 1882 г. он вышел в море и пришёл в Варну.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:698740→geonames:726050 1882"})
}

// Towns named as one list after a verb of living («жил в Риме, Неаполе и
// Венеции») are homes in turn: a change of residence at each; one town
// alone at a date is where the person was (other).
func TestKindListedResidences(t *testing.T) {
	r := extractText(t, "В 1868 г. Пётр Сомов жил в Тифлисе и Кутаисе. В 1875 году он жил в Берлине, Дрездене и Мюнхене, где изучал живопись.")
	wantExactly(t, "events", eventList(r), []string{
		"relocation geonames:611717 1868", "relocation geonames:613607 1868",
		"relocation geonames:2950159 1875", "relocation geonames:2935022 1875", "relocation geonames:2867714 1875",
	})
	r = extractText(t, "В 1903 году Мартов жил в Женеве.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2660646 1903"})
}

// A verb of setting out with its goal put before it («к нашему костру
// вышел старик», «на площадь вышли жители») is a move, not a book that
// came out; «в Петербурге вышла книга» is.
func TestKindGoalBeforeVerbOfMotion(t *testing.T) {
	r := extractText(t, "12 июня 1881 г. Верный.\nУтром на площадь вышли все жители слободы, а к нашему костру вышел старый киргиз.\n\nВ 1882 г. в Петербурге вышла его книга.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1526384 1881-06-12", "publication geonames:498817 1882"})
}

// A school named in a noun phrase that says who a person is («товарищ по
// училищу», «сын директора гимназии») is no studying; entering a school is.
func TestKindSchoolDescribingPerson(t *testing.T) {
	r := extractText(t, "В 1890 г. Пётр Сомов служил в Казани. Весной 1891 г. в Самаре он сдружился с сыном директора гимназии. Летом 1892 г. в Уфе убит его товарищ по училищу. В 1893 г. он поступил в Казанский университет.")
	wantExactly(t, "events", eventList(r), []string{
		"other geonames:551487 1890", "meeting geonames:499099 1891-21", "other geonames:479561 1892-22", "school geonames:551487 1893",
	})
}

// An island group named with its noun in the genitive plural («у островов
// Рюкю», «близ островов Общества») is the group the gazetteer names
// in the nominative plural («острова Рюкю»), not a cape or a town.
func TestKindIslandGroupGenitivePlural(t *testing.T) {
	r := extractText(t, "В 1889 г. шхуна зимовала у островов Рюкю, а в 1891 г. стояла близ островов Общества.")
	wantExactly(t, "places", placeIDs(r), []string{"островов Рюкю=overlay:ryukyu-islands", "островов Общества=overlay:society-islands"})
}

// A report, telegram or circular that a colon then quotes is written
// where its sender is (the town of the sender's title adjective), on its
// own date: an event of type other there, besides what the quotation
// tells; one that names no place of its own is an event without a place.
func TestKindReportHeaderIsWrittenThere(t *testing.T) {
	r := extractText(t, "Рапорт начальника Нерчинской тюрьмы, 5.06.1890: «Доношу, что 2.06.1890 из тюрьмы бежал арестант Пётр Сомов».")
	wantAll(t, "events", eventList(r), []string{"other geonames:2019326 1890-06-05"})
	r = extractText(t, "Пётр Сомов жил в Киеве. Донесение тифлисского полицмейстера, 9.11.1903: «Сомов в конце октября выехал в Баку».")
	wantAll(t, "events", eventList(r), []string{"other geonames:611717 1903-11-09", "trip geonames:587084 1903-10-21/1903-10-31"})
	r = extractText(t, "Циркуляр Министерства внутренних дел, 12.09.1889: «Разыскать бежавшего Петра Сомова».")
	wantExactly(t, "events", eventList(r), []string{"other - 1889-09-12"})
}

// In a quoted report or telegram «сюда», «здесь», «отсюда» are the
// sender's place, not the last place the narrative named.
func TestKindQuotedHereIsSendersPlace(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Москве. Телеграмма харьковского полицмейстера, 4.05.1899: «Пётр Сомов прибыл сюда из Киева; вчера выехал в Полтаву».")
	// The arrival's clause has no date of its own: it takes the
	// telegram's; «вчера» dates the departure after the semicolon.
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:703448→geonames:706483 1899-05-04", "Пётр Сомов: geonames:706483→geonames:696643 1899-05-03"})
	r = extractText(t, "Пётр Сомов жил в Киеве. Донесение тифлисского полицмейстера, 9.11.1903: «Сомов в конце октября скрывался здесь и выехал в Баку».")
	wantAll(t, "events", eventList(r), []string{"trip geonames:611717 1903-10-21/1903-10-31"})
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:611717→geonames:587084 1903-10-21/1903-10-31"})
}

// A modal of obligation with an infinitive («должны были встретиться в
// Киеве», «соединиться оба отряда должны у Одессы», «ему предстояло ехать в
// Томск») tells what was due, not what happened: its places are no event's
// and no leg's, and a later move still starts at the last place reached.
// A clause after «, но» with a verb of its own is told as done.
func TestKindObligationIsNoEvent(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Москве. В мае 1903 г. Сомов и Иванов должны были встретиться в Киеве. В июне Сомов уехал в Тулу.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:524901 ../1903-05", "trip geonames:480562 1903-06"})
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:524901→geonames:480562 1903-06"})
	r = extractText(t, "ВАРНА, 22 октября (4 ноября). Флот пришёл сюда вчера. Сегодня он разделился: один отряд пойдёт морем, другой — сушей; соединиться оба отряда должны у Одессы.")
	for _, e := range eventList(r) {
		if strings.Contains(e, "geonames:698740") {
			t.Errorf("events: %q is where the squadrons were due to meet", e)
		}
	}
	r = extractText(t, "Пётр Сомов жил в Москве. В мае 1903 г. ему предстояло ехать в Томск, но он заболел и остался в Твери.")
	for _, e := range eventList(r) {
		if strings.Contains(e, "geonames:1489425") {
			t.Errorf("events: %q is where he was due to go", e)
		}
	}
	wantAll(t, "events", eventList(r), []string{"other geonames:480060 1903-05"})
	if len(r.Movements) != 0 {
		t.Errorf("movements: got %q, want none", moveList(r))
	}
}

// A return ends what the traveller was away on: back from a journey
// (travel, visits, stays of days or weeks), however long, it is the
// journey's last leg, also when the clause names the land crossed on the
// way; back from a residence elsewhere, even with side trips made from it
// last, it is a change of residence.
func TestKindReturnAfterResidenceOrVoyage(t *testing.T) {
	r := extractText(t, "Весной 1870 г. я выехал из Петербурга в Ташкент, летом побывал в Самарканде и Бухаре, а осенью 1870 г. через Оренбург добрался до Казани, где пробыл две недели. Потом опять сотни вёрст по Поволжью, почтовые тракты, дожди, и в декабре 1870 г. я вернулся в Петербург.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:498817 1870-12"})
	r = extractText(t, "В 1850 г. Пётр Сомов уехал из Москвы за границу. Он жил в Берлине, Дрездене и Мюнхене. В 1853 г. побывал в Лондоне. В 1854 г. вернулся в Москву, а в 1855 г. поселился в Твери.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:2643743 1853", "relocation geonames:524901 1854"})
	r = extractText(t, "В 1880 г. Пётр Сомов переехал из Киева в Варшаву. В 1883 г. он ездил в Вену. В 1884 г. Сомов вернулся в Киев.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:2761369 1883", "relocation geonames:703448 1884"})
	r = extractText(t, "В мае 1870 г. Пётр Сомов уехал из Москвы в Киев. Летом 1870 г. он побывал в Одессе. В августе 1870 г. он вернулся в Москву.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:524901 1870-08"})
}

// A verb of report with a «что» clause («губернатор доносил, что …»,
// «полицмейстер телеграфировал, что …», «сообщал министру, что …») is a
// report written where its sender is (named by the title's adjective or
// «из»), an `other` event there; the clause after «что» is its own, with
// its own event and place, and the person it names keeps their last place
// unless they are the sender. A return after a place where only a message
// was sent on the way ends the journey.
func TestKindReportVerbWithThatClause(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Москве. В мае 1903 г. киевский губернатор доносил, что Сомов бежал из Вологды.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:524901 ../1903-05", "other geonames:703448 1903-05", "trip geonames:472459 1903-05"})
	r = extractText(t, "Пётр Сомов жил в Москве. В мае 1903 г. тифлисский полицмейстер телеграфировал, что Сомов выехал в Баку.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:524901 ../1903-05", "other geonames:611717 1903-05", "trip geonames:587084 1903-05"})
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:524901→geonames:587084 1903-05"})
	r = extractText(t, "Пётр Сомов жил в Москве. В мае 1903 г. харьковский губернатор сообщал министру, что Сомов живёт в Полтаве.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:524901 ../1903-05", "other geonames:706483 1903-05", "relocation geonames:696643 1903-05"})
	r = extractText(t, "В мае 1891 г. Пётр Сомов уехал из Москвы в Одессу. 2 июня Сомов телеграфировал из Харькова жене, что скоро будет дома, и 4 июня он вернулся в Москву.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:698740 1891-05", "other geonames:706483 1891-06-02", "trip geonames:524901 1891-06-04"})
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:524901→geonames:698740 1891-05", "Пётр Сомов: geonames:706483→geonames:524901 1891-06-04"})
}

// A heading «Под X, date» or «date. Под X.» is a heading too: «сюда» in its
// entry is X, and a leg «из Y … сюда» ends there, never a trip at Y. An
// arrival with no date of its own from the place of the entry before is
// the way gone since that entry.
func TestKindNearPlaceHeadingDeixis(t *testing.T) {
	r := extractText(t, "Под Перемышлем, 3 мая 1915 г. Из Львова я пришёл сюда вчера вечером.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:761168 1915-05-02"})
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:702550→geonames:761168 1915-05-02"})
	r = extractText(t, "3 мая 1915 г. Под Варшавой. Вчера из Радома я перешёл сюда.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:756135 1915-05-02"})
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:760778→geonames:756135 1915-05-02"})
	r = extractText(t, "Вильна, 10 июля 1880 г. Сижу дома.\n\nКовно, 18 июля. Из Вильны я приехал сюда на лошадях.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:593116→geonames:598316 1880-07-10/1880-07-18"})
	wantAll(t, "events", eventList(r), []string{"trip geonames:598316 1880-07-18"})
}

// A toponym a naming verb governs («теперь зовётся Львовом», «назван
// Кировом», «переименованный в Свердловск») is the place of the verb's
// subject by another name: not a namesake elsewhere, not a person, and no
// event of its own; a name the town bears now makes no event at it either.
func TestKindNamingVerbSameplace(t *testing.T) {
	r := extractText(t, "В 1920 г. Пётр Сомов приехал в Екатеринбург, позже переименованный в Свердловск.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1486209 1920"})
	var ids []string
	for _, p := range r.Places {
		ids = append(ids, p.Text+"="+p.Place.ID)
	}
	wantExactly(t, "places", ids, []string{"Екатеринбург=geonames:1486209", "Свердловск=geonames:1486209"})
	r = extractText(t, "Львов, 14 октября 1914 г. Меня перевели сюда. Лемберг теперь зовётся Львовом.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:702550 1914-10-14"})
	r = extractText(t, "В 1905 г. Сомов уехал в Ревель. Ныне город называется Таллином.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:588409 1905"})
	r = extractText(t, "В 1910 г. Пётр Сомов жил в Перми. В 1940 г. город назван Молотовом.")
	// The renaming done is an event at the town; the name is none.
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:511196 1910", "other geonames:511196 1940"})
	for _, e := range r.Events {
		for _, a := range e.Actors {
			if strings.Contains(a, "Молотов") {
				t.Errorf("actor %q: the town's name taken for a person", a)
			}
		}
	}
}

// One person named in different ways in one text (a given name, a given
// name and patronymic, a surname in any case, initials with the surname, a
// pronoun) is one actor, the name first given in full, with one track;
// two people of one surname stay apart where the given name or the
// initials decide.
func TestKindOnePersonManyNames(t *testing.T) {
	r := extractText(t, "Анна Петровна Сомова родилась в Киеве в 1850 году. В 1869 году Анна уехала в Вену. В 1871 году Анна Петровна переехала в Берлин. Осенью 1874 года она вернулась в Киев.")
	wantExactly(t, "movements", moveList(r), []string{
		"Анна Петровна Сомова: geonames:703448→geonames:2761369 1869",
		"Анна Петровна Сомова: geonames:2761369→geonames:2950159 1871",
		"Анна Петровна Сомова: geonames:2950159→geonames:703448 1874-23",
	})
	r = extractText(t, "Сергей Иванович Лавров родился в Твери. В 1869 году С. И. Лавров уехал в Вену. В 1871 году Лаврова видели в Берлине, куда он переехал из Вены.")
	for _, m := range r.Movements {
		if m.Actor != "Сергей Иванович Лавров" {
			t.Errorf("movement of %q: not the one person", m.Actor)
		}
	}
	wantAll(t, "movements", moveList(r), []string{"Сергей Иванович Лавров: geonames:480060→geonames:2761369 1869"})
	r = extractText(t, "Иван Сомов и Пётр Сомов родились в Киеве. В 1869 году П. Сомов уехал в Вену. В 1871 году Иван переехал в Берлин.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:703448→geonames:2761369 1869",
		"Иван Сомов: geonames:703448→geonames:2950159 1871",
	})
}

// Every stop of a voyage ends the leg from the stop before and starts the
// next: a stay told by a participle before the verb («Простояв три дня в
// Константинополе, мы бросили якорь в Пирее») is reached from the last
// place, on the date carried into the sentence, and left for the next.
func TestKindVoyageStopsChained(t *testing.T) {
	r := extractText(t, "10 мая 1870 г. мы вышли из Севастополя. Простояв три дня в Константинополе, мы 20 мая бросили якорь в Пирее.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:694423→geonames:745044 1870-05-10",
		"Рассказчик: geonames:745044→geonames:255274 1870-05-10/1870-05-20",
	})
	r = extractText(t, "В июне 1881 г. мы вышли из Одессы. Пробыв неделю в Мессине, мы 2 июля пришли в Марсель.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:698740→geonames:2524170 1881-06",
		"Рассказчик: geonames:2524170→geonames:2995469 1881-06-01/1881-07-02",
	})
}

// Being at a place again («снова были в Пирее», «опять был в Киеве») is a
// stop reached from the last place, as «уже был» is.
func TestKindAgainAtPlaceIsStop(t *testing.T) {
	r := extractText(t, "20 мая 1870 г. мы бросили якорь в Пирее. 2 июня мы стали на якорь в Мессине, а 15 июня снова были в Пирее.")
	wantAll(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:255274→geonames:2524170 1870-06-02",
		"Рассказчик: geonames:2524170→geonames:255274 1870-06-15",
	})
	r = extractText(t, "В 1870 г. я жил в Киеве. В марте я уехал в Одессу, а в мае опять был в Киеве.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:703448→geonames:698740 1870-03",
		"Рассказчик: geonames:698740→geonames:703448 1870-05",
	})
}

// A ship named before its narrator first speaks carries the narrator when
// «я» is in the same sentence or «мы» follows in the next: the ship's
// departure is the narrator's.
func TestKindShipCarriesNarratorBeforeHeSpeaks(t *testing.T) {
	r := extractText(t, "10 мая 1870 г. корвет «Витязь» вышел из Севастополя. 20 мая мы пришли в Пирей.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:694423→geonames:255274 1870-05-20"})
	r = extractText(t, "3 июня 1881 г. шхуна вышла из Архангельска, и я стоял на палубе до ночи. 20 июня мы пришли в Вардё.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:581049→geonames:777019 1881-06-03/1881-06-20"})
}

// A place someone or something comes from, told with no move of the
// subject («ждали консула из Афин», «получили письма из Лондона»), is not
// where the subject is: the next leg starts at the subject's own place.
func TestKindOthersOriginIsNoStop(t *testing.T) {
	r := extractText(t, "10 мая 1870 г. мы пришли в Пирей. Месяц мы ждали консула из Афин. В июне мы ушли в Мессину.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:255274→geonames:2524170 1870-06"})
	r = extractText(t, "В 1881 г. Петров жил в Казани. Весной он получил письма из Лондона. Летом Петров уехал в Самару.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:551487→geonames:499099 1881-22"})
}

// A return with no place right after a departure told in the same sentence
// («вышли из Англии, но ветры возвращали нас назад») goes back to the land
// or town just left, which stays the origin of the next leg.
func TestKindTurnedBackToOriginLeft(t *testing.T) {
	r := extractText(t, "В ноябре 1870 г. мы стояли в Портсмуте, и я не раз ездил в Лондон. В конце декабря мы вышли из Англии, но ветры дважды возвращали нас назад. 18 января 1871 г. мы пришли в Фунчал.")
	// The legs' places (the date of a leg across sentences is another kind).
	var legs []string
	for _, m := range moveList(r) {
		legs = append(legs, strings.Fields(m)[1])
	}
	wantExactly(t, "legs", legs, []string{"geonames:2639996→geonames:2643743", "overlay:england→geonames:2267827"})
	r = extractText(t, "В 1880 г. Петров жил в Одессе. В мае он выехал из Одессы, но с полпути вернулся. В июне Петров уехал в Киев.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:698740→geonames:703448 1880-06"})
}

// A land the way only follows or passes («пошли вдоль берегов Кореи») is
// not reached: the next leg starts at the last town.
func TestKindLandAlongTheWayIsNoOrigin(t *testing.T) {
	r := extractText(t, "В феврале 1871 г. мы пришли в Манилу. Весной мы пошли вдоль берегов Кореи. 4 августа мы пришли в Аян.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:1701668→geonames:2027316 1871-08-04"})
	// «Летом мы шли …» dates the way from summer to the arrival.
	r = extractText(t, "В 1880 г. мы стояли в Одессе. Летом мы шли вдоль берегов Турции, а 5 августа пришли в Пирей.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:698740→geonames:255274 1880-06-01/1880-08-05"})
}

// A strait or sea a ship enters («вошли в Татарский пролив») is where the
// voyage got to: the end of one leg and the origin of the next.
func TestKindStraitEnteredIsReached(t *testing.T) {
	r := extractText(t, "В феврале 1871 г. мы пришли в Манилу. 18 мая мы вошли в Татарский пролив. 4 августа мы пришли в Аян.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:1701668→overlay:strait-of-tartary 1871-05-18",
		"Рассказчик: overlay:strait-of-tartary→geonames:2027316 1871-08-04",
	})
}

// A ship's leaving a roadstead («снялся с севастопольского рейда») and a
// passenger's going ashore («съехал на берег в Бургасе») are legs of the
// voyage: trips where they happen.
func TestKindRoadsteadAndShore(t *testing.T) {
	r := extractText(t, "12 мая 1877 г. мы снялись с севастопольского рейда, и я надолго простился с Россией.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:694423 1877-05-12"})
	r = extractText(t, "В июне 1877 г. мы стояли в Варне. 20 июня я съехал на берег в Бургасе.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:732770 1877-06-20"})
}

// Entering a town («въехали в город», «въезжали в Ровно») is arriving
// there; a town the clause does not name is the diary heading's.
func TestKindEnteringTown(t *testing.T) {
	r := extractText(t, "Дневник\n\n11 июня 1916 г. Ровно. Сегодня въехали в город.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:695594 1916-06-11"})
	r = extractText(t, "Летом 1916 г. Пётр Сомов жил в Киеве. 3 августа 1916 г. он въехал в Житомир.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:686967 1916-08-03"})
}

// A battle, a siege or a wound is what happens where it is fought or
// received («весь день бой» under a diary's heading, «в сражении у
// Плевны», «меня ранило»): an event of its own there, on its own day.
func TestKindBattleSiegeWound(t *testing.T) {
	r := extractText(t, "Дневник\n\n3 июня 1916 г. Луцк. Сегодня весь день бой.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:702569 1916-06-03"})
	// A verbless clause of its own date and type is its own event.
	r = extractText(t, "Дневник\n\n3 июня 1916 г. Луцк. Вчера пришли в город, а сегодня весь день бой.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:702569 1916-06-02", "other geonames:702569 1916-06-03"})
	r = extractText(t, "Дневник\n\n5 июня 1916 г. Ковель. Вчера меня ранило осколком.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:704617 1916-06-04"})
	r = extractText(t, "В 1877 г. Пётр Сомов служил в Систове. 8 июля 1877 г. он участвовал в сражении у Плевны.")
	wantAll(t, "events", eventList(r), []string{"other geonames:728203 1877-07-08"})
	r = extractText(t, "В 1877 г. Пётр Сомов служил в Систове. 8 июля 1877 г. он был ранен под Плевной.")
	wantAll(t, "events", eventList(r), []string{"other geonames:728203 1877-07-08"})
	// A wounded man named by a participle is no wound told.
	r = extractText(t, "ВАРНА, 3 (15) июня 1877. Раненный Сомов, снятый с горящего брига, взят в плен.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:726050 1877-06-15"})
}

// A traveller who takes a room, a ticket or a guide on arriving is
// arrested by no one: the arrival is the one event («приехал в Казань и
// взял номер в гостинице»); an impersonal «взяли» is still an arrest.
func TestKindTakingIsNoArrest(t *testing.T) {
	r := extractText(t, "3 мая 1880 г. Пётр Сомов приехал в Казань и взял номер в гостинице.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:551487 1880-05-03"})
	r = extractText(t, "Летом 1880 г. Анна Сомова жила в Перми. 5 июня 1880 г. она прибыла в Казань и взяла лодку.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:511196 1880-22", "trip geonames:551487 1880-06-05"})
	r = extractText(t, "В 1881 г. Пётр Сомов жил в Киеве. 3 марта 1882 г. его взяли в Одессе.")
	wantAll(t, "events", eventList(r), []string{"other geonames:698740 1882-03-03"})
}

// A delegation, a troupe, a crew or a train of troops named by a place
// adjective travels as a detachment does: its legs are its own, not those
// of the person the text told of before.
func TestKindGroupNounsTravelAsUnits(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Пётр Сомов жил в Москве. В мае 1897 г. пермская делегация выехала из Перми и через неделю прибыла в Петербург.", "Пермская делегация: geonames:511196→geonames:498817 1897-05"},
		{"Иван Седов жил в Тифлисе. Летом 1905 г. бакинский эшелон покинул Баку и в августе прибыл в Астрахань.", "Бакинский эшелон: geonames:587084→geonames:580497 1905-06/1905-08"},
		{"Анна Белова жила в Одессе. Осенью 1910 г. киевская труппа выехала из Киева и в ноябре прибыла в Харьков.", "Киевская труппа: geonames:703448→geonames:706483 1910-09/1910-11"},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "movements", moveList(r), []string{c.want})
	}
}

// A group that splits: the part named by «остальные», «трое», «часть» is a
// traveller of its own that sets off from where the group was when it
// split; the group's leader keeps his own way, and a part that turns back
// makes no return of the group.
func TestKindGroupSplits(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"В июне 1908 г. экспедиция Козлова пришла в Иркутск. Отсюда Козлов с тремя казаками ушёл в Красноярск. Остальные люди отправились в Читу.", []string{"Козлов: geonames:2023469→geonames:1502026 1908-06", "Козлов (part): geonames:2023469→geonames:2025339 1908-06"}},
		{"Летом 1899 г. Сомов с партией ссыльных пришёл из Томска в Иркутск. Вскоре трое, заболев, вернулись в Томск, а остальные в августе ушли в Читу.", []string{"Сомов: geonames:1489425→geonames:2023469 1899-22", "Сомов (part): geonames:2023469→geonames:1489425 1899-22", "Сомов (part): geonames:2023469→geonames:2025339 1899-08"}},
		{"В мае 1912 г. Пётр Седов вышел из Архангельска в Кемь. Вскоре трое его спутников вернулись назад.", []string{"Пётр Седов: geonames:581049→geonames:551145 1912-05"}},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "movements", moveList(r), c.want)
	}
}

// A leg whose departure and arrival the text dates separately, in
// sentences or entries of their own, runs from the departure's date to the
// arrival's: «3 мая выехал из Москвы … 10 мая прибыл в Казань». Being last
// placed somewhere is no departure, a departure whose date holds the
// arrival's tells no earlier start, and a leg told by a departure of its
// own is another journey: such a leg keeps its own date.
func TestKindLegDatedByDepartureAndArrival(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"3 мая 1880 г. Иван Петрович Сомов выехал из Москвы. Дорога была тяжёлой. 10 мая он прибыл в Казань.", "Иван Петрович Сомов: geonames:524901→geonames:551487 1880-05-03/1880-05-10"},
		{"Отряд полковника Сомова, выступивший в начале 1880 г. из Оренбурга, прошёл степь и в мае прибыл в Уральск.", "Отряд: geonames:515003→geonames:608668 1880-01/1880-05"},
		{"В 1880 г. Иван Сомов жил в Москве. В мае он выехал из Москвы. 12 мая он прибыл в Казань.", "Иван Сомов: geonames:524901→geonames:551487 1880-05-12"},
		{"12 июня 1880 г. Иркутск. Сегодня утром мы тронулись в путь.\n\n20 июня. Красноярск. Пришли сюда вчера.", "Рассказчик: geonames:2023469→geonames:1502026 1880-06-12/1880-06-19"},
		{"19 мая 1880 г. Иркутск. Сборы окончены.\n\n20-го. В полдень мы тронулись в путь.\n\n25 мая. Красноярск. Пришли сюда вчера.", "Рассказчик: geonames:2023469→geonames:1502026 1880-05-20/1880-05-24"},
		{"3 мая 1880 г. Иван Сомов выехал из Москвы, но с полпути вернулся. 20 мая он уехал в Казань.", "Иван Сомов: geonames:524901→geonames:551487 1880-05-20"},
		{"В мае 1880 г. Иван Сомов жил в Москве. 10 октября он прибыл в Казань.", "Иван Сомов: geonames:524901→geonames:551487 1880-10-10"},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "movements", moveList(r), []string{c.want})
	}
}

// Reference works write the institution short («ун-т», «ин-т»): a place
// adjective before it is the town, and the clause is studies or teaching,
// a post held over years included («в 1880–95 проф. Казанского ун-та»).
func TestKindAbbreviatedInstitution(t *testing.T) {
	r := extractText(t, "Николай Петрович Сомов родился в 1850 в Твери. В 1880–95 проф. Казанского ун-та.")
	wantAll(t, "events", eventList(r), []string{"school geonames:551487 1880/1895"})
	r = extractText(t, "Николай Петрович Сомов родился в 1850 в Твери. В 1870 поступил в Харьковский ун-т, а с 1876 преподавал в Киевском ин-те.")
	wantAll(t, "events", eventList(r), []string{"school geonames:706483 1870", "school geonames:703448 1876/.."})
}

// A chain of divisions closing an address («Бежецкого у. Тверской губ.»)
// says where the first lies: what happens, happens at the most specific
// place known, and «где» after the chain points back to it, not to the
// province.
func TestKindDivisionChain(t *testing.T) {
	r := extractText(t, "Анна Петровна Сомова родилась в 1850 в Твери. В 1875 купила имение Ивановка Бежецкого у. Тверской губ., где жила каждое лето.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:480060 1850", "other geonames:576566#district 1875", "other geonames:576566#district 1875-22"})
	r = extractText(t, "Анна Петровна Сомова родилась в 1850 в Твери. В 1880 она приехала в Сызранский уезд Симбирской губернии.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:480060 1850", "trip geonames:484972#district 1880"})
}

// A contraction with a hyphen and no period of its own («ун-т», «ин-т»)
// ends its sentence with the period after it: the next sentence is told
// on its own.
func TestKindContractionEndsSentence(t *testing.T) {
	r := extractText(t, "Николай Петрович Сомов родился в 1850 в Твери. В 1890 оставил ун-т. С 1893 управлял палатой мер и весов в Петербурге.")
	wantAll(t, "events", eventList(r), []string{"other geonames:498817 1893/.."})
}

// The life span in an entry's heading («[12 марта 1850, Тверь, — 3 мая
// 1910, Киев]») does not date the body by the death: the body's first
// undated sentences carry the birth.
func TestKindHeadingLifeSpan(t *testing.T) {
	r := extractText(t, "СОМОВ Николай Петрович (12.III.1850, Тверь, — 3.V.1910, Киев), рус. врач. Учился в тверской гимназии. В 1868 поступил в Московский ун-т.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:480060 1850-03-12", "other geonames:703448 1910-05-03", "school geonames:480060 1850-03-12", "school geonames:524901 1868"})
}

// Moving a household moves the person the text follows, as a change of
// residence; a clause that puts a time before a dash in place of the verb
// («а в 1868 — в Киев») goes on with the verb and subject before it, a
// move or a stay alike.
func TestKindHouseholdMovedAndGappedTime(t *testing.T) {
	r := extractText(t, "Николай Петрович Сомов родился в 1850 в Твери. В 1866 мать перевезла семью в Москву, а в 1868 — в Киев, где С. поступил в ун-т.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:480060 1850", "relocation geonames:524901 1866", "relocation geonames:703448 1868", "school geonames:703448 1868"})
	wantExactly(t, "movements", moveList(r), []string{"Николай Петрович Сомов: geonames:480060→geonames:524901 1866", "Николай Петрович Сомов: geonames:524901→geonames:703448 1868"})
	r = extractText(t, "Анна Петровна Сомова родилась в 1850 в Твери. В 1866 отец перевёз семейство в Киев.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:703448 1866"})
	r = extractText(t, "Николай Петрович Сомов родился в 1850 в Твери. В 1905–1907 гг. он жил в Москве, а в 1908 — в Киеве, где служил в банке.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:524901 1905/1907", "relocation geonames:703448 1908"})
}

// An entry's heading that gives the life span with places puts the person
// at the birthplace: the body's first move leaves from there, not from
// the place of death.
func TestKindHeadingBirthplaceStartsLife(t *testing.T) {
	r := extractText(t, "СОМОВ Николай Петрович [12 марта 1850, Тверь, — 3 мая 1910, Киев], рус. врач. В 1866 переехал в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Николай Петрович Сомов: geonames:480060→geonames:524901 1866"})
}

// Lectures read at a school of learning, or as its teacher, are teaching
// there; lectures read in towns stay lectures.
func TestKindLecturesAtSchoolAreTeaching(t *testing.T) {
	r := extractText(t, "Николай Петрович Сомов родился в 1850 в Твери. С 1876 читал лекции в Казанском ун-те как приват-доцент.")
	wantAll(t, "events", eventList(r), []string{"school geonames:551487 1876/.."})
	r = extractText(t, "Николай Петрович Сомов родился в 1850 в Твери. В 1880 читал лекции в Париже и Лондоне.")
	wantAll(t, "events", eventList(r), []string{"lecture geonames:2988507 1880", "lecture geonames:2643743 1880"})
}

// Going somewhere to hold a post there («отправился учителем в…», «уехал
// врачом в…») is a change of residence, whatever the post.
func TestKindLeavesToHoldPost(t *testing.T) {
	r := extractText(t, "Николай Петрович Сомов родился в 1850 в Твери. В авг. 1875 он отправился учителем в Орловскую гимназию.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:515012 1875-08"})
	r = extractText(t, "Николай Петрович Сомов родился в 1850 в Твери. В 1876 уехал врачом в Ташкент.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:1512569 1876"})
}

// A verb of motion in the present of a diary or a chronicle, of either
// aspect, moves its subject as its past does: «уходим», «отправляемся»,
// «отплывает», «добирается», «выступаем». «Уходим» is also the future of
// the rare perfective «уходить» (to wear out), which makes no plan of it.
func TestKindPresentTenseMotion(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Весной 1887 г. я жил в Туле. 12 мая. Мы уходим в Калугу.", []string{"Рассказчик: geonames:480562→geonames:553915 1887-05-12"}},
		{"Весной 1887 г. я жил в Туле. 12 мая. Отправляемся в Орёл.", []string{"Рассказчик: geonames:480562→geonames:515012 1887-05-12"}},
		{"В мае 1887 г. Сомов жил в Одессе. 3 июня 1887 г. Сомов отплывает в Константинополь.", []string{"Сомов: geonames:698740→geonames:745044 1887-06-03"}},
		{"В мае 1887 г. Сомов жил в Одессе. Летом 1888 г. Сомов добирается до Киева.", []string{"Сомов: geonames:698740→geonames:703448 1888-22"}},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "movements", moveList(r), c.want)
	}
}

// «Сегодня» under an entry's date is the writer's own day, the present,
// even after the entry went back to «вчера»: a verb of motion in the
// present then tells a move, not a plan.
func TestKindWritersDayIsPresent(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"3 мая 1890 г. Тула. Пришли сюда вчера. Сегодня Сомов уезжает отсюда в Калугу.", []string{"Сомов: geonames:480562→geonames:553915 1890-05-03"}},
		{"3 мая 1890 г. Тула. Прибыли сюда вчера. Сегодня выступаем в Калугу.", []string{"Рассказчик: geonames:480562→geonames:553915 1890-05-03"}},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "movements", moveList(r), c.want)
	}
}

// A present or future about a coming day, a future and an imperative
// are plans: no move.
func TestKindPresentOfComingDayIsPlan(t *testing.T) {
	for _, text := range []string{
		"Весной 1887 г. я жил в Туле. 12 мая. Завтра уходим в Калугу.",
		"Весной 1887 г. я жил в Туле. 12 мая. Завтра прибудем в Орёл.",
		"Весной 1887 г. я жил в Туле. 12 мая. Брат пишет: поезжай в Киев.",
	} {
		r := extractText(t, text)
		wantExactly(t, "movements", moveList(r), nil)
	}
}

// A verb of setting out that says someone spoke («выступал с лекциями»)
// makes no journey of the towns listed after it.
func TestKindSpeechVerbListsNoJourney(t *testing.T) {
	r := extractText(t, "В 1905 году Сомов выступал с лекциями в Париже, Лозанне, Женеве и Берне.")
	wantExactly(t, "movements", moveList(r), nil)
	wantAll(t, "events", eventList(r), []string{"lecture geonames:2988507 1905", "lecture geonames:2661552 1905"})
}

// A diary entry headed by its date and place («3 мая 1887 г. Тула.») puts
// the writer there on that day; the next leg from that place, told by an
// arrival dated later («9 мая. Калуга. Прибыли вечером.»), runs from the
// day he was last placed there to its arrival. A leg its own clause tells
// by a verb of departure («9 мая. Уехал в Калугу.») keeps its own day.
func TestKindLegFromEntryPlace(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"3 мая 1887 г. Тула. Весь день шёл дождь.\n\n9 мая. Калуга. Прибыли вечером.", []string{"Рассказчик: geonames:480562→geonames:553915 1887-05-03/1887-05-09"}},
		{"12 июня 1890 г. Казань. Пароход стоит у пристани.\n\n15 июня. Самара. Прибыли утром.", []string{"Рассказчик: geonames:551487→geonames:499099 1890-06-12/1890-06-15"}},
		{"3 мая 1887 г. Тула. Весь день шёл дождь.\n\n9 мая. Мы уехали в Калугу.", []string{"Рассказчик: geonames:480562→geonames:553915 1887-05-09"}},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "movements", moveList(r), c.want)
	}
}

// «Быть» at a place first told of, while the person is on a journey (the
// last journey or stay told is a trip, less than half a year before), is a
// stop on the way: a trip there. Back at a place told before, or with no
// journey before, it stays what it was.
func TestKindBeingSomewhereOnJourney(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"В мае 1880 г. Сомов выехал из Москвы в Казань. В июне он был в Перми.", []string{"trip geonames:511196 1880-06"}},
		{"Весной 1875 г. мы отплыли из Одессы в Константинополь. 3 мая мы были уже в Смирне.", []string{"trip geonames:311046 1875-05-03"}},
	} {
		r := extractText(t, c.text)
		wantAll(t, "events", eventList(r), c.want)
	}
	for _, c := range []struct {
		text, not string
	}{
		{"В 1880 г. Сомов жил в Москве. В мае 1881 г. он уехал в Казань. В июле он был снова в Москве.", "trip geonames:524901 1881-07"},
		{"В 1880 г. Сомов жил в Москве. В 1883 г. он был в Женеве.", "trip geonames:2660646 1883"},
	} {
		r := extractText(t, c.text)
		if slices.Contains(eventList(r), c.not) {
			t.Errorf("%q: unwanted event %s in %v", c.text, c.not, eventList(r))
		}
	}
}

// A ship told by the quoted name the text gave it after a noun of a vessel
// («на фрегате «Светлана»» … «Светлана» вернулась) goes as the noun would:
// its return is a leg of the voyage, a trip, however long the voyage.
func TestKindShipByItsName(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"В мае 1880 г. мы вышли из Севастополя на фрегате «Светлана». Весной 1882 г. «Светлана» вернулась в Севастополь.", []string{"trip geonames:694423 1882-21"}},
		{"Летом 1870 г. корвет «Варяг» ушёл из Кронштадта в Лиссабон. Весной 1872 г. «Варяг» вернулся в Кронштадт.", []string{"trip geonames:540771 1872-21"}},
	} {
		r := extractText(t, c.text)
		wantAll(t, "events", eventList(r), c.want)
	}
}

// A departure with its own date that names only the way (a heading, a
// coast or river followed: «пошла на север вдоль берегов Кореи», «вверх
// по Волге») and no goal, then an arrival with another date in the next
// clause, is one leg from where the traveller was, from the departure's
// first day to the arrival's day, even when the arrival falls inside the
// departure's span («весной … 12 мая вошёл»). «Пошёл/пошла/пошли» is a
// verb of setting out like «вышел/ушёл».
func TestKindDatedDepartureAlongTheWay(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		// Рига→Гамбург, spring 1880 (from 1 March) to 12 May.
		{"В 1879 г. Пётр Сомов жил в Риге. Весной 1880 г. он поплыл на запад вдоль берегов Швеции и 12 мая вошёл в Гамбург.", []string{
			"Пётр Сомов: geonames:456172→geonames:2911298 1880-03-01/1880-05-12",
		}},
		// Казань→Нижний Новгород, 3 to 9 June 1885.
		{"В 1884 г. Анна Сомова жила в Казани. 3 июня 1885 г. она поплыла вверх по Волге и 9 июня прибыла в Нижний Новгород.", []string{
			"Анна Сомова: geonames:551487→geonames:520555 1885-06-03/1885-06-09",
		}},
		// Одесса→Варна, spring 1880 to 20 April, told by «пошли».
		{"В 1879 г. мы стояли в Одессе. Весной 1880 г. мы пошли на юг вдоль берегов Румынии и 20 апреля пришли в Варну.", []string{
			"Рассказчик: geonames:698740→geonames:726050 1880-03-01/1880-04-20",
		}},
		// «пошёл» with no place of the way moves no one.
		{"В 1879 г. Пётр Сомов жил в Риге. В 1881 г. он пошёл добровольцем в армию. Потом пошли дожди.", nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// A bracketed span after a place dates the place's phrase («гимназию
// (1883)»), not a move told before another predicate that the bracket
// follows («в 1890 отправлен в Москву и принят в университет (1890–94)»):
// the move keeps its own clause's date.
func TestKindBracketAfterNextPredicate(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1888 Сомов жил в Казани. В 1890 отправлен в Москву и принят в университет (1890–94, мед. факультет); окончил его с отличием.", []string{
			"Сомов: geonames:551487→geonames:524901 1890",
		}},
		{"В 1876 Анна Сомова жила в Киеве. В 1878 переехала в Варшаву и поступила в консерваторию (1878–82).", []string{
			"Анна Сомова: geonames:703448→geonames:756135 1878",
		}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// A land crossed, told by a distance covered over it («тысячи вёрст по
// Сибири», «сотни миль по степи»), is the way of the journey, no place
// where anything happens: no event there, and the return that ends the
// journey stays a trip.
func TestKindLandCrossedByDistance(t *testing.T) {
	for _, tt := range []struct {
		text, not string
		want      []string
	}{
		{"В мае 1880 г. Сомов выехал из Москвы в Томск и прожил там две недели. Потом опять тысячи вёрст по Сибири, и в сентябре 1880 г. он вернулся в Москву.",
			"overlay:siberia", []string{"trip geonames:1489425 1880-05"}},
		{"Летом 1875 г. мы выехали из Оренбурга в Ташкент и прожили там несколько недель. Потом сотни вёрст по Туркестану, и осенью 1875 г. мы вернулись в Оренбург.",
			"", []string{"trip geonames:1512569 1875-22"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.want)
		for _, e := range eventList(r) {
			if tt.not != "" && strings.Contains(e, tt.not) {
				t.Errorf("%q: event at the land crossed: %s", tt.text, e)
			}
			if strings.HasPrefix(e, "relocation") {
				t.Errorf("%q: the journey's end taken for a move: %s (all %v)", tt.text, e, eventList(r))
			}
		}
	}
}

// An escape or a release told with no place of its own («но в августе он
// бежал», «и только в марте её освободили») happens where the person was
// held, the last place the text put them; a release denied («его не
// отпустили») happens nowhere.
func TestKindEscapeOrReleaseWhereHeld(t *testing.T) {
	for _, tt := range []struct {
		text, not string
		want      []string
	}{
		{"Весной 1884 г. Пётр Сомов был сослан в Вологду. Летом 1885 г. его арестовали там снова, но в сентябре он бежал.",
			"", []string{"trip geonames:472459 1885-09"}},
		{"В 1879 г. Анну Сомову заключили в тюрьму в Киеве. Там она провела два года, и только в марте 1881 г. её освободили.",
			"", []string{"other geonames:703448 1881-03"}},
		{"В 1880 г. Николая Сомова выслали в Пермь. Срок надзора истёк в мае 1883 г., однако его не отпустили.",
			"geonames:511196 1883-05", []string{"relocation geonames:511196 1880"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.want)
		for _, e := range eventList(r) {
			if tt.not != "" && strings.Contains(e, tt.not) {
				t.Errorf("%q: a release denied placed: %s", tt.text, e)
			}
		}
	}
}

// A journey or a move that the text denies («не покидал Ялты», «не выезжал
// из Москвы») is none: the place is where the person stayed, an event of
// type other; a denied gerund only tells how a journey went.
func TestKindDeniedJourney(t *testing.T) {
	r := extractText(t, "В 1895 году Пётр Сомов поселился в Ялте. Зимой 1901 года он не выезжал из Москвы.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:688533 1895", "other geonames:524901 1901-24"})
	r = extractText(t, "В 1895 году Пётр Сомов поселился в Ялте. Летом 1902 года он почти не покидал Тулы.")
	wantAll(t, "events", eventList(r), []string{"other geonames:480562 1902-22"})
}

// A town noun after a journey («Город забит обозами», «Крепость забита
// войсками») is the town the journey reached, not the one it left: the
// next journey leaves from there.
func TestKindTownNounAfterJourney(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Пенза, 3 мая 1905 г. Вчера мы прибыли сюда из Саратова. Стоим у вокзала.\n\nСызрань, 6 мая. Сегодня утром пришли в город.",
			"Рассказчик: geonames:511565→geonames:484972 1905-05-03/1905-05-06"},
		{"Тула, 2 июня 1915 г. Третьего дня эшелоном прибыли сюда из Москвы. Город забит обозами, ночами идём на юг.\n\nКурск, 5 июня. Сегодня на рассвете перешли границу губернии.",
			"Рассказчик: geonames:480562→geonames:538560 1915-06-02/1915-06-05"},
		{"В мае 1890 г. Пётр Сомов приехал в Тулу из Москвы. Город ему понравился. Летом он уехал в Курск.",
			"Пётр Сомов: geonames:480562→geonames:538560 1890-22"},
	} {
		r := extractText(t, c.text)
		t.Log(moveList(r))
		wantAll(t, "movements", moveList(r), []string{c.want})
	}
}

// A letter or section numbered at the head of its paragraph («I. Полтава,
// 3 мая 1880 г.», «2. Орёл, …») is headed by its place and date as an
// unnumbered one is: the Latin numeral is no initial of a name, and the
// letter's writer moves from one heading's place to the next.
func TestKindNumberedLetterHeading(t *testing.T) {
	r := extractText(t, "Письма к отцу\n\nI. Полтава, 3 мая 1880 г.\n\nДорогой отец! Пишу тебе из гимназии.\n\nII. Харьков, 10 сентября 1881 г.\n\nДорогой отец! Я приехал сюда учиться.")
	wantExactly(t, "places", placeIDs(r), []string{"Полтава=geonames:696643", "Харьков=geonames:706483"})
	wantAll(t, "events", eventList(r), []string{"other geonames:696643 1880-05-03"})
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:696643→geonames:706483 1881-09-10"})
	r = extractText(t, "Записки\n\n1. Тула, 5 июня 1890 г.\n\nМилая сестра! Здесь жарко.\n\n2. Орёл, 20 июля 1890 г.\n\nМилая сестра! Вчера я переехал сюда.")
	wantAll(t, "events", eventList(r), []string{"other geonames:480562 1890-06-05"})
	// The entry of 5 June places the writer in Tula: the leg runs from
	// that dated departure to the arrival «вчера», 19 July.
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:480562→geonames:515012 1890-06-05/1890-07-19"})
}

// A lower-case town adjective whose town the gazetteer first matches by
// another language's spelling (Ukrainian «Одеса» for «одесский») is still
// the town: its Russian name makes the adjective; a land's adjective
// keeps to the land's own names.
func TestKindLowerAdjectiveOtherSpelling(t *testing.T) {
	r := extractText(t, "В 1871 г. он окончил одесскую гимназию.")
	wantExactly(t, "places", placeIDs(r), []string{"одесскую=geonames:698740"})
	r = extractText(t, "Осенью 1880 г. его брат поступил в харьковскую гимназию.")
	wantExactly(t, "places", placeIDs(r), []string{"харьковскую=geonames:706483"})
}

// One word in an oblique case that the dictionary reads both as a toponym
// and as a given name («Феодосии»: the town, or the genitive of Феодосий),
// with no other part of a name beside it, makes no person of the document,
// so the town stays a town everywhere; after a cue such as «св.» it is
// the saint.
func TestKindToponymAlsoGivenName(t *testing.T) {
	r := extractText(t, "В 1890 г. художник вернулся в Феодосию. До самой смерти он почти не покидал Феодосии и жил в родной Феодосии безвыездно.")
	wantExactly(t, "places", placeIDs(r), []string{"Феодосию=geonames:709161", "Феодосии=geonames:709161", "Феодосии=geonames:709161"})
	r = extractText(t, "В 1870 г. он читал лекции в университете св. Владимира в Киеве.")
	wantExactly(t, "places", placeIDs(r), []string{"Киеве=geonames:703448"})
}

// A land in the genitive after an institution where people work, study,
// are treated or held («в клиниках Германии», «в университетах
// Швейцарии») is where it happens, as after a settlement noun; after
// other nouns it stays whose («послом Франции»).
func TestKindInstitutionOfLand(t *testing.T) {
	r := extractText(t, "В 1868 г. он стажировался в клиниках Германии.")
	wantAll(t, "places", placeIDs(r), []string{"Германии=country:DE"})
	r = extractText(t, "В 1872 г. она слушала лекции в университетах Швейцарии.")
	wantAll(t, "places", placeIDs(r), []string{"Швейцарии=country:CH"})
}

// Stops of a journey told one per clause, each with a verb of staying on
// the way («в Казани простояли два дня; в Самаре пробыли сутки»), are its
// legs: each stop is reached from the one before and is a trip event;
// after a verb of motion with no goal the stays told one by one are its
// stops, not only the last.
func TestKindStopsToldClauseByClause(t *testing.T) {
	const kazan, samara, saratov, astrakhan, nizhny, moscow = "geonames:551487", "geonames:499099", "geonames:498677", "geonames:580497", "geonames:520555", "geonames:524901"
	r := extractText(t, "Летом 1858 года мы вышли из Нижнего Новгорода на пароходе. В Казани простояли два дня; в Самаре пробыли сутки. 20 июля пришли в Астрахань.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: " + nizhny + "→" + kazan + " 1858-22",
		"Рассказчик: " + kazan + "→" + samara + " 1858-22",
		"Рассказчик: " + samara + "→" + astrakhan + " 1858-07-20",
	})
	wantAll(t, "events", eventList(r), []string{"trip " + kazan + " 1858-22", "trip " + samara + " 1858-22", "trip " + astrakhan + " 1858-07-20"})

	r = extractText(t, "В 1880 году Иван Лужин жил в Москве. В мае 1881 года он приехал в Нижний Новгород. В Казани он пробыл неделю, в Самаре провёл три дня.")
	wantExactly(t, "movements", moveList(r), []string{
		"Иван Лужин: " + moscow + "→" + nizhny + " 1881-05",
		"Иван Лужин: " + nizhny + "→" + kazan + " 1881-05",
		"Иван Лужин: " + kazan + "→" + samara + " 1881-05",
	})
	wantAll(t, "events", eventList(r), []string{"trip " + kazan + " 1881-05", "trip " + samara + " 1881-05"})

	r = extractText(t, "В 1870 году Пётр Ильич Бобров жил в Казани. Летом 1871 года он спустился по Волге: в Самаре простоял день, в Саратове — два дня, а 10 июля прибыл в Астрахань.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Ильич Бобров: " + kazan + "→" + samara + " 1871-22",
		"Пётр Ильич Бобров: " + samara + "→" + saratov + " 1871-22",
		"Пётр Ильич Бобров: " + saratov + "→" + astrakhan + " 1871-07-10",
	})
	wantAll(t, "events", eventList(r), []string{"trip " + samara + " 1871-22", "trip " + saratov + " 1871-22", "trip " + astrakhan + " 1871-07-10"})

	// Being or visiting somewhere is no stay on the way; a place the
	// clause before named is where the traveller already is.
	r = extractText(t, "В 1885 году Сергей Ильин жил в Москве. Весной 1886 года он приехал в Казань. Летом он был в Самаре.")
	wantExactly(t, "movements", moveList(r), []string{"Сергей Ильин: " + moscow + "→" + kazan + " 1886-21"})
}

// A name that does not decline («в Баку», «в Токио») after a verb of
// motion is the first stop when the route goes on from it («а оттуда в
// …»); after a verb of living it stays where the person lived.
func TestKindIndeclinableStopBeforeOnward(t *testing.T) {
	const tiflis, baku, lenkoran, shemakha, harbin, tokyo, nagasaki = "geonames:611717", "geonames:587084", "geonames:147622", "geonames:585156", "geonames:2037013", "geonames:1850147", "geonames:1856177"
	r := extractText(t, "В 1885 году Иван Сергеевич Громов жил в Тифлисе. Весной 1886 года он поехал в Баку, а оттуда в Ленкорань.")
	wantExactly(t, "movements", moveList(r), []string{
		"Иван Сергеевич Громов: " + tiflis + "→" + baku + " 1886-21",
		"Иван Сергеевич Громов: " + baku + "→" + lenkoran + " 1886-21",
	})
	wantAll(t, "events", eventList(r), []string{"trip " + baku + " 1886-21", "trip " + lenkoran + " 1886-21"})
	r = extractText(t, "В 1905 году Пётр Орлов жил в Харбине. Летом 1906 года он отплыл в Токио, а оттуда в Нагасаки.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Орлов: " + harbin + "→" + tokyo + " 1906-22",
		"Пётр Орлов: " + tokyo + "→" + nagasaki + " 1906-22",
	})
	r = extractText(t, "В 1905 году Пётр Орлов жил в Тифлисе. Летом 1906 года он жил в Баку, а оттуда уехал в Шемаху.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Орлов: " + baku + "→" + shemakha + " 1906-22"})
}

// A place in the instrumental after «с» is a partner («войны с Японией»,
// «торговал с Турцией»), never where anything happens.
func TestKindPartnerAfterWith(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Весной 1878 г. Андрей Павлович Орлов переехал в Одессу и торговал там с Турцией.", "relocation geonames:698740 1878-21"},
		{"В 1904 г., с началом войны с Японией, Андрей Орлов уехал в Харбин.", "trip geonames:2037013 1904"},
		{"В 1911 г. Пётр Ильич Седов переехал в Тифлис и переписывался с далёкой Францией.", "relocation geonames:611717 1911"},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "events of «"+c.text+"»", eventList(r), []string{c.want})
	}
}

// Where a message or a thing sent goes is no place of its writer's event:
// a goal right after a verb of writing or telegraphing («телеграфировал в
// Петербург», «написал брату в Варшаву») or of sending a thing («отослал
// рукопись в Москву»).
func TestKindMessageGoalNoEvent(t *testing.T) {
	for _, c := range []struct{ text, goal string }{
		{"Летом 1885 г. Иван Петрович Сомов жил в Казани. В 1886 г. он телеграфировал в Петербург о болезни.", "geonames:498817"},
		{"Летом 1885 г. Иван Петрович Сомов жил в Казани. В 1887 г. он написал брату в Варшаву.", "geonames:756135"},
		{"Летом 1885 г. Иван Петрович Сомов жил в Казани. Осенью он отослал рукопись в Москву.", "geonames:524901"},
	} {
		r := extractText(t, c.text)
		for _, e := range eventList(r) {
			if strings.Contains(e, c.goal+" ") {
				t.Errorf("«%s»: event %q at the message's goal", c.text, e)
			}
		}
		wantAll(t, "events of «"+c.text+"»", eventList(r), []string{"relocation geonames:551487 1885-22"})
	}
}

// A place named as the subject of a verb of seeming or of the impression
// it made, past an apposition or «не», is described, not where anything
// happens: the stay was told before.
func TestKindImpressionOfPlace(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"В мае 1860 г. Павел Андреевич Зотов приехал в Тифлис. Тифлис, шумный и пёстрый, показался ему сказочным городом.", "trip geonames:611717 1860-05"},
		{"В 1862 г. Павел Зотов прибыл в Ревель. Ревель запомнился ему узкими улицами.", "trip geonames:588409 1862"},
		{"В 1864 г. Павел Зотов переехал в Батум. Батум не понравился его жене.", "relocation geonames:615532 1864"},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "events of «"+c.text+"»", eventList(r), []string{c.want})
	}
}

// What a traveller does where a journey goes is the journey's event, told
// once («ездил в Варшаву и писал там портреты», «проехал в Тифлис, где
// рисовал виды гор»); a meeting or a death there is an event of its own.
func TestKindDeedAtJourneyEnd(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Осенью 1870 г. Пётр Сомов ездил в Варшаву и писал там портреты.", []string{"trip geonames:756135 1870-23"}},
		{"Летом 1871 г. Пётр Сомов проехал в Тифлис, где рисовал виды гор.", []string{"trip geonames:611717 1871-22"}},
		{"Летом 1873 г. Пётр Сомов ездил в Ялту, где познакомился с Чеховым.", []string{"trip geonames:688533 1873-22", "meeting geonames:688533 1873-22"}},
		{"Летом 1874 г. Пётр Сомов ездил в Ялту и там внезапно умер.", []string{"trip geonames:688533 1874-22", "other geonames:688533 1874-22"}},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "events of «"+c.text+"»", eventList(r), c.want)
	}
}

// A vehicle or a driver that takes a person somewhere («поезд довёз меня
// до Оренбурга», «ямщик довёз нас до Тулы») moves the person taken, along
// the route the sentence gives: every verb of carrying, whatever its
// prefix.
func TestKindVehicleCarriesPerson(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Весной 1885 года я жил в Казани. 3 мая 1885 г. из Казани через Самару и Уфу поезд довёз меня до Оренбурга.",
			[]string{"Рассказчик: geonames:551487→geonames:499099 1885-05-03", "Рассказчик: geonames:499099→geonames:479561 1885-05-03", "Рассказчик: geonames:479561→geonames:515003 1885-05-03"}},
		{"Зимой 1890 г. мы жили в Москве. В январе 1891 г. ямщик довёз нас до Тулы.",
			[]string{"Рассказчик: geonames:524901→geonames:480562 1891-01"}},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "movements of «"+c.text+"»", moveList(r), c.want)
	}
}

// A verb of passing a place without stopping («поезд миновал Тулу и
// Орёл», «проследовали Пензу») with the places as its bare object after
// it: the places are stops of the route, legs of the movement, but nothing
// happens there (no event). A place put before the verb («Японию
// миновали») is one avoided, no stop.
func TestKindPassingVerbStops(t *testing.T) {
	r := extractText(t, "Летом 1890 г. мы выехали из Москвы. Когда поезд миновал Тулу и Орёл, мы поняли, что нас везут на юг. В Курске мы пересели в другой вагон.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:524901→geonames:480562 1890-22", "Рассказчик: geonames:480562→geonames:515012 1890-22"})
	for _, e := range eventList(r) {
		if strings.Contains(e, "geonames:480562") || strings.Contains(e, "geonames:515012") {
			t.Errorf("a town passed given an event: %s (all %v)", e, eventList(r))
		}
		// «Курске» is no «курс»: a toponym's word is no cue.
		if strings.HasPrefix(e, "school") {
			t.Errorf("a toponym read as a cue: %s", e)
		}
	}
	r = extractText(t, "Весной 1885 года я жил в Казани. 3 мая 1885 г. поезд проследовал Самару и Уфу, и я прибыл в Оренбург.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:551487→geonames:499099 1885-05-03", "Рассказчик: geonames:499099→geonames:479561 1885-05-03", "Рассказчик: geonames:479561→geonames:515003 1885-05-03"})
	wantAll(t, "events", eventList(r), []string{"trip geonames:515003 1885-05-03"})
}

// Boarding a conveyance or changing to another at a place («В Курске нас
// пересадили в телеги», «в Самаре он сел на пароход») is a stop of the
// journey: a trip there, and a leg to it from the last place; «посадили в
// тюрьму» stays imprisonment.
func TestKindBoardingAtPlace(t *testing.T) {
	r := extractText(t, "Летом 1890 г. мы выехали из Москвы. Поезд миновал Тулу и Орёл. В Курске нас пересадили в телеги.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:515012→geonames:538560 1890-22"})
	wantAll(t, "events", eventList(r), []string{"trip geonames:538560 1890-22"})
	r = extractText(t, "Весной 1885 года Иван Сомов жил в Казани. В мае 1885 г. в Самаре он сел на пароход.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Сомов: geonames:551487→geonames:499099 1885-05"})
	wantAll(t, "events", eventList(r), []string{"trip geonames:499099 1885-05"})
	r = extractText(t, "В 1885 г. Ивана Сомова арестовали в Казани и посадили в тюрьму.")
	wantExactly(t, "movements", moveList(r), nil)
	wantAll(t, "events", eventList(r), []string{"relocation geonames:551487 1885"})
}

// «выступил с» followed by the company one sets out with («с караваном»,
// «с отрядом») is a march from the place, not a speech there; «выступил
// с речью» stays a speech.
func TestKindSetOutWithCompany(t *testing.T) {
	r := extractText(t, "Весной 1872 г. Иван Сомов жил в Оренбурге. 3 мая 1872 г. он выступил с караваном из Оренбурга.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:515003 1872-05-03"})
	r = extractText(t, "Весной 1872 г. Иван Сомов жил в Оренбурге. 3 мая 1872 г. он выступил с отрядом из Оренбурга через Орск в Тургай.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Сомов: geonames:515003→geonames:514734 1872-05-03", "Иван Сомов: geonames:514734→geonames:1518062 1872-05-03"})
	r = extractText(t, "Весной 1872 г. Иван Сомов жил в Оренбурге. 3 мая 1872 г. он выступил с речью в Оренбурге.")
	wantAll(t, "events", eventList(r), []string{"lecture geonames:515003 1872-05-03"})
}

// A thing sent in the passive («ящики с коллекциями были отправлены через
// Ош в Ташкент», «в Самару доставлены образцы») moves no one: no movement,
// and no event where it goes; a person sent so («Сомов был отправлен через
// Ош в Ташкент») still moves.
func TestKindThingSentPassive(t *testing.T) {
	r := extractText(t, "Весной 1886 г. Иван Сомов прибыл в Кашгар. Летом ящики с коллекциями были отправлены через Ош в Ташкент.")
	wantExactly(t, "movements", moveList(r), nil)
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1280849 1886-21"})
	r = extractText(t, "Весной 1886 г. Иван Сомов жил в Казани. Летом 1886 г. в Самару были доставлены собранные им образцы.")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "Весной 1886 г. Иван Сомов прибыл в Кашгар. Летом Сомов был отправлен через Ош в Ташкент.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Сомов: geonames:1280849→geonames:1527534 1886-22", "Иван Сомов: geonames:1527534→geonames:1512569 1886-22"})
}

// A stage of an expedition or a caravan («экспедиция пришла в Ургу»,
// «караван прибыл в Хами») is a stop of its journey however long the party
// stays, and the return after it ends the journey (trip); a person's own
// long stay stays a change of residence.
func TestKindExpeditionStagesStayTrips(t *testing.T) {
	r := extractText(t, "Весной 1886 г. Иван Сомов выехал из Петербурга в Иркутск. Летом экспедиция пересекла Байкал и пришла в Ургу. Осенью 1887 г. Сомов вернулся в Петербург.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:2028462 1886-22", "trip geonames:498817 1887-23"})
	r = extractText(t, "Весной 1886 г. Иван Сомов выехал из Петербурга в Иркутск. Летом 1886 г. он приехал в Ургу. Осенью 1887 г. Сомов вернулся в Петербург.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:2028462 1886-22", "relocation geonames:498817 1887-23"})
}

// The provinces of China are regions of the gazetteer, like the first-level
// regions of the other countries the texts travel through («в Сычуань»,
// «по Ганьсу», «из Юньнани»).
func TestKindChineseProvinces(t *testing.T) {
	r := extractText(t, "Весной 1893 г. Иван Сомов выехал из Пекина в Ганьсу, а летом прибыл в Сычуань.")
	wantAll(t, "events", eventList(r), []string{"trip region:CN-62 1893-21", "trip region:CN-51 1893-22"})
	r = extractText(t, "Осенью 1894 г. Сомов вернулся из Юньнани в Пекин.")
	wantAll(t, "movements", moveList(r), []string{"Сомов: region:CN-53→geonames:1816670 1894-23"})
}

// A leg whose departure and arrival are dated apart runs from the one to
// the other: a diary entry that reaches a place on a day before its own
// («Вчера прибыли сюда») after an entry dated at the origin, and a
// departure told in one sentence with its arrival in a later one.
func TestKindLegFromDatedDeparture(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		// Kazan entry of 3 May, Samara entry of 10 May: «вчера» is 9 May.
		{"Казань, 3 мая 1916 г. Стоим здесь третий день, ждём парохода. Самара, 10 мая. Вчера мы прибыли сюда пароходом.", []string{
			"Рассказчик: geonames:551487→geonames:499099 1916-05-03/1916-05-09",
		}},
		{"10 мая 1880 г. Сомов выехал из Москвы. 15 мая он прибыл в Казань.", []string{
			"Сомов: geonames:524901→geonames:551487 1880-05-10/1880-05-15",
		}},
		{"3 июня 1885 г. Анна Сомова уехала из Казани. 9 июня она приехала в Самару и поселилась у брата.", []string{
			"Анна Сомова: geonames:551487→geonames:499099 1885-06-03/1885-06-09",
		}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// «около года», «около двух лет» tell how long something lasted, not when:
// no date of their own and no qualifier on the sentence's date.
func TestKindDurationIsNoQualifier(t *testing.T) {
	for _, tt := range []struct {
		text       string
		dates, evs []string
	}{
		{"В 1885 г. Сомов приехал в Казань. Около года он жил там, а потом уехал в Самару.",
			[]string{"1885"}, []string{"relocation geonames:551487 1885", "trip geonames:499099 1885"}},
		{"В мае 1875 г. Сомов поселился в Казани; около двух лет он служил там в гимназии.",
			[]string{"1875-05"}, []string{"relocation geonames:551487 1875-05"}},
	} {
		r := extractText(t, tt.text)
		var dates []string
		for _, d := range r.Dates {
			dates = append(dates, d.When.String())
		}
		wantExactly(t, "dates of «"+tt.text+"»", dates, tt.dates)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.evs)
		for _, e := range r.Events {
			if e.Approximate {
				t.Errorf("%q: event %s made approximate by a duration", tt.text, e.ID)
			}
		}
	}
}

// A person named in any of the usual shapes is the actor of the journey
// told next with a pronoun: a full name whose surname the dictionary also
// reads as a given name in the plural («Зорин»), initials, a surname after
// a rank or calling in any case (also one that is a town or an adjective:
// «майор Чехов», «инженер Белый», «вице-адмирал Ковров»), a woman's surname
// whose feminine nominative the verb picks over the man's genitive («М. И.
// Лыкова окончила»), while a rank in the genitive keeps the man's
// («экспедиция подполковника Козлова»).
func TestKindPersonNameShapes(t *testing.T) {
	const tula, baku = "geonames:480562", "geonames:587084"
	for _, c := range []struct{ who, actor string }{
		{"Николай Иванович Зорин окончил", "Николай Иванович Зорин"},
		{"Сергей Петрович Самарин окончил", "Сергей Петрович Самарин"},
		{"Н. И. Зорин окончил", "Н. И. Зорин"},
		{"священник Зорин окончил", "Зорин"},
		{"майор Чехов окончил", "Чехов"},
		{"инженер Белый окончил", "Белый"},
		{"академик Курский окончил", "Курский"},
		{"вице-адмирал Ковров окончил", "Ковров"},
		{"М. И. Лыкова окончила", "М. И. Лыкова"},
		{"А. П. Зорина окончила", "А. П. Зорина"},
		{"учительница Рябинина окончила", "Рябинина"},
		{"Зорина окончила", "Зорина"},
	} {
		pro := "он поехал"
		if strings.HasSuffix(c.who, "а") {
			pro = "она поехала"
		}
		r := extractText(t, "В 1905 году "+c.who+" гимназию в Туле. Осенью "+pro+" в Баку.")
		wantExactly(t, c.who, moveList(r), []string{c.actor + ": " + tula + "→" + baku + " 1905-23"})
	}
	r := extractText(t, "В 1907 году экспедиция подполковника Л. К. Сурова вышла из Кяхты в Ургу.")
	for _, e := range r.Events {
		if slices.Contains(e.Actors, "Л. К. Сурова") {
			t.Errorf("the commander read as a woman: %q", e.Actors)
		}
	}
}

// A leg whose arrival has a day of its own runs from the last day a dated
// entry or dateline at its origin put the traveller there, whether the
// arrival falls on the entry's own day or is told in a report sent from
// elsewhere; an origin known only by a month dates no departure.
func TestKindLegFromDatedEntryAtOrigin(t *testing.T) {
	r := extractText(t, "ОДЕССА, 3 мая 1911 г. Сегодня экспедиция профессора Петрова вышла на пароходе из Одессы.\n\nСТАМБУЛ, 6 мая. Сегодня экспедиция Петрова прибыла в Стамбул.\n\nПАРИЖ, 12 мая. Из Марселя телеграфируют, что экспедиция Петрова третьего дня пришла в Марсель.")
	wantExactly(t, "movements", moveList(r), []string{
		"Петрова: geonames:698740→geonames:745044 1911-05-03/1911-05-06",
		"Петрова: geonames:745044→geonames:2995469 1911-05-06/1911-05-10",
	})
}

// A dateline at the origin dated only by a month dates no departure: the
// leg keeps the day of its arrival.
func TestKindLegFromMonthEntryKeepsArrival(t *testing.T) {
	r := extractText(t, "ОДЕССА, май 1911 г. Экспедиция профессора Петрова готовится к отплытию.\n\nСТАМБУЛ, 6 мая. Сегодня экспедиция Петрова прибыла в Стамбул.")
	wantExactly(t, "movements", moveList(r), []string{
		"Петрова: geonames:698740→geonames:745044 1911-05-06",
	})
}

// A «(?)» between the month or season and the year doubts the whole date
// as one after the year does; it ends no sentence.
func TestKindDoubtBeforeYear(t *testing.T) {
	for _, c := range []struct{ text, date, event string }{
		{"В августе (?) 1880 г. Сомов приехал в Казань.", "В августе (?) 1880 г.=1880-08?", "trip geonames:551487 1880-08?"},
		{"Весной (?) 1869 года он поселился в Локарно.", "Весной (?) 1869 года=1869-21?", "relocation geonames:2659869 1869-21?"},
		{"12 мая (?) 1903 г. Шапошников был арестован в Одессе.", "12 мая (?) 1903 г.=1903-05-12?", "other geonames:698740 1903-05-12?"},
	} {
		r := extractText(t, c.text)
		wantAll(t, "dates", dateList(r), []string{c.date})
		wantExactly(t, "events", eventList(r), []string{c.event})
	}
}

// A clause that takes its place from «там» or «здесь» after a move there
// and tells what the person did there, with no cue of its own, is an event
// at that place; an impression of the place or the stay that goes on
// telling of the move is none.
func TestKindDeedThereAfterMove(t *testing.T) {
	for _, c := range []struct {
		text   string
		events []string
	}{
		{"В 1885 г. Сомов поселился в Казани. Там же он впервые начал писать стихи.", []string{"relocation geonames:551487 1885", "other geonames:551487 1885"}},
		{"Осенью 1879 г. Сомова выслали в Глазов. Там, в крестьянской избе, он шил обувь.", []string{"relocation geonames:561347 1879-23", "other geonames:561347 1879-23"}},
		{"В 1885 г. Сомов приехал в Казань. Там ему очень понравилось.", []string{"trip geonames:551487 1885"}},
		{"В 1885 г. Сомов поселился в Казани. Прожил он там недолго.", []string{"relocation geonames:551487 1885"}},
	} {
		wantExactly(t, "events", eventList(extractText(t, c.text)), c.events)
	}
}

// A later clause of a sentence with a date of its own and no place named,
// that points back to the place the clause before put the person at (a
// pronoun object, a building), is a second event there; one that says
// nothing of a place stays without one.
func TestKindSecondDatedDeedAtPlace(t *testing.T) {
	for _, c := range []struct {
		text   string
		events []string
	}{
		{"В 1890 г. Сомов поступил в Казанский университет, а в 1894 году окончил его.", []string{"school geonames:551487 1890", "school geonames:551487 1894"}},
		{"Весной 1870 г. Сомов приехал в Лион, 28 сентября участвовал в восстании и был арестован в тюрьме.", []string{"trip geonames:2996944 1870-21", "other geonames:2996944 1870-09-28"}},
		{"Весной 1870 г. Сомов приехал в Лион и в том же году вступил в партию.", []string{"trip geonames:2996944 1870-21", "other - 1870"}},
	} {
		wantExactly(t, "events", eventList(extractText(t, c.text)), c.events)
	}
}

// An official's place adjective names his province when its centre is
// another town than the one the adjective also names (the Yenisei
// governor sat in Krasnoyarsk; Zabaykalsk is a later town), and the town
// when the town is the centre.
func TestKindOfficialOfProvince(t *testing.T) {
	r := extractText(t, "В 1895 г. прошение передали енисейскому губернатору.")
	wantExactly(t, "places", placeIDs(r), []string{"енисейскому=overlay:yeniseysk-governorate"})
	r = extractText(t, "15 мая 1900 г. рапорт был послан забайкальскому военному губернатору.")
	wantExactly(t, "places", placeIDs(r), []string{"забайкальскому=overlay:transbaikal-oblast"})
	r = extractText(t, "В 1890 г. прошение передали томскому губернатору.")
	wantExactly(t, "places", placeIDs(r), []string{"томскому=geonames:1489425"})
}

// A settlement named bare in the nominative, as an address writes it, is
// one when its province follows in the genitive; the province chooses
// among its namesakes.
func TestKindAddressWithProvince(t *testing.T) {
	r := extractText(t, "Пиши мне: Мелихово Московской губ., почтовое отделение.")
	wantAll(t, "places", placeIDs(r), []string{"Мелихово=geonames:527697"})
	r = extractText(t, "Письма посылай так: Тарханы Пензенской губернии, в имение.")
	wantAll(t, "places", placeIDs(r), []string{"Тарханы=geonames:535885"})
	r = extractText(t, "Мой адрес теперь такой: Никольск Вологодской губернии, до востребования.")
	wantAll(t, "places", placeIDs(r), []string{"Никольск=geonames:521773"})
}

// Verbs of a leg of a journey or a campaign type the event at their place
// as a trip, in both aspects and the gerund: entering a town or a land,
// coming up to it, falling back or pushing on towards it, leaving it,
// leading troops or ships there, changing or boarding a conveyance,
// being carried to the end of a stage, flying; joining a body named by a
// capitalised word stays `other`, and so does being taken prisoner
// however one was moved before.
func TestKindLegVerbsTypeATrip(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В январе 1878 г. было заключено перемирие, и 3 февраля казаки вступили в Трапезунд.", "trip geonames:738648 1878-02-03"},
		{"Летом 1916 г., выдержав бой, дивизия подошла к Луцку.", "trip geonames:702569 1916-22"},
		{"В сентябре 1914 г. австрийцы отступили за Сан, к Кракову.", "trip geonames:3094802 1914-09"},
		{"В мае 1877 г., после перестрелки у границы, Лорис-Меликов повёл войска на Карс.", "trip geonames:743952 1877-05"},
		{"В начале марта 1855 г. фрегат оставил Кронштадт.", "trip geonames:540771 1855-03-01/1855-03-10"},
		{"5 мая 1890 г. в Самаре мы пересели на пароход.", "trip geonames:499099 1890-05-05"},
		{"12 июня 1899 г. в Уфе Сомов сел в поезд.", "trip geonames:479561 1899-06-12"},
		{"20 мая 1890 г. ямщик довёз нас до Томска.", "trip geonames:1489425 1890-05-20"},
		{"В сентябре 1911 г. авиатор Васильев прилетел в Москву.", "trip geonames:524901 1911-09"},
		{"В 1906 г. в Петербурге Сомов вступил в Союз русского народа.", "other geonames:498817 1906"},
		{"6 ноября 1877 г. в Карсе турецкий паша, пересаженный на носилки, взят в плен.", "other geonames:743952 1877-11-06"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// Two routes told in one clause, the second after a comma or a dash with
// the verb left out, each leave from their own origin; an origin named
// after the destination is still the one route's.
func TestKindSecondRouteFromItsOwnOrigin(t *testing.T) {
	r := extractText(t, "Летом 1854 г. первый отряд генерала Петрова двинулся из Тулы на Орёл, а второй отряд генерала Иванова — из Калуги на Брянск.")
	wantAll(t, "movements", moveList(r), []string{"Отряд: geonames:480562→geonames:515012 1854-22", "Отряд: geonames:553915→geonames:571476 1854-22"})
	r = extractText(t, "В 1855 г. корпус генерала Муравьёва наступал тремя колоннами: главные силы двинулись из Тулы на Орёл, отряд генерала Петрова — из Калуги на Брянск, а отряд генерала Иванова — из Рязани на Тамбов.")
	var legs []string
	for _, m := range r.Movements {
		legs = append(legs, m.From.Place.ID+"→"+m.To.Place.ID)
	}
	wantExactly(t, "legs", legs, []string{"geonames:480562→geonames:515012", "geonames:553915→geonames:571476", "geonames:500096→geonames:484646"})
	r = extractText(t, "В 1905 г. Иванов приехал в Киев из Москвы, а затем в Одессу.")
	wantAll(t, "movements", moveList(r), []string{"Иванов: geonames:524901→geonames:703448 1905"})
}

// A dissertation defended and examinations passed at a place are studies
// there; coming to a place for a congress is the congress there.
func TestKindDegreesAndCongressJourney(t *testing.T) {
	r := extractText(t, "В 1912 г. он защитил в Казани докторскую диссертацию. В 1913 г. он сдал в Москве магистерские экзамены.")
	wantExactly(t, "events", eventList(r), []string{"school geonames:551487 1912", "school geonames:524901 1913"})
	r = extractText(t, "В августе 1903 г. Петров приехал в Брюссель председательствовать на съезде врачей.")
	wantExactly(t, "events", eventList(r), []string{"congress geonames:2800866 1903-08"})
	r = extractText(t, "Летом 1907 г. Петров приехал в Лондон председательствовать на IV Всемирном конгрессе хирургов.")
	wantExactly(t, "events", eventList(r), []string{"congress geonames:2643743 1907-22"})
}

// A congress named by a town's adjective happened at that town; the
// places a clause after it names take the type of their own verbs.
func TestKindCongressNamedByItsTown(t *testing.T) {
	r := extractText(t, "В 1856 г. Парижский конгресс пересмотрел границу: Измаил и Болград были уступлены туркам.")
	wantExactly(t, "events", eventList(r), []string{"congress geonames:2988507 1856", "other geonames:707308 1856", "other geonames:711841 1856"})
}

// Towns named bare before a verb of remembering or honouring, alone or in
// a list, stand for their people: nothing happens there.
func TestKindTownsThatRemember(t *testing.T) {
	r := extractText(t, "В 1890 г. Петров переехал в Киев. Тифлис, Киев и Харьков помнят его как врача.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:703448 1890"})
	r = extractText(t, "В 1890 г. Петров переехал в Киев. Тифлис чтит его память.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:703448 1890"})
}

// A lower-case town adjective is the town's even when the gazetteer's
// name for it writes one consonant where Russian doubles it (Одеса).
func TestKindAdjectiveOfDoubledConsonant(t *testing.T) {
	r := extractText(t, "В 1870 г. Иванов окончил одесскую гимназию.")
	wantExactly(t, "events", eventList(r), []string{"school geonames:698740 1870"})
	r = extractText(t, "В 1872 г. Иванов служил в одесской гимназии.")
	wantExactly(t, "events", eventList(r), []string{"school geonames:698740 1872"})
}

// A land in the genitive after an institution one works or is treated in
// («в лабораториях Италии», «в лазаретах Сербии») is where it happens,
// not whose.
func TestKindInstitutionsOfALand(t *testing.T) {
	r := extractText(t, "В 1880 г. Петров два года работал в лабораториях Италии, Швейцарии и Австрии.")
	wantExactly(t, "places", placeIDs(r), []string{"Италии=country:IT", "Швейцарии=country:CH", "Австрии=country:AT"})
	r = extractText(t, "В 1876 г. Петров оперировал в лазаретах Сербии.")
	wantExactly(t, "events", eventList(r), []string{"other country:RS 1876"})
}

// A town's common noun after a demonstrative with no preposition («взяли
// эту крепость», «этот город пал») points back to the town last named:
// a siege, a storm or a capture happens there.
func TestKindDemonstrativeTownNoun(t *testing.T) {
	r := extractText(t, "Летом 1828 г. русские войска осадили Варну. 29 сентября войска взяли эту крепость.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:726050 1828-22", "other geonames:726050 1828-09-29"})
	r = extractText(t, "Весной 1855 г. союзники осадили Керчь. 12 мая этот город пал.")
	wantAll(t, "events", eventList(r), []string{"other geonames:706524 1855-05-12"})
}

// A unit, an expedition or a family named by its noun alone in a text that
// has named no one before is the traveller itself; a route «через A в B»
// with no place known before starts at its first stop.
func TestKindGroupNounAloneTravels(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Весной 1873 года отряд выступил из Ташкента в Хиву.", "Отряд: geonames:1512569→geonames:1513604 1873-21"},
		{"Летом 1870 года экспедиция вышла из Иркутска в Якутск.", "Экспедиция: geonames:2023469→geonames:2013159 1870-22"},
		{"В мае 1915 года полк ушёл через Львов в Ярослав.", "Полк: geonames:702550→geonames:770380 1915-05"},
		{"Осенью 1905 года семья переехала из Одессы в Киев.", "Семья: geonames:698740→geonames:703448 1905-23"},
		{"В мае 1915 года полк ушёл из Перемышля через Львов в Ярослав.", "Полк: geonames:761168→geonames:702550 1915-05"},
	}
	for _, c := range cases {
		wantAll(t, c.text, moveList(extractText(t, c.text)), []string{c.want})
	}
}

// In a text told in the first person, someone named as the subject of a
// clause that only does something to the narrator («дал нам лошадей»,
// «меня встретил») is met on the way: the legs after it with no subject
// stay the narrator's.
func TestKindDiaristKeepsLegsAfterSomeoneMet(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"10 мая 1898 г. мы выехали из Иркутска в Верхоленск. В Верхоленске комендант Усков дал нам лошадей. 14 мая выехали в Киренск.",
			[]string{"Рассказчик: geonames:2023469→overlay:verkholensk 1898-05-10", "Рассказчик: overlay:verkholensk→geonames:2022083 1898-05-14"}},
		{"10 мая 1898 г. я выехал из Иркутска в Верхоленск. Здесь меня встретил доктор Петров. 14 мая выехал в Киренск, а оттуда в Якутск.",
			[]string{"Рассказчик: geonames:2023469→overlay:verkholensk 1898-05-10", "Рассказчик: overlay:verkholensk→geonames:2022083 1898-05-14", "Рассказчик: geonames:2022083→geonames:2013159 1898-05-14"}},
		{"В июне 1891 г. я приехал в Казань. Губернатор Полторацкий принял меня. Через неделю выехал в Пермь.",
			[]string{"Рассказчик: geonames:551487→geonames:511196 1891-06"}},
	}
	for _, c := range cases {
		wantExactly(t, c.text, moveList(extractText(t, c.text)), c.want)
	}
}

// An adjective before a given name makes one name with it after a
// preposition («в Святую Софию», «у Святого Георгия»): a church or a
// saint's place, not the adjective alone and a town named like the saint.
// The holy places of Jerusalem and Bethlehem the period's pilgrims name,
// and Jerusalem by its epithet, are places of their own.
func TestKindHolyPlaces(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"В мае 1899 года мы осматривали в Константинополе Святую Софию.", []string{"Константинополе=geonames:745044", "Святую Софию=overlay:hagia-sophia"}},
		{"Весной 1896 года паломники молились у Гроба Господня и на Елеонской горе.", []string{"Гроба Господня=overlay:holy-sepulchre", "Елеонской горе=overlay:mount-of-olives"}},
		{"В 1903 году она прожила месяц во Святом Граде, а на Рождество ходила в Вифлеем.", []string{"Святом Граде=geonames:281184", "Вифлеем=geonames:284315"}},
		{"Осенью 1888 г. он ночевал в Гефсимании, а затем поселился в Горненском монастыре.", []string{"Гефсимании=overlay:gethsemane", "Горненском монастыре=overlay:gorny-convent"}},
	}
	for _, c := range cases {
		wantExactly(t, c.text, placeIDs(extractText(t, c.text)), c.want)
	}
}

// «ходил», «ездил», «съездил» go there and back: the trip sets out from
// where the person stays, and the next journey leaves from there again,
// not from the trip's goal.
func TestKindRoundTripFromBase(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"Летом 1896 года я поселился в Киеве. Ходил в Чернигов. 20 августа выехал я в Харьков.",
			[]string{"Рассказчик: geonames:703448→geonames:710735 1896-22", "Рассказчик: geonames:703448→geonames:706483 1896-08-20"}},
		{"В 1900 году Сомов жил в Томске. Весной 1901 года он ездил в Барнаул. Осенью Сомов переехал в Иркутск.",
			[]string{"Сомов: geonames:1489425→geonames:1510853 1901-21", "Сомов: geonames:1489425→geonames:2023469 1901-23"}},
		{"В 1889 году Анна Петрова жила в Москве. Летом 1890 года она съездила в Тулу. Осенью она уехала в Казань.",
			[]string{"Анна Петрова: geonames:524901→geonames:480562 1890-22", "Анна Петрова: geonames:524901→geonames:551487 1890-23"}},
	}
	for _, c := range cases {
		wantExactly(t, c.text, moveList(extractText(t, c.text)), c.want)
	}
}

// A quoted message tells where it was written by its dateline or by its
// writer's arrival: the writing is an `other` event there, besides the
// arrival it reports; the header's own event, placed nowhere, is that
// one, and a header without a date of its own is dated by the quotation.
// A place a phrase about the writer names («ведавшее Тюменью») is none of
// the writing's, and a letter's heading with «здесь я…» stays one event.
func TestKindMessageWrittenWhereItArrived(t *testing.T) {
	cases := []struct {
		text       string
		want, none []string
	}{
		{"Генерал доносил государю: «Коканд, 10 сентября 1875 г. Сегодня войска вступили в Коканд. Хан бежал».",
			[]string{"trip geonames:1512979 1875-09-10", "other geonames:1512979 1875-09-10"}, nil},
		{"Весной 1875 г. отряд готовился к походу. Первое донесение гласило: «Коканд, 10 сентября. Сегодня войска выступили в поход. Иванов».",
			[]string{"trip geonames:1512979 1875-09-10", "other geonames:1512979 1875-09-10"}, nil},
		{"В 1891 г. Иванов служил в Самаре, а 15 мая 1891 г. телеграфировал брату: «Прибыл в Омск. Здоров».",
			[]string{"trip geonames:1496153 1891-05-15", "other geonames:1496153 1891-05-15"}, []string{"other - 1891-05-15"}},
		{"В 1890 г. Иванова арестовали в Казани. Омский губернатор телеграфировал в Петербург: «Иванов 3 июня 1891 г. доставлен в Омск и отправлен далее на Томск».",
			[]string{"other geonames:1496153 1891-06-03", "trip geonames:1496153 1891-06-03"}, nil},
		{"5 мая 1902 г. Иванова задержали на собрании, и Тобольское жандармское управление, ведавшее тогда Тюменью, донесло: «Иванов заключён в Тюменскую тюрьму».",
			[]string{"other geonames:1489530 1902-05-05", "relocation geonames:1488754 1902-05-05"}, []string{"other geonames:1488754 1902-05-05"}},
	}
	for _, c := range cases {
		r := extractText(t, c.text)
		got := eventList(r)
		wantAll(t, "events", got, c.want)
		for _, n := range c.none {
			if slices.Contains(got, n) {
				t.Errorf("%s: unwanted %q in %q", c.text, n, got)
			}
		}
	}
	r := extractText(t, "Омск, 3 июня 1891 г.\n\nДорогой брат! Здесь я живу уже неделю и работаю в больнице.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:1496153 1891-06-03"})
}

// What befell the person (an arrest, a death, a burial) is an event of its
// own beside another thing that happened at the same place and date, and
// beside another such thing; the same arrest told twice stays one event.
func TestKindBefallsBesideAnotherHappening(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Петров умер в Берне 1 июля 1876 г. Похоронен в Берне.",
			[]string{"other geonames:2661552 1876-07-01", "other geonames:2661552 1876-07-01"}},
		{"Летом 1906 г. в Кронштадте восстали матросы. Петрова арестовали там же.",
			[]string{"other geonames:540771 1906-22", "other geonames:540771 1906-22"}},
		{"В 1905 г. Петров работал в Одессе. Там его и арестовали в том же году.",
			[]string{"other geonames:698740 1905", "other geonames:698740 1905"}},
		{"5 мая 1902 г. Петрова арестовали в Киеве. Арестовали его там же, на квартире у брата.",
			[]string{"other geonames:703448 1902-05-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A relative clause about the place just named, whose pronoun is the
// object of the person's verb («университет, который окончил в 1901
// году»), tells another thing the person did there on its own date; one
// with a plural verb and no subject or with a subject of its own tells of
// the thing.
func TestKindRelativeClauseOfThePerson(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1896 году Петров поступил в Казанский университет, который окончил в 1901 году.",
			[]string{"school geonames:551487 1896", "school geonames:551487 1901"}},
		{"В 1896 году Анна поступила в Казанский университет, который она окончила в 1901 году.",
			[]string{"school geonames:551487 1896", "school geonames:551487 1901"}},
		{"В 1896 году Петров переехал в Киев, который в 1905 году охватила забастовка.",
			[]string{"relocation geonames:703448 1896"}},
		{"В 1896 году Петров приехал в Полтаву, которую в 1709 году прославила битва.",
			[]string{"trip geonames:696643 1896"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// Among namesakes that match a toponym equally well, the one near the
// other places the text names surely is meant: a town lived in has no
// route stops to tell, but the text's other towns do. A namesake near
// them keeps its rank against a bigger one continents away.
func TestKindEqualNamesakesByTextPlaces(t *testing.T) {
	for _, c := range []struct {
		text, mention, want string
	}{
		// Valencia, Spain (not Venezuela) in a text about Spain.
		{"В 1897 г. он жил в Мадриде, потом в Барселоне. Зимой 1898 г. он поселился в Валенсии.", "Валенсии", "geonames:2509954"},
		// Valencia, Venezuela in a text about Venezuela.
		{"В 1890 г. он служил в Каракасе, затем в Маракайбо. В 1892 г. он жил в Валенсии.", "Валенсии", "geonames:3625549"},
		// Aleksandrovsk on Sakhalin in a text about the Far East, not
		// Aleksandrovsk (Zaporizhzhia) on the Dnieper.
		{"В 1889 г. он служил в Хабаровске, затем во Владивостоке. В 1890 г. он жил в Александровске.", "Александровске", "geonames:2127282"},
		// Byarozawka by Lida, not Berëzovka by Krasnoyarsk.
		{"В 1910 г. он учительствовал в Минске, потом в Лиде. Летом 1911 г. он жил в Березовке.", "Березовке", "geonames:630166"},
		// Nikol'skoye by Moscow in a text of Smolensk's province, not
		// Nikol'skoye (Ussuriysk) in the Far East.
		{"В 1916 г. он служил в Смоленске, потом в Вязьме. Зимой 1917 г. он жил в Никольском.", "Никольском", "geonames:521500"},
		// ... which a text of the Far East means.
		{"В 1900 г. он жил во Владивостоке, затем в Хабаровске. В 1902 г. он служил в Никольском.", "Никольском", "geonames:2014006"},
		// Nikol'sk of the Vologda province the sentence names, not the
		// bigger Nikol'sk by Penza.
		{"В 1907 г. он жил в Вологодской губернии, в Никольске.", "Никольске", "geonames:521773"},
		// Frankfurt am Main in a text about Germany stays what it was.
		{"В 1906 г. он учился в Гейдельберге. Весной 1907 г. он жил во Франкфурте.", "Франкфурте", "geonames:2925533"},
	} {
		r := extractText(t, c.text)
		found := false
		for _, p := range r.Places {
			if strings.Contains(p.Text, c.mention) {
				found = true
				if p.Place.ID != c.want {
					t.Errorf("%q in %q: %s, want %s", c.mention, c.text, p.Place.ID, c.want)
				}
			}
		}
		if !found {
			t.Errorf("%q not found in %v", c.mention, placeIDs(r))
		}
	}
}

// «на родину», «в родной город» send the person to where the text had them
// born or from («родился в …», «происходит из … деревни …»): the place of
// origin is the goal, and a return from it goes back from there.
func TestKindSentHomeToBirthplace(t *testing.T) {
	r := extractText(t, "Иван Сомов родился в 1850 году в Херсоне. В 1869 году Сомов поступил в университет в Казани, но в 1871 году был выслан на родину. В 1872 году Сомов возвратился в Казань.")
	wantAll(t, "movements", moveList(r), []string{
		"Иван Сомов: geonames:551487→geonames:706448 1871",
		"Иван Сомов: geonames:706448→geonames:551487 1872",
	})
	// Sent home and back in one clause: home is the stop between.
	r = extractText(t, "Иван Сомов родился в Херсоне. В 1869 году он служил в Казани, но осенью 1871 года был выслан на родину под надзор полиции, по истечении коего, в 1872 году, вернулся в Казань.")
	wantAll(t, "movements", moveList(r), []string{
		"Иван Сомов: geonames:551487→geonames:706448 1871-23",
		"Иван Сомов: geonames:706448→geonames:551487 1872",
	})
	r = extractText(t, "Пётр Лукин, 30 лет, происходит из мещан города Моршанска Тамбовской губернии. В 1878 году он служил в Саратове, а весной 1880 года вернулся в родной город.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Лукин: geonames:498677→geonames:525138 1880-21"})
	// With no place of origin told, «на родину» names no place.
	r = extractText(t, "В 1878 году Пётр Лукин служил в Саратове, а весной 1880 года уехал на родину.")
	wantExactly(t, "movements", moveList(r), nil)
}

// Verbs of setting off, hurrying, following a route or roaming are verbs
// of motion like «поехал»: a route of stops after them is the journey's.
func TestKindSettingOffVerbs(t *testing.T) {
	r := extractText(t, "Весной 1890 года Иван Сомов жил в Казани. Летом Сомов под конвоем потянулся на восток, через Пермь и Екатеринбург.")
	wantAll(t, "movements", moveList(r), []string{
		"Иван Сомов: geonames:551487→geonames:511196 1890-22",
		"Иван Сомов: geonames:511196→geonames:1486209 1890-22",
	})
	r = extractText(t, "В 1885 году Пётр Лукин служил в Саратове. 2 мая 1886 года он проследовал в Самару.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Лукин: geonames:498677→geonames:499099 1886-05-02"})
	r = extractText(t, "В 1885 году Пётр Лукин служил в Саратове. Осенью 1886 года он с семьёй тронулся в Оренбург.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Лукин: geonames:498677→geonames:515003 1886-23"})
}

// A polar circle is a line of the globe, not the town of its adjective's
// name: no place, and so no origin of the next move.
func TestKindPolarCircleIsNoPlace(t *testing.T) {
	r := extractText(t, "В 1908 году Иван Сомов жил в Тобольске. Осенью его сослали в Туруханск, далеко за Полярным кругом. Весной 1909 года Сомов бежал в Енисейск.")
	wantExactly(t, "places", placeIDs(r), []string{"Тобольске=geonames:1489530", "Туруханск=geonames:1488903", "Енисейск=geonames:1485997"})
	r = extractText(t, "Летом 1912 года шхуна миновала Северный полярный круг и вошла в Карское море.")
	for _, p := range r.Places {
		if strings.HasPrefix(p.Text, "Северный") || strings.HasPrefix(p.Text, "полярн") {
			t.Errorf("the polar circle «%s» taken for %s", p.Text, p.Place.ID)
		}
	}
}

// After «в» or «на» a name is a goal or a place by its case; a name the
// dictionary reads only in another case («Ливадию», «Митаву» as datives of
// men's names) is told by its ending, and the move to it is kept. A town
// in apposition after a goal («в Ливадию, под Ялту») says where the goal
// lies: no goal, nor a relocation, of its own.
func TestKindGoalCaseByEnding(t *testing.T) {
	r := extractText(t, "В 1885 году Пётр Лукин служил в Саратове. Летом 1886 года он уехал в Митаву.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Лукин: geonames:498677→geonames:459279 1886-22"})
	r = extractText(t, "В 1885 году Пётр Лукин служил в Саратове. Летом 1886 года он с семьёй перебрался в Ливадию, под Ялту.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Лукин: geonames:498677→geonames:702907 1886-22"})
	wantExactly(t, "events", eventList(r), []string{"other geonames:498677 1885", "relocation geonames:702907 1886-22"})
}

// A land or province, then a town in it in the same sentence under the
// same date («приехал в область и поселился в Чите»), is one event, at
// the most specific place. A journey over a land («поездка по
// Бессарабии») stays an event of its own beside its towns.
func TestKindLandThenTownInIt(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Осенью 1905 года Смирнов приехал в Забайкальскую область и поселился в Чите.",
			[]string{"relocation geonames:2025339 1905-23"}},
		{"В 1903 году Белов отправился в Крым и лечился в Ялте.",
			[]string{"trip geonames:688533 1903"}},
		{"Весной 1907 г. Котов совершил поездку по Бессарабии: побывал в Кишинёве и Бендерах.",
			[]string{"trip overlay:bessarabia-governorate 1907-21", "trip geonames:618426 1907-21", "trip geonames:618577 1907-21"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// Official letters date by the writer's own year: «сего», «текущего»
// (this year), «минувшего», «прошлого» (the year before), «будущего»,
// «наступающего» (the year after) count from the letter's date, not from
// the date the text told last, and «19 сего апреля» is a day.
func TestKindYearOfTheWriter(t *testing.T) {
	for _, c := range []struct {
		text  string
		dates []string
	}{
		{"Москва, 3 мая 1881 г. Сообщаю, что 28 сего апреля Сомов выехал в Казань, куда прибыл в марте прошлого года его брат.",
			[]string{"3 мая 1881 г.=1881-05-03", "28 сего апреля=1881-04-28", "в марте прошлого года=1880-03"}},
		{"Киев, 10 января 1890 г. В декабре минувшего года Сомов жил в Одессе, а в феврале сего года намерен ехать в Рим.",
			[]string{"10 января 1890 г.=1890-01-10", "В декабре минувшего года=1889-12", "в феврале сего года=1890-02"}},
		{"Рапорт от 2 ноября 1902 г. Сомов выедет летом будущего года, а 15 сего месяца прибудет в Томск.",
			[]string{"2 ноября 1902 г.=1902-11-02", "летом будущего года=1903-22", "15 сего месяца=1902-11-15"}},
	} {
		wantExactly(t, "dates", dateList(extractText(t, c.text)), c.dates)
	}
}

// A dispatch or report numbered «№ 12.» at the head of its paragraph is
// headed by its place and date as a numbered letter is: the number is no
// sentence, the heading's town is a place, and «сего» counts from the
// heading's date.
func TestKindNumberedDispatchHeading(t *testing.T) {
	r := extractText(t, "Донесения\n\n№ 12. Тифлис, 3 марта 1880 г.\nИмею честь донести, что 1 сего марта Сомов прибыл в Баку.\n\n№ 1045. Тифлис, 9 мая 1880 г.\nСомов вернулся из Баку.")
	wantExactly(t, "places", placeIDs(r), []string{"Тифлис=geonames:611717", "Баку=geonames:587084", "Тифлис=geonames:611717", "Баку=geonames:587084"})
	wantAll(t, "events", eventList(r), []string{"trip geonames:587084 1880-03-01"})
	wantAll(t, "dates", dateList(r), []string{"3 марта 1880 г.=1880-03-03", "1 сего марта=1880-03-01", "9 мая 1880 г.=1880-05-09"})
}

// A toponym written in capitals, as titles, headings and telegrams write
// names, is a place in any case («ИСТОРИЯ ГОРОДА КАЗАНИ», «жил в
// ТАГАНРОГЕ»); an acronym the dictionary knows as no toponym is none.
func TestKindToponymInCapitals(t *testing.T) {
	for _, c := range []struct {
		text   string
		places []string
	}{
		{"ПИСЬМА ИЗ СИБИРИ\n\nВ 1885 г. Сомов жил в Томске.", []string{"СИБИРИ=overlay:siberia", "Томске=geonames:1489425"}},
		{"В 1870 г. Сомов жил в ТАГАНРОГЕ.", []string{"ТАГАНРОГЕ=geonames:484907"}},
		{"В 1903 г. РСДРП провела съезд в ЛОНДОНЕ.", []string{"ЛОНДОНЕ=geonames:2643743"}},
	} {
		wantExactly(t, "places", placeIDs(extractText(t, c.text)), c.places)
	}
}

// A lower-case adjective that equals a town's Soviet-era name names no
// place in a text of the period («советская власть», «красный флаг»,
// «октябрьские дни»): a name the gazetteer dates as coming into use after
// 1925, or the modern name of a place whose old names end after 1925,
// is out of reach of an adjective; a capitalised name stays a place.
func TestKindPeriodWrongAdjective(t *testing.T) {
	for _, text := range []string{
		"В 1918 году в Ростове установилась советская власть.",
		"Весной 1920 г. в Пензе стояли кировские рабочие дружины.",
		"В 1917 г. над Самарой подняли советский флаг.",
	} {
		r := extractText(t, text)
		for _, p := range r.Places {
			if p.Text == strings.ToLower(p.Text) {
				t.Errorf("%s: the adjective «%s» taken for %s (%s)", text, p.Text, p.Place.ID, p.Place.Name)
			}
		}
	}
	r := extractText(t, "В 1946 г. Тильзит переименовали в Советск.")
	wantAll(t, "places", placeIDs(r), []string{"Советск=geonames:490068"})
}

// A title or heading with no verb and no date («ИСТОРИЯ ГОРОДА КАЗАНИ»,
// «Летопись города Ельца. Часть вторая») names the subject of the text:
// nothing happens at its town. A letter's or a diary's heading («Казань,
// 5 мая 1905 г.») places the writer and dates the entry.
func TestKindTitleGivesNoEvent(t *testing.T) {
	r := extractText(t, "ИСТОРИЯ ГОРОДА КАЗАНИ\n\nВ 1860 г. Иван Сомов приехал в Самару.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:499099 1860"})
	r = extractText(t, "Летопись города Ельца. Часть вторая\n\nВ 1871 г. Иван Сомов уехал в Орёл.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:515012 1871"})
	r = extractText(t, "Казань, 5 мая 1905 г.\n\nДорогая мама! Вчера я был в университете.")
	wantAll(t, "events", eventList(r), []string{"school geonames:551487 1905-05-04"})
}

// A title that ends on the span of years it covers and names no place
// («Экспедиция на шхуне «Заря» (1900–1902)») gives the text's span, not
// an event of its own: the events are told one by one below it. One that
// names a place tells of what happened there; a dictionary head that
// dates a birth to a day still tells of the birth.
func TestKindDatedTitleGivesNoEvent(t *testing.T) {
	r := extractText(t, "Экспедиция лейтенанта И. П. Сомова на шхуне «Заря» (1900–1902)\n\nВ 1900 г. Сомов приехал в Тифлис.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:611717 1900"})
	r = extractText(t, "Глава третья. Ссылка и побег (1880–1882 гг.)\n\nВ 1880 г. Иван Сомов приехал в Пермь.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:511196 1880"})
	r = extractText(t, "Путешествие И. П. Сомова в Персию (1888–1890 гг.)\n\nВ 1888 г. Сомов приехал в Тифлис.")
	wantAll(t, "events", eventList(r), []string{"trip country:IR 1888/1890", "trip geonames:611717 1888"})
	r = extractText(t, "СОМОВ Иван Петрович (5 мая 1860, Казань — 1 июня 1920, Париж), русский химик.")
	wantAll(t, "events", eventList(r), []string{"other geonames:551487 1860-05-05"})
}

// In a text whose title names a town («Летопись города Ельца»), «в городе»,
// «нашего города» with no town named in the sentence stand for that town,
// not for the town the sentence before named (where a native died, where
// a governor sat); after a journey to another town, «в городе» is where
// the journey went.
func TestKindTitleTownIsTheTown(t *testing.T) {
	r := extractText(t, "ЛЕТОПИСЬ ГОРОДА ЕЛЬЦА\n\nВ 1870 г. уроженец Ельца купец Иван Сомов умер в Москве. В 1871 г. в городе случился большой пожар.")
	wantAll(t, "events", eventList(r), []string{"other geonames:467978 1871"})
	r = extractText(t, "ЛЕТОПИСЬ ГОРОДА ЕЛЬЦА\n\nВ 1875 г. губернатор жил в Орле. В 1876 г. холера дошла и до нашего города.")
	wantAll(t, "events", eventList(r), []string{"other geonames:467978 1876"})
	r = extractText(t, "ЛЕТОПИСЬ ГОРОДА ЕЛЬЦА\n\nВ 1880 г. Иван Сомов уехал в Орёл. В городе он прожил два года.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:515012 1880"})
}

// A ship's quoted name after a noun of a vessel in any case, a fleeting
// vowel included («броненосца», «миноносце»), is neither an actor nor a
// place, even when the name is a town's or a person's.
func TestKindShipNameAfterVesselNoun(t *testing.T) {
	for _, c := range []struct {
		text   string
		places []string
		actors []string
	}{
		{"В 1904 году мичман Андрей Лосев приехал в Порт-Артур и 13 апреля 1904 года погиб при взрыве броненосца «Севастополь».",
			[]string{"Порт-Артур=geonames:1801722"}, []string{"Андрей Лосев"}},
		{"Летом 1905 года Андрей Лосев уехал в Одессу на пароходе «Тамбов».",
			[]string{"Одессу=geonames:698740"}, []string{"Андрей Лосев"}},
		{"Осенью 1896 года Иван Андреевич Коренев погиб при крушении парохода «Владимир» у берегов Крыма.",
			[]string{"Крыма=overlay:crimea"}, []string{"Иван Андреевич Коренев"}},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "places", placeIDs(r), c.places)
		var actors []string
		for _, e := range r.Events {
			for _, a := range e.Actors {
				if !slices.Contains(actors, a) {
					actors = append(actors, a)
				}
			}
		}
		wantExactly(t, "actors", actors, c.actors)
	}
}

// What one goes on doing where one lives, told in a «где» clause with no
// date of its own, is that residence, told once; a deed done once there
// (perfective) or what befalls one there is an event of its own, of the
// sentence's person. An adjective of a place that names a work's subject
// («туркестанскую серию», «кавказский роман») is no place.
func TestKindDeedAtResidence(t *testing.T) {
	for _, c := range []struct {
		text   string
		places []string
		events []string
	}{
		{"С 1876 по 1879 год художник Пётр Сомов жил в Париже, где писал туркестанскую серию.",
			[]string{"Париже=geonames:2988507"}, []string{"relocation geonames:2988507 1876/1879"}},
		{"В 1890–1893 годах писатель Лосев жил в Ницце, где писал кавказский роман.",
			[]string{"Ницце=geonames:2990440"}, []string{"relocation geonames:2990440 1890/1893"}},
		{"В 1897 году Андрей Лосев поселился в Вятке, где нанялся конторщиком на спичечную фабрику.",
			[]string{"Вятке=geonames:548408"}, []string{"relocation geonames:548408 1897", "other geonames:548408 1897"}},
		{"С 1881 по 1884 год Андрей Лосев жил в Дрездене, где его арестовали.",
			[]string{"Дрездене=geonames:2935022"}, []string{"relocation geonames:2935022 1881/1884", "other geonames:2935022 1881/1884"}},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "places of «"+c.text+"»", placeIDs(r), c.places)
		wantExactly(t, "events of «"+c.text+"»", eventList(r), c.events)
		for _, e := range r.Events {
			if len(e.Actors) == 0 {
				t.Errorf("«%s»: %s event with no actor", c.text, e.Type)
			}
		}
	}
}

// A death, wound, arrest or illness told with no place right after the
// text put the person at a place (an arrival, a residence, a stop; the
// same sentence or the one before) happens there; not when the clause
// puts the person on the move, nor after a deed told at a place.
func TestKindBefallsWhereStaying(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"В конце 1877 года Андрей Лосев приехал в Тифлис и 12 января 1878 года умер от тифа.",
			[]string{"trip geonames:611717 1877-09/1877-12", "other geonames:611717 1878-01-12"}},
		{"В 1885 году Андрей Лосев поселился в Казани. Весной 1887 года он был арестован.",
			[]string{"relocation geonames:551487 1885", "other geonames:551487 1887-21"}},
		{"Зимой 1879 года Андрей Лосев остановился в Самаре. 3 марта 1879 года он был ранен.",
			[]string{"trip geonames:499099 1879-24", "other geonames:499099 1879-03-03"}},
		{"В 1885 году Андрей Лосев приехал в Казань. В 1886 году в дороге он был арестован.",
			[]string{"trip geonames:551487 1885", "other - 1886"}},
		{"В 1886 году Андрей Лосев напечатал в Казани брошюру. Весной 1887 года он был арестован.",
			[]string{"publication geonames:551487 1886", "other - 1887-21"}},
	} {
		wantExactly(t, "events of «"+c.text+"»", eventList(extractText(t, c.text)), c.want)
	}
}

// Living at a place first told of is a change of residence whatever the
// date says (a year, a month, a season, a day); living on something there
// («жил уроками») is work at the place.
func TestKindResidenceAnyDate(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1897 году Петров жил в Вятке.", "relocation geonames:548408 1897"},
		{"В мае 1897 года Петров проживал в Вятке.", "relocation geonames:548408 1897-05"},
		{"12 мая 1897 г. Петров проживал в Вятке у брата.", "relocation geonames:548408 1897-05-12"},
		{"Осенью 1897 г. Петров жил в Перми.", "relocation geonames:511196 1897-23"},
		{"12 мая 1897 г. Петров поселился в Казани.", "relocation geonames:551487 1897-05-12"},
		{"В 1897 году Петров обосновался в Туле.", "relocation geonames:480562 1897"},
		{"В 1897 году Петров жил уроками в Вятке.", "other geonames:548408 1897"},
		{"В 1897 году Петров жил литературным трудом в Перми.", "other geonames:511196 1897"},
		{"Осенью 1897 г. в Вятке Петров жил переводами.", "other geonames:548408 1897-23"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// A settlement named bare with a verb of going through («Казань мы
// прошли», «прошёл Казань и Самару») is a stop passed: a leg of the
// journey, no event there.
func TestKindSettlementPassedThrough(t *testing.T) {
	const kazan, samara = "geonames:551487", "geonames:499099"
	noEventAt := func(r *Result, ids ...string) {
		t.Helper()
		for _, e := range eventList(r) {
			for _, id := range ids {
				if strings.Contains(e, " "+id+" ") {
					t.Errorf("event %q at a place passed through", e)
				}
			}
		}
	}
	r := extractText(t, "В мае 1885 г. Сомов выехал из Москвы в Иркутск. Казань мы прошли не останавливаясь, а в июне прибыли в Иркутск.")
	noEventAt(r, kazan)
	r = extractText(t, "Летом 1890 г. пароход вышел из Нижнего Новгорода и за два дня прошёл Казань и Самару; в Саратове мы сошли на берег.")
	noEventAt(r, kazan, samara)
	wantAll(t, "movements", moveList(r), []string{
		"Пароход: geonames:520555→" + kazan + " 1890-22",
		"Пароход: " + kazan + "→" + samara + " 1890-22",
	})
}

// A place named only as where someone was bound («по пути к Пирею», «на
// пути к Самарканду») is not reached: nothing happens there.
func TestKindPlaceOnTheWayIsNotReached(t *testing.T) {
	for _, text := range []string{
		"Осенью 1893 г. по пути к Пирею на пароходе умер кочегар Петров.",
		"Летом 1902 г. на пути к Самарканду отряд попал в песчаную бурю.",
	} {
		r := extractText(t, text)
		if evs := eventList(r); len(evs) > 0 {
			t.Errorf("%s\nevents %q: want none", text, evs)
		}
	}
}

// At a sentence's start every word is capitalised: a common noun in the
// nominative there («Море», «Гора», «Поле») is the noun, even where the
// dictionary also knows a first name of its spelling, not Mora, Góra or
// Pula.
func TestKindCommonNounAtSentenceStart(t *testing.T) {
	r := extractText(t, "Море было спокойно, и 3 мая 1872 г. пароход пришёл в Одессу. Гора возвышалась над Тифлисом. Поле было засеяно рожью; в 1880 г. семья переехала в Самару.")
	wantExactly(t, "places", placeIDs(r), []string{"Одессу=geonames:698740", "Тифлисом=geonames:611717", "Самару=geonames:499099"})
}

// A name the gazetteer matches only loosely (a spelling variant, a
// romanization) or a word the dictionary knows never as a toponym (a
// common noun, a person's name) is no place when every reading of it lies
// thousands of km from all the places the text names surely: «Опал» of
// Kashgaria is not Opol (the Philippines), the «Миссия» of Peking not
// Mission (Texas).
func TestKindFarFetchedNameIsNoPlace(t *testing.T) {
	r := extractText(t, "Из Опала караван пошёл в Кашгар в 1893 году.")
	wantExactly(t, "places", placeIDs(r), []string{"Кашгар=geonames:1280849"})
	r = extractText(t, "В 1858 г. отец Палладий прибыл в Пекин. Члены Миссии жили в Пекине до 1864 г.")
	wantExactly(t, "places", placeIDs(r), []string{"Пекин=geonames:1816670", "Пекине=geonames:1816670"})
	// A person's name, read as a town of America or romanized; an ocean
	// the text names vouches for no town on another continent.
	r = extractText(t, "В 1912 г. экспедиция вышла из Архангельска в Северный Ледовитый океан; в сентябре путники добрались до зимовья Джексона.")
	wantExactly(t, "places", placeIDs(r), []string{"Архангельска=geonames:581049", "Северный Ледовитый океан=overlay:arctic-ocean"})
	r = extractText(t, "В 1867 г. в Женеве он слушал Гарибальди, а затем уехал в Базель.")
	wantExactly(t, "places", placeIDs(r), []string{"Женеве=geonames:2660646", "Базель=geonames:2661604"})
	// Towns matched surely stay, however far the voyage goes.
	r = extractText(t, "Осенью 1910 г. Петров плавал из Одессы в Нью-Йорк, а оттуда в Бостон и Филадельфию.")
	wantExactly(t, "places", placeIDs(r), []string{"Одессы=geonames:698740", "Нью-Йорк=geonames:5128581", "Бостон=geonames:4930956", "Филадельфию=geonames:4560349"})
}

// A capitalised adjective before a street noun names a street: neither
// the town it is named after («на Тверской улице» in Moscow is no Tver,
// «на Приморском бульваре» no Primorsk) nor a person («Невский проспект»,
// «на Малой Садовой улице»); the street itself where the gazetteer has
// it, of two of one name the one in the town the text names.
func TestKindStreetIsNoTownNorPerson(t *testing.T) {
	r := extractText(t, "Летом 1890 г. Петров жил на Тверской улице в Москве, а осенью переехал в Киев.")
	wantExactly(t, "places", placeIDs(r), []string{"Тверской улице=overlay:tverskaya-street", "Москве=geonames:524901", "Киев=geonames:703448"})
	r = extractText(t, "Летом 1890 г. Петров жил на Ярославской улице в Москве, а осенью переехал в Киев.")
	wantExactly(t, "places", placeIDs(r), []string{"Москве=geonames:524901", "Киев=geonames:703448"})
	r = extractText(t, "В 1903 г. на Приморском бульваре Таганрога поставили памятник.")
	wantExactly(t, "places", placeIDs(r), []string{"Приморском бульваре=overlay:primorsky-boulevard-taganrog", "Таганрога=geonames:484907"})
	for _, s := range []string{
		"Невский проспект был полон народа, когда в 1905 г. Петров приехал в Петербург.",
		"Весной 1881 г. Петров снял лавку на Малой Садовой улице, а в марте уехал в Москву.",
	} {
		r = extractText(t, s)
		for _, e := range r.Events {
			for _, a := range e.Actors {
				if a != "Петров" {
					t.Errorf("«%s»: actor %q, want only «Петров»", s, a)
				}
			}
		}
	}
}

// A place fronted after its preposition and then the subject's name («в
// Казани Иванов поступил»): the surname, given name or patronymic after
// the toponym is the person, not the second word of the place's name,
// even where the two share a case (Казани and Иванов both genitive); a
// place of two words with an adjective in it stays one name.
func TestKindFrontedPlaceThenSubject(t *testing.T) {
	for _, tt := range []struct {
		text, place, actor string
	}{
		{"В 1905 году в Казани Иванов поступил на службу.", "Казани", "Иванов"},
		{"В 1907 году в Казани Петрова вышла замуж.", "Казани", "Петрова"},
		{"В 1902 году в Перми Смирнова поступила в гимназию.", "Перми", "Смирнова"},
		{"В 1901 году в Тифлисе Сталин вступил в кружок.", "Тифлисе", "Сталин"},
		{"В 1856 году в Париже Тургенева посетил Толстой.", "Париже", "Толстой"},
		{"В 1910 году в Вологде А. Петрова открыла школу.", "Вологде", "А. Петрова"},
		{"В 1903 году в Киеве Анна Ивановна Петрова вышла замуж.", "Киеве", "Анна Ивановна Петрова"},
		{"В 1909 году в Риге Михайлов поступил в университет.", "Риге", "Михайлов"},
		{"В 1899 году в Нижнем Новгороде Горький издал книгу.", "Нижнем Новгороде", "Горький"},
		{"В 1912 году в Великих Луках Смирнов служил врачом.", "Великих Луках", "Смирнов"},
		{"В 1895 году в Вышнем Волочке Соколова открыла школу.", "Вышнем Волочке", "Соколова"},
		{"В 1908 году в Сергиевом Посаде Васильев купил дом.", "Сергиевом Посаде", "Васильев"},
		{"В 1904 году в Старом Осколе Кузнецов открыл аптеку.", "Старом Осколе", "Кузнецов"},
	} {
		r := extractText(t, tt.text)
		if len(r.Unplaced) > 0 {
			t.Errorf("«%s»: unplaced %q", tt.text, r.Unplaced[0].Quote.Exact)
		}
		var places []string
		for _, p := range r.Places {
			places = append(places, p.Text)
		}
		wantExactly(t, tt.text+" places", places, []string{tt.place})
		if len(r.Events) != 1 || !slices.Equal(r.Events[0].Actors, []string{tt.actor}) {
			t.Errorf("«%s»: events %q, want one with actor %q", tt.text, eventList(r), tt.actor)
			for _, e := range r.Events {
				t.Logf("actors %q", e.Actors)
			}
		}
	}
}

// A birth or origin told with an age instead of a date («Сомов, 30 лет,
// происходит из мещан …», «уроженец местечка …, 24 лет») is dated by the
// age at the date the text has reached: a person N years old in year Y was
// born in Y−N−1 or Y−N, the years' interval whatever the precision of
// that date. A place after «уроженец» in the genitive, past a settlement
// noun («местечка», «посада», «слободы»), is the birthplace.
func TestKindBirthByAge(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		// year precision
		{"Протокол 1885 года. Пётр Лукин, 30 лет, происходит из мещан города Моршанска Тамбовской губернии.", "other geonames:525138 1854/1855"},
		// month precision
		{"В мае 1885 г. в Саратове задержан бежавший ссыльный. Пётр Лукин, 30 лет, происходит из мещан города Моршанска Тамбовской губернии.", "other geonames:525138 1854/1855"},
		// day precision, «уроженец» with a settlement noun
		{"17 марта 1881 г. в Киеве задержан Семён Гринберг. Семён Гринберг, 22 лет, уроженец местечка Шклов Могилёвской губернии, бывший студент.", "other geonames:622034 1858/1859"},
		// genitive «года» after 21, 31, 41 …
		{"Донесение от 3 июня 1902 года. Иван Сомов, 41 года, уроженец посада Дубовка Саратовской губернии, бывший приказчик.", "other geonames:564654 1860/1861"},
		// «станица», «слобода» as «село», «деревня»
		{"Донесение 1899 года. Пётр Сомов, 35 лет, происходит из казаков станицы Вёшенской.", "other geonames:473998 1863/1864"},
		{"Донесение 1899 года. Пётр Сомов, 35 лет, уроженец слободы Борисовка Курской губернии.", "other geonames:805775 1863/1864"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
	// The sentence's own deed stays at its own place and date.
	r := extractText(t, "Семён Гринберг, 22 лет, уроженец местечка Шклов Могилёвской губернии, задержан 17 марта 1881 г. в Киеве.")
	wantAll(t, "events", eventList(r), []string{"other geonames:622034 1858/1859", "other geonames:703448 1881-03-17"})
	// An age at death dates nothing new: the death keeps its own date.
	r = extractText(t, "Иван Сомов умер в Казани 5 мая 1890 года, 63 лет от роду.")
	wantAll(t, "events", eventList(r), []string{"other geonames:551487 1890-05-05"})
}

// A place the text names as assigned, aimed at or called off is not
// reached: no event and no movement there, and the person stays where the
// text last put him.
func TestKindAssignedPlaceNotReached(t *testing.T) {
	cases := []struct{ text, events string }{
		// «местом ссылки назначен»: Surgut assigned; Tobolsk where he stayed.
		{"В 1887 г. Сомов прибыл в Тобольск. Местом ссылки ему назначен Сургут, но по болезни его оставили в Тобольске.",
			"trip geonames:1489530 1887|other geonames:1489530 1887"},
		// a sentence to exile is not the exile.
		{"В 1887 г. Сомов жил в Казани. В марте его приговорили к ссылке в Нарым, однако приговор смягчили.",
			"relocation geonames:551487 1887"},
		// liable to exile, escaped on the way.
		{"В 1878 г. Сомов жил в Киеве; тогда же он подлежал высылке в Вологодскую губернию, но с пути бежал.",
			"relocation geonames:703448 1878"},
		// an aim: «имела целью достичь».
		{"В 1893 г. экспедиция Сомова вышла из Кяхты; она имела целью достичь Лхасы.",
			"trip geonames:2032960 1893"},
		// a purpose clause after the leg actually made.
		{"Весной 1890 г. Сомов жил в Омске. В мае он выехал в Семипалатинск с тем чтобы пройти оттуда до Зайсана.",
			"relocation geonames:1496153 1890-21|trip geonames:1519422 1890-05"},
		// a journey called off.
		{"Весной 1890 г. Сомов жил в Омске. В мае его отправка в Оренбург была отложена.",
			"relocation geonames:1496153 1890-21"},
	}
	for _, c := range cases {
		r := extractText(t, c.text)
		wantExactly(t, "events of «"+c.text+"»", eventList(r), strings.Split(c.events, "|"))
	}
	r := extractText(t, "Весной 1890 г. Сомов жил в Омске. В мае он выехал в Семипалатинск с тем чтобы пройти оттуда до Зайсана.")
	wantExactly(t, "movements", moveList(r), []string{"Сомов: geonames:1496153→geonames:1519422 1890-05"})
}

// A relative named by a kinship noun, alone («отец уехал») or before a
// given name («дядя Сергей», «брат Николай»), is a person of their own:
// not the person named before, and «он» after them is them; the noun alone
// later is the same relative. A relative first named as the one who moves
// leaves from where the household last was. A kinship noun before someone
// in the genitive says who the person is («сын купца»), and a relative
// who carries the family («мать перевезла семью») moves the family; a
// relative carried («отца отправили», «сына Алексея отправили») moves.
func TestKindKinshipActors(t *testing.T) {
	const (
		tula, moscow, paris, berlin, rome, kazan = "geonames:480562", "geonames:524901", "geonames:2988507", "geonames:2950159", "geonames:3169070", "geonames:551487"
		vologda, geneva                          = "geonames:472459", "geonames:2660646"
		yalta, petersburg, kyiv, odesa           = "geonames:688533", "geonames:498817", "geonames:703448", "geonames:698740"
	)
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Мой дед Андрей Павлович Орлов жил в Туле. Отец служил в Москве. Весной 1880 г. дед переехал в Москву. Осенью 1885 г. отец уехал в Париж, а в 1887 г. он вернулся в Москву.",
			[]string{"Андрей Павлович Орлов: " + tula + "→" + moscow + " 1880-21", "Отец: " + moscow + "→" + paris + " 1885-23", "Отец: " + paris + "→" + moscow + " 1887"}},
		{"Весной 1902 г. Анна Петровна Лаврова жила в Петербурге. Её брат Николай был арестован в Москве и в мае 1902 г. выслан в Вологду. В 1904 г. брат бежал из Вологды в Женеву.",
			[]string{"Николай: " + moscow + "→" + vologda + " 1902-05", "Николай: " + vologda + "→" + geneva + " 1904"}},
		{"Летом 1910 г. мы жили в Ялте. Осенью отец уехал в Петербург. Дядя Сергей в 1911 г. переехал из Киева в Одессу, а в 1912 г. дядя вернулся в Киев.",
			[]string{"Отец: " + yalta + "→" + petersburg + " 1910-23", "Сергей: " + kyiv + "→" + odesa + " 1911", "Сергей: " + odesa + "→" + kyiv + " 1912"}},
		{"Пётр Сомов, сын купца, родился в 1875 г. в Казани. В 1885 г. мать перевезла семью в Москву. В 1890 г. сестра Ольга уехала в Берлин. Пётр в 1892 г. поехал в Рим.",
			[]string{"Пётр Сомов: " + kazan + "→" + moscow + " 1885", "Ольга: " + moscow + "→" + berlin + " 1890", "Пётр Сомов: " + moscow + "→" + rome + " 1892"}},
		{"Летом 1917 г. Иван Сомов жил в Петрограде. В ноябре 1917 г. отца отправили поездом в Крым.",
			[]string{"Отец: " + petersburg + "→overlay:crimea 1917-11"}},
		{"Иван Сомов с 1910 г. служил в Петрограде. В ноябре 1917 г. сына Алексея отправили в Киев.",
			[]string{"Алексей: " + petersburg + "→" + kyiv + " 1917-11"}},
	} {
		wantExactly(t, "movements of «"+c.text+"»", moveList(extractText(t, c.text)), c.want)
	}
}

// Places the gazetteer knows by class: towns of the Ottoman east and of
// Xinjiang under their period names, streets and squares of the
// capitals (a street after «по» is the address; one the gazetteer lacks
// is nothing, never the town its adjective is of), and of two streets of
// one name, the one in the text's town.
func TestKindGazetteerClasses(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"Летом 1877 года отряд Тергукасова подошёл к Баязету, а затем отступил к Игдырю.",
			[]string{"Баязету=geonames:316411", "Игдырю=geonames:311665"}},
		{"В феврале 1878 года в Сан-Стефано был подписан прелиминарный мир.",
			[]string{"Сан-Стефано=overlay:san-stefano"}},
		{"Весной 1908 года экспедиция пришла в Дын-юань-ин, а осенью стояла в Марал-баши.",
			[]string{"Дын-юань-ин=geonames:1816821", "Марал-баши=overlay:maralbashi"}},
		{"В марте 1881 года студент снимал комнату на Тележной улице и каждый день ходил по Невскому проспекту.",
			[]string{"Тележной улице=overlay:telezhnaya-street", "Невскому проспекту=overlay:nevsky-prospekt"}},
		{"Весной 1918 года он вернулся в Киев и поселился на Андреевском спуске.",
			[]string{"Киев=geonames:703448", "Андреевском спуске=overlay:andriyivskyy-descent"}},
		{"Летом 1905 года Сомов жил на Тверской улице, а его брат на Полтавской улице в Москве.",
			[]string{"Тверской улице=overlay:tverskaya-street", "Москве=geonames:524901"}},
		{"В 1902 году Иванов переехал из Ростова в Таганрог. Летом 1903 года он открыл лавку на Приморском бульваре.",
			[]string{"Ростова=geonames:501175", "Таганрог=geonames:484907", "Приморском бульваре=overlay:primorsky-boulevard-taganrog"}},
	}
	for _, c := range cases {
		wantExactly(t, c.text, placeIDs(extractText(t, c.text)), c.want)
	}
}

// A person brought in by a participle of arrival with an origin («с
// приехавшим из Москвы Орловым», «Орлов, прибывший из Парижа») came from
// there to where the clause happens: the place it names, else where its
// subject is. That origin is the newcomer's, not the subject's.
func TestKindArrivalParticiple(t *testing.T) {
	const (
		geneva, moscow, london = "geonames:2660646", "geonames:524901", "geonames:2643743"
		kyiv, paris            = "geonames:703448", "geonames:2988507"
		omsk, tomsk, kazan     = "geonames:1496153", "geonames:1489425", "geonames:551487"
	)
	for _, c := range []struct {
		text string
		want []string
	}{
		{"В 1903 г. Сомов жил в Женеве. Весной 1904 г. он встретился там с приехавшим из Москвы Орловым. Осенью 1904 г. он уехал в Лондон.",
			[]string{"Орлов: " + moscow + "→" + geneva + " 1904-21", "Сомов: " + geneva + "→" + london + " 1904-23"}},
		{"В 1895 г. в Киеве был арестован Орлов, прибывший из Парижа, чтобы освободить Сомова.",
			[]string{"Орлов: " + paris + "→" + kyiv + " 1895"}},
		{"В 1890 г. Сомов жил в Омске. В 1891 г. в Омске его навестил Орлов, вернувшийся из Казани. В 1892 г. Сомов уехал в Томск.",
			[]string{"Орлов: " + kazan + "→" + omsk + " 1891", "Сомов: " + omsk + "→" + tomsk + " 1892"}},
	} {
		wantExactly(t, "movements of «"+c.text+"»", moveList(extractText(t, c.text)), c.want)
	}
}

// A lower-case adjective that is a land's one-word name plus its place
// suffix names that land, though the dictionary knows the adjective
// without Geox («алайский» of Алай, «мангышлакский» of Мангышлак); an
// adjective whose base is a common word names none («советские»,
// «заводского»).
func TestKindAdjectiveMadeFromLandName(t *testing.T) {
	r := extractText(t, "Летом 1876 г. Пётр Сомов гостил у алайского старшины.")
	wantExactly(t, "places", placeIDs(r), []string{"алайского=overlay:alay-valley"})
	r = extractText(t, "В 1873 г. мангышлакский отряд Петра Сомова вышел к Хиве.")
	wantAll(t, "places", placeIDs(r), []string{"мангышлакский=overlay:mangyshlak", "Хиве=geonames:1513604"})
	r = extractText(t, "В 1890 г. Пётр Сомов читал советские газеты и нанял заводского мастера.")
	wantExactly(t, "places", placeIDs(r), nil)
}

// A place adjective before a noun the dictionary does not know (a title
// or term of another land it only guesses from the ending) still names
// its place when the noun's ending agrees with it («кашгарского
// даотая», «хотанскому амбаню»); an adjective that names no place gives
// none whatever noun follows.
func TestKindUnknownNounAfterPlaceAdjective(t *testing.T) {
	r := extractText(t, "Весной 1891 г. Пётр Сомов передал письмо яркендского даотая.")
	wantExactly(t, "places", placeIDs(r), []string{"яркендского=geonames:1280037"})
	r = extractText(t, "Летом 1893 г. Пётр Сомов писал кашгарскому амбаню о караване.")
	wantExactly(t, "places", placeIDs(r), []string{"кашгарскому=geonames:1280849"})
	r = extractText(t, "Летом 1893 г. Пётр Сомов писал старому амбаню о караване.")
	wantExactly(t, "places", placeIDs(r), nil)
}

// The regular derivations of a town's adjective the geocoder reverses:
// -енский of a name in -ь (Керчь), -ский of a plural name (Чебоксары).
func TestKindAdjectiveOfTownDerivation(t *testing.T) {
	r := extractText(t, "В 1880 г. Пётр Сомов окончил Керченскую гимназию и служил в Чебоксарском уездном суде.")
	wantExactly(t, "places", placeIDs(r), []string{"Керченскую=geonames:706524", "Чебоксарском=geonames:569696"})
}

// Speaking at public rallies or before an audience is a public
// lecture where it happens, whatever verb of the journey brought the
// speaker there: a tour made to speak is lectures, one per town.
func TestKindSpeechAtRallies(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Осенью 1905 года Андрей Лосев объехал Казань и Самару, выступая на митингах.",
			[]string{"lecture geonames:551487 1905-23", "lecture geonames:499099 1905-23"}},
		{"В 1906 году Андрей Лосев приехал в Пермь и выступил перед рабочими.",
			[]string{"lecture geonames:511196 1906"}},
		{"Весной 1906 года Андрей Лосев выступал на митингах в Туле.",
			[]string{"lecture geonames:480562 1906-21"}},
	} {
		wantExactly(t, "events of «"+c.text+"»", eventList(extractText(t, c.text)), c.want)
	}
}

// A unit or an institution transferred to a place («полк перебросили
// сюда», «госпиталь был переброшен в Самару») is stationed there: a
// change of its residence.
func TestKindUnitTransferred(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"В мае 1915 года наш госпиталь перебросили в Самару.",
			[]string{"relocation geonames:499099 1915-05"}},
		{"Летом 1916 года дивизия была переброшена в Пермь.",
			[]string{"relocation geonames:511196 1916-22"}},
	} {
		wantExactly(t, "events of «"+c.text+"»", eventList(extractText(t, c.text)), c.want)
	}
}

// Elected a deputy or a member from a place («избран в Думу от Казани»,
// «депутатом от Вятки») is that place's representation.
func TestKindDeputyFromPlace(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"В 1906 году Андрея Лосева избрали в Государственную думу от Казани.",
			[]string{"representation geonames:551487 1906"}},
		{"В 1907 году Андрей Лосев был избран депутатом от Вятки.",
			[]string{"representation geonames:548408 1907"}},
	} {
		wantExactly(t, "events of «"+c.text+"»", eventList(extractText(t, c.text)), c.want)
	}
}

// A party of travellers as the subject (путешественники, экспедиция)
// makes each leg of its return a leg of the journey, at every place
// named, not only the first («вернулись в Ургу, а оттуда в Кяхту»).
func TestKindTravellersReturnInLegs(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"В мае 1909 г. путешественники вернулись в Самару, а оттуда в Казань.",
			[]string{"trip geonames:499099 1909-05", "trip geonames:551487 1909-05"}},
		{"Осенью 1886 г. экспедиция вернулась в Пермь, а оттуда в Вятку.",
			[]string{"trip geonames:511196 1886-23", "trip geonames:548408 1886-23"}},
	} {
		wantExactly(t, "events of «"+c.text+"»", eventList(extractText(t, c.text)), c.want)
	}
}

// Learning a skill or a subject from someone («научился у отца играть на
// органе», «обучался живописи у Шишкина») is study at the place, not
// work; a craft learnt stays work («выучился сапожному ремеслу»).
func TestKindLearningIsStudy(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"В 1883 г. в Вятке Андрей Лосев выучился сапожному ремеслу.",
			[]string{"other geonames:548408 1883"}},
		{"Летом 1880 г. в Казани Андрей Лосев научился играть на скрипке.",
			[]string{"school geonames:551487 1880-22"}},
		{"В 1881 г. в Перми Андрей Лосев обучался живописи у Шишкина.",
			[]string{"school geonames:511196 1881"}},
	} {
		wantExactly(t, "events of «"+c.text+"»", eventList(extractText(t, c.text)), c.want)
	}
}

// The multidirectional verbs of taking someone along («возил меня в
// Москву», «мать возила нас в Казань к врачам») tell a journey there and
// back, as «ездил» does: a trip of the person taken.
func TestKindTakenThereAndBack(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Летом 1890 г. отец возил меня в Москву.",
			[]string{"trip geonames:524901 1890-22"}},
		{"Весной 1895 г. мать возила нас в Казань к врачам.",
			[]string{"trip geonames:551487 1895-21"}},
		{"В 1896 г. отец его водил в Пермь на ярмарку.",
			[]string{"trip geonames:511196 1896"}},
	} {
		wantExactly(t, "events of «"+c.text+"»", eventList(extractText(t, c.text)), c.want)
	}
}

// A place adjective standing without its noun, which the sentence named
// before it, names its place («два каравана: семипалатинский и
// верненский»); an adjective that names no place gives none.
func TestKindEllipticPlaceAdjective(t *testing.T) {
	r := extractText(t, "Летом 1877 г. из Кульджи вышли два каравана: семипалатинский и верненский.")
	wantAll(t, "places", placeIDs(r), []string{"семипалатинский=geonames:1519422", "верненский=geonames:1526384"})
	r = extractText(t, "В 1905 г. Пётр Сомов осмотрел две гимназии, казанскую и пермскую.")
	wantExactly(t, "places", placeIDs(r), []string{"казанскую=geonames:551487", "пермскую=geonames:511196"})
	r = extractText(t, "В 1890 г. Пётр Сомов нанял двух мастеров, заводского и сельского.")
	wantExactly(t, "places", placeIDs(r), nil)
}

// A line written in capitals (a heading, a telegram) is read as ordinary
// text would write it: its toponyms found, its common words no names.
func TestKindAllCapsLine(t *testing.T) {
	r := extractText(t, "ИЗ ПИСЕМ СОМОВА ИЗ ЯРКЕНДА. В 1891 г. Сомов жил там.")
	wantExactly(t, "places", placeIDs(r), []string{"ЯРКЕНДА=geonames:1280037"})
	r = extractText(t, "В 1895 Г. СОМОВ СЛУЖИЛ В КАШГАРСКОМ КОНСУЛЬСТВЕ.")
	wantExactly(t, "places", placeIDs(r), []string{"КАШГАРСКОМ=geonames:1280849"})
	r = extractText(t, "В 1896 Г. СОМОВ ПРИБЫЛ В НИЖНИЙ НОВГОРОД.")
	wantExactly(t, "places", placeIDs(r), []string{"НИЖНИЙ НОВГОРОД=geonames:520555"})
	r = extractText(t, "ОТЧЁТ О ДЕЯТЕЛЬНОСТИ ОБЩЕСТВА. В 1890 г. Сомов жил в Омске.")
	wantExactly(t, "places", placeIDs(r), []string{"Омске=geonames:1496153"})
}

// A later clause of the sentence with a verb and a place of its own tells a
// deed of its own, even when it names a work in «…» and carries no cue of
// its type: it is no more places for the journey of the clause before.
func TestKindClauseOwnDeedAtPlace(t *testing.T) {
	r := extractText(t, "Летом 1887 г. Сомов осмотрел Пермь, которая ему понравилась, а в Вятке начал повесть «Метель».")
	wantAll(t, "events", eventList(r), []string{"trip geonames:511196 1887-22", "other geonames:548408 1887-22"})
	r = extractText(t, "Осенью 1895 г. Гусев посетил Тифлис, который ему очень понравился, а в Баку закончил рассказ «Нефть».")
	wantAll(t, "events", eventList(r), []string{"trip geonames:611717 1895-23", "other geonames:587084 1895-23"})
}

// A birth in an unnamed hamlet near a town qualified by its province
// («на хуторе под Харьковом Харьковской губернии») happens at the town, as
// without the province; the later clause keeps its own place.
func TestKindBirthNearQualifiedTown(t *testing.T) {
	r := extractText(t, "Пётр Орлов родился 7 июня 1852 г. на хуторе под Харьковом Харьковской губернии, и мальчиком был отдан в Киевскую гимназию.")
	wantAll(t, "events", eventList(r), []string{"other geonames:706483 1852-06-07", "school geonames:703448 1852-06-07"})
	r = extractText(t, "Анна Сомова родилась 3 марта 1861 г. в имении близ Полтавы Полтавской губернии.")
	wantAll(t, "events", eventList(r), []string{"other geonames:696643 1861-03-03"})
}

// A heading line standing alone above a letter or diary entry («II. Томск,
// 3 мая 1895 г.») dates the paragraph below it: «вчера», «сегодня» there
// count from the heading's day, also after a coarser date opening the
// entry («В начале марта нас перевели сюда»).
func TestKindHeadingLineDatesEntryBelow(t *testing.T) {
	cases := []struct {
		text  string
		dates []string // every date mention as «text edtf»
		event string   // the event of the sentence with the relative day
	}{
		// a letter: «Вчера» under «12 марта» is 11 March.
		{"Письма Ивана Сомова к брату\n\nI. Омск, 12 марта 1895 г.\n\nДорогой брат! В начале марта нас перевели сюда из Тобольска. Вчера я осмотрел в Омске новую больницу.",
			[]string{"12 марта 1895 г. 1895-03-12", "В начале марта 1895-03-01/1895-03-10", "Вчера 1895-03-11"},
			"trip geonames:1496153 1895-03-11"},
		// a diary: «Сегодня» is the heading's day, not the end of May.
		{"Дневник\n\nКазань, 5 июня 1880 г.\n\nВ конце мая мы пришли сюда. Сегодня я был в Казанском университете.",
			[]string{"5 июня 1880 г. 1880-06-05", "В конце мая 1880-05-21/1880-05-31", "Сегодня 1880-06-05"},
			"school geonames:551487 1880-06-05"},
		// the second letter's day governs its own body.
		{"I. Омск, 12 марта 1895 г.\n\nДорогой брат! Всё по-прежнему.\n\nII. Томск, 3 мая 1895 г.\n\nМилый брат! Позавчера я приехал в Томск.",
			[]string{"12 марта 1895 г. 1895-03-12", "3 мая 1895 г. 1895-05-03", "Позавчера 1895-05-01"},
			"trip geonames:1489425 1895-05-01"},
	}
	for _, c := range cases {
		r := extractText(t, c.text)
		var dates []string
		for _, d := range r.Dates {
			dates = append(dates, d.Text+" "+d.When.String())
		}
		wantExactly(t, "dates of «"+c.text+"»", dates, c.dates)
		wantAll(t, "events of «"+c.text+"»", eventList(r), []string{c.event})
	}
	// A date opening a paragraph after a narrative paragraph is no
	// heading: «вчера» in the next paragraph counts from the last full date.
	r := extractText(t, "12 марта 1895 г. Сомов прибыл в Омск.\n\nВ конце марта он осмотрел больницу. Вчера, писал он, был мороз.")
	var last string
	for _, d := range r.Dates {
		last = d.Text + " " + d.When.String()
	}
	if last == "Вчера 1895-03-11" {
		t.Errorf("«Вчера» counted from a narrative date of the paragraph before")
	}
}

// A date that opens a later clause of a sentence («, а в 1892 г. — в
// Томск», «; в 1887 году — в Уфу») dates that clause only: the clause
// before it, with no date of its own, keeps the date carried into the
// sentence. A journey whose arrival comes with the date stays one clause.
func TestKindLaterClauseDateStaysInItsClause(t *testing.T) {
	cases := []struct{ text, events, moves string }{
		// a gapped clause after a year: Omsk keeps May 1890.
		{"В мае 1890 г. Сомов жил в Казани. Затем он переехал в Омск, а в 1892 г. — в Томск.",
			"relocation geonames:551487 1890-05|relocation geonames:1496153 1890-05|relocation geonames:1489425 1892",
			"Сомов: geonames:551487→geonames:1496153 1890-05|Сомов: geonames:1496153→geonames:1489425 1892"},
		// after a semicolon, with no conjunction: Perm keeps 1885.
		{"В 1885 г. Сомов жил в Казани. Потом он переехал в Пермь; в 1887 году — в Уфу.",
			"relocation geonames:551487 1885|relocation geonames:511196 1885|relocation geonames:479561 1887",
			"Сомов: geonames:551487→geonames:511196 1885|Сомов: geonames:511196→geonames:479561 1887"},
		// a conjunction before a dated clause of another deed.
		{"В 1885 г. Сомов жил в Казани. Он переехал в Пермь и 3 мая 1887 г. поступил там на завод.",
			"relocation geonames:551487 1885|relocation geonames:511196 1885|other geonames:511196 1887-05-03",
			"Сомов: geonames:551487→geonames:511196 1885"},
		// one journey: the departure and its dated arrival.
		{"12 мая 1890 г. Сомов жил в Казани. Он уехал в Омск и на другой день прибыл туда.",
			"relocation geonames:551487 1890-05-12|trip geonames:1496153 1890-05-13",
			"Сомов: geonames:551487→geonames:1496153 1890-05-13"},
	}
	for _, c := range cases {
		r := extractText(t, c.text)
		wantExactly(t, "events of «"+c.text+"»", eventList(r), strings.Split(c.events, "|"))
		wantExactly(t, "movements of «"+c.text+"»", moveList(r), strings.Split(c.moves, "|"))
	}
}

// Place adjectives listed before or after one plural province or district
// noun each name their own province or district, the noun in the singular
// («из Пензенской и Симбирской губерний», «уездов: Бийского, Кузнецкого и
// Мариинского»), never the town; «в горах Самаркандской обл.» shares no
// noun.
func TestKindSharedProvinceNoun(t *testing.T) {
	r := extractText(t, "В 1892 году в Саратов приехали крестьяне из Пензенской и Симбирской губерний.")
	wantAll(t, "places", placeIDs(r), []string{"Саратов=geonames:498677",
		"Пензенской=overlay:penza-governorate", "Симбирской губерний=overlay:simbirsk-governorate"})
	r = extractText(t, "Летом 1885 г. экспедиция прошла по землям трёх уездов: Бийского, Кузнецкого и Мариинского.")
	wantAll(t, "places", placeIDs(r), []string{"Бийского=geonames:1510018#district",
		"Кузнецкого=geonames:1496990#district", "Мариинского=geonames:1499350#district"})
	r = extractText(t, "Летом 1890 г. он жил в горах Самаркандской обл.")
	wantExactly(t, "places", placeIDs(r), []string{"Самаркандской обл=overlay:samarkand-oblast"})
}

// Towns of the Semirechye Oblast that cities1000 lacks or names only by
// today's name (Копал, Сергиополь), and the monuments of Samarkand in the
// genitive after a noun.
func TestKindSemirechyeTownsAndSamarkandMonuments(t *testing.T) {
	r := extractText(t, "Весной 1871 г. отряд прошёл через Копал и Сергиополь.")
	wantAll(t, "places", placeIDs(r), []string{"Копал=overlay:kapal", "Сергиополь=geonames:1525988"})
	r = extractText(t, "В 1899 г. мы осматривали медресе Регистана в Самарканде.")
	wantAll(t, "places", placeIDs(r), []string{"Регистана=overlay:registan", "Самарканде=geonames:1216265"})
}

// An adjective that is also a surname names the landmark of the noun after
// it («Александровской цитадели», «Михайловского дворца»); a singular name
// right after a plural verb is its object, not its subject, so a desert or
// a range there is a place («пересекли Гоби»); water crossed so is a line
// of the route («переплыли Каспий»: TestKindWaterOnRouteIsLine).
func TestKindLandmarkAdjectiveAndObjectAfterPluralVerb(t *testing.T) {
	r := extractText(t, "В 1864 г. его держали в казематах Александровской цитадели, а в 1881 г. его родные жили у Михайловского дворца.")
	wantAll(t, "places", placeIDs(r), []string{"Александровской цитадели=overlay:warsaw-citadel", "Михайловского дворца=overlay:mikhailovsky-palace"})
	r = extractText(t, "Летом 1910 года мы пересекли Гоби и прибыли в Ургу.")
	wantAll(t, "places", placeIDs(r), []string{"Гоби=overlay:gobi", "Ургу=geonames:2028462"})
	r = extractText(t, "Весной 1901 г. перевалили Тарбагатай на лошадях.")
	wantAll(t, "places", placeIDs(r), []string{"Тарбагатай=overlay:tarbagatai"})
	r = extractText(t, "Летом 1910 года мы переплыли Каспий и высадились в Баку.")
	wantExactly(t, "places", placeIDs(r), []string{"Баку=geonames:587084"})
	// a sea by its short name, as «Каспий»
	r = extractText(t, "В 1905 г. он служил на Балтике, а в 1906 г. уехал в Ревель.")
	wantAll(t, "places", placeIDs(r), []string{"Балтике=overlay:baltic-sea", "Ревель=geonames:588409"})
}

// A compound adjective whose first part is a point of the compass names
// the part of the land its rest names («Восточно-Сибирского военного
// округа»); a compass adjective alone names nothing («северо-западный
// ветер»).
func TestKindCompassCompoundAdjective(t *testing.T) {
	r := extractText(t, "В 1880 г. Пётр Сомов служил в штабе Восточно-Сибирского военного округа.")
	wantExactly(t, "places", placeIDs(r), []string{"Восточно-Сибирского=overlay:east-siberia"})
	r = extractText(t, "В 1882 г. Пётр Сомов был переведён в западно-сибирские батальоны.")
	wantExactly(t, "places", placeIDs(r), []string{"западно-сибирские=overlay:west-siberia"})
	r = extractText(t, "В 1890 г. дул северо-западный ветер, и Пётр Сомов остался в Омске.")
	wantExactly(t, "places", placeIDs(r), []string{"Омске=geonames:1496153"})
	// The land in a phrase of its own after the town is the town's: one
	// event, at the town.
	r = extractText(t, "В 1867 г. Пётр Сомов перевёлся в Иркутск, в штаб Восточно-Сибирского военного округа.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:2023469 1867"})
}

// A name whose first word is written as an initial («Н. Тагил», «В.
// Устюг») in a place's slot is the place the gazetteer reads it as; an
// initial before a surname stays a person's («к Н. Иванову»).
func TestKindInitialOfPlaceName(t *testing.T) {
	r := extractText(t, "В 1890 г. Пётр Сомов побывал в Перми, Н. Тагиле и Екатеринбурге.")
	wantExactly(t, "places", placeIDs(r), []string{"Перми=geonames:511196", "Н. Тагиле=geonames:520494", "Екатеринбурге=geonames:1486209"})
	r = extractText(t, "В 1891 г. Пётр Сомов уехал в В. Устюг.")
	wantExactly(t, "places", placeIDs(r), []string{"В. Устюг=geonames:476062"})
	r = extractText(t, "В 1893 г. Пётр Сомов написал к Н. Иванову в Омск.")
	wantExactly(t, "places", placeIDs(r), []string{"Омск=geonames:1496153"})
}

// A sea's adjective cut short names the sea, not a town whose name begins
// alike («Черномор. флота»: the Black Sea, not Chornomorsk).
func TestKindShortSeaAdjective(t *testing.T) {
	r := extractText(t, "В 1850 г. Пётр Сомов служил в штабе Черномор. флота.")
	wantExactly(t, "places", placeIDs(r), []string{"Черномор.=overlay:black-sea"})
}

// A journey to a land whose next predicate lists the towns visited there
// («ездил в Соед. Штаты: побывал в Бостоне, Филадельфии и Чикаго»; after a
// semicolon too: «выехал на Кавказ; побывал в Тифлисе, Кутаисе и
// Батуме») goes from town to town: a leg to the first, then one to each
// town of the list in turn.
func TestKindTownsVisitedInLand(t *testing.T) {
	const (
		moscow, boston, philadelphia, chicago = "geonames:524901", "geonames:4930956", "geonames:4560349", "geonames:4887398"
		petersburg, tiflis, kutais, batum     = "geonames:498817", "geonames:611717", "geonames:613607", "geonames:615532"
	)
	for _, c := range []struct {
		text string
		want []string
	}{
		{"В 1894 г. Пётр Сомов жил в Москве. В 1895 г. он ездил в Соед. Штаты: побывал в Бостоне, Филадельфии и Чикаго. В 1896 г. он вернулся в Москву.",
			[]string{"Пётр Сомов: " + moscow + "→" + boston + " 1895", "Пётр Сомов: " + boston + "→" + philadelphia + " 1895",
				"Пётр Сомов: " + philadelphia + "→" + chicago + " 1895", "Пётр Сомов: " + chicago + "→" + moscow + " 1896"}},
		{"Летом 1901 г. Иван Котов выехал из Петербурга на Кавказ; побывал в Тифлисе, Кутаисе и Батуме.",
			[]string{"Иван Котов: " + petersburg + "→" + tiflis + " 1901-22", "Иван Котов: " + tiflis + "→" + kutais + " 1901-22",
				"Иван Котов: " + kutais + "→" + batum + " 1901-22"}},
		// Towns where the traveller lived are residences, not stops.
		{"В 1894 г. Пётр Сомов жил в Москве. В 1895 г. он уехал в Соед. Штаты; жил в Бостоне, Филадельфии и Чикаго.",
			[]string{"Пётр Сомов: " + moscow + "→" + boston + " 1895"}},
	} {
		wantExactly(t, "movements of «"+c.text+"»", moveList(extractText(t, c.text)), c.want)
	}
}

// A river, lake or range named in apposition right after the place where
// the person stays («в Самаре, на берегу Волги», «в Семиречье, в
// верховьях Или») only says where that place lies: the next journey
// starts from the place, not from the river.
func TestKindNaturalFeatureLocatesThePlace(t *testing.T) {
	const (
		samara, orenburg     = "geonames:499099", "geonames:515003"
		semirechye, tashkent = "overlay:semirechye-oblast", "geonames:1512569"
		nizhny, moscow       = "geonames:520555", "geonames:524901"
	)
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Летом 1889 г. Сомов жил в Казани. Зиму 1890 г. Сомов провёл в Самаре, на берегу Волги. Весной 1891 г. он уехал в Оренбург.",
			[]string{"Сомов: " + samara + "→" + orenburg + " 1891-21"}},
		{"Зиму 1895 г. Котов провёл в Семиречье, в верховьях Или. Весной 1896 г. он уехал в Ташкент.",
			[]string{"Котов: " + semirechye + "→" + tashkent + " 1896-21"}},
		{"В 1880 г. Орлов жил в Москве. Летом 1881 г. Орлов гостил в Нижнем Новгороде, на Волге. Осенью 1881 г. он вернулся в Москву.",
			[]string{"Орлов: " + nizhny + "→" + moscow + " 1881-23"}},
	} {
		wantExactly(t, "movements of «"+c.text+"»", moveList(extractText(t, c.text)), c.want)
	}
}

// A dated message that tells an arrival and then, in the same sentence,
// a departure a day before the message («прибыл сюда из Казани; вчера
// выехал в Екатеринбург») has the traveller leave from the place just
// reached, though the arrival carries only the message's later date.
func TestKindArrivalThenDepartureInOneMessage(t *testing.T) {
	const (
		nagasaki, sanFrancisco = "geonames:1856177", "geonames:5391959"
		odessa, marseille      = "geonames:698740", "geonames:2995469"
	)
	for _, c := range []struct {
		text string
		want string
	}{
		{"16.11.1906. Лосев прибыл в Нагасаки из Владивостока; вчера отплыл пароходом в Сан-Франциско.",
			"Лосев: " + nagasaki + "→" + sanFrancisco + " 1906-11-15"},
		{"Телеграмма одесского градоначальника, 9.V.1895: «Лосев прибыл сюда из Киева; вчера отплыл французским пароходом в Марсель».",
			"Лосев: " + odessa + "→" + marseille + " 1895-05-08"},
	} {
		wantAll(t, "movements of «"+c.text+"»", moveList(extractText(t, c.text)), []string{c.want})
	}
}

// A memoir that first speaks of its writer only as an object («меня
// приговорили», «нас вывели») is told in the first person all the same:
// the writer is the one who moves, however often the text later names
// another person (a guide, a companion).
func TestKindFirstPersonByObjectPronoun(t *testing.T) {
	const moscow, tula, orel = "geonames:524901", "geonames:480562", "geonames:515012"
	text := "Суд кончился осенью 1890 года: меня приговорили к ссылке. 3 января 1891 г. нас вывели из московской тюрьмы и посадили в вагон. Вечером поезд миновал Тулу и Орёл.\n\n" +
		"В Орле ко мне приставили проводника Ерофея. Ерофей был молчалив. Ерофей курил трубку. Ерофей знал все дороги."
	wantAll(t, "movements", moveList(extractText(t, text)), []string{
		"Рассказчик: " + moscow + "→" + tula + " 1891-01-03", "Рассказчик: " + tula + "→" + orel + " 1891-01-03"})
}

// A diary heading on a line of its own with no full stop («Ярославль, 9
// мая») is where its entry is written: «сюда» in the entry is that town,
// reached from the entry before.
func TestKindHeadingLineWithoutStop(t *testing.T) {
	const tver, yaroslavl = "geonames:480060", "geonames:468902"
	r := extractText(t, "ИЗ ДНЕВНИКА\n\nТверь, 5 мая 1880 г.\nВчера выехали из Москвы. Здесь стоим два дня.\n\nЯрославль, 9 мая\nПришли сюда утром. Город шумный.")
	var legs []string
	for _, m := range r.Movements {
		legs = append(legs, m.From.Place.ID+"→"+m.To.Place.ID)
	}
	wantAll(t, "legs", legs, []string{tver + "→" + yaroslavl})
}

// A calamity that befalls a place (burnt, destroyed) is what happened
// there, even when those who fled it are told in the same clause; an
// arrival told beside a calamity stays the arrival (ties go to travel).
func TestKindCalamityAtPlace(t *testing.T) {
	r := extractText(t, "В конце мая 1891 г. у Баку промыслы были сожжены, мосты разрушены, рабочие бежали к морю.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:587084 1891-05-21/1891-05-31"})
	r = extractText(t, "Летом 1885 г. мы прибыли в Казань, которая была сожжена годом раньше.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:551487 1885-22"})
}

// Founding, opening or closing an institution is an event of the place,
// not studies there, whatever school is named beside it.
func TestKindInstitutionOpenedOrClosed(t *testing.T) {
	r := extractText(t, "Осенью 1880 г. она закрыла свой театр в Киеве, чтобы собрать денег на школу.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:703448 1880-23"})
	r = extractText(t, "В 1895 г. в Казани открыта женская гимназия.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:551487 1895"})
	r = extractText(t, "В 1870 г. в Москве основано общество любителей естествознания.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:524901 1870"})
}

// Stops of a journey told in turn with «быть» and the place in the
// nominative after the verb are stops on the way; a place the clause
// describes, named before the verb, is no stop.
func TestKindStopsNamedInTurn(t *testing.T) {
	r := extractText(t, "В конце сентября 1880 г. мы выехали из Москвы. Первым был Харьков, за ним Киев и Одесса; всюду залы были полны.")
	wantExactly(t, "events", eventList(r), []string{
		"trip geonames:706483 1880-09-21/1880-09-30",
		"trip geonames:703448 1880-09-21/1880-09-30",
		"trip geonames:698740 1880-09-21/1880-09-30",
	})
	r = extractText(t, "В конце сентября 1880 г. мы выехали из Москвы. Харьков был тогда большим городом.")
	for _, e := range r.Events {
		if len(e.Places) > 0 && e.Places[0].Place.ID == "geonames:706483" && e.Type == "trip" {
			t.Errorf("a place described taken for a stop: %s %s", e.Type, e.When)
		}
	}
}

// Being at a place on a journey stays a stop when a «где» clause tells
// what was done there with verbs of its own.
func TestKindStopWithWhereClause(t *testing.T) {
	r := extractText(t, "Летом 1880 г. мы выехали из Москвы, а 11 июня были в Киеве, где монахи показали нам ризницу.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:703448 1880-06-11"})
}

// A goal told before its verb of motion, with its preposition or as
// «сюда» under a diary's heading, is still the journey's goal; a bare name
// before the verb is its object, no goal.
func TestKindGoalBeforeVerb(t *testing.T) {
	r := extractText(t, "В мае 1880 г. в Казань мы пришли поздно вечером.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:551487 1880-05"})
	r = extractText(t, "Казань, 9 сентября 1858 г.\nСюда пришли вчера поздно вечером.\n")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:551487 1858-09-08"})
	r = extractText(t, "В мае 1880 г. Казань заняли войска, оставившие её лишь в декабре.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:551487 1880-05"})
}

// A place seen told with the seer after the verb («увидели мы Варну»), a
// word of distance before it («показался вдали Саратов») or a short
// participle of sight («был виден Петербург», «Петербург был виден») is
// seen, not reached: no event happens there.
func TestKindPlaceSeenVerbForms(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"12 мая 1877 г. увидели мы Варну, а к вечеру пришли в Бургас.", []string{"trip geonames:732770 1877-05-12"}},
		{"Утром 5 июня 1858 г. показался вдали Саратов.", nil},
		{"Летом 1870 г. Сомов жил в Кронштадте. С фортов был виден Петербург.", []string{"relocation geonames:540771 1870-22"}},
		{"Летом 1870 г. Сомов жил в Кронштадте. Петербург был виден с фортов.", []string{"relocation geonames:540771 1870-22"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
	// Reached after all: an arrival that names no other place ends where
	// they looked, and the place keeps its event.
	r := extractText(t, "Утром 5 июня 1858 г. показался вдали Саратов, и к вечеру мы пришли.")
	if !slices.ContainsFunc(eventList(r), func(e string) bool { return strings.HasSuffix(e, " geonames:498677 1858-06-05") }) {
		t.Errorf("events %q: want one at Saratov on 1858-06-05", eventList(r))
	}
}

// A place the way still leads to, told by the distance left to it («до
// Тобольска оставалось ещё триста вёрст»), is not reached: no event there.
func TestKindDistanceLeftToPlace(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"10 марта 1878 г. обоз пришёл в Тюмень. До Тобольска оставалось ещё двести вёрст.", []string{"trip geonames:1488754 1878-03-10"}},
		{"10 марта 1878 г. обоз пришёл в Тюмень; отсюда до Тобольска было ещё двести вёрст.", []string{"trip geonames:1488754 1878-03-10"}},
		{"В 1878 г. Сомов жил в Тюмени. До Омска ему осталось пройти шестьсот вёрст.", []string{"relocation geonames:1488754 1878"}},
		{"10 марта 1878 г. обоз вошёл в Тюмень. Отсюда до Тобольска оставалось ещё около двухсот вёрст, и ждать я не хотел.", []string{"trip geonames:1488754 1878-03-10"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// A journey told as what could be done («можно было уехать в Омск», «бежать
// нельзя было ни на Тобольск, ни на Урал»), the ways spelled out after a
// colon included («Бежать можно было двумя путями: на Тобольск или к
// Уралу»), has not happened: no event at its places.
func TestKindPossibleJourneyNotMade(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"10 марта 1878 г. партия пришла в Тюмень. Бежать можно было двумя путями: на Тобольск или к Уралу.", []string{"trip geonames:1488754 1878-03-10"}},
		{"10 марта 1878 г. партия пришла в Тюмень. Оттуда бежать нельзя было ни на Тобольск, ни на Урал.", []string{"trip geonames:1488754 1878-03-10"}},
		{"10 марта 1878 г. партия пришла в Тюмень. Уехать в Тобольск по распутице было невозможно.", []string{"trip geonames:1488754 1878-03-10"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// A place named only as where a journey told by a noun started («Побег из
// Сибири занял полгода», «переезд из Перми дался ему тяжело») is no event:
// the journey's event is at its destination, told elsewhere.
func TestKindOriginOfJourneyNoun(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1862 г. Сомов поселился в Лондоне. Побег из Сибири занял у него полгода.", []string{"relocation geonames:2643743 1862"}},
		{"В 1880 г. Сомов поселился в Казани. Переезд из Перми дался ему тяжело.", []string{"relocation geonames:551487 1880"}},
		{"В 1880 г. Сомов поселился в Казани. Дорога из Перми заняла две недели.", []string{"relocation geonames:551487 1880"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// A war, campaign or rising named by a land's adjective («Крымская война
// разорила его отца») names the land but tells nothing that happens there
// to the person: no event at it.
func TestKindWarNamedByLandNoEvent(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1855 г. Сомов жил в Одессе. Крымская война разорила его отца.", []string{"relocation geonames:698740 1855"}},
		{"В 1864 г. Сомов поселился в Тифлисе. Кавказская война к тому времени кончилась.", []string{"relocation geonames:611717 1864"}},
		{"В 1878 г. Сомов поселился в Киеве. Турецкая кампания прославила его брата.", []string{"relocation geonames:703448 1878"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// A place named as the point a direction is reckoned from («в двухстах
// верстах к северу от Архангельска», «севернее Тобольска», «западнее
// Варшавы») is a reference, not where the person is: the event is at the
// place the sentence names as its own, or none.
func TestKindPlaceReckonedFrom(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1880 г. Сомов жил в Вологде. Летом 1881 г. он охотился юго-восточнее Архангельска.", []string{"relocation geonames:472459 1880"}},
		{"В 1880 г. Сомов жил в Вологде. Летом 1881 г. он охотился севернее Архангельска.", []string{"relocation geonames:472459 1880"}},
		{"В 1880 г. Сомов жил в Вологде. Летом 1881 г. он охотился западнее Архангельска.", []string{"relocation geonames:472459 1880"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// A standing body named by a town's adjective that elects, expels or
// awards the person («Петербургская академия наук избрала его», «Сибирский
// отдел общества удостоил его медали») acts where it sits, without the
// person: no event there. A congress is a gathering that happens at its
// town («Гаагский конгресс исключил его»): its event stays.
func TestKindBodyActsOnAbsentPerson(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1872 г. Сомов жил в Цюрихе. Осенью 1872 г. Московское общество испытателей природы избрало его своим членом.", []string{"relocation geonames:2657896 1872"}},
		{"В 1889 г. Сомов жил в Казани. В 1890 г. Петербургская академия наук избрала его своим членом.", []string{"relocation geonames:551487 1889"}},
		{"В 1889 г. Сомов жил в Казани. В 1890 г. Парижское географическое общество наградило его медалью.", []string{"relocation geonames:551487 1889"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
	r := extractText(t, "В 1872 г. Сомов жил в Цюрихе. Осенью 1872 г. Гаагский конгресс исключил его из Интернационала.")
	if !slices.ContainsFunc(eventList(r), func(e string) bool { return strings.Contains(e, " geonames:2747373 ") }) {
		t.Errorf("events %q: want the congress at The Hague", eventList(r))
	}
}

// Reports, accounts and notes sent somewhere («отправил донесения во
// Владивосток», «отослал отчёт в Петербург») are things sent: where they go
// is no place of the sender's event.
func TestKindReportSentToPlace(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1906 г. Сомов жил в Хабаровске. 12 мая 1906 г. он отправил доклад во Владивосток.", []string{"relocation geonames:2022890 1906"}},
		{"В 1906 г. Сомов жил в Хабаровске. 12 мая 1906 г. он отослал отчёт в Петербург.", []string{"relocation geonames:2022890 1906"}},
		{"В 1906 г. Сомов жил в Хабаровске. 12 мая 1906 г. он послал сводку и чертежи в Иркутск.", []string{"relocation geonames:2022890 1906"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.events)
		if slices.ContainsFunc(eventList(r), func(e string) bool {
			return strings.Contains(e, " geonames:2013348 ") || strings.Contains(e, " geonames:498817 ") || strings.Contains(e, " geonames:2023469 ")
		}) {
			t.Errorf("events of «%s» %q: none at the place the report goes to", tt.text, eventList(r))
		}
		if len(r.Movements) != 0 {
			t.Errorf("movements of «%s»: %q, want none", tt.text, moveList(r))
		}
	}
}

// A dateline on its own line above its entry, with no blank line between
// («Ярославль, 7 мая» over «Пришли сюда вчера»), heads that entry: «сюда»
// is its place and «вчера» counts from its day, not from the first
// heading of the text.
func TestKindDatelineLineAboveEntry(t *testing.T) {
	r := extractText(t, "Записки путешественника\n\nТверь, 3 мая 1872 г.\nСегодня утром мы выехали из Москвы и к вечеру были здесь.\n\nЯрославль, 7 мая\nПришли сюда вчера на пароходе. Город стоит на высоком берегу.\n\nКострома, 10 мая\nСюда мы прибыли на рассвете.")
	wantExactly(t, "dates", dateList(r), []string{"3 мая 1872 г.=1872-05-03", "Сегодня=1872-05-03", "7 мая=1872-05-07", "вчера=1872-05-06", "10 мая=1872-05-10"})
	wantAll(t, "events", eventList(r), []string{"trip geonames:480060 1872-05-03", "trip geonames:468902 1872-05-06", "trip geonames:543878 1872-05-10"})
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:524901→geonames:480060 1872-05-03", "Рассказчик: geonames:480060→geonames:468902 1872-05-03/1872-05-06"})
}

// An entry under a new dateline that tells the writer was on the way
// («Четверо суток шли мы по Волге», «Три дня ехали мы лесом») and names no
// place is the leg from the last entry's place to the heading's, from the
// last entry's day to the heading's; when the entry goes on to tell how
// the writer came «сюда», that sentence gives the leg instead.
func TestKindOnTheWayUnderDateline(t *testing.T) {
	r := extractText(t, "Записки\n\nТверь, 3 мая 1872 г.\nСегодня утром мы выехали из Москвы и к вечеру были здесь.\n\nЯрославль, 7 мая\nЧетверо суток шли мы по Волге. Город стоит на высоком берегу.\n\nКострома, 10 мая\nТри дня ехали мы лесом. Здесь тихо.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:524901→geonames:480060 1872-05-03",
		"Рассказчик: geonames:480060→geonames:468902 1872-05-03/1872-05-07",
		"Рассказчик: geonames:468902→geonames:543878 1872-05-07/1872-05-10",
	})
	r = extractText(t, "Записки\n\nТверь, 3 мая 1872 г.\nСегодня утром мы выехали из Москвы и к вечеру были здесь.\n\nКострома, 10 мая\nСначала ехали лесом, потом болотами. Вчера из Ярославля пароходом пришли сюда.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:524901→geonames:480060 1872-05-03",
		"Рассказчик: geonames:468902→geonames:543878 1872-05-09",
	})
}

// An arrival «сюда» with no day of its own, under a dateline on its own
// line, is on the heading's day and left the last entry's place on the
// last day that entry gave; a day the entry recalls after the arrival
// («годовщину пожара 20 декабря») is another time, and a span that dates
// the traveller otherwise in between («Весь июль … обследовали») leaves
// the departure unknown.
func TestKindArrivalUnderDatelineSpansFromLastEntry(t *testing.T) {
	r := extractText(t, "Записки\n\nНижний Новгород, 6 сентября 1858 г.\nЯрмарка разъезжается. Здесь готовятся отметить годовщину пожара 20 декабря.\n\nКазань, 9 сентября\nПришли сюда на рассвете. Осматривали кремль.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:520555→geonames:551487 1858-09-06/1858-09-09"})
	r = extractText(t, "Записки\n\nНижний Новгород, 6 июня 1858 г.\nЯрмарка разъезжается.\n\nКазань, 3 августа\nВесь июль мы провели в лодке на Волге. Вчера пришли сюда.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:520555→geonames:551487 1858-08-02"})
}

// A heading of a place and a day over a letter, a dispatch or a report
// (the title says the text is letters or reports) is where and when it
// was written: an event of type other there that day, beside what the
// letter tells. A travel diary's heading is no such event.
func TestKindLetterHeadingIsWrittenThere(t *testing.T) {
	r := extractText(t, "Из писем доктора Сомова к брату\n\nI. Омск, 12 марта 1895 г.\n\nДорогой брат! Всё по-прежнему, больница полна.\n\nII. Томск, 3 мая 1895 г.\n\nМилый брат! В конце апреля меня перевели сюда из Омска. Работы много.")
	wantAll(t, "events", eventList(r), []string{"other geonames:1496153 1895-03-12", "other geonames:1489425 1895-05-03", "relocation geonames:1489425 1895-04-21/1895-04-30"})
	r = extractText(t, "ОТЧЁТ уездного врача о холере\n\nГор. Омск, 20 января 1893 г.\n\nЛетом холера пришла в уезд с Иртыша.")
	wantAll(t, "events", eventList(r), []string{"other geonames:1496153 1893-01-20"})
	r = extractText(t, "Дневник\n\nОмск, 12 марта 1895 г.\n\nВсё по-прежнему, больница полна.")
	if slices.Contains(eventList(r), "other geonames:1496153 1895-03-12") {
		t.Errorf("a diary heading made an event of writing: %q", eventList(r))
	}
}

// A report for a year («Отчёт … за 1885 год») dated early the next year:
// its dateline is the day of writing, and the yearless dates of the
// report, «в отчётном году» and «будущего года» count from the year it
// covers. A letter's own date still dates what it tells.
func TestKindReportYear(t *testing.T) {
	r := extractText(t, "ОТЧЁТ\nо состоянии Тверского уезда за 1885 год\n\nГор. Тверь, 15 января 1886 г.\n\nВ отчётном году уезд был спокоен. В конце мая я выехал в Ржев. В сентябре вернулся в Тверь. Весною будущего года предполагаю объехать уезд.")
	wantExactly(t, "dates", dateList(r), []string{"за 1885 год=1885", "15 января 1886 г.=1886-01-15", "В отчётном году=1885",
		"В конце мая=1885-05-21/1885-05-31", "В сентябре=1885-09", "Весною будущего года=1886-21"})
	r = extractText(t, "Москва, 3 марта 1916 г.\n\nДорогая сестра! В мае думаю ехать в Киев, а в текущем году хочу побывать и в Одессе.")
	wantExactly(t, "dates", dateList(r), []string{"3 марта 1916 г.=1916-03-03", "В мае=1916-05", "в текущем году=1916"})
}

// A paragraph that goes back to an earlier year after the year it opened
// with («Летом 1896 года … Ещё в начале 1893 г. …») ends its flashback
// with itself: a yearless date opening the next paragraph is of the
// narrative's year. Dates going forward keep the last year.
func TestKindFlashbackEndsWithParagraph(t *testing.T) {
	r := extractText(t, "Летом 1896 года Сомов поселился в Томске. Ещё в начале 1893 г. он бывал там проездом.\n\nВ конце августа он уехал в Иркутск.")
	wantExactly(t, "dates", dateList(r), []string{"Летом 1896 года=1896-22", "в начале 1893 г.=1893-01/1893-04", "В конце августа=1896-08-21/1896-08-31"})
	r = extractText(t, "В 1890 г. Сомов жил в Томске, а в 1893 г. переехал в Омск.\n\nВ мае он уехал в Иркутск.")
	wantExactly(t, "dates", dateList(r), []string{"В 1890 г.=1890", "в 1893 г.=1893", "В мае=1893-05"})
}

// A death or an illness told with no place, farther on in the paragraph
// that brought its person somewhere and moved them nowhere since, befalls
// them there («…приехала в Ташкент. … Скончалась она 10 февраля»), a
// capital letter opening the clause notwithstanding; a new paragraph with
// no place of its own leaves it without one, and a later journey moves it.
func TestKindBefallsLaterInParagraph(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В январе 1910 г. Анна Петрова приехала в Ташкент. Публика встретила её восторженно. На третьем спектакле она почувствовала себя дурно. Доктор определил оспу. Скончалась она 10 февраля 1910 г.",
			[]string{"trip geonames:1512569 1910-01", "other geonames:1512569 1910-02-10"}},
		{"В 1900 г. Анна Петрова поселилась в Ялте. Здесь она написала повесть «Море». Повесть имела большой успех. Умерла она 3 мая 1904 г.",
			[]string{"relocation geonames:688533 1900", "other geonames:688533 1900", "other geonames:688533 1904-05-03"}},
		{"В 1900 г. Анна Петрова поселилась в Ялте. Здесь она написала повесть «Море».\n\nПовесть имела большой успех. Умерла она 3 мая 1904 г.",
			[]string{"relocation geonames:688533 1900", "other geonames:688533 1900", "other - 1904-05-03"}},
		{"В 1900 г. Анна Петрова поселилась в Ялте. Здесь она написала повесть «Море». Повесть имела большой успех. В 1903 г. она уехала в Париж. Умерла она 3 мая 1904 г.",
			[]string{"relocation geonames:688533 1900", "other geonames:688533 1900", "trip geonames:2988507 1903", "other geonames:2988507 1904-05-03"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// An arrest that names no place of its own, followed in its clause by the
// person's being taken somewhere, happened where the person was («жил в
// Глазове. … его арестовали и отвезли в Вятку» → an arrest at Glazov and
// the exile at Vyatka); a place passed through on the way is the
// conveying's. An arrest named at a place keeps it; an arrest ending in
// prison where the person was is one event there; someone else's arrest
// («арестовали его брата») is no event of the person's.
func TestKindArrestedThenTaken(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1879 г. Пётр Сомов жил в Глазове. В январе 1880 г. его арестовали и отвезли в Вятку.",
			[]string{"relocation geonames:561347 1879", "other geonames:561347 1880-01", "relocation geonames:548408 1880-01"}},
		{"В 1879 г. Пётр Сомов жил в Глазове. В январе 1880 г. его арестовали и через Казань повезли в Вятку.",
			[]string{"relocation geonames:561347 1879", "other geonames:561347 1880-01", "relocation geonames:548408 1880-01"}},
		{"Весной 1905 г. Анна Петрова поселилась в Риге. 9 января 1906 г. её задержали и под конвоем отправили в Петербург.",
			[]string{"relocation geonames:456172 1905-21", "other geonames:456172 1906-01-09", "relocation geonames:498817 1906-01-09"}},
		{"В 1879 г. Пётр Сомов жил в Глазове. В январе 1880 г. его арестовали в Казани и отвезли в Вятку.",
			[]string{"relocation geonames:561347 1879", "other geonames:551487 1880-01", "relocation geonames:548408 1880-01"}},
		{"В 1901 г. Пётр Сомов жил в Батуме. 5 апреля 1902 г. его арестовали и заключили в Батумскую тюрьму.",
			[]string{"relocation geonames:615532 1901", "relocation geonames:615532 1902-04-05"}},
		{"В 1879 г. Пётр Сомов жил в Глазове. В январе 1880 г. арестовали его брата и отвезли в Вятку.",
			[]string{"relocation geonames:561347 1879", "relocation geonames:548408 1880-01"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// «Здесь» after a sentence that put its person somewhere and named the
// place left from («переселился в Петербург из Вильны; здесь…») is the
// place reached, not the one left; becoming close to or friends with
// someone there is a meeting («сблизился», «подружился»); being admitted
// or enrolled into a school is studying there («принят в университет»,
// «зачислена в институт»).
func TestKindHereAfterMoveAndDeedsThere(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1908 г. Пётр Сомов переселился в Петербург из Вильны; здесь он сблизился с Бенуа.",
			[]string{"relocation geonames:498817 1908", "meeting geonames:498817 1908"}},
		{"В августе 1908 г. Пётр Сомов побывал в Петербурге, а осенью переселился туда из Вильны; здесь он сблизился с Бенуа.",
			[]string{"trip geonames:498817 1908-08", "relocation geonames:498817 1908-23", "meeting geonames:498817 1908-23"}},
		{"Осенью 1908 г. Пётр Сомов переселился из Вильны в Петербург. Здесь он подружился с Бенуа.",
			[]string{"relocation geonames:498817 1908-23", "meeting geonames:498817 1908-23"}},
		{"В 1850 г. Пётр Сомов был принят в Казанский университет.", []string{"school geonames:551487 1850"}},
		// the move and the studies begun after it, each an event (as with
		// «переехал в Петербург, где поступил в институт»; see
		// TestKindMoveJoinedWithStudies)
		{"В 1850 г. Анна Петрова переехала в Киев и была зачислена в институт благородных девиц.", []string{"relocation geonames:703448 1850", "school geonames:703448 1850"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// Composing and painting are work done where the author is, an event of
// its own beside the stay («Там же он впервые попробовал сочинять
// музыку», «жила в Ялте, где сочинила сонату»).
func TestKindComposingAtPlace(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1889 г. Пётр Сомов поселился в Плунге. Там же он впервые попробовал сочинять музыку.",
			[]string{"relocation geonames:595689 1889", "other geonames:595689 1889"}},
		{"В 1876 г. Анна Петрова жила в Ялте, где сочинила свою первую сонату.",
			[]string{"relocation geonames:688533 1876", "other geonames:688533 1876"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A «где» clause of living, serving or remaining there dated only by its
// end ends the stay the sentence began at the place: one event spanning
// both dates, a residence when it lasts years.
func TestKindStayUntilInWhereClause(t *testing.T) {
	r := extractText(t, "В 1879 г. он был назначен врачом в Тобольск, где прослужил до 1885 г.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:1489530 1879/1885"})
	r = extractText(t, "В 1872 г. он переехал в Казань, где прожил до 1878 г.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:551487 1872/1878"})
	r = extractText(t, "В 1881 г. его перевели в Вологду, где он оставался до 1884 г.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:472459 1881/1884"})
}

// Under a dated heading, a sentence whose day dates its setting out and
// whose later verb reaches the heading's place («выехали 4-го и …
// добрались сюда») tells a way from that day to the entry's: the leg and
// the arrival run from the one to the other, the told departure winning
// over an earlier entry at the origin.
func TestKindDepartureDayToEntryDay(t *testing.T) {
	r := extractText(t, "Записки\n\nСамара, 2 июля 1874 г.\nЗдесь жарко.\n\nОренбург, 9 июля\nИз Самары мы выехали 4-го и на почтовых, степью, добрались сюда. Город пыльный.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:499099→geonames:515003 1874-07-04/1874-07-09"})
	wantExactly(t, "events", eventList(r), []string{"trip geonames:515003 1874-07-04/1874-07-09"})
	r = extractText(t, "Записки\n\nПермь, 20 июня 1881 г.\nСобираемся.\n\nЕкатеринбург, 28 июня\nИз Перми мы выехали 22-го и через Кунгур пришли сюда.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:511196→geonames:539147 1881-06-22",
		"Рассказчик: geonames:539147→geonames:1486209 1881-06-22/1881-06-28",
	})
}

// A diary's leg to the entry's place with no day of its own leaves the
// origin on the day of the earlier entry whose text put the traveller
// there («ночую в Алексине», «Ночью в Перми»); an origin known only by a
// month dates no departure.
func TestKindLegFromEntryThatPlacedTraveller(t *testing.T) {
	r := extractText(t, "Дневник\n\n3 мая 1862 г. Сегодня я навсегда оставил Тулу; ночую в Алексине.\n\n5 мая. Калуга. В десять часов утра я прибыл в Калугу.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:582750→geonames:553915 1862-05-03/1862-05-05"})
	r = extractText(t, "Дневник\n\n12 июня 1870 г. Утром я выехал из Вятки. Ночью в Перми, на пристани, я видел Ивана Петровича.\n\n15 июня. Екатеринбург. К обеду я приехал в Екатеринбург.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: geonames:511196→geonames:1486209 1870-06-12/1870-06-15"})
	r = extractText(t, "Дневник\n\nВ мае 1862 г. я жил в Алексине.\n\n5 мая. Калуга. В десять часов утра я прибыл в Калугу.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:582750→geonames:553915 1862-05-05"})
}

// A journey's arrival told again in a later clause with a later date of
// its own («в Тобольск он прибыл лишь в январе 1873 г.») ends the leg told
// with the setting out: the leg runs from the one date to the other, also
// when the clause is about the party the traveller went with; a date
// between places the traveller otherwise and widens nothing.
func TestKindArrivalToldAgainEndsLeg(t *testing.T) {
	r := extractText(t, "В октябре 1872 г. Иван Петрович Сомов выехал из Москвы в Тобольск. Дорога была тяжёлой, и в Тобольск он прибыл лишь в январе 1873 г.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Петрович Сомов: geonames:524901→geonames:1489530 1872-10/1873-01"})
	r = extractText(t, "В октябре 1872 г. Иван Петрович Сомов отправлен этапом из Москвы через Казань в Тобольск. Партия шла пешком, и в Тобольск её доставили лишь в январе 1873 г.")
	wantExactly(t, "movements", moveList(r), []string{
		"Иван Петрович Сомов: geonames:524901→geonames:551487 1872-10",
		"Иван Петрович Сомов: geonames:551487→geonames:1489530 1872-10/1873-01",
	})
	r = extractText(t, "В апреле 1880 г. Пётр Сомов уехал из Киева в Одессу. В мае он был в Одессе, а в сентябре приехал в Одессу снова.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:703448→geonames:698740 1880-04"})
}

// Seeing, befriending, dining with or being received by a person at a
// place is a meeting there, the verb before or after the place; a post in
// the instrumental is no host.
func TestKindMeetingWithPerson(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"Летом 1881 г. в Самаре он на час увиделся с братом.", []string{"meeting geonames:499099 1881-22"}},
		{"В 1870 г. в Киеве он повидался с отцом.", []string{"meeting geonames:703448 1870"}},
		{"Осенью 1881 г. в Киеве он сблизился с местными художниками.", []string{"meeting geonames:703448 1881-23"}},
		{"В мае 1881 г. в Казани мы обедали у губернатора.", []string{"meeting geonames:551487 1881-05"}},
		{"В мае 1881 г. в Казани он был принят губернатором.", []string{"meeting geonames:551487 1881-05"}},
		{"В мае 1881 г. он был принят профессором в Казанский университет.", []string{"school geonames:551487 1881-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}

// A place a journey passes through, with a «где» clause telling what the
// traveller did there, is a stop of the journey; what befalls them there
// is an event of its own; a place only described is no stop.
func TestKindStopPassedWithWhereClause(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В сентябре 1871 г. я проследовал из Верного через Копал, где осмотрел новые казармы, в Сергиополь.",
			[]string{"trip geonames:1525988 1871-09", "trip overlay:kapal 1871-09"}},
		{"В мае 1880 г. он ехал из Москвы через Самару, где его арестовали, в Уфу.",
			[]string{"trip geonames:479561 1880-05", "other geonames:499099 1880-05"}},
		{"В мае 1880 г. он ехал из Москвы через Самару, где жил его брат, в Уфу.",
			[]string{"relocation geonames:479561 1880-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}

// A performance (singing, playing, conducting, a part, a concert,
// appearing with a choir) is an event of its own kind at its place: not a
// school whose name the concert bears, nor a setting out.
func TestKindPerformanceAtPlace(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В марте 1901 г. он впервые пел в Милане.", []string{"other geonames:3173435 1901-03"}},
		{"В 1865 г. он продирижировал симфонией в Петербурге, в концерте Бесплатной музыкальной школы.", []string{"other geonames:498817 1865"}},
		{"Осенью 1880 г. в Казани он исполнил партию Сусанина.", []string{"other geonames:551487 1880-23"}},
		// Appearing with a choir is performing, not setting out.
		{"Зимой 1905 г. Пётр Сомов выступал с хором в Тифлисе.", []string{"other geonames:611717 1905-24"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}

// A gerund's phrase with no place of its own («окончив гимназию,») tells
// what came before; the place is typed by the clause's own verb when it
// has a strong cue, and by the gerund's when it has none.
func TestKindGerundPhraseDoesNotTypeThePlace(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1880 г., окончив гимназию, он уехал в Казань.", []string{"trip geonames:551487 1880"}},
		{"Окончив гимназию, в 1880 г. он поступил в Казанский университет.", []string{"school geonames:551487 1880"}},
		{"Окончив гимназию, в 1880 г. он жил в Казани.", []string{"school geonames:551487 1880"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}

// A place that names the estate a person belongs to or comes from, by an
// adjective («под именем ярославского купца», «казанского мещанина») or
// after a plural estate with «из» («из мещан города Тулы», «из донских
// казаков»), says who the person is: no event there, only at the place
// the clause tells of.
func TestKindEstateOfOriginNoEvent(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"Осенью 1879 г. Сомов под именем ярославского купца Петрова поселился близ Одессы.", []string{"relocation geonames:698740 1879-23"}},
		{"Осенью 1879 г. Сомов под видом казанского мещанина поселился близ Херсона.", []string{"relocation geonames:706448 1879-23"}},
		{"В 1880 г. Сомов, происходящий из мещан города Тулы, жил в Киеве.", []string{"relocation geonames:703448 1880"}},
		{"В 1881 г. Сомов, происходивший из донских казаков, поселился в Омске.", []string{"relocation geonames:1496153 1881"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// A lone place governed by a verb of settling keeps the settling's type
// when a later clause with no place of its own tells a deed of another
// type («поселился близ Херсона и заложил мину»): the place tells of the
// change of residence.
func TestKindSettledThenDeedKeepsRelocation(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"Осенью 1879 г. Сомов поселился близ Херсона и заложил мину под полотно железной дороги.", []string{"relocation geonames:706448 1879-23"}},
		{"Весной 1880 г. Сомов поселился в Тифлисе и открыл типографию.", []string{"relocation geonames:611717 1880-21"}},
		{"Весной 1880 г. Сомов арестован в Киеве.", []string{"other geonames:703448 1880-21"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// A land the text itself puts a town in, right after it with «в/на» («в
// Петропавловск на Камчатке», «в Верном в Семиреченской области»), in the
// genitive cut short («в с. Колодяжное Ковельского у.») or before it in
// apposition («на Кавказе, в Анапе»), only says where the town is: the
// event is at the town, none at the land.
func TestKindLandLocatesTheTown(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1879 г. Сомов был определён врачом в Петропавловск на Камчатке.", []string{"relocation geonames:2122104 1879"}},
		{"В 1885 г. Сомов поселился в Верном в Семиреченской области.", []string{"relocation geonames:1526384 1885"}},
		{"Весной 1882 г. Сомов переехал в с. Колодяжное Ковельского у.", []string{"relocation overlay:kolodiazhne 1882-21"}},
		{"Летом 1905 г. Сомов побывал на Кавказе, в Анапе.", []string{"trip geonames:582182 1905-22"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// A place after «из» that tells whence someone else came, hanging on a
// participle, adjective or noun of a person not in the nominative («с
// приехавшим из России Петровым», «ждали полномочных из Эдо», «принимал
// гостей из Москвы»), is no place of the subject's: no event there.
func TestKindOriginOfAnotherPerson(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1868 г. Сомов жил в Женеве. Весной 1869 г. он встретился с приехавшим из России Петровым.", []string{"relocation geonames:2660646 1868"}},
		{"В 1853 г. Сомов жил в Нагасаки. Три месяца он ждал полномочных из Эдо.", []string{"relocation geonames:1856177 1853"}},
		{"В 1870 г. Сомов жил в Туле. Осенью 1870 г. он принимал гостей из Москвы.", []string{"relocation geonames:480562 1870"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.events)
		if slices.ContainsFunc(eventList(r), func(e string) bool {
			return strings.Contains(e, " country:RU ") || strings.Contains(e, " geonames:1850147 ") || strings.Contains(e, " geonames:524901 ")
		}) {
			t.Errorf("events of «%s» %q: none where the other person came from", tt.text, eventList(r))
		}
	}
	r := extractText(t, "Осенью 1870 г. Сомов выехал из Москвы.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:524901 1870-23"})
}

// Entering, being given, sent, accepted or appointed to an institution (a
// school, a university, a corps, an office) or a post in a town other than
// where the person was is a move from the last place to that town, dated
// by the clause; the town is named by a place adjective («Казанского
// университета»), by «в X» after the institution (a town after a land's
// adjective: «Новороссийский университет в Одессе»), or by the goal of the
// post («уездным врачом в Вологду»). A place the clause has the person at
// before the verb («Окончив курс Ярославской гимназии») is where the move
// starts. An institution of the town the person is in, a person with no
// place known before, and a place assigned for exile move no one. The
// event there is studies for a student and a change of residence for a
// post or an institution that is no school.
func TestKindEnrolmentInAnotherTown(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Иван Сомов родился в 1850 году в Твери. В 1868 году он поступил на юридический факультет Казанского университета.",
			[]string{"Иван Сомов: geonames:480060→geonames:551487 1868"}},
		{"Иван Сомов родился в 1850 году в Твери. В 1862 году мальчик был отдан в кадетский корпус в Москву.",
			[]string{"Иван Сомов: geonames:480060→geonames:524901 1862"}},
		{"Иван Сомов родился в 1850 году в Твери. Окончив курс Ярославской гимназии, он в 1869 г. поступил в университет в Одессе.",
			[]string{"Иван Сомов: geonames:468902→geonames:698740 1869"}},
		{"Иван Сомов родился в 1850 году в Твери. В 1869 г. он поступил в Новороссийский университет в Одессе.",
			[]string{"Иван Сомов: geonames:480060→geonames:698740 1869"}},
		{"Пётр Сомов служил в Киеве. В 1879 году он был определён уездным врачом в Вологду.",
			[]string{"Пётр Сомов: geonames:703448→geonames:472459 1879"}},
		// An appointment puts the person in the institution's town for
		// the legs that follow.
		{"Анна Сомова жила в Твери. Летом 1884 года она назначена профессором Казанского университета. В 1890 году она уехала в Париж.",
			[]string{"Анна Сомова: geonames:480060→geonames:551487 1884-22", "Анна Сомова: geonames:551487→geonames:2988507 1890"}},
		// An institution the gazetteer knows as a landmark is the goal
		// itself; one in the town the person is in moves no one.
		{"Анна Сомова родилась в 1850 году в Твери. В 1860 году её отдали в Смольный институт. В 1868 году она уехала в Москву.",
			[]string{"Анна Сомова: geonames:480060→overlay:smolny 1860", "Анна Сомова: overlay:smolny→geonames:524901 1868"}},
		{"Пётр Сомов с 1890 года жил в Петербурге. В 1895 г. его приняли в Мариинский театр.", nil},
		{"Иван Сомов родился в 1850 году в Твери. В 1868 году он поступил в Тверскую гимназию.", nil},
		{"В 1868 году Иван Сомов поступил в Казанский университет.", nil},
		{"Весной 1885 года Сомов приехал из Москвы в Пермь. Местом ссылки ему назначили Чердынь.",
			[]string{"Сомов: geonames:524901→geonames:511196 1885-21"}},
		{"Пётр Сомов жил в Батуме. В июле 1903 года ему назначили три года ссылки в Сибирь.", nil},
		{"В 1901 г. Пётр Сомов жил в Омске. Место поселения ему назначили в Тобольске.", nil},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "movements of "+c.text, moveList(r), c.want)
	}
	// Study there is a school event; a post there, teaching included, or
	// an institution that is no school is a change of residence.
	for _, c := range []struct{ text, want string }{
		{"Иван Сомов родился в 1850 году в Твери. В 1868 году он поступил на юридический факультет Казанского университета.", "school geonames:551487 1868"},
		{"Пётр Сомов служил в Киеве. В 1879 году он был определён уездным врачом в Вологду.", "relocation geonames:472459 1879"},
		{"Пётр Сомов жил в Москве. Летом 1884 года он принят профессором в Харьковский университет.", "relocation geonames:706483 1884-22"},
		{"Иван Сомов родился в 1850 году в Твери. Мальчиком он был отдан в Московский сиротский дом.", "relocation geonames:524901 1850"},
	} {
		r := extractText(t, c.text)
		wantAll(t, "events of "+c.text, eventList(r), []string{c.want})
	}
	// Appointed where she already is: teaching there, no move.
	r := extractText(t, "Анна Сомова жила в Казани. Летом 1884 года она назначена профессором Казанского университета.")
	wantAll(t, "events", eventList(r), []string{"school geonames:551487 1884-22"})
	wantExactly(t, "movements", moveList(r), nil)
}

// A route of several stops told under a diary's dated heading, with no
// date of its own: the first leg runs from the last entry's day to the
// heading's; the stops after it, passed with no date, take the heading's
// day.
func TestKindEntryRouteOnlyFirstLegSpans(t *testing.T) {
	r := extractText(t, "Москва, 2 июня 1912 г. Мы готовимся к отъезду.\n\nСамара, 11 июня. Ехали из Москвы через Рязань, Пензу и Сызрань.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:524901→geonames:500096 1912-06-02/1912-06-11",
		"Рассказчик: geonames:500096→geonames:511565 1912-06-11",
		"Рассказчик: geonames:511565→geonames:484972 1912-06-11",
		"Рассказчик: geonames:484972→geonames:499099 1912-06-11",
	})
	r = extractText(t, "Киев, 4 августа 1913 г. Мы в гостинице.\n\nОдесса, 9 августа. Из Киева плыли через Черкассы и Кременчуг, а оттуда поездом сюда.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:703448→geonames:710791 1913-08-04/1913-08-09",
		"Рассказчик: geonames:710791→geonames:704147 1913-08-09",
		"Рассказчик: geonames:704147→geonames:698740 1913-08-09",
	})
}

// After a departure, a list of the stops reached, with one verb («Ночевали
// в Клину, в Твери и в Торжке»; «Первой была Вильна, за ней Минск и
// Смоленск»), gives a leg per stop, in text order. Two towns after a comma
// and the same preposition are a list: the second does not narrow the
// first down, as a town does a land («в Англию, в Лондон»).
func TestKindStopListAfterDeparture(t *testing.T) {
	r := extractText(t, "Утром 3 мая 1887 г. мы выехали из Москвы. Ночевали в Клину, в Твери и в Торжке.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:524901→geonames:547523 1887-05-03",
		"Рассказчик: geonames:547523→geonames:480060 1887-05-03",
		"Рассказчик: geonames:480060→geonames:481985 1887-05-03",
	})
	r = extractText(t, "В начале мая 1899 г. мы выехали из Варшавы. Первой была Вильна, за ней Минск и Смоленск.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:756135→geonames:593116 1899-05-01/1899-05-10",
		"Рассказчик: geonames:593116→geonames:625144 1899-05-01/1899-05-10",
		"Рассказчик: geonames:625144→geonames:491687 1899-05-01/1899-05-10",
	})
	r = extractText(t, "Летом 1887 г. мы ночевали в Клину, в Твери и в Торжке.")
	wantExactly(t, "events", eventList(r), []string{
		"trip geonames:547523 1887-22",
		"trip geonames:480060 1887-22",
		"trip geonames:481985 1887-22",
	})
}

// A goal named before the stops on the way to it, which are listed with
// commas («повезли в Москву через Вильну, Минск и Смоленск»): every stop
// of the list comes before the goal, a leg each, in text order; a body
// carried so makes the legs of the dead.
func TestKindGoalBeforeListOfStops(t *testing.T) {
	r := extractText(t, "В 1890 г. Иванов жил в Одессе. Летом 1891 г. он поехал в Петербург через Харьков, Курск и Москву.")
	wantExactly(t, "movements", moveList(r), []string{
		"Иванов: geonames:698740→geonames:706483 1891-22",
		"Иванов: geonames:706483→geonames:538560 1891-22",
		"Иванов: geonames:538560→geonames:524901 1891-22",
		"Иванов: geonames:524901→geonames:498817 1891-22",
	})
	r = extractText(t, "Писатель Иванов умер в Варшаве 3 марта 1881 г. Через два дня гроб повезли в Москву через Вильну, Минск и Смоленск.")
	wantExactly(t, "movements", moveList(r), []string{
		"Иванов: geonames:756135→geonames:593116 1881-03-05",
		"Иванов: geonames:593116→geonames:625144 1881-03-05",
		"Иванов: geonames:625144→geonames:491687 1881-03-05",
		"Иванов: geonames:491687→geonames:524901 1881-03-05",
	})
}

// «шли», «шёл», «идём» tell a journey when a person, «мы» or a party or
// ship is the subject («Через Копал отряд шёл восемь дней»), not «шла
// война». Stops passed in the sentence that dates the arrival after them
// keep that date: only the first leg spans from the departure told before
// («3 мая … вышли из Одессы. Через Константинополь и Пирей мы шли восемь
// дней и 11 мая бросили якорь в Александрии»).
func TestKindGoingVerbBySubjectAndStopsOfArrivalSentence(t *testing.T) {
	r := extractText(t, "3 мая 1904 г. мы вышли из Одессы на пароходе. Через Константинополь и Пирей мы шли восемь дней и 11 мая бросили якорь в Александрии.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:698740→geonames:745044 1904-05-03/1904-05-11",
		"Рассказчик: geonames:745044→geonames:255274 1904-05-11",
		"Рассказчик: geonames:255274→geonames:361058 1904-05-11",
	})
	r = extractText(t, "3 мая 1904 г. отряд вышел из Верного. Через Копал отряд шёл восемь дней и 11 мая пришёл в Сергиополь.")
	wantExactly(t, "movements", moveList(r), []string{
		"Отряд: geonames:1526384→overlay:kapal 1904-05-03/1904-05-11",
		"Отряд: overlay:kapal→geonames:1525988 1904-05-11",
	})
	r = extractText(t, "Весной 1905 г. мы жили в Одессе. Тогда шла война, и цены росли.")
	wantExactly(t, "movements", moveList(r), nil)
}

// Stops passed by a gerund («Миновав Ярославль и Кострому, мы вчера
// пришли…») keep the date of their sentence, not the one carried in; under
// a diary's heading the first leg, from the last entry's place, left on
// that entry's day.
func TestKindStopsPassedByGerund(t *testing.T) {
	r := extractText(t, "Тверь, 2 июня 1880 г.\nПароход уходит ночью.\n\nНижний Новгород, 6 июня\nМиновав Ярославль и Кострому, мы вчера к вечеру пришли в Нижний Новгород.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:480060→geonames:468902 1880-06-02/1880-06-05",
		"Рассказчик: geonames:468902→geonames:543878 1880-06-05",
		"Рассказчик: geonames:543878→geonames:520555 1880-06-05",
	})
	r = extractText(t, "В 1870 г. Петров жил в Москве. Летом 1871 г., миновав Тверь и Новгород, он приехал в Петербург.")
	wantExactly(t, "movements", moveList(r), []string{
		"Петров: geonames:524901→geonames:480060 1871-22",
		"Петров: geonames:480060→geonames:519336 1871-22",
		"Петров: geonames:519336→geonames:498817 1871-22",
	})
}

// A person written now with initials («В. А. Лавров»), now by the bare
// surname («Лавров»), is one actor, named with the initials, when the text gives the surname no
// other initials: each leg starts where the other form last left them.
// Initials before a unit's commander («отряд капитана Н. Н. Орлова») name
// the commander too. Two sets of initials stay two people.
func TestKindInitialledAndBareSurnameOneActor(t *testing.T) {
	r := extractText(t, "Летом 1885 г. В. А. Лавров приехал в Тифлис. Там Лавров прожил два года. В 1887 г. Лавров уехал в Баку, а в 1889 г. В. А. Лавров переехал в Одессу.")
	wantExactly(t, "movements", moveList(r), []string{
		"В. А. Лавров: geonames:611717→geonames:587084 1887",
		"В. А. Лавров: geonames:587084→geonames:698740 1889",
	})
	r = extractText(t, "Отряд капитана Н. Н. Орлова летом 1879 г. вышел из Верного в Копал. Осенью Орлов перешёл в Лепсинск, а зимой Н. Н. Орлов вернулся в Верный.")
	wantExactly(t, "movements", moveList(r), []string{
		"Н. Н. Орлов: geonames:1526384→overlay:kapal 1879-22",
		"Н. Н. Орлов: overlay:kapal→overlay:lepsinsk 1879-23",
		"Н. Н. Орлов: overlay:lepsinsk→geonames:1526384 1879-24",
	})
	r = extractText(t, "В 1887 г. В. А. Лавров уехал из Тифлиса в Баку. В 1889 г. П. А. Лавров переехал из Одессы в Киев.")
	wantExactly(t, "movements", moveList(r), []string{
		"В. А. Лавров: geonames:611717→geonames:587084 1887",
		"П. А. Лавров: geonames:698740→geonames:703448 1889",
	})
}

// A destination told before a list of stops on the way («в Москву через
// Казань, Нижний Новгород и Владимир») is reached after all of them, in
// the order written; a stop after «а оттуда» still begins the next leg.
func TestKindDestinationBeforeListOfVias(t *testing.T) {
	const perm, kazan, nn, vladimir, moscow = "geonames:511196", "geonames:551487", "geonames:520555", "geonames:473247", "geonames:524901"
	r := extractText(t, "В мае 1890 г. Иван Сомов приехал в Пермь. В июне Сомов уехал в Москву через Казань, Нижний Новгород и Владимир.")
	wantExactly(t, "movements", moveList(r), []string{
		"Иван Сомов: " + perm + "→" + kazan + " 1890-06",
		"Иван Сомов: " + kazan + "→" + nn + " 1890-06",
		"Иван Сомов: " + nn + "→" + vladimir + " 1890-06",
		"Иван Сомов: " + vladimir + "→" + moscow + " 1890-06",
	})
	r = extractText(t, "В мае 1890 г. Иван Сомов приехал в Пермь. В июне гроб Сомова повезли в Москву через Казань, Нижний Новгород и Владимир.")
	wantAll(t, "movements", moveList(r), []string{"Иван Сомов: " + vladimir + "→" + moscow + " 1890-06"})
	r = extractText(t, "В мае 1890 г. Иван Сомов приехал в Пермь. В июне Сомов поехал в Казань, а оттуда через Нижний Новгород во Владимир.")
	wantExactly(t, "movements", moveList(r), []string{
		"Иван Сомов: " + perm + "→" + kazan + " 1890-06",
		"Иван Сомов: " + kazan + "→" + nn + " 1890-06",
		"Иван Сомов: " + nn + "→" + vladimir + " 1890-06",
	})
}

// «туда» in a sentence that names the leg's origin first («из Перми прибыл
// туда», «выехав из Одессы, отправился туда же») is the place named
// before, never that origin: no leg goes from a place to itself. A
// relative «куда» still stands for the place right before it.
func TestKindThitherAfterOriginInSentence(t *testing.T) {
	const moscow, perm, kazan, odessa, kiev = "geonames:524901", "geonames:511196", "geonames:551487", "geonames:698740", "geonames:703448"
	r := extractText(t, "Весной 1898 г. я жил в Москве. В апреле 1898 г. Иван Сомов приехал в Казань. В середине мая из Перми прибыл туда и я.")
	wantAll(t, "movements", moveList(r), []string{"Рассказчик: " + perm + "→" + kazan + " 1898-05-11/1898-05-20"})
	wantExactly(t, "events", eventList(r), []string{"relocation " + moscow + " 1898-21", "trip " + kazan + " 1898-04", "trip " + kazan + " 1898-05-11/1898-05-20"})
	r = extractText(t, "В 1880 г. Иван Сомов жил в Одессе. Весной 1881 г. его брат Пётр переехал в Киев. Осенью, выехав из Одессы, Сомов отправился туда же.")
	wantAll(t, "movements", moveList(r), []string{"Иван Сомов: " + odessa + "→" + kiev + " 1881-23"})
}

// A concert tour («концертная поездка», «концертное турне») is a journey:
// the adjective does not make each town of the tour a performance, as the
// noun «концерт» does.
func TestKindConcertTourIsTrip(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"Зимой 1896 г. Ауэр совершил концертную поездку по Германии (Дрезден, Мюнхен, Кёльн).", []string{"trip geonames:2935022 1896-24", "trip geonames:2867714 1896-24", "trip geonames:2886242 1896-24"}},
		{"Весной 1899 г. она совершила концертную поездку в Одессу.", []string{"trip geonames:698740 1899-21"}},
		{"В мае 1899 г. она дала концерт в Одессе.", []string{"other geonames:698740 1899-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}

// A dateline in capitals names its place with every word before the
// comma, though the dictionary reads some of them as common words
// («ЦЕРКОВЬ», «ЛУКИ», «СЕЛО»).
func TestKindCapsDatelineOfSeveralWords(t *testing.T) {
	r := extractText(t, "БЕЛАЯ ЦЕРКОВЬ, 3 мая 1905 г. Вчера здесь открылась ярмарка.")
	wantAll(t, "places", placeIDs(r), []string{"БЕЛАЯ ЦЕРКОВЬ=geonames:712165"})
	r = extractText(t, "ВЕЛИКИЕ ЛУКИ, 12 июня 1907 г. Сегодня в город прибыл губернатор.")
	wantAll(t, "places", placeIDs(r), []string{"ВЕЛИКИЕ ЛУКИ=geonames:476077"})
}

// A tour told by where its person spoke: «выступил в X» is a speech at X
// (the locative), not a setting out; the towns after a dash that shares
// the verb, and the towns of a tour told going on («Турне продолжалось:
// Саратов, Самара и Казань видели его»), are the next lectures. Each town
// is a leg from the one before, the first from the person's last place.
// Towns where one spoke over a year with no tour named are no route.
func TestKindLectureTourStops(t *testing.T) {
	for _, c := range []struct {
		text        string
		events, mvs []string
	}{
		{"Весной 1908 г. Пётр Сомов жил в Москве. Летом 1908 г. он выступил в Харькове, в августе — в Одессе и Киеве.",
			[]string{"lecture geonames:706483 1908-22", "lecture geonames:698740 1908-08", "lecture geonames:703448 1908-08"},
			[]string{"Пётр Сомов: geonames:524901→geonames:706483 1908-22", "Пётр Сомов: geonames:706483→geonames:698740 1908-08", "Пётр Сомов: geonames:698740→geonames:703448 1908-08"}},
		{"Осенью 1910 г. Пётр Сомов жил в Москве. В октябре 1910 г. он выступил в Пензе. Турне продолжалось: Саратов, Самара и Казань видели его в ноябре.",
			[]string{"lecture geonames:511565 1910-10", "lecture geonames:498677 1910-11", "lecture geonames:499099 1910-11", "lecture geonames:551487 1910-11"},
			[]string{"Пётр Сомов: geonames:524901→geonames:511565 1910-10", "Пётр Сомов: geonames:511565→geonames:498677 1910-11", "Пётр Сомов: geonames:498677→geonames:499099 1910-11", "Пётр Сомов: geonames:499099→geonames:551487 1910-11"}},
		{"В 1905 г. Пётр Сомов жил в Москве. В течение 1906 года он выступал с докладами в городах Поволжья, Самаре и Саратове.",
			[]string{"lecture geonames:499099 1906", "lecture geonames:498677 1906"}, nil},
		{"Пётр Сомов жил в Неаполе. В сентябре 1867 г. он выступил в Женеве на конгрессе Лиги мира.",
			[]string{"congress geonames:2660646 1867-09"},
			[]string{"Пётр Сомов: geonames:3172394→geonames:2660646 1867-09"}},
	} {
		r := extractText(t, c.text)
		wantAll(t, "events of "+c.text, eventList(r), c.events)
		wantExactly(t, "movements of "+c.text, moveList(r), c.mvs)
	}
}

// A post of service taken up (appointed, transferred, confirmed, called,
// given a place, put at the head, become) is a change of residence: a move
// from the last place when the post's town is another, named by «в X» or
// by the post's own town adjective («ковенским губернатором»); with no
// place named it is held where the person is. Working in a post, an
// election and a disguise are no post taken up.
func TestKindServicePostTakenUp(t *testing.T) {
	for _, c := range []struct {
		text   string
		events []string
		mvs    []string
	}{
		{"Пётр Сомов служил в Вильне. В 1902 г. он был назначен ковенским губернатором.",
			[]string{"relocation geonames:598316 1902"}, []string{"Пётр Сомов: geonames:593116→geonames:598316 1902"}},
		{"Пётр Сомов служил в Вильне. В 1884 г. он был утверждён директором Ковенской гимназии.",
			[]string{"relocation geonames:598316 1884"}, []string{"Пётр Сомов: geonames:593116→geonames:598316 1884"}},
		{"Пётр Сомов жил в Киеве. В 1890 г. он получил место в Одессе.",
			[]string{"relocation geonames:698740 1890"}, []string{"Пётр Сомов: geonames:703448→geonames:698740 1890"}},
		{"Пётр Сомов жил в Одессе. В 1879 г. его вызвали в Петербург, в правление общества, начальником отдела.",
			[]string{"relocation geonames:498817 1879"}, []string{"Пётр Сомов: geonames:698740→geonames:498817 1879"}},
		{"Пётр Сомов жил в Киеве. В 1886 г. он стал управляющим Юго-Западными дорогами.",
			[]string{"relocation geonames:703448 1886"}, nil},
		{"Пётр Сомов жил в Петербурге. 15 февраля 1892 г. он был поставлен во главе министерства, а 30 августа того же года назначен управляющим Министерством финансов.",
			[]string{"relocation geonames:498817 1892-02-15", "relocation geonames:498817 1892-08-30"}, nil},
	} {
		r := extractText(t, c.text)
		wantAll(t, "events of "+c.text, eventList(r), c.events)
		wantExactly(t, "movements of "+c.text, moveList(r), c.mvs)
	}
	for _, c := range []struct{ text, want string }{
		{"В 1870 г. Пётр Сомов служил в Томске при губернаторе чиновником.", "other geonames:1489425 1870"},
		{"В 1917 г. Пётр Сомов был заочно избран председателем Бакинского совета.", "other geonames:587084 1917"},
		// Placed into a school by those in charge is studies there.
		{"Иван Сомов родился в 1851 г. в Твери. В 1864 г. его определили в Воронежскую гимназию.", "school geonames:472045 1864"},
	} {
		r := extractText(t, c.text)
		wantAll(t, "events of "+c.text, eventList(r), []string{c.want})
	}
}

// A day and month without a year after a noun that names a public event
// by its date («по делу 14 декабря», «манифест 17 октября», «события 9
// января») is that event's date, in the year the period's sources give
// it, as written (old style): it dates nothing the narrative tells, and
// the dates after it count from the narrative's date.
func TestKindNamedPublicDate(t *testing.T) {
	for _, c := range []struct {
		text  string
		dates []string
	}{
		{"12 мая 1870 г. Сомов приехал в Томск. Губернатор, участник событий 14 декабря, принял его в тот же день и дал ему квартиру.",
			[]string{"12 мая 1870 г.=1870-05-12", "14 декабря=1825-12-14", "в тот же день=1870-05-12"}},
		{"В сентябре 1906 г. Сомов жил в Одессе и писал статьи о манифесте 17 октября.",
			[]string{"В сентябре 1906 г.=1906-09", "17 октября=1905-10-17"}},
		{"Летом 1883 г. Сомов приехал в Саратов, где его допрашивали по делу 1 марта.",
			[]string{"Летом 1883 г.=1883-22", "1 марта=1881-03-01"}},
		// Not after such a noun, or with a year of its own, the date is
		// the narrative's.
		{"В 1870 г. Сомов жил в Томске; 14 декабря он уехал в Иркутск.",
			[]string{"В 1870 г.=1870", "14 декабря=1870-12-14"}},
		{"Дело 14 декабря 1870 г. слушалось в Томске.",
			[]string{"14 декабря 1870 г.=1870-12-14"}},
	} {
		r := extractText(t, c.text)
		var got []string
		for _, d := range r.Dates {
			got = append(got, d.Text+"="+d.When.String())
		}
		wantExactly(t, "dates of «"+c.text+"»", got, c.dates)
		for _, e := range r.Events {
			if iv := e.When.Interval(); !iv.Earliest.IsZero() && iv.Earliest.Year < 1850 {
				t.Errorf("«%s»: event %s dated %s by the public date", c.text, e.ID, e.When)
			}
		}
	}
	r := extractText(t, "Летом 1883 г. Сомов приехал в Саратов, где его допрашивали по делу 1 марта.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:498677 1883-22"})
}

// A semicolon ends a clause's date: a dated clause after it («…; вчера
// выехал в Полтаву», «…; 20 июня он отплыл в Батум») dates itself and
// what follows, not the undated clause before it, even when both tell
// legs of one journey; that clause keeps the date carried into the
// sentence (a message's or an entry's day).
func TestKindSemicolonBoundsLaterDate(t *testing.T) {
	for _, c := range []struct {
		text      string
		movements []string
	}{
		{"Омск, 2 июня 1881 г. Пётр Сомов прибыл сюда из Тобольска; третьего дня отправился в Томск.",
			[]string{"Пётр Сомов: geonames:1489530→geonames:1496153 1881-06-02", "Пётр Сомов: geonames:1496153→geonames:1489425 1881-05-31"}},
		{"В мае 1881 г. Пётр Сомов выехал из Киева и прибыл в Одессу; 20 июня он отплыл в Батум.",
			[]string{"Пётр Сомов: geonames:703448→geonames:698740 1881-05", "Пётр Сомов: geonames:698740→geonames:615532 1881-06-20"}},
	} {
		wantExactly(t, "movements of «"+c.text+"»", moveList(extractText(t, c.text)), c.movements)
	}
}

// A clause with no verb of its own after «затем», «потом», «далее» that
// has its own date and place («сначала в рисовальной школе, затем, с 1904,
// в Академии») is the next stage of what the clause before tells: its
// date is its own, and the clause before keeps the date carried into the
// sentence.
func TestKindLaterStageDatesItself(t *testing.T) {
	for _, c := range []struct {
		text   string
		events []string
	}{
		{"Осенью 1902 г. Сомов вернулся в Варшаву. Здесь он учился сначала в частной школе, затем, с 1904, в Варшавской школе изящных искусств.",
			[]string{"relocation geonames:756135 1902-23", "school geonames:756135 1902-23", "school geonames:756135 1904/.."}},
		{"В 1880 г. Сомов жил в Казани. Служил он сначала в Казани, потом, с 1884 года, в Перми.",
			[]string{"relocation geonames:551487 1880", "other geonames:551487 1880", "other geonames:511196 1884/.."}},
	} {
		wantExactly(t, "events of «"+c.text+"»", eventList(extractText(t, c.text)), c.events)
	}
}

// A later clause that tells an arrival at a leg's goal with a verb of
// another number than the leg's, and no subject of the traveller («Вчера
// вошли в Орёл. Сегодня сюда прибыл командир корпуса»), is someone
// else's arrival: the leg is not told again and keeps its dates.
func TestKindArrivalOfAnotherNumberIsAnothers(t *testing.T) {
	for _, text := range []string{
		"Тула, 3 мая 1915 г. Стоим у города.\n\n5 мая. Сегодня двинулись вперёд.\n\nОрёл, 9 мая. Вчера без боя вошли в Орёл. Сегодня сюда прибыл командир корпуса.",
		"Тула, 3 мая 1915 г. Стоим у города.\n\n5 мая. Сегодня двинулись вперёд.\n\nОрёл, 9 мая. Вчера вошли в Орёл. Сегодня сюда перешёл штаб армии.",
	} {
		r := extractText(t, text)
		wantAll(t, "movements of «"+text+"»", moveList(r), []string{"Рассказчик: geonames:480562→geonames:515012 1915-05-05/1915-05-08"})
	}
}

// A date in a participial phrase set off by commas that describes the
// subject («Дед, в конце ноября просидевший пять дней под арестом, добрался
// до Крыма только в декабре») dates what the participle tells; the
// clause's verb outside it takes its own date, or the one carried into
// the sentence.
func TestKindParticiplePhraseDateIsItsOwn(t *testing.T) {
	for _, c := range []struct {
		text      string
		events    []string
		movements []string
	}{
		{"Весной 1885 г. Пётр Сомов жил в Москве. Сомов, ещё в 1884 году окончивший университет, уехал в Томск.",
			[]string{"relocation geonames:524901 1885-21", "trip geonames:1489425 1885-21"}, nil},
		{"В ноябре 1917 г. Пётр Сомов жил в Москве. Сомов, в конце ноября просидевший неделю под арестом, добрался до Киева только в декабре.",
			[]string{"relocation geonames:524901 1917-11", "trip geonames:703448 1917-12"},
			[]string{"Пётр Сомов: geonames:524901→geonames:703448 1917-12"}},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "events of «"+c.text+"»", eventList(r), c.events)
		if c.movements != nil {
			wantExactly(t, "movements of «"+c.text+"»", moveList(r), c.movements)
		}
	}
}

// A line crossed earlier on the way («Три дня назад перешли границу,
// сегодня вошли в город») dates no departure: the leg to the place reached
// keeps the arrival's day. A departure or a stop reached on an earlier
// day («Из Астрахани мы выехали 5-го и степью добрались сюда», «вышли к
// границе») starts it.
func TestKindLineCrossedDatesNoDeparture(t *testing.T) {
	for _, c := range []struct{ text, move string }{
		{"В 1906 г. Пётр Сомов жил в Оше. 30 августа он писал: три дня назад перешли границу, сегодня вошли в Кашгар.", "Пётр Сомов: geonames:1527534→geonames:1280849 1906-08-30"},
		{"В 1906 г. Пётр Сомов жил в Оше. 30 августа он писал: три дня назад вышли к границе, сегодня добрались до Кашгара.", "Пётр Сомов: geonames:1527534→geonames:1280849 1906-08-27/1906-08-30"},
		{"Астрахань, 1 октября 1858 г. Стоим здесь.\n\nКизляр, 12 октября. Из Астрахани мы выехали 5-го и степью добрались сюда.", "Рассказчик: geonames:580497→geonames:547840 1858-10-05/1858-10-12"},
	} {
		wantAll(t, "movements of «"+c.text+"»", moveList(extractText(t, c.text)), []string{c.move})
	}
}

// A capitalised name of a railway, a road or a school made of several
// adjectives has one place adjective among them: that adjective is the
// place, the others («Восточной», «Главной», «Великому») only describe.
// A school named after the noun of its member is whose, not where.
func TestKindPlaceAdjectiveInsideAName(t *testing.T) {
	r := extractText(t, "В 1899 г. Иван Сомов служил конторщиком Китайской Восточной железной дороги.")
	wantAll(t, "places", placeIDs(r), []string{"Китайской=country:CN"})
	r = extractText(t, "В 1895 г. по Великому Сибирскому пути пошли первые поезда.")
	wantAll(t, "places", placeIDs(r), []string{"Сибирскому=overlay:siberia"})
	r = extractText(t, "В 1912 г. лаборант Казанской Ветеринарной лечебницы Пётр Сомов уехал в Пермь.")
	wantAll(t, "places", placeIDs(r), []string{"Казанской=geonames:551487", "Пермь=geonames:511196"})
}

// The noun of a body, an institution or a province after a place
// adjective is no part of a name even written with a capital («Совет
// рабочих депутатов», «Комитет», «Университет»): the adjective is the
// place.
func TestKindCapitalisedBodyAfterPlaceAdjective(t *testing.T) {
	r := extractText(t, "В 1917 г. Иван Сомов был избран председателем Харьковского Совета рабочих депутатов.")
	wantAll(t, "places", placeIDs(r), []string{"Харьковского=geonames:706483"})
	r = extractText(t, "Летом 1905 г. Пётр Сомов вошёл в Одесский Комитет партии.")
	wantAll(t, "places", placeIDs(r), []string{"Одесский=geonames:698740"})
	r = extractText(t, "Осенью 1888 г. Пётр Сомов поступил в Томский Университет.")
	wantAll(t, "places", placeIDs(r), []string{"Томский=geonames:1489425"})
}

// Adjectives of lands in compounds and from the people's name: «Военно-»
// names no part of the land (Военно-Осетинская дорога → Осетия),
// «Средне-», «Мало-» do (Среднеазиатская → Средняя Азия, Малоазиатское →
// Малая Азия), and a land named from its people in -ин gives -инский
// (Осетинский → Осетия).
func TestKindCompoundLandAdjectives(t *testing.T) {
	r := extractText(t, "Летом 1902 г. Иван Сомов проехал по Военно-Осетинской дороге в Кутаис.")
	wantAll(t, "places", placeIDs(r), []string{"Военно-Осетинской=overlay:ossetia"})
	r = extractText(t, "В 1910 г. Пётр Сомов служил на Среднеазиатской железной дороге.")
	wantAll(t, "places", placeIDs(r), []string{"Среднеазиатской=overlay:central-asia"})
	r = extractText(t, "Осенью 1890 г. Пётр Сомов объехал Малоазиатское побережье.")
	wantAll(t, "places", placeIDs(r), []string{"Малоазиатское побережье=overlay:anatolia"})
}

// A sea in the locative («в Северном море», «на Белом море»): «море» is
// also a case of «мор» (pestilence); the form that is itself a word's
// lemma in that case is that word, so the sea is found by its name.
func TestKindSeaInTheLocative(t *testing.T) {
	r := extractText(t, "В июне 1905 г. Пётр Сомов служил на Белом море.")
	wantAll(t, "places", placeIDs(r), []string{"Белом море=overlay:white-sea"})
	r = extractText(t, "Весной 1910 г. Иван Сомов плавал в Красном море.")
	wantAll(t, "places", placeIDs(r), []string{"Красном море=overlay:red-sea"})
	r = extractText(t, "Летом 1855 г. Пётр Сомов ловил рыбу в Азовском море.")
	wantAll(t, "places", placeIDs(r), []string{"Азовском море=overlay:sea-of-azov"})
}

// A name the dictionary knows as a surname, listed right after a toponym
// it never reads as one, continues a list of places («объехал Рязань и
// Касимов»); listed after a person it stays the person («Сомов и
// Борисов основали кружок»).
func TestKindSurnameLikeTownInAListOfPlaces(t *testing.T) {
	r := extractText(t, "Осенью 1870 г. Пётр Сомов объехал Рязань и Касимов.")
	wantAll(t, "places", placeIDs(r), []string{"Рязань=geonames:500096", "Касимов=geonames:551891"})
	r = extractText(t, "Весной 1899 г. Иван Сомов посетил Минск и Борисов. В 1901 г. в Тифлисе Сомов и Борисов основали кружок.")
	wantExactly(t, "places", placeIDs(r), []string{"Минск=geonames:625144", "Борисов=geonames:630376", "Тифлисе=geonames:611717"})
}

// Western towns as the Russian of the period wrote them by their sound:
// German ei and w as «ей», «в» (Мейнинген → Meiningen), Polish sz and -ów
// as «ш», «-ов» (Томашов → Tomaszów), Italian z as «ц» (Фаэнца → Faenza).
func TestKindWesternNamesBySound(t *testing.T) {
	r := extractText(t, "Летом 1911 г. Иван Сомов лечился в Мейнингене, а осенью жил в Фаэнце.")
	wantAll(t, "places", placeIDs(r), []string{"Мейнингене=geonames:2872225", "Фаэнце=geonames:3177300"})
	r = extractText(t, "Осенью 1914 г. Пётр Сомов стоял с полком в Томашове.")
	if len(r.Places) != 1 || !strings.HasPrefix(r.Places[0].Place.Name, "Tomaszów") || r.Places[0].Place.Country != "PL" {
		t.Errorf("places: want one Tomaszów, PL; got %q", placeIDs(r))
	}
}

// A place that comes into sight and is then reached by an arrival that
// names no other place («показалась вдали Казань; к вечеру пришли») is a
// stop of the journey: a trip there, whatever clause tells the arrival.
func TestKindSightedThenReachedIsTrip(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"12 мая 1860 г. Утром показалась вдали Казань; к вечеру пришли.",
			[]string{"trip geonames:551487 1860-05-12"}},
		{"3 июня 1862 г. С рассветом вдали показалась Самара, но против течения мы тащились до полудня; пристали уже в жару.",
			[]string{"trip geonames:499099 1862-06-03"}},
		{"Осенью 1858 г. пароход шёл вниз по реке. Вскоре показался Симбирск, и к вечеру пароход причалил.",
			[]string{"trip geonames:479123 1858-23"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// Being received, told in the passive with the receiver in the
// instrumental («был принят генерал-губернатором», «был принят Толстым»),
// is an audience: a meeting where it happens. Received into an
// institution («принят в университет») is an enrolment.
func TestKindReceivedInThePassiveIsMeeting(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В мае 1875 г. в Ташкенте Петров был принят генерал-губернатором.",
			[]string{"meeting geonames:1512569 1875-05"}},
		{"В 1885 г. в Москве Сергей Лукин был принят Толстым.",
			[]string{"meeting geonames:524901 1885"}},
		{"Осенью 1890 г. в Бухаре Николай Петров был принят эмиром.",
			[]string{"meeting geonames:1217662 1890-23"}},
		{"В 1862 г. Иванов был принят в Казанский университет.",
			[]string{"school geonames:551487 1862"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// A participle of residence («Толстого, жившего тогда в Ницце»,
// «проживавшего в Казани») tells where the person it qualifies lived, as
// «жил в Ницце» does: a clause with no other cue is a change of residence
// there.
func TestKindResidenceParticipleIsRelocation(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"Зимой 1897 г. городской голова просил Толстого, жившего тогда в Ницце, помочь городу.",
			[]string{"relocation geonames:2990440 1897-24"}},
		{"В 1885 г. студенты пригласили Ивана Петрова, проживавшего тогда в Казани, на вечер.",
			[]string{"relocation geonames:551487 1885"}},
		{"Летом 1902 г. к Андрею Белову, жившему в Арзамасе под надзором, тайно приходили студенты.",
			[]string{"relocation geonames:580724 1902-22"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// «Отсюда» in a clause with no verb of motion and no cue measures a way
// or opens a view from where the writer is («до перевала отсюда два
// перехода», «Отсюда начиналась суша», «Отсюда виден кремль»): nothing
// happens there on the entry's date.
func TestKindHenceWithoutMotionIsNoEvent(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"5 июня 1906 г. мы пришли в Хабаровск. 7 июня. Китайцы уверяют, что до перевала отсюда два перехода.",
			[]string{"trip geonames:2022890 1906-06-05"}},
		{"Летом 1854 г. фрегат пришёл в Аян. В сентябре отсюда начиналась суша: верхом через хребет, потом по Мае.",
			[]string{"trip geonames:2027316 1854-22"}},
		{"12 мая 1858 г. мы пришли в Казань. 14 мая. Отсюда хорошо виден весь кремль.",
			[]string{"trip geonames:551487 1858-05-12"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// Reference works abbreviate the words of publishing («во львов. журн.
// «Зоря» опубл. стихи», «в моск. журн. «Мир божий» напеч. рассказ», «под
// псевд.»): the period does not end the sentence, and the abbreviated verb
// is a publication where the journal's place adjective says.
func TestKindAbbreviatedPublication(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1884 во львов. журн. «Зоря» впервые опубл. стихи под псевд. Леся Украинка.",
			[]string{"publication geonames:702550 1884"}},
		{"В 1903 в моск. журн. «Мир божий» напеч. его первый рассказ.",
			[]string{"publication geonames:524901 1903"}},
		{"В 1886 в киев. газ. «Заря» опубл. его очерк.",
			[]string{"publication geonames:703448 1886"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// What a land is made of or divided into («область состояла из пяти
// уездов: …», «губерния делилась на десять округов») describes the land
// and its parts: no event at any of them. Serving somewhere («состоял на
// службе в Верном») is no composition.
func TestKindCompositionOfALandIsNoEvent(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1868 г. Семиреченская область состояла из Копальского и Верненского уездов.", nil},
		{"В 1880 г. Тобольская губерния делилась на десять округов: Тобольский, Тюменский, Ялуторовский и другие.", nil},
		{"В 1871 г. Иван Петров состоял на службе в Верном.", []string{"other geonames:1526384 1871"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.events)
	}
}

// «в столице», «в столицу» with no name after it: the capital, on the
// sentence's date, of the state that held the last place named (St
// Petersburg until March 1918, Moscow after; Berlin for a German town); a
// capital with a genitive («к столице ханства») or in a land the data
// leaves ambiguous (Congress Poland) names no place.
func TestKindCapitalWithoutName(t *testing.T) {
	r := extractText(t, "Осенью 1879 года Пётр Лукин поселился в Туле. С начала 1880 года он безвыездно жил в столице.")
	wantExactly(t, "events", eventList(r), []string{
		"relocation geonames:480562 1879-23",
		"relocation geonames:498817 1880-01/..",
	})
	r = extractText(t, "В 1921 году Иван Сомов служил в Самаре. Весной 1922 года он переехал в столицу.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Сомов: geonames:499099→geonames:524901 1922-21"})
	r = extractText(t, "В 1885 году Пётр Лукин поселился в Гейдельберге. Осенью 1886 года он переехал в столицу.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Лукин: geonames:2907911→geonames:2950159 1886-23"})
	r = extractText(t, "Весной 1873 года отряд Сомова занял Хазарасп и подошёл к столице ханства.")
	wantAll(t, "events", eventList(r), []string{"other geonames:1513957 1873-21"})
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В 1880 году Пётр Лукин служил в Варшаве. Осенью он переехал в столицу.")
	wantExactly(t, "movements", moveList(r), nil)
}

// A town's history (its title names the town) tells what happened in the
// town without naming it: «в городе» after a paragraph break is the town
// again, whatever journey the paragraph before told; a clause that names no
// place at all, about no one the text has taken elsewhere, happens in the
// town, and a birth told so makes the town the person's home, where «в
// родной город» goes.
func TestKindTownChronicleUnnamedPlaces(t *testing.T) {
	r := extractText(t, "ЛЕТОПИСЬ ГОРОДА ЕЛЬЦА\n\nВ 1870 г. в городе открылась женская гимназия. Летом 1875 г. купец Пётр Сомов уехал в Москву.\n\nВ 1878 г. в городе гостил писатель Иван Лукин.\n")
	wantAll(t, "events", eventList(r), []string{"trip geonames:467978 1878"})
	r = extractText(t, "ЛЕТОПИСЬ ГОРОДА ЕЛЬЦА\n\n12 марта 1871 г. в семье купца Петра Сомова родился сын Николай. В 1879 г. Николай Сомов уехал в Москву. В 1890 г. Николай Сомов вернулся в родной город.\n")
	wantExactly(t, "events", eventList(r), []string{
		"other geonames:467978 1871-03-12",
		"relocation geonames:524901 1879",
		"relocation geonames:467978 1890",
	})
	wantExactly(t, "movements", moveList(r), []string{
		"Николай Сомов: geonames:467978→geonames:524901 1879",
		"Николай Сомов: geonames:524901→geonames:467978 1890",
	})
}

// «на родину», «в родной город» with no other goal: the event of the clause
// happens at the person's home, where its movement goes.
func TestKindHomeGoalEvent(t *testing.T) {
	r := extractText(t, "Иван Сомов родился в 1850 году в Херсоне. В 1869 году он служил в Казани, а в 1871 году был выслан на родину.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:706448 1871"})
	r = extractText(t, "Пётр Лукин родился в Моршанске. В 1878 году он служил в Саратове, а весной 1880 года вернулся в родной город.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:525138 1880-21"})
}

// «из X сюда», «из X здесь»: the place left from is not where «сюда» is;
// the journey ends at the place the text was at before it.
func TestKindHitherAfterOrigin(t *testing.T) {
	legs := func(r *Result) []string {
		var out []string
		for _, m := range r.Movements {
			out = append(out, fmt.Sprintf("%s→%s %s", m.From.Place.ID, m.To.Place.ID, m.When))
		}
		return out
	}
	r := extractText(t, "Осенью 1905 года Иван Лукин поселился в Казани. В мае 1906 года из Вятки сюда приехала его сестра.")
	wantExactly(t, "movements", legs(r), []string{"geonames:548408→geonames:551487 1906-05"})
	wantAll(t, "events", eventList(r), []string{"trip geonames:551487 1906-05"})
	r = extractText(t, "Весной 1919 года Пётр Сомов служил в Самаре. Летом 1919 года из Уфы сюда переехал штаб армии.")
	wantExactly(t, "movements", legs(r), []string{"geonames:479561→geonames:499099 1919-22"})
	wantAll(t, "events", eventList(r), []string{"relocation geonames:499099 1919-22"})
}

// A first-person report signed at its end («Инженер путей сообщения Н.
// Петров.», «Начальник экспедиции капитан Громбчевский.») is told by its
// signer: the telegrams it quotes, signed with the same surname, move the
// same traveller, from where the «я» of the report last was.
func TestKindSignerIsNarrator(t *testing.T) {
	r := extractText(t, "Отчёт о поездке по Закавказью\n\nВ мае 1888 г. я прибыл из Москвы в Тифлис. Телеграмма из Тифлиса от 20 мая: «Осмотр окончен. Выехал в Баку. Петров». В Баку я пробыл неделю и в июне вернулся в Москву.\n\nИнженер путей сообщения Н. Петров.")
	wantExactly(t, "movements", moveList(r), []string{
		"Н. Петров: geonames:524901→geonames:611717 1888-05",
		"Н. Петров: geonames:611717→geonames:587084 1888-05-20",
		"Н. Петров: geonames:587084→geonames:524901 1888-06",
	})
	r = extractText(t, "Донесение о пути экспедиции\n\n15 июня 1879 г. я вышел с караваном из Верного. Телеграмма от 2 июля: «Прибыл в Каракол. Громбчевский». Оттуда мы двинулись в Кульджу.\n\nНачальник экспедиции капитан Громбчевский.")
	wantExactly(t, "movements", moveList(r), []string{
		"Громбчевский: geonames:1526384→geonames:1528121 1879-06-15/1879-07-02",
		"Громбчевский: geonames:1528121→geonames:1529013 1879-07-02",
	})
}

// A letter's writer asking the addressee to come («Приезжай», «Приезжайте»)
// or telling what he will do («поеду», «выеду», «вернёмся») tells no move
// of anyone yet; what he did («Вчера я приехал сюда») is one.
func TestKindLetterPlansMoveNoOne(t *testing.T) {
	r := extractText(t, "Казань, 3 мая 1895 г.\n\nМилая Маша! Вчера я приехал сюда из Нижнего Новгорода. Приезжай с детьми в Казань, как только сможешь. Летом поеду в Самару, а оттуда в Саратов.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:520555→geonames:551487 1895-05-02"})
	r = extractText(t, "Тифлис, 1 мая 1890 г.\n\nДорогой брат! Приезжайте в Батум к июню; сам я выеду туда в конце мая. Потом вместе вернёмся в Тифлис.")
	wantExactly(t, "movements", moveList(r), nil)
}

// A clause whose subject is a thing («холера вспыхнула на Волге», «вся
// тяжесть санитарных мер в Астрахани легла на наш округ», «коллекции
// следуют в Петербург») tells of the thing: it neither places nor moves
// the narrator, whose next leg leaves from where he last was.
func TestKindThingSubjectPlacesNoOne(t *testing.T) {
	r := extractText(t, "Летом 1891 г. я служил в Самаре. В июле на Волге вспыхнула холера, и вся тяжесть санитарных мер в Астрахани легла на наш округ. В сентябре я уехал в Казань.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:499099→geonames:551487 1891-09"})
	r = extractText(t, "В мае 1885 г. я прибыл в Омск; коллекции следуют в Петербург. В июне я выехал в Томск.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:1496153→geonames:1489425 1885-06"})
}

// A «где» clause about the place reached may name where something else
// comes from («где сходились дороги из Вятки и Екатеринбурга»): no origin
// of the traveller's leg, and not where the «там» after it is.
func TestKindOriginOfSomethingAtTheGoal(t *testing.T) {
	r := extractText(t, "В 1878 г. я жил в Казани. В 1879 г. я переехал в Пермь, где сходились дороги из Вятки и Екатеринбурга, и прожил там два года. В 1881 г. я вернулся в Казань.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:551487→geonames:511196 1879",
		"Рассказчик: geonames:511196→geonames:551487 1881",
	})
}

// A new entry of a diary or a letter tells of its writer until it names
// someone: a verb without a subject there is the writer's, whoever the
// last entry ended with («брат Николай … он»); and a title that gives the
// years a diary covers («Из «Дневника» 1880–1881 гг.») still names its
// writer, who is the «я» of the entries.
func TestKindNewEntryIsTheWriters(t *testing.T) {
	moves := func(r *Result) []string {
		var out []string
		for _, m := range r.Movements {
			out = append(out, m.Actor+": "+m.From.Place.ID+"→"+m.To.Place.ID)
		}
		return out
	}
	r := extractText(t, "Казань, 3 мая 1880 г.\n\nСегодня я был у доктора. Вечером у меня был брат Николай; он просидел до полуночи.\n\n5 мая.\n\nРано утром сел на пароход и вечером прибыл в Симбирск.")
	wantExactly(t, "movements", moves(r), []string{"Рассказчик: geonames:551487→geonames:479123"})
	r = extractText(t, "Н. П. Сомов. Из «Дневника» 1880–1881 гг.\n\n3 мая 1880 г. Казань. Весь день шёл дождь.\n\n5 мая. Рано утром я сел на пароход и вечером прибыл в Симбирск.")
	wantExactly(t, "movements", moves(r), []string{"Н. П. Сомов: geonames:551487→geonames:479123"})
}

// A participial phrase after a person named in another case than the
// subject's («записку Д. А. Клеменца, уехавшего накануне в Ургу») tells
// where that person went: no leg of the traveller's.
func TestKindOthersParticipleIsNoLeg(t *testing.T) {
	r := extractText(t, "В мае 1893 г. я прибыл из Калгана в Пекин и нашёл там записку Д. А. Клеменца, уехавшего накануне в Ургу. В июне я выехал в Тяньцзинь.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:2033196→geonames:1816670 1893-05",
		"Рассказчик: geonames:1816670→geonames:1792947 1893-06",
	})
	r = extractText(t, "Осенью 1886 г. Сомов переехал из Тифлиса в Батум, где получил письмо И. П. Орлова, отправлявшегося в Персию.")
	wantExactly(t, "movements", moveList(r), []string{"Сомов: geonames:611717→geonames:615532 1886-23"})
}

// A paragraph wholly in brackets that ends its sentences before the
// bracket closes («[… в 1872 г. переехал в Самару.]») is an editor's note
// between letters: it tells the writer's life as the text does, not an
// aside, and the places it gives are where the writer was.
func TestKindEditorsNoteIsNarrative(t *testing.T) {
	r := extractText(t, "Из писем Н. П. Сомова к брату (1875–1880 гг.)\n\n[Николай Петрович Сомов родился в 1850 г. в Казани. В 1868 г. он уехал в Петербург, а в 1872 г. переехал в Самару.]\n\nI. Самара, 3 мая 1875 г.\n\nМилый брат! Пишу тебе второпях: завтра экзамен.\n")
	wantExactly(t, "movements", moveList(r), []string{
		"Николай Петрович Сомов: geonames:551487→geonames:498817 1868",
		"Николай Петрович Сомов: geonames:498817→geonames:499099 1872",
	})
}

// A name that is also a surname («Царицын», «Пушкин») going on a list of
// stops passed or of goals («миновав Вольск и Царицын», «через Тулу и
// Пушкин») is a place of the route, not a person who travels.
func TestKindSurnameLikeStopInRouteList(t *testing.T) {
	r := extractText(t, "Весной 1870 года мы стояли в Саратове. Миновав Вольск и Царицын, мы к вечеру пришли в Астрахань.")
	wantExactly(t, "movements", moveList(r), []string{
		"Рассказчик: geonames:498677→geonames:472278 1870-21",
		"Рассказчик: geonames:472278→geonames:472757 1870-21",
		"Рассказчик: geonames:472757→geonames:580497 1870-21",
	})
	r = extractText(t, "В 1905 году Горький жил в Москве. Осенью он уехал через Тулу и Пушкин в Петербург.")
	wantExactly(t, "movements", moveList(r), []string{
		"Горький: geonames:524901→geonames:480562 1905-23",
		"Горький: geonames:480562→geonames:504003 1905-23",
		"Горький: geonames:504003→geonames:498817 1905-23",
	})
	// A list of where people are names persons after the place.
	r = extractText(t, "В Москве, Толстой и Чехов встретились в 1895 году.")
	wantExactly(t, "places", placeIDs(r), []string{"Москве=geonames:524901"})
}

// A place reached again by the party already there («двинулся на
// Баязет… занял Баязет») is no leg: a movement goes from one place to
// another; the way on from it starts there.
func TestKindNoLegToWhereAlready(t *testing.T) {
	r := extractText(t, "В 1877 г. Эриванский отряд двинулся от Игдыря на Баязет. 17 апреля отряд занял Баязет и двинулся дальше к Эрзеруму.")
	var legs []string
	for _, m := range r.Movements {
		legs = append(legs, m.From.Place.ID+"→"+m.To.Place.ID)
	}
	wantExactly(t, "legs", legs, []string{"geonames:311665→geonames:316411", "geonames:316411→geonames:315368"})
}

// A body named by a place that elects or expels the person («Гаагский
// конгресс исключил его») acts where it sits: the person need not be
// there, and a later journey sets out from where they lived.
func TestKindBodyActsOnPersonElsewhere(t *testing.T) {
	r := extractText(t, "В 1869 г. Бакунин поселился в Локарно. В 1872 г. Гаагский конгресс исключил его. В 1874 г. он приехал в Болонью.")
	wantExactly(t, "movements", moveList(r), []string{"Бакунин: geonames:2659869→geonames:3181928 1874"})
	r = extractText(t, "В 1897 г. Мечников жил в Париже. В 1902 г. Петербургская академия наук избрала его почётным членом. Летом 1909 г. он уехал в Стокгольм.")
	wantExactly(t, "movements", moveList(r), []string{"Мечников: geonames:2988507→geonames:2673730 1909-22"})
}

// A ship that anchors or moors «у» a place has come there, those aboard
// with it: «бросили якорь у Пирея», «пристал у города Ревеля» end a leg
// there, as «в Пирее» does.
func TestKindMooredAtPlace(t *testing.T) {
	r := extractText(t, "В 1885 г. мы жили в Одессе. 2 июня мы бросили якорь у Пирея.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:698740→geonames:255274 1885-06-02"})
	r = extractText(t, "В мае 1860 года мы стояли в Кронштадте. В октябре пароход пристал у города Ревеля.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:540771→geonames:588409 1860-10"})
}

// Falling back, retreating and leading a party away are verbs of motion
// («отходил через Инстербург», «отступил к Вязьме», «вывел отряд к
// Баязету»), in either aspect.
func TestKindRetreatAndLeadAway(t *testing.T) {
	r := extractText(t, "В августе 1914 г. полк стоял в Гумбиннене. 25 августа полк отходил через Инстербург и Вержболово.")
	wantExactly(t, "movements", moveList(r), []string{
		"Полк: geonames:557882→geonames:568595 1914-08-25",
		"Полк: geonames:568595→geonames:597729 1914-08-25",
	})
	r = extractText(t, "В 1854 г. отряд стоял в Смоленске. В августе отряд отступил к Вязьме.")
	wantExactly(t, "movements", moveList(r), []string{"Отряд: geonames:491687→geonames:470676 1854-08"})
	r = extractText(t, "В 1877 г. генерал Тергукасов стоял в Игдыре. В июне он вывел отряд к Баязету.")
	wantExactly(t, "movements", moveList(r), []string{"Тергукасов: geonames:311665→geonames:316411 1877-06"})
}

// Towns that pass to a state or are given back («Карс, Ардаган и Батум
// отошли к России», «Карс отошёл к России») are the verb's subject: no
// one travels, and a list of them is no route.
func TestKindPlaceAsSubjectOfMotionVerb(t *testing.T) {
	r := extractText(t, "В 1877 г. Лорис-Меликов был в Эрзеруме. Летом 1878 г. Карс, Ардаган и Батум отошли к России.")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В 1877 г. Лорис-Меликов был в Эрзеруме. Летом 1878 г. Карс отошёл к России.")
	wantExactly(t, "movements", moveList(r), nil)
}

// Crossing water to a place is a leg to it («переплыли Чёрное море в
// Батум»); a water crossed with no place after it moves no one anywhere.
func TestKindCrossingWaterToPlace(t *testing.T) {
	r := extractText(t, "В 1909 г. мы жили в Одессе. Летом мы переплыли Чёрное море в Батум.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:698740→geonames:615532 1909-22"})
	r = extractText(t, "В 1909 г. мы жили в Одессе. Летом мы переплыли Днестр.")
	wantExactly(t, "movements", moveList(r), nil)
}

// A visit is a journey (GOLD-CONVENTIONS: visits and places passed by):
// «побывал в X, Y и Z» goes to each place in turn from the last one; like
// «ездил» it is a round trip, so a later leg with no origin told starts
// where it set out from, and a move to the same place later is a journey
// of its own.
func TestKindVisitIsJourney(t *testing.T) {
	const (
		moscow, vienna, prague, dresden = "geonames:524901", "geonames:2761369", "geonames:3067696", "geonames:2935022"
		warsaw, anapa                   = "geonames:756135", "geonames:582182"
		vilna, petersburg               = "geonames:593116", "geonames:498817"
	)
	for _, c := range []struct {
		text string
		want []string
	}{
		{"В 1880 г. Пётр Сомов жил в Москве. В 1881 г. он побывал в Вене, Праге и Дрездене.",
			[]string{"Пётр Сомов: " + moscow + "→" + vienna + " 1881", "Пётр Сомов: " + vienna + "→" + prague + " 1881",
				"Пётр Сомов: " + prague + "→" + dresden + " 1881"}},
		{"В 1904 г. Пётр Сомов жил в Варшаве. Летом 1905 г. Сомов побывал на Кавказе, в Анапе. В 1906 г. он уехал в Прагу.",
			[]string{"Пётр Сомов: " + warsaw + "→" + anapa + " 1905-22", "Пётр Сомов: " + warsaw + "→" + prague + " 1906"}},
		{"В 1907 г. Пётр Сомов поселился в Вильне. В августе 1908 г. впервые побывал в Петербурге, а осенью переселился туда из Вильны.",
			[]string{"Пётр Сомов: " + vilna + "→" + petersburg + " 1908-08", "Пётр Сомов: " + vilna + "→" + petersburg + " 1908-23"}},
		// A visit sets off from where the person stays, reached by no leg
		// told.
		{"В 1820 г. Пётр Сомов жил в Кишинёве. Зимой 1820–1821 годов он гостил у друзей в Каменке и побывал в Киеве.",
			[]string{"Пётр Сомов: geonames:707052→geonames:703448 1820-24"}},
		// Visits from a land the person stays in start at the town they are in.
		{"В 1890 г. Пётр Сомов жил в Москве. В декабре 1890 г. он прибыл в Бомбей. Месяц он провёл в Индии, где побывал в Агре, Бенаресе и Калькутте.",
			[]string{"Пётр Сомов: " + moscow + "→geonames:1275339 1890-12", "Пётр Сомов: geonames:1275339→geonames:1279259 1890-12",
				"Пётр Сомов: geonames:1279259→geonames:1253405 1890-12", "Пётр Сомов: geonames:1253405→geonames:1275004 1890-12"}},
	} {
		wantExactly(t, "movements of «"+c.text+"»", moveList(extractText(t, c.text)), c.want)
	}
}

// Water crossed («переплыли Каспий», «пересекли Каспийское море») or
// entered on the way to a harbour the sentence names («вошли в Мраморное
// море и … стали на якорь у Константинополя») is a line of the route, no
// place on the map (GOLD-CONVENTIONS: water bodies on a route); water
// where something happens («в Татарском проливе перешёл на шхуну») stays.
func TestKindWaterOnRouteIsLine(t *testing.T) {
	const (
		baku, krasnovodsk      = "geonames:587084", "geonames:601594"
		odessa, constantinople = "geonames:698740", "geonames:745044"
		manila, ayan           = "geonames:1701668", "geonames:2027316"
	)
	for _, c := range []struct {
		text         string
		places, legs []string
	}{
		{"В 1910 г. мы жили в Баку. В январе 1911 г. мы переплыли Каспий в Красноводск.",
			[]string{"Баку=" + baku, "Красноводск=" + krasnovodsk}, []string{baku + "→" + krasnovodsk + " 1911-01"}},
		{"В 1910 г. мы жили в Баку. В январе 1911 г. мы пересекли Каспийское море и прибыли в Красноводск.",
			[]string{"Баку=" + baku, "Красноводск=" + krasnovodsk}, []string{baku + "→" + krasnovodsk + " 1911-01"}},
		{"Летом 1870 г. мы вышли из Одессы, вошли в Мраморное море и 3 августа стали на якорь у Константинополя.",
			[]string{"Одессы=" + odessa, "Константинополя=" + constantinople}, []string{odessa + "→" + constantinople + " 1870-06-01/1870-08-03"}},
		{"В 1854 г. мы стояли в Маниле. 4 августа в Татарском проливе я перешёл на шхуну и вскоре высадился в Аяне.",
			[]string{"Маниле=" + manila, "Татарском проливе=overlay:strait-of-tartary", "Аяне=" + ayan}, nil},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "places of «"+c.text+"»", placeIDs(r), c.places)
		if c.legs != nil {
			wantExactly(t, "legs of «"+c.text+"»", legList(r), c.legs)
		}
	}
}

// A town or port a voyage passes by («мимо Смирны», «мимо Константинополя,
// не заходя в порт») is a stop of the route, as one «через» it is: a leg
// ends and the next starts there, with no event; an island or a land
// passed by stays a reference (GOLD-CONVENTIONS: visits and places passed by).
func TestKindTownPassedByIsStop(t *testing.T) {
	const odessa, smyrna, jaffa, constantinople, piraeus = "geonames:698740", "geonames:311046", "geonames:293253", "geonames:745044", "geonames:255274"
	for _, c := range []struct {
		text         string
		events, legs []string
	}{
		{"В мае 1880 г. Пётр Сомов отплыл из Одессы и мимо Смирны пришёл в Яффу.",
			[]string{"trip " + jaffa + " 1880-05"}, []string{odessa + "→" + smyrna + " 1880-05", smyrna + "→" + jaffa + " 1880-05"}},
		{"В мае 1880 г. мы вышли из Одессы, прошли мимо Константинополя, не заходя в порт, и пришли в Пирей.",
			[]string{"trip " + piraeus + " 1880-05"}, []string{odessa + "→" + constantinople + " 1880-05", constantinople + "→" + piraeus + " 1880-05"}},
		{"В мае 1880 г. Пётр Сомов отплыл из Одессы и мимо острова Кипр пришёл в Яффу.",
			[]string{"trip " + jaffa + " 1880-05"}, []string{odessa + "→" + jaffa + " 1880-05"}},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "events of «"+c.text+"»", eventList(r), c.events)
		wantExactly(t, "legs of «"+c.text+"»", legList(r), c.legs)
	}
}

// A stay told as a month or less («где прожили месяц», «почти месяц»,
// like «две недели», «несколько дней») is a stop on a journey, a trip,
// whatever the verb of the move; a stay of years makes it a change of
// residence.
func TestKindMonthLongStayIsTrip(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В мае 1881 г. Пётр Сомов переехал из Москвы в Киев, где прожил месяц.", []string{"trip geonames:703448 1881-05"}},
		{"Осенью 1868 г. капитан повёл шхуну из Одессы в Батум, где мы прожили почти месяц.", []string{"trip geonames:615532 1868-23"}},
		{"В 1885 г. Пётр Сомов приехал в Харьков, где прожил два года.", []string{"relocation geonames:706483 1885"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A move the clause denies («пароход не заходил в Варну», «в Москву он
// так и не поехал», «не выезжал в Москву») takes no one to its goal: no
// journey and no event there, whoever the subject (a person or a vessel).
func TestKindDeniedMoveNoEventAtGoal(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В мае 1890 г. мы вышли из Одессы. Пароход не заходил в Варну.", []string{"trip geonames:698740 1890-05"}},
		{"В мае 1890 г. мы вышли из Одессы. Старики жалели, что пароход не заходит в Смирну, а я утешал их.", []string{"trip geonames:698740 1890-05"}},
		{"В мае 1890 г. Пётр Сомов жил в Киеве. В Москву он так и не поехал.", []string{"relocation geonames:703448 1890-05"}},
		{"В мае 1890 г. Пётр Сомов жил в Киеве. Летом он не выезжал в Москву.", []string{"relocation geonames:703448 1890-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), nil)
	}
}

// A return whose own sentence tells the journey it ends by a gerund of
// travelling, visiting or spending a season somewhere («объехав Крым и
// Кавказ, вернулась», «возвратился …, проведя лето в горах») is the
// journey's last leg, a trip, even to the town the person lives in; a
// time away of years («проведя три года в ссылке») ends a residence.
func TestKindReturnToldWithItsJourney(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1894 г. Пётр Сомов жил в Ташкенте. 1 ноября 1895 г. он вернулся в Ташкент, проведя лето в горах Памира.",
			[]string{"relocation geonames:1512569 1894", "trip geonames:1512569 1895-11-01"}},
		{"В 1870 г. Анна Сомова жила в Москве. Осенью 1875 г. она, объехав Крым и Кавказ, вернулась в Москву.",
			[]string{"relocation geonames:524901 1870", "trip geonames:524901 1875-23"}},
		{"В 1880 г. Пётр Сомов жил в Киеве. В 1884 г. он вернулся в Киев, проведя три года в ссылке в Вятке.",
			[]string{"relocation geonames:703448 1880", "relocation geonames:703448 1884"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// A collective traveller other than a household (a detachment, troops, a
// troupe, a mission, a ship) moves on a campaign, voyage or tour: its
// moves, however long it stays, are legs of that journey, trips, and so
// is its return from a campaign the text told (TestKindVesselReturns: a
// regiment's return from nothing told stays a move). A household
// («семья») moves house as a person does.
func TestKindUnitMovesAreJourneyLegs(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Весной 1873 г. оренбургский отряд выступил из Оренбурга на Хиву. Осенью 1874 г. отряд вернулся в Оренбург.",
			[]string{"trip geonames:1513604 1873-21", "trip geonames:515003 1874-23"}},
		{"Весной 1873 г. туркестанский отряд выступил из Ташкента на Хиву. Осенью 1873 г. оренбургский отряд вернулся в Оренбург.",
			[]string{"trip geonames:1513604 1873-21", "trip geonames:515003 1873-23"}},
		{"Осенью 1909 г. труппа Сомова переехала из Харькова в Киев. Весной 1910 г. труппа вернулась в Харьков.",
			[]string{"trip geonames:703448 1909-23", "trip geonames:706483 1910-21"}},
		{"В 1900 г. Сомовы жили в Киеве. В 1901 г. семья уехала в Одессу. В 1905 г. семья вернулась в Киев.",
			[]string{"relocation geonames:703448 1900", "relocation geonames:698740 1901", "relocation geonames:703448 1905"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
}

// «в городе» in a later clause of a sentence that named its town («в
// Казани вышла газета, а в 1884 году в городе открылась гимназия») is that
// town: the clause's event happens there.
func TestKindTownNounInLaterClause(t *testing.T) {
	r := extractText(t, "В 1883 году в Казани вышел первый номер газеты «Волжский листок», а в 1884 году в городе открылась женская гимназия.")
	wantExactly(t, "events", eventList(r), []string{
		"publication geonames:551487 1883",
		"school geonames:551487 1884",
	})
	r = extractText(t, "Весной 1899 года в Самаре открылась городская библиотека, но уже в 1900 году в городе случился большой пожар.")
	wantAll(t, "events", eventList(r), []string{"other geonames:499099 1900"})
}

// «в том же городе», «в ту же крепость»: the town or building last named,
// however many sentences back.
func TestKindSameTownAsBefore(t *testing.T) {
	r := extractText(t, "В 1880 году Пётр Сомов служил в Туле. В 1885 году в том же городе он открыл типографию.")
	wantAll(t, "events", eventList(r), []string{"other geonames:480562 1885"})
	r = extractText(t, "Летом 1890 года Иван Лукин поселился в Казани. Он давал уроки музыки. Осенью 1891 года в том же городе вышла его первая книга стихов.")
	wantAll(t, "events", eventList(r), []string{"publication geonames:551487 1891-23"})
}

// A diary heading that names a settlement with its kind («Новопетровское
// укрепление.», «Крепость Кизляр.») is a heading like one bare
// name: the writer is there, and the next leg of the diary leaves from it.
func TestKindHeadingWithSettlementNoun(t *testing.T) {
	for _, text := range []string{
		"12 июня 1851 г. Новопетровское укрепление. Я жду парохода.\n\n14 июня. Вечером вышел в море.\n\n17 июня. Баку. Утром приплыл в Баку.",
	} {
		r := extractText(t, text)
		wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:609906→geonames:587084 1851-06-14/1851-06-17"})
	}
	r := extractText(t, "3 мая 1852 г. Крепость Кизляр. Я жду приказа.\n\n6 мая. Утром выехал верхом.\n\n9 мая. Тифлис. Вечером прибыл в Тифлис.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:547840→geonames:611717 1852-05-06/1852-05-09"})
}

// An exclamation or a question under a date («14 июня. Прощай, Крым!») is
// said, not a new heading: the writer stays at the entry's place, and the
// next leg leaves from it.
func TestKindExclamationIsNoHeading(t *testing.T) {
	r := extractText(t, "12 июня 1896 г. Ялта. Я жду парохода.\n\n14 июня. Прощай, Крым! Вечером вышел в море.\n\n17 июня. Батум. Утром приплыл в Батум.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:688533→geonames:615532 1896-06-14/1896-06-17"})
	r = extractText(t, "2 мая 1896 г. Одесса. Я жду парохода.\n\n4 мая. Где Батум? Вечером вышел в море.\n\n7 мая. Батум. Утром приплыл в Батум.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:698740→geonames:615532 1896-05-04/1896-05-07"})
}

// A departure told with no destination in one diary entry («Вечером вышел
// в море», «пароход отвалил от пристани, и я на нём») and a heading at
// another place in the next make one leg, from the departure's day to the
// heading's, though the new entry tells no arrival; an entry that tells
// no departure before the new heading moves no one.
func TestKindDepartureEndsAtNextHeading(t *testing.T) {
	r := extractText(t, "12 мая 1896 г. Одесса. Я жду парохода.\n\n14 мая. Вечером вышел в море.\n\n17 мая. Батум. Разыскал старого приятеля.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:698740→geonames:615532 1896-05-14/1896-05-17"})
	r = extractText(t, "3 июля 1900 г. Ялта. Я жду парохода.\n\n5 июля. Сегодня пароход отвалил от пристани, и я на нём.\n\n9 июля. Батум. Весь день дождь.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:688533→geonames:615532 1900-07-05/1900-07-09"})
	r = extractText(t, "12 мая 1896 г. Одесса. Я жду парохода.\n\n14 мая. Вечером гулял по бульвару.\n\n17 мая. Батум. Разыскал старого приятеля.")
	wantExactly(t, "movements", moveList(r), nil)
}

// Studying or teaching told without a verb of entering («учился в Омском
// техническом училище», «слушала лекции в Гейдельберге», «преподавал в
// Варшавском юнкерском училище») is a span: a school event over the whole
// span and no movement; the person is there for the next leg, a return
// included (GOLD-CONVENTIONS: studies without entering).
func TestKindStudySpanNoMove(t *testing.T) {
	const omsk, petersburg, warsaw, irkutsk = "geonames:1496153", "geonames:498817", "geonames:756135", "geonames:2023469"
	for _, c := range []struct {
		text          string
		events, moves []string
	}{
		{"Пётр Сомов родился в 1866 г. в Каркаралинске. В 1886–1890 гг. учился в Омском техническом училище, в 1890–1894 гг. — в Лесном институте в С.-Петербурге; в 1894 г. вернулся в Омск.",
			[]string{"other geonames:1519934 1866", "school " + omsk + " 1886/1890", "school " + petersburg + " 1890/1894", "relocation " + omsk + " 1894"},
			[]string{"Пётр Сомов: " + petersburg + "→" + omsk + " 1894"}},
		{"В 1863 г. Пётр Сомов окончил академию в Петербурге. В 1864–1866 гг. преподавал историю в Варшавском юнкерском училище. В 1867 г. Сомов перевёлся в Иркутск.",
			[]string{"school " + petersburg + " 1863", "school " + warsaw + " 1864/1866", "relocation " + irkutsk + " 1867"},
			[]string{"Пётр Сомов: " + warsaw + "→" + irkutsk + " 1867"}},
		{"В 1860-х годах Анна Сомова жила в Витебске; в 1869 году слушала лекции в Гейдельберге, в 1870–1874 годах занималась в Берлине.",
			[]string{"relocation geonames:620127 186X", "school geonames:2907911 1869", "school geonames:2950159 1870/1874"}, nil},
	} {
		r := extractText(t, c.text)
		wantExactly(t, "events of «"+c.text+"»", eventList(r), c.events)
		wantExactly(t, "movements of «"+c.text+"»", moveList(r), c.moves)
	}
}

// A province's noun written short before an institution's words is the
// adjective «губернский»: the institution is in the town the place
// adjective is made from, as with the noun in full; before anything else
// the short noun is the province.
func TestKindProvincialInstitutionAbbreviated(t *testing.T) {
	r := extractText(t, "В марте 1905 г. из Тамбовской губ. тюрьмы бежали трое арестантов.")
	wantExactly(t, "places", placeIDs(r), []string{"Тамбовской=geonames:484646"})
	r = extractText(t, "Начальник Тобольского губ. жанд. упр. донёс об этом в июне 1906 г.")
	wantExactly(t, "places", placeIDs(r), []string{"Тобольского=geonames:1489530"})
	r = extractText(t, "В 1906 г. Курляндское губ. жанд. управление сообщило о побеге.")
	wantExactly(t, "places", placeIDs(r), []string{"Курляндское=overlay:courland-governorate"})
	r = extractText(t, "В 1906 г. его выслали в Тобольскую губ. на три года.")
	wantExactly(t, "places", placeIDs(r), []string{"Тобольскую губ.=overlay:tobolsk-governorate"})
}

// One bare word that the dictionary does not know as a toponym and that
// names a place only as a case form of another name is a place only near
// the places the text names surely: a town continents away is a surname
// read as a case form (Santee, California; Tallaght, Ireland).
func TestKindBareCaseFormFarAway(t *testing.T) {
	r := extractText(t, "Летом 1902 г. Сантах бежал из Киева в Одессу. Осенью Сантах скрылся в Румынии.")
	for _, p := range r.Places {
		if strings.HasPrefix(p.Text, "Сантах") {
			t.Errorf("the surname «%s» taken for %s", p.Text, p.Place.ID)
		}
	}
	r = extractText(t, "В 1905 г. Таллах был сослан из Иркутска в Якутск. Таллах прожил там два года.")
	for _, p := range r.Places {
		if strings.HasPrefix(p.Text, "Таллах") {
			t.Errorf("the surname «%s» taken for %s", p.Text, p.Place.ID)
		}
	}
	// A name the text writes as it is keeps its place, however far.
	r = extractText(t, "В 1905 г. он был сослан из Иркутска в Якутск. Лондон узнал об этом из газет.")
	wantAll(t, "places", placeIDs(r), []string{"Лондон=geonames:2643743"})
}

// A district named by its town's adjective is the district around the
// town, also where the dictionary knows the word only as the town's
// instrumental («Пржевальском» of Пржевальск, spelt as the adjective).
func TestKindDistrictOfTownTheDictionaryKnows(t *testing.T) {
	r := extractText(t, "В 1900 г. он служил приставом в Пржевальском уезде.")
	wantExactly(t, "places", placeIDs(r), []string{"Пржевальском уезде=geonames:1528121#district"})
	r = extractText(t, "В 1900 г. он служил приставом в Пишпекском уезде, а в 1902 г. переехал в Пржевальск.")
	wantExactly(t, "places", placeIDs(r), []string{"Пишпекском уезде=geonames:1528675#district", "Пржевальск=geonames:1528121"})
}

// A settlement noun that opens a sentence, in full or written short, is
// the noun before the town's name, not a name of its own (Гор. → Góra).
func TestKindSettlementWordOpensSentence(t *testing.T) {
	r := extractText(t, "Гор. Омск, 14 марта 1895 г.\n\nВ отчётном году я объехал всю область.")
	wantExactly(t, "places", placeIDs(r), []string{"Омск=geonames:1496153"})
	r = extractText(t, "Город Тара основан в 1594 году. Дер. Шушенское, 3 июня 1898 г.")
	wantExactly(t, "places", placeIDs(r), []string{"Тара=geonames:1490140", "Шушенское=geonames:1491953"})
}

// A river in the instrumental without a preposition is the line of the
// route, and the town or village of its name is not the place either
// (Kama, a village of Udmurtia; Ob', a town near Novosibirsk).
func TestKindRiverAsRouteHasNoNamesake(t *testing.T) {
	r := extractText(t, "Летом 1862 г. мы спустились Камой до Елабуги.")
	for _, p := range r.Places {
		if strings.HasPrefix(p.Text, "Камой") {
			t.Errorf("the river «%s» taken for %s", p.Text, p.Place.ID)
		}
	}
	r = extractText(t, "В 1890 г. пароход шёл Обью от Барнаула до Томска.")
	for _, p := range r.Places {
		if strings.HasPrefix(p.Text, "Обью") {
			t.Errorf("the river «%s» taken for %s", p.Text, p.Place.ID)
		}
	}
	wantAll(t, "places", placeIDs(r), []string{"Барнаула=geonames:1510853", "Томска=geonames:1489425"})
	// Nor is the river the one who travels.
	r = extractText(t, "Летом 1862 г. Иван Сомов выехал из Перми и спустился Камой до Елабуги.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Сомов: geonames:511196→geonames:468082 1862-22"})
}

// A district named by its town's adjective is located by the text's other
// places as its town would be: of the towns its adjective may be made
// from, the one near the route (Kirensk, not Kyrenia).
func TestKindDistrictAmongNamesakes(t *testing.T) {
	r := extractText(t, "В 1880 г. его выслали из Иркутска в Киренский уезд. Там он прожил три года.")
	wantAll(t, "places", placeIDs(r), []string{"Киренский уезд=geonames:2022083#district", "Иркутска=geonames:2023469"})
}

// Placed or transferred into a school («определили в Орловский кадетский
// корпус», «перевели в Самару, в реальное училище») is studies at that
// place, not a change of residence.
func TestKindPlacedOrTransferredIntoSchool(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов жил в Казани. В 1870 г. Сомова определили в Орловский кадетский корпус.", "school geonames:515012 1870"},
		{"Пётр Сомов жил в Казани. В 1870 г. Сомова перевели в Самару, в реальное училище.", "school geonames:499099 1870"},
		{"Пётр Сомов жил в Казани. В 1870 г. Сомова перевели в Самару, в военную гимназию.", "school geonames:499099 1870"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// A day written old style with the new style in brackets, each with its
// «г.» («24 декабря 1898 г. (5 января 1899 г.)»), is one date, the new
// style's, and the sentence goes on after the bracket to its place.
func TestKindDoubleDateWithAbbreviations(t *testing.T) {
	r := extractText(t, "Она скончалась 24 декабря 1898 г. (5 января 1899 г.) в Ялте.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:688533 1899-01-05"})
	r = extractText(t, "Экспедиция вернулась в Иркутск 30 декабря 1891 г. (11 января 1892 г.), и зимовала там. Весной она ушла на север.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:2023469 1892-01-11"})
}

// A place left on a date of its own after a stop there is another event
// there, as it would be in a sentence of its own; a place left before the
// return to it is not.
func TestKindDepartureAfterStopUnderItsOwnDate(t *testing.T) {
	r := extractText(t, "Осенью 1885 г. экспедиция прибыла в Томск и 3 марта 1886 г. выступила из Томска на север.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:1489425 1885-23", "trip geonames:1489425 1886-03-03"})
	r = extractText(t, "В мае 1880 г. он выехал из Москвы и в июле вернулся в Москву.")
	if got := eventList(r); len(got) != 1 {
		t.Errorf("events %q: want one, at the return", got)
	}
}

// A name one consonant from a gazetteer name («Готранд», «Готланд») is
// another place, not a spelling of it: unplaced and listed for review. A
// spelling variant (a vowel, a doubled or dropped letter) is placed and
// listed among the variants to check.
func TestKindSpellingVariantIsNoOtherName(t *testing.T) {
	r := extractText(t, "Летом 1886 г. он жил в Ревеле, откуда ходил на шхуне к острову Готранд.")
	wantExactly(t, "places", placeIDs(r), []string{"Ревеле=geonames:588409"})
	if len(r.Unplaced) != 1 || r.Unplaced[0].Quote.Exact != "Готранд" {
		t.Errorf("unplaced %v: want «Готранд»", r.Unplaced)
	}
	r = extractText(t, "В 1890 г. он приехал в Галлицию и поселился во Львове.")
	var variants []string
	for _, v := range r.Variants() {
		variants = append(variants, v.Mention.Text+"="+v.Candidate.Place.ID)
	}
	wantExactly(t, "variants", variants, []string{"Галлицию=overlay:galicia"})
}

// A clause whose subject is a thing, last word of its sentence («в Самаре
// вспыхнула холера.»), places no one: the person's next move starts from
// where they were, not from the place of the news.
func TestKindThingSubjectEndsSentence(t *testing.T) {
	r := extractText(t, "В 1880 г. Иван Сомов служил в Казани. Летом 1884 г. в Самаре вспыхнула холера. В 1886 г. Сомов переехал в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Сомов: geonames:551487→geonames:524901 1886"})
	r = extractText(t, "В 1880 г. Иван Сомов служил в Казани. Летом 1884 г. в Самаре сгорел театр. В 1886 г. Сомов переехал в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Сомов: geonames:551487→geonames:524901 1886"})
}

// Leading or laying a line (a branch, a road, a telegraph) towards a place
// moves no one, and the person's next move starts where they were.
func TestKindLineLaidMovesNoOne(t *testing.T) {
	r := extractText(t, "В 1898 г. я переехал в Харбин, а от него к Порт-Артуру повели Южную ветвь. В 1900 г. я уехал в Хабаровск.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:2037013→geonames:2022890 1900"})
	r = extractText(t, "В 1880 г. Иван Сомов служил в Казани. В 1884 г. до Оренбурга провели железную дорогу. В 1886 г. Сомов переехал в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Сомов: geonames:551487→geonames:524901 1886"})
	r = extractText(t, "В 1880 г. Иван Сомов служил в Казани. В 1884 г. в Кяхту протянули телеграф. В 1886 г. Сомов переехал в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Сомов: geonames:551487→geonames:524901 1886"})
	// Leading a party is a journey with it.
	r = extractText(t, "В 1877 г. генерал Сомов стоял в Александрополе. В апреле 1877 г. он повёл отряд к Карсу.")
	wantAll(t, "movements", moveList(r), []string{"Сомов: geonames:616635→geonames:743952 1877-04"})
}

// Verbs joined by «и» share their subject: when it is a thing («способ
// разошёлся по Волге и дошёл до Самары»), the second verb of motion moves
// no one either.
func TestKindThingSubjectSharedByJoinedVerbs(t *testing.T) {
	r := extractText(t, "В 1880 г. Иван Сомов открыл школу в Казани. Новый способ скоро разошёлся по Волге и дошёл до Самары. В 1886 г. Сомов переехал в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Сомов: geonames:551487→geonames:524901 1886"})
	r = extractText(t, "В 1880 г. Пётр Сомов жил в Перми. Летом 1881 г. слава новой школы разошлась по Волге и дошла до Самары. В 1882 г. Сомов уехал в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:511196→geonames:524901 1882"})
}

// A verb form that is also another verb's imperative («дошли», of
// «дослать») keeps its reading of the third person: with a thing for
// subject it moves no one.
func TestKindThingSubjectOfAmbiguousVerbForm(t *testing.T) {
	r := extractText(t, "В 1880 г. Пётр Сомов жил в Перми. Летом 1881 г. книги издательства дошли до Самары. В 1882 г. Сомов уехал в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:511196→geonames:524901 1882"})
	r = extractText(t, "В 1880 г. Пётр Сомов жил в Перми. Весной 1881 г. первые товары пошли из Казани в Самару. В 1882 г. Сомов уехал в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:511196→geonames:524901 1882"})
}

// A journey after which the next sentence says the person lived, worked
// or served there («уехал в Самару. Там он жил уроками») is a change of
// residence (GOLD-CONVENTIONS: an arrival after which the person lives
// there → relocation).
func TestKindJourneyThenLivedThere(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов жил в Казани. Весной 1872 г. Сомов уехал в Самару. Там он жил уроками и переводами.", "relocation geonames:499099 1872-21"},
		{"Пётр Сомов жил в Казани. Весной 1872 г. Сомов переехал в Самару. Там он служил в земской управе.", "relocation geonames:499099 1872-21"},
		{"Пётр Сомов жил в Казани. Весной 1872 г. Сомов приехал в Самару. Там он два года работал в конторе.", "relocation geonames:499099 1872-21"},
		{"Пётр Сомов жил в Казани. Весной 1872 г., скопив немного денег, Сомов уехал в Самару. Там он жил уроками и переводами, ходил в библиотеки и на лекции.", "relocation geonames:499099 1872-21"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// The imperfective partners of the verbs of moving house, settling and
// being sent away, in a biography's historical present or an iterative
// past, type their clause as the perfective verbs do (relocation); verbs
// of travelling in any tense are a trip.
func TestKindImperfectiveRelocationVerbs(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов переезжает в Самару.", "relocation geonames:499099 1872"},
		{"Пётр Сомов жил в Казани. В 1872 г. семья Сомова переезжает в Самару.", "relocation geonames:499099 1872"},
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов переселяется в Самару.", "relocation geonames:499099 1872"},
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов поселяется в Самаре.", "relocation geonames:499099 1872"},
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов селится в Самаре.", "relocation geonames:499099 1872"},
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов перебирается в Самару.", "relocation geonames:499099 1872"},
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов обосновывается в Самаре.", "relocation geonames:499099 1872"},
		{"Пётр Сомов жил в Казани. В 1872 г. Сомова арестовывают и высылают в Вятку.", "relocation geonames:548408 1872"},
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов переводится в Самару.", "relocation geonames:499099 1872"},
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов путешествует по Италии.", "trip country:IT 1872"},
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов путешествовал по Италии.", "trip country:IT 1872"},
		// the verbs of a journey stay a trip
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов уезжает в Самару.", "trip geonames:499099 1872"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// A move and studies joined in one clause («переехал в Москву и поступил
// в университет», «окончил гимназию и переехал в Москву»): the place the
// verb of motion governs takes the move's type, and studies begun there
// after the move are an event of their own; a journey to a place one goes
// on to study at is a move there.
func TestKindMoveJoinedWithStudies(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов переехал в Москву и поступил в университет.", []string{"relocation geonames:524901 1872", "school geonames:524901 1872"}},
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов приехал в Москву и поступил в университет.", []string{"relocation geonames:524901 1872", "school geonames:524901 1872"}},
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов окончил гимназию и переехал в Москву.", []string{"relocation geonames:524901 1872"}},
		{"Пётр Сомов жил в Казани. В 1872 г. Сомов окончил университет и уехал в Самару.", []string{"trip geonames:499099 1872"}},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), tt.want)
	}
	// Studies finished before the move happen elsewhere, not where it goes.
	r := extractText(t, "Пётр Сомов жил в Казани. В 1872 г. Сомов окончил гимназию и переехал в Москву.")
	for _, e := range eventList(r) {
		if e == "school geonames:524901 1872" {
			t.Errorf("studies finished before the move put at its goal: %v", eventList(r))
		}
	}
}

// A place inside a noun phrase governed by a preposition of topic («о
// путешествии по Монголии», «о смерти брата в Одессе») is talked about:
// no event happens there.
func TestKindPlaceInsideTopicPhrase(t *testing.T) {
	for _, text := range []string{
		"В 1880 г. Иван Сомов служил в Казани. В 1882 г. Сомов прочёл доклад о путешествии по Монголии.",
		"В 1880 г. Иван Сомов служил в Казани. В 1882 г. Сомов получил известие о кончине брата в Одессе.",
		"В 1880 г. Иван Сомов служил в Казани. В 1882 г. Сомов написал очерк о жизни крестьян в Сибири.",
	} {
		r := extractText(t, text)
		wantExactly(t, "events of «"+text+"»", eventList(r), []string{"other geonames:551487 1880"})
	}
	// A place of its own after the phrase still has its event.
	r := extractText(t, "В 1880 г. Иван Сомов служил в Казани. В 1882 г. Сомов прочёл в Москве доклад о путешествии по Монголии.")
	wantAll(t, "events", eventList(r), []string{"lecture geonames:524901 1882"})
}

// A place where something would be done after a verb of wish, intent or
// refusal and the infinitive it governs («мечтал побывать в Италии»,
// «отказался служить в Варшаве») is no event's place; a purpose clause
// after a journey («чтобы учиться в Риме») and a decision carried out
// («решил поселиться в Москве») keep theirs.
func TestKindIntendedOrRefusedStay(t *testing.T) {
	for _, text := range []string{
		"В 1880 г. Иван Сомов служил в Казани. В 1882 г. Сомов мечтал побывать в Италии.",
		"В 1880 г. Иван Сомов служил в Казани. В 1882 г. Сомов отказался служить в Варшаве.",
		"В 1880 г. Иван Сомов служил в Казани. В 1882 г. Сомов хотел остаться в Киеве.",
	} {
		r := extractText(t, text)
		wantExactly(t, "events of «"+text+"»", eventList(r), []string{"other geonames:551487 1880"})
	}
	r := extractText(t, "В 1880 г. Иван Сомов служил в Казани. В 1882 г. Сомов решил поселиться в Москве.")
	if !slices.ContainsFunc(eventList(r), func(e string) bool { return strings.HasSuffix(e, " geonames:524901 1882") }) {
		t.Errorf("no event at Moscow in 1882: %q", eventList(r))
	}
	r = extractText(t, "В 1880 г. Иван Сомов служил в Казани. В 1882 г. Сомов начал работать в Москве.")
	wantAll(t, "events", eventList(r), []string{"other geonames:524901 1882"})
}

// A pronoun that owns the noun after it («его влияние на рабочих Италии»)
// brings the person into the clause only as the owner of a thing: a place
// the thing is told of, not where it happens, is not the person's, and
// the next move starts where they were; a place where the thing happens
// («отмечалось его 50-летие в Петербурге») still places them.
func TestKindOwnedThingPlacesNoOne(t *testing.T) {
	r := extractText(t, "В 1880 г. Пётр Сомов поселился в Казани. В 1880-х годах его влияние на рабочих Италии и Испании было велико. В 1886 г. Сомов уехал в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:551487→geonames:524901 1886"})
	r = extractText(t, "В 1880 г. Пётр Сомов поселился в Казани. В 1884 г. его новая книга о крестьянах Франции имела успех. В 1886 г. Сомов уехал в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:551487→geonames:524901 1886"})
	r = extractText(t, "В 1880 г. Пётр Сомов поселился в Казани. В 1884 г. его юбилей торжественно отмечался в Самаре. В 1886 г. Сомов уехал в Москву.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:499099→geonames:524901 1886"})
}

// An open span given in full («С 3 мая 1884 г.», «До осени 1884 г.»)
// dates the narrative at its known end: a yearless date after it takes
// that year, not the year of an earlier date.
func TestKindOpenSpanGivesYearToNextDates(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1880 г. Пётр Сомов жил в Казани. С 3 мая 1884 г. Сомов гостил в Самаре. 10 мая он уехал в Москву.", "trip geonames:524901 1884-05-10"},
		{"В 1880 г. Пётр Сомов жил в Казани. До 3 мая 1884 г. Сомов гостил в Самаре; 10 мая он уехал в Москву.", "trip geonames:524901 1884-05-10"},
		{"В 1880 г. Пётр Сомов жил в Казани. С весны 1886 г. он служил в Самаре. В июле он уехал в Москву.", "trip geonames:524901 1886-07"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// A span of days opened by «от» and closed by «до», a span whose first day
// carries its other-style twin in brackets before the shared month, and a
// third of the month named by its distance from the writer's («в начале
// следующего месяца») are intervals of days, not one day or an open span.
func TestKindDaySpanForms(t *testing.T) {
	const p = "3 апреля 1884 г. Пётр Сомов жил в Казани. "
	for _, tt := range []struct{ text, want string }{
		{p + "От 3 до 10 мая Сомов гостил в Самаре.", "trip geonames:499099 1884-05-03/1884-05-10"},
		{p + "С 3 (15) по 10 (22) мая Сомов гостил в Самаре.", "trip geonames:499099 1884-05-15/1884-05-22"},
		{p + "В начале следующего месяца Сомов уехал в Самару.", "trip geonames:499099 1884-05-01/1884-05-10"},
		{p + "В конце этого месяца Сомов уехал в Самару.", "trip geonames:499099 1884-04-21/1884-04-30"},
		{p + "Письмо от 20 апреля Сомов получил в Самаре.", "other geonames:499099 1884-04-20"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// A date earlier than the narrative's marked as a look back by «ещё»
// («Ещё в 1890 г. он побывал в Казани») dates its own clause; the yearless
// dates after it keep the narrative's year, and the person's next move
// starts from where the narrative left them.
func TestKindRetrospectiveDateKeepsNarrativeYear(t *testing.T) {
	r := extractText(t, "В 1895 г. Пётр Сомов переехал в Самару. Ещё в 1890 г. он побывал в Казани. 3 мая он уехал в Москву.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:551487 1890", "trip geonames:524901 1895-05-03"})
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:499099→geonames:524901 1895-05-03"})
	r = extractText(t, "Летом 1895 г. Пётр Сомов переехал в Самару, где ещё в 1890 г. жил его брат. В сентябре он поступил в гимназию.")
	wantAll(t, "events", eventList(r), []string{"school - 1895-09"})
}

// A stay told from one day to another with words between the two ends
// («С 3 мая 1884 г. гостил в Самаре до 10 мая») is one span of days; the
// end may give the year or only the day of the start's month.
func TestKindStayFromOneDayToAnother(t *testing.T) {
	const p = "В 1880 г. Пётр Сомов жил в Казани. "
	for _, tt := range []struct{ text, want string }{
		{p + "С 3 мая 1884 г. Сомов гостил в Самаре до 10 мая.", "trip geonames:499099 1884-05-03/1884-05-10"},
		{p + "С 3 мая 1884 г. Сомов гостил в Самаре до 10-го.", "trip geonames:499099 1884-05-03/1884-05-10"},
		{p + "Сомов с 3 мая гостил в Самаре до 10 мая 1884 г.", "trip geonames:499099 1884-05-03/1884-05-10"},
		{p + "С 1884 г. Сомов жил в Самаре до 1890 г.", "relocation geonames:499099 1884/1890"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, "events of «"+tt.text+"»", eventList(r), []string{tt.want})
	}
}

// A noun of a move made after «после», «по» or «при» with a goal («после
// переезда в Киев», «по прибытии в Полтаву», «по возвращении в Казань») is
// a leg of the clause's subject, as a verb of motion is; one in a clause
// of the future («будет представлено по возвращении в Иркутск») or after
// another word («мечтал о переезде в Москву») is none, and one pointing
// back at a leg just told moves no one again.
func TestKindMotionNounWithGoal(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Пётр Сомов жил в Казани. В 1880 г., после переезда в Москву, Сомов начал писать стихи.", []string{"Пётр Сомов: geonames:551487→geonames:524901 1880"}},
		{"Пётр Сомов жил в Казани. По прибытии в Москву в 1881 г. он женился.", []string{"Пётр Сомов: geonames:551487→geonames:524901 1881"}},
		// Work for a season away is a visit: the way there is a leg too (TestKindSeasonWorkIsVisit).
		{"Пётр Сомов жил в Москве. Летом 1878 г. Сомов служил в Казани. По возвращении в Москву в 1882 г. он открыл школу.", []string{"Пётр Сомов: geonames:524901→geonames:551487 1878-22", "Пётр Сомов: geonames:551487→geonames:524901 1882"}},
		{"Пётр Сомов жил в Казани. В 1883 г. Сомов мечтал о переезде в Москву.", nil},
		{"Пётр Сомов жил в Казани. Подробный отчёт будет представлен по возвращении в Москву.", nil},
		{"Пётр Сомов жил в Казани. В 1884 г. Сомов переехал в Москву. Вскоре после переезда в Москву он женился.", []string{"Пётр Сомов: geonames:551487→geonames:524901 1884"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// A verb of motion in the conditional mood («уехал бы», «если бы он
// вернулся») tells a move that did not happen: no leg. «будто бы»
// (hearsay) is no conditional.
func TestKindConditionalMoodNoMove(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Пётр Сомов жил в Казани. В 1885 г., если бы не болезнь, он уехал бы в Москву.", nil},
		{"Пётр Сомов жил в Казани. В 1885 г. Сомов охотно переехал бы в Москву, но денег не было.", nil},
		{"Пётр Сомов жил в Казани. В 1885 г. Сомов уехал будто бы в Москву.", []string{"Пётр Сомов: geonames:551487→geonames:524901 1885"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// A relative named by a kinship noun with whose relative it is in the
// genitive («брат Сомова», «отец Ивана Петровича») is the subject who
// moves: the person named after the noun stays where they were. A name in
// the nominative after the noun («брат Николай») is the relative's own.
func TestKindRelativeOfNamedPersonMoves(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов жил в Казани. В 1889 г. брат Сомова уехал в Москву. В 1890 г. Сомов уехал в Самару.", "Пётр Сомов: geonames:551487→geonames:499099 1890"},
		{"Пётр Сомов жил в Казани. В 1889 г. отец Петра Сомова переехал в Москву. В 1890 г. Сомов уехал в Самару.", "Пётр Сомов: geonames:551487→geonames:499099 1890"},
	} {
		r := extractText(t, tt.text)
		got := slices.DeleteFunc(moveList(r), func(m string) bool { return !strings.HasPrefix(m, "Пётр Сомов:") })
		wantExactly(t, "movements of «"+tt.text+"»", got, []string{tt.want})
	}
}

// Visiting told in the imperfective or the present («посещал Крым»,
// «посещает Рим и Неаполь») is a journey as «посетил» is.
func TestKindVisitImperfective(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Казани. Летом 1889 г. он посещает Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:551487→geonames:524901 1889-22"})
	r = extractText(t, "Пётр Сомов жил в Казани. Летом 1889 г. Сомов посещал Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:551487→geonames:524901 1889-22"})
}

// A passive participle of sending or carrying whose subject is any noun of
// a thing that agrees with it («картины были отправлены в Париж», «в
// Москву перевезена библиотека») moves the thing, not the person: the
// dictionary's inanimate nouns, not a list. A group of people («партия
// ссыльных») or the person («Сомов был отправлен») moves.
func TestKindThingSentByPassive(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Пётр Сомов жил в Казани. В 1889 г. картины Сомова были отправлены в Москву.", nil},
		{"Пётр Сомов жил в Казани. В 1889 г. в Москву перевезена его библиотека.", nil},
		{"Пётр Сомов жил в Казани. В 1889 г. его мебель была отправлена в Москву.", nil},
		{"Пётр Сомов жил в Казани. В 1889 г. Сомов был отправлен в Москву.", []string{"Пётр Сомов: geonames:551487→geonames:524901 1889"}},
		{"Пётр Сомов жил в Казани. В 1889 г. партия ссыльных, в которой был Сомов, была отправлена в Москву.", []string{"Пётр Сомов: geonames:551487→geonames:524901 1889"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// Verbs of escape, convoy and deportation with other prefixes than the
// list's («сбежал», «убежал», «удрал», «этапировали», «депортировали»)
// and of dropping in or rushing («наведался», «ринулся») are verbs of
// motion.
func TestKindPrefixedMotionVerbs(t *testing.T) {
	for _, verb := range []string{"Сомов сбежал", "Сомов убежал", "Сомова этапировали", "Сомова депортировали", "Сомов наведался", "Сомов ринулся"} {
		text := "Пётр Сомов жил в Казани. В 1889 г. " + verb + " в Москву."
		r := extractText(t, text)
		wantExactly(t, "movements of «"+text+"»", moveList(r), []string{"Пётр Сомов: geonames:551487→geonames:524901 1889"})
	}
}

// An indeclinable name («Баку», «Токио») after «в» that goes on from a goal
// with the same preposition past «а», «затем», a comma or a dash («уехал в
// Тверь, а затем в Баку») is the next goal of the journey, though its
// word cannot show the accusative.
func TestKindOnwardIndeclinableGoal(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Казани. В 1889 г. Сомов уехал в Тверь, а затем в Баку.")
	wantAll(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:480060→geonames:587084 1889"})
	r = extractText(t, "Пётр Сомов жил в Казани. В 1889 г. Сомов уехал в Тверь и жил в Баку.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:551487→geonames:480060 1889"})
}

// A diary heading split by its full stops into a date line and a place line
// («12 июня. Тверь.») standing as a paragraph of their own holds for the
// entry's next paragraphs as a one-line heading does: an arrival there that
// names only where it came from («Вчера я вернулся из Клина», «Сегодня мы
// прибыли из Клина») is a leg from there to the heading's town, dated by
// the relative day against the heading's.
func TestKindSplitDiaryHeadingHolds(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"10 июня 1895 г. Москва.\n\nЧитал до вечера.\n\n12 июня. Тверь.\n\nВчера я вернулся из Клина.", []string{"Рассказчик: geonames:547523→geonames:480060 1895-06-11"}},
		{"10 июня 1895 г. Москва.\n\nЧитал до вечера.\n\n12 июня. Тверь.\n\nСегодня мы прибыли из Клина.", []string{"Рассказчик: geonames:547523→geonames:480060 1895-06-12"}},
		{"В 1895 г. я жил в Москве.\n\n12 июня. Тверь.\n\nВчера я приехал из Клина.", []string{"Рассказчик: geonames:547523→geonames:480060 1895-06-11"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// A letter's salutation after its dateline («Дорогой брат!», «Милая
// Варя!») addresses the reader: the person it names is not the subject the
// letter's next clauses go on about. A subjectless past verb in the
// singular under a dated heading, when the text has named no one else,
// tells of the writer.
func TestKindLetterSalutationIsNoActor(t *testing.T) {
	for _, text := range []string{
		"Тверь, 12 июня 1895 г.\n\nДорогой брат! Вчера вернулся из Клина. Здоров.",
		"Тверь, 12 июня 1895 г.\n\nМилая Варя! Вчера вернулся из Клина.",
	} {
		r := extractText(t, text)
		wantExactly(t, "movements of «"+text+"»", moveList(r), []string{"Рассказчик: geonames:547523→geonames:480060 1895-06-11"})
	}
}

// A dated clause whose verb a dash stands for («летом — в Твери») ends
// where the next date opens a clause with a verb of its own («…, осенью
// вернулся в Москву»): each is its own event, dated by its own clause, the
// gapped one of the type of the clause whose verb it shares.
func TestKindGappedClauseBeforeDatedClause(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Пётр Сомов жил в Казани. В 1889 г. Сомов жил в Ялте, летом 1890 г. — в Твери, осенью вернулся в Москву.",
			[]string{"relocation geonames:688533 1889", "relocation geonames:480060 1890-22", "trip geonames:524901 1890-23"}},
		{"Пётр Сомов жил в Казани. Весной 1889 г. Сомов жил в Ялте, летом — в Твери, осенью уехал в Москву.",
			[]string{"relocation geonames:688533 1889-21", "relocation geonames:480060 1889-22", "trip geonames:524901 1889-23"}},
	} {
		r := extractText(t, tt.text)
		got := slices.DeleteFunc(eventList(r), func(e string) bool { return strings.Contains(e, "geonames:551487") })
		wantExactly(t, "events of «"+tt.text+"»", got, tt.want)
	}
}

// A clause with no verb whose date stands after the dash («…, а
// университет в Москве — в 1890 г.», «…, а в Москву — в 1890 г.») is its
// own event dated by that date, not by the date of the clause before; it
// shares the verb (and a journey's motion) of the clause before.
func TestKindGappedClauseDateAfterDash(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
		moves  []string
	}{
		{"Пётр Сомов жил в Казани. Сомов окончил гимназию в Казани в 1885 г., а университет в Москве — в 1890 г.",
			[]string{"school geonames:551487 1885", "school geonames:524901 1890"}, nil},
		{"Пётр Сомов жил в Казани. Сомов переехал в Самару в 1885 г., а в Москву — в 1890 г.",
			[]string{"relocation geonames:499099 1885", "relocation geonames:524901 1890"},
			[]string{"Пётр Сомов: geonames:551487→geonames:499099 1885", "Пётр Сомов: geonames:499099→geonames:524901 1890"}},
	} {
		r := extractText(t, tt.text)
		got := slices.DeleteFunc(eventList(r), func(e string) bool { return strings.HasPrefix(e, "relocation geonames:551487") })
		wantExactly(t, "events of «"+tt.text+"»", got, tt.events)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.moves)
	}
}

// A dated clause that shares a verb of settling behind a dash («поселился
// в Самаре, а в 1890 г. — в Твери», «обосновался …; в 1890 г. — в …»)
// settles again, elsewhere: a move from the place settled before, dated by
// its own clause.
func TestKindGappedSettling(t *testing.T) {
	for _, text := range []string{
		"Пётр Сомов жил в Казани. В 1885 г. Сомов поселился в Самаре, а в 1890 г. — в Твери.",
		"Пётр Сомов жил в Казани. В 1885 г. Сомов поселился в Самаре; в 1890 г. — в Твери.",
	} {
		r := extractText(t, text)
		wantExactly(t, "movements of «"+text+"»", moveList(r), []string{
			"Пётр Сомов: geonames:551487→geonames:499099 1885", "Пётр Сомов: geonames:499099→geonames:480060 1890"})
	}
}

// An onward goal after an anaphoric origin («уехал в Тифлис, а оттуда в
// Баку», «оттуда — в Баку», «а затем оттуда в Баку») is a leg from the last
// goal, though the place's word cannot show the accusative: the implied
// «оттуда» stands for the earlier goal, not between the two.
func TestKindOnwardAfterAnaphoricOrigin(t *testing.T) {
	for _, tail := range []string{"а оттуда в Баку", "оттуда — в Баку", "а затем оттуда в Баку", "откуда направился в Баку"} {
		text := "Пётр Сомов жил в Казани. В 1889 г. Сомов уехал в Тифлис, " + tail + "."
		r := extractText(t, text)
		wantExactly(t, "movements of «"+text+"»", moveList(r), []string{
			"Пётр Сомов: geonames:551487→geonames:611717 1889",
			"Пётр Сомов: geonames:611717→geonames:587084 1889",
		})
	}
}

// An offer, a permission or an appointment not carried out moves no one:
// an offer to go («предложили переехать в Москву») is an intent like
// «предлагаю», and a permission, an appointment or a post got that a later
// clause of the sentence sets aside with «но»/«однако» and a negated verb
// or a refusal («но не поехал», «но отказался») is no leg. An appointment
// followed by anything else stays a post.
func TestKindOfferPermissionNotCarriedOut(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Пётр Сомов жил в Казани. В 1889 г. Сомову предложили переехать в Москву.", nil},
		{"Пётр Сомов жил в Казани. В 1889 г. Сомов получил назначение в Тифлис, но не поехал.", nil},
		{"Пётр Сомов жил в Казани. В 1889 г. Сомов был назначен в Тифлис, но отказался от места.", nil},
		{"Пётр Сомов жил в Казани. В 1889 г. ему разрешили вернуться в Москву, однако он так и не вернулся.", nil},
		{"Пётр Сомов жил в Казани. В 1889 г. Сомов был назначен в Тифлис, но вскоре заболел.", []string{"Пётр Сомов: geonames:551487→geonames:611717 1889"}},
		{"Пётр Сомов жил в Казани. В 1889 г. ему разрешили вернуться в Москву.", []string{"Пётр Сомов: geonames:551487→geonames:524901 1889"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, "movements of «"+tt.text+"»", moveList(r), tt.want)
	}
}

// Touring told by its verb («гастролировал в Москве и Твери», «концертировал
// в Полтаве, Харькове и Одессе») is a visit to
// each town played in: a leg to each, and, as a round trip, a later leg
// with no origin of its own sets out from home again.
func TestKindTouringIsVisit(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Казани. В 1889 г. Сомов гастролировал в Москве и Твери. В 1890 г. он уехал в Тифлис.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:551487→geonames:524901 1889",
		"Пётр Сомов: geonames:524901→geonames:480060 1889",
		"Пётр Сомов: geonames:551487→geonames:611717 1890",
	})
	r = extractText(t, "Пётр Сомов жил в Казани. В 1889 г. Сомов выступал на гастролях в Москве.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:551487→geonames:524901 1889"})
	// Giving concerts in town after town is touring too.
	r = extractText(t, "Пётр Сомов жил в Киеве. В 1893 г. он концертировал в Полтаве, Харькове и Одессе.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:703448→geonames:696643 1893",
		"Пётр Сомов: geonames:696643→geonames:706483 1893",
		"Пётр Сомов: geonames:706483→geonames:698740 1893",
	})
}

// Work for one season away from home («летом 1889 г. служил в Твери») is a
// visit, a round trip: a leg there, and the next leg with no origin of its
// own sets out from home. Work told by a year alone stays a residence with
// no leg (the person's place from then on).
func TestKindSeasonWorkIsVisit(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Казани. Летом 1889 г. Сомов служил в Твери. В 1890 г. он уехал в Тифлис.")
	wantExactly(t, "movements", moveList(r), []string{
		"Пётр Сомов: geonames:551487→geonames:480060 1889-22",
		"Пётр Сомов: geonames:551487→geonames:611717 1890",
	})
	r = extractText(t, "Пётр Сомов жил в Казани. В 1889 г. Сомов служил в Твери. В 1890 г. он уехал в Тифлис.")
	wantExactly(t, "movements", moveList(r), []string{"Пётр Сомов: geonames:480060→geonames:611717 1890"})
}

// A goal named after a generic noun of a settlement or an estate («уехал в
// имение Михайловское», «в село Тарханы», «в город Бердичев», «в
// местечко Бердичев») is the named place: a leg to it, as with the bare
// name.
func TestKindGoalAfterGenericNoun(t *testing.T) {
	for _, tt := range []struct{ goal, want string }{
		{"в имение Михайловское", "Пётр Сомов: geonames:551487→overlay:mikhaylovskoye 1889"},
		{"в село Тарханы", "Пётр Сомов: geonames:551487→geonames:535885 1889"},
		{"в деревню Тарханы", "Пётр Сомов: geonames:551487→geonames:535885 1889"},
		{"в город Бердичев", "Пётр Сомов: geonames:551487→geonames:712441 1889"},
		{"в местечко Бердичев", "Пётр Сомов: geonames:551487→geonames:712441 1889"},
	} {
		text := "Пётр Сомов жил в Казани. В 1889 г. Сомов уехал " + tt.goal + "."
		r := extractText(t, text)
		wantExactly(t, "movements of «"+text+"»", moveList(r), []string{tt.want})
	}
}

// A clause without a cue of its own beside a clause of studies («учился в
// гимназии в Твери, а в 1890 г. был в Тифлисе») does not take the studies'
// type: being at a place is not studying there.
func TestKindCuelessClauseKeepsOwnType(t *testing.T) {
	r := extractText(t, "Пётр Сомов жил в Казани. В 1889 г. Сомов учился в гимназии в Твери, а в 1890 г. был в Тифлисе.")
	wantExactly(t, "events", eventList(r), []string{
		"relocation geonames:551487 ../1889",
		"school geonames:480060 1889",
		"other geonames:611717 1890",
	})
}

// A lone surname that reads both as a woman's nominative and as a man's
// accusative («Петрова выслали») is the man the text names when nothing in
// the sentence agrees with it in the feminine: the object of the verb of
// sending, who moves. A verb in the feminine keeps the woman.
func TestKindSurnameAccusativeOfNamedMan(t *testing.T) {
	r := extractText(t, "В 1905 году Петров жил в Москве. В 1906 году Петрова выслали в Вологду.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:524901→geonames:472459 1906"})
	r = extractText(t, "В 1905 году Петров жил в Москве. В 1906 году Петрова, мать поэта, уехала в Вологду.")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В 1905 году Петров жил в Москве. В 1906 году к нему в Вологду приехала Петрова.")
	wantAll(t, "events", eventList(r), []string{"trip geonames:472459 1906"})
	if slices.ContainsFunc(r.Movements, func(m Movement) bool { return m.Actor == "Петров" }) {
		t.Errorf("movements: Петров moved by a woman's arrival: %q", moveList(r))
	}
}

// A land and its town in apposition are one place, the town, whichever
// comes first: settling «в Швейцарии, в Женеве» goes to Geneva; a land
// after the town («в Куоккале, в Финляндии», «в Лондон, в Англию») only
// says where the town lies and has no event of its own.
func TestKindLandAndTownInApposition(t *testing.T) {
	r := extractText(t, "В 1905 году Петров жил в Москве. В 1906 году Петров поселился в Швейцарии, в Женеве.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:524901→geonames:2660646 1906"})
	r = extractText(t, "В 1905 году Петров жил в Москве. В 1906 году Петров поселился в Куоккале, в Финляндии.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:524901→geonames:502145 1906"})
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:524901 1905", "relocation geonames:502145 1906"})
	r = extractText(t, "В 1905 году Петров жил в Москве. В 1906 году Петров уехал в Лондон, в Англию.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:524901→geonames:2643743 1906"})
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:524901 1905", "trip geonames:2643743 1906"})
}

// A perfective gerund of motion opening the sentence («Приехав в Париж,
// он заболел») tells a journey that ended where the clause goes on: its
// destination is an event of the journey, not a stop on a route.
func TestKindGerundOfArrivalHasEvent(t *testing.T) {
	r := extractText(t, "В 1905 году Петров жил в Москве. В 1906 году, приехав в Париж, он заболел.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:524901 1905", "trip geonames:2988507 1906"})
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:524901→geonames:2988507 1906"})
	r = extractText(t, "В 1905 году Петров жил в Москве. Вернувшись в 1906 году в Тверь, Петров занялся торговлей.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:524901 1905", "relocation geonames:480060 1906"})
	r = extractText(t, "В 1905 году Петров жил в Москве. Переехав в 1906 году в Киев, Петров поступил в университет.")
	wantAll(t, "events", eventList(r), []string{"relocation geonames:703448 1906"})
}

// A chronicle of a life writes its entries as lines with no verb, a date
// and a dash before a noun of the move («1906 — переезд в Киев»): the
// noun tells the move as a verb would.
func TestKindChronicleLineOfMove(t *testing.T) {
	r := extractText(t, "В 1905 году Петров жил в Москве. 1906 — переезд в Киев.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:524901 1905", "relocation geonames:703448 1906"})
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:524901→geonames:703448 1906"})
	r = extractText(t, "В 1905 году Петров жил в Москве. 12 мая 1906 г. — отъезд в Киев.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:524901→geonames:703448 1906-05-12"})
	r = extractText(t, "В 1905 году Петров жил в Москве. В 1906 г. Петров мечтал о переезде в Киев.")
	wantExactly(t, "movements", moveList(r), nil)
}

// A return told only by where it came from («вернулся из Киева», «Оттуда
// он вернулся») goes back to the place before that one; a return told
// with no place at all has its event where it went back to.
func TestKindReturnWithoutGoal(t *testing.T) {
	r := extractText(t, "В 1905 году Петров жил в Москве. В 1906 году он уехал в Киев. В 1907 году он вернулся из Киева.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:524901→geonames:703448 1906", "Петров: geonames:703448→geonames:524901 1907"})
	wantAll(t, "events", eventList(r), []string{"relocation geonames:524901 1907"})
	r = extractText(t, "В 1905 году Петров жил в Москве. В 1906 году он уехал в Киев. В 1907 году он вернулся.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:524901 1905", "trip geonames:703448 1906", "relocation geonames:524901 1907"})
	r = extractText(t, "В 1905 году Петров жил в Москве. В 1906 году он ездил в Киев, откуда вернулся в конце года.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:524901→geonames:703448 1906", "Петров: geonames:703448→geonames:524901 1906-09/1906-12"})
	wantAll(t, "events", eventList(r), []string{"trip geonames:703448 1906", "relocation geonames:524901 1906-09/1906-12"})
}

// A diary's entry headed only by its date tells of its writer even with
// no «я» or «мы»: «Выехал из Москвы», «Выехали из Тифлиса» are the
// writer's (and party's) legs.
func TestKindSubjectlessDiaryEntryIsWriters(t *testing.T) {
	r := extractText(t, "3 мая 1906 г. Выехал из Москвы в Петербург.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:524901→geonames:498817 1906-05-03"})
	r = extractText(t, "12 июня 1906. Выехали из Тифлиса. 14 июня. Прибыли в Баку.")
	wantExactly(t, "movements", moveList(r), []string{"Рассказчик: geonames:611717→geonames:587084 1906-06-12/1906-06-14"})
}

// «г.» for «город» after a preposition keeps its sentence whole: the town
// after it is where the clause happens («жил в г. Туле»).
func TestKindTownAbbreviationKeepsSentence(t *testing.T) {
	r := extractText(t, "В 1870 году Петров жил в г. Твери. В 1873 году Петров переехал в г. Москву.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:480060 1870", "relocation geonames:524901 1873"})
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:480060→geonames:524901 1873"})
}

// Official papers recall and strike off persons to a place with verbs of
// their own («отозван в Петербург», «выбыл в Тверь»): each is a leg from
// where the person was; a participle of directing moves no one
// («рефератами, направленными против эсеров, в Париже»).
func TestKindOfficialVerbsOfMotion(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1905 году Петров жил в Москве. В 1906 году Петров отозван в Петербург.", "Петров: geonames:524901→geonames:498817 1906"},
		{"В 1905 году Петров жил в Москве. В 1906 году Петров выбыл в Тверь.", "Петров: geonames:524901→geonames:480060 1906"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), []string{tt.want})
	}
	r := extractText(t, "В 1905 году Петров жил в Москве. Удар был направлен против Киева.")
	wantExactly(t, "movements", moveList(r), nil)
	r = extractText(t, "В 1906 году Петров выступал с рефератами, направленными против эсеров, в Париже и Лондоне.")
	wantExactly(t, "events", eventList(r), []string{"lecture geonames:2988507 1906", "lecture geonames:2643743 1906"})
}

// A dossier's line opening with the person's estate and town («Мещанин г.
// Кишинёва Иван Петров», «Уроженец Вильны Иван Петров») names who the
// person is: the town has no event, and the person named after it is the
// subject; «в г. Москве» is where one is, as «в Москве» is.
func TestKindDossierLineOpening(t *testing.T) {
	r := extractText(t, "Уроженец Вильны Иван Петров с 1904 г. проживал в Варшаве. В 1906 г. Иван Петров выехал в Лодзь.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Петров: geonames:756135→geonames:3093133 1906"})
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:756135 1904/..", "trip geonames:3093133 1906"})
	r = extractText(t, "Иван Петров 12 мая 1906 г. задержан в г. Москве и препровождён в г. Тверь.")
	wantExactly(t, "movements", moveList(r), []string{"Иван Петров: geonames:524901→geonames:480060 1906-05-12"})
}

// A province's adjective cut short after a town («в Подольск Моск. губ.»)
// ends the town's name; a village the gazetteer does not know, with its
// province after it («выслан в дер. Кокушкино Казанской губ.»), gives its
// journey to the province.
func TestKindTownAndShortProvince(t *testing.T) {
	r := extractText(t, "В 1897 году Петров жил в Петербурге. В 1898 году он приехал в Подольск Моск. губ.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:498817→geonames:508101 1898"})
	r = extractText(t, "В 1897 году Петров жил в Петербурге. В 1898 году он выслан в дер. Кокушкино Казанской губ.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:498817→overlay:kazan-governorate 1898"})
}

// A place set before its own verb in a conjunct of its own takes that
// verb's type, not the one of the conjunct before it: the arrest where
// it was made, the exile where it was sent («арестовали в Петербурге и в
// Нарым выслали», «в Петербурге арестовали и выслали в Нарым»).
func TestKindPlaceBeforeItsOwnVerb(t *testing.T) {
	r := extractText(t, "В 1910 г. Петра Сомова арестовали в Петербурге и в Нарым выслали.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:498817 1910", "relocation overlay:narym 1910"})
	r = extractText(t, "В 1913 г. в Петербурге Петра Сомова арестовали и выслали в Туруханский край.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:498817 1913", "relocation geonames:1488903#district 1913"})
	// A cue in the place's own conjunct before it still governs it.
	r = extractText(t, "В 1913 г. Пётр Сомов был арестован в Петербурге и сослан в Туруханский край.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:498817 1913", "relocation geonames:1488903#district 1913"})
}

// A place in a conjunct with no cue of its own takes the clause's type, not
// the verb of the conjunct before it («побывал в Москве, там женился, а
// потом в Твери»: a visit to Tver, not a marriage there); the places of a
// list one verb governs keep that verb («сослан в Вологду и Тотьму»).
func TestKindCuelessConjunctTakesClauseType(t *testing.T) {
	r := extractText(t, "В 1909 г. Пётр Сомов побывал в Москве, там женился, а потом в Твери.")
	wantExactly(t, "events", eventList(r), []string{"trip geonames:524901 1909", "trip geonames:480060 1909"})
	r = extractText(t, "В 1910 г. Пётр Сомов был арестован, приговорён и сослан в Вологду и Тотьму.")
	wantExactly(t, "events", eventList(r), []string{"relocation geonames:472459 1910", "relocation geonames:481960 1910"})
}

// In a sentence of custody whose type is other (an arrest), a clause with
// no cue and no verb that names a place first told of is where the
// prisoner is held or sent: a relocation; a place told of before keeps
// the sentence's type.
func TestKindCuelessCustodyClauseAtNewPlace(t *testing.T) {
	r := extractText(t, "В июне 1910 г. Пётр Сомов был арестован в Петербурге; потом Нарымский край.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:498817 1910-06", "relocation overlay:narym-krai 1910-06"})
	r = extractText(t, "В 1905 г. Пётр Сомов служил в Томске. В июне 1910 г. он был арестован в Петербурге; потом снова Томск.")
	wantExactly(t, "events", eventList(r), []string{"other geonames:1489425 1905", "other geonames:498817 1910-06", "other geonames:1489425 1910-06"})
}

// The Kara katorga of Transbaikalia, which cities1000 lacks, is where
// «на Кару» sends a prisoner, not the town of Kara in Togo.
func TestKindKaraKatorga(t *testing.T) {
	r := extractText(t, "В 1880 году Петров жил в Иркутске. В 1881 году его отправили на Кару.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:2023469→overlay:kara-katorga 1881"})
}

// A visitor who comes «к нему» comes to where the person the text last
// told of is: the visitor's leg ends there, and the visit is an event
// there («к нему приехал Сидоров из Киева»).
func TestKindVisitorComesToPersonsPlace(t *testing.T) {
	r := extractText(t, "В 1905 году Петров жил в Москве. В 1906 году к нему приехал Сидоров из Киева.")
	wantExactly(t, "movements", moveList(r), []string{"Сидоров: geonames:703448→geonames:524901 1906"})
	wantAll(t, "events", eventList(r), []string{"trip geonames:524901 1906"})
	r = extractText(t, "В 1905 году Петров жил в Москве. В 1906 году Петров поехал к нему в Киев.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:524901→geonames:703448 1906"})
}

// A toponym that also reads as a verb in the first person («Вильну»:
// «вильнуть») is no sign that the text speaks of its writer: «В Вильну
// переехал в 1885 году» is the last person's move.
func TestKindToponymReadAsFirstPersonVerb(t *testing.T) {
	r := extractText(t, "В 1880 году Петров жил в Москве. В Вильну переехал в 1885 году.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:524901→geonames:593116 1885"})
}

// What comes «затем» after a stay told by its end («где пробыл до 1884
// года, затем вернулся в Москву») comes when the stay ended, not at the
// sentence's first date.
func TestKindAfterStayUntil(t *testing.T) {
	r := extractText(t, "В 1880 году Петров жил в Москве. В 1881 году он уехал в Киев, где пробыл до 1884 года, затем вернулся в Москву.")
	wantExactly(t, "movements", moveList(r), []string{"Петров: geonames:524901→geonames:703448 1881", "Петров: geonames:703448→geonames:524901 1884"})
	r = extractText(t, "В 1880 году Петров жил в Москве. В 1881 году он уехал в Киев. Там он прожил до 1884 года, после чего вернулся в Москву.")
	wantAll(t, "movements", moveList(r), []string{"Петров: geonames:703448→geonames:524901 1884"})
}
