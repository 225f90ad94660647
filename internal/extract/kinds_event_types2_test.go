package extract

import "testing"

// A term served in confinement, whatever verb tells it («два года я
// просидел в Петропавловской крепости», «отсидел три месяца в Таганской
// тюрьме», «в заключении провёл … полгода — в одиночной камере Бутырской
// тюрьмы», «содержался в заключении») is imprisonment there, a
// relocation; held under arrest («просидел неделю под арестом в
// Смольном») is an arrest, other. A fortress stormed is no prison.
func TestTypesTermInConfinement(t *testing.T) {
	const (
		moscow                             = "geonames:524901"
		fortress, taganka, butyrka, smolny = "overlay:peter-and-paul-fortress", "overlay:taganka-prison", "overlay:butyrka", "overlay:smolny"
		shlisselburg, ardahan              = "overlay:shlisselburg-fortress", "geonames:751952"
	)
	for _, tt := range []struct{ text, want string }{
		{"Арестованный в марте 1874 года, два года я просидел в Петропавловской крепости.", "relocation " + fortress + " 1874-03"},
		{"В 1890 г. Сомов жил в Казани. В 1891 г. он отсидел три месяца в Таганской тюрьме.", "relocation " + taganka + " 1891"},
		{"В 1890 г. Сомов жил в Казани. Всего в заключении провёл около года, из них полгода — в одиночной камере Бутырской тюрьмы.", "relocation " + butyrka + " 1890"},
		{"В 1890 г. Сомов жил в Казани. С мая 1891 г. он содержался в заключении в Шлиссельбургской крепости.", "relocation " + shlisselburg + " 1891-05/.."},
		{"В 1890 г. Сомов жил в Казани. В 1891 г. он просидел неделю под арестом в Смольном.", "other " + smolny + " 1891"},
		{"В 1890 г. Сомов жил в Казани. 5 мая 1891 г. Сомов провёл сутки под арестом в Москве.", "other " + moscow + " 1891-05-05"},
		{"5 (17) мая 1877 г. войска взяли штурмом Ардаган, сильную крепость на пути к Батуму.", "other " + ardahan + " 1877-05-17"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{tt.want})
	}
}

// Taking up a post or a command where one has come, joined by «и» or in a
// «где» clause («прибыл в Ташкент и вступил в командование округом»,
// «приехал в Самару, где занял должность секретаря», «вступил в
// исправление должности»), or told alone with its town («занял пост
// губернатора в Самаре»), is going to live and serve there: a relocation,
// with its leg from where the person lived. Taking part in something
// («принял там участие в съезде») is no post: the journey stays a trip.
func TestTypesPostTakenUp(t *testing.T) {
	const kazan, tashkent, tiflis, samara, vilna = "geonames:551487", "geonames:1512569", "geonames:611717", "geonames:499099", "geonames:593116"
	for _, tt := range []struct{ text, to, when string }{
		{"В 1870 г. Сомов жил в Казани. В конце февраля 1872 г. он прибыл в Ташкент и вступил в командование округом.", tashkent, "1872-02-21/1872-02-29"},
		{"В 1870 г. Сомов жил в Казани. В 1872 г. он прибыл в Ташкент, где принял командование войсками.", tashkent, "1872"},
		{"В 1870 г. Сомов жил в Казани. В 1872 г. он приехал в Самару, где занял должность секретаря.", samara, "1872"},
		{"В 1870 г. Сомов жил в Казани. В 1872 г. он занял пост губернатора в Самаре.", samara, "1872"},
		{"В 1870 г. Сомов жил в Казани. В 1872 г. он приехал в Вильну и принял управление округом.", vilna, "1872"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{"relocation " + tt.to + " " + tt.when})
		wantExactly(t, tt.text, moveList(r), []string{"Сомов: " + kazan + "→" + tt.to + " " + tt.when})
	}
	text := "5 мая 1872 г. я прибыл в Тифлис и вступил в исправление должности."
	wantExactly(t, text, eventList(extractText(t, text)), []string{"relocation " + tiflis + " 1872-05-05"})
	text = "В 1870 г. Сомов жил в Казани. В 1872 г. он ездил в Самару и принял там участие в съезде."
	wantAll(t, text, eventList(extractText(t, text)), []string{"trip " + samara + " 1872"})
}

// Staying or settling for good where one went, or never coming back
// («приехал в Женеву и остался там навсегда», «где и остался навсегда»,
// «остался жить в Женеве», «осел в Самаре», «уехал … за границу и больше
// не вернулся», «так и не вернулся в Россию») is a change of residence,
// not a journey; settling is a move from where the person lived. Staying
// a week stays a trip.
func TestTypesStayedForGood(t *testing.T) {
	const kazan, geneva, paris, samara = "geonames:551487", "geonames:2660646", "geonames:2988507", "geonames:499099"
	for _, tt := range []struct{ text, want string }{
		{"В 1870 г. Сомов жил в Казани. В 1872 г. он приехал в Женеву и остался там навсегда.", "relocation " + geneva + " 1872"},
		{"В 1870 г. Сомов жил в Казани. В 1872 г. он уехал в Женеву, где и остался навсегда.", "relocation " + geneva + " 1872"},
		{"В 1870 г. Сомов жил в Казани. В 1872 г. он остался жить в Женеве.", "relocation " + geneva + " 1872"},
		{"В 1870 г. Сомов жил в Казани. В 1872 г. он навсегда остался в Женеве.", "relocation " + geneva + " 1872"},
		{"Летом 1922 года я уехал из Петрограда на гастроли за границу и больше не вернулся: домом моим стал Париж.", "relocation " + paris + " 1922-22"},
		{"В 1870 г. Сомов жил в Казани. В 1872 г. он уехал в Париж и так и не вернулся в Россию.", "relocation " + paris + " 1872"},
		{"В 1870 г. Сомов жил в Казани. В 1872 г. он приехал в Женеву и остался там на неделю.", "trip " + geneva + " 1872"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{tt.want})
	}
	text := "В 1870 г. Сомов жил в Казани. В 1872 г. он осел в Самаре."
	wantOnlyMove(t, text, "Сомов: "+kazan+"→"+samara+" 1872")
	wantAll(t, text, eventList(extractText(t, text)), []string{"relocation " + samara + " 1872"})
}

// A return that names no goal, dated to its day, month or season in a
// clause or a sentence of its own soon after a journey out («ездил в
// Стокгольм и вернулся 2 марта», «3 июля мы поехали в Тулу и 20 июля
// вернулись», «…поехал в Стокгольм. 2 марта он вернулся.», «а летом
// вернулся») goes back home from that journey and ends it: a trip, as a
// return to the home named is. Back from exile it ends a residence: a
// change of residence.
func TestTypesBareReturnEndsJourney(t *testing.T) {
	const berlin, moscow, tula = "geonames:2950159", "geonames:524901", "geonames:480562"
	for _, tt := range []struct{ text, back string }{
		{"В 1890 г. Сомов жил в Берлине. В конце февраля 1891 г. он ездил в Стокгольм и вернулся 2 марта.", "trip " + berlin + " 1891-03-02"},
		{"Летом 1885 г. я жил в Москве. 3 июля мы поехали в Тулу и 20 июля вернулись.", "trip " + moscow + " 1885-07-20"},
		{"В 1890 г. Сомов жил в Берлине. В феврале 1891 г. он поехал в Стокгольм. 2 марта он вернулся.", "trip " + berlin + " 1891-03-02"},
		{"Москва, 5 марта 1891 г. Милый брат! В феврале я ездил в Петербург и вернулся только вчера.", "trip " + moscow + " 1891-03-04"},
		{"В 1890 г. Сомов жил в Берлине. Весной 1891 г. он ездил в Стокгольм, а летом вернулся.", "trip " + berlin + " 1891-22"},
		{"В 1880 г. Сомов жил в Москве. В 1882 г. его сослали в Вятку. В 1883 г. он вернулся.", "relocation " + moscow + " 1883"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{tt.back})
	}
	text := "Летом 1885 г. я жил в Москве. 3 июля мы поехали в Тулу и 20 июля вернулись."
	wantExactly(t, text, moveList(extractText(t, text)), []string{"Рассказчик: " + moscow + "→" + tula + " 1885-07-03", "Рассказчик: " + tula + "→" + moscow + " 1885-07-20"})
}

// Hurrying, galloping or rushing to a place, going away to it for a while
// and being sent there («поспешил в Самару», «ускакал в Шушу», «умчались в
// Москву», «отлучился в Казань», «был направлен в Тифлис») are journeys
// there from where the person was: a trip with its leg, not something
// done at the place.
func TestTypesHurriedOrSentThere(t *testing.T) {
	const kazan, samara, moscow, tiflis = "geonames:551487", "geonames:499099", "geonames:524901", "geonames:611717"
	for _, tt := range []struct{ text, who, from, to, when string }{
		{"В 1890 г. Сомов жил в Казани. 5 мая 1891 г. он поспешил в Самару.", "Сомов", kazan, samara, "1891-05-05"},
		{"В 1890 г. Сомов жил в Казани. Узнав о болезни брата, 5 мая 1891 г. Сомов ускакал в Самару.", "Сомов", kazan, samara, "1891-05-05"},
		{"Летом 1885 г. мы жили в Казани. 3 июля мы умчались в Москву.", "Рассказчик", kazan, moscow, "1885-07-03"},
		{"В 1890 г. Сомов служил в Казани. В мае 1891 г. он отлучился в Самару по делам.", "Сомов", kazan, samara, "1891-05"},
		{"В 1890 г. Сомов жил в Казани. В 1891 г. он был направлен в Тифлис.", "Сомов", kazan, tiflis, "1891"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{"trip " + tt.to + " " + tt.when})
		wantExactly(t, tt.text, moveList(r), []string{tt.who + ": " + tt.from + "→" + tt.to + " " + tt.when})
	}
}
