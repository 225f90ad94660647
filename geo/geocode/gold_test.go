package geocode

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"unicode"

	"github.com/paulmach/orb"
	orbgeo "github.com/paulmach/orb/geo"

	"github.com/chronomap/chronomap/internal/testenv"
)

// goldMention is a place or not_place of testdata/gold/seed-places.json.
type goldMention struct {
	goldPlace
	Start int    `json:"start"`
	End   int    `json:"end"`
	Why   string `json:"why"`
	place bool
}

// goldDocument reads the gold mentions and the corpus text they index.
func goldDocument(tb testing.TB) ([]goldMention, []rune) {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(testenv.GoldDir(tb), "seed-places.json"))
	if err != nil {
		tb.Fatal(err)
	}
	var gold struct {
		Document  string        `json:"document"`
		Places    []goldMention `json:"places"`
		NotPlaces []goldMention `json:"not_places"`
	}
	if err := json.Unmarshal(data, &gold); err != nil {
		tb.Fatal(err)
	}
	text, err := os.ReadFile(testenv.BundledText(tb))
	if err != nil {
		tb.Fatal(err)
	}
	var ms []goldMention
	for _, p := range gold.Places {
		p.place = true
		ms = append(ms, p)
	}
	ms = append(ms, gold.NotPlaces...)
	sort.Slice(ms, func(i, j int) bool { return ms[i].Start < ms[j].Start })
	return ms, []rune(string(text))
}

// sentenceAround returns the bounds of the sentence of doc holding
// [start, end): it ends at a line break, or at . ! ? … followed by space
// and a capital letter, a digit or an opening quote.
func sentenceAround(doc []rune, start, end int) (int, int) {
	isEnd := func(i int) bool { // a sentence ends after doc[i]
		switch doc[i] {
		case '\n':
			return true
		case '.', '!', '?', '…':
			j := i + 1
			for j < len(doc) && unicode.IsSpace(doc[j]) && doc[j] != '\n' {
				j++
			}
			return j == len(doc) || j > i+1 && (unicode.IsUpper(doc[j]) || unicode.IsDigit(doc[j]) || doc[j] == '«' || doc[j] == '\n')
		}
		return false
	}
	s := start
	for s > 0 && !isEnd(s-1) {
		s--
	}
	e := end
	for e < len(doc) && !isEnd(e-1) {
		e++
	}
	return s, e
}

// TestGoldMentions resolves every mention of testdata/gold/seed-places.json
// in its sentence, as one document (ResolveAll) and one by one (Resolve),
// against cities1000 and the overlay:
// the 41 places must resolve to a point within tolerance with the right
// kind, the 11 not_places must be refused.
func TestGoldMentions(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the 138k-row cities1000 dump")
	}
	gold, doc := goldDocument(t)
	g := withDictionary(t, loadCities1000(t))
	ms := make([]Mention, len(gold))
	for i, gm := range gold {
		s, e := sentenceAround(doc, gm.Start, gm.End)
		ms[i] = Mention{Text: gm.Mention, Sentence: string(doc[s:e]), Start: gm.Start - s, End: gm.End - s}
	}
	for _, mode := range []string{"document", "each"} {
		t.Run(mode, func(t *testing.T) {
			var res []Resolution
			if mode == "document" {
				var err error
				if res, err = g.ResolveAll(ms, Options{Year: 1902}); err != nil {
					t.Fatal(err)
				}
			} else {
				for _, m := range ms {
					r, err := g.Resolve(m, Options{Year: 1902})
					if err != nil {
						t.Fatal(err)
					}
					res = append(res, r)
				}
			}
			checkGold(t, gold, ms, res)
		})
	}
}

func checkGold(t *testing.T, gold []goldMention, ms []Mention, res []Resolution) {
	var places, refused, nPlaces, nNot int
	for i, gm := range gold {
		r := res[i]
		if gm.place {
			nPlaces++
		} else {
			nNot++
		}
		t.Run(gm.Mention+"@"+itoa(gm.Start), func(t *testing.T) {
			if !gm.place {
				if !r.Refused {
					t.Errorf("%q (%s) in %q: not refused, candidates %s", gm.Mention, gm.Why, ms[i].Sentence, describe(r.Candidates))
					return
				}
				refused++
				t.Logf("%-12q refused: %s (%s)", gm.Mention, r.Reason, r.Note)
				return
			}
			top, ok := r.Best()
			if !ok {
				t.Errorf("%q in %q: no place (refused %v %s %s)", gm.Mention, ms[i].Sentence, r.Refused, r.Reason, r.Note)
				return
			}
			d := orbgeo.Distance(top.Place.Point, orb.Point{gm.Lon, gm.Lat}) / 1000
			t.Logf("%-20q → %-26s %-16q %-8s %s %6.1f km (≤ %g) score %.3f %s", gm.Mention, top.Place.ID, top.Matched,
				top.Place.Kind, top.Place.Country, d, gm.ToleranceKM, top.Score, top.Match)
			if d > gm.ToleranceKM || top.Place.Kind != gm.Kind {
				t.Errorf("%q → %s %q %s at %.0f km; want %s (%s) within %g km", gm.Mention, top.Place.ID, top.Place.Name,
					top.Place.Kind, d, gm.Name, gm.Kind, gm.ToleranceKM)
				return
			}
			places++
		})
	}
	t.Logf("gold: %d/%d places, %d/%d not_places refused", places, nPlaces, refused, nNot)
	if nPlaces != 41 || nNot != 11 {
		t.Errorf("gold has %d places and %d not_places; the test was written for 41 and 11", nPlaces, nNot)
	}
}

// TestGoldDocumentOtherWords: no capitalised word of the bundled document
// that gold does not list as a place becomes a point (refused or
// unmatched): sentence-initial words, names of people, titles, acronyms.
func TestGoldDocumentOtherWords(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the 138k-row cities1000 dump")
	}
	gold, doc := goldDocument(t)
	g := withDictionary(t, loadCities1000(t))
	listed := map[int]bool{}
	for _, m := range gold {
		listed[m.Start] = true
	}
	n := 0
	for _, tk := range tokenize(doc) {
		if !unicode.IsUpper([]rune(tk.text)[0]) || listed[tk.start] {
			continue
		}
		n++
		s, e := sentenceAround(doc, tk.start, tk.end)
		r, err := g.Resolve(Mention{Text: tk.text, Sentence: string(doc[s:e]), Start: tk.start - s, End: tk.end - s}, Options{Year: 1902})
		if err != nil {
			t.Fatal(err)
		}
		if top, ok := r.Best(); ok {
			t.Errorf("%q at %d → %s %q %s: want no point", tk.text, tk.start, top.Place.ID, top.Place.Name, top.Place.Kind)
		}
	}
	if n < 50 {
		t.Errorf("only %d other capitalised words", n)
	}
}
