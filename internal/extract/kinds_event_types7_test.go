package extract

import "testing"

// A person brought somewhere in custody («арестован и доставлен в Москву»,
// «отправлен под конвоем в Калугу», «его доставили в Бутырскую тюрьму»)
// is held there, however short the time a «где» clause gives («где провёл
// две недели», «где пробыл несколько дней»): imprisonment, a relocation,
// and a return from there afterwards ends it as one. Near miss: a journey
// of one's own with a short stay at its goal stays a trip.
func TestTypesShortStayInCustody(t *testing.T) {
	const moscow, kaluga, tula = "geonames:524901", "geonames:553915", "geonames:480562"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1890 г. Пётр Сомов жил в Калуге. В ноябре 1919 г. арестован и доставлен в Москву, где провёл две недели.",
			[]string{"relocation " + kaluga + " 1890", "relocation " + moscow + " 1919-11"}},
		{"В 1890 г. Пётр Сомов жил в Калуге. В ноябре 1919 г. арестован и доставлен в Москву, где провёл две недели; освобождённый, вернулся в Калугу.",
			[]string{"relocation " + kaluga + " 1890", "relocation " + moscow + " 1919-11", "relocation " + kaluga + " 1919-11"}},
		{"В 1890 г. Анна Сомова жила в Туле. В мае 1905 г. арестована и под конвоем отправлена в Калугу, где пробыла несколько дней.",
			[]string{"relocation " + tula + " 1890", "relocation " + kaluga + " 1905-05"}},
		// Near miss: a journey of one's own, a short stay.
		{"В 1890 г. Пётр Сомов жил в Калуге. В ноябре 1919 г. поехал в Москву, где провёл две недели.",
			[]string{"relocation " + kaluga + " 1890", "trip " + moscow + " 1919-11"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// Release named after «по» («По освобождении в 1909 г. проживал в Туле»,
// «по освобождении из тюрьмы жил в Калуге») only dates what the clause
// tells: the living it goes on to is a change of residence, one per
// place of a list. Near miss: a release told by its verb («освобождён в
// Туле») is the release there (other).
func TestTypesLivingAfterRelease(t *testing.T) {
	const moscow, kaluga, tula = "geonames:524901", "geonames:553915", "geonames:480562"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"По освобождении в 1909 г. Пётр Сомов проживал в Туле.",
			[]string{"relocation " + tula + " 1909"}},
		{"По освобождении в 1909 г. Пётр Сомов проживал в Москве и Туле.",
			[]string{"relocation " + moscow + " 1909", "relocation " + tula + " 1909"}},
		{"В 1905 г. Анна Сомова арестована в Москве. По освобождении из тюрьмы в 1907 г. жила в Калуге.",
			[]string{"other " + moscow + " 1905", "relocation " + kaluga + " 1907"}},
		// Near miss: the release told by its verb.
		{"В 1909 г. Пётр Сомов освобождён в Туле.",
			[]string{"other " + tula + " 1909"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// An appointment or a post got, told first and joined to a journey by «и»
// in the same clause («назначен в Туркестанский военный округ и прибыл в
// Ташкент», «получила место в конторе и уехала в Одессу», «определён в
// канцелярию губернатора и уехал в Тифлис»), is a post taken up where the
// journey led: a change of residence there, as a post taken up after the
// arrival is. Near misses: leave got («получил отпуск») and an
// appointment in a clause of its own before the journey stay a trip.
func TestTypesAppointedThenWent(t *testing.T) {
	const (
		moscow, tula, tashkent = "geonames:524901", "geonames:480562", "geonames:1512569"
		odessa, tbilisi, yalta = "geonames:698740", "geonames:611717", "geonames:688533"
	)
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1866 г. Пётр Сомов жил в Москве. В ноябре 1868 г. назначен в Туркестанский военный округ и прибыл в Ташкент.",
			[]string{"relocation " + moscow + " 1866", "relocation " + tashkent + " 1868-11"}},
		{"В 1880 г. Анна Сомова жила в Туле. В 1885 г. получила место в конторе и уехала в Одессу.",
			[]string{"relocation " + tula + " 1880", "relocation " + odessa + " 1885"}},
		{"В 1866 г. Пётр Сомов жил в Москве. В 1870 г. определён в канцелярию губернатора и уехал в Тифлис.",
			[]string{"relocation " + moscow + " 1866", "relocation " + tbilisi + " 1870"}},
		// Near misses: leave got; the appointment in a clause of its own.
		{"В 1880 г. Анна Сомова жила в Туле. В 1885 г. получила отпуск и уехала в Одессу.",
			[]string{"relocation " + tula + " 1880", "trip " + odessa + " 1885"}},
		{"В 1866 г. Пётр Сомов жил в Москве. В 1870 г. назначен в комиссию, а летом уехал в Ялту.",
			[]string{"relocation " + moscow + " 1866", "other - 1870", "trip " + yalta + " 1870-22"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// Going abroad by a verb of a journey there and back («впервые поехал за
// границу, в Италию», «ездил за границу», «съездила за границу») is a
// journey, a trip; leaving for abroad («уехал за границу, в Италию»)
// stays a change of residence.
func TestTypesWentAbroad(t *testing.T) {
	const moscow, italy = "geonames:524901", "country:IT"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1885 г. Пётр Сомов жил в Москве. Весною 1890 г. он впервые поехал за границу, в Италию.",
			[]string{"relocation " + moscow + " 1885", "trip " + italy + " 1890-21"}},
		{"В 1885 г. Анна Сомова жила в Москве. Летом 1890 г. она съездила за границу, в Италию.",
			[]string{"relocation " + moscow + " 1885", "trip " + italy + " 1890-22"}},
		{"В 1885 г. Пётр Сомов жил в Москве. В 1890 г. он ездил за границу.",
			[]string{"relocation " + moscow + " 1885", "trip - 1890"}},
		// Near miss: leaving for abroad.
		{"В 1885 г. Пётр Сомов жил в Москве. Весною 1890 г. он уехал за границу, в Италию.",
			[]string{"relocation " + moscow + " 1885", "relocation " + italy + " 1890-21"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// An excursion at a place («участвовал в почвенных экскурсиях по
// Нижегородской губернии», «совершила экскурсию по Крыму») is a journey
// there, a trip, as a «поездка» is. Near miss: work there told with no
// journey («работал в Нижегородской губернии») stays other.
func TestTypesExcursion(t *testing.T) {
	const nizhny, crimea = "overlay:nizhny-novgorod-governorate", "overlay:crimea"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1882–84 гг. Пётр Сомов участвовал в почвенных экскурсиях по Нижегородской губернии.",
			[]string{"trip " + nizhny + " 1882/1884"}},
		{"Летом 1885 г. Анна Сомова совершила экскурсию по Крыму.",
			[]string{"trip " + crimea + " 1885-22"}},
		// Near miss: work there, no journey.
		{"В 1882 г. Пётр Сомов работал в Нижегородской губернии.",
			[]string{"other " + nizhny + " 1882"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}

// A participle of arrival describing the clause's subject («в Иркутске
// был арестован Сомов, приехавший из Лондона», «в Одессе скончался Сомов,
// приехавший из Москвы») tells a journey to where the clause happens: a
// trip there, beside the arrest or the death. Near miss: a person the
// subject meets («встретилась с приехавшим из России Лебедевым») gets no
// trip of their own.
func TestTypesArrivalBesideDeed(t *testing.T) {
	const irkutsk, odessa, kiev, geneva = "geonames:2023469", "geonames:698740", "geonames:703448", "geonames:2660646"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В начале 1871 г. в Иркутске был арестован Пётр Сомов, приехавший из Лондона.",
			[]string{"other " + irkutsk + " 1871-01/1871-04", "trip " + irkutsk + " 1871-01/1871-04"}},
		{"В мае 1880 г. в Одессе скончался Пётр Сомов, приехавший из Москвы.",
			[]string{"other " + odessa + " 1880-05", "trip " + odessa + " 1880-05"}},
		{"В 1885 г. в Киеве была арестована Анна Сомова, прибывшая из Варшавы.",
			[]string{"other " + kiev + " 1885", "trip " + kiev + " 1885"}},
		// Near miss: the one met is not followed.
		{"Весной 1869 г. Анна Сомова встретилась в Женеве с приехавшим из России Петром Лебедевым.",
			[]string{"meeting " + geneva + " 1869-21"}},
	} {
		wantExactly(t, tt.text, eventList(extractText(t, tt.text)), tt.want)
	}
}
