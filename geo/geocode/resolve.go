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
	"github.com/chronomap/chronomap/internal/rutext"
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

// Resolve geocodes one mention in its sentence, read by the Geocoder's text
// reader (internal/rutext: the reader the extractor uses, so both agree on
// every mention). The mention is refused (Refused, no candidates) when the
// reader finds its words are no place there: a title («газеты «Искра»», a
// short quotation that is a name), an organisation, a continent, a state
// taken as a whole, an adjective that locates nothing, a person's name
// (after a given name, an initial, a patronymic, a cue word; a surname the
// dictionary or the sentence knows), a Roman numeral. Otherwise its
// candidates are chosen by InContext: the kinds and scores the context
// allows, best first (none when the words are no toponym candidate there,
// such as a common word opening the sentence). A mention without a
// sentence is read alone and, when the reader spots nothing in it, ranked
// as Geocode ranks it. An error comes from the Gazetteer, or wraps
// ErrMention.
func (g *Geocoder) Resolve(m Mention, opt Options) (Resolution, error) {
	res, err := g.resolve(m, opt, true)
	res.Candidates = limit(res.Candidates, opt.Limit)
	return res, err
}

// resolve is Resolve; situate re-ranks the candidates by the sentence's
// other places (Situate), which ResolveAll does by the whole document's
// instead.
func (g *Geocoder) resolve(m Mention, opt Options, situate bool) (Resolution, error) {
	c, err := newMentionContext(m)
	if err != nil {
		return Resolution{}, err
	}
	tr := g.text
	toks := tr.TokenizeRunes(c.runes, 0, len(c.runes))
	if opt.Year == 0 {
		// «Летом 1895 года он лечился в Карлсбаде»: the year the sentence
		// names is the year its names were in use.
		opt.Year = sentenceYear(toks)
	}
	persons := rutext.NewPersons()
	tr.CollectPersons(toks, persons, rutext.SpotOptions{})
	var spot *rutext.Mention
	best := 0
	spotted := tr.Spot(toks, rutext.SpotOptions{Persons: persons})
	for _, sm := range spotted {
		if o := min(sm.End, c.end) - max(sm.Start, c.start); o > best {
			sm := sm
			spot, best = &sm, o
		}
	}
	opt.Limit = 0
	if spot == nil {
		for _, t := range toks {
			if t.Start >= c.end || t.End <= c.start {
				continue
			}
			switch {
			case t.Title:
				return Resolution{Refused: true, Reason: RefusedTitle, Note: "in a title"}, nil
			case rutext.IsRoman(t.Text):
				return Resolution{Refused: true, Reason: RefusedNumeral, Note: "a Roman numeral"}, nil
			}
		}
		if m.Sentence == "" {
			cands, err := g.Geocode(m.Text, opt)
			return Resolution{Candidates: cands}, err
		}
		return Resolution{}, nil
	}
	if spot.Refused != "" {
		if m.Sentence == "" && spot.Refused == RefusedPerson {
			// A name asked for alone has no sentence to make it a person's:
			// a place the gazetteer knows by it wins («Царицын», Volgograd's
			// old name, is also a surname).
			cands, err := g.Geocode(m.Text, opt)
			if err != nil || len(cands) > 0 {
				return Resolution{Candidates: cands}, err
			}
			return Resolution{Refused: true, Reason: spot.Refused, Note: "no place of that name; read alone it is a person's name"}, nil
		}
		return Resolution{Refused: true, Reason: spot.Refused, Note: spot.Note}, nil
	}
	if m.Sentence == "" {
		// A toponym asked for alone is one by the asker's word: the
		// caution a capitalised word of running text needs (a subject may
		// be a person: «Лена приехала») does not apply («Капри»).
		spot.Bare = false
	}
	lookup := func(q string) ([]Candidate, error) { return g.Geocode(q, opt) }
	cands, err := inContext(*spot, tr.Vocabulary(), lookup)
	if err != nil || len(cands) < 2 || !situate {
		return Resolution{Candidates: cands}, err
	}
	s, err := g.surroundings(spotted, *spot, lookup)
	if err != nil {
		return Resolution{}, err
	}
	return Resolution{Candidates: Situate(cands, s)}, nil
}

// surroundings collects, from the other mentions of spot's sentence, the
// settlements right before and after spot and the areas it names with no
// settlement between them and spot (an area beyond a stop is the stop's);
// a land the sentence leaves («из Америки») says nothing of where the
// route goes on.
func (g *Geocoder) surroundings(spotted []rutext.Mention, spot rutext.Mention, lookup func(string) ([]Candidate, error)) (Surroundings, error) {
	var s Surroundings
	var prev, next *gazetteer.Place
	var placeOf = map[int]gazetteer.Place{}
	var stops []int // offsets of the other settlements
	for k, m := range spotted {
		if m.Start == spot.Start && m.End == spot.End {
			continue
		}
		p, ok, err := Surrounding(m, g.text.Vocabulary(), lookup)
		if err != nil {
			return Surroundings{}, err
		}
		switch {
		case !ok:
		case !settlement(&p):
			if m.Role != rutext.RoleOrigin {
				placeOf[k] = p
			}
		case m.End <= spot.Start:
			prev = &p
			stops = append(stops, m.Start)
		default:
			if next == nil {
				next = &p
			}
			stops = append(stops, m.Start)
		}
	}
	for k, m := range spotted {
		p, ok := placeOf[k]
		if !ok {
			continue
		}
		a, b := min(m.Start, spot.Start), max(m.Start, spot.Start)
		if !slices.ContainsFunc(stops, func(o int) bool { return o > a && o < b }) {
			s.Areas = append(s.Areas, p)
		}
	}
	if spot.Role == rutext.RoleVia {
		// A place the route passes through may lie far from both ends
		// of the leg («через Панаму до Нью-Йорка»).
		prev, next = nil, nil
	}
	for _, p := range []*gazetteer.Place{prev, next} {
		if p != nil {
			s.Stops = append(s.Stops, *p)
		}
	}
	return s, nil
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
		r, err := g.resolve(m, all, false)
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

// sentenceYear returns the first year a sentence's tokens name: a
// number of four digits (minYearHint to maxYearHint), alone or glued to a
// year word («1902г»); 0 when they name none. It is the year hint of
// Options when none is given.
func sentenceYear(toks []rutext.Token) int {
	for _, t := range toks {
		if t.Kind != rutext.Number && t.Kind != rutext.Word {
			continue
		}
		rs := []rune(t.Text)
		if len(rs) < 4 || len(rs) > 4 && (t.Kind == rutext.Number || unicode.IsDigit(rs[4])) {
			continue
		}
		y := 0
		for _, r := range rs[:4] {
			if r < '0' || r > '9' {
				y = -1
				break
			}
			y = y*10 + int(r-'0')
		}
		if y >= minYearHint && y <= maxYearHint {
			return y
		}
	}
	return 0
}

// The years a sentence's four digits are taken as a year hint between.
const (
	minYearHint = 1500
	maxYearHint = 2100
)
