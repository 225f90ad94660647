package extract

import "testing"

// A span whose start has its year and whose end has none («С 5 мая 1891 г.
// по 12 мая», «с декабря 1891 г. по март») is one range: the end is in the
// start's year, or in the next when its month comes earlier; the event of
// its clause lasts the whole span.
func TestSpansEndWithoutYear(t *testing.T) {
	const kazan = "geonames:551487"
	for _, tt := range []struct{ text, want string }{
		{"В 1890 г. Сомов жил в Москве. С 5 мая 1891 г. по 12 мая он жил в Казани.", "relocation " + kazan + " 1891-05-05/1891-05-12"},
		{"Сомов жил в Казани с 5 мая 1891 г. по 12 мая.", "relocation " + kazan + " 1891-05-05/1891-05-12"},
		{"В 1890 г. Сомов жил в Москве. С 20 мая 1891 г. по 2 июня он гостил в Казани.", "trip " + kazan + " 1891-05-20/1891-06-02"},
		{"В 1890 г. Сомов жил в Москве. С декабря 1891 г. по март он жил в Казани.", "relocation " + kazan + " 1891-12/1892-03"},
		{"В 1890 г. Сомов жил в Москве. С мая 1891 г. по август он жил в Казани.", "relocation " + kazan + " 1891-05/1891-08"},
		{"В 1890 г. Сомов жил в Москве. С 5 по 12 мая 1891 г. он гостил в Казани.", "trip " + kazan + " 1891-05-05/1891-05-12"},
		{"В 1890 г. Сомов жил в Москве. С мая по август 1891 г. он жил в Казани.", "relocation " + kazan + " 1891-05/1891-08"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{tt.want})
	}
}

// A stay at the place of an event told later in the same sentence, in a
// part of its own after «и» or a comma, dated only by its end («прибыл в
// Казань и пробыл там до 12-го», «Прибыв 5 мая в Казань, он оставался там
// до 12 мая») lasts from the event to that end, as in a «где» clause. A
// move there keeps the date of the move («переехал в Казань и прожил там
// до осени»), as the development gold has it; another's stay («а брат
// оставался там») or a stay elsewhere ends nothing.
func TestSpansStayOnUntilSameSentence(t *testing.T) {
	const kazan, moscow = "geonames:551487", "geonames:524901"
	for _, tt := range []struct{ text, want, moved string }{
		{"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он прибыл в Казань и пробыл там до 12-го.", "trip " + kazan + " 1891-05-05/1891-05-12", "1891-05-05"},
		{"В 1890 г. Сомов жил в Москве. Прибыв 5 мая 1891 г. в Казань, он оставался там до 12 мая.", "trip " + kazan + " 1891-05-05/1891-05-12", "1891-05-05"},
		{"В 1890 г. Сомов жил в Москве. Приехав в Казань 5 мая 1891 г., он пробыл там до 12 мая.", "trip " + kazan + " 1891-05-05/1891-05-12", "1891-05-05"},
		{"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он приехал в Казань и оставался в Казани до 12 мая.", "trip " + kazan + " 1891-05-05/1891-05-12", "1891-05-05"},
		{"В 1890 г. Сомов жил в Москве. В 1891 г. он переехал в Казань и прожил там до 1895 г.", "relocation " + kazan + " 1891", "1891"},
		{"В 1890 г. Сомов жил в Москве. Весной 1891 г. он переехал в Казань и прожил там до осени.", "relocation " + kazan + " 1891-21", "1891-21"},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{tt.want})
		wantAll(t, tt.text, moveList(r), []string{"Сомов: " + moscow + "→" + kazan + " " + tt.moved})
	}
	for _, text := range []string{
		"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он приехал в Казань, а брат оставался там до 12 мая.",
		"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он приехал в Казань, жена же оставалась в Москве до 12 мая.",
	} {
		r := extractText(t, text)
		wantAll(t, text, eventList(r), []string{"trip " + kazan + " 1891-05-05"})
	}
}

// News, letters and rumours that come from a place («Из Москвы приходили
// тревожные вести», «пришло известие из Киева», «Из Москвы прибыло
// письмо») are nobody's motion: no event at the place they came from. A
// person who came from there («Из Москвы прибыл Петров») still travels.
func TestSpansNewsComeFromPlace(t *testing.T) {
	const kazan, moscow = "geonames:551487", "geonames:524901"
	for _, text := range []string{
		"В 1890 г. Сомов жил в Казани. Из Москвы приходили тревожные вести.",
		"В 1890 г. Сомов жил в Казани. Из Москвы прибыло письмо.",
		"В 1890 г. Сомов жил в Казани. 5 мая пришло известие из Киева.",
		"В 1890 г. Сомов жил в Казани. Из Петербурга приходили слухи о новых арестах.",
		"В 1890 г. Сомов жил в Казани. Из Одессы пришли печальные известия.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, eventList(r), []string{"relocation " + kazan + " 1890"})
		wantExactly(t, text, moveList(r), nil)
	}
	text := "В 1890 г. Сомов жил в Казани. 5 мая из Москвы прибыл Петров."
	r := extractText(t, text)
	wantAll(t, text, eventList(r), []string{"trip " + moscow + " 1890-05-05"})
}

// A verb in the future under a dated entry, heading or dateline tells
// what is yet to come after the writer's day, whoever its subject («Он
// даст здесь три концерта», «На днях он отправится в Баку», «Брат приедет
// в Москву к 5 августа»): a plan, no event. The narrative's future under
// no entry («Здесь он проживёт пять лет») still tells what happened.
func TestSpansFutureUnderDateline(t *testing.T) {
	const tiflis, kazan, moscow = "geonames:611717", "geonames:551487", "geonames:524901"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"ТИФЛИС, 12 мая 1891 г. Вчера прибыл сюда скрипач Сомов. Он даст здесь три концерта.", []string{"trip " + tiflis + " 1891-05-11"}},
		{"ТИФЛИС, 12 мая 1891 г. Вчера прибыл сюда скрипач Сомов. На днях он отправится в Баку.", []string{"trip " + tiflis + " 1891-05-11"}},
		{"ТИФЛИС, 12 мая 1891 г. Вчера прибыл сюда скрипач Сомов. Он выступит в Батуме и в Кутаисе.", []string{"trip " + tiflis + " 1891-05-11"}},
		{"ТИФЛИС, 12 мая 1891 г. Вчера прибыл сюда скрипач Сомов. Завтра он выедет в Ригу.", []string{"trip " + tiflis + " 1891-05-11"}},
		{"КАЗАНЬ, 3 июня 1891 г. Сегодня прибыл профессор Петров. Он прочтёт здесь две лекции.", []string{"trip " + kazan + " 1891-06-03"}},
		{"Казань, 1 мая 1890 г. Дорогая Надя! Брат приедет в Москву к 5 августа.", nil},
		{"Казань, 1 мая 1890 г. Дорогая Надя! Вчера брат уехал в Москву.", []string{"trip " + moscow + " 1890-04-30"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
	text := "В 1890 г. Сомов приехал в Казань. Здесь он проживёт пять лет."
	r := extractText(t, text)
	wantAll(t, text, eventList(r), []string{"relocation " + kazan + " 1890"})
}

// Seeing someone off as far as a town («проводил жену до Нижнего
// Новгорода», «провожал сестру до Твери») takes the one who sees off
// there: a trip, with its leg from where they were.
func TestSpansSeeingOffAsFarAs(t *testing.T) {
	const moscow, nn, tver = "geonames:524901", "geonames:520555", "geonames:480060"
	for _, tt := range []struct{ text, to string }{
		{"В 1890 г. Сомов жил в Москве. В мае 1891 г. он проводил жену до Нижнего Новгорода.", nn},
		{"В 1890 г. Сомов жил в Москве. В мае 1891 г. он провожал сестру до Твери.", tver},
		{"В 1890 г. Сомов жил в Москве. В мае 1891 г. он проводил жену до Нижнего Новгорода и вернулся в Москву.", nn},
	} {
		r := extractText(t, tt.text)
		wantAll(t, tt.text, eventList(r), []string{"trip " + tt.to + " 1891-05"})
		wantAll(t, tt.text, moveList(r), []string{"Сомов: " + moscow + "→" + tt.to + " 1891-05"})
	}
}

// Seeing someone off to a place («проводил брата в Казань») is done where
// one is: the one seen off goes there, no event of the one who sees off at
// that place. Spending a season there («Лето он проводил в Твери») stays.
func TestSpansSeeingOffTo(t *testing.T) {
	const moscow, tver = "geonames:524901", "geonames:480060"
	text := "В 1890 г. Сомов жил в Москве. В мае 1891 г. он проводил брата в Казань."
	r := extractText(t, text)
	wantExactly(t, text, eventList(r), []string{"relocation " + moscow + " 1890"})
	wantExactly(t, text, moveList(r), nil)
	text = "В 1890 г. Сомов жил в Москве. Лето 1891 г. он проводил в Твери."
	r = extractText(t, text)
	wantAll(t, text, eventList(r), []string{"other " + tver + " 1891-22"})
}

// A sentence that opens with a stay at the place of the trip the sentence
// before ended with, dated only by its end («5 мая прибыл в Казань. Там
// он пробыл до 12 мая.») tells that trip's stay: one event from the
// arrival to that end.
func TestSpansStayOnUntilNextSentence(t *testing.T) {
	const kazan, samara = "geonames:551487", "geonames:499099"
	for _, text := range []string{
		"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он прибыл в Казань. Там он пробыл до 12 мая.",
		"В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он прибыл в Казань. В Казани он пробыл до 12 мая.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, eventList(r), []string{"relocation geonames:524901 1890", "trip " + kazan + " 1891-05-05/1891-05-12"})
	}
	text := "В 1890 г. Сомов жил в Москве. 5 мая 1891 г. он прибыл в Казань. Здесь он оставался до 12 мая, а затем уехал в Самару."
	r := extractText(t, text)
	wantAll(t, text, eventList(r), []string{"trip " + kazan + " 1891-05-05/1891-05-12", "trip " + samara + " 1891-05-12"})
}
