package morph

import "strings"

// Grammeme is an OpenCorpora grammeme in its Latin notation ("NOUN",
// "gent", "Geox"), as the dictionary's grammemes.json lists them
// (https://opencorpora.org/dict.php?act=gram). The constants below name the
// ones chronomap decides by; any other grammeme of the dictionary can be
// written as Grammeme("Qual").
type Grammeme string

// Parts of speech (POST).
const (
	NOUN Grammeme = "NOUN" // noun
	ADJF Grammeme = "ADJF" // adjective, full form
	ADJS Grammeme = "ADJS" // adjective, short form
	COMP Grammeme = "COMP" // comparative
	VERB Grammeme = "VERB" // verb, finite form
	INFN Grammeme = "INFN" // infinitive
	PRTF Grammeme = "PRTF" // participle, full form
	PRTS Grammeme = "PRTS" // participle, short form
	GRND Grammeme = "GRND" // gerund (деепричастие)
	NUMR Grammeme = "NUMR" // numeral
	ADVB Grammeme = "ADVB" // adverb
	NPRO Grammeme = "NPRO" // pronoun used as a noun
	PRED Grammeme = "PRED" // predicative
	PREP Grammeme = "PREP" // preposition
	CONJ Grammeme = "CONJ" // conjunction
	PRCL Grammeme = "PRCL" // particle
	INTJ Grammeme = "INTJ" // interjection
)

// Parts of speech of tokens that are not words, given by the shape of the
// token rather than by the dictionary.
const (
	NUMB Grammeme = "NUMB" // number written in digits (with intg or real)
	ROMN Grammeme = "ROMN" // Roman numeral
	LATN Grammeme = "LATN" // word in Latin script
	PNCT Grammeme = "PNCT" // punctuation
	UNKN Grammeme = "UNKN" // nothing known
)

// Cases (CAse). Voct is a child of Nomn; Gen1 and Gen2 of Gent; Acc2 of
// Accs; Loc1 and Loc2 of Loct (see Tag.CommonCase).
const (
	Nomn Grammeme = "nomn" // nominative
	Gent Grammeme = "gent" // genitive
	Datv Grammeme = "datv" // dative
	Accs Grammeme = "accs" // accusative
	Ablt Grammeme = "ablt" // instrumental
	Loct Grammeme = "loct" // prepositional
	Voct Grammeme = "voct" // vocative
	Gen1 Grammeme = "gen1" // first genitive
	Gen2 Grammeme = "gen2" // second (partitive) genitive: «чаю»
	Acc2 Grammeme = "acc2" // second accusative: «в солдаты»
	Loc1 Grammeme = "loc1" // first prepositional
	Loc2 Grammeme = "loc2" // second prepositional (locative): «в Крыму»
)

// Number, gender and animacy.
const (
	Sing     Grammeme = "sing" // singular
	Plur     Grammeme = "plur" // plural
	Masc     Grammeme = "masc" // masculine
	Femn     Grammeme = "femn" // feminine
	Neut     Grammeme = "neut" // neuter
	MascFemn Grammeme = "Ms-f" // common gender («сирота»)
	Anim     Grammeme = "anim" // animate
	Inan     Grammeme = "inan" // inanimate
)

// Lexical grammemes.
const (
	Geox Grammeme = "Geox" // toponym
	Name Grammeme = "Name" // first name
	Surn Grammeme = "Surn" // surname
	Patr Grammeme = "Patr" // patronymic
	Orgn Grammeme = "Orgn" // organisation
	Trad Grammeme = "Trad" // trade mark
	Abbr Grammeme = "Abbr" // abbreviation
	Init Grammeme = "Init" // initial (a single capital letter)
	Fixd Grammeme = "Fixd" // indeclinable
	Sgtm Grammeme = "Sgtm" // singularia tantum
	Pltm Grammeme = "Pltm" // pluralia tantum
	Poss Grammeme = "Poss" // possessive («ленин»)
	Qual Grammeme = "Qual" // qualitative
)

// Verb grammemes.
const (
	Perf Grammeme = "perf" // perfective
	Impf Grammeme = "impf" // imperfective
	Tran Grammeme = "tran" // transitive
	Intr Grammeme = "intr" // intransitive
	Per1 Grammeme = "1per" // first person
	Per2 Grammeme = "2per" // second person
	Per3 Grammeme = "3per" // third person
	Pres Grammeme = "pres" // present tense
	Past Grammeme = "past" // past tense
	Futr Grammeme = "futr" // future tense
	Indc Grammeme = "indc" // indicative
	Impr Grammeme = "impr" // imperative
	Actv Grammeme = "actv" // active voice
	Pssv Grammeme = "pssv" // passive voice
)

// Grammeme categories (the parents in grammemes.json).
const (
	catPOS    Grammeme = "POST"
	catCase   Grammeme = "CAse"
	catNumber Grammeme = "NMbr"
	catGender Grammeme = "GNdr"
	catAnim   Grammeme = "ANim"
	catPerson Grammeme = "PErs"
	catTense  Grammeme = "TEns"
)

// Tag is the grammatical description of one word form: an OpenCorpora tag
// such as "NOUN,inan,masc,Geox sing,loct", whose grammemes before the space
// belong to the lexeme and after it to the form. The zero Tag has no
// grammemes. The tags of one Dict are interned: two of its tags are equal
// (==) exactly when their strings are.
type Tag struct{ t *tagInfo }

type tagInfo struct {
	str      string
	grams    []Grammeme
	set      gramSet
	pos      Grammeme
	cas      Grammeme
	number   Grammeme
	gender   Grammeme
	animacy  Grammeme
	wordPOS  bool // pos is one of the 17 parts of speech of words
	proper   bool // has a grammeme of proper names (Name, Surn, ...)
	nonProd  bool // pymorphy2's "non-productive": closed classes
	probeKey []byte
}

// String is the tag in OpenCorpora's Latin notation, "" for the zero Tag.
func (t Tag) String() string {
	if t.t == nil {
		return ""
	}
	return t.t.str
}

// IsZero reports whether t is the zero Tag.
func (t Tag) IsZero() bool { return t.t == nil }

// Has reports whether t has grammeme g, exactly: a loc2 form does not have
// loct (use CommonCase for that).
func (t Tag) Has(g Grammeme) bool {
	if t.t == nil {
		return false
	}
	for _, h := range t.t.grams {
		if h == g {
			return true
		}
	}
	return false
}

// HasAll reports whether t has every grammeme of gs.
func (t Tag) HasAll(gs ...Grammeme) bool {
	for _, g := range gs {
		if !t.Has(g) {
			return false
		}
	}
	return true
}

// Grammemes lists t's grammemes in the tag's order.
func (t Tag) Grammemes() []Grammeme {
	if t.t == nil {
		return nil
	}
	return append([]Grammeme(nil), t.t.grams...)
}

// POS is the part of speech (NOUN, ADJF, ..., or NUMB, ROMN, LATN, PNCT,
// UNKN for tokens that are not words), "" for the zero Tag.
func (t Tag) POS() Grammeme {
	if t.t == nil {
		return ""
	}
	return t.t.pos
}

// Case is the grammatical case as the dictionary gives it (one of the twelve
// case grammemes, such as loc2), or "" when the form has no case.
func (t Tag) Case() Grammeme {
	if t.t == nil {
		return ""
	}
	return t.t.cas
}

// CommonCase is the case with the rare ones folded into the six main cases,
// as pymorphy2 does when inflecting: gen1 and gen2 into gent, acc2 into
// accs, loc1 and loc2 into loct, voct into nomn; "" when there is no case.
func (t Tag) CommonCase() Grammeme { return commonCase(t.Case()) }

// Number is sing or plur, "" when the form has no number.
func (t Tag) Number() Grammeme {
	if t.t == nil {
		return ""
	}
	return t.t.number
}

// Gender is masc, femn or neut, "" when the form has none (plural adjective
// forms; common-gender nouns have MascFemn, which Has reports).
func (t Tag) Gender() Grammeme {
	if t.t == nil {
		return ""
	}
	return t.t.gender
}

// Animacy is anim or inan, "" when the tag has none.
func (t Tag) Animacy() Grammeme {
	if t.t == nil {
		return ""
	}
	return t.t.animacy
}

// commonCase folds the rare cases as pymorphy2's RARE_CASES does.
func commonCase(c Grammeme) Grammeme {
	switch c {
	case Gen1, Gen2:
		return Gent
	case Acc2:
		return Accs
	case Loc1, Loc2:
		return Loct
	case Voct:
		return Nomn
	}
	return c
}

// gramSet is a set of grammemes by their index in the Dict's grammeme table.
type gramSet [4]uint64

const maxGrammemes = 4 * 64

func (s *gramSet) add(i int)     { s[i/64] |= 1 << (i % 64) }
func (s gramSet) has(i int) bool { return s[i/64]&(1<<(i%64)) != 0 }
func (s gramSet) and(o gramSet) (r gramSet) {
	for i := range s {
		r[i] = s[i] & o[i]
	}
	return r
}
func (s gramSet) or(o gramSet) (r gramSet) {
	for i := range s {
		r[i] = s[i] | o[i]
	}
	return r
}
func (s gramSet) andNot(o gramSet) (r gramSet) {
	for i := range s {
		r[i] = s[i] &^ o[i]
	}
	return r
}
func (s gramSet) xor(o gramSet) (r gramSet) {
	for i := range s {
		r[i] = s[i] ^ o[i]
	}
	return r
}
func (s gramSet) subsetOf(o gramSet) bool { return s.andNot(o) == gramSet{} }
func (s gramSet) count() int {
	n := 0
	for _, w := range s {
		for ; w != 0; w &= w - 1 {
			n++
		}
	}
	return n
}

// grammemeTable is the dictionary's grammeme hierarchy.
type grammemeTable struct {
	names        []Grammeme
	index        map[Grammeme]int
	parent       []int     // -1 for a top-level grammeme
	incompatible []gramSet // what inflecting to a grammeme removes
	agreement    gramSet   // parts of speech, numbers, cases, persons, tenses
}

// category is the top-level ancestor of grammeme i ("CAse" for loc2).
func (g *grammemeTable) category(i int) Grammeme {
	for g.parent[i] >= 0 {
		i = g.parent[i]
	}
	return g.names[i]
}

// set is the gramSet of gs; ok is false when one is unknown.
func (g *grammemeTable) set(gs []Grammeme) (s gramSet, ok bool) {
	for _, name := range gs {
		i, found := g.index[name]
		if !found {
			return s, false
		}
		s.add(i)
	}
	return s, true
}

// newTag parses an OpenCorpora tag string ("NOUN,anim,masc sing,nomn").
func (g *grammemeTable) newTag(str string) (*tagInfo, error) {
	info := &tagInfo{str: str, probeKey: []byte(str)}
	for _, f := range strings.FieldsFunc(str, func(r rune) bool { return r == ',' || r == ' ' }) {
		name := Grammeme(f)
		i, ok := g.index[name]
		if !ok {
			return nil, &unknownGrammemeError{tag: str, grammeme: f}
		}
		info.grams = append(info.grams, name)
		info.set.add(i)
		parent := g.parent[i]
		switch {
		case parent >= 0 && g.names[parent] == catPOS:
			info.pos = name
		case g.category(i) == catCase:
			info.cas = name
		case parent >= 0 && g.names[parent] == catNumber:
			info.number = name
		case parent >= 0 && g.names[parent] == catGender:
			info.gender = name
		case parent >= 0 && g.names[parent] == catAnim:
			info.animacy = name
		}
		switch name {
		case NOUN, ADJF, ADJS, COMP, VERB, INFN, PRTF, PRTS, GRND, NUMR, ADVB, NPRO, PRED, PREP, CONJ, PRCL, INTJ:
			info.wordPOS = true
		}
		switch name {
		case Name, Surn, Patr, Geox, Orgn, Trad, Init:
			info.proper = true
		case NUMR, NPRO, PRED, PREP, CONJ, PRCL, INTJ, "Apro":
			info.nonProd = true
		}
	}
	if len(info.grams) == 0 {
		return nil, &unknownGrammemeError{tag: str}
	}
	return info, nil
}

type unknownGrammemeError struct{ tag, grammeme string }

func (e *unknownGrammemeError) Error() string {
	if e.grammeme == "" {
		return "empty tag"
	}
	return "tag " + e.tag + ": unknown grammeme " + e.grammeme
}
