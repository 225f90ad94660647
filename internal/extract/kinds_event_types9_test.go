package extract

import "testing"

// Appearing («выступал», «выступая») where the sentence names a choir, an
// orchestra, a troupe or concerts («с хором совершал концертные поездки,
// выступая в Полтаве и Харькове», «с оркестром выступала в Полтаве») is
// a performance at each town, type other, not a lecture. Near misses:
// appearing with no such word stays a lecture, and setting out with a
// troupe («с труппой выступил из Киева в Одессу») a journey.
func TestTypesPerformanceWithCompany(t *testing.T) {
	const kiev, poltava, kharkov, odessa = "geonames:703448", "geonames:696643", "geonames:706483", "geonames:698740"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1890 г. Пётр Сомов жил в Киеве. В 1895 г. с организованным им хором совершал концертные поездки, выступая в Полтаве, Харькове и Одессе.",
			[]string{"relocation " + kiev + " 1890", "other " + poltava + " 1895", "other " + kharkov + " 1895", "other " + odessa + " 1895"}},
		{"В 1890 г. Анна Сомова жила в Киеве. В 1895 г. она с оркестром выступала в Полтаве и Харькове.",
			[]string{"relocation " + kiev + " 1890", "other " + poltava + " 1895", "other " + kharkov + " 1895"}},
		{"В 1890 г. Анна Сомова жила в Киеве. В 1896 г. выступала в Одессе в концертах Музыкального общества.",
			[]string{"relocation " + kiev + " 1890", "other " + odessa + " 1896"}},
		// Near misses: no company nor concert; a march with the troupe.
		{"В 1890 г. Пётр Сомов жил в Киеве. В 1895 г. он выступал в Полтаве и Харькове.",
			[]string{"relocation " + kiev + " 1890", "lecture " + poltava + " 1895", "lecture " + kharkov + " 1895"}},
		{"В 1890 г. Пётр Сомов жил в Киеве. В 1895 г. он с труппой выступил из Киева в Одессу.",
			[]string{"relocation " + kiev + " 1890", "trip " + odessa + " 1895"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}
