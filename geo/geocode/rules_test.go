package geocode

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/toponym"
)

func defaultRules(t testing.TB) *Rules {
	t.Helper()
	r, err := DefaultRules()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestInflects(t *testing.T) {
	ru := defaultRules(t)
	tests := []struct {
		name, text string
		want       bool
	}{
		{"лондон", "лондоне", true},
		{"лондон", "лондоном", true},
		{"москва", "москвы", true},
		{"москва", "москвою", true},
		{"рига", "риги", true},
		{"германия", "германии", true},
		{"германия", "германией", true},
		{"брюссель", "брюсселе", true},
		{"казань", "казанью", true},
		{"нижний новгород", "нижнем новгороде", true},
		{"великие луки", "великих луках", true},
		{"ростов на дону", "ростове на дону", true},
		{"бородино", "бородине", true},
		{"сумы", "сум", true},
		{"баку", "баку", true},
		// The genitive plural of a plural noun in a name of several
		// words: -ов, or no ending for a neuter («озёра» → «озёр»).
		{"острова самоа", "островов самоа", true},
		{"курильские острова", "курильских островов", true},
		{"острова зеленого мыса", "островов зеленого мыса", true},
		{"мазурские озера", "мазурских озер", true},
		{"карские ворота", "карских ворот", true},
		// Not case forms.
		{"береза", "березов", false}, // a town of its own, not «Берёза»'s genitive plural
		{"береза", "берез", false},
		{"крымск", "крымский", false},   // an adjective, not a case of the noun
		{"лесной", "лесная", false},     // another gender
		{"баку", "бака", false},         // indeclinable
		{"лондон", "лондонский", false}, // derived, not inflected
		{"нижний новгород", "нижнем", false},
		{"paris", "parise", false},
	}
	for _, tt := range tests {
		t.Run(tt.name+"/"+tt.text, func(t *testing.T) {
			if got := ru.inflects(tt.name, tt.text); got != tt.want {
				t.Errorf("inflects(%q, %q) = %v, want %v", tt.name, tt.text, got, tt.want)
			}
		})
	}
}

func TestDerivedNouns(t *testing.T) {
	ru := defaultRules(t)
	tests := []struct {
		adj  string
		want string // must be among the nouns
		rank int    // and at most at this index
	}{
		{"Донской", "дон", 0},
		{"Крымский", "крым", 0},
		{"Петербургская", "петербург", 0},
		{"Екатеринославский", "екатеринослав", 0},
		{"Сибирский", "сибирь", 1},
		{"Варшавской", "варшава", 2},
		{"Тульского", "тула", 3},
		{"Бельгийский", "бельгия", 5},
		{"Германских", "германия", 6},
		{"Батумский", "батуми", 7},
		{"Одесский", "одесса", 8},
		{"Рижский", "рига", 11},
		{"Донецкий", "донецк", 13},
		{"Томский", "томск", 14},
		{"Московский", "москва", 0},
		{"Бакинский", "баку", 0},
		{"Уфимского", "уфа", 0},
		{"Нижегородская", "нижний новгород", 0},
		{"Кременецкий", "кременец", 0},
		{"Читинский", "чита", 3},
		{"Шуйский", "шуя", 4},
		{"Вятская", "вятка", 8},
		{"Верненский", "верный", 12},
		{"Новоудинское", "новая уда", 30},
		{"Усть-Каменогорский", "усть каменогорск", 10},
		{"Кадаинский", "кадая", 25},
		{"Чаинского", "чая", 25},
		{"Керченской", "керчь", 30},
		{"Аксуйский", "аксу", 30},
		{"Сочинского", "сочи", 30},
		{"Туапсинском", "туапсе", 30},
		{"Бородинское", "бородино", 30},
		{"Чебоксарского", "чебоксары", 30},
		{"Осетинский", "осетия", 30},
		{"Военно-Грузинской", "грузия", 30},
		{"Среднеазиатская", "средняя азия", 15},
		{"Малоазиатского", "малая азия", 15},
	}
	for _, tt := range tests {
		t.Run(tt.adj, func(t *testing.T) {
			nouns := ru.derivedNouns(toponym.Key(tt.adj))
			i := slices.Index(nouns, tt.want)
			if i < 0 || i > tt.rank {
				t.Errorf("derivedNouns(%q) = %q; want %q at index ≤ %d", tt.adj, nouns, tt.want, tt.rank)
			}
		})
	}
	for _, w := range []string{"Лондон", "комитет", "Санкт-Петербург", "ск"} {
		if n := ru.derivedNouns(toponym.Key(w)); n != nil {
			t.Errorf("derivedNouns(%q) = %q, want none", w, n)
		}
	}
}

func TestFleetingVariants(t *testing.T) {
	ru := defaultRules(t)
	tests := map[string][]string{
		"козельц": {"козелец", "козелоц"},
		"орл":     {"орел", "орол"},
		"торжк":   {"торжек", "торжок"},
		"лондон":  nil,
		"москв":   {"москев", "москов"},
	}
	for stem, want := range tests {
		if got := ru.fleetingVariants(stem); !slices.Equal(got, want) {
			t.Errorf("fleetingVariants(%q) = %q, want %q", stem, got, want)
		}
	}
}

func TestExpandAbbreviations(t *testing.T) {
	ru := defaultRules(t)
	tests := map[string]string{
		"С.-Петербург":    "санкт петербург",
		"С.-Петербурге":   "санкт петербурге",
		"С. Петербурге":   "санкт петербурге",
		"в СПб":           "в санкт петербург",
		"Н. Новгород":     "нижний новгород",
		"с. Ивановка":     "с ивановка", // село, not Санкт
		"с Петербургом":   "с петербургом",
		"Лондон":          "лондон",
		"Нижн. Новгороде": "нижний новгороде",
	}
	for in, want := range tests {
		if got := toponym.Key(ru.expandAbbreviations(in)); got != want {
			t.Errorf("expand(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestForms(t *testing.T) {
	ru := defaultRules(t)
	tests := map[string][]string{
		"из Тифлиса":        {"из тифлиса", "тифлиса"},
		"в г. Туле":         {"в г туле", "туле"},
		"в местечко Логиви": {"в местечко логиви", "логиви"},
		"Лондон":            {"лондон"},
		"в":                 {"в"},
		" - ":               nil,
	}
	for in, want := range tests {
		if got := ru.forms(in); !slices.Equal(got, want) {
			t.Errorf("forms(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestReadingsFindNominativeStems(t *testing.T) {
	ru := defaultRules(t)
	// Snowball stems Киев to ки- but Киева to киев-: the readings of the
	// case form must include the nominative's stem key.
	for text, name := range map[string]string{
		"киева": "киев", "саратова": "саратов", "цюрихе": "цюрих", "музеем": "музей",
		"козельце": "козелец", "ростове на дону": "ростов на дону", "германии": "германия",
	} {
		want := toponym.StemKey(name)
		found := false
		for _, r := range ru.readings(text) {
			if r.stemKey == want {
				found = slices.ContainsFunc(r.texts, func(t string) bool { return ru.inflects(name, t) })
			}
		}
		if !found {
			t.Errorf("readings(%q) lack %q (the stem key of %q) with a text that inflects it", text, want, name)
		}
	}
}

func TestIndexKeys(t *testing.T) {
	p := gazetteer.Place{ID: "t:1", Name: "Kiev", Kind: gazetteer.KindCity, Population: 3_000_000,
		Names: []gazetteer.Name{{Text: "Киев", Lang: "ru"}, {Text: "KIEV"}, {Text: "Київ", Lang: "uk"}}}
	keys := gazetteer.IndexKeys(&p)
	for _, want := range []string{"kiev", "киев", "київ", gazetteer.StemKeyPrefix + toponym.StemKey("киев"), gazetteer.StemKeyPrefix + toponym.StemKey("київ")} {
		if !slices.Contains(keys, want) {
			t.Errorf("IndexKeys lacks %q: %q", want, keys)
		}
	}
	if !slices.IsSorted(keys) || len(slices.Compact(slices.Clone(keys))) != len(keys) {
		t.Errorf("keys not sorted and distinct: %q", keys)
	}
	for _, k := range keys {
		if strings.HasPrefix(k, gazetteer.FuzzyKeyPrefix) {
			t.Errorf("stems of 2–4 letters get no spelling-variant keys: %q", k)
		}
	}
	long := gazetteer.Place{ID: "t:2", Name: "Longjumeau", Kind: gazetteer.KindCity, Population: 20000, Names: []gazetteer.Name{{Text: "Лонжюмо"}}}
	var del []string
	for _, k := range gazetteer.IndexKeys(&long) {
		if d, ok := strings.CutPrefix(k, gazetteer.FuzzyKeyPrefix); ok {
			del = append(del, d)
		}
	}
	want := toponym.Deletions(toponym.StemKey("лонжюмо"))
	slices.Sort(want)
	if !slices.Equal(del, want) {
		t.Errorf("deletion keys %q, want %q", del, want)
	}
	hamlet := long
	hamlet.Kind, hamlet.Population = gazetteer.KindVillage, 50
	for _, k := range gazetteer.IndexKeys(&hamlet) {
		if strings.HasPrefix(k, gazetteer.FuzzyKeyPrefix) {
			t.Fatalf("a hamlet got spelling-variant key %q", k)
		}
	}
}

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b string
		max  int
		want int
	}{
		{"лонгжюм", "лонжюм", 2, 1},
		{"abc", "acb", 2, 1},
		{"abc", "abc", 1, 0},
		{"kitten", "sitting", 3, 3},
		{"kitten", "sitting", 1, 2},
		{"a", "abcd", 1, 2},
	}
	for _, tt := range tests {
		if got := toponym.EditDistance(tt.a, tt.b, tt.max); got != tt.want {
			t.Errorf("EditDistance(%q, %q, %d) = %d, want %d", tt.a, tt.b, tt.max, got, tt.want)
		}
	}
}

func TestParseRulesErrors(t *testing.T) {
	tests := map[string]string{
		"unknown field":    "prepositionz: [в]\n",
		"bad reason":       "refuse:\n  planet: [Марс]\n",
		"bad exception":    "adjectives:\n  suffixes: [ск]\n  endings: [ий]\n  exceptions:\n    Москва: Москва\n",
		"empty refusal":    "refuse:\n  organisation: [\"--\"]\n",
		"upper ending":     "declension:\n  А: [ы]\n",
		"not yaml":         "prepositions: [в\n",
		"bad abbreviation": "abbreviations:\n  - {short: \"\", long: Санкт}\n",
	}
	for name, doc := range tests {
		t.Run(name, func(t *testing.T) {
			_, err := ParseRules(strings.NewReader(doc), "rules.yaml")
			if err == nil || !strings.HasPrefix(err.Error(), "rules.yaml") {
				t.Errorf("err = %v, want one naming rules.yaml", err)
			}
		})
	}
}

// TestGeocodeInflectedSmall runs the whole look-up on a hand-made gazetteer.
func TestGeocodeInflectedSmall(t *testing.T) {
	g := gazetteer.NewMemory()
	err := g.PutPlaces([]gazetteer.Place{
		{ID: "t:kozelets", Name: "Kozelets", Kind: gazetteer.KindVillage, Country: "UA", Population: 8000, Names: []gazetteer.Name{{Text: "Козелец"}}},
		{ID: "t:long", Name: "Longjumeau", Kind: gazetteer.KindCity, Country: "FR", Population: 20000, Names: []gazetteer.Name{{Text: "Лонжюмо"}}},
		{ID: "t:long2", Name: "Longjumeau-Village", Kind: gazetteer.KindVillage, Country: "FR", Population: 100, Names: []gazetteer.Name{{Text: "Лонгжюмо"}}},
		{ID: "t:don", Name: "Don", Kind: gazetteer.KindRegion, Country: "RU", Names: []gazetteer.Name{{Text: "Дон"}}},
		{ID: "t:donskoy", Name: "Donskoy", Kind: gazetteer.KindCity, Country: "RU", Population: 60000, Names: []gazetteer.Name{{Text: "Донской"}}},
		{ID: "t:tiflis", Name: "Tbilisi", Kind: gazetteer.KindCity, Country: "GE", Population: 1_000_000,
			Names: []gazetteer.Name{{Text: "Тифлис", Until: 1936}, {Text: "Тбилиси", From: 1936}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	geo := New(g)
	tests := []struct {
		toponym string
		year    int
		want    string
		match   MatchKind
		matched string
	}{
		{"в Козельце", 0, "t:kozelets", MatchInflected, "Козелец"},
		{"Лонжюмо", 0, "t:long", MatchExact, "Лонжюмо"},
		{"Лонгжюмо", 0, "t:long2", MatchExact, "Лонгжюмо"}, // an exact village beats a fuzzy city
		{"Лонжьюмо", 0, "t:long", MatchFuzzy, "Лонжюмо"},
		{"Донской", 0, "t:donskoy", MatchExact, "Донской"},
		{"Донской комитет", 0, "t:don", MatchDerived, "Дон"},
		{"из Тифлиса", 1902, "t:tiflis", MatchInflected, "Тифлис"},
		{"Тбилиси", 1902, "t:tiflis", MatchExact, "Тбилиси"},
	}
	for _, tt := range tests {
		t.Run(tt.toponym, func(t *testing.T) {
			c, err := geo.Geocode(tt.toponym, Options{Year: tt.year})
			if err != nil {
				t.Fatal(err)
			}
			if len(c) == 0 || c[0].Place.ID != tt.want || c[0].Match != tt.match || c[0].Matched != tt.matched {
				t.Fatalf("got %s; want %s by %s (%q)", describe(c), tt.want, tt.match, tt.matched)
			}
		})
	}
	// A fuzzy match never outscores what an exact match would.
	c, _ := geo.Geocode("Лонжьюмо", Options{})
	e, _ := geo.Geocode("Лонжюмо", Options{})
	if c[0].Score >= e[0].Score {
		t.Errorf("fuzzy score %v ≥ exact score %v", c[0].Score, e[0].Score)
	}
}

func TestResolveErrors(t *testing.T) {
	g := New(gazetteer.NewMemory())
	for _, m := range []Mention{
		{Text: "Лондон", Sentence: "В Париже.", Start: 0, End: 0},
		{Text: "Лондон", Sentence: "В Лондоне.", Start: 2, End: 20},
		{Text: "Лондон", Sentence: "В Лондоне.", Start: 3, End: 9},
	} {
		if _, err := g.Resolve(m, Options{}); err == nil || !strings.Contains(err.Error(), ErrMention.Error()) {
			t.Errorf("%+v: err = %v, want ErrMention", m, err)
		}
	}
	r, err := g.Resolve(Mention{Text: "Лондоне", Sentence: "Он жил в Лондоне.", Start: 9, End: 16}, Options{})
	if err != nil || r.Refused || len(r.Candidates) != 0 {
		t.Errorf("empty gazetteer: %+v, %v", r, err)
	}
}

// FuzzResolve: any text in any sentence resolves without panicking, with
// scores in (0, 1] best first, or a refusal without candidates.
func FuzzResolve(f *testing.F) {
	g := gazetteer.NewMemory()
	if err := g.PutPlaces([]gazetteer.Place{
		{ID: "t:1", Name: "Tbilisi", Kind: gazetteer.KindCity, Population: 1_000_000, Names: []gazetteer.Name{{Text: "Тифлис", Until: 1936}}},
		{ID: "t:2", Name: "Kozelets", Kind: gazetteer.KindVillage, Names: []gazetteer.Name{{Text: "Козелец"}}},
		{ID: "t:3", Name: "Don", Kind: gazetteer.KindRegion, Names: []gazetteer.Name{{Text: "Дон"}}},
	}); err != nil {
		f.Fatal(err)
	}
	geo := New(g)
	for _, s := range []string{"из Тифлиса", "Козельце", "Донской комитет", "«Искра»", "С.-Петербург", "Анна Николаева", "II", "ь", "-ск", "йц"} {
		f.Add(s, "Он жил "+s+" давно.", 0, 0)
	}
	f.Fuzz(func(t *testing.T, text, sentence string, start, end int) {
		for _, m := range []Mention{{Text: text}, {Text: text, Sentence: sentence, Start: start, End: end}} {
			r, err := geo.Resolve(m, Options{Year: 1900})
			if err != nil {
				if !errors.Is(err, ErrMention) {
					t.Fatal(err)
				}
				continue
			}
			if r.Refused && len(r.Candidates) > 0 {
				t.Fatalf("refused with candidates: %+v", r)
			}
			for i, c := range r.Candidates {
				if !(c.Score > 0 && c.Score <= 1) || i > 0 && c.Score > r.Candidates[i-1].Score {
					t.Fatalf("bad scores: %+v", r.Candidates)
				}
			}
		}
	})
}
