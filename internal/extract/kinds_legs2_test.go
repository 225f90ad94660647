package extract

import "testing"

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
	r := extractText(t, "В 1904 г. Пётр Сомов жил в Вене. В 1905 г. он уехал в Россию и приехал во Львов.")
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
