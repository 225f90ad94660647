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

// Entering service or a post («поступил на службу в земскую управу»,
// «поступила на место в контору», «поступил на должность секретаря»),
// told first and joined to a journey by «и», is a post taken up where the
// journey led: a change of residence there, as an appointment is. Near
// miss: the post in a clause of its own before the journey («поступил на
// службу в комиссию, а летом уехал в Ялту») leaves the journey a trip.
func TestTypesEnteredServiceThenWent(t *testing.T) {
	const (
		moscow, tula, kaluga = "geonames:524901", "geonames:480562", "geonames:553915"
		odessa, yalta        = "geonames:698740", "geonames:688533"
		bessarabia           = "overlay:bessarabia-governorate"
	)
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1880 г. Пётр Сомов жил в Москве. В 1892 г. поступил на службу в земскую управу и уехал в Бессарабию.",
			[]string{"relocation " + moscow + " 1880", "relocation " + bessarabia + " 1892"}},
		{"В 1880 г. Анна Сомова жила в Туле. В 1885 г. поступила на место в контору и уехала в Одессу.",
			[]string{"relocation " + tula + " 1880", "relocation " + odessa + " 1885"}},
		{"В 1880 г. Анна Сомова жила в Туле. В 1885 г. поступила на должность секретаря и отправилась в Калугу.",
			[]string{"relocation " + tula + " 1880", "relocation " + kaluga + " 1885"}},
		// Near miss: the post in a clause of its own.
		{"В 1866 г. Пётр Сомов жил в Москве. В 1870 г. поступил на службу в комиссию, а летом уехал в Ялту.",
			[]string{"relocation " + moscow + " 1866", "relocation - 1870", "trip " + yalta + " 1870-22"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A sentence of living that names no place and no date, right after a
// journey («…приехал в Тулу. Живёт у брата и служит в конторе», «мы
// приехали в Калугу. Живём пока в пансионе»), tells where the journey
// led: a change of residence there, as one naming the place does. Near
// misses: a short stay («Прожил неделю у брата») and living only
// forbidden («Жить в столицах ему запретили») leave the journey a trip.
func TestTypesLivingAfterJourneyNoPlace(t *testing.T) {
	const moscow, tula, kaluga = "geonames:524901", "geonames:480562", "geonames:553915"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1885 г. Пётр Сомов жил в Москве. В мае 1890 г. приехал в Тулу. Живёт у брата и служит в конторе.",
			[]string{"relocation " + moscow + " 1885", "relocation " + tula + " 1890-05"}},
		{"В 1885 г. Пётр Сомов жил в Москве. В мае 1890 г. мы приехали в Калугу. Живём пока в пансионе, в двух комнатах.",
			[]string{"relocation " + moscow + " 1885", "relocation " + kaluga + " 1890-05"}},
		{"В 1885 г. Анна Сомова жила в Москве. В 1890 г. выехала из Москвы и 15 мая была в Туле. Живёт пока у брата.",
			[]string{"relocation " + moscow + " 1885", "relocation " + tula + " 1890-05-15"}},
		// Near misses: a short stay; living forbidden.
		{"В 1885 г. Пётр Сомов жил в Москве. В мае 1890 г. приехал в Тулу. Прожил неделю у брата.",
			[]string{"relocation " + moscow + " 1885", "trip " + tula + " 1890-05"}},
		{"В 1885 г. Пётр Сомов жил в Москве. В мае 1890 г. приехал в Тулу. Жить в столицах ему запретили.",
			[]string{"relocation " + moscow + " 1885", "trip " + tula + " 1890-05"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}
