package extract

import "testing"

// Relative and anaphoric dates, and date forms of the period's official
// and narrative prose. Sentences written for these tests; the values
// computed by hand from GOLD-CONVENTIONS.md.
func TestDateKinds(t *testing.T) {
	runDateCases(t, []dateCase{
		// «тогда же», «в то же время»: the context at its own precision.
		{name: "тогда же after a day", ctx: "1879-03-04", text: "Тогда же его исключили из гимназии.", want: []wantDate{
			{"Тогда же", "1879-03-04", "1879-03-04", "1879-03-04", ""}}},
		{name: "тогда же after a season", text: "Осенью 1894 г. он приехал в Пермь и тогда же поступил на завод.", want: []wantDate{
			{"Осенью 1894 г.", "1894-23", "1894-09-01", "1894-11-30", ""},
			{"тогда же", "1894-23", "1894-09-01", "1894-11-30", ""}}},
		{name: "в то же время after a month", ctx: "1866-05", text: "В то же время брат его уехал в Казань.", want: []wantDate{
			{"В то же время", "1866-05", "1866-05-01", "1866-05-31", ""}}},
		// A relative year before a yearless day gives that day its year
		// and stays a date of its own.
		{name: "в том же году, day", ctx: "1877-22", text: "А в том же году, 3 ноября, его арестовали.", want: []wantDate{
			{"в том же году", "1877", "1877-01-01", "1877-12-31", ""},
			{"3 ноября", "1877-11-03", "1877-11-03", "1877-11-03", ""}}},
		{name: "в следующем году, day", ctx: "1877-05", text: "В следующем году, 9 марта, он бежал.", want: []wantDate{
			{"В следующем году", "1878", "1878-01-01", "1878-12-31", ""},
			{"9 марта", "1878-03-09", "1878-03-09", "1878-03-09", ""}}},
		// A day of the writer's month, written as an ordinal, with or
		// without «числа».
		{name: "ordinal day of this month", text: "Донесение от 10 мая 1880 г.: отряд прибыл 4-го сего месяца.", want: []wantDate{
			{"10 мая 1880 г.", "1880-05-10", "1880-05-10", "1880-05-10", ""},
			{"4-го сего месяца", "1880-05-04", "1880-05-04", "1880-05-04", ""}}},
		{name: "ordinal day of last month", text: "Донесение от 10 мая 1880 г.: отряд выступил 28-го числа прошлого месяца.", want: []wantDate{
			{"10 мая 1880 г.", "1880-05-10", "1880-05-10", "1880-05-10", ""},
			{"28-го числа прошлого месяца", "1880-04-28", "1880-04-28", "1880-04-28", ""}}},
		// A report's date given with its year is the writer's, though a
		// yearless month of the narrative comes between.
		{name: "this month after a narrative month", text: "Рапорт из Аулие-Аты, 6 июня 1864 г.: «Выступив в начале мая, отряд 4-го числа сего месяца взял крепость».", want: []wantDate{
			{"6 июня 1864 г.", "1864-06-06", "1864-06-06", "1864-06-06", ""},
			{"в начале мая", "1864-05-01/1864-05-10", "1864-05-01", "1864-05-10", ""},
			{"4-го числа сего месяца", "1864-06-04", "1864-06-04", "1864-06-04", ""}}},
		// A count of years or months says the year or month, no finer.
		{name: "через два года after a season", ctx: "1880-21", text: "Через два года он перебрался в Одессу.", want: []wantDate{
			{"Через два года", "1882", "1882-01-01", "1882-12-31", ""}}},
		{name: "через год after a day", ctx: "1891-10-07", text: "Через год он вернулся.", want: []wantDate{
			{"Через год", "1892", "1892-01-01", "1892-12-31", ""}}},
		{name: "через три месяца after a day", ctx: "1891-10-07", text: "Через три месяца он вернулся.", want: []wantDate{
			{"Через три месяца", "1892-01", "1892-01-01", "1892-01-31", ""}}},
		{name: "год спустя", ctx: "1865-06", text: "Год спустя он снова был в Омске.", want: []wantDate{
			{"Год спустя", "1866", "1866-01-01", "1866-12-31", ""}}},
		{name: "два года спустя", ctx: "1865", text: "Два года спустя он снова был в Омске.", want: []wantDate{
			{"Два года спустя", "1867", "1867-01-01", "1867-12-31", ""}}},
		{name: "спустя полгода", ctx: "1899-11-20", text: "Спустя полгода его выпустили.", want: []wantDate{
			{"Спустя полгода", "1900-05", "1900-05-01", "1900-05-31", ""}}},
		{name: "через полтора года", ctx: "1899-11-20", text: "Через полтора года его выпустили.", want: []wantDate{
			{"Через полтора года", "1901-05", "1901-05-01", "1901-05-31", ""}}},
		{name: "на третий день", ctx: "1904-01-30", text: "На третий день отряд вышел к реке.", want: []wantDate{
			{"На третий день", "1904-02-01", "1904-02-01", "1904-02-01", ""}}},
		{name: "на другой год", ctx: "1872", text: "На другой год он женился.", want: []wantDate{
			{"На другой год", "1873", "1873-01-01", "1873-12-31", ""}}},
		{name: "в ту же ночь", ctx: "1881-03-01", text: "В ту же ночь типографию разгромили.", want: []wantDate{
			{"В ту же ночь", "1881-03-01", "1881-03-01", "1881-03-01", ""}}},
		{name: "в ту же осень", ctx: "1881-09", text: "В ту же осень он уехал.", want: []wantDate{
			{"В ту же осень", "1881-23", "1881-09-01", "1881-11-30", ""}}},
		{name: "в прошлом месяце", ctx: "1910-03-02", text: "В прошлом месяце он был в Вильне.", want: []wantDate{
			{"В прошлом месяце", "1910-02", "1910-02-01", "1910-02-28", ""}}},
		// Two successive months (or seasons) joined by «и» are one span,
		// with or without a year; two months apart stay two dates.
		{name: "two months without a year", ctx: "1911", text: "В апреле и мае он читал лекции в Киеве.", want: []wantDate{
			{"В апреле и мае", "1911-04/1911-05", "1911-04-01", "1911-05-31", ""}}},
		{name: "two seasons without a year", ctx: "1886", text: "Весной и летом он жил в деревне.", want: []wantDate{
			{"Весной и летом", "1886-21/1886-22", "1886-03-01", "1886-08-31", ""}}},
		{name: "two months apart", ctx: "1911", text: "В мае и сентябре он был в Киеве.", want: []wantDate{
			{"В мае", "1911-05", "1911-05-01", "1911-05-31", ""},
			{"сентябре", "1911-09", "1911-09-01", "1911-09-30", ""}}},
		// «с. г.», «пр. г.»: сего and прошлого года written short.
		{name: "с. г. old style", ctx: "1899-10-02", text: "3 сент. с. г. (ст. ст.) он скрылся из Тулы.", want: []wantDate{
			{"3 сент. с. г. (ст. ст.)", "1899-09-15", "1899-09-15", "1899-09-15", "1899-09-03"}}},
		{name: "пр. г.", ctx: "1899-10-02", text: "В мае пр. г. он был выслан.", want: []wantDate{
			{"В мае пр. г.", "1898-05", "1898-05-01", "1898-05-31", ""}}},
		// A day written as an ordinal before its month; «месяц» after a
		// month's name.
		{name: "ordinal day before a month", text: "5-го мая 1887 г. он приехал.", want: []wantDate{
			{"5-го мая 1887 г.", "1887-05-05", "1887-05-05", "1887-05-05", ""}}},
		{name: "месяце after a month", text: "В июле месяце 1887 г. он приехал.", want: []wantDate{
			{"В июле месяце 1887 г.", "1887-07", "1887-07-01", "1887-07-31", ""}}},
		{name: "месяца after a day", ctx: "1887", text: "14 июля месяца он приехал.", want: []wantDate{
			{"14 июля месяца", "1887-07-14", "1887-07-14", "1887-07-14", ""}}},
	})
}

// Decades and centuries: a decade written without its century takes the
// text's (the century before when the decade would be later than the
// text's year); parts of a decade or century are thirds and halves in
// whole years (ten years: 0–3, 4–6, 7–9; a hundred: 0–33, 34–66, 67–99).
func TestDateKindsDecadesCenturies(t *testing.T) {
	runDateCases(t, []dateCase{
		{name: "short decade, earlier in the text's century", ctx: "1896", text: "В 70-х годах он служил в Ташкенте.", want: []wantDate{
			{"В 70-х годах", "187X", "1870-01-01", "1879-12-31", ""}}},
		{name: "short decade later than the text's year", ctx: "1903", text: "В 80-е годы он служил в Ташкенте.", want: []wantDate{
			{"В 80-е годы", "188X", "1880-01-01", "1889-12-31", ""}}},
		{name: "short decade abbreviated", ctx: "1912", text: "в 10-х гг. завод расширился", want: []wantDate{
			{"в 10-х гг.", "191X", "1910-01-01", "1919-12-31", ""}}},
		{name: "decade in words", ctx: "1889", text: "В семидесятых годах он жил в Саратове.", want: []wantDate{
			{"В семидесятых годах", "187X", "1870-01-01", "1879-12-31", ""}}},
		{name: "decade in words without a context", text: "В пятидесятых годах семья жила в Пензе.", want: []wantDate{
			{"В пятидесятых годах", "185X", "1850-01-01", "1859-12-31", ""}}},
		{name: "decade of the century before", ctx: "1911", text: "В 90-х годах прошлого века он жил в Пензе.", want: []wantDate{
			{"В 90-х годах прошлого века", "189X", "1890-01-01", "1899-12-31", ""}}},
		{name: "middle of a decade", text: "В середине 1860-х годов он жил в Пензе.", want: []wantDate{
			{"В середине 1860-х годов", "1864/1866", "1864-01-01", "1866-12-31", ""}}},
		{name: "end of a decade in words", ctx: "1885", text: "В конце шестидесятых годов он жил в Пензе.", want: []wantDate{
			{"В конце шестидесятых годов", "1867/1869", "1867-01-01", "1869-12-31", ""}}},
		{name: "first half of a decade", text: "в первой половине 1880-х гг. он жил в Пензе", want: []wantDate{
			{"в первой половине 1880-х гг.", "1880/1884", "1880-01-01", "1884-12-31", ""}}},
		{name: "century", text: "В XVIII веке здесь стояла крепость.", want: []wantDate{
			{"В XVIII веке", "17XX", "1700-01-01", "1799-12-31", ""}}},
		{name: "end of a century, abbreviated", text: "в конце XIX в. город вырос", want: []wantDate{
			{"в конце XIX в.", "1867/1899", "1867-01-01", "1899-12-31", ""}}},
		{name: "century with a Cyrillic Х", text: "В начале ХХ столетия город вырос.", want: []wantDate{
			{"В начале ХХ столетия", "1900/1933", "1900-01-01", "1933-12-31", ""}}},
		{name: "start of the text's century", ctx: "1904", text: "В начале века город вырос.", want: []wantDate{
			{"В начале века", "1900/1933", "1900-01-01", "1933-12-31", ""}}},
		{name: "end of the last century", ctx: "1904", text: "В конце прошлого столетия город вырос.", want: []wantDate{
			{"В конце прошлого столетия", "1867/1899", "1867-01-01", "1899-12-31", ""}}},
		// A century word alone is no date; «в.» after a name is no century.
		{name: "century word alone", ctx: "1904", text: "Век живи — век учись.", want: nil},
		{name: "a count, no decade", text: "Он прошёл 60 вёрст.", want: nil},
	})
}

// Ranges and bounds as period texts write them.
func TestDateKindsRangesBounds(t *testing.T) {
	runDateCases(t, []dateCase{
		{name: "years, second shortened, year word", text: "В 1877-78 гг. он служил в Эрзеруме.", want: []wantDate{
			{"В 1877-78 гг.", "1877/1878", "1877-01-01", "1878-12-31", ""}}},
		{name: "years with an em dash, second shortened", text: "в 1881—83 годах он жил в Париже", want: []wantDate{
			{"в 1881—83 годах", "1881/1883", "1881-01-01", "1883-12-31", ""}}},
		{name: "academic year with a slash", text: "В 1886/87 учебном году он слушал лекции в Дерпте.", want: []wantDate{
			{"В 1886/87", "1886/1887", "1886-01-01", "1887-12-31", ""}}},
		{name: "two successive years under one plural word", text: "в 1877 и 1878 годах он воевал на Кавказе", want: []wantDate{
			{"в 1877 и 1878 годах", "1877/1878", "1877-01-01", "1878-12-31", ""}}},
		{name: "ordinal days in a range", text: "С 3-го по 9-е июня 1880 г. он жил в Казани.", want: []wantDate{
			{"С 3-го по 9-е июня 1880 г.", "1880-06-03/1880-06-09", "1880-06-03", "1880-06-09", ""}}},
		{name: "collective count of days", ctx: "1880-06-09", text: "Через трое суток он уехал.", want: []wantDate{
			{"Через трое суток", "1880-06-12", "1880-06-12", "1880-06-12", ""}}},
		// «накануне» before a day is the day before it; before an
		// event's noun, the eve of an event the last date does not give.
		{name: "eve of a day", ctx: "1899-04-10", text: "Накануне 1 мая его арестовали.", want: []wantDate{
			{"Накануне 1 мая", "1899-04-30", "1899-04-30", "1899-04-30", ""}}},
		{name: "eve of a feast", ctx: "1899-04-10", text: "Накануне Рождества он вернулся.", want: []wantDate{
			{"Накануне Рождества", "1899-12-24", "1899-12-24", "1899-12-24", ""}}},
		{name: "eve of an event", ctx: "1899-04-10", text: "Накануне отъезда он продал книги.", want: nil},
		{name: "накануне alone", ctx: "1899-04-10", text: "Накануне он продал книги.", want: []wantDate{
			{"Накануне", "1899-04-09", "1899-04-09", "1899-04-09", ""}}},
		{name: "на другое утро", ctx: "1880-06-09", text: "На другое утро он уехал.", want: []wantDate{
			{"На другое утро", "1880-06-10", "1880-06-10", "1880-06-10", ""}}},
		{name: "two decades", text: "В 1850–60-х годах здесь строили пристани.", want: []wantDate{
			{"В 1850–60-х годах", "185X/186X", "1850-01-01", "1869-12-31", ""}}},
		// A third of a season is its month; the end of a winter stays the
		// winter (its year is read two ways).
		{name: "start of summer", ctx: "1866", text: "В начале лета экспедиция вышла из Кяхты.", want: []wantDate{
			{"В начале лета", "1866-06", "1866-06-01", "1866-06-30", ""}}},
		{name: "end of autumn with a year", text: "в конце осени 1874 г. он вернулся", want: []wantDate{
			{"в конце осени 1874 г.", "1874-11", "1874-11-01", "1874-11-30", ""}}},
		{name: "middle of spring", ctx: "1874", text: "В середине весны он вернулся.", want: []wantDate{
			{"В середине весны", "1874-04", "1874-04-01", "1874-04-30", ""}}},
		{name: "end of winter", ctx: "1874", text: "В конце зимы он вернулся.", want: []wantDate{
			{"зимы", "1874-24", "1874-12-01", "1875-02-28", ""}}},
		{name: "start of winter", ctx: "1874", text: "В начале зимы он вернулся.", want: []wantDate{
			{"В начале зимы", "1874-12", "1874-12-01", "1874-12-31", ""}}},
		// Official papers put the month first.
		{name: "month, day, дня, year", text: "Сентября 14 дня 1868 года он прибыл в Омск.", want: []wantDate{
			{"Сентября 14 дня 1868 года", "1868-09-14", "1868-09-14", "1868-09-14", ""}}},
		{name: "a count of days after a month", ctx: "1868", text: "В июле 2 дня он провёл в Омске.", want: []wantDate{
			{"В июле", "1868-07", "1868-07-01", "1868-07-31", ""}}},
		{name: "night told by both days", text: "В ночь с 11 на 12 марта 1879 г. его увезли.", want: []wantDate{
			{"В ночь с 11 на 12 марта 1879 г.", "1879-03-11/1879-03-12", "1879-03-11", "1879-03-12", ""}}},
		{name: "not later than", text: "Не позднее 1842 г. он покинул Тулу.", want: []wantDate{
			{"Не позднее 1842 г.", "../1842", "", "1842-12-31", ""}}},
		{name: "not earlier than", text: "не ранее сентября 1842 г. он покинул Тулу", want: []wantDate{
			{"не ранее сентября 1842 г.", "1842-09/..", "1842-09-01", "", ""}}},
		{name: "days before that", ctx: "1895-03-10", text: "За четыре дня до этого он приехал.", want: []wantDate{
			{"За четыре дня до этого", "1895-03-06", "1895-03-06", "1895-03-06", ""}}},
		{name: "a year before that", ctx: "1895-03-10", text: "За год до того он женился.", want: []wantDate{
			{"За год до того", "1894", "1894-01-01", "1894-12-31", ""}}},
		{name: "about three days later", ctx: "1895-03-10", text: "Дня через три он уехал.", want: []wantDate{
			{"Дня через три", "1895-03-13", "1895-03-13", "1895-03-13", ""}}},
	})
}

// Church feasts as dates, in the calendar the text writes (Julian Easter
// 1895 is 2 April): a name of two words is a feast with or without a
// preposition, one word only after a preposition of time.
func TestDateKindsFeasts(t *testing.T) {
	runDateCases(t, []dateCase{
		{name: "Great Lent", ctx: "1895", text: "Великим постом он жил в Москве.", want: []wantDate{
			{"Великим постом", "1895-02-13/1895-04-01", "1895-02-13", "1895-04-01", ""}}},
		{name: "Ascension with a year", text: "На Вознесение 1895 г. он уехал.", want: []wantDate{
			{"На Вознесение 1895 г.", "1895-05-11", "1895-05-11", "1895-05-11", ""}}},
		{name: "Palm Sunday", ctx: "1895", text: "В Вербное воскресенье он уехал.", want: []wantDate{
			{"В Вербное воскресенье", "1895-03-26", "1895-03-26", "1895-03-26", ""}}},
		{name: "St Nicholas of winter", text: "В Николин день 1887 г. он уехал.", want: []wantDate{
			{"В Николин день 1887 г.", "1887-12-06", "1887-12-06", "1887-12-06", ""}}},
		{name: "Presentation", ctx: "1887", text: "К Введению он вернулся.", want: []wantDate{
			{"К Введению", "../1887-11-21", "", "1887-11-21", ""}}},
		{name: "a surname, no feast", ctx: "1887", text: "Иванов приехал в Москву.", want: nil},
	})
}

// A reign named as a time is the years of that reign.
func TestDateKindsReigns(t *testing.T) {
	runDateCases(t, []dateCase{
		{name: "reign with a title and a Roman number", text: "В царствование императора Александра III он служил в Варшаве.", want: []wantDate{
			{"В царствование императора Александра III", "1881/1894", "1881-01-01", "1894-12-31", ""}}},
		{name: "reign with a number in words", text: "в правление Павла Первого его сослали", want: []wantDate{
			{"в правление Павла Первого", "1796/1801", "1796-01-01", "1801-12-31", ""}}},
		{name: "a name without a reign opener", text: "Портрет Николая I висел в зале.", want: nil},
	})
}

// A yearless day of a famous event, told with a word of that event, is of
// the event's year and leaves the narrative's date as it was (named
// after a noun, «по делу 1 марта», see TestKindNamedPublicDate).
func TestDateKindsFamousDays(t *testing.T) {
	runDateCases(t, []dateCase{
		{name: "the Decembrists' day", ctx: "1863", text: "Он вспоминал декабристов, вышедших на площадь 14 декабря.", want: []wantDate{
			{"14 декабря", "1825-12-14", "1825-12-14", "1825-12-14", ""}}, ctxWant: "1863"},
		{name: "the October manifesto", ctx: "1906", text: "После манифеста 17 октября он вернулся из Женевы.", want: []wantDate{
			{"17 октября", "1905-10-17", "1905-10-17", "1905-10-17", ""}}},
		{name: "the same day without its event", ctx: "1887", text: "14 декабря он приехал в Тверь.", want: []wantDate{
			{"14 декабря", "1887-12-14", "1887-12-14", "1887-12-14", ""}}},
		{name: "the event's own year", ctx: "1905", text: "9 января рабочие пошли к дворцу, и начался расстрел.", want: []wantDate{
			{"9 января", "1905-01-09", "1905-01-09", "1905-01-09", ""}}},
	})
}

// A day of the month alone after a date in the narrative goes forward
// from it; only after a heading or dateline of a diary does a later day
// write back to the month before.
func TestKindDayOfMonthAfterNarrativeDate(t *testing.T) {
	for _, tt := range []struct{ text, phrase, want string }{
		{"5 мая 1903 г. Пётр Сомов приехал в Томск. 6-го он уехал в Иркутск.", "6-го", "1903-05-06"},
		{"3 сентября 1914 г.\nСтоим под Львовом. 25-го полк перешёл границу.", "25-го", "1914-08-25"},
	} {
		wantExactly(t, "«"+tt.phrase+"» in «"+tt.text+"»", datesOf(t, tt.text, tt.phrase), []string{tt.want})
	}
}

// A shift by days told in the present or future counts from the day the
// entry is written, even after the entry told of an earlier day.
func TestKindFutureShiftFromEntryDay(t *testing.T) {
	for _, tt := range []struct{ text, phrase, want string }{
		{"Тифлис, 3 мая 1890 г.\n\nВчера мы приехали сюда из Владикавказа. Через два дня мы едем в Баку.", "Через два дня", "1890-05-05"},
		{"Омск, 12 июня 1868 г.\n\nТретьего дня нас привезли в Омск. Через неделю нас отправят в Семипалатинск.", "Через неделю", "1868-06-19"},
		// Told in the past, it counts from the day told before it.
		{"12 июня 1868 г. нас привезли в Омск. Через неделю нас отправили в Семипалатинск.", "Через неделю", "1868-06-19"},
	} {
		wantExactly(t, "«"+tt.phrase+"» in «"+tt.text+"»", datesOf(t, tt.text, tt.phrase), []string{tt.want})
	}
}

// Under a heading line that dates the entry, a day before the heading's
// opening the entry tells of the past: «вчера», «сегодня» after it still
// count from the heading; a day opening a paragraph with no heading
// above it, or not before the heading's, begins an entry of its own.
func TestKindEntryOpenedByAnEarlierDay(t *testing.T) {
	for _, tt := range []struct{ text, phrase, want string }{
		{"Омск, 20 сентября 1880 г.\n\n12-го мы вышли из Тобольска на пароходе, а вчера прибыли сюда.", "вчера", "1880-09-19"},
		{"Омск, 20 сентября 1880 г.\n\n12 сентября мы вышли из Тобольска. Вчера мы прибыли сюда.", "Вчера", "1880-09-19"},
		{"Тифлис, 3 мая 1890 г.\n\n28 апреля мы оставили Владикавказ. Сегодня идём в Мцхет.", "Сегодня", "1890-05-03"},
		// No heading above: the opening day is the entry's.
		{"12 сентября 1880 г. Мы вышли из Тобольска. Вчера прошли Тару.", "Вчера", "1880-09-11"},
		// A later day under the heading begins an entry of its own.
		{"Омск, 20 сентября 1880 г.\n\n22 сентября. Вчера мы вышли из Омска.", "Вчера", "1880-09-21"},
	} {
		wantExactly(t, "«"+tt.phrase+"» in «"+tt.text+"»", datesOf(t, tt.text, tt.phrase), []string{tt.want})
	}
}

// datesOf extracts text and returns the EDTF of each date mention written
// as phrase.
func datesOf(t *testing.T, text, phrase string) []string {
	t.Helper()
	var got []string
	for _, d := range extractText(t, text).Dates {
		if d.Text == phrase {
			got = append(got, d.When.String())
		}
	}
	return got
}

// A season counted from the writer's day by a word before it: «прошлой
// осенью» is the autumn of the year before («прошлым летом» in November
// 1858 is 1857: this year's is «этим летом»), «будущей весной» the first
// spring after the season of that day, «нынешнюю зиму» the winter the day
// is in (a winter is of the year its December is in). A season after a
// winter so counted is of the year after. (A letter's date counts, not
// its narrative's last date: TestDatesSeasonFromTheLettersDay.)
func TestDateDeicticSeasons(t *testing.T) {
	runDateCases(t, []dateCase{
		{name: "минувшую зиму in March", ctx: "1869-03-02", text: "Всю минувшую зиму мы просидели здесь.", want: []wantDate{
			{"минувшую зиму", "1868-24", "1868-12-01", "1869-02-28", ""}}},
		{name: "прошлой осенью in February", ctx: "1870-02-14", text: "Вернулись мы сюда прошлой осенью.", want: []wantDate{
			{"прошлой осенью", "1869-23", "1869-09-01", "1869-11-30", ""}}},
		{name: "нынешнюю зиму in February", ctx: "1870-02-14", text: "Всю нынешнюю зиму пишем отчёты.", want: []wantDate{
			{"нынешнюю зиму", "1869-24", "1869-12-01", "1870-02-28", ""}}},
		{name: "прошлым летом in summer", ctx: "1858-07-20", text: "Прошлым летом я был в Верном.", want: []wantDate{
			{"Прошлым летом", "1857-22", "1857-06-01", "1857-08-31", ""}}},
		{name: "будущей весной in spring", ctx: "1880-04-02", text: "Будущей весной поеду в Крым.", want: []wantDate{
			{"Будущей весной", "1881-21", "1881-03-01", "1881-05-31", ""}}},
		{name: "этим летом in May", ctx: "1875-05-10", text: "Этим летом поеду в Крым.", want: []wantDate{
			{"Этим летом", "1875-22", "1875-06-01", "1875-08-31", ""}}},
		{name: "этой зимой in April", ctx: "1875-04-10", text: "Этой зимой я много болел.", want: []wantDate{
			{"Этой зимой", "1874-24", "1874-12-01", "1875-02-28", ""}}},
		{name: "a season after a winter so counted", ctx: "1870-02-14", text: "Всю нынешнюю зиму пишем отчёты. Весной выступает отряд.", want: []wantDate{
			{"нынешнюю зиму", "1869-24", "1869-12-01", "1870-02-28", ""},
			{"Весной", "1870-21", "1870-03-01", "1870-05-31", ""}}},
		{name: "прошлым летом in November", ctx: "1858-11-15", text: "Его казнили здесь прошлым летом.", want: []wantDate{
			{"прошлым летом", "1857-22", "1857-06-01", "1857-08-31", ""}}},
		{name: "прошлой зимой in January", ctx: "1870-01-20", text: "Прошлой зимой я болел.", want: []wantDate{
			{"Прошлой зимой", "1868-24", "1868-12-01", "1869-02-28", ""}}},
		{name: "прошлой осенью after a year", ctx: "1902", text: "Прошлой осенью он уехал.", want: []wantDate{
			{"Прошлой осенью", "1901-23", "1901-09-01", "1901-11-30", ""}}},
	})
}

// «с. г.», «сего года» count from the date of the document the text is
// or quotes (a date standing apart: «Москва, 10 октября 1905 г.», «Из
// справки, март 1880 г.:», «доносило 7 июня 1893 г.:»), not from a date
// in full the document's narrative gives after it («В июне 1904 г.
// арестован»).
func TestDateWritersYearFromTheDocument(t *testing.T) {
	runDateCases(t, []dateCase{
		{name: "a dossier's heading", text: "Справка о Сомове. Москва, 10 октября 1905 г.\n\nВ июне 1904 г. Сомов арестован. Освобождён 8 октября с. г.", want: []wantDate{
			{"10 октября 1905 г.", "1905-10-10", "1905-10-10", "1905-10-10", ""},
			{"В июне 1904 г.", "1904-06", "1904-06-01", "1904-06-30", ""},
			{"8 октября с. г.", "1905-10-08", "1905-10-08", "1905-10-08", ""}}},
		{name: "a quoted certificate", text: "Из справки III Отделения, март 1880 г.: «В июне 1879 г. Сомов был в Воронеже. В январе сего года бежал за границу».", want: []wantDate{
			{"март 1880 г.", "1880-03", "1880-03-01", "1880-03-31", ""},
			{"В июне 1879 г.", "1879-06", "1879-06-01", "1879-06-30", ""},
			{"В январе сего года", "1880-01", "1880-01-01", "1880-01-31", ""}}},
		{name: "a report's date before its colon", text: "Управление доносило 7 июня 1893 г.: «Прибывший 28 мая с. г. Сомов водворён в Митаве».", want: []wantDate{
			{"7 июня 1893 г.", "1893-06-07", "1893-06-07", "1893-06-07", ""},
			{"28 мая с. г.", "1893-05-28", "1893-05-28", "1893-05-28", ""}}},
	})
}

// The writer's day as an adjective («вчерашняя премьера», «сегодняшнее
// заседание»), «вчера» with its date set off after it («Вчера, 6
// декабря,»: two dates of the text) and «того же дня» after a day.
func TestDateDayAdjectives(t *testing.T) {
	runDateCases(t, []dateCase{
		{name: "вчерашняя", text: "ПАРИЖ, 30 мая 1913 г. Вчерашняя премьера прошла со скандалом.", want: []wantDate{
			{"30 мая 1913 г.", "1913-05-30", "1913-05-30", "1913-05-30", ""},
			{"Вчерашняя", "1913-05-29", "1913-05-29", "1913-05-29", ""}}},
		{name: "сегодняшнее", text: "Москва, 3 марта 1905 г. На сегодняшнем заседании говорил Сомов.", want: []wantDate{
			{"3 марта 1905 г.", "1905-03-03", "1905-03-03", "1905-03-03", ""},
			{"сегодняшнем", "1905-03-03", "1905-03-03", "1905-03-03", ""}}},
		{name: "вчера with its date", text: "Рапорт, 7 декабря 1876 г.: «Вчера, 6 декабря, у собора собралась толпа».", want: []wantDate{
			{"7 декабря 1876 г.", "1876-12-07", "1876-12-07", "1876-12-07", ""},
			{"Вчера", "1876-12-06", "1876-12-06", "1876-12-06", ""},
			{"6 декабря", "1876-12-06", "1876-12-06", "1876-12-06", ""}}},
		{name: "того же дня", text: "14 сентября 1910 г. Сомов упал с аэроплана. Вечером того же дня его навестил брат.", want: []wantDate{
			{"14 сентября 1910 г.", "1910-09-14", "1910-09-14", "1910-09-14", ""},
			{"того же дня", "1910-09-14", "1910-09-14", "1910-09-14", ""}}},
	})
}
