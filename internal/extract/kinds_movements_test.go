package extract

import "testing"

// A role word capitalised only because it opens the sentence, before a
// full name («Поднадзорный Пётр Сомов выбыл…», «Студент Пётр Сомов
// выехал…»), says what the person is: the name after it is the traveller,
// and the leg is theirs.
func TestMovesRoleWordBeforeFullName(t *testing.T) {
	const tver, moscow = "geonames:480060", "geonames:524901"
	for _, tt := range []struct{ text, want string }{
		{"Поднадзорный Пётр Сомов 3 мая 1903 г. выбыл из Твери в Москву.", "Пётр Сомов: " + tver + "→" + moscow + " 1903-05-03"},
		{"Ссыльный Пётр Сомов 3 мая 1903 г. выехал из Твери в Москву.", "Пётр Сомов: " + tver + "→" + moscow + " 1903-05-03"},
		{"Студент Пётр Сомов в 1903 г. выехал из Твери в Москву.", "Пётр Сомов: " + tver + "→" + moscow + " 1903"},
		{"Крестьянин Иван Петров в 1903 г. выехал из Твери в Москву.", "Иван Петров: " + tver + "→" + moscow + " 1903"},
		{"Пётр Сомов жил в Твери. Ссыльный Иван Петров в 1903 г. выехал оттуда в Москву.", "Иван Петров: " + tver + "→" + moscow + " 1903"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
}

// A list of towns after one verb of travel or visit, when the text has
// told no place of the traveller before («в 1900 г. побывал в Москве,
// Киеве и Одессе»), still goes from each town to the next.
func TestMovesListWithNoPlaceBefore(t *testing.T) {
	const moscow, kiev, odessa = "geonames:524901", "geonames:703448", "geonames:698740"
	for _, text := range []string{
		"В 1900 г. Сомов побывал в Москве, Киеве и Одессе.",
		"В 1900 г. Сомов посетил Москву, Киев и Одессу.",
		"В 1900 г. Сомов ездил в Москву, Киев и Одессу.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, moveList(r), []string{"Сомов: " + moscow + "→" + kiev + " 1900", "Сомов: " + kiev + "→" + odessa + " 1900"})
	}
	r := extractText(t, "В 1900 г. я побывал в Москве, Киеве и Одессе.")
	wantExactly(t, "narrator", moveList(r), []string{"Рассказчик: " + moscow + "→" + kiev + " 1900", "Рассказчик: " + kiev + "→" + odessa + " 1900"})
}

// Many others named by a plural common noun as the subject of a verb of
// motion («Из Москвы к нему приезжали товарищи», «Летом из Петербурга
// туда прибыли жандармы») make the journey themselves: the person the
// text follows stays where they were, and the next clause is about them.
func TestMovesOthersByCommonNoun(t *testing.T) {
	const kazan, samara = "geonames:551487", "geonames:499099"
	for _, text := range []string{
		"В 1906 г. Пётр Сомов жил в Казани. Из Москвы к нему приезжали товарищи. В 1907 г. уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. Туда из Москвы приехали студенты. В 1907 г. он уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. Летом из Петербурга туда прибыли жандармы. В 1907 г. он уехал в Самару.",
	} {
		wantExactly(t, text, movesOf(extractText(t, text), "Пётр Сомов"), []string{"Пётр Сомов: " + kazan + "→" + samara + " 1907"})
	}
}

// An entry's heading that gives the life by years and places with no
// comma before the dash («(1870, Казань — 1930, Москва)») dates the death
// by its own year, and the body's first move leaves from the birthplace.
func TestMovesLifeSpanHeadingYears(t *testing.T) {
	const kazan, moscow, petersburg = "geonames:551487", "geonames:524901", "geonames:498817"
	for _, text := range []string{
		"Сомов Пётр Иванович (1870, Казань — 1930, Москва). В 1890 переехал в Петербург.",
		"Сомов Пётр Иванович (1870, Казань – 1930, Москва), поэт. В 1890 переехал в Петербург.",
	} {
		r := extractText(t, text)
		wantAll(t, text, eventList(r), []string{"other " + kazan + " 1870", "other " + moscow + " 1930"})
		wantExactly(t, text, moveList(r), []string{"Сомов Пётр Иванович: " + kazan + "→" + petersburg + " 1890"})
	}
}

// A surname with the initials after it, as lists and dossiers write it
// («Сомов П. И. выбыл…»), names the person even at the sentence's start,
// where a lone unknown capitalised word names no one.
func TestMovesSurnameBeforeInitials(t *testing.T) {
	const tver, moscow = "geonames:480060", "geonames:524901"
	for _, tt := range []struct{ text, want string }{
		{"Сомов П. И. 3 мая 1903 г. выбыл из Твери в Москву.", "П. И. Сомов: " + tver + "→" + moscow + " 1903-05-03"},
		{"Сомов П. И. проживал в Твери. 3 мая 1903 г. выбыл в Москву.", "П. И. Сомов: " + tver + "→" + moscow + " 1903-05-03"},
		{"Сомов П. проживал в Твери. 3 мая 1903 г. выбыл в Москву.", "П. Сомов: " + tver + "→" + moscow + " 1903-05-03"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
}

// A town's adjective before the noun of an institution in an oblique case
// («окончил Казанскую гимназию», «Казанскую женскую гимназию») is the
// town, though the dictionary also reads a surname in it: the school is
// there, and the next move leaves from there.
func TestMovesInstitutionAdjectiveNotSurname(t *testing.T) {
	const kazan, moscow = "geonames:551487", "geonames:524901"
	for _, text := range []string{
		"В 1889 г. Пётр Сомов окончил Казанскую гимназию. В 1890 г. уехал в Москву.",
		"В 1889 г. Пётр Сомов окончил Казанскую женскую гимназию. В 1890 г. уехал в Москву.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, moveList(r), []string{"Пётр Сомов: " + kazan + "→" + moscow + " 1890"})
	}
	r := extractText(t, "В 1889 г. Пётр Сомов окончил Казанскую гимназию.")
	wantExactly(t, "school", eventList(r), []string{"school " + kazan + " 1889"})
}

// An institution named by its town's adjective with no preposition before
// the verb of motion of the same sentence («окончил Казанский университет
// и в 1890 г. уехал в Москву») is where the person left from.
func TestMovesInstitutionBeforeMotionSameSentence(t *testing.T) {
	const kazan, saratov, moscow = "geonames:551487", "geonames:498677", "geonames:524901"
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов окончил Казанский университет и в 1890 г. уехал в Москву.", "Пётр Сомов: " + kazan + "→" + moscow + " 1890"},
		{"Пётр Сомов окончил Саратовскую гимназию и в 1890 г. уехал в Москву.", "Пётр Сомов: " + saratov + "→" + moscow + " 1890"},
		{"Пётр Сомов окончил Казанскую гимназию и в 1890 г. уехал в Москву.", "Пётр Сомов: " + kazan + "→" + moscow + " 1890"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
}

// Sent to the disposal of an official or office named by its town's
// adjective («выслан в распоряжение иркутского генерал-губернатора»,
// «препровождён в распоряжение тульского губернатора») is sent to that
// town: a leg from the person's last place.
func TestMovesSentToOfficialsDisposal(t *testing.T) {
	const kazan, irkutsk, tula = "geonames:551487", "geonames:2023469", "geonames:480562"
	for _, tt := range []struct{ text, want string }{
		{"В 1900 г. Пётр Сомов жил в Казани. В 1901 г. выслан в распоряжение иркутского генерал-губернатора.", "Пётр Сомов: " + kazan + "→" + irkutsk + " 1901"},
		{"В 1900 г. Пётр Сомов жил в Казани. В 1901 г. препровождён в распоряжение тульского губернатора.", "Пётр Сомов: " + kazan + "→" + tula + " 1901"},
		{"В 1900 г. Пётр Сомов жил в Казани. 3 мая 1901 г. он был отправлен в распоряжение тульского губернатора.", "Пётр Сомов: " + kazan + "→" + tula + " 1901-05-03"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
}

// A departure told in one dated entry and the arrival at the same goal in
// a later entry («Ницца, 3 января. Мы уезжаем в Рим.» … «Рим, 10 января.
// Вчера приехали в Рим.») are one leg from the one day to the other, and
// the event at the goal is the arrival's: the later entry's heading is no
// date between them.
func TestMovesDepartureAndArrivalInTwoEntries(t *testing.T) {
	const nice, rome = "geonames:2990440", "geonames:3169070"
	for _, text := range []string{
		"Ницца, 3 января 1880 г. Мы уезжаем в Рим.\nРим, 10 января. Вчера приехали в Рим.",
		"Ницца, 3 января 1880 г. Мы уезжаем в Рим.\nРим, 10 января. Приехали сюда вчера.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, eventList(r), []string{"trip " + rome + " 1880-01-09"})
		wantExactly(t, text, moveList(r), []string{"Рассказчик: " + nice + "→" + rome + " 1880-01-03/1880-01-09"})
	}
}

// A journey refused («отказался от поездки в Москву», «отказался ехать в
// Москву») is none: the person stays where they were.
func TestMovesRefusedJourney(t *testing.T) {
	const kazan, samara = "geonames:551487", "geonames:499099"
	for _, text := range []string{
		"В 1906 г. Пётр Сомов жил в Казани. Он отказался от поездки в Москву. В 1907 г. он уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. Он отказался ехать в Москву. В 1907 г. он уехал в Самару.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, moveList(r), []string{"Пётр Сомов: " + kazan + "→" + samara + " 1907"})
	}
}

// A permission refused («Ему не разрешили выехать в Москву», «Полиция не
// позволила ему выехать в Москву», «Ему не было разрешено выехать») moves
// no one, as a permission given does («ему разрешили вернуться»).
func TestMovesPermissionRefused(t *testing.T) {
	const kazan, samara = "geonames:551487", "geonames:499099"
	for _, text := range []string{
		"В 1906 г. Пётр Сомов жил в Казани. Ему не разрешили выехать в Москву. В 1907 г. он уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. Полиция не позволила ему выехать в Москву. В 1907 г. он уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. Ему не было разрешено выехать в Москву. В 1907 г. он уехал в Самару.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, moveList(r), []string{"Пётр Сомов: " + kazan + "→" + samara + " 1907"})
	}
	r := extractText(t, "В 1906 г. Пётр Сомов жил в Казани. В 1907 г. ему разрешили выехать в Москву.")
	wantExactly(t, "allowed", moveList(r), []string{"Пётр Сомов: " + kazan + "→geonames:524901 1907"})
}

// A participle in an oblique case after a comma and another person named
// by a common noun («проводил брата, уезжавшего в Москву», «передал
// письмо товарищу, уезжавшему в Москву») tells that person's journey: the
// person the text follows goes nowhere.
func TestMovesOthersParticipleAfterNoun(t *testing.T) {
	const kazan, samara = "geonames:551487", "geonames:499099"
	for _, text := range []string{
		"В 1906 г. Пётр Сомов жил в Казани. Он проводил брата, уезжавшего в Москву. В 1907 г. он уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. Он передал письмо товарищу, уезжавшему в Москву. В 1907 г. он уехал в Самару.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, moveList(r), []string{"Пётр Сомов: " + kazan + "→" + samara + " 1907"})
	}
}

// A subject pronoun opening a new paragraph after a sentence about a
// relative named only by whose relative they are («Его брат жил в
// Самаре.¶В 1901 г. он уехал в Москву») goes back to the person the text
// follows: the leg is theirs, from their last place.
func TestMovesPronounAfterParagraphBackToPerson(t *testing.T) {
	const kazan, moscow = "geonames:551487", "geonames:524901"
	text := "В 1899 г. Пётр Сомов окончил гимназию. В 1900 г. Сомов жил в Казани. Его брат жил в Самаре.\nВ 1901 г. он уехал в Москву."
	r := extractText(t, text)
	wantExactly(t, text, moveList(r), []string{"Пётр Сомов: " + kazan + "→" + moscow + " 1901"})
}
