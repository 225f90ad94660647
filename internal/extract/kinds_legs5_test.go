package extract

import (
	"strings"
	"testing"
)

// A document quoted whole after its heading on the same line («№ 1.
// Справка полиции. «Пётр Сомов … вернулся в Орёл».», «Тула, 3 мая 1905 г.
// «Сего числа …»») is read sentence by sentence, as the text around it
// is: each sentence has its own date and legs, so a return told in a
// later sentence of the document leaves from the town the one before
// named. Quoted speech that goes on after its closing mark («…», —
// сказал он) and a quotation that opens its paragraph stay one sentence.
func TestLegsQuotedDocumentAfterHeading(t *testing.T) {
	const tula, orel, kiev, kaluga = "geonames:480562", "geonames:515012", "geonames:703448", "geonames:553915"
	for _, tt := range []struct{ text, want string }{
		{"№ 1. Справка полиции. «Пётр Сомов, мещанин г. Тулы, 30 лет. В 1890 г. окончил Тульскую гимназию. В 1894 г. переехал в Орёл, где служил конторщиком. Осенью 1902 г. поступил в Киевский университет, курс коего окончил в 1908 г., после чего вернулся в Орёл».\n",
			"Пётр Сомов: " + tula + "→" + orel + " 1894|Пётр Сомов: " + orel + "→" + kiev + " 1902-23|Пётр Сомов: " + kiev + "→" + orel + " 1908"},
		{"Справка. «Анна Сомова жила в Калуге с 1890 г. В 1899 г. выехала в Киев. В 1901 г. вернулась в Калугу».\n",
			"Анна Сомова: " + kaluga + "→" + kiev + " 1899|Анна Сомова: " + kiev + "→" + kaluga + " 1901"},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, moveList(r), strings.Split(tt.want, "|"))
	}
	x := testExtractor(t)
	for _, tt := range []struct {
		text string
		n    int
	}{
		// The document after its heading: three sentences of the
		// document and the heading.
		{"Справка. «Анна Сомова жила в Калуге с 1890 г. В 1899 г. выехала в Киев. В 1901 г. вернулась в Калугу».\n", 4},
		// After a dateline opening the paragraph: the dateline and two.
		{"Тула, 3 мая 1905 г. «Сего числа Пётр Сомов выехал в Орёл. Там он пробыл неделю».\n", 3},
		// Speech with its attribution after it stays whole.
		{"Он сказал: «Я уеду в Орёл. Там меня ждут», — и вышел.\n", 1},
		{"Справка. «Я уеду в Орёл. Там меня ждут», — сказал Пётр Сомов.\n", 2},
		// A quotation opening its paragraph stays whole.
		{"«Анна Сомова выехала в Киев. В 1901 г. вернулась в Калугу».\n", 1},
	} {
		if got := len(x.r.Sentences(tt.text)); got != tt.n {
			t.Errorf("%s: %d sentences, want %d", tt.text, got, tt.n)
		}
	}
}

// A unit named in the genitive after an inanimate noun it owns («штаба
// Сибирской экспедиции», «в поезде экспедиции») is no traveller: the
// clause tells of the thing, and the unit is not recorded for later
// mentions of its noun, so the persons carried in the train move, not the
// unit. A unit as the subject («экспедиция выступила в Читу») still moves.
func TestLegsUnitOwningAThing(t *testing.T) {
	const irkutsk, slyudyanka, chita = "geonames:2023469", "geonames:2016422", "geonames:2025339"
	for _, tt := range []struct{ text, want string }{
		{"В 1905 г. Пётр Сомов жил в Иркутске. Телеграмма начальнику штаба Сибирской экспедиции. В январе 1906 г. Пётр Сомов задержан в Слюдянке. Все шестеро доставлены в поезде экспедиции в Читу.",
			"Пётр Сомов (part): " + slyudyanka + "→" + chita + " 1906-01"},
		{"В 1905 г. Пётр Сомов жил в Иркутске. В январе 1906 г. Пётр Сомов задержан в Слюдянке. Все шестеро доставлены в поезде экспедиции в Читу.",
			"Пётр Сомов (part): " + slyudyanka + "→" + chita + " 1906-01"},
		{"В 1905 г. Сибирская экспедиция стояла в Иркутске. В 1906 г. экспедиция выступила в Читу.",
			"Сибирская экспедиция: " + irkutsk + "→" + chita + " 1906"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
}
