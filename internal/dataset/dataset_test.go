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
	"github.com/chronomap/chronomap/internal/feature"
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
		{"bad-indent.yaml", "testdata/bad-indent.yaml:12: \"when: \\\"1902\\\"\" is indented 3 spaces, where 4 or 0 would fit (yaml: did not find expected '-' indicator)"},
		{"bad-date.yaml", "testdata/bad-date.yaml:11: event b: when:"},
		{"bad-type.yaml", "testdata/bad-type.yaml:10: event b: type \"picnic\""},
		{"bad-span.yaml", "testdata/bad-span.yaml:13: event b: source: [70, 500] is outside the document (82 code points)"},
		{"reversed-span.yaml", "testdata/reversed-span.yaml:13: event b: source: [60, 50] ends before it starts: want [start, end] code-point offsets, the end after the start"},
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
	// A place filter takes the gazetteer name, the ID or the toponym as written.
	if a := ds.Features["events"][0].Attributes; fmt.Sprint(a) != "map[actors:[Someone] places:[London t:london Лондон] type:[relocation]]" {
		t.Errorf("attributes %v", a)
	}
	if a := ds.Features["movements"][0].Attributes; fmt.Sprint(a["from"], a["to"]) != "[Brussels t:brussels Брюссель] [London t:london Лондон]" {
		t.Errorf("movement attributes %v", a)
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

// TestTracksSkipAnnouncedGoal: a leg naming the journey's goal at its
// departure («В апреле выехал из Москвы на Сахалин»), followed by the
// stages from the same origin, is no vertex of the track (the track would
// reach Sakhalin in April and come back to Moscow), even with a stage left
// out; a goal reached only after a return to the origin is kept.
func TestTracksSkipAnnouncedGoal(t *testing.T) {
	t.Parallel()
	places := fakeResolver{
		"Москва":    {ID: "geonames:524901", Name: "Moscow", Kind: gazetteer.KindCity, Point: orb.Point{37.6, 55.8}},
		"Ярославль": {ID: "geonames:468902", Name: "Yaroslavl", Kind: gazetteer.KindCity, Point: orb.Point{39.9, 57.6}},
		"Пермь":     {ID: "geonames:511196", Name: "Perm", Kind: gazetteer.KindCity, Point: orb.Point{56.3, 58.0}},
		"Сахалин":   {ID: "overlay:sakhalin", Name: "Sakhalin", Kind: gazetteer.KindRegion, Point: orb.Point{142.8, 50.5}},
	}
	doc := func(last string) *File {
		f, err := Parse([]byte(`document: doc.txt
events:
  - id: goal-trip
    type: trip
    when: "1890-04"
    places: [Сахалин]
    actors: [Chekhov]
    source: [0, 10]
movements:
  - id: goal
    actor: Chekhov
    from: Москва
    to: Сахалин
    when: "1890-04"
    source: [0, 10]
  - id: m1
    actor: Chekhov
    from: Москва
    to: Ярославль
    when: "1890-04-21"
    source: [10, 20]
  - id: m2
    actor: Chekhov
    from: Ярославль
    to: Пермь
    when: "1890-04-25"
    source: [20, 30]
  - id: m3
    actor: Chekhov
    from: `+last+`
    to: Сахалин
    when: "1890-07-11"
    source: [30, 40]
`), "testdata/t.yaml")
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	if got := fmt.Sprint(firstTrack(t, doc("Пермь"), places).Places); got != "[Moscow Yaroslavl Perm Sakhalin]" {
		t.Errorf("stages reaching the goal: track %s, want [Moscow Yaroslavl Perm Sakhalin]", got)
	}
	// A stage left out between Yaroslavl and Perm («из Перми … на Сахалин»
	// told without the way there) still reaches the goal.
	if got := fmt.Sprint(firstTrack(t, doc("Ярославль"), places).Places); got != "[Moscow Yaroslavl Perm Yaroslavl Sakhalin]" {
		t.Errorf("a stage left out: track %s, want [Moscow Yaroslavl Perm Yaroslavl Sakhalin]", got)
	}
	// The last stage sets out from Moscow again: the traveller came back,
	// so the first leg was a journey of its own and stays.
	if got := fmt.Sprint(firstTrack(t, doc("Москва"), places).Places); got != "[Moscow Sakhalin Moscow Yaroslavl Perm Moscow Sakhalin]" {
		t.Errorf("after a return: track %s, want [Moscow Sakhalin Moscow Yaroslavl Perm Moscow Sakhalin]", got)
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
	write("doc.txt", string(doc))
	const empty = ":1: the file is empty; an event file names its document and lists its events and movements (data/README.md)"
	tests := []struct{ name, content, want string }{
		{"empty.yaml", "", empty},
		{"comments.yaml", "# to be written\n\n  \n", empty},
		{"bom-only.yaml", "\ufeff", empty},
		// «Лондон», «Брюссель», «Лондон»: 20 letters, enough to tell.
		{"good-1251.yaml", cp1251(good), ":8: byte 0xcb at offset 125 is not UTF-8; the file looks like Russian in CP1251 (Windows Cyrillic): convert it with iconv -f CP1251 -t UTF-8 " +
			filepath.Join(dir, "good-1251.yaml") + " > " + filepath.Join(dir, "good-1251.utf8.yaml")},
		{"doc-1251.yaml", strings.Replace(string(good), "doc.txt", "doc-1251.txt", 1),
			": document: " + filepath.Join(dir, "doc-1251.txt") + ":1: byte 0xc2 at offset 0 is not UTF-8; the file looks like Russian in CP1251 (Windows Cyrillic): convert it with iconv -f CP1251 -t UTF-8 " +
				filepath.Join(dir, "doc-1251.txt") + " > " + filepath.Join(dir, "doc-1251.utf8.txt")},
		{"no-document.yaml", "title: x\nevents:\n  - id: a\n    type: trip\n    when: \"1902\"\n    places: [Лондон]\n    source: [0, 10]\n",
			":1: no document: an event file names the text its events cite (document: FILE, relative to the event file; data/README.md)"},
		{"no-source.yaml", "title: x\ndocument: doc.txt\nevents:\n  - id: a\n    type: trip\n    when: \"1902\"\n    places: [Лондон]\n",
			":4: event a: source: missing: every entry cites the sentence that tells it, as [start, end] code-point offsets into the document (source: [START, END])"},
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

// TestTracksChainCarriedDates: a journey told as one paragraph, whose legs
// share or overlap dates because a date is carried over from the previous
// sentence («21 апреля 1890 года … из Москвы в Ярославль, откуда … через
// Казань до Перми. Из Перми … в Екатеринбург, а 3 мая прибыл в Тюмень»)
// or names a month («В октябре 1890 г. он отплыл из Корсаковского поста во
// Владивосток, а оттуда через Гонконг, Сингапур и Цейлон в Одессу»), with
// trip events at the places reached. The records come in id order, not in
// the order of the journey. The track follows the legs as a chain, each
// place once, with dates that never go back: an arrival is dated by its
// leg's last day, unless an event there is dated earlier.
func TestTracksChainCarriedDates(t *testing.T) {
	t.Parallel()
	places := fakeResolver{}
	for _, p := range []struct {
		toponym, id string
		lon, lat    float64
	}{
		{"Москва", "moscow", 37.6, 55.8}, {"Ярославль", "yaroslavl", 39.9, 57.6}, {"Казань", "kazan", 49.1, 55.8},
		{"Пермь", "perm", 56.3, 58.0}, {"Екатеринбург", "yekaterinburg", 60.6, 56.8}, {"Тюмень", "tyumen", 65.5, 57.2},
		{"Томск", "tomsk", 85.0, 56.5}, {"Красноярск", "krasnoyarsk", 92.9, 56.0}, {"Иркутск", "irkutsk", 104.3, 52.3},
		{"Николаевск", "nikolayevsk", 140.7, 53.1}, {"Александровский пост", "aleksandrovsk", 142.2, 50.9},
		{"Корсаковский пост", "korsakov", 142.8, 46.6}, {"Владивосток", "vladivostok", 131.9, 43.1},
		{"Гонконг", "hong-kong", 114.2, 22.3}, {"Сингапур", "singapore", 103.9, 1.3}, {"Цейлон", "ceylon", 80.7, 7.9},
		{"Одесса", "odessa", 30.7, 46.5},
	} {
		places[p.toponym] = gazetteer.Place{ID: "t:" + p.id, Name: p.id, Kind: gazetteer.KindCity, Point: orb.Point{p.lon, p.lat}}
	}
	var y strings.Builder
	y.WriteString("document: doc.txt\nevents:\n")
	for i, e := range [][3]string{ // id, when, places
		{"trip-aleksandrovsk", "1890-07-11", "Александровский пост"},
		{"trip-irkutsk", "1890-06-01/1890-06-10", "Иркутск, Томск, Красноярск"},
		{"trip-moscow", "1890-12-08", "Москва"},
		{"trip-nikolayevsk", "1890-07-11", "Николаевск"},
		{"trip-odessa", "1890-10", "Одесса, Владивосток, Гонконг, Сингапур, Цейлон"},
		{"trip-perm", "1890-04-21", "Пермь, Ярославль, Казань"},
		{"trip-tyumen", "1890-05-03", "Тюмень"},
		{"trip-yaroslavl", "1890-04-21", "Ярославль, Москва"},
		{"trip-yekaterinburg", "1890-04-21", "Екатеринбург, Пермь"},
	} {
		fmt.Fprintf(&y, "  - {id: %s, type: trip, when: %q, places: [%s], actors: [Chekhov], source: [%d, %d]}\n", e[0], e[1], e[2], i, i+1)
	}
	y.WriteString("movements:\n")
	for i, m := range [][4]string{ // id, when, from, to
		{"m-ceylon-odessa", "1890-10", "Цейлон", "Одесса"},
		{"m-hong-kong-singapore", "1890-10", "Гонконг", "Сингапур"},
		{"m-irkutsk-nikolayevsk", "1890-07-11", "Иркутск", "Николаевск"},
		{"m-kazan-perm", "1890-04-21", "Казань", "Пермь"},
		{"m-korsakov-vladivostok", "1890-10", "Корсаковский пост", "Владивосток"},
		{"m-krasnoyarsk-irkutsk", "1890-06-01/1890-06-10", "Красноярск", "Иркутск"},
		{"m-moscow-yaroslavl", "1890-04-21", "Москва", "Ярославль"},
		{"m-nikolayevsk-aleksandrovsk", "1890-07-11", "Николаевск", "Александровский пост"},
		{"m-odessa-moscow", "1890-12-08", "Одесса", "Москва"},
		{"m-perm-yekaterinburg", "1890-04-21", "Пермь", "Екатеринбург"},
		{"m-singapore-ceylon", "1890-10", "Сингапур", "Цейлон"},
		{"m-tomsk-krasnoyarsk", "1890-06-01/1890-06-10", "Томск", "Красноярск"},
		{"m-tyumen-tomsk", "1890-06-01/1890-06-10", "Тюмень", "Томск"},
		{"m-vladivostok-hong-kong", "1890-10", "Владивосток", "Гонконг"},
		{"m-yaroslavl-kazan", "1890-04-21", "Ярославль", "Казань"},
		{"m-yekaterinburg-tyumen", "1890-05-03", "Екатеринбург", "Тюмень"},
	} {
		fmt.Fprintf(&y, "  - {id: %s, actor: Chekhov, when: %q, from: %s, to: %s, source: [%d, %d]}\n", m[0], m[1], m[2], m[3], i, i+1)
	}
	f, err := Parse([]byte(y.String()), "testdata/t.yaml")
	if err != nil {
		t.Fatal(err)
	}
	tr := firstTrack(t, f, places)
	var got []string
	for i := range tr.Places {
		got = append(got, tr.Places[i]+" "+tr.CoordTimes[i])
	}
	want := []string{
		"moscow 1890-04-21", "yaroslavl 1890-04-21", "kazan 1890-04-21", "perm 1890-04-21", "yekaterinburg 1890-04-21",
		"tyumen 1890-05-03",
		// Irkutsk is reached by the 1st at the earliest (its event), so
		// Tomsk and Krasnoyarsk before it are too.
		"tomsk 1890-06-01", "krasnoyarsk 1890-06-01", "irkutsk 1890-06-01",
		"nikolayevsk 1890-07-11", "aleksandrovsk 1890-07-11",
		// The voyage of October: Odessa's event dates its arrival from
		// the 1st, and the ports before it no later.
		"korsakov 1890-10-01", "vladivostok 1890-10-01", "hong-kong 1890-10-01", "singapore 1890-10-01",
		"ceylon 1890-10-01", "odessa 1890-10-01",
		"moscow 1890-12-08",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("track:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if *tr.Earliest != "1890-04-21" || *tr.Latest != "1890-12-08" {
		t.Errorf("track interval %s/%s", *tr.Earliest, *tr.Latest)
	}
}

// TestTrackIntervalIsItsVertices: an event at the place the track ends,
// dated after the arrival there, adds no vertex, and the track's interval
// ends with its last vertex's date, so that a client replaying coordTimes
// and one filtering by datetime agree.
func TestTrackIntervalIsItsVertices(t *testing.T) {
	t.Parallel()
	f, err := Parse([]byte(`document: doc.txt
events:
  - {id: london-work, type: publication, when: "1902-06-01", places: [Лондон], actors: [Iskra], source: [10, 20]}
movements:
  - {id: brussels-london, actor: Iskra, when: "1902-03/1902-05", from: Брюссель, to: Лондон, source: [0, 10]}
`), "testdata/t.yaml")
	if err != nil {
		t.Fatal(err)
	}
	tr := firstTrack(t, f, twoPlaces)
	if fmt.Sprint(tr.Places, tr.CoordTimes) != "[Brussels London] [1902-03-01 1902-05-31]" ||
		*tr.Earliest != "1902-03-01" || *tr.Latest != "1902-05-31" {
		t.Errorf("track %v %v %s/%s", tr.Places, tr.CoordTimes, *tr.Earliest, *tr.Latest)
	}
}

// TestAddMentionedPlaces: a place the text names twice but no event does
// joins the places, counting its two mentions; a place an event names is
// not added twice; a mention of a place unknown is dropped.
func TestAddMentionedPlaces(t *testing.T) {
	t.Parallel()
	london := NewPlaceRecord(twoPlaces["Лондон"], []string{"Лондон"})
	brussels := NewPlaceRecord(twoPlaces["Брюссель"], []string{"Брюссель"})
	r := Records{
		Places: []PlaceRecord{london},
		Documents: []feature.Document{{ID: "doc.txt", Mentions: []feature.Mention{
			{Start: 0, End: 6, Kind: "place", Text: "Лондон", PlaceID: "t:london"},
			{Start: 10, End: 19, Kind: "place", Text: "Брюсселем", PlaceID: "t:brussels"},
			{Start: 20, End: 24, Kind: "date", Text: "1903", When: "1903"},
			{Start: 30, End: 35, Kind: "place", Text: "Парижа", PlaceID: "t:paris"},
			{Start: 40, End: 48, Kind: "place", Text: "Брюсселе", PlaceID: "t:brussels"},
		}}},
	}
	AddMentionedPlaces(&r, map[string]PlaceRecord{"t:london": london, "t:brussels": brussels})
	var got []string
	for _, p := range r.Places {
		got = append(got, fmt.Sprintf("%s %d", p.ID, p.Props.Mentions))
	}
	if fmt.Sprint(got) != "[t:london 0 t:brussels 2]" {
		t.Errorf("places %v, want [t:london 0 t:brussels 2]", got)
	}
	var texts []string
	for _, m := range r.Documents[0].Mentions {
		texts = append(texts, m.Text)
	}
	if fmt.Sprint(texts) != "[Лондон Брюсселем 1903 Брюсселе]" {
		t.Errorf("mentions %v", texts)
	}
}
