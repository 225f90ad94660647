package extract

import (
	"strings"
	"testing"

	"github.com/chronomap/chronomap/internal/testenv"
)

// corpusPassages loads testdata/corpus without the held-out passages,
// which only the command scores.
func corpusPassages(t testing.TB) []Passage {
	t.Helper()
	ps, err := LoadCorpus(testenv.Path(t, "testdata", "corpus"), func(name string) bool {
		return !strings.HasPrefix(name, "holdout-")
	})
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestCorpus scores the development corpus and checks the targets: macro
// place F1 at least 0.9 and no passage below 0.8, exact dates at least
// 0.9, event F1 and movement F1 at least 0.8.
func TestCorpus(t *testing.T) {
	cs, err := EvaluateCorpus(testExtractor(t), testGeocoder(t), corpusPassages(t))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := cs.Write(&b); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + b.String())
	for _, p := range cs.Passages {
		if testing.Verbose() {
			for _, n := range p.Scores.Notes {
				t.Logf("%s: %s", p.Name, n)
			}
		}
		if f := p.Scores.Places.F1(); f < 0.8 {
			t.Errorf("%s: place F1 %.3f, want ≥ 0.8", p.Name, f)
		}
	}
	_, _, placeF1, dates, eventF1, movementF1 := cs.Macro()
	for _, c := range []struct {
		what      string
		got, want float64
	}{
		{"macro place F1", placeF1, 0.9},
		{"macro exact dates", dates, 0.9},
		{"macro event F1", eventF1, 0.8},
		{"macro movement F1", movementF1, 0.8},
	} {
		if c.got < c.want {
			t.Errorf("%s %.3f, want ≥ %.2f", c.what, c.got, c.want)
		}
	}
}
