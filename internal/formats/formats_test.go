package formats

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/paulmach/orb"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/store"
	"github.com/chronomap/chronomap/internal/testenv/bundled"
)

type format struct {
	name  string
	write func(*bytes.Buffer, dataset.Records) error
	read  func(*bytes.Buffer) (dataset.Records, error)
}

var allFormats = []format{
	{"GeoJSON", func(b *bytes.Buffer, r dataset.Records) error { return WriteGeoJSON(b, r) }, func(b *bytes.Buffer) (dataset.Records, error) { return ReadGeoJSON(b, "export.geojson") }},
	{"LPF", func(b *bytes.Buffer, r dataset.Records) error { return WriteLPF(b, r) }, func(b *bytes.Buffer) (dataset.Records, error) { return ReadLPF(b, "export.lpf.json") }},
	{"CSV", func(b *bytes.Buffer, r dataset.Records) error { return WriteCSV(b, r) }, func(b *bytes.Buffer) (dataset.Records, error) { return ReadCSV(b, "export.csv", nil) }},
}

// storeOf assembles records into a fresh store.
func storeOf(t *testing.T, r dataset.Records) *store.DB {
	t.Helper()
	ds, err := dataset.Assemble(r)
	if err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(filepath.Join(t.TempDir(), "rt.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.ReplaceDataset(ds); err != nil {
		t.Fatal(err)
	}
	return db
}

// TestRoundTrips exports the bundled dataset, imports the export into a new
// store and exports again: both exports are byte-identical, and the stored
// features (every geometry, interval and source) are identical too.
func TestRoundTrips(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	orig := bundled.Store(t, bundled.Gazetteer(t))
	recs, err := ReadStore(ctx, orig)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs.Places) != 31 || len(recs.Events) != 32 || len(recs.Movements) != 4 {
		t.Fatalf("bundled records: %d places, %d events, %d movements", len(recs.Places), len(recs.Events), len(recs.Movements))
	}
	for _, f := range allFormats {
		t.Run(f.name, func(t *testing.T) {
			var first bytes.Buffer
			if err := f.write(&first, recs); err != nil {
				t.Fatal(err)
			}
			exported := first.Bytes()
			back, err := f.read(bytes.NewBuffer(append([]byte(nil), exported...)))
			if err != nil {
				t.Fatal(err)
			}
			db := storeOf(t, back)
			again, err := ReadStore(ctx, db)
			if err != nil {
				t.Fatal(err)
			}
			var second bytes.Buffer
			if err := f.write(&second, again); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(exported, second.Bytes()) {
				t.Errorf("second export differs from the first:\n%s", firstDiff(string(exported), second.String()))
			}
			for _, coll := range []string{"places", "events", "movements", "tracks"} {
				a, _ := feature.ReadPage(ctx, orig, coll, feature.Query{})
				b, _ := feature.ReadPage(ctx, db, coll, feature.Query{})
				if fmt.Sprintf("%s", a.Features) != fmt.Sprintf("%s", b.Features) {
					t.Errorf("%s: stored features differ after the round trip", coll)
				}
			}
			// GeoJSON carries the source documents too (the text beside the map).
			if f.name == "GeoJSON" {
				a, _ := orig.Document(ctx, "lenin-1902-1903.txt")
				b, err := db.Document(ctx, "lenin-1902-1903.txt")
				if err != nil || len(a) == 0 || string(a) != string(b) {
					t.Errorf("the source document after the GeoJSON round trip: %v, %d and %d bytes", err, len(a), len(b))
				}
			}
		})
	}
}

func firstDiff(a, b string) string {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			lo := max(0, i-80)
			return fmt.Sprintf("at byte %d:\n  %q\n  %q", i, a[lo:min(len(a), i+80)], b[lo:min(len(b), i+80)])
		}
	}
	return fmt.Sprintf("lengths %d and %d", len(a), len(b))
}

type fakeResolver map[string]gazetteer.Place

func (f fakeResolver) Resolve(toponym string, year int) (gazetteer.Place, error) {
	if p, ok := f[toponym]; ok {
		return p, nil
	}
	return gazetteer.Place{}, fmt.Errorf("toponym %q is not in the gazetteer", toponym)
}

var twoCities = fakeResolver{
	"Лондон":   {ID: "t:london", Name: "London", Kind: gazetteer.KindCity, Country: "GB", Point: orb.Point{-0.1, 51.5}},
	"Брюссель": {ID: "t:brussels", Name: "Brussels", Kind: gazetteer.KindCity, Country: "BE", Point: orb.Point{4.4, 50.8}},
}

func open(t *testing.T, name string) *os.File {
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func TestReadMinimalCSV(t *testing.T) {
	t.Parallel()
	recs, err := ReadCSV(open(t, "minimal.csv"), "minimal.csv", twoCities)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs.Events) != 2 || len(recs.Places) != 1 {
		t.Fatalf("%d events, %d places", len(recs.Events), len(recs.Places))
	}
	e := recs.Events[0]
	if e.ID != "event-line-2" || *e.Props.Earliest != "1902-06-01" || *e.Props.Latest != "1902-06-30" || e.Point == nil ||
		*e.Point != (orb.Point{-0.1, 51.5}) || *e.Props.Place != "London" || strings.Join(e.Props.Actors, ",") != "Iskra" {
		t.Errorf("first event %+v", e)
	}
	if recs.Events[1].Point != nil {
		t.Errorf("an event without a place got a point")
	}
	if _, err := ReadCSV(open(t, "minimal.csv"), "minimal.csv", nil); err == nil || !strings.HasPrefix(err.Error(), "minimal.csv:2: ") {
		t.Errorf("without a gazetteer: err = %v", err)
	}
	recs, err = ReadCSV(open(t, "movement.csv"), "movement.csv", twoCities)
	if err != nil {
		t.Fatal(err)
	}
	m := recs.Movements[0]
	if m.Props.FromID != "t:brussels" || m.Props.ToID != "t:london" || *m.Props.Earliest != "1903-07-01" || *m.Props.Latest != "1903-08-31" {
		t.Errorf("movement %+v", m)
	}
}

func TestReadForeignGeoJSON(t *testing.T) {
	t.Parallel()
	recs, err := ReadGeoJSON(open(t, "foreign.geojson"), "foreign.geojson")
	if err != nil {
		t.Fatal(err)
	}
	if len(recs.Events) != 1 || len(recs.Movements) != 1 {
		t.Fatalf("%d events, %d movements", len(recs.Events), len(recs.Movements))
	}
	e := recs.Events[0]
	// A single day given as earliest = latest becomes that day's EDTF.
	if e.ID != "7" || e.Props.When != "1905-01-22" || e.Props.PlaceIDs[0] != "place-st-petersburg" {
		t.Errorf("event %+v", e)
	}
	m := recs.Movements[0]
	if *m.Props.Earliest != "1905-02-01" || *m.Props.Latest != "1905-02-28" || m.Props.ToID != "place-moscow" {
		t.Errorf("movement %+v", m)
	}
	names := []string{}
	for _, p := range recs.Places {
		names = append(names, p.Props.Name)
	}
	if strings.Join(names, ",") != "St Petersburg,Moscow" {
		t.Errorf("places %v", names)
	}
	if _, err := storeOfErr(recs); err != nil {
		t.Errorf("assemble: %v", err)
	}
}

func storeOfErr(r dataset.Records) (feature.Dataset, error) { return dataset.Assemble(r) }

func TestReadWHGLinkedPlaces(t *testing.T) {
	t.Parallel()
	f := open(t, "whg.lpf.json")
	doc, _ := os.ReadFile(f.Name())
	if !IsLPF(doc) {
		t.Fatal("not recognised as Linked Places")
	}
	recs, err := ReadLPF(bytes.NewReader(doc), "whg.lpf.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(recs.Places) != 1 {
		t.Fatalf("%d places", len(recs.Places))
	}
	p := recs.Places[0]
	// Two points: their bounding box's centre. Timespans: from 700 BC
	// (astronomical year -0700) to the end of 1300.
	if p.ID != "http://mygazetteer.org/places/p_12345" || p.Point == nil || fmt.Sprint(*p.Point) != "[26.41 40.19]" || p.Props.Country != "TR" ||
		p.Props.Kind != "settlement" || strings.Join(p.Props.Toponyms, ",") != "Abydos,Ἄβυδος" ||
		*p.Props.Earliest != "-0700-01-01" || *p.Props.Latest != "1300-12-31" {
		t.Errorf("place %+v (%s..%s)", p, str(p.Props.Earliest), str(p.Props.Latest))
	}
}

func TestCSVNamesAndSummariesCells(t *testing.T) {
	names := []dataset.DatedName{{Text: "Тифлис", Lang: "ru", Until: 1936}, {Text: "Тбилиси", Lang: "ru", From: 1936}, {Text: "Tiflis", Lang: "en", Until: 1936}}
	cell := datedNamesCell(names)
	if cell != "Тифлис (ru, ..1936)|Тбилиси (ru, 1936..)|Tiflis (en, ..1936)" {
		t.Errorf("names cell %q", cell)
	}
	back, err := parseDatedNames(cell)
	if err != nil || fmt.Sprint(back) != fmt.Sprint(names) {
		t.Errorf("parseDatedNames(%q) = %v, %v", cell, back, err)
	}
	if _, err := parseDatedNames("Тифлис until 1936"); err == nil || !strings.Contains(err.Error(), `names: "Тифлис until 1936"`) {
		t.Errorf("a bad names cell: %v", err)
	}
	sums := map[string]string{"ru": "Съезд открывается.", "de": "Der Parteitag beginnt."}
	cell = summariesCell(sums)
	if cell != "de: Der Parteitag beginnt.|ru: Съезд открывается." {
		t.Errorf("summaries cell %q", cell)
	}
	if back, err := parseSummaries(cell); err != nil || fmt.Sprint(back) != fmt.Sprint(sums) {
		t.Errorf("parseSummaries(%q) = %v, %v", cell, back, err)
	}
	if _, err := parseSummaries("no language"); err == nil {
		t.Error("a summaries cell without a language was accepted")
	}
}

// featureCollector gathers an Assembler's features into a Dataset.
type featureCollector struct{ ds *feature.Dataset }

func (c featureCollector) Add(collection string, f *feature.Feature) error {
	c.ds.Features[collection] = append(c.ds.Features[collection], *f)
	return nil
}

// TestCSVStreamKeepsApproximate: the CSV import streams rows into the
// assembler (as `import` does); an event at a region (the Crimean, Don and
// Siberian delegations of the bundled map) must come back approximate, as
// the place rows before it say their kind.
func TestCSVStreamKeepsApproximate(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	recs, err := ReadStore(ctx, bundled.Store(t, bundled.Gazetteer(t)))
	if err != nil {
		t.Fatal(err)
	}
	var csvOut bytes.Buffer
	if err := WriteCSV(&csvOut, recs); err != nil {
		t.Fatal(err)
	}
	ds := feature.Dataset{Features: map[string][]feature.Feature{}}
	asm := dataset.NewAssembler(featureCollector{&ds})
	if err := ScanCSV(&csvOut, "export.csv", nil, asm); err != nil {
		t.Fatal(err)
	}
	if err := asm.Finish(); err != nil {
		t.Fatal(err)
	}
	var approximate []string
	for _, f := range ds.Features["events"] {
		if bytes.Contains(f.GeoJSON, []byte(`"approximate":true`)) {
			approximate = append(approximate, f.ID)
		}
	}
	slices.Sort(approximate)
	want := []string{"delegation-crimea", "delegation-don", "delegation-siberia"}
	if !slices.Equal(approximate, want) {
		t.Errorf("approximate events after the streamed CSV import: %v, want %v", approximate, want)
	}
}
