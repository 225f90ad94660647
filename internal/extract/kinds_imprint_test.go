package extract

import (
	"strings"
	"testing"
)

// A reference's imprint, a book's place and year after a comma («Очерк
// жизни, Тифлис, 1923.», «(«Вестник», СПб., 1903, № 5)»), gives the year
// as a date of the text, though written without «г.»; it dates the book,
// so no event of the narrative takes it, and the place it was printed at
// is no event's. A four-digit number after a town and a comma that a
// word follows («В Тифлисе, 1903 рабочих…») is a count, no date.
func TestDatesImprintYear(t *testing.T) {
	r := extractText(t, "В 1899 г. Петров переехал в Тифлис. Гл. труд: «Очерк края» («Вестник», СПб., 1903, № 5).\n\nЛит.: Иванов И. И., Очерк жизни Петрова, Тифлис, 1923.")
	wantAll(t, "dates", dateList(r), []string{"1903=1903", "1923=1923"})
	for _, e := range eventList(r) {
		if strings.Contains(e, "1923") || strings.Contains(e, "1903") {
			t.Errorf("an event took the imprint's year: %q", e)
		}
	}
	// Near miss: a count after the town.
	r = extractText(t, "В 1899 г. в Тифлисе, 1903 рабочих вышли на улицы.")
	for _, d := range dateList(r) {
		if strings.HasPrefix(d, "1903") {
			t.Errorf("a count read as a year: %q", d)
		}
	}
}
