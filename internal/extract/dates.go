package extract

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/chronomap/chronomap/internal/rutext"
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
	// When is the expression in the Extended Date/Time Format (ISO
	// 8601-2), in the Gregorian calendar, with its inclusive interval.
	When when.Expr `json:"edtf"`
	// OldStyle is the date as written in the Julian calendar when the
	// text marks it old style («по ст. ст.») or gives both styles («17
	// (30) июля»); the zero Expr otherwise.
	OldStyle when.Expr `json:"old_style,omitzero"`
	// Relative reports that the date came from the context rather than
	// from the words alone («в том же году», «через месяц», or a month
	// without a year).
	Relative bool `json:"relative,omitempty"`
	// aside: the date is about a thing the narrative describes (a
	// founding told in passing), earlier than the narrative's time: it
	// dates its own clause but not the text after it.
	aside bool
	// counted: the date is counted from the text's date («завтра»,
	// «через неделю», «в том же году»), not a calendar date.
	counted bool
	// writersDay: the date is the writer's own day («сегодня», counted
	// from the entry's date), never a day after it.
	writersDay bool
	// fromWritersDay: the date is counted from the writer's own day
	// («вчера», «третьего дня», «сегодня»): the writer's present.
	fromWritersDay bool
	// quoted: the date stands inside a quotation.
	quoted bool
	// night: «в ночь на 5 декабря», the night from the 4th into the 5th.
	night bool
	// plan is the clause [from, to) of a plan the date stands in
	// («…; весной, говорят, повезут в Сибирь»), zero otherwise: the date
	// dates nothing outside it.
	plan [2]int
}

// inPlan reports whether the date stands in a plan's clause.
func (m DateMention) inPlan() bool { return m.plan[1] > 0 }

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
	// When is the last date; the zero Expr while no date has been seen.
	When   when.Expr
	prec   precision
	season int
	// julian says When is a day before 1918 given in one style, so a
	// Julian date as written (Russian texts' unmarked dates): its weekday
	// is that of its Gregorian day.
	julian bool
	// night says When is a night («в ночь на 5 декабря»): the next day
	// is the one the night went into.
	night bool
	// eventDays maps the stems (eventStemLen first letters) of the words
	// of each sentence that gave a day to that day and its paragraph:
	// «накануне открытия» after «Третьего дня открылась Дума» is the eve
	// of that day.
	eventDays map[string]eventDay
	// anchor is the last date the text gave in full (not relative to
	// another), which «сегодня», «вчера», «три дня назад» count from.
	anchor       when.Expr
	anchorPrec   precision
	anchorJulian bool
	// yearAnchor is the last date the text gave with its year: a
	// document's date, which «сего месяца», «минувшего года» count from
	// when no dateline heads the paragraph (a narrative's «в начале мая»
	// after it takes its year from it, and counts from nothing).
	yearAnchor when.Expr
	// docDate is the last date of a document the text is or quotes: a
	// day or month with its year standing apart, after a comma or opening
	// a sentence and before a stop, a colon or a number («Москва, 10
	// октября 1905 г.», «Из справки, март 1880 г.:», «10 октября 1902 г.,
	// № 4117»). «с. г.», «сего месяца» count from it before the
	// narrative's dates in full («В июне 1904 г. арестован»).
	docDate when.Expr
	// ownDocDate is the last such date outside quotations: the date of
	// the document the text itself is.
	ownDocDate when.Expr
	// docDayPara is one more than the paragraph whose document docDate
	// dates to a day, 0 when none: its «сегодня», «вчера» count from that
	// day («…, Ташкент, 17 июня 1865 г.: «…в ночь на 15-е … Сегодня…»»).
	docDayPara   int
	docDayJulian bool
	// dateline is the day a heading, a dateline or a date opening a
	// paragraph gave («ИРКУТСК, 24 июня.», «28 февраля 1852 г. …»): its
	// entry is written that day, so «сегодня», «вчера» in the same
	// paragraph count from it even after the entry tells of other days
	// in full.
	dateline       when.Expr
	datelinePara   int
	datelineJulian bool
	// datelineQuoted: the dateline opened a quoted entry or report; the
	// text around the quotation is not written on its day.
	datelineQuoted bool
	// lastDateline is the day of the last dateline or entry, kept over
	// the paragraphs after it whatever they tell: the writer's time.
	lastDateline when.Date
	// datelineHeading says the dateline stood as a heading of its own
	// («3 сентября.», «Тифлис, 1 ноября 1851 г.»), not in a sentence of
	// the narrative («5 мая он приехал в Томск»).
	datelineHeading bool
	// headingLine says the dateline is a heading standing alone in its
	// paragraph so far («II. Томск, 3 мая 1895 г.» above a letter): the
	// entry it dates is the paragraph that follows.
	headingLine bool
	// para is the paragraph of the sentence last read; started says one
	// was read.
	para    int
	started bool
	// subjectYear is the year a report covers when the text's first date
	// names it («Отчёт … за 1871 год»): the report's own dateline, written
	// after that year, does not date its narrative.
	subjectYear int
	// paraYear is the year of the first date given in full in paragraph
	// para; prevParaYear that of the paragraph before.
	paraYear, prevParaYear int
}

// Valid reports whether the context holds a date.
func (c *DateContext) Valid() bool { return c != nil && !c.When.IsZero() }

// year returns the year a yearless date in the context belongs to, 0 if
// none.
func (c *DateContext) year() int {
	if !c.Valid() {
		return 0
	}
	iv := c.When.Interval()
	if !iv.Earliest.IsZero() {
		return iv.Earliest.Year
	}
	return iv.Latest.Year
}

// set makes m the context; anchor says m was given in full, not relative
// to another date.
func (c *DateContext) set(m DateMention, p precision, season int, anchor bool) {
	c.When, c.prec, c.season = m.When, p, season
	c.julian = writtenJulian(m)
	c.night = m.night
	if anchor {
		c.anchor, c.anchorPrec, c.anchorJulian = m.When, p, c.julian
	}
}

// at is a copy of the context set at the day w, of precision p, julian
// as writtenJulian says: the day a relative date counts from.
func (c *DateContext) at(w when.Expr, p precision, julian bool) *DateContext {
	a := *c
	a.When, a.prec, a.julian, a.night = w, p, julian, false
	return &a
}

// writersDay is the day the text being read is written: the dateline's
// over its paragraph, or else the day of the document the text is or
// quotes.
func (c *DateContext) writersDay() (when.Date, bool) {
	if !c.dateline.IsZero() && c.datelinePara == c.para {
		return c.dateline.Interval().Earliest, true
	}
	if iv := c.docDate.Interval(); !c.docDate.IsZero() && iv.Earliest == iv.Latest {
		return iv.Earliest, true
	}
	return when.Date{}, false
}

// writtenJulian reports whether m is a day before the calendar reform of
// 14 February 1918 given in one style only: as written, a Julian date.
func writtenJulian(m DateMention) bool {
	if !m.OldStyle.IsZero() {
		return false
	}
	iv := m.When.Interval()
	d := iv.Earliest
	return !d.IsZero() && d == iv.Latest && d.Compare(when.Date{Year: 1918, Month: time.February, Day: 14}) < 0
}

// markDateline makes the last date given in full the day the entry that
// begins here is written, or forgets the previous entry's day when that
// date is coarser than a day.
func (c *DateContext) markDateline() {
	c.datelineHeading = false
	switch {
	case c.anchorPrec == precDay:
		c.dateline, c.datelinePara, c.datelineJulian = c.anchor, c.para, c.anchorJulian
		c.lastDateline = c.anchor.Interval().Earliest
	case c.headingLine && c.datelinePara == c.para:
		// A coarser date opening the entry under a heading line («В конце
		// мая мы пришли сюда») is told on the heading's day.
	default:
		c.dateline = when.Expr{}
	}
	c.headingLine = false
}

// beforeHeading reports whether the paragraph being read is the entry a
// heading line above it dates and w ends before the heading's day: a date
// opening that entry tells of days past, it begins no entry of its own
// («Омск, 20 сентября. ¶ 12-го мы вышли из Тобольска, а вчера прибыли
// сюда»: «вчера» is the 19th).
func (c *DateContext) beforeHeading(w when.Expr) bool {
	if !c.headingLine || c.datelinePara != c.para || c.dateline.IsZero() {
		return false
	}
	end, day := w.Interval().Latest, c.dateline.Interval().Earliest
	return !end.IsZero() && !day.IsZero() && end.Compare(day) < 0
}

// writersDayAgain reports whether the context is a day a few days before
// the day of the dateline over the paragraph being read («вчера»,
// «третьего дня» under «РИГА, 2 (15) мая»): a sentence that goes on in
// the present from it is back at the writer's day.
func (c *DateContext) writersDayAgain() bool {
	if c.dateline.IsZero() || !c.datelineHeading || c.datelinePara != c.para || c.prec != precDay {
		return false
	}
	iv, day := c.When.Interval(), c.dateline.Interval().Earliest
	if iv.Earliest.IsZero() || day.IsZero() || iv.Earliest != iv.Latest || iv.Earliest.Compare(day) >= 0 {
		return false
	}
	return day.Days()-iv.Earliest.Days() <= maxDaysBack
}

// maxDaysBack is how far before an entry's day a day told relative to it
// may lie for the entry to come back to its own day after it.
const maxDaysBack = 3

// markHeadingLine makes the last date given in full the day of a heading
// or dateline (see markDateline), one that may stand alone above its
// entry.
func (c *DateContext) markHeadingLine() {
	c.markDateline()
	c.headingLine = c.anchorPrec == precDay
	c.datelineHeading = !c.dateline.IsZero()
}

// enter moves the context into the paragraph of a sentence being read:
// a heading line that stood alone dates the paragraph below it.
func (c *DateContext) enter(para int) {
	if c.started && para != c.para {
		c.prevParaYear, c.paraYear = c.paraYear, 0
	}
	if c.started && para != c.para && c.headingLine && c.datelinePara == c.para {
		c.datelinePara = para
	} else if c.started && para == c.para {
		c.headingLine = false
	}
	c.started, c.para = true, para
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
func (v *Vocab) FindDates(s rutext.Sentence, toks []rutext.Token, ctx *DateContext) []DateMention {
	return v.findDates(s, toks, ctx, dateHooks{})
}

// dateHooks are what the date grammar asks of the sentence around a date;
// each may be nil.
type dateHooks struct {
	// aside reports the dates that do not become the context, told aside
	// from the narrative's time.
	aside func(DateMention, *DateContext) bool
	// nonPast reports whether the sentence's verb is in the present or
	// future.
	nonPast func() bool
	// future reports whether the sentence's verb is in the future tense.
	future func() bool
	// plan returns the clause [from, to) (offsets) of a plan a date stands
	// in («весной, говорят, повезут в Сибирь»): the date belongs to it
	// only.
	plan func(DateMention) (from, to int, ok bool)
	// general reports whether a bare season at the offset is a habit or a
	// general statement («не замерзает и зимою»), no date.
	general func(start int) bool
	// publicNoun reports whether the word right before the offset is a
	// noun that names a public event by its date («по делу 14 декабря»).
	publicNoun func(start int) bool
}

// findDates is FindDates with the sentence's hooks.
func (v *Vocab) findDates(s rutext.Sentence, toks []rutext.Token, ctx *DateContext, h dateHooks) []DateMention {
	aside, nonPast := h.aside, h.nonPast
	if ctx == nil {
		ctx = &DateContext{}
	}
	opensParagraph := !ctx.started || s.Paragraph != ctx.para
	ctx.enter(s.Paragraph)
	if len(toks) > maxDateTokens {
		toks = toks[:maxDateTokens]
	}
	p := dparser{v: v, t: expandDateTokens(v, toks), nonPast: nonPast}
	var exprs []*dexpr
	for i := 0; i < len(p.t); {
		if next, ok := p.purpose(i); ok {
			i = next
			continue
		}
		if e, next, ok := p.expr(i); ok {
			exprs = append(exprs, e)
			i = next
			continue
		}
		i++
	}
	// «с 3 мая гостил в Самаре до 10 мая»: an open start and an open end
	// of one clause are one span from the one to the other.
	for k := 0; k+1 < len(exprs); k++ {
		e, l := exprs[k], exprs[k+1]
		if !e.openEnd || e.isRange || e.relative != "" || !p.v.rangeFrom[p.norm(e.from)] ||
			!l.openStart || l.isRange || l.relative != "" || !p.v.rangeTo[p.norm(l.from)] || l.from-e.to > 12 {
			continue
		}
		bound := false
		for j := e.to; j < l.from; j++ {
			if w := p.norm(j); w == "." || w == ";" || w == ":" || w == "—" {
				bound = true
			}
		}
		a, b := e.a, l.a
		if l.dayOnly && b.d != 0 && b.m == 0 && a.m != 0 {
			b.m, b.y = a.m, a.y
		}
		if b.y == 0 && b.m != 0 && !b.yearSpan() {
			b.y = a.y
		}
		if bound || b.m == 0 && b.y == 0 || !fill(&a, &b) {
			continue
		}
		if b.y != 0 && a.y == 0 {
			a.y = b.y
		}
		e.a, e.b, e.isRange, e.openEnd = a, b, true, false
		l.absorbed = true
	}
	// A public event named by its day and month («по делу 14 декабря»)
	// takes its own year, not the narrative's.
	if h.publicNoun != nil {
		for _, e := range exprs {
			if y, ok := p.publicDate(e); ok && y != ctx.year() && h.publicNoun(p.t[e.from].start) {
				e.a.y, e.public = y, true
			}
		}
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
	// A yearless date opening a paragraph after a diary's dated entry is
	// the next entry's heading: an earlier year its entry recalled («ещё
	// в 1879 году») does not date it; the previous heading's year does.
	// So is a dateline's date after the place it was written at («Мерв,
	// 24 сентября.» after an entry that recalled «в январе 1881 г.»).
	if opensParagraph && len(exprs) > 0 && len(toks) > 0 && !ctx.dateline.IsZero() {
		if e := exprs[0]; e.relative == "" && !e.hasYear() && e.laterYear == 0 && (p.t[e.from].start == toks[0].Start || p.datelinePlaceBefore(e.from)) {
			if y := ctx.dateline.Interval().Earliest.Year; y > ctx.year() {
				e.laterYear = y
			}
		}
	}
	// A yearless date opening a paragraph after one that went back to an
	// earlier year («Осенью 1909 года … ещё в начале 1908 г. она возила
	// труппу в Америку.» / «В конце сентября мы выехали») resumes the
	// narrative's year, which the paragraph opened with: the flashback
	// ended with its paragraph.
	if opensParagraph && len(exprs) > 0 && len(toks) > 0 && ctx.prevParaYear > ctx.year() && ctx.year() != 0 {
		if e := exprs[0]; e.relative == "" && !e.hasYear() && e.laterYear == 0 && p.t[e.from].start == toks[0].Start {
			e.laterYear = ctx.prevParaYear
		}
	}
	// A yearless dateline opening a paragraph («ПАРИЖ, 31 января (12
	// февраля).») after a text that went back to earlier years since the
	// last dateline («ПАРИЖ, 25 января (7 февраля) 1900 г.» … «В 1883–1886
	// гг. …») is of the writer's time, the last dateline's year (the
	// next when its day falls before the last's): datelines go forward,
	// whatever the narrative between them recalled.
	if dl := ctx.lastDateline; opensParagraph && len(exprs) > 0 && !dl.IsZero() && dl.Year > ctx.year() && ctx.year() != 0 {
		if e := exprs[0]; e.yearlessDay() && p.datelineShaped(e) {
			e.laterYear = dl.Year
			if e.a.m < int(dl.Month) && int(dl.Month)-e.a.m > 1 || e.a.m == int(dl.Month) && e.a.d+13 < dl.Day {
				e.laterYear++
			}
		}
	}
	// A relative reference right before an absolute date is made
	// redundant by it («До этого, в феврале 1902 года» is February 1902).
	for k, e := range exprs {
		if e.relative == "" || k+1 >= len(exprs) {
			continue
		}
		n := exprs[k+1]
		if n.relative != "" || n.absorbed || n.from-e.to > 1 {
			continue
		}
		if e.relUnit == "year" && (e.relative == "same" || e.relative == "next" || e.relative == "previous") && !n.hasYear() && n.laterYear == 0 {
			// «в том же году, 17 октября»: the relative year is the
			// year the date lacks, a date of its own.
			continue
		}
		if e.today && e.relUnit == "day" && n.a.d != 0 && !n.isRange {
			// «Вчера, 6 декабря,»: the writer's day and its date, each a
			// date of the text.
			continue
		}
		if e.relative == "shift" && !e.today && (n.hasYear() || (e.relUnit == "day" || e.relUnit == "week") && n.a.d != 0 && !n.isRange) {
			// «Через год, в 1865 г.», «Пять лет спустя, 18 ноября 1918
			// г.», «Через два дня, 18 апреля»: a count of units on from
			// the last date, glossed by the date it reaches; each is a
			// date of the text.
			continue
		}
		e.absorbed = true
	}
	// A year before a month and its day, as records write them («1848 г.
	// марта 17 дня», «1890, марта 10»), is one date: that day.
	for k := 0; k+1 < len(exprs); k++ {
		e, n := exprs[k], exprs[k+1]
		if e.absorbed || n.absorbed || !e.yearOnly() || e.approximate || e.uncertain || !n.yearlessDay() || n.a.ns != nil || !p.monthFirst(n) {
			continue
		}
		if n.from != e.to && !(p.norm(e.to) == "," && n.from == e.to+1) {
			continue
		}
		n.a.y, n.from = e.a.y, e.from
		e.absorbed = true
	}
	// A year and a season or month set off by a comma («в 1906 году,
	// весной», «Весной, в 1906 году») are one date: the season of that
	// year.
	for k := 0; k+1 < len(exprs); k++ {
		e, n := exprs[k], exprs[k+1]
		if e.absorbed || n.absorbed || p.norm(e.to) != "," || n.from != e.to+1 {
			continue
		}
		year, part := e, n
		if !year.yearOnly() {
			year, part = n, e
		}
		if !year.yearOnly() || year.approximate || year.uncertain || !part.seasonOrMonthAlone() {
			continue
		}
		part.a.y, part.laterYear = year.a.y, 0
		part.from, part.to = min(e.from, n.from), max(e.to, n.to)
		year.absorbed = true
	}
	// A yearless day of a famous event, told with a word of that event
	// («манифест 17 октября», «декабристы … 14 декабря»), is of the
	// event's year, and a recollection that does not date the narrative.
	for _, e := range exprs {
		if !e.yearlessDay() {
			continue
		}
		if y := p.famousYear(e.a.m, e.a.d); y != 0 && y != ctx.year() {
			e.laterYear, e.famous = y, true
		}
	}
	// A yearless day in an entry that tells what is past, months after
	// the entry's own day in its year («Рим, 2 января 1876 г. … Приехали
	// сюда из Ниццы 18 декабря»), is of the year before: the writer looks
	// back.
	if dl := ctx.dateline.Interval(); !ctx.dateline.IsZero() && ctx.datelinePara == ctx.para && ctx.datelineHeading && nonPast != nil && !nonPast() && !dl.Earliest.IsZero() {
		for _, e := range exprs {
			if !e.yearlessDay() || e.a.ns != nil || ctx.year() != dl.Earliest.Year {
				continue
			}
			if dl.Earliest.Month <= time.February && e.a.m >= 11 {
				e.laterYear, e.lookBack = dl.Earliest.Year-1, true
			}
		}
	}
	// A day without a year set for something to come («Похороны
	// назначены на 23 ноября», «Похороны состоятся 23 ноября») under the
	// writer's day (a dateline's, a document's) is the first such day
	// from it: an obituary's narrative may have ended years before.
	if w, ok := ctx.writersDay(); ok {
		for _, e := range exprs {
			if !e.yearlessDay() || e.a.ns != nil {
				continue
			}
			if p.norm(e.from) == "на" && p.v.scheduled[p.norm(e.from-1)] || h.future != nil && h.future() {
				e.laterYear = w.Year
				if e.a.m < int(w.Month) || e.a.m == int(w.Month) && e.a.d < w.Day {
					e.laterYear++
				}
			}
		}
	}
	// A season alone told with a verb in the present or future under an
	// entry's or letter's day («Вена, 6 января 1878 г. … Весною, бог
	// даст, вернёмся») is the first such season not yet over on that day,
	// whatever year the letter's narrative was at.
	if dl := ctx.dateline.Interval(); !ctx.dateline.IsZero() && ctx.datelinePara == ctx.para && nonPast != nil && !dl.Earliest.IsZero() {
		for _, e := range exprs {
			if e.bareSeason() && e.a.season >= 21 && e.a.season <= 24 && nonPast() {
				kind := "next"
				if seasonOf(dl.Earliest) == e.a.season {
					kind = "same"
				}
				e.laterYear = deicticSeasonYear(dl.Earliest, true, e.a.season, kind)
			}
		}
	}
	var out []DateMention
	rs := []rune(s.Text)
	quoted := func(start int) bool {
		k := slices.IndexFunc(toks, func(t rutext.Token) bool { return t.Start == start })
		return k >= 0 && toks[k].Quoted
	}
	for _, e := range exprs {
		if e.absorbed || h.general != nil && e.bareSeason() && h.general(p.t[e.from].start) {
			continue
		}
		e.quoted = quoted(p.t[e.from].start)
		if e.today && e.relUnit == "day" && e.quoted {
			for k := len(out) - 1; k >= 0; k-- {
				o := out[k]
				if iv := o.When.Interval(); !o.counted && !o.aside && !o.quoted && !iv.Earliest.IsZero() && iv.Earliest == iv.Latest {
					e.countFrom = o.When
					break
				}
			}
		}
		if e.eveOf != "" {
			d, ok := ctx.eventDays[e.eveOf]
			if !ok || ctx.para-d.para > 1 {
				continue
			}
			e.countFrom = d.day
		}
		if (e.dayOnly || !e.today && (e.relative == "next" || e.relative == "previous") && e.relUnit == "day") && len(out) > 0 {
			if o := out[len(out)-1]; o.aside && o.plan[1] == 0 {
				if iv := o.When.Interval(); !iv.Earliest.IsZero() && iv.Earliest == iv.Latest {
					e.countFrom = o.When
				}
			}
		}
		m, prec, season, ok := p.resolve(e, ctx)
		if !ok {
			continue
		}
		m.quoted, m.night = e.quoted, e.night
		if a, b := m.Start-s.Start, m.End-s.Start; a >= 0 && b <= len(rs) && a < b {
			m.Text = string(rs[a:b])
		}
		if aside != nil && aside(m, ctx) || e.famous {
			m.aside = true
		}
		if e.public || e.imprint {
			// It names an event or dates a book; it dates nothing the
			// text tells.
			m.aside, m.plan = true, [2]int{m.Start, m.End}
		}
		if h.plan != nil {
			if from, to, ok := h.plan(m); ok {
				// It dates its plan, not the narrative.
				m.aside, m.plan = true, [2]int{from, to}
			}
		}
		if ctx.subjectYear != 0 && e.relative == "" && ctx.year() == ctx.subjectYear && ctx.prec == precYear {
			if iv := m.When.Interval(); iv.Earliest.Year > ctx.subjectYear && len(exprs) == 1 && m.End >= lastWordEnd(toks) {
				// The report's dateline, written after the year it covers.
				m.aside = true
			}
		}
		if !ctx.Valid() && e.yearOnly() && p.v.subjectPrefixes[p.norm(e.from)] {
			ctx.subjectYear = e.a.y
		}
		out = append(out, m)
		if iv := m.When.Interval(); !(iv.Earliest.IsZero() || iv.Latest.IsZero()) && !m.aside && !e.lookBack {
			if e.relative == "" && ctx.paraYear == 0 && iv.Earliest.Year == iv.Latest.Year {
				ctx.paraYear = iv.Earliest.Year
			}
			ctx.set(m, prec, season, e.relative == "" && !e.a.fromWriter())
			if prec == precDay {
				ctx.noteEventDay(toks, m.When, p.v.eve)
			}
			if e.relative == "" && !e.a.fromWriter() && e.hasYear() {
				ctx.yearAnchor = m.When
				if e.a.m != 0 && !e.isRange && p.standsApart(e.from, e.to) {
					ctx.docDate = m.When
					if !e.quoted {
						ctx.ownDocDate = m.When
					}
					if prec == precDay {
						ctx.docDayPara, ctx.docDayJulian = ctx.para+1, writtenJulian(m)
					}
				}
			}
			if e.relative == "" && (opensParagraph && len(toks) > 0 && m.Start == toks[0].Start || opensQuote(rs, m.Start-s.Start)) && !ctx.beforeHeading(m.When) {
				// «19 января 1854 г. Сегодня оставил…»: an entry's date;
				// so is one opening a quoted entry («…записано: «10
				// апреля. Сегодня…»»).
				ctx.markDateline()
				ctx.datelineQuoted = e.quoted
			}
		} else if (iv.Earliest.IsZero() != iv.Latest.IsZero()) && !m.aside && e.relative == "" && (e.hasYear() || e.laterYear != 0) {
			// «С 3 мая 1884 г.», «до осени 1903 г.»: an open span given
			// in full still dates the narrative at its known end; the
			// yearless dates after it take that year.
			pt := *e
			pt.openStart, pt.openEnd = false, false
			if pm, pprec, pseason, ok := p.resolve(&pt, ctx); ok {
				ctx.set(pm, pprec, pseason, true)
			}
		}
	}
	return out
}

// datelinePlaceBefore reports whether the tokens before i are a
// dateline's place and its comma: one to three capitalised words («Мерв,
// 24 сентября», «Нижний Новгород, 3 мая»).
func (p *dparser) datelinePlaceBefore(i int) bool {
	if i < 2 || i > 4 || p.t[i-1].norm != "," {
		return false
	}
	for _, t := range p.t[:i-1] {
		if r, _ := utf8.DecodeRuneInString(t.text); t.kind != rutext.Word || !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// opensQuote reports whether the text before offset i of rs ends with an
// opening quotation mark, perhaps followed by spaces.
func opensQuote(rs []rune, i int) bool {
	for i--; i >= 0 && i < len(rs); i-- {
		switch rs[i] {
		case ' ', '\u00a0':
			continue
		case '«', '„':
			return true
		}
		return false
	}
	return false
}

// dtok is a token for the date grammar: hyphenated date words are split
// («июле-августе» → июле, -, августе), and so is a year glued to its year
// word («1902г» → 1902, г).
type dtok struct {
	norm       string
	kind       rutext.TokenKind
	start, end int
	text       string
}

func expandDateTokens(v *Vocab, toks []rutext.Token) []dtok {
	out := make([]dtok, 0, len(toks))
	for k := 0; k < len(toks); k++ {
		t := toks[k]
		if d, next, ok := v.ordinalDayAt(toks, k); ok {
			// «седьмого мая», «двадцать пятого числа»: read as «7-го».
			start, end := t.Start, toks[next-1].End
			n := strconv.Itoa(d)
			out = append(out, dtok{n, rutext.Number, start, end, string([]rune(n))},
				dtok{"-", rutext.Punct, end, end, "-"}, dtok{"го", rutext.Word, end, end, "го"})
			k = next - 1
			continue
		}
		if t.Kind == rutext.Word && strings.Contains(t.Norm, "-") {
			parts := strings.Split(t.Norm, "-")
			if v.isDateWord(parts[0]) || allDigits(parts[0]) {
				pos := t.Start
				rs := []rune(t.Text)
				for k, part := range parts {
					if k > 0 {
						out = append(out, dtok{"-", rutext.Punct, pos, pos + 1, "-"})
						pos++
					}
					n := len([]rune(part))
					kind := rutext.Word
					if allDigits(part) {
						kind = rutext.Number
					}
					out = append(out, dtok{part, kind, pos, pos + n, string(rs[pos-t.Start : pos-t.Start+n])})
					pos += n
				}
				continue
			}
		}
		if t.Kind == rutext.Word {
			// «1902г», «1902гг»: digits glued to a year word.
			digits := 0
			for _, r := range t.Norm {
				if r < '0' || r > '9' {
					break
				}
				digits++
			}
			if digits == 4 && v.yearWords[t.Norm[digits:]] {
				rs := []rune(t.Text)
				out = append(out, dtok{t.Norm[:digits], rutext.Number, t.Start, t.Start + digits, string(rs[:digits])},
					dtok{t.Norm[digits:], rutext.Word, t.Start + digits, t.End, string(rs[digits:])})
				continue
			}
		}
		out = append(out, dtok{t.Norm, t.Kind, t.Start, t.End, t.Text})
	}
	return out
}

// ordinalDayAt returns the day of the month written as words at token k
// («седьмого», «двадцать пятого») and the index after them, when a month,
// «числа», or (opening the sentence) a verb in the past tense or a time of
// day follows (ordinal_days).
func (v *Vocab) ordinalDayAt(toks []rutext.Token, k int) (int, int, bool) {
	if toks[k].Kind != rutext.Word {
		return 0, 0, false
	}
	d, j := 0, k
	if tens, ok := v.ordinalDayTens[toks[k].Norm]; ok && k+1 < len(toks) {
		if u, ok := v.ordinalDays[toks[k+1].Norm]; ok && u < 10 && tens+u <= 31 {
			d, j = tens+u, k+2
		}
	}
	if d == 0 {
		u, ok := v.ordinalDays[toks[k].Norm]
		if !ok {
			return 0, 0, false
		}
		d, j = u, k+1
	}
	if j >= len(toks) || toks[j].Kind != rutext.Word {
		return 0, 0, false
	}
	next := toks[j].Norm
	if _, month := v.months[next]; month || v.dayOfMonth[next] {
		return d, j, true
	}
	opens := !slices.ContainsFunc(toks[:k], func(t rutext.Token) bool { return t.Kind == rutext.Word || t.Kind == rutext.Number })
	if opens && toks[k].Upper && !toks[j].Upper && (v.timesOfDay[next] || pastVerbShape(next)) {
		return d, j, true
	}
	return 0, 0, false
}

// pastVerbShape reports whether w ends as a verb in the past tense does
// («переправились», «пришли», «выступил»).
func pastVerbShape(w string) bool {
	for _, e := range []string{"лся", "лась", "лось", "лись", "ли", "ла", "ло", "л"} {
		if strings.HasSuffix(w, e) && utf8.RuneCountInString(w) > utf8.RuneCountInString(e)+2 {
			return true
		}
	}
	return false
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

// isDateWord reports whether w names a month or a season (in any case, or
// abbreviated), so that it is never taken for a name.
func (v *Vocab) isDateWord(w string) bool {
	_, m := v.months[w]
	_, s := v.seasons[w]
	_, a := v.monthAbbrev[w]
	return m || s || a
}

// dpoint is one date as written: any field may be missing (0).
type dpoint struct {
	y, m, d int
	season  int
	part    int // 1–3: first, middle, last third; 4, 5: first, second half
	decade  bool
	// century: y is the first year of a century («XIX в.» 1800). A
	// decade or century written without its century («60-х годов», «в
	// начале века») has needCentury: y holds the decade's two digits (0
	// for a century), and wc the centuries back from the text's own
	// («прошлого века» −1).
	century     bool
	needCentury bool
	wc          int
	bare        int // a bare number whose partner decides whether it is a day or a year
	ns          *dpoint
	// writerYear: the year is counted from the writer's date by wy years
	// («в октябре минувшего года», «19 сего апреля»); writerMonth: the
	// month is, by wm months («15 сего месяца»).
	writerYear, writerMonth bool
	wy, wm                  int
	// easter: a moveable feast, the days easterFrom..easterTo after Easter
	// of the point's year.
	easter               bool
	easterFrom, easterTo int
}

// fromWriter reports whether the point is counted from the writer's date.
func (p *dpoint) fromWriter() bool { return p.writerYear || p.writerMonth }

// yearSpan reports whether d is a decade or a century.
func (p *dpoint) yearSpan() bool { return p.decade || p.century }

// spanPart gives the years (from 0) of a part of a span of n years: the
// first, middle and last third (parts 1–3; for ten years 0–3, 4–6, 7–9;
// for a hundred 0–33, 34–66, 67–99) or the first and second half (4, 5).
func spanPart(n, part int) (int, int) {
	first, last := (n+2)/3, n/3
	switch part {
	case 1:
		return 0, first - 1
	case 2:
		return first, n - last - 1
	case 3:
		return n - last, n - 1
	case 4:
		return 0, n/2 - 1
	}
	return n / 2, n - 1
}

func (p *dpoint) isBare() bool { return p.bare != 0 && p.y == 0 && p.m == 0 && p.d == 0 }

// dexpr is one parsed expression: a point, or a range from a to b, with
// open ends, calendar marks and qualifiers.
type dexpr struct {
	from, to           int // token indexes, to exclusive
	a, b               dpoint
	isRange            bool
	openStart, openEnd bool
	oldStyle           bool
	approximate        bool
	uncertain          bool
	relative           string // a relative kind (see dates.yaml), "shift" or ""
	relUnit            string
	relN               int
	relSeason          int
	relPart            int
	today              bool // counted from the last full date
	night              bool // «в ночь на 22 февраля»: the day before too
	laterYear          int
	absorbed           bool
	// eve: «накануне Рождества», the day before the date.
	eve bool
	// eveOf is the stem of the event noun of «накануне открытия»: the
	// day before the last day, when that day's sentence told the event
	// («открылась»); no date otherwise.
	eveOf string
	// quoted: the phrase stands inside a quotation.
	quoted bool
	// countFrom is the day a relative phrase counts from when not the
	// context's: the day of the clause that quotes it for a report's
	// «сегодня» («16 апреля губернатор доносил: «…служат сегодня
	// панихиду…»»), the day told aside before it in its sentence for «на
	// другой день» («убийство совершено 21 ноября …, который на другой
	// день выехал») and for a day alone («24-го»).
	countFrom when.Expr
	// imprint: the year a book was printed, after its place («СПб.,
	// 1903»): it dates the book, not the narrative.
	imprint bool
	// famous: a yearless day of a famous event, its year from the
	// calendar of such days («декабристы вышли на площадь 14 декабря»).
	famous bool
	// dayOnly: «13-го.», a day of the month the context is in.
	dayOnly bool
	// public: a public event named by its date («по делу 14 декабря»),
	// the year from public_dates.
	public bool
	// lookBack: a yearless day an entry looks back to in the year before
	// its own; the entry's year goes on after it.
	lookBack bool
}

// publicDate returns the year of the public event e names when e is a
// day and month without a year that public_dates lists.
func (p *dparser) publicDate(e *dexpr) (int, bool) {
	if e.isRange || e.relative != "" || e.dayOnly || e.a.y != 0 || e.a.d == 0 || e.a.m == 0 || e.a.fromWriter() || e.a.ns != nil {
		return 0, false
	}
	pd, ok := p.v.publicDates[[2]int{e.a.m, e.a.d}]
	return pd.year, ok
}

func (e *dexpr) hasYear() bool {
	if e.relative != "" || e.dayOnly || e.a.fromWriter() {
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

// yearlessDay reports a single day and month written with no year and
// counted from no other date («23 ноября», «5-го мая»).
func (e *dexpr) yearlessDay() bool {
	return e.relative == "" && !e.isRange && !e.hasYear() && e.laterYear == 0 && e.a.d != 0 && e.a.m != 0 && !e.a.fromWriter()
}

// datelineShaped reports whether e is the date of a dateline: after one
// to four capitalised words and commas from the sentence's start, and
// nothing but punctuation after it («ПАРИЖ, 31 января (12 февраля).»,
// «Тифлис, 3 мая.»).
func (p *dparser) datelineShaped(e *dexpr) bool {
	words := 0
	for k := 0; k < e.from; k++ {
		t := p.t[k]
		switch {
		case t.kind == rutext.Punct && (t.norm == "," || t.norm == "." || t.norm == "-"):
		case t.kind == rutext.Word && startsUpper(t.text):
			words++
		default:
			return false
		}
	}
	if words == 0 || words > 4 {
		return false
	}
	for k := e.to; k < len(p.t); k++ {
		if p.t[k].kind != rutext.Punct {
			return false
		}
	}
	return true
}

// bareSeason reports a season alone, with no year, month or part
// («зимою», «летом»).
func (e *dexpr) bareSeason() bool {
	return !e.isRange && !e.openStart && !e.openEnd && e.relative == "" && e.a.season != 0 && e.a.y == 0 && e.a.m == 0 && e.a.part == 0 && e.laterYear == 0
}

// seasonOrMonthAlone reports whether e is a season or a month alone, with
// no year of its own, day, part or range («весной», «в мае»), whatever
// later year of the sentence it may take.
func (e *dexpr) seasonOrMonthAlone() bool {
	return !e.isRange && !e.openStart && !e.openEnd && e.relative == "" && e.a.y == 0 && e.a.d == 0 && e.a.part == 0 && (e.a.m != 0) != (e.a.season != 0)
}

func (e *dexpr) yearOnly() bool {
	return !e.isRange && !e.openStart && !e.openEnd && e.a.y != 0 && e.a.m == 0 && e.a.season == 0 && e.a.part == 0 && !e.a.yearSpan()
}

type dparser struct {
	v *Vocab
	t []dtok
	// uncertain marks the token indexes of «(?)» marks the grammar read.
	uncertain bool
	// nonPast reports whether the sentence's verb is in the present or
	// future, for phrases dated only then («на днях»); nil: never.
	nonPast func() bool
}

// genitiveYear reports whether the year expression e is a bare year in the
// genitive («1891 года», «1891 г.») without a preposition.
func (p *dparser) genitiveYear(e *dexpr) bool {
	if p.t[e.from].kind != rutext.Number {
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
	if i < 0 || i >= len(p.t) || p.t[i].kind != rutext.Punct {
		return false
	}
	r := []rune(p.t[i].text)
	return len(r) == 1 && rutext.IsDash(r[0])
}

func (p *dparser) number(i int) (int, bool) {
	if i < 0 || i >= len(p.t) || p.t[i].kind != rutext.Number || len(p.t[i].norm) > 4 {
		return 0, false
	}
	n, err := strconv.Atoi(p.t[i].norm)
	return n, err == nil
}

// adjacent reports whether tokens i and i+1 touch (no space between).
func (p *dparser) adjacent(i int) bool {
	return i >= 0 && i+1 < len(p.t) && p.t[i].end == p.t[i+1].start
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

// month reads a month name at token i (any case, or abbreviated, with or
// without its full stop) and returns the month and the index after it.
func (p *dparser) month(i int) (int, int, bool) {
	w := p.norm(i)
	if m, ok := p.v.months[w]; ok {
		if p.v.monthNouns[p.norm(i+1)] {
			// «в мае месяце 1903 г.»: the noun adds nothing.
			return m, i + 2, true
		}
		return m, i + 1, true
	}
	if m, ok := p.v.monthAbbrev[w]; ok {
		if p.norm(i+1) == "." && p.adjacent(i) {
			return m, i + 2, true
		}
		if _, num := p.number(i + 1); num {
			return m, i + 1, true
		}
	}
	return 0, 0, false
}

// qualifier reads a «(?)» mark at token i: it makes the date uncertain.
func (p *dparser) qualifier(i int) (int, bool) {
	if p.norm(i) == "(" && p.norm(i+1) == "?" && p.norm(i+2) == ")" {
		return i + 3, true
	}
	return i, false
}

// expr parses an expression starting at token i.
func (p *dparser) expr(i int) (*dexpr, int, bool) {
	for _, ph := range p.v.eve {
		j, ok := p.phrase(i, ph)
		if !ok {
			continue
		}
		// «накануне Рождества», «накануне 1 мая»: the day before that
		// day. «накануне отъезда»: the eve of an event, not of the
		// text's last date: no date here.
		if e, next, ok := p.plain(j); ok && !e.isRange && !e.openStart && !e.openEnd && e.a.d != 0 {
			e.from, e.eve = i, true
			return e, next, true
		}
		if j < len(p.t) && p.t[j].kind == rutext.Word && !startsUpper(p.t[j].text) && eventGenitive(p.t[j].norm) {
			// The eve of the event the last day told, if it told it
			// (findDates checks); no date otherwise.
			return &dexpr{from: i, to: j + 1, relative: "previous", relUnit: "day", eveOf: eventStem(p.t[j].norm)}, j + 1, true
		}
	}
	if e, next, ok := p.relativeExpr(i); ok {
		return e, next, true
	}
	start := i
	// A qualifier before the date: «около 1904 года», «приблизительно в
	// 1904 году».
	for _, set := range []struct {
		phrases [][]string
		approx  bool
	}{{p.v.approximate, true}, {p.v.uncertain, false}} {
		for _, ph := range set.phrases {
			if j, ok := p.phrase(i, ph); ok {
				if e, next, ok := p.plain(j); ok {
					e.from = start
					if set.approx {
						e.approximate = true
					} else {
						e.uncertain = true
					}
					return e, next, true
				}
			}
		}
	}
	for _, ph := range p.v.nightFrom {
		// «в ночь с 5 на 6 мая»: as «в ночь на 6 мая»; «в ночь с 5-го на
		// 6-е»: the same in the month the text is in.
		if j, ok := p.phrase(i, ph); ok {
			n, ok := p.number(j)
			k := j + 1
			if ok && p.isDash(k) && p.adjacent(j) && p.adjacent(k) && p.norm(k+1) == "го" {
				k += 2
			}
			if ok && n >= 1 && n <= 31 && p.norm(k) == "на" {
				if e, next, ok := p.plain(k + 1); ok && !e.isRange && e.a.d != 0 && (e.a.d == n+1 || e.a.d == 1) {
					e.from, e.night = start, true
					return e, next, true
				}
				if d, ok := p.number(k + 1); ok && (d == n+1 || d == 1) && p.isDash(k+2) && p.adjacent(k+1) && p.adjacent(k+2) && p.norm(k+3) == "е" {
					return &dexpr{from: start, to: k + 4, a: dpoint{d: d}, dayOnly: true, night: true}, k + 4, true
				}
			}
		}
	}
	for _, ph := range p.v.nightBefore {
		if j, ok := p.phrase(i, ph); ok {
			if e, next, ok := p.plain(j); ok && !e.isRange && e.a.d != 0 {
				e.from, e.night = start, true
				return e, next, true
			}
			// «в ночь на 12-е»: a day of the month the text is in, written
			// as the ordinal in the accusative.
			if d, ok := p.number(j); ok && d >= 1 && d <= 31 && p.isDash(j+1) && p.adjacent(j) && p.adjacent(j+1) && p.norm(j+2) == "е" {
				if _, _, month := p.month(j + 3); !month {
					return &dexpr{from: start, to: j + 3, a: dpoint{d: d}, dayOnly: true, night: true}, j + 3, true
				}
			}
		}
	}
	return p.plain(i)
}

// plain parses an expression without a leading qualifier.
func (p *dparser) plain(i int) (*dexpr, int, bool) {
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
	if e, next, ok := p.reign(i); ok {
		return e, next, true
	}
	for _, set := range []struct {
		phrases [][]string
		before  bool
	}{{p.v.notAfter, true}, {p.v.notBefore, false}} {
		// «не позднее 1903 г.» (../1903), «не ранее мая 1903 г.»
		// (1903-05/..).
		for _, ph := range set.phrases {
			if j, ok := p.phrase(i, ph); ok {
				if e, next, ok := p.core(j); ok && !e.isRange {
					e.from, e.openStart, e.openEnd = start, set.before, !set.before
					return e, p.style(e, next), true
				}
			}
		}
	}
	w := p.norm(i)
	switch {
	case p.v.rangeFromClosed[w]:
		// «от 3 до 10 мая»: a range only with its end.
		if e, k, ok := p.closedRange(start, i+1); ok {
			return e, p.style(e, k), true
		}
	case p.v.rangeFrom[w]:
		if e, k, ok := p.closedRange(start, i+1); ok {
			return e, p.style(e, k), true
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

// closedRange parses «3 по 10 мая», «3 (15) по 10 (22) мая» from token
// i, after the preposition that opens the range at token start.
func (p *dparser) closedRange(start, i int) (*dexpr, int, bool) {
	a, j, ok := p.loosePoint(i)
	if !ok {
		return nil, 0, false
	}
	twin := 0
	if a.isBare() && p.norm(j) == "(" && p.norm(j+2) == ")" {
		// «с 3 (15) по 10 (22) мая»: the first day's twin in the
		// other style, its month the end's.
		if n, ok := p.number(j + 1); ok && n >= 1 && n <= 31 && len(p.t[j+1].norm) <= 2 {
			twin, j = n, j+3
		}
	}
	if !p.v.rangeTo[p.norm(j)] {
		return nil, 0, false
	}
	b, k, ok := p.loosePoint(j + 1)
	if !ok || b.isBare() {
		return nil, 0, false
	}
	e := &dexpr{from: start, a: a, b: b, isRange: true}
	if twin != 0 {
		if b.ns == nil || b.d == 0 || a.bare > b.d || twin > b.ns.d {
			return nil, 0, false
		}
		ns := dpoint{d: twin, m: b.ns.m, y: b.ns.y}
		e.a = dpoint{d: a.bare, m: b.m, y: b.y, ns: &ns}
		return e, k, true
	}
	if !fill(&e.a, &e.b) {
		return nil, 0, false
	}
	return e, k, true
}

// famousYear returns the year of the public event of day d of month m
// when a word of that event stands in the sentence («декабристы … 14
// декабря»), 0 otherwise.
func (p *dparser) famousYear(m, d int) int {
	pd, ok := p.v.publicDates[[2]int{m, d}]
	if !ok {
		return 0
	}
	for k := range p.t {
		for _, stem := range pd.cues {
			if strings.HasPrefix(p.t[k].norm, stem) {
				return pd.year
			}
		}
	}
	return 0
}

// reign parses a reign named as a time («в царствование императора
// Николая I», «в правление Александра Второго»): its years.
func (p *dparser) reign(i int) (*dexpr, int, bool) {
	for _, op := range p.v.reignOpeners {
		j, ok := p.phrase(i, op)
		if !ok {
			continue
		}
		if p.v.reignTitles[p.norm(j)] {
			j++
		}
		for _, r := range p.v.reigns {
			for _, ph := range r.forms {
				if k, ok := p.phrase(j, ph); ok {
					return &dexpr{from: i, to: k, a: dpoint{y: r.from}, b: dpoint{y: r.to}, isRange: true}, k, true
				}
			}
		}
	}
	return nil, 0, false
}

// purpose reports whether a season or month without a year or day after a
// purpose preposition starts at token i («вернулся на зиму», «уехал на
// лето»): how long or what for, not when. It returns the index after it.
func (p *dparser) purpose(i int) (int, bool) {
	if !p.v.purposePreps[p.norm(i)] {
		return 0, false
	}
	e, next, ok := p.core(i + 1)
	if !ok || e.isRange || e.a.y != 0 || e.a.d != 0 || e.a.part != 0 || e.a.season == 0 && e.a.m == 0 {
		return 0, false
	}
	return next, true
}

// relativeExpr parses a relative reference from dates.yaml or a shift
// («через два месяца»).
func (p *dparser) relativeExpr(i int) (*dexpr, int, bool) {
	for _, r := range p.v.relative {
		if r.nonPast && (p.nonPast == nil || !p.nonPast()) {
			continue
		}
		if j, ok := p.phrase(i, r.phrase); ok {
			return &dexpr{from: i, to: j, relative: r.kind, relUnit: r.unit, relSeason: r.season, relPart: r.part, today: r.today, relN: r.count}, j, true
		}
	}
	if kind, ok := p.v.seasonDeixis[p.norm(i)]; ok {
		if s, ok := p.v.seasons[p.norm(i+1)]; ok {
			// Counted from the writer's day («Гринвич, 15 (27) ноября
			// 1875 г. … осенью 1874 г. … Этим летом» is the summer of
			// 1875).
			return &dexpr{from: i, to: i + 2, relative: kind, relUnit: "season", relSeason: s, today: true}, i + 2, true
		}
	}
	// «три дня назад»: a number of units back; «два года спустя»: forward.
	// A bare unit counts one («год спустя»).
	n, j, counted := p.count(i)
	if !counted {
		n, j = 1, i
	}
	if u, ok := p.v.units[p.norm(j)]; ok {
		if p.v.agoWords[p.norm(j+1)] && (counted || p.v.oneUnitAgo[p.norm(j)]) {
			return &dexpr{from: i, to: j + 2, relative: "shift", relUnit: u, relN: -n, today: true}, j + 2, true
		}
		if p.v.shiftAfter[p.norm(j+1)] && (counted || startsUpper(p.t[i].text) || p.norm(i-1) == "," || p.norm(i-1) == "а" || p.norm(i-1) == "и" || p.norm(i-1) == "но") {
			return &dexpr{from: i, to: j + 2, relative: "shift", relUnit: u, relN: n}, j + 2, true
		}
	}
	if p.v.spanBefore[p.norm(i)] {
		// «за три дня до этого», «за год до того»: back from the context.
		n, j, ok := p.count(i + 1)
		if !ok {
			n, j = 1, i+1
		}
		if u, ok := p.v.units[p.norm(j)]; ok && p.v.openBefore[p.norm(j+1)] && p.v.anaphors[p.norm(j+2)] {
			return &dexpr{from: i, to: j + 3, relative: "shift", relUnit: u, relN: -n}, j + 3, true
		}
	}
	if u, ok := p.v.units[p.norm(i)]; ok && p.v.shiftPreps[p.norm(i+1)] {
		// «дня через три», «недели через две»: about that many units.
		if n, j, ok := p.count(i + 2); ok {
			return p.shiftFromNow(&dexpr{from: i, to: j, relative: "shift", relUnit: u, relN: n}), j, true
		}
	}
	if u, n, k, ok := p.halfUnit(i); ok && p.v.shiftAfter[p.norm(k)] {
		return &dexpr{from: i, to: k + 1, relative: "shift", relUnit: u, relN: n}, k + 1, true
	}
	if p.v.shiftPreps[p.norm(i)] {
		if u, n, k, ok := p.halfUnit(i + 1); ok {
			return p.shiftFromNow(&dexpr{from: i, to: k, relative: "shift", relUnit: u, relN: n}), k, true
		}
		j, n := i+1, 1
		if k, ok := p.v.numerals[p.norm(j)]; ok {
			n, j = k, j+1
		} else if k, ok := p.number(j); ok && k > 0 && k < 100 {
			n, j = k, j+1
		}
		if u, ok := p.v.units[p.norm(j)]; ok {
			return p.shiftFromNow(&dexpr{from: i, to: j + 1, relative: "shift", relUnit: u, relN: n}), j + 1, true
		}
	}
	return nil, 0, false
}

// shiftFromNow makes a shift by days or weeks told with a verb in the
// present or future («Через три дня нас повезут») count from the day the
// entry or letter is written, not from the last date its narrative gave
// («вчера пришли в Астрахань»); told in the past it counts from that date.
func (p *dparser) shiftFromNow(e *dexpr) *dexpr {
	if (e.relUnit == "day" || e.relUnit == "week") && p.nonPast != nil && p.nonPast() {
		e.today = true
	}
	return e
}

// halfUnit reads a fractional span at token i («полгода», «полтора года»)
// and returns its unit, its count of that unit and the index after it.
func (p *dparser) halfUnit(i int) (string, int, int, bool) {
	for _, h := range p.v.halfUnits {
		if j, ok := p.phrase(i, h.forms); ok {
			return h.unit, h.count, j, true
		}
	}
	return "", 0, 0, false
}

// count reads a number in words or digits (1–99) at token i.
func (p *dparser) count(i int) (int, int, bool) {
	if k, ok := p.v.numerals[p.norm(i)]; ok {
		return k, i + 1, true
	}
	if k, ok := p.number(i); ok && k > 0 && k < 100 {
		return k, i + 1, true
	}
	return 0, 0, false
}

// ordinalEnding are the endings of a day written in digits as an
// ordinal: the genitive «17-го числа» and the nominative or accusative
// «на 18-е число».
var ordinalEnding = map[string]bool{"го": true, "е": true, "ое": true}

// daysOfMonth parses days of the month the text is in followed by a
// day-of-month noun («17 числа», «17-го числа», «на 18-е число», «17 и 18
// числа», «5, 6 и 7 числа», «17–18 числа»): the interval from the first
// day to the last.
func (p *dparser) daysOfMonth(i int) (*dexpr, int, bool) {
	day := func(k int) (int, int, bool) {
		d, ok := p.number(k)
		if !ok || d < 1 || d > 31 {
			return 0, 0, false
		}
		if p.isDash(k+1) && p.adjacent(k) && p.adjacent(k+1) && ordinalEnding[p.norm(k+2)] {
			return d, k + 3, true
		}
		return d, k + 1, true
	}
	first, j, ok := day(i)
	if !ok {
		return nil, 0, false
	}
	last := first
	for p.v.dayJoins[p.norm(j)] || p.isDash(j) {
		d, k, ok := day(j + 1)
		if !ok || d <= last {
			return nil, 0, false
		}
		last, j = d, k
	}
	if !p.v.dayOfMonth[p.norm(j)] {
		return nil, 0, false
	}
	if off, ok := p.v.writerYear[p.norm(j+1)]; ok && last == first && p.v.units[p.norm(j+2)] == "month" {
		// «4-го числа сего месяца»: a day of the writer's month.
		return &dexpr{from: i, to: j + 3, a: dpoint{d: first, writerMonth: true, wm: off}}, j + 3, true
	}
	e := &dexpr{from: i, to: j + 1, a: dpoint{d: first}, dayOnly: true}
	if last != first {
		e.b, e.isRange = dpoint{d: last}, true
	}
	return e, j + 1, true
}

// core parses a point, a range «a – b» or alternatives «a или b».
func (p *dparser) core(i int) (*dexpr, int, bool) {
	p.uncertain = false
	if e, j, ok := p.daysOfMonth(i); ok {
		return e, j, true
	}
	if d, ok := p.number(i); ok && d >= 1 && d <= 31 && p.isDash(i+1) && p.adjacent(i) && p.norm(i+2) == "го" && p.adjacent(i+1) {
		_, writer := p.v.writerYear[p.norm(i+3)]
		if _, _, month := p.month(i + 3); !month && !(writer && p.v.units[p.norm(i+4)] == "month") {
			// «13-го.»: the 13th of the month the text is in.
			return &dexpr{from: i, to: i + 3, a: dpoint{d: d}, dayOnly: true}, i + 3, true
		}
	}
	if e, ok := p.dualDayRange(i); ok {
		return e, e.to, true
	}
	a, j, ok := p.loosePoint(i)
	if !ok {
		return nil, 0, false
	}
	unc := p.uncertain
	if e, k, ok := p.joinedDays(i, a, j); ok {
		return e, k, true
	}
	if a.isBare() && p.yearLike(a.bare) && p.norm(j) == "и" {
		// «в 1903 и 1904 гг.»: two successive years under one plural
		// year word are one span.
		if b, ok := p.number(j + 1); ok && b == a.bare+1 && p.v.pluralYearWords[p.norm(j+2)] {
			k := p.skipPeriod(j + 3)
			return &dexpr{from: i, to: k, a: dpoint{y: a.bare}, b: dpoint{y: b}, isRange: true, uncertain: unc}, k, true
		}
	}
	if a.isBare() && p.yearLike(a.bare) && (p.isDash(j) || p.norm(j) == "/" && p.adjacent(j-1) && p.adjacent(j)) {
		// «1903–05 гг.», «1903-1904 годах»: the second year perhaps
		// shortened to its last two digits.
		if b, ok := p.rangeEnd(a.bare, j+1); ok {
			k := j + 2
			da, db := dpoint{y: a.bare}, dpoint{y: b}
			if p.isDash(k) && p.adjacent(j+1) && p.v.decadeSuffix[p.norm(k+1)] && a.bare%10 == 0 && b%10 == 0 {
				// «в 1860–70-х годах»: two decades.
				da.decade, db.decade, k = true, true, k+2
			}
			if p.v.yearWords[p.norm(k)] {
				k = p.skipPeriod(k + 1)
			}
			return &dexpr{from: i, to: k, a: da, b: db, isRange: true, uncertain: unc}, k, true
		}
	}
	if p.isDash(j) || p.v.alternatives[p.norm(j)] || p.norm(j) == "и" && coordinablePoint(a) {
		if b, k, ok := p.loosePoint(j + 1); ok && !b.isBare() && (p.norm(j) != "и" || sameUnit(a, b) && (b.y != 0 || successive(a, b))) {
			e := &dexpr{from: i, a: a, b: b, isRange: true, uncertain: unc || p.uncertain}
			if fill(&e.a, &e.b) {
				e.to = k
				return e, k, true
			}
		}
	}
	if a.isBare() {
		// A bare four-digit year in brackets («(1888)», «[1865, …»), or a
		// range of two («1896–1899»).
		if !p.yearLike(a.bare) {
			return nil, 0, false
		}
		if p.isDash(j) {
			if b, ok := p.rangeEnd(a.bare, j+1); ok {
				return &dexpr{from: i, to: j + 2, a: dpoint{y: a.bare}, b: dpoint{y: b}, isRange: true, uncertain: unc}, j + 2, true
			}
		}
		if p.yearHeading(i, j) {
			// «1906 — переезд в Киев», «1906, май — …», «1906.»: a
			// chronicle's year opening its line.
			return &dexpr{from: i, to: j, a: dpoint{y: a.bare}, uncertain: unc}, j, true
		}
		if p.bareYearAfterCampaign(i, j) {
			// «В Хивинском походе 1873 С. прошёл…»: the campaign's year.
			return &dexpr{from: i, to: j, a: dpoint{y: a.bare}, uncertain: unc}, j, true
		}
		if p.yearBeforeMonthDay(i, j) {
			// «1890, марта 10»: a record's year before its month and day.
			return &dexpr{from: i, to: j, a: dpoint{y: a.bare}, uncertain: unc}, j, true
		}
		if p.bareYearAfterPreposition(i, j) {
			// «В 1878 семья переселилась», «с 1904,»: reference works
			// often drop «году» after a preposition.
			return &dexpr{from: i, to: j, a: dpoint{y: a.bare}, uncertain: unc}, j, true
		}
		open, cl := p.norm(i-1), p.norm(j)
		if open == "." && p.v.lifeMarks[p.norm(i-2)] && (p.norm(i-3) == "(" || p.norm(i-3) == "[") {
			open = p.norm(i - 3) // «(р. 1856)»: born in that year
		}
		if (open == "(" || open == "[") && (cl == ")" || cl == "]" || cl == ",") {
			return &dexpr{from: i, to: j, a: dpoint{y: a.bare}, uncertain: unc}, j, true
		}
		if p.isDash(i-1) && i >= 2 && (p.norm(i-2) == "," || p.placeWordAt(i-2)) && (cl == "," || cl == ")" || cl == "]") && p.inHeadingBrackets(i) {
			// «[20.5(1.6).1859, Нижний Новгород, — 1925, Берлин]», «(1850,
			// Орёл — 1910, Ялта)»: the year of death, its day unknown, in
			// an entry's heading, after the place of birth.
			return &dexpr{from: i, to: j, a: dpoint{y: a.bare}, uncertain: unc}, j, true
		}
		if p.imprintYear(i, j) {
			// «Очерк жизни, Владикавказ, 1923.», «(«Научное обозрение»,
			// СПб., 1903, № 5)»: a book's place and year of printing.
			return &dexpr{from: i, to: j, a: dpoint{y: a.bare}, uncertain: unc, imprint: true}, j, true
		}
		if p.norm(i-1) == "," && (p.norm(j) == ")" || p.norm(j) == "]") && p.inBrackets(i) {
			// «IV (Стокгольмского, 1906) съезда»: the year that closes a
			// bracketed note.
			return &dexpr{from: i, to: j, a: dpoint{y: a.bare}, uncertain: unc}, j, true
		}
		return nil, 0, false
	}
	return &dexpr{from: i, to: j, a: a, uncertain: unc}, j, true
}

// dualDayRange parses a range of days in one month with the other
// style's range in brackets, «14–15 (27–28) мая [1905 г.]»: each day takes
// its bracketed twin, in the next month when the twin is the smaller.
func (p *dparser) dualDayRange(i int) (*dexpr, bool) {
	day := func(k int) (int, bool) {
		n, ok := p.number(k)
		return n, ok && n >= 1 && n <= 31 && len(p.t[k].norm) <= 2
	}
	d1, ok1 := day(i)
	d2, ok2 := day(i + 2)
	n1, ok3 := day(i + 4)
	n2, ok4 := day(i + 6)
	if !ok1 || !ok2 || !ok3 || !ok4 || !p.isDash(i+1) || p.norm(i+3) != "(" || !p.isDash(i+5) || p.norm(i+7) != ")" || d2 <= d1 {
		return nil, false
	}
	m, j, ok := p.month(i + 8)
	if !ok {
		return nil, false
	}
	y := 0
	if yy, k, ok := p.yearPart(j, false); ok {
		y, j = yy, k
	}
	twin := func(old, ns int) *dpoint {
		t := &dpoint{d: ns, m: m, y: y}
		if ns < old {
			t.m = m%12 + 1
			if t.m == 1 && y != 0 {
				t.y = y + 1
			}
		}
		return t
	}
	a := dpoint{d: d1, m: m, y: y, ns: twin(d1, n1)}
	b := dpoint{d: d2, m: m, y: y, ns: twin(d2, n2)}
	if a.ns.m != b.ns.m || n2-n1 != d2-d1 {
		return nil, false // the bracketed days are no twins of the first
	}
	return &dexpr{from: i, to: j, a: a, b: b, isRange: true}, true
}

// maxBracketNote bounds, in tokens, how far back the opening bracket of a
// note a year closes may stand.
const maxBracketNote = 8

// inHeadingBrackets reports whether token i stands inside brackets opened
// at most maxHeadingBracket tokens before it, past bracketed notes of their
// own («[20.5(1.6).1859, Нижний Новгород, — 1925»).
func (p *dparser) inHeadingBrackets(i int) bool {
	depth := 0
	for k := i - 1; k >= 0 && k >= i-maxHeadingBracket; k-- {
		switch p.norm(k) {
		case ")", "]":
			depth++
		case "(", "[":
			if depth == 0 {
				return true
			}
			depth--
		}
	}
	return false
}

// placeWordAt reports whether token k is a capitalised word (the place
// of birth before the dash of an entry's heading).
func (p *dparser) placeWordAt(k int) bool {
	if k < 0 || k >= len(p.t) || p.t[k].kind != rutext.Word {
		return false
	}
	r := []rune(p.t[k].text)
	return len(r) > 1 && unicode.IsUpper(r[0])
}

// monthFirst reports whether the day-and-month expression e is written
// month first («марта 17»).
func (p *dparser) monthFirst(e *dexpr) bool {
	_, _, ok := p.month(e.from)
	return ok
}

// yearBeforeMonthDay reports whether tokens [i, j) are a bare four-digit
// year followed, after an optional comma, by a month's name and a day's
// number («1890, марта 10», «1890 марта 10 дня»).
func (p *dparser) yearBeforeMonthDay(i, j int) bool {
	if len(p.t[i].norm) != 4 {
		return false
	}
	if p.norm(j) == "," {
		j++
	}
	if _, k, ok := p.month(j); ok {
		d, ok := p.number(k)
		return ok && d >= 1 && d <= 31
	}
	return false
}

// imprintYear reports whether tokens [i, j) are a bare four-digit year
// after the place a book was printed at, as a reference's imprint gives
// them: a comma, a capitalised word or abbreviation before it («Владикавказ,
// 1923», «СПб., 1903», «Warszawa, 1956»), and after it the end of the
// sentence, a semicolon, or a comma before a number's sign
// (imprint_marks: «№ 5», «т. 2», «с. 14»). One closing a bracket («(СПб.,
// 1899)») is a bracketed note's year, the work's publication.
func (p *dparser) imprintYear(i, j int) bool {
	if len(p.t[i].norm) != 4 || p.norm(i-1) != "," {
		return false
	}
	k := i - 2
	if p.norm(k) == "." {
		k--
	}
	if !p.placeWordAt(k) {
		return false
	}
	switch p.norm(j) {
	case "", ".", ";":
		return true
	case ",":
		return p.v.imprintMarks[p.norm(j+1)]
	}
	return false
}

// maxHeadingBracket bounds, in tokens, how far back an entry heading's
// bracket may open: two dates and a place.
const maxHeadingBracket = 30

// inBrackets reports whether token i stands in a bracketed note opened a
// few tokens before it.
func (p *dparser) inBrackets(i int) bool {
	for k := i - 1; k >= 0 && k >= i-maxBracketNote; k-- {
		switch p.norm(k) {
		case "(", "[":
			return true
		case ")", "]":
			return false
		}
	}
	return false
}

// rangeEnd reads the year that ends a range starting in year a, at token
// i: four digits («1896–1899») or the last two («1889–93», «1900–01»).
func (p *dparser) rangeEnd(a, i int) (int, bool) {
	b, ok := p.number(i)
	if !ok {
		return 0, false
	}
	if len(p.t[i].norm) == 2 {
		b += a / 100 * 100
	} else if len(p.t[i].norm) == 1 {
		// «1905/6», «1877–8»: the last digit only.
		b += a / 10 * 10
	} else if !p.yearLike(b) {
		return 0, false
	}
	return b, b > a && b-a <= 100
}

// bareYearAfterPreposition reports whether tokens [i, j) are a four-digit
// year without «году» after a preposition of time («в 1878», «с 1904»,
// «до 1911»), and not a count of something («в 1500 верстах»).
// approximateBefore reports whether a one-word qualifier of approximation
// ends right before token i, perhaps with its full stop («около 1880»,
// «ок. 1880»).
func (p *dparser) approximateBefore(i int) bool {
	k := i - 1
	if p.norm(k) == "." {
		k--
	}
	if k < 0 {
		return false
	}
	for _, ph := range p.v.approximate {
		if len(ph) == 1 && ph[0] == p.norm(k) {
			return true
		}
	}
	return false
}

func (p *dparser) bareYearAfterPreposition(i, j int) bool {
	return p.bareYearAfter(i, j, func(w string) bool {
		return p.v.pointPreps[w] || p.v.rangeFrom[w] || p.v.openBefore[w] || p.v.openAfter[w] || p.approximateBefore(i)
	})
}

// bareYearAfterCampaign reports whether tokens [i, j) are a bare
// four-digit year right after a noun of a campaign or war
// (campaign_nouns), not a count («похода 1500 человек»).
func (p *dparser) bareYearAfterCampaign(i, j int) bool {
	return p.bareYearAfter(i, j, func(w string) bool {
		return slices.ContainsFunc(p.v.campaignNouns, func(stem string) bool { return strings.HasPrefix(w, stem) })
	})
}

// bareYearAfter reports whether tokens [i, j) are a bare four-digit year
// whose word before (normalised) after accepts, and no count of things
// (count_nouns: «1500 человек»).
func (p *dparser) bareYearAfter(i, j int, after func(w string) bool) bool {
	if len(p.t[i].norm) != 4 || !p.yearLike(p.bareNumber(i)) || !after(p.norm(i-1)) {
		return false
	}
	next := p.norm(j)
	return !slices.ContainsFunc(p.v.countNouns, func(stem string) bool { return strings.HasPrefix(next, stem) })
}

// yearHeading reports whether tokens [i, j) are a four-digit year that
// opens the sentence as a chronicle's line does: followed by a dash, by a
// comma and a month, or alone with its full stop.
func (p *dparser) yearHeading(i, j int) bool {
	if i != 0 || len(p.t[i].norm) != 4 || !p.yearLike(p.bareNumber(i)) {
		return false
	}
	if p.isDash(j) {
		return true
	}
	if p.norm(j) == "," {
		_, _, ok := p.month(j + 1)
		return ok
	}
	return p.norm(j) == "." && j+1 == len(p.t)
}

// yearRightBefore reports whether a four-digit year, perhaps with «г.» and a comma,
// ends right before token i («1906 г. мая 12 дня»).
func (p *dparser) yearRightBefore(i int) bool {
	k := i - 1
	if p.norm(k) == "," {
		k-- // «1890 г., марта 10»
	}
	if p.norm(k) == "." {
		k--
	}
	if p.v.yearAbbrev[p.norm(k)] || p.v.yearWords[p.norm(k)] {
		k--
	}
	n, ok := p.number(k)
	return ok && k >= 0 && len(p.t[k].norm) == 4 && p.yearLike(n)
}

func (p *dparser) bareNumber(i int) int {
	n, _ := p.number(i)
	return n
}

// yearLike reports whether a bare number reads as a year of the texts'
// history (1000–2100).
func (p *dparser) yearLike(n int) bool { return n >= 1000 && n <= 2100 }

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
		case b.y != 0 && b.m == 0 && b.season == 0 && b.part == 0 && !b.yearSpan():
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
	if a.y == 0 && !a.yearSpan() {
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
	} else if b.y == 0 && a.m != 0 && b.m != 0 && !b.yearSpan() && !b.fromWriter() {
		// «с 5 мая 1891 г. по 12 мая», «с декабря 1891 г. по март»: the
		// end without a year of its own is in the start's year, or the
		// next when its month comes earlier.
		b.y = a.y
		if b.m < a.m {
			b.y++
		}
		if b.ns != nil && b.ns.y == 0 {
			b.ns.y = b.y
		}
	}
	if a.ns != nil && b.ns == nil || a.ns == nil && b.ns != nil {
		return false
	}
	return true
}

// joinedDays parses days joined by «и» and commas before the month they
// share («19 и 20 июня», «3, 4 и 5 мая 1872 г.»), a the first day read up
// to j: the interval from the first day to the last.
func (p *dparser) joinedDays(i int, a dpoint, j int) (*dexpr, int, bool) {
	if !a.isBare() || a.bare < 1 || a.bare > 31 {
		return nil, 0, false
	}
	last := a.bare
	for p.v.dayJoins[p.norm(j)] {
		b, k, ok := p.loosePoint(j + 1)
		if !ok {
			break
		}
		if b.isBare() && b.bare > last && b.bare <= 31 && p.norm(j) == "," {
			last, j = b.bare, k
			continue
		}
		if p.norm(j) == "и" && b.d > last && b.m != 0 && b.part == 0 && b.ns == nil && !b.fromWriter() {
			e := &dexpr{from: i, to: k, a: dpoint{d: a.bare, m: b.m, y: b.y}, b: b, isRange: true}
			return e, k, true
		}
		break
	}
	return nil, 0, false
}

// coordinablePoint reports whether a is a season or a month alone, with no
// year, day or part: the first of two joined by «и» that span one time
// («весной и летом 1901 г.», «в июле и августе 1903 года»).
func coordinablePoint(a dpoint) bool {
	return a.y == 0 && a.d == 0 && a.part == 0 && !a.yearSpan() && a.bare == 0 && (a.season != 0) != (a.m != 0)
}

// sameUnit reports whether two points are both seasons or both months
// without a day or part.
func sameUnit(a, b dpoint) bool {
	return b.d == 0 && b.part == 0 && (a.season != 0 && b.season != 0 || a.m != 0 && b.m != 0)
}

// successive reports whether b is the month or season right after a,
// neither with a year: «в феврале и марте» is one span of two months; «в
// мае и сентябре» stays two dates.
func successive(a, b dpoint) bool {
	if a.y != 0 || b.y != 0 || a.d != 0 || a.part != 0 {
		return false
	}
	return a.m != 0 && b.m == a.m+1 || a.season != 0 && b.season == a.season+1
}

// numericDate parses «13.08.1902», «13/VIII 1902», «13.VIII.1902»: a day,
// a month in digits or Roman numerals and a four-digit year, joined by
// full stops or slashes (the last separator may be a space).
func (p *dparser) numericDate(i int) (dpoint, int, bool) {
	d, ok := p.number(i)
	if !ok || d < 1 || d > 31 || len(p.t[i].norm) > 2 {
		return dpoint{}, 0, false
	}
	if out, j, ok := p.bracketDayNumericDate(i, d); ok {
		return out, j, true
	}
	sep := p.norm(i + 1)
	// «25-VI-1876»: a hyphen joins a day to a Roman month, not to
	// digits, which would be a range of days.
	hyphen := p.isDash(i+1) && p.v.romanMonths[strings.ToUpper(p.t[min(i+2, len(p.t)-1)].text)] != 0
	if (sep != "." && sep != "/" && !hyphen) || !p.adjacent(i) || !p.adjacent(i+1) {
		return dpoint{}, 0, false
	}
	m := p.numericMonth(i + 2)
	if m == 0 {
		return dpoint{}, 0, false
	}
	j := i + 3
	// «31.3(12.4).1839»: the new-style day and month in brackets.
	var ns *dpoint
	if p.norm(j) == "(" && p.norm(j+2) == sep && p.norm(j+4) == ")" {
		if d2, ok := p.number(j + 1); ok && d2 >= 1 && d2 <= 31 {
			if m2 := p.numericMonth(j + 3); m2 != 0 {
				ns = &dpoint{d: d2, m: m2}
				j += 5
			}
		}
	}
	if p.norm(j) == sep && (p.adjacent(i+2) || ns != nil && p.adjacent(j-1)) {
		// «18.II (2.III).1859»: the year joined to the bracket.
		j++
	} else if p.adjacent(i + 2) {
		return dpoint{}, 0, false
	}
	y, j, ok := p.fourDigitYear(j)
	if !ok {
		return dpoint{}, 0, false
	}
	out := dpoint{y: y, m: m, d: d}
	if ns != nil {
		ns.y = y
		if ns.m < m {
			ns.y = y + 1
		}
		out.ns = ns
	}
	return out, j, true
}

// fourDigitYear reads the four-digit year of a numeric date at token j,
// with «г.» or «года» after it if written; it returns the token after.
func (p *dparser) fourDigitYear(j int) (int, int, bool) {
	y, ok := p.number(j)
	if !ok || len(p.t[j].norm) != 4 {
		return 0, 0, false
	}
	j++
	if p.v.yearWords[p.norm(j)] {
		j = p.skipPeriod(j + 1)
	}
	return y, j, true
}

// bracketDayNumericDate parses «5 (17).VII.1846», as reference works date
// a birth: the old-style day d at token i, the new-style day in brackets,
// then the old style's month and the year. The new-style day falls in the
// next month when it is the smaller.
func (p *dparser) bracketDayNumericDate(i, d int) (dpoint, int, bool) {
	if p.norm(i+1) != "(" || p.norm(i+3) != ")" {
		return dpoint{}, 0, false
	}
	d2, ok := p.number(i + 2)
	if !ok || d2 < 1 || d2 > 31 || len(p.t[i+2].norm) > 2 {
		return dpoint{}, 0, false
	}
	sep := p.norm(i + 4)
	if (sep != "." && sep != "/") || !p.adjacent(i+3) || !p.adjacent(i+4) {
		return dpoint{}, 0, false
	}
	m := p.numericMonth(i + 5)
	if m == 0 {
		return dpoint{}, 0, false
	}
	j := i + 6
	if p.norm(j) == sep && p.adjacent(i+5) {
		j++
	}
	y, j, ok := p.fourDigitYear(j)
	if !ok {
		return dpoint{}, 0, false
	}
	ns := &dpoint{d: d2, m: m, y: y}
	if d2 < d {
		ns.m = m%12 + 1
		if ns.m == 1 {
			ns.y = y + 1
		}
	}
	return dpoint{y: y, m: m, d: d, ns: ns}, j, true
}

// numericMonth reads a month in digits (1–12) or Roman numerals at token
// i, 0 when there is none.
func (p *dparser) numericMonth(i int) int {
	if i >= len(p.t) {
		return 0
	}
	if n, ok := p.number(i); ok && len(p.t[i].norm) <= 2 && n >= 1 && n <= 12 {
		return n
	}
	return p.v.romanMonths[strings.ToUpper(p.t[i].text)]
}

// loosePoint parses one point, or a bare number (for ranges).
func (p *dparser) loosePoint(i int) (dpoint, int, bool) {
	var d dpoint
	w := p.norm(i)
	if n, ok := p.number(i); ok {
		if nd, j, ok := p.numericDate(i); ok {
			return nd, j, true
		}
		// «19 сего апреля», «15 сего месяца», «4-го сего месяца»: a day of
		// the writer's year or month.
		w := i + 1
		if p.ordinalDay(i) {
			w = i + 3
		}
		if off, ok := p.v.writerYear[p.norm(w)]; ok && n >= 1 && n <= 31 {
			if m, j, ok := p.month(w + 1); ok && off == 0 {
				d.d, d.m, d.writerYear = n, m, true
				return d, j, true
			}
			if p.v.units[p.norm(w+1)] == "month" {
				d.d, d.writerMonth, d.wm = n, true, off
				return d, w + 2, true
			}
		}
		// Day and month, perhaps with the other style in brackets; the
		// day may be written as an ordinal («5-го мая»).
		mi := i + 1
		if p.ordinalDay(i) {
			mi = i + 3
		}
		if m, j, ok := p.month(mi); ok && n >= 1 && n <= 31 {
			d.d, d.m = n, m
			if ns, k, ok := p.bracketDate(j); ok {
				d.ns, j = &ns, k
			}
			if off, k, ok := p.writerYearAt(j); ok {
				d.writerYear, d.wy, j = true, off, k
			} else if y, k, ok := p.yearPart(j, false); ok {
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
		// «1/13 сентября», «29/10 ноября»: the two styles joined by a
		// slash, the days 12 or 13 apart as the calendars are.
		if p.norm(i+1) == "/" && p.adjacent(i) && p.adjacent(i+1) {
			if ns, ok := p.number(i + 2); ok && n >= 1 && n <= 31 && ns >= 1 && ns <= 31 {
				if m, j, ok := p.month(i + 3); ok && styleGap(n, ns) {
					d.d, d.m = n, m
					nsd := dpoint{d: ns, m: m}
					if ns < n {
						// «29/10 ноября»: 29 October is 10 November.
						d.m = (m+10)%12 + 1
					}
					d.ns = &nsd
					if y, k, ok := p.yearPart(j, false); ok {
						d.y, j = y, k
						nsd.y = y
						if d.m > nsd.m {
							d.y = y - 1
						}
					}
					return d, j, true
				}
			}
		}
		// «17 (30) июля».
		if p.norm(i+1) == "(" && p.norm(i+3) == ")" {
			if ns, ok := p.number(i + 2); ok {
				if m, j, ok := p.month(i + 4); ok && n >= 1 && n <= 31 && ns >= 1 && ns <= 31 {
					d.d, d.m = n, m
					nsd := dpoint{d: ns, m: m}
					if ns < n {
						nsd.m = m%12 + 1
					}
					d.ns = &nsd
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
		// A decade: «1890-е годы», «60-х годов».
		if sp, j, ok := p.yearSpanAt(i, false); ok {
			return sp, j, true
		}
		if y, j, ok := p.yearPart(i, true); ok {
			d.y = y
			return d, j, true
		}
		if n >= 1 {
			d.bare = n
			if p.ordinalDay(i) && n <= 31 {
				// «с 5-го по 10-е мая».
				return d, i + 3, true
			}
			return d, i + 1, true
		}
		return d, 0, false
	}
	if sp, j, ok := p.yearSpanAt(i, false); ok {
		// «в шестидесятых годах», «в XIX веке».
		return sp, j, true
	}
	if f, j, ok := p.feast(i); ok {
		if f.moveable {
			d.easter, d.easterFrom, d.easterTo = true, f.from, f.to
		} else {
			d.m, d.d = f.month, f.day
		}
		if y, k, ok := p.yearAfter(j); ok {
			d.y, j = y, k
		}
		return d, j, true
	}
	if m, j, ok := p.month(i); ok {
		d.m = m
		if n, ok := p.number(j); ok && n >= 1 && n <= 31 && len(p.t[j].norm) <= 2 {
			switch {
			case p.v.dayNouns[p.norm(j+1)]:
				// «апреля 23 дня 1903 года», «1906 г. мая 12 дня»: the
				// order of official papers; «дня» with no year after or
				// before it is a count («в июле 2 дня провёл в Москве»).
				if _, _, year := p.yearPart(j+2, false); year || p.norm(j+1) != "дня" || p.yearRightBefore(i) {
					d.d, j = n, j+2
				}
			case p.isDash(j+1) && p.adjacent(j) && p.adjacent(j+1) && p.norm(j+2) == "го":
				d.d, j = n, j+3 // «мая 12-го 1906 года»
			case p.yearRightBefore(i) && (j+1 >= len(p.t) || p.norm(j+1) == "." || p.norm(j+1) == "," || p.norm(j+1) == ";"):
				d.d, j = n, j+1 // «1884 г. окт. 31.»: a service record's year, month, day
			}
		}
		if off, k, ok := p.writerYearAt(j); ok {
			d.writerYear, d.wy, j = true, off, k
		} else if y, k, ok := p.yearAfter(j); ok {
			d.y, j = y, k
		}
		return d, j, true
	}
	if s, ok := p.v.seasons[w]; ok {
		d.season = s
		j := i + 1
		// «зимой 1868–1869 годов», «зимой 1913–14 г.», «зимой 1905/06 г.»: the winter that
		// joins the two years, the second perhaps shortened to its last two
		// digits; also set off by a comma after the season («следующую
		// зиму, 1905–1906 гг.,», «Зимой, в 1905–1906 гг.,»).
		winter := func(j int) (int, bool) {
			if y1, ok := p.number(j); ok && s == 24 && (p.isDash(j+1) || p.norm(j+1) == "/" && p.adjacent(j) && p.adjacent(j+1)) {
				if y2, ok := p.number(j + 2); ok && (y2 == y1+1 || y1 >= 1000 && len(p.t[j+2].norm) == 2 && y2 == (y1+1)%100 || y1 >= 1000 && len(p.t[j+2].norm) == 1 && y2 == (y1+1)%10) {
					k := j + 3
					if p.v.yearWords[p.norm(k)] {
						k = p.skipPeriod(k + 1)
					}
					d.y = y1
					return k, true
				}
			}
			return 0, false
		}
		if k, ok := winter(j); ok {
			return d, k, true
		}
		if p.norm(j) == "," {
			at := j + 1
			if p.norm(at) == "в" {
				at++
			}
			if k, ok := winter(at); ok {
				return d, k, true
			}
		}
		if off, k, ok := p.writerYearAt(j); ok {
			d.writerYear, d.wy, j = true, off, k
		} else if y, k, ok := p.yearAfter(j); ok {
			d.y, j = y, k
		}
		return d, j, true
	}
	part, isPart := p.v.parts[w]
	j := i + 1
	for mp, phrases := range p.v.monthParts {
		for _, ph := range phrases {
			if k, ok := p.phrase(i, ph); ok {
				if _, _, month := p.month(k); month {
					part, isPart, j = mp, true, k
				} else if off, ok := p.v.writerYear[p.norm(k)]; ok && off == 0 {
					// «в середине сего января»: of the writer's year.
					if _, _, month := p.month(k + 1); month {
						part, isPart, j = mp, true, k
					}
				}
			}
		}
	}
	if h, ok := p.v.halfOrd[w]; ok && p.v.halfWords[p.norm(i+1)] {
		part, isPart, j = 3+h, true, i+2
	}
	if isPart {
		d.part = part
		if p.norm(j) == "." {
			j++ // written short: «в нач. 1893»
		}
		if off, ok := p.v.writerYear[p.norm(j)]; ok && p.v.units[p.norm(j+1)] == "month" && part <= 3 {
			// «в начале следующего месяца», «в конце этого месяца»: a
			// third of the month counted from the writer's.
			d.writerMonth, d.wm = true, off
			return d, j + 2, true
		}
		thisYear := false
		if off, ok := p.v.writerYear[p.norm(j)]; ok && off == 0 {
			if _, _, month := p.month(j + 1); month {
				thisYear = true
				j++
			}
		}
		if m, k, ok := p.month(j); ok {
			d.m = m
			j = k
			if thisYear {
				d.writerYear = true
				return d, j, true
			}
			if off, k, ok := p.writerYearAt(j); ok {
				d.writerYear, d.wy, j = true, off, k
			} else if y, k, ok := p.yearAfter(j); ok {
				d.y, j = y, k
			}
			return d, j, true
		}
		// «в начале лета», «в конце осени 1903 г.»: a third of a season
		// is its month. The end of a winter is left whole: «в конце
		// зимы 1903 г.» is February of 1903 to some writers, of 1904 to
		// the season's convention.
		if sn, ok := p.v.seasons[p.norm(j)]; ok && part <= 3 && (sn != 24 || part == 1) {
			d.m, d.part = 3*(sn-21)+3+part-1, 0
			j++
			if off, k, ok := p.writerYearAt(j); ok {
				d.writerYear, d.wy, j = true, off, k
			} else if y, k, ok := p.yearAfter(j); ok {
				d.y, j = y, k
			}
			return d, j, true
		}
		// «в середине 1890-х годов», «в конце XIX в.», «в начале века».
		if sp, k, ok := p.yearSpanAt(j, true); ok {
			sp.part = part
			return sp, k, true
		}
		// «в конце прошлого года».
		if off, k, ok := p.writerYearAt(j); ok {
			d.writerYear, d.wy = true, off
			return d, k, true
		}
		// A year of four digits needs no «года» after a part: reference
		// works write «в нач. 1893», «в конце 1880» bare.
		if y, k, ok := p.yearPart(j, false); ok {
			d.y = y
			return d, k, true
		}
		return d, 0, false
	}
	for _, ma := range p.v.monthAdj {
		// w is empty past the last token (a text cut off after a
		// preposition, «жил в Париже с»): no month adjective, and no
		// token to look at.
		if strings.HasPrefix(w, ma.stem) && len(w) > len(ma.stem) {
			if i > 0 && startsUpper(p.t[i].text) {
				break // «после Февральской революции»: a name, not a date
			}
			d.m = ma.value
			return d, i + 1, true
		}
	}
	return d, 0, false
}

// eventDay is a day a sentence told and the paragraph it stands in.
type eventDay struct {
	day  when.Expr
	para int
}

// noteEventDay records the day w of the sentence toks under the stems of
// its words, but for the noun of an eve («накануне открытия»), which
// names another day.
func (c *DateContext) noteEventDay(toks []rutext.Token, w when.Expr, eve [][]string) {
	if c.eventDays == nil {
		c.eventDays = map[string]eventDay{}
	}
	for k, t := range toks {
		if t.Kind != rutext.Word || utf8.RuneCountInString(t.Norm) < eventStemLen {
			continue
		}
		if k > 0 && slices.ContainsFunc(eve, func(ph []string) bool { return ph[len(ph)-1] == toks[k-1].Norm }) {
			continue
		}
		c.eventDays[eventStem(t.Norm)] = eventDay{day: w, para: c.para}
	}
}

// eventStemLen is how many first letters of an event's noun and of its
// verb are compared: «открытия» and «открылась» share «откры».
const eventStemLen = 5

// eventStem returns the first eventStemLen letters of w.
func eventStem(w string) string {
	r := []rune(w)
	return string(r[:min(len(r), eventStemLen)])
}

// eventGenitive reports whether w looks like a noun in the genitive that
// names an event after «накануне» («отъезда», «открытия», «свадьбы»,
// «выборов», «казни»), not a pronoun («накануне он …») or a subject.
func eventGenitive(w string) bool {
	if utf8.RuneCountInString(w) < 4 {
		return false
	}
	// The endings of the genitive of nouns of action and event (-ия,
	// -ии, -зда, -ста, -хода, -ьбы, -ов, -ерти, -зни), not the nominative
	// of a subject («накануне эскадра прошла»).
	for _, end := range []string{"ия", "ии", "зда", "ста", "хода", "ьбы", "ов", "ерти", "зни"} {
		if strings.HasSuffix(w, end) {
			return true
		}
	}
	return false
}

// ordinalDay reports whether the number at token i has an ordinal ending
// of a day («5-го», «10-е»).
func (p *dparser) ordinalDay(i int) bool {
	if !p.isDash(i+1) || !p.adjacent(i) || !p.adjacent(i+1) {
		return false
	}
	switch p.norm(i + 2) {
	case "го", "е", "ое", "ого":
		return true
	}
	return false
}

// yearSpanAt reads a decade or a century at token i: «1890-х годов»,
// «60-е годы» and «шестидесятых годах» (the century the text's), «XIX
// в.», «XVIII столетия»; after a part (afterPart) also a century word
// alone, the text's century or the one a writer word names («в начале
// века», «в конце прошлого столетия»). A decade without its century may
// name it after («80-х годов прошлого века»).
func (p *dparser) yearSpanAt(i int, afterPart bool) (dpoint, int, bool) {
	var d dpoint
	if n, ok := p.number(i); ok && p.isDash(i+1) && p.adjacent(i) && p.v.decadeSuffix[p.norm(i+2)] && n%10 == 0 {
		j := i + 3
		word := p.v.yearWords[p.norm(j)]
		if word {
			j = p.skipPeriod(j + 1)
		}
		switch {
		case n >= 100:
			d.y, d.decade = n, true
			return d, j, true
		case n >= 10 && len(p.t[i].norm) == 2 && word:
			d.y, d.decade, d.needCentury = n, true, true
			d.wc, j = p.centuryAfter(j)
			return d, j, true
		}
		return dpoint{}, 0, false
	}
	if n, ok := p.v.decadeWords[p.norm(i)]; ok && p.v.yearWords[p.norm(i+1)] {
		d.y, d.decade, d.needCentury = n, true, true
		d.wc, i = p.centuryAfter(p.skipPeriod(i + 2))
		return d, i, true
	}
	if c := romanNumber(p.t[min(i, len(p.t)-1)].text); i < len(p.t) && c >= 1 && c <= 21 {
		if k, ok := p.centuryWordAt(i + 1); ok {
			d.y, d.century = (c-1)*100, true
			return d, k, true
		}
	}
	if afterPart {
		off, j := 0, i
		if o, ok := p.v.writerYear[p.norm(i)]; ok {
			off, j = o, i+1
		}
		if k, ok := p.centuryWordAt(j); ok && !p.v.centuryAbbrev[p.norm(j)] {
			d.century, d.needCentury, d.wc = true, true, off
			return d, k, true
		}
	}
	return dpoint{}, 0, false
}

// centuryAfter reads a writer word and a century word after a decade
// («прошлого века»): the centuries back from the text's, and the index
// after them (i and 0 when there are none).
func (p *dparser) centuryAfter(i int) (int, int) {
	if off, ok := p.v.writerYear[p.norm(i)]; ok {
		if k, ok := p.centuryWordAt(i + 1); ok {
			return off, k
		}
	}
	return 0, i
}

// centuryWordAt reads a century word at token i («века», «в.») and returns
// the index after it.
func (p *dparser) centuryWordAt(i int) (int, bool) {
	w := p.norm(i)
	if !p.v.centuryWords[w] {
		return 0, false
	}
	if p.v.centuryAbbrev[w] {
		if p.norm(i+1) != "." || !p.adjacent(i) {
			return 0, false
		}
		return i + 2, true
	}
	return i + 1, true
}

// romanNumber is the value of a Roman numeral of I, V, X and L (the
// Cyrillic Х and the Latin X alike, as typed texts mix them), 0 for
// anything else.
func romanNumber(s string) int {
	val := map[rune]int{'I': 1, 'V': 5, 'X': 10, 'Х': 10, 'L': 50}
	total, prev := 0, 0
	rs := []rune(s)
	if len(rs) == 0 {
		return 0
	}
	for k := len(rs) - 1; k >= 0; k-- {
		v, ok := val[rs[k]]
		if !ok {
			return 0
		}
		if v < prev {
			total -= v
		} else {
			total, prev = total+v, v
		}
	}
	return total
}

// feast reads a fixed church feast named capitalised after a preposition
// at token i («к Рождеству», «на Покров») and returns its month, day and
// the index after it.
func (p *dparser) feast(i int) (feast, int, bool) {
	if i >= len(p.t) || !startsUpper(p.t[i].text) {
		return feast{}, 0, false
	}
	// A name of two words is a feast after any word or none («Великим
	// постом», «в Вербное воскресенье»); one word only after a
	// preposition of time («в Покров» is as often the town).
	afterPrep := i > 0 && p.v.feastPreps[p.norm(i-1)]
	for _, f := range p.v.feasts {
		for _, ph := range f.forms {
			if !afterPrep && len(ph) < 2 {
				continue
			}
			j, ok := p.phrase(i, ph)
			if !ok {
				continue
			}
			if p.v.feastTails[p.norm(j)] {
				j++
			} else if j < len(p.t) && startsUpper(p.t[j].text) {
				return feast{}, 0, false // «Рождества Богородицы»: another feast
			}
			return f, j, true
		}
	}
	return feast{}, 0, false
}

// writerYearAt reads a year named by its distance from the writer's
// date at token i («минувшего года», «сего г.») and returns the distance
// in years and the index after it.
func (p *dparser) writerYearAt(i int) (int, int, bool) {
	if off, ok := p.v.writerYearAbbr[p.norm(i)]; ok && p.norm(i+1) == "." && p.adjacent(i) && p.v.yearAbbrev[p.norm(i+2)] {
		// «18 авг. с. г.»: сего года written short.
		return off, p.skipPeriod(i + 3), true
	}
	off, ok := p.v.writerYear[p.norm(i)]
	if !ok || !p.v.yearWords[p.norm(i+1)] {
		return 0, 0, false
	}
	return off, p.skipPeriod(i + 2), true
}

// styleGap reports whether the days old and ns of a double date written
// with a slash lie 12 or 13 days apart, as the Julian and Gregorian days
// of 1800–1918 do (across a month's end when ns is the smaller).
func styleGap(old, ns int) bool {
	gap := ns - old
	if gap < 0 {
		gap += 30
	}
	return gap >= 11 && gap <= 14
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
	m, j, ok := p.month(i + 2)
	if !ok {
		return dpoint{}, 0, false
	}
	ns := dpoint{d: n, m: m}
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

// yearPart parses a year: an optional «(?)», digits, an optional ordinal
// ending («1902-м»), an optional «(?)» and a year word («года», «г.»). needWord requires the
// year word; without it only four-digit years are accepted.
func (p *dparser) yearPart(i int, needWord bool) (int, int, bool) {
	if k, ok := p.qualifier(i); ok {
		// «В августе (?) 1880 г.»: the mark between the month and the
		// year doubts the month as much as after the year.
		if _, ok := p.number(k); ok {
			if y, next, ok := p.yearPart(k, needWord); ok {
				p.uncertain = true
				return y, next, true
			}
		}
		return 0, 0, false
	}
	n, ok := p.number(i)
	if !ok {
		return 0, 0, false
	}
	if len(p.t[i].norm) <= 2 {
		// «Иван Сомов, 41 года, уроженец …», «в возрасте 21 года»: an
		// age; «сроком на 3 года»: a term. One or two digits are no year.
		return 0, 0, false
	}
	j := i + 1
	if p.isDash(j) && p.v.yearSuffix[p.norm(j+1)] {
		j += 2
	}
	k, unc := p.qualifier(j)
	if p.v.yearWords[p.norm(k)] {
		p.uncertain = p.uncertain || unc
		return n, p.skipPeriod(k + 1), true
	}
	if needWord || len(p.t[i].norm) != 4 {
		return 0, 0, false
	}
	if unc {
		p.uncertain = true
		return n, k, true
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
// ст.», «(ст. ст.)») and a «(?)», and returns the index after the
// expression.
func (p *dparser) style(e *dexpr, i int) int {
	if k, ok := p.qualifier(i); ok {
		e.uncertain, i = true, k
	}
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
		rctx := ctx
		if !e.countFrom.IsZero() {
			rctx = ctx.at(e.countFrom, precDay, ctx.julian)
		} else if e.today && !ctx.dateline.IsZero() && ctx.datelinePara == ctx.para {
			// An entry's days count from its dateline.
			rctx = ctx.at(ctx.dateline, precDay, ctx.datelineJulian)
		} else if e.today && ctx.docDayPara == ctx.para+1 && !ctx.docDate.IsZero() {
			// A document's «сегодня» is the day it is dated, whatever
			// days its narrative told before.
			rctx = ctx.at(ctx.docDate, precDay, ctx.docDayJulian)
		} else if e.today && !ctx.anchor.IsZero() {
			// Days count from the last date given in full («Три дня
			// назад перешли границу, сегодня вошли в город»).
			rctx = ctx.at(ctx.anchor, ctx.anchorPrec, ctx.anchorJulian)
		}
		x, prec, season, ok := relativeExpr(e, rctx)
		if !ok {
			return m, 0, 0, false
		}
		m.When, m.Relative, m.counted = x, true, true
		m.writersDay = e.today && e.relative == "same"
		m.fromWritersDay = e.today
		return m, prec, season, true
	}
	a, bp := e.a, e.b
	if a.fromWriter() && !e.isRange {
		// Counted from the writer's date: the entry's dateline, or the
		// last date the text gave in full.
		ref := ctx.anchor
		if !ctx.yearAnchor.IsZero() {
			ref = ctx.yearAnchor
		}
		if !ctx.docDate.IsZero() {
			ref = ctx.docDate
		}
		if !e.quoted && !ctx.ownDocDate.IsZero() {
			// «с. г.» of the text's own document, not of a report it
			// quoted («Телеграммою донесено: «18 августа 1902 г. …»» …
			// «освобождён 8 октября с. г.» under «10 октября 1905 г.»).
			ref = ctx.ownDocDate
		}
		if !ctx.dateline.IsZero() && ctx.datelinePara == ctx.para && (e.quoted || !ctx.datelineQuoted) {
			ref = ctx.dateline
		}
		iv := ref.Interval()
		if ref.IsZero() || iv.Earliest.IsZero() {
			return m, 0, 0, false
		}
		if a.writerMonth {
			r := addMonths(when.Date{Year: iv.Earliest.Year, Month: iv.Earliest.Month, Day: 1}, a.wm)
			a.y, a.m = r.Year, int(r.Month)
		} else {
			a.y = iv.Earliest.Year + a.wy
		}
		m.Relative = true
	}
	if e.dayOnly {
		if !e.countFrom.IsZero() {
			// «подошедшая к порту 18 августа, … 24-го числа»: the month
			// of the day told aside just before it.
			ctx = ctx.at(e.countFrom, precDay, ctx.julian)
		}
		iv := ctx.When.Interval()
		// A range of days within one month («22–27 января. … 24-го»)
		// names its month as well as a single day does.
		oneMonth := ctx.prec == precRange && !iv.Latest.IsZero() && iv.Latest.Year == iv.Earliest.Year && iv.Latest.Month == iv.Earliest.Month
		if !ctx.Valid() || ctx.prec < precMonth || (ctx.prec == precRange && !oneMonth) || iv.Earliest.IsZero() {
			return m, 0, 0, false
		}
		last := a.d
		if e.isRange {
			last = bp.d
		}
		if last > daysIn(iv.Earliest.Year, int(iv.Earliest.Month)) {
			return m, 0, 0, false
		}
		a.y, a.m = iv.Earliest.Year, int(iv.Earliest.Month)
		if dl := ctx.dateline.Interval(); !ctx.dateline.IsZero() && ctx.datelinePara == ctx.para && ctx.datelineHeading &&
			dl.Earliest.Year == a.y && int(dl.Earliest.Month) == a.m && a.d > dl.Earliest.Day {
			// A day later than the entry's own, in the entry's month, is
			// the month before: the diarist writes back («3 сентября. …
			// 25-го немцы ударили» is 25 August). A narrative's day
			// («5 мая он приехал в Томск. 6-го уехал») goes on forward.
			a.m--
			if a.m == 0 {
				a.y, a.m = a.y-1, 12
			}
		}
		if e.isRange {
			bp.y, bp.m = a.y, a.m
		}
		m.Relative = true
	}
	year := e.laterYear
	if year == 0 {
		year = ctx.year()
		if ctx.season == 24 && ctx.prec == precSeason && !e.isRange && (a.season >= 21 && a.season <= 23 || a.m >= 1 && a.m <= 11) {
			// After «зимой 1863 г.» (December 1863 to February 1864) the
			// next spring, summer, autumn or month is of 1864.
			year++
		}
		if e.yearlessDay() && e.a.ns == nil && (ctx.prec == precMonth || ctx.prec == precDay) && !ctx.When.Interval().Earliest.IsZero() {
			// After «в сентябре 1924 г.» a day of a month more than
			// half a year before September («1 февраля») is the next
			// February: the narrative goes forward into the new year.
			if c := int(ctx.When.Interval().Earliest.Month); c-a.m > 6 {
				year++
			}
		}
	}
	if a.needCentury && !e.isRange {
		// «60-х годов», «в конце века»: the century of the text's year;
		// a decade later than that year is of the century before.
		base := year
		if base == 0 {
			if !a.decade {
				return m, 0, 0, false
			}
			// No date yet: the period's (1850–1925) decade; a writer
			// who says «прошлого века» writes in the 1900s.
			base = 1899
			if a.y < 30 || a.wc != 0 {
				base = 1929
			}
		}
		c := base/100*100 + 100*a.wc
		if a.decade {
			a.y += c
			if a.wc == 0 && a.y > base {
				a.y -= 100
			}
		} else {
			a.y = c
		}
		a.needCentury = false
		m.Relative = true
	}
	if a.y == 0 && !e.isRange && a.ns != nil && a.ns.y != 0 && a.m != 0 {
		// «21 декабря (3 января 1919 г.)»: the year written in the
		// brackets is the old style's too, or the year before it when
		// the new style has passed into the next year.
		a.y = a.ns.y
		if a.m > a.ns.m {
			a.y--
		}
		m.Relative = true
	}
	if a.y == 0 && !a.yearSpan() && (!e.isRange || bp.y == 0) {
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
	if a.easter && !e.isRange && a.y != 0 {
		// A moveable feast: its days in the year now known.
		first, last := julianEaster(a.y, a.easterFrom), julianEaster(a.y, a.easterTo)
		a = dpoint{y: first.Year, m: int(first.Month), d: first.Day}
		if last != first {
			bp = dpoint{y: last.Year, m: int(last.Month), d: last.Day}
			e.isRange = true
		}
	}
	var x, old when.Expr
	var err error
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
			old, err = joinRange(oldB, ob)
			if err == nil {
				x, err = joinRange(*nb, *bp.ns)
			}
		} else {
			old, err = pointExpr(oldB)
			if err == nil {
				x, err = pointExpr(*nb)
			}
			if err == nil && !julianMatches(old, x) && nb.y == oldB.y && oldB.m == 12 && nb.m == 1 {
				// «21 декабря (3 января)»: the new style has passed into
				// the next year.
				n := *nb
				n.y++
				x, err = pointExpr(n)
			}
		}
		if err != nil || !julianMatches(old, x) {
			return m, 0, 0, false
		}
		prec = precDay
	case e.isRange:
		x, err = joinRange(a, bp)
		prec = precRange
	default:
		x, err = pointExpr(a)
		prec, season = pointPrecision(a), a.season
	}
	if err != nil {
		return m, 0, 0, false
	}
	if e.eve {
		iv := x.Interval()
		if iv.Earliest != iv.Latest {
			return m, 0, 0, false
		}
		if x, err = when.DateExpr(addDays(iv.Earliest, -1)); err != nil {
			return m, 0, 0, false
		}
		prec = precDay
	}
	if e.night {
		iv := x.Interval()
		if x, err = when.IntervalExpr(when.Interval{Earliest: addDays(iv.Earliest, -1), Latest: iv.Latest}); err != nil {
			return m, 0, 0, false
		}
		prec = precRange
	}
	if e.openStart {
		x, err = when.Until(x)
		prec = precRange
	} else if e.openEnd {
		x, err = when.Since(x)
		prec = precRange
	}
	if err != nil {
		return m, 0, 0, false
	}
	if e.oldStyle && old.IsZero() {
		old = x
		if x, err = x.FromJulian(); err != nil {
			return m, 0, 0, false
		}
		prec = precRange
		if iv := x.Interval(); iv.Earliest == iv.Latest && !iv.Earliest.IsZero() {
			prec = precDay
		}
		season = 0
	}
	if e.approximate {
		x = x.Approximate()
	}
	if e.uncertain {
		x = x.Uncertain()
	}
	m.When, m.OldStyle = x, old
	return m, prec, season, true
}

func pointPrecision(d dpoint) precision {
	switch {
	case d.part != 0 || d.yearSpan():
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

// pointExpr is a point as EDTF: a year, month, day, season or decade, or
// an interval for a third or half of a month or year. An error when the
// point is not a valid date.
func pointExpr(d dpoint) (when.Expr, error) {
	switch {
	case d.yearSpan() && d.part != 0:
		// A third or half of a decade or century, in whole years: «в
		// середине 1890-х годов» is 1894–1896, «в конце XIX века»
		// 1867–1899.
		n := 10
		if d.century {
			n = 100
		}
		lo, hi := spanPart(n, d.part)
		a, err := when.YearExpr(d.y + lo)
		if err != nil {
			return when.Expr{}, err
		}
		b, err := when.YearExpr(d.y + hi)
		if err != nil {
			return when.Expr{}, err
		}
		return when.Between(a, b)
	case d.century:
		return when.CenturyExpr(d.y)
	case d.decade:
		return when.DecadeExpr(d.y)
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
		a, err := when.DayExpr(d.y, time.Month(d.m), lo)
		if err != nil {
			return when.Expr{}, err
		}
		b, err := when.DayExpr(d.y, time.Month(d.m), hi)
		if err != nil {
			return when.Expr{}, err
		}
		return when.Between(a, b)
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
		a, err := when.MonthExpr(d.y, time.Month(lo))
		if err != nil {
			return when.Expr{}, err
		}
		b, err := when.MonthExpr(d.y, time.Month(hi))
		if err != nil {
			return when.Expr{}, err
		}
		return when.Between(a, b)
	case d.d != 0:
		return when.DayExpr(d.y, time.Month(d.m), d.d)
	case d.m != 0:
		return when.MonthExpr(d.y, time.Month(d.m))
	case d.season != 0:
		return when.SeasonExpr(d.y, when.Season(d.season))
	}
	return when.YearExpr(d.y)
}

// joinRange is the range from a to b as one EDTF interval.
func joinRange(a, b dpoint) (when.Expr, error) {
	s, err := pointExpr(a)
	if err != nil {
		return when.Expr{}, err
	}
	e, err := pointExpr(b)
	if err != nil {
		return when.Expr{}, err
	}
	return when.Between(s, e)
}

func daysIn(y, m int) int {
	return time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// maxMonthShiftSpan is the longest context (in days) a count of months
// is counted from: a month or a part of one, not a season or a year.
const maxMonthShiftSpan = 31

// relativeExpr resolves a relative reference against the context.
func relativeExpr(e *dexpr, ctx *DateContext) (when.Expr, precision, int, bool) {
	if !ctx.Valid() {
		return when.Expr{}, 0, 0, false
	}
	iv := ctx.When.Interval()
	ref := iv.Earliest
	if ref.IsZero() {
		ref = iv.Latest
	}
	var x when.Expr
	var err error
	switch e.relative {
	case "before":
		if iv.Earliest.IsZero() {
			return when.Expr{}, 0, 0, false
		}
		x, err = when.IntervalExpr(when.Interval{Latest: addDays(iv.Earliest, -1)})
		return x, precRange, 0, err == nil
	case "after":
		if iv.Latest.IsZero() {
			return when.Expr{}, 0, 0, false
		}
		x, err = when.IntervalExpr(when.Interval{Earliest: addDays(iv.Latest, 1)})
		return x, precRange, 0, err == nil
	case "since":
		// «с тех пор»: from the context on; «со следующего года»: from
		// the year after it on.
		from := ctx.When
		if e.relUnit == "year" {
			from, err = when.YearExpr(ref.Year + e.relN)
			if err != nil {
				return when.Expr{}, 0, 0, false
			}
		}
		x, err = when.Since(from)
		return x, precRange, 0, err == nil
	case "same", "next", "previous":
		if e.relUnit == "week" {
			return weekExpr(ref, ctx, e.relative)
		}
		if e.relUnit == "season" {
			x, err = when.SeasonExpr(deicticSeasonYear(ref, ctx.prec >= precMonth, e.relSeason, e.relative), when.Season(e.relSeason))
			return x, precSeason, e.relSeason, err == nil
		}
	}
	switch e.relative {
	case "same":
		if e.relPart != 0 {
			return partExpr(ref, e.relUnit, e.relPart, ctx)
		}
		return unitExpr(ref, e.relUnit, e.relSeason, ctx)
	case "next", "previous":
		n := max(e.relN, 1) // «позавчера», «третьего дня»: two days back
		if e.relative == "previous" {
			n = -n
		}
		switch {
		case e.relUnit == "year":
			x, err = when.YearExpr(ref.Year + n)
			return x, precYear, 0, err == nil
		case e.relUnit == "month" && ctx.prec >= precMonth:
			d := addMonths(ref, n)
			x, err = when.MonthExpr(d.Year, d.Month)
			return x, precMonth, 0, err == nil
		case e.relUnit == "day" && ctx.prec == precDay:
			x, err = when.DateExpr(addDays(ref, n))
			return x, precDay, 0, err == nil
		case e.relUnit == "day" && !iv.Earliest.IsZero() && !iv.Latest.IsZero() && iv.Latest.Days()-iv.Earliest.Days() <= maxDayShiftSpan:
			// After a span of a few days («19 и 20 июня») the next day is
			// the one after its last, the day before the one before its
			// first; after a night («в ночь на 5 декабря») the next day is
			// the one it went into.
			d := addDays(iv.Latest, n)
			if n < 0 {
				d = addDays(iv.Earliest, n)
			} else if ctx.night {
				d = addDays(iv.Latest, n-1)
			}
			x, err = when.DateExpr(d)
			return x, precDay, 0, err == nil
		}
		return shiftExpr(ctx, e.relUnit, n)
	case "shift":
		return shiftExpr(ctx, e.relUnit, e.relN)
	}
	return when.Expr{}, 0, 0, false
}

// standsApart reports whether the date of tokens [i, j) stands as a
// document's date: it opens with its day or month, and a colon or «№»
// follows it («доносило 7 июня 1893 г.: «…»», «от 30 марта 1895 г.:»,
// «10 октября 1902 г., № 4117» after a comma), or it stands after a comma
// or at the sentence's start before a stop, comma or semicolon («Москва,
// 10 октября 1905 г.»).
func (p *dparser) standsApart(i, j int) bool {
	if i < 0 || i >= len(p.t) {
		return false
	}
	if _, num := p.number(i); !num {
		if _, _, month := p.month(i); !month {
			return false
		}
	}
	next := p.norm(j)
	if next == ":" || next == "№" || next == "," && p.norm(j+1) == "№" {
		return true
	}
	if i > 0 && p.norm(i-1) != "," && p.norm(i-1) != "." {
		return false
	}
	if j > 0 && p.norm(j-1) == "." && j < len(p.t) && p.t[j].kind == rutext.Word && unicode.IsUpper([]rune(p.t[j].text)[0]) {
		return true // «24/III 1903 г. По агентурным сведениям…»: «г.» ends the sentence too
	}
	return next == "" || next == "." || next == "," || next == ";"
}

// deicticSeasonYear is the year (EDTF's: a winter is of the year its
// December is in) of the season counted from ref by kind: "previous", the
// last such season begun before the one ref is in («прошлой осенью» in
// February 1870: 1869); "next", the first begun after it; "same", the one
// ref is in, or else the one of ref's year (a winter named from March to
// June is the winter just past). With a ref known only to its year
// (withMonth false), the season of the year before, of the year, or of
// the year after.
func deicticSeasonYear(ref when.Date, withMonth bool, season int, kind string) int {
	if !withMonth {
		switch kind {
		case "previous":
			return ref.Year - 1
		case "next":
			return ref.Year + 1
		}
		return ref.Year
	}
	// Seasons as months counted from year 0: spring from March, summer
	// from June, autumn from September, winter from December.
	start := func(y int) int { return y*12 + 3*(season-21) + 3 }
	m := int(ref.Month)
	cur := ref.Year*12 + (m/3)*3 // the month the season ref is in began
	if m < 3 {
		cur = (ref.Year-1)*12 + 12
	}
	y := ref.Year
	switch kind {
	case "previous":
		// «прошлым летом» in November 1858 is the summer of 1857: this
		// year's is «этим летом»; a winter is of its December's year, so
		// in January or February last winter's December is two years
		// back.
		y = ref.Year - 1
		if season == 24 && m < 3 {
			y--
		}
	case "next":
		for start(y) <= cur {
			y++
		}
	default:
		switch {
		case start(y-1) == cur:
			y--
		case season == 24 && m >= 3 && m <= 6:
			y--
		}
	}
	return y
}

// seasonOf is the season (21 spring … 24 winter, ISO 8601-2) day d is in.
func seasonOf(d when.Date) int {
	switch m := d.Month; {
	case m >= time.March && m <= time.May:
		return 21
	case m >= time.June && m <= time.August:
		return 22
	case m >= time.September && m <= time.November:
		return 23
	}
	return 24
}

// partExpr is a third of the year or month of d («в конце месяца»), when
// the context is at least that precise.
func partExpr(d when.Date, unit string, part int, ctx *DateContext) (when.Expr, precision, int, bool) {
	pt := dpoint{y: d.Year, part: part}
	switch {
	case unit == "month" && ctx.prec >= precMonth && ctx.prec != precRange:
		pt.m = int(d.Month)
	case unit == "year":
	default:
		return when.Expr{}, 0, 0, false
	}
	x, err := pointExpr(pt)
	return x, precRange, 0, err == nil
}

// weekExpr is the calendar week (Monday to Sunday) of the day d for
// «на этой неделе» (its Monday to d itself: the writer tells of days
// past), the week before it or the week after it. The weekday is that of
// the calendar the day is written in: a day given in one style before
// 1918 is a Julian date as written (ctx.julian), whose weekday is its
// Gregorian day's.
func weekExpr(d when.Date, ctx *DateContext, kind string) (when.Expr, precision, int, bool) {
	if ctx.prec != precDay || d.IsZero() {
		return when.Expr{}, 0, 0, false
	}
	real := d
	if ctx.julian {
		g, err := when.FromJulian(d.Year, d.Month, d.Day)
		if err != nil {
			return when.Expr{}, 0, 0, false
		}
		real = g
	}
	weekday := (int(real.Time().Weekday()) + 6) % 7 // Monday 0
	monday := addDays(d, -weekday)
	var iv when.Interval
	switch kind {
	case "same":
		iv = when.Interval{Earliest: monday, Latest: d}
	case "previous":
		iv = when.Interval{Earliest: addDays(monday, -7), Latest: addDays(monday, -1)}
	case "next":
		iv = when.Interval{Earliest: addDays(monday, 7), Latest: addDays(monday, 13)}
	}
	x, err := when.IntervalExpr(iv)
	return x, precRange, 0, err == nil
}

// unitExpr is the year, month or day of d at the given unit.
func unitExpr(d when.Date, unit string, season int, ctx *DateContext) (when.Expr, precision, int, bool) {
	var x when.Expr
	var err error
	switch {
	case season != 0:
		x, err = when.SeasonExpr(d.Year, when.Season(season))
		return x, precSeason, season, err == nil
	case unit == "year":
		x, err = when.YearExpr(d.Year)
		return x, precYear, 0, err == nil
	case unit == "month" && ctx.prec >= precMonth:
		x, err = when.MonthExpr(d.Year, d.Month)
		return x, precMonth, 0, err == nil
	case unit == "day" && ctx.prec == precDay:
		x, err = when.DateExpr(d)
		return x, precDay, 0, err == nil
	}
	return ctx.When, ctx.prec, ctx.season, true
}

// shiftExpr moves the context by n units at the context's precision.
func shiftExpr(ctx *DateContext, unit string, n int) (when.Expr, precision, int, bool) {
	iv := ctx.When.Interval()
	if iv.Earliest.IsZero() || iv.Latest.IsZero() {
		return when.Expr{}, 0, 0, false
	}
	e, l := iv.Earliest, iv.Latest
	var x when.Expr
	var err error
	switch unit {
	case "year":
		// «через два года», «год спустя»: a count of years says the year,
		// no finer («весной 1872 г. … Через два года» is 1874, not its
		// spring; «10 апреля 1883 г. … через год» is 1884).
		x, err = when.YearExpr(e.Year + n)
		return x, precYear, 0, err == nil
	case "month":
		// A count of months says the month at most («5 мая … через два
		// месяца» is July).
		if ctx.prec == precMonth || ctx.prec == precDay {
			d := addMonths(e, n)
			x, err = when.MonthExpr(d.Year, d.Month)
			return x, precMonth, 0, err == nil
		}
		if l.Days()-e.Days() > maxMonthShiftSpan {
			// «Весною 1886 г. попал в Крым и через два месяца вернулся»:
			// months counted from a season or a year say no calendar
			// interval finer than it, so the clause after them is dated
			// by it, as one of its own.
			return ctx.When, ctx.prec, ctx.season, true
		}
		x, err = when.IntervalExpr(when.Interval{Earliest: addMonths(e, n), Latest: addMonths(l, n)})
		return x, precRange, 0, err == nil
	case "week", "day":
		days := n
		if unit == "week" {
			days = 7 * n
		}
		if l.Days()-e.Days() > maxDayShiftSpan {
			// «наутро» after «в декабре»: no calendar interval, so the
			// clause keeps the date before it.
			return when.Expr{}, 0, 0, false
		}
		out := when.Interval{Earliest: addDays(e, days), Latest: addDays(l, days)}
		p := precRange
		if ctx.prec == precDay {
			p = precDay
		}
		x, err = when.IntervalExpr(out)
		return x, p, 0, err == nil
	}
	return when.Expr{}, 0, 0, false
}

// maxDayShiftSpan is the longest date, in days past its first, that a shift
// by days or weeks counts from (a night, a few days); a month or a year
// gives no calendar interval a day later.
const maxDayShiftSpan = 6

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

// julianMatches reports whether the old-style old and the new-style ns of a
// dual date («17 (30) июля») are 10 to 13 days apart, as the two calendars
// were from 1582 to 2100.
func julianMatches(old, ns when.Expr) bool {
	diff := ns.Interval().Earliest.Days() - old.Interval().Earliest.Days()
	return diff >= 10 && diff <= 13
}

// startsUpper reports whether s starts with an upper-case letter.
func startsUpper(s string) bool {
	for _, r := range s {
		return unicode.IsUpper(r)
	}
	return false
}

// lastWordEnd returns the end offset of the last word or number among
// toks, 0 if none.
func lastWordEnd(toks []rutext.Token) int {
	for k := len(toks) - 1; k >= 0; k-- {
		if toks[k].Kind != rutext.Punct {
			return toks[k].End
		}
	}
	return 0
}

// julianEaster is the day n days after Easter of year y, reckoned by the
// Julian calendar the Russian church kept and given as that calendar
// writes it (Meeus's Julian algorithm).
func julianEaster(y, n int) when.Date {
	a, b, c := y%4, y%7, y%19
	d := (19*c + 15) % 30
	e := (2*a + 4*b - d + 34) % 7
	month, day := (d+e+114)/31, (d+e+114)%31+1
	easter := when.Date{Year: y, Month: time.Month(month), Day: day}
	return addDays(easter, n)
}
