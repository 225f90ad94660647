package geocode

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/paulmach/orb"
	orbgeo "github.com/paulmach/orb/geo"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/toponym"
)

// Mention is a toponym as it stands in a text, with the sentence around it
// for context.
type Mention struct {
	// Text is the toponym as written, e.g. "Тифлиса", "из Тифлиса",
	// "Британским музеем", "Донской".
	Text string `json:"text"`
	// Sentence is the sentence (or any stretch of text) holding Text; ""
	// for none, when only Text is read.
	Sentence string `json:"sentence,omitempty"`
	// Start and End locate Text in Sentence, in Unicode code points from
	// 0, End exclusive. Both 0: Text's first occurrence in Sentence.
	Start int `json:"start,omitempty"`
	End   int `json:"end,omitempty"`
}

// Resolution is what a Mention names.
type Resolution struct {
	// Candidates are the places the mention may name, best first, with
	// scores in 0..1 (see Geocode); nil when refused or when nothing
	// matches.
	Candidates []Candidate `json:"candidates"`
	// Refused is true when the mention is not a place to put on a map;
	// Reason says why and Note gives the evidence.
	Refused bool    `json:"refused,omitempty"`
	Reason  Refusal `json:"reason,omitempty"`
	Note    string  `json:"note,omitempty"`
}

// Best returns the top candidate and true, or false when the mention is
// refused or matched nothing.
func (r Resolution) Best() (Candidate, bool) {
	if r.Refused || len(r.Candidates) == 0 {
		return Candidate{}, false
	}
	return r.Candidates[0], true
}

// ErrMention is wrapped by the errors Resolve returns for a Mention whose
// Start and End do not locate its Text in its Sentence.
var ErrMention = errors.New("mention offsets do not locate its text in its sentence")

// Resolve geocodes one mention in its sentence. It refuses (Refused, no
// candidates), by the rules (DefaultRules: data/gazetteer/toponyms-ru.yaml):
//
//   - a capitalised word that opens a quotation (or a mention that starts
//     with a quotation mark), or a quoted name after a title noun
//     («газеты «Искра»»): RefusedTitle;
//   - listed newspapers and organisations (Искра, Бунд), unless a
//     settlement word stands right before them («в деревне Искра»):
//     RefusedTitle, RefusedOrganisation;
//   - continents (Европа, and any word of «Азия-Россия») and states taken
//     as a whole (Россия): RefusedContinent, RefusedState;
//   - adjectives that locate nothing (Северный): RefusedAdjective;
//   - a person's name: a listed surname (Ленин), a word right after a
//     first name in any case, an initial, a patronymic or a cue word
//     (товарищ, под фамилией, с сестрой), a word right before a
//     patronymic, a first name right before another capitalised word:
//     RefusedPerson;
//   - a Roman numeral (II съезд): RefusedNumeral.
//
// Otherwise it returns Geocode's candidates, read in context: an adjective
// right before a lower-case word («Донской комитет», «Сибирский союз»)
// prefers the place it derives from over a place named by the adjective
// itself, and a word that is not capitalised is matched exactly only.
// Countries and regions keep their Kind. An error comes from the
// Gazetteer, or wraps ErrMention.
func (g *Geocoder) Resolve(m Mention, opt Options) (Resolution, error) {
	res, err := g.resolve(m, opt)
	res.Candidates = limit(res.Candidates, opt.Limit)
	return res, err
}

func (g *Geocoder) resolve(m Mention, opt Options) (Resolution, error) {
	ctx, err := newMentionContext(m)
	if err != nil {
		return Resolution{}, err
	}
	if reason, note := g.refusal(ctx); reason != "" {
		return Resolution{Refused: true, Reason: reason, Note: note}, nil
	}
	lo := lookupOpts{}
	head := g.rules.headWord(m.Text)
	if head == "" || !startsUpper(head) && toponym.HasCyrillic(head) {
		lo.exactOnly = true
	}
	if _, adj := g.rules.adjectiveBase(toponym.Key(m.Text)); adj && ctx.nextLower() {
		lo.adjectival = true
	}
	cands, err := g.rank(m.Text, lo, opt)
	if err == nil && len(cands) == 0 && !lo.exactOnly {
		if h, ok := g.rules.splitQualified(m.Text); ok {
			cands, err = g.rank(h, lookupOpts{adjectival: true}, opt)
		}
	}
	return Resolution{Candidates: cands}, err
}

// headWord returns the first word of text after prepositions and
// settlement words, as written.
func (ru *Rules) headWord(text string) string {
	fields := strings.FieldsFunc(text, func(r rune) bool { return unicode.IsSpace(r) || r == '-' })
	for i, f := range fields {
		k := toponym.Key(f)
		if k == "" {
			continue
		}
		if i < len(fields)-1 && (ru.prepositions[k] || ru.descriptors[k]) {
			continue
		}
		return f
	}
	return ""
}

// refusal returns why the mention is not a place, or "".
func (g *Geocoder) refusal(c *mentionContext) (Refusal, string) {
	ru := g.rules
	prev, hasPrev := c.prevWord()
	// A settlement word right before makes it a place name («в деревне
	// Искра», «в местечко Логиви»).
	afterSettlement := hasPrev && c.isSettlementWord(ru, prev)

	if t := strings.TrimSpace(c.text); strings.ContainsAny(firstRune(t), "«„“\"") {
		return RefusedTitle, "in quotation marks: a title"
	}
	if open, ok := c.openQuote(); ok {
		if strings.TrimSpace(string(c.runes[open+1:c.start])) == "" {
			return RefusedTitle, "opens a quotation: a title"
		}
		if w, ok := c.wordBefore(open); ok && ru.titleNouns[toponym.Key(w.text)] {
			return RefusedTitle, fmt.Sprintf("quoted after %q: a title", w.text)
		}
	}

	if isRomanNumeral(strings.TrimSpace(c.text)) {
		return RefusedNumeral, "a Roman numeral"
	}

	forms := ru.forms(c.text)
	for _, f := range forms {
		if name, reason, ok := ru.refuse.find(f); ok {
			if afterSettlement && (reason == RefusedTitle || reason == RefusedOrganisation || reason == RefusedPerson) {
				break
			}
			return reason, fmt.Sprintf("%q is listed as %s", name, reason)
		}
	}
	if len(forms) > 0 {
		// «Азия-Россия»: one continent or state in a compound is enough.
		for _, w := range strings.Split(forms[len(forms)-1], " ") {
			if name, reason, ok := ru.refuse.find(w); ok && (reason == RefusedContinent || reason == RefusedState) {
				return reason, fmt.Sprintf("%q is listed as %s", name, reason)
			}
		}
	}

	head := ru.headWord(c.text)
	bare := head != "" && strings.HasPrefix(strings.TrimSpace(c.text), head) // no preposition before it
	if bare && startsUpper(head) && !afterSettlement {
		if hasPrev && c.adjacent(prev) {
			pk := toponym.Key(prev.text)
			switch {
			case startsUpper(prev.text) && ru.isFirstName(pk):
				return RefusedPerson, fmt.Sprintf("after the first name %q: a surname", prev.text)
			case startsUpper(prev.text) && ru.isPatronymic(pk):
				return RefusedPerson, fmt.Sprintf("after the patronymic %q: a surname", prev.text)
			case ru.isPersonCue(pk):
				return RefusedPerson, fmt.Sprintf("after %q: a person's name", prev.text)
			case prev.initial:
				return RefusedPerson, fmt.Sprintf("after the initial %q: a surname", prev.text)
			}
		}
		next, hasNext := c.nextWord()
		hasNext = hasNext && c.adjacent(next) && startsUpper(next.text)
		if hasNext && ru.isPatronymic(toponym.Key(next.text)) {
			return RefusedPerson, fmt.Sprintf("before the patronymic %q: a person's name", next.text)
		}
		if k := toponym.Key(c.text); hasNext && ru.isFirstName(k) {
			return RefusedPerson, fmt.Sprintf("a first name before %q", next.text)
		}
	}
	return "", ""
}

// isSettlementWord reports whether w is a settlement word (see the
// descriptors of the rules) right before the mention: an abbreviation (г.,
// с., дер.) must have its full stop, and a word that is also a preposition
// (с) is none.
func (c *mentionContext) isSettlementWord(ru *Rules, w token) bool {
	k := toponym.Key(w.text)
	if !ru.descriptors[k] || ru.prepositions[k] || w.end > c.start {
		return false
	}
	gap := string(c.runes[w.end:c.start])
	stop := strings.HasPrefix(gap, ".")
	if strings.TrimSpace(strings.TrimPrefix(gap, ".")) != "" {
		return false
	}
	return stop || utf8.RuneCountInString(k) > 3
}

func firstRune(s string) string {
	_, n := utf8.DecodeRuneInString(s)
	return s[:n]
}

// isRomanNumeral reports whether s is written in capital Roman numeral
// letters only (II, XIV).
func isRomanNumeral(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !strings.ContainsRune("IVXLCDM", r) {
			return false
		}
	}
	return true
}

func (ru *Rules) isPersonCue(k string) bool {
	_, _, ok := ru.personCues.find(k)
	return ok
}

func (ru *Rules) isFirstName(k string) bool {
	_, _, ok := ru.firstNames.find(k)
	return ok
}

// mentionContext is a mention located in its sentence.
type mentionContext struct {
	text       string
	runes      []rune // the sentence
	start, end int    // the mention, in runes
	words      []token
}

// token is a word of the sentence: letters and digits, with inner hyphens
// and apostrophes; initial marks a single capital letter followed by a
// full stop (В. И. Ленин).
type token struct {
	text       string
	start, end int // in runes
	initial    bool
}

func newMentionContext(m Mention) (*mentionContext, error) {
	c := &mentionContext{text: m.Text}
	if m.Sentence == "" {
		c.runes = []rune(m.Text)
		c.end = len(c.runes)
	} else {
		c.runes = []rune(m.Sentence)
		c.start, c.end = m.Start, m.End
		if c.start == 0 && c.end == 0 {
			i := strings.Index(m.Sentence, m.Text)
			if i < 0 {
				return nil, fmt.Errorf("%q not in %q: %w", m.Text, m.Sentence, ErrMention)
			}
			c.start = utf8.RuneCountInString(m.Sentence[:i])
			c.end = c.start + utf8.RuneCountInString(m.Text)
		}
		if c.start < 0 || c.end > len(c.runes) || c.start > c.end || string(c.runes[c.start:c.end]) != m.Text {
			return nil, fmt.Errorf("%q at [%d, %d): %w", m.Text, m.Start, m.End, ErrMention)
		}
	}
	c.words = tokenize(c.runes)
	return c, nil
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

func tokenize(rs []rune) []token {
	var out []token
	for i := 0; i < len(rs); {
		if !isWordRune(rs[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(rs) && (isWordRune(rs[j]) ||
			(rs[j] == '-' || rs[j] == '\'' || rs[j] == '’') && j+1 < len(rs) && isWordRune(rs[j+1])) {
			j++
		}
		t := token{text: string(rs[i:j]), start: i, end: j}
		t.initial = j-i == 1 && unicode.IsUpper(rs[i]) && j < len(rs) && rs[j] == '.'
		out = append(out, t)
		i = j
	}
	return out
}

// prevWord returns the last word ending at or before the mention's start.
func (c *mentionContext) prevWord() (token, bool) { return c.wordBefore(c.start) }

// wordBefore returns the last word ending at or before rune position pos.
func (c *mentionContext) wordBefore(pos int) (token, bool) {
	for i := len(c.words) - 1; i >= 0; i-- {
		if c.words[i].end <= pos {
			return c.words[i], true
		}
	}
	return token{}, false
}

// nextWord returns the first word starting at or after the mention's end.
func (c *mentionContext) nextWord() (token, bool) {
	for _, w := range c.words {
		if w.start >= c.end {
			return w, true
		}
	}
	return token{}, false
}

// adjacent reports whether only white space (or, after an initial, its
// full stop) separates w from the mention.
func (c *mentionContext) adjacent(w token) bool {
	from, to := w.end, c.start
	if w.start >= c.end {
		from, to = c.end, w.start
	}
	gap := string(c.runes[from:to])
	if w.initial && w.end <= c.start {
		gap = strings.TrimPrefix(gap, ".")
	}
	return strings.TrimSpace(gap) == "" && to > from
}

// nextLower reports whether the next word, right after the mention, starts
// with a lower-case letter («Донской комитет»).
func (c *mentionContext) nextLower() bool {
	w, ok := c.nextWord()
	if !ok || !c.adjacent(w) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(w.text)
	return unicode.IsLower(r)
}

// openQuote returns the position of the innermost quotation mark still
// open at the mention's start: «» and „“ pair up, a " opens and closes in
// turn, “ opens unless „ is open.
func (c *mentionContext) openQuote() (int, bool) {
	var stack []int
	var kinds []rune
	for i, r := range c.runes[:c.start] {
		switch r {
		case '«', '„':
			stack, kinds = append(stack, i), append(kinds, r)
		case '»':
			if n := len(kinds); n > 0 && kinds[n-1] == '«' {
				stack, kinds = stack[:n-1], kinds[:n-1]
			}
		case '“':
			if n := len(kinds); n > 0 && kinds[n-1] == '„' {
				stack, kinds = stack[:n-1], kinds[:n-1]
			} else {
				stack, kinds = append(stack, i), append(kinds, r)
			}
		case '”':
			if n := len(kinds); n > 0 && (kinds[n-1] == '“' || kinds[n-1] == '„') {
				stack, kinds = stack[:n-1], kinds[:n-1]
			}
		case '"':
			if n := len(kinds); n > 0 && kinds[n-1] == '"' {
				stack, kinds = stack[:n-1], kinds[:n-1]
			} else {
				stack, kinds = append(stack, i), append(kinds, r)
			}
		}
	}
	if len(stack) == 0 {
		return 0, false
	}
	return stack[len(stack)-1], true
}

// Coherence: ResolveAll weighs each candidate of a mention by
// (1 − wCoherence) + wCoherence·exp(−d / coherenceScaleKM), where d is the
// mean great-circle distance in km from the candidate to the nearest
// coherenceNeighbours places other mentions of the document resolved
// confidently, and divides by the largest weight among the mention's
// candidates: the most coherent keeps its score, the others lose up to
// wCoherence of theirs. A mention is confident when its best candidate is a city,
// village or landmark scoring at least confidentScore and beating the next
// candidate (unless that lies within sameSpotKM) by confidentMargin.
const (
	wCoherence          = 0.4
	coherenceScaleKM    = 1000
	coherenceNeighbours = 3
	confidentScore      = 0.5
	confidentMargin     = 0.05
	sameSpotKM          = 50
)

// ResolveAll resolves the mentions of one document (see Resolve) and
// re-ranks the candidates of each by coherence with the places the other
// mentions resolve to confidently: among homonyms, the one nearer the
// document's other places wins (Одесса beside Даллас and Хьюстон is
// Odessa, Texas). Every candidate is kept, with its new score; the result
// has one Resolution per mention, in order. Offsets are per mention (each
// mention's Start and End index its own Sentence).
func (g *Geocoder) ResolveAll(ms []Mention, opt Options) ([]Resolution, error) {
	all := opt
	all.Limit = 0
	out := make([]Resolution, len(ms))
	base := make([][]Candidate, len(ms))
	for i, m := range ms {
		r, err := g.resolve(m, all)
		if err != nil {
			return nil, fmt.Errorf("mention %d (%q): %w", i, m.Text, err)
		}
		out[i] = r
		base[i] = slices.Clone(r.Candidates)
	}
	// Two rounds: places made confident by the first help the second.
	for range 2 {
		anchors := make([][]float64, len(ms)) // per mention: its confident point, lon, lat
		for i := range out {
			if p, ok := confidentPoint(out[i]); ok {
				anchors[i] = p
			}
		}
		for i := range out {
			if len(base[i]) < 2 {
				continue
			}
			var pts [][]float64
			for j, a := range anchors {
				if j != i && a != nil {
					pts = append(pts, a)
				}
			}
			if len(pts) == 0 {
				continue
			}
			cands := slices.Clone(base[i])
			factors := make([]float64, len(cands))
			best := 0.0
			for k := range cands {
				d := meanNearestKM(cands[k].Place.Point.Lon(), cands[k].Place.Point.Lat(), pts, coherenceNeighbours)
				factors[k] = (1 - wCoherence) + wCoherence*math.Exp(-d/coherenceScaleKM)
				best = max(best, factors[k])
			}
			for k := range cands {
				cands[k].Score *= factors[k] / best
			}
			sortCandidates(cands)
			out[i].Candidates = cands
		}
	}
	for i := range out {
		out[i].Candidates = limit(out[i].Candidates, opt.Limit)
	}
	return out, nil
}

// confidentPoint returns the point of r's best candidate when r is
// resolved confidently to a place small enough to anchor others.
func confidentPoint(r Resolution) ([]float64, bool) {
	top, ok := r.Best()
	if !ok || top.Score < confidentScore {
		return nil, false
	}
	switch top.Place.Kind {
	case gazetteer.KindCity, gazetteer.KindVillage, gazetteer.KindLandmark:
	default:
		return nil, false
	}
	if len(r.Candidates) > 1 {
		next := r.Candidates[1]
		if top.Score-next.Score < confidentMargin && orbgeo.Distance(top.Place.Point, next.Place.Point)/1000 > sameSpotKM {
			return nil, false
		}
	}
	return []float64{top.Place.Point.Lon(), top.Place.Point.Lat()}, true
}

// meanNearestKM is the mean great-circle distance in km from (lon, lat) to
// its k nearest points of pts.
func meanNearestKM(lon, lat float64, pts [][]float64, k int) float64 {
	ds := make([]float64, len(pts))
	for i, p := range pts {
		ds[i] = orbgeo.DistanceHaversine(orb.Point{lon, lat}, orb.Point{p[0], p[1]}) / 1000
	}
	slices.Sort(ds)
	k = min(k, len(ds))
	sum := 0.0
	for _, d := range ds[:k] {
		sum += d
	}
	return sum / float64(k)
}
