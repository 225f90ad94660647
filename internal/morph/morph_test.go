package morph

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// analysis is what a test expects of one Parse: lemma, part of speech and
// case ("" for forms without case).
type analysis struct {
	normal string
	pos    Grammeme
	cas    Grammeme
}

func summary(ps []Parse) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Method.String()+" "+p.Word+" → "+p.Normal+" "+p.Tag.String())
	}
	return out
}

func hasAnalysis(ps []Parse, want analysis) bool {
	for _, p := range ps {
		if p.Normal == want.normal && p.Tag.POS() == want.pos && p.Tag.Case() == want.cas {
			return true
		}
	}
	return false
}

// TestParseForms checks word forms of the first source document and of the
// period against analyses read off by hand: the lemma, part of speech and
// case must be among the analyses and, where best is set, be the best one.
func TestParseForms(t *testing.T) {
	d := openDict(t)
	tests := []struct {
		word string
		want analysis
		best bool
	}{
		{"Лондоне", analysis{"лондон", NOUN, Loct}, true},
		{"Цюрихе", analysis{"цюрих", NOUN, Loct}, true},
		{"Германии", analysis{"германия", NOUN, Gent}, true},
		{"Англию", analysis{"англия", NOUN, Accs}, true},
		{"Францию", analysis{"франция", NOUN, Accs}, true},
		{"Парижа", analysis{"париж", NOUN, Gent}, true},
		{"Лозанне", analysis{"лозанна", NOUN, Loct}, true},
		{"Женеве", analysis{"женева", NOUN, Loct}, false},
		{"Берне", analysis{"берн", NOUN, Loct}, false},
		{"Брюсселе", analysis{"брюссель", NOUN, Loct}, true},
		{"Бельгии", analysis{"бельгия", NOUN, Loct}, false},
		{"Петербурга", analysis{"петербург", NOUN, Gent}, true},
		{"Москвы", analysis{"москва", NOUN, Gent}, true},
		{"Харькова", analysis{"харьков", NOUN, Gent}, false},
		{"Киева", analysis{"киев", NOUN, Gent}, false},
		{"Одессы", analysis{"одесса", NOUN, Gent}, true},
		{"Саратова", analysis{"саратов", NOUN, Gent}, false},
		{"Тифлиса", analysis{"тифлис", NOUN, Gent}, true},
		{"Уфы", analysis{"уфа", NOUN, Gent}, true},
		{"Тулы", analysis{"тула", NOUN, Gent}, true},
		{"Баку", analysis{"баку", NOUN, Gent}, true},
		{"Нерчинске", analysis{"нерчинск", NOUN, Loct}, true},
		{"Минусинска", analysis{"минусинск", NOUN, Gent}, true},
		{"Екатеринославский", analysis{"екатеринославский", ADJF, Nomn}, false},
		{"Шушенском", analysis{"шушенский", ADJF, Loct}, false},
		{"Херсонская", analysis{"херсонский", ADJF, Nomn}, true},
		{"революционную", analysis{"революционный", ADJF, Accs}, true},
		{"партийных", analysis{"партийный", ADJF, Gent}, false},
		{"съезду", analysis{"съезд", NOUN, Datv}, true},
		{"партии", analysis{"партия", NOUN, Gent}, true},
		{"редакции", analysis{"редакция", NOUN, Gent}, false},
		{"губернии", analysis{"губерния", NOUN, Gent}, false},
		{"Искры", analysis{"искра", NOUN, Gent}, false},
		{"июне", analysis{"июнь", NOUN, Loct}, true},
		{"весной", analysis{"весна", NOUN, Ablt}, false},
		{"году", analysis{"год", NOUN, Loc2}, true},
		{"Крыму", analysis{"крым", NOUN, Loc2}, true},
		{"лесу", analysis{"лес", NOUN, Loc2}, false},
		{"Плеханов", analysis{"плеханов", NOUN, Nomn}, true},
		{"Лениным", analysis{"ленин", NOUN, Ablt}, false},
		{"Крупской", analysis{"крупский", NOUN, Gent}, false},
		{"жил", analysis{"жить", VERB, ""}, true},
		{"приехал", analysis{"приехать", VERB, ""}, true},
		{"переехала", analysis{"переехать", VERB, ""}, true},
		{"пошёл", analysis{"пойти", VERB, ""}, true},
		{"пошел", analysis{"пойти", VERB, ""}, true},
		{"из", analysis{"из", PREP, ""}, true},
		{"в", analysis{"в", PREP, ""}, true},
		{"стали", analysis{"стать", VERB, ""}, true},
		{"Гельсингфорсе", analysis{"гельсингфорс", NOUN, Loct}, true},
		{"Таммерфорсе", analysis{"таммерфорс", NOUN, Loct}, true},
		{"Камня-на-Оби", analysis{"камень-на-оби", NOUN, Gent}, true},
		{"Франкфурте-на-Майне", analysis{"франкфурт-на-майне", NOUN, Loct}, true},
		{"Ростова-на-Дону", analysis{"ростов-на-дону", NOUN, Gent}, true},
		{"Санкт-Петербурге", analysis{"санкт-петербург", NOUN, Loct}, true},
		{"человека-горы", analysis{"человек-гора", NOUN, Gent}, true},
		// Spelling before the 1918 reform.
		{"Лондонѣ", analysis{"лондон", NOUN, Loct}, true},
		{"Россіи", analysis{"россия", NOUN, Gent}, true},
		{"съѣздъ", analysis{"съезд", NOUN, Nomn}, true},
		{"Ѳеодосіи", analysis{"феодосия", NOUN, Gent}, false},
		{"Франкфуртѣ-на-Майнѣ", analysis{"франкфурт-на-майне", NOUN, Loct}, true},
		{"Николаевскаго", analysis{"николаевский", ADJF, Gent}, true},
		{"синяго", analysis{"синий", ADJF, Gent}, true},
		{"новыя", analysis{"новый", ADJF, Nomn}, false},
		{"русскія", analysis{"русский", ADJF, Nomn}, true},
		{"Каменца-Подольскаго", analysis{"каменца-подольский", ADJF, Gent}, true},
		// A word the dictionary knows with -аго keeps it.
		{"Чикаго", analysis{"чикаго", NOUN, Nomn}, false},
	}
	if len(tests) < 40 {
		t.Fatalf("only %d forms", len(tests))
	}
	for _, tc := range tests {
		t.Run(tc.word, func(t *testing.T) {
			ps := d.Parse(tc.word)
			if !hasAnalysis(ps, tc.want) {
				t.Fatalf("no %+v among\n%s", tc.want, strings.Join(summary(ps), "\n"))
			}
			if tc.best && !hasAnalysis(ps[:1], tc.want) {
				t.Errorf("best analysis is not %+v:\n%s", tc.want, strings.Join(summary(ps), "\n"))
			}
		})
	}
}

// TestParseTags checks whole tags and lexical grammemes.
func TestParseTags(t *testing.T) {
	d := openDict(t)

	london := d.Parse("Лондоне")
	if len(london) != 1 || london[0].Tag.String() != "NOUN,inan,masc,Geox sing,loct" ||
		london[0].Normal != "лондон" || !london[0].Known() || london[0].Score != 1 {
		t.Errorf("Лондоне: %v", summary(london))
	}

	// Херсонской: the feminine singular of херсонский in four cases.
	var cases []Grammeme
	for _, p := range d.Parse("Херсонской") {
		if p.Normal != "херсонский" || p.Tag.POS() != ADJF || p.Tag.Gender() != Femn || p.Tag.Number() != Sing {
			t.Errorf("Херсонской: %s → %s %s", p.Word, p.Normal, p.Tag)
		}
		cases = append(cases, p.Tag.Case())
	}
	slices.Sort(cases)
	if want := []Grammeme{Ablt, Datv, Gent, Loct}; !slices.Equal(cases, want) {
		t.Errorf("Херсонской cases %v, want %v", cases, want)
	}

	for _, p := range d.Parse("губернии") {
		if p.Normal != "губерния" || !p.Tag.HasAll(NOUN, Inan, Femn) {
			t.Errorf("губернии: %s %s", p.Normal, p.Tag)
		}
	}

	geneva := d.Parse("Женеву")
	if len(geneva) != 1 || geneva[0].Normal != "женева" || !geneva[0].Tag.HasAll(NOUN, Geox, Accs, Sing) {
		t.Errorf("Женеву: %v", summary(geneva))
	}

	// ё: written either way, the form is found with its ё.
	for _, w := range []string{"ёлка", "елка", "Ёлка"} {
		ps := d.Parse(w)
		if len(ps) == 0 || ps[0].Word != "ёлка" || ps[0].Normal != "ёлка" || !ps[0].Known() || !ps[0].Tag.HasAll(NOUN, Nomn) {
			t.Errorf("%s: %v", w, summary(ps))
		}
	}
	for _, w := range []string{"пошёл", "пошел"} {
		ps := d.Parse(w)
		if len(ps) != 1 || ps[0].Word != "пошёл" || ps[0].Tag.String() != "VERB,perf,intr masc,sing,past,indc" {
			t.Errorf("%s: %v", w, summary(ps))
		}
	}

	lenin := d.Parse("Ленин")
	if !lenin[0].Tag.HasAll(NOUN, Anim, Masc, Surn, Nomn) || lenin[0].Normal != "ленин" {
		t.Errorf("Ленин: best is not the surname: %v", summary(lenin))
	}
	// P(t|w) from the corpus: 888888 millionths for the surname.
	if lenin[0].Score != 0.888888 {
		t.Errorf("Ленин: score %v, want 0.888888", lenin[0].Score)
	}

	name := false
	for _, p := range d.Parse("Надежда") {
		name = name || p.Tag.HasAll(NOUN, Name, Femn, Nomn) && p.Normal == "надежда"
	}
	if !name {
		t.Errorf("Надежда: no first name among %v", summary(d.Parse("Надежда")))
	}

	for _, p := range d.Parse("Крупской") {
		if !p.Tag.HasAll(NOUN, Surn, Femn, Sing) || p.Normal != "крупский" {
			t.Errorf("Крупской: %s %s", p.Normal, p.Tag)
		}
	}
}

// TestParseUnknownWords checks the analyses of words the dictionary lacks.
func TestParseUnknownWords(t *testing.T) {
	d := openDict(t)

	// Predicted from the ending, as the masculine nouns in -с.
	hels := d.Parse("Гельсингфорсе")
	if len(hels) != 1 || hels[0].Known() || hels[0].Method != Suffix ||
		hels[0].Normal != "гельсингфорс" || hels[0].Tag.String() != "NOUN,inan,masc sing,loct" {
		t.Errorf("Гельсингфорсе: %v", summary(hels))
	}

	// Indeclinable in -о, like «кино».
	fixd := false
	for _, p := range d.Parse("Лонгжюмо") {
		if p.Known() {
			t.Errorf("Лонгжюмо is not in the dictionary, yet %s", p.Tag)
		}
		fixd = fixd || p.Normal == "лонгжюмо" && p.Tag.HasAll(NOUN, Fixd)
	}
	if !fixd {
		t.Errorf("Лонгжюмо: no indeclinable noun among %v", summary(d.Parse("Лонгжюмо")))
	}

	for _, p := range d.Parse("Логиви") {
		if p.Known() || p.Normal != "логиви" || !p.Tag.HasAll(NOUN, Fixd) {
			t.Errorf("Логиви: %s", summary([]Parse{p}))
		}
	}

	// Proper-name predictions only for capitalised words.
	for _, p := range d.Parse("бруевича") {
		if p.Tag.Has(Patr) || p.Tag.Has(Surn) || p.Tag.Has(Name) {
			t.Errorf("бруевича (lowercase) predicted as a proper name: %s", p.Tag)
		}
	}
	patr := false
	for _, p := range d.Parse("Бруевича") {
		patr = patr || p.Tag.Has(Patr)
	}
	if !patr {
		t.Errorf("Бруевича: no patronymic among %v", summary(d.Parse("Бруевича")))
	}

	rsdrp := d.Parse("РСДРП")
	if len(rsdrp) != 18 {
		t.Errorf("РСДРП: %d analyses, want 3 genders × 6 cases", len(rsdrp))
	}
	for _, p := range rsdrp {
		if p.Method != Abbreviation || p.Normal != "рсдрп" || !p.Tag.HasAll(NOUN, Inan, Fixd, Abbr, Sing) {
			t.Errorf("РСДРП: %s", summary([]Parse{p}))
		}
	}

	// Hyphenated words.
	camen := d.Parse("Камня-на-Оби")
	if camen[0].Method != Compound || camen[0].Word != "камня-на-оби" || camen[0].Normal != "камень-на-оби" ||
		!camen[0].Tag.HasAll(NOUN, Inan, Masc, Sing, Gent) {
		t.Errorf("Камня-на-Оби: %v", summary(camen))
	}
	if ps := d.Parse("смотри-ка"); ps[0].Method != Particle || ps[0].Normal != "смотреть-ка" || !ps[0].Tag.HasAll(VERB, Impr) {
		t.Errorf("смотри-ка: %v", summary(ps))
	}
	if ps := d.Parse("по-бельгийски"); ps[0].Tag.POS() != ADVB {
		t.Errorf("по-бельгийски: %v", summary(ps))
	}
	if ps := d.Parse("по-тифлисскому"); len(ps) != 1 || ps[0].Method != HyphenAdverb || ps[0].Tag.String() != "ADVB" {
		t.Errorf("по-тифлисскому: %v", summary(ps))
	}
	if ps := d.Parse("лжеучёного"); ps[0].Method != KnownPrefix || ps[0].Normal != "лжеучёный" {
		t.Errorf("лжеучёного: %v", summary(ps))
	}
}

func TestParseTokens(t *testing.T) {
	d := openDict(t)
	tests := []struct {
		word, tags string // tags of all analyses, space-separated
	}{
		{"1902", "NUMB,intg"},
		{"-5", "NUMB,intg"},
		{"3,5", "NUMB,real"},
		{"«", "PNCT"},
		{"...", "PNCT"},
		{"XIV", "ROMN LATN"},
		{"Geneva", "LATN"},
		{"IIX", "LATN"},
		{"ъъь", "UNKN"},
		{"☃", "UNKN"},
	}
	for _, tc := range tests {
		var tags []string
		for _, p := range d.Parse(tc.word) {
			tags = append(tags, p.Tag.String())
			if p.Normal != strings.ToLower(tc.word) {
				t.Errorf("%s: normal %q", tc.word, p.Normal)
			}
		}
		if got := strings.Join(tags, " "); got != tc.tags {
			t.Errorf("%s: %s, want %s", tc.word, got, tc.tags)
		}
	}
	if ps := d.Parse(""); ps != nil {
		t.Errorf("empty word: %v", summary(ps))
	}

	// A capital letter is also an initial; the dictionary's preposition
	// stays the best analysis.
	ps := d.Parse("В")
	initials := 0
	for _, p := range ps {
		if p.Method == Initial {
			initials++
			if !p.Tag.HasAll(NOUN, Anim, Fixd, Abbr, Init) || p.Normal != "в" {
				t.Errorf("В: %s", p.Tag)
			}
		}
	}
	if ps[0].Tag.POS() != PREP || initials != 24 {
		t.Errorf("В: best %s, %d initials (want PREP, 2 genders × 6 cases × first name and patronymic)", ps[0].Tag, initials)
	}
	for _, p := range d.Parse("в") {
		if p.Method == Initial {
			t.Errorf("lowercase в read as an initial")
		}
	}
}

func TestScores(t *testing.T) {
	d := openDict(t)
	for _, w := range strings.Fields("стали Лондоне губернии Херсонской Гельсингфорсе РСДРП Лонгжюмо В 1902 Логиви") {
		ps := d.Parse(w)
		sum := 0.0
		for i, p := range ps {
			if p.Score < 0 || p.Score > 1 {
				t.Errorf("%s: score %v", w, p.Score)
			}
			if i > 0 && p.Score > ps[i-1].Score {
				t.Errorf("%s: not ordered by score: %v after %v", w, p.Score, ps[i-1].Score)
			}
			sum += p.Score
		}
		if sum > 1+1e-9 || sum < 0.5 {
			t.Errorf("%s: scores sum to %v", w, sum)
		}
	}
	// Without corpus data, dictionary analyses share evenly.
	for _, p := range d.Parse("Херсонской") {
		if p.Score != 0.25 {
			t.Errorf("Херсонской: score %v, want 1/4", p.Score)
		}
	}
	// With it: «стали» is mostly the verb (P = 0.983379 in the corpus).
	if ps := d.Parse("стали"); ps[0].Normal != "стать" || ps[0].Score != 0.983379 {
		t.Errorf("стали: %v %v", summary(ps[:1]), ps[0].Score)
	}
}

func TestInflect(t *testing.T) {
	d := openDict(t)
	first := func(word string, pos Grammeme) Parse {
		t.Helper()
		for _, p := range d.Parse(word) {
			if p.Tag.POS() == pos {
				return p
			}
		}
		t.Fatalf("%s: no %s analysis", word, pos)
		return Parse{}
	}

	// «Херсонской губернии» → «Херсонская губерния»: the noun's lemma,
	// the adjective in the noun's gender.
	noun := first("губернии", NOUN)
	adj := first("Херсонской", ADJF)
	agreed, ok := d.Inflect(adj, noun.Tag.Gender(), Sing, Nomn)
	if !ok || agreed.Word != "херсонская" || agreed.Tag.String() != "ADJF femn,sing,nomn" || agreed.Normal != "херсонский" {
		t.Errorf("херсонский → femn,sing,nomn: %q %s %v", agreed.Word, agreed.Tag, ok)
	}
	if n := d.Normalized(noun); n.Word != "губерния" || n.Tag.String() != "NOUN,inan,femn sing,nomn" {
		t.Errorf("normalized губернии: %q %s", n.Word, n.Tag)
	}
	if m, _ := d.Inflect(adj, Masc, Nomn); m.Word != "херсонский" {
		t.Errorf("херсонской → masc,nomn: %q", m.Word)
	}
	if p, _ := d.Inflect(adj, Plur, Gent); p.Word != "херсонских" || p.Tag.Gender() != "" {
		t.Errorf("херсонской → plur,gent: %q %s", p.Word, p.Tag)
	}

	tests := []struct {
		word string
		pos  Grammeme
		to   []Grammeme
		want string
	}{
		{"Лондоне", NOUN, []Grammeme{Nomn}, "лондон"},
		{"Лондоне", NOUN, []Grammeme{Gent}, "лондона"},
		{"Женеву", NOUN, []Grammeme{Loct}, "женеве"},
		{"Крыму", NOUN, []Grammeme{Nomn}, "крым"},
		{"Крым", NOUN, []Grammeme{Loc2}, "крыму"},
		{"Лондон", NOUN, []Grammeme{Loc2}, "лондоне"}, // no loc2: falls back to loct
		{"Крупской", NOUN, []Grammeme{Nomn}, "крупская"},
		{"пошёл", VERB, []Grammeme{Femn}, "пошла"},
		{"Гельсингфорсе", NOUN, []Grammeme{Nomn}, "гельсингфорс"},
		{"Гельсингфорсе", NOUN, []Grammeme{Gent}, "гельсингфорса"},
		{"Камня-на-Оби", NOUN, []Grammeme{Nomn}, "камень-на-оби"},
		{"человека-горы", NOUN, []Grammeme{Plur, Datv}, "людям-горам"},
		{"лжеучёного", ADJF, []Grammeme{Femn, Nomn}, "лжеучёная"},
		{"смотри-ка", VERB, []Grammeme{Plur, Impr}, "смотрите-ка"},
		{"РСДРП", NOUN, []Grammeme{Ablt}, "рсдрп"},
	}
	for _, tc := range tests {
		got, ok := d.Inflect(first(tc.word, tc.pos), tc.to...)
		if !ok || got.Word != tc.want || !got.Tag.HasAll(tc.to...) && !slices.Contains(tc.to, Loc2) {
			t.Errorf("%s → %v: %q %s %v, want %q", tc.word, tc.to, got.Word, got.Tag, ok, tc.want)
		}
	}

	for _, to := range [][]Grammeme{{Grammeme("nonsense")}, {Plur, Grammeme("Xxxx")}} {
		if _, ok := d.Inflect(adj, to...); ok {
			t.Errorf("inflect to %v succeeded", to)
		}
	}
	if _, ok := d.Inflect(first("РСДРП", NOUN), Plur); ok {
		t.Error("an abbreviation got a plural")
	}
	if _, ok := d.Inflect(Parse{}, Nomn); ok {
		t.Error("the zero Parse inflected")
	}
}

func TestLexeme(t *testing.T) {
	d := openDict(t)
	london := d.Parse("Лондоне")[0]
	var words []string
	for _, f := range d.Lexeme(london) {
		words = append(words, f.Word+" "+f.Tag.String())
		if f.Normal != "лондон" {
			t.Errorf("lexeme form %s: normal %q", f.Word, f.Normal)
		}
	}
	want := []string{
		"лондон NOUN,inan,masc,Geox sing,nomn",
		"лондона NOUN,inan,masc,Geox sing,gent",
		"лондону NOUN,inan,masc,Geox sing,datv",
		"лондон NOUN,inan,masc,Geox sing,accs",
		"лондоном NOUN,inan,masc,Geox sing,ablt",
		"лондоне NOUN,inan,masc,Geox sing,loct",
		"лондоны NOUN,inan,masc,Geox plur,nomn",
		"лондонов NOUN,inan,masc,Geox plur,gent",
		"лондонам NOUN,inan,masc,Geox plur,datv",
		"лондоны NOUN,inan,masc,Geox plur,accs",
		"лондонами NOUN,inan,masc,Geox plur,ablt",
		"лондонах NOUN,inan,masc,Geox plur,loct",
	}
	if !slices.Equal(words, want) {
		t.Errorf("lexeme of Лондоне:\n%s\nwant\n%s", strings.Join(words, "\n"), strings.Join(want, "\n"))
	}

	// Linked lexemes: a verb's lexeme holds its infinitive, gerunds and
	// participles.
	var pos []Grammeme
	for _, f := range d.Lexeme(d.Parse("приехал")[0]) {
		if !slices.Contains(pos, f.Tag.POS()) {
			pos = append(pos, f.Tag.POS())
		}
	}
	if !slices.Equal(pos, []Grammeme{INFN, VERB, PRTF, GRND}) {
		t.Errorf("parts of speech in the lexeme of приехал: %v", pos)
	}

	if fs := d.Lexeme(d.Parse("1902")[0]); len(fs) != 1 || fs[0].Word != "1902" {
		t.Errorf("lexeme of a number: %v", summary(fs))
	}
	// An initial keeps its gender.
	for _, p := range d.Parse("Н") {
		if p.Method == Initial && p.Tag.Has(Femn) && p.Tag.Has(Name) {
			for _, f := range d.Lexeme(p) {
				if !f.Tag.HasAll(Femn, Init) {
					t.Errorf("lexeme of a woman's initial: %s", f.Tag)
				}
			}
			if n := d.Normalized(p); !n.Tag.HasAll(Femn, Nomn) {
				t.Errorf("normalized woman's initial: %s", n.Tag)
			}
			break
		}
	}
}

func TestTag(t *testing.T) {
	d := openDict(t)
	crimea := d.Parse("Крыму")[0].Tag
	if crimea.Case() != Loc2 || crimea.CommonCase() != Loct || crimea.Has(Loct) || !crimea.Has(Loc2) {
		t.Errorf("Крыму: case %s, common %s", crimea.Case(), crimea.CommonCase())
	}
	if crimea.POS() != NOUN || crimea.Number() != Sing || crimea.Gender() != Masc || crimea.Animacy() != Inan {
		t.Errorf("Крыму: %s %s %s %s", crimea.POS(), crimea.Number(), crimea.Gender(), crimea.Animacy())
	}
	if got := crimea.Grammemes(); !slices.Equal(got, []Grammeme{NOUN, Inan, Masc, Sgtm, Geox, Sing, Loc2}) {
		t.Errorf("Крыму grammemes %v", got)
	}
	verb := d.Parse("приехал")[0].Tag
	if verb.Case() != "" || verb.CommonCase() != "" || verb.Animacy() != "" || !verb.HasAll(VERB, Perf, Intr, Past, Indc) {
		t.Errorf("приехал: %s", verb)
	}
	var zero Tag
	if !zero.IsZero() || zero.String() != "" || zero.Has(NOUN) || zero.POS() != "" || zero.Grammemes() != nil {
		t.Error("zero Tag has content")
	}
	// Interned: equal tags are ==.
	a, b := d.Parse("Лондоне")[0].Tag, d.Parse("Цюрихе")[0].Tag
	if a != b {
		t.Errorf("%s and %s are different values", a, b)
	}
}

func TestDecodeRecord(t *testing.T) {
	// words.dawg stores «лондоне» with the bytes 01 41 01 0B after the
	// separator: paradigm 32, form 5.
	var rec [2]uint16
	if !decodeRecord([]byte{0x01, 0x41, 0x01, 0x0B}, rec[:]) || rec != [2]uint16{32, 5} {
		t.Errorf("got %v, want [32 5]", rec)
	}
	// 3255 = 25·128 + 55: high byte 25<<1|1, low byte 55<<1|1.
	var one [1]uint16
	if !decodeRecord([]byte{51, 111}, one[:]) || one[0] != 3255 {
		t.Errorf("got %d, want 3255", one[0])
	}
	if decodeRecord([]byte{1, 2, 3}, rec[:]) {
		t.Error("decoded a record of the wrong length")
	}
}

func TestOpenErrors(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "none")
	_, err := Open(missing)
	if err == nil || !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), "make deps") {
		t.Errorf("missing directory: %v", err)
	}

	src := dictDir(t)
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	// A copy of the dictionary (by links) with one file replaced.
	withFile := func(name string, content []byte) string {
		dir := t.TempDir()
		for _, e := range entries {
			if e.Name() == name {
				continue
			}
			if err := os.Symlink(filepath.Join(src, e.Name()), filepath.Join(dir, e.Name())); err != nil {
				t.Fatal(err)
			}
		}
		if content != nil {
			if err := os.WriteFile(filepath.Join(dir, name), content, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return dir
	}
	words, err := os.ReadFile(filepath.Join(src, "words.dawg"))
	if err != nil {
		t.Fatal(err)
	}
	paradigms, err := os.ReadFile(filepath.Join(src, "paradigms.array"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		content []byte
		want    string
	}{
		{"words.dawg", nil, "words.dawg"},
		{"words.dawg", words[:1000], "words.dawg: dictionary units: truncated"},
		{"paradigms.array", paradigms[:len(paradigms)-2], "paradigms.array"},
		{"meta.json", []byte(`[["format_version", "2.3"], ["language_code", "ru"]]`), `format_version "2.3"`},
		{"meta.json", []byte(`{`), "meta.json"},
		{"gramtab-opencorpora-int.json", []byte(`["NOUN,blah sing"]`), "unknown grammeme blah"},
		{"suffixes.json", []byte(`["", "а"]`), "paradigms.array"},
	}
	for _, tc := range tests {
		_, err := Open(withFile(tc.name, tc.content))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s damaged: error %v, want one mentioning %q", tc.name, err, tc.want)
		}
	}
}

// TestConcurrentParse parses from several goroutines at once (run with
// -race to check the Dict is read-only).
func TestConcurrentParse(t *testing.T) {
	d := openDict(t)
	words := benchWords(t)
	want := make([][]string, len(words))
	for i, w := range words {
		want[i] = summary(d.Parse(w))
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Go(func() {
			for i, w := range words {
				if got := summary(d.Parse(w)); !slices.Equal(got, want[i]) {
					t.Errorf("%s: %v, then %v", w, want[i], got)
					return
				}
			}
		})
	}
	wg.Wait()
}

// TestOpenMemory reports the heap a Dict holds; the budget is 60 MB.
func TestOpenMemory(t *testing.T) {
	before := heapInUse()
	d := openDict(t)
	held := heapInUse() - before
	t.Logf("Dict holds %.1f MB of heap (%+v)", float64(held)/(1<<20), d.Info())
	if held > 60<<20 {
		t.Errorf("Dict holds %d bytes, over the 60 MB budget", held)
	}
}
