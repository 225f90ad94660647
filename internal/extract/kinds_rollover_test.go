package extract

import (
	"strings"
	"testing"
)

// A yearless day of a month more than half a year before the month the
// narrative stands at is of the next year: after «в сентябре 1911 г.»,
// «3 февраля» is February 1912, the narrative having gone on into the new
// year. A month a few months back («3 июня» after September) is still of
// the narrative's year, a step back within it.
func TestDatesYearlessDayRollsIntoNextYear(t *testing.T) {
	r := extractText(t, "В сентябре 1911 г. Михайлов переехал из Казани в Самару. 3 февраля он уехал в Уфу.")
	wantAll(t, "dates", dateList(r), []string{"В сентябре 1911 г.=1911-09", "3 февраля=1912-02-03"})
	// Near miss: June is three months before September, not more than six.
	r = extractText(t, "В сентябре 1911 г. Михайлов переехал из Казани в Самару. 3 июня он уехал в Уфу.")
	wantAll(t, "dates", dateList(r), []string{"3 июня=1911-06-03"})
}

// «На другой день» counts from the day told just before it in its
// sentence, even when that day is told aside, earlier than the document
// that tells it («Рапорт, 30 мая 1890 г.: «Поджог совершён 24 мая
// крестьянами, которые на другой день скрылись»» is 25 May). A day told
// after the phrase is not what it counts from (near miss: the report's
// day, the context, gives 31 May).
func TestDatesNextDayAfterADayToldAside(t *testing.T) {
	r := extractText(t, "Рапорт исправника, 30 мая 1890 г.: «Поджог в слободе совершён 24 мая крестьянами, которые на другой день скрылись в Саратове».")
	wantAll(t, "dates", dateList(r), []string{"24 мая=1890-05-24", "на другой день=1890-05-25"})
	r = extractText(t, "Рапорт исправника, 30 мая 1890 г.: «Крестьяне, которые на другой день скрылись в Саратове, совершили поджог в слободе 24 мая».")
	wantAll(t, "dates", dateList(r), []string{"на другой день=1890-05-31"})
}

// After a night («в ночь на 5 декабря», from the 4th into the 5th) the
// next day is the one the night went into, the 5th; after a span of two
// days told as days («4 и 5 декабря») it is the day after the span.
func TestDatesNextDayAfterANight(t *testing.T) {
	r := extractText(t, "В ночь на 5 декабря 1887 г. Петров задержан в Казани и на другой день выслан в Кокушкино.")
	wantAll(t, "dates", dateList(r), []string{"В ночь на 5 декабря 1887 г.=1887-12-04/1887-12-05", "на другой день=1887-12-05"})
	r = extractText(t, "4 и 5 декабря 1887 г. Петров был в Казани и на другой день выслан в Кокушкино.")
	wantAll(t, "dates", dateList(r), []string{"на другой день=1887-12-06"})
}

// «Накануне открытия» is the day before the day a sentence of the same or
// the previous paragraph told the opening («Третьего дня здесь открылась
// выставка»: its verb shares the noun's stem), even with other days told
// between. An eve of an event no dated sentence told («накануне
// перемирия» beside the day it glosses) gives no date of its own.
func TestDatesEveOfAnEventToldWithItsDay(t *testing.T) {
	r := extractText(t, "Нижний Новгород, 30 мая 1896 г.\n\nТретьего дня здесь открылась выставка. Из Казани я выехал 20-го и добрался сюда лишь накануне открытия.")
	wantAll(t, "dates", dateList(r), []string{"Третьего дня=1896-05-28", "накануне открытия=1896-05-27"})
	// Near miss: the armistice is told by no sentence with its day.
	r = extractText(t, "Из Христиании мы отплыли 1 ноября 1918 г., а 10 ноября, накануне перемирия, сошли на берег в Нью-Йорке.")
	for _, d := range dateList(r) {
		if strings.HasPrefix(d, "накануне") {
			t.Errorf("the eve of an untold event dated: %q", d)
		}
	}
}

// A day alone («24-го числа») after a day told aside in its sentence
// («эскадра, подошедшая к порту 18 августа, … 24-го числа отступила») is
// of that day's month, not of the dateline's: the dateline of 2 October
// would make it 24 September. Without the aside day it is the dateline's
// month before (the near miss).
func TestDatesDayAloneAfterADayToldAside(t *testing.T) {
	r := extractText(t, "ИРКУТСК, 2 октября 1854 г. Получено донесение: неприятельская эскадра, подошедшая к порту 18 августа, после неудачного десанта 24-го числа отступила в море.")
	wantAll(t, "dates", dateList(r), []string{"18 августа=1854-08-18", "24-го числа=1854-08-24"})
	r = extractText(t, "ИРКУТСК, 2 октября 1854 г. Получено донесение: неприятельская эскадра после неудачного десанта 24-го числа отступила в море.")
	wantAll(t, "dates", dateList(r), []string{"24-го числа=1854-09-24"})
}
