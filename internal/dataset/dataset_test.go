package dataset

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"golang.org/x/text/encoding/charmap"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/internal/when"
)

// fakeResolver knows two places, with made-up points.
type fakeResolver map[string]gazetteer.Place

func (f fakeResolver) Resolve(toponym string, year int) (gazetteer.Place, error) {
	if p, ok := f[toponym]; ok {
		return p, nil
	}
	return gazetteer.Place{}, &UnknownToponymError{Toponym: toponym}
}

var twoPlaces = fakeResolver{
	"Лондон":   {ID: "t:london", Name: "London", Kind: gazetteer.KindCity, Country: "GB", Point: orb.Point{-0.1, 51.5}},
	"Брюссель": {ID: "t:brussels", Name: "Brussels", Kind: gazetteer.KindCity, Country: "BE", Point: orb.Point{4.4, 50.8}},
}

func TestReadErrorsNameFileAndLine(t *testing.T) {
	t.Parallel()
	tests := []struct{ file, want string }{
		{"unknown-place.yaml", "testdata/unknown-place.yaml:12: event b: places: toponym \"Атлантида\" is in no gazetteer entry: correct the name"},
		{"unknown-from.yaml", "testdata/unknown-from.yaml:12: movement m: from: toponym \"Атлантида\" is in no gazetteer entry: correct the name"},
		{"bad-indent.yaml", "testdata/bad-indent.yaml:12: \"when: \\\"1902\\\"\" is indented 3 spaces, where 4 or 0 would fit (yaml: line 2: did not find expected '-' indicator)"},
		{"bad-date.yaml", "testdata/bad-date.yaml:9: event b: when:"},
		{"bad-type.yaml", "testdata/bad-type.yaml:9: event b: type \"picnic\""},
		{"bad-span.yaml", "testdata/bad-span.yaml:9: event b: source: [70, 500] is outside the document (82 code points)"},
		{"unknown-key.yaml", "testdata/unknown-key.yaml:13: unknown key \"colour\"; an entry has id, type, when, places, actors, summary, summaries, source"},
		{"bad-list.yaml", "testdata/bad-list.yaml:12: want a list ([a, b]), not Атлантида"},
		{"unknown-file-key.yaml", "testdata/unknown-file-key.yaml:2: unknown key \"colour\"; a file has title, language, document, drop, events, movements"},
		{"duplicate-id.yaml", "testdata/duplicate-id.yaml:9: id \"a\" already used at line 3"},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			f, err := Read("testdata/" + tc.file)
			if err == nil {
				_, err = Build(f, twoPlaces)
			}
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("err = %v, want prefix %q", err, tc.want)
			}
		})
	}
}

func TestBuild(t *testing.T) {
	t.Parallel()
	f, err := Read("testdata/good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	ds, err := Build(f, twoPlaces)
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for id, feats := range ds.Features {
		counts[id] = len(feats)
	}
	if fmt.Sprint(counts) != "map[events:2 movements:1 places:2 tracks:1]" {
		t.Errorf("counts %v", counts)
	}

	var ev struct {
		ID       string
		Geometry struct{ Coordinates []float64 }
		Props    EventProperties `json:"properties"`
	}
	if err := json.Unmarshal(ds.Features["events"][0].GeoJSON, &ev); err != nil {
		t.Fatal(err)
	}
	p := ev.Props
	if ev.ID != "london-1902" || fmt.Sprint(ev.Geometry.Coordinates) != "[-0.1 51.5]" || p.Type != "relocation" ||
		*p.Earliest != "1902-05-01" || *p.Latest != "1902-05-31" || *p.Place != "London" ||
		p.Source.Text != "В 1902 году он жил в Лондоне." || p.Source.Document != "doc.txt" || p.Source.Start != 0 || p.Source.End != 29 {
		t.Errorf("event %+v", ev)
	}
	if a := ds.Features["events"][0].Attributes; fmt.Sprint(a) != "map[actors:[Someone] places:[London] type:[relocation]]" {
		t.Errorf("attributes %v", a)
	}

	noPlace := string(ds.Features["events"][1].GeoJSON)
	if !strings.Contains(noPlace, `"geometry":null`) || !strings.Contains(noPlace, `"earliest":null,"latest":"1902-06-30"`) {
		t.Errorf("event without place: %s", noPlace)
	}

	var mv struct {
		Geometry struct {
			Type        string
			Coordinates [][]float64
		}
		Props MovementProperties `json:"properties"`
	}
	if err := json.Unmarshal(ds.Features["movements"][0].GeoJSON, &mv); err != nil {
		t.Fatal(err)
	}
	// Summer (EDTF season 22) is June to August.
	if mv.Geometry.Type != "LineString" || fmt.Sprint(mv.Geometry.Coordinates) != "[[4.4 50.8] [-0.1 51.5]]" ||
		*mv.Props.Earliest != "1903-06-01" || *mv.Props.Latest != "1903-08-31" || mv.Props.From != "Brussels" || mv.Props.To != "London" {
		t.Errorf("movement %+v", mv)
	}

	// London: named by the 1902 event and the 1903 movement.
	var pl struct {
		Props PlaceProperties `json:"properties"`
	}
	if err := json.Unmarshal(ds.Features["places"][1].GeoJSON, &pl); err != nil {
		t.Fatal(err)
	}
	if pl.Props.Name != "London" || pl.Props.Mentions != 2 || *pl.Props.Earliest != "1902-05-01" || *pl.Props.Latest != "1903-08-31" {
		t.Errorf("place %+v", pl.Props)
	}
}

func TestTracks(t *testing.T) {
	t.Parallel()
	f, err := Read("testdata/good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	// The congress's movement gives it a two-vertex track.
	f.Movements[0].Actor = "Someone"
	ds, err := Build(f, twoPlaces)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Features["tracks"]) != 1 {
		t.Fatalf("tracks: %d", len(ds.Features["tracks"]))
	}
	var tr struct {
		ID       string
		Geometry struct{ Coordinates [][]float64 }
		Props    TrackProperties `json:"properties"`
	}
	if err := json.Unmarshal(ds.Features["tracks"][0].GeoJSON, &tr); err != nil {
		t.Fatal(err)
	}
	// London 1902-05-01, Brussels 1903-06-01, London 1903-08-31.
	if tr.ID != "track-someone" || fmt.Sprint(tr.Geometry.Coordinates) != "[[-0.1 51.5] [4.4 50.8] [-0.1 51.5]]" ||
		fmt.Sprint(tr.Props.CoordTimes) != "[1902-05-01 1903-06-01 1903-08-31]" ||
		fmt.Sprint(tr.Props.Refs) != "[london-1902 congress-move congress-move]" {
		t.Errorf("track %+v", tr)
	}
}

// TestTracksChainLegsDatedAlike: two legs dated to the same month
// («в марте 1879 г. из Петербурга в Вятку, оттуда в Глазов»), whose ids
// sort the other way round, chain Петербург → Вятка → Глазов: the
// departures of a date come first, in the file's order, then the
// arrivals.
func TestTracksChainLegsDatedAlike(t *testing.T) {
	t.Parallel()
	places := fakeResolver{
		"Петербург": {ID: "geonames:498817", Name: "Saint Petersburg", Kind: gazetteer.KindCity, Point: orb.Point{30.3, 59.9}},
		"Вятка":     {ID: "geonames:548408", Name: "Kirov", Kind: gazetteer.KindCity, Point: orb.Point{49.7, 58.6}},
		"Глазов":    {ID: "geonames:561347", Name: "Glazov", Kind: gazetteer.KindCity, Point: orb.Point{52.7, 58.1}},
	}
	f, err := Parse([]byte(`document: doc.txt
movements:
  - id: z-petersburg-vyatka
    actor: Korolenko
    from: Петербург
    to: Вятка
    when: "1879-03"
    source: [0, 10]
  - id: a-vyatka-glazov
    actor: Korolenko
    from: Вятка
    to: Глазов
    when: "1879-03"
    source: [10, 20]
`), "testdata/t.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(firstTrack(t, f, places).Places); got != "[Saint Petersburg Kirov Glazov]" {
		t.Errorf("track places %s, want [Saint Petersburg Kirov Glazov]", got)
	}
}

// TestTracksSkipVagueEvents: an event known to a year does not place its
// actor on the track; a movement does, whatever its span.
func TestTracksSkipVagueEvents(t *testing.T) {
	t.Parallel()
	f, err := Read("testdata/good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	f.Events[0].When = mustExpr(t, "1902")
	f.Movements[0].Actor = "Someone"
	if refs := firstTrack(t, f, twoPlaces).Refs; fmt.Sprint(refs) != "[congress-move congress-move]" {
		t.Errorf("track refs %v", refs)
	}
}

// firstTrack builds f with r and returns the properties of its first track.
func firstTrack(t *testing.T, f *File, r Resolver) TrackProperties {
	t.Helper()
	ds, err := Build(f, r)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Features["tracks"]) == 0 {
		t.Fatal("no track")
	}
	var tr struct {
		Props TrackProperties `json:"properties"`
	}
	if err := json.Unmarshal(ds.Features["tracks"][0].GeoJSON, &tr); err != nil {
		t.Fatal(err)
	}
	return tr.Props
}

func mustExpr(t *testing.T, edtf string) when.Expr {
	x, err := when.ParseExpr(edtf)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// An event whose main place is a country or region is approximate: its
// point stands for the area.
func TestApproximateEvents(t *testing.T) {
	places := fakeResolver{
		"Лондон":    twoPlaces["Лондон"],
		"Финляндия": {ID: "country:FI", Name: "Finland", Kind: gazetteer.KindCountry, Country: "FI", Point: orb.Point{26, 64}},
	}
	f, err := Parse([]byte(`document: doc.txt
events:
  - id: london
    type: trip
    when: "1902"
    places: [Лондон]
    source: [0, 29]
  - id: finland
    type: trip
    when: "1906"
    places: [Финляндия, Лондон]
    source: [0, 29]
`), "testdata/t.yaml")
	if err != nil {
		t.Fatal(err)
	}
	recs, err := Resolve(f, places)
	if err != nil {
		t.Fatal(err)
	}
	if recs.Events[0].Props.Approximate || !recs.Events[1].Props.Approximate {
		t.Errorf("approximate: london %v, finland %v; want false, true", recs.Events[0].Props.Approximate, recs.Events[1].Props.Approximate)
	}
	ds, err := Assemble(recs)
	if err != nil {
		t.Fatal(err)
	}
	if js := string(ds.Features["events"][1].GeoJSON); !strings.Contains(js, `"approximate":true`) {
		t.Errorf("finland event: %s", js)
	}
}

// TestReadRefusesWhatIsNotAnEventFile: an empty file, one of comments
// only, and an event file or document in CP1251 are refused naming the
// file and line; the encoding's hint is the one texts get.
func TestReadRefusesWhatIsNotAnEventFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	good, err := os.ReadFile("testdata/good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile("testdata/doc.txt")
	if err != nil {
		t.Fatal(err)
	}
	cp1251 := func(b []byte) string {
		s, err := charmap.Windows1251.NewEncoder().Bytes(b)
		if err != nil {
			t.Fatal(err)
		}
		return string(s)
	}
	write := func(name, content string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	write("doc-1251.txt", cp1251(doc))
	const empty = ":1: the file is empty; an event file names its document and lists its events and movements (data/README.md)"
	tests := []struct{ name, content, want string }{
		{"empty.yaml", "", empty},
		{"comments.yaml", "# to be written\n\n  \n", empty},
		{"bom-only.yaml", "\ufeff", empty},
		// «Лондон», «Брюссель», «Лондон»: 20 letters, enough to tell.
		{"good-1251.yaml", cp1251(good), ":8: byte 0xcb at offset 125 is not UTF-8; the file looks like Russian in CP1251 (Windows Cyrillic): convert it with iconv -f CP1251 -t UTF-8"},
		{"doc-1251.yaml", strings.Replace(string(good), "doc.txt", "doc-1251.txt", 1),
			": document: " + filepath.Join(dir, "doc-1251.txt") + ":1: byte 0xc2 at offset 0 is not UTF-8; the file looks like Russian in CP1251 (Windows Cyrillic): convert it with iconv -f CP1251 -t UTF-8"},
	}
	for _, tc := range tests {
		path := write(tc.name, tc.content)
		if _, err := Read(path); err == nil || err.Error() != path+tc.want {
			t.Errorf("%s:\n err = %v\nwant %s", tc.name, err, path+tc.want)
		}
	}
}

// TestReadDropsByteOrderMarks: an event file and a document that start
// with a UTF-8 byte-order mark read as without it, so that source spans
// count from the first letter.
func TestReadDropsByteOrderMarks(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, name := range []string{"good.yaml", "doc.txt"} {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), append([]byte("\ufeff"), b...), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := Read(filepath.Join(dir, "good.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	ev := f.Events[0]
	if got := string(f.Text[ev.Source.Start:ev.Source.End]); got != "В 1902 году он жил в Лондоне." || f.Title != "Test" {
		t.Errorf("title %q, source [%d, %d) is %q; want «В 1902 году он жил в Лондоне.»", f.Title, ev.Source.Start, ev.Source.End, got)
	}
	if len(f.Text) != 82 {
		t.Errorf("document of %d code points, want 82", len(f.Text))
	}
}
