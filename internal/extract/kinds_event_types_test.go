package extract

import "testing"

// An official named by the adjective of his town («Казанский губернатор
// принял его», «его принял одесский градоначальник») is a person who
// receives the one the text follows: an audience at that town, a meeting,
// not a town that hosts a newcomer («Киев встретил его»).
func TestTypesOfficialOfTownReceives(t *testing.T) {
	const kazan, odessa, tiflis = "geonames:551487", "geonames:698740", "geonames:611717"
	for _, tt := range []struct{ text, want string }{
		{"В 1885 г. Сомов жил в Казани. Казанский губернатор принял его весьма любезно.", "meeting " + kazan + " 1885"},
		{"В 1885 г. Сомов приехал в Казань. Казанский губернатор встретил его на пристани.", "meeting " + kazan + " 1885"},
		{"В 1885 г. Сомов приехал в Одессу. 5 мая его принял одесский градоначальник.", "meeting " + odessa + " 1885-05-05"},
		{"В 1885 г. Сомов приехал в Тифлис. Тифлисский военный губернатор принял нас в своём дворце.", "meeting " + tiflis + " 1885"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{tt.want})
	}
}

// Going somewhere to live there is a change of residence, whatever the
// verb of motion: for good («на постоянное жительство», «отправили на
// жительство»), to the place of one's service or exile («прибыл к месту
// службы в Ташкент»), or to live with one's family («уехал к родным в
// Москву»). Visiting them («ездил к родителям») stays a trip.
func TestTypesGoingToLiveThere(t *testing.T) {
	const tula, moscow, kiev, tashkent, yakutsk, vologda = "geonames:480562", "geonames:524901", "geonames:703448", "geonames:1512569", "geonames:2013159", "geonames:472459"
	for _, tt := range []struct{ text, typ, to, when string }{
		{"В 1889 г. Сомов жил в Туле. В 1890 г. он приехал в Москву на постоянное жительство.", "relocation", moscow, "1890"},
		{"В 1889 г. Сомов жил в Туле. В 1890 г. его отправили на жительство в Вологду.", "relocation", vologda, "1890"},
		{"В 1889 г. Сомов жил в Туле. В 1890 г. он прибыл к месту службы в Ташкент.", "relocation", tashkent, "1890"},
		{"В 1889 г. Сомов жил в Туле. В 1890 г. он прибыл к месту ссылки, в Якутск.", "relocation", yakutsk, "1890"},
		{"В 1889 г. Сомов жил в Туле. В 1890 г. он уехал к родным в Москву.", "relocation", moscow, "1890"},
		{"В 1889 г. Сомов жил в Туле. Летом 1890 г. он ездил к родителям в Киев.", "trip", kiev, "1890-22"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{tt.typ + " " + tt.to + " " + tt.when})
		wantAll(t, tt.text, moveList(r), []string{"Сомов: " + tula + "→" + tt.to + " " + tt.when})
	}
}

// A place that is the subject of «быть» with a noun in the instrumental,
// or of a verb of fame, is described, dated or not («Тифлис в то время был
// большим торговым городом», «Казань славилась своим университетом»,
// «В 1891 г. Казань являлась крупнейшим городом Поволжья»): no event at it
// nor at the places of its predicate. A passive («Москва была взята») or a
// person's stay («Сомов был в Москве») still tells what happened.
func TestTypesPlaceDescribed(t *testing.T) {
	const tiflis, kazan, moscow = "geonames:611717", "geonames:551487", "geonames:524901"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1890 г. Сомов приехал в Тифлис. Тифлис в то время был большим торговым городом.", []string{"trip " + tiflis + " 1890"}},
		{"В 1890 г. Сомов приехал в Тифлис. В 1890-х годах Тифлис был для оперы городом не хуже Киева.", []string{"trip " + tiflis + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. Казань славилась своим университетом.", []string{"relocation " + kazan + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. В 1891 г. Казань являлась крупнейшим городом Поволжья.", []string{"relocation " + kazan + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. В 1891 г. Москва была взята.", []string{"relocation " + kazan + " 1890", "other " + moscow + " 1891"}},
		{"В 1890 г. Сомов жил в Казани. В 1891 г. Сомов был в Москве.", []string{"relocation " + kazan + " 1890", "other " + moscow + " 1891"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A goal put before a verb of wish or intent («В Москву он думал поехать
// весной», «В Париж он мечтал попасть») and a place of the writer's own
// future («Приеду в Москву к 5 августа», «5 августа буду в Москве») are
// meant, not reached: no event there, dated or not. Where one is when one
// means something stays a place («В Каире он задумал созвать съезд»).
func TestTypesMeantGoalDated(t *testing.T) {
	const kazan = "geonames:551487"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1890 г. Сомов жил в Казани. В Москву он думал поехать весной.", []string{"relocation " + kazan + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. В Москву он собирался весной.", []string{"relocation " + kazan + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. В Париж он мечтал попасть всю жизнь.", []string{"relocation " + kazan + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. В Москву буду к 5 августа.", []string{"relocation " + kazan + " 1890"}},
		{"Казань, 1 мая 1890 г. Дорогая Надя! Приеду в Москву к 5 августа.", nil},
		{"Казань, 1 мая 1890 г. Дорогая Надя! 5 августа буду в Москве.", nil},
		{"Казань, 1 мая 1890 г. Дорогая Надя! В Крым хочу поехать летом.", nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
	r := extractText(t, "В 1890 г. Сомов жил в Москве. В 1891 г. в Казани он задумал издавать газету.")
	wantAll(t, "intent where one is", eventList(r), []string{"other " + kazan + " 1891"})
}

// Something that came to the person from a place («получил письмо из
// Киева», «Из Петербурга пришёл приказ о его высылке», «Из Москвы ему
// прислали деньги») names whence it came: nothing of the person's happens
// there. A message sent from where the writer is stays there («отправил
// из Казани письмо брату»).
func TestTypesReceivedFromPlace(t *testing.T) {
	const kazan = "geonames:551487"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1890 г. Сомов жил в Казани. Он получил письмо из Киева.", []string{"relocation " + kazan + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. 5 мая он получил из Киева телеграмму о болезни матери.", []string{"relocation " + kazan + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. Из Петербурга пришёл приказ о его высылке.", []string{"relocation " + kazan + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. В мае из Петербурга пришло разрешение вернуться.", []string{"relocation " + kazan + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. Из Москвы ему прислали деньги.", []string{"relocation " + kazan + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. 5 мая он отправил из Казани письмо брату.", []string{"relocation " + kazan + " 1890", "other " + kazan + " 1890-05-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A journey's goal followed by a «где» clause of staying on dated only by
// its end («приехал в Казань, где пробыл до 12 мая») lasts from the
// arrival to that end, as a residence does («уехал в Казань, где прожил
// до 1895 г.»); a stay of days stays a trip.
func TestTypesTripStayUntil(t *testing.T) {
	const kazan = "geonames:551487"
	for _, tt := range []struct{ text, want string }{
		{"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он приехал в Казань, где пробыл до 12 мая.", "trip " + kazan + " 1891-05-05/1891-05-12"},
		{"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он приехал в Казань, где оставался до 12 мая.", "trip " + kazan + " 1891-05-05/1891-05-12"},
		{"В 1890 г. Сомов жил в Москве. В 1891 г. он уехал в Казань, где прожил до 1895 г.", "relocation " + kazan + " 1891/1895"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{tt.want})
	}
}

// A dated return to a place named, in a clause of its own after a comma,
// after a journey out to somewhere («летом уехал в Тифлис, осенью
// вернулся в Одессу») is a leg of its own that ends the journey, a trip,
// as it is after «а» or in a sentence of its own. A return to the place
// just left («выехал из Москвы и в июле вернулся в Москву») stays one
// journey.
func TestTypesReturnAfterCommaEndsJourney(t *testing.T) {
	const odessa, tiflis = "geonames:698740", "geonames:611717"
	for _, text := range []string{
		"В 1869 г. я жил в Одессе. Летом 1870 г. я уехал в Тифлис, осенью вернулся в Одессу.",
		"В 1869 г. я жил в Одессе. Летом 1870 г. я уехал к матери в Тифлис, осенью вернулся в Одессу.",
		"В 1869 г. я жил в Одессе. Летом 1870 г. я уехал в Тифлис, а осенью вернулся в Одессу.",
	} {
		r := extractText(t, text)
		wantAll(t, text, eventList(r), []string{"trip " + tiflis + " 1870-22", "trip " + odessa + " 1870-23"})
		wantAll(t, text, moveList(r), []string{"Рассказчик: " + odessa + "→" + tiflis + " 1870-22", "Рассказчик: " + tiflis + "→" + odessa + " 1870-23"})
	}
	r := extractText(t, "В мае 1880 г. он выехал из Москвы и в июле вернулся в Москву.")
	if got := eventList(r); len(got) != 1 {
		t.Errorf("events %q: want one, at the return", got)
	}
}

// An entry's heading of years with the places of birth and death and no
// comma before the dash («(1850, Орёл — 1910, Ялта)») dates the death by
// its year, as one with a comma does: the death at its place is of 1910,
// and the body's «Ум. в Ялте» is that same event.
func TestTypesHeadingYearsWithPlaces(t *testing.T) {
	const orel, yalta, spb = "geonames:515012", "geonames:688533", "geonames:498817"
	r := extractText(t, "СОМОВ Пётр Иванович (1850, Орёл — 1910, Ялта), врач. В 1880 переехал в Петербург. Ум. в Ялте.")
	wantExactly(t, "events", eventList(r), []string{"other " + orel + " 1850", "other " + yalta + " 1910", "relocation " + spb + " 1880"})
	r = extractText(t, "ИВАНОВ Пётр Петрович (1856, Тула — 1922, Париж), художник.")
	wantAll(t, "events", eventList(r), []string{"other geonames:2988507 1922"})
}

// A message whose words are quoted («…», — телеграфировал начальник
// управления) comes from no place its quotation names: «из Батума» in the
// quotation is where the person came from, and the arrival is a trip to
// Tiflis, not a report written at Batum.
func TestTypesQuotedOriginIsNoSender(t *testing.T) {
	const tiflis, batum = "geonames:611717", "geonames:615532"
	for _, text := range []string{
		"«5 мая 1901 г. Сомов прибыл в Тифлис из Батума», — телеграфировал начальник жандармского управления.",
		"«5 мая 1901 г. Сомов прибыл в Тифлис из Батума», — сообщал пристав.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, eventList(r), []string{"trip " + tiflis + " 1901-05-05"})
		wantExactly(t, text, moveList(r), []string{"Сомов: " + batum + "→" + tiflis + " 1901-05-05"})
	}
}

// A record quoted before its attribution («…», — сообщал Департамент
// полиции) is told as a narrative is: a dated «откуда» clause and a dated
// sentence after a full stop inside the quotation are clauses of their
// own, and living at a place is a residence there; the move from it, a
// record's «выбыл в», is a change of residence too (see
// TestTypesRecordOfLeaving).
func TestTypesQuotedRecordClauses(t *testing.T) {
	const baku, tiflis = "geonames:587084", "geonames:611717"
	for _, text := range []string{
		"«В 1900 г. Сомов проживал в Баку, откуда в марте 1901 г. выбыл в Тифлис», — сообщал Департамент полиции.",
		"«В 1900 г. Сомов проживал в Баку. В марте 1901 г. он выбыл в Тифлис», — сообщал Департамент полиции.",
	} {
		r := extractText(t, text)
		wantAll(t, text, eventList(r), []string{"relocation " + baku + " 1900", "relocation " + tiflis + " 1901-03"})
		wantExactly(t, text, moveList(r), []string{"Сомов: " + baku + "→" + tiflis + " 1901-03"})
	}
}

// Police records' words for an expulsion or a transfer under guard
// («выселен из Баку в Тифлис», «выдворен в Тифлис», «этапирован в
// Тифлис») are exile, a change of residence with its leg; a registered
// residence («прописан в Тифлисе») is one too.
func TestTypesPoliceExileWords(t *testing.T) {
	const baku, tiflis = "geonames:587084", "geonames:611717"
	for _, tt := range []struct {
		text string
		move bool
	}{
		{"В 1900 г. Сомов проживал в Баку. В марте 1901 г. он выселен из Баку в Тифлис.", true},
		{"В 1900 г. Сомов проживал в Баку. В марте 1901 г. он выдворен в Тифлис.", true},
		{"В 1900 г. Сомов проживал в Баку. В марте 1901 г. он этапирован в Тифлис.", true},
		{"В 1900 г. Сомов проживал в Баку. В марте 1901 г. его выселили в Тифлис.", true},
		{"В 1900 г. Сомов проживал в Баку. В марте 1901 г. он прописан в Тифлисе.", false},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{"relocation " + tiflis + " 1901-03"})
		if tt.move {
			wantExactly(t, tt.text, moveList(r), []string{"Сомов: " + baku + "→" + tiflis + " 1901-03"})
		}
	}
}

// Under a heading or dateline that puts the writer at a place, «был в X»
// elsewhere («Москва, 5 января 1891 г. … На днях был в Петербурге у
// Ивановых») tells a visit there, a trip, with no journey told before.
func TestTypesBeenElsewhereUnderHeading(t *testing.T) {
	const moscow, spb, mtskheta = "geonames:524901", "geonames:498817", "geonames:612890"
	r := extractText(t, "Москва, 5 января 1891 г. Милый брат! Пишу тебе из Москвы. На днях был в Петербурге у Ивановых.")
	wantAll(t, "letter", eventList(r), []string{"other " + moscow + " 1891-01-05", "trip " + spb + " 1891-01-05"})
	r = extractText(t, "ТИФЛИС, 12 мая 1905 г. Вчера я был в Мцхете.")
	wantAll(t, "dateline", eventList(r), []string{"trip " + mtskheta + " 1905-05-11"})
}

// A town's adjective that says whose a relative or an acquaintance is
// («женился на дочери бывшего тверского губернатора», «был знаком с
// петербургским профессором») places nothing at the town; a meeting with
// the town's official stays there («встретился с казанским губернатором»).
func TestTypesRelativeOfTownsman(t *testing.T) {
	const kazan = "geonames:551487"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1886 г. Сомов женился на дочери бывшего тверского губернатора.", nil},
		{"В 1886 г. Сомов женился на дочери тверского купца.", nil},
		{"В 1890 г. Сомов жил в Казани. Он был знаком с петербургским профессором Ивановым.", []string{"relocation " + kazan + " 1890"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
	r := extractText(t, "В 1890 г. Сомов приехал в Казань. 5 мая он встретился с казанским губернатором.")
	wantAll(t, "meeting", eventList(r), []string{"meeting " + kazan + " 1890-05-05"})
}

// Reading for oneself («читал книги по истории», «читал петербургские
// газеты») is no lecture, and the town a newspaper's adjective names
// places nothing there; lectures read stay lectures («читал лекции»).
func TestTypesReadingThePress(t *testing.T) {
	const kazan, moscow = "geonames:551487", "geonames:524901"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1890 г. Сомов жил в Казани. Он читал петербургские газеты.", []string{"relocation " + kazan + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. Он писал в московских журналах.", []string{"relocation " + kazan + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. В Казани он читал книги по истории.", []string{"relocation " + kazan + " 1890", "other " + kazan + " 1890"}},
		{"В 1890 г. Сомов жил в Казани. В 1891 г. он читал в Москве публичные лекции.", []string{"relocation " + kazan + " 1890", "lecture " + moscow + " 1891"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A person sent with a thing to deliver («его отправили в Москву с письмом
// к министру», «послан курьером в Петербург») or sent at all («был послан
// в Петербург») goes there, a trip with its leg; the thing sent alone
// («отправил в Москву рукопись», «рукопись была послана в Москву») moves
// no one.
func TestTypesSentOnErrand(t *testing.T) {
	const kazan, moscow, spb = "geonames:551487", "geonames:524901", "geonames:498817"
	for _, tt := range []struct{ text, to, when string }{
		{"В 1890 г. Сомов жил в Казани. Его отправили в Москву с письмом к министру.", moscow, "1890"},
		{"В 1890 г. Сомов жил в Казани. В 1891 г. его отправили в Москву с донесением.", moscow, "1891"},
		{"В 1890 г. Сомов жил в Казани. В 1891 г. он был послан курьером в Петербург.", spb, "1891"},
		{"В 1890 г. Сомов жил в Казани. В 1891 г. он был послан в Петербург.", spb, "1891"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{"trip " + tt.to + " " + tt.when})
		wantExactly(t, tt.text, moveList(r), []string{"Сомов: " + kazan + "→" + tt.to + " " + tt.when})
	}
	for _, text := range []string{
		"В 1890 г. Сомов жил в Казани. В 1891 г. он отправил в Москву рукопись.",
		"В 1890 г. Сомов жил в Казани. В 1891 г. рукопись была послана в Москву.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, moveList(r), nil)
	}
}

// Vessels or trains in the plural that run a service («Из Казани в Москву
// ходили пароходы», «Между Казанью и Нижним Новгородом курсировали
// пароходы») tell no one's journey: no event, no leg. A person's own
// voyage («мы на пароходе пошли в Астрахань») stays one.
func TestTypesServiceRuns(t *testing.T) {
	const kazan, astrakhan = "geonames:551487", "geonames:580497"
	for _, text := range []string{
		"В 1890 г. Сомов жил в Казани. Из Казани в Москву ходили пароходы.",
		"В 1890 г. Сомов жил в Казани. Между Казанью и Нижним Новгородом курсировали пароходы.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, eventList(r), []string{"relocation " + kazan + " 1890"})
		wantExactly(t, text, moveList(r), nil)
	}
	r := extractText(t, "В 1890 г. мы жили в Казани. 5 мая 1891 г. мы на пароходе пошли в Астрахань.")
	wantAll(t, "voyage", eventList(r), []string{"trip " + astrakhan + " 1891-05-05"})
}
