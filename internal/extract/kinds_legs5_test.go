package extract

import (
	"strings"
	"testing"
)

// A document quoted whole after its heading on the same line («№ 1.
// Справка полиции. «Пётр Сомов … вернулся в Орёл».», «Тула, 3 мая 1905 г.
// «Сего числа …»») or in a paragraph of its own under it is read sentence
// by sentence, as the text around it is: each sentence has its own date
// and legs, so a return told in a later sentence of the document leaves
// from the town the one before named. Quoted speech that goes on after
// its closing mark («…», — сказал он) stays one sentence.
func TestLegsQuotedDocumentAfterHeading(t *testing.T) {
	const tula, orel, kiev, kaluga = "geonames:480562", "geonames:515012", "geonames:703448", "geonames:553915"
	for _, tt := range []struct{ text, want string }{
		{"II. Донесение полиции. Тула, 3 мая 1910 г.\n\n«Пётр Сомов, мещанин г. Тулы, 30 лет. В 1890 г. окончил Тульскую гимназию. В 1894 г. переехал в Орёл, где служил конторщиком. Осенью 1902 г. поступил в Киевский университет, курс коего окончил в 1908 г., после чего вернулся в Орёл».\n",
			"Пётр Сомов: " + tula + "→" + orel + " 1894|Пётр Сомов: " + orel + "→" + kiev + " 1902-23|Пётр Сомов: " + kiev + "→" + orel + " 1908"},
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
		// A document opening its own paragraph under its heading: the
		// heading and the document's three sentences.
		{"Справка.\n\n«Анна Сомова жила в Калуге с 1890 г. В 1899 г. выехала в Киев. В 1901 г. вернулась в Калугу».\n", 4},
		// After a dateline opening the paragraph: the dateline and two.
		{"Тула, 3 мая 1905 г. «Сего числа Пётр Сомов выехал в Орёл. Там он пробыл неделю».\n", 3},
		// Speech with its attribution after it stays whole.
		{"Он сказал: «Я уеду в Орёл. Там меня ждут», — и вышел.\n", 1},
		{"Справка. «Я уеду в Орёл. Там меня ждут», — сказал Пётр Сомов.\n", 2},
		// A quotation that goes on after its closing mark stays whole.
		{"Справка. «Анна Сомова выехала в Киев. В 1901 г. вернулась в Калугу», — пишет пристав.\n", 2},
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

// A deed told by a participle that a conjunction joins after a dated
// participle of the same person («…, прибывший в конце 1905 г. в Иркутск,
// где состоял членом комитета, а затем выехавший в Читу») is of that
// participle's time: the look back goes on, and the leg is not dated by
// the time the text has reached. A finite verb after it («а затем он
// выехал в Читу») tells a deed of its own, dated as before.
func TestLegsJoinedParticipleKeepsItsDate(t *testing.T) {
	const irkutsk, chita = "geonames:2023469", "geonames:2025339"
	toChita := func(r *Result) []string {
		var out []string
		for _, m := range moveList(r) {
			if strings.Contains(m, "→"+chita+" ") {
				out = append(out, m)
			}
		}
		return out
	}
	for _, tt := range []struct{ text, want string }{
		{"В январе 1906 г. в Слюдянке задержан Пётр Сомов, бывший ссыльный, прибывший в конце 1905 г. в Иркутск, где состоял членом комитета, а затем выехавший в Читу.",
			"ссыльный: " + irkutsk + "→" + chita + " 1905-09/1905-12"},
		{"В январе 1906 г. в Слюдянке задержана Анна Сомова, прибывшая летом 1905 г. в Иркутск и выехавшая оттуда в Читу.",
			"Анна Сомова: " + irkutsk + "→" + chita + " 1905-22"},
		{"В январе 1906 г. в Слюдянке задержан Пётр Сомов, прибывший в конце 1905 г. в Иркутск, а затем он выехал в Читу.",
			"Пётр Сомов: " + irkutsk + "→" + chita + " 1906-01"},
	} {
		wantExactly(t, tt.text, toChita(extractText(t, tt.text)), []string{tt.want})
	}
}

// A heading with no verb that names a message or a thing sent and the way
// it went («Телеграмма из Тулы в Орёл», «Письмо из Тулы в Орёл») is no
// one's journey: the next leg starts where the person was. A journey told
// with no verb («переезд из Тулы в Орёл») is still a leg.
func TestLegsMessageRouteInAHeading(t *testing.T) {
	const tula, orel, kiev = "geonames:480562", "geonames:515012", "geonames:703448"
	for _, tt := range []struct{ text, want string }{
		{"Пётр Сомов жил в Туле.\n\nII. Телеграмма из Тулы в Орёл, 30 марта 1917 г.\n\n«Сомов выехал в Киев».\n", "Пётр Сомов: " + tula + "→" + kiev + " 1917-03-30"},
		{"Пётр Сомов жил в Туле.\n\nII. Письмо из Тулы в Орёл, 30 марта 1917 г.\n\nСомов выехал в Киев.\n", "Пётр Сомов: " + tula + "→" + kiev + " 1917-03-30"},
		{"Пётр Сомов жил в Туле.\n\nДонесение из Тулы в Орёл. 30 марта 1917 г. Сомов выехал в Киев.\n", "Пётр Сомов: " + tula + "→" + kiev + " 1917-03-30"},
		{"Пётр Сомов жил в Туле. В 1905 г. — переезд из Тулы в Орёл.\n", "Пётр Сомов: " + tula + "→" + orel + " 1905"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
}

// Turning up at a place («в декабре 1912 г. объявился в Петербурге») is an
// arrival there from the person's last place, as «явился» is; announcing
// («объявил себя банкротом в Петербурге») moves no one.
func TestLegsTurningUpAtAPlace(t *testing.T) {
	const vologda, petersburg = "geonames:472459", "geonames:498817"
	for _, tt := range []struct{ text, want string }{
		{"В 1910 г. Пётр Сомов жил в Вологде. В декабре 1912 г. он объявился в Петербурге.", "Пётр Сомов: " + vologda + "→" + petersburg + " 1912-12"},
		{"В 1910 г. Анна Сомова была выслана в Вологду, откуда бежала; в декабре 1912 г. объявилась в Петербурге.", "Анна Сомова: " + vologda + "→" + petersburg + " 1912-12"},
	} {
		wantOnlyMove(t, tt.text, tt.want)
	}
	const near = "В 1910 г. Пётр Сомов жил в Вологде. В 1913 г. он объявил себя банкротом в Петербурге."
	wantExactly(t, near, moveList(extractText(t, near)), nil)
}

// A stop set off by a comma after the goal («приехала в Полтаву из
// Парижа, через Вену», «приехала сюда из Парижа, через Вену, где
// простояла сутки»), with no leg after it and no word of going on or
// other verb between, is passed on the way to that goal: the route runs
// through it. Where another verb comes between («приехала в Киев,
// повидалась с братом и двинулась дальше через Вену») the stop belongs to
// the going on.
func TestLegsTrailingStopAfterAComma(t *testing.T) {
	const paris, vienna, poltava, kiev = "geonames:2988507", "geonames:2761369", "geonames:696643", "geonames:703448"
	for _, tt := range []struct{ text, want string }{
		{"В 1876 г. Анна Сомова жила в Париже. Летом она приехала в Полтаву из Парижа, через Вену.",
			"Анна Сомова: " + paris + "→" + vienna + " 1876-22|Анна Сомова: " + vienna + "→" + poltava + " 1876-22"},
		{"Полтава, 1 августа 1876 г.\n\nВчера вечером Анна Сомова приехала сюда из Парижа, через Вену, где простояла сутки.",
			"Анна Сомова: " + paris + "→" + vienna + " 1876-07-31|Анна Сомова: " + vienna + "→" + poltava + " 1876-07-31"},
		{"В 1876 г. Анна Сомова жила в Париже. Летом она приехала в Киев, повидалась с братом и двинулась дальше через Вену.",
			"Анна Сомова: " + paris + "→" + kiev + " 1876-22|Анна Сомова: " + kiev + "→" + vienna + " 1876-22"},
	} {
		wantExactly(t, tt.text, moveList(extractText(t, tt.text)), strings.Split(tt.want, "|"))
	}
}
