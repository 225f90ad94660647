package extract

import "testing"

// A span whose start has its year and whose end has none («С 5 мая 1891 г.
// по 12 мая», «с декабря 1891 г. по март») is one range: the end is in the
// start's year, or in the next when its month comes earlier; the event of
// its clause lasts the whole span.
func TestSpansEndWithoutYear(t *testing.T) {
	const kazan = "geonames:551487"
	for _, tt := range []struct{ text, want string }{
		{"В 1890 г. Сомов жил в Москве. С 5 мая 1891 г. по 12 мая он жил в Казани.", "relocation " + kazan + " 1891-05-05/1891-05-12"},
		{"Сомов жил в Казани с 5 мая 1891 г. по 12 мая.", "relocation " + kazan + " 1891-05-05/1891-05-12"},
		{"В 1890 г. Сомов жил в Москве. С 20 мая 1891 г. по 2 июня он гостил в Казани.", "trip " + kazan + " 1891-05-20/1891-06-02"},
		{"В 1890 г. Сомов жил в Москве. С декабря 1891 г. по март он жил в Казани.", "relocation " + kazan + " 1891-12/1892-03"},
		{"В 1890 г. Сомов жил в Москве. С мая 1891 г. по август он жил в Казани.", "relocation " + kazan + " 1891-05/1891-08"},
		{"В 1890 г. Сомов жил в Москве. С 5 по 12 мая 1891 г. он гостил в Казани.", "trip " + kazan + " 1891-05-05/1891-05-12"},
		{"В 1890 г. Сомов жил в Москве. С мая по август 1891 г. он жил в Казани.", "relocation " + kazan + " 1891-05/1891-08"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{tt.want})
	}
}
