package extract

import (
	"strings"
	"testing"
)

// A verb of visiting after the goal of a journey in the same clause
// («отплыла в Нью-Йорк, побывала в Бостоне, Чикаго и Филадельфии»,
// «уехал в Рим и побывал в Неаполе»), also as a gerund after a journey's
// noun («совершила поездку по Соединённым Штатам, побывав в Бостоне…»),
// goes on from the goal reached to each place it lists, in turn, on the
// clause's date: the towns visited are the journey's next stops. Near
// misses: a visit negated («и не побывал в Неаполе») and a visit told
// before the goal («побывав в Неаполе, он уехал в Рим», where the leg
// sets off as before) add no leg after the goal.
func TestMissedVisitsAfterGoal(t *testing.T) {
	const london, newYork, boston, chicago, philadelphia = "geonames:2643743", "geonames:5128581", "geonames:4930956", "geonames:4887398", "geonames:4560349"
	const paris, rome, naples = "geonames:2988507", "geonames:3169070", "geonames:3172394"
	us := "Анна Сомова: " + newYork + "→" + boston + " 1910-23|Анна Сомова: " + boston + "→" + chicago + " 1910-23|Анна Сомова: " + chicago + "→" + philadelphia + " 1910-23"
	for _, tt := range []struct{ text, want string }{
		{"Анна Сомова жила в Лондоне. Осенью 1910 г. она отплыла в Нью-Йорк, побывала в Бостоне, Чикаго и Филадельфии.",
			"Анна Сомова: " + london + "→" + newYork + " 1910-23|" + us},
		{"Анна Сомова жила в Лондоне. Осенью 1910 г. она отплыла в Нью-Йорк и совершила большую поездку по Соединённым Штатам, побывав в Бостоне, Чикаго и Филадельфии.",
			"Анна Сомова: " + london + "→" + newYork + " 1910-23|" + us},
		{"Пётр Сомов жил в Париже. В 1875 г. он уехал в Рим и побывал в Неаполе.",
			"Пётр Сомов: " + paris + "→" + rome + " 1875|Пётр Сомов: " + rome + "→" + naples + " 1875"},
		// Near misses: negated; told before the goal.
		{"Пётр Сомов жил в Париже. В 1875 г. он уехал в Рим и не побывал в Неаполе.",
			"Пётр Сомов: " + paris + "→" + rome + " 1875"},
		{"Пётр Сомов жил в Париже. В 1875 г., побывав в Неаполе, он уехал в Рим.",
			"Пётр Сомов: " + naples + "→" + rome + " 1875"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A voyage told by its noun («совершил плавание из Кронштадта во
// Владивосток», «предприняла плавание из Одессы в Батум») is a journey as
// «поездка» is: the clause with its places is a movement, from the origin
// it names, else from the person's last place. Near miss: a voyage
// remembered («вспоминал своё плавание …») is no new leg.
func TestMissedVoyageNoun(t *testing.T) {
	const kronstadt, vladivostok, odessa, batumi = "geonames:540771", "geonames:2013348", "geonames:698740", "geonames:615532"
	for _, tt := range []struct{ text, want string }{
		{"В 1886–1889 гг. Пётр Сомов совершил плавание из Кронштадта во Владивосток.",
			"Пётр Сомов: " + kronstadt + "→" + vladivostok + " 1886/1889"},
		{"Пётр Сомов жил в Кронштадте. Летом 1900 г. он совершил плавание во Владивосток и обратно.",
			"Пётр Сомов: " + kronstadt + "→" + vladivostok + " 1900-22"},
		{"Весной 1890 г. Анна Сомова предприняла плавание из Одессы в Батум.",
			"Анна Сомова: " + odessa + "→" + batumi + " 1890-21"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
	// Near miss: remembered.
	const told = "Пётр Сомов жил в Кронштадте. В 1890 г. Пётр Сомов вспоминал своё плавание из Кронштадта во Владивосток."
	wantExactly(t, told, moveList(extractText(t, told)), nil)
}
