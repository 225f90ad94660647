package extract

import "testing"

// Appearing («выступал», «выступая») where the sentence names a choir, an
// orchestra, a troupe or concerts («с хором совершал концертные поездки,
// выступая в Полтаве и Харькове», «с оркестром выступала в Полтаве») is
// a performance at each town, type other, not a lecture. Near misses:
// appearing with no such word stays a lecture, and setting out with a
// troupe («с труппой выступил из Киева в Одессу») a journey.
func TestTypesPerformanceWithCompany(t *testing.T) {
	const kiev, poltava, kharkov, odessa = "geonames:703448", "geonames:696643", "geonames:706483", "geonames:698740"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1890 г. Пётр Сомов жил в Киеве. В 1895 г. с организованным им хором совершал концертные поездки, выступая в Полтаве, Харькове и Одессе.",
			[]string{"relocation " + kiev + " 1890", "other " + poltava + " 1895", "other " + kharkov + " 1895", "other " + odessa + " 1895"}},
		{"В 1890 г. Анна Сомова жила в Киеве. В 1895 г. она с оркестром выступала в Полтаве и Харькове.",
			[]string{"relocation " + kiev + " 1890", "other " + poltava + " 1895", "other " + kharkov + " 1895"}},
		{"В 1890 г. Анна Сомова жила в Киеве. В 1896 г. выступала в Одессе в концертах Музыкального общества.",
			[]string{"relocation " + kiev + " 1890", "other " + odessa + " 1896"}},
		// Near misses: no company nor concert; a march with the troupe.
		{"В 1890 г. Пётр Сомов жил в Киеве. В 1895 г. он выступал в Полтаве и Харькове.",
			[]string{"relocation " + kiev + " 1890", "lecture " + poltava + " 1895", "lecture " + kharkov + " 1895"}},
		{"В 1890 г. Пётр Сомов жил в Киеве. В 1895 г. он с труппой выступил из Киева в Одессу.",
			[]string{"relocation " + kiev + " 1890", "trip " + odessa + " 1895"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A stage of life spent at a place («Детство провёл в Туле и Калуге»,
// «Юность провела в Туле», «Отрочество провела в Калуге») is years lived
// there: a change of residence, as «три года провела» is, not a stay on
// the way. Near misses: a season spent there stays a trip, and a
// childhood that only «прошло» there, with no verb of living or staying,
// stays life there (other).
func TestTypesLifeStageSpent(t *testing.T) {
	const moscow, tula, kaluga = "geonames:524901", "geonames:480562", "geonames:553915"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Пётр Сомов родился 3 марта 1860 г. в Москве. Детство провёл в Туле и Калуге, где служил отец.",
			[]string{"other " + moscow + " 1860-03-03", "relocation " + tula + " 1860-03-03", "relocation " + kaluga + " 1860-03-03"}},
		{"Анна Сомова родилась в 1860 г. в Москве. Юность провела в Туле.",
			[]string{"other " + moscow + " 1860", "relocation " + tula + " 1860"}},
		{"Анна Сомова родилась в 1860 г. в Москве. Отрочество провела в Калуге.",
			[]string{"other " + moscow + " 1860", "relocation " + kaluga + " 1860"}},
		// Near misses: a season; a childhood that passed there.
		{"Анна Сомова родилась в 1860 г. в Москве. Лето провела в Туле.",
			[]string{"other " + moscow + " 1860", "trip " + tula + " 1860-22"}},
		{"Анна Сомова родилась в 1860 г. в Москве. Детство её прошло в Туле.",
			[]string{"other " + moscow + " 1860", "other " + tula + " 1860"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// An arrival at the dateline's town told by a copula with «здесь» after a
// departure dated in the same sentence («Я выехал из Москвы 11 мая и 15-го
// был уже здесь») ends that journey: a trip there on the arrival's day,
// though the leg runs from the departure; living there told next («Живём
// пока в пансионе») makes it a change of residence. Near misses: a short
// stay told next keeps the trip, and being there with no journey told («15-го
// я был здесь на выставке») is something done there (other).
func TestTypesCopulaArrivalAfterDeparture(t *testing.T) {
	const tula, kaluga = "geonames:480562", "geonames:553915"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"ТУЛА, 20 мая 1885 г. Я выехал из Москвы 11 мая и 15-го был уже здесь.",
			[]string{"trip " + tula + " 1885-05-15"}},
		{"КАЛУГА, 20 мая 1885 г. Мы выехали из Москвы 11 мая и 15-го утром были здесь. Живём пока в пансионе, в двух комнатах.",
			[]string{"relocation " + kaluga + " 1885-05-15"}},
		// Near misses: a short stay; no journey.
		{"ТУЛА, 20 мая 1885 г. Я выехал из Москвы 11 мая и 15-го был уже здесь. Прожил неделю у брата.",
			[]string{"trip " + tula + " 1885-05-15"}},
		{"ТУЛА, 20 мая 1885 г. 15-го я был здесь на выставке.",
			[]string{"other " + tula + " 1885-05-15"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A journey and entering a school at its goal told in one clause («уехал
// в Москву и поступил в университет», «отправился в Петербург и был
// зачислен на юридический факультет Петербургского университета») is one
// going to study: a single school event at the goal, not a change of
// residence beside it. Near misses: entering a post there stays a change
// of residence; a verb of moving house («переехал в Москву и поступил в
// университет») and entering told in a «где» clause («уехал в Мюнхен, где
// поступил в школу») keep the move and the studies apart.
func TestTypesJourneyToEnterSchool(t *testing.T) {
	const tula, moscow, petersburg, munich = "geonames:480562", "geonames:524901", "geonames:498817", "geonames:2867714"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1870 г. Пётр Сомов жил в Туле. В 1873 г. он уехал в Москву и поступил в университет.",
			[]string{"relocation " + tula + " 1870", "school " + moscow + " 1873"}},
		{"В 1870 г. Пётр Сомов жил в Туле. В 1857 г. он отправился в Петербург и был зачислен на юридический факультет Петербургского университета.",
			[]string{"relocation " + tula + " 1870", "school " + petersburg + " 1857"}},
		{"В 1870 г. Анна Сомова жила в Туле. В 1873 г. она уехала из Тулы в Москву и поступила в консерваторию.",
			[]string{"relocation " + tula + " 1870", "school " + moscow + " 1873"}},
		// Near misses: a post; moving house; entering told in a «где»
		// clause.
		{"В 1870 г. Пётр Сомов жил в Туле. В 1873 г. он уехал в Москву и поступил на службу в контору.",
			[]string{"relocation " + tula + " 1870", "relocation " + moscow + " 1873"}},
		{"В 1870 г. Пётр Сомов жил в Туле. В 1873 г. он переехал в Москву и поступил в университет.",
			[]string{"relocation " + tula + " 1870", "relocation " + moscow + " 1873", "school " + moscow + " 1873"}},
		{"В 1870 г. Пётр Сомов жил в Туле. В 1896 г. он уехал в Мюнхен, где поступил в школу живописи.",
			[]string{"relocation " + tula + " 1870", "relocation " + munich + " 1896", "school " + munich + " 1896"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// An excerpt's heading that opens with «Из» and the message's name and
// names the place it was written at («Из рапорта с.-петербургского
// обер-полицеймейстера, 7 декабря 1876 г.: «…»», «Из донесения агента,
// Лондон, 1 июня 1891 г.: «…»») is the writing of the message there, type
// other, whatever its quotation tells (a speech, lectures elsewhere). Near
// misses: a heading that names no place («Из справки 1893 г.: «…»») only
// introduces its quotation, and one whose quotation tells a journey to
// the heading's place leaves the event there the journey's.
func TestTypesExcerptHeadingIsWriting(t *testing.T) {
	const petersburg, london, boston, tver, tula, paris = "geonames:498817", "geonames:2643743", "geonames:4930956", "geonames:480060", "geonames:480562", "geonames:2988507"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1876 г. Пётр Сомов жил в Петербурге. Из рапорта с.-петербургского обер-полицеймейстера, 7 декабря 1876 г.: «Вчера на площади собралась толпа; студент Сомов произнёс речь».",
			[]string{"relocation " + petersburg + " 1876", "other " + petersburg + " 1876-12-07"}},
		{"В 1890 г. Пётр Сомов жил в Лондоне. Из донесения агента, Лондон, 20 мая (1 июня) 1891 г.: «Сомов читал публичные лекции в Бостоне».",
			[]string{"relocation " + london + " 1890", "other " + london + " 1891-06-01", "lecture " + boston + " 1891-06-01"}},
		// Near misses: no place of writing; a journey to the heading's
		// place.
		{"В 1890 г. Пётр Сомов жил в Туле. Из справки 1893 г.: «Сомов читал публичные лекции в Твери».",
			[]string{"relocation " + tula + " 1890", "lecture " + tver + " 1893"}},
		{"Из донесения агента, Париж, 3 мая 1885 г.: «Сомов сегодня прибыл в Париж и читал лекции».",
			[]string{"lecture " + paris + " 1885-05-03"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// Fleeing abroad («бежал за границу, в Швейцарию», «бежав за границу,
// объявился в Женеве», «бежала за границу, сперва в Германию») is an
// escape, a journey (trip), not leaving to live abroad as «уехал за
// границу» is. Near misses: leaving abroad stays a change of residence,
// and so does an escape followed by settling («бежал за границу и
// поселился в Женеве»).
func TestTypesFleeingAbroad(t *testing.T) {
	const moscow, petersburg, riga, geneva = "geonames:524901", "geonames:498817", "geonames:456172", "geonames:2660646"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1878 г. Пётр Сомов жил в Москве. В январе 1880 г. бежал за границу, в Швейцарию.",
			[]string{"relocation " + moscow + " 1878", "trip country:CH 1880-01"}},
		{"В 1904 г. Пётр Сомов жил в Петербурге. В феврале 1905 г. он, бежав за границу, объявился в Женеве.",
			[]string{"relocation " + petersburg + " 1904", "trip " + geneva + " 1905-02"}},
		{"В 1904 г. Анна Сомова жила в Риге. В 1906 г. она бежала за границу, сперва в Германию.",
			[]string{"relocation " + riga + " 1904", "trip country:DE 1906"}},
		// Near misses: leaving abroad; settling after the escape.
		{"В 1904 г. Пётр Сомов жил в Петербурге. В 1906 г. он уехал за границу, в Женеву.",
			[]string{"relocation " + petersburg + " 1904", "relocation " + geneva + " 1906"}},
		{"В 1904 г. Пётр Сомов жил в Петербурге. В 1906 г. он бежал за границу и поселился в Женеве.",
			[]string{"relocation " + petersburg + " 1904", "relocation " + geneva + " 1906"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// Towns a «где» clause names after a journey to a land («ездил в Бельгию,
// где в Льеже и Антверпене исполнялись его сочинения», «бежал в Персию,
// где в Реште и Энзели принимал участие в событиях», «уехал в Германию,
// где в Берлине и Лейпциге слушал лекции») are where the clause's deed was
// done: each its event of that deed (other, or what a cue says), while
// the journey's event stays at the land. Near misses: a clause of
// settling or living there («где поселился в Берлине», «где в Берлине жил
// у брата») tells the journey's end and keeps its type.
func TestTypesDeedsWhereJourneyWent(t *testing.T) {
	const petersburg, baku, liege, antwerp, rasht, enzeli, berlin, leipzig = "geonames:498817", "geonames:587084", "geonames:2792413", "geonames:2803138", "geonames:118743", "geonames:141679", "geonames:2950159", "geonames:2879139"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1880 г. Пётр Сомов жил в Петербурге. В 1885 г. ездил в Бельгию, где в Льеже и Антверпене с успехом исполнялись его сочинения.",
			[]string{"relocation " + petersburg + " 1880", "other " + liege + " 1885", "other " + antwerp + " 1885", "trip country:BE 1885"}},
		{"В 1905 г. Пётр Сомов жил в Баку. В 1909 г. бежал в Персию, где в Реште и Энзели принимал участие в местных революционных событиях.",
			[]string{"relocation " + baku + " 1905", "other " + rasht + " 1909", "other " + enzeli + " 1909", "trip country:IR 1909"}},
		{"В 1880 г. Пётр Сомов жил в Петербурге. В 1885 г. уехал в Германию, где в Берлине и Лейпциге слушал лекции.",
			[]string{"relocation " + petersburg + " 1880", "school " + berlin + " 1885", "school " + leipzig + " 1885", "trip country:DE 1885"}},
		// Near misses: settling; living.
		{"В 1880 г. Пётр Сомов жил в Петербурге. В 1885 г. уехал в Германию, где поселился в Берлине.",
			[]string{"relocation " + petersburg + " 1880", "relocation " + berlin + " 1885"}},
		{"В 1880 г. Пётр Сомов жил в Петербурге. В 1885 г. уехал в Германию, где в Берлине жил у брата.",
			[]string{"relocation " + petersburg + " 1880", "relocation " + berlin + " 1885"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// Leaving one's place of registration for another, in a police record's
// words («вновь выбыл в Швейцарию», «выбыл из Самары в С.-Петербург»,
// «выбыла в Ригу»), is a change of residence, not a journey. Near
// misses: leaving by a route with no goal in «в» («выбыл по железной
// дороге на Петроград») stays a journey, and being put out of action
// («выбыл из строя») is no move at all.
func TestTypesRecordOfLeaving(t *testing.T) {
	const moscow, samara, petersburg, riga, warsaw = "geonames:524901", "geonames:499099", "geonames:498817", "geonames:456172", "geonames:756135"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1900 г. Пётр Сомов жил в Москве. В 1902 г. Сомов вновь выбыл в Швейцарию.",
			[]string{"relocation " + moscow + " 1900", "relocation country:CH 1902"}},
		{"В 1900 г. Пётр Сомов жил в Самаре. В конце августа 1903 г. выбыл из Самары в С.-Петербург.",
			[]string{"relocation " + samara + " 1900", "relocation " + petersburg + " 1903-08-21/1903-08-31"}},
		{"В 1900 г. Анна Сомова жила в Москве. В 1902 г. она выбыла в Ригу.",
			[]string{"relocation " + moscow + " 1900", "relocation " + riga + " 1902"}},
		// Near misses: a route with no goal in «в»; out of action.
		{"В 1900 г. Пётр Сомов жил в Москве. Вчера он выбыл по железной дороге на Петроград.",
			[]string{"relocation " + moscow + " 1900", "trip " + petersburg + " 1900"}},
		{"В 1900 г. Пётр Сомов жил в Москве. В 1914 г. под Варшавой Сомов выбыл из строя.",
			[]string{"relocation " + moscow + " 1900", "other " + warsaw + " 1914"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// An assembly of a state or a land opened, sitting or closed, or sat at
// («Вчера в Таврическом дворце открылась Государственная дума»,
// «открылось Государственное совещание», «открылось Учредительное
// собрание», «председательствовал на Великом Вильнюсском сейме») is a
// congress, not something else done there, nor the meeting «совещание» or
// «собрание» alone names as a subject. Near misses: a member of the Duma, or one
// elected to it, names no sitting («его избрали в Государственную думу»),
// and the Diet acting («сейм избрал его председателем») is no sitting one
// attends.
func TestTypesStateAssemblySits(t *testing.T) {
	const tauride, vilnius, petersburg, bolshoi, riga = "overlay:tauride-palace", "geonames:593116", "geonames:498817", "overlay:bolshoi-theatre", "geonames:456172"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"С.-ПЕТЕРБУРГ, 11 мая 1906 г. Вчера в Таврическом дворце открылась Государственная дума.",
			[]string{"congress " + tauride + " 1906-05-10"}},
		{"МОСКВА, 12 августа 1917 г. Сегодня в Большом театре открылось Государственное совещание.",
			[]string{"congress " + bolshoi + " 1917-08-12"}},
		{"РИГА, 1 мая 1920 г. Вчера открылось Учредительное собрание.",
			[]string{"congress " + riga + " 1920-04-30"}},
		{"В 1905 г. Пётр Сомов жил в Вильне. 4–5 (17–18) декабря 1905 г. он председательствовал на Великом Вильнюсском сейме.",
			[]string{"relocation " + vilnius + " 1905", "congress " + vilnius + " 1905-12-17/1905-12-18"}},
		// Near misses: elected to the Duma; the Diet acting.
		{"В 1905 г. Пётр Сомов жил в Петербурге. В 1906 г. его избрали в Государственную думу от Петербурга.",
			[]string{"relocation " + petersburg + " 1905", "representation " + petersburg + " 1906"}},
		{"В 1917 г. Пётр Сомов жил в Гельсингфорсе. 27 ноября 1917 г. сейм избрал его председателем Сената.",
			[]string{"relocation geonames:658225 1917", "other - 1917-11-27"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// Calling on someone in a clause that names no place of its own («Вечером
// того же дня авиатор навестил пострадавшего», «Вчера раненого навестил
// адмирал», under a dateline) is a call made where the text already is:
// the two meet there, no journey. Near misses: a call on someone in a
// town named («навестил брата в Туле») and a visit to a town («навестил
// Тулу») stay journeys there.
func TestTypesCallOnWhereTextIs(t *testing.T) {
	const moscow, tula, odessa, sasebo = "geonames:524901", "geonames:480562", "geonames:698740", "geonames:1852899"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"ОДЕССА, 14 сентября 1910 г. Вечером того же дня авиатор Пётр Сомов навестил пострадавшего в гостинице «Лондонская».",
			[]string{"meeting " + odessa + " 1910-09-14"}},
		{"САСЕБО, 3 июня 1905 г. Вчера раненого навестил адмирал Того.",
			[]string{"meeting " + sasebo + " 1905-06-02"}},
		// Near misses: a town named; a town visited.
		{"В 1880 г. Пётр Сомов жил в Москве. В 1885 г. навестил брата в Туле.",
			[]string{"relocation " + moscow + " 1880", "trip " + tula + " 1885"}},
		{"В 1880 г. Пётр Сомов жил в Москве. В 1885 г. навестил Тулу.",
			[]string{"relocation " + moscow + " 1880", "trip " + tula + " 1885"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A person sent or taken by others into a school named by its town's
// adjective («его отправили в Московское юнкерское училище», «её отвезли
// в Киевский институт благородных девиц») studies there, as one sent «в
// Москву, в военную гимназию» does: a school event, not a change of
// residence. Near miss: sent into a province named by its adjective («в
// Московскую губернию») stays a change of residence.
func TestTypesSentIntoSchoolByTownAdjective(t *testing.T) {
	const yaroslavl, tula, moscow, kiev = "geonames:468902", "geonames:480562", "geonames:524901", "geonames:703448"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1870 г. Пётр Сомов жил в Ярославле. В 1873 году его отправили в Московское юнкерское училище.",
			[]string{"relocation " + yaroslavl + " 1870", "school " + moscow + " 1873"}},
		{"В 1870 г. Анна Сомова жила в Туле. В 1875 году её отвезли в Киевский институт благородных девиц.",
			[]string{"relocation " + tula + " 1870", "school " + kiev + " 1875"}},
		// Near miss: a province.
		{"В 1870 г. Пётр Сомов жил в Ярославле. В 1873 году его отправили в Московскую губернию.",
			[]string{"relocation " + yaroslavl + " 1870", "relocation overlay:moscow-governorate 1873"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// Speaking at public meetings or before a public («объехала Нью-Йорк,
// Бостон и Чикаго, говоря на многолюдных собраниях», «говорил перед
// рабочими») is a public lecture at each town, as «выступал на митингах»
// is; it outweighs the verb of the journey that brought the speaker.
// Near miss: talking with someone («говорил с братом») is no lecture.
func TestTypesSpeakingAtMeetings(t *testing.T) {
	const moscow, tver, newYork, boston, chicago = "geonames:524901", "geonames:480060", "geonames:5128581", "geonames:4930956", "geonames:4887398"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1900 г. Анна Сомова жила в Москве. Осенью 1904 года она объехала Нью-Йорк, Бостон и Чикаго, говоря на многолюдных собраниях о революции.",
			[]string{"relocation " + moscow + " 1900", "lecture " + newYork + " 1904-23", "lecture " + boston + " 1904-23", "lecture " + chicago + " 1904-23"}},
		{"В 1900 г. Пётр Сомов жил в Москве. В 1905 г. в Твери он говорил перед рабочими о свободе.",
			[]string{"relocation " + moscow + " 1900", "lecture " + tver + " 1905"}},
		// Near miss: a talk with someone.
		{"В 1900 г. Пётр Сомов жил в Москве. В 1905 г. в Твери он говорил с братом о свободе.",
			[]string{"relocation " + moscow + " 1900", "other " + tver + " 1905"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// Running an institute, a university or a school («С 1914 руководила
// Ин-том радия в Париже», «возглавлял Московский университет») is work
// done there (other), not the studies the institution's noun alone would
// tell. Near miss: teaching there («преподавал в Московском
// университете») stays a school event.
func TestTypesRunningAnInstitution(t *testing.T) {
	const paris, moscow = "geonames:2988507", "geonames:524901"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1900 г. Мария Сомова жила в Париже. С 1914 руководила Ин-том радия в Париже.",
			[]string{"relocation " + paris + " 1900", "other " + paris + " 1914/.."}},
		{"В 1900 г. Пётр Сомов жил в Москве. В 1906 г. он возглавлял Московский университет.",
			[]string{"relocation " + moscow + " 1900", "other " + moscow + " 1906"}},
		// Near miss: teaching.
		{"В 1900 г. Пётр Сомов жил в Москве. В 1906 г. он преподавал в Московском университете.",
			[]string{"relocation " + moscow + " 1900", "school " + moscow + " 1906"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}
