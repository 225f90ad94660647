package extract

import "testing"

// An order or permission to go undone by a later clause of its sentence
// that tells the person stayed («Ему было предписано выехать в Вятку, но
// он остался в Казани») moves no one: the next leg leaves from where the
// person was.
func TestJourneysOrderNotCarriedOut(t *testing.T) {
	const kazan, samara = "geonames:551487", "geonames:499099"
	for _, text := range []string{
		"В 1906 г. Пётр Сомов жил в Казани. Ему было предписано выехать в Вятку, но он остался в Казани. В 1907 г. он уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. Ему приказали выехать в Вятку, однако он остался. В 1907 г. он уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. Ему разрешили выехать в Москву, но он оставался в Казани. В 1907 г. он уехал в Самару.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, moveList(r), []string{"Пётр Сомов: " + kazan + "→" + samara + " 1907"})
	}
	r := extractText(t, "В 1906 г. Пётр Сомов жил в Казани. Ему было предписано выехать в Вятку. В 1907 г. он уехал в Самару.")
	wantExactly(t, "carried out", moveList(r), []string{"Пётр Сомов: " + kazan + "→geonames:548408 1906", "Пётр Сомов: geonames:548408→" + samara + " 1907"})
}

// A word for a journey after a verb of remembering or telling
// («вспоминал свою поездку в Париж», «описал своё путешествие в Египет»)
// is a journey told of, not made: no leg, and the next leg leaves from
// where the person was. One made («совершил поездку в Париж») is a leg.
func TestJourneysRememberedOrTold(t *testing.T) {
	const kazan, samara, paris = "geonames:551487", "geonames:499099", "geonames:2988507"
	for _, text := range []string{
		"В 1906 г. Пётр Сомов жил в Казани. Он часто вспоминал свою поездку в Париж. В 1907 г. он уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. Он рассказывал друзьям о путешествии в Египет. В 1907 г. он уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. Он описал своё путешествие в Египет. В 1907 г. он уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. В письмах он вспоминает поездку в Крым. В 1907 г. он уехал в Самару.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, moveList(r), []string{"Пётр Сомов: " + kazan + "→" + samara + " 1907"})
	}
	r := extractText(t, "В 1906 г. Пётр Сомов жил в Казани. Он совершил поездку в Париж.")
	wantExactly(t, "made", moveList(r), []string{"Пётр Сомов: " + kazan + "→" + paris + " 1906"})
}

// Another person named by a singular common noun after the verb of motion
// who comes where the person followed is or to them («Туда прибыл из
// Петербурга жандармский офицер», «Из Москвы к нему приехал товарищ») is
// someone new the clause brings in: the journey is
// theirs, and the person the text follows stays. Before the verb, a
// noun for what the person is («учёный уехал», «балерина уехала») is
// still the person followed.
func TestJourneysOtherBySingularNounAfterVerb(t *testing.T) {
	const kazan, samara = "geonames:551487", "geonames:499099"
	for _, text := range []string{
		"В 1906 г. Пётр Сомов жил в Казани. Туда прибыл из Петербурга жандармский офицер. В 1907 г. он уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. Из Москвы к нему приехал товарищ. В 1907 г. он уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. В Казань приехал новый губернатор. В 1907 г. он уехал в Самару.",
	} {
		wantExactly(t, text, movesOf(extractText(t, text), "Пётр Сомов"), []string{"Пётр Сомов: " + kazan + "→" + samara + " 1907"})
	}
	for _, tt := range []struct{ text, want string }{
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. учёный уехал в Самару.", "Пётр Сомов: " + kazan + "→" + samara + " 1907"},
		{"В 1906 г. Анна Сомова жила в Казани. В 1907 г. балерина уехала в Самару.", "Анна Сомова: " + kazan + "→" + samara + " 1907"},
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. академик переехал в Самару.", "Пётр Сомов: " + kazan + "→" + samara + " 1907"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
}

// Others named by a common noun in the plural as the object of a verb of
// sending or carrying with no subject («В 1907 г. в Вятку выслали многих
// студентов», «Летом в Пермь отправили рабочих») make the journey, from
// the text's place when it names no origin, not the person the text
// follows: the person's next leg leaves from where they were. The person
// as the object («его выслали») still goes.
func TestJourneysOthersSentAsObject(t *testing.T) {
	const kazan, samara, vyatka = "geonames:551487", "geonames:499099", "geonames:548408"
	r := extractText(t, "В 1906 г. Пётр Сомов жил в Казани. В 1907 г. в Вятку выслали многих студентов.")
	wantExactly(t, "others", moveList(r), []string{"студент: " + kazan + "→" + vyatka + " 1907"})
	for _, text := range []string{
		"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. в Вятку выслали многих студентов. В 1908 г. он уехал в Самару.",
		"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. в Пермь отправили рабочих. В 1908 г. он уехал в Самару.",
	} {
		wantExactly(t, text, movesOf(extractText(t, text), "Пётр Сомов"), []string{"Пётр Сомов: " + kazan + "→" + samara + " 1908"})
	}
	for _, text := range []string{
		"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. его выслали в Вятку.",
		"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. его вместе с товарищами выслали в Вятку.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, moveList(r), []string{"Пётр Сомов: " + kazan + "→" + vyatka + " 1907"})
	}
}

// A clause of arrival with «куда» after the place that opens the
// sentence ends at the comma before a pronoun and its verb («В Туле,
// куда Сомов приехал в 1900 г., он пробыл месяц и уехал в Москву»): the
// rest is the sentence's own clause, and its journey leaves from that
// place.
func TestJourneysArrivalClauseAhead(t *testing.T) {
	const tula, moscow, kiev = "geonames:480562", "geonames:524901", "geonames:703448"
	for _, tt := range []struct{ text, want string }{
		{"В Туле, куда Сомов приехал в 1900 г., он пробыл месяц и уехал в Москву.", "Сомов: " + tula + "→" + moscow + " 1900"},
		{"В Туле, куда Пётр Сомов прибыл в 1900 г., он прожил месяц и уехал в Москву.", "Пётр Сомов: " + tula + "→" + moscow + " 1900"},
		{"В Туле, куда Сомов приехал в 1900 г., он пробыл месяц и уехал в Киев.", "Сомов: " + tula + "→" + kiev + " 1900"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
}
