package extract

import (
	"strings"
	"testing"
)

// A country named as the state of the texts' period holds the towns its
// borders then held, not only those of today's country: «вернулся в Россию
// и поселился в Одессе» goes to Odessa (Ukraine today, the Russian Empire
// then), and the country is no stop of its own; «уехал в Германию и
// приехал в Кёнигсберг» likewise. A town the state did not hold
// (Lemberg, Austrian until 1918) stays a stop after the country.
func TestLegsCountryOfThePeriod(t *testing.T) {
	const paris, moscow, vienna = "geonames:2988507", "geonames:524901", "geonames:2761369"
	const odessa, kiev, minsk, riga, tiflis, konigsberg, lvov = "geonames:698740", "geonames:703448", "geonames:625144", "geonames:456172", "geonames:611717", "geonames:554234", "geonames:702550"
	for _, tt := range []struct{ text, want string }{
		{"В 1904 г. Пётр Сомов жил в Париже. В 1905 г. он вернулся в Россию и поселился в Одессе.", "Пётр Сомов: " + paris + "→" + odessa + " 1905"},
		{"В 1904 г. Пётр Сомов жил в Париже. В 1905 г. он вернулся в Россию и приехал в Одессу.", "Пётр Сомов: " + paris + "→" + odessa + " 1905"},
		{"В 1904 г. Пётр Сомов жил в Париже. Весной 1905 г. он вернулся в Россию и поселился в Киеве.", "Пётр Сомов: " + paris + "→" + kiev + " 1905-21"},
		{"В 1904 г. Пётр Сомов жил в Париже. В 1905 г. он возвратился в Россию и приехал в Минск.", "Пётр Сомов: " + paris + "→" + minsk + " 1905"},
		{"В 1904 г. Пётр Сомов жил в Париже. В 1905 г. он вернулся в Россию и поселился в Риге.", "Пётр Сомов: " + paris + "→" + riga + " 1905"},
		{"В 1904 г. Пётр Сомов жил в Париже. В 1905 г. он вернулся в Россию и приехал в Тифлис.", "Пётр Сомов: " + paris + "→" + tiflis + " 1905"},
		{"В 1904 г. Пётр Сомов жил в Москве. В 1905 г. он уехал в Германию и приехал в Кёнигсберг.", "Пётр Сомов: " + moscow + "→" + konigsberg + " 1905"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
	// The state left as the object of a verb of leaving is the territory
	// the journey sets off from.
	r := extractText(t, "В 1847 г. Пётр Сомов навсегда покинул Россию.")
	wantExactly(t, "left", placeIDs(r), []string{"Россию=country:RU"})
	r = extractText(t, "В 1904 г. Пётр Сомов жил в Вене. В 1905 г. он уехал в Россию и приехал во Львов.")
	wantExactly(t, "Lemberg", moveList(r), []string{
		"Пётр Сомов: " + vienna + "→country:RU 1905",
		"Пётр Сомов: country:RU→" + lvov + " 1905",
	})
}

// The death of a relative of the person followed («в 1887 г. в Харькове
// умер его отец», «скончалась его жена», «умер отец») makes the dead no
// antecedent of the next pronoun: «В 1889 г. он уехал в Петербург» is the
// followed person's leg, from where they lived, not the dead relative's
// from the place of the death.
func TestLegsRelativesDeath(t *testing.T) {
	const kiev, petersburg, moscow = "geonames:703448", "geonames:498817", "geonames:524901"
	for _, tt := range []struct{ text, want string }{
		{"В 1886 г. Пётр Сомов жил в Киеве. В 1887 г. умер его отец. В 1889 г. он уехал в Петербург.", "Пётр Сомов: " + kiev + "→" + petersburg + " 1889"},
		{"В 1886 г. Пётр Сомов жил в Киеве. В 1887 г. в Харькове умер его отец. В 1889 г. он уехал в Петербург.", "Пётр Сомов: " + kiev + "→" + petersburg + " 1889"},
		{"В 1886 г. Пётр Сомов жил в Киеве. В 1887 г. в Харькове скончался его брат. В 1889 г. он уехал в Петербург.", "Пётр Сомов: " + kiev + "→" + petersburg + " 1889"},
		{"В 1886 г. Анна Сомова жила в Киеве. В 1887 г. в Харькове умерла её мать. В 1889 г. она уехала в Петербург.", "Анна Сомова: " + kiev + "→" + petersburg + " 1889"},
		{"В 1886 г. Пётр Сомов жил в Киеве. Летом 1887 г. в Харькове скончалась его жена. Осенью он уехал в Москву.", "Пётр Сомов: " + kiev + "→" + moscow + " 1887-23"},
		{"В 1886 г. Пётр Сомов жил в Киеве. В 1887 г. умер отец. В 1889 г. он уехал в Петербург.", "Пётр Сомов: " + kiev + "→" + petersburg + " 1889"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
}

// A surname alone («Сомов») in a text that names two people of it, the
// father in the genitive as whose son the person was born («в семье купца
// Ивана Петровича Сомова родился сын Николай») and the son as the subject
// of his own clauses («Николай Сомов уехал в Москву»), is the son's: the
// person the text follows, whose legs go on from where he was. With the
// two both named as subjects once, it names neither.
func TestLegsSurnameOfTheFollowedNamesake(t *testing.T) {
	const kazan, moscow, samara = "geonames:551487", "geonames:524901", "geonames:499099"
	for _, tt := range []struct{ text, want string }{
		{"В 1860 г. в Казани в семье купца Ивана Петровича Сомова родился сын Николай. Окончив гимназию, Николай Сомов в 1879 г. уехал в Москву. В 1887 г. Сомов приехал из Москвы в Казань, а оттуда ездил в Самару.",
			"Николай Сомов: " + kazan + "→" + moscow + " 1879|Николай Сомов: " + moscow + "→" + kazan + " 1887|Николай Сомов: " + kazan + "→" + samara + " 1887"},
		{"В 1860 г. в Казани в семье купца Ивана Петровича Сомова родился сын Николай. В 1879 г. Николай Сомов уехал в Москву. В 1887 г. Сомов приехал в Казань.",
			"Николай Сомов: " + kazan + "→" + moscow + " 1879|Николай Сомов: " + moscow + "→" + kazan + " 1887"},
		{"В 1855 г. в Казани в семье врача Ивана Петровича Сомова родился сын Пётр. В 1875 г. Пётр Сомов уехал в Самару. Летом 1880 г. Сомов переехал в Москву.",
			"Пётр Сомов: " + kazan + "→" + samara + " 1875|Пётр Сомов: " + samara + "→" + moscow + " 1880-22"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), strings.Split(tt.want, "|"))
	}
}

// «Оттуда» or «откуда» after a way home told by a word of home («приехал
// из Москвы в родной город, а оттуда ездил в Самару», «вернулся из Москвы
// на родину, а оттуда поехал…», «приехал в родной город, откуда ездил…»)
// points to the home the way reached, not to the place named last, the
// way's origin.
func TestLegsThenceFromHomeReached(t *testing.T) {
	const kazan, moscow, samara, tver = "geonames:551487", "geonames:524901", "geonames:499099", "geonames:480060"
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов родился в 1860 г. в Казани. В 1879 г. он уехал в Москву. В 1887 г. он приехал из Москвы в родной город, а оттуда ездил в Самару.", "1887|" + samara + " 1887"},
		{"Пётр Сомов родился в 1860 г. в Казани. В 1879 г. он уехал в Москву. В 1887 г. он вернулся из Москвы на родину, а оттуда поехал в Самару.", "1887|" + samara + " 1887"},
		{"Пётр Сомов родился в 1860 г. в Казани. В 1879 г. он уехал в Москву. Весной 1887 г. он приехал в родной город, откуда ездил в Тверь.", "1887-21|" + tver + " 1887-21"},
	} {
		back, on, _ := strings.Cut(tt.want, "|")
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), []string{
			"Пётр Сомов: " + kazan + "→" + moscow + " 1879",
			"Пётр Сомов: " + moscow + "→" + kazan + " " + back,
			"Пётр Сомов: " + kazan + "→" + on,
		})
	}
}

// A clause with no move that looks back on a place the last journey left
// («То, что я видел в Москве, не забуду никогда», «Всё, что я слышал в
// Москве, меня поразило», «то, что он видел в Москве весной»), told just
// after the return, leaves the person where the journey took them: the
// next leg goes from there. A stay there dated after the return («В 1888
// г. он жил в Москве») puts them there again.
func TestLegsPlaceRecalledAfterReturn(t *testing.T) {
	const kiev, moscow, petersburg = "geonames:703448", "geonames:524901", "geonames:498817"
	for _, tt := range []struct{ text, who, from string }{
		{"В 1886 г. я жил в Киеве. В мае я ездил в Москву, а оттуда в Тверь, и в июне вернулся в Киев. То, что я видел в Москве, не забуду никогда. В 1889 г. я уехал в Петербург.", "Рассказчик", kiev},
		{"В 1886 г. я жил в Киеве. В мае я ездил в Москву и в июне вернулся в Киев. Всё, что я слышал в Москве, меня поразило. В 1889 г. я уехал в Петербург.", "Рассказчик", kiev},
		{"В 1886 г. Пётр Сомов жил в Киеве. В мае он ездил в Москву и в июне вернулся в Киев. То, что он видел в Москве весной, поразило его. В 1889 г. он уехал в Петербург.", "Пётр Сомов", kiev},
		{"В 1886 г. Пётр Сомов жил в Киеве. В мае он ездил в Москву и в июне вернулся в Киев. В 1888 г. он жил в Москве. В 1889 г. он уехал в Петербург.", "Пётр Сомов", moscow},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, moveList(r), []string{tt.who + ": " + tt.from + "→" + petersburg + " 1889"})
	}
}

// In a dated diary entry, a way told with no date of its own that reaches
// the entry's place («Неделю отходили через Симбирск сюда»), after an
// earlier sentence of the entry told the day it began («Казань оставлена
// 3-го»), runs from that day to the entry's: every leg of it spans the two
// days, not the day carried alone. With no day told in the entry, the
// first leg runs from the last entry's day as before.
func TestLegsEntryWaySinceCarriedDay(t *testing.T) {
	const kazan, simbirsk, samara = "geonames:551487", "geonames:479123", "geonames:499099"
	const kovno, orany, vilna = "geonames:598316", "geonames:593406", "geonames:593116"
	for _, tt := range []struct{ text, want string }{
		{"Казань, 2 мая 1915 г. Стоим здесь неделю. Самара, 10 мая. Казань оставлена 3-го. Неделю отходили через Симбирск сюда.",
			"Рассказчик: " + kazan + "→" + simbirsk + " 1915-05-03/1915-05-10|Рассказчик: " + simbirsk + "→" + samara + " 1915-05-03/1915-05-10"},
		{"Ковно, 2 мая 1915 г. Стоим здесь неделю. Вильна, 10 мая. Ковно сдали 3-го. Пять дней шли через Ораны сюда.",
			"Рассказчик: " + kovno + "→" + orany + " 1915-05-03/1915-05-10|Рассказчик: " + orany + "→" + vilna + " 1915-05-03/1915-05-10"},
		{"Ковно, 2 мая 1915 г. Стоим здесь неделю. Вильна, 10 мая. Шли через Ораны сюда.",
			"Рассказчик: " + kovno + "→" + orany + " 1915-05-02/1915-05-10|Рассказчик: " + orany + "→" + vilna + " 1915-05-10"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), strings.Split(tt.want, "|"))
	}
}
