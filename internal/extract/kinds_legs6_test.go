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

// A goal after the origin of its own clause is no word placing that
// origin, even when the land named may hold the town left («из Москвы …
// пришлось уехать во Владимирскую губернию — туда, где летом он писал»):
// «туда» after it points at the goal, not back at the last goal of an
// earlier sentence, and adds no leg of its own. With no origin in the
// clause the leg leaves from the last place known, as before.
func TestLegsGoalAfterOriginItMayHold(t *testing.T) {
	const moscow, italy, vladimir = "geonames:524901", "country:IT", "overlay:vladimir-governorate"
	first := "Весною 1890 г. Пётр Сомов из Москвы впервые поехал за границу, в Италию.\n\n"
	toItaly := "Пётр Сомов: " + moscow + "→" + italy + " 1890-21"
	for _, tt := range []struct{ text, want string }{
		{first + "Осенью 1892 г., когда из Москвы снова выселяли евреев, Сомову пришлось уехать во Владимирскую губернию — туда, где летом он писал свою «Владимирку».\n",
			toItaly + "|Пётр Сомов: " + moscow + "→" + vladimir + " 1892-23"},
		// Near miss: no origin in the clause, the leg leaves Italy.
		{first + "Осенью 1892 г. Сомову пришлось уехать во Владимирскую губернию — туда, где летом он писал этюды.\n",
			toItaly + "|Пётр Сомов: " + italy + "→" + vladimir + " 1892-23"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}
