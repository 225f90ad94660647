package extract

import "testing"

// A goal after a word of going on with no verb of its own («переехал из
// Москвы в Тулу, затем в Орёл», «…в Тулу, потом — в Харьков») goes on
// from the goal before it: a leg from that goal to the town, dated as the
// clause before. A stay in series («жил в Москве, затем в Туле») moves no
// one.
func TestLegsOnwardGoalWithoutVerb(t *testing.T) {
	const moscow, tula, orel, kharkov = "geonames:524901", "geonames:480562", "geonames:515012", "geonames:706483"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"Пётр Сомов родился в Москве в 1850 г. В 1870 г. он переехал из Москвы в Тулу, затем в Орёл, где окончил гимназию.",
			[]string{"Пётр Сомов: " + moscow + "→" + tula + " 1870", "Пётр Сомов: " + tula + "→" + orel + " 1870"}},
		{"Пётр Сомов родился в Москве в 1850 г. В 1870 г. его перевели в Тулу, потом — в Харьков.",
			[]string{"Пётр Сомов: " + moscow + "→" + tula + " 1870", "Пётр Сомов: " + tula + "→" + kharkov + " 1870"}},
		// Near miss: stays told in series move no one.
		{"Пётр Сомов родился в Москве в 1850 г. В 1870 г. он служил в Туле, затем в Орле.",
			nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
	}
}

// A verb of going up («поднялся», «поднимались») is a journey when its
// clause names a place gone to after it («из Оша через Алай поднялся на
// Памир», «поднялся по Волге в Казань»): a leg to each stop and the goal.
// Rising to no place («поднялся на аэроплане», «поднялся в атаку») moves
// no one.
func TestLegsAscentToPlace(t *testing.T) {
	const osh, alay, pamir, samara, kazan = "geonames:1527534", "overlay:alay-valley", "overlay:pamir", "geonames:499099", "geonames:551487"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"Пётр Сомов родился в Оше в 1850 г. Летом 1878 г. он из Оша через Алай поднялся на Памир.",
			[]string{"Пётр Сомов: " + osh + "→" + alay + " 1878-22", "Пётр Сомов: " + alay + "→" + pamir + " 1878-22"}},
		{"В 1885 г. Пётр Сомов жил в Самаре. Весной 1886 г. он поднялся на пароходе по Волге в Казань.",
			[]string{"Пётр Сомов: " + samara + "→" + kazan + " 1886-21"}},
		// Near misses: going up in the air, rising to the attack.
		{"В 1885 г. Пётр Сомов жил в Самаре. Весной 1886 г. в Самаре он поднялся на аэроплане.",
			nil},
		{"В 1885 г. Пётр Сомов жил в Самаре. Весной 1886 г. у Самары он первым поднялся в атаку.",
			nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
	}
}

// A goal hoped for on the way («бежал из Иркутска, надеясь выбраться к
// Кяхте») is a wish, not a place reached: no leg goes there, and the next
// leg starts where the person was. A goal reached before the hope
// («бежал в Кяхту, надеясь там укрыться») stays a leg.
func TestLegsHopedForGoal(t *testing.T) {
	const irkutsk, kyakhta, krasnoyarsk = "geonames:2023469", "geonames:2032960", "geonames:1502026"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"В 1880 г. Пётр Сомов жил в Иркутске. Весной 1881 г. он бежал из Иркутска, надеясь выбраться к Кяхте, но на третий день его поймали. Летом 1881 г. его отвезли в Красноярск.",
			[]string{"Пётр Сомов: " + irkutsk + "→" + krasnoyarsk + " 1881-22"}},
		// Near miss: the goal is reached, the hope is what he meant to do there.
		{"В 1880 г. Пётр Сомов жил в Иркутске. Весной 1881 г. он бежал в Кяхту, надеясь там укрыться.",
			[]string{"Пётр Сомов: " + irkutsk + "→" + kyakhta + " 1881-21"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
	}
}

// A journey told by its goal and then, after a colon, by its route to the
// same goal named again («перебрался в Лондон: ехал через Базель и Кёльн
// в Остенде, а оттуда пароходом в Лондон») is that route: a leg per stop,
// the goal its last, not its first. An indeclinable town before «а
// оттуда» (Остенде) is a stop of it. A colon that goes on about the goal
// («перебрался в Лондон: там жил его брат») leaves the one leg.
func TestLegsRouteAfterColon(t *testing.T) {
	const geneva, basel, cologne, ostend, london = "geonames:2660646", "geonames:2661604", "geonames:2886242", "geonames:2789786", "geonames:2643743"
	for _, tt := range []struct {
		text  string
		moves []string
	}{
		{"Пётр Сомов жил в Женеве с 1870 г. Осенью 1874 г. он перебрался в Лондон: ехал через Базель и Кёльн в Остенде, а оттуда пароходом в Лондон.",
			[]string{"Пётр Сомов: " + geneva + "→" + basel + " 1874-23", "Пётр Сомов: " + basel + "→" + cologne + " 1874-23",
				"Пётр Сомов: " + cologne + "→" + ostend + " 1874-23", "Пётр Сомов: " + ostend + "→" + london + " 1874-23"}},
		// Near miss: no route after the colon.
		{"Пётр Сомов жил в Женеве с 1870 г. Осенью 1874 г. он перебрался в Лондон: там жил его брат.",
			[]string{"Пётр Сомов: " + geneva + "→" + london + " 1874-23"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), tt.moves)
	}
}
