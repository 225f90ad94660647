package extract

import "testing"

// Service records and official papers write a date year first, then the
// month and its day («1848 г. марта 17 дня», «1890, марта 10», «1890 г.,
// марта 10»): one date, that day. A day joined to a Roman month by hyphens
// («25-VI-1876») is a numeric date as «25.VI.1876» is; two days joined by
// a hyphen before a month's name («25-30 июня 1876 г.») stay a range.
func TestDatesOfRecordsYearFirst(t *testing.T) {
	r := extractText(t, "Петров родился 1848 г. марта 17 дня в Пскове. Назначен в Ташкент 1890, марта 10. Выехал в Кашгар 1891 г., мая 2. Прибыл в Кашгар 25-VI-1891.")
	wantExactly(t, "dates", dateList(r), []string{"1848 г. марта 17 дня=1848-03-17", "1890, марта 10=1890-03-10", "1891 г., мая 2=1891-05-02", "25-VI-1891=1891-06-25"})
	// Near miss: a range of days.
	r = extractText(t, "Петров жил в Кашгаре 25-30 июня 1891 г.")
	wantExactly(t, "dates", dateList(r), []string{"25-30 июня 1891 г.=1891-06-25/1891-06-30"})
}
