package morph

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The analysers for words the dictionary lacks, after pymorphy2's
// (pymorphy2/units): initials, token shapes, hyphenated words, prefixes and
// endings. Their weights (the score multipliers) are pymorphy2's.

// initialLetters are the capitals an initial can be (no Ъ, Ы, Ь).
const initialLetters = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ"

// particlesAfterHyphen are the particles written after a hyphen, longest
// first.
const particlesAfterHyphen = "-таки -тко -тка -ста -то -ка -де -с"

// knownPrefixes are prefixes that leave a word's grammar as it is
// («лжепророк» inflects as «пророк»): productive combining forms of
// Russian, and of the press of 1850–1925 in particular. Those ending in a
// hyphen are written with one («вице-адмирал»).
const knownPrefixes = "анти архи вице- генерал- гипер квази контр лейб- лже микро макро мега моно " +
	"недо не обер- пан псевдо полу пра противо само сверх суб супер транс ультра унтер- штаб- " +
	"экс- экстра электро авто аэро радио теле кино фото гидро гео био зоо вело мото евро " +
	"социал- вне внутри около после пред меж без бес обще много мало велико ново старо едино " +
	"разно взаимо пере до за де дез дис ре пост интер инфра"

// longestFirst splits a space-separated list and orders it longest first,
// so that a longer prefix is tried before one it starts with.
func longestFirst(list string) []string {
	ps := strings.Fields(list)
	sort.SliceStable(ps, func(i, j int) bool {
		return utf8.RuneCountInString(ps[i]) > utf8.RuneCountInString(ps[j])
	})
	return ps
}

// decorated is p with invariable text added before and after it and its
// score multiplied by weight.
func decorated(p Parse, pre, post string, weight float64, m Method) Parse {
	p.Word = pre + p.Word + post
	p.Normal = pre + p.Normal + post
	p.Score *= weight
	p.Method = m
	p.lex.pre = pre + p.lex.pre
	p.lex.post += post
	return p
}

// splitRunes splits s after its first n runes.
func splitRunes(s string, n int) (string, string) {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i], s[i:]
}

// guessable reports whether a predicted analysis with tag t may stand:
// only words of productive classes are predicted, and proper names only for
// capitalised words.
func guessable(t Tag, capital bool) bool {
	return t.t.wordPOS && !t.t.nonProd && (capital || !t.t.proper)
}

// initialParses appends the analyses of a single capital letter as the
// initial of a first name (masculine and feminine, six cases) and of a
// patronymic.
func (d *Dict) initialParses(word, lower string, res []Parse) []Parse {
	r, size := utf8.DecodeRuneInString(word)
	if size != len(word) || !strings.ContainsRune(initialLetters, r) {
		return res
	}
	add := func(tags []*tagInfo, kind lexKind) {
		for i, t := range tags {
			res = append(res, Parse{Word: lower, Normal: lower, Tag: Tag{t}, Score: 0.1, Method: Initial,
				lex: lexeme{kind: kind, idx: uint16(i), word: lower}})
		}
	}
	add(d.firstInitial[0], lexFirstMasc)
	add(d.firstInitial[1], lexFirstFemn)
	add(d.patrInitial, lexPatronymic)
	return res
}

// shapeParses analyses tokens that are not words: numbers, punctuation,
// Roman numerals and Latin-script words (a Roman numeral is also Latin).
func (d *Dict) shapeParse(word, lower string) ([]Parse, bool) {
	single := func(t *tagInfo) Parse {
		return Parse{Word: lower, Normal: lower, Tag: Tag{t}, Score: 0.9, Method: Shape,
			lex: lexeme{kind: lexSingle, word: lower, tag: t}}
	}
	switch {
	case isInteger(word):
		return []Parse{single(d.intTag)}, true
	case isReal(word):
		return []Parse{single(d.realTag)}, true
	case isPunctuation(word):
		return []Parse{single(d.punctTag)}, true
	}
	var res []Parse
	if isRoman(word) {
		res = append(res, single(d.romanTag))
	}
	if isLatin(word) {
		res = append(res, single(d.latinTag))
	}
	return res, len(res) > 0
}

// isInteger: an optional sign, then ASCII digits.
func isInteger(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+")
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// isReal: digits, a point or comma, digits, with an optional sign.
func isReal(s string) bool {
	i := strings.IndexAny(s, ".,")
	return i > 0 && isInteger(s[:i]) && i+1 < len(s) && strings.Trim(s[i+1:], "0123456789") == ""
}

// isPunctuation: at least one punctuation mark and nothing else but spaces.
func isPunctuation(s string) bool {
	marks := 0
	for _, r := range s {
		switch {
		case unicode.IsPunct(r):
			marks++
		case !unicode.IsSpace(r):
			return false
		}
	}
	return marks > 0
}

// isLatin: at least one letter, and every letter in the Latin script.
func isLatin(s string) bool {
	letters := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			if !unicode.Is(unicode.Latin, r) {
				return false
			}
			letters++
		}
	}
	return letters > 0
}

// isRoman: a Roman numeral from I to MMMMCMXCIX in capitals, written the
// standard (subtractive) way.
func isRoman(s string) bool {
	if s == "" || len(s) > 16 {
		return false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		v := romanDigit(s[i])
		if v == 0 {
			return false
		}
		if i+1 < len(s) && romanDigit(s[i+1]) > v {
			n -= v
		} else {
			n += v
		}
	}
	return n > 0 && n < 5000 && toRoman(n) == s
}

func romanDigit(c byte) int {
	switch c {
	case 'I':
		return 1
	case 'V':
		return 5
	case 'X':
		return 10
	case 'L':
		return 50
	case 'C':
		return 100
	case 'D':
		return 500
	case 'M':
		return 1000
	}
	return 0
}

func toRoman(n int) string {
	steps := []struct {
		v int
		s string
	}{{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"},
		{50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}}
	var sb strings.Builder
	for _, st := range steps {
		for ; n >= st.v; n -= st.v {
			sb.WriteString(st.s)
		}
	}
	return sb.String()
}

// abbreviationParses analyses an unknown word of 2 to 5 capital Cyrillic
// letters as an indeclinable abbreviation of any gender, in any case. The
// dictionary has the common ones («СССР»); the rest are party, society and
// newspaper names the text coins («РСДРП»).
func (d *Dict) abbreviationParses(word, lower string) []Parse {
	n := 0
	for _, r := range word {
		if !unicode.Is(unicode.Cyrillic, r) || !unicode.IsUpper(r) {
			return nil
		}
		n++
	}
	if n < 2 || n > 5 {
		return nil
	}
	var res []Parse
	for g, kind := range [3]lexKind{lexAbbrMasc, lexAbbrFemn, lexAbbrNeut} {
		for i, t := range d.abbrTags[g] {
			res = append(res, Parse{Word: lower, Normal: lower, Tag: Tag{t}, Score: 1, Method: Abbreviation,
				lex: lexeme{kind: kind, idx: uint16(i), word: lower}})
		}
	}
	return res
}

// particleParses analyses «word-particle» («смотри-ка», «Лондон-то») as the
// word with the particle attached (weight 0.9).
func (d *Dict) particleParses(word, lower string, seen map[seenKey]struct{}, depth int) []Parse {
	if !strings.Contains(lower, "-") {
		return nil
	}
	for _, particle := range d.particles {
		if !strings.HasSuffix(lower, particle) || len(lower) == len(particle) {
			continue
		}
		base, _ := splitRunes(word, utf8.RuneCountInString(lower)-utf8.RuneCountInString(particle))
		var res []Parse
		for _, p := range d.parse(base, startsUpper(base), depth+1) {
			res = addUnseen(res, decorated(p, "", particle, 0.9, Particle), seen)
		}
		// A word ends in one particle at most.
		return res
	}
	return nil
}

// hyphenAdverbParses analyses «по-» and an adjective's masculine dative
// («по-новому») as an adverb (weight 0.7).
func (d *Dict) hyphenAdverbParses(word, lower string, depth int) []Parse {
	rest, ok := strings.CutPrefix(lower, "по-")
	if !ok || utf8.RuneCountInString(lower) < 5 {
		return nil
	}
	for _, p := range d.parse(rest, false, depth+1) {
		if p.Tag.HasAll(ADJF, Sing, Datv) {
			return []Parse{{Word: lower, Normal: lower, Tag: Tag{d.adverbTag}, Score: 0.7, Method: HyphenAdverb,
				lex: lexeme{kind: lexSingle, word: lower, tag: d.adverbTag}}}
		}
	}
	return nil
}

// compoundParses analyses hyphenated words by their parts (weight 0.75):
//   - a head noun and a prepositional phrase («Камня-на-Оби»,
//     «Ростова-на-Дону»): the parts before the first preposition inflect,
//     the rest does not;
//   - two parts that agree in part of speech, number, case, person and
//     tense both inflect («человека-горы»), with the left part's tag;
//   - otherwise the last part inflects after an invariable start
//     («интернет-магазина», «Бонч-Бруевича»).
func (d *Dict) compoundParses(word, lower string, depth int) []Parse {
	if !strings.Contains(lower, "-") || strings.HasPrefix(lower, "-") || strings.HasSuffix(lower, "-") {
		return nil
	}
	for _, p := range d.knownPrefixes {
		if strings.HasSuffix(p, "-") && strings.HasPrefix(lower, p) {
			return nil // the known-prefix analyser reads «вице-адмирала»
		}
	}
	parts := strings.Split(word, "-")
	for _, p := range parts {
		if p == "" {
			return nil
		}
	}
	if len(parts) >= 3 {
		for k := 1; k < len(parts)-1; k++ {
			if d.isPreposition(parts[k]) {
				tail := ""
				for _, p := range parts[k:] {
					tail += "-" + modernSpelling(strings.ToLower(p))
				}
				return d.headedParses(strings.Join(parts[:k], "-"), tail, depth)
			}
		}
	}
	left := strings.Join(parts[:len(parts)-1], "-")
	right := parts[len(parts)-1]
	rights := d.parse(right, startsUpper(right), depth+1)
	var res []Parse
	if len(parts) == 2 {
		lefts := d.parse(left, startsUpper(left), depth+1)
		for _, l := range lefts {
			if !l.Tag.t.wordPOS {
				continue
			}
			lf := d.agreementFeatures(l.Tag)
			for _, r := range rights {
				if !r.Tag.t.wordPOS || d.agreementFeatures(r.Tag) != lf {
					continue
				}
				lLex, rLex := l.lex, r.lex
				res = append(res, Parse{
					Word:   l.Word + "-" + r.Word,
					Normal: l.Normal + "-" + r.Normal,
					Tag:    l.Tag,
					Score:  l.Score * 0.75,
					Method: Compound,
					lex:    lexeme{kind: lexCompound, left: &lLex, right: &rLex},
				})
			}
		}
	}
	prefix := ""
	for _, p := range parts[:len(parts)-1] {
		prefix += modernSpelling(strings.ToLower(p)) + "-"
	}
	for _, r := range rights {
		if r.Tag.t.wordPOS {
			res = append(res, decorated(r, prefix, "", 0.75, Compound))
		}
	}
	return res
}

// isPreposition reports whether the dictionary reads word as a preposition.
func (d *Dict) isPreposition(word string) bool {
	var buf [32]byte
	enc, ok := encodeWord(buf[:0], strings.ToLower(word))
	if !ok {
		return false
	}
	for _, p := range d.dictionaryParses(enc, strings.ToLower(word), nil) {
		if p.Tag.t.pos == PREP {
			return true
		}
	}
	return false
}

// headedParses analyses head+tail where only the head inflects: its noun
// analyses (or, lacking any, its other word analyses) with tail attached.
func (d *Dict) headedParses(head, tail string, depth int) []Parse {
	heads := d.parse(head, startsUpper(head), depth+1)
	nouns := false
	for _, h := range heads {
		nouns = nouns || h.Tag.t.pos == NOUN
	}
	var res []Parse
	for _, h := range heads {
		if h.Tag.t.wordPOS && (!nouns || h.Tag.t.pos == NOUN) {
			res = append(res, decorated(h, "", tail, 0.75, Compound))
		}
	}
	return res
}

// agreementFeatures are the grammemes two hyphenated parts must share to
// inflect together: part of speech, number, case, person and tense, with
// gen1 read as gent and loc1 as loct.
func (d *Dict) agreementFeatures(t Tag) gramSet {
	return d.sameCaseSet(t.t).and(d.grammemes.agreement)
}

// knownPrefixParses analyses a known prefix before a dictionary word
// (weight 0.75).
func (d *Dict) knownPrefixParses(word, lower string, capital bool, seen map[seenKey]struct{}, depth int) []Parse {
	var res []Parse
	n := utf8.RuneCountInString(lower)
	for _, prefix := range d.knownPrefixes {
		k := utf8.RuneCountInString(prefix)
		if !strings.HasPrefix(lower, prefix) || n-k < 3 {
			continue
		}
		_, rest := splitRunes(word, k)
		for _, p := range d.parse(rest, capital, depth+1) {
			// The rest must be a word the dictionary knows: for an unknown
			// rest, the ending of the whole word predicts as well.
			if (p.Method == Dictionary || p.Method == KnownPrefix) && guessable(p.Tag, capital) {
				res = addUnseen(res, decorated(p, prefix, "", 0.75, KnownPrefix), seen)
			}
		}
	}
	return res
}

// unknownPrefixParses appends the analyses of one to five letters before a
// dictionary word of at least three letters that is not a proper name
// (weight 0.5).
func (d *Dict) unknownPrefixParses(lower string, seen map[seenKey]struct{}, res []Parse) []Parse {
	n := utf8.RuneCountInString(lower)
	var buf [64]byte
	for i := 1; i <= 5 && i <= n-3; i++ {
		prefix, rest := splitRunes(lower, i)
		enc, ok := encodeWord(buf[:0], rest)
		if !ok {
			continue
		}
		for _, p := range d.dictionaryParses(enc, rest, nil) {
			// Letters before a proper name do not make a proper name
			// («П» + «Оронина»), whatever the case.
			if guessable(p.Tag, false) {
				res = addUnseen(res, decorated(p, prefix, "", 0.5, UnknownPrefix), seen)
			}
		}
	}
	return res
}

// suffixParses appends the analyses predicted from the word's ending, as
// pymorphy2's KnownSuffixAnalyzer: for each paradigm prefix the word starts
// with, the longest ending (of at most max_suffix_length letters) the
// prediction DAWG knows, and one letter shorter ones until one yields an
// analysis. Each stored (count, paradigm, form) becomes an analysis with
// weight 0.5 × count / (1 + the counts for that paradigm prefix).
func (d *Dict) suffixParses(lower string, enc []byte, capital bool, seen map[seenKey]struct{}, res []Parse) []Parse {
	if len(enc) < 4 {
		return res
	}
	type guess struct {
		p      Parse
		count  int
		prefix int
	}
	var guesses []guess
	totals := make([]int, len(d.prefixes))
	for pid := len(d.prefixes) - 1; pid >= 0; pid-- {
		if !strings.HasPrefix(lower, d.prefixes[pid]) {
			continue
		}
		totals[pid] = 1
		sd := &d.predict[pid]
		for i := min(d.maxSuffixRunes, len(enc)); i >= 1; i-- {
			start, end := enc[:len(enc)-i], enc[len(enc)-i:]
			sd.similarKeys(end, cp1251E, cp1251Yo, func(suffix []byte, payloads uint32) {
				var word string
				var rec [3]uint16
				var buf [8]byte
				sd.completions(payloads, buf[:0], func(payload []byte) bool {
					if !decodeRecord(payload, rec[:]) {
						return true
					}
					if word == "" {
						word = decodeWord(append(append(make([]byte, 0, len(enc)), start...), suffix...))
					}
					p, ok := d.paradigmParse(word, rec[1], rec[2], Suffix)
					if !ok || !guessable(p.Tag, capital) {
						return true
					}
					totals[pid] += int(rec[0])
					k := p.seenKey()
					if _, dup := seen[k]; !dup {
						seen[k] = struct{}{}
						guesses = append(guesses, guess{p, int(rec[0]), pid})
					}
					return true
				})
			})
			if totals[pid] > 1 {
				break
			}
		}
	}
	for i := range guesses {
		guesses[i].p.Score = 0.5 * float64(guesses[i].count) / float64(totals[guesses[i].prefix])
	}
	sort.SliceStable(guesses, func(i, j int) bool { return guesses[i].p.Score > guesses[j].p.Score })
	for _, g := range guesses {
		res = append(res, g.p)
	}
	return res
}
