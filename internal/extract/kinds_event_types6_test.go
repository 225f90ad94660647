package extract

import "testing"

// After studies told in the clause («По окончании Казанского университета
// в 1890 г.», «окончил гимназию»), a verb of living («жил», «проживал»)
// that governs a later place tells where the person lived next: a change
// of residence there (relocation), while the institution's town keeps its
// school event. Near misses: no place of the studies before it, living told before the studies («жил в Казани
// и учился в университете»), studies after the place, and living in a
// «где» clause of the school's town stay school.
func TestTypesResidenceAfterStudies(t *testing.T) {
	const (
		kazan, odessa, moscow, kiev = "geonames:551487", "geonames:698740", "geonames:524901", "geonames:703448"
		kharkiv                     = "geonames:706483"
	)
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"По окончании Казанского университета в 1890 г. с 1896 г. жил в Одессе.",
			[]string{"school " + kazan + " 1890", "relocation " + odessa + " 1896/.."}},
		{"Петров, уроженец г. Тулы, 1870 г. р. По окончании Московского университета в 1892 г. с 1893 г. проживал в Одессе.",
			[]string{"school " + moscow + " 1892", "relocation " + odessa + " 1893/.."}},
		{"По окончании Харьковского университета Сомов с 1880 г. жил в Киеве.",
			[]string{"school " + kharkiv + " 1880/..", "relocation " + kiev + " 1880/.."}},
		{"Окончив Киевский университет в 1888 г., Сомов жил в Харькове.",
			[]string{"school " + kiev + " 1888", "relocation " + kharkiv + " 1888"}},
		// Near misses: no place of the studies before the place lived
		// at (the studies may have been there), living before the
		// studies, studies after the place, living in the school's town
		// told by «где».
		{"По окончании университета в 1892 г. жил в Одессе.", []string{"school " + odessa + " 1892"}},
		{"Сомов жил в Казани и учился в Казанском университете.", []string{"school " + kazan + " "}},
		{"По окончании гимназии жил в Казани и учился в университете.", []string{"school " + kazan + " "}},
		{"В 1880 г. поступил в Московский университет, где жил в общежитии.", []string{"school " + moscow + " 1880"}},
		{"Учился в Киеве, где жил у дяди.", []string{"school " + kiev + " "}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A return from a journey to a place, followed by a «где» clause telling
// what then happened there («вернулся в Москву, где руководил комитетом»,
// «возвратился в Петербург, где в январе женился», «вернулись в Тонон, где
// тяжело болел её брат»), starts a time there: a change of residence
// (relocation), not the end of the journey. Near misses: a return told
// alone, and a «где» clause after the place left, stay the journey's end
// (trip).
func TestTypesReturnFollowedByWhereClause(t *testing.T) {
	const (
		moscow, yalta, petersburg, berlin = "geonames:524901", "geonames:688533", "geonames:498817", "geonames:2950159"
	)
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В мае 1890 г. Сомов уехал из Москвы в Ялту. В середине сентября он вернулся в Москву, где в январе 1891 г. женился.",
			[]string{"trip " + yalta + " 1890-05", "relocation " + moscow + " 1890-09-11/1890-09-20", "other " + moscow + " 1891-01"}},
		{"В 1885 г. Сомов поехал в Берлин. В 1886 г. он возвратился в Петербург, где в январе 1887 г. женился.",
			[]string{"trip " + berlin + " 1885", "relocation " + petersburg + " 1886", "other " + petersburg + " 1887-01"}},
		// Near misses: the return alone; «где» after the place left.
		{"В мае 1890 г. Сомов уехал из Москвы в Ялту. В середине сентября он вернулся в Москву.",
			[]string{"trip " + yalta + " 1890-05", "trip " + moscow + " 1890-09-11/1890-09-20"}},
		{"В мае 1890 г. Сомов уехал из Москвы в Ялту. В середине сентября он вернулся из Ялты, где лечился, в Москву.",
			[]string{"trip " + yalta + " 1890-05", "trip " + moscow + " 1890-09-11/1890-09-20"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// The headquarters of a unit («штаб армии», «штаб дивизии», «ставка») moving
// to a place changes the unit's seat: a relocation there, also when the
// unit named in the genitive is one that campaigns («армии», «дивизии»),
// and when it comes «сюда» under a dateline. Near misses: the unit itself
// moving («дивизия перешла в Луцк», «полк выступил на Луцк») is a leg of
// its campaign (trip), and so is a person going to the headquarters.
func TestTypesHeadquartersMove(t *testing.T) {
	const (
		rovno, lutsk, mogilev = "geonames:695594", "geonames:702569", "geonames:625665"
	)
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В мае 1916 г. штаб дивизии переехал в Луцк.", []string{"relocation " + lutsk + " 1916-05"}},
		{"В мае 1916 г. штаб армии перешёл в Луцк.", []string{"relocation " + lutsk + " 1916-05"}},
		{"В мае 1916 г. штаб фронта переехал в Ровно.", []string{"relocation " + rovno + " 1916-05"}},
		{"В мае 1916 г. ставка переехала в Могилёв.", []string{"relocation " + mogilev + " 1916-05"}},
		{"Ровно, 10 мая 1916 г. Сегодня сюда перешёл штаб армии.", []string{"relocation " + rovno + " 1916-05-10"}},
		// Near misses: the unit itself; a person going to the headquarters.
		{"В мае 1916 г. дивизия перешла в Луцк.", []string{"trip " + lutsk + " 1916-05"}},
		{"В мае 1916 г. полк выступил на Луцк.", []string{"trip " + lutsk + " 1916-05"}},
		{"В мае 1916 г. Сомов прибыл в штаб армии в Луцк.", []string{"trip " + lutsk + " 1916-05"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}
