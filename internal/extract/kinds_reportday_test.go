package extract

import "testing"

// A report quoted after the day it was sent («16 мая исправник доносил:
// «…сегодня…»») says «сегодня» of that day, not of the date that opened
// the paragraph; and a count of days glossed by the day it reaches («Через
// три дня, 19 мая,») is a date of the text beside that day, as a count of
// years glossed by its year is.
func TestDatesQuotedReportDay(t *testing.T) {
	r := extractText(t, "10 мая 1872 г. в Тамбове сгорел гостиный двор. 16 мая исправник доносил губернатору: «Погорельцы собираются сегодня у собора». Через три дня, 19 мая, пришёл ответ из Петербурга.")
	wantExactly(t, "dates", dateList(r), []string{"10 мая 1872 г.=1872-05-10", "16 мая=1872-05-16", "сегодня=1872-05-16", "Через три дня=1872-05-19", "19 мая=1872-05-19"})
	// Near miss: a quotation with no day of its own sentence before it
	// counts from the paragraph's day; a count of months is absorbed by
	// the day that glosses it.
	r = extractText(t, "10 мая 1872 г. в Тамбове сгорел гостиный двор. Исправник доносил губернатору: «Погорельцы собираются сегодня у собора». Через два месяца, 19 июля, пришёл ответ из Петербурга.")
	wantExactly(t, "dates", dateList(r), []string{"10 мая 1872 г.=1872-05-10", "сегодня=1872-05-10", "19 июля=1872-07-19"})
}
