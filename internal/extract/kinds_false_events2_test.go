package extract

import "testing"

// More kinds of phrasing that name a place where nothing happens, each
// tested on sentences written for the test.

// A verb of motion asked of the addressee, an imperative or the second
// person («Приезжай в Самару весной», «Приезжайте сюда в июне», «ты
// поедешь в Москву»), dated or not, before its goal or after it, is a
// wish: no event where it goes, nor at the heading's town. A move the
// writer made in the same sentence is still told.
func TestFalseEventAskedOfAddressee(t *testing.T) {
	const kazan, samara = "geonames:551487", "geonames:499099"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1885 г. Сомов жил в Казани. Приезжай в Самару весной.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. я жил в Казани. Приезжайте ко мне в Самару в мае.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. я жил в Казани. В Самару приезжай весной.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. я жил в Казани. Летом 1886 г. я писал брату: приезжай с детьми в Самару.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. я жил в Казани. Летом 1886 г. ты поедешь в Москву к дяде.", []string{"relocation " + kazan + " 1885"}},
		{"Казань, 3 мая 1885 г. Вчера я приехал сюда. Приезжайте сюда в июне.", []string{"trip " + kazan + " 1885-05-02"}},
		{"Самара, 3 мая 1909 г.\n\nПриехал я сюда 12 апреля. Приезжай с детьми, как только кончатся занятия.", []string{"trip " + samara + " 1909-04-12"}},
		{"В 1885 г. я жил в Казани. В мае 1886 г. я переехал в Самару; приезжай и ты в Самару.", []string{"relocation " + kazan + " 1885", "relocation " + samara + " 1886-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A way that was possible or due, spelt out after a colon or in a list
// of goals with a «где» clause telling of one of them («Бежать можно было
// двумя путями: на Тобольск, где беглецов ловят, или к Уралу, где нет
// полиции»), is no way taken: the relative clause stays inside the
// modal's clause, and no goal of it is an event's. A move told after
// «но» in the same sentence still is.
func TestFalseEventPossibleWayPastRelative(t *testing.T) {
	const berezovo, obdorsk = "geonames:1510214", "geonames:1493197"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1885 г. я жил в Березове. Бежать можно было двумя путями: вверх по Оби на Тобольск, почтовым трактом, где беглеца ловят на каждой станции, или на запад, через тундру, к Уралу, где нет ни телеграфа, ни полиции.", []string{"relocation geonames:712276 1885"}},
		{"В 1885 г. я жил в Березове. Бежать можно было на Тобольск, где ловят беглецов, или к Уралу.", []string{"relocation geonames:712276 1885"}},
		{"В 1885 г. я жил в Березове. Уехать можно было только в Тобольск, где жил мой брат, или в Обдорск.", []string{"relocation " + berezovo + " 1885"}},
		{"В 1885 г. я жил в Березове. Бежать можно было двумя путями: на Тобольск, где беглецов ловили, или к Уралу, но в феврале 1886 г. я уехал в Обдорск.", []string{"relocation " + berezovo + " 1885", "trip " + obdorsk + " 1886-02"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A stay meant by a verb of intent with an infinitive of staying right
// after it («Здесь думаем прожить до весны», «В Казани он хотел остаться
// до весны», «Тут думаем пробыть неделю»), at the place named or pointed
// to, is not made yet: no event there. A deed meant where one is («в
// Каире он задумал созвать съезд»), a stay decided («решил остаться») and
// a stay made («прожил до весны») still are.
func TestFalseEventMeantStay(t *testing.T) {
	const kazan, samara = "geonames:551487", "geonames:499099"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1885 г. я жил в Казани. Здесь думаем прожить до весны.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. я жил в Казани. В Казани он хотел остаться до весны.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. я жил в Казани. Тут думаем пробыть неделю; завтра нас ждёт у себя губернатор.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. я жил в Казани. В 1887 г. в Каире он задумал созвать съезд.", []string{"relocation " + kazan + " 1885", "congress geonames:360630 1887"}},
		{"В 1885 г. я жил в Казани. В 1887 г. в Самаре он решил остаться до весны.", []string{"relocation " + kazan + " 1885", "other " + samara + " 1887"}},
		{"В 1885 г. я жил в Казани. В 1887 г. в Самаре он прожил до весны.", []string{"relocation " + kazan + " 1885", "relocation " + samara + " 1887"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A clause that tells only a state of things at a place, «быть» or a
// copula with an adjective for its predicate («урожай в окрестностях Уфы
// был хорош», «жизнь в Перми была скучна и однообразна», «хлеб в Уфе был
// дёшев, а дороги в Оренбург плохи») or «не было» («в Уфе не было ни
// одной типографии»), is a description: no event there. A person there
// («я был в Уфе», living elsewhere: a visit), a happening («в Уфе была
// холера») and a passive deed («Карс был взят штурмом») still are.
func TestFalseEventStateOnly(t *testing.T) {
	const kazan, ufa = "geonames:551487", "geonames:479561"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1885 г. я жил в Казани. Летом 1886 г. урожай в окрестностях Уфы был хорош.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. я жил в Казани. Летом 1886 г. жизнь в Перми была скучна и однообразна.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. я жил в Казани. Летом 1886 г. хлеб в Уфе был дёшев, а дороги в Оренбург плохи.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. я жил в Казани. Летом 1886 г. в Уфе не было ни одной типографии.", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. я жил в Казани. Летом 1886 г. я был в Уфе.", []string{"relocation " + kazan + " 1885", "trip " + ufa + " 1886-22"}},
		{"В 1885 г. я жил в Казани. Летом 1886 г. в Уфе была холера.", []string{"relocation " + kazan + " 1885", "other " + ufa + " 1886-22"}},
		{"В 1885 г. я жил в Казани. Летом 1886 г. Карс был взят штурмом.", []string{"relocation " + kazan + " 1885", "other geonames:743952 1886-22"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// Towns named bare in the nominative, alone or in a list, as the subjects
// of a verb of passing by after them («Пермь, Тюмень, Омск и Томск
// промелькнули пересыльными тюрьмами», «Омск и Томск мелькнули за окном
// вагона») are stops a journey went through: its movements keep them as
// legs, but no event is theirs. A town the traveller arrived at and
// describes after («Пермь мне понравилась») keeps its event.
func TestFalseEventTownsFlittingBy(t *testing.T) {
	const kazan, irkutsk, perm, tyumen, omsk, tomsk = "geonames:551487", "geonames:2023469", "geonames:511196", "geonames:1488754", "geonames:1496153", "geonames:1489425"
	for _, tt := range []struct {
		text        string
		want, moves []string
	}{
		{"В 1885 г. я жил в Казани. В мае 1886 г. меня повезли в Иркутск; Пермь, Тюмень, Омск и Томск промелькнули пересыльными тюрьмами, и 20 июля я был в Иркутске.",
			[]string{"relocation " + kazan + " 1885", "relocation " + irkutsk + " 1886-05", "other " + irkutsk + " 1886-07-20"},
			[]string{"Рассказчик: " + kazan + "→" + irkutsk + " 1886-05", "Рассказчик: " + irkutsk + "→" + perm + " 1886-05", "Рассказчик: " + perm + "→" + tyumen + " 1886-05", "Рассказчик: " + tyumen + "→" + omsk + " 1886-05", "Рассказчик: " + omsk + "→" + tomsk + " 1886-05"}},
		{"В 1885 г. я жил в Казани. В мае 1886 г. меня повезли в Иркутск; Омск и Томск мелькнули за окном вагона.",
			[]string{"relocation " + kazan + " 1885", "relocation " + irkutsk + " 1886-05"},
			[]string{"Рассказчик: " + kazan + "→" + irkutsk + " 1886-05"}},
		{"В 1885 г. я жил в Казани. В мае 1886 г. я приехал в Пермь; Пермь мне понравилась.",
			[]string{"relocation " + kazan + " 1885", "trip " + perm + " 1886-05"},
			[]string{"Рассказчик: " + kazan + "→" + perm + " 1886-05"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
		wantExactly(t, tt.text+" (movements)", moveList(r), tt.moves)
	}
}

// Towns or lands named bare, alone or in a list, as the subject of a verb
// of passing to another state («Карс, Ардаган и Батум отошли к России, а
// Эрзерум и Баязет были возвращены Турции», «Кульджа была возвращена
// Китаю», «Ницца и Савойя перешли к Франции») change hands: an «other»
// event at each, no move there. A person who «перешёл» somewhere still
// went there.
func TestFalseEventPlaceChangesHands(t *testing.T) {
	const moscow, kars, ardahan, batumi, erzurum, bayazet = "geonames:524901", "geonames:743952", "geonames:751952", "geonames:615532", "geonames:315368", "geonames:316411"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1877 г. русские войска взяли Карс. Летом 1878 г. по мирному договору Карс, Ардаган и Батум отошли к России, а Эрзерум и Баязет были возвращены Турции.",
			[]string{"other " + kars + " 1877", "other " + kars + " 1878-22", "other " + ardahan + " 1878-22", "other " + batumi + " 1878-22", "other " + erzurum + " 1878-22", "other " + bayazet + " 1878-22"}},
		{"В 1860 г. Сомов жил в Москве. По договору 1881 г. Кульджа была возвращена Китаю.", []string{"relocation " + moscow + " 1860", "other geonames:1529013 1881"}},
		{"В 1860 г. Сомов жил в Москве. В 1860 г. Ницца и Савойя перешли к Франции.", []string{"relocation " + moscow + " 1860", "other geonames:2990440 1860", "other overlay:savoy 1860"}},
		{"В 1860 г. Сомов жил в Москве. В 1867 г. Сомов перешёл в Тифлис.", []string{"relocation " + moscow + " 1860", "trip geonames:611717 1867"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A land named as the charge of a post taken («назначен чрезвычайным
// комиссаром по делам Кавказа», «стал комиссаром Временного
// правительства по Тургайской области») is what the post is in charge
// of: an «other» event there, not a move. A post taken in a town («был
// назначен губернатором в Тобольск») is still one.
func TestFalseEventPostCharge(t *testing.T) {
	const moscow = "geonames:524901"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"В 1915 г. Сомов жил в Москве. 16 декабря 1917 г. он назначен чрезвычайным комиссаром по делам Кавказа.", []string{"relocation " + moscow + " 1915", "other overlay:caucasus 1917-12-16"}},
		{"В 1915 г. Сомов жил в Москве. В марте 1917 г. он стал комиссаром Временного правительства по Тургайской области.", []string{"relocation " + moscow + " 1915", "other overlay:turgay-oblast 1917-03"}},
		{"В 1915 г. Сомов жил в Москве. В 1916 г. он был назначен уполномоченным по делам Финляндии.", []string{"relocation " + moscow + " 1915", "other country:FI 1916"}},
		{"В 1915 г. Сомов жил в Москве. В 1916 г. он был назначен губернатором в Тобольск.", []string{"relocation " + moscow + " 1915", "relocation geonames:1489530 1916"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A clause with no date of its own whose first verb is one of the mind
// («Тут понял я, что не в словах вера», «Здесь я впервые почувствовал
// себя свободным», «В Иерусалиме я понял, как далеко от дома») tells what
// the person understood or felt where they already were: no event of its
// own beside the arrival.
func TestFalseEventInnerOnly(t *testing.T) {
	const jerusalem = "geonames:281184"
	for _, text := range []string{
		"В апреле 1911 г. я приехал в Иерусалим. Тут понял я, что не в словах вера, а в сердце.",
		"В апреле 1911 г. я приехал в Иерусалим. Здесь я впервые почувствовал себя свободным.",
		"В апреле 1911 г. я приехал в Иерусалим. В Иерусалиме я понял, как далеко от дома.",
		"В апреле 1911 г. я приехал в Иерусалим. 20 апреля я понял, что пора домой.",
	} {
		r := extractText(t, text)
		wantExactly(t, text, eventList(r), []string{"trip " + jerusalem + " 1911-04"})
	}
}

// A place spoken to, named bare right after a word of farewell or
// greeting and a comma («Прощай, Мангышлак!», «Здравствуй, Москва!»,
// «Прощайте, Казань и Волга»), gets no event of its own; it still places
// the departure told just before it without a place («3 мая 1886 г. я
// уехал. Прощай, Казань!»).
func TestFalseEventPlaceSpokenTo(t *testing.T) {
	const kazan, moscow = "geonames:551487", "geonames:524901"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"2 августа 1857 г. Завтра уходим отсюда на лодке в Астрахань. Прощай, Мангышлак!", nil},
		{"В 1885 г. я жил в Казани. Прощайте, Казань и Волга, навсегда!", []string{"relocation " + kazan + " 1885"}},
		{"В 1885 г. я жил в Казани. 3 мая 1886 г. я приехал в Москву. Здравствуй, Москва!", []string{"relocation " + kazan + " 1885", "trip " + moscow + " 1886-05-03"}},
		{"В 1885 г. я жил в Казани. 3 мая 1886 г. я уехал. Прощай, Казань!", []string{"relocation " + kazan + " 1885", "trip " + kazan + " 1886-05-03"}},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}

// A clause whose every verb is asked of the addressee, an imperative or
// the second person of any verb («Пиши мне: Сычёвка Смоленской губ.,
// Никольская больница», «Кланяйся всем в Москве», «Передай это письмо
// брату в Киев»), tells nothing done: no event at its places. A move the
// writer made in the same clause is still told.
func TestFalseEventRequestOnly(t *testing.T) {
	const kazan, samara = "geonames:551487", "geonames:499099"
	moved := []string{"relocation " + kazan + " 1885", "relocation " + samara + " 1886-21"}
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Никольское, 4 октября 1916 г. Вчера я приехал сюда. Пиши мне: Сычёвка Смоленской губ., Никольская больница.", []string{"trip geonames:521500 1916-10-03"}},
		{"В 1885 г. я жил в Казани. Весной 1886 г. я переехал в Самару. Пишите мне: Самара, Дворянская улица, дом Петрова.", moved},
		{"В 1885 г. я жил в Казани. Весной 1886 г. я переехал в Самару. Кланяйся всем в Москве.", moved},
		{"В 1885 г. я жил в Казани. Весной 1886 г. я переехал в Самару. Передай это письмо брату в Киев.", moved},
		{"В 1885 г. я жил в Казани. Весной 1886 г. я переехал в Самару, пиши мне туда.", moved},
	} {
		r := extractText(t, tt.text)
		wantExactly(t, tt.text, eventList(r), tt.want)
	}
}
