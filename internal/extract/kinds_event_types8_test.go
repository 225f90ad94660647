package extract

import "testing"

// A journey the text follows with living at its goal told by «проживать»
// («выехал из Москвы и проживает ныне в Женеве», «приехала в Тулу, где
// проживала у брата», «прибыл в Калугу, где проживал до 1895 г.») is a
// change of residence, as one followed by «жил» is. Near miss: a short
// stay there («где провёл две недели») stays a trip.
func TestTypesLivingToldByProzhivat(t *testing.T) {
	const moscow, tula, kaluga, geneva = "geonames:524901", "geonames:480562", "geonames:553915", "geonames:2660646"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1885 г. Пётр Сомов жил в Москве. В 1890 г. выехал из Москвы и проживает ныне в Женеве.",
			[]string{"relocation " + moscow + " 1885", "relocation " + geneva + " 1890"}},
		{"В 1885 г. Анна Сомова жила в Москве. В 1890 г. приехала в Тулу, где проживала у брата.",
			[]string{"relocation " + moscow + " 1885", "relocation " + tula + " 1890"}},
		{"В 1885 г. Пётр Сомов жил в Москве. В 1890 г. прибыл в Калугу, где проживал до 1895 г.",
			[]string{"relocation " + moscow + " 1885", "relocation " + kaluga + " 1890/1895"}},
		// Near miss: a short stay.
		{"В 1885 г. Пётр Сомов жил в Москве. В 1890 г. приехал в Тулу, где провёл две недели.",
			[]string{"relocation " + moscow + " 1885", "trip " + tula + " 1890"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}
