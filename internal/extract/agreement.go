package extract

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/when"
)

// AsResult turns a gold answer into the Result an extractor would have
// given had it found exactly that answer, so that a second person's
// annotation of a passage can be scored against the first with Evaluate
// (inter-annotator agreement, the ceiling any extractor can reach under
// the same conventions). Each gold place becomes a place mention at its
// WGS84 point and kind; dates, events and movements take the inclusive
// intervals of their earliest and latest fields (nil or "" = open), events
// their main place as their only place. A date that does not parse, or a
// name that names no gold place, is an error naming the item.
func (g *Gold) AsResult() (*Result, error) {
	if g.placeByName == nil {
		g.index()
	}
	r := &Result{}
	mention := func(name string) (PlaceMention, error) {
		gp := g.placeByName[name]
		if gp == nil {
			return PlaceMention{}, fmt.Errorf("%q is no gold place name", name)
		}
		return goldMention(gp), nil
	}
	for i := range g.Places {
		r.Places = append(r.Places, goldMention(&g.Places[i]))
	}
	for _, d := range g.TemporalExpressions {
		w, err := goldWhen(d.Earliest, d.Latest)
		if err != nil {
			return nil, fmt.Errorf("gold date %q at %d: %w", d.Mention, d.Start, err)
		}
		r.Dates = append(r.Dates, DateMention{Start: d.Start, End: d.End, Text: d.Mention, When: w})
	}
	for _, e := range g.Events {
		w, err := goldWhen(e.Earliest, e.Latest)
		if err != nil {
			return nil, fmt.Errorf("gold event %s: %w", e.ID, err)
		}
		ev := Event{ID: e.ID, Type: e.Type, When: w, Actors: e.Actors}
		if e.MainPlace != nil {
			m, err := mention(*e.MainPlace)
			if err != nil {
				return nil, fmt.Errorf("gold event %s: main place %w", e.ID, err)
			}
			ev.Places = []PlaceMention{m}
		}
		r.Events = append(r.Events, ev)
	}
	for _, gm := range g.Movements {
		w, err := goldWhen(gm.Earliest, gm.Latest)
		if err != nil {
			return nil, fmt.Errorf("gold movement %s: %w", gm.ID, err)
		}
		from, err := mention(gm.From)
		if err != nil {
			return nil, fmt.Errorf("gold movement %s: origin %w", gm.ID, err)
		}
		to, err := mention(gm.To)
		if err != nil {
			return nil, fmt.Errorf("gold movement %s: destination %w", gm.ID, err)
		}
		r.Movements = append(r.Movements, Movement{ID: gm.ID, Actor: gm.Actor, From: from, To: to, When: w})
	}
	return r, nil
}

func goldMention(gp *GoldPlace) PlaceMention {
	return PlaceMention{
		Start: gp.Start, End: gp.End, Text: gp.Mention, Toponym: gp.Lemma,
		Place: gazetteer.Place{ID: "gold:" + gp.Name, Name: gp.Name, Kind: gazetteer.Kind(gp.Kind), Country: gp.Country, Point: orb.Point{gp.Lon, gp.Lat}},
	}
}

// goldWhen is the EDTF interval from gold's inclusive earliest and latest
// calendar dates; both open is the zero Expr (no date).
func goldWhen(earliest, latest *string) (when.Expr, error) {
	var iv when.Interval
	for _, end := range []struct {
		s *string
		d *when.Date
	}{{earliest, &iv.Earliest}, {latest, &iv.Latest}} {
		if end.s == nil || *end.s == "" {
			continue
		}
		d, err := when.ParseDate(*end.s)
		if err != nil {
			return when.Expr{}, err
		}
		*end.d = d
	}
	if iv.IsUnbounded() {
		return when.Expr{}, nil
	}
	return when.IntervalExpr(iv)
}

// EvaluateAgreement scores second annotations of passages against their
// first gold: each passage of first that has a passage of the same name in
// second is scored as Evaluate scores an extraction, with the second gold
// as the answer (see Gold.AsResult). Passages without a second annotation
// are left out; none in common is an error.
func EvaluateAgreement(first, second []Passage) (CorpusScores, error) {
	byName := map[string]*Gold{}
	for _, p := range second {
		byName[p.Name] = p.Gold
	}
	var out CorpusScores
	for _, p := range first {
		g2 := byName[p.Name]
		if g2 == nil {
			continue
		}
		r, err := g2.AsResult()
		if err != nil {
			return out, fmt.Errorf("%s (second annotation): %w", p.Name, err)
		}
		out.Passages = append(out.Passages, PassageScore{Name: p.Name, Scores: Evaluate(r, p.Gold)})
	}
	if len(out.Passages) == 0 {
		return out, fmt.Errorf("no passage has both annotations")
	}
	return out, nil
}

// LoadAnnotations reads the second annotations in dir of the passages
// first: NAME.events.json for each passage NAME, with NAME.places.json
// beside it or, when the second annotator kept the first's place mentions
// (as an agreement study on events, movements and dates does), the first
// passage's places file. Passages without NAME.events.json in dir are left
// out.
func LoadAnnotations(dir string, first []Passage) ([]Passage, error) {
	var out []Passage
	for _, p := range first {
		events := filepath.Join(dir, p.Name+".events.json")
		if _, err := os.Stat(events); err != nil {
			continue
		}
		places := filepath.Join(dir, p.Name+".places.json")
		if _, err := os.Stat(places); err != nil {
			places = strings.TrimSuffix(p.Path, ".txt") + ".places.json"
		}
		g, err := LoadGold(events, places)
		if err != nil {
			return nil, err
		}
		out = append(out, Passage{Name: p.Name, Path: p.Path, Gold: g})
	}
	return out, nil
}
