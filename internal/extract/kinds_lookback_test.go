package extract

import "testing"

// A year right after a common noun names a thing by its year («после
// пожара 1881 г.», «участник войны 1877 г.»): when it lies before the
// text's present it is a look back, a date of its own phrase that a later
// yearless day does not take its year from. A year the narrative moves
// to («В 1881 г. …») still gives the next yearless day its year.
func TestDatesThingNamedByItsYear(t *testing.T) {
	r := extractText(t, "12 июля 1896 г. Самара.\nВыехал в Оренбург.\n\nВ конце июля. Оренбург.\nГород после пожара 1881 г. отстроен почти весь заново.\n\n3 авг. Оренбург.\nСегодня отправил письмо в Петербург.")
	wantAll(t, "dates", dateList(r), []string{"1881 г.=1881", "3 авг.=1896-08-03", "Сегодня=1896-08-03"})
	// Near miss: the year is the narrative's own time.
	r = extractText(t, "12 июля 1896 г. Самара.\nВыехал в Оренбург.\n\nВ конце июля. Оренбург.\nВ 1881 г. город сгорел почти весь.\n\n3 авг. Оренбург.\nСегодня отправил письмо в Петербург.")
	wantAll(t, "dates", dateList(r), []string{"3 авг.=1881-08-03"})
}
