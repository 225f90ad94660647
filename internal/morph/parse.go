package morph

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Parse is one analysis of a word form.
type Parse struct {
	// Word is the form analysed: the word lowercased, in modern spelling
	// («Лондонѣ» is read as «лондоне»), with ё where the dictionary spells
	// it («елка» is read as «ёлка»).
	Word string
	// Normal is the lemma, lowercased: nominative singular for nouns,
	// masculine nominative singular for adjectives, participles and
	// pronouns, the infinitive for verbs (OpenCorpora links verb forms,
	// participles and gerunds to the infinitive).
	Normal string
	// Tag is the form's grammatical description.
	Tag Tag
	// Score is the estimated probability of this analysis, in [0, 1]: P(tag
	// | word) from the OpenCorpora corpus when the dictionary knows it for
	// this word (analyses the corpus never saw get 0), otherwise the
	// analyses' weights normalised to sum to 1 (a uniform share for
	// dictionary analyses).
	Score float64
	// Method says how the analysis was found.
	Method Method

	lex lexeme
}

// Known reports whether the form is in the dictionary as it is (not
// predicted, not put together from parts).
func (p Parse) Known() bool { return p.Method == Dictionary }

// Method is how an analysis was found.
type Method uint8

// The analysers, in the order Parse tries them. Each group stops the search
// when it finds something: Dictionary and Initial together, then Shape,
// Abbreviation, Particle, HyphenAdverb, Compound and KnownPrefix one by
// one, then UnknownPrefix and Suffix together, then Unknown.
const (
	// Dictionary: the form is in the dictionary (with е read as ё).
	Dictionary Method = iota
	// Initial: a single capital letter, the initial of a first name or a
	// patronymic (NOUN,...,Name|Patr,Fixd,Abbr,Init).
	Initial
	// Shape: a token that is not a word: a number (NUMB), a Roman
	// numeral (ROMN), a Latin-script word (LATN), punctuation (PNCT).
	Shape
	// Abbreviation: an unknown word of two to five capital Cyrillic
	// letters («РСДРП»), an indeclinable noun of any gender.
	Abbreviation
	// Particle: a word with a particle after a hyphen («смотри-ка»).
	Particle
	// HyphenAdverb: «по-» with an adjective's dative («по-новому»).
	HyphenAdverb
	// Compound: a hyphenated word analysed by its parts: both parts
	// inflecting («человек-гора»), an invariable first part
	// («интернет-магазин», «Бонч-Бруевича»), or a head noun followed by a
	// prepositional phrase («Камня-на-Оби», «Ростова-на-Дону»).
	Compound
	// KnownPrefix: a known prefix before a word («лжеучёный»).
	KnownPrefix
	// UnknownPrefix: one to five letters before a dictionary word.
	UnknownPrefix
	// Suffix: predicted from the ending, by the dictionary words that end
	// the same way (pymorphy2's KnownSuffixAnalyzer).
	Suffix
	// Unknown: nothing applies; the tag is UNKN.
	Unknown
)

var methodNames = [...]string{"dictionary", "initial", "shape", "abbreviation", "particle",
	"hyphen-adverb", "compound", "known-prefix", "unknown-prefix", "suffix", "unknown"}

// String names the method ("dictionary", "suffix", ...).
func (m Method) String() string {
	if int(m) < len(methodNames) {
		return methodNames[m]
	}
	return "method(" + strconv.Itoa(int(m)) + ")"
}

// lexeme says how to build the other forms of an analysis's lexeme: the
// form index within a paradigm (or a fixed set of tags) and the invariable
// text around the inflecting word.
type lexeme struct {
	kind      lexKind
	para, idx uint16
	stem      string // the paradigm's stem: word minus form prefix and suffix
	pre, post string // invariable text before and after («лже», «-на-оби»)
	left      *lexeme
	right     *lexeme
	word      string   // lexSingle and the fixed tag sets: the word
	tag       *tagInfo // lexSingle: its only tag
}

type lexKind uint8

const (
	lexSingle     lexKind = iota // no other forms
	lexParadigm                  // the forms of paradigm para
	lexFirstMasc                 // initial of a man's first name: 6 cases
	lexFirstFemn                 // initial of a woman's first name: 6 cases
	lexPatronymic                // initial of a patronymic: 12 tags
	lexAbbrMasc                  // abbreviation: 6 cases of one gender
	lexAbbrFemn                  //
	lexAbbrNeut                  //
	lexCompound                  // left and right inflect together
)

// maxDepth bounds how deep analysers that parse parts of a word (prefixes,
// hyphenated parts) recurse.
const maxDepth = 2

// Parse lists every analysis of word, a single token as written (case is
// evidence: a single capital letter can be an initial, capitals an
// abbreviation, and predicted analyses of a lowercase word never carry
// Name, Surn, Patr, Geox, Orgn, Trad or Init; dictionary analyses are not
// filtered by case). The word is lowercased before lookup. Analyses are
// ordered by Score, highest first. An empty word has none; any other word
// has at least one (UNKN when nothing is known).
func (d *Dict) Parse(word string) []Parse {
	if word == "" {
		return nil
	}
	return d.parse(word, startsUpper(word), 0)
}

// modernSpelling reads the letters the 1918 reform dropped as their
// modern replacements (ѣ → е, і and ѵ → и, ѳ → ф) and drops a word-final ъ
// («Лондонѣ» → «лондоне», «съѣздъ» → «съезд»), so that texts printed before
// 1918 find the dictionary's words.
func modernSpelling(lower string) string {
	if strings.ContainsRune(lower, 'i') && strings.ContainsFunc(lower, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) {
		// A Latin i for the decimal і, as transcriptions type it.
		lower = strings.ReplaceAll(lower, "i", "и")
	}
	if !strings.ContainsAny(lower, "ѣіѵѳъ") {
		return lower
	}
	lower = strings.NewReplacer("ѣ", "е", "і", "и", "ѵ", "и", "ѳ", "ф").Replace(lower)
	if trimmed, ok := strings.CutSuffix(lower, "ъ"); ok && trimmed != "" && !strings.HasSuffix(trimmed, "-") {
		return trimmed
	}
	return lower
}

// OldEnding reads an adjective ending of the spelling before 1918 in a
// lower-case word as the modern one («николаевскаго» → «николаевского»,
// «нерчинския» → «нерчинские»); ok is false for a word without one. Parse
// keeps the word as written when the dictionary knows it so («Чикаго»,
// «Россія»).
func OldEnding(lower string) (string, bool) {
	if utf8.RuneCountInString(lower) < 5 {
		return "", false
	}
	for _, e := range oldAdjectiveEndings {
		if stem, ok := strings.CutSuffix(lower, e[0]); ok {
			return stem + e[1], true
		}
	}
	return "", false
}

// oldAdjectiveEndings are the adjective endings the 1918 reform changed, as
// written then (і already read as и) and now: the masculine and neuter
// genitive -аго/-яго and the feminine and neuter plural -ыя/-ия.
var oldAdjectiveEndings = [...][2]string{{"аго", "ого"}, {"яго", "его"}, {"ыя", "ые"}, {"ия", "ие"}}

// known reports whether the dictionary has the word (enc is its Windows-1251
// form; nil for a word the encoding cannot hold).
func (d *Dict) known(enc []byte) bool {
	if enc == nil {
		return false
	}
	found := false
	d.words.similarKeys(enc, cp1251E, cp1251Yo, func([]byte, uint32) { found = true })
	return found
}

func startsUpper(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// parse runs the analysers on word (as written); capital says whether the
// whole word is capitalised, for the analysers that look at its parts.
func (d *Dict) parse(word string, capital bool, depth int) []Parse {
	lower := modernSpelling(strings.ToLower(word))
	var buf [64]byte
	enc, encOK := encodeWord(buf[:0], lower)
	if !encOK {
		enc = nil
	}
	if modern, ok := OldEnding(lower); ok && !d.known(enc) {
		var mbuf [64]byte
		if menc, ok := encodeWord(mbuf[:0], modern); ok {
			lower, enc = modern, menc
		}
	}
	res := d.parseUnscored(word, lower, enc, capital, depth)
	d.score(enc, res)
	return res
}

func (d *Dict) parseUnscored(word, lower string, enc []byte, capital bool, depth int) []Parse {
	var res []Parse
	if enc != nil {
		res = d.dictionaryParses(enc, lower, make([]Parse, 0, 8))
	}
	res = d.initialParses(word, lower, res)
	if len(res) > 0 {
		return res
	}
	if p, ok := d.shapeParse(word, lower); ok {
		return append(res, p...)
	}
	if res = d.abbreviationParses(word, lower); len(res) > 0 {
		return res
	}
	seen := make(map[seenKey]struct{})
	if depth < maxDepth {
		if res = d.particleParses(word, lower, seen, depth); len(res) > 0 {
			return res
		}
		if res = d.hyphenAdverbParses(word, lower, depth); len(res) > 0 {
			return res
		}
		if res = d.compoundParses(word, lower, depth); len(res) > 0 {
			return res
		}
		if res = d.knownPrefixParses(word, lower, capital, seen, depth); len(res) > 0 {
			return res
		}
	}
	res = d.unknownPrefixParses(lower, seen, res)
	res = d.suffixParses(lower, enc, capital, seen, res)
	if len(res) > 0 {
		return res
	}
	return []Parse{{Word: lower, Normal: lower, Tag: Tag{d.unknownTag}, Score: 1, Method: Unknown,
		lex: lexeme{kind: lexSingle, word: lower, tag: d.unknownTag}}}
}

// seenKey identifies an analysis for pymorphy2's de-duplication of
// predicted analyses: the same word with the same tag and paradigm.
type seenKey struct {
	word string
	tag  *tagInfo
	para int32
}

func (p *Parse) seenKey() seenKey {
	k := seenKey{word: p.Word, tag: p.Tag.t, para: -1}
	if p.lex.kind == lexParadigm {
		k.para = int32(p.lex.para)
	}
	return k
}

// addUnseen appends p to res unless an equal analysis is in seen.
func addUnseen(res []Parse, p Parse, seen map[seenKey]struct{}) []Parse {
	k := p.seenKey()
	if _, dup := seen[k]; dup {
		return res
	}
	seen[k] = struct{}{}
	return append(res, p)
}

// dictionaryParses appends the dictionary's analyses of the lowercased word
// (enc is its Windows-1251 form) to res, reading е as е or ё.
func (d *Dict) dictionaryParses(enc []byte, lower string, res []Parse) []Parse {
	d.words.similarKeys(enc, cp1251E, cp1251Yo, func(key []byte, payloads uint32) {
		word := lower
		if string(key) != string(enc) {
			word = decodeWord(key)
		}
		var rec [2]uint16
		var buf [8]byte
		d.words.completions(payloads, buf[:0], func(payload []byte) bool {
			if decodeRecord(payload, rec[:]) {
				if p, ok := d.paradigmParse(word, rec[0], rec[1], Dictionary); ok {
					res = append(res, p)
				}
			}
			return true
		})
	})
	return res
}

// paradigmParse is the analysis of word as form idx of paradigm para. ok is
// false when the paradigm does not fit the word (a damaged dictionary, or a
// prediction whose ending is shorter than the form's).
func (d *Dict) paradigmParse(word string, para, idx uint16, m Method) (Parse, bool) {
	pd, ok := d.paradigm(para)
	n := len(pd) / 3
	if !ok || int(idx) >= n {
		return Parse{}, false
	}
	prefix := d.prefixes[pd[2*n+int(idx)]]
	suffix := d.suffixes[pd[idx]]
	if len(word) < len(prefix)+len(suffix) || !strings.HasPrefix(word, prefix) || !strings.HasSuffix(word, suffix) {
		return Parse{}, false
	}
	stem := word[len(prefix) : len(word)-len(suffix)]
	normal := word
	if idx != 0 {
		normal = d.prefixes[pd[2*n]] + stem + d.suffixes[pd[0]]
	}
	if normal == "" {
		return Parse{}, false
	}
	return Parse{
		Word:   word,
		Normal: normal,
		Tag:    Tag{d.tags[pd[n+int(idx)]]},
		Score:  1,
		Method: m,
		lex:    lexeme{kind: lexParadigm, para: para, idx: idx, stem: stem},
	}, true
}

// score sets each analysis's Score as pymorphy2's ProbabilityEstimator
// does: P(tag | word) from the corpus when the dictionary has it for this
// word, otherwise the weights normalised to sum to 1; then orders the
// analyses by score, keeping the analysers' order among equals.
func (d *Dict) score(enc []byte, ps []Parse) {
	if len(ps) == 0 {
		return
	}
	found := false
	if enc != nil && len(d.probs.units) > 0 {
		if index, ok := d.probs.followBytes(0, enc); ok {
			if index, ok = d.probs.follow(index, ':'); ok {
				probs := make([]float64, len(ps))
				for i := range ps {
					if v, ok := d.probs.lookup(index, ps[i].Tag.t.probeKey); ok {
						probs[i] = float64(v) / 1e6
						found = found || v > 0
					}
				}
				if found {
					for i := range ps {
						ps[i].Score = probs[i]
					}
				}
			}
		}
	}
	if !found {
		total := 0.0
		for _, p := range ps {
			total += p.Score
		}
		if total > 0 {
			for i := range ps {
				ps[i].Score /= total
			}
		}
	}
	slices.SortStableFunc(ps, func(a, b Parse) int { return cmp.Compare(b.Score, a.Score) })
}
