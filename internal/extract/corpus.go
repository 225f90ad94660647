package extract

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
)

// Passage is one document of a corpus folder with its gold: NAME.txt,
// NAME.events.json and NAME.places.json (the format of testdata/gold,
// written to the conventions of testdata/corpus/README.md).
type Passage struct {
	Name string // NAME
	Path string // NAME.txt
	Gold *Gold
}

// HeldOut reports whether the passage named name (its base name without
// .txt) is one of a corpus's blind test set: its name starts "holdout-".
func HeldOut(name string) bool { return strings.HasPrefix(name, "holdout-") }

// LoadCorpus reads every passage of dir: each NAME.txt that has both gold
// files beside it, in name order, keeping those keep accepts (nil keeps
// all). A text without its gold files is an error naming it, so that a
// passage is never left out unnoticed; so is a folder without passages.
// Passages that keep refuses are no error: none may be left.
func LoadCorpus(dir string, keep func(name string) bool) ([]Passage, error) {
	texts, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return nil, err
	}
	sort.Strings(texts)
	var out []Passage
	skipped := 0
	for _, t := range texts {
		name := strings.TrimSuffix(filepath.Base(t), ".txt")
		if keep != nil && !keep(name) {
			skipped++
			continue
		}
		base := strings.TrimSuffix(t, ".txt")
		ev, pl := base+".events.json", base+".places.json"
		for _, p := range []string{ev, pl} {
			if _, err := os.Stat(p); err != nil {
				return nil, fmt.Errorf("%s: no gold file %s", t, filepath.Base(p))
			}
		}
		g, err := LoadGold(ev, pl)
		if err != nil {
			return nil, err
		}
		out = append(out, Passage{Name: name, Path: t, Gold: g})
	}
	if len(out) == 0 && skipped == 0 {
		return nil, fmt.Errorf("%s: no passages (NAME.txt with NAME.events.json and NAME.places.json)", dir)
	}
	return out, nil
}

// PassageScore is one row of a corpus evaluation.
type PassageScore struct {
	Name   string
	Scores Scores
}

// DatesExactRatio is the share of gold temporal expressions extracted with
// the exact interval (1 when the gold has none).
func (s Scores) DatesExactRatio() float64 { return ratio(s.DatesExact, s.DatesTotal) }

// CorpusScores is a corpus scored passage by passage, with the macro
// averages (the mean over passages) of each column.
type CorpusScores struct {
	Passages []PassageScore
}

// Macro returns the mean over passages of place precision, recall and F1,
// exact dates, event F1 and movement F1.
func (c CorpusScores) Macro() (placeP, placeR, placeF1, dates, eventF1, movementF1 float64) {
	n := float64(len(c.Passages))
	if n == 0 {
		return
	}
	for _, p := range c.Passages {
		s := p.Scores
		placeP += s.Places.Precision()
		placeR += s.Places.Recall()
		placeF1 += s.Places.F1()
		dates += s.DatesExactRatio()
		eventF1 += s.Events.F1()
		movementF1 += s.Movements.F1()
	}
	return placeP / n, placeR / n, placeF1 / n, dates / n, eventF1 / n, movementF1 / n
}

// EvaluateCorpus extracts each passage with x, geocoding through g, and
// scores it against its gold.
func EvaluateCorpus(x *Extractor, g Geocoder, passages []Passage) (CorpusScores, error) {
	var out CorpusScores
	for _, p := range passages {
		text, err := os.ReadFile(p.Path)
		if err != nil {
			return out, err
		}
		r, err := x.Extract(string(text), g)
		if err != nil {
			return out, fmt.Errorf("%s: %w", p.Path, err)
		}
		out.Passages = append(out.Passages, PassageScore{Name: p.Name, Scores: Evaluate(r, p.Gold)})
	}
	return out, nil
}

// Write prints the table: one row per passage (place precision, recall
// and F1, exact dates, event F1, movement F1), then the macro averages.
func (c CorpusScores) Write(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "passage\tplace P\tplace R\tplace F1\tdates exact\tevent F1\tmovement F1\t")
	for _, p := range c.Passages {
		s := p.Scores
		fmt.Fprintf(tw, "%s\t%.3f\t%.3f\t%.3f\t%d/%d\t%.3f\t%.3f\t\n", p.Name,
			s.Places.Precision(), s.Places.Recall(), s.Places.F1(), s.DatesExact, s.DatesTotal, s.Events.F1(), s.Movements.F1())
	}
	pp, pr, pf, d, ef, mf := c.Macro()
	fmt.Fprintf(tw, "macro average\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t\n", pp, pr, pf, d, ef, mf)
	return tw.Flush()
}
