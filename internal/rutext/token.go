package rutext

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/chronomap/chronomap/internal/morph"
)

// TokenKind says what a token is made of.
type TokenKind int

// The kinds of token.
const (
	// Word is a run of letters, possibly with digits, inner hyphens and
	// apostrophes («Баден-Баден», «1890-е», «Камень-на-Оби»).
	Word TokenKind = iota
	// Number is a run of digits.
	Number
	// Punct is any single other non-space character.
	Punct
)

// Token is a word, number or punctuation mark. Start and End are code-point
// offsets (end exclusive) in the document.
type Token struct {
	Start, End int
	Text       string
	// Norm is Text lower-cased, with ё read as е, stress marks dropped and
	// hyphens unified to "-".
	Norm string
	Kind TokenKind
	// Upper reports whether the token starts with an upper-case letter.
	Upper bool
	// Quoted reports whether the token lies inside quotation marks (not
	// counting the marks themselves); Title whether that quotation is a
	// name (a title, an organisation, a ship) rather than quoted speech or
	// a quoted document.
	Quoted, Title bool
	// Reported reports whether the token lies in a quotation read as the
	// sentence's own text because an attribution closes it («…», —
	// сообщает агентура): no longer Quoted, still a record of its own.
	Reported bool
	// memo keeps the analyzer's readings of a word once asked for; copies
	// of the token share it.
	memo *readings
}

// readings are a word's analyses, computed on first use, and its past
// forms when it is an active verb form (VerbForms).
type readings struct {
	done      bool
	ps        []Parse
	formsDone bool
	forms     []string
}

// Norm lower-cases s, reads ё as е, drops combining marks (stress accents)
// and unifies hyphen-like characters to "-". Letters of the spelling
// before the 1918 reform read as their modern replacements (ѣ → е, і and
// ѵ → и, ѳ → ф) and a word-final ъ is dropped («Лондонѣ» → «лондоне»,
// «въ» → «в»), so that texts printed in the old spelling meet the same
// vocabulary.
func Norm(s string) string {
	s = Modern(s)
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case r == 'ё' || r == 'Ё':
			b.WriteRune('е')
		case isHyphen(r):
			b.WriteByte('-')
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// wordFinal reports whether the rune at byte i of s ends a word: a letter
// comes before it and none after.
func wordFinal(s string, i int) bool {
	before, _ := utf8.DecodeLastRuneInString(s[:i])
	_, size := utf8.DecodeRuneInString(s[i:])
	after, _ := utf8.DecodeRuneInString(s[i+size:])
	return i > 0 && unicode.IsLetter(before) && (i+size == len(s) || !unicode.IsLetter(after))
}

// Modern returns s in the modern spelling with its letter case kept, as
// Norm reads it: the letters the 1918 reform dropped become their
// replacements, a word-final ъ and stress marks are dropped, and Latin
// letters in a Cyrillic word are read as the Cyrillic ones they stand for
// («Сомовъ» → «Сомов», «губернiи» → «губернии»). Its runes match those of
// Norm(s) one to one.
func Modern(s string) string {
	mixed := mixedScript(s)
	if !mixed && !strings.ContainsAny(s, "ѣѢіІѵѴѳѲъЪ") && !strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Mn, r) }) {
		return s
	}
	var b strings.Builder
	for i, r := range s {
		if mixed {
			r = cyrillicHomoglyph(r)
		}
		switch {
		case r == 'ѣ':
			b.WriteRune('е')
		case r == 'Ѣ':
			b.WriteRune('Е')
		case r == 'і' || r == 'ѵ':
			b.WriteRune('и')
		case r == 'І' || r == 'Ѵ':
			b.WriteRune('И')
		case r == 'ѳ':
			b.WriteRune('ф')
		case r == 'Ѳ':
			b.WriteRune('Ф')
		case (r == 'ъ' || r == 'Ъ') && wordFinal(s, i):
		case unicode.Is(unicode.Mn, r):
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// mixedScript reports whether s mixes Cyrillic and Latin letters, as
// scans and transcriptions of old print do («губернiи» with a Latin i for
// the decimal і).
func mixedScript(s string) bool {
	cyr, lat := false, false
	for _, r := range s {
		switch {
		case r < utf8.RuneSelf:
			lat = lat || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'
		case unicode.Is(unicode.Cyrillic, r):
			cyr = true
		}
	}
	return cyr && lat
}

// cyrillicHomoglyph returns the Cyrillic letter a Latin one stands for in
// a Cyrillic word (i for і, o for о); any other rune as it is.
func cyrillicHomoglyph(r rune) rune {
	if i := strings.IndexRune(latinHomoglyphs, r); i >= 0 {
		return []rune(cyrillicHomoglyphs)[utf8.RuneCountInString(latinHomoglyphs[:i])]
	}
	return r
}

const (
	latinHomoglyphs    = "aceiopxyAEIOPCXHKMTB"
	cyrillicHomoglyphs = "асеіорхуАЕІОРСХНКМТВ"
)

// oldSpelling reports whether rs is written in the spelling before the
// 1918 reform: it has a letter the reform dropped, or a word ending in ъ.
func oldSpelling(rs []rune) bool {
	for i, r := range rs {
		switch r {
		case 'ѣ', 'Ѣ', 'і', 'І', 'ѵ', 'Ѵ', 'ѳ', 'Ѳ':
			return true
		case 'i':
			if i > 0 && unicode.Is(unicode.Cyrillic, rs[i-1]) || i+1 < len(rs) && unicode.Is(unicode.Cyrillic, rs[i+1]) {
				return true
			}
		case 'ъ', 'Ъ':
			if i > 0 && unicode.IsLetter(rs[i-1]) && (i+1 == len(rs) || !unicode.IsLetter(rs[i+1])) {
				return true
			}
		}
	}
	return false
}

// oldForms are words of the spelling before 1918 that are other words now:
// the feminine «онѣ», «однѣ» (они, одни) and the feminine genitive «ея»,
// «нея» (её, неё), as Norm reads them.
var oldForms = map[string]string{"оне": "они", "одне": "одни", "ея": "ее", "нея": "нее"}

// modernEnding is the Norm of t, a word of a text in the old spelling,
// with the adjective endings the reform changed read as the modern ones
// («Николаевскаго» → «николаевского», «Нерчинскія» → «нерчинские») unless
// the dictionary knows the word as written («Чикаго», «Россія»), and the
// pronouns it changed as they are written now (oldForms).
func (r *Reader) modernEnding(t Token) string {
	norm := t.Norm
	if w, ok := oldForms[norm]; ok {
		return w
	}
	modern, old := morph.OldEnding(norm)
	if !old {
		return norm
	}
	if ps := r.parses(t); len(ps) > 0 {
		return Norm(ps[0].Word)
	}
	// Without the dictionary only an ending no noun has («Россія»).
	if strings.HasSuffix(norm, "ия") {
		return norm
	}
	return modern
}

func isHyphen(r rune) bool { return r == '-' || r == '\u2010' || r == '\u2011' }

// IsDash reports whether r is a hyphen or dash that may join a range
// («1820–1824», «июле-августе»).
func IsDash(r rune) bool {
	return isHyphen(r) || r == '\u2012' || r == '\u2013' || r == '\u2014' || r == '\u2015' || r == '\u2212'
}

// IsSpace reports whether r separates words: white space, the zero-width
// space and the byte order mark.
func IsSpace(r rune) bool { return unicode.IsSpace(r) || r == '\u200b' || r == '\ufeff' }

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

func isApostropheRune(r rune) bool { return r == '\'' || r == '\u2019' || r == '\u02bc' }

// Tokenize splits text into words, numbers and punctuation marks, with
// offsets in code points relative to text (see TokenizeRunes).
func (r *Reader) Tokenize(text string) []Token {
	rs := []rune(text)
	return r.TokenizeRunes(rs, 0, len(rs))
}

// TokenizeRunes tokenizes rs[from:to] (a sentence of the document rs) with
// document offsets. Hyphens and apostrophes between two letters or digits
// stay inside a word; every other non-space character is a token of its
// own. Tokens inside quotes are marked Quoted, and Title where the
// quotation is a name (see Quotation).
func (r *Reader) TokenizeRunes(rs []rune, from, to int) []Token {
	from, to = max(from, 0), min(to, len(rs))
	var out []Token
	var q quoteState
	var quotes []quoteSpan
	old := oldSpelling(rs[from:to])
	for i := from; i < to; {
		c := rs[i]
		if IsSpace(c) {
			i++
			continue
		}
		if isWordRune(c) {
			j := i + 1
			for j < to {
				if isWordRune(rs[j]) {
					j++
					continue
				}
				if (isHyphen(rs[j]) || isApostropheRune(rs[j])) && j+1 < to && isWordRune(rs[j+1]) {
					j += 2
					continue
				}
				break
			}
			t := Token{Start: i, End: j, Text: string(rs[i:j]), Kind: Word, Quoted: q.depth() > 0}
			t.Norm = Norm(t.Text)
			if old {
				t.Norm = r.modernEnding(t)
			}
			t.Upper = unicode.IsUpper(rs[i])
			if allDigits(t.Text) {
				t.Kind = Number
			}
			out = append(out, t)
			i = j
			continue
		}
		before := q.depth()
		isQuote := q.step(r.v, c)
		switch {
		case isQuote && q.depth() > before:
			quotes = append(quotes, quoteSpan{open: len(out), close: -1, depth: q.depth()})
		case isQuote && q.depth() < before:
			for k := len(quotes) - 1; k >= 0; k-- {
				if quotes[k].close < 0 && quotes[k].depth == before {
					quotes[k].close = len(out)
					break
				}
			}
		}
		out = append(out, Token{Start: i, End: i + 1, Text: string(c), Norm: Norm(string(c)), Kind: Punct,
			Quoted: before > 0 && !isQuote})
		i++
	}
	r.markTitles(out, quotes)
	r.unquoteSentence(out, quotes)
	if r.a != nil {
		// One allocation for the readings of all the words.
		memo := make([]readings, len(out))
		for k := range out {
			if out[k].Kind == Word {
				out[k].memo = &memo[k]
			}
		}
	}
	return out
}

// unquoteSentence reads a quotation that opens the sentence and is closed
// by its attribution («В конце февраля Сомов ездил в Стокгольм и вернулся
// 2 марта», — сообщает агентура) as the sentence's own text, and the
// attribution as an aside.
func (r *Reader) unquoteSentence(toks []Token, quotes []quoteSpan) {
	for _, qs := range quotes {
		if qs.open != 0 || qs.depth != 1 || qs.close < qs.open+2 || toks[qs.open+1].Title {
			continue
		}
		k := qs.close + 1
		if k < len(toks) && toks[k].Norm == "," {
			k++
		}
		if k+1 >= len(toks) || toks[k].Kind != Punct || !IsDash([]rune(toks[k].Text)[0]) || toks[k+1].Kind != Word || !r.v.speechVerbs.Match(toks[k+1].Norm) {
			continue
		}
		// Words of the writer's own («нас везли», «я выехал») and a date or
		// a number in the attribution («— писал он 3 мая, уже из Перми»)
		// keep the quotation the speaker's.
		if slices.ContainsFunc(toks[qs.open+1:qs.close], func(t Token) bool { return t.Kind == Word && firstPersonWords[t.Norm] }) ||
			slices.ContainsFunc(toks[qs.close+1:], func(t Token) bool { return t.Kind == Number }) {
			continue
		}
		for j := qs.open + 1; j < qs.close; j++ {
			toks[j].Quoted, toks[j].Reported = false, true
		}
		for j := qs.close + 1; j < len(toks); j++ {
			toks[j].Quoted = true
		}
	}
}

// firstPersonWords are the pronouns of a writer speaking of himself.
var firstPersonWords = map[string]bool{"я": true, "меня": true, "мне": true, "мной": true, "мною": true,
	"мы": true, "нас": true, "нам": true, "нами": true}

// quoteSpan is a quotation among tokens: the indexes of its opening and
// closing marks (close -1 when the sentence ends first).
type quoteSpan struct {
	open, close, depth int
}

// markTitles marks the tokens of quotations that are names: those right
// after a title noun («газеты «Искра»», «брошюру «Что делать?»»), and short
// ones without a verb that are not quoted speech (not after a colon or a
// verb of speech: «Искра», «Освобождение труда»). Quoted speech and quoted
// documents are read like the rest of the text.
func (r *Reader) markTitles(toks []Token, quotes []quoteSpan) {
	for _, qs := range quotes {
		end := qs.close
		if end < 0 {
			end = len(toks)
		}
		if end <= qs.open+1 {
			continue
		}
		if !r.isTitleQuote(toks, qs.open, end) {
			continue
		}
		for k := qs.open + 1; k < end; k++ {
			toks[k].Title = true
		}
	}
}

func (r *Reader) isTitleQuote(toks []Token, open, end int) bool {
	v := r.v
	// The word before the opening mark, skipping a number sign or an
	// inner opening mark.
	prev := ""
	for k := open - 1; k >= 0; k-- {
		if toks[k].Kind == Word {
			prev = toks[k].Norm
			break
		}
		if toks[k].Norm != "№" {
			if toks[k].Norm == ":" {
				return false // quoted speech or a document
			}
			break
		}
	}
	if prev != "" && v.titleNouns.Match(prev) {
		return true
	}
	if prev != "" && v.speechVerbs.Match(prev) {
		return false
	}
	words := 0
	first := true
	for k := open + 1; k < end; k++ {
		t := toks[k]
		if t.Kind == Punct && isTerminatorText(t.Text) && k < end-1 {
			return false // more than one sentence: a quoted text
		}
		if t.Kind != Word {
			continue
		}
		if first && !t.Upper {
			return false
		}
		first = false
		words++
		if r.isFiniteVerb(t) {
			return false
		}
	}
	return words > 0 && words <= v.maxTitleWords
}

func isTerminatorText(s string) bool { return s == "." || s == "!" || s == "?" || s == "…" }

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// IsRoman reports whether s is written in Roman numeral letters only
// (II, XIV).
func IsRoman(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !strings.ContainsRune("IVXLCDMІ", c) {
			return false
		}
	}
	return true
}

// IsLatinRoman reports whether c is a Latin capital letter that writes a
// Roman numeral; a Russian initial is Cyrillic.
func IsLatinRoman(c rune) bool { return strings.ContainsRune("IVXLCDM", c) }

// IsAcronym reports whether t is an upper-case abbreviation (РСДРП, ЦК).
func IsAcronym(t Token) bool {
	if t.Kind != Word || utf8.RuneCountInString(t.Text) < 2 || IsRoman(t.Text) {
		return false
	}
	for _, c := range t.Text {
		if unicode.IsLetter(c) && !unicode.IsUpper(c) {
			return false
		}
	}
	return true
}

// Translit writes a normalised Cyrillic word in Latin letters by the
// vocabulary's table, for identifiers; other characters pass through.
func (v *Vocabulary) Translit(r rune) (string, bool) {
	s, ok := v.translit[r]
	return s, ok
}
