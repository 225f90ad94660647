package extract

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/internal/testenv"
)

// bundledGold returns the bundled document's gold and text.
func bundledGold(t *testing.T) (*Gold, []byte) {
	t.Helper()
	dir := testenv.GoldDir(t)
	g, err := LoadGold(filepath.Join(dir, "seed-events.json"), filepath.Join(dir, "seed-places.json"))
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(testenv.BundledText(t))
	if err != nil {
		t.Fatal(err)
	}
	return g, text
}

func TestBundledGold(t *testing.T) {
	g, text := bundledGold(t)
	r, err := testExtractor(t).Extract(string(text), testGeocoder(t))
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
	// The bundled document stays perfect.
	if s.DatesExact != s.DatesTotal {
		t.Errorf("dates: %d of %d exact, want all", s.DatesExact, s.DatesTotal)
	}
	if s.Places.FP > 0 || s.Places.FN > 0 {
		t.Errorf("place mentions: %s, want all and nothing else", s.Places)
	}
	if s.NotPlaces > 0 {
		t.Errorf("%d gold non-places taken for places", s.NotPlaces)
	}
	if s.Events.FP > 0 || s.Events.FN > 0 {
		t.Errorf("events: %s, want all and nothing else", s.Events)
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
		t.Logf("event %s %s %s %v %v %.2f [%d,%d)", e.ID, e.Type, e.When, ps, e.Actors, e.Confidence, e.Source.Position.Start, e.Source.Position.End)
	}
	for _, m := range r.Movements {
		t.Logf("move %s %s %s→%s %s (%s)", m.ID, m.Actor, m.From.Toponym, m.To.Toponym, m.When, m.Origin)
	}
}

// TestGoldMisfit: the bundled gold fits the bundled text (every mention's
// span holds its text) and not a corpus passage, whose first misfit it
// names; a span past the end is a misfit too.
func TestGoldMisfit(t *testing.T) {
	g, text := bundledGold(t)
	if m, bad := g.Misfit(string(text)); bad {
		t.Errorf("the bundled gold does not fit the bundled text: %s", m)
	}
	first := g.TemporalExpressions[0]
	other := "Весной 1890 года Чехов уехал на Сахалин."
	want := "«" + first.Mention + "» at ["
	if m, bad := g.Misfit(other); !bad || !strings.HasPrefix(m, want) {
		t.Errorf("another text: %q, %v; want a misfit starting %q", m, bad, want)
	}
}

// TestEvaluateNearMiss: a missed gold event or movement is noted with the
// part the closest extracted one got wrong.
func TestEvaluateNearMiss(t *testing.T) {
	text := "В 1902 году Ленин переехал из Мюнхена в Лондон."
	r, err := testExtractor(t).Extract(text, testGeocoder(t))
	if err != nil {
		t.Fatal(err)
	}
	str := func(s string) *string { return &s }
	place := func(name string, lon, lat float64) GoldPlace {
		return GoldPlace{Name: name, Kind: "city", Lon: lon, Lat: lat, ToleranceKm: 30}
	}
	g := &Gold{
		Places: []GoldPlace{place("London", -0.1257, 51.5085), place("Munich", 11.5755, 48.1374), place("Paris", 2.3488, 48.8534)},
		Events: []GoldEvent{
			{ID: "as-trip", Type: "trip", Earliest: str("1902-01-01"), Latest: str("1902-12-31"), MainPlace: str("London")},
			{ID: "a-year-late", Type: "relocation", Earliest: str("1903-01-01"), Latest: str("1903-12-31"), MainPlace: str("London")},
			{ID: "in-paris", Type: "relocation", Earliest: str("1902-01-01"), Latest: str("1902-12-31"), MainPlace: str("Paris")},
		},
		Movements: []GoldMovement{
			{ID: "a-year-late", From: "Munich", To: "London", Earliest: str("1903-01-01"), Latest: str("1903-12-31")},
			{ID: "from-paris", From: "Paris", To: "London", Earliest: str("1902-01-01"), Latest: str("1902-12-31")},
			{ID: "to-paris", From: "London", To: "Paris", Earliest: str("1902-01-01"), Latest: str("1902-12-31")},
		},
	}
	notes := strings.Join(Evaluate(r, g).Notes, "\n")
	for _, want := range []string{
		"event missed: as-trip (trip at London, ) [type: got relocation]",
		"event missed: a-year-late (relocation at London, ) [interval: got 1902]",
		"event missed: in-paris (relocation at Paris, ) [none at this place]",
		"movement missed: a-year-late (Munich → London, ) [interval: got 1902]",
		"movement missed: from-paris (Paris → London, ) [origin: got München]",
		"movement missed: to-paris (London → Paris, ) [none to this place]",
	} {
		if !strings.Contains(notes, want) {
			t.Errorf("notes lack %q; notes:\n%s", want, notes)
		}
	}
}
