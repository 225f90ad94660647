package extract

import "testing"

// A journey whose sentence goes on to say, in a «где» clause or a verb
// joined by «и», that the traveller spent years there («переправился в
// Нью-Йорк и там три года разбирал коллекции», «уехал в Казань, где два
// года изучал архивы») is a move to live there, a relocation, whatever
// was done: a time of a year or more counted by a numeral is a stay. A
// time of months («где два месяца изучал архивы») keeps the journey a
// trip, and so does the year of a date.
func TestEventTypesYearsSpentAfterJourney(t *testing.T) {
	const moscow, newYork, kazan = "geonames:524901", "geonames:5128581", "geonames:551487"
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1899 г. Пётр Сомов жил в Москве. Летом 1901 г. он переправился с коллекциями в Нью-Йорк и там, в музее, три года разбирал собранное.",
			[]string{"relocation " + moscow + " 1899", "relocation " + newYork + " 1901-22"}},
		{"В 1899 г. Пётр Сомов жил в Москве. Летом 1901 г. он уехал в Казань, где два года изучал архивы.",
			[]string{"relocation " + moscow + " 1899", "relocation " + kazan + " 1901-22"}},
		// Near miss: months, not years.
		{"В 1899 г. Пётр Сомов жил в Москве. Летом 1901 г. он уехал в Казань, где два месяца изучал архивы.",
			[]string{"relocation " + moscow + " 1899", "trip " + kazan + " 1901-22"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}

// In a birth's clause or a reference work's opening bracket of life
// dates, a district, province or land that follows a settlement's noun
// and a name the gazetteer cannot place («родился в с. Милюково
// Сычёвского у. Смоленской губ.», «в деревне Ожкабаляй Сувалкской
// губернии») only says where the birthplace lies: a reference, no event's
// place. The birth happened at the village, which the map cannot show, so
// no event is made at the district. A town the gazetteer places keeps the
// event («в Тихвине Новгородской губернии»), and so does a district named
// as the place itself («в Каркаралинском уезде Семипалатинской обл.»); a
// village one is sent to still gives its journey to the province.
func TestEventTypesDistrictOfUnplacedVillage(t *testing.T) {
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"Пётр Сомов родился 17 февраля 1846 г. в с. Милюково Сычёвского у. Смоленской губ.", nil},
		{"Пётр Сомов родился 23 ноября 1851 г. в крестьянской семье в деревне Ожкабаляй Сувалкской губернии.", nil},
		{"Пётр Сомов [17 февр. 1846, с. Милюково Сычёвского у. Смоленской губ. — 26 окт. 1903, Петербург], естествоиспытатель.",
			[]string{"other geonames:498817 1903-10-26"}},
		// Near misses: a town placed; a district named for itself; exile.
		{"Пётр Сомов родился 23 ноября 1851 г. в Тихвине Новгородской губернии.", []string{"other geonames:483019 1851-11-23"}},
		{"Пётр Сомов родился 23 ноября 1851 г. в Каркаралинском уезде Семипалатинской обл.", []string{"other geonames:1519934#district 1851-11-23"}},
		{"В 1897 году Пётр Сомов жил в Петербурге. В 1898 году он выслан в дер. Кокушкино Казанской губ.",
			[]string{"relocation geonames:498817 1897", "relocation overlay:kazan-governorate 1898"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}

// Being again, with a verb of being, at a place the text has the person
// only come to on a journey before («В мае 1885 г. он ездил в Казань. В
// 1893 г. он вторично был в Казани»), never live, study or serve at, is
// another visit: a trip, whatever the length of its date. Being again at
// a place the person lived at («жил в Казани … переехал в Москву … был в
// Казани») is no visit.
func TestEventTypesAgainAtPlaceOnlyVisited(t *testing.T) {
	const moscow, kazan = "geonames:524901", "geonames:551487"
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1880 г. Пётр Сомов жил в Москве. В мае 1885 г. он ездил в Казань. В 1893 г. он вторично был в Казани.",
			[]string{"relocation " + moscow + " 1880", "trip " + kazan + " 1885-05", "trip " + kazan + " 1893"}},
		// Near miss: the place lived at before.
		{"В 1880 г. Пётр Сомов жил в Казани. В 1885 г. он переехал в Москву. В 1893 г. он был в Казани.",
			[]string{"relocation " + kazan + " 1880", "relocation " + moscow + " 1885", "other " + kazan + " 1893"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}

// A biography told in the historical present («Здесь он поступает на
// Трубочный завод», «Здесь он сплачивает ссыльных») tells, after a
// journey, a deed at the place «здесь» points to as the past does («Там
// он шил крестьянам обувь»): an event of its own, type other, beside the
// arrival. Living there («Здесь он живёт у брата») goes on telling of the
// move, and a writer's present in a first-person text («Здесь говорят
// только о войне») is no deed of the past.
func TestEventTypesDeedInHistoricalPresent(t *testing.T) {
	const moscow, samara = "geonames:524901", "geonames:499099"
	for _, tt := range []struct {
		text   string
		events []string
	}{
		{"В 1905 г. Пётр Сомов жил в Москве. Весной 1916 г. он пробрался в Самару. Здесь он поступает на Трубочный завод и вскоре становится вожаком рабочих.",
			[]string{"relocation " + moscow + " 1905", "trip " + samara + " 1916-21", "other " + samara + " 1916-21"}},
		// Near misses: living there; a writer's own present.
		{"В 1905 г. Пётр Сомов жил в Москве. Весной 1916 г. он приехал в Самару. Здесь он живёт у брата.",
			[]string{"relocation " + moscow + " 1905", "relocation " + samara + " 1916-21"}},
		{"В 1905 г. я жил в Москве. Весной 1916 г. я приехал в Самару. Здесь говорят только о войне.",
			[]string{"relocation " + moscow + " 1905", "trip " + samara + " 1916-21"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
	}
}
