package extract

import (
	"strings"
	"testing"

	"github.com/chronomap/chronomap/internal/when"
)

// dateCase is one sentence: the context before it (EDTF, "" for none), the
// mentions expected (text, EDTF, earliest, latest; "" for an open end) and
// the old-style original where the text gives one.
type dateCase struct {
	name    string
	ctx     string
	text    string
	want    []wantDate
	ctxWant string // the context after the sentence; "" = not checked
}

type wantDate struct {
	text, edtf, earliest, latest, old string
}

func TestFindDates(t *testing.T) {
	nb := "\u00a0"
	tests := []dateCase{
		// Years.
		{name: "year genitive", text: "Книга 1902 года вышла в Лондоне.", want: []wantDate{
			{"1902 года", "1902", "1902-01-01", "1902-12-31", ""}}},
		{name: "year locative", text: "В 1902 году Ленин жил в Лондоне.", want: []wantDate{
			{"В 1902 году", "1902", "1902-01-01", "1902-12-31", ""}}},
		{name: "year abbreviation", text: "в 1902 г. вышла книга", want: []wantDate{
			{"в 1902 г.", "1902", "1902-01-01", "1902-12-31", ""}}},
		{name: "year ordinal", text: "в 1902-м году", want: []wantDate{
			{"в 1902-м году", "1902", "1902-01-01", "1902-12-31", ""}}},
		// Months in any case, with and without a year.
		{name: "month locative", text: "в" + nb + "июне 1902" + nb + "года", want: []wantDate{
			{"в" + nb + "июне 1902" + nb + "года", "1902-06", "1902-06-01", "1902-06-30", ""}}},
		{name: "month genitive leap", text: "до конца февраля 1904 года", want: []wantDate{
			{"до конца февраля 1904 года", "../1904-02-29", "", "1904-02-29", ""}}},
		{name: "month from context", ctx: "1902", text: "В феврале он уехал.", want: []wantDate{
			{"В феврале", "1902-02", "1902-02-01", "1902-02-28", ""}}},
		{name: "bare month nominative", ctx: "1903", text: "Наступил июль.", want: []wantDate{
			{"июль", "1903-07", "1903-07-01", "1903-07-31", ""}}},
		{name: "month without context", text: "В феврале он уехал.", want: nil},
		// Days written as words: before a month, before «числа», or
		// opening a sentence before a verb; «третьего дня» is no day.
		{name: "day word before month", text: "Седьмого мая 1905 г. отряд переправился.", want: []wantDate{
			{"Седьмого мая 1905 г.", "1905-05-07", "1905-05-07", "1905-05-07", ""}}},
		{name: "day words tens", text: "Двадцать пятого декабря 1905 г. он уехал.", want: []wantDate{
			{"Двадцать пятого декабря 1905 г.", "1905-12-25", "1905-12-25", "1905-12-25", ""}}},
		{name: "day word of the month", ctx: "1864-06", text: "Пятого числа мы вошли в город.", want: []wantDate{
			{"Пятого числа", "1864-06-05", "1864-06-05", "1864-06-05", ""}}},
		{name: "day word opening a sentence", ctx: "1889-05", text: "Седьмого переправились через реку.", want: []wantDate{
			{"Седьмого", "1889-05-07", "1889-05-07", "1889-05-07", ""}}},
		{name: "ordinal no day", ctx: "1889-05", text: "Первого секретаря назначили позже.", want: nil},
		// Days.
		{name: "day", text: "30 июля 1903 года съезд продолжился.", want: []wantDate{
			{"30 июля 1903 года", "1903-07-30", "1903-07-30", "1903-07-30", ""}}},
		{name: "day from context", ctx: "1903-07", text: "Заседание 5 августа было последним.", want: []wantDate{
			{"5 августа", "1903-08-05", "1903-08-05", "1903-08-05", ""}}},
		{name: "impossible day", text: "31 июня 1903 года", want: nil},
		// Seasons.
		{name: "spring comma year", text: "Весной, 1902" + nb + "года, издание было перенесено.", want: []wantDate{
			{"Весной, 1902" + nb + "года", "1902-21", "1902-03-01", "1902-05-31", ""}}},
		{name: "summer", text: "летом 1890 года", want: []wantDate{
			{"летом 1890 года", "1890-22", "1890-06-01", "1890-08-31", ""}}},
		{name: "autumn context", ctx: "1867", text: "Осенью они переехали.", want: []wantDate{
			{"Осенью", "1867-23", "1867-09-01", "1867-11-30", ""}}},
		{name: "winter", text: "зимой 1910 года", want: []wantDate{
			{"зимой 1910 года", "1910-24", "1910-12-01", "1911-02-28", ""}}},
		// Parts of months and years.
		{name: "start of June", text: "в начале июня 1902 года", want: []wantDate{
			{"в начале июня 1902 года", "1902-06-01/1902-06-10", "1902-06-01", "1902-06-10", ""}}},
		{name: "middle of June", text: "в середине июня 1902 года", want: []wantDate{
			{"в середине июня 1902 года", "1902-06-11/1902-06-20", "1902-06-11", "1902-06-20", ""}}},
		// «в половине месяца» is its middle, as «в середине».
		{name: "half of a month", text: "в половине сентября 1871 года", want: []wantDate{
			{"в половине сентября 1871 года", "1871-09-11/1871-09-20", "1871-09-11", "1871-09-20", ""}}},
		{name: "half of a month, year from context", ctx: "1866", text: "В половине марта отряд выступил.", want: []wantDate{
			{"В половине марта", "1866-03-11/1866-03-20", "1866-03-11", "1866-03-20", ""}}},
		// A winter across two years with the second year shortened.
		{name: "winter across two years, short second", text: "зимой 1887–88 г. он жил в Риме", want: []wantDate{
			{"зимой 1887–88 г.", "1887-24", "1887-12-01", "1888-02-29", ""}}},
		{name: "winter across two years, full second", text: "зимой 1899–1900 годов он жил в Ницце", want: []wantDate{
			{"зимой 1899–1900 годов", "1899-24", "1899-12-01", "1900-02-28", ""}}},
		// A chronicle's line opened by its year.
		{name: "a term is no year", text: "Выслан в Вологодскую губ. сроком на 3 года.", want: nil},
		{name: "an age is no year", text: "Сомов, 41 года, уроженец Тулы.", want: nil},
		// Official papers' order: year, month, day.
		{name: "year month day with дня", text: "1906 г. мая 12 дня Петров прибыл в Тулу.", want: []wantDate{
			{"1906 г. мая 12 дня", "1906-05-12", "1906-05-12", "1906-05-12", ""}}},
		{name: "service record year month day", text: "1884 г. окт. 31.", want: []wantDate{
			{"1884 г. окт. 31", "1884-10-31", "1884-10-31", "1884-10-31", ""}}},
		{name: "month then ordinal day", text: "Он прибыл в Тулу мая 12-го 1906 года.", want: []wantDate{
			{"мая 12-го 1906 года", "1906-05-12", "1906-05-12", "1906-05-12", ""}}},
		{name: "a count of days is no day", ctx: "1905", text: "В июле 2 дня провёл в Москве.", want: []wantDate{
			{"В июле", "1905-07", "1905-07-01", "1905-07-31", ""}}},
		{name: "a year and its season after a comma", text: "Он приехал в Тулу в 1906 году, весной.", want: []wantDate{
			{"в 1906 году, весной", "1906-21", "1906-03-01", "1906-05-31", ""}}},
		{name: "a season and its year after a comma", text: "Весной, в 1906 году, он приехал в Тулу.", want: []wantDate{
			{"Весной, в 1906 году", "1906-21", "1906-03-01", "1906-05-31", ""}}},
		{name: "a year and its month after a comma", text: "В 1906 году, в мае, он приехал в Тулу.", want: []wantDate{
			{"В 1906 году, в мае", "1906-05", "1906-05-01", "1906-05-31", ""}}},
		{name: "year heading with a dash", ctx: "1905", text: "1906 — переезд в Киев.", want: []wantDate{
			{"1906", "1906", "1906-01-01", "1906-12-31", ""}}},
		{name: "year heading alone", ctx: "1905", text: "1906.", want: []wantDate{
			{"1906", "1906", "1906-01-01", "1906-12-31", ""}}},
		{name: "year heading with a month", ctx: "1905", text: "1906, май — отъезд в Париж.", want: []wantDate{
			{"1906, май", "1906-05", "1906-05-01", "1906-05-31", ""}}},
		{name: "a number opening a sentence is no year", ctx: "1905", text: "1500 человек вышли на площадь.", want: nil},
		{name: "winter across two years with a slash", text: "Зимой 1905/06 года он жил в Киеве.", want: []wantDate{
			{"Зимой 1905/06 года", "1905-24", "1905-12-01", "1906-02-28", ""}}},
		{name: "winter across two years, one-digit second", text: "зиму 1907–8 г. он провёл в Ницце", want: []wantDate{
			{"зиму 1907–8 г.", "1907-24", "1907-12-01", "1908-02-29", ""}}},
		{name: "years with a one-digit second", text: "В 1877–8 гг. он служил в Киеве.", want: []wantDate{
			{"В 1877–8 гг.", "1877/1878", "1877-01-01", "1878-12-31", ""}}},
		{name: "years with a slash and one digit", text: "В 1905/6 году он учился в Киеве.", want: []wantDate{
			{"В 1905/6 году", "1905/1906", "1905-01-01", "1906-12-31", ""}}},
		{name: "end of June", text: "В конце июня 1902 года", want: []wantDate{
			{"В конце июня 1902 года", "1902-06-21/1902-06-30", "1902-06-21", "1902-06-30", ""}}},
		{name: "end of February leap", text: "в конце февраля 1900 года", want: []wantDate{
			{"в конце февраля 1900 года", "1900-02-21/1900-02-28", "1900-02-21", "1900-02-28", ""}}},
		{name: "start of year", text: "в начале 1902 года", want: []wantDate{
			{"в начале 1902 года", "1902-01/1902-04", "1902-01-01", "1902-04-30", ""}}},
		{name: "end of year", text: "в конце 1890 года", want: []wantDate{
			{"в конце 1890 года", "1890-09/1890-12", "1890-09-01", "1890-12-31", ""}}},
		{name: "second half", text: "во второй половине 1902 года", want: []wantDate{
			{"во второй половине 1902 года", "1902-07/1902-12", "1902-07-01", "1902-12-31", ""}}},
		{name: "first half of month", text: "в первой половине мая 1871 года", want: []wantDate{
			{"в первой половине мая 1871 года", "1871-05-01/1871-05-15", "1871-05-01", "1871-05-15", ""}}},
		// Spans.
		{name: "throughout", text: "в течение 1902 года", want: []wantDate{
			{"в течение 1902 года", "1902", "1902-01-01", "1902-12-31", ""}}},
		{name: "throughout misspelt", text: "В течении 1902 года Ленин выступал.", want: []wantDate{
			{"В течении 1902 года", "1902", "1902-01-01", "1902-12-31", ""}}},
		// Ranges.
		{name: "month range", text: "II съезд РСДРП состоялся в июле-августе 1903 года.", want: []wantDate{
			{"в июле-августе 1903 года", "1903-07/1903-08", "1903-07-01", "1903-08-31", ""}}},
		{name: "month range dash", text: "в июле – августе 1903 года", want: []wantDate{
			{"в июле – августе 1903 года", "1903-07/1903-08", "1903-07-01", "1903-08-31", ""}}},
		{name: "years from to", text: "с 1900 по 1905 год он жил за границей", want: []wantDate{
			{"с 1900 по 1905 год", "1900/1905", "1900-01-01", "1905-12-31", ""}}},
		{name: "years dash", text: "в 1820–1824 годах Пушкин был в ссылке", want: []wantDate{
			{"в 1820–1824 годах", "1820/1824", "1820-01-01", "1824-12-31", ""}}},
		{name: "years hyphen gg", text: "В 1867-1871 гг. Достоевский жил за границей.", want: []wantDate{
			{"В 1867-1871 гг.", "1867/1871", "1867-01-01", "1871-12-31", ""}}},
		{name: "days range", text: "с 5 по 12 мая 1902 года", want: []wantDate{
			{"с 5 по 12 мая 1902 года", "1902-05-05/1902-05-12", "1902-05-05", "1902-05-12", ""}}},
		{name: "days dash", text: "5–12 мая 1902 года", want: []wantDate{
			{"5–12 мая 1902 года", "1902-05-05/1902-05-12", "1902-05-05", "1902-05-12", ""}}},
		{name: "day to day across months", text: "с 30 июля по 10 августа 1903 года", want: []wantDate{
			{"с 30 июля по 10 августа 1903 года", "1903-07-30/1903-08-10", "1903-07-30", "1903-08-10", ""}}},
		{name: "months from to", text: "с мая по июль 1902 года", want: []wantDate{
			{"с мая по июль 1902 года", "1902-05/1902-07", "1902-05-01", "1902-07-31", ""}}},
		{name: "since", text: "с 1905 года он жил в Женеве", want: []wantDate{
			{"с 1905 года", "1905/..", "1905-01-01", "", ""}}},
		{name: "until", text: "до 1905 года он жил в Женеве", want: []wantDate{
			{"до 1905 года", "../1905", "", "1905-12-31", ""}}},
		// Decades.
		{name: "decade", text: "в 1890-е годы", want: []wantDate{
			{"в 1890-е годы", "189X", "1890-01-01", "1899-12-31", ""}}},
		{name: "decade genitive", text: "В 1880-х годах он много писал.", want: []wantDate{
			{"В 1880-х годах", "188X", "1880-01-01", "1889-12-31", ""}}},
		// Alternatives.
		{name: "alternative days", text: "5 или 12 мая 1902 года", want: []wantDate{
			{"5 или 12 мая 1902 года", "1902-05-05/1902-05-12", "1902-05-05", "1902-05-12", ""}}},
		{name: "alternative months", text: "в мае или июне 1902 года", want: []wantDate{
			{"в мае или июне 1902 года", "1902-05/1902-06", "1902-05-01", "1902-06-30", ""}}},
		// Year later in the sentence; month adjectives.
		{name: "month adjective with later year", text: "Ноябрьская поездка 1910 года стала последней.", want: []wantDate{
			{"Ноябрьская", "1910-11", "1910-11-01", "1910-11-30", ""}}},
		{name: "month adjective in context", ctx: "1910", text: "В ноябрьские дни он уехал.", want: []wantDate{
			{"В ноябрьские", "1910-11", "1910-11-01", "1910-11-30", ""}}},
		{name: "year later than month", ctx: "1890", text: "В июне, как он писал позднее, 1891 года было жарко.", want: []wantDate{
			{"В июне", "1891-06", "1891-06-01", "1891-06-30", ""}}},
		{name: "year later, far", ctx: "1890", text: "В июне он приехал в Женеву, где жил и в 1891 году.", want: []wantDate{
			{"В июне", "1890-06", "1890-06-01", "1890-06-30", ""},
			{"в 1891 году", "1891", "1891-01-01", "1891-12-31", ""}}},
		{name: "year later, no context", text: "В июне он приехал в Женеву, где жил и в 1891 году.", want: []wantDate{
			{"В июне", "1891-06", "1891-06-01", "1891-06-30", ""},
			{"в 1891 году", "1891", "1891-01-01", "1891-12-31", ""}}},
		// Relative references.
		{name: "before this", ctx: "1902-21", text: "До этого он жил в Мюнхене.", want: []wantDate{
			{"До этого", "../1902-02-28", "", "1902-02-28", ""}}},
		{name: "before this with a date", ctx: "1902-21", text: "До этого, в феврале 1902 года, Ленин опубликовал свою работу.", want: []wantDate{
			{"в феврале 1902 года", "1902-02", "1902-02-01", "1902-02-28", ""}}},
		// A count of units on, glossed by the date it reaches: both are
		// dates of the text.
		{name: "a year later with its year", ctx: "1864-22", text: "Через год, в 1865 г., он получил кафедру.", want: []wantDate{
			{"Через год", "1865", "1865-01-01", "1865-12-31", ""},
			{"в 1865 г.", "1865", "1865-01-01", "1865-12-31", ""}}},
		{name: "years later with a day", ctx: "1913", text: "Пять лет спустя, 18 ноября 1918 г., в Риге открылся съезд.", want: []wantDate{
			{"Пять лет спустя", "1918", "1918-01-01", "1918-12-31", ""},
			{"18 ноября 1918 г.", "1918-11-18", "1918-11-18", "1918-11-18", ""}}},
		{name: "day of the month, nominative ordinal", ctx: "1887-02-16", text: "Похороны назначены на 18-е число.", want: []wantDate{
			{"на 18-е число", "1887-02-18", "1887-02-18", "1887-02-18", ""}}},
		{name: "same year", ctx: "1902-06", text: "В том же году он уехал.", want: []wantDate{
			{"В том же году", "1902", "1902-01-01", "1902-12-31", ""}}, ctxWant: "1902"},
		{name: "same month", ctx: "1902-06-15", text: "в том же месяце", want: []wantDate{
			{"в том же месяце", "1902-06", "1902-06-01", "1902-06-30", ""}}},
		{name: "a month later", ctx: "1902-06", text: "Через месяц он вернулся.", want: []wantDate{
			{"Через месяц", "1902-07", "1902-07-01", "1902-07-31", ""}}},
		// A count of months says the month, no finer.
		{name: "two months later, day", ctx: "1902-12-15", text: "через два месяца", want: []wantDate{
			{"через два месяца", "1903-02", "1903-02-01", "1903-02-28", ""}}},
		{name: "a week later", ctx: "1910-11-07", text: "спустя неделю", want: []wantDate{
			{"спустя неделю", "1910-11-14", "1910-11-14", "1910-11-14", ""}}},
		{name: "next year", ctx: "1902-06", text: "В следующем году он вернулся.", want: []wantDate{
			{"В следующем году", "1903", "1903-01-01", "1903-12-31", ""}}},
		{name: "relative without context", text: "В том же году он уехал.", want: nil},
		// A day or week later than a month or a year is no calendar
		// interval: the sentence keeps the date before it.
		{name: "next morning after a day", ctx: "1882-12-05", text: "наутро его арестовали", want: []wantDate{
			{"наутро", "1882-12-06", "1882-12-06", "1882-12-06", ""}}},
		{name: "next morning after a month", ctx: "1882-12", text: "наутро его арестовали", want: nil, ctxWant: "1882-12"},
		// The next day told by a part of it or by an adverb, and a shift
		// told in the instrumental before «позже».
		{name: "next day adverb", ctx: "1905-05-10", text: "Назавтра он выехал в Одессу.", want: []wantDate{
			{"Назавтра", "1905-05-11", "1905-05-11", "1905-05-11", ""}}},
		{name: "morning of the next day", ctx: "1905-05-31", text: "Утром следующего дня отряд выступил.", want: []wantDate{
			{"Утром следующего дня", "1905-06-01", "1905-06-01", "1905-06-01", ""}}},
		{name: "evening of the next day", ctx: "1905-05-10", text: "Вечером следующего дня он уехал.", want: []wantDate{
			{"Вечером следующего дня", "1905-05-11", "1905-05-11", "1905-05-11", ""}}},
		{name: "dawn of the next day", ctx: "1905-12-31", text: "На рассвете следующего дня пароход снялся с якоря.", want: []wantDate{
			{"На рассвете следующего дня", "1906-01-01", "1906-01-01", "1906-01-01", ""}}},
		{name: "next morning instrumental", ctx: "1905-05-10", text: "Следующим утром мы вышли.", want: []wantDate{
			{"Следующим утром", "1905-05-11", "1905-05-11", "1905-05-11", ""}}},
		{name: "next evening", ctx: "1905-05-10", text: "На следующий вечер он выступал.", want: []wantDate{
			{"На следующий вечер", "1905-05-11", "1905-05-11", "1905-05-11", ""}}},
		{name: "second day", ctx: "1905-05-10", text: "На второй день он заболел.", want: []wantDate{
			{"На второй день", "1905-05-11", "1905-05-11", "1905-05-11", ""}}},
		{name: "a day later instrumental", ctx: "1905-02-28", text: "Днём позже он уехал.", want: []wantDate{
			{"Днём позже", "1905-03-01", "1905-03-01", "1905-03-01", ""}}},
		{name: "two days later instrumental", ctx: "1905-05-10", text: "Двумя днями позже он уехал.", want: []wantDate{
			{"Двумя днями позже", "1905-05-12", "1905-05-12", "1905-05-12", ""}}},
		{name: "a week later instrumental", ctx: "1905-05-10", text: "Неделей позже он уехал.", want: []wantDate{
			{"Неделей позже", "1905-05-17", "1905-05-17", "1905-05-17", ""}}},
		{name: "daytime is no shift", ctx: "1905-05-10", text: "Днём он гулял по городу.", want: nil, ctxWant: "1905-05-10"},
		{name: "night from a bare ordinal to the next", ctx: "1906-05-03", text: "В ночь с 5-го на 6-е он бежал.", want: []wantDate{
			{"В ночь с 5-го на 6-е", "1906-05-05/1906-05-06", "1906-05-05", "1906-05-06", ""}}},
		{name: "night before a bare ordinal day", ctx: "1905-05-10", text: "В ночь на 12-е он бежал.", want: []wantDate{
			{"В ночь на 12-е", "1905-05-11/1905-05-12", "1905-05-11", "1905-05-12", ""}}},
		{name: "a week after a year", ctx: "1890", text: "через неделю он уехал", want: nil, ctxWant: "1890"},
		{name: "two days back", ctx: "1908-03-15", text: "Третьего дня писатель отплыл в Одессу.", want: []wantDate{
			{"Третьего дня", "1908-03-13", "1908-03-13", "1908-03-13", ""}}},
		{name: "the day before yesterday", ctx: "1908-03-15", text: "позавчера он уехал", want: []wantDate{
			{"позавчера", "1908-03-13", "1908-03-13", "1908-03-13", ""}}},
		// Old style and dual dates.
		{name: "old style 19th century", text: "29 января 1837 года по ст. ст. умер поэт", want: []wantDate{
			{"29 января 1837 года по ст. ст.", "1837-02-10", "1837-02-10", "1837-02-10", "1837-01-29"}}},
		{name: "old style bracketed", text: "Он выехал 6 мая 1820 г. (ст. ст.) из Петербурга.", want: []wantDate{
			{"6 мая 1820 г. (ст. ст.)", "1820-05-18", "1820-05-18", "1820-05-18", "1820-05-06"}}},
		// Reference works' numeric double dates: the new-style day alone in
		// brackets («5 (17).VII.1846»), or day and month («18.II (2.III).1859»).
		{name: "numeric double date, bracketed day", text: "Род. 5 (17).VII.1846 в Киеве.", want: []wantDate{
			{"5 (17).VII.1846", "1846-07-17", "1846-07-17", "1846-07-17", "1846-07-05"}}},
		{name: "numeric double date, bracketed day in the next month", text: "Ум. 20 (1).XII.1846 в Киеве.", want: []wantDate{
			{"20 (1).XII.1846", "1847-01-01", "1847-01-01", "1847-01-01", "1846-12-20"}}},
		{name: "numeric double date, bracketed day and month", text: "Род. 18.II (2.III).1859 в Переяславе.", want: []wantDate{
			{"18.II (2.III).1859", "1859-03-02", "1859-03-02", "1859-03-02", "1859-02-18"}}},
		{name: "a number in brackets is no date", text: "В 1905 г. он жил в доме № 5 (17).", want: []wantDate{
			{"В 1905 г.", "1905", "1905-01-01", "1905-12-31", ""}}},
		{name: "old style bracketed with по", text: "Заседание открылось 3 марта 1911 г. (по ст. ст.), и все разошлись.", want: []wantDate{
			{"3 марта 1911 г. (по ст. ст.)", "1911-03-16", "1911-03-16", "1911-03-16", "1911-03-03"}}},
		{name: "old style abbreviated month with по", text: "Он умер 28 нояб. 1886 г. (по ст. ст.) в Казани.", want: []wantDate{
			{"28 нояб. 1886 г. (по ст. ст.)", "1886-12-10", "1886-12-10", "1886-12-10", "1886-11-28"}}},
		// The first and last days of a month.
		{name: "first days of a month", text: "В первых числах марта 1878 г. он выехал из Киева.", want: []wantDate{
			{"В первых числах марта 1878 г.", "1878-03-01/1878-03-10", "1878-03-01", "1878-03-10", ""}}},
		{name: "last days of a month", ctx: "1881", text: "в последних числах февраля полк ушёл", want: []wantDate{
			{"в последних числах февраля", "1881-02-21/1881-02-28", "1881-02-21", "1881-02-28", ""}}},
		{name: "last days of a month, days", text: "В последние дни декабря 1905 года восстание кончилось.", want: []wantDate{
			{"В последние дни декабря 1905 года", "1905-12-21/1905-12-31", "1905-12-21", "1905-12-31", ""}}},
		{name: "end of a year, исход", text: "на исходе 1916 года он вернулся", want: []wantDate{
			{"на исходе 1916 года", "1916-09/1916-12", "1916-09-01", "1916-12-31", ""}}},
		{name: "first days of the month in context", ctx: "1899-10-14", text: "В первых числах месяца пришла почта.", want: []wantDate{
			{"В первых числах месяца", "1899-10-01/1899-10-10", "1899-10-01", "1899-10-10", ""}}},
		// Fixed church feasts, on the day as the text's calendar writes it.
		{name: "by Christmas", ctx: "1887-10", text: "К Рождеству он вернулся в Тверь.", want: []wantDate{
			{"К Рождеству", "../1887-12-25", "", "1887-12-25", ""}}},
		{name: "on the Protection with a year", text: "на Покров 1879 года выпал снег", want: []wantDate{
			{"на Покров 1879 года", "1879-10-01", "1879-10-01", "1879-10-01", ""}}},
		{name: "after Epiphany", ctx: "1895-01", text: "После Крещения обоз ушёл в Иркутск.", want: []wantDate{
			{"После Крещения", "1895-01-06/..", "1895-01-06", "", ""}}},
		{name: "Christmas with its tail", ctx: "1902", text: "на Рождество Христово служили в соборе", want: []wantDate{
			{"на Рождество Христово", "1902-12-25", "1902-12-25", "1902-12-25", ""}}},
		{name: "another feast is no date", ctx: "1902", text: "Церковь Рождества Богородицы стояла на горе.", want: nil, ctxWant: "1902"},
		{name: "a lower-case noun is no feast", ctx: "1902", text: "Он видел крещение ребёнка.", want: nil, ctxWant: "1902"},
		// From the context on.
		{name: "since then, a year", ctx: "1884", text: "с тех пор он жил в Казани", want: []wantDate{
			{"с тех пор", "1884/..", "1884-01-01", "", ""}}},
		{name: "since then, a day", ctx: "1884-05-03", text: "С того времени он не писал.", want: []wantDate{
			{"С того времени", "1884-05-03/..", "1884-05-03", "", ""}}},
		{name: "from the next year", ctx: "1884-05", text: "со следующего года он будет читать по-французски", want: []wantDate{
			{"со следующего года", "1885/..", "1885-01-01", "", ""}}},
		{name: "this day of an official paper", ctx: "1897-07-29", text: "Сего числа задержан неизвестный.", want: []wantDate{
			{"Сего числа", "1897-07-29", "1897-07-29", "1897-07-29", ""}}},
		// After a winter, the seasons and months that follow are of the
		// year the winter ends in.
		{name: "spring after a winter", ctx: "1863-24", text: "Весной эскадра ушла в море.", want: []wantDate{
			{"Весной", "1864-21", "1864-03-01", "1864-05-31", ""}}},
		{name: "February after a winter", ctx: "1877-24", text: "в феврале полк выступил", want: []wantDate{
			{"в феврале", "1878-02", "1878-02-01", "1878-02-28", ""}}},
		{name: "December in a winter", ctx: "1877-24", text: "в декабре полк выступил", want: []wantDate{
			{"в декабре", "1877-12", "1877-12-01", "1877-12-31", ""}}},
		// Days joined before the month they share.
		{name: "two days of a month", ctx: "1871", text: "19 и 20 июня шли бои.", want: []wantDate{
			{"19 и 20 июня", "1871-06-19/1871-06-20", "1871-06-19", "1871-06-20", ""}}},
		{name: "three days of a month with a year", text: "Бои 3, 4 и 5 мая 1872 г. кончились миром.", want: []wantDate{
			{"3, 4 и 5 мая 1872 г.", "1872-05-03/1872-05-05", "1872-05-03", "1872-05-05", ""}}},
		{name: "a count and a day are no days", ctx: "1871-06-01", text: "Пришли 2 роты и 20 июня выступили.", want: []wantDate{
			{"20 июня", "1871-06-20", "1871-06-20", "1871-06-20", ""}}},
		{name: "next day after days", text: "19 и 20 июня 1871 г. шли бои, а на другой день отряд вошёл в город.", want: []wantDate{
			{"19 и 20 июня 1871 г.", "1871-06-19/1871-06-20", "1871-06-19", "1871-06-20", ""},
			{"на другой день", "1871-06-21", "1871-06-21", "1871-06-21", ""}}},
		{name: "the eve of days", text: "Бой шёл 14–15 мая 1905 г.; накануне эскадра прошла пролив.", want: []wantDate{
			{"14–15 мая 1905 г.", "1905-05-14/1905-05-15", "1905-05-14", "1905-05-15", ""},
			{"накануне", "1905-05-13", "1905-05-13", "1905-05-13", ""}}},
		// A bare year after a qualifier of approximation.
		{name: "about a bare year, short", text: "Первые рассказы написал ок. 1880.", want: []wantDate{
			{"ок. 1880", "1880~", "1880-01-01", "1880-12-31", ""}}},
		{name: "about a bare year", text: "дом построен около 1765, а перестроен позже", want: []wantDate{
			{"около 1765", "1765~", "1765-01-01", "1765-12-31", ""}}},
		{name: "about a count is no year", text: "В отряде было около 1200 человек.", want: nil},
		// Moveable feasts, from Julian Easter (10 April 1911, 20 April 1880
		// as the Julian calendar writes them).
		{name: "at Easter with a year", text: "На Пасху 1911 года он был в Иерусалиме.", want: []wantDate{
			{"На Пасху 1911 года", "1911-04-10", "1911-04-10", "1911-04-10", ""}}},
		{name: "in Holy Week", ctx: "1880", text: "На Страстной неделе он говел в Киеве.", want: []wantDate{
			{"На Страстной неделе", "1880-04-14/1880-04-19", "1880-04-14", "1880-04-19", ""}}},
		{name: "at Trinity", ctx: "1880-03", text: "на Троицу приехали гости", want: []wantDate{
			{"на Троицу", "1880-06-08", "1880-06-08", "1880-06-08", ""}}},
		{name: "at Shrovetide", text: "На Масленице 1911 г. труппа играла в Киеве.", want: []wantDate{
			{"На Масленице 1911 г.", "1911-02-13/1911-02-19", "1911-02-13", "1911-02-19", ""}}},
		{name: "a town is no feast", ctx: "1880", text: "Он приехал в Покров.", want: nil, ctxWant: "1880"},
		{name: "by Easter", ctx: "1911-02", text: "К Пасхе он вернулся.", want: []wantDate{
			{"К Пасхе", "../1911-04-10", "", "1911-04-10", ""}}},
		{name: "old style 1900 before March", text: "15 февраля 1900 года (ст. ст.)", want: []wantDate{
			{"15 февраля 1900 года (ст. ст.)", "1900-02-27", "1900-02-27", "1900-02-27", "1900-02-15"}}},
		{name: "old style from March 1900", text: "1 марта 1900 года по ст. ст.", want: []wantDate{
			{"1 марта 1900 года по ст. ст.", "1900-03-14", "1900-03-14", "1900-03-14", "1900-03-01"}}},
		{name: "old style month", text: "в июне 1837 года по старому стилю", want: []wantDate{
			{"в июне 1837 года по старому стилю", "1837-06-13/1837-07-12", "1837-06-13", "1837-07-12", "1837-06"}}},
		{name: "old style February 1900", text: "в феврале 1900 г. по ст. ст.", want: []wantDate{
			{"в феврале 1900 г. по ст. ст.", "1900-02-13/1900-03-13", "1900-02-13", "1900-03-13", "1900-02"}}},
		{name: "dual range", text: "Съезд заседал 17 (30) июля – 10 (23) августа 1903 г.", want: []wantDate{
			{"17 (30) июля – 10 (23) августа 1903 г.", "1903-07-30/1903-08-23", "1903-07-30", "1903-08-23", "1903-07-17/1903-08-10"}}},
		{name: "dual day", text: "Толстой умер 7 (20) ноября 1910 года.", want: []wantDate{
			{"7 (20) ноября 1910 года", "1910-11-20", "1910-11-20", "1910-11-20", "1910-11-07"}}},
		{name: "dual across months, a night", text: "в ночь на 28 октября (10 ноября) 1910 года", want: []wantDate{
			{"в ночь на 28 октября (10 ноября) 1910 года", "1910-11-09/1910-11-10", "1910-11-09", "1910-11-10", "1910-10-28"}}},
		{name: "dual across months", text: "28 октября (10 ноября) 1910 года", want: []wantDate{
			{"28 октября (10 ноября) 1910 года", "1910-11-10", "1910-11-10", "1910-11-10", "1910-10-28"}}},
		{name: "dual day number, old-style month", text: "19 (1) августа 1903 года", want: []wantDate{
			{"19 (1) августа 1903 года", "1903-09-01", "1903-09-01", "1903-09-01", "1903-08-19"}}},
		{name: "dual across years", text: "31 декабря 1899 (12 января 1900) года", want: []wantDate{
			{"31 декабря 1899 (12 января 1900) года", "1900-01-12", "1900-01-12", "1900-01-12", "1899-12-31"}}},
		{name: "dual across years, each with its abbreviation", text: "Он умер 31 декабря 1905 г. (13 января 1906 г.) в Москве.", want: []wantDate{
			{"31 декабря 1905 г. (13 января 1906 г.)", "1906-01-13", "1906-01-13", "1906-01-13", "1905-12-31"}}},
		{name: "dual in one year, each with its year word", text: "Его освободили 3 марта 1881 года (15 марта 1881 года).", want: []wantDate{
			{"3 марта 1881 года (15 марта 1881 года)", "1881-03-15", "1881-03-15", "1881-03-15", "1881-03-03"}}},
		// A range of days with the new-style range in brackets.
		{name: "dual day range", text: "Бой шёл 14–15 (27–28) мая 1905 г.", want: []wantDate{
			{"14–15 (27–28) мая 1905 г.", "1905-05-27/1905-05-28", "1905-05-27", "1905-05-28", "1905-05-14/1905-05-15"}}},
		{name: "dual day range across months", text: "Съезд заседал 30–31 (12–13) июля 1880 года.", want: []wantDate{
			{"30–31 (12–13) июля 1880 года", "1880-08-12/1880-08-13", "1880-08-12", "1880-08-13", "1880-07-30/1880-07-31"}}},
		{name: "dual day range without a year", ctx: "1904", text: "Поезд шёл 3 - 5 (16 - 18) марта.", want: []wantDate{
			{"3 - 5 (16 - 18) марта", "1904-03-16/1904-03-18", "1904-03-16", "1904-03-18", "1904-03-03/1904-03-05"}}},
		{name: "not a dual", text: "17 (35) июля 1903 года", want: []wantDate{
			{"июля 1903 года", "1903-07", "1903-07-01", "1903-07-31", ""}}},
		// Numbers that are not dates.
		{name: "counts", text: "Всего было 37 заседаний, 13 заседаний в Брюсселе, и 24 заседания в Лондоне.", want: nil},
		{name: "issue number", text: "в №21 газеты «Искра»", want: nil},
		{name: "delegates", text: "Всего участвовало 43 делегата с 51 решающим голосом.", want: nil},
	}
	runDateCases(t, tests)
}

// runDateCases runs each case's sentence through the date grammar after
// its context and checks every mention.
func runDateCases(t *testing.T, tests []dateCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := &DateContext{}
			if tt.ctx != "" {
				// Feed the context through the grammar so that its precision is set.
				seedContext(t, ctx, tt.ctx)
			}
			got := findDates(t, tt.text, ctx)
			if len(got) != len(tt.want) {
				t.Fatalf("%q: got %d mentions %+v, want %d", tt.text, len(got), got, len(tt.want))
			}
			rs := []rune(tt.text)
			for i, w := range tt.want {
				g := got[i]
				if string(rs[g.Start:g.End]) != g.Text {
					t.Errorf("span [%d,%d) is %q, Text %q", g.Start, g.End, string(rs[g.Start:g.End]), g.Text)
				}
				iv := g.When.Interval()
				if g.Text != w.text || g.When.String() != w.edtf || iv.Earliest.String() != w.earliest ||
					iv.Latest.String() != w.latest || g.OldStyle.String() != w.old {
					t.Errorf("got %q %s [%s, %s] old %q\nwant %q %s [%s, %s] old %q",
						g.Text, g.When, iv.Earliest, iv.Latest, g.OldStyle,
						w.text, w.edtf, w.earliest, w.latest, w.old)
				}
				back, err := when.ParseEDTF(g.When.String())
				if err != nil || back != iv {
					t.Errorf("EDTF %s parses to %v (%v), mention says %v", g.When, back, err, iv)
				}
			}
			if tt.ctxWant != "" && ctx.When.String() != tt.ctxWant {
				t.Errorf("context after: %s, want %s", ctx.When, tt.ctxWant)
			}
		})
	}
}

// seedContext sets ctx from an EDTF by parsing a phrase that states it.
func seedContext(t *testing.T, ctx *DateContext, edtf string) {
	t.Helper()
	months := []string{"", "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"}
	seasons := map[string]string{"21": "весной", "22": "летом", "23": "осенью", "24": "зимой"}
	parts := strings.Split(edtf, "-")
	var phrase string
	switch len(parts) {
	case 1:
		phrase = "в " + parts[0] + " году"
	case 2:
		if s, ok := seasons[parts[1]]; ok {
			phrase = s + " " + parts[0] + " года"
		} else {
			phrase = "в " + months[atoi(parts[1])] + " " + parts[0] + " года"
		}
	case 3:
		phrase = strings.TrimLeft(parts[2], "0") + " " + months[atoi(parts[1])] + " " + parts[0] + " года"
	}
	findDates(t, phrase, ctx)
	if ctx.When.String() != edtf {
		t.Fatalf("seeding context %s with %q gave %q", edtf, phrase, ctx.When)
	}
}

func atoi(s string) int {
	n := 0
	for _, r := range s {
		n = n*10 + int(r-'0')
	}
	return n
}
