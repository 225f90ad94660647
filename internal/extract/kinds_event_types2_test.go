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
