package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chronomap/chronomap/internal/feature"
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
// then imports event files: an unknown toponym fails naming file and line
// and leaves the stored dataset as it was.
func TestImportThroughTheCLI(t *testing.T) {
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
    places: [Нигдеград]
    source: [0, 36]
`)
	if out, err := run(t, "--db", db, "--gazetteer", gaz, "import", good); err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	_, err := run(t, "--db", db, "--gazetteer", gaz, "import", bad)
	if err == nil || !strings.HasPrefix(err.Error(), bad+":8: event elsewhere: ") || !strings.Contains(err.Error(), "Нигдеград") {
		t.Fatalf("import of an unknown toponym: err = %v", err)
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
