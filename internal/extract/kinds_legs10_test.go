package extract

import (
	"strings"
	"testing"
)

// A settlement in brackets right after the land a journey went to
// («выслан в Вост. Сибирь (с. Казачинское Енисейской губ.)») is where in
// the land the journey ended: the leg goes there, and the next sets out
// from there. Near miss: a land in brackets after a town («в Нерви
// (Италия)») leaves the town the goal.
func TestLegsSettlementInBracketsAfterLand(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1895 г. Пётр Сомов жил в Петербурге. В 1897 г. выслан на 3 года в Вост. Сибирь (с. Казачинское Енисейской губ.). В 1900 г. переехал в Псков.",
			"Пётр Сомов: geonames:498817→geonames:1504075 1897|Пётр Сомов: geonames:1504075→geonames:504341 1900"},
		{"В 1895 г. Пётр Сомов жил в Москве. В 1897 г. уехал в Нерви (Италия), а в 1900 г. переехал в Псков.",
			"Пётр Сомов: geonames:524901→overlay:nervi 1897|Пётр Сомов: overlay:nervi→geonames:504341 1900"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A land named as where a leg set out from that holds the town the person
// was last at, as the text told it (the town's clause named the land after
// it as where it lies: «в село Шушенское Енисейской губернии»), is that
// town: the leg sets out from it. Near miss: a land the text never put the
// last town in («жил в Москве … выехал из Тверской губернии») stays the
// origin.
func TestLegsOriginLandOfLastTown(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1895 г. Пётр Сомов жил в Москве. В 1897 г. его выслали в село Шушенское Енисейской губернии. В 1900 г. он выехал из Енисейской губернии в Псков.",
			"Пётр Сомов: geonames:524901→geonames:1491953 1897|Пётр Сомов: geonames:1491953→geonames:504341 1900"},
		{"В 1895 г. Пётр Сомов жил в Москве. В 1900 г. он выехал из Тверской губернии в Псков.",
			"Пётр Сомов: overlay:tver-governorate→geonames:504341 1900"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A departure told after the journey it began, naming only the place
// left and its day («…переехал в Казань, а затем в Псков. Из Вятки он
// выехал 3 марта 1900 г.»), dates the leg from that place told by a
// coarser date just before, and makes no leg of its own nor puts the
// person back there. Near miss: a departure from where the person still
// is («переехал в Вятку. Из Вятки он выехал 3 марта 1900 г.») dates the
// leg that follows.
func TestLegsDepartureToldAfterLeg(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1897 г. Пётр Сомов жил в Вятке. В 1900 г. он переехал в Казань, а затем в Псков. Из Вятки он выехал 3 марта 1900 г. В Пскове он жил до осени.",
			"Пётр Сомов: geonames:548408→geonames:551487 1900-03-03|Пётр Сомов: geonames:551487→geonames:504341 1900"},
		{"В 1897 г. Пётр Сомов переехал в Вятку. Из Вятки он выехал 3 марта 1900 г. В мае 1900 г. он жил в Пскове.",
			"Пётр Сомов: geonames:548408→geonames:504341 1900-03-03/1900-05-31"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A tour of a land told by «объездил», «объехал», then, after a dash as
// after a colon, the towns it visited («объездил Поволжье — бывал в
// Саратове, Пензе и Самаре»), is a leg to each town in turn and a round
// trip: the next leg whose origin the text does not give sets out from
// the town the person lived in, a return told from the last town. Near
// miss: a move to a land, then a dash and where the person lived there
// («переехал в Поволжье — жил в Саратове»), is no round trip: the next leg
// sets out from that town.
func TestLegsTourOfLandAfterDash(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1897 г. Пётр Сомов поселился в Чернигове. В 1899 г. он объездил Поволжье — бывал в Саратове, Пензе и Самаре. В 1903 г. он уехал в Женеву.",
			"Пётр Сомов: geonames:710735→geonames:498677 1899|Пётр Сомов: geonames:498677→geonames:511565 1899|Пётр Сомов: geonames:511565→geonames:499099 1899|Пётр Сомов: geonames:710735→geonames:2660646 1903"},
		{"В 1897 г. Пётр Сомов поселился в Чернигове. В 1899 г. он объехал Берлин, Дрезден и Мюнхен. В 1900 г. он вернулся в Чернигов.",
			"Пётр Сомов: geonames:710735→geonames:2950159 1899|Пётр Сомов: geonames:2950159→geonames:2935022 1899|Пётр Сомов: geonames:2935022→geonames:2867714 1899|Пётр Сомов: geonames:2867714→geonames:710735 1900"},
		{"В 1897 г. Пётр Сомов поселился в Чернигове. В 1899 г. он переехал в Поволжье — жил в Саратове. В 1903 г. он уехал в Женеву.",
			"Пётр Сомов: geonames:710735→geonames:498677 1899|Пётр Сомов: geonames:498677→geonames:2660646 1903"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// Being somewhere after a lapse counted from the last date, opening the
// clause («Через два дня он был в Стокгольме»), after a leg that ended
// elsewhere: the time gone says the person got there, a leg from the last
// place dated by the lapse's day, as «был уже в Казани» is. Near miss:
// being somewhere on a date of the clause's own («6 января он был в
// Стокгольме») makes no leg.
func TestLegsBeenThereAfterLapse(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1917 г. Пётр Сомов жил в Петрограде. 4 января 1918 г. он приехал в Хапаранду. Через два дня он был в Стокгольме.",
			"Пётр Сомов: geonames:498817→geonames:605859 1918-01-04|Пётр Сомов: geonames:605859→geonames:2673730 1918-01-06"},
		{"В 1917 г. Пётр Сомов жил в Петрограде. 4 января 1918 г. он приехал в Хапаранду. 6 января он был в Стокгольме.",
			"Пётр Сомов: geonames:498817→geonames:605859 1918-01-04"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A stay in a land told for the summer («Летом 1873 г. в Черниговской
// губернии он записывал песни», «жил в Москве, а летние месяцы — в имении
// в Воронежской губернии»), while the person lived in a town outside it,
// is a season away: the next leg with no origin of its own sets out from
// the town. Near miss: a stay in the land told by a year alone («В 1873 г.
// в Черниговской губернии…») is where the person was, and the next leg
// leaves it.
func TestLegsSummerAwayInLand(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1870 г. Пётр Сомов поселился в Киеве. Летом 1873 г. в Черниговской губернии он записывал песни. В 1874 г. он уехал в Петербург.",
			"Пётр Сомов: geonames:703448→geonames:498817 1874"},
		{"В 1870 г. Пётр Сомов жил в Москве, а летние месяцы — в имении в Воронежской губернии. В 1893 г. он переехал в Митаву.",
			"Пётр Сомов: geonames:524901→geonames:459279 1893"},
		{"В 1870 г. Пётр Сомов поселился в Киеве. В 1873 г. в Черниговской губернии он записывал песни. В 1874 г. он уехал в Петербург.",
			"Пётр Сомов: overlay:chernigov-governorate→geonames:498817 1874"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A letter's departure told in a clause or sentence of its own, which
// takes the journey to where the letter is written («Рим, 3 (15) мая 1860
// г. … Из Москвы я выехал, как ты помнишь, в начале апреля»), then the
// route that brought the writer here («и через Вену и Флоренцию добрался
// сюда 28 апреля»): one journey from the place left through the stops,
// not a leg to the letter's town and a route back out of it; it runs from
// the departure's date to the arrival's. Near miss: outside a letter the
// departure's clause takes the journey nowhere, and the route told after
// it stays as it was.
func TestLegsLetterDepartureThenRouteHere(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"Рим, 3 (15) мая 1860 г.\n\nВот я и в Риме. Из Москвы я выехал, как ты помнишь, в начале апреля и через Вену и Флоренцию добрался сюда 28 апреля.",
			"Рассказчик: geonames:524901→geonames:2761369 1860-04-01/1860-04-28|Рассказчик: geonames:2761369→geonames:3176959 1860-04-01/1860-04-28|Рассказчик: geonames:3176959→geonames:3169070 1860-04-01/1860-04-28"},
		{"Рим, 3 (15) мая 1860 г.\n\nВот я и в Риме. Из Москвы я выехал, как ты помнишь, в начале апреля. Через Вену и Флоренцию я добрался сюда 28 апреля.",
			"Рассказчик: geonames:524901→geonames:2761369 1860-04-01/1860-04-28|Рассказчик: geonames:2761369→geonames:3176959 1860-04-28|Рассказчик: geonames:3176959→geonames:3169070 1860-04-28"},
		{"В 1860 г. Пётр Сомов жил в Москве. Из Москвы он выехал, как помнят друзья, в начале апреля и через Вену и Флоренцию добрался до Рима 28 апреля.",
			"Пётр Сомов: geonames:524901→geonames:2761369 1860-01-01/1860-04-10|Пётр Сомов: geonames:2761369→geonames:3176959 1860-04-01/1860-04-10|Пётр Сомов: geonames:3176959→geonames:3169070 1860-04-01/1860-04-10"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// Austria-Hungary held, in the texts' period, more than today's Austria:
// Hungary, Czechia, Slovakia, Slovenia, Croatia, Bosnia, and Galicia with
// Bukovina, Transylvania, Trentino and Trieste. A journey to it, then the
// town there the person settled in («переехал в Австро-Венгрию: поселился
// во Львове»), ends at the town. Near miss: a town the Russian Empire
// held («поселился в Варшаве») is not in it, and the journey stays one to
// the land.
func TestLegsAustriaHungaryHeldGalicia(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1890 г. Пётр Сомов жил в Киеве. В 1894 г. он переехал в Австро-Венгрию: поселился во Львове.",
			"Пётр Сомов: geonames:703448→geonames:702550 1894"},
		{"В 1890 г. Пётр Сомов жил в Киеве. В 1894 г. он переехал в Австро-Венгрию: поселился в Будапеште.",
			"Пётр Сомов: geonames:703448→geonames:3054643 1894"},
		{"В 1890 г. Пётр Сомов жил в Киеве. В 1894 г. он переехал в Австро-Венгрию: поселился в Варшаве.",
			"Пётр Сомов: geonames:703448→overlay:austria-hungary 1894"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// Towns passed by in a list («мимо Казани и Самары до самого Царицына»,
// «мимо Казани, Самары и Саратова»): each town of the list is a stop of
// the route, as the first one is. Near miss: an island listed after a
// town passed by («мимо Смирны и Кипра») stays a reference, no stop.
func TestLegsTownsPassedByInList(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В 1873 г. Пётр Сомов жил в Ярославле. Весной 1874 г. он спустился по Волге мимо Казани и Самары до самого Царицына.",
			"Пётр Сомов: geonames:468902→geonames:551487 1874-21|Пётр Сомов: geonames:551487→geonames:499099 1874-21|Пётр Сомов: geonames:499099→geonames:472757 1874-21"},
		{"В 1880 г. Пётр Сомов жил в Одессе. В 1881 г. он плыл мимо Смирны и Кипра в Александрию.",
			"Пётр Сомов: geonames:698740→geonames:311046 1881|Пётр Сомов: geonames:311046→geonames:361058 1881"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A verb of going whose clause opens with the route it went and has no
// subject of its own («Из Вологды до Ярославля шёл пешком» in a memoir
// after «я ушёл из дому»): the person the text follows went it, a leg from
// the origin to the goal. Near miss: a subject before the verb («Из
// Вологды до Ярославля дела шли медленно») tells no journey.
func TestLegsRouteFrontedGoing(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"В июне 1871 года я ушёл из дому. Из Вологды до Ярославля шёл пешком, ночуя в стогах.",
			"Рассказчик: geonames:472459→geonames:468902 1871-06"},
		{"В 1871 г. Пётр Сомов жил в Вологде. Из Вологды до Ярославля дела шли медленно.",
			""},
	} {
		var want []string
		if tt.want != "" {
			want = strings.Split(tt.want, "|")
		}
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), want)
	}
}
