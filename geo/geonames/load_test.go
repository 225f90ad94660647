package geonames

import (
	"context"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/overlay"
	"github.com/chronomap/chronomap/geo/toponym"
)

// countingSink records the batch sizes a Loader puts.
type countingSink struct {
	*gazetteer.Memory
	batches []int
}

func (s *countingSink) PutPlaces(p []gazetteer.Place) error {
	s.batches = append(s.batches, len(p))
	return s.Memory.PutPlaces(p)
}

func TestLoaderGeoNames(t *testing.T) {
	data, err := os.ReadFile("testdata/geonames-sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	sink := &countingSink{Memory: gazetteer.NewMemory()}
	var progress [][2]int64
	l := Loader{Sink: sink, BatchSize: 4, Progress: func(read, total int64) {
		progress = append(progress, [2]int64{read, total})
	}}
	st, err := l.GeoNames(context.Background(), strings.NewReader(string(data)), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	if st.Rows != 15 || st.Places != 9 || st.Bytes != int64(len(data)) {
		t.Errorf("stats %+v, want 15 rows, 9 places, %d bytes", st, len(data))
	}
	if !slices.Equal(sink.batches, []int{4, 4, 1}) {
		t.Errorf("batches %v, want [4 4 1]", sink.batches)
	}
	if len(progress) != 3 || progress[2] != [2]int64{int64(len(data)), int64(len(data))} {
		t.Errorf("progress %v", progress)
	}
	if sink.Len() != 9 {
		t.Errorf("sink holds %d places", sink.Len())
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := l.GeoNames(ctx, strings.NewReader(string(data)), 0); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled load: err = %v", err)
	}
}

func TestLoaderAlternateNamesAndOverlay(t *testing.T) {
	g := gazetteer.NewMemory()
	if err := g.PutPlaces([]gazetteer.Place{
		{ID: "geonames:10", Name: "Tbilisi", Kind: gazetteer.KindCity, Names: []gazetteer.Name{{Text: "Tiflis"}, {Text: "Тбилиси"}}},
		{ID: "geonames:20", Name: "London", Kind: gazetteer.KindCity},
	}); err != nil {
		t.Fatal(err)
	}
	l := Loader{Sink: g, BatchSize: 1}
	alt := strings.Join([]string{
		"1\t10\tde\tTiflis\t\t\t\t1\t\t1936", // bare "Tiflis" gains language and years
		"2\t10\tka\tთბილისი\t1\t\t\t\t\t",    // new name
		"3\t10\tlink\thttps://example.org\t\t\t\t\t\t",
		"4\t99\ten\tNowhere\t\t\t\t\t\t", // place not loaded
		"5\t20\t\tLondon\t\t\t\t\t\t",    // the preferred name again: nothing to add
		"6\t10\tde\tTiflis\t\t\t\t1\t\t1936",
	}, "\n")
	st, err := l.AlternateNames(context.Background(), strings.NewReader(alt), 0)
	if err != nil {
		t.Fatal(err)
	}
	if st.Rows != 6 || st.Names != 2 || st.Unmatched != 1 || st.Places != 1 {
		t.Errorf("stats %+v, want 6 rows, 2 names, 1 unmatched, 1 place", st)
	}
	p, _ := g.GazetteerPlace("geonames:10")
	want := []gazetteer.Name{{Text: "Tiflis", Lang: "de", Until: 1936, Historic: true}, {Text: "Тбилиси"}, {Text: "თბილისი", Lang: "ka"}}
	if !slices.Equal(p.Names, want) {
		t.Errorf("names\n got %+v\nwant %+v", p.Names, want)
	}

	ov, err := overlay.Read(strings.NewReader(`places:
  - geonameid: 10
    names: [{text: Тифлис, lang: ru, until: 1936}]
  - geonameid: 30
    kind: region
  - id: somewhere
    name: Somewhere
    kind: village
    lon: 0
    lat: 0
    source: test
`), "test.yaml")
	if err != nil {
		t.Fatal(err)
	}
	ost, err := l.Overlay(context.Background(), ov)
	if err != nil {
		t.Fatal(err)
	}
	if ost.Extended != 1 || ost.Added != 1 || len(ost.Missing) != 1 || ost.Missing[0].Pos != "test.yaml:4" {
		t.Errorf("overlay stats %+v", ost)
	}
	cands, _ := g.Candidates(toponym.Key("ТИФЛИС"))
	if len(cands) != 1 || cands[0].ID != "geonames:10" {
		t.Errorf("Тифлис → %v", cands)
	}
	if _, err := g.GazetteerPlace("overlay:somewhere"); err != nil {
		t.Error(err)
	}
}

// A villages dump adds only the places in the lands of the Russian Empire
// (overlay.PeriodLands) with 500 people or more and a name in Cyrillic that
// the gazetteer lacks: Ananyiv (UA) and Sosnovka (RU); not a place without
// a Cyrillic name, one in France, a seat without a population, nor one the
// gazetteer holds already, which keeps its own data.
func TestLoadFilesVillages(t *testing.T) {
	lands, err := overlay.PeriodLands()
	if err != nil {
		t.Fatal(err)
	}
	if !lands["UA"] || !lands["FI"] || lands["FR"] {
		t.Fatalf("period lands %v", lands)
	}
	sink := gazetteer.NewMemory()
	held := gazetteer.Place{ID: "geonames:9999005", Name: "Staroye (held)", Kind: gazetteer.KindVillage, Country: "RU", Population: 1200}
	if err := sink.PutPlaces([]gazetteer.Place{held}); err != nil {
		t.Fatal(err)
	}
	var loaded LoadStats
	_, err = LoadFiles(context.Background(), sink, Files{Villages: []string{"testdata/villages-sample.txt"}, Lands: lands},
		FileOptions{Loaded: func(_ string, _ bool, st LoadStats) { loaded = st }})
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Rows != 6 || loaded.Places != 2 {
		t.Errorf("stats %+v, want 6 rows, 2 places", loaded)
	}
	for id, want := range map[string]bool{
		"geonames:713500": true, "geonames:9999001": true,
		"geonames:9999002": false, "geonames:9999003": false, "geonames:9999004": false,
	} {
		if _, err := sink.GazetteerPlace(id); (err == nil) != want {
			t.Errorf("%s loaded = %v, want %v", id, err == nil, want)
		}
	}
	if p, err := sink.GazetteerPlace("geonames:9999005"); err != nil || p.Name != "Staroye (held)" {
		t.Errorf("held place %+v, %v: want it unchanged", p, err)
	}

	// A curated settlement of the name 2 km away stands for the village.
	twin := overlay.Addition{Place: gazetteer.Place{ID: "overlay:sosnovka", Name: "Sosnovka (estate)", Kind: gazetteer.KindVillage,
		Country: "RU", Point: orb.Point{37.12, 55.11}, Names: []gazetteer.Name{{Text: "Сосновка"}}, Source: "test"}}
	sink = gazetteer.NewMemory()
	if _, err := LoadFiles(context.Background(), sink, Files{Villages: []string{"testdata/villages-sample.txt"}, Lands: lands,
		Overlay: &overlay.Overlay{Places: []overlay.Addition{twin}}}, FileOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := sink.GazetteerPlace("geonames:9999001"); err == nil {
		t.Error("geonames:9999001 loaded beside its curated twin overlay:sosnovka")
	}
	if _, err := sink.GazetteerPlace("geonames:713500"); err != nil {
		t.Errorf("geonames:713500: %v", err)
	}
}

// A curated period addition's centre (a governorate's seat) is marked a
// seat of the period; a region of today's centre is not.
func TestLoaderOverlayMarksPeriodSeats(t *testing.T) {
	g := gazetteer.NewMemory()
	if err := g.PutPlaces([]gazetteer.Place{
		{ID: "geonames:487846", Name: "Stavropol’", Kind: gazetteer.KindCity, Point: orb.Point{41.9734, 45.0428}},
		{ID: "geonames:482283", Name: "Tol’yatti", Kind: gazetteer.KindCity, Point: orb.Point{49.3461, 53.5303}},
	}); err != nil {
		t.Fatal(err)
	}
	ov := overlay.Overlay{Places: []overlay.Addition{
		{Place: gazetteer.Place{ID: "overlay:stavropol-governorate", Name: "Ставропольская губерния", Kind: gazetteer.KindRegion}, Centre: 487846},
		{Place: gazetteer.Place{ID: "region:RU-SAM", Name: "Самарская область", Kind: gazetteer.KindRegion}, Centre: 482283, DropCentreNames: true},
	}}
	l := Loader{Sink: g, BatchSize: 10}
	if _, err := l.Overlay(context.Background(), ov); err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]bool{"geonames:487846": true, "geonames:482283": false} {
		p, err := g.GazetteerPlace(id)
		if err != nil {
			t.Fatal(err)
		}
		if p.PeriodSeat != want {
			t.Errorf("%s PeriodSeat = %v, want %v", p.Name, p.PeriodSeat, want)
		}
	}
	if p, _ := g.GazetteerPlace("overlay:stavropol-governorate"); p.Point != (orb.Point{41.9734, 45.0428}) {
		t.Errorf("governorate point %v, want its centre's", p.Point)
	}
}
