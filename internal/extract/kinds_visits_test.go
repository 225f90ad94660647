package extract

import (
	"strings"
	"testing"
)

// A journey abroad that names no place, whose clause then visits a list
// of towns («поехал за границу и побывал в Вене, Риме и Париже», or after
// a colon), goes to each town listed in turn, as a visit alone does; it
// does not end at the last town only. Near miss: settling after going
// abroad («уехал за границу и поселился в Ницце») is one leg to the town.
func TestLegsVisitsAfterJourneyAbroad(t *testing.T) {
	const visits = "Пётр Сомов: geonames:524901→geonames:2761369 1891-21|Пётр Сомов: geonames:2761369→geonames:3169070 1891-21|Пётр Сомов: geonames:3169070→geonames:2988507 1891-21"
	for _, tt := range []struct{ text, want string }{
		{"В 1890 г. Пётр Сомов жил в Москве. Весной 1891 г. он поехал за границу и побывал в Вене, Риме и Париже.", visits},
		{"В 1890 г. Пётр Сомов жил в Москве. Весной 1891 г. он впервые поехал за границу: вместе с братом он побывал в Вене, Риме и Париже.", visits},
		{"В 1890 г. Пётр Сомов жил в Москве. Весной 1891 г. он уехал за границу и поселился в Ницце.",
			"Пётр Сомов: geonames:524901→geonames:2990440 1891-21"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}
