package extract

import (
	"strings"
	"unicode"
)

// Sentence is one sentence of a document. Start and End are offsets in
// Unicode code points from the start of the document, end exclusive; Text
// is the sentence as written (from its first to its last non-space
// character, final punctuation included).
type Sentence struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
	// Paragraph counts the document's paragraphs from 0: a blank line, or
	// a line break after a finished sentence, starts a new one.
	Paragraph int `json:"paragraph"`
}

// TokenKind says what a token is made of.
type TokenKind int

// The kinds of token.
const (
	// Word is a run of letters, possibly with digits, inner hyphens and
	// apostrophes («Баден-Баден», «1890-е»).
	Word TokenKind = iota
	// Number is a run of digits.
	Number
	// Punct is any single other non-space character.
	Punct
)

// Token is a word, number or punctuation mark. Start and End are code-point
// offsets (end exclusive) in the text given to Tokenize.
type Token struct {
	Start, End int
	Text       string
	// Norm is Text lower-cased, with ё read as е, stress marks dropped and
	// hyphens unified to "-".
	Norm string
	Kind TokenKind
	// Upper reports whether the token starts with an upper-case letter.
	Upper bool
	// Quoted reports whether the token lies inside quotes (not counting
	// the quote marks themselves).
	Quoted bool
}

// norm lower-cases s, reads ё as е, drops combining marks (stress accents)
// and unifies hyphen-like characters to "-".
func norm(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case r == 'ё' || r == 'Ё':
			b.WriteRune('е')
		case isHyphen(r):
			b.WriteByte('-')
		case unicode.Is(unicode.Mn, r):
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

func isHyphen(r rune) bool { return r == '-' || r == '\u2010' || r == '\u2011' }

// isDash reports whether r is a hyphen or dash that may join a range
// («1820–1824», «июле-августе»).
func isDash(r rune) bool {
	return isHyphen(r) || r == '\u2012' || r == '\u2013' || r == '\u2014' || r == '\u2015' || r == '\u2212'
}

func isSpace(r rune) bool { return unicode.IsSpace(r) || r == '\u200b' || r == '\ufeff' }

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

func isApostropheRune(r rune) bool { return r == '\'' || r == '\u2019' || r == '\u02bc' }

// SplitSentences splits text into sentences with DefaultVocab's
// abbreviations and quotes. It panics only if the embedded vocabulary is
// broken, which the package tests rule out.
func SplitSentences(text string) []Sentence { return mustDefault().SplitSentences(text) }

// Tokenize splits text into tokens with DefaultVocab's quotes.
func Tokenize(text string) []Token { return mustDefault().Tokenize(text) }

func mustDefault() *Vocab {
	v, err := DefaultVocab()
	if err != nil {
		panic(err)
	}
	return v
}

// maxQuoteDepth bounds the quote stack: deeper quotes are not tracked (a
// text with hundreds of unclosed quotes would otherwise grow it).
const maxQuoteDepth = 8

// maxQuoteLen is the longest quotation (in code points) that keeps a
// sentence from ending; an opening mark left unclosed longer than that is
// taken for a stray one.
const maxQuoteLen = 600

// quoteState tracks open quotes. An ASCII double quote and marks that both
// open and close («“» opens English quotes and closes Russian „inner“ ones)
// close the innermost quote when it expects them.
type quoteState struct {
	stack []rune // expected closing marks
}

// step updates the state for r and reports whether r is a quote mark.
func (q *quoteState) step(v *Vocab, r rune) bool {
	if n := len(q.stack); n > 0 && q.stack[n-1] == r {
		q.stack = q.stack[:n-1]
		return true
	}
	if c, ok := v.quotes[r]; ok {
		if len(q.stack) < maxQuoteDepth {
			q.stack = append(q.stack, c)
		}
		return true
	}
	for _, c := range v.quotes {
		if c == r {
			return true // a stray closing mark
		}
	}
	return false
}

func (q *quoteState) depth() int { return len(q.stack) }

// SplitSentences splits text into sentences. A sentence ends at ".", "!",
// "?" or "…" (or a run of them) followed by the end of the text or by a
// space and then an upper-case letter, a digit, a quote, a bracket or a
// dash; never inside quotes («Что делать?»), never after an abbreviation of
// the vocabulary («1902 г.», «по ст. ст.») or an initial («А. С. Пушкин»).
// A blank line always ends a sentence and a paragraph. Runs in time linear
// in the length of text.
func (v *Vocab) SplitSentences(text string) []Sentence {
	rs := []rune(text)
	n := len(rs)
	var out []Sentence
	start := -1
	var q quoteState
	speech := false // the open quote is direct speech (opened at the start or after ":")
	opened := 0     // where the outermost open quote opened
	emit := func(end int) {
		for end > start && isSpace(rs[end-1]) {
			end--
		}
		if start >= 0 && end > start {
			out = append(out, Sentence{Start: start, End: end, Text: string(rs[start:end])})
		}
		start = -1
		q = quoteState{}
	}
	for i := 0; i < n; i++ {
		r := rs[i]
		if r == '\n' || r == '\u2029' {
			// A blank line (two breaks with only spaces between) ends the
			// sentence; a single break is a space in wrapped text.
			j, breaks := i, 0
			for j < n && isSpace(rs[j]) {
				if rs[j] == '\n' || rs[j] == '\u2029' {
					breaks++
				}
				j++
			}
			if breaks >= 2 || r == '\u2029' {
				if start >= 0 {
					emit(i)
				}
				q = quoteState{}
				i = j - 1
				continue
			}
		}
		if start < 0 {
			if isSpace(r) {
				continue
			}
			start = i
		}
		if q.depth() > 0 && i-opened > maxQuoteLen {
			q = quoteState{} // a stray mark, not a quotation
		}
		before := q.depth()
		if q.step(v, r) {
			if q.depth() > before && before == 0 {
				opened = i
				// Just opened: direct speech when the quote opens the
				// sentence or follows a colon.
				p := prevNonSpace(rs, i)
				speech = p < start || rs[p] == ':'
			}
			if q.depth() == 0 && before > 0 && speech && isTerminator(rs[i-1]) {
				if k := nextNonSpace(rs, i+1); k >= n || unicode.IsUpper(rs[k]) {
					emit(i + 1)
				}
			}
			continue
		}
		if !isTerminator(r) || q.depth() > 0 {
			continue
		}
		j := i
		for j < n && isTerminator(rs[j]) {
			j++
		}
		if r == '.' && j == i+1 && v.abbrevBefore(rs, i, start) {
			continue
		}
		// Closing brackets right after the terminator stay in the sentence.
		for j < n && (rs[j] == ')' || rs[j] == ']') {
			j++
		}
		if k := nextNonSpace(rs, j); k < n && !startsSentence(v, rs[k]) {
			i = j - 1
			continue
		}
		emit(j)
		i = j - 1
	}
	if start >= 0 {
		emit(n)
	}
	// A line break between two sentences starts a new paragraph.
	for k := 1; k < len(out); k++ {
		out[k].Paragraph = out[k-1].Paragraph
		if hasBreak(rs, out[k-1].End, out[k].Start) {
			out[k].Paragraph++
		}
	}
	return out
}

func isTerminator(r rune) bool { return r == '.' || r == '!' || r == '?' || r == '…' }

// startsSentence reports whether r can begin a new sentence after a
// terminator.
func startsSentence(v *Vocab, r rune) bool {
	if unicode.IsUpper(r) || unicode.IsDigit(r) || r == '(' || r == '[' || isDash(r) {
		return true
	}
	_, open := v.quotes[r]
	return open
}

// abbrevBefore reports whether the word ending right before the period at
// rs[i] is an abbreviation or an initial, so that the period does not end
// the sentence.
func (v *Vocab) abbrevBefore(rs []rune, i, start int) bool {
	j := i
	for j > start && j > 0 && isWordRune(rs[j-1]) {
		j--
	}
	if j == i {
		return false
	}
	w := rs[j:i]
	if len(w) == 1 && unicode.IsUpper(w[0]) {
		return true // an initial
	}
	return v.abbrev[norm(string(w))]
}

func prevNonSpace(rs []rune, i int) int {
	i--
	for i >= 0 && isSpace(rs[i]) {
		i--
	}
	return i
}

func nextNonSpace(rs []rune, i int) int {
	for i < len(rs) && isSpace(rs[i]) {
		i++
	}
	return i
}

func hasBreak(rs []rune, from, to int) bool {
	for i := from; i < to && i < len(rs); i++ {
		if rs[i] == '\n' || rs[i] == '\u2029' {
			return true
		}
	}
	return false
}

// Tokenize splits text into words, numbers and punctuation marks, with
// offsets in code points relative to text. Hyphens and apostrophes between
// two letters or digits stay inside a word; every other non-space character
// is a token of its own. Tokens inside quotes are marked Quoted.
func (v *Vocab) Tokenize(text string) []Token {
	return v.tokenize([]rune(text), 0, len([]rune(text)))
}

// tokenize tokenizes rs[from:to] with document offsets.
func (v *Vocab) tokenize(rs []rune, from, to int) []Token {
	var out []Token
	var q quoteState
	for i := from; i < to; {
		r := rs[i]
		if isSpace(r) {
			i++
			continue
		}
		if isWordRune(r) {
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
			t.Norm = norm(t.Text)
			t.Upper = unicode.IsUpper(rs[i])
			if allDigits(t.Text) {
				t.Kind = Number
			}
			out = append(out, t)
			i = j
			continue
		}
		wasQuoted := q.depth() > 0
		isQuote := q.step(v, r)
		out = append(out, Token{Start: i, End: i + 1, Text: string(r), Norm: norm(string(r)), Kind: Punct,
			Quoted: wasQuoted && !isQuote})
		i++
	}
	return out
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
