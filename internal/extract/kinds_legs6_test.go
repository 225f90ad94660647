package extract

import (
	"strings"
	"testing"
)

// A stay on the way told by a gerund of a call or a short stop after the
// goal, set off by a comma («приехал в Рим из Ниццы, переночевав в
// Генуе», «выехал из Ниццы в Рим, пробыв два дня в Генуе», «Приехали
// сюда из Ниццы…, переночевав в Генуе») is a stop before that goal: the
// journey goes from its origin to the stop and on from the stop to the
// goal, both on the clause's date. A gerund of living there («прожив
// перед тем три года в Генуе») tells no stop: the leg stays whole.
func TestLegsStayAfterGoal(t *testing.T) {
	const nice, genoa, rome = "geonames:2990440", "geonames:3176219", "geonames:3169070"
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов жил в Ницце. 18 декабря 1875 г. он приехал в Рим из Ниццы, переночевав в Генуе.",
			"Пётр Сомов: " + nice + "→" + genoa + " 1875-12-18|Пётр Сомов: " + genoa + "→" + rome + " 1875-12-18"},
		{"Пётр Сомов жил в Ницце. 18 декабря 1875 г. он выехал из Ниццы в Рим, пробыв два дня в Генуе.",
			"Пётр Сомов: " + nice + "→" + genoa + " 1875-12-18|Пётр Сомов: " + genoa + "→" + rome + " 1875-12-18"},
		{"Рим, 2 января 1876 г.\n\nМы здесь уже третью неделю. Приехали сюда из Ниццы 18 декабря, переночевав в Генуе.",
			"Рассказчик: " + nice + "→" + genoa + " 1875-12-18|Рассказчик: " + genoa + "→" + rome + " 1875-12-18"},
		// Near miss: a life spent there before is no stop on the way.
		{"Пётр Сомов жил в Ницце. 18 декабря 1875 г. он приехал в Рим из Ниццы, прожив перед тем три года в Генуе.",
			"Пётр Сомов: " + nice + "→" + rome + " 1875-12-18"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}
