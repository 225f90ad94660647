package extract

import "testing"

// A district of a kind named by its town's adjective, the kind's
// adjective between («Нерчинского горного округа», «в Златоустовский
// горный округ»), is the district drawn around that town, as «Нерчинского
// округа» is; a district of another kind («Московского военного округа»)
// stays the place its adjective names. A district followed by its
// province («Березовском уезде Тобольской губернии», «Березовском у.
// Тобольской губ.») is drawn around the namesake town of that province
// only (Berezovo, not a Berezovka of higher score elsewhere).
func TestPlacesDistrictOfAKindAndItsProvince(t *testing.T) {
	const nerchinsk, zlatoust, berezovo = "geonames:2019326#district", "geonames:462444#district", "geonames:1510214#district"
	const tobolskGov, minskGov, pinsk = "overlay:tobolsk-governorate", "overlay:minsk-governorate", "geonames:623549#district"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1864 г. его отправили на каторгу в Нерчинский горный округ.", []string{"Нерчинский горный округ=" + nerchinsk}},
		{"Летом 1870 г. он служил на заводах Нерчинского горного округа.", []string{"Нерчинского горного округа=" + nerchinsk}},
		{"В 1872 г. его перевели в Златоустовский горный округ.", []string{"Златоустовский горный округ=" + zlatoust}},
		{"В 1880 г. он служил в штабе Московского военного округа.", []string{"Московского=geonames:524901"}},
		{"В 1885 г. он жил в Березовском уезде Тобольской губернии.", []string{"Березовском уезде=" + berezovo, "Тобольской губернии=" + tobolskGov}},
		{"В 1886 г. он жил в Березовском у. Тобольской губ., а брат в Пинском у. Минской губ.", []string{
			"Березовском у.=" + berezovo, "Тобольской губ.=" + tobolskGov, "Пинском у.=" + pinsk, "Минской губ.=" + minskGov}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A town's name cut short after a preposition of place, with a comma or a
// conjunction after it in its sentence («в Петерб., а затем», «в
// Гельсингф., где»), is the one prominent town whose name it begins, as an
// adjective cut short before its noun is («в Моск. университете»); the
// capitals' period abbreviations («Пб.», «С.-Пб.», Petrograd's «Пгр.»,
// «Птг.») are read in full. A full stop that ends
// the sentence («приехал в Тобольск.») cuts nothing short.
func TestPlacesTownCutShort(t *testing.T) {
	const petersburg, helsinki, moscow, tbilisi = "geonames:498817", "geonames:658225", "geonames:524901", "geonames:611717"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1882 г. он переехал в Петерб., а затем в Тифлис.", []string{"Петерб.=" + petersburg, "Тифлис=" + tbilisi}},
		{"В 1905 г. он умер в Гельсингф., где жил с 1899 г.", []string{"Гельсингф.=" + helsinki}},
		{"В 1896 г. он бежал из Тифл. и скрылся в Батуме.", []string{"Тифл.=" + tbilisi, "Батуме=geonames:615532"}},
		{"В 1916 г. он вернулся в Пгр. и поступил на завод.", []string{"Пгр=" + petersburg}},
		{"Зимой 1899 г. он жил в С.-Пб.", []string{"Пб=" + petersburg}},
		{"В 1880 г. он окончил курс в Моск. университете.", []string{"Моск.=" + moscow}},
		{"Осенью 1901 г. он приехал в Тобольск.", []string{"Тобольск=geonames:1489530"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// The rivers over about 1,000 km of the Russian Empire and of the Amur
// basin and Manchuria are places of their own (data/gazetteer/features.tsv):
// «на Хопре», «на Северский Донец», «на Олёкме», «низовья Нижней
// Тунгуски», «на Ляохэ»; a river named like a town of the period is the
// river only with its noun («на реке Ишим»), the town by its name alone
// («в Ишиме», «в Вятке»).
func TestPlacesLongRivers(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Летом 1890 г. он жил на Хопре, а осенью переехал на Северский Донец.", []string{"Хопре=overlay:khopyor", "Северский Донец=overlay:seversky-donets"}},
		{"В 1893 г. экспедиция зимовала на реке Ишим.", []string{"реке Ишим=overlay:ishim-river"}},
		{"В 1895 г. он служил на приисках на Олёкме.", []string{"Олёкме=overlay:olyokma"}},
		{"В 1897 г. они спустились в низовья Нижней Тунгуски.", []string{"Нижней Тунгуски=overlay:lower-tunguska"}},
		{"В 1904 г. полк стоял на Ляохэ.", []string{"Ляохэ=overlay:liao-river"}},
		{"В 1900 г. он жил в Ишиме, а затем в Вятке.", []string{"Ишиме=geonames:1505453", "Вятке=geonames:548408"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// The uezd towns of the western and southern governorates by their
// Russian names of the period («в Игумен», «в Дриссе», «в Константинограде»,
// «в Радомысле», «в Заслав») and the towns of the Grand Duchy of Finland
// by their Swedish names as Russian texts wrote them («в Николайштадте»,
// «в Гейноле») are the GeoNames towns of today.
func TestPlacesUezdTownsAndFinnishTownsOfThePeriod(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1885 г. его выслали в Игумен Минской губернии.", []string{"Игумен=geonames:629273", "Минской губернии=overlay:minsk-governorate"}},
		{"Летом 1890 г. он жил в Константинограде, а затем в Радомысле.", []string{"Константинограде=geonames:704388", "Радомысле=geonames:695912"}},
		{"В 1872 г. он служил в Дриссе, потом в Заславе.", []string{"Дриссе=geonames:620255", "Заславе=geonames:707296"}},
		{"В 1908 г. он жил в Николайштадте, а летом в Гейноле.", []string{"Николайштадте=geonames:632978", "Гейноле=geonames:658288"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// The uezd towns of the governorates of the Kingdom of Poland by their
// Russian names of the period («в Гройцах», «в Цеханове», «в Томашове
// Люблинской губернии») are the GeoNames towns of today, as are the
// Volga towns by their names of the period («в Лаишеве»).
func TestPlacesPolishUezdTowns(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1863 г. отряд вошёл в Гройцы, а затем в Раву.", []string{"Гройцы=geonames:771384", "Раву=geonames:760584"}},
		{"Летом 1905 г. он жил в Цеханове, а осенью в Конске.", []string{"Цеханове=geonames:774208", "Конске=geonames:768218"}},
		{"В 1910 г. его перевели в Томашов Люблинской губернии.", []string{"Томашов=geonames:756868", "Люблинской губернии=overlay:lublin-governorate"}},
		{"В 1880 г. он служил в Лаишеве.", []string{"Лаишеве=geonames:537158"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// The uezd towns of the Caucasus, Turkestan and the Amur by their names of
// the period («в Тедженде», «в Маргелане», «в Очемчирах», «в Зейскую
// Пристань») are the GeoNames towns of today.
func TestPlacesBorderlandUezdTowns(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1888 г. он служил в Тедженде, а затем в Маргелане.", []string{"Тедженде=geonames:1218239", "Маргелане=geonames:1513243"}},
		{"Летом 1890 г. он жил в Очемчирах.", []string{"Очемчирах=geonames:612652"}},
		{"В 1896 г. он уехал в Зейскую Пристань.", []string{"Зейскую Пристань=geonames:2012593"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// An institution whose own town follows it («в Петровскую академию в
// Москве», «Демидовский лицей в Ярославле») is in that town: its
// adjective is a patron's or its own name, and a village or town of that
// name is no place of the text. An adjective naming a land the town is in
// («Новороссийского университета в Одессе») stays that land; without a
// town after it, the adjective still places the institution («в
// Казанский университет»).
func TestPlacesInstitutionWithItsTown(t *testing.T) {
	const moscow, yaroslavl, odessa, kazan = "geonames:524901", "geonames:468902", "geonames:698740", "geonames:551487"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1876 году он поступил в Петровскую академию в Москве.", []string{"Москве=" + moscow}},
		{"В 1876 году он поступил в Демидовский лицей в Ярославле.", []string{"Ярославле=" + yaroslavl}},
		{"В 1880 году он читал лекции в Новороссийском университете в Одессе.", []string{"Новороссийском=overlay:new-russia", "Одессе=" + odessa}},
		{"В 1876 году он поступил в Казанский университет.", []string{"Казанский=" + kazan}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}
