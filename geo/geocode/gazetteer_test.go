package geocode

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/paulmach/orb"
	orbgeo "github.com/paulmach/orb/geo"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geonames"
	"github.com/chronomap/chronomap/internal/testenv"
)

// sharedCities1000 is the one cities1000 gazetteer the tests and
// benchmarks of a run share (read-only), loaded at first use.
var sharedCities1000 struct {
	once sync.Once
	g    *gazetteer.Memory
	err  string
}

// loadCities1000 returns the real GeoNames cities1000 dump and the curated
// overlay in a Memory, loaded once per test binary; callers must
// not change it.
func loadCities1000(tb testing.TB) *gazetteer.Memory {
	tb.Helper()
	s := &sharedCities1000
	s.once.Do(func() {
		ok := false
		defer func() {
			if !ok && s.err == "" {
				s.err = "loading cities1000 failed in an earlier test"
			}
		}()
		s.g = readCities1000(tb)
		ok = true
	})
	if s.g == nil {
		tb.Fatal(s.err)
	}
	return s.g
}

// readCities1000 loads the real GeoNames cities1000 dump and the built-in
// overlay into a new Memory, as the command line does.
func readCities1000(tb testing.TB) *gazetteer.Memory {
	tb.Helper()
	g, err := geonames.LoadMemory(context.Background(), testenv.Cities1000(tb))
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

type goldPlace struct {
	Mention     string         `json:"mention"`
	Lemma       string         `json:"lemma"`
	Name        string         `json:"name"`
	Kind        gazetteer.Kind `json:"kind"`
	Country     string         `json:"country"`
	Lat         float64        `json:"lat"`
	Lon         float64        `json:"lon"`
	ToleranceKM float64        `json:"tolerance_km"`
}

// goldLemmas reads the distinct lemmas of testdata/gold/seed-places.json.
func goldLemmas(tb testing.TB) []goldPlace {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(testenv.GoldDir(tb), "seed-places.json"))
	if err != nil {
		tb.Fatal(err)
	}
	var gold struct {
		Places []goldPlace `json:"places"`
	}
	if err := json.Unmarshal(data, &gold); err != nil {
		tb.Fatal(err)
	}
	seen := map[string]bool{}
	var out []goldPlace
	for _, p := range gold.Places {
		if !seen[p.Lemma] {
			seen[p.Lemma] = true
			out = append(out, p)
		}
	}
	return out
}

// TestGazetteerCities1000 geocodes the gold lemmas of the first document
// against cities1000 + overlay.
func TestGazetteerCities1000(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the 138k-row cities1000 dump")
	}
	g := New(loadCities1000(t))

	t.Run("gold lemmas", func(t *testing.T) {
		lemmas := goldLemmas(t)
		if len(lemmas) == 0 {
			t.Fatal("no gold places")
		}
		// The document tells of 1902–1903; geocode with that hint and with none.
		for _, year := range []int{1902, 0} {
			for _, gp := range lemmas {
				cands, err := g.Geocode(gp.Lemma, Options{Year: year})
				if err != nil {
					t.Fatal(err)
				}
				if len(cands) == 0 {
					t.Errorf("year %d: %s (%s): no candidate", year, gp.Lemma, gp.Name)
					continue
				}
				top := cands[0].Place
				d := orbgeo.Distance(top.Point, orb.Point{gp.Lon, gp.Lat}) / 1000
				t.Logf("year %4d: %-16s → %-26s %-18q %-8s %s %6.1f km (≤ %g) score %.3f of %d",
					year, gp.Lemma, top.ID, cands[0].Matched, top.Kind, top.Country, d, gp.ToleranceKM, cands[0].Score, len(cands))
				if d > gp.ToleranceKM || top.Kind != gp.Kind || top.Country != gp.Country {
					t.Errorf("year %d: %s (%s) → %s %q %s %s at %.0f km; want %s %s within %.0f km",
						year, gp.Lemma, gp.Name, top.ID, top.Name, top.Kind, top.Country, d, gp.Kind, gp.Country, gp.ToleranceKM)
				}
			}
		}
	})

	t.Run("english and homonyms", func(t *testing.T) {
		tests := []struct {
			toponym  string
			opt      Options
			country  string
			kind     gazetteer.Kind
			runnerUp string // a homonym that must be among the alternatives
		}{
			{"London", Options{}, "GB", gazetteer.KindCity, "CA"},
			{"Paris", Options{}, "FR", gazetteer.KindCity, "US"},
			{"Одесса", Options{}, "UA", gazetteer.KindCity, "US"},
			{"Odessa", Options{}, "UA", gazetteer.KindCity, "US"},
			{"Zurich", Options{}, "CH", gazetteer.KindCity, ""},
			{"Liege", Options{}, "BE", gazetteer.KindCity, ""},
			{"Tiflis", Options{Year: 1902}, "GE", gazetteer.KindCity, ""},
			{"Petrograd", Options{Year: 1916}, "RU", gazetteer.KindCity, ""},
			{"England", Options{}, "GB", gazetteer.KindCountry, ""},
			{"British Museum", Options{}, "GB", gazetteer.KindLandmark, ""},
			{"Лондон", Options{Country: "CA"}, "CA", gazetteer.KindCity, "GB"},
		}
		for _, tt := range tests {
			cands, err := g.Geocode(tt.toponym, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			if len(cands) == 0 {
				t.Errorf("%s: no candidate", tt.toponym)
				continue
			}
			if top := cands[0].Place; top.Country != tt.country || top.Kind != tt.kind {
				t.Errorf("%s → %s %q %s %s, want %s %s", tt.toponym, top.ID, top.Name, top.Kind, top.Country, tt.kind, tt.country)
			}
			if tt.runnerUp == "" {
				continue
			}
			found := false
			for _, c := range cands[1:] {
				found = found || c.Place.Country == tt.runnerUp
			}
			if !found {
				t.Errorf("%s: no alternative in %s among %d candidates", tt.toponym, tt.runnerUp, len(cands))
			}
		}
	})
}

func BenchmarkReadGeoNames(b *testing.B) {
	data, err := os.ReadFile(testenv.Cities1000(b))
	if err != nil {
		b.Fatal(err)
	}
	rows := bytes.Count(data, []byte{'\n'})
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if err := geonames.Read(bytes.NewReader(data), func(gazetteer.Place) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(rows)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
}

// mixedWorkload is a lookup mix as a text produces it: exact names,
// case forms, derived adjectives, old names, abbreviations, a spelling
// variant, English names, homonyms, refusals and a miss.
var mixedWorkload = []string{
	"Лондон", "в Лондоне", "Париже", "из Петербурга", "Одессы", "Екатеринославский", "Тифлиса", "Женеве",
	"Крымский", "Германии", "Британским музеем", "London", "Paris", "Springfield", "Москвы", "Логиви",
	"Лонгжюмо", "С.-Петербурге", "в Козельце", "Нижнем Новгороде", "Бунда", "Европы", "Искра", "Nowhere",
}

// BenchmarkGeocode measures Geocode over mixedWorkload on cities1000 and the
// overlay held in memory.
func BenchmarkGeocode(b *testing.B) {
	g := New(loadCities1000(b))
	n := 0
	for b.Loop() {
		for _, tp := range mixedWorkload {
			if _, err := g.Geocode(tp, Options{Year: 1902, Limit: 5}); err != nil {
				b.Fatal(err)
			}
			n++
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "lookups/s")
}

// BenchmarkResolve measures Resolve over mixedWorkload, each in a sentence.
func BenchmarkResolve(b *testing.B) {
	g := New(loadCities1000(b))
	ms := make([]Mention, len(mixedWorkload))
	for i, tp := range mixedWorkload {
		ms[i] = Mention{Text: tp, Sentence: "Делегаты собрались, и " + tp + " упоминался в докладе."}
	}
	n := 0
	for b.Loop() {
		for _, m := range ms {
			if _, err := g.Resolve(m, Options{Year: 1902, Limit: 5}); err != nil {
				b.Fatal(err)
			}
			n++
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "lookups/s")
}
