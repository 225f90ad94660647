package extract

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/paulmach/orb"
	orbgeo "github.com/paulmach/orb/geo"

	"github.com/chronomap/chronomap/internal/when"
)

// Gold is a hand-checked answer for one document, in the JSON format of
// testdata/gold (seed-events.json and seed-places.json): the temporal
// expressions, place mentions, events and movements a perfect extraction
// finds. Offsets are code points, end exclusive.
type Gold struct {
	Document            string          `json:"document"`
	TemporalExpressions []GoldDate      `json:"temporal_expressions"`
	Events              []GoldEvent     `json:"events"`
	Movements           []GoldMovement  `json:"movements"`
	TimeQueries         []GoldTimeQuery `json:"time_queries"`
	Places              []GoldPlace     `json:"places"`
	NotPlaces           []GoldNotPlace  `json:"not_places"`
	placeByName         map[string]*GoldPlace
}

// GoldDate is a temporal expression and its inclusive interval; an empty
// Earliest or Latest is an open end.
type GoldDate struct {
	Mention  string  `json:"mention"`
	Start    int     `json:"start"`
	End      int     `json:"end"`
	EDTF     string  `json:"edtf"`
	Earliest *string `json:"earliest"`
	Latest   *string `json:"latest"`
}

// GoldPlace is a toponym mention with the place it names; Name identifies
// the place for events and movements.
type GoldPlace struct {
	Mention     string  `json:"mention"`
	Start       int     `json:"start"`
	End         int     `json:"end"`
	Lemma       string  `json:"lemma"`
	Name        string  `json:"name"`
	Kind        string  `json:"kind"`
	Country     string  `json:"country"`
	Lat         float64 `json:"lat"`
	Lon         float64 `json:"lon"`
	ToleranceKm float64 `json:"tolerance_km"`
}

// GoldNotPlace is a capitalised word that must not become a place.
type GoldNotPlace struct {
	Mention string `json:"mention"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
	Why     string `json:"why"`
}

// GoldEvent is an event: its type, interval and main place (a GoldPlace
// name; nil for an event without a place).
type GoldEvent struct {
	ID        string   `json:"id"`
	Type      string   `json:"type"`
	Summary   string   `json:"summary"`
	Places    []string `json:"places"`
	EDTF      string   `json:"edtf"`
	Earliest  *string  `json:"earliest"`
	Latest    *string  `json:"latest"`
	Actors    []string `json:"actors"`
	Anchor    int      `json:"anchor"`
	MainPlace *string  `json:"main_place"`
}

// GoldMovement is a movement between two GoldPlace names.
type GoldMovement struct {
	ID       string  `json:"id"`
	Actor    string  `json:"actor"`
	From     string  `json:"from_place"`
	To       string  `json:"to_place"`
	EDTF     string  `json:"edtf"`
	Earliest *string `json:"earliest"`
	Latest   *string `json:"latest"`
}

// GoldTimeQuery is an OGC API `datetime` filter with the gold events it
// must and must not return.
type GoldTimeQuery struct {
	Datetime    string   `json:"datetime"`
	MustInclude []string `json:"must_include"`
	MustExclude []string `json:"must_exclude"`
}

// LoadGold reads a gold events file and a gold places file (the
// testdata/gold format) into one Gold.
func LoadGold(eventsPath, placesPath string) (*Gold, error) {
	g := &Gold{}
	for _, p := range []string{eventsPath, placesPath} {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		var part Gold
		if err := json.Unmarshal(data, &part); err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		if g.Document == "" {
			g.Document = part.Document
		}
		g.TemporalExpressions = append(g.TemporalExpressions, part.TemporalExpressions...)
		g.Events = append(g.Events, part.Events...)
		g.Movements = append(g.Movements, part.Movements...)
		g.TimeQueries = append(g.TimeQueries, part.TimeQueries...)
		g.Places = append(g.Places, part.Places...)
		g.NotPlaces = append(g.NotPlaces, part.NotPlaces...)
	}
	g.index()
	for _, e := range g.Events {
		if e.MainPlace != nil && g.placeByName[*e.MainPlace] == nil {
			return nil, fmt.Errorf("gold event %s: main place %q is no gold place name", e.ID, *e.MainPlace)
		}
	}
	for _, m := range g.Movements {
		if g.placeByName[m.From] == nil || g.placeByName[m.To] == nil {
			return nil, fmt.Errorf("gold movement %s: %q or %q is no gold place name", m.ID, m.From, m.To)
		}
	}
	return g, nil
}

func (g *Gold) index() {
	g.placeByName = map[string]*GoldPlace{}
	for i := range g.Places {
		p := &g.Places[i]
		if g.placeByName[p.Name] == nil {
			g.placeByName[p.Name] = p
		}
	}
}

// Misfit reports the first gold mention (a temporal expression or a
// toponym) whose span does not hold its text in text, as «mention» at
// [start, end) and what the text has there: the gold is another
// document's. ok is false when every mention fits.
func (g *Gold) Misfit(text string) (string, bool) {
	runes := []rune(text)
	check := func(mention string, start, end int) (string, bool) {
		if start < 0 || end > len(runes) || start > end {
			return fmt.Sprintf("«%s» at [%d, %d) lies past the text's %d characters", mention, start, end, len(runes)), true
		}
		if got := string(runes[start:end]); got != mention {
			return fmt.Sprintf("«%s» at [%d, %d) is «%s» here", mention, start, end, got), true
		}
		return "", false
	}
	for _, d := range g.TemporalExpressions {
		if m, bad := check(d.Mention, d.Start, d.End); bad {
			return m, true
		}
	}
	for _, p := range g.Places {
		if m, bad := check(p.Mention, p.Start, p.End); bad {
			return m, true
		}
	}
	return "", false
}

// PRF is a precision/recall/F1 score over matched items.
type PRF struct {
	TP, FP, FN int
}

// Precision is TP / (TP + FP), 1 when nothing was extracted.
func (s PRF) Precision() float64 { return ratio(s.TP, s.TP+s.FP) }

// Recall is TP / (TP + FN), 1 when the gold has nothing.
func (s PRF) Recall() float64 { return ratio(s.TP, s.TP+s.FN) }

// F1 is the harmonic mean of precision and recall.
func (s PRF) F1() float64 {
	p, r := s.Precision(), s.Recall()
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

func (s PRF) String() string {
	return fmt.Sprintf("P %.3f R %.3f F1 %.3f (tp %d fp %d fn %d)", s.Precision(), s.Recall(), s.F1(), s.TP, s.FP, s.FN)
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// Scores is an extraction scored against gold.
type Scores struct {
	// DatesExact counts gold temporal expressions overlapped by an
	// extracted one with the same inclusive interval; DatesFound those
	// overlapped at all; DatesTotal is their number.
	DatesExact, DatesFound, DatesTotal int
	// Places: a mention counts when its span overlaps the gold span, its
	// point lies within the gold tolerance and its kind matches (a city
	// and a village both count as settlements).
	Places PRF
	// NotPlaces counts extracted places overlapping a gold non-place.
	NotPlaces int
	// Events: type, interval and main place (within tolerance) match.
	Events PRF
	// Movements: origin and destination within tolerance and the interval
	// match (actors are not compared: gold names them in English).
	Movements PRF
	// TimeQueries counts the gold datetime filters whose must-include and
	// must-exclude events (through the event matching) all behave.
	TimeQueriesPassed, TimeQueriesTotal int
	// Notes describe every miss and false find, for a person to read.
	Notes []string
}

// Evaluate scores r against g.
func Evaluate(r *Result, g *Gold) Scores {
	if g.placeByName == nil {
		g.index()
	}
	var s Scores
	note := func(format string, args ...any) { s.Notes = append(s.Notes, fmt.Sprintf(format, args...)) }

	// Dates.
	s.DatesTotal = len(g.TemporalExpressions)
	for _, gd := range g.TemporalExpressions {
		found, exact := false, false
		var got []string
		for _, d := range r.Dates {
			if overlaps(d.Start, d.End, gd.Start, gd.End) {
				found = true
				got = append(got, d.When.String())
				if sameInterval(d.When.Interval(), gd.Earliest, gd.Latest) {
					exact = true
				}
			}
		}
		if found {
			s.DatesFound++
		}
		if exact {
			s.DatesExact++
		} else {
			note("date %q [%d,%d) %s: got %v", gd.Mention, gd.Start, gd.End, gd.EDTF, got)
		}
	}

	// Places.
	used := make([]bool, len(r.Places))
	for _, gp := range g.Places {
		hit := -1
		for i, p := range r.Places {
			if used[i] || !overlaps(p.Start, p.End, gp.Start, gp.End) {
				continue
			}
			if sameKind(string(p.Place.Kind), gp.Kind) && orbgeo.DistanceHaversine(p.Place.Point, orb.Point{gp.Lon, gp.Lat})/1000 <= gp.ToleranceKm {
				hit = i
				break
			}
		}
		if hit >= 0 {
			used[hit] = true
			s.Places.TP++
			continue
		}
		s.Places.FN++
		var got string
		for _, p := range r.Places {
			if overlaps(p.Start, p.End, gp.Start, gp.End) {
				got = fmt.Sprintf(" (got %s %s %s at %.3f,%.3f)", p.Place.ID, p.Place.Name, p.Place.Kind, p.Place.Point.Lat(), p.Place.Point.Lon())
			}
		}
		note("place missed: %q [%d,%d) %s %s%s", gp.Mention, gp.Start, gp.End, gp.Name, gp.Kind, got)
	}
	for i, p := range r.Places {
		if used[i] {
			continue
		}
		s.Places.FP++
		note("place not in gold: %q [%d,%d) → %s %s (%s)", p.Text, p.Start, p.End, p.Place.ID, p.Place.Name, p.Place.Kind)
		for _, np := range g.NotPlaces {
			if overlaps(p.Start, p.End, np.Start, np.End) {
				s.NotPlaces++
			}
		}
	}

	// Events.
	matchOf := map[string]int{} // gold event id → index into r.Events
	usedE := make([]bool, len(r.Events))
	for _, ge := range g.Events {
		hit := -1
		for i, e := range r.Events {
			if !usedE[i] && g.eventMatches(ge, e) {
				hit = i
				break
			}
		}
		if hit >= 0 {
			usedE[hit] = true
			matchOf[ge.ID] = hit
			s.Events.TP++
			continue
		}
		s.Events.FN++
		main := "-"
		if ge.MainPlace != nil {
			main = *ge.MainPlace
		}
		note("event missed: %s (%s at %s, %s)%s", ge.ID, ge.Type, main, ge.EDTF, g.eventNearMiss(ge, r.Events, usedE))
	}
	for i, e := range r.Events {
		if !usedE[i] {
			s.Events.FP++
			main := "-"
			if len(e.Places) > 0 {
				main = e.Places[0].Place.Name
			}
			note("event not in gold: %s (%s at %s, %s)", e.ID, e.Type, main, e.When)
		}
	}

	// Movements.
	usedM := make([]bool, len(r.Movements))
	for _, gm := range g.Movements {
		hit := -1
		for i, m := range r.Movements {
			if !usedM[i] && g.movementMatches(gm, m) {
				hit = i
				break
			}
		}
		if hit >= 0 {
			usedM[hit] = true
			s.Movements.TP++
			continue
		}
		s.Movements.FN++
		note("movement missed: %s (%s → %s, %s)%s", gm.ID, gm.From, gm.To, gm.EDTF, g.movementNearMiss(gm, r.Movements, usedM))
	}
	for i, m := range r.Movements {
		if !usedM[i] {
			s.Movements.FP++
			note("movement not in gold: %s (%s → %s, %s)", m.ID, m.From.Place.Name, m.To.Place.Name, m.When)
		}
	}

	// Time queries.
	for _, q := range g.TimeQueries {
		iv, err := when.ParseDatetime(q.Datetime)
		if err != nil {
			note("time query %q: %v", q.Datetime, err)
			continue
		}
		s.TimeQueriesTotal++
		ok := true
		for _, id := range q.MustInclude {
			if k, m := matchOf[id]; !m || !r.Events[k].When.Interval().Intersects(iv) {
				ok = false
			}
		}
		for _, id := range q.MustExclude {
			if k, m := matchOf[id]; m && r.Events[k].When.Interval().Intersects(iv) {
				ok = false
			}
		}
		if ok {
			s.TimeQueriesPassed++
		} else {
			note("time query %s fails", q.Datetime)
		}
	}
	return s
}

func (g *Gold) eventMatches(ge GoldEvent, e Event) bool {
	if ge.Type != e.Type || !sameInterval(e.When.Interval(), ge.Earliest, ge.Latest) {
		return false
	}
	if ge.MainPlace == nil {
		return len(e.Places) == 0
	}
	if len(e.Places) == 0 {
		return false
	}
	return g.near(*ge.MainPlace, e.Places[0])
}

// eventNearMiss says what differs in the closest unmatched extracted
// event at the gold event's place (its type, its interval, or both), or
// that none was found there, so that a reader sees which part failed.
func (g *Gold) eventNearMiss(ge GoldEvent, events []Event, used []bool) string {
	var byType, byDate, other *Event
	for i := range events {
		e := &events[i]
		if used[i] {
			continue
		}
		samePlace := ge.MainPlace == nil && len(e.Places) == 0 ||
			ge.MainPlace != nil && len(e.Places) > 0 && g.near(*ge.MainPlace, e.Places[0])
		if !samePlace {
			continue
		}
		switch {
		case e.Type == ge.Type && byType == nil:
			byType = e
		case sameInterval(e.When.Interval(), ge.Earliest, ge.Latest) && byDate == nil:
			byDate = e
		case other == nil:
			other = e
		}
	}
	switch {
	case byDate != nil:
		return fmt.Sprintf(" [type: got %s]", byDate.Type)
	case byType != nil:
		return fmt.Sprintf(" [interval: got %s]", byType.When)
	case other != nil:
		return fmt.Sprintf(" [type and interval: got %s, %s]", other.Type, other.When)
	}
	return " [none at this place]"
}

// movementNearMiss says what differs in the closest unmatched extracted
// movement: its interval (same ends), its origin (same destination), or
// that no movement reached the gold destination.
func (g *Gold) movementNearMiss(gm GoldMovement, movements []Movement, used []bool) string {
	var ends, dest *Movement
	for i := range movements {
		m := &movements[i]
		if used[i] || !g.near(gm.To, m.To) {
			continue
		}
		if g.near(gm.From, m.From) {
			if ends == nil {
				ends = m
			}
		} else if dest == nil {
			dest = m
		}
	}
	switch {
	case ends != nil:
		return fmt.Sprintf(" [interval: got %s]", ends.When)
	case dest != nil:
		return fmt.Sprintf(" [origin: got %s]", dest.From.Place.Name)
	}
	return " [none to this place]"
}

func (g *Gold) movementMatches(gm GoldMovement, m Movement) bool {
	return sameInterval(m.When.Interval(), gm.Earliest, gm.Latest) && g.near(gm.From, m.From) && g.near(gm.To, m.To)
}

// near reports whether a mention's place lies within the tolerance of the
// gold place with the given name.
func (g *Gold) near(name string, p PlaceMention) bool {
	gp := g.placeByName[name]
	if gp == nil {
		return false
	}
	return orbgeo.DistanceHaversine(p.Place.Point, orb.Point{gp.Lon, gp.Lat})/1000 <= gp.ToleranceKm
}

// sameKind compares place kinds; a city and a village are both
// settlements, told apart by a population threshold that gazetteers and
// gold draw differently (a small town, an island's capital), so either
// matches the other; the point must still lie within the tolerance.
func sameKind(got, want string) bool {
	settlement := func(k string) bool { return k == "city" || k == "village" }
	return got == want || settlement(got) && settlement(want)
}

func overlaps(a0, a1, b0, b1 int) bool { return a0 < b1 && b0 < a1 }

// sameInterval compares an interval with gold dates (nil or "" = open).
func sameInterval(iv when.Interval, earliest, latest *string) bool {
	str := func(p *string) string {
		if p == nil {
			return ""
		}
		return *p
	}
	return iv.Earliest.String() == str(earliest) && iv.Latest.String() == str(latest)
}

// Write prints the scores, one line each.
func (s Scores) Write(w io.Writer) error {
	_, err := fmt.Fprintf(w, "dates      %d/%d exact (%d found)\nplaces     %s, %d non-places taken for places\nevents     %s\nmovements  %s\ntime       %d/%d queries\n",
		s.DatesExact, s.DatesTotal, s.DatesFound, s.Places, s.NotPlaces, s.Events, s.Movements, s.TimeQueriesPassed, s.TimeQueriesTotal)
	return err
}
