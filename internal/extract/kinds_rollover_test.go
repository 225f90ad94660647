package extract

import "testing"

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
