package rutext

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/chronomap/chronomap/internal/morph"
)

// Analyzer is a morphological analyzer of Russian words: the OpenCorpora
// dictionary (internal/morph) satisfies it through an adapter.
type Analyzer interface {
	// Parse returns the readings of a word as written (its case tells a
	// name from a common word), likeliest first; none when the analyzer
	// cannot even guess.
	Parse(word string) []Parse
	// Inflect returns the form of p's lexeme with the grammemes given
	// (OpenCorpora names: "nomn", "sing", "femn"), false when the lexeme
	// has none.
	Inflect(p Parse, grammemes ...string) (string, bool)
}

// Parse is one reading of a word.
type Parse struct {
	Word   string  // the word as analysed, lower case
	Lemma  string  // the normal form (nominative singular, infinitive), lower case
	Tag    Tag     // part of speech and grammemes
	Score  float64 // the analyzer's estimate that this reading is right, 0–1
	Known  bool    // the dictionary has the word (not predicted from its ending)
	Handle any     // the analyzer's own data for Inflect
}

// Tag is an OpenCorpora tag: a part of speech and grammemes
// (https://opencorpora.org/dict.php?act=gram), e.g. "NOUN,inan,femn,Geox
// sing,loct".
type Tag struct {
	POS       string   // NOUN, ADJF, VERB, PREP, …
	Grammemes []string // every grammeme but the part of speech
}

// ParseTag reads a tag as OpenCorpora writes it (grammemes separated by
// commas and spaces, the part of speech first).
func ParseTag(s string) Tag {
	var t Tag
	for i, g := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		if i == 0 {
			t.POS = g
			continue
		}
		t.Grammemes = append(t.Grammemes, g)
	}
	return t
}

// Has reports whether the tag has grammeme g (or is part of speech g).
func (t Tag) Has(g string) bool {
	if t.POS == g {
		return true
	}
	for _, x := range t.Grammemes {
		if x == g {
			return true
		}
	}
	return false
}

// Case returns the tag's case, with the second genitive, accusative and
// locative folded into the main ones ("gent", "accs", "loct"); "" for none.
func (t Tag) Case() string {
	for _, g := range t.Grammemes {
		switch g {
		case "nomn", "gent", "datv", "accs", "ablt", "loct", "voct":
			return g
		case "gen1", "gen2":
			return "gent"
		case "acc2":
			return "accs"
		case "loc1", "loc2":
			return "loct"
		}
	}
	return ""
}

// Number returns "sing", "plur" or "".
func (t Tag) Number() string {
	for _, g := range t.Grammemes {
		if g == "sing" || g == "plur" {
			return g
		}
	}
	return ""
}

// Gender returns "masc", "femn", "neut", "ms-f" (common gender) or "".
func (t Tag) Gender() string {
	for _, g := range t.Grammemes {
		switch g {
		case "masc", "femn", "neut", "ms-f":
			return g
		}
	}
	return ""
}

// String writes the tag as OpenCorpora does, without the space between
// lexeme and form grammemes.
func (t Tag) String() string { return strings.Join(append([]string{t.POS}, t.Grammemes...), ",") }

// parses returns the analyzer's readings of a token (nil without an
// analyzer or for a token that is not a word), asking the analyzer once per
// token. The word goes as written, its capital included (the dictionary
// predicts names from it), without stress marks.
func (r *Reader) parses(t Token) []Parse {
	if r.a == nil || t.Kind != Word {
		return nil
	}
	if t.memo == nil {
		return r.a.Parse(stripMarks(t.Text))
	}
	if !t.memo.done {
		t.memo.ps, t.memo.done = r.a.Parse(stripMarks(t.Text)), true
	}
	return t.memo.ps
}

// stripMarks drops combining marks (stress accents) from a word.
func stripMarks(s string) string {
	clean := true
	for _, c := range s {
		if unicode.Is(unicode.Mn, c) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for _, c := range s {
		if !unicode.Is(unicode.Mn, c) {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// known reports whether the dictionary has a reading of t with every one of
// the grammemes, among the readings whose score is at least a fraction of
// the best's.
func (r *Reader) hasReading(t Token, grammemes ...string) bool {
	for _, p := range r.parses(t) {
		ok := true
		for _, g := range grammemes {
			if !p.Tag.Has(g) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// isGeox reports whether the dictionary knows t as a toponym (a word it
// has, not one it predicts).
func (r *Reader) isGeox(t Token) bool {
	for _, p := range r.parses(t) {
		if p.Known && p.Tag.Has("Geox") {
			return true
		}
	}
	return false
}

// capsToponym reports whether a word written in capitals is a toponym the
// dictionary knows, in full and not as an abbreviation («ИСТОРИЯ ГОРОДА
// ТАГАНРОГА», «ПИСЬМА ИЗ СИБИРИ»): titles and telegrams write names so,
// while an acronym («РСДРП», «ЦК») is no dictionary toponym.
func (r *Reader) capsToponym(t Token) bool {
	if utf8.RuneCountInString(t.Text) < 4 {
		return false
	}
	for _, p := range r.parses(t) {
		if p.Known && p.Tag.Has("Geox") && !p.Tag.Has("Abbr") {
			return true
		}
	}
	return false
}

// commonNounBase returns, for an adjective the dictionary knows with a
// place suffix whose base is a common noun it knows («Морской» → море,
// «Флотский» → флот) and no toponym, neither the base nor the base with the
// suffix kept («Донской» → Дон, «Томский» → Томск), the base with its
// suffix («морск»); "" for any other word.
func (r *Reader) commonNounBase(t Token) string {
	if r.a == nil || r.isGeox(t) {
		return ""
	}
	var lemma string
	for _, p := range r.parses(t) {
		if p.Known && p.Tag.POS == "ADJF" {
			lemma = p.Lemma
			break
		}
	}
	if lemma == "" {
		return ""
	}
	base, withSuffix, ok := r.v.placeSuffixBase(lemma)
	if !ok {
		return ""
	}
	common := false
	bases := []string{withSuffix}
	bases = append(bases, withEndings(base, r.v.baseNounEndings)...)
	if hard, ok := strings.CutSuffix(base, "ь"); ok {
		bases = append(bases, withEndings(hard, r.v.baseNounEndings)...) // туль-ск-ий → Тула
	}
	for _, w := range bases {
		for _, form := range []string{w, titleCase(w)} {
			for _, p := range r.a.Parse(form) {
				if !p.Known || p.Lemma != w {
					continue
				}
				if p.Tag.Has("Geox") {
					return ""
				}
				if p.Tag.POS == "NOUN" && !p.Tag.Has("Name") && !p.Tag.Has("Surn") && !p.Tag.Has("Orgn") {
					common = true
				}
			}
		}
	}
	if !common {
		return ""
	}
	return withSuffix
}

func withEndings(base string, endings []string) []string {
	out := make([]string, len(endings))
	for i, e := range endings {
		out[i] = base + e
	}
	return out
}

func titleCase(w string) string {
	r, n := utf8.DecodeRuneInString(w)
	return string(unicode.ToUpper(r)) + w[n:]
}

// isCommonWord reports whether the dictionary knows t only as an ordinary
// word: not a name of any kind (no Geox, Name, Surn, Patr, Orgn, Abbr
// reading). A capitalised common word opening a sentence («Осенью»,
// «Затем») is no name.
func (r *Reader) isCommonWord(t Token) bool {
	ps := r.parses(t)
	if len(ps) == 0 {
		return false
	}
	for _, p := range ps {
		if !p.Known {
			return false
		}
		for _, g := range []string{"Geox", "Name", "Surn", "Patr", "Orgn", "Abbr", "Init"} {
			if p.Tag.Has(g) {
				return false
			}
		}
	}
	return true
}

// knownAsGivenName reports whether the dictionary knows t, not by
// prediction, as a given name among its readings («Коли», «Серёже»).
func (r *Reader) knownAsGivenName(t Token) bool {
	return slices.ContainsFunc(r.parses(t), func(p Parse) bool { return p.Known && p.Tag.Has("Name") })
}

// hasPersonNameReading reports whether the dictionary reads t, among its
// known readings, as a surname, given name or patronymic (Surn, Name,
// Patr) in some case.
func (r *Reader) hasPersonNameReading(t Token) bool {
	for _, p := range r.parses(t) {
		if p.Known && (p.Tag.Has("Surn") || p.Tag.Has("Name") || p.Tag.Has("Patr")) {
			return true
		}
	}
	return false
}

// isMainlyCommonWord reports whether the dictionary knows t (no reading
// predicted), never as a toponym, and mostly as an ordinary word: the
// readings as a name weigh less than a quarter («Хан» is the noun хан far
// more than a case of the name Хана).
func (r *Reader) isMainlyCommonWord(t Token) bool {
	ps := r.parses(t)
	if len(ps) == 0 {
		return false
	}
	var named, all float64
	for _, p := range ps {
		if !p.Known || p.Tag.Has("Geox") {
			return false
		}
		w := max(p.Score, 1e-6)
		all += w
		for _, g := range []string{"Name", "Surn", "Patr", "Orgn", "Abbr", "Init"} {
			if p.Tag.Has(g) {
				named += w
				break
			}
		}
	}
	return named < all/4
}

// isCommonSubject reports whether t may be an inanimate common noun in the
// nominative («Море», «Гора», «Поле» opening a sentence) and the
// dictionary knows it never as a toponym: a capital at a sentence's start
// says nothing, and a town spelt like the noun is seldom meant there.
func (r *Reader) isCommonSubject(t Token) bool {
	ps := r.parses(t)
	common := false
	for _, p := range ps {
		if !p.Known || p.Tag.Has("Geox") {
			return false
		}
		if p.Tag.POS == "NOUN" && p.Tag.Has("inan") && p.Tag.Has("nomn") && !p.Tag.Has("Name") && !p.Tag.Has("Surn") && !p.Tag.Has("Patr") && !p.Tag.Has("Orgn") && !p.Tag.Has("Abbr") {
			common = true
		}
	}
	return common
}

// NounNeverToponym reports whether the dictionary knows the word at t
// mainly as a noun and never as a toponym: a common noun («Миссии»), a
// person's name («Джексона»). A town the gazetteer spells alike must then
// be borne out by the text around it.
func (r *Reader) NounNeverToponym(t Token) bool {
	ps := r.parses(t)
	if len(ps) == 0 {
		return false
	}
	for _, p := range ps {
		if !p.Known || p.Tag.Has("Geox") {
			return false
		}
	}
	return r.posShare(ps, "NOUN") >= 0.5
}

// isFiniteVerb reports whether t is a finite verb (or a short participle
// that acts as one: «выслан»), from the dictionary or, without one, from
// its ending.
func (r *Reader) isFiniteVerb(t Token) bool {
	if t.Kind != Word {
		return false
	}
	if r.a != nil {
		if ps := r.parses(t); len(ps) > 0 {
			return r.posShare(ps, "VERB", "PRTS") >= 0.5
		}
	}
	if utf8.RuneCountInString(t.Norm) < 4 || r.v.functionWords.Match(t.Norm) {
		return false
	}
	for _, e := range r.v.verbEndings {
		if strings.HasSuffix(t.Norm, e) {
			return true
		}
	}
	return false
}

// isAdjective reports whether t is an adjective (full form) or a
// participle: from the dictionary, else by its ending with a stem of at
// least three letters.
func (r *Reader) isAdjective(t Token) bool {
	if t.Kind != Word {
		return false
	}
	if r.a != nil {
		if ps := r.parses(t); len(ps) > 0 {
			return r.posShare(ps, "ADJF", "PRTF") >= 0.5
		}
	}
	return r.v.hasAdjectiveEnding(t.Norm)
}

// posShare is the share of the readings' score that have one of the parts
// of speech (known readings only, when there are any).
func (r *Reader) posShare(ps []Parse, pos ...string) float64 {
	known := false
	for _, p := range ps {
		known = known || p.Known
	}
	var with, all float64
	for _, p := range ps {
		if known && !p.Known || p.Tag.Has("Abbr") {
			continue // abbreviations («порт.» for португальский) are read with their full stop
		}
		w := p.Score
		if w == 0 {
			w = 1e-6
		}
		all += w
		for _, x := range pos {
			if p.Tag.POS == x {
				with += w
				break
			}
		}
	}
	if all == 0 {
		return 0
	}
	return with / all
}

// hasKnownReading reports whether the dictionary has t itself (not a
// prediction).
func (r *Reader) hasKnownReading(t Token) bool {
	for _, p := range r.parses(t) {
		if p.Known {
			return true
		}
	}
	return false
}

func (v *Vocabulary) hasAdjectiveEnding(w string) bool {
	n := utf8.RuneCountInString(w)
	for _, e := range v.adjEndings {
		if strings.HasSuffix(w, e) && n-utf8.RuneCountInString(e) >= 3 {
			return true
		}
	}
	return false
}

// isNoun reports whether t is a lower-case word that may be a noun: the
// dictionary's NOUN, or without one not a function word, verb or adjective
// by its ending.
func (r *Reader) isNoun(t Token) bool {
	if t.Kind != Word || t.Upper || utf8.RuneCountInString(t.Norm) < 3 {
		return false
	}
	if r.a != nil {
		if ps := r.parses(t); len(ps) > 0 {
			return r.posShare(ps, "NOUN") >= 0.5
		}
	}
	if r.v.functionWords.Match(t.Norm) || r.v.hasAdjectiveEnding(t.Norm) {
		return false
	}
	for _, e := range r.v.verbEndings {
		if strings.HasSuffix(t.Norm, e) {
			return false
		}
	}
	return true
}

// geoxLemmaItself reports whether the dictionary reads t, first, as a
// case of another word, and also as the nominative of a toponym whose
// lemma is t itself («Самара»: a genitive of «Самар», and Самара).
func (r *Reader) geoxLemmaItself(t Token) bool {
	ps := r.parses(t)
	k := slices.IndexFunc(ps, func(p Parse) bool { return p.Tag.Case() != "" })
	if k < 0 || Norm(ps[k].Lemma) == t.Norm {
		return false
	}
	for _, p := range ps {
		if p.Known && p.Tag.POS == "NOUN" && p.Tag.Has("Geox") && p.Tag.Case() == "nomn" && Norm(p.Lemma) == t.Norm {
			return true
		}
	}
	return false
}

// caseOf returns the likeliest case of a name token among the readings
// with the given part of speech ("" for any), from the dictionary; "" when
// unknown.
func (r *Reader) caseOf(t Token, pos string) string {
	for _, p := range r.parses(t) {
		if pos != "" && p.Tag.POS != pos {
			continue
		}
		if c := p.Tag.Case(); c != "" {
			return c
		}
	}
	return ""
}

// caseApart reports whether the dictionary knows both words and reads them
// in no case in common: two words of one name agree («Нижнем Новгороде»,
// «Анной Николаевой»), a toponym and the subject after it do not («в
// Лозанне Ленин»). Indeclinable words agree with any case.
func (r *Reader) caseApart(a, b Token) bool {
	cases := func(t Token) map[string]bool {
		out := map[string]bool{}
		for _, p := range r.parses(t) {
			if !p.Known || p.Tag.Has("Fixd") {
				return nil
			}
			if c := p.Tag.Case(); c != "" {
				out[c] = true
			}
		}
		return out
	}
	ca, cb := cases(a), cases(b)
	if len(ca) == 0 || len(cb) == 0 {
		return false
	}
	for c := range ca {
		if cb[c] {
			return false
		}
	}
	return true
}

// staticByEnding reports, without the dictionary, whether a toponym after
// «в», «во», «на» is in the prepositional case by its ending (в Лондоне,
// во Франции), not in the accusative (в Лондон).
func (v *Vocabulary) staticByEnding(w string) bool {
	for _, e := range v.staticEnds {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// ForDocument returns a Reader for reading one document: it keeps the
// analyzer's readings of up to n distinct words, since a text asks about
// the same words over and over. The returned Reader is not safe for
// concurrent use; r stays as it is.
func (r *Reader) ForDocument(n int) *Reader {
	if r.a == nil {
		return r
	}
	return &Reader{v: r.v, forms: r.forms, a: &cachedAnalyzer{a: r.a, seen: make(map[string][]Parse), verbForms: make(map[string][]string), inflected: make(map[inflectKey]inflection), max: n}}
}

// sharedForms keeps the verb forms of up to maxSharedForms words for every
// Reader made from one: safe for concurrent use.
type sharedForms struct {
	mu sync.RWMutex
	m  map[string][]string
}

const maxSharedForms = 200_000

func (f *sharedForms) get(word string) ([]string, bool) {
	if f == nil {
		return nil, false
	}
	f.mu.RLock()
	defer f.mu.RUnlock()
	out, ok := f.m[word]
	return out, ok
}

func (f *sharedForms) put(word string, forms []string) {
	if f == nil {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.m) < maxSharedForms {
		f.m[word] = forms
	}
}

type cachedAnalyzer struct {
	a    Analyzer
	seen map[string][]Parse
	// verbForms: VerbForms of a word, asked for every cue at every word
	// of a clause, each answer costing inflections.
	verbForms map[string][]string
	// inflected: Inflect of a dictionary reading, asked again for each
	// mention of a name in the text.
	inflected map[inflectKey]inflection
	max       int
}

type inflectKey struct {
	p         morph.Parse
	grammemes string
}

type inflection struct {
	form string
	ok   bool
}

func (c *cachedAnalyzer) Parse(word string) []Parse {
	if ps, ok := c.seen[word]; ok {
		return ps
	}
	ps := c.a.Parse(word)
	if len(c.seen) < c.max {
		c.seen[word] = ps
	}
	return ps
}

func (c *cachedAnalyzer) Inflect(p Parse, grammemes ...string) (string, bool) {
	h, ok := p.Handle.(morph.Parse)
	if !ok {
		return c.a.Inflect(p, grammemes...)
	}
	k := inflectKey{h, strings.Join(grammemes, ",")}
	if f, ok := c.inflected[k]; ok {
		return f.form, f.ok
	}
	form, ok := c.a.Inflect(p, grammemes...)
	if len(c.inflected) < c.max {
		c.inflected[k] = inflection{form, ok}
	}
	return form, ok
}
