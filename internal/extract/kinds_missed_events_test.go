package extract

import "testing"

// Under a dated dateline («КИРИЛЛОВ, 3 августа 1909 г.»), a sentence
// with no date of its own that sets out in the present («отсюда он едет
// в Петербург», «труппа выезжает в Гельсингфорс», «направляется»), after
// one told of a day just past («вчера», «третьего дня»), sets out on the
// entry's own day, not on the day past. Near misses: a going told in the
// past, a present verb that is no going, no dateline, and a day told in
// full weeks before the dateline keep the date carried in.
func TestMissedGoingFromTheWritersDay(t *testing.T) {
	const (
		kirillov, petersburg, helsinki = "geonames:548478", "geonames:498817", "geonames:658225"
		odessa, istanbul, vologda      = "geonames:698740", "geonames:745044", "geonames:472459"
	)
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"КИРИЛЛОВ, 3 августа 1909 г. Вчера Сомов прибыл в наш город. Отсюда он едет в Петербург.",
			[]string{"trip " + kirillov + " 1909-08-02", "trip " + petersburg + " 1909-08-03"}},
		{"РИГА, 2 (15) мая 1908 г. Вчера в Городском театре закончились гастроли Сомова. Из Риги труппа выезжает в Гельсингфорс.",
			[]string{"trip " + helsinki + " 1908-05-15"}},
		{"ОДЕССА, 10 мая 1905 г. Третьего дня Пётр Сомов прибыл сюда из Киева. Отсюда он направляется в Константинополь.",
			[]string{"trip " + odessa + " 1905-05-08", "trip " + istanbul + " 1905-05-10"}},
		// Near misses: the going in the past; a present verb of no
		// going; no dateline; a day in full long before the dateline.
		{"КИРИЛЛОВ, 3 августа 1909 г. Вчера Сомов прибыл в наш город. Отсюда он уехал в Петербург.",
			[]string{"trip " + kirillov + " 1909-08-02", "trip " + petersburg + " 1909-08-02"}},
		{"КИРИЛЛОВ, 3 августа 1909 г. Вчера Сомов прибыл в наш город. Сомов живёт в Петербурге.",
			[]string{"trip " + kirillov + " 1909-08-02", "relocation " + petersburg + " 1909-08-02"}},
		{"3 августа 1909 г. Сомов прибыл в Кириллов. Отсюда он едет в Петербург.",
			[]string{"trip " + kirillov + " 1909-08-03", "trip " + petersburg + " 1909-08-03"}},
		{"КИРИЛЛОВ, 3 августа 1909 г. 20 июля Сомов прибыл в Вологду. Отсюда он едет в Петербург.",
			[]string{"trip " + vologda + " 1909-07-20", "trip " + petersburg + " 1909-07-20"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// Education received at a place («получил образование», «получила
// образование»), also at a place given by «там же» after a clause that
// brought the family there, is studies there (school). Near misses: news
// of a body's forming («известие об образовании союза», «узнал об
// образовании») is no studies.
func TestMissedEducationReceived(t *testing.T) {
	const nikolayevsk, kiev, geneva = "geonames:2122850", "geonames:703448", "geonames:2660646"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1858 г. Сомов получил образование в Николаевске-на-Амуре.", []string{"school " + nikolayevsk + " 1858"}},
		{"В 1880 г. Сомова получила образование в Женеве.", []string{"school " + geneva + " 1880"}},
		{"В 1858 г. отец Сомова был переведён в Николаевск-на-Амуре, и там же, в местном морском училище, Сомов получил образование.",
			[]string{"relocation " + nikolayevsk + " 1858", "school " + nikolayevsk + " 1858"}},
		// Near misses: a body's forming.
		{"В 1905 г. Сомов получил в Киеве известие об образовании союза.", []string{"other " + kiev + " 1905"}},
		{"В 1905 г. в Киеве Сомов узнал об образовании союза.", []string{"other " + kiev + " 1905"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A date in round brackets after the place of a phrase that has a date of
// its own before the place, where the bracket goes on with words of a note
// («С 1890 г. — проф. академии в Петербурге (до 1895 г. по каф.
// фармакологии, затем физиологии)»), dates a detail of the note: the
// phrase keeps its own date. Near misses: a bracket that holds only the
// date («гимназию в Казани (1883)», «(1880–1884)», «(1881)») dates the
// phrase.
func TestMissedBracketedNoteAfterDatedPhrase(t *testing.T) {
	const kiev, petersburg, kazan = "geonames:703448", "geonames:498817", "geonames:551487"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"С 1890 г. Сомов — проф. Киевского ун-та (до 1895 г. по каф. химии).", []string{"school " + kiev + " 1890/.."}},
		{"С 1890 г. — проф. Военно-мед. академии в Петербурге (до 1895 г. по каф. фармакологии, затем физиологии).",
			[]string{"school " + petersburg + " 1890/.."}},
		// Near misses: the bracket holds only the date.
		{"Сомов окончил гимназию в Казани (1883).", []string{"school " + kazan + " 1883"}},
		{"В 1880 г. Сомов поступил в Казанский университет (1880–1884).", []string{"school " + kazan + " 1880/1884"}},
		{"В 1880 г. Сомов поступил в Казанский университет (1881).", []string{"school " + kazan + " 1881"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A count of months after a season or a year («Весною 1886 г. поехал в
// Крым и через два месяца вернулся») names no calendar interval finer
// than that season or year: the clause after it is dated by the season
// or year itself, a date of its own that keeps the return apart from the
// journey out. Near misses: after a day or a month the count says the
// month («5 мая … через два месяца» is July).
func TestMissedMonthsCountedFromASeason(t *testing.T) {
	const crimea, yalta, moscow = "overlay:crimea", "geonames:688533", "geonames:524901"
	for _, tt := range []struct {
		text         string
		events, move []string
	}{
		{"Весною 1886 г. Сомов поехал в Крым и через два месяца вернулся из Ялты в Москву.",
			[]string{"trip " + crimea + " 1886-21", "relocation " + moscow + " 1886-21"},
			[]string{"Сомов: " + yalta + "→" + moscow + " 1886-21"}},
		{"В 1886 г. Сомов поехал в Крым и через три месяца вернулся в Москву.",
			[]string{"trip " + crimea + " 1886", "relocation " + moscow + " 1886"},
			[]string{"Сомов: " + crimea + "→" + moscow + " 1886"}},
		// Near misses: counted from a day or a month.
		{"5 мая 1886 г. Сомов поехал в Крым и через два месяца вернулся в Москву.",
			[]string{"trip " + crimea + " 1886-05-05", "relocation " + moscow + " 1886-07"},
			[]string{"Сомов: " + crimea + "→" + moscow + " 1886-07"}},
		{"В мае 1886 г. Сомов поехал в Крым и через два месяца вернулся в Москву.",
			[]string{"trip " + crimea + " 1886-05", "relocation " + moscow + " 1886-07"},
			[]string{"Сомов: " + crimea + "→" + moscow + " 1886-07"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
		wantExactly(t, tt.text, moveList(r), tt.move)
	}
}

// Under a heading that names the entry's place and day («Вильна, 18 июля
// 1914 г.»), a sentence dated only by the writer's own day («сегодня»)
// that tells in the first person what the writer does there, with no
// place and no cue of its own («Сегодня весь день в казармах: принимаем
// запасных», «Сегодня весь день разбираю бумаги»), is the diarist's day
// at the heading's place: an event there (other). Near misses: a going
// told of today («садимся на пароход»), what befalls no one («идёт
// дождь»), no heading, and a day past («Вчера … разбирал») add nothing.
func TestMissedDiaristsDayUnderHeading(t *testing.T) {
	const vilnius, kazan = "geonames:593116", "geonames:551487"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Вильна, 18 июля 1914 г. Вчера объявлена общая мобилизация. Сегодня весь день в казармах: принимаем запасных, подгоняем обоз.",
			[]string{"other " + vilnius + " 1914-07-17", "other " + vilnius + " 1914-07-18"}},
		{"Вильна, 18 июля 1914 г. Сегодня мы принимали запасных.", []string{"other " + vilnius + " 1914-07-18"}},
		{"Казань, 3 мая 1905 г. Сегодня весь день разбираю бумаги.", []string{"other " + kazan + " 1905-05-03"}},
		// Near misses.
		{"Баку, 19 сентября 1888 г. Сегодня вечером садимся на пароход.", nil},
		{"Казань, 3 мая 1905 г. Сегодня весь день идёт дождь.", nil},
		{"Сегодня мы принимали запасных.", nil},
		{"Казань, 3 мая 1905 г. Вчера весь день разбирал бумаги.", nil},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A stay one had to make on the way, told by its infinitive after a verb
// of necessity («В Урге пришлось простоять пять дней», «пришлось
// задержаться на неделю», «довелось пробыть три дня»), is a stop there
// (trip), reached from the place left before. Near misses: another deed
// one had to do there («пришлось продать лошадей») and a stay denied
// («задерживаться не пришлось») leave the journey where it was.
func TestMissedStayOneHadToMake(t *testing.T) {
	const kyakhta, urga, moscow, kazan = "geonames:2032960", "geonames:2028462", "geonames:524901", "geonames:551487"
	for _, tt := range []struct {
		text         string
		events, move []string
	}{
		{"12 сентября 1892 г. я выступил из Кяхты. В Урге, у консула Шишмарёва, пришлось простоять пять дней, пока нанимали проводника.",
			[]string{"trip " + urga + " 1892-09-12"}, []string{"Рассказчик: " + kyakhta + "→" + urga + " 1892-09-12"}},
		{"В мае 1890 г. Сомов выехал из Москвы. В Казани ему пришлось задержаться на неделю.",
			[]string{"trip " + kazan + " 1890-05"}, []string{"Сомов: " + moscow + "→" + kazan + " 1890-05"}},
		{"В мае 1890 г. Сомов выехал из Москвы. В Казани довелось пробыть три дня.",
			[]string{"trip " + kazan + " 1890-05"}, []string{"Сомов: " + moscow + "→" + kazan + " 1890-05"}},
		// Near misses: another deed; a stay denied.
		{"В мае 1890 г. Сомов выехал из Москвы. В Казани пришлось продать лошадей.", []string{"trip " + moscow + " 1890-05"}, nil},
		{"В мае 1890 г. Сомов выехал из Москвы. В Казани задерживаться не пришлось.", []string{"trip " + moscow + " 1890-05"}, nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.events)
		wantExactly(t, tt.text, moveList(r), tt.move)
	}
}
