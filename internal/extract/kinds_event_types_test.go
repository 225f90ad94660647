package extract

import "testing"

// An official named by the adjective of his town («Казанский губернатор
// принял его», «его принял одесский градоначальник») is a person who
// receives the one the text follows: an audience at that town, a meeting,
// not a town that hosts a newcomer («Киев встретил его»).
func TestTypesOfficialOfTownReceives(t *testing.T) {
	const kazan, odessa, tiflis = "geonames:551487", "geonames:698740", "geonames:611717"
	for _, tt := range []struct{ text, want string }{
		{"В 1885 г. Сомов жил в Казани. Казанский губернатор принял его весьма любезно.", "meeting " + kazan + " 1885"},
		{"В 1885 г. Сомов приехал в Казань. Казанский губернатор встретил его на пристани.", "meeting " + kazan + " 1885"},
		{"В 1885 г. Сомов приехал в Одессу. 5 мая его принял одесский градоначальник.", "meeting " + odessa + " 1885-05-05"},
		{"В 1885 г. Сомов приехал в Тифлис. Тифлисский военный губернатор принял нас в своём дворце.", "meeting " + tiflis + " 1885"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{tt.want})
	}
}
