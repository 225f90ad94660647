package extract

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/internal/testenv"
)

func TestBundledGold(t *testing.T) {
	dir := testenv.GoldDir(t)
	g, err := LoadGold(filepath.Join(dir, "seed-events.json"), filepath.Join(dir, "seed-places.json"))
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(testenv.BundledText(t))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Extract(string(text), testGeocoder(t))
	if err != nil {
		t.Fatal(err)
	}
	s := Evaluate(r, g)
	var b strings.Builder
	s.Write(&b)
	t.Log("\n" + b.String())
	for _, n := range s.Notes {
		t.Log(n)
	}
	// The goals.
	if s.DatesExact != s.DatesTotal {
		t.Errorf("dates: %d of %d exact, want all", s.DatesExact, s.DatesTotal)
	}
	if f := s.Places.F1(); f < 0.95 {
		t.Errorf("place mentions: F1 %.3f, want ≥ 0.95", f)
	}
	if s.NotPlaces > 0 {
		t.Errorf("%d gold non-places taken for places", s.NotPlaces)
	}
	if f := s.Events.F1(); f < 0.9 {
		t.Errorf("events: F1 %.3f, want ≥ 0.9", f)
	}
	if s.Movements.TP != len(g.Movements) || s.Movements.FP > 0 {
		t.Errorf("movements: %d of %d found, %d wrong", s.Movements.TP, len(g.Movements), s.Movements.FP)
	}
	if s.TimeQueriesPassed != s.TimeQueriesTotal {
		t.Errorf("time queries: %d of %d pass", s.TimeQueriesPassed, s.TimeQueriesTotal)
	}
	for _, e := range r.Events {
		var ps []string
		for _, p := range e.Places {
			ps = append(ps, p.Toponym)
		}
		t.Logf("event %s %s %s %v %v %.2f [%d,%d)", e.ID, e.Type, e.EDTF, ps, e.Actors, e.Confidence, e.Source.Position.Start, e.Source.Position.End)
	}
	for _, m := range r.Movements {
		t.Logf("move %s %s %s→%s %s (%s)", m.ID, m.Actor, m.From.Toponym, m.To.Toponym, m.EDTF, m.Origin)
	}
}
