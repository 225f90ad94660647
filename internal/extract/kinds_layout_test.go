package extract

import (
	"strings"
	"testing"
)

// A text wrapped at a line's width (a letter, a scan, a plain-text
// edition) tells its journey as the same text on one line does: a line
// break after a sentence does not start a paragraph there, so the stages
// told after a departure announced with its goal («выехал из Москвы на
// Сахалин. До Ярославля он ехал…») still go on from the departure.
func TestWrappedTextKeepsItsJourney(t *testing.T) {
	const moscow, sakhalin, yaroslavl, perm, yekaterinburg = "geonames:524901", "overlay:sakhalin", "geonames:468902", "geonames:511196", "geonames:1486209"
	wrapped := "21 апреля 1890 года Пётр Сомов выехал из Москвы на\nСахалин.\nДо Ярославля он ехал поездом, затем на пароходе по Волге\nи Каме добрался до Перми. Из Перми Сомов отправился по\nжелезной дороге в Екатеринбург.\n"
	want := []string{
		"Пётр Сомов: " + moscow + "→" + sakhalin + " 1890-04-21",
		"Пётр Сомов: " + moscow + "→" + yaroslavl + " 1890-04-21",
		"Пётр Сомов: " + yaroslavl + "→" + perm + " 1890-04-21",
		"Пётр Сомов: " + perm + "→" + yekaterinburg + " 1890-04-21",
	}
	for i, text := range []string{wrapped, strings.ReplaceAll(wrapped, "\n", " ")} {
		r := extractText(t, text)
		wantExactly(t, text, moveList(r), want)
		// The document says it is wrapped, for the page to show it so.
		if r.Wrapped != (i == 0) {
			t.Errorf("%q: Wrapped = %v", text, r.Wrapped)
		}
	}
}
