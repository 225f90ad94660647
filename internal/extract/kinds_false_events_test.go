package extract

import "testing"

// Kinds of phrasing that name a place where nothing happens, each tested
// on sentences written for the test: the extraction must give no event
// there.

// A river named after a preposition («на Дунае», «за Дунаем», «к
// Аму-Дарье», «через Аму-Дарью», «на Рейне») is a border, a way or a
// bank: what happens, happens at the towns and lands the text names, or
// nowhere; a river after a noun of its part («долину Уссури») is where it
// happens.
func TestFalseEventRiverAfterPreposition(t *testing.T) {
	const bulgaria, ussuri = "country:BG", "overlay:ussuri"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"12 апреля 1877 г. русские войска перешли турецкую границу на Дунае.", nil},
		{"В 1877 г. Петров оперировал в лазаретах за Дунаем, в Болгарии.", []string{"other " + bulgaria + " 1877"}},
		{"В 1873 г. Петров жил в Ташкенте. 11 мая отряд вышел к Аму-Дарье, а 22 мая переправился через Аму-Дарью у Хивы.", []string{"relocation geonames:1512569 1873", "trip geonames:1513604 1873-05-22"}},
		{"В апреле 1877 г. я жил в Одессе; вся тяжесть перевозки войск к Дунаю легла на нашу дорогу.", []string{"relocation geonames:698740 1877-04"}},
		{"В 1860 г. Сомов жил в Кёльне, на Рейне.", []string{"relocation geonames:2886242 1860"}},
		{"В 1867–1869 гг. Сомов исследовал долину Уссури.", []string{"trip " + ussuri + " 1867/1869"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A sentence under a dated entry, letter or report told wholly in the
// future, with no year of its own («Кашгар, 4 ноября. … Зиму он проведёт
// здесь», «Отряд выступит в Кульджу 16 июня», «Описание будет
// представлено по возвращении в Иркутск») is the writer's future: no event
// and no movement. A narrative's future tells its later years («Здесь он
// проживёт пять лет»); a clause in the past beside it still tells its own
// event.
func TestFalseEventFutureUnderEntry(t *testing.T) {
	const kashgar, verny, omsk, kulja, kazan = "geonames:1280849", "geonames:1526384", "geonames:1496153", "geonames:1529013", "geonames:551487"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Кашгар, 4 ноября 1894 г. Вчера Гедин вернулся сюда. Зиму он проведёт здесь.", []string{"relocation " + kashgar + " 1894-11-03"}},
		{"Верный, 20 мая 1871 г. Вчера отряд собрался в Верном. Отряд выступит из Верного в Кульджу 16 июня.", []string{"other " + verny + " 1871-05-19"}},
		{"ОМСК, 20 июля 1891 г. Вчера Государь Наследник прибыл в Омск. Отсюда Его Высочество проследует в Тобольск.", []string{"trip " + omsk + " 1891-07-19"}},
		{"Кульджа, 14 октября 1894 г. Вчера прибыл сюда. Подробное описание будет представлено Обществу по возвращении в Иркутск.", []string{"trip " + kulja + " 1894-10-13"}},
		{"Кульджа, 14 октября 1894 г. Вчера Петров прибыл сюда, где пробудет до весны.", []string{"trip " + kulja + " 1894-10-13"}},
		{"В 1890 г. Сомов приехал в Казань. Здесь он проживёт пять лет.", []string{"relocation " + kazan + " 1890"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
		wantExactly(t, tt.text+" (movements)", moveList(r), nil)
	}
}

// A land's stretch named in the instrumental with no preposition
// («Калмыцкой степью добрались сюда», «двинулся дальше Алашкертской
// долиной», «прошёл Дарьяльским ущельем») is the way taken, not a place
// reached: no event there; the journey's event is at its goal. A province
// in the instrumental («заменили Пермской губернией») still names where
// someone is sent.
func TestFalseEventStretchInInstrumental(t *testing.T) {
	const kizlyar, astrakhan, bayazet, kulja, vladikavkaz = "geonames:547840", "geonames:580497", "geonames:316411", "geonames:1529013", "geonames:473249"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"12 октября 1858 г. мы приехали в Кизляр. Из Астрахани мы выехали 5-го и на почтовых, Калмыцкой степью, добрались сюда.", []string{"trip " + kizlyar + " 1858-10-12", "trip " + kizlyar + " 1858-10-05"}},
		{"В 1858 г. Сомов жил в Астрахани. Осенью он ехал Калмыцкой степью в Кизляр.", []string{"relocation " + astrakhan + " 1858", "trip " + kizlyar + " 1858-23"}},
		{"В 1877 г. Тергукасов занял Баязет и двинулся дальше на запад, Алашкертской долиной.", []string{"other " + bayazet + " 1877"}},
		{"Летом 1890 г. экспедиция шла Джунгарской степью к Кульдже.", []string{"trip " + kulja + " 1890-22"}},
		{"В мае 1880 г. отряд прошёл Дарьяльским ущельем во Владикавказ.", []string{"trip " + vladikavkaz + " 1880-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
	text := "Весной 1880 г. Сомов жил в Томске. Летом Восточную Сибирь ему заменили Пермской губернией."
	wantAll(t, text, eventList(extractText(t, text)), []string{"other overlay:perm-governorate 1880-22"})
}

// A goal that a negated verb of its clause keeps from being reached, of
// motion or not («так и не попал в Самару», «не доехал до Самары»), or
// that the clause points back to with «туда» («Местом водворения ему
// назначили Вилюйск, но туда он не доехал», «хотел ехать в Москву, но
// туда его не пустили») is where no one went: no event there. A move made
// before the denial («перебрался в Москву, …, но туда его не приняли»)
// still took the person there.
func TestFalseEventDeniedGoal(t *testing.T) {
	const kazan, moscow = "geonames:551487", "geonames:524901"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1885 г. Сомов жил в Казани. Местом водворения ему назначили Вилюйск, но туда он не доехал.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. Сомов жил в Казани. Местом ссылки ему назначили Сургут, но туда его так и не отправили.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. Сомов жил в Казани. Весной он хотел ехать в Москву, но туда его не пустили.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. Сомов жил в Казани. Летом 1886 г. он собрался в Самару, но так туда и не попал.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. Сомов жил в Казани. Летом 1886 г. он так и не попал в Самару.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. Сомов жил в Казани. Летом 1886 г. он не доехал до Самары.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. Сомов жил в Казани. В 1886 г. он перебрался в Москву, надеясь поступить в университет, но туда его не приняли.", []string{"relocation " + kazan + " 1885", "relocation " + moscow + " 1886"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A dated title whose only place is the seat of a post holder named in
// the genitive («ИЗ ДОНЕСЕНИЙ КОНСУЛА В КАШГАРЕ … (1894–1895)», «Из писем
// губернатора в Тобольске (1880–1882 гг.)») tells where the papers were
// written, not what happened there: no event for the title. A title that
// names where a journey went («Экспедиция П. К. Козлова в Монголию
// (1907–1909 гг.)») still gives its event.
func TestFalseEventSeatInTitle(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"ИЗ ДОНЕСЕНИЙ КОНСУЛА В КАШГАРЕ О ПУТЕШЕСТВИИ Д-РА ГЕДИНА (1894–1895)\n\nВ феврале 1894 г. Гедин прибыл на Памиры.", []string{"trip overlay:pamir 1894-02"}},
		{"Из донесений русского посла в Париже (1870–1871)\n\nВ сентябре 1870 г. Сомов выехал в Тур.", []string{"trip geonames:2972191 1870-09"}},
		{"Из писем губернатора в Тобольске (1880–1882 гг.)\n\nВ мае 1880 г. Сомов приехал в Тюмень.", []string{"trip geonames:1488754 1880-05"}},
		{"Экспедиция П. К. Козлова в Монголию (1907–1909 гг.)\n\nОсенью 1907 г. Козлов выехал из Петербурга.", []string{"trip country:MN 1907/1909", "trip geonames:498817 1907-23"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A land bare in the nominative beside a verb of extent («Здесь
// начинается Кавказ», «За рекой уже начиналась Чечня», «Киргизская степь
// тянется отсюда до самого Аральского моря») is a view described: no
// event at it nor at the other places of its clause. A season or a
// happening that begins at a place («В Тифлисе начинался сезон») still
// happens there.
func TestFalseEventLandExtends(t *testing.T) {
	const kizlyar, orenburg, tiflis = "geonames:547840", "geonames:515003", "geonames:611717"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"12 октября 1858 г. мы приехали в Кизляр. Здесь начинается Кавказ.", []string{"trip " + kizlyar + " 1858-10-12"}},
		{"12 октября 1858 г. мы приехали в Кизляр. Здесь начинается Кавказ: на улицах черкески и казаки.", []string{"trip " + kizlyar + " 1858-10-12"}},
		{"12 октября 1858 г. мы приехали в Кизляр. За рекой уже начиналась Чечня.", []string{"trip " + kizlyar + " 1858-10-12"}},
		{"В 1858 г. мы жили в Оренбурге. Киргизская степь тянется отсюда до самого Аральского моря.", []string{"relocation " + orenburg + " 1858"}},
		{"12 октября 1858 г. мы приехали в Кизляр. В Тифлисе начинался сезон.", []string{"trip " + kizlyar + " 1858-10-12", "other " + tiflis + " 1858-10-12"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}
