package extract

import (
	"strings"
	"testing"
)

// People a possessive pronoun owns, the object of a verb of sending or
// carrying («его товарищей выслали в Вятку», «власти выслали его брата»,
// «её мужа перевели», «моих товарищей выслали»), make the journey, not the
// person the pronoun points to: that person's next leg leaves from where
// they were. The pronoun as the object («его выслали», «по просьбе его
// друзей его перевели», «его отправили курьером») still moves the person.
func TestLegsOwnedPeopleSent(t *testing.T) {
	const kazan, samara, vyatka, moscow = "geonames:551487", "geonames:499099", "geonames:548408", "geonames:524901"
	for _, tt := range []struct{ text, who, want string }{
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. его товарищей выслали в Вятку. В 1908 г. он уехал в Самару.", "Пётр Сомов", "1908"},
		{"В 1906 г. Пётр Сомов жил в Казани. Летом 1907 г. в Вятку сослали его старых друзей. В 1908 г. он уехал в Самару.", "Пётр Сомов", "1908"},
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. власти выслали его брата в Вятку. В 1908 г. он уехал в Самару.", "Пётр Сомов", "1908"},
		{"В 1906 г. Анна Сомова жила в Казани. В 1907 г. её мужа перевели в Вятку. В 1908 г. она уехала в Самару.", "Анна Сомова", "1908"},
		{"В 1906 г. я жил в Казани. В 1907 г. моих товарищей выслали в Вятку. В 1908 г. я уехал в Самару.", "Рассказчик", "1908"},
		{"Поднадзорный Пётр Сомов проживает в Казани. 12 мая 1907 г. его сообщников отправили в Вятку. 20 мая он выбыл в Самару.", "Пётр Сомов", "1907-05-20"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, movesOf(r, tt.who), []string{tt.who + ": " + kazan + "→" + samara + " " + tt.want})
		if len(moveList(r)) != 2 {
			t.Errorf("%s: want the others' leg to Vyatka as well, got %q", tt.text, moveList(r))
		}
	}
	for _, text := range []string{
		"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. его выслали в Вятку.",
		"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. по просьбе его друзей его перевели в Вятку.",
		"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. Сомова и его товарищей выслали в Вятку.",
	} {
		wantOnlyMove(t, text, "Пётр Сомов: "+kazan+"→"+vyatka+" 1907")
	}
	wantOnlyMove(t, "В 1906 г. Пётр Сомов жил в Казани. В 1907 г. его отправили курьером в Москву.", "Пётр Сомов: "+kazan+"→"+moscow+" 1907")
}

// Another person named by a singular common noun after a verb of arriving
// that names only where they came from («Из Москвы прибыл курьер»,
// «вернулся курьер», «прибыл фельдъегерь с пакетом») arrives where the text
// is: theirs is the leg, from the place named to the followed person's
// place, and the followed person's next leg leaves from where they were,
// not from the newcomer's origin.
func TestLegsNewcomerArrivesWhereTextIs(t *testing.T) {
	const kazan, samara, moscow, petersburg = "geonames:551487", "geonames:499099", "geonames:524901", "geonames:498817"
	for _, tt := range []struct{ text, who, want string }{
		{"В 1906 г. Пётр Сомов жил в Казани. Из Москвы прибыл курьер. В 1907 г. он уехал в Самару.",
			"Пётр Сомов", "курьер: " + moscow + "→" + kazan + " 1906|Пётр Сомов: " + kazan + "→" + samara + " 1907"},
		{"В 1906 г. Пётр Сомов жил в Казани. Из Петербурга приехал ревизор. В 1907 г. он уехал в Самару.",
			"Пётр Сомов", "ревизор: " + petersburg + "→" + kazan + " 1906|Пётр Сомов: " + kazan + "→" + samara + " 1907"},
		{"В 1906 г. Пётр Сомов жил в Казани. В мае 1907 г. из Москвы вернулся курьер. В 1908 г. он уехал в Самару.",
			"Пётр Сомов", "курьер: " + moscow + "→" + kazan + " 1907-05|Пётр Сомов: " + kazan + "→" + samara + " 1908"},
		{"12 мая 1907 г. я был в Казани. Вечером из Петербурга прибыл фельдъегерь с пакетом. 14 мая я выехал в Самару.",
			"Рассказчик", "фельдъегерь: " + petersburg + "→" + kazan + " 1907-05-12|Рассказчик: " + kazan + "→" + samara + " 1907-05-14"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), strings.Split(tt.want, "|"))
		for _, e := range eventList(r) {
			if strings.HasPrefix(e, "trip "+moscow) || strings.HasPrefix(e, "trip "+petersburg) {
				t.Errorf("%s: a trip at the newcomer's origin: %q", tt.text, eventList(r))
			}
		}
	}
}

// A return that names no place («В 1908 г. он вернулся», «а осенью
// вернулся») after a journey of several stops told in one sentence
// («побывал в Москве и Твери», «уехал в Москву, оттуда в Тверь», «съездил
// в Москву, потом в Тверь», «совершил поездку в Москву и Тверь») goes from
// the last stop back to where the journey set out from, not to the stop
// before the last. After legs told in sentences of their own, it goes back
// to the place before the last («переехал в Москву. … уехал в Тверь. …
// вернулся»: to Moscow).
func TestLegsReturnAfterJourneyOfStops(t *testing.T) {
	const kazan, moscow, tver = "geonames:551487", "geonames:524901", "geonames:480060"
	for _, tt := range []struct{ text, who, there, back string }{
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. он побывал в Москве и Твери. В 1908 г. он вернулся.", "Пётр Сомов", "1907", "1908"},
		{"В 1906 г. Пётр Сомов жил в Казани. Летом 1907 г. он посетил Москву и Тверь, а осенью вернулся.", "Пётр Сомов", "1907-22", "1907-23"},
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. он ездил в Москву и Тверь. В 1908 г. он вернулся.", "Пётр Сомов", "1907", "1908"},
		{"В 1906 г. Пётр Сомов жил в Казани. В мае 1907 г. он уехал в Москву, оттуда в Тверь. В июне он вернулся.", "Пётр Сомов", "1907-05", "1907-06"},
		{"Я жил тогда в Казани. В мае 1907 г. я съездил в Москву, потом в Тверь. В июне я вернулся домой.", "Рассказчик", "1907-05", "1907-06"},
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. он совершил поездку в Москву и Тверь. В 1908 г. он вернулся.", "Пётр Сомов", "1907", "1908"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), []string{
			tt.who + ": " + kazan + "→" + moscow + " " + tt.there,
			tt.who + ": " + moscow + "→" + tver + " " + tt.there,
			tt.who + ": " + tver + "→" + kazan + " " + tt.back,
		})
	}
	r := extractText(t, "В 1904 г. Пётр Сомов жил в Казани. В 1905 г. он переехал в Москву. В 1907 г. он уехал в Тверь. В 1908 г. он вернулся.")
	wantExactly(t, "legs of their own", moveList(r), []string{
		"Пётр Сомов: " + kazan + "→" + moscow + " 1905",
		"Пётр Сомов: " + moscow + "→" + tver + " 1907",
		"Пётр Сомов: " + tver + "→" + moscow + " 1908",
	})
}

// A stay told with the day it ended («Пробыв там до 12 мая», «прожил здесь
// до 12 мая», «Прожив там до осени», «Прожив здесь до 20 мая») followed in
// its clause by a departure («он уехал в Самару», «я выехал в Тверь»)
// dates the departure by that day, not by «some time before it». A «до»
// with no stay before it («Ещё до 1907 г. он переехал») stays open.
func TestLegsDepartureAtStaysEnd(t *testing.T) {
	const kazan, moscow, samara, tver = "geonames:551487", "geonames:524901", "geonames:499099", "geonames:480060"
	for _, tt := range []struct{ text, want string }{
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. он приехал в Москву. Пробыв там до 12 мая, он уехал в Самару.", "Пётр Сомов: " + moscow + "→" + samara + " 1907-05-12"},
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. он приехал в Москву. Пробыв в Москве до 12 мая, он уехал в Самару.", "Пётр Сомов: " + moscow + "→" + samara + " 1907-05-12"},
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. он приехал в Москву. Он прожил здесь до 12 мая и уехал в Самару.", "Пётр Сомов: " + moscow + "→" + samara + " 1907-05-12"},
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. он приехал в Москву. Прожив там до осени, он уехал в Самару.", "Пётр Сомов: " + moscow + "→" + samara + " 1907-23"},
		{"Я прибыл в Москву 2 мая 1907 г. Прожив здесь до 20 мая, я выехал в Тверь.", "Рассказчик: " + moscow + "→" + tver + " 1907-05-20"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, moveList(r), []string{tt.want})
		if n := len(moveList(r)); n > 2 {
			t.Errorf("%s: %d legs: %q", tt.text, n, moveList(r))
		}
	}
	wantOnlyMove(t, "В 1906 г. Пётр Сомов жил в Казани. Ещё до 1907 г. он переехал в Самару.", "Пётр Сомов: "+kazan+"→"+samara+" ../1907")
}

// After a departure or an escape that names no goal, a clause that only
// puts the person somewhere else by a verb of being or living («В 1908 г.
// он был в Женеве», «10 мая он находился в Москве», «В июне он жил в
// Москве») tells where the way led: a leg from the place left (named, or
// where the person was when the departure names none and the stay is dated
// soon after it), running from the departure's date to the stay's when the
// departure is a verb of leaving.
func TestLegsArrivalToldByBeingAfterDeparture(t *testing.T) {
	const kazan, moscow, vyatka, geneva = "geonames:551487", "geonames:524901", "geonames:548408", "geonames:2660646"
	for _, tt := range []struct{ text, want string }{
		{"В 1906 г. Пётр Сомов был сослан в Вятку. В 1907 г. он бежал из Вятки. В 1908 г. он был в Женеве.", "Пётр Сомов: " + vyatka + "→" + geneva + " 1908"},
		{"В 1906 г. Пётр Сомов жил в Казани. 3 мая 1907 г. он покинул Казань. 10 мая он находился в Москве.", "Пётр Сомов: " + kazan + "→" + moscow + " 1907-05-03/1907-05-10"},
		{"В 1906 г. Пётр Сомов жил в Казани. 3 мая 1907 г. он выехал из Казани. В июне он жил в Москве.", "Пётр Сомов: " + kazan + "→" + moscow + " 1907-05-03/1907-06-30"},
		{"В 1906 г. Пётр Сомов жил в Казани. 3 мая 1907 г. он выехал. 10 мая он был в Москве.", "Пётр Сомов: " + kazan + "→" + moscow + " 1907-05-03/1907-05-10"},
		{"Я жил в Казани. 3 мая 1907 г. мы выехали. 10 мая мы были в Москве.", "Рассказчик: " + kazan + "→" + moscow + " 1907-05-03/1907-05-10"},
		{"В 1906 г. Пётр Сомов жил в Казани. 3 мая 1907 г. он выехал из Казани. 10 мая он оказался в Москве.", "Пётр Сомов: " + kazan + "→" + moscow + " 1907-05-03/1907-05-10"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
}

// A person a possessive pronoun owns, named by a noun after its adjectives,
// as the subject of a verb of motion («из Москвы приехал его старый
// учитель», «его старший брат уехал в Москву», «её младшая сестра
// переехала», «его близкий друг отправился») is that other person: the
// journey is theirs, a relative's leaving from the household, and the
// person the pronoun points to stays where they were.
func TestLegsOwnedSubjectAfterAdjectives(t *testing.T) {
	const kazan, samara, moscow = "geonames:551487", "geonames:499099", "geonames:524901"
	for _, tt := range []struct{ text, want string }{
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. из Москвы приехал его старый учитель. В 1908 г. Сомов уехал в Самару.",
			"Пётр Сомов: " + kazan + "→" + samara + " 1908"},
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. его близкий друг отправился в Москву. В 1908 г. Сомов уехал в Самару.",
			"Пётр Сомов: " + kazan + "→" + samara + " 1908"},
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. его старший брат уехал в Москву. В 1908 г. Сомов уехал в Самару.",
			"брат его: " + kazan + "→" + moscow + " 1907|Пётр Сомов: " + kazan + "→" + samara + " 1908"},
		{"В 1906 г. Анна Сомова жила в Казани. В 1907 г. её младшая сестра переехала в Москву. В 1908 г. Сомова уехала в Самару.",
			"сестра ее: " + kazan + "→" + moscow + " 1907|Анна Сомова: " + kazan + "→" + samara + " 1908"},
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. его старший брат уехал в Москву, а в 1908 г. вернулся в Казань.",
			"брат его: " + kazan + "→" + moscow + " 1907|брат его: " + moscow + "→" + kazan + " 1908"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// An escape dated in a sentence of its own, naming where from or nothing
// («3 мая 1907 г. он бежал из Вятки», «бежал из ссылки», «В мае 1907 г.
// он бежал»), is the setting out of the leg a later sentence tells the
// end of («20 мая он прибыл в Женеву», «В июне он был в Женеве»): one
// leg, from the escape's date to the arrival's.
func TestLegsEscapeDatesTheLegsDeparture(t *testing.T) {
	const vyatka, geneva = "geonames:548408", "geonames:2660646"
	for _, tt := range []struct{ text, want string }{
		{"В 1906 г. Пётр Сомов был сослан в Вятку. 3 мая 1907 г. он бежал из Вятки. 20 мая он прибыл в Женеву.", "1907-05-03/1907-05-20"},
		{"В 1906 г. Пётр Сомов был сослан в Вятку. 3 мая 1907 г. он бежал из ссылки. 20 мая он прибыл в Женеву.", "1907-05-03/1907-05-20"},
		{"В 1906 г. Пётр Сомов был сослан в Вятку. В мае 1907 г. он бежал. В июне он был в Женеве.", "1907-05/1907-06"},
		{"В 1906 г. Пётр Сомов был сослан в Вятку. 3 мая 1907 г. Сомов сбежал из Вятки. 20 мая он уже был в Женеве.", "1907-05-03/1907-05-20"},
	} {
		wantOnlyMove(t, tt.text, "Пётр Сомов: "+vyatka+"→"+geneva+" "+tt.want)
	}
}

// A person named in the accusative as the object of a verb of sending or
// carrying, with others after it («Сомова и его жену выслали в Вятку»,
// «Сомова с женой выслали», «власти выслали Сомова с женой», «Сомову с
// детьми выслали»), is the one carried: the leg is the named person's,
// not the relative's named after; of two persons named so («Сомова и
// Петрова выслали»), the one the text follows goes.
func TestLegsNamedObjectCarriedWithOthers(t *testing.T) {
	const kazan, vyatka = "geonames:551487", "geonames:548408"
	for _, tt := range []struct{ text, want string }{
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. Сомова и его жену выслали в Вятку.", "Пётр Сомов: " + kazan + "→" + vyatka + " 1907"},
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. Сомова с женой выслали в Вятку.", "Пётр Сомов: " + kazan + "→" + vyatka + " 1907"},
		{"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. власти выслали Сомова с женой в Вятку.", "Пётр Сомов: " + kazan + "→" + vyatka + " 1907"},
		{"В 1906 г. Анна Сомова жила в Казани. В 1907 г. Сомову с детьми выслали в Вятку.", "Анна Сомова: " + kazan + "→" + vyatka + " 1907"},
		{"Поднадзорный Пётр Сомов проживает в Казани. 12 мая 1907 г. Сомова вместе с семьёй препроводили в Вятку.", "Пётр Сомов: " + kazan + "→" + vyatka + " 1907-05-12"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
	// Two persons named so («Сомова и Петрова выслали»): the person the
	// text follows is carried.
	for _, text := range []string{
		"В 1906 г. Пётр Сомов и Иван Петров жили в Казани. В 1907 г. Сомова и Петрова выслали в Вятку.",
		"В 1906 г. Пётр Сомов жил в Казани. В 1907 г. в Вятку выслали Сомова и Петрова.",
	} {
		wantExactly(t, text, movesOf(extractText(t, text), "Пётр Сомов"), []string{"Пётр Сомов: " + kazan + "→" + vyatka + " 1907"})
	}
}
