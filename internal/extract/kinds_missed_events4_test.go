package extract

import (
	"strings"
	"testing"
)

// A participle of arrival with its origin («Прибывший третьего дня из
// Киева», «прибывшего из Харькова накануне») beside the clause's own
// dated deed, under a dateline, tells two events at the dateline's town:
// the arrival, on the phrase's day, and what the clause's finite verb
// says was done there, of type other, on the clause's own day. Near
// misses: a deed on the arrival's day, or with no date of its own apart
// from the phrase («Вчера прибывший из Данцига П. был встречен»), adds
// nothing; nor does a clause whose verb goes on elsewhere («сегодня уехал
// в Полтаву»).
func TestMissedDeedAfterArrivalParticiple(t *testing.T) {
	const kharkiv, sevastopol, dnipro, yalta, poltava, poznan = "geonames:706483", "geonames:694423", "geonames:709930", "geonames:688533", "geonames:696643", "geonames:3088171"
	for _, tt := range []struct{ text, want string }{
		{"ХАРЬКОВ, 2 мая 1910 г. Прибывший третьего дня из Киева Пётр Сомов сегодня летал на ипподроме.",
			"trip " + kharkiv + " 1910-04-30|other " + kharkiv + " 1910-05-02"},
		{"СЕВАСТОПОЛЬ, 14 октября 1910 г. Прибывший третьего дня из Одессы Пётр Сомов сегодня летал над бухтою.",
			"trip " + sevastopol + " 1910-10-12|other " + sevastopol + " 1910-10-14"},
		{"ХАРЬКОВ, 2 мая 1910 г. Пётр Сомов, прибывший третьего дня из Киева, сегодня летал на ипподроме.",
			"trip " + kharkiv + " 1910-04-30|other " + kharkiv + " 1910-05-02"},
		{"ЕКАТЕРИНОСЛАВ, 9 мая 1910 г. Сегодня на скаковом поле состоялся полёт Петра Сомова, прибывшего из Харькова накануне.",
			"trip " + dnipro + " 1910-05-08|other " + dnipro + " 1910-05-09"},
		// Near misses: one day for both; no date of the phrase's own; a
		// verb going on elsewhere.
		{"ЯЛТА, 24 октября 1910 г. Приехавший из Севастополя на автомобиле Пётр Сомов вчера совершил полёт вдоль набережной.",
			"trip " + yalta + " 1910-10-23"},
		{"ПОЗНАНЬ, 27 декабря 1918 г. Вчера вечером прибывший из Данцига Пётр Сомов был восторженно встречен толпой.",
			"trip " + poznan + " 1918-12-26"},
		{"ХАРЬКОВ, 2 мая 1910 г. Прибывший третьего дня из Киева Пётр Сомов сегодня уехал в Полтаву.",
			"trip " + poltava + " 1910-05-02"},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}

// A land after a town in apposition, with the same preposition and its
// own adjective («перебрался в Закопане, в австрийскую Галицию», «в
// Ниццу, в южную Францию») or without one («в Куоккалу, в Финляндию»),
// only says where the town lies: no event of its own, and «Там» in the
// next sentence points to the town, whose event it is («Там его застала
// война»). Near misses: a land that cannot hold the town («в Ниццу, в
// северную Италию») and a list going on («в Берлине, в Германии и во
// Франции») stay places of their own.
func TestMissedThereAfterTownAndLand(t *testing.T) {
	const zakopane, nice, kuokkala, berlin = "geonames:3080866", "geonames:2990440", "geonames:502145", "geonames:2950159"
	for _, tt := range []struct{ text, want string }{
		{"В 1912 г. Пётр Сомов перебрался в Закопане, в австрийскую Галицию. Там его застала война.",
			"relocation " + zakopane + " 1912|other " + zakopane + " 1912"},
		{"В 1912 г. Анна Сомова переехала в Ниццу, в южную Францию. Там её застала война.",
			"relocation " + nice + " 1912|other " + nice + " 1912"},
		{"В 1912 г. Пётр Сомов перебрался в Куоккалу, в Финляндию. Там его застала война.",
			"relocation " + kuokkala + " 1912|other " + kuokkala + " 1912"},
		{"В 1912 г. Пётр Сомов жил в Куоккале, в Финляндии. Там его застала война.",
			"relocation " + kuokkala + " 1912|other " + kuokkala + " 1912"},
		// Near misses: a land that cannot hold the town; a list.
		{"В 1912 г. Анна Сомова переехала в Ниццу, в северную Италию. Там её застала война.",
			"relocation " + nice + " 1912|relocation country:IT 1912|other country:IT 1912"},
		{"В 1912 г. Пётр Сомов жил в Берлине, в Германии и во Франции. Там его застала война.",
			"relocation " + berlin + " 1912|relocation country:FR 1912|other country:FR 1912"},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}
