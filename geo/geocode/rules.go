package geocode

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	gazetteerdata "github.com/chronomap/chronomap/data/gazetteer"
	"github.com/chronomap/chronomap/geo/overlay"
	"github.com/chronomap/chronomap/geo/toponym"
	"github.com/chronomap/chronomap/internal/rutext"
)

// Refusal says why a mention is not geocoded to a point; the reasons are
// the Russian text reader's (internal/rutext), which decides them.
type Refusal = rutext.Refusal

// The reasons a Resolution is refused.
const (
	RefusedTitle        = rutext.RefusedTitle
	RefusedOrganisation = rutext.RefusedOrganisation
	RefusedContinent    = rutext.RefusedContinent
	RefusedState        = rutext.RefusedState
	RefusedAdjective    = rutext.RefusedAdjective
	RefusedPerson       = rutext.RefusedPerson
	RefusedNumeral      = rutext.RefusedNumeral
)

// Rules is the language data the Geocoder reads toponyms with: prepositions
// and settlement words to drop, abbreviations, the declension of names,
// fleeting vowels, toponymic adjectives, and what is not a place. The
// default is data/gazetteer/toponyms-ru.yaml (see DefaultRules); the format
// is documented in data/gazetteer/README.md. A Rules is read-only once
// parsed and safe for concurrent use.
type Rules struct {
	prepositions map[string]bool
	descriptors  map[string]bool
	abbrevs      []abbreviation
	// declension maps a name ending to the endings its case forms have
	// there instead; declEndings lists the name endings longest first.
	declension  map[string]map[string]bool
	declEndings []string
	fleetVowels []string
	fleetBefore map[rune]bool
	adjSuffixes []string
	adjEndings  []string // longest first
	adjRules    []adjRule
	adjExcept   map[string][]string // adjective base → noun keys
	// compounds maps the first part of a compound adjective
	// («восточно» of «Восточно-Сибирский») to the adjectives it stands
	// for before a noun: masculine, feminine, neuter and, where it
	// names a land or town of a plural name, plural («велико» of
	// «Великолукский»: Великие Луки).
	compounds map[string][4]string
	// nounAbbrevs maps a geographic noun written short («о.», «о-ва»,
	// «зал.», «м.») to the noun in full; adjAbbrevs an adjective of a name
	// written short («Юж.», «Н.», «Св.») to its forms in the nominative
	// (masculine, feminine, neuter, plural). Keys are lower case, as
	// written with their full stop or hyphen.
	nounAbbrevs map[string]string
	adjAbbrevs  map[string][]string
}

type abbreviation struct {
	short  string // as written, lower case
	long   string
	before []string // keys the rest must start with; none: a whole word
}

type adjRule struct{ from, to string }

// rulesFile is the YAML shape of a rules file.
type rulesFile struct {
	Abbreviations []abbreviationYAML  `yaml:"abbreviations"`
	NounAbbrevs   map[string]string   `yaml:"noun_abbreviations"`
	AdjAbbrevs    map[string][]string `yaml:"adjective_abbreviations"`
	StateForms    []string            `yaml:"state_forms"` // read by geo/world
	Declension    map[string][]string `yaml:"declension"`
	Fleeting      struct {
		Vowels []string `yaml:"vowels"`
		Before []string `yaml:"before"`
	} `yaml:"fleeting"`
	Adjectives struct {
		Suffixes   []string            `yaml:"suffixes"`
		Endings    []string            `yaml:"endings"`
		Rules      []adjRuleYAML       `yaml:"rules"`
		Exceptions map[string]string   `yaml:"exceptions"`
		Compounds  map[string][]string `yaml:"compounds"`
	} `yaml:"adjectives"`
}

type abbreviationYAML struct {
	Short  string   `yaml:"short"`
	Long   string   `yaml:"long"`
	Before []string `yaml:"before"`
}

type adjRuleYAML struct {
	From string `yaml:"from"`
	To   string `yaml:"to"`
}

// DefaultRules parses the Russian rules embedded from
// data/gazetteer/toponyms-ru.yaml, with the prepositions and settlement
// words of the text reader's vocabulary (data/rutext).
func DefaultRules() (*Rules, error) {
	v, err := rutext.DefaultVocabulary()
	if err != nil {
		return nil, err
	}
	return rulesWith(v)
}

func rulesWith(v *rutext.Vocabulary) (*Rules, error) {
	r, err := ParseRules(strings.NewReader(gazetteerdata.ToponymsRU), "data/gazetteer/toponyms-ru.yaml")
	if err != nil {
		return nil, err
	}
	return r.WithVocabulary(v), nil
}

// WithVocabulary returns a copy of ru that drops the prepositions and
// settlement words of the text reader's vocabulary v from the start of a
// query («из Тифлиса», «в г. Туле»): one list for the reader and the
// geocoder.
func (ru *Rules) WithVocabulary(v *rutext.Vocabulary) *Rules {
	out := *ru
	preps, settlements := v.QueryWords()
	out.prepositions, out.descriptors = keySet(preps), keySet(settlements)
	return &out
}

// ParseRules reads a rules file (YAML, see data/gazetteer/README.md). file
// names the source in errors. Unknown fields, a refusal reason other than
// the Refused* constants, and words without letters are errors.
func ParseRules(r io.Reader, file string) (*Rules, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	var f rulesFile
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		return nil, overlay.YAMLError(file, err)
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: %s", file, fmt.Sprintf(format, args...))
	}
	ru := &Rules{
		declension:  map[string]map[string]bool{},
		fleetBefore: map[rune]bool{},
		adjExcept:   map[string][]string{},
		compounds:   map[string][4]string{},
		nounAbbrevs: map[string]string{},
		adjAbbrevs:  map[string][]string{},
	}
	for short, long := range f.NounAbbrevs {
		if !strings.ContainsAny(short, ".-") || toponym.Key(long) == "" {
			return nil, bad("noun_abbreviations: %q → %q: the short form is written with its full stop or hyphen, the long one in full", short, long)
		}
		ru.nounAbbrevs[strings.ToLower(short)] = toponym.Key(long)
	}
	for short, forms := range f.AdjAbbrevs {
		if !strings.HasSuffix(short, ".") || len(forms) == 0 {
			return nil, bad("adjective_abbreviations: %q needs its full stop and its forms in the nominative", short)
		}
		for _, form := range forms {
			ru.adjAbbrevs[strings.ToLower(short)] = append(ru.adjAbbrevs[strings.ToLower(short)], toponym.Key(form))
		}
	}
	for _, a := range f.Abbreviations {
		if a.Short == "" || toponym.Key(a.Long) == "" {
			return nil, bad("abbreviation %q → %q: both short and long are needed", a.Short, a.Long)
		}
		ab := abbreviation{short: strings.ToLower(a.Short), long: a.Long}
		for _, b := range a.Before {
			ab.before = append(ab.before, toponym.Key(b))
		}
		ru.abbrevs = append(ru.abbrevs, ab)
	}
	for end, forms := range f.Declension {
		e := toponym.Key(end)
		if e != end {
			return nil, bad("declension: ending %q must be written in lower case without spaces", end)
		}
		set := map[string]bool{}
		for _, form := range forms {
			set[toponym.Key(form)] = true
		}
		ru.declension[e] = set
		ru.declEndings = append(ru.declEndings, e)
	}
	byLenDesc(ru.declEndings)
	ru.fleetVowels = keyList(f.Fleeting.Vowels)
	for _, c := range keyList(f.Fleeting.Before) {
		r, _ := utf8.DecodeRuneInString(c)
		ru.fleetBefore[r] = true
	}
	ru.adjSuffixes = keyList(f.Adjectives.Suffixes)
	ru.adjEndings = keyList(f.Adjectives.Endings)
	byLenDesc(ru.adjEndings)
	for _, r := range f.Adjectives.Rules {
		ru.adjRules = append(ru.adjRules, adjRule{toponym.Key(r.From), toponym.Key(r.To)})
	}
	for first, forms := range f.Adjectives.Compounds {
		k := toponym.Key(first)
		if len(forms) == 0 && k != "" && !strings.Contains(k, " ") {
			// «Военно-Грузинская дорога»: a first part that names no part
			// of the land; the rest alone derives the noun.
			ru.compounds[k] = [4]string{}
			continue
		}
		if k == "" || strings.Contains(k, " ") || len(forms) != 3 && len(forms) != 4 {
			return nil, bad("adjectives.compounds: %q needs one word and three adjectives (masculine, feminine, neuter), a fourth (plural) if any, or none", first)
		}
		var fs [4]string
		for i, f := range forms {
			fs[i] = toponym.Key(f)
		}
		ru.compounds[k] = fs
	}
	for adj, noun := range f.Adjectives.Exceptions {
		base, ok := ru.adjectiveBase(toponym.Key(adj))
		if !ok {
			return nil, bad("adjectives.exceptions: %q is not an adjective with one of the suffixes and endings", adj)
		}
		ru.adjExcept[base] = append(ru.adjExcept[base], toponym.Key(noun))
	}
	return ru, nil
}

func keyList(words []string) []string {
	out := make([]string, 0, len(words))
	for _, w := range words {
		if k := toponym.Key(w); k != "" {
			out = append(out, k)
		}
	}
	return out
}

func keySet(words []string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, k := range keyList(words) {
		m[k] = true
	}
	return m
}

func byLenDesc(s []string) {
	slices.SortStableFunc(s, func(a, b string) int {
		if d := len(b) - len(a); d != 0 {
			return d
		}
		return strings.Compare(a, b)
	})
}

// inflects reports whether the key text is a case form of the name key
// name, word by word, by the declension table: each word of text is the
// word of name with the name's ending replaced by one the table allows.
func (ru *Rules) inflects(name, text string) bool {
	if name == text {
		return true
	}
	nw, tw := strings.Split(name, " "), strings.Split(text, " ")
	if len(nw) != len(tw) {
		return false
	}
	for i := range nw {
		if !ru.inflectsWord(nw[i], tw[i]) && !(len(nw) > 1 && genitivePlural(nw[i], tw[i])) {
			return false
		}
	}
	return true
}

// genitivePlural reports whether t is the genitive plural of n, a plural
// noun in -а inside a name of several words («острова Самоа» → «островов
// Самоа», «Мазурские озёра» → «Мазурских озёр», «Карские Ворота» →
// «Карских Ворот»). A name of one word in -а is a feminine singular as
// often as not, and its -ов is another town («Берёзов» is no case of
// «Берёза»): the declension table leaves -ов out, and so does this.
func genitivePlural(n, t string) bool {
	base, ok := strings.CutSuffix(n, "а")
	if !ok || utf8.RuneCountInString(base) < 3 || !toponym.HasCyrillic(n) {
		return false
	}
	return t == base+"ов" || t == base
}

func (ru *Rules) inflectsWord(n, t string) bool {
	if n == t {
		return true
	}
	if !toponym.HasCyrillic(n) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(n)
	for _, e := range ru.declEndings {
		if !strings.HasSuffix(n, e) {
			continue
		}
		if e == "" && toponym.IsSoftEnding(last) {
			continue // "" is the class of names ending in a consonant
		}
		base := n[:len(n)-len(e)]
		if utf8.RuneCountInString(base) < 2 || !strings.HasPrefix(t, base) {
			continue
		}
		if end := t[len(base):]; ru.declension[e][end] && spelledRight(base, e, end) {
			return true
		}
	}
	return false
}

// adjectiveBase splits an adjective key (one word) into its base: the word
// without the ending and the suffix (ск; цк keeps its ц). It reports false
// for words that are not such adjectives.
func (ru *Rules) adjectiveBase(w string) (string, bool) {
	if strings.Contains(w, " ") || !toponym.HasCyrillic(w) {
		return "", false
	}
	for _, e := range ru.adjEndings {
		stem, ok := strings.CutSuffix(w, e)
		if !ok {
			continue
		}
		for _, s := range ru.adjSuffixes {
			base, ok := strings.CutSuffix(stem, s)
			if !ok || utf8.RuneCountInString(base) < 2 {
				continue
			}
			if strings.HasPrefix(s, "ц") {
				base += "ц"
			}
			return base, true
		}
	}
	return "", false
}

// isAdjective reports whether the key w is a toponymic adjective, simple
// («сибирский») or compound («восточно сибирский»).
func (ru *Rules) isAdjective(w string) bool {
	if _, ok := ru.adjectiveBase(w); ok {
		return true
	}
	if _, _, ok := ru.compound(w); ok {
		return true
	}
	_, _, ok := ru.prefixed(w)
	return ok
}

// compound splits the key of a compound adjective («восточно сибирского»)
// into the adjectives its first part stands for and its last word, which
// must be a toponymic adjective.
func (ru *Rules) compound(w string) ([4]string, string, bool) {
	first, rest, ok := strings.Cut(w, " ")
	if !ok || strings.Contains(rest, " ") {
		return [4]string{}, "", false
	}
	forms, ok := ru.compounds[first]
	if !ok {
		return [4]string{}, "", false
	}
	if _, ok := ru.adjectiveBase(rest); !ok {
		return [4]string{}, "", false
	}
	return forms, rest, true
}

// joinedCompound splits a compound adjective written as one word
// («новоудинское») into the adjectives its first part stands for and the
// toponymic adjective after it («удинское»).
func (ru *Rules) joinedCompound(w string) ([4]string, string, bool) {
	if strings.Contains(w, " ") {
		return [4]string{}, "", false
	}
	for first, forms := range ru.compounds {
		rest, ok := strings.CutPrefix(w, first)
		if !ok || utf8.RuneCountInString(rest) < 5 {
			continue
		}
		if _, ok := ru.adjectiveBase(rest); ok {
			return forms, rest, true
		}
	}
	return [4]string{}, "", false
}

// masculine returns the masculine nominative of the toponymic adjective
// key w («северской» → «северский», «подольскую» → «подольский»).
func (ru *Rules) masculine(w string) (string, bool) {
	if _, ok := ru.adjectiveBase(w); !ok {
		return "", false
	}
	for _, e := range ru.adjEndings {
		stem, ok := strings.CutSuffix(w, e)
		if !ok || stem == "" {
			continue
		}
		switch last, _ := utf8.DecodeLastRuneInString(stem); last {
		case 'к', 'г', 'х', 'ж', 'ш', 'ч', 'щ':
			return stem + "ий", true
		}
		return stem + "ый", true
	}
	return "", false
}

// prefixed splits the key of an adjective of two words whose first is no
// compound part («санкт петербургского», «усть каменогорский») into that
// word, kept as written, and the toponymic adjective after it.
func (ru *Rules) prefixed(w string) (string, string, bool) {
	first, rest, ok := strings.Cut(w, " ")
	if !ok || strings.Contains(rest, " ") || !toponym.HasCyrillic(first) {
		return "", "", false
	}
	if _, ok := ru.compounds[first]; ok {
		return "", "", false
	}
	if _, ok := ru.adjectiveBase(first); ok {
		return "", "", false // two adjectives («Красной Армии»): no single name
	}
	if _, ok := ru.adjectiveBase(rest); !ok {
		return "", "", false
	}
	return first, rest, true
}

// compoundNouns returns the nouns a compound adjective derives from: the
// noun its last part derives from after the adjective its first part
// stands for, in the noun's gender as its ending suggests.
func (ru *Rules) compoundNouns(forms [4]string, rest string) []string {
	var out []string
	for _, n := range ru.derivedNouns(rest) {
		if forms[0] == "" {
			out = append(out, n) // «военно грузинская» → «грузия»
			continue
		}
		order := []int{0, 1, 2} // masculine first: «Западный Урал»
		switch last, _ := utf8.DecodeLastRuneInString(n); last {
		case 'а', 'я', 'ь':
			order = []int{1, 0, 2} // «Восточная Сибирь», «Новая Уда»
		case 'о', 'е':
			order = []int{2, 0, 1} // «Южное Поморье», «Царское Село»
		case 'и', 'ы':
			order = []int{3, 0, 1, 2} // «Великие Луки»: a plural name
		}
		for _, i := range order {
			if forms[i] != "" {
				out = append(out, forms[i]+" "+n)
			}
		}
	}
	return out
}

// derivedNouns returns the keys of the nouns the adjective key w may derive
// from, likeliest first: the exceptions for its base, then the rules in
// order; for a compound adjective («Восточно-Сибирский»), the noun its
// last word derives from after the adjective its first part stands for,
// in the noun's gender as its ending suggests («восточная сибирь»); nil
// when w is no toponymic adjective.
func (ru *Rules) derivedNouns(w string) []string {
	if forms, rest, ok := ru.compound(w); ok {
		return ru.compoundNouns(forms, rest)
	}
	if first, rest, ok := ru.prefixed(w); ok {
		var out []string
		for _, n := range ru.derivedNouns(rest) {
			out = append(out, first+" "+n)
		}
		if m, ok := ru.masculine(rest); ok {
			// «Новгород-Северской гимназии», «Каменец-Подольскую
			// семинарию»: a town named by a noun and an adjective is its
			// own adjective, the masculine nominative its name.
			out = append(out, first+" "+m)
		}
		return out
	}
	base, ok := ru.adjectiveBase(w)
	if !ok {
		return nil
	}
	if ex := ru.adjExcept[base]; len(ex) > 0 {
		return ex
	}
	var out []string
	for _, r := range ru.adjRules {
		stem, ok := strings.CutSuffix(base, r.from)
		if !ok || stem == "" {
			continue
		}
		n := stem + r.to
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	if forms, rest, ok := ru.joinedCompound(w); ok {
		// «Новоудинское» is Новая Уда; «Нижнеудинский», Нижнеудинск by the
		// rules above first.
		for _, n := range ru.compoundNouns(forms, rest) {
			if !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	return out
}

// fleetingVariants returns, for a stemmed word, the stems with a fleeting
// vowel put back before its last consonant (козельц → козелец, орл →
// орел/орол, торжк → торжек/торжок); nil when the stem does not end in two
// consonants the rules allow.
func (ru *Rules) fleetingVariants(stem string) []string {
	rs := []rune(stem)
	n := len(rs)
	if n < 2 || !ru.fleetBefore[rs[n-1]] {
		return nil
	}
	prev := rs[n-2]
	if toponym.IsCyrillicVowel(prev) || !(0x430 <= prev && prev <= 0x44f) {
		return nil
	}
	var out []string
	for _, v := range ru.fleetVowels {
		head := string(rs[:n-1])
		if prev == 'ь' || prev == 'й' {
			head = string(rs[:n-2]) // the soft sign stands for the vowel
		}
		out = append(out, head+v+string(rs[n-1]))
	}
	return out
}

// expandAbbreviations rewrites the abbreviations of text (see the rules
// file) in full.
func (ru *Rules) expandAbbreviations(text string) string {
	if len(ru.abbrevs) == 0 {
		return text
	}
	fields := strings.Fields(text)
	changed := false
	for i, f := range fields {
		lf := strings.ToLower(f)
		for _, a := range ru.abbrevs {
			if len(a.before) == 0 {
				if toponym.Key(lf) == toponym.Key(a.short) {
					fields[i], changed = a.long, true
					break
				}
				continue
			}
			rest, ok := strings.CutPrefix(lf, a.short)
			if !ok {
				continue
			}
			next := toponym.Key(rest)
			if next == "" && i+1 < len(fields) {
				next = toponym.Key(fields[i+1])
			}
			if hasAnyPrefix(next, a.before) {
				fields[i], changed = a.long+f[len(a.short):], true
				break
			}
		}
	}
	if !changed {
		return text
	}
	return strings.Join(fields, " ")
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// reading is one stem key a text may be a case form under, with the texts
// (the text itself, or with a fleeting vowel put back) to check names
// found under it against.
type reading struct {
	stemKey  string
	texts    []string
	lemmas   []string // the nominatives guessed (no fleeting vowels), for romanizing
	fleeting bool
}

// maxReadings bounds the stem keys tried for one text (a product over its
// words), and maxNameWords the words of a text read as a case form.
const (
	maxReadings  = 48
	maxNameWords = 6
)

// wordReading is one way to read a word of a text: the nominative it may be
// a case form of, and the word as the declension check sees it.
type wordReading struct {
	lemma, text string
	fleeting    bool
}

// readings returns the stem keys under which the key text may find the
// names it is a case form of, without repeats: the Snowball stems of the
// text itself, and the stems of each nominative the declension table
// rebuilds from it (Snowball stems a nominative and its other cases
// differently: Киев → ки-, Киева → киев-), with fleeting vowels put back.
// None when text has no Cyrillic letter.
func (ru *Rules) readings(text string) []reading {
	if !toponym.HasCyrillic(text) {
		return nil
	}
	words := strings.Split(text, " ")
	if len(words) > maxNameWords {
		return nil // no name has that many words
	}
	per := make([][]wordReading, len(words))
	for i, w := range words {
		per[i] = ru.wordReadings(w)
	}
	var out []reading
	index := map[string]int{}
	stems := map[string]string{} // Snowball is the costly part: once per lemma
	stem := func(w string) string {
		s, ok := stems[w]
		if !ok {
			s = toponym.StemWord(w)
			stems[w] = s
		}
		return s
	}
	idx := make([]int, len(words))
	for tries := 0; len(out) < maxReadings && tries < 4*maxReadings; tries++ {
		keys, texts, lemmas := make([]string, len(words)), make([]string, len(words)), make([]string, len(words))
		fleeting := false
		for i, j := range idx {
			wr := per[i][j]
			keys[i], texts[i], lemmas[i] = stem(wr.lemma), wr.text, wr.lemma
			fleeting = fleeting || wr.fleeting
		}
		sk, t, l := strings.Join(keys, " "), strings.Join(texts, " "), strings.Join(lemmas, " ")
		if k, ok := index[sk]; ok {
			if !slices.Contains(out[k].texts, t) {
				out[k].texts = append(out[k].texts, t)
			}
			if !fleeting && !slices.Contains(out[k].lemmas, l) {
				out[k].lemmas = append(out[k].lemmas, l)
			}
			out[k].fleeting = out[k].fleeting && fleeting
		} else {
			index[sk] = len(out)
			r := reading{stemKey: sk, texts: []string{t}, fleeting: fleeting}
			if !fleeting {
				r.lemmas = []string{l}
			}
			out = append(out, r)
		}
		// Next combination, the last word fastest.
		i := len(idx) - 1
		for ; i >= 0; i-- {
			if idx[i]++; idx[i] < len(per[i]) {
				break
			}
			idx[i] = 0
		}
		if i < 0 {
			break
		}
	}
	return out
}

// wordReadings returns the nominatives one key word may be a case form of:
// the word itself, the word with each case ending the declension table
// knows replaced by the nominative endings that allow it, and those with a
// fleeting vowel put back.
func (ru *Rules) wordReadings(w string) []wordReading {
	out := []wordReading{{lemma: w, text: w}}
	if !toponym.HasCyrillic(w) {
		return out
	}
	seen := map[string]bool{w: true}
	add := func(wr wordReading) {
		if !seen[wr.lemma] {
			seen[wr.lemma] = true
			out = append(out, wr)
		}
	}
	last, _ := utf8.DecodeLastRuneInString(w)
	for _, ns := range ru.declEndings {
		for qs := range ru.declension[ns] {
			base, ok := strings.CutSuffix(w, qs)
			if !ok || utf8.RuneCountInString(base) < 2 || qs == "" && toponym.IsSoftEnding(last) {
				continue // a bare case form («Сум» of Сумы) ends in a consonant
			}
			if !spelledRight(base, ns, qs) {
				continue // «Гоби» is no case form of «Гоба»
			}
			add(wordReading{lemma: base + ns, text: w})
			if ns == "" {
				for _, v := range ru.fleetingVariants(base) {
					add(wordReading{lemma: v, text: v + qs, fleeting: true})
				}
			}
		}
	}
	for _, v := range ru.fleetingVariants(w) { // the nominative of a name whose vowel dropped: «Козельц»
		add(wordReading{lemma: v, text: v, fleeting: true})
	}
	return out
}

// spelledRight applies the spelling rule for и and ы after a stem: и after
// г, к, х, ж, ш, щ, ч, ы elsewhere («Риги», «Москвы»; «Гоби» is no case
// form of «Гоба»). A soft stem, a nominative in я, ь or й, takes и after
// any consonant («Земли» of Земля, «Перми» of Пермь).
func spelledRight(base, nominative, end string) bool {
	if end != "и" && end != "ы" {
		return true
	}
	if nominative == "я" || nominative == "ь" || nominative == "й" {
		return end == "и"
	}
	last, _ := utf8.DecodeLastRuneInString(base)
	hushing := strings.ContainsRune("гкхжшщч", last)
	return hushing == (end == "и") || !strings.ContainsRune("бвдзлмнпрстф", last)
}
