package extract

import "testing"

// Entering a university named by its town or by its own name («поступил в
// Кембридж», «поступила в Сорбонну», «зачислен в Гейдельберг») is
// studying there: a school, whatever journey brought the person. A land
// («поступил в Германию»), an office named by a place adjective
// («поступил в Тифлисскую палату») and a town where one entered service
// («поступил в Москве на службу») are no school.
func TestTypesSchoolNamedByItsTown(t *testing.T) {
	const (
		moscow, cambridge, heidelberg = "geonames:524901", "geonames:2653941", "geonames:2907911"
		sorbonne, tiflis              = "overlay:sorbonne", "geonames:611717"
	)
	for _, tt := range []struct{ text, want string }{
		{"Осенью 1872 г. Сомов с отцом поступили в Кембридж.", "school " + cambridge + " 1872-23"},
		{"Осенью 1872 г. Сомов поступил в Гейдельберг.", "school " + heidelberg + " 1872-23"},
		{"В 1870 г. Сомова жила в Москве. Осенью 1872 г. она поступила в Сорбонну.", "school " + sorbonne + " 1872-23"},
		{"В 1870 г. Сомов жил в Москве. Осенью 1872 г. он поступил в Кембридж.", "school " + cambridge + " 1872-23"},
		{"В 1870 г. Сомов жил в Москве. В 1872 г. он уехал в Германию и поступил в Гейдельберг.", "school " + heidelberg + " 1872"},
		{"В 1870 г. Сомов жил в Москве. В 1872 г. он был зачислен в Гейдельберг.", "school " + heidelberg + " 1872"},
		{"В 1870 г. Сомов жил в Москве. В 1872 г. он поступил в Тифлисскую палату.", "relocation " + tiflis + " 1872"},
		{"В 1870 г. Сомов жил в Москве. В 1872 г. он поступил в Москве на службу.", "other " + moscow + " 1872"},
		{"В 1870 г. Сомов жил в Москве. В 1872 г. он поступил в Германию.", "relocation country:DE 1872"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{tt.want})
	}
	text := "В 1870 г. Сомов жил в Москве. Осенью 1872 г. он поступил в Кембридж."
	wantExactly(t, text, moveList(extractText(t, text)), []string{"Сомов: " + moscow + "→" + cambridge + " 1872-23"})
}
