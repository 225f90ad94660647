package extract

import "testing"

// A first clause that tells, under a cue of its own and with no place, a
// deed that befalls the person (a release, «меня выпустили», «его
// выпустили из тюрьмы»; a marriage), followed in the same sentence by a
// clause with a verb of motion of its own («и я вернулся в Курляндию», «и
// он уехал в Ригу»), tells two events: the placeless one and the move.
// Near misses: a later clause that only places the first one's deed
// (imprisonment, no motion) keeps one event, and so does a first clause
// with no cue («простился с друзьями»).
func TestMissedPlacelessDeedBeforeAMove(t *testing.T) {
	const courland, pskov, riga, kiev, batumi = "overlay:courland-governorate", "geonames:504341", "geonames:456172", "geonames:703448", "geonames:615532"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Весной 1906 г. Петра Сомова выпустили из тюрьмы, и он вернулся в Курляндию.",
			[]string{"other - 1906-21", "relocation " + courland + " 1906-21"}},
		{"Весной 1906 г. меня выпустили, и я вернулся в Курляндию.",
			[]string{"other - 1906-21", "relocation " + courland + " 1906-21"}},
		{"В 1906 г. Сомов жил в Пскове. Весной 1907 г. его выпустили, и он уехал в Ригу.",
			[]string{"relocation " + pskov + " 1906", "other - 1907-21", "trip " + riga + " 1907-21"}},
		{"В 1880 г. Анна Сомова вышла замуж, и вскоре они переехали в Киев.",
			[]string{"other - 1880", "relocation " + kiev + " 1880"}},
		// Near misses: no move in the later clause; no cue in the first.
		{"5 апреля 1902 г. Сомова задержали на собрании, и его заключили в Батумскую тюрьму.",
			[]string{"relocation " + batumi + " 1902-04-05"}},
		{"Весной 1906 г. Сомов простился с друзьями, и он вернулся в Курляндию.",
			[]string{"relocation " + courland + " 1906-21"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A first clause that tells a placeless deed under a cue of its own (a
// marriage: «вышла замуж», «женился»), followed in the same sentence by a
// clause that tells where the person then lived («; жили они в Киеве»),
// tells two events: the deed with no place and the residence. Near
// misses: a later clause of custody (imprisonment: «и он сидел в
// Псковской тюрьме») places the arrest itself, and a first clause with no
// cue («жила с мужем») tells the same residence.
func TestMissedPlacelessDeedBeforeAResidence(t *testing.T) {
	const kiev, odessa, pskov = "geonames:703448", "geonames:698740", "geonames:504341"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1907 г. Анна Сомова вышла замуж за Петра Сомова; жили они в Киеве.",
			[]string{"other - 1907", "relocation " + kiev + " 1907"}},
		{"В 1890 г. Пётр Сомов женился, и жили они в Одессе.",
			[]string{"other - 1890", "relocation " + odessa + " 1890"}},
		// Near misses: custody; no cue.
		{"В 1905 г. Сомова арестовали, и он сидел в Псковской тюрьме.",
			[]string{"relocation " + pskov + " 1905"}},
		{"В 1907 г. Анна Сомова жила с мужем; жили они в Киеве.",
			[]string{"relocation " + kiev + " 1907"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A clause that enters a post or an institution with no town of its own
// («и тогда же поступил на службу в канцелярию губернатора»), right after
// a clause of the same sentence whose return ends a journey («осенью
// вернулся в Одессу»), tells a second event at the town the journey ended
// in: the end of the journey (trip) and the new post (relocation). Near
// misses: a return with no post keeps the trip alone, and a deed that is
// no entry («занялся живописью») adds no relocation.
func TestMissedPostTakenOnReturn(t *testing.T) {
	const odessa, tbilisi, kazan, moscow = "geonames:698740", "geonames:611717", "geonames:551487", "geonames:524901"
	const before = "В 1870 г. Пётр Сомов окончил университет в Одессе. Летом он уехал к матери в Тифлис, "
	for _, tt := range []struct {
		text string
		want []string
	}{
		{before + "осенью вернулся в Одессу и тогда же поступил на службу в канцелярию губернатора.",
			[]string{"school " + odessa + " 1870", "trip " + tbilisi + " 1870-22", "trip " + odessa + " 1870-23", "relocation " + odessa + " 1870-23"}},
		{"В 1880 г. Анна Сомова жила в Казани. Весной она уехала к сестре в Москву, летом вернулась в Казань и тогда же поступила в губернское правление.",
			[]string{"relocation " + kazan + " 1880", "trip " + moscow + " 1880-21", "trip " + kazan + " 1880-22", "relocation " + kazan + " 1880-22"}},
		// Near misses: no post; a deed that is no entry.
		{before + "осенью вернулся в Одессу.",
			[]string{"school " + odessa + " 1870", "trip " + tbilisi + " 1870-22", "trip " + odessa + " 1870-23"}},
		{before + "осенью вернулся в Одессу и тогда же занялся живописью.",
			[]string{"school " + odessa + " 1870", "trip " + tbilisi + " 1870-22", "trip " + odessa + " 1870-23", "other - 1870-23"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}
