package rutext_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/internal/rutext"
)

// spotRoles spots the toponym candidates of one sentence and returns each
// one's text with its role, or its refusal.
func spotRoles(t *testing.T, text string) map[string]string {
	t.Helper()
	r := testReader(t)
	rs := []rune(text)
	toks := r.TokenizeRunes(rs, 0, len(rs))
	persons := rutext.NewPersons()
	r.CollectPersons(toks, persons, rutext.SpotOptions{})
	out := map[string]string{}
	for _, m := range r.Spot(toks, rutext.SpotOptions{Persons: persons}) {
		if m.Refused != "" {
			out[m.Text] = "refused:" + string(m.Refused)
			continue
		}
		out[m.Text] = string(m.Role)
	}
	return out
}

// The roles the words around a name give it: near it («близ», «у», «под»
// with the instrumental) a reference; a landmark in the genitive after a
// noun (whose) a reference; a railway's land a reference; a natural
// feature's name after its noun a place of its own; a place and the
// subject's name after it two mentions; «г.» after a year no «город»; a
// prison's name after its noun where someone went; a place whose part
// someone goes to where they go, unless the part says where the place
// before it lies.
func TestSpotRolesInContext(t *testing.T) {
	for _, tt := range []struct {
		text, mention, want string
	}{
		{"В 1886 г. он поселился в Харроу под Лондоном.", "Лондоном", "reference"},
		{"В 1905 г. он жил в Кастаньоле близ Лугано.", "Лугано", "reference"},
		{"Летом он жил в Гурзуфе у Ялты.", "Ялты", "reference"},
		{"Бывший тенор Большого театра стал учить меня.", "Большого театра", "reference"},
		{"Его заключили в X павильон Варшавской цитадели.", "Варшавской цитадели", "location"},
		{"В 1888 г. он ехал по Закаспийской железной дороге до Самарканда.", "Закаспийской", "reference"},
		{"В 1877 г. он достиг озера Лобнор.", "Лобнор", "mention"},
		{"В 1907 г. в Лозанне Ленин выступил с рефератом.", "Лозанне", "location"},
		{"Летом 1903 года в Кутаисе Пётр Сомов был среди зачинщиков бунта.", "Кутаисе", "location"},
		// A title before an institution's place adjective is no part of a
		// name; a town that bears it keeps it.
		{"В 1890 г. он был студентом Императорского Варшавского университета.", "Варшавского", "location"},
		{"В 1855 г. фрегат прибыл в Императорскую Гавань.", "Императорскую Гавань", "location"},
		{"По указу Его Императорского Величества Одесский военно-окружной суд слушал дело.", "Одесский", "location"},
		// A town the dictionary knows, then a name it does not: the person's.
		{"«Вернувшийся из Германии в Баку Серго вчера арестован на промыслах».", "Баку", "location"},
		{"В марте 1883 года нас перевезли в центральную тюрьму Клерво.", "Клерво", "location"},
		{"Летом 1902 г. по пути в Вилюйск он бежал из Верхоленска.", "Вилюйск", "reference"},
		{"Он отправился по железной дороге в Екатеринбург.", "Екатеринбург", "location"},
		{"В мае экспедиция вышла к южной оконечности Байкала.", "Байкала", "destination"},
		{"В 1890 г. он переехал в предместья Вены.", "Вены", "destination"},
		{"В 1890 г. он жил в предместье Вены.", "Вены", "reference"},
		{"В 1890 г. он переехал в Монтрё, на восточный берег Женевского озера.", "Женевского озера", "reference"},
		// «с» with the genitive says where from, also before a name that
		// does not decline; with the instrumental it says "with".
		{"В 1913 году он вернулся с Капри в Петербург.", "Капри", "origin"},
		{"Осенью он вернулся с Кавказа.", "Кавказа", "origin"},
		{"Он вёл переписку с Петербургом.", "Петербургом", "topic"}, // a partner, where nothing happens,
	} {
		got := spotRoles(t, tt.text)
		if got[tt.mention] != tt.want {
			t.Errorf("«%s» in «%s»: %q, want %q (all: %v)", tt.mention, tt.text, got[tt.mention], tt.want, got)
		}
	}
	if got := spotRoles(t, "В феврале 1877 г. Сомов достиг Иркутска."); got["Сомов"] == "location" {
		t.Errorf("«г. Сомов» after a year read as a town: %v", got)
	}
}

// A surname the dictionary reads as an adjective or a town is the person
// after a given name («Феликс Дзержинский»), and so alone later in the
// document.
func TestSpotSurnameLikeATown(t *testing.T) {
	r := testReader(t)
	text := "Феликс Дзержинский был арестован в Ковно. В августе 1899 г. Дзержинский бежал из ссылки."
	rs := []rune(text)
	persons := rutext.NewPersons()
	var sents [][]rutext.Token
	for _, s := range r.SentencesRunes(rs) {
		toks := r.TokenizeRunes(rs, s.Start, s.End)
		sents = append(sents, toks)
		r.CollectPersons(toks, persons, rutext.SpotOptions{})
	}
	for _, m := range r.Spot(sents[1], rutext.SpotOptions{Persons: persons}) {
		if m.Text == "Дзержинский" && m.Refused != rutext.RefusedPerson {
			t.Errorf("«Дзержинский» spotted as %q (refused %q), want the person", m.Role, m.Refused)
		}
	}
}

// A finite verb in any tense, person or mood but the imperative, or a
// gerund, is read as its verb's past forms; participles are not.
func TestVerbForms(t *testing.T) {
	r := testReader(t)
	for _, tt := range []struct {
		word string
		want []string
	}{
		{"уедет", []string{"уехал", "уехали"}},
		{"перевело", []string{"перевел", "перевели"}},
		{"подъезжаем", []string{"подъезжал", "подъезжали"}},
		{"приехав", []string{"приехал", "приехали"}},
		{"посетившего", nil},
		{"отправлен", nil},
		{"Томск", nil},
	} {
		toks := r.Tokenize(tt.word)
		if got := r.VerbForms(toks[0]); !slices.Equal(got, tt.want) {
			t.Errorf("VerbForms(%s) = %q, want %q", tt.word, got, tt.want)
		}
	}
	if got := plainReader(t).VerbForms(plainReader(t).Tokenize("уедет")[0]); got != nil {
		t.Errorf("without the dictionary VerbForms = %q, want none", got)
	}
}

// A name that is also a person's, where a place stands (after «в», «из»,
// «через», as the name of an entry's heading, by a participle of a town's
// taking or loss), is a candidate place marked Namesake: the caller keeps
// it only for a settlement. Beside a title, a given name or a patronymic,
// or as the subject of a verb with no place reading, it stays the person,
// and after a preposition that also takes persons («к») the person the
// document names stays refused. A title opening the sentence makes a
// person as one inside it does.
func TestSpotNamesakeInPlaceSlot(t *testing.T) {
	r := testReader(t)
	for _, tt := range []struct {
		before  string // sentences that name the person, "" for none
		text    string
		heading bool
		mention string
		want    string // "namesake", "place" or "refused"
	}{
		// The dictionary knows the town Львов: a place outright.
		{"Князь Львов приехал вечером.", "Утром полк вошёл во Львов.", false, "Львов", "place"},
		{"Князь Львов приехал вечером.", "Обоз шёл из Львова.", false, "Львова", "place"},
		{"Антон Павлович Чехов писал рассказы.", "Обоз шёл через Чехов.", false, "Чехов", "namesake"},
		{"Антон Павлович Чехов писал рассказы.", "Мы приехали к Чехову.", false, "Чехову", "refused"},
		{"", "Князь Львов приехал вечером.", false, "Львов", "refused"},
		{"Александр Сергеевич Пушкин писал стихи.", "Мы жили в Пушкине.", false, "Пушкине", "namesake"},
		{"Александр Сергеевич Пушкин писал стихи.", "Мы поехали к Пушкину.", false, "Пушкину", "refused"},
		{"Александр Сергеевич Пушкин писал стихи.", "Вечером Пушкин читал.", false, "Пушкин", "refused"},
		{"", "Вчера сдан Калинин.", false, "Калинин", "namesake"},
		{"", "Ярослав оставлен без боя.", false, "Ярослав", "namesake"},
		{"", "12 июля. Ольга.", true, "Ольга", "namesake"},
		{"", "Ярослав ушёл без боя.", false, "Ярослав", "refused"},
		{"", "Ярослав, 30 апреля.", true, "Ярослав", "namesake"},
		{"", "Ольга Петровна уехала.", false, "Ольга Петровна", "refused"},
		{"", "5 августа. Ольга Петровна.", true, "Ольга Петровна", "refused"},
	} {
		persons := rutext.NewPersons()
		if tt.before != "" {
			rs := []rune(tt.before)
			r.CollectPersons(r.TokenizeRunes(rs, 0, len(rs)), persons, rutext.SpotOptions{})
		}
		rs := []rune(tt.text)
		toks := r.TokenizeRunes(rs, 0, len(rs))
		if !tt.heading {
			r.CollectPersons(toks, persons, rutext.SpotOptions{})
		}
		months := func(t rutext.Token) bool {
			return slices.Contains([]string{"июля", "апреля", "августа"}, t.Norm)
		}
		got := "missing"
		for _, m := range r.Spot(toks, rutext.SpotOptions{Persons: persons, Heading: tt.heading, NotName: months}) {
			if m.Text != tt.mention {
				continue
			}
			switch {
			case m.Refused != "":
				got = "refused"
			case m.Namesake:
				got = "namesake"
			default:
				got = "place"
			}
		}
		if got != tt.want {
			t.Errorf("%s %s: «%s» %s, want %s", tt.before, tt.text, tt.mention, got, tt.want)
		}
	}
}

// A land's noun opening a name («Земля Франца-Иосифа», «Земли
// Санникова») spans the whole name in every case and after any
// preposition, though the name after it is a person's and keeps its own
// case; a place after «к северу от», «к югу от» is a point the place of
// what happens is measured from, a reference, not where anyone comes from.
func TestSpotLandNameAndCompassReference(t *testing.T) {
	for _, tt := range []struct {
		text, mention, want string
	}{
		{"Летом шхуна отошла от Земли Георга.", "Земли Георга", "origin"},
		{"Отряд пошёл пешком к Земле Оскара.", "Земле Оскара", "destination"},
		{"В июле они вышли на Землю Георга.", "Землю Георга", "location"},
		{"В 1872 г. австрийцы открыли Землю Франца-Иосифа.", "Землю Франца-Иосифа", "mention"},
		{"Судно вмёрзло в лёд далеко к северу от Земли Вильчека.", "Земли Вильчека", "reference"},
		{"Лагерь стоял в двух верстах к югу от Иркутска.", "Иркутска", "reference"},
		{"Отряд зимовал к западу от Томска.", "Томска", "reference"},
	} {
		got := spotRoles(t, tt.text)
		if got[tt.mention] != tt.want {
			t.Errorf("%q: %q = %q, want %q (all: %v)", tt.text, tt.mention, got[tt.mention], tt.want, got)
		}
	}
}

// A sea's or ocean's name of several adjectives before its noun («Северный
// Ледовитый океан», «Восточно-Китайское море» aside) spans the noun too in
// every case, as one adjective's does («Индийским океаном»), and the
// compass adjective opening it names no part of a land.
func TestSpotWaterNameOfSeveralAdjectives(t *testing.T) {
	for _, tt := range []struct {
		text, mention, want string
	}{
		{"Осенью судно вынесло в Северный Ледовитый океан.", "Северный Ледовитый океан", "location"},
		{"Пароход долго шёл Северным Ледовитым океаном.", "Северным Ледовитым океаном", "reference"},
		{"Зимой шхуна дрейфовала в Северном Ледовитом океане.", "Северном Ледовитом океане", "location"},
		{"Летом 1820 г. он плавал по Южному Ледовитому океану.", "Южному Ледовитому океану", "area"},
	} {
		got := spotRoles(t, tt.text)
		if got[tt.mention] != tt.want {
			t.Errorf("%q: %q = %q, want %q (all: %v)", tt.text, tt.mention, got[tt.mention], tt.want, got)
		}
	}
}

// A fronted place and the subject's name after it are two mentions, also
// where the surname shares a case with the place («Казани» and «Иванов»,
// «Одессе» and «Ивановой»); a name of two words with an adjective in it
// stays whole, and so does a noun with a place adjective after it.
func TestSpotFrontedPlaceThenSurname(t *testing.T) {
	for _, tt := range []struct {
		text, place string
	}{
		{"В 1905 году в Казани Иванов поступил на службу.", "Казани"},
		{"В 1907 году в Казани Петрова вышла замуж.", "Казани"},
		{"В 1911 году в Одессе Ивановой сделали операцию.", "Одессе"},
		{"В 1902 году в Перми Смирнова поступила в гимназию.", "Перми"},
		{"В 1880 году из Казани Волконской пришло письмо.", "Казани"},
		{"В 1899 году в Нижнем Новгороде Горький издал книгу.", "Нижнем Новгороде"},
		{"В 1912 году в Великих Луках Смирнов служил врачом.", "Великих Луках"},
		{"В 1908 году в Сергиевом Посаде Васильев купил дом.", "Сергиевом Посаде"},
		{"В 1890 году в Новгороде Северском открыли гимназию.", "Новгороде Северском"},
	} {
		got := spotRoles(t, tt.text)
		if _, ok := got[tt.place]; !ok {
			t.Errorf("«%s»: no mention %q in %v", tt.text, tt.place, got)
		}
	}
}

// A province's adjective the dictionary does not know, whose likelier
// guess is a verb («плоцкую»: «плоцковать»), is still the adjective before
// the province's noun: one mention of the province, in its nominative.
func TestSpotUnknownProvinceAdjective(t *testing.T) {
	r := testReader(t)
	for _, tt := range []struct{ text, mention, query string }{
		{"В 1890 году он уехал в Плоцкую губернию.", "Плоцкую губернию", "Плоцкая Губерния"},
		{"В 1890 году он уехал в Келецкую губернию.", "Келецкую губернию", "Келецкая Губерния"},
		{"Плоцкая губерния лежала на Висле.", "Плоцкая губерния", "Плоцкая Губерния"},
	} {
		rs := []rune(tt.text)
		toks := r.TokenizeRunes(rs, 0, len(rs))
		ms := r.Spot(toks, rutext.SpotOptions{})
		if !slices.ContainsFunc(ms, func(m rutext.Mention) bool { return m.Text == tt.mention && m.Query == tt.query && m.Region }) {
			t.Errorf("%s: no region %q (%q) in %+v", tt.text, tt.mention, tt.query, ms)
		}
	}
}

// A list of where someone lived goes on past a name the dictionary knows
// as a given name when it does not decline («в Гельсингфорсе и Або»); after «, и» a word before its finite verb is
// a new clause's subject, not the list going on («в Лондоне, и Мартов
// навещал его»).
func TestSpotLocationListItem(t *testing.T) {
	got := spotRoles(t, "В 1890 году он жил в Гельсингфорсе и Або.")
	if got["Або"] != "location" {
		t.Errorf("Або: got %q, want location (%v)", got["Або"], got)
	}
	got = spotRoles(t, "В 1890 году он жил в Лондоне, и Мартов часто навещал его.")
	if r, ok := got["Мартов"]; ok && !strings.HasPrefix(r, "refused") {
		t.Errorf("Мартов: got %q, want no place (%v)", r, got)
	}
}

// A word with no preposition that is itself a toponym's nominative is
// that toponym («Самара ему понравилась», a heading «Самара.»), not the
// genitive of another word the dictionary also reads it as («Самар»); a
// toponym whose accusative is its nominative keeps the dictionary's
// first reading.
func TestSpotBareToponymItsOwnNominative(t *testing.T) {
	r := testReader(t)
	for _, tt := range []struct{ text, query, cas string }{
		{"Самара ему понравилась.", "Самара", "nomn"},
		{"12 мая 1891 г. Самара.", "Самара", "nomn"},
		{"Он приехал в Самару.", "Самара", "accs"},
		{"Казань ему понравилась.", "Казань", "accs"},
	} {
		ms := r.Spot(r.Tokenize(tt.text), rutext.SpotOptions{})
		if len(ms) != 1 || ms[0].Query != tt.query || ms[0].Case != tt.cas {
			t.Errorf("%s: %+v, want query %s, case %s", tt.text, ms, tt.query, tt.cas)
		}
	}
}
