package extract

import (
	"strings"
	"testing"
)

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

// Being again («снова были в Аяне») at a place a journey passed, at the
// end of a leg the clause tells, with nothing done there, is the journey's
// stop: a trip, as arriving is. Back where the traveller lives («был
// снова в Москве») the journey is over, and that stays no trip.
func TestTypesAgainAtAStopOfTheJourney(t *testing.T) {
	const ayan, okhotsk, hongkong, singapore = "geonames:2027316", "geonames:2122605", "geonames:1819729", "geonames:1880252"
	const moscow, odessa = "geonames:524901", "geonames:698740"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В мае 1860 г. мы пришли на шхуне в Аян. В июне мы ушли в Охотск, где простояли две недели, а 3 июля снова были в Аяне.",
			[]string{"trip " + ayan + " 1860-05", "trip " + okhotsk + " 1860-06", "trip " + ayan + " 1860-07-03"}},
		{"В апреле 1880 г. клипер пришёл в Гонконг. В мае мы ушли в Сингапур, где стояли неделю, а 2 июня снова были в Гонконге.",
			[]string{"trip " + hongkong + " 1880-04", "trip " + singapore + " 1880-05", "trip " + hongkong + " 1880-06-02"}},
		{"В 1890 г. Сомов жил в Москве. В мае 1891 г. он уехал в Одессу, а 3 июля был снова в Москве.",
			[]string{"relocation " + moscow + " 1890", "trip " + odessa + " 1891-05", "other " + moscow + " 1891-07-03"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A town that is the subject of a verb of returning or handing over
// («Измаил был возвращён Молдавии», «Вильна была возвращена Литве»,
// «Батум и Карс были переданы России») changes hands: an act at the town
// (other), no one's journey or change of residence there. A person
// returned to a town («Сомов был возвращён в Тифлис») still goes there.
func TestTypesTownHandedBack(t *testing.T) {
	const izmail, vilna, batum, kars, tiflis = "geonames:707308", "geonames:593116", "geonames:615532", "geonames:743952", "geonames:611717"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1856 г. Измаил был возвращён Молдавии.", []string{"other " + izmail + " 1856"}},
		{"В 1920 г. Вильна была возвращена Литве, а Гродно отошло к Польше.", []string{"other " + vilna + " 1920"}},
		{"В 1878 г. Батум и Карс были переданы России.", []string{"other " + batum + " 1878", "other " + kars + " 1878"}},
	} {
		got := eventList(extractText(t, tt.text))
		wantAll(t, tt.text, got, tt.want)
		for _, e := range got {
			if strings.HasPrefix(e, "trip ") || strings.HasPrefix(e, "relocation ") {
				t.Errorf("%s: a journey %q", tt.text, e)
			}
		}
	}
	text := "В 1870 г. Сомов жил в Москве. В 1878 г. Сомов был возвращён в Тифлис."
	wantAll(t, text, eventList(extractText(t, text)), []string{"relocation " + tiflis + " 1878"})
}

// A stay in a land whose «где» clause tells the visits made from it
// («зиму провела в Египте, где побывала в Каире и Луксоре», «провёл месяц
// в Италии, где побывал в Риме и Неаполе») happened in the land as a
// whole, and then at each town visited: the land keeps its event beside
// the towns'. A land narrowed down to its town («уехал в Италию, в Рим»)
// or to where one settled in it («жил в Италии, где поселился в
// Сорренто») has none of its own.
func TestTypesStayInALandWithItsVisits(t *testing.T) {
	const moscow, cairo, luxor, rome, naples, sorrento = "geonames:524901", "geonames:360630", "geonames:360502", "geonames:3169070", "geonames:3172394", "geonames:3166350"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1890 г. Сомова жила в Москве. Зиму 1895 г. она провела в Египте, где побывала в Каире и Луксоре.",
			[]string{"relocation " + moscow + " 1890", "trip country:EG 1895-24", "trip " + cairo + " 1895-24", "trip " + luxor + " 1895-24"}},
		{"В 1890 г. Сомов жил в Москве. Летом 1891 г. он провёл месяц в Италии, где побывал в Риме и Неаполе.",
			[]string{"relocation " + moscow + " 1890", "trip country:IT 1891-22", "trip " + rome + " 1891-22", "trip " + naples + " 1891-22"}},
		{"В 1890 г. Сомов жил в Москве. Летом 1891 г. он уехал в Италию, в Рим.",
			[]string{"relocation " + moscow + " 1890", "trip " + rome + " 1891-22"}},
		{"В 1890 г. Сомов жил в Москве. Летом 1891 г. он жил в Италии, где поселился в Сорренто.",
			[]string{"relocation " + moscow + " 1890", "relocation " + sorrento + " 1891-22"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A school finished, told by a gerund before the sentence's verb
// («Окончив курс Вятской гимназии, он в 1875 г. поступил…», «закончив
// Самарскую гимназию»), is studies at its town, an event of its own
// beside what the sentence goes on to tell, not a point the way passed,
// also when the school is named by a town's adjective in lower case
// («окончив курс казанской гимназии»); it is dated by the date that
// follows, when the course ended.
func TestTypesSchoolFinishedByGerund(t *testing.T) {
	const moscow, vyatka, kazan, samara = "geonames:524901", "geonames:548408", "geonames:551487", "geonames:499099"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Окончив курс Вятской гимназии, он в 1875 г. поступил в Казанский университет.",
			[]string{"school " + vyatka + " 1875", "school " + kazan + " 1875"}},
		{"В 1870 г. Сомов жил в Москве. Окончив курс Самарской гимназии, он в 1872 г. поступил в Московский университет.",
			[]string{"relocation " + moscow + " 1870", "school " + samara + " 1872", "school " + moscow + " 1872"}},
		{"В 1870 г. Сомов жил в Москве. Закончив Самарскую гимназию, в 1872 г. Сомов поступил в Казанский университет.",
			[]string{"relocation " + moscow + " 1870", "school " + samara + " 1872", "school " + kazan + " 1872"}},
		{"Окончив курс казанской гимназии, он в 1854 г. уехал в Москву.",
			[]string{"school " + kazan + " 1854", "trip " + moscow + " 1854"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
	// A town's adjective before a person's noun («одесский купец») is still
	// only the person's description.
	text := "В 1850 г. Сомов жил в Москве. В 1854 г. одесский купец Сомов уехал в Киев."
	wantExactly(t, text, eventList(extractText(t, text)), []string{"relocation " + moscow + " 1850", "trip geonames:703448 1854"})
}
