package extract

import "testing"

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
