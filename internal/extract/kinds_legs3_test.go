package extract

import (
	"strings"
	"testing"
)

// A school written short in a reference work («уч-ще», «уч-ща»: училище)
// is an institution as the full word is: being appointed to or entering
// «Боровское уездное уч-ще Калужской губ.» goes to the town its adjective
// names, not to the province after it, and later legs start there. Having
// finished the school of the town one lives in moves no one.
func TestLegsSchoolWrittenShort(t *testing.T) {
	const ryazan, borovsk, moscow, kazan, simbirsk, samara, tver, tula, orel = "geonames:500096", "geonames:572070", "geonames:524901", "geonames:551487", "geonames:479123", "geonames:499099", "geonames:480060", "geonames:480562", "geonames:515012"
	for _, tt := range []struct{ text, want string }{
		{"В 1878 г. Пётр Сомов вернулся в Рязань. В янв. 1880 г. назначен учителем арифметики в Боровское уездное уч-ще Калужской губ. В 1887 г. ездил в Москву.", "Пётр Сомов: " + ryazan + "→" + borovsk + " 1880-01|Пётр Сомов: " + borovsk + "→" + moscow + " 1887"},
		{"В 1860 г. Иван Лебедев жил в Казани. В 1862 г. поступил в Симбирское уездное уч-ще. В 1866 г. переехал в Самару.", "Иван Лебедев: " + kazan + "→" + simbirsk + " 1862|Иван Лебедев: " + simbirsk + "→" + samara + " 1866"},
		{"В 1890 г. Анна Сомова жила в Москве. Осенью 1892 г. определена учительницей в Тверское епарх. женское уч-ще.", "Анна Сомова: " + moscow + "→" + tver + " 1892-23"},
		{"В 1880 г. Пётр Сомов жил в Туле. В 1881 г. окончил Тульское уездное уч-ще. В 1883 г. уехал в Орёл.", "Пётр Сомов: " + tula + "→" + orel + " 1883"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), strings.Split(tt.want, "|"))
	}
}

// The head word of a reference article in capitals with a comma after it
// and the given name and patronymic («ПАВЛОВ, Иван Петрович, физиолог»,
// «ОРЛОВ, Пётр Ильич, инженер») names the person the article is about,
// not a dateline's town, even when a town bears the name: the first leg
// starts at the place of birth the article gives. A dateline in capitals
// («ТАМБОВ, 12 января 1905 г.») stays the place the report is from.
func TestLegsArticleHeadWithComma(t *testing.T) {
	const ryazan, petersburg, tula, moscow, kazan, kiev, odessa, warsaw, tambov, orel, kursk = "geonames:500096", "geonames:498817", "geonames:480562", "geonames:524901", "geonames:551487", "geonames:703448", "geonames:698740", "geonames:756135", "geonames:484646", "geonames:515012", "geonames:538560"
	for _, tt := range []struct{ text, want string }{
		{"ПАВЛОВ, Иван Петрович, физиолог, академик. Род. 14 сент. 1849 г. в Рязани. В 1870 г. переехал в Петербург.", "Иван Петрович Павлов: " + ryazan + "→" + petersburg + " 1870"},
		{"ОРЛОВ, Пётр Ильич, инженер. Род. в 1852 г. в Туле, в семье чиновника. В 1872 г. уехал в Москву.", "Пётр Ильич Орлов: " + tula + "→" + moscow + " 1872"},
		{"КИРОВ, Николай Андреевич, врач. Род. в 1861 г. в Казани. В 1880 г. поступил в Московский ун-т.", "Николай Андреевич Киров: " + kazan + "→" + moscow + " 1880"},
		{"ЛЕБЕДЕВА, Анна Сергеевна, певица. Род. в 1870 г. в Киеве. В 1890 г. переехала в Одессу, в 1894 г. — в Варшаву.", "Анна Сергеевна Лебедева: " + kiev + "→" + odessa + " 1890|Анна Сергеевна Лебедева: " + odessa + "→" + warsaw + " 1894"},
		{"ТАМБОВ, 12 января 1905 г. Вчера Пётр Сомов уехал отсюда в Москву.", "Пётр Сомов: " + tambov + "→" + moscow + " 1905-01-11"},
		{"ОРЁЛ, 3 мая 1906 г. Сегодня отсюда выехал в Курск Николай Лебедев.", "Николай Лебедев: " + orel + "→" + kursk + " 1906-05-03"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), strings.Split(tt.want, "|"))
	}
}

// A move told through an impersonal verb with the person in the dative
// («Сомову пришлось уехать в Казань», «ему удалось бежать в Казань», «ей
// довелось побывать в Риме») was made, as one after a verb of permission
// is: a leg from the person's last place. One the person had to make
// («пришлось уехать», «пришлось переехать») leaves home: its event is a
// relocation. Negated («ему не удалось уехать») or with no infinitive of
// motion («пришлось остаться»), there is none.
func TestLegsCompelledMove(t *testing.T) {
	const vyatka, kazan, perm = "geonames:548408", "geonames:551487", "geonames:511196"
	for _, tt := range []struct{ text, want string }{
		{"В 1900 г. Пётр Сомов жил в Вятке. В 1905 году Сомову пришлось уехать в Казань.", "Пётр Сомов: " + vyatka + "→" + kazan + " 1905"},
		{"В 1900 г. Пётр Сомов жил в Вятке. В 1905 году ему пришлось уехать в Казань.", "Пётр Сомов: " + vyatka + "→" + kazan + " 1905"},
		{"В 1900 г. Пётр Сомов жил в Вятке. Осенью 1905 г. ему удалось бежать в Казань.", "Пётр Сомов: " + vyatka + "→" + kazan + " 1905-23"},
		{"В 1900 г. Анна Сомова жила в Вятке. Летом 1905 г. ей пришлось переехать в Пермь, а в 1907 г. она вернулась в Вятку.", "Анна Сомова: " + vyatka + "→" + perm + " 1905-22|Анна Сомова: " + perm + "→" + vyatka + " 1907"},
		{"В 1900 г. Пётр Сомов жил в Вятке. В 1905 году ему не удалось уехать в Казань.", ""},
		{"В 1900 г. Пётр Сомов жил в Вятке. В 1905 году ему пришлось остаться в Вятке.", ""},
	} {
		r := extractText(t, tt.text)
		var want []string
		if tt.want != "" {
			want = strings.Split(tt.want, "|")
		}
		wantExactly(t, tt.text, moveList(r), want)
	}
	r := extractText(t, "В 1900 г. Пётр Сомов жил в Вятке. В 1905 году Сомову пришлось уехать в Казань.")
	wantAll(t, "forced move", eventList(r), []string{"relocation " + kazan + " 1905"})
}

// A departure abroad that names no place («скрылся за границу»,
// «командирован за границу», «уехал за рубеж») followed, in the next clause
// of its sentence, by where the person then lived or worked («; проживал в
// Швейцарии», «: работал в Мюнхене, затем в Париже») goes to that place,
// from the departure's origin or the person's last place, and on to each
// stay told after a word of going on. A stay in the state the person left
// («уехал за границу; в 1891 г. жил в Одессе», Warsaw and Vilna both in
// the Russian Empire) is no place abroad: no leg.
func TestLegsAbroadThenStayed(t *testing.T) {
	const orlov, petersburg, munich, paris, warsaw, krakow = "geonames:550785", "geonames:498817", "geonames:2867714", "geonames:2988507", "geonames:756135", "geonames:3094802"
	for _, tt := range []struct{ text, want string }{
		{"В 1895 г. Иван Лебедев жил в Казани. В октябре 1899 г. из Орлова бежал и скрылся за границу; по агентурным сведениям, проживал в Швейцарии, где состоял в кружке.", "Иван Лебедев: " + orlov + "→country:CH 1899-10"},
		{"В 1881 г. Пётр Сомов жил в Петербурге. В 1888 г. уехал за границу; жил в Мюнхене.", "Пётр Сомов: " + petersburg + "→" + munich + " 1888"},
		{"В 1881 г. Пётр Сомов жил в Петербурге. В 1888 г. командирован за границу: работал в Мюнхене, затем в Париже.", "Пётр Сомов: " + petersburg + "→" + munich + " 1888|Пётр Сомов: " + munich + "→" + paris + " 1888"},
		{"В 1881 г. Анна Сомова жила в Варшаве. Весной 1890 г. уехала за рубеж; жила в Кракове.", "Анна Сомова: " + warsaw + "→" + krakow + " 1890-21"},
		{"В 1881 г. Пётр Сомов жил в Петербурге. В 1888 г. уехал за границу; в 1891 г. жил в Одессе.", ""},
		{"В 1881 г. Пётр Сомов жил в Варшаве. В 1888 г. уехал за границу; жил в Вильне.", ""},
	} {
		r := extractText(t, tt.text)
		var want []string
		if tt.want != "" {
			want = strings.Split(tt.want, "|")
		}
		wantExactly(t, tt.text, moveList(r), want)
	}
}

// Two abbreviations joined by a hyphen («физ.-мат.», «ист.-филол.»,
// «естеств.-ист.») are one word of the sentence: the full stop inside
// ends no sentence, so «учился на физ.-мат. ф-те Петерб. ун-та» keeps its
// person and puts them at the university's town, where the next leg
// starts. A full stop with a space after it still ends the sentence.
func TestLegsAbbreviationsJoinedByHyphen(t *testing.T) {
	const kharkov, petersburg, moscow, munich, kazan, berlin = "geonames:706483", "geonames:498817", "geonames:524901", "geonames:2867714", "geonames:551487", "geonames:2950159"
	for _, tt := range []struct{ text, want string }{
		{"В 1877 г. Пётр Сомов жил в Харькове. В 1881–85 гг. учился на физ.-мат. факультете Петерб. ун-та. В 1888 г. уехал в Мюнхен.", "Пётр Сомов: " + petersburg + "→" + munich + " 1888"},
		{"В 1877 г. Пётр Сомов жил в Харькове. В 1881–85 гг. учился на ист.-филол. ф-те Моск. ун-та. В 1888 г. уехал в Мюнхен.", "Пётр Сомов: " + moscow + "→" + munich + " 1888"},
		{"В 1870 г. Анна Сомова жила в Казани. В 1872–76 гг. слушала лекции на естеств.-ист. отделении Берлинского ун-та. В 1877 г. вернулась в Казань.", "Анна Сомова: " + berlin + "→" + kazan + " 1877"},
		{"В 1877 г. Пётр Сомов жил в Харькове. В 1881 г. переехал в Москву. - В 1888 г. уехал в Мюнхен.", "Пётр Сомов: " + kharkov + "→" + moscow + " 1881|Пётр Сомов: " + moscow + "→" + munich + " 1888"},
	} {
		r := extractText(t, tt.text)
		var want []string
		if tt.want != "" {
			want = strings.Split(tt.want, "|")
		}
		wantExactly(t, tt.text, moveList(r), want)
	}
}
