package rutext

import (
	"strings"
	"unicode"
	"unicode/utf8"
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

// step updates the state for c and reports whether c is a quote mark.
func (q *quoteState) step(v *Vocabulary, c rune) bool {
	if n := len(q.stack); n > 0 && q.stack[n-1] == c {
		q.stack = q.stack[:n-1]
		return true
	}
	if cl, ok := v.quotes[c]; ok {
		if len(q.stack) < maxQuoteDepth {
			q.stack = append(q.stack, cl)
		}
		return true
	}
	return v.closers[c] // a stray closing mark
}

func (q *quoteState) depth() int { return len(q.stack) }

// Sentences splits text into sentences (see SentencesRunes).
func (r *Reader) Sentences(text string) []Sentence { return r.SentencesRunes([]rune(text)) }

// SentencesRunes splits a document into sentences. A sentence ends at ".",
// "!", "?" or "…" (or a run of them) followed by the end of the text or by
// a space and then an upper-case letter, a digit, a quote, a bracket or a
// dash; never inside quotes («Что делать?») except where quoted speech
// ends with its own full stop or a document quoted whole has sentences of
// its own, never after an abbreviation of the
// vocabulary («1902 г.», «13 авг.», «по ст. ст.») or an initial («А. С.
// Пушкин»). A blank line always ends a sentence and a paragraph. It runs in
// time linear in the length of the text.
func (r *Reader) SentencesRunes(rs []rune) []Sentence {
	v := r.v
	n := len(rs)
	var out []Sentence
	start := -1
	var q quoteState
	speech := false // the open quote is direct speech (opened at the start or after ":")
	opened := 0     // where the outermost open quote opened
	verb := false   // the sentence so far has a finite verb
	scanned := 0    // verb holds for the words before this offset
	dateEnd := -1   // the full stop after a paragraph-opening dateline's «г.»
	lineEnd := -1   // the line break ending a paragraph-opening dateline line
	emit := func(end int) {
		for end > start && IsSpace(rs[end-1]) {
			end--
		}
		if start >= 0 && end > start {
			out = append(out, Sentence{Start: start, End: end, Text: string(rs[start:end])})
		}
		start = -1
		q = quoteState{}
		verb = false
	}
	// hasVerb reports whether the sentence has a finite verb before i,
	// looking at each word once.
	hasVerb := func(i int) bool {
		if scanned < start {
			scanned, verb = start, false
		}
		for !verb && scanned < i {
			if !isWordRune(rs[scanned]) {
				scanned++
				continue
			}
			j := scanned
			for j < i && (isWordRune(rs[j]) || isHyphen(rs[j])) {
				j++
			}
			w := string(rs[scanned:j])
			verb = r.isFiniteVerb(Token{Kind: Word, Text: w, Norm: Norm(w)})
			scanned = j
		}
		return verb
	}
	for i := 0; i < n; i++ {
		c := rs[i]
		if c == '\n' || c == '\u2029' {
			// A blank line (two breaks with only spaces between) ends the
			// sentence; a single break is a space in wrapped text.
			j, breaks := i, 0
			for j < n && IsSpace(rs[j]) {
				if rs[j] == '\n' || rs[j] == '\u2029' {
					breaks++
				}
				j++
			}
			if breaks >= 2 || c == '\u2029' || start >= 0 && i == lineEnd {
				// A dateline on a line of its own («Казань, 9 сентября»
				// above the entry) ends there too.
				if start >= 0 {
					emit(i)
				}
				q = quoteState{}
				i = j - 1
				continue
			}
			if start >= 0 && q.depth() == 0 && headingLineEnds(rs, start, i, j) && !hasVerb(i) {
				// «Казань, 9 сентября» on a line of its own: a heading,
				// not the start of the sentence on the next line.
				emit(i)
				i = j - 1
				continue
			}
		}
		if start < 0 {
			if IsSpace(c) {
				continue
			}
			if p := prevNonSpace(rs, i); p < 0 || hasBreak(rs, p, i) {
				if e := sectionLabelEnd(rs, i); e > i {
					// «I. Черновицы, 8 июля 1916 г.», «2. Первые успехи.»:
					// the number of a letter or section is no sentence;
					// what follows it opens the paragraph.
					i = e - 1
					continue
				}
			}
			start = i
			// A dateline on a line of its own may follow a section's
			// number («VI. Ош, 26 авг. 1871 г.⏎Вчера…»).
			opensLine := false
			if p := prevNonSpace(rs, i); p < 0 || hasBreak(rs, p, i) {
				opensLine = true
				lineEnd = datelineLineEnd(rs, i)
			} else if AfterSectionLabel(rs, i) {
				lineEnd = datelineLineEnd(rs, i)
			}
			if datelineAt(rs, i) {
				// «РИГА, 12 января 1905 г. Вчера…»: the dateline is a
				// sentence of its own, ended by the date's abbreviation.
				scanned, verb = i, true
			} else if opensLine {
				// «Тифлис, 3 мая 1890 г. Вчера…» opening a paragraph: the
				// same, ended at the abbreviation after the year.
				dateEnd = titleDatelineEnd(rs, i)
			}
		}
		if q.depth() > 0 && i-opened > maxQuoteLen {
			q = quoteState{} // a stray mark, not a quotation
		}
		before := q.depth()
		if q.step(v, c) {
			if q.depth() > before && before == 0 {
				opened = i
				// Just opened: direct speech when the quote opens the
				// sentence or follows a colon.
				p := prevNonSpace(rs, i)
				speech = p < start || rs[p] == ':'
			}
			if q.depth() == 0 && before > 0 && speech && i > 0 && isTerminator(rs[i-1]) {
				if k := nextNonSpace(rs, i+1); k >= n || unicode.IsUpper(rs[k]) {
					emit(i + 1)
				}
			}
			continue
		}
		if !isTerminator(c) {
			continue
		}
		// Inside quotes no sentence ends, but in a document quoted whole
		// (a quotation that opens the sentence and closes its paragraph)
		// each of its sentences that has its verb.
		if q.depth() > 0 && !(q.depth() == 1 && speech && opened == start && c == '.' && quotedDocumentGoesOn(rs, i) && hasVerb(i) && quoteEndsParagraph(v, rs, opened)) {
			continue
		}
		if c == '?' && i > 0 && rs[i-1] == '(' && i+1 < n && rs[i+1] == ')' {
			continue // «В августе (?) 1880 г.»: an editor's doubt, no end
		}
		j := i
		for j < n && isTerminator(rs[j]) {
			j++
		}
		if j < n && isWordRune(rs[j]) {
			continue // «13.08.1902», «т.е.»: no space, no end
		}
		if c == '.' && j == i+1 && j+1 < n && isHyphen(rs[j]) && isWordRune(rs[j+1]) {
			continue // «физ.-мат.», «ист.-филол.»: abbreviations joined by a hyphen
		}
		if i == dateEnd {
			if k := nextNonSpace(rs, j); k < n && (unicode.IsUpper(rs[k]) || r.quoteOpensUpper(rs, k)) {
				emit(i + 1)
				continue
			}
		}
		if c == '.' && j == i+1 {
			if abbr, final := r.abbrevBefore(rs, i, start); abbr && !(final && hasVerb(i) && !dashThenLower(rs, j) && !bracketGoesOn(rs, j)) && !r.regionAbbrevEnds(rs, i, start, j) && !r.clauseAfterAbbrev(rs, i, j, final) {
				continue
			}
			if r.shortBeforeInstitution(rs, i, start, j) {
				continue // «в петерб. Академии художеств»: one sentence
			}
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
	// A line break between two sentences starts a new paragraph; in text
	// wrapped at a line's width, only a blank line does.
	wrapped := HardWrapped(rs, out)
	for k := 1; k < len(out); k++ {
		out[k].Paragraph = out[k-1].Paragraph
		if wrapped && blankLine(rs, out[k-1].End, out[k].Start) || !wrapped && hasBreak(rs, out[k-1].End, out[k].Start) {
			out[k].Paragraph++
		}
	}
	return out
}

// HardWrapped reports whether the text rs, split into sents
// (SentencesRunes), breaks its lines at a width rather than at paragraphs'
// ends (a letter, a scan, a plain-text edition): at least three sentences
// go on across a single line break, and such breaks are at least half as
// many as those between sentences.
func HardWrapped(rs []rune, sents []Sentence) bool {
	inside, between := 0, 0
	for k, s := range sents {
		for i := s.Start; i < s.End && i < len(rs); i++ {
			if rs[i] == '\n' {
				inside++
			}
		}
		if k > 0 && hasBreak(rs, sents[k-1].End, s.Start) && !blankLine(rs, sents[k-1].End, s.Start) {
			between++
		}
	}
	return inside >= 3 && 2*inside >= between
}

// blankLine reports whether rs[from:to] holds two line breaks with only
// spaces between them, or a paragraph separator.
func blankLine(rs []rune, from, to int) bool {
	breaks := 0
	for i := from; i < to && i < len(rs); i++ {
		switch {
		case rs[i] == '\u2029':
			return true
		case rs[i] == '\n':
			if breaks++; breaks == 2 {
				return true
			}
		case !IsSpace(rs[i]):
			breaks = 0
		}
	}
	return false
}

// quotedDocumentGoesOn reports whether the full stop at rs[i], inside a
// quotation, may end one of its sentences: a space and then a capital
// letter on the same line follow it (the abbreviations and initials that
// end no sentence are weighed after, as outside quotations).
func quotedDocumentGoesOn(rs []rune, i int) bool {
	j := i + 1
	if j >= len(rs) || !IsSpace(rs[j]) {
		return false
	}
	k := nextNonSpace(rs, j)
	return k < len(rs) && unicode.IsUpper(rs[k]) && !hasBreak(rs, j, k)
}

// quoteOpensUpper reports whether an opening quotation mark at rs[k] is
// followed by a capital letter: a document quoted after its dateline.
func (r *Reader) quoteOpensUpper(rs []rune, k int) bool {
	_, open := r.v.quotes[rs[k]]
	return open && k+1 < len(rs) && unicode.IsUpper(rs[k+1])
}

// quoteEndsParagraph reports whether the quotation opening at rs[opened]
// closes its paragraph: after its closing mark come at most a full stop
// and then a line break or the end of the text. Such a quotation is a
// document quoted whole (a police report, a certificate, a telegram's
// text), whose sentences are sentences of their own; quoted speech goes on
// after its closing mark with its attribution («…», — сказал он).
func quoteEndsParagraph(v *Vocabulary, rs []rune, opened int) bool {
	var q quoteState
	for i := opened; i < len(rs) && i-opened <= maxQuoteLen; i++ {
		if rs[i] == '\n' && i+1 < len(rs) && rs[i+1] == '\n' {
			return false
		}
		if !q.step(v, rs[i]) || q.depth() > 0 {
			continue
		}
		j := i + 1
		if j < len(rs) && rs[j] == '.' {
			j++
		}
		for j < len(rs) && IsSpace(rs[j]) && rs[j] != '\n' && rs[j] != '\u2029' {
			j++
		}
		return j == len(rs) || rs[j] == '\n' || rs[j] == '\u2029'
	}
	return false
}

// headingLineEnds reports whether the line from start (a line's first
// character) to the break at i is a heading: it ends in a letter or a
// digit, with no punctuation that goes on, and the next line (from j)
// opens with a capital letter.
func headingLineEnds(rs []rune, start, i, j int) bool {
	if p := prevNonSpace(rs, start); p >= 0 && !hasBreak(rs, p, start) {
		// After a section's number («III. Поход на Хиву») the line
		// starts at the number.
		ls := p
		for ls > 0 && rs[ls-1] != '\n' && rs[ls-1] != '\u2029' {
			ls--
		}
		ls = nextNonSpace(rs, ls)
		if e := sectionLabelEnd(rs, ls); e <= ls || nextNonSpace(rs, e) != start {
			return false
		}
	}
	p := prevNonSpace(rs, i)
	if p < start || !unicode.IsLetter(rs[p]) && !unicode.IsDigit(rs[p]) {
		return false
	}
	return j < len(rs) && unicode.IsUpper(rs[j])
}

// datelineAt reports whether a word in capitals of at least three letters
// (hyphens and the full stops of «С.-ПЕТЕРБУРГ» allowed) starts at i and is
// followed by a comma.
func datelineAt(rs []rune, i int) bool {
	letters, j := 0, i
	for j < len(rs) && (unicode.IsLetter(rs[j]) || isHyphen(rs[j]) || rs[j] == '.' || rs[j] == ' ' && letters > 0 && j+1 < len(rs) && unicode.IsUpper(rs[j+1])) {
		if unicode.IsLetter(rs[j]) {
			if !unicode.IsUpper(rs[j]) {
				return false
			}
			letters++
		}
		j++
	}
	return letters >= 3 && j < len(rs) && rs[j] == ','
}

// titleDatelineEnd returns the offset of the full stop of «г.» or «года.»
// after the year in a dateline of a capitalised place starting at i
// («Тифлис, 3 мая 1890 г.», «Стокгольм, 30 января (11 февраля) 1884 г.»,
// «Под Перемышлем, 3 мая 1915 г.», «Станица Кривоборская, 3 марта 1870
// г.»: up to three capitalised words), or -1.
func titleDatelineEnd(rs []rune, i int) int {
	j := datelinePlaceEnd(rs, i, false)
	if j < 0 {
		return -1
	}
	for j < len(rs) && IsSpace(rs[j]) && rs[j] != '\n' {
		j++
	}
	if j >= len(rs) || !unicode.IsDigit(rs[j]) {
		return -1
	}
	for limit := min(len(rs), j+40); j < limit; j++ {
		if rs[j] == '\n' || rs[j] == ',' || rs[j] == '.' {
			return -1
		}
		if d := j; unicode.IsDigit(rs[d]) && (d == 0 || !unicode.IsDigit(rs[d-1])) && d+4 <= len(rs) &&
			isDigits(rs[d:d+4]) && (d+4 == len(rs) || !unicode.IsDigit(rs[d+4])) {
			k := d + 4
			for k < len(rs) && IsSpace(rs[k]) && rs[k] != '\n' {
				k++
			}
			for _, abbr := range []string{"г.", "года."} {
				if w := []rune(abbr); k+len(w) <= len(rs) && string(rs[k:k+len(w)]) == abbr {
					return k + len(w) - 1
				}
			}
			return -1
		}
	}
	return -1
}

// datelinePlaceEnd returns the offset just after the comma that ends the
// place of a dateline starting at i: up to three capitalised words (with
// abbr, a word may end in its full stop, «Гор. Верный», and hold «С.-»),
// then a comma; or -1.
func datelinePlaceEnd(rs []rune, i int, abbr bool) int {
	j := i
	for words := 0; ; words++ {
		if words == 3 {
			return -1
		}
		w := j
		for j < len(rs) && (unicode.IsLetter(rs[j]) || (isHyphen(rs[j]) || abbr && rs[j] == '.' && j+1 < len(rs) && isHyphen(rs[j+1])) && j > w) {
			j++
		}
		if j == w || !unicode.IsUpper(rs[w]) {
			return -1
		}
		if abbr && j < len(rs) && rs[j] == '.' {
			j++
		}
		if j+1 < len(rs) && rs[j] == ' ' && unicode.IsUpper(rs[j+1]) {
			j++
			continue
		}
		break
	}
	if j >= len(rs) || rs[j] != ',' {
		return -1
	}
	return j + 1
}

// datelineLineEnd returns the line break ending a line that starts at i
// and is only a place and a date with no final stop, above the entry it
// heads on the next line («Казань, 9 сентября», «Тифлис, 22 ноября (4
// декабря)», «КАШГАР, 4 ноября 1894 г», «Гор. Верный, 20 января»): up to
// three capitalised words (an abbreviation with its full stop among them),
// a comma, a day number, then only numbers, brackets and lower-case words
// (a month, «г», «года», «ст. ст.»); the next line starts with a capital.
// It returns -1 for any other line.
func datelineLineEnd(rs []rune, i int) int {
	j := datelinePlaceEnd(rs, i, true)
	if j < 0 {
		return -1
	}
	for j < len(rs) && (rs[j] == ' ' || rs[j] == '\u00a0' || rs[j] == '\t') {
		j++
	}
	if j >= len(rs) || !unicode.IsDigit(rs[j]) {
		return -1
	}
	month := false
	for limit := min(len(rs), j+40); ; j++ {
		if j >= limit {
			return -1
		}
		c := rs[j]
		switch {
		case c == '\n' || c == '\u2029':
			if !month {
				return -1
			}
			if k := nextNonSpace(rs, j); k >= len(rs) || !unicode.IsUpper(rs[k]) {
				return -1
			}
			return j
		case unicode.IsLetter(c):
			if unicode.IsUpper(c) {
				return -1
			}
			month = true
		case c == '.':
			// only an abbreviation's stop: «г.», «ст.»
			if !unicode.IsLetter(rs[j-1]) {
				return -1
			}
		case unicode.IsDigit(c) || c == ' ' || c == '\u00a0' || c == '\t' || c == '(' || c == ')' || c == '/':
		default:
			return -1
		}
	}
}

func isDigits(rs []rune) bool {
	for _, c := range rs {
		if !unicode.IsDigit(c) {
			return false
		}
	}
	return true
}

func isTerminator(c rune) bool { return c == '.' || c == '!' || c == '?' || c == '…' }

// dashThenLower reports whether the text from rs[j] on is a dash and then
// a lower-case word: a gapped clause going on after an abbreviation
// («переехал в Омск, а в 1892 г. — в Томск»), no new sentence.
func dashThenLower(rs []rune, j int) bool {
	k := nextNonSpace(rs, j)
	if k >= len(rs) || !IsDash(rs[k]) {
		return false
	}
	k = nextNonSpace(rs, k+1)
	return k < len(rs) && unicode.IsLower(rs[k])
}

// bracketGoesOn reports whether the text from rs[j] on is an opening
// bracket and then a lower-case word or a digit: a remark on what precedes
// («1 июля 1903 г. (по ст. ст.), и…») or the same date in the other style
// («31 декабря 1905 г. (13 января 1906 г.) в Петербурге»), no new
// sentence. A capitalised bracket may open one («…в 1892 г. (Подробности
// ниже.)»).
func bracketGoesOn(rs []rune, j int) bool {
	k := nextNonSpace(rs, j)
	if k >= len(rs) || rs[k] != '(' {
		return false
	}
	k = nextNonSpace(rs, k+1)
	return k < len(rs) && (unicode.IsLower(rs[k]) || unicode.IsDigit(rs[k]))
}

// startsSentence reports whether c can begin a new sentence after a
// terminator.
func startsSentence(v *Vocabulary, c rune) bool {
	if unicode.IsUpper(c) || unicode.IsDigit(c) || c == '(' || c == '[' || IsDash(c) {
		return true
	}
	_, open := v.quotes[c]
	return open
}

// abbrevBefore reports whether the word ending right before the period at
// rs[i] is an abbreviation or an initial, so that the period does not end
// the sentence; final, whether the abbreviation may also close a sentence
// («…приехал 13 авг. 1902 г. Там он жил»: when the sentence has its verb
// already).
func (r *Reader) abbrevBefore(rs []rune, i, start int) (abbr, final bool) {
	j := i
	for j > start && j > 0 && (isWordRune(rs[j-1]) || isHyphen(rs[j-1]) && j-1 > start && isWordRune(rs[j-2])) {
		j--
	}
	if j == i {
		return false, false
	}
	w := rs[j:i]
	if len(w) == 1 && unicode.IsUpper(w[0]) {
		// A Latin I, V or X is a Roman numeral numbering a section or a
		// letter («I. Черновицы, 8 июля 1916 г.»), not a Russian initial.
		return !IsLatinRoman(w[0]), false
	}
	// A year glued to its abbreviation: «1902г.».
	for len(w) > 1 && unicode.IsDigit(w[0]) {
		w = w[1:]
	}
	k := Norm(string(w))
	if h := strings.LastIndexFunc(k, isHyphen); h >= 0 && !r.v.abbrev[k] {
		// «вице-адм.», «шт.-кап.»: a rank's prefix joined by a hyphen. A
		// single letter after the hyphen ends a contraction written
		// without a period («ун-т», «ин-т»): the period after it is the
		// sentence's.
		tail := k[h+utf8.RuneLen([]rune(k[h:])[0]):]
		if utf8.RuneCountInString(tail) < 2 {
			return false, false
		}
		k = tail
	}
	if (k == "г" || k == "ст") && j > start && wordBeforeIsLower(rs, j, start) {
		// «жил в г. Туле», «приехал на ст. Тайга»: «г.» and «ст.» after a
		// preposition are «город» and «станция» before the name, never a
		// year's or a style's close.
		return r.v.abbrev[k], false
	}
	return r.v.abbrev[k], r.v.finalAbbrev[k]
}

// shortBeforeInstitution reports whether the period at rs[i] (the text
// going on at rs[j]) closes a lower-case adjective cut short that the
// dictionary does not know as a word («петерб.», «моск.», of at least
// minShortAdjective letters) and the word after it is the capitalised noun
// of an institution, a landmark or an organisation («Академии», «Музея»,
// «Общества»): reference works shorten a town's adjective before an
// institution's name («в петерб. Академии художеств»), and the period is
// the abbreviation's, no sentence's end, as before a lower-case noun
// («симф. гимназию»).
func (r *Reader) shortBeforeInstitution(rs []rune, i, start, j int) bool {
	b := i
	for b > start && unicode.IsLetter(rs[b-1]) {
		b--
	}
	if b == i || b > start && (isWordRune(rs[b-1]) || isHyphen(rs[b-1])) {
		return false
	}
	w := string(rs[b:i])
	if utf8.RuneCountInString(w) < minShortAdjective || strings.ToLower(w) != w || r.v.abbrev[Norm(w)] {
		return false
	}
	if r.hasKnownReading(Token{Text: w, Norm: Norm(w), Kind: Word}) {
		return false // a word in full ends the sentence
	}
	k := nextNonSpace(rs, j)
	e := k
	for e < len(rs) && unicode.IsLetter(rs[e]) {
		e++
	}
	if e == k || !unicode.IsUpper(rs[k]) {
		return false
	}
	n := Norm(string(rs[k:e]))
	return r.v.institutionNouns.Match(n) || r.v.landmarkNouns.Match(n) || r.v.orgNouns.Match(n)
}

// wordBeforeIsLower reports whether the word before offset j (past spaces)
// is a word of lower-case letters only, no number.
func wordBeforeIsLower(rs []rune, j, start int) bool {
	e := j
	for e > start && IsSpace(rs[e-1]) {
		e--
	}
	b := e
	for b > start && unicode.IsLetter(rs[b-1]) {
		b--
	}
	if b == e || b > start && isWordRune(rs[b-1]) {
		return false
	}
	for _, c := range rs[b:e] {
		if !unicode.IsLower(c) {
			return false
		}
	}
	return true
}

// clauseAfterAbbrev reports whether the capitalised word after the
// abbreviation whose period is rs[i] (the word starts at or after rs[j])
// opens a clause of its own: the dictionary reads it mainly as a pronoun,
// a verb, an adverb, a conjunction or a particle, none of which an
// abbreviation stands before as part of a name («ген. Скобелев», «Мал.
// Азия», «ок. тысячи»). So «…Иванов и др. Они жили», «…и т. д. Потом
// уехал», «Дом был мал. Он стоял…» end where they should. An initial is
// no such word («адм. В. А. Корнилову»). Nor are a reference work's
// abbreviated verbs («…губ. Ум. в Берлине») and, after an abbreviation
// other than a date's (final), a capitalised preposition («…губ. В 1885»).
func (r *Reader) clauseAfterAbbrev(rs []rune, i, j int, final bool) bool {
	k := nextNonSpace(rs, j)
	if k >= len(rs) || !unicode.IsUpper(rs[k]) || k-j > 3 {
		return false
	}
	e := k
	for e < len(rs) && isWordRune(rs[e]) {
		e++
	}
	stop := e < len(rs) && rs[e] == '.'
	if e-k == 1 && stop {
		return false // an initial
	}
	next := string(rs[k:e])
	if stop && r.v.clauseAbbrev[Norm(next)] {
		return true // «Ум. в Берлине»: an abbreviated verb
	}
	t := Token{Kind: Word, Text: next, Norm: Norm(next), Upper: true}
	ps := r.parses(t)
	if !final && len(r.v.clausePrepPOS) > 0 && !stop && r.posShare(ps, r.v.clausePrepPOS...) >= 0.5 {
		// «…губ. В 1885 окончил»: a preposition is no initial without its
		// stop. A date's «г.» keeps its heading's text («Кашгар, 22 апреля
		// 1894 г. В Азиатский департамент»).
		return true
	}
	if len(r.v.clauseOpenPOS) == 0 {
		return false
	}
	return r.isCommonWord(t) && r.posShare(ps, r.v.clauseOpenPOS...) >= 0.5
}

// regionAbbrevEnds reports whether the period at rs[i] closes a province,
// district or region abbreviation («губ.», «у.», «обл.») that ends its
// sentence: the word after it, from rs[j] on, is capitalised and the
// dictionary knows it only as a common word, not as a name or place («губ.
// Тифлис»): a noun, adverb, pronoun or verb opens the next sentence
// («…Тифлисской губ. Тело перевезли», «…Ковельского у. Там он жил», «…губ.
// Она вернулась»); an adjective may still name the next level of the
// address.
func (r *Reader) regionAbbrevEnds(rs []rune, i, start, j int) bool {
	w := i
	for w > start && w > 0 && isWordRune(rs[w-1]) {
		w--
	}
	if w == i || !r.v.closingAbbrev[Norm(string(rs[w:i]))] {
		return false
	}
	k := nextNonSpace(rs, j)
	if k >= len(rs) || !unicode.IsUpper(rs[k]) || hasBreak(rs, j, k) {
		return false
	}
	e := k
	for e < len(rs) && isWordRune(rs[e]) {
		e++
	}
	next := string(rs[k:e])
	t := Token{Kind: Word, Text: next, Norm: Norm(next), Upper: true}
	return r.isCommonWord(t) && r.posShare(r.parses(t), "ADJF") < 0.5
}

// AfterSectionLabel reports whether the text before rs[start] on its line
// is only a section's number (sectionLabelEnd: «II. Триполье.», «3. Кяхта
// — Урга.»): the sentence at start heads a section.
func AfterSectionLabel(rs []rune, start int) bool {
	ls := start
	for ls > 0 && rs[ls-1] != '\n' && rs[ls-1] != '\u2029' {
		ls--
	}
	ls = nextNonSpace(rs, ls)
	e := sectionLabelEnd(rs, ls)
	return e > ls && e == start
}

// sectionLabelEnd returns where the text after a section number opening a
// paragraph at rs[i] starts: a Roman numeral in Latin capitals or one to
// three digits, perhaps after «№», a full stop, a space on the same line and a capital letter
// («III. Вязьма…», «2. Первые успехи.»); i when there is none.
func sectionLabelEnd(rs []rune, i int) int {
	j, most := i, 3
	if j < len(rs) && rs[j] == '№' {
		most = 5
		// «№ 38. Кашгар, …»: a dispatch or document number.
		j++
		for j < len(rs) && (rs[j] == ' ' || rs[j] == '\u00a0') {
			j++
		}
		if j >= len(rs) || !unicode.IsDigit(rs[j]) {
			return i
		}
	}
	roman := j < len(rs) && IsLatinRoman(rs[j])
	digits := j
	for j < len(rs) && (roman && IsLatinRoman(rs[j]) || !roman && unicode.IsDigit(rs[j])) {
		j++
	}
	if j == i || !roman && j-digits > most || j >= len(rs) || rs[j] != '.' {
		return i
	}
	k := j + 1
	for k < len(rs) && (rs[k] == ' ' || rs[k] == '\u00a0' || rs[k] == '\t') {
		k++
	}
	if k == j+1 || k >= len(rs) || !unicode.IsUpper(rs[k]) {
		return i
	}
	return k
}

func prevNonSpace(rs []rune, i int) int {
	i--
	for i >= 0 && IsSpace(rs[i]) {
		i--
	}
	return i
}

func nextNonSpace(rs []rune, i int) int {
	for i < len(rs) && IsSpace(rs[i]) {
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
