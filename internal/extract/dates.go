package extract

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/chronomap/chronomap/internal/when"
)

// DateMention is a temporal expression found in a text: a date, a season, a
// part of a month or year, a range, a decade or a reference relative to the
// context («до этого», «через месяц»).
type DateMention struct {
	// Start and End are code-point offsets (end exclusive) of the whole
	// expression, its prepositions and calendar marks included.
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
	// EDTF is the expression in the Extended Date/Time Format (ISO
	// 8601-2), in the Gregorian calendar; Interval is its inclusive
	// interval (when.ParseEDTF of EDTF).
	EDTF     string        `json:"edtf"`
	Interval when.Interval `json:"interval"`
	// OldStyle is the date as written in the Julian calendar (EDTF, in
	// Julian calendar dates) when the text marks it old style («по ст.
	// ст.») or gives both styles («17 (30) июля»); "" otherwise.
	OldStyle string `json:"old_style,omitempty"`
	// Relative reports that the date came from the context rather than
	// from the words alone («в том же году», «через месяц», or a month
	// without a year).
	Relative bool `json:"relative,omitempty"`
}

// precision says how fine a date is, for relative references to it.
type precision int

const (
	precNone precision = iota
	precYear
	precSeason
	precMonth
	precDay
	precRange
)

// DateContext carries the last date a text gave, for relative references
// and for sentences without a date of their own. The zero value is an
// empty context.
type DateContext struct {
	// EDTF and Interval are the last date; EDTF is "" while no date has
	// been seen.
	EDTF     string
	Interval when.Interval
	prec     precision
	season   int
}

// Valid reports whether the context holds a date.
func (c *DateContext) Valid() bool { return c != nil && c.EDTF != "" }

// year returns the year a yearless date in the context belongs to, 0 if
// none.
func (c *DateContext) year() int {
	if !c.Valid() {
		return 0
	}
	if !c.Interval.Earliest.IsZero() {
		return c.Interval.Earliest.Year
	}
	return c.Interval.Latest.Year
}

func (c *DateContext) set(m DateMention, p precision, season int) {
	c.EDTF, c.Interval, c.prec, c.season = m.EDTF, m.Interval, p, season
}

// FindDates finds the temporal expressions of text with DefaultVocab,
// resolving relative ones against ctx and updating ctx to the last date
// found. Offsets are relative to text. ctx may be nil.
func FindDates(text string, ctx *DateContext) []DateMention {
	v := mustDefault()
	s := Sentence{Start: 0, End: len([]rune(text)), Text: text}
	return v.FindDates(s, v.Tokenize(text), ctx)
}

// maxDateTokens bounds the tokens one sentence is searched in, so that a
// pathological input cannot make the search slow; the grammar looks at most
// a couple of dozen tokens ahead of any position.
const maxDateTokens = 4000

// FindDates finds the temporal expressions among the tokens of sentence s
// (offsets in the document, as s.Tokens gives them; see DateMention). Dates without a year take the year written
// later in the sentence («ноябрьская поездка 1910 года») or else the
// context's; relative references take the context's date; an absolute date
// in the sentence makes its relative references redundant («До этого, в
// феврале 1902 года» is February 1902). ctx (may be nil) is updated to the
// sentence's last date.
func (v *Vocab) FindDates(s Sentence, toks []Token, ctx *DateContext) []DateMention {
	if ctx == nil {
		ctx = &DateContext{}
	}
	if len(toks) > maxDateTokens {
		toks = toks[:maxDateTokens]
	}
	p := dparser{v: v, t: expandDateTokens(v, toks)}
	var exprs []*dexpr
	for i := 0; i < len(p.t); {
		if e, next, ok := p.expr(i); ok {
			exprs = append(exprs, e)
			i = next
			continue
		}
		i++
	}
	// Years written later in the sentence: a year in the genitive without
	// a preposition of its own qualifies the yearless date before it
	// («в июне, как он писал, 1891 года», «ноябрьская поездка 1910
	// года»); another later year gives the year only when the context has
	// none.
	for k, e := range exprs {
		if e.relative != "" || e.hasYear() {
			continue
		}
		for _, l := range exprs[k+1:] {
			if y := l.firstYear(); y != 0 && l.relative == "" {
				if l.yearOnly() && p.genitiveYear(l) {
					e.laterYear, l.absorbed = y, true
				} else if ctx.year() == 0 {
					e.laterYear = y
				}
				break
			}
		}
	}
	absolute := false
	for _, e := range exprs {
		if e.relative == "" && !e.absorbed {
			absolute = true
		}
	}
	var out []DateMention
	rs := []rune(s.Text)
	for _, e := range exprs {
		if e.absorbed || (absolute && e.relative != "") {
			continue
		}
		m, prec, season, ok := p.resolve(e, ctx)
		if !ok {
			continue
		}
		if a, b := m.Start-s.Start, m.End-s.Start; a >= 0 && b <= len(rs) && a < b {
			m.Text = string(rs[a:b])
		}
		out = append(out, m)
		if !(m.Interval.Earliest.IsZero() || m.Interval.Latest.IsZero()) {
			ctx.set(m, prec, season)
		}
	}
	return out
}

// dtok is a token for the date grammar: hyphenated date words are split
// («июле-августе» → июле, -, августе).
type dtok struct {
	norm       string
	kind       TokenKind
	start, end int
	text       string
}

func expandDateTokens(v *Vocab, toks []Token) []dtok {
	out := make([]dtok, 0, len(toks))
	for _, t := range toks {
		if t.Kind == Word && strings.Contains(t.Norm, "-") {
			parts := strings.Split(t.Norm, "-")
			if v.isDateWord(parts[0]) || allDigits(parts[0]) {
				pos := t.Start
				for k, part := range parts {
					if k > 0 {
						out = append(out, dtok{"-", Punct, pos, pos + 1, "-"})
						pos++
					}
					n := len([]rune(part))
					kind := Word
					if allDigits(part) {
						kind = Number
					}
					out = append(out, dtok{part, kind, pos, pos + n, string([]rune(t.Text)[pos-t.Start : pos-t.Start+n])})
					pos += n
				}
				continue
			}
		}
		out = append(out, dtok{t.Norm, t.Kind, t.Start, t.End, t.Text})
	}
	return out
}

func (v *Vocab) isDateWord(w string) bool {
	_, m := v.months[w]
	_, s := v.seasons[w]
	return m || s
}

// dpoint is one date as written: any field may be missing (0).
type dpoint struct {
	y, m, d int
	season  int
	part    int // 1–3: first, middle, last third; 4, 5: first, second half
	decade  bool
	bare    int // a bare number whose partner decides whether it is a day or a year
	ns      *dpoint
}

func (p *dpoint) isBare() bool { return p.bare != 0 && p.y == 0 && p.m == 0 && p.d == 0 }

// dexpr is one parsed expression: a point, or a range from a to b, with
// open ends and calendar marks.
type dexpr struct {
	from, to           int // token indexes, to exclusive
	a, b               dpoint
	isRange            bool
	openStart, openEnd bool
	oldStyle           bool
	relative           string // a relative kind (see dates.yaml), "shift" or ""
	relUnit            string
	relN               int
	relSeason          int
	laterYear          int
	absorbed           bool
}

func (e *dexpr) hasYear() bool {
	if e.relative != "" {
		return true
	}
	if e.isRange {
		return e.a.y != 0 || e.b.y != 0
	}
	return e.a.y != 0
}

func (e *dexpr) firstYear() int {
	if e.a.y != 0 {
		return e.a.y
	}
	if e.isRange {
		return e.b.y
	}
	return 0
}

func (e *dexpr) yearOnly() bool {
	return !e.isRange && !e.openStart && !e.openEnd && e.a.y != 0 && e.a.m == 0 && e.a.season == 0 && e.a.part == 0 && !e.a.decade
}

type dparser struct {
	v *Vocab
	t []dtok
}

// genitiveYear reports whether the year expression e is a bare year in the
// genitive («1891 года», «1891 г.») without a preposition.
func (p *dparser) genitiveYear(e *dexpr) bool {
	if p.t[e.from].kind != Number {
		return false
	}
	for k := e.from + 1; k < e.to; k++ {
		if w := p.norm(k); p.v.yearWords[w] {
			return p.v.yearGenitive[w]
		}
	}
	return false
}

func (p *dparser) norm(i int) string {
	if i < 0 || i >= len(p.t) {
		return ""
	}
	return p.t[i].norm
}

func (p *dparser) isDash(i int) bool {
	if i < 0 || i >= len(p.t) || p.t[i].kind != Punct {
		return false
	}
	r := []rune(p.t[i].text)
	return len(r) == 1 && isDash(r[0])
}

func (p *dparser) number(i int) (int, bool) {
	if i < 0 || i >= len(p.t) || p.t[i].kind != Number || len(p.t[i].norm) > 4 {
		return 0, false
	}
	n, err := strconv.Atoi(p.t[i].norm)
	return n, err == nil
}

// phrase reports whether the words of ph start at token i (periods after
// abbreviations are skipped) and returns the index after them.
func (p *dparser) phrase(i int, ph []string) (int, bool) {
	for _, w := range ph {
		if p.norm(i) != w {
			return 0, false
		}
		i++
		if p.norm(i) == "." {
			i++
		}
	}
	return i, true
}

// expr parses an expression starting at token i.
func (p *dparser) expr(i int) (*dexpr, int, bool) {
	if e, next, ok := p.relativeExpr(i); ok {
		return e, next, true
	}
	start := i
	// A span prefix: «в течение 1902 года».
	for _, ph := range p.v.spanPrefixes {
		if j, ok := p.phrase(i, ph); ok {
			if e, next, ok := p.core(j); ok {
				e.from = start
				return e, p.style(e, next), true
			}
		}
	}
	w := p.norm(i)
	switch {
	case p.v.rangeFrom[w]:
		if a, j, ok := p.loosePoint(i + 1); ok && p.v.rangeTo[p.norm(j)] {
			if b, k, ok := p.loosePoint(j + 1); ok && !b.isBare() {
				e := &dexpr{from: start, a: a, b: b, isRange: true}
				if fill(&e.a, &e.b) {
					return e, p.style(e, k), true
				}
			}
		}
		// «с 1905 года» without an end.
		if e, next, ok := p.core(i + 1); ok && !e.isRange {
			e.from, e.openEnd = start, true
			return e, p.style(e, next), true
		}
	case p.v.openBefore[w]:
		if e, next, ok := p.core(i + 1); ok {
			e.from, e.openStart = start, true
			return e, p.style(e, next), true
		}
	case p.v.openAfter[w]:
		if e, next, ok := p.core(i + 1); ok {
			e.from, e.openEnd = start, true
			return e, p.style(e, next), true
		}
	case p.v.pointPreps[w]:
		if e, next, ok := p.core(i + 1); ok {
			e.from = start
			return e, p.style(e, next), true
		}
		return nil, 0, false
	}
	if e, next, ok := p.core(i); ok {
		return e, p.style(e, next), true
	}
	return nil, 0, false
}

// relativeExpr parses a relative reference from dates.yaml or a shift
// («через два месяца»).
func (p *dparser) relativeExpr(i int) (*dexpr, int, bool) {
	for _, r := range p.v.relative {
		if j, ok := p.phrase(i, r.phrase); ok {
			return &dexpr{from: i, to: j, relative: r.kind, relUnit: r.unit, relSeason: r.season}, j, true
		}
	}
	if p.v.shiftPreps[p.norm(i)] {
		j, n := i+1, 1
		if k, ok := p.v.numerals[p.norm(j)]; ok {
			n, j = k, j+1
		} else if k, ok := p.number(j); ok && k > 0 && k < 100 {
			n, j = k, j+1
		}
		if u, ok := p.v.units[p.norm(j)]; ok {
			return &dexpr{from: i, to: j + 1, relative: "shift", relUnit: u, relN: n}, j + 1, true
		}
	}
	return nil, 0, false
}

// core parses a point, a range «a – b» or alternatives «a или b».
func (p *dparser) core(i int) (*dexpr, int, bool) {
	a, j, ok := p.loosePoint(i)
	if !ok {
		return nil, 0, false
	}
	if p.isDash(j) || p.v.alternatives[p.norm(j)] {
		if b, k, ok := p.loosePoint(j + 1); ok && !b.isBare() {
			e := &dexpr{from: i, a: a, b: b, isRange: true}
			if fill(&e.a, &e.b) {
				e.to = k
				return e, k, true
			}
		}
	}
	if a.isBare() {
		return nil, 0, false
	}
	return &dexpr{from: i, to: j, a: a}, j, true
}

// fill completes the first point of a range from the second: «5–12 мая»,
// «июле-августе 1903 года», «с 1900 по 1905 год». It reports false when
// the two do not make a range.
func fill(a, b *dpoint) bool {
	if a.isBare() {
		switch {
		case b.d != 0 && b.m != 0:
			if a.bare > 31 {
				return false
			}
			a.d, a.m, a.y = a.bare, b.m, b.y
		case b.y != 0 && b.m == 0 && b.season == 0 && b.part == 0 && !b.decade:
			a.y = a.bare
		default:
			return false
		}
		a.bare = 0
		if b.ns != nil && a.ns == nil {
			// «5 – 10 (23) августа»: no new-style day for the first.
			return false
		}
		return true
	}
	if a.y == 0 && !a.decade {
		a.y = b.y
		if a.m == 0 && a.season == 0 && a.part == 0 && b.m != 0 && a.d != 0 {
			a.m = b.m
		}
		if a.ns != nil && a.ns.y == 0 {
			a.ns.y = b.y
			if b.ns != nil && b.ns.y != 0 {
				a.ns.y = b.ns.y
			}
		}
	}
	if a.ns != nil && b.ns == nil || a.ns == nil && b.ns != nil {
		return false
	}
	return true
}

// loosePoint parses one point, or a bare number (for ranges).
func (p *dparser) loosePoint(i int) (dpoint, int, bool) {
	var d dpoint
	w := p.norm(i)
	if n, ok := p.number(i); ok {
		// Day and month, perhaps with the other style in brackets.
		if m, ok := p.v.months[p.norm(i+1)]; ok && n >= 1 && n <= 31 {
			d.d, d.m = n, m
			j := i + 2
			if ns, k, ok := p.bracketDate(j); ok {
				d.ns, j = &ns, k
			}
			if y, k, ok := p.yearPart(j, false); ok {
				d.y, j = y, k
				if d.ns == nil {
					// «31 декабря 1899 (12 января 1900)».
					if ns, k, ok := p.bracketDate(j); ok {
						d.ns, j = &ns, k
					}
				}
				if d.ns != nil && d.ns.y == 0 {
					d.ns.y = y
					if d.ns.m < d.m {
						d.ns.y = y + 1
					}
				}
			}
			return d, j, true
		}
		// «17 (30) июля».
		if p.norm(i+1) == "(" && p.norm(i+3) == ")" {
			if ns, ok := p.number(i + 2); ok {
				if m, ok := p.v.months[p.norm(i+4)]; ok && n >= 1 && n <= 31 && ns >= 1 && ns <= 31 {
					d.d, d.m = n, m
					nsd := dpoint{d: ns, m: m}
					if ns < n {
						nsd.m = m%12 + 1
					}
					d.ns = &nsd
					j := i + 5
					if y, k, ok := p.yearPart(j, false); ok {
						d.y, j = y, k
						nsd.y = y
						if nsd.m < m {
							nsd.y = y + 1
						}
					}
					return d, j, true
				}
			}
		}
		// A decade: «1890-е годы».
		if p.isDash(i+1) && p.v.decadeSuffix[p.norm(i+2)] && n%10 == 0 && n >= 100 {
			j := i + 3
			if p.v.yearWords[p.norm(j)] {
				j = p.skipPeriod(j + 1)
			}
			d.y, d.decade = n, true
			return d, j, true
		}
		if y, j, ok := p.yearPart(i, true); ok {
			d.y = y
			return d, j, true
		}
		if n >= 1 {
			d.bare = n
			return d, i + 1, true
		}
		return d, 0, false
	}
	if m, ok := p.v.months[w]; ok {
		d.m = m
		j := i + 1
		if y, k, ok := p.yearAfter(j); ok {
			d.y, j = y, k
		}
		return d, j, true
	}
	if s, ok := p.v.seasons[w]; ok {
		d.season = s
		j := i + 1
		// «зимой 1868–1869 годов»: the winter that joins the two years.
		if y1, ok := p.number(j); ok && s == 24 && p.isDash(j+1) {
			if y2, ok := p.number(j + 2); ok && y2 == y1+1 {
				k := j + 3
				if p.v.yearWords[p.norm(k)] {
					k = p.skipPeriod(k + 1)
				}
				d.y = y1
				return d, k, true
			}
		}
		if y, k, ok := p.yearAfter(j); ok {
			d.y, j = y, k
		}
		return d, j, true
	}
	part, isPart := p.v.parts[w]
	j := i + 1
	if h, ok := p.v.halfOrd[w]; ok && p.v.halfWords[p.norm(i+1)] {
		part, isPart, j = 3+h, true, i+2
	}
	if isPart {
		d.part = part
		if m, ok := p.v.months[p.norm(j)]; ok {
			d.m = m
			j++
			if y, k, ok := p.yearAfter(j); ok {
				d.y, j = y, k
			}
			return d, j, true
		}
		if y, k, ok := p.yearPart(j, true); ok {
			d.y = y
			return d, k, true
		}
		return d, 0, false
	}
	for _, ma := range p.v.monthAdj {
		if strings.HasPrefix(w, ma.stem) && len(w) > len(ma.stem) {
			d.m = ma.value
			return d, i + 1, true
		}
	}
	return d, 0, false
}

// bracketDate parses «(10 февраля)» or «(12 января 1900)» after a date in
// the other style.
func (p *dparser) bracketDate(i int) (dpoint, int, bool) {
	if p.norm(i) != "(" {
		return dpoint{}, 0, false
	}
	n, ok := p.number(i + 1)
	if !ok || n < 1 || n > 31 {
		return dpoint{}, 0, false
	}
	m, ok := p.v.months[p.norm(i+2)]
	if !ok {
		return dpoint{}, 0, false
	}
	ns := dpoint{d: n, m: m}
	j := i + 3
	if y, k, ok := p.yearPart(j, false); ok {
		ns.y, j = y, k
	}
	if p.norm(j) != ")" {
		return dpoint{}, 0, false
	}
	j++
	if ns.y != 0 && p.v.yearWords[p.norm(j)] {
		// «31 декабря 1899 (12 января 1900) года».
		j = p.skipPeriod(j + 1)
	}
	return ns, j, true
}

// yearAfter parses an optional comma and a year after a month or season
// («Весной, 1902 года»).
func (p *dparser) yearAfter(i int) (int, int, bool) {
	if y, k, ok := p.yearPart(i, false); ok {
		return y, k, true
	}
	if p.norm(i) == "," {
		if y, k, ok := p.yearPart(i+1, true); ok {
			return y, k, true
		}
	}
	return 0, 0, false
}

// yearPart parses a year: digits, an optional ordinal ending («1902-м») and
// a year word («года», «г.»). needWord requires the year word; without it
// only four-digit years are accepted.
func (p *dparser) yearPart(i int, needWord bool) (int, int, bool) {
	n, ok := p.number(i)
	if !ok {
		return 0, 0, false
	}
	j := i + 1
	if p.isDash(j) && p.v.yearSuffix[p.norm(j+1)] {
		j += 2
	}
	if p.v.yearWords[p.norm(j)] {
		return n, p.skipPeriod(j + 1), true
	}
	if needWord || len(p.t[i].norm) != 4 {
		return 0, 0, false
	}
	return n, j, true
}

func (p *dparser) skipPeriod(i int) int {
	if p.norm(i) == "." && i > 0 && p.v.yearAbbrev[p.norm(i-1)] {
		return i + 1
	}
	return i
}

// style parses an old- or new-style mark after an expression («по ст.
// ст.», «(ст. ст.)») and returns the index after the expression.
func (p *dparser) style(e *dexpr, i int) int {
	e.to = i
	j := i
	bracket := p.norm(j) == "("
	if bracket {
		j++
	}
	try := func(phrases [][]string) (int, bool) {
		for _, ph := range phrases {
			if k, ok := p.phrase(j, ph); ok {
				if bracket {
					if p.norm(k) != ")" {
						continue
					}
					k++
				}
				return k, true
			}
		}
		return 0, false
	}
	if k, ok := try(p.v.oldStyle); ok {
		e.oldStyle = true
		e.to = k
	} else if k, ok := try(p.v.newStyle); ok {
		e.to = k
	}
	return e.to
}

// resolve turns a parsed expression into a mention, taking missing years
// and relative dates from the context.
func (p *dparser) resolve(e *dexpr, ctx *DateContext) (DateMention, precision, int, bool) {
	m := DateMention{Start: p.t[e.from].start, End: p.t[e.to-1].end}
	var b strings.Builder
	for k := e.from; k < e.to; k++ {
		if k > e.from && p.t[k].start > p.t[k-1].end {
			b.WriteByte(' ')
		}
		b.WriteString(p.t[k].text)
	}
	m.Text = b.String()
	if e.relative != "" {
		edtf, prec, season, ok := relativeEDTF(e, ctx)
		if !ok {
			return m, 0, 0, false
		}
		iv, err := when.ParseEDTF(edtf)
		if err != nil {
			return m, 0, 0, false
		}
		m.EDTF, m.Interval, m.Relative = edtf, iv, true
		return m, prec, season, true
	}
	a, bp := e.a, e.b
	year := e.laterYear
	if year == 0 {
		year = ctx.year()
	}
	if a.y == 0 && !a.decade && (!e.isRange || bp.y == 0) {
		if year == 0 {
			return m, 0, 0, false
		}
		m.Relative = true
		a.y = year
		if e.isRange && bp.y == 0 {
			bp.y = year
		}
		if a.ns != nil && a.ns.y == 0 {
			a.ns.y = year
		}
		if bp.ns != nil && bp.ns.y == 0 {
			bp.ns.y = year
		}
	}
	var edtf, old string
	var prec precision
	season := 0
	switch {
	case a.ns != nil:
		// Both styles given: the new style (in brackets) is the date.
		nb := a.ns
		oldB := a
		oldB.ns = nil
		if e.isRange {
			if bp.ns == nil {
				return m, 0, 0, false
			}
			ob := bp
			ob.ns = nil
			old = joinRange(oldB, ob)
			edtf = joinRange(*nb, *bp.ns)
		} else {
			old = pointEDTF(oldB)
			edtf = pointEDTF(*nb)
		}
		if !julianMatches(old, edtf) {
			return m, 0, 0, false
		}
		prec = precDay
	case e.isRange:
		edtf = joinRange(a, bp)
		prec = precRange
	default:
		edtf = pointEDTF(a)
		prec, season = pointPrecision(a), a.season
	}
	if edtf == "" {
		return m, 0, 0, false
	}
	if e.openStart {
		edtf = "../" + lastPart(edtf)
		prec = precRange
	} else if e.openEnd {
		edtf = firstPart(edtf) + "/.."
		prec = precRange
	}
	if e.oldStyle && old == "" {
		iv, err := when.ParseEDTF(edtf)
		if err != nil {
			return m, 0, 0, false
		}
		old = edtf
		iv = julianInterval(iv)
		edtf = intervalEDTF(iv)
		prec = precRange
		if iv.Earliest == iv.Latest && !iv.Earliest.IsZero() {
			prec = precDay
		}
		season = 0
	}
	iv, err := when.ParseEDTF(edtf)
	if err != nil {
		return m, 0, 0, false
	}
	m.EDTF, m.Interval, m.OldStyle = edtf, iv, old
	return m, prec, season, true
}

func pointPrecision(d dpoint) precision {
	switch {
	case d.part != 0 || d.decade:
		return precRange
	case d.d != 0:
		return precDay
	case d.m != 0:
		return precMonth
	case d.season != 0:
		return precSeason
	}
	return precYear
}

// pointEDTF writes a point as EDTF: «1902», «1902-06», «1902-06-30»,
// «1902-21», «189X», or an interval for a third or half of a month or year.
// "" when the point is not a valid date.
func pointEDTF(d dpoint) string {
	if d.y < 0 || d.y > 9999 {
		return ""
	}
	switch {
	case d.decade:
		s := fmt.Sprintf("%04d", d.y)
		return s[:3] + "X"
	case d.part != 0 && d.m != 0:
		last := daysIn(d.y, d.m)
		lo, hi := 1, last
		switch d.part {
		case 1:
			hi = 10
		case 2:
			lo, hi = 11, 20
		case 3:
			lo = 21
		case 4:
			hi = 15
		case 5:
			lo = 16
		}
		return fmt.Sprintf("%04d-%02d-%02d/%04d-%02d-%02d", d.y, d.m, lo, d.y, d.m, hi)
	case d.part != 0:
		lo, hi := 1, 12
		switch d.part {
		case 1:
			hi = 4
		case 2:
			lo, hi = 5, 8
		case 3:
			lo = 9
		case 4:
			hi = 6
		case 5:
			lo = 7
		}
		return fmt.Sprintf("%04d-%02d/%04d-%02d", d.y, lo, d.y, hi)
	case d.d != 0:
		if d.m < 1 || d.m > 12 || d.d > daysIn(d.y, d.m) {
			return ""
		}
		return fmt.Sprintf("%04d-%02d-%02d", d.y, d.m, d.d)
	case d.m != 0:
		return fmt.Sprintf("%04d-%02d", d.y, d.m)
	case d.season != 0:
		return fmt.Sprintf("%04d-%02d", d.y, d.season)
	}
	return fmt.Sprintf("%04d", d.y)
}

// joinRange writes the range from a to b as one EDTF interval.
func joinRange(a, b dpoint) string {
	s, e := pointEDTF(a), pointEDTF(b)
	if s == "" || e == "" {
		return ""
	}
	return firstPart(s) + "/" + lastPart(e)
}

func firstPart(edtf string) string {
	if i := strings.IndexByte(edtf, '/'); i >= 0 {
		return edtf[:i]
	}
	return edtf
}

func lastPart(edtf string) string {
	if i := strings.LastIndexByte(edtf, '/'); i >= 0 {
		return edtf[i+1:]
	}
	return edtf
}

func daysIn(y, m int) int {
	return time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// relativeEDTF resolves a relative reference against the context.
func relativeEDTF(e *dexpr, ctx *DateContext) (string, precision, int, bool) {
	if !ctx.Valid() {
		return "", 0, 0, false
	}
	iv := ctx.Interval
	ref := iv.Earliest
	if ref.IsZero() {
		ref = iv.Latest
	}
	switch e.relative {
	case "before":
		if iv.Earliest.IsZero() {
			return "", 0, 0, false
		}
		return "../" + addDays(iv.Earliest, -1).String(), precRange, 0, true
	case "after":
		if iv.Latest.IsZero() {
			return "", 0, 0, false
		}
		return addDays(iv.Latest, 1).String() + "/..", precRange, 0, true
	case "same":
		return unitEDTF(ref, e.relUnit, e.relSeason, ctx)
	case "next", "previous":
		n := 1
		if e.relative == "previous" {
			n = -1
		}
		switch {
		case e.relUnit == "year":
			return fmt.Sprintf("%04d", ref.Year+n), precYear, 0, true
		case e.relUnit == "month" && ctx.prec >= precMonth:
			d := addMonths(ref, n)
			return fmt.Sprintf("%04d-%02d", d.Year, int(d.Month)), precMonth, 0, true
		case e.relUnit == "day" && ctx.prec == precDay:
			return addDays(ref, n).String(), precDay, 0, true
		}
		return shiftEDTF(ctx, e.relUnit, n)
	case "shift":
		return shiftEDTF(ctx, e.relUnit, e.relN)
	}
	return "", 0, 0, false
}

// unitEDTF is the year, month or day of d at the given unit.
func unitEDTF(d when.Date, unit string, season int, ctx *DateContext) (string, precision, int, bool) {
	switch {
	case season != 0:
		return fmt.Sprintf("%04d-%02d", d.Year, season), precSeason, season, true
	case unit == "year":
		return fmt.Sprintf("%04d", d.Year), precYear, 0, true
	case unit == "month" && ctx.prec >= precMonth:
		return fmt.Sprintf("%04d-%02d", d.Year, int(d.Month)), precMonth, 0, true
	case unit == "day" && ctx.prec == precDay:
		return d.String(), precDay, 0, true
	}
	return ctx.EDTF, ctx.prec, ctx.season, true
}

// shiftEDTF moves the context by n units at the context's precision.
func shiftEDTF(ctx *DateContext, unit string, n int) (string, precision, int, bool) {
	iv := ctx.Interval
	if iv.Earliest.IsZero() || iv.Latest.IsZero() {
		return "", 0, 0, false
	}
	e, l := iv.Earliest, iv.Latest
	switch unit {
	case "year":
		switch ctx.prec {
		case precYear:
			return fmt.Sprintf("%04d", e.Year+n), precYear, 0, true
		case precSeason:
			return fmt.Sprintf("%04d-%02d", e.Year+n, ctx.season), precSeason, ctx.season, true
		case precMonth:
			return fmt.Sprintf("%04d-%02d", e.Year+n, int(e.Month)), precMonth, 0, true
		}
		return intervalEDTF(when.Interval{Earliest: addMonths(e, 12*n), Latest: addMonths(l, 12*n)}), precRange, 0, true
	case "month":
		if ctx.prec == precMonth {
			d := addMonths(e, n)
			return fmt.Sprintf("%04d-%02d", d.Year, int(d.Month)), precMonth, 0, true
		}
		if ctx.prec == precDay {
			return addMonths(e, n).String(), precDay, 0, true
		}
		return intervalEDTF(when.Interval{Earliest: addMonths(e, n), Latest: addMonths(l, n)}), precRange, 0, true
	case "week", "day":
		days := n
		if unit == "week" {
			days = 7 * n
		}
		out := when.Interval{Earliest: addDays(e, days), Latest: addDays(l, days)}
		p := precRange
		if ctx.prec == precDay {
			p = precDay
		}
		return intervalEDTF(out), p, 0, true
	}
	return "", 0, 0, false
}

func addDays(d when.Date, n int) when.Date {
	return when.DateFromDays(d.Days() + int64(n))
}

// addMonths moves d by n months, keeping the day when the month has it and
// taking the month's last day otherwise (31 January + 1 month = 28
// February).
func addMonths(d when.Date, n int) when.Date {
	total := d.Year*12 + int(d.Month) - 1 + n
	y, m := total/12, total%12+1
	if total < 0 {
		y, m = (total-11)/12, (total%12+12)%12+1
	}
	day := min(d.Day, daysIn(y, m))
	return when.Date{Year: y, Month: time.Month(m), Day: day}
}

// intervalEDTF writes an interval in the shortest EDTF: a year, a month, a
// day, or an interval of those, with ".." for an open end.
func intervalEDTF(iv when.Interval) string {
	e, l := iv.Earliest, iv.Latest
	switch {
	case e.IsZero() && l.IsZero():
		return ""
	case e.IsZero():
		return "../" + l.String()
	case l.IsZero():
		return e.String() + "/.."
	case e == l:
		return e.String()
	}
	firstOfMonth := e.Day == 1
	lastOfMonth := l.Day == daysIn(l.Year, int(l.Month))
	switch {
	case firstOfMonth && lastOfMonth && e.Month == 1 && l.Month == 12 && e.Year == l.Year:
		return fmt.Sprintf("%04d", e.Year)
	case firstOfMonth && lastOfMonth && e.Month == 1 && l.Month == 12:
		return fmt.Sprintf("%04d/%04d", e.Year, l.Year)
	case firstOfMonth && lastOfMonth && e.Month == l.Month && e.Year == l.Year:
		return fmt.Sprintf("%04d-%02d", e.Year, int(e.Month))
	case firstOfMonth && lastOfMonth:
		return fmt.Sprintf("%04d-%02d/%04d-%02d", e.Year, int(e.Month), l.Year, int(l.Month))
	}
	return e.String() + "/" + l.String()
}

// julianToGregorian converts a Julian calendar date (as a Date's fields) to
// the proleptic Gregorian calendar through the Julian Day Number: 12 days
// later in the 19th century, 13 from 1 March 1900 (Julian 29 February 1900
// is Gregorian 13 March).
func julianToGregorian(d when.Date) when.Date {
	a := (14 - int(d.Month)) / 12
	y := d.Year + 4800 - a
	m := int(d.Month) + 12*a - 3
	jdn := d.Day + (153*m+2)/5 + 365*y + y/4 - 32083
	// JDN to Gregorian (Richards' algorithm).
	f := jdn + 1401 + (((4*jdn+274277)/146097)*3)/4 - 38
	e := 4*f + 3
	g := (e % 1461) / 4
	h := 5*g + 2
	day := (h%153)/5 + 1
	month := (h/153+2)%12 + 1
	year := e/1461 - 4716 + (12+2-month)/12
	return when.Date{Year: year, Month: time.Month(month), Day: day}
}

// julianInterval converts an interval of Julian calendar dates. The EDTF
// parser validates dates in the Gregorian calendar, so a Julian 29
// February of a year that is not a Gregorian leap year (1900) cannot come
// through it; the interval ends it makes are always valid in both.
func julianInterval(iv when.Interval) when.Interval {
	if !iv.Earliest.IsZero() {
		iv.Earliest = julianToGregorian(iv.Earliest)
	}
	if !iv.Latest.IsZero() {
		l := iv.Latest
		// The last day of a Julian February 1900 (or 1800, 1700) is the 29th.
		if l.Month == time.February && l.Day == 28 && l.Year%100 == 0 && l.Year%400 != 0 {
			l.Day = 29
		}
		iv.Latest = julianToGregorian(l)
	}
	return iv
}

// julianMatches reports whether the old-style EDTF old and the new-style
// ns of a dual date («17 (30) июля») are 10 to 13 days apart, as the two
// calendars were from 1582 to 2100.
func julianMatches(old, ns string) bool {
	ov, err1 := when.ParseEDTF(old)
	nv, err2 := when.ParseEDTF(ns)
	if err1 != nil || err2 != nil {
		return false
	}
	diff := nv.Earliest.Days() - ov.Earliest.Days()
	return diff >= 10 && diff <= 13
}
