package rutext_test

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/testenv"
)

func TestSplitSentences(t *testing.T) {
	nb := "\u00a0"
	tests := []struct {
		name string
		text string
		want []string
	}{
		{"two sentences", "Ленин уехал. Он вернулся.", []string{"Ленин уехал.", "Он вернулся."}},
		// A year's «г.» before a dash and a lower-case word goes on with a
		// gapped clause; before a dash and a capital it may end.
		{"gapped clause after a year", "Он переехал в Омск, а в 1892 г. — в Томск. Там умер.",
			[]string{"Он переехал в Омск, а в 1892 г. — в Томск.", "Там умер."}},
		// A bracket opened by a lower-case word after «г.» is a remark on
		// the date («(по ст. ст.)», «(н. ст.)»), no new sentence.
		{"style mark in brackets after a year", "Суд назначили на 3 марта 1911 г. (по ст. ст.), и на другой день он уехал. (Об этом писали газеты.)",
			[]string{"Суд назначили на 3 марта 1911 г. (по ст. ст.), и на другой день он уехал.", "(Об этом писали газеты.)"}},
		// A date in brackets after «г.» is the same date in the other
		// style; the sentence goes on after it.
		{"other style's date in brackets after a year", "Он скончался 2 января 1900 г. (14 января 1900 г.) в Москве. Его похоронили в Ялте.",
			[]string{"Он скончался 2 января 1900 г. (14 января 1900 г.) в Москве.", "Его похоронили в Ялте."}},
		{"other style's year in brackets after a year", "Экспедиция вернулась 25 декабря 1888 г. (6 января 1889 г.), и все были здоровы. Зима прошла тихо.",
			[]string{"Экспедиция вернулась 25 декабря 1888 г. (6 января 1889 г.), и все были здоровы.", "Зима прошла тихо."}},
		{"capitalised bracket after a year", "Он уехал в 1892 г. (Подробности ниже.) Там умер.",
			[]string{"Он уехал в 1892 г.", "(Подробности ниже.)", "Там умер."}},
		{"dialogue after a year", "Он переехал в Омск в 1892 г. — Там хорошо, — писал он.",
			[]string{"Он переехал в Омск в 1892 г.", "— Там хорошо, — писал он."}},
		// Ranks, titles and references before a name keep the sentence;
		// any abbreviation before a pronoun, verb or adverb ends it.
		{"rank before initials", "Письмо передали адм. В. А. Корнилову. Он прочёл его.",
			[]string{"Письмо передали адм. В. А. Корнилову.", "Он прочёл его."}},
		{"hyphenated ranks", "Служил под начальством вице-адм. Макарова и ген.-лейт. Стесселя, а ротой командовал шт.-кап. Сидоров.",
			[]string{"Служил под начальством вице-адм. Макарова и ген.-лейт. Стесселя, а ротой командовал шт.-кап. Сидоров."}},
		{"church titles", "Его принял еп. Иннокентий и митр. Филарет. Потом он уехал.",
			[]string{"Его принял еп. Иннокентий и митр. Филарет.", "Потом он уехал."}},
		{"list closers end before a clause", "Он был ссыльный, т. е. поднадзорный, и т. д. Потом уехал. Приехали Петров, Иванов и др. Они жили в Вильне.",
			[]string{"Он был ссыльный, т. е. поднадзорный, и т. д.", "Потом уехал.", "Приехали Петров, Иванов и др.", "Они жили в Вильне."}},
		{"short adjective ends before a pronoun", "Дом был мал. Он стоял у реки. Хозяин был стар. Жил он один.",
			[]string{"Дом был мал.", "Он стоял у реки.", "Хозяин был стар.", "Жил он один."}},
		{"a word that is also an abbreviation", "Мы вошли в зал. Там было тепло. Письмо отдали им. Они прочли его.",
			[]string{"Мы вошли в зал.", "Там было тепло.", "Письмо отдали им.", "Они прочли его."}},
		{"short adjectives of names keep", "Поехали в Мал. Азию и на Бол. Невку, потом до Нов. Земли. Она далеко.",
			[]string{"Поехали в Мал. Азию и на Бол. Невку, потом до Нов. Земли.", "Она далеко."}},
		{"question inside quotes", "Ленин опубликовал «Что делать?», в которой всё разъяснил. Потом уехал.",
			[]string{"Ленин опубликовал «Что делать?», в которой всё разъяснил.", "Потом уехал."}},
		{"title at the end", "Он изложил это в работе «Что делать?». Задача партии ясна.",
			[]string{"Он изложил это в работе «Что делать?».", "Задача партии ясна."}},
		{"title before a capital", "Он написал «Что делать?» Ленину на радость.", []string{"Он написал «Что делать?» Ленину на радость."}},
		{"inner quotes", "Статья «Речь „Кто виноват?“ и ответ» вышла. Её прочли.",
			[]string{"Статья «Речь „Кто виноват?“ и ответ» вышла.", "Её прочли."}},
		{"direct speech", "Он сказал: «Иди!» Потом ушёл.", []string{"Он сказал: «Иди!»", "Потом ушёл."}},
		{"year abbreviation", "В 1902 г. Ленин жил в Лондоне. В 1903 г. он уехал.",
			[]string{"В 1902 г. Ленин жил в Лондоне.", "В 1903 г. он уехал."}},
		{"years abbreviation", "В 1820–1824 гг. Пушкин был в ссылке.", []string{"В 1820–1824 гг. Пушкин был в ссылке."}},
		{"old style", "Он выехал 6 мая 1820 г. по ст. ст. Вскоре прибыл.", []string{"Он выехал 6 мая 1820 г. по ст. ст.", "Вскоре прибыл."}},
		{"old style before the verb", "6 мая 1820 г. по ст. ст. Пушкин выехал.", []string{"6 мая 1820 г. по ст. ст. Пушкин выехал."}},
		{"old style in brackets", "21 сентября 1820 г. (ст. ст.) Пушкин прибыл в Кишинёв. Там он жил.",
			[]string{"21 сентября 1820 г. (ст. ст.) Пушкин прибыл в Кишинёв.", "Там он жил."}},
		{"a province word written out ends its sentence", "Его выслали в Глазовский уезд. Летом 1880 г. он бежал.",
			[]string{"Его выслали в Глазовский уезд.", "Летом 1880 г. он бежал."}},
		{"a province word abbreviated does not", "Он жил в Глазовском у. Вятской губ. до весны.",
			[]string{"Он жил в Глазовском у. Вятской губ. до весны."}},
		{"a province abbreviation ends its sentence before a common noun", "Умер в Кобулети Кутаисской губ. Прах отвезли в Москву.",
			[]string{"Умер в Кобулети Кутаисской губ.", "Прах отвезли в Москву."}},
		{"a district or region abbreviation too", "Жил в Мензелинском у. Письма шли долго. Служил в Сырдарьинской обл. Жалованье было мало.",
			[]string{"Жил в Мензелинском у.", "Письма шли долго.", "Служил в Сырдарьинской обл.", "Жалованье было мало."}},
		{"a province abbreviation ends its sentence before an adverb, pronoun or verb", "Жил в с. Ракитное Курского у. Там он учился. Ум. в Ракитном Курской губ. Он похоронен там же. Служил в Уральской обл. Вернулся в 1890.",
			[]string{"Жил в с. Ракитное Курского у.", "Там он учился.", "Ум. в Ракитном Курской губ.", "Он похоронен там же.", "Служил в Уральской обл.", "Вернулся в 1890."}},
		{"not before a place", "Родился в Ковенской губ. Россиены, учился в Вильне. Жил в Тифлисской губ. Тифлис, потом в Гори.",
			[]string{"Родился в Ковенской губ. Россиены, учился в Вильне.", "Жил в Тифлисской губ. Тифлис, потом в Гори."}},
		{"initials", "А. С. Пушкин уехал. Н. В. Гоголь остался.", []string{"А. С. Пушкин уехал.", "Н. В. Гоголь остался."}},
		{"no-break spaces", "в" + nb + "июне 1902" + nb + "года. Потом", []string{"в" + nb + "июне 1902" + nb + "года.", "Потом"}},
		{"ellipsis", "Он ждал… Ответа не было.", []string{"Он ждал…", "Ответа не было."}},
		{"lower case after period", "и т. д. и т. п. всё было.", []string{"и т. д. и т. п. всё было."}},
		{"blank line ends a sentence", "Заголовок\n\nТекст абзаца.", []string{"Заголовок", "Текст абзаца."}},
		{"wrapped line", "Ленин\nуехал в Лондон.", []string{"Ленин\nуехал в Лондон."}},
		{"number after period", "Было 37 заседаний. 13 прошли в Брюсселе.", []string{"Было 37 заседаний.", "13 прошли в Брюсселе."}},
		{"exclamation and question", "Как? Почему! Ну...", []string{"Как?", "Почему!", "Ну..."}},
		{"leading and trailing space", "  Ленин уехал.  ", []string{"Ленин уехал."}},
		{"unclosed quote", "Он сказал «ничего. Потом", []string{"Он сказал «ничего. Потом"}},
		{"empty", "", nil},
		{"abbreviated month", "Ленин приехал в Лондон 13 авг. 1902 г. Там он жил.", []string{"Ленин приехал в Лондон 13 авг. 1902 г.", "Там он жил."}},
		{"every abbreviated month", "В сент. 1902 г. и в окт. Ленин был там, в нояб. и дек. тоже, а в февр. уехал.",
			[]string{"В сент. 1902 г. и в окт. Ленин был там, в нояб. и дек. тоже, а в февр. уехал."}},
		{"numeric date", "Ленин приехал в Лондон 13.08.1902. Там он жил.", []string{"Ленин приехал в Лондон 13.08.1902.", "Там он жил."}},
		{"glued year", "В 1902г. Ленин приехал в Лондон.", []string{"В 1902г. Ленин приехал в Лондон."}},
		{"initial as a subject", "В 1903 году Н. уехал в Армению.", []string{"В 1903 году Н. уехал в Армению."}},
		{"geographic abbreviations before a name", "Шхуна прошла прол. Маточкин Шар и стала у м. Желания. Затем зашли на о-в Колгуев, в зал. Петра Великого и на п-ов Ямал.",
			[]string{"Шхуна прошла прол. Маточкин Шар и стала у м. Желания.", "Затем зашли на о-в Колгуев, в зал. Петра Великого и на п-ов Ямал."}},
		{"abbreviated adjectives inside names", "Экспедиция шла из Юж. Америки к Н. Гвинее, потом в Сев. Ледовитый океан. Из Вост. Сибири и Зап. Европы писали о Мал. Азии, о Бол. и Мал. Хингане, об о-ве Св. Елены и о Ниж. и Верх. Тунгуске.",
			[]string{"Экспедиция шла из Юж. Америки к Н. Гвинее, потом в Сев. Ледовитый океан.", "Из Вост. Сибири и Зап. Европы писали о Мал. Азии, о Бол. и Мал. Хингане, об о-ве Св. Елены и о Ниж. и Верх. Тунгуске."}},
		{"that is", "Он жил там, т. е. в Лондоне. Потом уехал.", []string{"Он жил там, т. е. в Лондоне.", "Потом уехал."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := testReader(t).Sentences(tt.text)
			var texts []string
			rs := []rune(tt.text)
			for _, s := range got {
				texts = append(texts, s.Text)
				if string(rs[s.Start:s.End]) != s.Text {
					t.Errorf("[%d,%d) is %q, Text %q", s.Start, s.End, string(rs[s.Start:s.End]), s.Text)
				}
			}
			if !reflect.DeepEqual(texts, tt.want) {
				t.Errorf("got %q\nwant %q", texts, tt.want)
			}
		})
	}
}

func TestParagraphs(t *testing.T) {
	got := testReader(t).Sentences("Первое. Второе.\n\nТретье.\nЧетвёртое.")
	var paras []int
	for _, s := range got {
		paras = append(paras, s.Paragraph)
	}
	if want := []int{0, 0, 1, 2}; !reflect.DeepEqual(paras, want) {
		t.Errorf("paragraphs %v, want %v", paras, want)
	}
}

// In text wrapped at a line's width, sentences go on across single line
// breaks and only a blank line starts a paragraph; a line break after a
// sentence starts one where lines are paragraphs.
func TestParagraphsOfWrappedText(t *testing.T) {
	wrapped := "Весной 1890 года Пётр Сомов выехал из Москвы\nна Сахалин. До Ярославля он ехал поездом, затем на\nпароходе по Волге добрался до Перми. Из Перми он\nотправился в Тюмень.\nВ Тюмени он нанял\nлошадей.\n\nОсенью он вернулся."
	var paras []int
	for _, s := range testReader(t).Sentences(wrapped) {
		paras = append(paras, s.Paragraph)
	}
	if want := []int{0, 0, 0, 0, 1}; !reflect.DeepEqual(paras, want) {
		t.Errorf("wrapped: paragraphs %v, want %v", paras, want)
	}
	lines := "Весной 1890 года Пётр Сомов выехал из Москвы на Сахалин.\nДо Ярославля он ехал поездом.\nИз Перми он отправился в Тюмень."
	paras = nil
	for _, s := range testReader(t).Sentences(lines) {
		paras = append(paras, s.Paragraph)
	}
	if want := []int{0, 1, 2}; !reflect.DeepEqual(paras, want) {
		t.Errorf("a paragraph a line: paragraphs %v, want %v", paras, want)
	}
}

// TestSplitBundled checks the sentences of the bundled document against
// the source spans of its curated event file.
func TestSplitBundled(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(testenv.RepoRoot(t), "data", "lenin-1902-1903.txt"))
	if err != nil {
		t.Fatal(err)
	}
	spans := map[[2]int]bool{}
	for _, s := range testReader(t).Sentences(string(b)) {
		spans[[2]int{s.Start, s.End}] = true
	}
	// Sentence spans the curated file cites on their own.
	for _, want := range [][2]int{{377, 567}, {569, 695}, {696, 786}, {787, 877}, {941, 1134}, {1808, 1980}, {1982, 2161}, {2163, 2288}, {2927, 3454}} {
		if !spans[want] {
			t.Errorf("no sentence [%d,%d)", want[0], want[1])
		}
	}
	if n := len(spans); n != 28 {
		t.Errorf("%d sentences, want 28", n)
	}
}

func TestTokenize(t *testing.T) {
	text := "В\u00a0июле-августе 1903\u00a0года «Искра» (№21) — Баден-Бадене, д’Артаньян."
	got := testReader(t).Tokenize(text)
	type tok struct {
		Text   string
		Start  int
		Kind   rutext.TokenKind
		Upper  bool
		Quoted bool
	}
	var toks []tok
	for _, g := range got {
		toks = append(toks, tok{g.Text, g.Start, g.Kind, g.Upper, g.Quoted})
	}
	want := []tok{
		{"В", 0, rutext.Word, true, false},
		{"июле-августе", 2, rutext.Word, false, false},
		{"1903", 15, rutext.Number, false, false},
		{"года", 20, rutext.Word, false, false},
		{"«", 25, rutext.Punct, false, false},
		{"Искра", 26, rutext.Word, true, true},
		{"»", 31, rutext.Punct, false, false},
		{"(", 33, rutext.Punct, false, false},
		{"№", 34, rutext.Punct, false, false},
		{"21", 35, rutext.Number, false, false},
		{")", 37, rutext.Punct, false, false},
		{"—", 39, rutext.Punct, false, false},
		{"Баден-Бадене", 41, rutext.Word, true, false},
		{",", 53, rutext.Punct, false, false},
		{"д’Артаньян", 55, rutext.Word, false, false},
		{".", 65, rutext.Punct, false, false},
	}
	if !reflect.DeepEqual(toks, want) {
		t.Errorf("got  %+v\nwant %+v", toks, want)
	}
	if n := rutext.Norm("Ёлка́ Пётр‑Первый"); n != "елка петр-первый" {
		t.Errorf("norm = %q", n)
	}
}

// A text in the spelling before the 1918 reform reads as modern text: the
// words' Norm has е for ѣ, и for і, no final ъ, and -ого for the
// adjective genitive -аго unless the dictionary knows the word so
// («Чикаго»); their Text stays as written. Modern keeps the case.
func TestTokenizeOldSpelling(t *testing.T) {
	text := "Въ іюлѣ 1903 г. Сомовъ выѣхалъ изъ Николаевскаго уѣзда въ Чикаго."
	var norms, texts []string
	for _, tok := range testReader(t).Tokenize(text) {
		norms = append(norms, tok.Norm)
		texts = append(texts, tok.Text)
	}
	want := []string{"в", "июле", "1903", "г", ".", "сомов", "выехал", "из", "николаевского", "уезда", "в", "чикаго", "."}
	if !reflect.DeepEqual(norms, want) {
		t.Errorf("norms %q\nwant  %q", norms, want)
	}
	if texts[5] != "Сомовъ" || texts[8] != "Николаевскаго" {
		t.Errorf("texts %q, want the words as written", texts)
	}
	text = "Онѣ видѣли ея новыя школы въ Россіи."
	norms = nil
	for _, tok := range testReader(t).Tokenize(text) {
		norms = append(norms, tok.Norm)
	}
	if want := []string{"они", "видели", "ее", "новые", "школы", "в", "россии", "."}; !reflect.DeepEqual(norms, want) {
		t.Errorf("norms %q\nwant  %q", norms, want)
	}
	// -аго is modern only in a text of the old spelling.
	if got := testReader(t).Tokenize("Сантьяго")[0].Norm; got != "сантьяго" {
		t.Errorf("modern text: norm %q", got)
	}
	if got := rutext.Modern("Пётръ Сомовъ изъ Ѳеодосіи"); got != "Пётр Сомов из Феодосии" {
		t.Errorf("Modern = %q", got)
	}
	// Transcriptions type the decimal і as a Latin i.
	if got := rutext.Norm("Губернiи"); got != "губернии" {
		t.Errorf("Norm with a Latin i = %q", got)
	}
	if got := rutext.Modern("Губернiи"); got != "Губернии" {
		t.Errorf("Modern with a Latin i = %q", got)
	}
	if got := rutext.Norm("Paris"); got != "paris" {
		t.Errorf("Norm of a Latin word = %q", got)
	}
}

// A body, a force or a crowd in the nominative plural is a plural verb's
// subject like a person («Испанские власти разрешили», «войска вошли»);
// a place in the genitive or a singular noun is not.
func TestPluralNominativeNoun(t *testing.T) {
	r := testReader(t)
	for word, want := range map[string]bool{"власти": true, "войска": true, "толпы": true, "силы": true, "Москвы": false, "город": false, "разрешили": false} {
		toks := r.Tokenize(word)
		if len(toks) != 1 {
			t.Fatalf("%s: %d tokens", word, len(toks))
		}
		if got := r.PluralNominativeNoun(toks[0]); got != want {
			t.Errorf("PluralNominativeNoun(%s) = %v, want %v", word, got, want)
		}
	}
	if toks := r.Tokenize("в"); !r.IsPreposition(toks[0]) {
		t.Errorf("IsPreposition(в) = false")
	}
}

// A section number opening a paragraph is no sentence of its own, and a
// Latin numeral before a full stop is no initial.
func TestSentencesSectionNumber(t *testing.T) {
	r := testReader(t)
	rs := []rune("Письма\n\nI. Полтава, 3 мая 1880 г.\n\nДорогой отец!\n\n12. Харьков.\n\n№ 215. Тифлис.")
	var got []string
	for _, s := range r.SentencesRunes(rs) {
		got = append(got, string(rs[s.Start:s.End]))
	}
	want := []string{"Письма", "Полтава, 3 мая 1880 г.", "Дорогой отец!", "Харьков.", "Тифлис."}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("sentences %q, want %q", got, want)
	}
}

// After a section's number, a dateline ended by «г.» on a line of its
// own is a sentence of its own as it is at a line's start: «вчера» on the
// next line counts from it.
func TestSentencesDatelineAfterSectionNumber(t *testing.T) {
	r := testReader(t)
	text := "VI. Ош, 26 авг. 1871 г.\nИз Кокана мы пришли сюда. Вчера вернулись в Ош.\n\n7. Верный, 3 мая 1872 г.\nВчера прибыл обоз."
	var got []string
	for _, s := range r.Sentences(text) {
		got = append(got, s.Text)
	}
	want := []string{"Ош, 26 авг. 1871 г.", "Из Кокана мы пришли сюда.", "Вчера вернулись в Ош.", "Верный, 3 мая 1872 г.", "Вчера прибыл обоз."}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("sentences %q, want %q", got, want)
	}
}

// A dateline on a line of its own ends there and heads a paragraph of its
// own, though a single line break is otherwise a space in wrapped text.
func TestSentencesDatelineLine(t *testing.T) {
	r := testReader(t)
	text := "Тверь, 3 мая 1872 г.\nСегодня мы выехали.\nЯрославль, 7 мая\nПришли сюда вчера.\nГор. Кострома, 10 (22) мая\nЗдесь тихо. Москва, 3 мая\nгода не было.\nОмск, 5 мая пришёл обоз\nи ушёл."
	var got []string
	var paras []int
	for _, s := range r.Sentences(text) {
		got = append(got, s.Text)
		paras = append(paras, s.Paragraph)
	}
	want := []string{"Тверь, 3 мая 1872 г.", "Сегодня мы выехали.", "Ярославль, 7 мая", "Пришли сюда вчера.",
		"Гор. Кострома, 10 (22) мая", "Здесь тихо.", "Москва, 3 мая\nгода не было.", "Омск, 5 мая пришёл обоз\nи ушёл."}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("sentences %q, want %q", got, want)
	}
	if wantParas := []int{0, 1, 2, 3, 4, 5, 5, 6}; !reflect.DeepEqual(paras, wantParas) {
		t.Errorf("paragraphs %v, want %v", paras, wantParas)
	}
}

// A line with no verb and no final punctuation that opens a paragraph
// and is followed on the next line by a capital is a heading («Тверь, 5
// мая», «III. Поход на Хиву»): it ends at the line break. A title whose
// next line goes on in lower case, and a line with a verb, stay one
// sentence with the next line.
func TestSentencesHeadingLine(t *testing.T) {
	r := testReader(t)
	rs := []rune("Тверь, 5 мая\nПришли сюда утром. Город пуст.\n\nIII. Поход на Хиву\nВ мае отряд выступил.\n\nОТЧЁТ\nгубернатора за 1890 год\n\nМы шли весь день\nПо берегу реки.")
	var got []string
	for _, s := range r.SentencesRunes(rs) {
		got = append(got, string(rs[s.Start:s.End]))
	}
	want := []string{"Тверь, 5 мая", "Пришли сюда утром.", "Город пуст.", "Поход на Хиву", "В мае отряд выступил.",
		"ОТЧЁТ\nгубернатора за 1890 год", "Мы шли весь день\nПо берегу реки."}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("sentences %q, want %q", got, want)
	}
}

// «г.» and «ст.» after a preposition are «город» and «станция» before the
// name, never the close of a year that may end the sentence; after a year
// «г.» may.
func TestSentencesTownAbbreviation(t *testing.T) {
	r := testReader(t)
	var got []string
	for _, s := range r.Sentences("В 1873 году он жил в г. Туле. Летом 1874 года он уехал из г. Тулы в г. Москву. Осенью приехал в 1875 г. Там жил. Потом приехал на ст. Тайга. Там жил.") {
		got = append(got, s.Text)
	}
	want := []string{"В 1873 году он жил в г. Туле.", "Летом 1874 года он уехал из г. Тулы в г. Москву.", "Осенью приехал в 1875 г.", "Там жил.", "Потом приехал на ст. Тайга.", "Там жил."}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("sentences %q, want %q", got, want)
	}
}
