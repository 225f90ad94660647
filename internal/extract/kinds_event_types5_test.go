package extract

import "testing"

// A report or letter headed by a dateline (the place, a comma and a date:
// «Ташкент, 3 мая 1880 г. …») whose body tells a journey that has an event
// of its own — at another place («Сегодня отряд выступил на Томск»), or at
// the dateline's place on another day («возвратился 1 сего мая в
// Ташкент») — is written at the dateline's place: that event is the
// writing (other), and the journey keeps its own. A journey that reaches
// the dateline's place on the report's day («Сегодня Сомов прибыл в
// Ташкент») is one event there, a trip; so is a sentence whose first place
// is no dateline, and a journey whose last leg comes «сюда» with no date
// of its own.
func TestTypesReportDatelineOverAJourney(t *testing.T) {
	const (
		tashkent, omsk, tomsk, berlin = "geonames:1512569", "geonames:1496153", "geonames:1489425", "geonames:2950159"
		prague, kiev, odessa          = "geonames:3067696", "geonames:703448", "geonames:698740"
	)
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"№ 15. Ташкент, 3 мая 1880 г. Г-н Сомов возвратился 1 сего мая в Ташкент, проведя зиму в горах.",
			[]string{"other " + tashkent + " 1880-05-03", "trip " + tashkent + " 1880-05-01"}},
		{"Телеграмма. Омск, 11 дек. 1918 г. «Сегодня отряд под командой Сомова выступил эшелоном на Томск».",
			[]string{"other " + omsk + " 1918-12-11", "trip " + tomsk + " 1918-12-11"}},
		{"Донесение. Томск, 18 дек. 1918 г. «Бои в городе закончились вчера. Участие в них принимал отряд Сомова, прибывший сюда из Омска 13 декабря».",
			[]string{"other " + tomsk + " 1918-12-18", "trip " + tomsk + " 1918-12-17"}},
		{"II. Берлин, 28 июля 1922 г. В начале июня приезжал Петя, пробыл с нами две недели и уехал обратно в Прагу.",
			[]string{"other " + berlin + " 1922-07-28", "trip " + prague + " 1922-06-01/1922-06-10"}},
		// Near misses: the journey ends at the dateline on its day; no dateline.
		{"Ташкент, 3 мая 1880 г. Сегодня Сомов прибыл в Ташкент.", []string{"trip " + tashkent + " 1880-05-03"}},
		{"Ташкент, 3 мая 1880 г. Сегодня отряд Сомова вошёл в город.", []string{"trip " + tashkent + " 1880-05-03"}},
		{"Сомов, 3 мая 1880 г. приехал в Ташкент.", []string{"trip " + tashkent + " 1880-05-03"}},
		{"Киев, 5 июня 1905 г. Третьего дня Петров уехал в Одессу.", []string{"trip " + odessa + " 1905-06-03"}},
		{"Киев, 5 июня 1905 г. Петров вернулся из Одессы 2 июня.", []string{"relocation " + kiev + " 1905-06-02"}},
		{"Омск, 20 сентября 1890 г. 12-го отряд вышел из Тобольска, пароходом дошёл до Тары, а из Тары на лошадях — сюда.",
			[]string{"trip " + omsk + " 1890-09-20", "trip geonames:1490140 1890-09-12"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// An arrest told at a town, then confinement in a prison of that same town
// («арестован в Москве и содержался в Таганской тюрьме», «арестован в
// Киеве и заключён в Лукьяновскую тюрьму») are two things at two places:
// the arrest at the town (other), the imprisonment at the prison
// (relocation), as with a prison of another town. A town named as the
// prison's own place, with no deed of its own («доставлен в Москву, в
// Бутырскую тюрьму», «заключён в Москве в Бутырскую тюрьму») stays the
// prison's container.
func TestTypesArrestTownBeforeItsPrison(t *testing.T) {
	const (
		moscow, kiev, kazan = "geonames:524901", "geonames:703448", "geonames:551487"
		petersburg          = "geonames:498817"
	)
	jail := func(text string) string {
		for _, e := range extractText(t, text).Events {
			if e.Type == "relocation" && len(e.Places) > 0 {
				return e.Places[0].Place.ID
			}
		}
		return ""
	}
	for _, tt := range []struct{ text, town string }{
		{"В июне 1904 г. Сомов арестован в Москве и содержался под стражей в Таганской тюрьме.", moscow},
		{"В июне 1904 г. Сомов арестован в Москве и заключён в Бутырскую тюрьму.", moscow},
		{"В июне 1904 г. Сомов арестован в Киеве и заключён в Лукьяновскую тюрьму.", kiev},
		{"В июне 1904 г. Сомов арестован в Петербурге и заключён в Петропавловскую крепость.", petersburg},
		{"В июне 1904 г. Сомов арестован в Казани и заключён в Бутырскую тюрьму.", kazan},
	} {
		prison := jail(tt.text)
		if prison == "" || prison == tt.town {
			t.Errorf("%s: no relocation at a prison (%q)", tt.text, prison)
			continue
		}
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), []string{"other " + tt.town + " 1904-06", "relocation " + prison + " 1904-06"})
	}
	for _, text := range []string{
		"В июне 1904 г. Сомов арестован и заключён в Москве в Бутырскую тюрьму.",
		"В июне 1904 г. в Москве Сомова заключили в Бутырскую тюрьму.",
	} {
		prison := jail(text)
		wantExactly(t, text, eventList(extractText(t, text)), []string{"relocation " + prison + " 1904-06"})
	}
}

// Teaching as a teacher told by «учительствовал» («учительствовал в
// Твери») and furthering one's studies somewhere («совершенствовался в
// Берлине и Вене») are school events at those places, one per place of a
// list, as «преподавал» and «учился» are. Being brought up somewhere
// («воспитывалась в Твери у тётки») is no school.
func TestTypesTaughtOrFurtheredStudies(t *testing.T) {
	const moscow, berlin, vienna, tver = "geonames:524901", "geonames:2950159", "geonames:2761369", "geonames:480060"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1870 г. Сомов жил в Москве. В 1872–74 гг. совершенствовался в Берлине и Вене.",
			[]string{"relocation " + moscow + " 1870", "school " + berlin + " 1872/1874", "school " + vienna + " 1872/1874"}},
		{"В 1872 г. Сомова совершенствовалась в Вене у известного профессора.", []string{"school " + vienna + " 1872"}},
		{"В 1880 г. Сомов учительствовал в Твери.", []string{"school " + tver + " 1880"}},
		{"В 1880–1883 гг. Сомова учительствовала в Твери.", []string{"school " + tver + " 1880/1883"}},
		{"В 1880 г. Сомова воспитывалась в Твери у тётки.", []string{"other " + tver + " 1880"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A report's dateline may follow the report's name after a comma («Из
// донесения агентуры, Париж, 22 декабря 1884 г.: «…»»): when the quotation
// tells a journey to another place («переселился в Лондон»), the event at
// the dateline's place is the writing of the report (other), and the
// journey keeps its own. A quotation that tells only of the dateline's
// place («прибыл в Париж», «болен») leaves that event as it was.
func TestTypesReportNamedBeforeItsDateline(t *testing.T) {
	const paris, london, omsk, tomsk = "geonames:2988507", "geonames:2643743", "geonames:1496153", "geonames:1489425"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"3. Из донесения заграничной агентуры, Париж, 10 (22) декабря 1884 г.: «Проживавший до сего времени в Швейцарии Сомов в текущем году переселился в Лондон».",
			[]string{"other " + paris + " 1884-12-22", "relocation " + london + " 1884"}},
		{"Телеграмма консула, Омск, 11 дек. 1918 г.: «Сегодня отряд выступил на Томск».",
			[]string{"other " + omsk + " 1918-12-11", "trip " + tomsk + " 1918-12-11"}},
		{"Из донесения агента, Париж, 3 мая 1885 г.: «Сомов сегодня прибыл в Париж».", []string{"trip " + paris + " 1885-05-03"}},
		{"Из донесения агента, Париж, 3 мая 1885 г.: «Сомов болен».", []string{"other " + paris + " 1885-05-03"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}
