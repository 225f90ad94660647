package extract

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/testenv"
)

// corpusPassages loads testdata/corpus without the held-out passages,
// which only the command scores.
func corpusPassages(t testing.TB) []Passage {
	t.Helper()
	ps, err := LoadCorpus(testenv.Path(t, "testdata", "corpus"), func(name string) bool { return !HeldOut(name) })
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// corpusGoal is one of the targets for the development corpus,
// with the floor the extraction holds today: a score under the floor
// fails the test (a regression); one under the target is logged as short
// of it. Where the extraction does better than the target the floor is
// what it reaches, a little rounded down, so that a regression shows
// before the target is lost. With CHRONOMAP_CORPUS_TARGETS=1 in the
// environment only the targets must hold.
type corpusGoal struct {
	what          string
	target, floor float64
}

var (
	// Macro averages over the 56 passages: place F1, exact dates, event
	// F1, movement F1 (today 0.965, 0.999, 0.807, 0.811; the passages
	// written last, in the genres that held-out sets lose most, are far
	// below the others: testdata/holdout/README.md).
	goalPlaces    = corpusGoal{"macro place F1", 0.9, 0.960}
	goalDates     = corpusGoal{"macro exact dates", 0.9, 0.997}
	goalEvents    = corpusGoal{"macro event F1", 0.8, 0.800}
	goalMovements = corpusGoal{"macro movement F1", 0.8, 0.802}
	// No passage's place F1 below this (today the lowest is 0.844,
	// bulgakov-letters-chernovtsy-nikolskoye-vyazma-1916-1918).
	goalPassagePlaces = corpusGoal{"place F1", 0.8, 0.840}
)

// check fails below the floor (below the target when strict) and logs a
// score short of the target.
func (g corpusGoal) check(t *testing.T, who string, got float64) {
	t.Helper()
	want := g.floor
	if os.Getenv("CHRONOMAP_CORPUS_TARGETS") != "" {
		want = g.target
	}
	switch {
	case got+1e-9 < want:
		t.Errorf("%s%s %.3f, want ≥ %.2f (target %.2f)", who, g.what, got, want, g.target)
	case got+1e-9 < g.target:
		t.Logf("%s%s %.3f: short of the target %.2f (floor %.2f)", who, g.what, got, g.target, g.floor)
	}
}

// TestCorpus scores the development corpus (testdata/corpus, the
// held-out passages aside) and checks the targets: macro place F1
// at least 0.9 and no passage below 0.8, exact dates at least 0.9, event
// F1 and movement F1 at least 0.8; see corpusGoal for the floors the
// unmet ones hold.
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
		goalPassagePlaces.check(t, p.Name+": ", p.Scores.Places.F1())
	}
	_, _, placeF1, dates, eventF1, movementF1 := cs.Macro()
	goalPlaces.check(t, "", placeF1)
	goalDates.check(t, "", dates)
	goalEvents.check(t, "", eventF1)
	goalMovements.check(t, "", movementF1)
}

// TestCorpusRecombined extracts the development passages recombined: each
// passage's sentences in reverse order (so that every sentence is read
// with other sentences before it than the writer's) and, unless -short,
// every pair of adjacent passages run together, the second half of one
// and then the first half of the next (a narrative running into another's
// persons, places and dates; halves, to keep the test quick). A sentence
// that reads in one order must not crash the extractor in another:
// Extract returns no error, which it does for a fault of its own.
func TestCorpusRecombined(t *testing.T) {
	x, g := testExtractor(t), testGeocoder(t)
	ps := corpusPassages(t)
	texts := make([][]rune, len(ps))
	sents := make([][]rutext.Sentence, len(ps))
	for i, p := range ps {
		b, err := os.ReadFile(p.Path)
		if err != nil {
			t.Fatal(err)
		}
		texts[i] = []rune(string(b))
		sents[i] = x.Reader().SentencesRunes(texts[i])
		if len(sents[i]) == 0 {
			t.Fatalf("%s: no sentences", p.Name)
		}
	}
	extract := func(what, text string) {
		t.Helper()
		if _, err := x.Extract(text, g); err != nil {
			t.Errorf("%s: %v", what, err)
		}
	}
	for i, p := range ps {
		ss := sents[i]
		rev := make([]string, 0, len(ss))
		for k := len(ss) - 1; k >= 0; k-- {
			rev = append(rev, ss[k].Text)
		}
		extract(p.Name+" reversed", strings.Join(rev, " "))
	}
	if testing.Short() {
		return
	}
	for i := 0; i+1 < len(ps); i++ {
		a, b := sents[i], sents[i+1]
		tail := string(texts[i][a[len(a)/2].Start:])
		head := string(texts[i+1][:b[(len(b)-1)/2].End])
		extract(ps[i].Name+" (second half) + "+ps[i+1].Name+" (first half)", tail+"\n\n"+head)
	}
}

// TestCorpusInOldSpelling scores the development corpus rewritten in the
// spelling before the 1918 reform (testdata/tools/prereform.py: ъ after a
// final hard consonant, і, ѣ, -аго), gold re-anchored: a text printed
// then must map as its modern twin does, within a hundredth of the floors
// the modern corpus holds.
func TestCorpusInOldSpelling(t *testing.T) {
	if testing.Short() {
		t.Skip("extracts the 56 passages")
	}
	python := testenv.Command(t, "python3", "python3")
	dir := t.TempDir()
	cmd := exec.Command(python, testenv.Path(t, "testdata", "tools", "prereform.py"), testenv.Path(t, "testdata", "corpus"), dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("prereform.py: %v\n%s", err, out)
	}
	ps, err := LoadCorpus(dir, func(name string) bool { return !HeldOut(name) })
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != len(corpusPassages(t)) {
		t.Fatalf("%d passages in the old spelling, want %d", len(ps), len(corpusPassages(t)))
	}
	if text, err := os.ReadFile(ps[0].Path); err != nil || !strings.Contains(string(text), "ъ ") {
		t.Fatalf("%s is not in the old spelling (%v): %.80q", ps[0].Name, err, text)
	}
	cs, err := EvaluateCorpus(testExtractor(t), testGeocoder(t), ps)
	if err != nil {
		t.Fatal(err)
	}
	_, _, places, dates, events, movements := cs.Macro()
	t.Logf("old spelling: place F1 %.3f, exact dates %.3f, event F1 %.3f, movement F1 %.3f", places, dates, events, movements)
	for _, g := range []struct {
		goal corpusGoal
		got  float64
	}{{goalPlaces, places}, {goalDates, dates}, {goalEvents, events}, {goalMovements, movements}} {
		if g.got+1e-9 < g.goal.floor-0.01 {
			t.Errorf("old spelling: %s %.3f, want ≥ %.3f (the modern floor less 0.01)", g.goal.what, g.got, g.goal.floor-0.01)
		}
	}
}
