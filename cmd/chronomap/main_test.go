package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"

	"github.com/chronomap/chronomap/internal/feature"
	"github.com/chronomap/chronomap/internal/morph"
	"github.com/chronomap/chronomap/internal/store"
	"github.com/chronomap/chronomap/internal/testenv"
)

// run executes the CLI with args and returns its output and error.
func run(t *testing.T, args ...string) (string, error) {
	t.Helper()
	cmd := newRootCmd()
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&out)
	cmd.SetArgs(args)
	err := cmd.Execute()
	return out.String(), err
}

func TestHelpExplainsEachCommand(t *testing.T) {
	t.Parallel()
	for _, c := range [][]string{{"gazetteer", "load"}, {"import"}, {"serve"}, {"geocode"}} {
		out, err := run(t, append(c, "--help")...)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out, "--db") || !strings.Contains(out, "Usage:") || len(out) < 300 {
			t.Errorf("%v --help:\n%s", c, out)
		}
	}
}

// TestImportThroughTheCLI loads only the curated overlay as gazetteer,
// then imports event files: an unknown toponym (of an event, a movement,
// a file of corrections) or a misindented line fails naming the file and
// the line at fault, and leaves the map as it was, byte for byte.
func TestImportThroughTheCLI(t *testing.T) {
	t.Parallel()
	root := testenv.RepoRoot(t)
	dir := t.TempDir()
	db, gaz := filepath.Join(dir, "cli.db"), filepath.Join(dir, "gazetteer.db")
	overlay := filepath.Join(root, "data", "gazetteer", "overlay.yaml")
	if out, err := run(t, "--gazetteer", gaz, "gazetteer", "load", "--overlay", overlay, "--no-world", "--no-progress"); err != nil {
		t.Fatalf("gazetteer load: %v\n%s", err, out)
	}
	write := func(name, body string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	write("doc.txt", "Летом 1902 года он отдыхал в Логиви.")
	// extract says on stderr what it found and where it wrote it.
	extracted := filepath.Join(dir, "doc.extracted.yaml")
	if out, err := run(t, "--gazetteer", gaz, "extract", filepath.Join(dir, "doc.txt"), "-o", extracted); err != nil ||
		!strings.Contains(out, "msg=extracted") || !strings.Contains(out, " place_mentions=1 unplaced=0 dates=1 events=1 movements=0 output="+extracted) {
		t.Errorf("extract: %v\n%s", err, out)
	}
	// On standard output the document is absolute, even for a relative
	// TEXT, so the file imports from whatever folder it is saved in.
	cmd := newRootCmd()
	var stdout, stderr bytes.Buffer
	cmd.SetOut(&stdout)
	cmd.SetErr(&stderr)
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	relText, err := filepath.Rel(wd, filepath.Join(dir, "doc.txt"))
	if err != nil {
		t.Fatal(err)
	}
	cmd.SetArgs([]string{"--gazetteer", gaz, "extract", relText})
	if err := cmd.Execute(); err != nil {
		t.Fatalf("extract to stdout: %v\n%s", err, stderr.String())
	}
	if want := "document: " + filepath.Join(dir, "doc.txt") + "\n"; !strings.Contains(stdout.String(), want) {
		t.Errorf("extract to stdout: no %q in\n%s", want, stdout.String())
	}
	if err := os.MkdirAll(filepath.Join(dir, "review"), 0o755); err != nil {
		t.Fatal(err)
	}
	saved := write(filepath.Join("review", "doc.yaml"), stdout.String())
	if out, err := run(t, "--db", filepath.Join(dir, "stdout.db"), "--gazetteer", gaz, "import", saved); err != nil {
		t.Errorf("import of the extraction saved from stdout into another folder: %v\n%s", err, out)
	}
	good := write("good.yaml", `document: doc.txt
events:
  - id: rest
    type: trip
    when: "1902-22"
    places: [Логиви]
    summary: Rest on the coast.
    source: [0, 36]
`)
	bad := write("bad.yaml", `document: doc.txt
events:
  - id: rest
    type: trip
    when: "1902-22"
    places: [Логиви]
    source: [0, 36]
  - id: elsewhere
    type: trip
    when: "1902"
    places: [Логиви, Нигдеград]
    source: [0, 36]
`)
	badTo := write("bad-to.yaml", `document: doc.txt
events:
  - id: rest
    type: trip
    when: "1902-22"
    places: [Логиви]
    source: [0, 36]
movements:
  - id: away
    actor: Lenin
    from: Логиви
    to: Нигдеград
    when: "1902"
    source: [0, 36]
`)
	badID := write("bad-id.yaml", `document: doc.txt
events:
  - id: rest
    type: trip
    when: "1902-22"
    places: [Логиви (overlay:loguivy-de-la-mer)]
    source: [0, 36]
movements:
  - id: away
    actor: Lenin
    from: Логиви (overlay:loguivy-de-la-mer)
    to: Лондон (overlay:london-1902)
    when: "1902"
    source: [0, 36]
`)
	wrongID := write("wrong-id.yaml", `document: doc.txt
events:
  - id: rest
    type: trip
    when: "1902-22"
    places: [Логиви (overlay:british-museum)]
    source: [0, 36]
`)
	badIndent := write("bad-indent.yaml", `document: doc.txt
events:
  - id: rest
    type: trip
    when: "1902-22"
    places: [Логиви]
    source: [0, 36]

  - id: again
   type: trip
    when: "1902-22"
    source: [0, 36]
`)
	cp1251 := func(name, path string) string {
		t.Helper()
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		enc, err := charmap.Windows1251.NewEncoder().Bytes(b)
		if err != nil {
			t.Fatal(err)
		}
		return write(name, string(enc))
	}
	empty := write("empty.yaml", "")
	comments := write("comments.yaml", "# events of 1902\n\n   \n# none yet\n")
	goodCP1251 := cp1251("good-1251.yaml", good)
	docKOI8R := write("doc-koi8r.txt", "\xec\xc5\xd4\xcf\xcd 1902 \xc7\xcf\xc4\xc1 \xcf\xce \xcf\xd4\xc4\xd9\xc8\xc1\xcc \xd7 \xec\xcf\xc7\xc9\xd7\xc9.")
	csvCP1251 := cp1251("events-1251.csv", write("events.csv", "toponym,when,type,summary\nЛогиви,1902-22,trip,Летом 1902 года он отдыхал в Логиви на берегу моря.\n"))
	otherText := write("other.txt", "Осенью 1902 года он жил в Лондоне.")
	// converted is what the iconv command adds: the file and the one to write beside it.
	converted := func(path string) string {
		ext := filepath.Ext(path)
		return " " + path + " > " + strings.TrimSuffix(path, ext) + ".utf8" + ext
	}
	if out, err := run(t, "--db", db, "--gazetteer", gaz, "import", good); err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	// Corrections laid over a text's extraction say what they replaced.
	if out, err := run(t, "--db", filepath.Join(dir, "corrected.db"), "--gazetteer", gaz, "import", "--text", filepath.Join(dir, "doc.txt"), "--corrections", good); err != nil ||
		!strings.Contains(out, "corrections="+good+" replaced=1 dropped=0 kept=0 added=0") {
		t.Errorf("import --text --corrections: %v\n%s", err, out)
	}
	// A reviewed file imported alone obeys its drop list too.
	dropped := write("dropped.yaml", `document: doc.txt
drop: [rest]
events:
  - id: rest
    type: trip
    when: "1902-22"
    places: [Логиви]
    source: [0, 36]
  - id: stay
    type: trip
    when: "1902"
    places: [Британский музей]
    source: [0, 36]
`)
	droppedDB := filepath.Join(dir, "dropped.db")
	if out, err := run(t, "--db", droppedDB, "--gazetteer", gaz, "import", dropped); err != nil || !strings.Contains(out, "entries the event file lists under drop: removed") || !strings.Contains(out, "dropped=1 kept=1") || strings.Contains(out, "replaced=") {
		t.Errorf("import with drop: %v\n%s", err, out)
	}
	if out, err := run(t, "--db", droppedDB, "export", "--format", "csv"); err != nil || strings.Contains(out, "rest") || !strings.Contains(out, "stay") {
		t.Errorf("export after a drop: %v\n%s", err, out)
	}
	before, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	const hint = ": correct the name (chronomap gazetteer lookup NAME lists what the gazetteer has), " +
		"add the place to the gazetteer overlay (data/gazetteer/README.md) and load the gazetteer again, or leave the toponym out"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"import", bad}, bad + `:11: event elsewhere: places: toponym "Нигдеград" is in no gazetteer entry` + hint},
		{[]string{"import", badTo}, badTo + `:12: movement away: to: toponym "Нигдеград" is in no gazetteer entry` + hint},
		{[]string{"import", "--text", filepath.Join(dir, "doc.txt"), "--corrections", bad}, bad + `:11: event elsewhere: places: toponym "Нигдеград" is in no gazetteer entry` + hint},
		{[]string{"import", badID}, badID + `:12: movement away: to: gazetteer id overlay:london-1902 (written after "Лондон") is in no gazetteer entry: ` +
			`correct it (chronomap gazetteer lookup Лондон lists the places and ids the gazetteer has for the name), load the gazetteer that has it, or leave the id out to geocode the toponym`},
		{[]string{"import", wrongID}, wrongID + `:6: event rest: places: toponym "Логиви" is not a name of overlay:british-museum (British Museum; names: British Museum, Британский музей): ` +
			`correct the toponym or the id, or leave the id out to geocode the toponym`},
		{[]string{"import", badIndent}, badIndent + `:10: "type: trip" is indented 3 spaces, where 4 or 0 would fit (yaml: did not find expected '-' indicator)`},
		{[]string{"import", empty}, empty + ":1: the file is empty; an event file names its document and lists its events and movements (data/README.md)"},
		{[]string{"import", comments}, comments + ":1: the file is empty; an event file names its document and lists its events and movements (data/README.md)"},
		// «Логиви» alone is too few letters to tell CP1251 from KOI8-R.
		{[]string{"import", goodCP1251}, goodCP1251 + ":6: byte 0xcb at offset 87 is not UTF-8; probably a Cyrillic 8-bit encoding such as CP1251 or KOI8-R: " +
			"convert it with iconv -f CP1251 -t UTF-8" + converted(goodCP1251) + ", or with -f KOI8-R if that gives no readable text"},
		{[]string{"import", csvCP1251}, csvCP1251 + ":2: byte 0xcb at offset 26 is not UTF-8; the file looks like Russian in CP1251 (Windows Cyrillic): convert it with iconv -f CP1251 -t UTF-8" + converted(csvCP1251)},
		{[]string{"import", "--text", docKOI8R}, docKOI8R + ":1: byte 0xec at offset 0 is not UTF-8; the file looks like Russian in KOI8-R (Unix Cyrillic): convert it with iconv -f KOI8-R -t UTF-8" + converted(docKOI8R)},
		{[]string{"import", "--text", otherText, "--corrections", good}, good + ":1: document: " + filepath.Join(dir, "doc.txt") + " is not the text imported (" + otherText +
			"): corrections cite spans of the text they were written for; name that text with --text, or correct the document line"},
		{[]string{"import", good, "--text", filepath.Join(dir, "doc.txt")}, "import takes either FILE (a dataset) or --text TEXT (a Russian text), not both: " +
			"to lay an event file over what --text extracts, name it with --corrections"},
	} {
		_, err := run(t, append([]string{"--db", db, "--gazetteer", gaz}, tc.args...)...)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%v:\n err = %v\nwant %s", tc.args, err, tc.want)
		}
		if after, err := os.ReadFile(db); err != nil || !bytes.Equal(after, before) {
			t.Errorf("%v: the failed import changed the map (%d bytes, was %d; %v)", tc.args, len(after), len(before), err)
		}
	}
	// The first import is still there: one event at Loguivy.
	s, err := store.Open(db, store.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	page, err := feature.ReadPage(context.Background(), s, "events", feature.Query{})
	if err != nil {
		t.Fatal(err)
	}
	if page.NumberMatched != 1 || !strings.Contains(string(page.Features[0]), `"id":"rest"`) {
		t.Errorf("after the failed import: %d events %s", page.NumberMatched, page.Features)
	}
}

// TestEmptyOrForeignDBIsLeftAlone: every command refuses a 0-byte --db or
// --gazetteer, and a file that is not a chronomap file, with a clear error,
// and the file keeps its size and bytes (a failed import used to grow it
// to 16 KB).
func TestEmptyOrForeignDBIsLeftAlone(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	events := filepath.Join(dir, "events.geojson")
	if err := os.WriteFile(events, []byte(`{"type":"FeatureCollection","features":[{"type":"Feature","id":"a","geometry":null,"properties":{"when":"1902"}}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	text := filepath.Join(dir, "doc.txt")
	if err := os.WriteFile(text, []byte("В 1902 году Ленин приехал в Лондон."), 0o644); err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{"empty.db": nil, "notes.db": []byte(strings.Repeat("not a database\n", 500))}
	for name, content := range files {
		db := filepath.Join(dir, name)
		if err := os.WriteFile(db, content, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{
			{"--db", db, "import", events}, {"--db", db, "export"}, {"--db", db, "serve"},
			{"--gazetteer", db, "gazetteer", "lookup", "London"}, {"--gazetteer", db, "extract", text},
			{"--gazetteer", db, "gazetteer", "load", "--no-progress", "--no-world"},
		} {
			_, err := run(t, args...)
			if err == nil || !strings.Contains(err.Error(), db) || !strings.Contains(err.Error(), "not a chronomap file") {
				t.Errorf("%s %v: err = %v", name, args, err)
			}
		}
		after, err := os.ReadFile(db)
		if err != nil || string(after) != string(content) {
			t.Errorf("%s changed: %d bytes, was %d", name, len(after), len(content))
		}
	}
}

// TestImportMistakes: what a user gets wrong is named with what to do.
func TestImportMistakes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	text := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(text, []byte("В 1902 году Ленин приехал в Лондон."), 0o644); err != nil {
		t.Fatal(err)
	}
	events := filepath.Join(dir, "events.geojson")
	if err := os.WriteFile(events, []byte(`{"type":"FeatureCollection","features":[]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "map.db")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--db", db, "import", text}, "is a text, not a dataset: import --text " + text},
		{[]string{"--db", db, "import"}, "import needs one FILE"},
		{[]string{"--db", filepath.Join(dir, "missing", "map.db"), "import", events}, "the directory " + filepath.Join(dir, "missing") + " does not exist"},
		// Refused before extracting, not after.
		{[]string{"--db", filepath.Join(dir, "missing", "map.db"), "import", "--text", text}, "the directory " + filepath.Join(dir, "missing") + " does not exist"},
		{[]string{"--db", text, "import", "--text", text}, "open " + text + ": not a chronomap file"},
		// A dataset is not prose to extract from.
		{[]string{"--db", db, "import", "--text", events}, events + " is a dataset (.geojson), not a Russian text for import --text: import it with \"chronomap import " + events + "\""},
		{[]string{"extract", events}, events + " is a dataset (.geojson), not a Russian text for extract"},
		{[]string{"extract"}, "extract needs one TEXT (a Russian text in UTF-8); 0 given"},
		// A file under review is not overwritten.
		{[]string{"extract", text, "-o", events}, events + " exists (an event file under review?): give another -o, or --force to overwrite it"},
	} {
		if _, err := run(t, tc.args...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: err = %v, want it to say %q", tc.args, err, tc.want)
		}
	}
	if _, err := os.Stat(db); !os.IsNotExist(err) {
		t.Errorf("a failed import left %s: %v", db, err)
	}
}

// TestImportWhileServing: import replaces the file a server reads (a
// read-only open, as serve's) without waiting for it: the reader goes on
// with the old dataset, a new open sees the new one.
func TestImportWhileServing(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := filepath.Join(dir, "live.db")
	write := func(name, ids string) string {
		var feats []string
		for _, id := range strings.Fields(ids) {
			feats = append(feats, `{"type":"Feature","id":"`+id+`","geometry":{"type":"Point","coordinates":[2,48]},"properties":{"when":"1902"}}`)
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(`{"type":"FeatureCollection","features":[`+strings.Join(feats, ",")+`]}`), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	if out, err := run(t, "--db", db, "import", write("a.geojson", "a1 a2")); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	serving, err := store.OpenLive(db)
	if err != nil {
		t.Fatal(err)
	}
	defer serving.Close()
	if out, err := run(t, "--db", db, "import", write("b.geojson", "b1 b2 b3")); err != nil {
		t.Fatalf("import while serving: %v\n%s", err, out)
	}
	count := func() int {
		page, err := feature.ReadPage(context.Background(), serving, "events", feature.Query{})
		if err != nil {
			t.Fatal(err)
		}
		return page.NumberMatched
	}
	if n := count(); n != 2 {
		t.Errorf("before the reload the server has %d events, want 2", n)
	}
	if changed, err := serving.Reload(false); !changed || err != nil {
		t.Fatalf("reload: %v %v", changed, err)
	}
	if n := count(); n != 3 {
		t.Errorf("after the reload the server has %d events, want 3", n)
	}
}

// The default dictionary is found beside the binary when the working
// folder (here cmd/chronomap) has none; with neither, the default stays
// and the reader warns.
func TestDefaultDictionaryBesideTheBinary(t *testing.T) {
	t.Parallel()
	root := testenv.RepoRoot(t)
	testenv.DictionaryDir(t)
	if _, err := os.Stat(morph.DefaultDir); err == nil {
		t.Skipf("the working folder holds %s itself", morph.DefaultDir)
	}
	if got, want := defaultDictDir(root), filepath.Join(root, morph.DefaultDir); got != want {
		t.Errorf("beside a checkout: %q, want %q", got, want)
	}
	if got := defaultDictDir(t.TempDir()); got != morph.DefaultDir {
		t.Errorf("beside a folder without it: %q, want %q", got, morph.DefaultDir)
	}
	if got := defaultDictDir(""); got != morph.DefaultDir {
		t.Errorf("binary folder unknown: %q, want %q", got, morph.DefaultDir)
	}
}

// The default gazetteer (like the dictionary) is found beside the binary
// when the working folder has none; a path given as absolute, or one the
// working folder holds, is kept.
func TestGazetteerBesideTheBinary(t *testing.T) {
	t.Parallel()
	exeDir := t.TempDir()
	const name = "gazetteer-beside-test.db"
	if _, err := os.Stat(name); err == nil {
		t.Skipf("the working folder holds %s itself", name)
	}
	if got := besideBinary(name, exeDir); got != name {
		t.Errorf("beside a folder without it: %q, want %q", got, name)
	}
	if err := os.WriteFile(filepath.Join(exeDir, name), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, want := besideBinary(name, exeDir), filepath.Join(exeDir, name); got != want {
		t.Errorf("beside the binary: %q, want %q", got, want)
	}
	abs := filepath.Join(t.TempDir(), name)
	if got := besideBinary(abs, exeDir); got != abs {
		t.Errorf("absolute path: %q, want %q", got, abs)
	}
	if got := besideBinary(name, ""); got != name {
		t.Errorf("binary folder unknown: %q, want %q", got, name)
	}
}

// An empty toponym is a usage error naming the argument, before any
// gazetteer is opened.
func TestGeocodeRefusesAnEmptyToponym(t *testing.T) {
	t.Parallel()
	_, err := run(t, "--gazetteer", filepath.Join(t.TempDir(), "none.db"), "geocode", "Тифлис", " ")
	if err == nil || err.Error() != "argument 2 is empty: give a toponym" {
		t.Errorf("err = %v", err)
	}
}
