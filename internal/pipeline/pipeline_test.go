package pipeline_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/geocode"
	"github.com/chronomap/chronomap/geo/geonames"
	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/morph"
	"github.com/chronomap/chronomap/internal/pipeline"
	"github.com/chronomap/chronomap/internal/rutext"
	"github.com/chronomap/chronomap/internal/testenv"
)

// TestBundledText runs the text path on the bundled document with its
// curated corrections: the counts are those of testdata/gold (31 distinct
// places, 32 events, 4 movements) plus one track per actor who moves.
func TestBundledText(t *testing.T) {
	g, err := geonames.LoadMemory(context.Background(), testenv.Cities1000(t))
	if err != nil {
		t.Fatal(err)
	}
	p, err := pipeline.New(pipeline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ds, err := p.Text(testenv.BundledText(t), testenv.Path(t, "data", "lenin-1902-1903.yaml"), g)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"places": 31, "events": 32, "movements": 4}
	for coll, n := range want {
		if got := len(ds.Features[coll]); got != n {
			t.Errorf("%s: %d features, want %d", coll, got, n)
		}
	}
	// The curated file alone gives the same features and the same links
	// in the text: 41 place mentions (testdata/gold) and 7 dates.
	f, err := dataset.Read(testenv.Path(t, "data", "lenin-1902-1903.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	curated, err := p.Curated(f, g)
	if err != nil {
		t.Fatal(err)
	}
	for coll, n := range want {
		if got := len(curated.Features[coll]); got != n {
			t.Errorf("curated %s: %d features, want %d", coll, got, n)
		}
	}
	for _, d := range [][]feature.Document{ds.Documents, curated.Documents} {
		places, dates := 0, 0
		for _, m := range d[0].Mentions {
			switch m.Kind {
			case "place":
				places++
			case "date":
				dates++
			}
		}
		if len(d) != 1 || places != 41 || dates != 7 {
			t.Errorf("%d documents, %d place and %d date mentions; want 1, 41, 7", len(d), places, dates)
		}
	}
}

// TestTextPlacesCoverMentions: every place the document's mentions link
// to is a feature of the places collection, also one that the text names
// beside an event's place but no event or movement names (Сахалин beside
// Александровский пост), which counts its one mention.
func TestTextPlacesCoverMentions(t *testing.T) {
	g, err := geonames.LoadMemory(context.Background(), testenv.Cities1000(t))
	if err != nil {
		t.Fatal(err)
	}
	p, err := pipeline.New(pipeline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "sakhalin.txt")
	text := "Пароходом по Амуру он спустился до Николаевска и 11 июля 1890 года высадился на Сахалине, в Александровском посту.\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	ds, err := p.Text(path, "", g)
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for _, coll := range []string{"events", "movements"} {
		for _, f := range ds.Features[coll] {
			var props struct {
				PlaceIDs []string `json:"place_ids"`
				FromID   string   `json:"from_id"`
				ToID     string   `json:"to_id"`
			}
			if err := json.Unmarshal(propertiesOf(t, f), &props); err != nil {
				t.Fatal(err)
			}
			for _, id := range append(props.PlaceIDs, props.FromID, props.ToID) {
				named[id] = true
			}
		}
	}
	places := map[string]dataset.PlaceProperties{}
	for _, f := range ds.Features["places"] {
		var props dataset.PlaceProperties
		if err := json.Unmarshal(propertiesOf(t, f), &props); err != nil {
			t.Fatal(err)
		}
		places[f.ID] = props
	}
	var linked []string
	for _, m := range ds.Documents[0].Mentions {
		if m.Kind != "place" {
			continue
		}
		linked = append(linked, m.Text+" "+m.PlaceID)
		if _, ok := places[m.PlaceID]; !ok {
			t.Errorf("mention %q links to %s, not in the places collection", m.Text, m.PlaceID)
		}
	}
	if named["overlay:sakhalin"] {
		t.Fatalf("an event names Sakhalin now (mentions %v): the test needs a place only the text names", linked)
	}
	if s, ok := places["overlay:sakhalin"]; !ok || s.Mentions != 1 || s.Earliest != nil || fmt.Sprint(s.Toponyms) != "[Сахалин]" {
		t.Errorf("Sakhalin %+v (mentions %v), want 1 mention, no dates, toponyms [Сахалин]", s, linked)
	}
}

// TestEventFileKeepsChosenPlaces: the event file extract writes imports
// to the places import --text finds, those the extractor chose in
// context too. «Пароходом по Амуру он спустился до Николаевска» is
// Nikolayevsk-on-Amur (geonames:2122850), which the file names by its id:
// «Николаевск» alone is Kostanay (geonames:1519928), Николаевск in
// 1879–1895.
func TestEventFileKeepsChosenPlaces(t *testing.T) {
	g, err := geonames.LoadMemory(context.Background(), testenv.Cities1000(t))
	if err != nil {
		t.Fatal(err)
	}
	d, err := morph.Open(testenv.DictionaryDir(t))
	if err != nil {
		t.Fatal(err)
	}
	p, err := pipeline.New(pipeline.Options{Analyzer: rutext.Dictionary(d)})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	text, err := os.ReadFile(filepath.Join("testdata", "chekhov-1890.txt"))
	if err != nil {
		t.Fatal(err)
	}
	textPath := filepath.Join(dir, "chekhov-1890.txt")
	if err := os.WriteFile(textPath, text, 0o644); err != nil {
		t.Fatal(err)
	}
	direct, err := p.Text(textPath, "", g)
	if err != nil {
		t.Fatal(err)
	}
	res, err := p.Extract(textPath, g)
	if err != nil {
		t.Fatal(err)
	}
	var y strings.Builder
	if err := p.WriteEventFile(&y, res, "chekhov-1890.txt", g); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(y.String(), "Николаевск (geonames:2122850)") {
		t.Errorf("the event file does not name Nikolayevsk-on-Amur by its id:\n%s", y.String())
	}
	filePath := filepath.Join(dir, "chekhov-1890.yaml")
	if err := os.WriteFile(filePath, []byte(y.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := dataset.Read(filePath)
	if err != nil {
		t.Fatal(err)
	}
	imported, err := p.Curated(f, g)
	if err != nil {
		t.Fatal(err)
	}
	want, got := placesOfFeatures(t, direct), placesOfFeatures(t, imported)
	if len(want) == 0 || len(got) != len(want) {
		t.Fatalf("import --text has %d events and movements, the event file %d", len(want), len(got))
	}
	named := map[string]int{}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("%s: the event file imports to %s, import --text to %s", id, got[id], w)
		}
		for _, pid := range strings.Fields(w) {
			named[pid]++
		}
	}
	if named["geonames:2122850"] == 0 || named["geonames:1519928"] != 0 {
		t.Errorf("Nikolayevsk-on-Amur named %d times, Kostanay %d; want some and none", named["geonames:2122850"], named["geonames:1519928"])
	}
}

// placesOfFeatures are the place ids of a dataset's events (place_ids)
// and movements (from_id to_id), by feature id.
func placesOfFeatures(t *testing.T, ds feature.Dataset) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, coll := range []string{"events", "movements"} {
		for _, f := range ds.Features[coll] {
			var props struct {
				PlaceIDs []string `json:"place_ids"`
				FromID   string   `json:"from_id"`
				ToID     string   `json:"to_id"`
			}
			if err := json.Unmarshal(propertiesOf(t, f), &props); err != nil {
				t.Fatal(err)
			}
			out[coll+" "+f.ID] = strings.TrimSpace(strings.Join(props.PlaceIDs, " ") + " " + props.FromID + " " + props.ToID)
		}
	}
	return out
}

// propertiesOf is the properties member of a stored feature.
func propertiesOf(t *testing.T, f feature.Feature) json.RawMessage {
	t.Helper()
	var doc struct{ Properties json.RawMessage }
	if err := json.Unmarshal(f.GeoJSON, &doc); err != nil {
		t.Fatal(err)
	}
	return doc.Properties
}

// TestExtractRefusesWhatIsNotText: binary data, UTF-16 and empty files are
// refused naming file and line, before any extraction.
func TestExtractRefusesWhatIsNotText(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p, err := pipeline.New(pipeline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// files is what the iconv command adds to name the file and the
	// converted one beside it.
	files := func(name string) string {
		path := filepath.Join(dir, name)
		ext := filepath.Ext(path)
		return " " + path + " > " + strings.TrimSuffix(path, ext) + ".utf8" + ext
	}
	tests := []struct{ name, content, want string }{
		{"binary.bin", "Весной 1902 года\n\x00\x01\x02\xff", "binary.bin:2: control character U+0000 at offset 27: this is not a text file"},
		{"latin1.txt", "Londres\nen \xe9t\xe9 1902", "latin1.txt:2: byte 0xe9 at offset 11 is not UTF-8: chronomap reads UTF-8 text, and this looks like binary data or another encoding (convert a text with iconv -f ITS-ENCODING -t UTF-8" + files("latin1.txt") + "; iconv -l lists them)"},
		{"utf16.txt", "\xff\xfeL\x00", "utf16.txt:1: UTF-16 text; chronomap reads UTF-8: convert it with iconv -f UTF-16 -t UTF-8" + files("utf16.txt")},
		// «В 1902 году Ленин приехал в Лондон.» in KOI8-R (it used to get the CP1251 hint) and in CP1251.
		{"koi8r.txt", "1902\n\xf7 1902 \xc7\xcf\xc4\xd5 \xec\xc5\xce\xc9\xce \xd0\xd2\xc9\xc5\xc8\xc1\xcc \xd7 \xec\xcf\xce\xc4\xcf\xce.",
			"koi8r.txt:2: byte 0xf7 at offset 5 is not UTF-8; the file looks like Russian in KOI8-R (Unix Cyrillic): convert it with iconv -f KOI8-R -t UTF-8" + files("koi8r.txt")},
		{"cp1251.txt", "1902\n\xc2 1902 \xe3\xee\xe4\xf3 \xcb\xe5\xed\xe8\xed \xef\xf0\xe8\xe5\xf5\xe0\xeb \xe2 \xcb\xee\xed\xe4\xee\xed.",
			"cp1251.txt:2: byte 0xc2 at offset 5 is not UTF-8; the file looks like Russian in CP1251 (Windows Cyrillic): convert it with iconv -f CP1251 -t UTF-8" + files("cp1251.txt")},
		{"word.txt", "\xcb\xee\xed\xe4\xee\xed", "word.txt:1: byte 0xcb at offset 0 is not UTF-8; probably a Cyrillic 8-bit encoding such as CP1251 or KOI8-R: " +
			"convert it with iconv -f CP1251 -t UTF-8" + files("word.txt") + ", or with -f KOI8-R if that gives no readable text"},
		{"empty.txt", " \n\n", "empty.txt:1: the file has no text"},
	}
	for _, tc := range tests {
		path := filepath.Join(dir, tc.name)
		if err := os.WriteFile(path, []byte(tc.content), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := p.Extract(path, gazetteer.NewMemory())
		if err == nil || err.Error() != filepath.Join(dir, tc.want) {
			t.Errorf("%s: err = %v, want %s", tc.name, err, filepath.Join(dir, tc.want))
		}
	}
}

// TestExtractDropsTheByteOrderMark: a text that starts with a UTF-8
// byte-order mark extracts as without it, its mentions at the same
// offsets (they used to be one code point further on).
func TestExtractDropsTheByteOrderMark(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p, err := pipeline.New(pipeline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	const text = "В 1902 году Ленин приехал в Лондон."
	var got [2][]string
	for i, content := range []string{text, "\ufeff" + text} {
		path := filepath.Join(dir, fmt.Sprintf("text-%d.txt", i))
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		res, err := p.Extract(path, gazetteer.NewMemory())
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range res.Dates {
			got[i] = append(got[i], fmt.Sprintf("%q [%d, %d)", d.Text, d.Start, d.End))
		}
	}
	// «В 1902 году» stands at code points 0 to 11 of the text.
	if want := []string{`"В 1902 году" [0, 11)`}; !slices.Equal(got[0], want) || !slices.Equal(got[1], want) {
		t.Errorf("dates without the mark %v, with it %v; want %v", got[0], got[1], want)
	}
}

// A text imported with a name in a place's position that the gazetteer
// lacks tells WarnUnplaced the name and its code-point span; the places it
// can place are not reported.
func TestTextWarnsOfUnplacedNames(t *testing.T) {
	g, err := geonames.LoadMemory(context.Background(), testenv.Cities1000(t))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	p, err := pipeline.New(pipeline.Options{WarnUnplaced: func(_ string, names []string) { got = append(got, names...) }})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "levitan.txt")
	text := "В 1895 году Левитан уехал из Москвы в Верхнесоломенск, а летом жил в Плёсе.\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Text(path, "", g); err != nil {
		t.Fatal(err)
	}
	if want := []string{"Верхнесоломенск [38, 53]"}; !slices.Equal(got, want) {
		t.Errorf("unplaced names %q, want %q", got, want)
	}
}

// A text whose toponym the gazetteer finds only by a spelling variant
// tells WarnApproximate, on extraction as on import, which place it took.
func TestTextWarnsOfSpellingVariants(t *testing.T) {
	g, err := geonames.LoadMemory(context.Background(), testenv.Cities1000(t))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	p, err := pipeline.New(pipeline.Options{WarnApproximate: func(toponym string, c geocode.Candidate) {
		got = append(got, toponym+"="+c.Place.ID+" "+string(c.Match))
	}})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "orlov.txt")
	if err := os.WriteFile(path, []byte("В 1871 году Орлов уехал из Парижа в Лонгжюмо.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := []string{"Лонгжюмо=geonames:2997712 fuzzy"}
	if _, err := p.Extract(path, g); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, want) {
		t.Errorf("Extract: variants %q, want %q", got, want)
	}
	got = nil
	if _, err := p.Text(path, "", g); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, want) {
		t.Errorf("Text: variants %q, want %q", got, want)
	}
}
