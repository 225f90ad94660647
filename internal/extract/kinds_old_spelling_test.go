package extract

import "testing"

// Texts printed before the 1918 reform keep its spelling: ъ after every
// final hard consonant («въ Лондонъ»), ѣ and і («пріѣхалъ», «іюля»,
// «губерніи»), the adjective genitive in -аго («Кіевскаго»). A narrative
// in that spelling gives the map its modern twin gives: the same places,
// dates, events, movements and names of people (in the modern spelling:
// «Пётръ Сомовъ» is Пётр Сомов). A name the dictionary knows with -аго
// keeps it («Чикаго»).
func TestOldSpellingReadsAsModern(t *testing.T) {
	const london, geneva, kiev, odessa, chicago = "geonames:2643743", "geonames:2660646", "geonames:703448", "geonames:698740", "geonames:4887398"
	const kherson = "overlay:kherson-governorate"
	const krasnoyarsk, minusinsk, yeniseiGov = "geonames:1502026", "geonames:1498693", "overlay:yeniseysk-governorate"
	for _, tt := range []struct {
		text           string
		places, events []string
		moves          []string
	}{
		{
			text:   "Въ 1902 году Пётръ Сомовъ пріѣхалъ въ Лондонъ, а затѣмъ переѣхалъ въ Женеву.",
			places: []string{"Лондонъ=" + london, "Женеву=" + geneva},
			events: []string{"trip " + london + " 1902", "relocation " + geneva + " 1902"},
			moves:  []string{"Пётр Сомов: " + london + "→" + geneva + " 1902"},
		},
		{
			text:   "Анна Сомова жила въ Кіевѣ. 13 іюля 1903 г. она выѣхала изъ Кіева въ Одессу.",
			places: []string{"Кіевѣ=" + kiev, "Кіева=" + kiev, "Одессу=" + odessa},
			events: []string{"relocation " + kiev + " ../1903-07-13", "trip " + odessa + " 1903-07-13"},
			moves:  []string{"Анна Сомова: " + kiev + "→" + odessa + " 1903-07-13"},
		},
		{
			text:   "Въ 1903 году Пётръ Сомовъ жилъ въ Херсонской губерніи, а осенью поступилъ въ студенты Кіевскаго университета.",
			places: []string{"Херсонской губерніи=" + kherson, "Кіевскаго=" + kiev},
			events: []string{"relocation " + kherson + " 1903", "school " + kiev + " 1903-23"},
			moves:  []string{"Пётр Сомов: " + kherson + "→" + kiev + " 1903-23"},
		},
		{
			// A transcription's Latin i for the decimal і.
			text:   "Въ iюлѣ 1876 г. Пётръ Сомовъ, чиновникъ Енисейской губернiи, выѣхалъ изъ Красноярска въ Минусинскъ.",
			places: []string{"Енисейской губернiи=" + yeniseiGov, "Красноярска=" + krasnoyarsk, "Минусинскъ=" + minusinsk},
			events: []string{"trip " + minusinsk + " 1876-07"},
			moves:  []string{"Пётр Сомов: " + krasnoyarsk + "→" + minusinsk + " 1876-07"},
		},
		{
			text:   "Лѣтомъ 1893 года Анна Сомова посѣтила Чикаго.",
			places: []string{"Чикаго=" + chicago},
			events: []string{"trip " + chicago + " 1893-22"},
		},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text+" places", placeIDs(r), tt.places)
		wantExactly(t, tt.text+" events", eventList(r), tt.events)
		wantExactly(t, tt.text+" movements", moveList(r), tt.moves)
	}
}
