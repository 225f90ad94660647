package extract

import (
	"strings"
	"testing"
)

// Kinds of clause that name a place where nothing happens yet or where
// the clause's journey did not end, each tested on sentences written for
// the test.

// A goal after a hedge of its clause («может быть», «вероятно»,
// «возможно»), in a clause with no verb in the past («а в сентябре,
// может быть, в Петербург и в Москву», «Осенью, вероятно, переедем в
// Самару»), is a journey supposed: no event there and no movement. A
// hedged journey in the past («он, вероятно, ездил в Москву», «Вероятно,
// в мае он уехал в Москву») was made, and a past move in another clause
// of the sentence keeps its event.
func TestFalseEventHedgedGoal(t *testing.T) {
	const kazan, samara, moscow = "geonames:551487", "geonames:499099", "geonames:524901"
	for _, tt := range []struct {
		text        string
		want, moves []string
	}{
		{"Ницца, 30 июля 1876 г. Завтра едем к нему в имение, а в сентябре, может быть, в Петербург и в Москву.", nil, nil},
		{"В 1885 г. Сомов жил в Казани. Осенью 1886 г., вероятно, переедем в Самару.", []string{"relocation " + kazan + " 1885"}, nil},
		{"В 1885 г. Сомов жил в Казани. Весной 1886 г. поедем, быть может, в Самару.", []string{"relocation " + kazan + " 1885"}, nil},
		{"В 1885 г. Сомов жил в Казани. Летом 1886 г. он, вероятно, ездил в Москву.",
			[]string{"relocation " + kazan + " 1885", "trip " + moscow + " 1886-22"}, []string{"Сомов: " + kazan + "→" + moscow + " 1886-22"}},
		{"В 1885 г. Сомов жил в Казани. Вероятно, в мае 1886 г. он уехал в Москву.",
			[]string{"relocation " + kazan + " 1885", "trip " + moscow + " 1886-05"}, []string{"Сомов: " + kazan + "→" + moscow + " 1886-05"}},
		{"В 1885 г. Сомов жил в Казани. В мае 1886 г. он уехал в Самару, а оттуда, может быть, поедет в Москву.",
			[]string{"relocation " + kazan + " 1885", "trip " + samara + " 1886-05"}, []string{"Сомов: " + kazan + "→" + samara + " 1886-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
		wantExactly(t, tt.text+" (moves)", moveList(r), tt.moves)
	}
}

// An entry or a list that opens with a surname, a comma, a given name
// and a patronymic («ЧЕХОВ, Антон Павлович, писатель», «Чехов, Антон
// Павлович») names a person, whatever town the surname also names: no
// place, no title town whose history the entry would tell, and no event
// or movement there. A town in capitals before its description or its
// date («ПУШКИН, уездный город …», «ПУШКИН, 6 июня 1899 г.») is still the
// text's town.
func TestFalseEventSurnameHeading(t *testing.T) {
	const taganrog, moscow, pushkin = "geonames:484907", "geonames:524901", "geonames:504003"
	for _, tt := range []struct {
		text                string
		places, want, moves []string
	}{
		{"ЧЕХОВ, Антон Павлович, писатель. Род. 17 (29) янв. 1860 в Таганроге. В 1879 переехал в Москву.",
			[]string{"Таганроге=" + taganrog, "Москву=" + moscow},
			[]string{"other " + taganrog + " 1860-01-29", "relocation " + moscow + " 1879"},
			[]string{"Антон Павлович Чехов: " + taganrog + "→" + moscow + " 1879"}},
		{"Чехов, Антон Павлович, писатель. В 1879 переехал в Москву.",
			[]string{"Москву=" + moscow}, []string{"relocation " + moscow + " 1879"}, nil},
		{"ПУШКИН, Александр Сергеевич, поэт. Род. 26 мая (6 июня) 1799 в Москве. В 1811 поступил в лицей. В 1820 выслан на юг.",
			[]string{"Москве=" + moscow},
			[]string{"other " + moscow + " 1799-06-06", "school - 1811", "relocation - 1820"}, nil},
		{"ПУШКИН, уездный город Царскосельского уезда. В 1811 открыт лицей.",
			[]string{"ПУШКИН=" + pushkin}, []string{"other " + pushkin + " 1811"}, nil},
		{"ПУШКИН, 6 июня 1899 г. Вчера здесь открыт памятник.",
			[]string{"ПУШКИН=" + pushkin}, []string{"other " + pushkin + " 1899-06-05"}, nil},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text+" (places)", placeIDs(r), tt.places)
		wantExactly(t, tt.text, eventList(r), tt.want)
		wantExactly(t, tt.text+" (moves)", moveList(r), tt.moves)
	}
}

// A town named after «под» right after a place the gazetteer does not
// know, perhaps with a comma between («поселился в Огльбю под
// Гельсингфорсом», «в санаторий в Пустельнике под Варшавой», «в имении
// Яковцы, под Полтавой, скончался») only says where that place lies: the
// clause happens there, so no event is the town's. A town after «под»
// alone («жил под Варшавой») is where the clause happens; a known place
// before the reference («в Царском Селе под Петербургом») keeps its
// event, and a place «близ» a town («в Монтаньоле близ Лугано», often
// one of its quarters) leaves its event to the town (TestKindNearPlaceIsReference).
func TestFalseEventReferenceOfUnknownPlace(t *testing.T) {
	const kazan, warsaw, pushkin = "geonames:551487", "geonames:756135", "geonames:504003"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1905 г. я жил в Казани. В феврале 1907 г. я поселился в Огльбю под Гельсингфорсом.", []string{"relocation " + kazan + " 1905"}},
		{"В 1905 г. я жил в Казани. В 1910 г. его поместили в санаторий в Пустельнике под Варшавой.", []string{"relocation " + kazan + " 1905"}},
		{"В 1905 г. я жил в Казани. В 1910 г. в своём имении Яковцы, под Полтавой, скончался Сомов.", []string{"relocation " + kazan + " 1905"}},
		{"В 1905 г. я жил в Казани. В 1910 г. он купил дом в Загорянке под самой Москвой.", []string{"relocation " + kazan + " 1905"}},
		{"В 1905 г. я жил в Казани. В 1910 г. он жил под Варшавой.", []string{"relocation " + kazan + " 1905", "other " + warsaw + " 1910"}},
		{"В 1905 г. я жил в Казани. В 1910 г. Сомов под Варшавой заболел.", []string{"relocation " + kazan + " 1905", "other " + warsaw + " 1910"}},
		{"В 1905 г. я жил в Казани. В 1910 г. он поселился в Царском Селе под Петербургом.", []string{"relocation " + kazan + " 1905", "relocation " + pushkin + " 1910"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A verb of writing after a move from a place, in an undated «где»
// clause of its goal («из Тулы переехал в Киев, где пишет фельетоны») or
// after «и» that follows the verb of motion («… в Киев и писал там
// рассказы»), tells what was written where the move went: the move's
// event is at its goal, none at the place left. A message sent from a
// place with no move («из Тулы он писал брату в Киев», «из Тулы в Киев
// ушла телеграмма») is still written where it comes from.
func TestFalseEventWritingAfterMove(t *testing.T) {
	const moscow, tula, kiev = "geonames:524901", "geonames:480562", "geonames:703448"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1890 г. я жил в Москве. В 1894 г. он из Тулы переехал в Киев, где пишет фельетоны.", []string{"relocation " + moscow + " 1890", "relocation " + kiev + " 1894"}},
		{"В 1890 г. я жил в Москве. В 1894 г. он вышел в отставку и из Тулы переехал в Киев, где писал рассказы.", []string{"relocation " + moscow + " 1890", "relocation " + kiev + " 1894"}},
		{"В 1890 г. я жил в Москве. В 1894 г. он из Тулы переехал в Киев и писал там рассказы.", []string{"relocation " + moscow + " 1890", "relocation " + kiev + " 1894", "other " + kiev + " 1894"}},
		{"В 1890 г. я жил в Москве. 5 мая 1894 г. из Тулы он писал брату в Киев.", []string{"relocation " + moscow + " 1890", "other " + tula + " 1894-05-05"}},
		{"В 1890 г. я жил в Москве. 5 мая 1894 г. из Тулы в Киев ушла телеграмма.", []string{"relocation " + moscow + " 1890", "other " + tula + " 1894-05-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A country named bare, with no preposition, right before a verb a
// state does as one, or with one word between («Германия объявила нам
// войну», «Австрия объявила войну Сербии», «Италия вступила в войну»),
// is the state acting, no place: no event is the country's. The
// territory after a preposition («в Германии объявили мобилизацию») and a
// town before such a verb («Казань объявила сбор пожертвований») stay
// places.
func TestFalseEventStateActing(t *testing.T) {
	const vilna, germany, kazan = "geonames:593116", "country:DE", "geonames:551487"
	for _, tt := range []struct {
		text   string
		places []string
	}{
		{"В 1913 г. я жил в Вильне. 20 июля 1914 г. Германия объявила нам войну.", []string{"Вильне=" + vilna}},
		{"В 1913 г. я жил в Вильне. 20 июля 1914 г. Австрия объявила войну Сербии.", []string{"Вильне=" + vilna}},
		{"В 1913 г. я жил в Вильне. В 1915 г. Италия вступила в войну.", []string{"Вильне=" + vilna}},
		{"В 1913 г. я жил в Вильне. В 1916 г. в Германии объявили мобилизацию.", []string{"Вильне=" + vilna, "Германии=" + germany}},
		{"В 1913 г. я жил в Вильне. В 1916 г. Казань объявила сбор пожертвований.", []string{"Вильне=" + vilna, "Казань=" + kazan}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text+" (places)", placeIDs(r), tt.places)
		for _, e := range eventList(r) {
			if strings.Contains(e, "country:") && len(tt.places) == 1 {
				t.Errorf("%s: event at the state: %s", tt.text, e)
			}
		}
	}
}
