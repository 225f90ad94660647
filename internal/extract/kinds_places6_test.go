package extract

import "testing"

// A name whose first part is written short with a hyphen («С.-Петербург»,
// «Н.-Новгород») makes adjectives as the name in full does: before an
// institution's noun («при С.-Петербургском университете») it is the
// town in every case, the masculine prepositional in -ском included,
// which alone is no village of -ское. The noun («в С.-Петербурге») stays
// the town.
func TestPlacesShortenedCompoundAdjective(t *testing.T) {
	const petersburg, nizhny = "geonames:498817", "geonames:520555"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1891 г. Пётр Сомов сдал экзамены при С.-Петербургском университете.", []string{"С.-Петербургском=" + petersburg}},
		{"В 1893 г. Пётр Сомов служил в С.-Петербургском порту.", []string{"С.-Петербургском=" + petersburg}},
		{"В 1896 г. Пётр Сомов учился в Н.-Новгородском реальном училище.", []string{"Н.-Новгородском=" + nizhny}},
		{"В 1891 г. Пётр Сомов окончил курс С.-Петербургского университета.", []string{"С.-Петербургского=" + petersburg}},
		{"В 1894 г. Пётр Сомов жил в С.-Петербурге.", []string{"С.-Петербурге=" + petersburg}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A state the vocabulary refuses as a whole («Россия») is the territory
// when the text names what comes from it, goes into it, round it or is in
// it, with no verb of motion as well: «богомольцы из России», «отправка
// «Искры» в Россию», «поездку по России», «первую в России». A tour round it
// is an event there; the others only name it. What it is given, what it
// is friends with and what it owns stay the state.
func TestPlacesStateAsTerritory(t *testing.T) {
	const russia, jerusalem = "country:RU", "geonames:281184"
	for _, tt := range []struct {
		text   string
		want   []string
		events []string
	}{
		{"Летом 1908 г. Пётр Сомов совершил поездку по России.", []string{"России=" + russia}, []string{"trip " + russia + " 1908-22"}},
		{"В 1883 г. богомольцы из России пришли в Иерусалим.", []string{"России=" + russia, "Иерусалим=" + jerusalem}, []string{"trip " + jerusalem + " 1883"}},
		{"В 1901 г. Анна Сомова ведала в Берлине отправкою «Искры» в Россию.", []string{"Берлине=geonames:2950159", "Россию=" + russia}, []string{"other geonames:2950159 1901"}},
		{"В 1886 г. Пётр Сомов открыл станцию, первую в России.", []string{"России=" + russia}, nil},
		{"В 1873 г. ханство уступило России правый берег реки.", nil, nil},
		{"В 1888 г. Пётр Сомов писал, что хан хочет дружбы с Россией.", nil, []string{"other - 1888"}},
	} {
		x := extractText(t, tt.text)
		wantExactly(t, tt.text, placeIDs(x), tt.want)
		wantExactly(t, tt.text, eventList(x), tt.events)
	}
}

// A capitalised common noun that opens an institution's name, its
// complement in the genitive in lower case («в Дом предварительного
// заключения», «избран в Совет рабочих депутатов»), names the institution,
// not a town spelt like the noun (Dome in Ghana, Sovet in Tajikistan), in a
// quoted document as well. A town spelt like a noun with its province
// after it («в Остров Псковской губернии») stays the town.
func TestPlacesInstitutionNamedByCommonNoun(t *testing.T) {
	const ostrov, pskovGovernorate = "geonames:514171", "overlay:pskov-governorate"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1895 г. Пётр Сомов заключён в Дом предварительного заключения.", nil},
		{"Пристав доносил: «Сомов заключён в Дом предварительного заключения»", nil},
		{"В 1905 г. Пётр Сомов избран в Совет рабочих депутатов.", nil},
		{"В 1898 г. Пётр Сомов приехал в Остров Псковской губернии.", []string{"Остров=" + ostrov, "Псковской губернии=" + pskovGovernorate}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A country's adjective in lower case before the side of a border one
// crosses to or stands on («на шведскую сторону», «на финляндской
// стороне») is the country; a side as a party («с японской стороны») is
// none.
func TestPlacesSideOfABorder(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1917 г. Пётр Сомов перешёл по льду на шведскую сторону.", []string{"шведскую=country:SE"}},
		{"В 1917 г. Пётр Сомов ждал на финляндской стороне.", []string{"финляндской=country:FI"}},
		{"В 1904 г. с японской стороны пришли вести.", nil},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}
